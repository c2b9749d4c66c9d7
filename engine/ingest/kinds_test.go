package ingest_test

import (
	"context"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/ingest"
)

// A record's metadata kind is read as the product's own kind when an export names it another
// way: the team rule reads mail and tickets by kind, so "email" from one export and "Mail" from
// another are mail. A kind it does not know stays, in lower case.
func TestJSONLKindsAreTheProductsKinds(t *testing.T) {
	var b strings.Builder
	for id, kind := range map[string]string{"a": "email", "b": "Mail", "c": " E-Mail ", "d": "conversation", "e": "Pull Request",
		"f": "Slack", "g": "ticket", "h": "Wiki", "i": "INCIDENT", "j": "Email message", "k": "Slack message", "l": "pull-request",
		"m": "GitHub Issue", "n": "support_ticket", "o": "emails", "p": "page", "q": "doc"} {
		b.WriteString(`{"id":"` + id + `","title":"t","body":"b","metadata":{"kind":"` + kind + `"}}` + "\n")
	}
	docs, err := ingest.Parse(context.Background(), ingest.JSONL, ingest.FromBytes("k.jsonl", []byte(b.String())), ingest.DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"a": "mail", "b": "mail", "c": "mail", "d": "ticket", "e": "pr", "f": "chat", "g": "ticket", "h": "wiki", "i": "incident",
		"j": "mail", "k": "chat", "l": "pr", "m": "ticket", "n": "ticket", "o": "mail", "p": "page", "q": "doc"}
	for _, d := range docs {
		if d.Kind != want[d.ExternalID] {
			t.Errorf("record %s: kind %q, want %q", d.ExternalID, d.Kind, want[d.ExternalID])
		}
	}
	if len(docs) != len(want) {
		t.Fatalf("%d docs, want %d", len(docs), len(want))
	}
}
