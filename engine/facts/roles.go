package facts

import "strings"

// An incident or a project names roles beside its owner: "Comms lead:", "Customer comms
// lead:", "Deputy IC:", "Backup owner:", "Scribe:", "Liaison lead:". A role whose qualifier
// names support — speaking for the work, writing it down, standing in — holds no ownership;
// "Postmortem owner:", "Tech lead:", "Project lead:" still do.
func supportRole(qualifier string) bool {
	for _, w := range strings.Fields(strings.ToLower(qualifier)) {
		switch strings.Trim(w, ".()/") {
		case "comms", "comm", "communications", "communication", "scribe", "notes", "note-taker", "deputy", "backup",
			"secondary", "shadow", "liaison", "support", "stakeholder", "status", "update", "updates", "pr", "press", "media":
			return true
		}
	}
	return false
}

// roleWords are the words that qualify a role a frame matched (m): for "Comms lead: Ilse" the
// two words before the match, for "Ilse is the comms lead" the match after the name.
func roleWords(text string, m []int, before bool) string {
	if !before {
		return text[m[3]:m[1]]
	}
	w := strings.Fields(text[:m[0]])
	if len(w) > 2 {
		w = w[len(w)-2:]
	}
	return strings.Join(w, " ") + " " + text[m[0]:m[2]]
}
