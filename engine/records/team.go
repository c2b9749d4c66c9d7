package records

import (
	"encoding/json"
	"github.com/queueproof/queueproof/engine/facts"
	"maps"
	"slices"
)

// Team is who speaks for the workspace, as its evidence shows them, and so who speaks from
// outside it. The team is who speaks in the workspace's own tools: the authors of its chats,
// pull requests, incidents and pages, and the people its tracker names as owners (not a ticket's
// author: in a help desk that is the customer). A mail's sender is of the team when they write
// from a domain one of these writes from (a free-mail domain says nothing of a team), or, when
// the team's tools show no domain, when their display name is one of these names. A display name
// is easily forged, so a team's name from a domain the team does not write from is outside.
// Reading the domains from the team's tools trusts whoever authors there: a vendor's page held
// in the workspace's drive makes the vendor's domain the team's. So a workspace's owner may list
// the team's domains (TeamDomains); when listed, they are the team's domains and nothing the
// evidence shows adds to them. Anyone else (a customer, a vendor, a stranger writing to the
// support inbox) is outside. Their statements stay evidence; facts.Timelines keeps them from
// changing tracked work.
//
// A chat thread's speakers are its messages' accounts where the import lists them (Slack), never
// a "Name:" prefix a message's text holds (chatOutside). A mail's sender is its header
// (messageSender): in a thread the import joined into one document, the header of the message a
// statement sits in, as the import listed it; never a "From:" line a body holds; a quoted or
// forwarded statement is no one's. A chat's guests (Slack's single- and multi-channel guests,
// and Slack Connect's members of another organisation, from the import's metadata) are no team,
// and their own lines are outside. A ticket's comment is outside when it comes from a domain
// other than the team's, under a plain name the team's tools do not show, or under an address no
// one can read as one sender's; a field line is the tracker's only in the ticket's record, and
// in a comment (a later document of the ticket, TicketRecord) it is the commenter's, so a
// customer's "Assignee: <me>" neither owns the ticket nor makes the customer a teammate.
//
// Today reads the team from the whole workspace when it compiles; Ask reads the same team back
// (the compile stores it), so both mark the same statements outside.
type Team struct {
	names, domains map[string]bool
	// listed marks domains the workspace's owner listed (TeamDomains): then a mail's sender or
	// a ticket's commenter is the team's only by an address in one of them, never by a name,
	// a free-mail address or no address at all.
	listed bool
}

// teamOf reads the team from the workspace's chunks and the owners its tracker names; its
// domains are listed, those the workspace's owner set (TeamDomains), when there are any.
func teamOf(rs []Record, chunks []Chunk, listed []string) Team {
	t := Team{names: map[string]bool{}, domains: map[string]bool{}, listed: len(listed) > 0}
	for _, d := range listed {
		t.domains[d] = true
	}
	for _, c := range chunks {
		guest := isGuest(c, c.Author)
		if flagged(c.Messages) {
			guest = c.Messages[0].Guest // the author is who wrote the first message: by account
		}
		if c.DocKind == "mail" || c.DocKind == "ticket" || guest {
			continue
		}
		s := sender(c.Author)
		if s.name != "" {
			t.names[s.name] = true
		}
		if !t.listed && s.domain != "" && !t.domains[s.domain] && !facts.FreeMailDomain(s.domain) { // (each domain looked up once)
			t.domains[s.domain] = true
		}
		switch {
		case c.DocKind == "chat" && len(c.Messages) > 0:
			// A chat thread is one document: whoever writes in it is a member, not only who
			// started it (its guests aside), by the accounts its import lists.
			for _, m := range c.Messages {
				if !m.Guest && (flagged(c.Messages) || !isGuest(c, m.From)) {
					t.names[personKey(m.From)] = true
				}
			}
		case c.DocKind == "chat":
			for _, who := range chatSpeakers(c.Text) {
				if !isGuest(c, who) {
					t.names[personKey(who)] = true
				}
			}
		}
	}
	for _, r := range rs {
		if r.SystemOfRecord && r.Owner != "" {
			t.names[personKey(r.Owner)] = true
		}
	}
	return t
}

