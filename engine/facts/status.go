package facts

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// Status is stated by a verb of finishing (past or perfect), cancelling, blocking or doing, by
// a partial count ("4 of 8 installed"), by a place in a queue ("sitting in triage"), or by
// creating the item ("opened LABOPS-44"). A status verb inside a subordinate clause of time
// or condition ("until the extraction is fixed") states nothing.
var (
	// reDoneWithTime is done with a stretch of time or a meal, not with work: "done with the
	// week", "done with lunch by 12:30", "done for today".
	reDoneWithTime = regexp.MustCompile(`(?i)^(?:done|finished)\s+(?:with\s+(?:the\s+|my\s+|our\s+|this\s+)?(?:week|day|weekend|month|shift|lunch|dinner|breakfast|coffee|today|tonight)|for\s+(?:the\s+)?(?:day|today|tonight|the week|now))\b`)
	// reDoneFaulty follows a verb of finishing with what went wrong: "encoder delivered with the
	// wrong shaft size", "installed with a cracked housing": a fault to put right, not the work
	// done.
	reDoneFaulty = regexp.MustCompile(`(?i)^\s*,?\s*(?:with|but)\s+(?:the\s+|a\s+|an\s+)?(?:wrong|broken|faulty|incorrect|defective|cracked|leaking|still\s+(?:broken|leaking|failing|not))\b`)
	reDone       = mustPre(`(?i)\b(?:merged|shipped|landed|deployed|released|resolved|solved|fixed|closed|completed|complete|finished|done|delivered|installed|fitted|repaired|published|submitted|wrapped up|went live|is live|are live|live now|rolled out|went out|gone out|resolving|closing|signed off)\b`)
	// "dropping it" and an item that "is dead" are given up: the object or the subject is the work.
	reCancel = mustPre(`(?i)\b(?:cancell?ed|cancell?ing|(?:dropping|scrapping|shelving) (?:it|this)\b|(?:it|this|(?-i:\p{Lu}[\p{Lu}\d]*-\d+)) (?:is|'s) (?:now )?dead|won'?t fix|wontfix|won'?t do|dropped|descoped|(?:dup|dupe|duplicate) of|de-scoped|abandoned|scrapped|shelved|killed)\b|\bclos(?:ed|ing)\b[^.]{0,40}\bas (?:an? )?(?:won'?t fix|wontfix|obsolete|duplicate|dupe|not planned)`)
	// A verb of stopping with what it waits for states a block: "parked until after the final",
	// "stopped till the boiler is back", "parked, needs sign-off".
	reBlockedS = mustPre(`(?i)\b(?:blocked|waiting (?:on|for|the)|stuck|on hold|held up|paused?|(?:can'?t|cannot|can not) (?:start|proceed|continue|move)(?:\s+(?:on|with)\s+(?:it|this|that)|\s+(?:the|this|that|our|my|any)\s+[\w-]+(?:\s+[\w-]+)?)?(?:\s+(?:until|till|til|before|without|unless|because|since|due to|yet|further|forward)\b|\s*(?:[.,;!)]|$))|` +
		// learners' present of waiting ("we wait still the bite registration"), what must come
		// first ("first I need the design from Arta", "I need the sign-off first"), nothing left
		// to do until then
		`(?:we|i|they)\s+(?:still\s+)?wait\s+(?:still\s+)?(?:for|on|the)|first\s+(?:i|we)\s+need\s+(?:(?:the|their|his|her|your|our)\b|(?:an?\s+)?` + dependencyNouns + `)|(?:i|we)\s+need\s+(?:(?:the|their|his|her|your|our)\s+[^.;:!?]{1,40}?|(?:an?\s+)?(?:[\w-]+\s+)?` + dependencyNouns + `)\s+first|` +
		`nothing (?:more |else )?(?:i|we) can do (?:until|till|til|before)|(?:parked|stopped|halted|suspended)(?:\s*,)?\s+(?:until|till|til|pending|needs|awaiting|due to|because)|` +
		`pending\s+(?:\w+\s+)?(?:approval|sign-?off|confirmation|payment|parts|delivery|decision|response|reply|feedback|funding|budget))\b|` +
		// "job SPH-5140 halted, press 3 down": halted with no object (not "halted the lifts").
		`\bhalted\s*(?:[.!,;)]|$)`)
	// "working" alone is also "it is working perfectly" (it functions): doing work takes "on".
	reProgress = mustPre(`(?i)\b(?:in progress|wip|working (?:on|through)|work on|started|starting|(?:am|is|are|i'?m|we'?re) (?:\w+ )?(?:doing|looking into|investigating|fixing|rewriting|building|implementing|testing|writing)|investigating|looking into|in review|under review|under progress|in work|in uat|underway|under way|ongoing|rewriting|wiring|keep going|picked up|unblocked|kicked off|being worked on|in flight|in hand)\b|` +
		// learners' "in the work" and "in process" said of the work: "the bridge is in the work
		// at us", "your refund is in process" (not "the work order", "gaps in process documentation")
		`\b(?:is|are|'s|now|currently|still)\s+in\s+(?:the\s+works?|process)(?:\s*(?:[.,;:!)]|$)|\s+(?:at|on|with|for|now|already|since|and|but)\b)|` +
		// "still building", "still tuning the threshold": work going on (not a wait or a lack).
		`\bstill (?:building|writing|tuning|testing|working on|fixing|coding|drafting|configuring|installing|migrating|debugging|processing|cleaning|collecting|checking|printing|painting|packing|assembling|sewing|cutting|loading|stuffing|sorting)\b|` +
		`^\W*(?:(?-i:\p{Lu}[\p{Lu}\d]*-\d+):\s*)?(?:(?:yep|yes|yeah|ok|okay|sure|ack|roger)\W+)*(?:i'?m\s+|i am\s+|we'?re\s+|we are\s+)?on it\b|\b\d{1,2}\s?% (?:there|done|complete|through|finished)\b|` +
		// a place reached in the work: "I'm at page 250", "currently at plate 1410", "we're on
		// chapter 5", "Batch 7 is now at plate 1488" (not a place in a document: "the fix is on
		// page 3 of the manual", "the steps are on page 4", "the error is at step 3")
		`\b(?:(?:i'?m|i am|we'?re|we are)\s+(?:now\s+|currently\s+)?|(?:is\s+|are\s+)?(?:currently|now)\s+)(?:at|on|up to)\s+(?:page|plate|step|row|item|chapter|episode|scene|slide|sheet|reel)\s+\d[\d,]*(?:\s+of\s+\d[\d,]*)?(?:\s*[.,;:!)]|\s*$|\s+(?:now|today|so far|already|and|but)\b)`)
	// rePartial is a count of the parts done so far: "4 of 8 installed", "9,800 of 14,200 accessions imported".
	rePartial = regexp.MustCompile(`(?i)\b(\d[\d,]*) (?:out )?of (\d[\d,]*)(?: \p{L}+){0,2}? (?:\p{L}+ed|done|complete|live)\b`)
	reReopen  = mustPre(`(?i)\b(?:re-?open(?:ed|ing|s)?|not (?:yet )?started|(?:has|have)(?:n'?t| not) (?:yet )?(?:been )?started|still open|back to (?:open|to do|todo|backlog)|(?:leaving|leave|keeping|keep|kept) [^.]{0,40}\bopen|(?:(?-i:\p{Lu}[\p{Lu}\d]*-\d+)|\bit|\bthis|\bticket|\bincident|\bissue|\bcase|\bitem|\bcard) (?:stays?|staying|remains?) open)\b`)
	// An item nobody has taken is still open: "ENG-9 is unassigned", "still has no assignee".
	reQueued   = mustPre(`(?i)\b(?:sitting|sits|stays|staying|remains?|left|still|parked) in (?:the )?(?:backlog|triage|queue|to ?do)\b|\b(?:is|are|still|stays|remains)\s+unassigned\b|\b(?:still )?has no (?:assignee|owner)\b`)
	reOpened   = regexp.MustCompile(`(?i)\b(?:opened|raised|filed|logged)\s+(?:(?:a|an|the)\s+)?(?:new\s+)?(?:(?:ticket|issue|bug|task|incident|request)\s+)?$`)
	reMarkedAs = regexp.MustCompile(`(?i)\b(?:marked|moved|set)\s+(?:[\w#-]+\s+)?(?:as|to)\s+(done|resolved|closed|in progress|blocked|won'?t fix|cancell?ed|open|to do)\b`)
	// reSubord ends in a subordinate clause of time or condition that a status verb follows.
	reSubord   = regexp.MustCompile(`(?i)\b(?:until|till|til|unless|once|before|as soon as|since|whenever|when)\b[^,;:]*$`)
	reLastTime = regexp.MustCompile(`(?i)\blast\s+$`)
	// rePartOrdinal names one part of several just before a finishing verb ("first blade
	// done"), and reNextPart the part still to come after it ("second one we finish tomorrow").
	rePartOrdinal = regexp.MustCompile(`(?i)\b(?:first|1st|one)\s+(?:\p{L}+\s+)?(?:is\s+|was\s+|are\s+|has been\s+)?$`)
	reNextPart    = regexp.MustCompile(`(?i)\b(?:second|2nd|next|other|rest|remaining|another)\b`)
	// reWithFor is a work product handed to someone for a step of theirs: "the draft is with
	// Comms for review", "out for signature".
	reWithFor = mustPre(`(?i)\b(?:is|are|sits|now|currently)\s+with\s+(?:the\s+)?[\p{L}'’ ]{2,30}?\s+for\s+(?:review|approval|sign-?off|signature|comments?|checking|proofing|QA)\b|\bout for (?:review|signature|approval|comments?)\b`)
)

