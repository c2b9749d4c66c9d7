package records

import (
	"net/mail"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/queueproof/queueproof/engine/facts"
	"github.com/queueproof/queueproof/engine/index"
	"golang.org/x/text/unicode/norm"
)

// chunksByID indexes chunks by their ids (markOutside and answeredByTeam read the same map).
func chunksByID(chunks []Chunk) map[string]Chunk {
	byID := make(map[string]Chunk, len(chunks))
	for _, c := range chunks {
		byID[c.ChunkID] = c
	}
	return byID
}

// markOutside marks the records of statements made by someone outside the team (see Team):
// Outside on each record its team reads so.
func markOutside(rs []Record, chunks []Chunk, byID map[string]Chunk, domains []string) Team {
	t := teamOf(rs, chunks, domains)
	for i := range rs {
		if c, ok := byID[rs[i].Citation.ChunkID]; ok {
			rs[i].Outside = t.Outside(c, rs[i].Start, rs[i].Text, rs[i].SystemOfRecord)
			if rs[i].Outside {
				v := t.voice(c, rs[i].Start, rs[i].Text)
				rs[i].Voice = &v
			}
		}
	}
	return t
}

// messageSender is the sender of the message of a mail chunk that holds the byte at of its
// text (a statement's start), "" when no one is known to have said it. A mail's sender is its header, never a line its body holds (a
// "From:" line, even a whole "From:/Date:/Subject:" block, is as easily typed as anything
// else): in a thread the mbox import joined, the message the quote sits in (Messages, each
// with where it starts and its From header); in a mail imported alone, the document's
// author. A quoted or forwarded statement is its replier's no more than it is anyone's we can
// verify: a line quoted with ">", and whatever follows a forward or original-message marker
// in the same message ("---------- Forwarded message ---------", "-----Original
// Message-----", "Begin forwarded message:", Outlook's rule of underscores above its "From:"
// line), are no one's. In a thread an earlier import joined without listing its messages
// (Unlisted), only the first message's statements are known to be the author's.
func messageSender(c Chunk, at int) string {
	sender, from := c.Author, 0
	if c.Unlisted && (c.Start > 0 || strings.Contains(c.Text[:at], "\nFrom: ")) {
		return "" // past the first message of a thread whose messages are not listed
	}
	m, start, listed := listedMessage(c, at)
	if listed {
		sender, from = m.From, start
	}
	continues := c.Start > 0 && (!listed || m.At < c.Start) // the chunk goes on a message begun before it
	if at < c.QuotedTo && continues || quotedAt(c, from, at, listed) || continues && opensWithHeader(c.Text[:at]) {
		// In a quote or forward the message opened in an earlier chunk, or in this one; or
		// below a header block that opens a chunk in the middle of a message: the message's own
		// header stands at its start, so this one is a copied message's (Outlook for Mac writes
		// no marker line above it).
		return ""
	}
	return sender
}

// quotedAt reports whether the statement at byte at of c's text stands in a quoted or
// forwarded part of its message, read from the message's start at byte from of the text.
func quotedAt(c Chunk, from, at int, listed bool) bool {
	if !listed && facts.ForwardSubject(c.Title) && opensWithHeader(c.Text[:at]) {
		return true // a forward whose body opens with the forwarded message's header block
	}
	line := c.Text[strings.LastIndexByte(c.Text[:at], '\n')+1:]
	return strings.HasPrefix(strings.TrimSpace(line), ">") || quotedBlock(c.Text[from:at])
}

// listedMessage is the message of c's document (Messages) that holds the byte at of c's text,
// and where it starts in that text (0 when before it); false when the document lists none.
func listedMessage(c Chunk, at int) (index.Message, int, bool) {
	var found index.Message
	ok, from := false, 0
	pos := c.Start + utf8.RuneCountInString(c.Text[:at])
	for _, m := range c.Messages {
		if m.At > pos {
			break
		}
		found, ok, from = m, true, 0
		if m.At > c.Start {
			from = byteOffset(c.Text, m.At-c.Start)
		}
	}
	return found, from, ok
}

