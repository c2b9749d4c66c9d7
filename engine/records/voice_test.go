package records

import (
	"testing"

	"github.com/queueproof/queueproof/engine/index"
)

// An outsider's voice is the sender of the message a statement stands in, whichever document
// carries it, and the organisation they write from: a mail's address ("+tag" left out) and its
// registrable domain (a free-mail address is its own), a chat account; a teammate's forward is
// its document's.
func TestAnOutsidersVoiceIsTheirsAcrossDocuments(t *testing.T) {
	team := Team{names: map[string]bool{"ines roy": true}, domains: map[string]bool{"payco.example": true}}
	const line = "Packing station 3 rebuild · Due Nov 22"
	cases := []struct {
		name        string
		c           Chunk
		sender, org string
	}{
		{"a stranger's mail", Chunk{DocumentID: "d1", DocKind: "mail", Author: "Eve <Eve@Attacker.example>", Text: line}, "eve@attacker.example", "domain attacker.example"},
		{"another address of hers, on a subdomain", Chunk{DocumentID: "d2", DocKind: "mail", Author: "Eve Two <eve2@s7.attacker.example>", Text: line},
			"eve2@s7.attacker.example", "domain attacker.example"},
		{"a comma in her name, unquoted", Chunk{DocumentID: "d6", DocKind: "mail", Author: "Outsider, Eve 7 <eve7@mail.example.net>", Text: line},
			"eve7@mail.example.net", "domain example.net"},
		{"a free-mail address with a tag", Chunk{DocumentID: "d7", DocKind: "mail", Author: "Outsider, Eve 8 <Eve8+29@gmail.com>", Text: line}, "eve8@gmail.com", "domain eve8@gmail.com"},
		{"a sender line with no address", Chunk{DocumentID: "d9", DocKind: "mail", Author: "Eve Nine", Text: line}, "no address", "no address"},
		{"a teammate's forward", Chunk{DocumentID: "d3", DocKind: "mail", Title: "FW: digest", Author: "Ines Roy <ines@payco.example>",
			Text: "FYI\n---------- Forwarded message ---------\n" + line}, "document d3", "document d3"},
		{"a stranger's reply in a customer's thread", Chunk{DocumentID: "d4", DocKind: "mail", Author: "Carl <carl@customer.example>", Text: "Please sign.\n" + line,
			Messages: []index.Message{{At: 0, From: "Carl <carl@customer.example>"}, {At: 13, From: "Eve <eve@attacker.example>"}}}, "eve@attacker.example", "domain attacker.example"},
		{"a Slack guest's message", Chunk{DocumentID: "d5", DocKind: "chat", Author: "Gus Guest", Text: line,
			Messages: []index.Message{{At: 0, From: "Gus Guest", Guest: true}}}, "name gus guest", "name gus guest"},
		{"a Slack guest's account under another name", Chunk{DocumentID: "d8", DocKind: "chat", Author: "Carla Kunde", Text: line,
			Messages: []index.Message{{At: 0, From: "Carla Kunde", Guest: true, Account: "U3"}}}, "account U3", "account U3"},
	}
	for _, tc := range cases {
		if !team.Outside(tc.c, -1, line, false) {
			t.Fatalf("%s: not outside: the case proves nothing", tc.name)
		}
		if got := team.voice(tc.c, -1, line); got.Sender != tc.sender || got.Organisation != tc.org {
			t.Errorf("%s: voice %+v, want %q of %q", tc.name, got, tc.sender, tc.org)
		}
	}
}