// dependencyNouns are what work waits on when it is needed first: an approval, a permit, parts.
const dependencyNouns = `(?:approval|permit|sign-?off|signature|confirmation|parts?|access|clearance|budget|funding|go-?ahead|green light|licen[cs]e|quote|purchase order|po|drawings?|design|spec|answer|decision|keys?)\b`

// reEventStart is an event that cannot start, which blocks no work: "the meeting cannot start
// without Lars", "we cannot start the retro without Ana". Its gatherings are not due.go's
// eventNouns: a review, a run or a test that cannot start is work held up.
var reEventStart = regexp.MustCompile(`(?i)\b(?:meeting|briefing|huddle|handover|kick-?off|interview|call|session|party|show|concert|webinar|workshop|retro|standup|stand-up|sync|demo|lunch|dinner|training|class|match|rehearsal|service|ceremony|tour|visit)\b[^.;]{0,20}?\b(?:can'?t|cannot|can not)\s+start\b|\b(?:can'?t|cannot|can not)\s+start\s+(?:the|this|our)\s+(?:meeting|call|session|party|show|webinar|workshop|retro|standup|sync|demo|lunch|dinner|training|class|match|rehearsal|service)\b`)

// reClosingNoun is "closing" naming an event or a figure, not the act of closing the work:
// "closing meeting 18 Dec", "closing balance".
var reClosingNoun = regexp.MustCompile(`(?i)^closing\s+(?:meeting|call|session|ceremony|date|remarks|balance|stock|party|event|night|time|statement)\b`)

