package synthesis

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/queueproof/queueproof/engine/facts"
	"github.com/queueproof/queueproof/engine/index"
)

// settledValue is what the value statements say: the lead line, and the disagreement when
// their values differ.
type settledValue struct {
	lead         string
	disagreement *Disagreement
	contradicted bool
	// byStranger marks a lead every statement behind which a stranger made (see said.outside);
	// latest is then the statement that leads.
	byStranger bool
	latest     valueStatement
}

// relations are, for the statement vs[k], the earlier statements of another value it may
// have replaced (those on the question, or in the frame of a revising statement), and those
// of them a later message of its thread or a later version of its document follows up.
func relations(vs []valueStatement, k int) (earlier, followed []valueStatement) {
	at := vs[k]
	var frame frame
	if at.revises {
		frame = frameOf(at)
	}
	for _, v := range vs[:k] {
		if !v.cur.Same(at.cur) && (v.own >= minOwn || frame != nil && frame.shares(frameOf(v))) {
			earlier = append(earlier, v)
		}
	}
	if !at.revises {
		for _, v := range earlier {
			if (laterMessage(at.said, v.said) || supersedesDocument(at.said, v.said)) && !qualifiedApart(v.s.text, at.s.text) {
				followed = append(followed, v)
			}
		}
	}
	return earlier, followed
}

// reSupersedesDocument is a page saying it takes an earlier document's place: "This price list
// supersedes the 2025/26 price list", "This version replaces the March 2026 schedule".
var reSupersedesDocument = regexp.MustCompile(`(?i)\b(?:this|the present|the new)\s+(?:[\w/-]+\s+){0,3}?(?:supersedes|replaces)\s+(?:the\s+|our\s+)?([^.;\n]{3,80})`)

// inQuestion reports whether the sentence running on from end ends in a question mark.
func inQuestion(text string, end int) bool {
	rest := text[end:]
	if i := strings.IndexAny(rest, ".!\n"); i >= 0 {
		rest = rest[:i]
	}
	return strings.Contains(rest, "?")
}

// reSupersedesLine is a document control line naming the document it replaces: "Supersedes:
// Fare card 2025", "Replaces: SOP-07 Rev 3".
var reSupersedesLine = regexp.MustCompile(`(?im)^\W*(?:supersedes|replaces)\s*:\s*([^\n]{3,80})$`)

// reSupersededByThis is the passive: "The 2025 fare card is superseded by this one", "the
// March schedule has been replaced by this version".
var reSupersededByThis = regexp.MustCompile(`(?i)(?:^|[.;:\n]\s*)(?:the\s+|our\s+)?([^.;:\n]{3,80}?)\s+(?:is|are|has been|have been)\s+(?:superseded|replaced)\s+by\s+(?:this|the present)\b`)

// earlierWords say which of a series is replaced without naming it: "the previous fare card",
// "all earlier fare cards"; the other words must still name it.
var earlierWords = map[string]bool{"previous": true, "earlier": true, "prior": true, "former": true, "old": true, "older": true, "last": true, "all": true, "any": true}

// reTakesEffect is when a replacement takes effect, said after the document it replaces:
// "from 1 January", "as of Monday", "with effect from", "effective 1 May".
var reTakesEffect = regexp.MustCompile(`(?i)\s+(?:from|as of|as from|with effect|effective|starting|beginning|on)\b`)

// reDraft marks a document not yet in force: "(draft, not approved)", "for consultation", "for
// review".
var reDraft = regexp.MustCompile(`(?i)\b(?:draft|not (?:yet )?approved|for consultation|for (?:review|comment|comments|approval)|under review|pending approval|proposed)\b`)

