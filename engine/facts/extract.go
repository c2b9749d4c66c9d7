package facts

import (
	"maps"
	"regexp"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/neurosnap/sentences"
	"github.com/neurosnap/sentences/english"

	"github.com/queueproof/queueproof/engine/index"
)

// Parser reads facts. One Parser serves every extraction: it holds compiled rules and the
// sentence model, and no state between calls.
type Parser struct {
	when      whenParser
	own       []ownRule
	sentences *sentences.DefaultSentenceTokenizer
}

// Default is the parser every reader of evidence shares (Today's records, Ask's synthesis):
// built once, on first use, and read-only after that.
var Default = sync.OnceValues(NewParser)

// NewParser compiles the rules and loads the sentence model.
func NewParser() (*Parser, error) {
	tok, err := english.NewSentenceTokenizer(nil)
	if err != nil {
		return nil, err
	}
	return &Parser{when: newWhen(), own: ownRules(), sentences: tok}, nil
}

// Thread is what earlier documents of the evidence said, which later ones build on: each
// subject's latest due date (a slip's old date), requests still open, who was asked to take
// what. Extract documents in time order through one Thread.
type Thread struct {
	// last is the subject the thread spoke of most recently.
	last string
	due  map[string]time.Time
	// slipped is, per subject, the date its latest slip replaced.
	slipped  map[string]time.Time
	requests []int // indexes into facts of requests not yet answered
	asked    map[string]asked
	// call is the latest open call for someone to take a piece of work (see volunteers.go).
	call  *openCall
	facts []Fact
	// titles are, per subject, the title of a document about it (what the work item is).
	titles map[string]string
	// askedDates are, per work item, the latest date someone asked it be done by.
	askedDates map[string]askedDate
	// named are, per identifier, the distinct words of the clauses that name it alone ("the
	// aircon room 204 (BRK-31)"), space-separated: what the thread calls the item (at most
	// maxNamed words; a string, not a set, to keep a long thread's memory small).
	named map[string]string
	// teams are the groups, teams and queues the thread's records name (lower case): an owner
	// that is one ("Assigning to Telephony" under "Group: Telephony") is a team (Fact.Team).
	teams map[string]bool
}

type asked struct {
	subject, person string
}

// maxTitles bounds the titles a thread keeps per item, in characters.
const maxTitles = 1000

// NewThread returns an empty thread.
func NewThread() *Thread {
	return &Thread{due: map[string]time.Time{}, slipped: map[string]time.Time{}, asked: map[string]asked{}, titles: map[string]string{}, named: map[string]string{}, askedDates: map[string]askedDate{}, teams: map[string]bool{}}
}

// Facts returns every fact extracted through the thread so far, in extraction order.
func (t *Thread) Facts() []Fact { return slices.Clone(t.facts) }

// extraction is the reading of one document.
type extraction struct {
	p      *Parser
	doc    Doc
	people *People
	th     *Thread
	author string
	to     string
	// subject is the document's own subject (its key, or the one identifier its title names).
	subject string
	// last is the subject the text spoke of most recently, for sentences that name none.
	last string
	// whoAsked is the thing the last line asked who does ("who's writing the migration
	// guide?") and who asked it: the next line's "I'll write it" by another speaker is about
	// that thing (see answerWho).
	whoAsked struct{ thing, asker string }
	// speaker is who speaks the line being read ("" for the document's author: line.speaker).
	speaker string
	// ids are the work identifiers of the whole text, read once (see textIDs).
	ids     []string
	idsRead bool
	// section is what the heading above the current line says its lines state.
	section string
	// lineLabel is the label that leads the current line ("FV6: ..."), which its later
	// sentences speak of too; "-" after a first sentence without one.
	lineLabel string
	// lines are the document's lines as layout read them (a reply's quote among them).
	lines []line
	// keyed is true once a field line has named the document's work item ("Card: OPS-5").
	keyed bool
	out   []Fact
	// missed are the dates the document says will be missed with no new date in their clause
	// ("HXP-41 won't make Friday."); the date the next clause gives is the new one.
	missed []missedDate
	// dueBefore are the thread's due dates as they stood before this document.
	dueBefore map[string]time.Time
	// changedField is the field a history line ("Ana changed the Due date") says the next
	// line changes.
	changedField string
	// indirect are the spans of asks made without a question ("Just checking in on CSO-71"):
	// one the same writer then asks outright is that ask, not a second (see oneAsk).
	indirect []Span
	// leadIns counts the characters of text the due-date readings hand their cue checks: the
	// words each date is read against, bounded (see leadIn) so that it grows with the text,
	// not with its square.
	leadIns int
}