// reStartsOn is a start still to come, with its day: "out on medical leave starting tomorrow",
// "starting Monday".
var reStartsOn = regexp.MustCompile(`(?i)\bstarting\s+(?:from\s+|on\s+)?(?:tomorrow|tonight|next\b|this\s+(?:mon|tue|wed|thu|fri|sat|sun|week|afternoon|evening)|(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?\b|\d)`)

// reWatching is a tracker's note that someone follows the item, which starts no work: "Ng Wei
// Liang started watching this issue".
// reLetterWriting is a letter's "we are writing to you": correspondence, no work under way (it
// is taken out of the clause, which may state work under way besides).
var reLetterWriting = regexp.MustCompile(`(?i)\b(?:am|is|are|i'?m|we'?re)\s+writing\s+(?:to|on behalf)\b`)

// reShareTo is a share a value falls to, not progress: "falls back to 0% there" ("got it to
// 90% there" is progress).
var reShareTo = regexp.MustCompile(`(?i)\b(?:falls?|fell|falling|drops?|dropped|dropping|defaults?|defaulted|goes|went|reverts?|reverted)\s+(?:back\s+)?(?:down\s+)?to\s+\d{1,2}\s?% there\b`)

var reWatching = regexp.MustCompile(`(?i)\bstarted (?:watching|following)\b`)

