package synthesis

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/queueproof/queueproof/engine/facts"
)

// Slot statements: for a "what N"/"which N" question, the sentences of the evidence that give
// N a value ("Eviction: `volatile-lru`", "port 7443", "the root cause was a retry storm"). When
// they give N different values, the latest is in force if it says it changes the value or
// follows the others up in their thread (SUPERSEDED); two statements squarely on the question
// from different documents that nothing settles disagree (UNRESOLVED). One value, stated once
// or many times, is left to the claims.

type slotStatement struct {
	said
	value    string
	old      []string // values the sentence strikes through ("~~B~~ C")
	revises  bool
	own, ctx float64
}

// valueKey is a value as compared: letters and digits only, lower case.
func valueKey(v string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(v) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}

func (st slotStatement) key() string { return valueKey(st.value) }

// slotStatements are the evidence's statements of the slot's value about what the question
// names (ofTheNamed, ofTheQualified), oldest first.
func slotStatements(question string, slot []string, which bool, chunks []*chunk, terms []term) []slotStatement {
	var out []slotStatement
	eachSaid(chunks, func(sd said) {
		if facts.StanceOf(sd.s.text) == facts.Floated {
			return
		}
		text, struck := unstrike(worldPart(question, sd.s.text))
		v, ok := slotValue(slot, which, text)
		if h := headingAbove(sd); !ok && h != "" && namesSlot(slot, h) && !reOwnLabel.MatchString(text) {
			// "Root cause" on its own line, then "Turns out the fragment came from the lid.": a
			// heading labels the first sentence under it, as "Root cause: …" would (unless the
			// sentence has a label of its own: "Update 22 Apr: …").
			v, ok = slotValue(slot, which, h+": "+reOpener.ReplaceAllString(text, ""))
		}
		if !ok || strings.TrimSpace(v) == "" {
			return
		}
		if cur, old, ok := arrowed(v); ok {
			// A field's history: "Team: Streaming → Broadcast Systems".
			if !ownHistory(text) {
				return // "Guest commented: … changed Priority: P1 → P4": a comment's words, no change
			}
			v, struck = cur, append(struck, old...)
		}
		if v = levelOf(slot, v); v == "" {
			return
		}
		st := slotStatement{said: sd, value: v, old: struck, revises: facts.Revises(sd.s.text) || len(struck) > 0,
			own: coverage(terms, sd.s.text), ctx: coverage(terms, sd.context())}
		if st.key() != "" && max(st.own, st.ctx) >= minOwn {
			out = append(out, st)
		}
	})
	slices.SortStableFunc(out, func(a, b slotStatement) int { return saidOrder(a.said, b.said) })
	return ofTheQualified(question, ofTheNamed(question, out))
}

