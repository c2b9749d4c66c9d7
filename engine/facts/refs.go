package facts

import (
	"regexp"
	"strings"
)

// An identifier written as a reference names another item the text relates its own to: "Part
// of LIMS-330", "Hotfix for LFT-551", "Related to #790", "see CORE-9", "Follow-up to !236",
// "Depends on #619", "Closes KAS-314". The text goes on speaking of its own item, so such a
// mention does not become the subject the next sentences speak of. In a pull request, an
// identifier in brackets after a phrase ("stop displays (LFT-530)") is the ticket the change is
// for, a reference too.
var reRefCue = regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:part of|related(?: to)?|relates to|see(?: also)?|refs?|references?|cf\.?|` +
	`follow-?up (?:to|of|for|on)|hotfix (?:for|of)|fix(?:es)? for|patch for|backport(?:ed)? (?:of|from|to)|split (?:out )?(?:from|of)|` +
	`depends on|dependent on|depending on|blocked (?:on|by)|builds on|on top of|supersedes|replaces|duplicate of|same as|` +
	`closes|fixes|resolves|addresses|implements|towards?|contributes to|for)\s*:?\s*(?:the\s+)?(?:ticket|issue|pr|mr|story|epic|bug)?\s*$`)

// referenceOnly reports whether a clause names each of its identifiers only as a reference
// (see reRefCue), so the item the text speaks of stays what it was.
func (x *extraction) referenceOnly(c clause) bool {
	if len(c.ids) == 0 || x.subject == "" {
		return false
	}
	if x.doc.Kind == "pr" && pendingPR(c.lower) {
		return true
	}
	for _, id := range c.ids {
		if id == x.subject {
			return false
		}
		i := strings.Index(c.text, id)
		if i < 0 {
			return false
		}
		before := c.text[:i]
		bracketed := x.doc.Kind == "pr" && strings.HasSuffix(strings.TrimRight(before, " "), "(")
		if !bracketed && !reRefCue.MatchString(before) {
			return false
		}
	}
	return true
}
