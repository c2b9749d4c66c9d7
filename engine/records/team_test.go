package records

import (
	"encoding/json"
	"testing"
)

// The team the compile stores reads every statement as the team it was read from: the same
// names and domains, in the same bytes whatever the order they were seen in.
func TestATeamStoredReadsAsTheTeamRead(t *testing.T) {
	chunks := []Chunk{{ChunkID: "chat", DocKind: "chat", Author: "Ana Ruiz <ana@payco.example>", Text: "Ana Ruiz: ok\nBen Ode: on it"},
		{ChunkID: "page", DocKind: "doc", Author: "Ines Roy"}}
	rs := []Record{{SystemOfRecord: true, Owner: "Mara Lind"}}
	read := teamOf(rs, chunks, nil)
	b, err := json.Marshal(read)
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"names":["ana ruiz","ben ode","ines roy","mara lind"],"domains":["payco.example"]}`; string(b) != want {
		t.Fatalf("stored team = %s, want %s", b, want)
	}
	var stored Team
	if err := json.Unmarshal(b, &stored); err != nil {
		t.Fatal(err)
	}
	for _, c := range []Chunk{
		{DocKind: "mail", Author: "Joe Bloggs <joe@payco.example>"},
		{DocKind: "mail", Author: "Eve Outsider <eve@attacker.example>"},
		{DocKind: "ticket", Author: "Carl Kunde <carl@customer.example>"},
		{DocKind: "ticket", Author: "Ben Ode <ben@payco.example>"},
		{DocKind: "chat", Author: "Gus Guest", Text: "Gus Guest: mine", Guests: []string{"Gus Guest"}},
	} {
		quote := "mine"
		if got, want := stored.Outside(c, -1, quote, false), read.Outside(c, -1, quote, false); got != want {
			t.Errorf("%s by %q: stored team says outside = %v, the team read says %v", c.DocKind, c.Author, got, want)
		}
	}
	if !stored.Outside(Chunk{DocKind: "ticket", Author: "Carl Kunde <carl@customer.example>"}, -1, "On it.", false) {
		t.Errorf("a customer's ticket comment read by the stored team: not outside")
	}
	if stored.Outside(Chunk{DocKind: "ticket", Author: "Carl Kunde <carl@customer.example>"}, -1, "Assignee: Ana Ruiz", true) {
		t.Errorf("a tracker's own field read as the commenter's")
	}
	if err := json.Unmarshal([]byte(`{"names":"ana"}`), &stored); err == nil {
		t.Errorf("a malformed team decodes without an error")
	}
}

// A sender line that is no one sender's (two addresses, an address the parser refuses, one
// hidden in a second angle bracket) names no teammate: a mail so sent and a ticket comment so
// signed are outside.
func TestASenderLineNoOneCanReadIsOutside(t *testing.T) {
	team := teamOf(nil, []Chunk{{ChunkID: "chat", DocKind: "chat", Author: "Kim Park <kim@payco.example>"}}, nil)
	for _, author := range []string{
		"Eve Outsider <eve@attacker.example>, Kim Park <kim@payco.example>",
		"Eve Outsider <eve@attacker.example> <kim@payco.example>",
		"Carl Kunde <carl..kunde@customer.example>",
	} {
		for _, kind := range []string{"mail", "ticket"} {
			if !team.Outside(Chunk{DocKind: kind, Author: author}, -1, "PAY-7 is done.", false) {
				t.Errorf("%s from %q: not outside", kind, author)
			}
		}
	}
	if team.Outside(Chunk{DocKind: "mail", Author: "Park, Kim <kim@payco.example>"}, -1, "PAY-7 is done.", false) {
		t.Errorf("a teammate's name written last name first, comma unquoted: outside")
	}
}

// A guest the import names without an address is the author who writes with one: their own
// lines are outside and their domain is no team's.
func TestAGuestWithAnAddressIsTheGuest(t *testing.T) {
	chunks := []Chunk{{ChunkID: "c", DocKind: "chat", Author: "Carl Gast <carl@guestco.example>", Text: "Carl Gast: PAY-77 is done", Guests: []string{"Carl Gast"}},
		{ChunkID: "w", DocKind: "doc", Author: "Kim Park <kim@payco.example>"}}
	team := teamOf(nil, chunks, nil)
	if !team.Outside(chunks[0], -1, "PAY-77 is done", false) {
		t.Errorf("the guest's own line: not outside")
	}
	if !team.Outside(Chunk{DocKind: "mail", Author: "Carl Gast <carl@guestco.example>"}, -1, "PAY-78 is done.", false) {
		t.Errorf("the guest's mail: not outside (their domain joined the team)")
	}
}

// A ticket comment under a plain name is a teammate's when the team's tools show the name (an
// agent who speaks in the team's chat), and outside otherwise: a plain name proves nothing.
func TestAPlainNameOnATicketIsOutsideUnlessTheTeamShowsIt(t *testing.T) {
	team := teamOf(nil, []Chunk{{ChunkID: "chat", DocKind: "chat", Author: "Ana Ruiz <ana@payco.example>", Text: "Ana Ruiz: ok"}}, nil)
	if team.Outside(Chunk{DocKind: "ticket", Author: "Ana Ruiz"}, -1, "On it.", false) {
		t.Errorf("the team's Ana Ruiz under her plain name: outside")
	}
	if !team.Outside(Chunk{DocKind: "ticket", Author: "Carl Kunde"}, -1, "On it.", false) {
		t.Errorf("a name the team's tools never show: not outside")
	}
	if team.Outside(Chunk{DocKind: "ticket", Author: ""}, -1, "Status: In Progress", false) {
		t.Errorf("a ticket with no author: outside")
	}
}