// supersedesDocument reports whether the later statement's chunk says its document takes the
// place of the earlier statement's, said before it: every word of one of the names it gives
// the document it replaces (two at least, numbers such as "2025/26" among them) is in that
// document's title.
func supersedesDocument(later, earlier said) bool {
	c, o := later.c, earlier.c
	if c.ev.DocumentID == o.ev.DocumentID || !later.at.After(earlier.at) {
		return false
	}
	title := map[string]bool{}
	for _, w := range index.Tokens(o.ev.Title) {
		title[w] = true
	}
	return slices.ContainsFunc(c.replacedNames(), func(named []string) bool {
		return !slices.ContainsFunc(named, func(w string) bool {
			return !title[w] && !title[strings.TrimSuffix(w, "s")] // "all earlier fare cards"
		})
	})
}

// replacedNames are the names (their words less stop words, two at least) the chunk's team
// sentences give the documents they say it takes the place of, read once; none for a draft,
// which takes no one's place until approved. An outsider's sentence in the chunk (a reply
// quoting a price list, a guest's "this replaces my earlier note") neither replaces a document
// nor makes the team's one a draft.
func (c *chunk) replacedNames() [][]string {
	if c.replacesRead {
		return c.replaces
	}
	c.replacesRead = true
	text := c.ev.Text
	team := func(at int) bool {
		lo, hi := lineAround(text, at)
		return c.outsiders == nil || !c.outsiders.Outside(c.ev, at, strings.TrimSpace(text[lo:hi]), false)
	}
	if reDraft.MatchString(c.ev.Title) {
		return nil
	}
	for _, m := range reDraft.FindAllStringIndex(text, -1) {
		if team(m[0]) {
			return nil
		}
	}
	for _, re := range []*regexp.Regexp{reSupersedesDocument, reSupersedesLine, reSupersededByThis} {
		for _, m := range re.FindAllStringSubmatchIndex(text, -1) {
			if !team(m[2]) || inQuestion(text, m[1]) {
				continue // (a question names no replacement: "is the 2025 list superseded by this one, or do both stand?")
			}
			name := text[m[2]:m[3]]
			if at := reTakesEffect.FindStringIndex(name); at != nil {
				name = name[:at[0]] // "the 2026 mooring tariff from 1 January 2027": the tariff is named before when
			}
			var named []string
			for _, w := range index.Tokens(name) {
				if !index.IsStopWord(w) && !earlierWords[w] {
					named = append(named, w)
				}
			}
			if len(named) >= 2 {
				c.replaces = append(c.replaces, named)
			}
		}
	}
	return c.replaces
}

// inForce is the statement that set the latest value in force, with the earlier statements of
// other values it may have replaced and those it follows up (see relations): the latest
// statement, or an earlier one of the same value that changed it or followed the older ones up
// ("moves to 5 working days", a later version of the page); a later copy of the value keeps it in force.
func inForce(vs []valueStatement) (anchor valueStatement, earlier, followed []valueStatement) {
	latest := vs[len(vs)-1]
	anchor = latest
	earlier, followed = relations(vs, len(vs)-1)
	for k := len(vs) - 2; k >= 0 && !replaces(anchor, earlier, followed) && vs[k].cur.Same(latest.cur); k-- {
		if e, f := relations(vs, k); replaces(vs[k], e, f) {
			anchor, earlier, followed = vs[k], e, f
		}
	}
	return anchor, earlier, followed
}

// teamReplaced tells the team's statements that the team's own latest statement replaces (it
// changes them, or follows them up as a later message or version): an outsider's value stands
// beside the team's value in force, never brings one the team replaced back as a rival.
func teamReplaced(vs []valueStatement) func(valueStatement) bool {
	team := slices.DeleteFunc(slices.Clone(vs), func(v valueStatement) bool { return v.outside() })
	if len(team) < 2 {
		return func(valueStatement) bool { return false }
	}
	last := team[len(team)-1]
	anchor, earlier, followed := inForce(team)
	if !replaces(anchor, earlier, followed) {
		return func(valueStatement) bool { return false }
	}
	if len(followed) > 0 {
		earlier = followed
	}
	return func(v valueStatement) bool {
		return !v.outside() && !v.cur.Same(last.cur) && slices.ContainsFunc(earlier, func(e valueStatement) bool { return e.s == v.s })
	}
}

