package records

import (
	"testing"

	"github.com/queueproof/queueproof/engine/index"
)

// An outsider's voice is the sender of the message a statement stands in, whichever document
// carries it; a teammate's forward is its document's; a Slack guest's is the account's.
func TestAnOutsidersVoiceIsTheirsAcrossDocuments(t *testing.T) {
	team := Team{names: map[string]bool{"ines roy": true}, domains: map[string]bool{"payco.example": true}}
	const line = "Packing station 3 rebuild · Due Nov 22"
	cases := []struct {
		name string
		c    Chunk
		want string
	}{
		{"a stranger's mail", Chunk{DocumentID: "d1", DocKind: "mail", Author: "Eve <Eve@Attacker.example>", Text: line}, "eve@attacker.example"},
		{"her next mail", Chunk{DocumentID: "d2", DocKind: "mail", Author: "Eve Two <eve@attacker.example>", Text: line}, "eve@attacker.example"},
		{"a teammate's forward", Chunk{DocumentID: "d3", DocKind: "mail", Title: "FW: digest", Author: "Ines Roy <ines@payco.example>",
			Text: "FYI\n---------- Forwarded message ---------\n" + line}, "document d3"},
		{"a stranger's reply in a customer's thread", Chunk{DocumentID: "d4", DocKind: "mail", Author: "Carl <carl@customer.example>", Text: "Please sign.\n" + line,
			Messages: []index.Message{{At: 0, From: "Carl <carl@customer.example>"}, {At: 13, From: "Eve <eve@attacker.example>"}}}, "eve@attacker.example"},
		{"a Slack guest's message", Chunk{DocumentID: "d5", DocKind: "chat", Author: "Gus Guest", Text: line,
			Messages: []index.Message{{At: 0, From: "Gus Guest", Guest: true}}}, "gus guest"},
	}
	for _, tc := range cases {
		if !team.Outside(tc.c, -1, line, false) {
			t.Fatalf("%s: not outside: the case proves nothing", tc.name)
		}
		if got := team.voice(tc.c, -1, line); got != tc.want {
			t.Errorf("%s: voice %q, want %q", tc.name, got, tc.want)
		}
	}
}
