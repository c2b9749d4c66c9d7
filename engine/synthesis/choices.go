package synthesis

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/queueproof/queueproof/engine/facts"
)

// A question that asks which thing is chosen (which provider, what tool, which team, what
// version) is answered first by the statements on its topic that say the choice changed
// ("moves from the Routing team to Platform", "use Gotenberg instead"): the latest names the
// choice in force and what it replaced. A choice stated once, never changed, is answered by
// the claims as before.
var reAsksChoice = regexp.MustCompile(`(?i)^\W*(?:which|what(?:'s| is| are| was)?(?: the)?(?: \w+)? (?:should|do|does|did|is|are|version|tool|provider|vendor|service|library|team|method|policy|platform|database|engine|framework|approach))\b|^\W*what should (?:i|we) use\b|^\W*who (?:owns|runs|maintains|is responsible for)\b`)

// choiceChange is one sentence saying a choice changed.
type choiceChange struct {
	said
	from, to string
	// fromSaid is where the replaced choice was stated, when the change was read from two
	// statements (two versions of a page) rather than one.
	fromSaid *said
}

// choiceChanges are the evidence's on-topic statements that a choice changed, oldest first.
func choiceChanges(chunks []*chunk, terms []term) []choiceChange {
	var out []choiceChange
	eachSaid(chunks, func(sd said) {
		from, to, ok := facts.NamedChange(sd.s.text)
		if !ok || sd.outside() {
			return // (a stranger's word changes no choice of the team's)
		}
		if choiceOnTopic(sd, terms) {
			out = append(out, choiceChange{said: sd, from: from, to: to})
		}
	})
	slices.SortStableFunc(out, func(a, b choiceChange) int { return saidOrder(a.said, b.said) })
	return out
}

// choiceOnTopic reports whether a sentence about a choice is about the question's: it holds
// the question on its own, or its chunk holds it squarely, or its title and it share a word
// of the question in a chunk on the topic.
func choiceOnTopic(sd said, terms []term) bool {
	own, ctx := coverage(terms, sd.s.text), coverage(terms, sd.c.ev.Title+"\n"+sd.s.text)
	return own >= minOwn || sd.c.coverage >= squarely || ctx > 0 && sd.c.coverage >= OnTopic
}

// settleChoice leads with the latest change's choice and what it replaced: the choice it
// names as replaced, else the one an earlier change put in force. The replaced choice is
// cited where an on-topic sentence states it, when one does.
func settleChoice(subject string, cs []choiceChange, chunks []*chunk, terms []term, cites *citer) (settledValue, bool) {
	if len(cs) == 0 {
		return settledValue{}, false
	}
	latest := cs[len(cs)-1]
	from := latest.from
	for i := len(cs) - 2; from == "" && i >= 0; i-- {
		if !strings.EqualFold(cs[i].to, latest.to) {
			from = cs[i].to
		}
	}
	if from == "" {
		from = earlierChoice(latest, chunks, terms)
	}
	from = fullName(from, chunks)
	day := latest.at.UTC().Format("2006-01-02")
	cur := cites.cite(latest.c)
	if from == "" || strings.EqualFold(from, latest.to) {
		return settledValue{lead: fmt.Sprintf("The latest choice stated is %s %s (%s).", latest.to, leadRef(cur), day)}, true
	}
	old := cur
	if latest.fromSaid != nil && latest.from == from {
		old = cites.cite(latest.fromSaid.c)
	} else if c := statesChoice(from, latest.c, chunks, terms); c != nil {
		old = cites.cite(c)
	}
	d := &Disagreement{Subject: subject, Attribute: "choice", Resolution: Superseded,
		Current: &ContradictionValue{Value: latest.to, Citations: []string{cur}},
		Values:  []ContradictionValue{{Value: from, Citations: []string{old}}},
		Reason:  fmt.Sprintf("A later statement changes it (%s): “%s”", day, excerpt(latest.s.text))}
	lead := fmt.Sprintf("The latest choice stated is %s %s (%s); it replaced %s %s.", latest.to, leadRef(cur), day, from, leadRef(old))
	return settledValue{lead: lead, disagreement: d}, true
}

// earlierChoice is the choice an on-topic statement said before the latest change gave as the
// one in force ("We use RabbitMQ for every event stream", "Minimum Android version: Android 9"
// before "Minimum Android version raised to Android 11"), the latest such; "" when none did.
func earlierChoice(latest choiceChange, chunks []*chunk, terms []term) string {
	attr := facts.ChangedAttribute(latest.s.text)
	var name string
	var at *said
	eachSaid(chunks, func(sd said) {
		if saidOrder(sd, latest.said) >= 0 || !choiceOnTopic(sd, terms) {
			return
		}
		n, ok := facts.StatedChoice(sd.s.text, attr)
		if !ok {
			// A label holding the question's words names the choice: "Acoustic loggers:
			// Aquilo LX-2" for "what do we use for acoustic leak loggers?".
			var label string
			label, n, ok = facts.LabeledName(sd.s.text)
			ok = ok && coverage(terms, label) > 0
		}
		if ok && !containsWord(latest.to, n) && !containsWord(n, latest.to) && (at == nil || saidOrder(sd, *at) > 0) {
			name, at = n, &sd // eachSaid goes in rank order, not time: keep the latest said
		}
	})
	return name
}

// fullName is a choice's name as the evidence writes it in full: "not Halo" names the "Halo
// Messaging" an on-topic page proposed. The longest name that opens with the short one and
// goes on in capitalised words is taken; the short one when none does.
func fullName(name string, chunks []*chunk) string {
	if name == "" || strings.ContainsAny(name, " ") {
		return name
	}
	re, err := regexp.Compile(`\b` + regexp.QuoteMeta(name) + `((?:[ \t]+\p{Lu}[\p{L}\d-]*){1,2})\b`)
	if err != nil {
		return name
	}
	best := name
	for _, c := range chunks {
		if !c.onTopic {
			continue
		}
		for _, m := range re.FindAllStringSubmatch(c.ev.Text, -1) {
			if full := name + m[1]; len(full) > len(best) && !facts.IsCalendarWord(strings.TrimSpace(m[1])) {
				best = full
			}
		}
	}
	return best
}

// statesChoice is another on-topic chunk, earlier in the ranking, with a sentence naming the
// replaced choice (where it was stated as the one in use), or nil.
func statesChoice(choice string, not *chunk, chunks []*chunk, terms []term) *chunk {
	for _, c := range chunks {
		if c == not || !c.onTopic {
			continue
		}
		for k := range c.sentences {
			s := &c.sentences[k]
			if s.claimable && containsWord(s.text, choice) && coverage(terms, s.text) > 0 {
				return c
			}
		}
	}
	return nil
}

// containsWord reports whether text names w as a whole word or phrase, in any case.
func containsWord(text, w string) bool {
	t, w := strings.ToLower(text), strings.ToLower(w)
	for i := 0; ; {
		j := strings.Index(t[i:], w)
		if j < 0 {
			return false
		}
		j += i
		before := j == 0 || !isWordByte(t[j-1])
		after := j+len(w) >= len(t) || !isWordByte(t[j+len(w)])
		if before && after {
			return true
		}
		i = j + 1
	}
}

func isWordByte(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= '0' && b <= '9' || b == '_'
}