// chatOutside reports whether the statement at byte at of a chat chunk whose document names
// guests is a guest's. In a thread the import lists the messages of (a Slack export), the speaker of
// every line of a message is the message's account: a "Name:" prefix the text holds names no
// one, and a guest is known by the account (flagged), not by the name it shows. A record with
// no list (a JSONL chat record) is one message by its author, every line of it the author's,
// unless it is a transcript that opens with its author's own "Name:" line (opensWithAuthor),
// whose lines are then their speakers'; a line a guest's name opens is a guest's either way.
// A thread an earlier import joined without listing its messages names no speaker that can be
// trusted: it fails closed.
func chatOutside(c Chunk, at int) bool {
	if m, _, ok := listedMessage(c, at); ok {
		if flagged(c.Messages) {
			return m.Guest
		}
		return isGuest(c, m.From)
	}
	if c.Unlisted {
		return true
	}
	if opensWithAuthor(c) {
		return isGuest(c, lineSpeaker(c.Text, at)) // a transcript: each line is its speaker's
	}
	return isGuest(c, c.Author) || isGuest(c, lineSpeaker(c.Text, at))
}

// opensWithAuthor reports whether a chat record's text is a transcript as chat exports write
// one: its first line opens with its author's own "Name:" (a record that does not is one
// message, its author's; a later chunk does not show how its record opens).
func opensWithAuthor(c Chunk) bool {
	if c.Start > 0 {
		return false
	}
	first, _, _ := strings.Cut(strings.TrimLeft(c.Text, " \t\r\n"), "\n")
	who := speakerOf(first)
	if who == "" {
		return false
	}
	a := sender(c.Author)
	return a.name != "" && personKey(who) == a.name
}

// flagged reports whether a message list marks its guests' messages (Slack's does): the
// marks then decide, never the names, which a guest can wear.
func flagged(ms []index.Message) bool {
	for _, m := range ms {
		if m.Guest {
			return true
		}
	}
	return false
}

// reQuoteMark is a line that opens a quoted or forwarded message whose lines carry no ">".
// The marks mail programs write in English and the languages teams write in: Gmail's
// "Weitergeleitete Nachricht", "Message transféré", "Mensaje reenviado"; Outlook's "Ursprüngliche
// Nachricht", "Message d'origine", "Mensaje original"; Apple Mail's "Anfang der weitergeleiteten
// Nachricht:", "Début du message réexpédié :".
var reQuoteMark = regexp.MustCompile(`(?im)^[ \t]*(?:-{2,}[ \t]*(?:` + quoteMarkWords + `)[ \t]*-{2,}|(?:` + forwardOpenings + `)[ \t]*:?)[ \t]*$|^[ \t]*_{5,}[ \t]*\n[ \t]*\*{0,2}` + fromWords + `[ \t]?[:：]`)

const (
	quoteMarkWords = `исходное сообщение|пересылаемое сообщение|переслано|原始邮件|转发的邮件|原始郵件|元のメッセージ|転送メッセージ|özgün ileti|orijinal ileti|iletilen ileti|원본 메시지|전달된 메시지|forwarded by [^\n]{1,240}|original message|forwarded message|weitergeleitete nachricht|ursprüngliche nachricht|message transféré|message d'origine|message original|` +
		`mensaje reenviado|mensaje original|mensagem encaminhada|mensagem original|messaggio inoltrato|messaggio originale|doorgestuurd bericht|` +
		`oorspronkelijk bericht|origineel bericht|vidarebefordrat meddelande|ursprungligt meddelande|videresendt melding|opprinnelig melding|` +
		`videresendt meddelelse|oprindelig meddelelse|välitetty viesti|alkuperäinen viesti|przekazana wiadomość|oryginalna wiadomość|wiadomość oryginalna`
	forwardOpenings = `begin forwarded message|anfang der weitergeleiteten nachricht|début du message réexpédié|début du message transféré|` +
		`inicio del mensaje reenviado|início da mensagem reencaminhada|inizio messaggio inoltrato|begin doorgestuurd bericht`
	// fromWords and sentWords open a header block's sender and date lines.
	fromWords = `(?:from|von|de|da|van|från|fra|od|lähettäjä|от|发件人|寄件者|差出人|kimden|보낸 사람)`
	sentWords = `(?:sent|date|gesendet|datum|envoyé|enviado|fecha|inviato|data|verzonden|skickat|sendt|wysłano|lähetetty|отправлено|дата|发送时间|日期|寄件日期|送信日時|日付|gönderildi|tarih|보낸 날짜)`
)

