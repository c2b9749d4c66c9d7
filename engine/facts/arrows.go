package facts

import (
	"regexp"
	"strings"
)

// Work given by an arrow, the shorthand of chat and notes: "OB kit for the gala → Tevita",
// "sh050 → @yusuf.kettleborough", "jersey order -> tamsin_al. due 9th". The head names the
// work (and so leads the line, as a label does: "due 9th" after it is the work's date); the
// person after the arrow takes it. Only a person the case knows, an @-handle or "me" is one:
// "Investigating → Monitoring", "Nov 3 → Nov 10" and "QC notes → nobody yet" give no one.

// reThingArrow is a head (a named thing; ownframes.go reads an identifier's arrow), an arrow and who it points to, ending the clause.
var reThingArrow = regexp.MustCompile(`^\W*?(\p{L}[^→>]{1,60}?)\s*(?:→|->|=>|➜|➔|⟶)\s*(@?[\p{L}\d][\p{L}\d_.'’-]*(?:\s+\p{Lu}[\p{L}'’-]+)?)\s*(?:[.!,;]|$)`)

// arrowTarget is the person an arrow line gives its head to, and the head; "" when the line
// is no such line.
func (x *extraction) arrowTarget(s, me string) (head, who string) {
	m := reThingArrow.FindStringSubmatch(s)
	if m == nil {
		return "", ""
	}
	head, to := strings.TrimSpace(m[1]), strings.TrimRight(strings.TrimSpace(m[2]), ".’'")
	switch {
	case strings.EqualFold(to, "me"):
		who = me
	case strings.HasPrefix(to, "@") || x.people.Known(to):
		who = x.person(to)
	}
	if who == "" || isPronoun(who) || x.people.Known(head) || len(x.p.Dates(head, x.doc.At)) > 0 || stateLabel(head) {
		return "", ""
	}
	return head, who
}

// arrowLabel is the head of an arrow line that gives work to someone, read as the line's label.
func (x *extraction) arrowLabel(s string) string {
	head, _ := x.arrowTarget(s, x.author)
	if head == "" || len(strings.Fields(head)) > 8 || !nounPhrase(head) {
		return ""
	}
	return head
}

// readArrowOwner reads a clause that gives its work to someone by an arrow; it reports whether
// it gave an owner.
func (x *extraction) readArrowOwner(c *clause) bool {
	head, who := x.arrowTarget(c.text, c.me)
	if head == "" || c.subject == "" {
		return false
	}
	x.add(Fact{Kind: Owner, Subject: c.subject, Person: who, Span: c.span, Revises: true})
	return true
}