// Extract reads one document's facts, appends them to the thread and returns them.
func (p *Parser) Extract(th *Thread, people *People, d Doc) []Fact {
	return p.read(th, people, d).out
}

// read reads d into th and returns the reading, its facts in out.
func (p *Parser) read(th *Thread, people *People, d Doc) *extraction {
	if people == nil {
		people = NewPeople()
	}
	people.Add(d.Author)
	learnNamed(people, d.Text)
	noteTeams(th, people, d)
	x := &extraction{p: p, doc: d, people: people, th: th, author: displayName(d.Author), dueBefore: maps.Clone(th.due)}
	x.subject = x.docSubject()
	// A reply whose only subject is its title's topic is about the work item its thread has
	// tied that topic to (the thread is one conversation: one topic).
	if th.last != "" && x.subject == Topic(d.Title) && len(x.textIDs()) == 0 && len(workIDs(th.last)) == 1 {
		x.subject = th.last
	}
	if x.subject != "" && (d.Key == x.subject || slices.Contains(workIDs(d.Title), x.subject)) {
		// A ticket's or a page's titles say what its item is: each new one is kept beside the
		// others ("Re: FM-93" adds nothing a reader needs, and erases nothing), up to maxTitles.
		if t := th.titles[x.subject]; !strings.Contains(t, d.Title) && len(t) < maxTitles {
			th.titles[x.subject] = strings.TrimSpace(t + "\n" + d.Title)
		}
	}
	x.last = x.subject
	if x.last == "" {
		x.last = th.last
	}
	lines := x.layout()
	x.lines = lines
	x.readFields()
	prev, para := line{}, false
	x.typeColumns(lines)
	for _, l := range lines {
		x.speaker = l.speaker
		if l.heading {
			x.section, para = x.stepsOf(sectionOf(x.doc.Text[l.span.Start:l.span.End])), l.para
			prev = l
			continue
		}
		if endsList(x.doc.Text, prev, l) || para && strings.Count(x.doc.Text[prev.span.End:l.span.Start], "\n") >= 2 {
			// A paragraph after a list and a blank line is no longer the list's section, nor
			// one after the paragraph a standalone heading stood above.
			x.section, para = "", false
		}
		prev = l
		if l.bullet && x.subject != "" {
			x.last = x.subject // list items are independent of one another
		}
		if l.section == "" && l.zone == body {
			l.section = x.section
		}
		n := len(x.out)
		switch {
		case l.zone != body:
		case l.cells != nil:
			x.readRow(l)
		case l.segs != nil && !l.bullet:
			x.readSegments(l)
		case l.field != "":
			x.readField(l)
		default:
			if (l.segs != nil || l.box != 0) && x.readSegments(l) { // a checklist item is a row even in one part
				break // a person's item, read whole
			}
			x.readProse(l)
		}
		if l.reporter != "" {
			end := len(x.out)
			x.updateOwners(l.reporter, x.out[n:end:end], x.doc.Text[l.span.Start:l.span.End]) // the line's facts; owners are appended after them
		}
		if asked := x.whoAsked; asked.thing != "" && l.zone == body && l.speaker != "" && l.speaker != asked.asker {
			x.whoAsked.thing, x.whoAsked.asker = "", "" // kept only for the line right after the question
		}
	}
	x.readHeadingDates(lines)
	x.prStages()
	x.answerRequests()
	x.missedThenDue()
	x.replanned()
	x.oneAsk()
	x.out = namedDates(doneNotDue(x.doc.Text, supersededOwners(dedupe(x.out))))
	if x.last != "" {
		th.last = x.last
	}
	for _, f := range x.out {
		// A commitment's own date may be an errand's; the work's date is its Due fact.
		if f.Kind == Due && !f.Date.IsZero() && !f.Ambiguous() {
			th.due[f.Subject] = f.Date
		}
	}
	base := len(th.facts)
	th.facts = append(th.facts, x.out...)
	for i, f := range x.out {
		if f.Kind == Request && !f.Answered {
			th.requests = append(th.requests, base+i)
		}
	}
	return x
}

// reIncidentChannel is the name incident tools give the channel they open for one incident:
// "#inc-cat-server", "incident-tills", "#incident_2026_11_03_dns".
var reIncidentChannel = regexp.MustCompile(`(?i)(?:^|[\s#·|—–:/])(?:inc|incident)[-_][\p{L}\d][\p{L}\d_-]*\s*$`)