// replaces reports whether statement v replaces an older value: it says it changes one that
// earlier statements or its own words give, or it follows some up as a later message or version.
func replaces(v valueStatement, earlier, followed []valueStatement) bool {
	return v.revises && (len(earlier) > 0 || len(v.old) > 0) || len(followed) > 0
}

// afterRevisionInItsDocument drops, after the last statement that changes or corrects a value,
// the later sentences of its own document that state another value of the kind without a word
// of change and hold no more of the question: a document says its revision once, and its later
// figures of that kind are of something else ("Correction: the farm keeps 412 ewes, not 450
// ... found 38 ewes on the farm entered twice").
func afterRevisionInItsDocument(vs []valueStatement) []valueStatement {
	r := -1
	for k, v := range vs {
		if v.revises {
			r = k
		}
	}
	if r < 0 || r == len(vs)-1 {
		return vs
	}
	rev := vs[r]
	out := slices.Clone(vs[:r+1])
	for _, v := range vs[r+1:] {
		if v.c.ev.DocumentID == rev.c.ev.DocumentID && !v.cur.Same(rev.cur) && max(v.own, v.ctx) <= max(rev.own, rev.ctx) {
			continue // (a later line holding more of the question is about what is asked: "Feed delivery notes: 90 days" below a lengthened movement book)
		}
		out = append(out, v)
	}
	return out
}

// withoutStaleCopies drops the latest statements that only repeat a value an earlier statement
// of the team corrected as wrong ("18.7 hours, not 16.2", "re-measured ... is 18.7 hours"): a
// later summary that copies the wrong figure, in another document, of the same period and saying
// nothing of a change, does not bring it back. A value changed rather than corrected ("moved
// from 67 °C to 65 °C") may change again without a word, so a later statement of it stands.
func withoutStaleCopies(vs []valueStatement) []valueStatement {
	for len(vs) > 1 {
		last := vs[len(vs)-1]
		if last.revises || !slices.ContainsFunc(vs[:len(vs)-1], func(v valueStatement) bool {
			return v.c.ev.DocumentID != last.c.ev.DocumentID && !laterMessage(last.said, v.said) && facts.Corrects(v.s.text) &&
				!v.outside() && !qualifiedApart(v.s.text, last.s.text) && !periodsApart(v.s.text, last.s.text) &&
				slices.ContainsFunc(v.old, func(m facts.Measure) bool { return m.Same(last.cur) }) && !v.cur.Same(last.cur)
		}) {
			return vs
		}
		vs = vs[:len(vs)-1]
	}
	return vs
}

// rePeriodWord is a word naming a period or an item by letters and digits: "Q2", "H1", "FY26",
// "2025", "2025/26", "S3".
var rePeriodWord = regexp.MustCompile(`(?i)\b(?:[a-z]{1,3}\d{1,4}|\d{4}(?:/\d{2,4})?)\b`)

// periodsApart reports whether two statements each name a period or an item the other does
// not ("Q2 average ... 10 days" and "Q3 average ... 8 days"): they are about different things.
func periodsApart(a, b string) bool {
	wa, wb := map[string]bool{}, map[string]bool{}
	for _, w := range rePeriodWord.FindAllString(strings.ToLower(a), -1) {
		wa[w] = true
	}
	for _, w := range rePeriodWord.FindAllString(strings.ToLower(b), -1) {
		wb[w] = true
	}
	onlyA, onlyB := false, false
	for w := range wa {
		onlyA = onlyA || !wb[w]
	}
	for w := range wb {
		onlyB = onlyB || !wa[w]
	}
	return onlyA && onlyB
}