// quotedBlock reports whether text (a message's text up to a statement) opens a quoted or
// forwarded message the statement is then part of: after a forward or original-message marker;
// after a reply's attribution ("On Tue, 10 Nov 2026, Eve <eve@…> wrote:"), to the end of the
// quote's ">" lines when it opens with one (a reply written below the quote is the replier's),
// else to the end; after a header block ("From:" with a "Sent:" or "Date:" line) that follows
// the message's own words (a printed conversation, which opens with its first message's header,
// is its messages).
func quotedBlock(text string) bool {
	if reQuoteMark.MatchString(text) {
		return true
	}
	lines := strings.Split(text, "\n")
	last := len(lines) - 1 // the statement's own line
	words := false         // the message's own words stand above
	i := 0
	if opensWithHeader(text) {
		// The message's own header (a joined thread's, as the import writes it). When its
		// subject says the message forwards another ("Subject: FW: …"), a header block below
		// it opens the forwarded message, words or none between.
		for i < last && strings.TrimSpace(lines[i]) != "" {
			if subject, ok := strings.CutPrefix(strings.TrimSpace(lines[i]), "Subject:"); ok && facts.ForwardSubject(subject) {
				words = true
			}
			i++
		}
	}
	for ; i < last; i++ {
		l := strings.TrimSpace(lines[i])
		if i+1 < last && !reAttribution.MatchString(l) && reWrappedOn.MatchString(l) && reWroteEnd.MatchString(strings.TrimSpace(lines[i+1])) {
			i++ // an attribution wrapped onto two lines ("On … <eve@…>" / "wrote:")
			l = "on " + l + " wrote:"
		}
		switch {
		case reAttribution.MatchString(l):
			j := i + 1
			for j < last && strings.TrimSpace(lines[j]) == "" {
				j++
			}
			if j == last || !strings.HasPrefix(strings.TrimSpace(lines[j]), ">") {
				return true // an unmarked quote runs to the end
			}
			for j < last && (strings.HasPrefix(strings.TrimSpace(lines[j]), ">") || strings.TrimSpace(lines[j]) == "") {
				j++
			}
			i = j - 1 // the reply goes on below the quote
		case words && reFromLine.MatchString(l) && headerBelow(l, lines[i+1:last+1]):
			return true
		case l != "" && !strings.HasPrefix(l, ">") && (i > 0 || reSentenceEnd.MatchString(l)) && !reFieldLine.MatchString(l):
			words = true
		}
	}
	return false
}

var (
	// reAttribution is a reply's line introducing the message it quotes, as mail programs
	// write it in English and the languages teams write in: "On … wrote:", "Eve <…> wrote:",
	// "Am … schrieb Eve:", "Eve <…> schrieb am …:", "Le … a écrit :", "Quoting Eve <…>:".
	reAttribution = regexp.MustCompile(`(?i)^on\b.{5,200}\bwrote:?$|^.{2,200}\b(?:wrote|writes|schrieb|a écrit|escribió|escreveu|ha scritto|scrisse|schreef|skrev|kirjoitti|napisał(?:\(a\))?)\b.{0,120}:$|^(?:quoting|citing|zitat von)\b.{2,200}:$`)
	// reWrappedOn and reWroteEnd are an attribution wrapped onto two lines: "On Tue, 10 Nov
	// 2026 at 09:00, Eve <eve@…>" above "wrote:".
	reWrappedOn = regexp.MustCompile(`(?i)^on\b.{5,200}(?:@|\d)`)
	reWroteEnd  = regexp.MustCompile(`(?i)^.{0,80}\bwrote:?$`)
	// reFromLine and reSentLine are a header block's sender and date lines.
	// reOtherHeader is a header block's other lines: who it went to, its subject.
	reOtherHeader = regexp.MustCompile(`(?i)^\*{0,2}(?:to|cc|subject|an|betreff|para|asunto|à|objet|til|emne|till|ämne|aan|onderwerp|oggetto|temat|кому|тема|收件人|主题|主題|宛先|件名|kime|konu|받는 사람|제목)[ \t]?[:：]`)
	reFromLine    = regexp.MustCompile(`(?i)^\*{0,2}` + fromWords + `[ \t]?[:：]`)
	reSentLine    = regexp.MustCompile(`(?i)^\*{0,2}` + sentWords + `[ \t]?[:：]`)
	// reSentenceEnd ends a line of prose; reFieldLine is a "Name: value" line.
	reSentenceEnd = regexp.MustCompile(`[.!?]["')]?$`)
	reFieldLine   = regexp.MustCompile(`^[\p{L}][\p{L} -]{0,24}:(?:\s|$)`)
)