// reStandingChannel names a channel that stays for many incidents: "#incident-response",
// "#inc-review-weekly", "#incidents-ops".
var reStandingChannel = regexp.MustCompile(`(?i)[-_](?:response|review|reviews|weekly|daily|team|ops|alerts?|general|management|process|postmortems?|retros?|comms|triage|oncall|on-call|log|updates)\b`)

// reQuotedItem is a work item a notification names in quotes after its kind.
var reQuotedItem = regexp.MustCompile(`\b(?:the\s+)?(?:task|card|issue|item|story|ticket|work order|job|subtask|to-do|todo)\s+['‘"“]([^'’"”\n]{3,80})['’"”]`)

// docSubject is the identifier a document is about as a whole: its key, or the one work
// identifier its title (or else its whole text) names.
func (x *extraction) docSubject() string {
	if x.doc.Key != "" {
		return x.doc.Key
	}
	if ids := workIDs(x.doc.Title); len(ids) > 0 {
		if x.doc.Kind == "pr" {
			return firstWritten(x.doc.Title, ids) // a PR's title leads with its own number
		}
		return ids[0]
	}
	// A document's title names its subject; a chat channel's name does not.
	if x.doc.Kind == "doc" && x.doc.Title != "" {
		return Topic(x.doc.Title)
	}
	if ids := x.textIDs(); len(ids) == 1 {
		return ids[0]
	}
	// A tracker's notification names its item in quotes: "assigned you to the task 'Re-glaze
	// glasshouse bay 3'", "moved the card “Menu boards” from Doing to Done".
	if x.doc.Kind != "chat" && len(x.textIDs()) == 0 {
		if m := reQuotedItem.FindStringSubmatch(x.doc.Text); m != nil {
			return m[1]
		}
	}
	if x.doc.Kind != "chat" && x.doc.Kind != "incident" && len(x.textIDs()) == 0 {
		return Topic(x.doc.Title)
	}
	if len(x.textIDs()) == 0 && reIncidentChannel.MatchString(x.doc.Title) && !reStandingChannel.MatchString(x.doc.Title) {
		return Topic(x.doc.Title) // "#inc-coldroom-2": a channel opened for one incident is that incident
	}
	return ""
}

// textIDs are the work identifiers of the document's whole text, read once.
func (x *extraction) textIDs() []string {
	if !x.idsRead {
		x.ids, x.idsRead = workIDs(x.doc.Text), true
	}
	return x.ids
}

// person resolves a handle or name as this document's people know it.
func (x *extraction) person(handle string) string {
	if w, rest, _ := strings.Cut(strings.TrimSpace(handle), " "); selfWords[strings.ToLower(strings.Trim(w, "@<>:,.!()"))] &&
		(rest == "" || reForNow.MatchString(rest)) {
		return x.author // "IC: me", "IC: me for now": the writer ("" when the document names none)
	}
	return x.people.Resolve(handle, x.author)
}

// reForNow is what may follow "me" where a person stands and leave the writer named: a time it
// holds for ("for now", "until Friday") or an aside; "me no longer" and "I don't know yet" name
// no one.
var reForNow = regexp.MustCompile(`(?i)^(?:for now|for the time being|for the moment|for today|this week|until\b|till\b|\(|[,;—–-])`)

// workIDs returns the work-item identifiers in text (tickets, incidents, pull requests,
// "#482"), in order, distinct, as written.
func workIDs(text string) []string {
	if !hasDigit(text) {
		return nil // every identifier form holds a digit
	}
	var out []string
	for _, id := range index.ExtractIdentifiers(text) {
		switch id.Kind {
		case "ticket", "incident", "pr":
			out = append(out, id.Value)
		}
	}
	for _, m := range reHashNum.FindAllStringSubmatchIndex(text, -1) {
		if reSequenceWord.MatchString(text[:m[0]]) {
			continue // "Update #3", "Build #2318", "Step #2": a number in a sequence, no work item
		}
		n := text[m[2]:m[3]]
		if a, b, ok := strings.Cut(n, "-"); ok && index.NumberRange(a, b) {
			n = a // "#120-125": a range names its first
		}
		out = append(out, "#"+n)
	}
	out = append(out, recordIDs(text)...)
	return slices.Compact(out)
}

// reSequenceWord ends in a word that numbers a post, a step or a run of a sequence rather
// than a piece of work: "Update #3", "comment #12", "Build #2318", "run #1312", "Round #2".
var reSequenceWord = regexp.MustCompile(`(?i)\b(?:update|comment|reply|note|message|post|step|round|part|page|day|week|sprint|version|rev|revision|attempt|run|build|pipeline|deploy|deployment|iteration|episode|chapter|section)\s*$`)

