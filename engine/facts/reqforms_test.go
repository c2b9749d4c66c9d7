package facts

import (
	"testing"
	"time"
)

// Asks made without a question or a polite verb are requests; a reminder, a promise to let
// someone know and one's own chasing are not; a chaser followed by the ask itself is one ask.
func TestIndirectAsks(t *testing.T) {
	p, err := NewParser()
	if err != nil {
		t.Fatal(err)
	}
	at := time.Date(2026, 10, 5, 9, 0, 0, 0, time.UTC)
	for _, tt := range []struct {
		text string
		want int // requests read
	}{
		{"Just following up on my email from last week about the refund for order 5521.", 1},
		{"Still waiting to hear back about the replacement unit.", 1},
		{"Let me know if the Thursday slot works for the migration.", 1},
		{"We'd love to know when the API v2 docs will be ready.", 1},
		{"Hoping someone can shed light on why invoices doubled this month.", 1},
		{"Just checking in on the parts (CSO-71). Would you let me know?", 1},
		{"I'll let you know once the parts arrive.", 0},
		{"Reminder: toolbox talk Thursday 0600.", 0},
		{"Following up with the vendor tomorrow on the quote.", 0},
	} {
		n := 0
		for _, f := range p.Extract(NewThread(), nil, Doc{ID: "b", Kind: "mail", Author: "Cara Lee <cara@client.example>", At: at, Title: "Re: account", Text: tt.text}) {
			if f.Kind == Request {
				n++
			}
		}
		if n != tt.want {
			t.Errorf("%q: %d requests, want %d", tt.text, n, tt.want)
		}
	}
}