// settleValues reads the statements' current value. The latest statement is current. Earlier
// statements with another value are replaced when the latest revises (SUPERSEDED); when it
// does not, two statements squarely on the topic from different documents disagree
// (UNRESOLVED); anything else is related evidence, and the latest value leads alone.
func settleValues(subject string, class facts.MeasureClass, vs []valueStatement, cites *citer) (settledValue, bool) {
	vs = ofTheQualified(subject, ofTheNamed(subject, vs))
	if len(vs) == 0 {
		return settledValue{}, false
	}
	// When some statements hold the question squarely, a statement that only touches it cannot
	// be the latest word on it (unless it says it changes the value).
	// (Squarely by the team's statements when the team states any: a stranger's sentence that
	// holds the whole question takes no team statement off it.)
	team := slices.ContainsFunc(vs, func(v valueStatement) bool { return !v.outside() })
	if slices.ContainsFunc(vs, func(v valueStatement) bool { return max(v.own, v.ctx) >= squarely && (!team || !v.outside()) }) {
		last := vs[len(vs)-1]
		var lastFrame frame // only a revising statement squarely on the question keeps its frame's older values in view
		if last.revises && max(last.own, last.ctx) >= squarely {
			lastFrame = frameOf(last)
		}
		vs = slices.DeleteFunc(slices.Clone(vs), func(v valueStatement) bool {
			return max(v.own, v.ctx) < squarely && !v.revises && !(lastFrame != nil && lastFrame.shares(frameOf(v)))
		})
	}
	vs = afterRevisionInItsDocument(withoutStaleCopies(vs))
	latest := vs[len(vs)-1]
	ref := func(v valueStatement) string { return cites.cite(v.c) }
	day := func(v valueStatement) string { return v.at.UTC().Format("2006-01-02") }
	attr := attributeOf(class)
	// The value in force may have been set by an earlier statement of it (inForce); a later
	// copy of the same value keeps it in force, and what it replaced.
	anchor, earlier, followed := inForce(vs)
	// A stranger's word changes no value the team states: it stands beside it, unresolved.
	byStranger := anchor.outside() && slices.ContainsFunc(append(slices.Clone(earlier), followed...), func(v valueStatement) bool { return !v.outside() })
	if byStranger {
		// (Beside the team's value in force, not beside the values the team itself replaced.)
		earlier, _ = relations(vs, len(vs)-1)
		earlier = slices.DeleteFunc(earlier, teamReplaced(vs))
	}
	switch {
	case !byStranger && replaces(anchor, earlier, followed):
		reason := fmt.Sprintf("A later statement changes it (%s): “%s”", day(anchor), excerpt(anchor.s.text))
		if len(followed) > 0 {
			earlier = followed
			reason = fmt.Sprintf("A later message in the same thread or version of the document states it (%s): “%s”", day(anchor), excerpt(anchor.s.text))
		}
		d := &Disagreement{Subject: subject, Attribute: attr, Resolution: Superseded,
			Current: &ContradictionValue{Value: latest.cur.Text, Citations: []string{ref(latest)}},
			Values:  []ContradictionValue{}, Reason: reason}
		var replaced []string
		seen := []facts.Measure{latest.cur}
		addOld := func(m facts.Measure, cite string, when string) {
			for _, x := range seen {
				if x.Same(m) {
					return
				}
			}
			seen = append(seen, m)
			d.Values = append(d.Values, ContradictionValue{Value: m.Text, Citations: []string{cite}})
			replaced = append(replaced, fmt.Sprintf("%s %s (%s)", m.Text, leadRef(cite), when))
		}
		// A replaced value is cited where it was stated as current, when a statement did;
		// else in the sentence that changes it ("was 40, now 25").
		for i := len(earlier) - 1; i >= 0; i-- {
			addOld(earlier[i].cur, ref(earlier[i]), day(earlier[i]))
		}
		for _, m := range anchor.old {
			addOld(m, ref(anchor), day(anchor))
		}
		lead := fmt.Sprintf("The latest value stated is %s %s (%s); it replaced %s.", latest.cur.Text, leadRef(ref(latest)), day(latest), strings.Join(replaced, ", which replaced "))
		return settledValue{lead: lead, disagreement: d}, true
	case len(earlier) > 0 && max(latest.own, latest.ctx) >= squarely:
		var rivals []valueStatement
		for _, v := range earlier {
			// A stranger's reply in the team's own thread stands beside the team's value in it.
			if max(v.own, v.ctx) >= squarely && (v.c.ev.DocumentID != latest.c.ev.DocumentID || byStranger && !v.outside()) {
				rivals = append(rivals, v)
			}
		}
		if len(rivals) == 0 {
			break
		}
		d := &Disagreement{Subject: subject, Attribute: attr, Resolution: Unresolved,
			Reason: "The sources disagree, and none says it replaces the others."}
		parts := []string{}
		// Newest first: the reader sees the latest word before the older ones it disagrees with.
		for _, v := range reversed(append(rivals, latest)) {
			d.Values = append(d.Values, ContradictionValue{Value: v.cur.Text, Citations: []string{ref(v)}})
			parts = append(parts, fmt.Sprintf("%s %s (%s)", v.cur.Text, leadRef(ref(v)), day(v)))
		}
		return settledValue{lead: "The sources disagree on the " + attr + ": " + strings.Join(parts, " vs ") + ".", disagreement: d, contradicted: true}, true
	}
	if byStranger {
		// A stranger's word, not squarely on the question beside the team's, leads nothing: the
		// team's latest value does.
		if i := slices.IndexFunc(reversed(vs), func(v valueStatement) bool { return !v.outside() }); i >= 0 {
			latest = vs[len(vs)-1-i]
		}
	}
	return settledValue{lead: fmt.Sprintf("The latest value stated is %s %s (%s).", latest.cur.Text, leadRef(ref(latest)), day(latest)),
		byStranger: !slices.ContainsFunc(vs, func(v valueStatement) bool { return !v.outside() }), latest: latest}, true
}