func hasDigit(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= '0' && s[i] <= '9' {
			return true
		}
	}
	return false
}

// reTeamField is a record's line naming the group, team or queue that holds the work.
var reTeamField = regexp.MustCompile(`(?im)^[ \t]*(?:assignment group|support group|group|team|queue|squad|department|dept)[ \t]*:[ \t]*([^\n,;]{2,40}?)[ \t]*$`)

// noteTeams keeps the groups, teams and queues a record names: the source system's fields, and
// the field lines of a ticket (not a mail's or a chat's, which anyone may write), none that
// names a person the case knows ("Team: Ines Duarte").
func noteTeams(th *Thread, people *People, d Doc) {
	note := func(v string) {
		if v = strings.TrimSpace(v); v != "" && !people.Known(v) {
			th.teams[strings.ToLower(v)] = true
		}
	}
	for _, k := range []string{"group", "team", "queue", "assignment group", "assignment_group"} {
		note(d.Fields[k])
	}
	if d.Kind != "ticket" || !strings.Contains(d.Text, ":") {
		return
	}
	for _, m := range reTeamField.FindAllStringSubmatch(d.Text, -1) {
		note(m[1])
	}
}

func (x *extraction) add(f Fact) {
	if f.Subject == "" || f.Kind == Owner && placeholderPerson(f.Person) {
		return
	}
	f.Team = f.Kind == Owner && x.th.teams[strings.ToLower(f.Person)]
	f.Doc, f.At = x.doc.ID, x.doc.At
	if f.Field && x.doc.Kind == "ticket" && x.doc.Title != "" {
		f.Record = "ticket:" + strings.ToLower(x.doc.Author+"\n"+Topic(x.doc.Title)) // one system's ticket: a vendor's of the same title is another
	}
	if f.Kind == Owner {
		x.people.Add(f.Person) // an owner named in full is a person the text may go on to speak of
	}
	if f.Quote == "" && f.Span.End > f.Span.Start {
		f.Quote = x.doc.Text[f.Span.Start:f.Span.End]
	}
	x.out = append(x.out, f)
}

// answerRequests marks earlier open requests about a subject this document speaks of, when
// someone other than the asker writes it.
func (x *extraction) answerRequests() {
	speaks := map[string]bool{}
	for _, f := range x.out {
		speaks[f.Subject] = true
	}
	for _, id := range x.textIDs() {
		speaks[id] = true
	}
	if x.subject != "" {
		speaks[x.subject] = true
	}
	keep := x.th.requests[:0]
	for _, i := range x.th.requests {
		r := &x.th.facts[i]
		if speaks[r.Subject] && !strings.EqualFold(r.Person, x.author) {
			r.Answered, r.AnsweredIn, r.AnsweredAt = true, x.doc.ID, max(0, strings.Index(x.doc.Text, r.Subject))
			continue
		}
		keep = append(keep, i)
	}
	x.th.requests = keep
}

// dedupe keeps the first of facts that state the same thing about the same subject (a field's
// over a sentence's).
func dedupe(fs []Fact) []Fact {
	var out []Fact
	for _, f := range fs {
		if i := slices.IndexFunc(out, func(g Fact) bool { return same(f, g) }); i >= 0 {
			if f.Field && !out[i].Field {
				out[i] = f // a field line and a sentence agree: the field is the system of record
			}
			continue
		}
		out = append(out, f)
	}
	return out
}

func same(a, b Fact) bool {
	return a.Kind == b.Kind && a.Subject == b.Subject && strings.EqualFold(a.Person, b.Person) && a.State == b.State &&
		a.Date.Equal(b.Date) && a.Old.Equal(b.Old) && (a.Kind != Decision && a.Kind != Blocker || a.What == b.What) &&
		(a.Kind != Request || a.Span == b.Span)
}

// oneAsk drops an indirect ask ("Just checking in on the parts (CSO-71).") when the document
// asks the same of the same reader outright ("Would you let me know?"): one ask, said twice.
func (x *extraction) oneAsk() {
	if len(x.indirect) == 0 {
		return
	}
	x.out = slices.DeleteFunc(x.out, func(f Fact) bool {
		if f.Kind != Request || !slices.Contains(x.indirect, f.Span) {
			return false
		}
		return slices.ContainsFunc(x.out, func(g Fact) bool {
			return g.Kind == Request && g.Span != f.Span && !slices.Contains(x.indirect, g.Span) && g.Subject == f.Subject && strings.EqualFold(g.Person, f.Person)
		})
	})
}
