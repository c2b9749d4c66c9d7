package facts_test

import (
	"strings"
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
		if strings.HasPrefix(k, "Status") {
			t.Errorf("the field's name read as a subject: %s", k)
		}
	}
}

// A thing that is with a person is theirs, and the clauses after it speak of the thing; where
// a fault lies is no one's work.
func TestAThingWithAPerson(t *testing.T) {
	p, err := facts.NewParser()
	if err != nil {
		t.Fatal(err)
	}
	text := "Notes from Tuesday\n\n- The insurance renewal pack is with Priya; she will send it by 14 December.\n- The trouble is with Stripe, not us.\n- The lift inspection is with Brendan's team.\n"
	got := map[string]bool{}
	for _, f := range p.Extract(facts.NewThread(), nil, facts.Doc{ID: "d1", Kind: "doc", Author: "Mina Okafor", At: time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC), Title: "Office notes", Text: text}) {
		switch f.Kind {
		case facts.Owner:
			got["owner|"+f.Subject+"|"+f.Person] = true
		case facts.Due:
			got["due|"+f.Subject+"|"+f.Date.Format("2006-01-02")] = true
		}
	}
	for _, w := range []string{"owner|insurance renewal pack|Priya", "due|insurance renewal pack|2026-12-14"} {
		if !got[w] {
			t.Errorf("missing %s; got %v", w, got)
		}
	}
	for k := range got {
		if strings.Contains(k, "Stripe") || strings.Contains(k, "Brendan") {
			t.Errorf("extra %s", k)
		}
	}
}

// A message that moves a date twice states one move, from the date before it: a later move
// that names the date it replaces ("12 Nov, not 5 Nov") keeps it, though an earlier "move" of
// the message named none.
func TestAContrastNamesTheDateReplaced(t *testing.T) {
	p, err := facts.NewParser()
	if err != nil {
		t.Fatal(err)
	}
	text := "Update on PRX-88: our engineer move to the Leeds site this week. Also resin supplier have delay, curing will be 12 Nov, not 5 Nov. Sorry for this."
	var slips []string
	for _, f := range p.Extract(facts.NewThread(), nil, facts.Doc{ID: "d1", Kind: "chat", Author: "Mina Okafor", At: time.Date(2026, 10, 20, 9, 0, 0, 0, time.UTC), Title: "PRX-88", Text: text}) {
		if f.Kind == facts.Slip {
			slips = append(slips, f.Subject+" "+f.Old.Format("2006-01-02")+"->"+f.Date.Format("2006-01-02"))
		}
	}
	if len(slips) != 1 || slips[0] != "PRX-88 2026-11-05->2026-11-12" {
		t.Fatalf("slips = %v, want PRX-88 2026-11-05->2026-11-12", slips)
	}
}