// reMerged is a merge notice: "merged merge request !470", "Pull request #88 was merged".
var reMerged = regexp.MustCompile(`(?i)\bmerged (?:merge|pull) request\b|\bmerged [!#]\d+ into\b|\b(?:merge|pull) request [!#]?\d+ (?:was|has been) merged\b`)

// mergeNotice reports a document that says a change was merged, so its "Closes X" links hold.
func (x *extraction) mergeNotice() bool {
	return x.doc.Kind != "pr" && (reMerged.MatchString(x.doc.Title) || reMerged.MatchString(x.doc.Text))
}

var statusWords = []string{"still ", "merg", "ship", "land", "deploy", "releas", "resolv", "solv", "fix", "clos", "complet", "finish", "done",
	"deliver", "wrapped", "live", "rolled", "signed off", "cancel", "won", "wontfix", "drop", "scope", "abandon", "scrap",
	"shelv", "kill", "block", "wait", "first", "can do", "cannot", "can not", "stuck", "hold", "held", "pause", "can't", "cant", "progress", "wip", "work", "start",
	"doing", "looking", "investigat", "review", "underway", "under way", "ongoing", "rewrit", "wiring", "keep going",
	"picked", "unblock", "kicked", "open", "not started", "backlog", "to do", "todo", "raised", "filed", "logged", "triage", "queue",
	" of ", "%", "on it", "went out", "gone out", "stays", "sitting", "parked", "install", "fitted", "repair", "publish", "submit",
	"defer", "dup", "stopped", "halted", "sorted", "suspended", "dead", "/", "keep", " with ", "out for", "✅", "✔", "☑", "kept", "moved", "moving", "transition", "dragg", "in work", "in the work", "in process", "uat", "unassigned", "no assignee", "no owner",
	"page ", "plate ", "step ", "row ", "item ", "chapter ", "episode ", "scene ", "slide ", "sheet ", "reel ",
	"pending", "flight", "in hand"}

