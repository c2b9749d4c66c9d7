package engine_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/demo"
)

// TestAskAndTodayAgree: Ask and Today read the same facts, so for a work item the owner and
// due date a packet shows are the ones Ask answers for it, and a deadline the packet calls
// contradicted is one Ask calls contradicted (and then does not answer GROUNDED).
func TestAskAndTodayAgree(t *testing.T) {
	ctx := context.Background()
	f := newQueueFixture(t)
	v, err := f.e.CompileQueue(ctx, f.owner, engine.CompileRequest{AsOf: demo.Base})
	if err != nil {
		t.Fatal(err)
	}
	checked, owners, dues, contradictions := 0, 0, 0, 0
	for _, p := range allPackets(t, f.e, f.owner, v.Version) {
		if len(p.ExactIDs) == 0 || !strings.Contains(p.ExactIDs[0], "-") {
			continue
		}
		key := p.ExactIDs[0]
		a, err := f.e.Ask(ctx, f.owner, engine.AskInput{Question: fmt.Sprintf("Who owns %s and when is it due?", key)})
		if err != nil {
			t.Fatal(err)
		}
		checked++
		contested := false
		for _, c := range p.Constraints {
			contested = contested || strings.HasPrefix(c, "Deadlines disagree")
		}
		askContested := false
		for _, c := range a.Contradictions {
			askContested = askContested || c.Subject == key && c.Facet == "deadline"
		}
		switch {
		case contested && (!askContested || a.Status == "GROUNDED"):
			t.Errorf("%s: the packet says the deadlines disagree; Ask (%s) shows %v", key, a.Status, a.Contradictions)
		case !contested && p.Due != nil && !strings.Contains(a.Text, fmt.Sprintf("The deadline of %s is %s", key, *p.Due)):
			t.Errorf("%s: the packet is due %s; Ask answers %q", key, *p.Due, a.Text)
		}
		if p.Owner != nil {
			owners++
		}
		if p.Due != nil && !contested {
			dues++
		}
		if contested {
			contradictions++
		}
		if p.Owner != nil && !strings.Contains(a.Text, fmt.Sprintf("The owner of %s is %s", key, *p.Owner)) {
			t.Errorf("%s: the packet's owner is %s; Ask answers %q", key, *p.Owner, a.Text)
		}
	}
	t.Logf("checked %d packets: %d owners, %d due dates, %d contradicted deadlines", checked, owners, dues, contradictions)
	if checked < 10 || owners < 5 || dues < 5 || contradictions < 1 {
		t.Fatalf("checked %d packets (%d owners, %d due dates, %d contradicted deadlines); the demo's Today has more of each", checked, owners, dues, contradictions)
	}
}
