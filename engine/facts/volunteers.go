package facts

import (
	"regexp"
	"strings"
	"time"
)

// A thread often finds its owner by an open call and a volunteer: someone asks who takes a
// piece of work ("bootcamp flights — who", "who's doing the hotel?", "need someone for the
// pharmacy run tmrw 7:00") and another person answers for themselves ("me. booking fri",
// "I can", "🙋"). The one who answers owns the work the call named.
var (
	// reCallWho ends a line that names the work with "who" or "anyone": "bootcamp flights — who".
	// "gazebo hire — who's on it?", "the raffle: who's got it?" ask the same.
	reCallWho = regexp.MustCompile(`(?i)^\W*(.{3,60}?)\s*(?:[—–:]+|\s-+|,)\s*(?:who|anyone|any ?one|volunteers?)(?:(?:['’]s|\s+is)?\s+(?:on|got|doing|taking|has|owns|wants)\s+(?:it|this|that))?\s*\?*\s*$`)
	// reCallVerb asks who does it: "who's doing the hotel?", "who can take the Friday run?".
	reCallVerb = regexp.MustCompile(`(?i)\bwho(?:['’]s| is| will| can|['’]ll| wants to| could)?\s+(?:take|takes|taking|do|does|doing|handle|handles|handling|grab|grabs|cover|covers|covering|run|runs|running|pick up|picks up|drive|drives|driving|own|owns|book|books|booking|sort|sorts|sorting)\s+(.+)$`)
	// reCallNotWork is food or drink, which a call offers or counts heads for ("cake in the
	// kitchen, anyone?", "lunch at Gino's friday — who?"), not work.
	reCallNotWork = regexp.MustCompile(`(?i)\b(?:cake|biscuits|leftovers?|lunch|dinner|drinks?|pizza|coffee|beer|pub)\b`)
	// reCallNeed asks for someone: "need someone for the pharmacy run", "anyone free to cover sat?".
	reCallNeed = regexp.MustCompile(`(?i)\b(?:need|needs|looking for|any)\s+(?:someone|somebody|anyone|a volunteer|volunteers|a hand|one more)\b[^.?!]{0,20}?\b(?:for|to (?:do|take|cover|run|handle|grab|drive|book|sort))\s+(.+)$`)
	// reVolunteer is an answer taking the work for its speaker.
	// The claim is the answer's first words (after a yes: "yep mine, thu", "sure, I'll take
	// it"), ended there (or by a raised hand: "mine 🙋 thu"): "me. booking fri", "I can, will
	// book tonight", "I can do it"; not "me too", "me neither", "I can ask around", "I'm in Lyon all week".
	reVolunteer = regexp.MustCompile(`(?i)^\W*(?:(?:yes|yep|yup|yeah|ya|sure|ok|okay|right|fine)\W+)?(?:me|mine|i can(?: do (?:it|that|this))?|i could|i'?ll (?:do|take|grab|book|cover|handle|sort) (?:it|that|this)|i will (?:do|take) (?:it|that|this)|count me in|i'?m in|i'?ll do it|i'?ll go)\s*(?:[.!,;:)—–-]|$|` + raisedHand + `)|^\s*(?:🙋|✋|🙋‍♀️|🙋‍♂️)`)
)

