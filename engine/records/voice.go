package records

import (
	"net/mail"
	"strings"
)

// voice is who an outsider's statement at byte at of chunk c comes from, as Today counts what
// one outsider makes of its queue: the sender of the message it stands in (a mail's header, a
// chat message's account or a guest's line, a ticket comment's author), by address when there
// is one, whether the statement is theirs or a quote they carry (a quote's author is no one we
// can verify, so a stranger who quotes a digest in thirty mails is still one voice). When that
// sender is of the team (a teammate forwarding or quoting an outsider) or no one is known, the
// voice is the document's: a teammate's forwards are theirs to make, one each.
func (t Team) voice(c Chunk, at int, quote string) string {
	at = statementAt(c.Text, at, quote)
	from := c.Author
	outsider := false
	switch m, _, listed := listedMessage(c, at); {
	case listed:
		from = m.From
		outsider = m.Guest || c.DocKind != "mail" && isGuest(c, m.From)
	case c.DocKind == "chat":
		if sp := lineSpeaker(c.Text, at); sp != "" && isGuest(c, sp) {
			from, outsider = sp, true
		}
	}
	if !outsider && strings.TrimSpace(from) != "" {
		// Would the sender's own words, unquoted, be outside?
		outsider = t.Outside(Chunk{DocKind: c.DocKind, Author: from, Guests: c.Guests, Comment: c.Comment}, 0, "", false)
	}
	switch {
	case !outsider || strings.TrimSpace(from) == "":
		return "document " + c.DocumentID
	}
	if a, err := mail.ParseAddress(from); err == nil {
		return strings.ToLower(a.Address)
	}
	return personKey(from)
}