// attributeOf names what a class of value measures: its own name ("duration", "date"), or for
// a unit written as a symbol, "value in m³".
func attributeOf(class facts.MeasureClass) string {
	if facts.Scaled(class) || class == dateClass || class == timeClass {
		return string(class)
	}
	return "value in " + string(class)
}

// laterMessage reports whether later was said after earlier in one conversation: a later
// message of the same thread or version of the same document, or a later stamped line of
// one chat export ("[09/02/2026 09:12] Ben: …" after "[09/02/2026 06:47] Ola: …").
func laterMessage(later, earlier said) bool {
	if later.c.ev.DocumentID == earlier.c.ev.DocumentID {
		if later.c != earlier.c || later.s.start <= earlier.s.start {
			return false
		}
		return later.c.ev.Thread != "" || stamped(later) && stamped(earlier)
	}
	t := later.c.ev.Thread
	return t != "" && earlier.c.ev.Thread == t && sameSource(later.c, earlier.c) && later.at.After(earlier.at) && !reOwnPreference.MatchString(later.s.text)
}

// reOwnPreference marks a statement as its writer's preference ("Hall C (my vote)", "I'd go
// with C"): a later message giving one is a view beside the earlier ones, not their revision.
var reOwnPreference = regexp.MustCompile(`(?i)\b(?:my vote|i(?:'d| would) (?:go|vote|pick|choose|prefer)|i prefer|my preference|my pick|\+1 for|i vote)\b`)

// sameSource reports whether two chunks come from one source. A thread is a source's: a
// document of another source that names the same thread (or, versioned, the same title) is
// no later message or version of it, whatever it says.
func sameSource(a, b *chunk) bool {
	return a.ev.SourceID == b.ev.SourceID && a.ev.SourceName == b.ev.SourceName
}

// stamped reports whether a sentence's line opens with a chat export's date stamp.
func stamped(sd said) bool {
	lo, _ := lineAround(sd.c.ev.Text, sd.s.start)
	return lineDate(sd.c.ev.Text[lo:]) != ""
}

// reversed is a copy of statements held oldest first, newest first.
func reversed[T any](xs []T) []T {
	out := slices.Clone(xs)
	slices.Reverse(out)
	return out
}
