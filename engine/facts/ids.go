package facts

import (
	"regexp"
	"strings"
)

// Identifiers the shared identifier table does not know, read here because facts are about
// them: a service desk's record numbers (a class prefix and a zero-padded number:
// "RITM0042871", "CHG0003391"), merge-request references ("!412") and Azure Boards' work-item
// mentions ("AB#7815", as Azure DevOps writes them in commits and pull requests) with its pull
// requests ("PR 2304"), Gerrit's reviews ("Change 4417") and records named by their kind
// ("Bug 40721", "Work Order 26-118473").
var (
	reRecordNum = regexp.MustCompile(`\b[A-Z]{2,5}0\d{6}\b`)
	reMergeRef  = regexp.MustCompile(`(?:^|[\s(\[])(!\d{1,6})\b`)
	reBoardsRef = regexp.MustCompile(`\bAB#\d{3,7}\b`) // "AB#12" is as likely a bin or a shelf
	// reSpacedPR is a pull request numbered after a space, as Azure DevOps names them ("PR
	// 2304"); the shared table reads only "PR #2304" and "PR-2304".
	reSpacedPR = regexp.MustCompile(`\bPR \d{1,7}\b`)
	// reGerritChange is a Gerrit review, which Gerrit names "Change 4417".
	reToNumber     = regexp.MustCompile(`^\s+to\s+\d`)
	reYearNumber   = regexp.MustCompile(`^(?:19|20)\d\d$`)
	reGerritChange = regexp.MustCompile(`\bChange \d{3,7}\b`)
	// reKindNumber is a tracker's record named by its kind and its number, as Bugzilla, service
	// desks, maintenance systems and shops write them: "Bug 40721", "ticket 40917", "Work
	// Order 26-118473", "order 55817". Four digits at least, so that "task 2" and "case 12"
	// stay words.
	reKindNumber = regexp.MustCompile(`(?i)\b(bug|ticket|case|defect|task|work\s+order|order|job|request)\s+(\d{4,9}|\d{2,6}-\d{2,9})\b`)
	// reKindVerbBefore ends in a word that makes the kind word after it a verb: "please order",
	// "we'll request", "to book".
	reKindVerbBefore = regexp.MustCompile(`(?i)(?:\b(?:please|pls|kindly|will|would|can|could|should|must|may|might|to|we|i|you|they|let's|lets)|'ll|’ll|'d|’d)\s+$`)
	// kindVerb are the kind words that are verbs too: "order 2500 bags", "request 1500 leaflets".
	kindVerb = map[string]bool{"order": true, "request": true, "book": true, "task": true}
	// reMoreAfter is "more" or "extra" after the number: "1500 more leaflets".
	reMoreAfter = regexp.MustCompile(`(?i)^\s+(?:more|extra|additional|new|spare|copies|of)\b`)
	// reQuantityAfter is a unit or a counted noun after the number: "order 1200 units".
	reQuantityAfter = regexp.MustCompile(`(?i)^\s*(?:units?|pcs|pieces|items|kg|kgs|tonnes?|tons?|t|m|metres?|meters?|litres?|liters?|l|boxes|cartons|pallets|bags|bottles|x|%|of)\b`)
)

// recordIDs returns the service-desk record numbers, merge-request references and Azure
// Boards mentions in text.
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
	out = append(out, reBoardsRef.FindAllString(text, -1)...)
	for _, pr := range reSpacedPR.FindAllString(text, -1) {
		if !reYearNumber.MatchString(pr[3:]) {
			out = append(out, pr) // "our PR 2026 plan" is public relations
		}
	}
	for _, m := range reGerritChange.FindAllStringIndex(text, -1) {
		if id := text[m[0]:m[1]]; !reYearNumber.MatchString(id[len("Change "):]) && !reToNumber.MatchString(text[m[1]:]) {
			out = append(out, id) // "Change 2027 budget lines", "Change 3000 to 3500" are no reviews
		}
	}
	for _, m := range reKindNumber.FindAllStringSubmatchIndex(text, -1) {
		num := text[m[4]:m[5]]
		if reYearNumber.MatchString(num) || reToNumber.MatchString(text[m[1]:]) || reQuantityAfter.MatchString(text[m[1]:]) {
			continue // "the 2027 order", "order 1200 units", "task 1000 to 2000": no record
		}
		if strings.Contains(num, "-") && !strings.EqualFold(strings.Join(strings.Fields(text[m[2]:m[3]]), " "), "work order") {
			continue // "Order 88-214": a customer's order number, written as the customer writes it
		}
		if kindVerb[strings.ToLower(text[m[2]:m[3]])] && reKindVerbBefore.MatchString(text[:m[0]]) || reMoreAfter.MatchString(text[m[1]:]) {
			continue // "please order 2500 tote bags", "we'll request 1500 more leaflets": a verb and a quantity
		}
		if strings.HasSuffix(strings.TrimRight(text[:m[0]], " "), "(") {
			continue // "asked their support (case 88213)": another party's record, given for reference
		}
		out = append(out, text[m[0]:m[1]]) // as written: a reader finds it in the text
	}
	return out
}
