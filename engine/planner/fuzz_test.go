package planner_test

import (
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/planner"
)

// FuzzMake checks the question parser: no panic; the same question and mode give the same plan
// twice; every identifier the plan extracts occurs in the question (up to the case the
// identifier kinds normalise to, and INC-/PR- numbers written as "incident 7", "PR #12" or
// "/pull/12"); the mode is resolved; and every call is a known lane with a positive limit.
func FuzzMake(f *testing.F) {
	for _, q := range []string{
		"who owns ENG-412 and when is it due?",
		"why did INC-77 happen, and what changed in PR #231 / pull/231?",
		"compare the slack thread and the email about eng-9 across all sources",
		"incident 42 status https://example.com/x?y=1). mail dana@example.com 123e4567-e89b-12d3-a456-426614174000",
		"what is the latest on the checkout launch",
		"aſx-1 K-12 HTTP-2",
		strings.Repeat("é", 1001) + " ENG-1",
	} {
		f.Add(q, "")
	}
	f.Add("who filed OPS-7?", "thinking")
	f.Add("ENG-1", "fast")
	f.Fuzz(func(t *testing.T, question, mode string) {
		m, ok := planner.ParseMode(mode)
		if !ok {
			m = planner.Auto
		}
		p := planner.Make(question, m)
		if again := planner.Make(question, m); !reflect.DeepEqual(p, again) {
			t.Fatalf("two plans for one question:\n%+v\n%+v", p, again)
		}
		if p.Mode != planner.Fast && p.Mode != planner.Thinking {
			t.Fatalf("mode %q not resolved", p.Mode)
		}
		for _, id := range p.Identifiers {
			if !occurs(question, id) {
				t.Fatalf("identifier %q does not occur in %q", id, question)
			}
		}
		if len(p.Calls) == 0 {
			t.Fatal("a plan with no calls")
		}
		for _, c := range p.Calls {
			if c.Lane == "" || c.Limit <= 0 || c.Weight <= 0 {
				t.Fatalf("bad call %+v", c)
			}
		}
	})
}

// occurs reports whether the identifier id occurs in q: as written, upper- or lower-cased (the
// kinds normalise case), or for INC-n and PR-n, as the number n.
func occurs(q, id string) bool {
	for _, s := range []string{q, strings.ToUpper(q), strings.ToLower(q)} {
		if strings.Contains(s, id) {
			return true
		}
	}
	for _, prefix := range []string{"INC-", "PR-"} {
		if n, ok := strings.CutPrefix(id, prefix); ok {
			if _, err := strconv.Atoi(n); err == nil && strings.Contains(q, n) {
				return true
			}
		}
	}
	return false
}