// readCall records an open call for someone to take work, made by me in the sentence sp.
func (x *extraction) readCall(sp Span, me string, ids []string) {
	s := strings.TrimSpace(x.doc.Text[sp.Start:sp.End])
	if me == "" || x.doc.Kind != "chat" {
		return
	}
	bare := x.bareThing(sp, s)
	if bare == "" && !hasAny(strings.ToLower(s), []string{"who", "anyone", "any one", "volunteer", "someone", "somebody", "a hand", "one more"}) {
		return
	}
	thing := ""
	switch {
	case bare != "":
		thing = bare
	case reCallWho.MatchString(s):
		thing = reCallWho.FindStringSubmatch(s)[1]
		if i := strings.LastIndexAny(thing, ".!?"); i >= 0 && i+1 < len(thing) && thing[i+1] == ' ' {
			thing = thing[i+2:] // "ok, open day on Saturday. gazebo hire — who's on it?": the call's own sentence
		}
	case reCallVerb.MatchString(s):
		thing = object(reCallVerb.FindStringSubmatch(s)[1])
	case reCallNeed.MatchString(s):
		thing = object(reCallNeed.FindStringSubmatch(s)[1])
	default:
		return
	}
	if negated(s) || reNegCall.MatchString(s) || reCallNotWork.MatchString(thing) {
		return // "we don't need anyone for the van hire any more"
	}
	subject := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(thing), "the "))
	if len(ids) == 0 {
		ids = tagIDs(x.doc.Text[sp.End:]) // "who's sorting the 4x4 hire? LKP-318": the item it tags
	}
	if len(ids) > 0 {
		subject = ids[0] // "ENG-4 — who?": the item itself
	}
	if subject == "" || generic(subject) || isPronoun(subject) {
		if subject = x.subjectOf(ids); subject == "" {
			return
		}
	}
	x.th.call = &openCall{subject: subject, person: me, at: x.doc.At, title: x.doc.Title, bare: bare != ""}
}

// reBareThing is a message that names a thing and asks, nothing else: "sh040 roto?", "the
// Aldgate quote??", "hotel?". In team chat it asks after the thing: who takes it, or where it
// stands; one who answers "mine" takes it.
var reBareThing = regexp.MustCompile(`^\W*?([\p{L}\d][\p{L}\d '’/&.-]{1,40}?)\s*\?+\s*$`)

// bareThing is the thing a whole message of that shape names, "" otherwise: a message of more
// than this one sentence, a person, a date, a pronoun or a question word is no thing.
func (x *extraction) bareThing(sp Span, s string) string {
	if strings.TrimSpace(x.doc.Text[:sp.Start]) != "" || strings.TrimSpace(x.doc.Text[sp.End:]) != "" {
		return ""
	}
	m := reBareThing.FindStringSubmatch(s)
	if m == nil {
		return ""
	}
	t := strings.TrimSpace(m[1])
	if len(strings.Fields(t)) > 6 || !nounPhrase(t) || x.people.Known(t) || len(x.p.Dates(t, x.doc.At)) > 0 || discourseLabels[strings.ToLower(t)] ||
		reQuestionWord.MatchString(t) {
		return ""
	}
	return t
}

// reQuestionWord opens a question in its own words ("why?", "what now?", "really?"), which
// names no thing.
var reQuestionWord = regexp.MustCompile(`(?i)^(?:why|what|how|when|where|who|which|whose|really|seriously|sure|right|true|ok|okay|yes|no|any news|news|thoughts|status|eta|update)\b`)

// reTakesWork is an answer that takes work in words ("I'll take it", "I'll do it"), not only
// "me" or "mine".
var reTakesWork = regexp.MustCompile(`(?i)\b(?:take|do|grab|book|cover|handle|sort|own)\b`)

// raisedHand are the emoji that take a thing when they close "me" or "mine" ("mine 🙋 thu"): a
// raised hand, a thumb up, a tick, a flexed arm; a laughing face ("me 😂") takes nothing.
const raisedHand = `\s*(?:🙋|✋|👍|✅|✔|🙌|💪|👌|☝|🖐|🤚)`

// openCall is a call for someone to take work, open until another person first answers it.
type openCall struct {
	subject, person string
	at              time.Time
	// title is where it was made: a chat channel, a ticket.
	title string
	// bare marks a message that only named the thing and asked ("kiln rota?"): it may ask
	// after an object, an offer or a headcount as well as after work, so only an answer that
	// names a day ("mine 🙋 thu", "mine, after the 3rd") or takes it in words ("I'll take it")
	// takes it as work.
	bare bool
}

// callLife is how long a call waits for its answer.
const callLife = 72 * time.Hour