func (x *extraction) readStatus(c clause, l line) {
	if l.section == "" && !hasAny(c.lower, statusWords) && !strings.HasPrefix(c.text, "[") {
		return
	}
	if x.stateList(c) {
		return
	}
	t := c.text
	var st State
	progressState, progress := progressField(t)
	switch {
	case alertState(t) != "":
		st = alertState(t) // "[RESOLVED] #4471 ...": the alert's own state, whatever its title says
	case len(c.ids) > 0 && pendingPR(c.lower) && x.mergeNotice():
		st = Done // "Closes KRUK-1315" under "merged merge request !470": the merge closed it
	case movedTo(t) != "":
		st = movedTo(t)
	case reCancel.may(c.fold) && stated(t, reCancel.Regexp) && !reDropOff.MatchString(t):
		st = Cancelled
	case reReopen.match(c.fold, t):
		st = Open
	case reBlockedS.match(c.fold, t) && !negated(t[:reBlockedS.FindStringIndex(t)[0]]) && !reEventStart.MatchString(t):
		st = Blocked
	case progress:
		if st = progressState; st == "" {
			return // "% Done: 100 (reverted)": a field that says more than its number
		}
	case partial(t):
		st = InProgress // "18 of 30 finished": some parts are
	case sortedDone(t) || closesNow(t):
		st = Done // "BBA-81 toddler pool chlorinator sorted", "I close KML-4481"
	case reDone.match(c.fold, t):
		m := reDone.FindStringIndex(t)
		if !stated(t, reDone.Regexp) || reFuture.MatchString(t[:m[0]]) || reClosingNoun.MatchString(t[m[0]:]) || x.doc.Kind == "pr" && pendingPR(c.lower) ||
			x.deadlineAfter(t, m) || reSubord.MatchString(t[:m[0]]) || reLastTime.MatchString(t[:m[0]]) || reMySide.MatchString(t[m[1]:]) || reDoneWithTime.MatchString(t[m[0]:]) || reDoneFaulty.MatchString(t[m[1]:]) {
			if l.section != "doing" || len(c.ids) == 0 {
				return
			}
			st = InProgress // "today: APPT-9 templates, done by EOD": today's work, its finish still to come
			break
		}
		if experiential(t, m) {
			return // "I've done CAA permits before": what the speaker has done, not the item's state
		}
		if reDoneByNow.MatchString(t[:m[0]]) && reByAgent.MatchString(t[m[1]:]) {
			return // "the weekly report is now done by Yvette Brennick": who does it, not that it is finished
		}
		if openingHours(t, m) {
			return // "Box office closed Mondays", "the hatchery is closed to visitors on weekends": a place's hours
		}
		st = Done
		if partDone(t, m) || shortOfDone(t, m) {
			st = InProgress // "first coat done, the second we apply tomorrow": one part of several
		}
	case reQueued.match(c.fold, t) && !negated(t[:reQueued.FindStringIndex(t)[0]]):
		st = Open
	case len(c.ids) > 0 && strings.Index(t, c.ids[0]) > 0 && reOpened.MatchString(t[:strings.Index(t, c.ids[0])]):
		st = Open // "opened LABOPS-44 for the gasket replacement"
	case reWithFor.match(c.fold, t) && !negated(t[:reWithFor.FindStringIndex(t)[0]]):
		st = InProgress
	case reProgress.match(c.fold, t) && !negated(t[:reProgress.FindStringIndex(t)[0]]) && !reWatching.MatchString(t) && !reStartsOn.MatchString(t) &&
		reProgress.MatchString(reShareTo.ReplaceAllString(reLetterWriting.ReplaceAllString(t, " "), " ")):
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
	subject, ok := x.statusSubject(c, st)
	if !ok || st == Done && x.doneToOther(t, subject) {
		return
	}
	x.add(Fact{Kind: Status, Subject: subject, State: st, Span: c.span, Revises: st == Open && reReopen.MatchString(t)})
}

// reCloseObject is a verb of closing or solving and the object it takes right after it:
// "closing the laptop", "closed the shutters", "solved the puzzle of why tray 2 jams". (A verb of finishing takes the work's own steps as objects:
// "finished the blow-out".)
var reCloseObject = regexp.MustCompile(`(?i)\b(?:clos(?:e|es|ed|ing)|shut(?:s|ting)?|solv(?:e|es|ed|ing))\s+(?:the|my|our|his|her|their|your)\s+(\p{L}[\p{L}-]*(?:\s+\p{L}[\p{L}-]*)?)`)

// doneToOther reports a verb of closing whose object is another thing than the item: "closing
// the laptop for today" closes no ticket. An object that is a general word for work ("closing
// the ticket") or names the item ("closed the hatch" on the hatch's card) is the item's.
func (x *extraction) doneToOther(t, subject string) bool {
	m, o := reDone.FindStringIndex(t), reCloseObject.FindStringSubmatchIndex(t)
	if m == nil || o == nil || m[0] != o[0] {
		return false // the done is said by another word ("Solved. closing the laptop")
	}
	obj := t[o[2]:o[3]]
	words := strings.Fields(strings.ToLower(obj))
	for _, w := range words {
		if workNouns[w] || workNouns[strings.TrimSuffix(w, "s")] || troubleNouns[w] {
			return false
		}
	}
	return !x.namesItem(obj, subject)
}

// troubleNouns name what a ticket is about as its writer put it: "we've solved your problem".
var troubleNouns = map[string]bool{"problem": true, "problems": true, "fault": true, "query": true, "complaint": true, "error": true, "trouble": true}

// partDone reports a finishing verb that finishes one named part of several while another
// is still to come: "first blade done, second one we finish tomorrow".
func partDone(t string, m []int) bool {
	return rePartOrdinal.MatchString(t[:m[0]]) && reNextPart.MatchString(t[m[1]:])
}

// reIDChecked is a work item ticked off where it is named: "KRU-2091 ✅ tank at 95%"; reUndone
// takes the tick back ("✅ → ❌ reverted").
var (
	reIDChecked = regexp.MustCompile(`(\p{Lu}[\p{Lu}\d]*-\d+|#\d+)\s*[✅✔☑]`)
	reUndone    = regexp.MustCompile(`(?i)^\s*(?:→|->|=>)|[❌✗✘]|\brevert|\bundone\b|\breopen`)
)

// idChecked reports a check mark right after the line's first work item, not taken back.
func idChecked(t string) bool {
	m := reIDChecked.FindStringSubmatchIndex(t)
	if m == nil {
		return false
	}
	ids := workIDs(t)
	return (len(ids) == 0 || ids[0] == t[m[2]:m[3]]) && !reUndone.MatchString(t[m[1]:])
}

// sortedDone reports "sorted" said of the item (see reSorted), not of what it still needs,
// not denied and not asked.
func sortedDone(t string) bool {
	m := reSorted.FindStringIndex(t)
	if m == nil || strings.HasSuffix(strings.TrimSpace(t), "?") {
		return false
	}
	before := t[:strings.LastIndex(strings.ToLower(t[:m[1]]), "sorted")]
	return !reNeedsDone.MatchString(before) && !negated(before) // "still isn't sorted"
}

// closesNow reports the writer closing the item now (see reIClose), with no condition after it
// and not asked.
func closesNow(t string) bool {
	m := reIClose.FindStringIndex(t)
	return m != nil && !reLaterIf.MatchString(t[m[1]:]) && !strings.HasSuffix(strings.TrimSpace(t), "?")
}

// reSorted is "sorted" said of the item, at the end of its clause: "BBA-81 chlorinator sorted",
// "all sorted now"; reNeedsDone puts it in what is still to be done ("needs the list sorted").
var (
	reSorted    = regexp.MustCompile(`(?i)(?:^\W*(?-i:\p{Lu}[\p{Lu}\d]*-\d+)\b[^.;]{0,60}?|\b(?:all|now|got (?:it|this|that))\s+)sorted(?: out| now)?\s*(?:[.!,;)]|$|\p{So})`)
	reNeedsDone = regexp.MustCompile(`(?i)\b(?:needs?|needed|get|getting|have to|has to|want|wants|to be|should be|must be)\b`)
	// reIClose is the writer closing the item now: "I close KML-4481", "closing it".
	reIClose = regexp.MustCompile(`(?i)\bi(?:'m| am)?\s+clos(?:e|ing)\s+((?-i:\p{Lu}[\p{Lu}\d]*-\d+)|it|this)\b`)
	// reLaterIf makes what precedes it wait on something: "I close OPS-104 once Ana confirms".
	reLaterIf = regexp.MustCompile(`(?i)\b(?:once|when|after|if|as soon as|until|unless)\b`)
)

// emojiState reads the status a standup line's leading emoji gives ("✅ ENG-3 ..."), or a
// check mark right after the item it ticks off.
func emojiState(t string) State {
	t = strings.TrimSpace(t)
	if idChecked(t) {
		return Done
	}
	for _, e := range []struct {
		mark  string
		state State
	}{{"✅", Done}, {"✔", Done}, {"☑", Done}, {"🚧", InProgress}, {"🔄", InProgress}, {"⏳", InProgress}, {"🛑", Blocked}, {"⛔", Blocked}, {"🚫", Blocked}} {
		// "LRP-199 ✅"; not "KRU-2095 waits on KRU-2096 ✅", the tick of another item.
		if strings.HasPrefix(t, e.mark) || e.state == Done && strings.HasSuffix(t, e.mark) && len(slices.Compact(slices.Sorted(slices.Values(workIDs(t))))) <= 1 {
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

var blockerWords = []string{"block", "wait", "stuck", "held up", "pause", "hold", "can't", "cant", "until", "till", "without"}

func (x *extraction) readBlocker(c clause, l line) {
	if l.section != "blockers" && !hasAny(c.lower, blockerWords) {
		return
	}
	if m := reBlocker.FindStringSubmatchIndex(c.text); m != nil && !negated(c.text[:m[0]]) {
		what := strings.TrimRight(strings.TrimSpace(reTrimWhat.ReplaceAllString(c.text[m[2]:m[3]], "")), ".!")
		subject, ok := x.statusSubject(c, Blocked) // "Blocked on #619": #619 blocks, it is not blocked
		if what != "" && !none(what) && ok {
			x.add(Fact{Kind: Blocker, Subject: subject, What: what, Span: c.span})
			x.add(Fact{Kind: Status, Subject: subject, State: Blocked, Span: c.span})
		}
		return
	}
	if l.section == "blockers" && !none(c.text) && c.subject != "" {
		x.add(Fact{Kind: Blocker, Subject: c.subject, What: strings.TrimSpace(c.text), Span: c.span})
		x.add(Fact{Kind: Status, Subject: c.subject, State: Blocked, Span: c.span})
	}
}

// reSlashPartial is a count written with a slash: "131/212 done", "40/120 meters migrated".
var reSlashPartial = regexp.MustCompile(`(?i)\b(\d[\d,]*)/(\d[\d,]*)\s+(?:\p{L}+\s+)?(?:done|complete|completed|finished|installed|migrated|imported|updated|upgraded|live|flashed|signed)\b`)

// reProgressField is a tracker's progress field: "% Done: 60", "Done ratio: 60" (Redmine),
// "Progress (%): 40" (OpenProject), "Progress: 3/5" (sub-tasks), "Percent complete: 100%".
var reProgressField = regexp.MustCompile(`(?i)^\W*(?:%\s*(?:done|complete)|done\s*(?:%|ratio)|progress(?:\s*\(%\))?|percent(?:age)?\s+(?:done|complete))\s*[:=]\s*(.*?)\s*$`)

var (
	reProgressShare = regexp.MustCompile(`^(\d{1,3}(?:\.\d+)?)\s*%?$`)
	reProgressParts = regexp.MustCompile(`^(\d+)\s*(?:/|of)\s*(\d+)$`)
)

// progressField reads a progress field: whether t is one, and the state it gives: done at
// 100% (or all parts), open at 0, in progress between; none when the field says more than a
// number ("100 (reverted, see comments)"), which no progress rule, and no "done" in its label,
// may read.
func progressField(t string) (State, bool) {
	m := reProgressField.FindStringSubmatch(t)
	if m == nil {
		return "", false
	}
	var done, whole float64
	if v := reProgressShare.FindStringSubmatch(m[1]); v != nil {
		done, _ = strconv.ParseFloat(v[1], 64)
		whole = 100
	} else if v := reProgressParts.FindStringSubmatch(m[1]); v != nil {
		done, _ = strconv.ParseFloat(v[1], 64)
		whole, _ = strconv.ParseFloat(v[2], 64)
	} else {
		return "", true
	}
	switch {
	case whole <= 0:
		return "", true
	case done >= whole:
		return Done, true
	case done == 0:
		return Open, true
	}
	return InProgress, true
}

// isProgressField reports whether t is a tracker's progress field ("% Done: 60"): its state
// is its number's, never its label's "done".
func isProgressField(t string) bool {
	_, ok := progressField(t)
	return ok
}

// partial reports a count of parts done that is short of the whole ("4 of 8 installed").
func partial(t string) bool {
	m := rePartial.FindStringSubmatch(t)
	if m == nil {
		m = reSlashPartial.FindStringSubmatch(t)
	}
	return m != nil && m[1] != m[2]
}

// reClosedWhen follows "closed" when a place is closed at set times or to people, not a work
// item finished: "closed Mondays", "closed on weekends", "closed to visitors", "closed for the
// holidays", "closed 12/24–01/01", "closed 10:00–12:00".
var reClosedWhen = regexp.MustCompile(`(?i)^\s+(?:to (?:the public|visitors|traffic|customers|guests|walk-ins)\b|(?:on\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days|weekends|(?:bank |public )?holidays)\b|(?:on|at|over)\s+(?:the\s+)?weekends?\b|for (?:the\s+)?(?:holidays?|christmas|easter|summer|winter|season|lunch|renovations?|refurbishment|maintenance|repairs|works|stocktake|inventory|the day)\b|(?:from\s+)?[^\s,;.]*\d[^\s,;.]*\s*(?:[–—-]|to|until|till)\s*[^\s,;.]*\d)`)

// reIsClosedDay is a place's day off in the present: "the office is closed Saturday".
var reIsClosedDay = regexp.MustCompile(`(?i)\b(?:is|are|'s)\s+(?:also\s+|always\s+)?closed\s+(?:on\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today)\b`)

// openingHours reports a "closed" at m that gives a place's hours, not a work item's state.
func openingHours(t string, m []int) bool {
	if !strings.EqualFold(t[m[0]:m[1]], "closed") {
		return false
	}
	return reClosedWhen.MatchString(t[m[1]:]) || reIsClosedDay.MatchString(t) || premisesClosed(t, m)
}

// premisesClosed reports premises shut: their name is the subject of "closed" (not the place
// of something else: "the roof leak in the warehouse closed"), and no item follows ("Reception
// closed FAC-24" closes the ticket).
func premisesClosed(t string, m []int) bool {
	p := rePremisesClosed.FindStringIndex(t[:m[0]])
	if p == nil || rePlaceOf.MatchString(t[:p[0]]) {
		return false
	}
	return len(workIDs(t[m[1]:])) == 0
}

// rePlaceOf ends in a preposition of place: what follows is where something else is.
var rePlaceOf = regexp.MustCompile(`(?i)\b(?:in|at|on|of|from|for|near|by|inside|outside)\s+(?:the\s+|our\s+|a\s+|their\s+|your\s+)?$`)

// rePremisesClosed names premises right before "closed": a place shut, whatever follows ("our
// workshop is closed 7 January for Christmas", "the gym closed sun for the floor clean"), not a
// work item's state.
var rePremisesClosed = regexp.MustCompile(`(?i)\b(?:office|offices|shop|store|workshop|warehouse|depot|gym|studio|plant|factory|mill|yard|cent(?:re|er)|clinic|surgery|lab|laboratory|school|library|museum|branch|reception|canteen|kitchen|pool|hall|building|premises|site|showroom|bakery|restaurant|caf[eé]|bar|counter|box office|ticket office|front desk|post office|station|terminal|car park|parking)\s+(?:is\s+|are\s+|will be\s+|was\s+|'s\s+|’s\s+)?(?:also\s+|always\s+|usually\s+|normally\s+)?$`)
