package facts

import (
	"regexp"
	"strings"
)

// A task tracker's activity feed (an inbox, a digest mail, a card's history) writes one line
// per event: who did what to which task, the task named by its title alone. The task is what
// the line's facts are about, not the feed's title: "Morven Sinclair assigned to you: Reformulate
// lavender bar · Due Nov 20", "Kirsty Fairlie marked Reorder shea butter complete", "Ewan
// Dalgleish changed the due date of Gift box artwork from Nov 6 to Nov 13". The title runs to
// the words the event puts after it. (A comment's words are the commenter's about anything,
// not the task's state: "X commented on <task>: …" names no subject for them.)
var reActivity = []*regexp.Regexp{
	regexp.MustCompile(`^\W*(?:` + name + `)\s+assigned\s+(?:to\s+)?you(?:\s+to)?\s*:?\s+(?:the\s+(?:task|card|item)\s+)?(.+?)(?:\s+[·|•—–]\s+.*)?$`),
	regexp.MustCompile(`^\W*(?:` + name + `)\s+marked\s+(.+?)\s+(?:as\s+)?(?:complete|completed|done|incomplete|finished)\s*[.!]?$`),
	regexp.MustCompile(`^\W*(?:` + name + `)\s+changed\s+the\s+(?:due\s+date|deadline|date|start\s+date)\s+(?:of|on|for)\s+(.+?)\s+(?:from|to)\s`),
	// Any event on a task its feed quotes: "X rescheduled "Order rye flour" from Mon to Fri",
	// "X uncompleted "Confirm market stall"", "X assigned "Price list" to you".
	regexp.MustCompile(`^\W*(?:` + name + `)\s+(?:` + feedEvents + `)\s+(?:\p{Ll}+\s+){0,2}["“‘]([^"”’\n]{3,120})["”’]`),
}

// feedEvents are what a tracker's feed says was done to a task: its own words, not a person's
// ("X confirmed "the pontoon repair is finished"", "X texted "…"" quote what someone said).
const feedEvents = `(?:re|un)?(?:scheduled|completed|assigned|opened)|created|added|moved|renamed|archived|unarchived|closed|` +
	`checked|unchecked|ticked|unticked|updated|edited|deleted|restored|postponed|prioriti[sz]ed|deprioriti[sz]ed|starred|set|` +
	`duplicated|converted|snoozed|marked|changed|removed`

// reCommentEvent is an event line whose words after the task are someone's message, not the
// task's: "X commented on "Stollen trial bake": "…"".
var reCommentEvent = regexp.MustCompile(`^\W*(?:` + name + `)\s+(?:commented|replied|wrote|said|asked|mentioned|reacted|posted|quoted)\b`)

// activityTask is the task an activity line is about, or "" when the line is none: a task's
// title of two to ten words that names no work item of its own (an identifier is its own
// subject) and is no pronoun and no date ("commented on Monday morning: fine").
func (x *extraction) activityTask(s string) string {
	if !strings.Contains(s, " assigned ") && !strings.Contains(s, " marked ") && !strings.Contains(s, " changed the ") && !strings.ContainsAny(s, `"“‘`) ||
		reCommentEvent.MatchString(s) {
		return ""
	}
	for _, re := range reActivity {
		m := re.FindStringSubmatch(s)
		if m == nil {
			continue
		}
		task := strings.Trim(strings.TrimSpace(m[1]), `"'“”‘’`)
		if first, _, _ := strings.Cut(strings.ToLower(task), " "); first == "this" || first == "that" || first == "it" {
			return "" // "marked this task complete": the item in view
		}
		if n := len(strings.Fields(task)); n < 2 || n > 10 || len(workIDs(task)) > 0 || isPronoun(task) || generic(task) || x.opensWithDate(task) {
			return ""
		}
		return task
	}
	return ""
}

// opensWithDate reports words that are a date and at most a part of the day ("Monday
// morning", "3 Dec"; not "Christmas hamper labels").
func (x *extraction) opensWithDate(s string) bool {
	ds := x.p.Dates(s, x.doc.At)
	return len(ds) > 0 && ds[0].Span.Start == 0 && rePartOfDay.MatchString(s[ds[0].Span.End:])
}

var rePartOfDay = regexp.MustCompile(`(?i)^[\s,]*(?:(?:early|late|in\s+the)\s+)?(?:morning|afternoon|evening|night|am|pm|eod)?\s*$`)
