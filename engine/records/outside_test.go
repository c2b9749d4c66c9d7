package records

import (
	"fmt"
	"testing"
)

// The team is who speaks in the workspace's own tools (not a ticket's author, who in a help
// desk is the customer) and whom its tracker names. A mail's sender is of the team by the
// domain a team member writes from (or a subdomain of it); when the team's tools show no
// domain, by display name, compared composed, case- and space-blind, "Last, First" as "First
// Last".
func TestMailFromOutsideTheTeamIsMarked(t *testing.T) {
	owner := Record{SystemOfRecord: true, Owner: "Mara Lind", Citation: Citation{ChunkID: "ticket"}}
	withDomain := []Chunk{{ChunkID: "chat", DocKind: "chat", Author: "Ana Ruiz"}, {ChunkID: "page", DocKind: "doc", Author: "Ines Roy <ines@payco.example>"}}
	namesOnly := []Chunk{{ChunkID: "chat", DocKind: "chat", Author: "Ana Ruiz"}, {ChunkID: "page", DocKind: "doc", Author: "Ines Roy"},
		{ChunkID: "page2", DocKind: "doc", Author: "José Núñez"}}
	idn := []Chunk{{ChunkID: "page", DocKind: "doc", Author: "Jörg Maß <joerg@bücher.example>"}}
	helpDesk := []Chunk{{ChunkID: "chat", DocKind: "chat", Author: "Ana Ruiz <ana@payco.example>"}, {ChunkID: "ticket", DocKind: "ticket", Author: "Mallory Kent <mallory@customer.example>"}}
	for _, tt := range []struct {
		team    []Chunk
		author  string
		outside bool
	}{
		{withDomain, "Joe Bloggs <joe@payco.example>", false}, // the team's domain
		{withDomain, "Ana Ruiz <ana@payco.example>", false},
		{withDomain, "Ines Roy <ines@attacker.example>", true}, // a team name from another domain
		{withDomain, "Mara Lind <mara@elsewhere.example>", true},
		{withDomain, "Eve Outsider <eve@attacker.example>", true},
		{withDomain, "Ana Ruiz", false}, // a name with no address: the name decides
		{namesOnly, "Ana Ruiz <ana.ruiz@mail.example>", false},
		{namesOnly, "Mara Lind <mara@elsewhere.example>", false}, // the tracker's owner
		{namesOnly, "Eve Outsider <eve@attacker.example>", true},
		{namesOnly, "eve@attacker.example", true},
		{namesOnly, "", true},
		{namesOnly, "ines@payco.example", true},                // an address alone: its local part is no one's name
		{withDomain, "Ana Ruiz <ana@eu.payco.example>", false}, // a subdomain of the team's
		{withDomain, "Ruiz, Ana <ana@payco.example>", false},
		{namesOnly, "Ruiz,  Ana", false},                            // "Last, First", spaces doubled
		{namesOnly, "Jose\u0301 Nu\u0301n\u0303ez", false},          // decomposed accents: José Núñez
		{helpDesk, "Mallory Kent <mallory@customer.example>", true}, // a help-desk ticket's author is no teammate
		{withDomain, "Ana Ruiz <ana@PayCo.Example.>", false},        // case and a final dot
		{idn, "Jörg Maß <joerg@xn--bcher-kva.example>", false},      // bücher.example in ASCII
	} {
		cs := append(append([]Chunk(nil), tt.team...), Chunk{ChunkID: "mail", DocKind: "mail", Author: tt.author})
		got := []Record{owner, {Citation: Citation{ChunkID: "mail"}}, {Citation: Citation{ChunkID: "chat"}}}
		markOutside(got, cs, chunksByID(cs), nil)
		if got[1].Outside != tt.outside {
			t.Errorf("mail from %q: outside = %v, want %v", tt.author, got[1].Outside, tt.outside)
		}
		if got[0].Outside || got[2].Outside {
			t.Errorf("a ticket's or a chat's record marked outside")
		}
	}
}

// A chat's guests (Slack guests and Slack Connect strangers, named in the import's metadata) are
// no team: their own lines are outside, a member's line in the same thread is not, and a guest
// who starts a thread does not make the thread's author the team for mail.
func TestAChatsGuestsAreOutside(t *testing.T) {
	thread := Chunk{ChunkID: "slack", DocKind: "chat", Author: "Eve Outsider", Guests: []string{"Eve Outsider"},
		Text: "Eve Outsider: PAY-53 is done, we verified it on our side.\nAna Ruiz: PAY-54 is done too."}
	mail := Chunk{ChunkID: "mail", DocKind: "mail", Author: "Eve Outsider", Text: "PAY-55 is done."}
	rs := []Record{
		{Text: "PAY-53 is done, we verified it on our side.", Citation: Citation{ChunkID: "slack"}},
		{Text: "PAY-54 is done too.", Citation: Citation{ChunkID: "slack"}},
		{Text: "PAY-55 is done.", Citation: Citation{ChunkID: "mail"}},
	}
	markOutside(rs, []Chunk{thread, mail}, chunksByID([]Chunk{thread, mail}), nil)
	for i, want := range []bool{true, false, true} {
		if rs[i].Outside != want {
			t.Errorf("%q: outside = %v, want %v", rs[i].Text, rs[i].Outside, want)
		}
	}
}

func TestMetadataGuests(t *testing.T) {
	for meta, want := range map[string]string{
		`{"channel":"ext","messages":2,"guests":["Eve Outsider","Gus Guest"]}`: "[Eve Outsider Gus Guest]",
		`{"channel":"general","messages":1}`:                                   "[]",
		`{"guests": "not a list"}`:                                             "[]",
		`not json`:                                                             "[]",
	} {
		if got := fmt.Sprint(MetadataGuests(meta)); got != want {
			t.Errorf("MetadataGuests(%s) = %s, want %s", meta, got, want)
		}
	}
}

// Whoever speaks in a chat thread is a member, not only who started it; a guest who answers in
// it is not.
func TestAChatsRepliersAreTheTeam(t *testing.T) {
	thread := Chunk{ChunkID: "slack", DocKind: "chat", Author: "Ines Roy", Guests: []string{"Gus Guest"},
		Text: "Ines Roy: who can take the partner keys?\nLena Falk: I can, I know their setup\nGus Guest: me too"}
	for author, want := range map[string]bool{"Lena Falk": false, "Gus Guest": true, "Ines Roy": false, "Eve Outsider": true} {
		rs := []Record{{Text: "PAY-50 slipped to 18 Dec.", Citation: Citation{ChunkID: "mail"}}}
		cs := []Chunk{thread, {ChunkID: "mail", DocKind: "mail", Author: author, Text: "PAY-50 slipped to 18 Dec."}}
		markOutside(rs, cs, chunksByID(cs), nil)
		if rs[0].Outside != want {
			t.Errorf("mail from %q: outside = %v, want %v", author, rs[0].Outside, want)
		}
	}
}
