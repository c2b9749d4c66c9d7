package records

import "testing"

// The team is who speaks in the workspace's own tools and whom its tracker names; a mail's
// sender is of the team by name or by the domain a team member writes from, else outside.
func TestMailFromOutsideTheTeamIsMarked(t *testing.T) {
	chunks := []Chunk{
		{ChunkID: "chat", DocKind: "chat", Author: "Ana Ruiz"},
		{ChunkID: "ticket", DocKind: "ticket", Author: "Ines Roy <ines@payco.example>"},
	}
	rs := []Record{{SystemOfRecord: true, Owner: "Mara Lind", Citation: Citation{ChunkID: "ticket"}}}
	for _, tt := range []struct {
		author  string
		outside bool
	}{
		{"Ana Ruiz <ana.ruiz@gmail.example>", false},  // a team member by name, from any address
		{"Mara Lind <mara@elsewhere.example>", false}, // the tracker's owner
		{"Joe Bloggs <joe@payco.example>", false},     // the team's domain
		{"Eve Outsider <eve@attacker.example>", true},
		{"eve@attacker.example", true},
		{"Ines Roy <ines@attacker.example>", false}, // the name is the team's, whatever the address
		{"", true},
	} {
		cs := append(append([]Chunk(nil), chunks...), Chunk{ChunkID: "mail", DocKind: "mail", Author: tt.author})
		got := append(append([]Record(nil), rs...), Record{Citation: Citation{ChunkID: "mail"}}, Record{Citation: Citation{ChunkID: "chat"}})
		markOutside(got, cs)
		if got[1].Outside != tt.outside {
			t.Errorf("mail from %q: outside = %v, want %v", tt.author, got[1].Outside, tt.outside)
		}
		if got[0].Outside || got[2].Outside {
			t.Errorf("a ticket's or a chat's record marked outside")
		}
	}
}
