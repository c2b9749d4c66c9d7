package facts

import (
	"strings"
)

// ownerWords are words one of which every ownership construction holds (lower case).
var ownerWords = []string{"own", "mine", " me", "take", "taking", "took", "hand", "pass", "assign", "driv", "lead", "point", " ic",
	"has it", "has this", "rest with", "rests with", "captain", "coordinator", "in charge", "accountable",
	"cover", "moved", "went", "switched", "transferred", "'s", "’s", " to ", "got it", "got this", "grab", "pick", "handl",
	"run", "dri", "sure", "yes", "yep", "yeah", "ok", "on it", "will do", "happy to", "can do", "no problem", "np", "of course"}

func (x *extraction) readOwner(c *clause) {
	if !hasAny(c.lower, ownerWords) {
		return
	}
	text := c.text
	if who, ok := x.acceptance(*c); ok {
		x.add(Fact{Kind: Owner, Subject: who.subject, Person: c.me, Span: c.span, Revises: true})
		return
	}
	if m := reOwnSelf.FindStringIndex(text); m != nil && !negated(text[:m[0]]) {
		x.add(Fact{Kind: Owner, Subject: c.subject, Person: c.me, Span: c.span, Revises: reTakeover.MatchString(text)})
		return
	}
	if m := reHandoff.FindStringSubmatch(text); m != nil {
		who := m[1]
		if who == "" {
			who = m[2]
		}
		if who = strings.TrimSpace(who); who != "" && !isPronoun(who) && !strings.HasPrefix(strings.ToLower(who), "the ") &&
			(strings.HasPrefix(who, "@") || x.people.Known(who) || isCapitalised(who)) {
			x.add(Fact{Kind: Owner, Subject: c.subject, Person: x.person(who), Span: c.span, Revises: true})
			return
		}
	}
	if m := reOwnedBy.FindStringSubmatchIndex(text); m != nil && !negated(text[:m[0]]) {
		x.add(Fact{Kind: Owner, Subject: c.subject, Person: x.person(text[m[2]:m[3]]), Span: c.span})
		return
	}
	if m := reOwnName.FindStringSubmatchIndex(text); m != nil && !negated(text[:m[0]]) {
		who := text[m[2]:m[3]]
		if !isPronoun(who) {
			if len(c.ids) == 0 {
				if obj := object(text[m[1]:]); obj != "" && !generic(obj) {
					c.subject = obj
				}
			}
			x.add(Fact{Kind: Owner, Subject: c.subject, Person: x.person(who), Span: c.span})
			return
		}
	}
	if m := reMovedTo.FindStringSubmatch(text); m != nil && !isPronoun(m[1]) && stateOf(m[1]) == "" {
		x.add(Fact{Kind: Owner, Subject: c.subject, Person: x.person(m[1]), Span: c.span, Revises: true})
		return
	}
	if m := rePossess.FindStringSubmatch(text); m != nil && !isPronoun(m[1]) {
		x.add(Fact{Kind: Owner, Subject: c.subject, Person: x.person(m[1]), Span: c.span, Revises: reTakeover.MatchString(text)})
		return
	}
	if m := reNameTo.FindStringSubmatchIndex(text); m != nil {
		who := text[m[2]:m[3]]
		if !isPronoun(who) && (strings.HasPrefix(who, "@") || x.people.Known(who)) {
			if len(c.ids) == 0 {
				if obj := object(text[m[1]:]); obj != "" && !generic(obj) {
					c.subject = obj
				}
			}
			x.add(Fact{Kind: Owner, Subject: c.subject, Person: x.person(who), Span: c.span})
		}
	}
}

// acceptance reports whether the clause accepts work someone asked its speaker to take.
func (x *extraction) acceptance(c clause) (asked, bool) {
	a, ok := x.th.asked[strings.ToLower(c.me)]
	if !ok || !reAccept.MatchString(c.text) || negated(c.text) {
		return asked{}, false
	}
	delete(x.th.asked, strings.ToLower(c.me))
	return a, true
}