// reNegCall is a call taken back: "don't need anyone", "no longer need someone".
var reNegCall = regexp.MustCompile(`(?i)\b(?:don'?t|do not|no longer|no more)\s+(?:\w+\s+)?need\b`)

// tagIDs are the identifiers that alone end the line after a sentence: its tag.
func tagIDs(rest string) []string {
	if i := strings.IndexByte(rest, '\n'); i >= 0 {
		rest = rest[:i]
	}
	ids := workIDs(rest)
	for _, id := range ids {
		rest = strings.ReplaceAll(rest, id, "")
	}
	if strings.TrimFunc(rest, notWordRune) != "" {
		return nil
	}
	return ids
}

// ownLine reports whether me speaks the line being read in their own words: the document's
// author, or, in a transcript (a chat whose first line opens with its author's own "Name:", as
// chat exports write a thread), the line's speaker. A chat message that opens with someone
// else's name relays them ("Ivo Lanz: me" posted by Mallory): no one speaks there but its author.
func (x *extraction) ownLine(me string) bool {
	if strings.EqualFold(me, x.author) {
		return true
	}
	first, _, _ := strings.Cut(strings.TrimLeft(x.doc.Text, " \t\r\n"), "\n")
	i := strings.Index(first, ": ")
	return x.speaker != "" && strings.EqualFold(me, x.speaker) && i > 0 && i <= 80 && strings.EqualFold(x.person(first[:i]), x.author)
}

// volunteered reads a clause that answers an open call for its speaker; it reports whether
// it gave the work an owner.
// The answer must be the first another person gives, in the same chat channel, within
// callLife, in their own words (a line relaying "Ivo: me" volunteers no one). Calls are read
// in team chat only: a ticket's or a mail's reader may be a customer.
func (x *extraction) volunteered(c *clause) bool {
	call := x.th.call
	if call == nil || c.me == "" || strings.EqualFold(c.me, call.person) {
		return false
	}
	if x.doc.Title != call.title || x.doc.At.Sub(call.at) > callLife || !x.ownLine(c.me) || x.doc.Kind != "chat" {
		x.th.call = nil // another place, too late, or not the author's own line: the call is over
		return false
	}
	x.th.call = nil // the first other person to answer decides it
	if !reVolunteer.MatchString(c.text) || negated(c.text) {
		return false
	}
	// The day the answer names is when the volunteer will have it done: "mine 🙋 thu", "me.
	// booking fri". A day that is not the answer's own deadline is none: a condition ("me, but
	// not before the 3rd", "me, away till mon") or a day gone ("me, did it last friday").
	var due *DateMention
	answer := x.doc.Text[c.span.Start:] // the answer's rest: "me. fri", "mine, but not before mon"
	ds := x.p.Dates(answer, x.doc.At)
	if len(ds) == 1 && !ds[0].Date.Before(truncateDay(x.doc.At)) && !reFromDay.MatchString(answer[:min(ds[0].Span.Start, len(answer))]) {
		due = &ds[0]
	}
	if call.bare && len(ds) == 0 && !reTakesWork.MatchString(answer) {
		return false // "charger on desk 4?" / "mine! 🙏": a thing claimed, no work taken
	}
	x.add(Fact{Kind: Owner, Subject: call.subject, Person: c.me, Span: c.span})
	if due != nil {
		x.add(Fact{Kind: Due, Subject: call.subject, Date: due.Date, Readings: readings(*due), Span: c.span})
	}
	return true
}

// reFromDay sets a day as the earliest, not the deadline: "not before", "after", "from", "away
// till", "back on".
var reFromDay = regexp.MustCompile(`(?i)\b(?:not (?:before|until|till)|after|from|starting|earliest|back on|back|away (?:till|until|to)|off (?:till|until|to)|out (?:till|until|to)|ooo (?:till|until|to)|on leave (?:till|until|to)|till|until)\s+(?:the\s+)?$`)
