package facts

import (
	"regexp"
	"strings"
)

// Someone at work on the item owns it: a named person doing the work the clause speaks of as
// "it" or "them" ("Joep is doing it", "Sanne is seeing them through", "Tobias is looking at
// it", "Mr. Nuwan is attending to this"), one who volunteered to do it ("Dougie volunteered to
// run the raffle"), and work that sits or rests with a known person ("the insurance claim sits
// with Wynn"). Verbs of looking on, waiting and reviewing own nothing.
var (
	reDoingIt = mustPre(`(` + name + `)(?:['’]s| is| are)\s+(?:now\s+|already\s+|still\s+)?(\p{Ll}+ing)(?:\s+(?:at|to|on|through|up|out|over|with))?\s+(?:it|them|this|that)(\s+(?:through|up|out|over|personally|himself|herself|themselves))?\s*(?:[.!,;)]|$|\s+(?:now|today|this week|next|and|but|so|when|while|until|once)\b)`)
	// reVolunteered: "Dougie volunteered to run the raffle", "Ana has volunteered for the rota".
	reVolunteered = mustPre(`(` + name + `)\s+(?:has\s+|had\s+)?volunteered\s+(?:to\s+(\p{Ll}+)\s+|for\s+)(.+)$`)
	// reSitsWith: "the insurance claim sits with Wynn", "responsibility rests with Ana".
	// Only the work's own verb in the present: "will sit with Harpreet for the handover" is a meeting.
	reSitsWith = mustPre(`(?i:\b(?:sits|rests|lies|stays)\s+(?:now\s+)?with)\s+(` + name + `|@[\w.-]+)`)
)

// reStillFails goes on to say the work fails the one at it: a tester reporting ("Ana is testing
// it and it still fails").
var reStillFails = regexp.MustCompile(`(?i)\b(?:it|them|this|that)\b[^.;]{0,30}?\b(?:and|but)\s+(?:it|they)\s+(?:still\s+)?(?:fails|failed|fail|breaks|broke|crashes|crashed|doesn'?t|does not|don'?t|isn'?t|is not|won'?t)\b`)

// notWorkVerbs are -ing verbs of looking on, waiting, wanting, talking, checking, holding back
// or raising, which own nothing.
var notWorkVerbs = map[string]bool{"using": true, "watching": true, "waiting": true, "asking": true, "reading": true,
	"discussing": true, "considering": true, "getting": true, "having": true, "seeing": true, "saying": true, "thinking": true,
	"hearing": true, "feeling": true, "loving": true, "liking": true, "hating": true, "wanting": true, "needing": true,
	"keeping": true, "leaving": true, "enjoying": true, "missing": true, "expecting": true, "chasing": true, "calling": true,
	"mentioning": true, "questioning": true, "doubting": true, "blaming": true, "going": true, "coming": true, "bringing": true,
	"sending": true, "forwarding": true, "sharing": true, "showing": true, "telling": true, "giving": true,
	// verbs of holding the work back, checking it or raising it: the one who does so owns nothing
	"blocking": true, "parking": true, "holding": true, "pausing": true, "delaying": true,
	"stopping": true, "deferring": true, "postponing": true, "rejecting": true, "disputing": true, "challenging": true,
	"flagging": true, "raising": true, "escalating": true, "reporting": true}

// readOwnerAtWork reads the constructions above; it reports whether one gave an owner.
func (x *extraction) readOwnerAtWork(c *clause) bool {
	text := c.text
	if strings.Contains(text, "?") {
		return false
	}
	if m := reDoingIt.findSubmatchIndex(c.fold, text); m != nil && !negated(text[:m[0]]) {
		who, verb := text[m[2]:m[3]], strings.ToLower(text[m[4]:m[5]])
		// "seeing them through" carries the work out; "seeing it" looks on.
		through := m[6] >= 0 && strings.TrimSpace(strings.ToLower(text[m[6]:m[7]])) == "through"
		if !isPronoun(who) && (!notWorkVerbs[verb] || verb == "seeing" && through) && !reReviewVerb.MatchString(verb) && x.people.Known(who) &&
			!reStillFails.MatchString(text[m[0]:]) {
			x.add(Fact{Kind: Owner, Subject: c.subject, Person: x.person(who), Span: c.span})
			return true
		}
	}
	if m := reVolunteered.findSubmatchIndex(c.fold, text); m != nil && !negated(text[:m[0]]) {
		who := text[m[2]:m[3]]
		if !isPronoun(who) && x.people.Known(who) && (m[4] < 0 || !reReviewVerb.MatchString(text[m[4]:m[5]])) {
			x.objectSubject(c, text[m[6]:])
			x.add(Fact{Kind: Owner, Subject: c.subject, Person: x.person(who), Span: c.span})
			return true
		}
	}
	if m := reSitsWith.findSubmatchIndex(c.fold, text); m != nil && !negated(text[:m[0]]) {
		who := text[m[2]:m[3]]
		if !isPronoun(who) && (strings.HasPrefix(who, "@") || x.people.KnownFull(who)) {
			if np := subjectBefore(text[:m[0]]); np != "" && len(c.ids) == 0 {
				c.subject = np // "the insurance claim sits with Wynn": the claim is the work
			}
			x.add(Fact{Kind: Owner, Subject: c.subject, Person: x.person(who), Span: c.span})
			return true
		}
	}
	return false
}

// subjectBefore is the noun phrase a clause ends with before its verb ("I'm liaising with
// them, and the insurance claim" gives "insurance claim"), or "" when it is no short phrase.
func subjectBefore(before string) string {
	if i := strings.LastIndexAny(before, ",;:"); i >= 0 {
		before = before[i+1:]
	}
	if i := strings.LastIndex(before, " and "); i >= 0 {
		before = before[i+len(" and "):]
	}
	w := strings.Fields(before)
	if len(w) > 0 && (strings.EqualFold(w[0], "the") || strings.EqualFold(w[0], "our") || strings.EqualFold(w[0], "this")) {
		w = w[1:]
	}
	if len(w) == 0 || len(w) > 5 || isPronoun(w[0]) {
		return ""
	}
	return strings.Join(w, " ")
}
