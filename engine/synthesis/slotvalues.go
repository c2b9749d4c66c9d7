package synthesis

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/queueproof/queueproof/engine/facts"
	"github.com/queueproof/queueproof/engine/untrusted"
)

// Slot statements: for a "what N"/"which N" question, the sentences of the evidence that give
// N a value ("Eviction: `volatile-lru`", "port 7443", "the root cause was a retry storm"). When
// they give N different values, the latest is in force if it says it changes the value or
// follows the others up in their thread (SUPERSEDED); two statements squarely on the question
// from different documents that nothing settles disagree (UNRESOLVED). One value, stated once
// or many times, is left to the claims.

type slotStatement struct {
	c        *chunk
	s        *sentence
	value    string
	at       time.Time
	revises  bool
	own, ctx float64
}

// key is a slot value compared: letters and digits only, lower case.
func (st slotStatement) key() string {
	var b strings.Builder
	for _, r := range strings.ToLower(st.value) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 127 {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// slotStatements are the evidence's statements of the slot's value, oldest first.
func slotStatements(slot []string, which bool, chunks []*chunk, terms []term) []slotStatement {
	var out []slotStatement
	for _, c := range chunks {
		if !c.onTopic || untrusted.Suspicious(c.ev.Text) {
			continue
		}
		docAt, _ := time.Parse(time.RFC3339Nano, c.ev.AuthoredAt)
		for k := range c.sentences {
			s := &c.sentences[k]
			if !s.claimable || facts.StanceOf(s.text) == facts.Floated {
				continue
			}
			v, ok := slotValue(slot, which, s.text)
			if !ok || strings.TrimSpace(v) == "" {
				continue
			}
			st := slotStatement{c: c, s: s, value: v, at: statedAt(c.ev.Text, s.start, docAt), revises: facts.Revises(s.text),
				own: coverage(terms, s.text), ctx: coverage(terms, c.ev.Title+"\n"+s.text)}
			if st.key() != "" && max(st.own, st.ctx) >= minOwn {
				out = append(out, st)
			}
		}
	}
	slices.SortStableFunc(out, func(a, b slotStatement) int {
		if c := a.at.Compare(b.at); c != 0 {
			return c
		}
		if a.c != b.c {
			return a.c.rank - b.c.rank
		}
		return a.s.start - b.s.start
	})
	return out
}

// settleSlot reads the slot statements' disagreement, if they have one.
func settleSlot(subject, attr string, sts []slotStatement, cites *citer) (settledValue, bool) {
	if len(sts) < 2 {
		return settledValue{}, false
	}
	latest := sts[len(sts)-1]
	var earlier []slotStatement
	seen := map[string]bool{latest.key(): true}
	for i := len(sts) - 2; i >= 0; i-- {
		if k := sts[i].key(); !seen[k] {
			seen[k] = true
			earlier = append(earlier, sts[i])
		}
	}
	if len(earlier) == 0 {
		return settledValue{}, false
	}
	day := func(st slotStatement) string { return st.at.UTC().Format("2006-01-02") }
	follows := slices.ContainsFunc(earlier, func(e slotStatement) bool {
		return latest.c.ev.Thread != "" && e.c.ev.Thread == latest.c.ev.Thread && latest.at.After(e.at)
	})
	if latest.revises || follows {
		ref := cites.cite(latest.c)
		d := &Disagreement{Subject: subject, Attribute: attr, Resolution: Superseded,
			Current: &ContradictionValue{Value: latest.value, Citations: []string{ref}}, Values: []ContradictionValue{},
			Reason: fmt.Sprintf("A later statement changes it (%s): “%s”", day(latest), excerpt(latest.s.text))}
		var replaced []string
		for _, e := range earlier {
			if !latest.revises && !(e.c.ev.Thread == latest.c.ev.Thread && latest.at.After(e.at)) {
				continue
			}
			r := cites.cite(e.c)
			d.Values = append(d.Values, ContradictionValue{Value: e.value, Citations: []string{r}})
			replaced = append(replaced, fmt.Sprintf("%s %s (%s)", e.value, leadRef(r), day(e)))
		}
		lead := fmt.Sprintf("The latest value stated is %s %s (%s); it replaced %s.", latest.value, leadRef(ref), day(latest), strings.Join(replaced, ", which replaced "))
		return settledValue{lead: lead, disagreement: d}, true
	}
	if latest.own < squarely {
		return settledValue{}, false
	}
	var rivals []slotStatement
	for _, e := range earlier {
		if e.own >= squarely && e.c.ev.DocumentID != latest.c.ev.DocumentID {
			rivals = append(rivals, e)
		}
	}
	if len(rivals) == 0 {
		return settledValue{}, false
	}
	d := &Disagreement{Subject: subject, Attribute: attr, Resolution: Unresolved,
		Reason: "The sources disagree, and none says it replaces the others."}
	var parts []string
	for _, st := range append([]slotStatement{latest}, rivals...) {
		r := cites.cite(st.c)
		d.Values = append(d.Values, ContradictionValue{Value: st.value, Citations: []string{r}})
		parts = append(parts, fmt.Sprintf("%s %s (%s)", st.value, leadRef(r), day(st)))
	}
	return settledValue{lead: "The sources disagree on the " + attr + ": " + strings.Join(parts, " vs ") + ".", disagreement: d, contradicted: true}, true
}