// Outside reports whether the statement quote of chunk c, read at byte at of its text (field:
// one of a tracker's own fields), was made by someone outside the team. Where a statement was
// read says whose message it is: the same words may stand earlier in someone else's (a
// teammate's question quoting them, a reply's subject line); at is trusted when the quote
// stands there, else the quote's first place is taken.
func (t Team) Outside(c Chunk, at int, quote string, field bool) bool {
	at = statementAt(c.Text, at, quote)
	switch {
	case c.DocKind != "mail" && (len(c.Guests) > 0 || flagged(c.Messages)):
		// A chat's guest or another organisation's member in a shared channel speaks from
		// outside, whatever the channel.
		return chatOutside(c, at)
	case c.DocKind == "ticket" && (!field || c.Comment):
		// The tracker's fields in the ticket's record are the record's; a field line in a
		// comment is the commenter's word, like the rest of the comment (TicketRecord).
		// A help desk's comment from an address is the team's when it is from a domain the team
		// writes from or, when the team shows none, by a name it knows; else a customer's. A
		// plain name proves nothing: it is the team's only when the team's tools show it.
		s := sender(c.Author)
		switch {
		case s.refused:
			return true // an address no one can read as a teammate's: fail closed
		case s.domain == "" && s.name == "":
			// A ticket's record with no author is the tracker's own text; a comment with none
			// is no one's we know: fail closed.
			return c.Comment
		case t.listed:
			return s.domain == "" || !inDomains(s.domain, t.domains)
		case s.domain == "" && s.name != "":
			return !t.names[s.name] // a plain name is a teammate's when the team's tools show it
		case s.domain == "":
			return false
		case len(t.domains) > 0 && !facts.FreeMailDomain(s.domain):
			return !inDomains(s.domain, t.domains)
		}
		return !t.names[s.name]
	case c.DocKind != "mail" && t.listed:
		// With listed domains, an author who writes from an address in none of them (a vendor's
		// page, a JSONL chat record from the vendor's address) is outside; the team's tools
		// that carry no address (a chat export's names) stay the team's.
		s := sender(c.Author)
		return s.refused || s.domain != "" && !inDomains(s.domain, t.domains)
	case c.DocKind != "mail":
		return false
	}
	s := sender(messageSender(c, at))
	switch {
	case s.domain != "" && inDomains(s.domain, t.domains):
		return false
	case t.listed:
		return true // not from a listed domain: no name vouches for a sender
	case len(t.domains) > 0 && s.domain != "" || s.name == "":
		return true // another domain than the team's, or no name to go by
	}
	return !t.names[s.name]
}

// teamJSON is a team as the compile stores it: its names and domains, sorted.
type teamJSON struct {
	Names   []string `json:"names"`
	Domains []string `json:"domains"`
	// Listed marks domains the owner listed (Team.listed); absent in teams stored before.
	Listed bool `json:"listed,omitempty"`
}

// MarshalJSON writes the team's names and domains, sorted (the same team, the same bytes).
func (t Team) MarshalJSON() ([]byte, error) {
	return json.Marshal(teamJSON{Names: sortedKeys(t.names), Domains: sortedKeys(t.domains), Listed: t.listed})
}

// UnmarshalJSON reads a team MarshalJSON wrote.
func (t *Team) UnmarshalJSON(b []byte) error {
	var j teamJSON
	if err := json.Unmarshal(b, &j); err != nil {
		return err
	}
	t.names, t.domains, t.listed = map[string]bool{}, map[string]bool{}, j.Listed
	for _, n := range j.Names {
		t.names[n] = true
	}
	for _, d := range j.Domains {
		t.domains[d] = true
	}
	return nil
}

func sortedKeys(m map[string]bool) []string {
	return slices.Sorted(maps.Keys(m))
}