// opensWithHeader reports whether text opens with a header block: a "From:" line, the first
// of the text, with a "Sent:" or "Date:" line below it.
func opensWithHeader(text string) bool {
	lines := strings.Split(strings.TrimLeft(text, " \t\r\n"), "\n")
	return len(lines) > 1 && reFromLine.MatchString(strings.TrimSpace(lines[0])) && headerBelow(lines[0], lines[1:])
}

// headerBelow reports whether the "From:" line from opens a copied message's header block:
// another header line within the four lines below it. A sender's line names a person or an
// address, never a time ("From: Frankfurt 07:10" heads an itinerary); one that names an
// address needs any header line below ("Sent:", "To:", "Subject:", even empty: a stranger may
// leave the date out), one that names none a date line with a year or a time of day ("Van:
// VX-12" over "Data: 12.50 GB used" are a note's fields).
func headerBelow(from string, lines []string) bool {
	_, value, _ := strings.Cut(from, ":")
	if facts.ClockTime(value) {
		return false
	}
	address := strings.ContainsAny(value, "@<")
	for i, l := range lines {
		if i == 4 {
			break
		}
		l = strings.TrimSpace(l)
		if address && (reSentLine.MatchString(l) || reOtherHeader.MatchString(l)) || reSentLine.MatchString(l) && facts.HeaderTime(l) {
			return true
		}
	}
	return false
}

// byteOffset is the byte offset of the rune offset runes in s (len(s) past its end).
func byteOffset(s string, runes int) int {
	for i := range s {
		if runes == 0 {
			return i
		}
		runes--
	}
	return len(s)
}

// isGuest reports whether name is one of the chunk's document's guests: by display name, so
// "Carl Gast <carl@guestco.example>" is the guest "Carl Gast".
func isGuest(c Chunk, name string) bool {
	k := personKey(name)
	if s := sender(name); s.name != "" {
		k = s.name
	}
	for _, g := range c.Guests {
		if k != "" && personKey(g) == k {
			return true
		}
	}
	return false
}

// chatSpeakers are the names that open a chat document's lines ("Name: text"), as the chat
// importers write each message.
func chatSpeakers(text string) []string {
	var out []string
	for _, line := range strings.Split(text, "\n") {
		if who := speakerOf(line); who != "" {
			out = append(out, who)
		}
	}
	return out
}

// lineSpeaker is the speaker of the chat line that holds the byte at, else "".
func lineSpeaker(text string, at int) string {
	if at >= len(text) {
		return ""
	}
	line := text[strings.LastIndexByte(text[:at], '\n')+1:]
	if i := strings.IndexByte(line, '\n'); i >= 0 {
		line = line[:i]
	}
	return speakerOf(line)
}

// statementAt is where a statement starts in text: at, when the quote stands there (where it
// was read), else the quote's first place, else the text's end (a statement not found is
// after everything the text says).
func statementAt(text string, at int, quote string) int {
	if at >= 0 && at <= len(text) && quote != "" && strings.HasPrefix(text[at:], quote) {
		return at
	}
	if i := strings.Index(text, quote); i >= 0 && quote != "" {
		return i
	}
	return len(text)
}

