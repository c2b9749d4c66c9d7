package records

import (
	"strings"

	"github.com/queueproof/queueproof/engine/facts"
	"golang.org/x/net/publicsuffix"
)

// voice is who an outsider's statement at byte at of chunk c comes from, as Today counts what
// one outsider makes of its queue: the sender of the message it stands in, whether the
// statement is theirs or a quote they carry (a quote's author is no one we can verify, so a
// stranger who quotes a digest in thirty mails is still one voice), and the organisation they
// write from. A chat message's sender is its account where the import records it (one account
// under thirty display names is one voice, and a guest who shows a customer's name is not the
// customer); a mail's is its address, "+tag" left out, and its organisation the address's
// registrable domain (thirty subdomains are one; a free-mail address is its own); a sender
// line with no address is one voice with every other such line. When the sender is of the
// team (a teammate forwarding or quoting an outsider) or no one is known, the voice is the
// document's: a teammate's forwards are theirs to make, one each.
func (t Team) voice(c Chunk, at int, quote string) Voice {
	at = statementAt(c.Text, at, quote)
	from, account := c.Author, ""
	outsider := false
	switch m, _, listed := listedMessage(c, at); {
	case listed:
		from, account = m.From, m.Account
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
	switch s := sender(from); {
	case !outsider || strings.TrimSpace(from) == "":
		return Voice{Sender: "document " + c.DocumentID, Organisation: "document " + c.DocumentID}
	case account != "":
		return Voice{Sender: "account " + account, Organisation: "account " + account}
	case s.domain != "":
		local, domain := s.local, s.domain
		local, _, _ = strings.Cut(local, "+") // "eve+7@": eve's
		if domain == "gmail.com" || domain == "googlemail.com" {
			local = strings.ReplaceAll(local, ".", "") // Gmail reads "e.ve@" as "eve@"
		}
		org := domain
		if suffix, icann := publicsuffix.PublicSuffix(domain); !icann && suffix != domain && strings.Contains(suffix, ".") {
			org = suffix // a host's customers' sites ("eve.github.io"): the host's, one organisation
		} else if site, err := publicsuffix.EffectiveTLDPlusOne(domain); err == nil {
			org = site
		}
		sender := local + "@" + domain
		if facts.FreeMailDomain(domain) {
			org = sender
		}
		return Voice{Sender: sender, Organisation: "domain " + org}
	case c.DocKind == "mail":
		return Voice{Sender: "no address", Organisation: "no address"} // a From line a mail program would not write
	}
	return Voice{Sender: "name " + personKey(from), Organisation: "name " + personKey(from)}
}

// Voice is who an outsider's record comes from (Team.voice): its sender and the organisation
// they write from.
type Voice struct {
	Sender       string `json:"sender"`
	Organisation string `json:"organisation"`
}
