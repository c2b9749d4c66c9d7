package enginetest

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/page"
	"github.com/queueproof/queueproof/engine/projection"
)

// Agreement counts what CompareAskAndToday compared and lists where they disagreed.
type Agreement struct {
	Checked, Owners, Dues, Contradictions, Statuses int
	// Disagreements name each packet whose owner, due date or contradicted deadline Ask did
	// not answer the same way, and how.
	Disagreements []string
	// Disagreeing counts the packets with at least one disagreement.
	Disagreeing int
}

// CompareAskAndToday asks, for every packet of queue version v that names a work item, who
// owns it, when it is due and whether it is done, and lists where Ask and the packet disagree:
// the packet's owner and due date must lead Ask's answer; a deadline the packet calls
// contradicted must be contradicted in Ask too (and the answer not GROUNDED); and the work the
// packet shows as open (every packet's work is) must not lead as done or cancelled, unless
// the packet says its status is disputed.
func CompareAskAndToday(t testing.TB, e *engine.Engine, a actor.Actor, v int) Agreement {
	t.Helper()
	ctx := context.Background()
	var n Agreement
	for _, p := range packets(t, e, a, v) {
		if len(p.ExactIDs) == 0 || !strings.Contains(p.ExactIDs[0], "-") {
			continue
		}
		key := p.ExactIDs[0]
		ans, err := e.Ask(ctx, a, engine.AskInput{Question: fmt.Sprintf("Who owns %s, when is it due and is it done?", key)})
		if err != nil {
			t.Fatal(err)
		}
		n.Checked++
		before := len(n.Disagreements)
		contested := false
		for _, c := range p.Constraints {
			contested = contested || strings.HasPrefix(c, "Deadlines disagree")
		}
		askContested := false
		for _, c := range ans.Contradictions {
			askContested = askContested || c.Subject == key && c.Facet == "deadline"
		}
		switch {
		case contested:
			n.Contradictions++
			if !askContested || ans.Status == "GROUNDED" {
				n.Disagreements = append(n.Disagreements, fmt.Sprintf("%s: the packet says the deadlines disagree; Ask (%s) shows %v", key, ans.Status, ans.Contradictions))
			}
		case p.Due != nil:
			n.Dues++
			if !strings.Contains(ans.Text, fmt.Sprintf("The deadline of %s is %s", key, *p.Due)) {
				n.Disagreements = append(n.Disagreements, fmt.Sprintf("%s: the packet is due %s; Ask answers %q", key, *p.Due, ans.Text))
			}
		}
		disputed := false
		for _, c := range p.Constraints {
			disputed = disputed || strings.HasPrefix(c, "Status disagrees")
		}
		if !disputed {
			n.Statuses++
			for _, closed := range []string{"done", "canceled"} {
				if strings.Contains(ans.Text, fmt.Sprintf("The completion state of %s is %s", key, closed)) {
					n.Disagreements = append(n.Disagreements, fmt.Sprintf("%s: the packet shows open work; Ask answers %q", key, ans.Text))
				}
			}
		}
		if p.Owner != nil {
			n.Owners++
			if !strings.Contains(ans.Text, fmt.Sprintf("The owner of %s is %s", key, *p.Owner)) {
				n.Disagreements = append(n.Disagreements, fmt.Sprintf("%s: the packet's owner is %s; Ask answers %q", key, *p.Owner, ans.Text))
			}
		}
		if len(n.Disagreements) > before {
			n.Disagreeing++
		}
	}
	return n
}

func packets(t testing.TB, e *engine.Engine, a actor.Actor, version int) []projection.PacketView {
	t.Helper()
	var out []projection.PacketView
	req := page.Request{First: 50}
	for {
		p, err := e.QueuePackets(context.Background(), a, version, req)
		if err != nil {
			t.Fatalf("QueuePackets(%d) = %v", version, err)
		}
		out = append(out, p.Items...)
		if !p.Info.HasNextPage {
			return out
		}
		req.After = p.Info.EndCursor
	}
}
