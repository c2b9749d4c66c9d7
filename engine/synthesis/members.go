package synthesis

import (
	"regexp"
	"strings"
)

// A question that asks who belongs to something ("who's on the call tree?", "who is in the
// working group?") is answered by a claim that names the group and someone in it. A page about
// the group that names nobody in it ("the call tree is kept in the binder on each unit")
// covers the topic, not the detail, and its owner ("Owner: Clinical Applications (Jolene
// Brandt)") is not a member.

// reAsksMembers asks who belongs to a group, and names the group.
var reAsksMembers = regexp.MustCompile(`(?i)^\W*who\s+(?:is|are|was|were)?\s*(?:sits?\s+|serves?\s+)?(?:on|in|part of)\s+(?:the\s+|our\s+|this\s+)?([^?,;]+)`)

// reSomeone is a person or an organisation named in a claim: two capitalised words in a row
// ("Callum Ferrie", "Brackley Civils"), a chat handle (@priya, priya.natarajan).
var reSomeone = regexp.MustCompile(`\b[A-Z][a-z]+(?:[-'][A-Za-z]+)?\s+[A-Z][a-z]+|@[a-z][\w.-]+|\b[a-z]+\.[a-z]+\b`)

// notAGroup are the words after "who is on/in" that make it no question of membership: "in
// charge of", "on call", "on leave".
var notAGroup = map[string]bool{"charge": true, "call": true, "duty": true, "point": true, "leave": true, "holiday": true, "shift": true, "it": true}

// namesSomeone reports whether a claim names a person or an organisation that is not one of
// the question's own words: a two-word name or a handle. Single names in a list are not read:
// "Chidi, Amaka and Tunde" reads like "North, Wold, Lowfold" (areas), and only a list of the
// workspace's people could tell them apart.
func namesSomeone(claim string, asked map[string]bool) bool {
	claim = strings.TrimSpace(claim)
	for _, m := range reSomeone.FindAllString(claim, -1) {
		if !allAsked(m, asked) {
			return true
		}
	}
	return false
}

// allAsked reports whether every word of a name is one of the question's words ("Change
// Advisory" of "the change advisory board").
func allAsked(name string, asked map[string]bool) bool {
	for _, w := range strings.Fields(strings.ToLower(name)) {
		if !asked[w] {
			return false
		}
	}
	return true
}

// missingMembers names the members a "who is on N" question asks for when no claim names N
// and someone in it, or "".
func missingMembers(question string, claims []Claim) string {
	m := reAsksMembers.FindStringSubmatch(question)
	if m == nil {
		return ""
	}
	group := groupWords(m[1])
	if len(group) == 0 || notAGroup[group[0]] {
		return ""
	}
	head := group[len(group)-1:] // the rota of "the technical rota", the tree of "the call tree"
	asked := map[string]bool{}
	for _, w := range strings.Fields(strings.ToLower(question)) {
		asked[strings.Trim(w, "?.,;:!'\"")] = true
	}
	for _, c := range claims {
		if namesSlot(head, c.Text) && namesSomeone(c.Text, asked) {
			return ""
		}
	}
	return "No evidence names who is on the " + strings.Join(group, " ") + ": the retrieved passages cover the topic, not that detail."
}

// groupWords are the words naming the group, up to a word that starts a qualifier ("the
// technical rota for results night" is the technical rota).
func groupWords(phrase string) []string {
	var out []string
	for _, w := range strings.Fields(strings.ToLower(phrase)) {
		w = strings.Trim(w, ".!\"'`()")
		if w == "" || slotBlock[w] || slotStop[w] && len(out) > 0 {
			break
		}
		if !slotStop[w] {
			out = append(out, w)
		}
	}
	return out
}