// speakerOf is the name that opens a chat line ("Name: text"), else "".
func speakerOf(line string) string {
	if i := strings.Index(line, ": "); i > 0 && i <= 80 {
		return line[:i]
	}
	return ""
}

// who is a sender as the team rule reads it: their display name (as personKey keys it, "" when
// the sender gave none) and their address's domain (lower case, "" when none). refused marks a
// sender line that holds an address the rule cannot read as one sender's (two addresses, an
// address net/mail refuses): it names no one, and fails closed.
type who struct {
	name, domain string
	// local is the address's part before its "@", lower case ("" when there is no address).
	local   string
	refused bool
}

// sender reads "Ana Ruiz <ana@x.example>", "ana@x.example" or "Ana Ruiz". An address alone
// gives no name: its local part is no one's name. A name alone (a sender no mail header gave)
// is matched by name, whatever domains the team shows.
func sender(a string) who {
	a = strings.TrimSpace(a)
	if a == "" {
		return who{}
	}
	if addr, err := mail.ParseAddress(a); err == nil {
		var w who
		if i := strings.LastIndexByte(addr.Address, '@'); i >= 0 {
			w.domain = facts.DomainKey(addr.Address[i+1:])
			w.local = strings.ToLower(addr.Address[:i])
		}
		w.name = personKey(addr.Name)
		return w
	}
	if i, j := strings.LastIndexByte(a, '<'), strings.LastIndexByte(a, '>'); i >= 0 && j > i &&
		strings.Count(a, "<") == 1 && strings.Count(a, "@") == 1 {
		// "Ruiz, Ana <ana@x.example>": a display name with a comma left unquoted. (Two
		// addresses, "Eve <eve@x.example>, Kim <kim@team.example>", are no one sender.)
		w := sender(a[i+1 : j])
		w.name = personKey(a[:i])
		return w
	}
	if strings.Contains(a, "@") {
		return who{refused: true} // an address the parser refused names no one
	}
	return who{name: personKey(a)}
}

// personKey is a name as the rule compares it: Unicode-composed, lower case, single-spaced,
// "Ruiz, Ana" as "ana ruiz".
func personKey(n string) string {
	n = strings.ToLower(norm.NFC.String(n))
	if parts := strings.Split(n, ","); len(parts) == 2 && strings.TrimSpace(parts[0]) != "" && strings.TrimSpace(parts[1]) != "" {
		n = parts[1] + " " + parts[0]
	}
	return strings.Join(strings.Fields(strings.Trim(n, `"' `)), " ")
}

// inDomains reports whether d is one of the team's domains or a subdomain of one.
func inDomains(d string, domains map[string]bool) bool {
	for {
		if domains[d] {
			return true
		}
		i := strings.IndexByte(d, '.')
		if i < 0 || !strings.Contains(d[i+1:], ".") {
			return false
		}
		d = d[i+1:]
	}
}

// reply is where a request was replied to: the chunk, the byte of its text that speaks of the
// request's subject, and whom the request asked.
type reply struct {
	chunk string
	at    int
	to    string
}

// answeredByTeam drops the requests a reply answered: a reply from the team, or from the one
// the request asked (a vendor answering the team's question to it). A stranger's mail or a
// customer's comment on the same subject answers no one else's request: it stays work.
func answeredByTeam(rs []Record, byID map[string]Chunk, t Team) []Record {
	return slices.DeleteFunc(rs, func(r Record) bool {
		if r.Kind != Request || r.answer == nil {
			return false
		}
		c, ok := byID[r.answer.chunk]
		if !ok {
			return true
		}
		at := min(r.answer.at, len(c.Text))
		if !t.Outside(c, at, c.Text[at:min(len(c.Text), at+1)], false) {
			return true // the team replied
		}
		asked, by := personKey(r.answer.to), sender(messageSender(c, at)).name
		return asked != "" && (by == asked || strings.HasPrefix(by, asked+" ")) // "Vic, can you …" answered by Vic Supplier
	})
}
