package facts_test

import (
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine/facts"
)

// A field line that names its change ("Status changed: A → B", "Assignee updated: A → B") is
// that field's history: the document's subject takes the new value.
func TestAFieldNamedWithItsChange(t *testing.T) {
	p, err := facts.NewParser()
	if err != nil {
		t.Fatal(err)
	}
	text := "Incident INC-4410: payroll export stuck\nStatus: Investigating\nStatus changed: Investigating → Resolved (by Mina Okafor)\n"
	got := map[string]bool{}
	for _, f := range p.Extract(facts.NewThread(), nil, facts.Doc{ID: "d1", Kind: "incident", Author: "Mina Okafor", At: time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC), Title: "INC-4410 payroll export stuck", Text: text}) {
		if f.Kind == facts.Status {
			got[f.Subject+"|"+string(f.State)] = true
		}
	}
	if !got["INC-4410|done"] {
		t.Errorf("want INC-4410 done from the status history line; got %v", got)
	}
	for k := range got {
		if k[:len("Status")] == "Status" {
			t.Errorf("the field's name read as a subject: %s", k)
		}
	}
}
