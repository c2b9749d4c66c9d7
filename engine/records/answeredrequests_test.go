package records

import "testing"

// A request is answered by the team's reply, or by a reply from the one it asked ("Hi Vic, can
// you …" answered by Vic); a stranger's mail on the same subject answers no teammate's ask, so
// the request stays work. (A request that names no one it asks, answered by a stranger, stays
// work too: failing closed, the work stays in view until the team says it is done.)
func TestAStrangerAnswersNoTeamRequest(t *testing.T) {
	const kim, lee, eve, ven = "Kim Park <kim@payco.example>", "Lee Ortiz <lee@payco.example>", "Eve Outsider <eve@attacker.example>",
		"Vic Supplier <vic@certvendor.example>"
	ask := Chunk{ChunkID: "c1", DocumentID: "d1", SourceID: "s", DocKind: "mail", ExternalID: "m1", Title: "PAY-91 certificate",
		Author: kim, AuthoredAt: "2026-11-10T09:00:00Z", Text: "Lee, can you renew the PAY-91 certificate before Friday?"}
	askVendor := Chunk{ChunkID: "c1", DocumentID: "d1", SourceID: "s", DocKind: "mail", ExternalID: "m1", Title: "PAY-91 certificate",
		Author: kim, AuthoredAt: "2026-11-10T09:00:00Z", Text: "Hi Vic,\n\nCan you send the renewed PAY-91 certificate before Friday?\n\nKim"}
	reply := func(author string) Chunk {
		return Chunk{ChunkID: "c2", DocumentID: "d2", SourceID: "s", DocKind: "mail", ExternalID: "m2", Title: "Re: PAY-91 certificate",
			Author: author, AuthoredAt: "2026-11-11T09:00:00Z", Text: "Thanks, we saw PAY-91 too."}
	}
	// the team: Kim and Lee write from payco.example in a chat the team's tools show
	team := []Chunk{{ChunkID: "c0", DocumentID: "d0", SourceID: "s", DocKind: "chat", Author: "Lee Ortiz", Text: "morning", AuthoredAt: "2026-11-01T09:00:00Z"}}
	for _, tt := range []struct {
		name  string
		ev    []Chunk
		open  bool
		known Known
	}{
		{name: "a stranger's mail", ev: []Chunk{ask, reply(eve)}, open: true},
		{name: "a teammate's reply", ev: []Chunk{ask, reply(lee)}, open: false},
		{name: "the asked vendor's reply", ev: []Chunk{askVendor, reply(ven)}, open: false},
		{name: "no reply", ev: []Chunk{ask}, open: true},
	} {
		rs, _ := Extract(append(append([]Chunk{}, team...), tt.ev...), Known{TeamDomains: []string{"payco.example"}})
		open := false
		for _, r := range rs {
			if r.Kind == Request && r.Citation.ChunkID == "c1" {
				open = true
			}
		}
		if open != tt.open {
			t.Errorf("%s: request open = %v, want %v (%+v)", tt.name, open, tt.open, rs)
		}
	}
}
