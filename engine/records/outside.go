package records

import (
	"net/mail"
	"strings"

	"golang.org/x/net/idna"
	"golang.org/x/text/unicode/norm"
)

// markOutside marks the records of mail sent by someone outside the team. The team is who
// speaks in the workspace's own tools: the authors of its chats, pull requests, incidents and
// pages, and the people its tracker names as owners (not a ticket's author: in a help desk
// that is the customer). A mail's sender is of the team when they write from a domain one of
// these writes from (a free-mail domain says nothing of a team), or, when the team's tools
// show no domain, when their display name is one of these names. A display name is easily
// forged, so a team's name from a domain the team does not write from is outside. Anyone else
// (a customer, a vendor, a stranger writing to the support inbox) is outside. Their records
// stay evidence; facts.Timelines keeps them from changing tracked work.
//
// A mail thread is one document: each record is the statement of the message it sits in, whose
// "From:" line names its sender (the thread's first sender when none precedes it). A chat's
// guests (Slack's single- and multi-channel guests, and Slack Connect's members of another
// organisation, from the import's metadata) are no team, and their own lines are outside. A
// ticket's comment is outside when it comes from a domain other than the team's.
func markOutside(rs []Record, chunks []Chunk) {
	names, domains := map[string]bool{}, map[string]bool{}
	byID := map[string]Chunk{}
	for _, c := range chunks {
		byID[c.ChunkID] = c
		if c.DocKind == "mail" || c.DocKind == "ticket" || isGuest(c, c.Author) {
			continue
		}
		s := sender(c.Author)
		if s.name != "" {
			names[s.name] = true
		}
		if s.domain != "" && !freeMail[s.domain] {
			domains[s.domain] = true
		}
		if c.DocKind == "chat" {
			// A chat thread is one document: whoever speaks in it is a member, not only who
			// started it (its guests aside).
			for _, who := range chatSpeakers(c.Text) {
				if !isGuest(c, who) {
					names[personKey(who)] = true
				}
			}
		}
	}
	for _, r := range rs {
		if r.SystemOfRecord && r.Owner != "" {
			names[personKey(r.Owner)] = true
		}
	}
	for i := range rs {
		c, ok := byID[rs[i].Citation.ChunkID]
		if ok && c.DocKind != "mail" && len(c.Guests) > 0 {
			// A chat's guest or another organisation's member in a shared channel speaks from
			// outside, whatever the channel.
			rs[i].Outside = isGuest(c, lineSpeaker(c.Text, rs[i].Text))
			continue
		}
		if ok && c.DocKind == "ticket" && !rs[i].SystemOfRecord { // the tracker's fields are the record, not the commenter's
			// A help desk's comment from an address is the team's when it is from a domain the team
			// writes from or, when the team shows none, by a name it knows; else a customer's. A
			// plain name says nothing (trackers name their agents so too).
			s := sender(c.Author)
			switch {
			case s.domain == "":
				rs[i].Outside = false
			case len(domains) > 0 && !freeMail[s.domain]:
				rs[i].Outside = !inDomains(s.domain, domains)
			default:
				rs[i].Outside = !names[s.name]
			}
			continue
		}
		if !ok || c.DocKind != "mail" {
			continue
		}
		s := sender(messageSender(c, rs[i].Text))
		switch {
		case s.domain != "" && inDomains(s.domain, domains):
			rs[i].Outside = false
		case len(domains) > 0 && s.domain != "" || s.name == "":
			rs[i].Outside = true // another domain than the team's, or no name to go by
		default:
			rs[i].Outside = !names[s.name]
		}
	}
}

// messageSender is the sender of the message of a mail chunk that holds quote: the last
// "From:" line before it, else the chunk's author.
func messageSender(c Chunk, quote string) string {
	at := strings.Index(c.Text, quote)
	if at < 0 {
		at = len(c.Text)
	}
	before := c.Text[:at]
	for {
		i := strings.LastIndex(before, "From: ")
		if i < 0 {
			return c.Author
		}
		if i == 0 || before[i-1] == '\n' {
			line := before[i+len("From: "):]
			if j := strings.IndexByte(line, '\n'); j >= 0 {
				line = line[:j]
			}
			return strings.TrimSpace(line)
		}
		before = before[:i]
	}
}

// isGuest reports whether name is one of the chunk's document's guests.
func isGuest(c Chunk, name string) bool {
	k := personKey(name)
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

// lineSpeaker is the speaker of the chat line that holds quote, else "".
func lineSpeaker(text, quote string) string {
	at := strings.Index(text, quote)
	if at < 0 {
		return ""
	}
	line := text[strings.LastIndexByte(text[:at], '\n')+1:]
	if i := strings.IndexByte(line, '\n'); i >= 0 {
		line = line[:i]
	}
	return speakerOf(line)
}

// speakerOf is the name that opens a chat line ("Name: text"), else "".
func speakerOf(line string) string {
	if i := strings.Index(line, ": "); i > 0 && i <= 80 {
		return line[:i]
	}
	return ""
}

// who is a sender as the team rule reads it: their display name (as personKey keys it, "" when
// the sender gave none) and their address's domain (lower case, "" when none).
type who struct{ name, domain string }

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
			w.domain = domainKey(addr.Address[i+1:])
		}
		w.name = personKey(addr.Name)
		return w
	}
	if i, j := strings.LastIndexByte(a, '<'), strings.LastIndexByte(a, '>'); i >= 0 && j > i {
		// "Ruiz, Ana <ana@x.example>": a display name with a comma left unquoted.
		w := sender(a[i+1 : j])
		w.name = personKey(a[:i])
		return w
	}
	if strings.Contains(a, "@") {
		return who{} // an address the parser refused names no one
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

// domainKey is a domain as the rule compares it: lower case, without a final dot, an
// internationalised name in its ASCII form ("bücher.example" and "xn--bcher-kva.example" are
// one domain), by golang.org/x/net/idna.
func domainKey(d string) string {
	d = strings.TrimSuffix(strings.ToLower(strings.TrimSpace(d)), ".")
	if a, err := idna.Lookup.ToASCII(d); err == nil {
		return a
	}
	return d
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

// freeMail are mail providers anyone can write from: a teammate seen writing from one makes it
// no team's domain.
var freeMail = map[string]bool{"gmail.com": true, "googlemail.com": true, "outlook.com": true, "hotmail.com": true,
	"live.com": true, "msn.com": true, "yahoo.com": true, "ymail.com": true, "icloud.com": true, "me.com": true, "mac.com": true,
	"aol.com": true, "proton.me": true, "protonmail.com": true, "pm.me": true, "gmx.com": true, "gmx.de": true, "gmx.net": true,
	"web.de": true, "mail.com": true, "yandex.com": true, "yandex.ru": true, "mail.ru": true, "zoho.com": true, "fastmail.com": true,
	"tutanota.com": true, "qq.com": true, "163.com": true, "126.com": true, "naver.com": true, "hey.com": true}
