package facts

import (
	"regexp"
	"strings"
)

// Identifiers the shared identifier table does not know, read here because facts are about
// them: a service desk's record numbers (a class prefix and a zero-padded number:
// "RITM0042871", "CHG0003391") and merge-request references ("!412").
var (
	reRecordNum = regexp.MustCompile(`\b[A-Z]{2,5}0\d{6}\b`)
	reMergeRef  = regexp.MustCompile(`(?:^|[\s(\[])(!\d{1,6})\b`)
)

// recordIDs returns the service-desk record numbers and merge-request references in text.
func recordIDs(text string) []string {
	var out []string
	for _, m := range reRecordNum.FindAllString(text, -1) {
		if !strings.HasPrefix(m, "INC") { // the shared table reads "INC0081734" as an incident
			out = append(out, m)
		}
	}
	for _, m := range reMergeRef.FindAllStringSubmatch(text, -1) {
		out = append(out, m[1])
	}
	return out
}
