package facts

import (
	"regexp"
	"strings"
)

// reMerged is a merge notice: "merged merge request !470", "Pull request #88 was merged".
var reMerged = regexp.MustCompile(`(?i)\bmerged (?:merge|pull) request\b|\b(?:merge|pull) request [!#]?\d+ (?:was|has been) merged\b`)

// mergeNotice reports a document that says a change was merged, so its "Closes X" links hold.
func (x *extraction) mergeNotice() bool {
	return x.doc.Kind != "pr" && (reMerged.MatchString(x.doc.Title) || reMerged.MatchString(x.doc.Text))
}

var statusWords = []string{"merg", "ship", "land", "deploy", "releas", "resolv", "fix", "clos", "complet", "finish", "done",
	"deliver", "wrapped", "live", "rolled", "signed off", "cancel", "won", "wontfix", "drop", "scope", "abandon", "scrap",
	"shelv", "kill", "block", "wait", "stuck", "hold", "held", "pause", "can't", "cant", "progress", "wip", "work", "start",
	"doing", "looking", "investigat", "review", "underway", "under way", "ongoing", "rewrit", "wiring", "keep going",
	"picked", "unblock", "kicked", "open", "not started", "backlog", "to do", "todo"}

func (x *extraction) readStatus(c clause, l line) {
	if l.section == "" && !hasAny(c.lower, statusWords) {
		return
	}
	t := c.text
	var st State
	switch {
	case len(c.ids) > 0 && pendingPR(c.lower) && x.mergeNotice():
		st = Done // "Closes KRUK-1315" under "merged merge request !470": the merge closed it
	case reCancel.MatchString(t) && !negated(t[:reCancel.FindStringIndex(t)[0]]):
		st = Cancelled
	case reReopen.MatchString(t):
		st = Open
	case reBlockedS.MatchString(t) && !negated(t[:reBlockedS.FindStringIndex(t)[0]]):
		st = Blocked
	case reDone.MatchString(t):
		m := reDone.FindStringIndex(t)
		if negated(t[:m[0]]) || reFuture.MatchString(t[:m[0]]) || x.doc.Kind == "pr" && pendingPR(c.lower) ||
			reByAfter.MatchString(t[m[1]:]) {
			return
		}
		st = Done
	case reProgress.MatchString(t) && !negated(t[:reProgress.FindStringIndex(t)[0]]):
		st = InProgress
	case emojiState(t) != "":
		st = emojiState(t)
	case l.section == "doing" && len(c.ids) > 0:
		st = InProgress
	case l.section == "released" && len(c.ids) > 0:
		st = Done
	case l.section == "known" && len(c.ids) > 0:
		st = Open
	}
	if st == "" {
		return
	}
	subject := c.subject
	if len(c.ids) == 0 && len(strings.Fields(t)) <= 2 && x.subject != "" {
		subject = x.subject // "Resolving.", "Closing." speak of the document's own item
	}
	x.add(Fact{Kind: Status, Subject: subject, State: st, Span: c.span, Revises: st == Open && reReopen.MatchString(t)})
}

// emojiState reads the status a standup line's leading emoji gives ("✅ ENG-3 ...").
func emojiState(t string) State {
	t = strings.TrimSpace(t)
	for _, e := range []struct {
		mark  string
		state State
	}{{"✅", Done}, {"✔", Done}, {"☑", Done}, {"🚧", InProgress}, {"🔄", InProgress}, {"⏳", InProgress}, {"🛑", Blocked}, {"⛔", Blocked}, {"🚫", Blocked}} {
		if strings.HasPrefix(t, e.mark) {
			return e.state
		}
	}
	return ""
}

// pendingPR reports a pull request's "Closes X" / "Fixes X" links, which state nothing until
// it merges.
func pendingPR(lower string) bool {
	for _, p := range []string{"closes", "fixes", "resolves", "close ", "fix ", "resolve "} {
		if strings.HasPrefix(strings.TrimLeft(lower, "- *"), p) {
			return true
		}
	}
	return false
}

var blockerWords = []string{"block", "wait", "stuck", "held up", "pause", "hold", "can't", "cant", "until", "without"}

func (x *extraction) readBlocker(c clause, l line) {
	if l.section != "blockers" && !hasAny(c.lower, blockerWords) {
		return
	}
	if m := reBlocker.FindStringSubmatchIndex(c.text); m != nil && !negated(c.text[:m[0]]) {
		what := strings.TrimRight(strings.TrimSpace(reTrimWhat.ReplaceAllString(c.text[m[2]:m[3]], "")), ".!")
		if what != "" && !none(what) {
			x.add(Fact{Kind: Blocker, Subject: c.subject, What: what, Span: c.span})
			x.add(Fact{Kind: Status, Subject: c.subject, State: Blocked, Span: c.span})
		}
		return
	}
	if l.section == "blockers" && !none(c.text) && c.subject != "" {
		x.add(Fact{Kind: Blocker, Subject: c.subject, What: strings.TrimSpace(c.text), Span: c.span})
		x.add(Fact{Kind: Status, Subject: c.subject, State: Blocked, Span: c.span})
	}
}

var decisionWords = []string{"decid", "decision", "going with", "goes with", "go with", "agreed", "settled", "opted", "chose", "final call"}

func (x *extraction) readDecision(c clause) {
	if !hasAny(c.lower, decisionWords) {
		return
	}
	if reNoDec.MatchString(c.text) {
		return
	}
	m := reDecision.FindStringSubmatchIndex(c.text)
	if m == nil || negated(c.text[:m[0]]) {
		return
	}
	what := strings.TrimRight(strings.TrimSpace(c.text[m[2]:m[3]]), ".!")
	if ds := x.p.Dates(what, x.doc.At); len(ds) > 0 && ds[0].Span.Start == 0 || strings.HasPrefix(strings.ToLower(what), "against") {
		return // "agreed on Friday: ...", "decided against it": not what was decided
	}
	x.add(Fact{Kind: Decision, Subject: x.decisionSubject(c, what), What: what, Span: c.span})
}

// decisionSubject is what a decision is about: the identifier it names, else the object of
// its verb ("we drop the legacy CSV importer in Q4" gives "the legacy CSV importer"), else the
// subject the text spoke of.
func (x *extraction) decisionSubject(c clause, what string) string {
	if len(c.ids) > 0 {
		return c.ids[0]
	}
	w := strings.Fields(what)
	for len(w) > 0 {
		switch strings.ToLower(w[0]) {
		case "we", "to", "that", "will", "we'll", "i", "i'll", "the", "team":
			w = w[1:]
			continue
		}
		break
	}
	if len(w) > 1 {
		if obj := object(strings.Join(w[1:], " ")); obj != "" {
			return obj
		}
	}
	return c.subject
}