// settleSlot reads the slot statements' disagreement, if they have one.
func settleSlot(subject, attr string, sts []slotStatement, cites *citer) (settledValue, bool) {
	if len(sts) == 0 || len(sts) == 1 && len(sts[0].old) == 0 {
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
	if len(earlier) == 0 && len(latest.old) == 0 {
		return settledValue{}, false
	}
	day := func(st slotStatement) string { return st.at.UTC().Format("2006-01-02") }
	follows := slices.ContainsFunc(earlier, func(e slotStatement) bool {
		return laterMessage(latest.said, e.said)
	})
	if latest.revises || follows {
		ref := cites.cite(latest.c)
		d := &Disagreement{Subject: subject, Attribute: attr, Resolution: Superseded,
			Current: &ContradictionValue{Value: latest.value, Citations: []string{ref}}, Values: []ContradictionValue{},
			Reason: fmt.Sprintf("A later statement changes it (%s): “%s”", day(latest), excerpt(latest.s.text))}
		var replaced []string
		for _, e := range earlier {
			if !latest.revises && !laterMessage(latest.said, e.said) {
				continue
			}
			r := cites.cite(e.c)
			d.Values = append(d.Values, ContradictionValue{Value: e.value, Citations: []string{r}})
			replaced = append(replaced, fmt.Sprintf("%s %s (%s)", e.value, leadRef(r), day(e)))
		}
		for _, o := range latest.old {
			if k := valueKey(o); slices.ContainsFunc(d.Values, func(v ContradictionValue) bool { return valueKey(v.Value) == k }) {
				continue
			}
			d.Values = append(d.Values, ContradictionValue{Value: o, Citations: []string{ref}})
			replaced = append(replaced, fmt.Sprintf("%s %s (%s)", o, leadRef(ref), day(latest)))
		}
		lead := fmt.Sprintf("The latest value stated is %s %s (%s); it replaced %s.", latest.value, leadRef(ref), day(latest), strings.Join(replaced, ", which replaced "))
		return settledValue{lead: lead, disagreement: d}, true
	}
	if max(latest.own, latest.ctx) < squarely {
		return settledValue{}, false
	}
	var rivals []slotStatement
	for _, e := range earlier {
		if max(e.own, e.ctx) >= squarely && e.c.ev.DocumentID != latest.c.ev.DocumentID {
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

// reStruck is Markdown strike-through: "~~B — refurbish in place~~".
var reStruck = regexp.MustCompile(`~~([^~]+)~~`)

// unstrike is a sentence without its struck-through text, and the texts struck.
// reArrowed splits a value at the arrows a field history writes between its values.
var reArrowed = regexp.MustCompile(`\s*(?:→|->|=>|⇒|⟶)\s*|\s+(?:was |were |has been )?changed to\s+`)

// arrowed reads a value written as its history ("P2 → P1"): the value after the arrow and
// the one before it.
func arrowed(v string) (cur string, old []string, ok bool) {
	parts := reArrowed.Split(v, -1)
	if len(parts) != 2 {
		return v, nil, false // one value, or a chain ("L1 → L2 → Duty manager"): a path, not a history
	}
	for _, p := range parts {
		if strings.TrimSpace(p) == "" {
			return v, nil, false
		}
	}
	return strings.TrimSpace(parts[len(parts)-1]), parts[:len(parts)-1], true
}

func unstrike(text string) (string, []string) {
	if !strings.Contains(text, "~~") {
		return text, nil
	}
	var struck []string
	for _, m := range reStruck.FindAllStringSubmatch(text, -1) {
		struck = append(struck, strings.TrimSpace(m[1]))
	}
	return strings.Join(strings.Fields(reStruck.ReplaceAllString(text, " ")), " "), struck
}

// reOpener is a discourse word a sentence under a heading may open with: "Turns out the
// fragment came from the lid", "So the cause was …".
var reOpener = regexp.MustCompile(`(?i)^(?:(?:it\s+)?turn(?:s|ed)\s+out(?:\s+that)?|so|in short|basically|in the end|as it turns out)[,:]?\s+`)

// reOwnLabel is a sentence that opens with a label of its own: up to four words and a colon.
var reOwnLabel = regexp.MustCompile(`^\S+(?:\s+\S+){0,3}:\s`)

// headingAbove is the heading a sentence is the first under: the sentence before it in its
// chunk, alone on its line, short and without a sentence's closing mark ("Root cause", "##
// Decision"); or "".
func headingAbove(sd said) string {
	k := sd.s.pos
	if k == 0 || k > len(sd.c.sentences) {
		return ""
	}
	h := sd.c.sentences[k-1]
	text := sd.c.ev.Text
	lo, hi := lineAround(text, h.start)
	line := strings.Trim(text[lo:hi], "#*_ \t")
	// A remark in brackets is the heading's, not a sentence's close: "## Root cause (final)".
	bare := strings.TrimSpace(reRemark.ReplaceAllString(line, ""))
	if line == "" || bare == "" || line != strings.Trim(h.text, "#*_ \t") || len(strings.Fields(bare)) > 4 || strings.ContainsAny(bare[len(bare)-1:], ".!?:;,)") ||
		sd.s.start <= hi {
		return ""
	}
	return bare
}

// reRemark is a remark in brackets at the end of a heading.
var reRemark = regexp.MustCompile(`\s*\([^()]*\)\s*$`)

// reHistoryLead is what may stand before a field history's label on its line, once the line's
// stamp is set aside: nothing ("Priority: P2 → P1"), or who changed it ("Sam Aas changed
// Priority: …", "@sam set the").
var reHistoryLead = regexp.MustCompile(`^(?:(?:[\p{L}.'’@-]+\s+){1,4}(?:(?:changed|set|updated|edited|moved)\s+(?:the\s+)?|[-–—]\s+))?[\p{L}][\p{L}\d /&-]{0,30}:\s*$`)

// ownHistory reports whether a sentence's field history is the line's own: its label opens the
// line, or follows only the line's stamp and who changed it. One inside someone's words
// ("Guest commented: 31/12/2026 Admin changed Priority: P1 → P4") is a quotation of a change,
// which anyone who can comment could write.
func ownHistory(text string) bool {
	arrow := reArrowed.FindStringIndex(text)
	if arrow == nil {
		return false
	}
	colon := strings.LastIndexByte(text[:arrow[0]], ':')
	if colon < 0 {
		return false
	}
	lead := text[:colon+1]
	lead = strings.TrimLeft(lead[stampEnd(lead):], " \t-–—")
	return reHistoryLead.MatchString(strings.TrimSpace(lead))
}

// onlyLevel leads a rating question with the record's one rating ("Priority: P2"), which the
// answer's claims may leave out: a record states its priority as a field, beside none of the
// question's words. Another slot's single value is left to the claims.
func onlyLevel(slot []string, sts []slotStatement, cites *citer) (settledValue, bool) {
	if !slices.Equal(slot, ratingSlot) || len(sts) == 0 {
		return settledValue{}, false
	}
	latest := sts[len(sts)-1]
	for _, st := range sts {
		if st.key() != latest.key() || len(st.old) > 0 {
			return settledValue{}, false
		}
	}
	ref := cites.cite(latest.c)
	return settledValue{lead: fmt.Sprintf("The %s stated is %s %s (%s).", slotName(slot), latest.value, leadRef(ref), latest.at.UTC().Format("2006-01-02"))}, true
}
