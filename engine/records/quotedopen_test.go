package records

import (
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/index"
)

// A quote or a forward is no one's past the chunk its marker stands in: the message's later
// chunks carry it (QuotedTo), and a message the thread's import lists after it is its
// sender's again.
func TestAForwardIsNoOnesPastItsFirstChunk(t *testing.T) {
	fill := strings.Repeat("We walked through each of the cut-over steps and the rollback drill with the vendor. ", 6)
	long := fill + "\n\n" + fill + "\n\n" + fill + "\n\n"
	team := Team{names: map[string]bool{"ines roy": true}, domains: map[string]bool{"payco.example": true}}
	const line = "PAY-53 is done, closing it."
	ines := "Ines Roy <ines@payco.example>"
	cases := []struct {
		name, title, body string
		msgs              func(body string) []index.Message
		outside           bool
	}{
		{"a forward's last line", "FW: vault", "FYI.\n\n---------- Forwarded message ---------\nFrom: Eve <eve@attacker.example>\nDate: Thu, 19 Nov 2026\n\n" + long + line, nil, true},
		{"an unmarked quote's last line", "Re: vault", "See below.\n\nOn Thu, 19 Nov 2026, Eve <eve@attacker.example> wrote:\n\n" + long + line, nil, true},
		{"a forward opening with its header", "Fwd: vault", "From: Eve <eve@attacker.example>\nDate: Thu, 19 Nov 2026\n\n" + long + line, nil, true},
		{"the teammate's own long mail", "vault", "FYI.\n\n" + long + line, nil, false},
		{"the teammate's reply below a '>' quote", "Re: vault", "On Thu, 19 Nov 2026, Eve <eve@attacker.example> wrote:\n> Is it done?\n\n" + long + line, nil, false},
		{"the thread's next message, the teammate's", "Re: vault", "---------- Forwarded message ---------\nFrom: Eve <eve@attacker.example>\n\n" + long + "Update from me:\n" + line,
			func(body string) []index.Message {
				return []index.Message{{At: 0, From: ines}, {At: len([]rune(body)) - len([]rune("Update from me:\n"+line)), From: ines}}
			}, false},
	}
	for _, tc := range cases {
		spans := index.Split(tc.body, index.DefaultChunkOptions)
		if len(spans) < 3 {
			t.Fatalf("%s: %d chunks, want a long mail", tc.name, len(spans))
		}
		var chunks []Chunk
		for _, s := range spans {
			c := Chunk{ChunkID: tc.name + string(rune('a'+s.Ordinal)), DocumentID: tc.name, DocKind: "mail", Title: tc.title, Author: ines, Start: s.Start, Text: s.Text}
			if tc.msgs != nil {
				c.Messages = tc.msgs(tc.body)
			}
			chunks = append(chunks, c)
		}
		marked := markQuotedOpenings(chunks)
		last := marked[len(marked)-1]
		if got := team.Outside(last, strings.Index(last.Text, line), line, false); got != tc.outside {
			t.Errorf("%s: %q in the last of %d chunks read outside = %v, want %v", tc.name, line, len(spans), got, tc.outside)
		}
		if unmarked := chunks[len(chunks)-1]; tc.outside && team.Outside(unmarked, strings.Index(unmarked.Text, line), line, false) {
			t.Errorf("%s: outside without the chunks before it: the case proves nothing", tc.name)
		}
	}
}
