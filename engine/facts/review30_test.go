package facts_test

// A thirtieth independent review, of this session's last facts readings, in wording of our own
// (a county record office, the Wexmoor County Archives: search-room chat, conservation plan
// notes, the systems desk's tracker pages, replies and forwards, a tool's table export):
//
//  1. 3418d0f (extract.go person): "me" with a lower-case qualifier after it ("me for now") is
//     the writer; "me" before a capitalised word is not taken.
//  2. 59a1884 (fields.go statePrefixes; layout.go toState, reToValue): a resolution after a
//     tracker's state decides it; a "<field> changed: A → B" line ending on a state is the
//     item's state.
//  3. 778ea38 (status.go thingWorks, reThingWorking, notThingBefore): "working on" said of a
//     thing is its functioning; said of people it is work in progress.
//
// Probes use runFactProbes (review4_test.go). A probe with a `wrong` field fails today, is
// logged as KNOWN WRONG, and fails the test once it holds. Each mark was classed by running
// these probes on an export of 7ab502b (before the three): "(brought by <commit>)" held there
// and fails now; "(pre-existing)" failed there as well for another reason; "(not covered)"
// failed there as well and is of the kind the reading was written for.
//
// The writer's "me" (1): 16 probes, 8 hold, 8 marked (3 brought by 3418d0f: any selfword
// followed by a lower-case word is the writer, so "me no longer, Idris has it", "I don't know
// yet" and "i guess idris?" make the writer the owner; 1 not covered: a tool's export gives the
// tool as owner; 4 pre-existing: an owner field keeps one person, so the co-owner after "and",
// "/" or "," is lost); "me for the time being" and the lower-case "me for now" failed on
// 7ab502b; the quoted, forwarded and transcript "me" and "me → Idris" hold.
// Tracker states (2): 20 probes, 10 hold, 10 marked (4 brought by 59a1884: a history ending on
// a value that opens with a state word is the item's state whatever the field, "Closed Loop
// Recycling", an access rule "Closed (30-year rule)", a "Closed store B", "closed Mondays"; 6
// not covered: VERIFIED FIXED, CLOSED WORKSFORME, RESOLVED INCOMPLETE, an arrow "➜", "A to B",
// a German "geändert"); WORKSFORME, CLOSED DUPLICATE, "Phase changed: … → Done" and "→
// Reopened" failed on 7ab502b; Priority, Sprint, Assignee and Severity histories state nothing.
// Working on (3): 16 probes, 7 hold, 9 marked (7 brought by 778ea38: people named by a word
// not in notThingBefore, "plumbers", "joiners", "apprentices", "the duty archivist",
// "someone from facilities", a name in lower case, and a thing functioning before a person at
// work in one clause; 1 not covered: "it's working on my machine"; 1 pre-existing: "Nobody");
// the patch, the scanners, the dehumidifiers and the item itself "working on" failed on 7ab502b.
// In all: 52 probes, 25 hold, 27 marked (14 brought, 8 not covered, 5 pre-existing).
//
// After the review: "me" is the writer only alone or before a time it holds for or an aside
// ("for now", "until Friday", "(", ","), so "me no longer", "I don't know yet" and "i guess"
// name no one; a field's history is a state only when it ends on a state as a whole ("→
// Resolved", not "→ Closed Loop Recycling", "→ Closed (30-year rule)", "→ closed Mondays"); the
// "working on" reading of 778ea38 is withdrawn (it could not tell things from people), so its
// seven brought probes hold and four probes of its own kind are marked lost. Now: 52 probes, 35
// hold, 17 marked (4 lost by the withdrawal, 8 not covered, 5 pre-existing).

import (
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine/facts"
)

// r30 is a document of the Wexmoor County Archives written on day of December 2026 at 09:30
// (2 December 2026 is a Wednesday).
func r30(id, kind, author, title string, day int, text string) facts.Doc {
	return facts.Doc{ID: id, Kind: kind, Author: author, At: time.Date(2026, 12, day, 9, 30, 0, 0, time.UTC), Title: title, Text: text}
}

// arc30 is one message in the archive's search-room chat on Wednesday 2 December 2026, written
// by the senior archivist, after a message of the conservator the day before (so that "Idris"
// is someone the thread knows).
func arc30(text string) []facts.Doc {
	return []facts.Doc{r30("0", "chat", "Idris Okonjo", "#searchroom", 1, "Morning all."),
		r30("1", "chat", "Hester Brannigan", "#searchroom", 2, text)}
}

// note30 is a plan note of the senior archivist's on 2 December 2026, after the conservator's
// chat message the day before.
func note30(title, text string) []facts.Doc {
	return []facts.Doc{r30("0", "chat", "Idris Okonjo", "#searchroom", 1, "Morning all."),
		r30("1", "doc", "Hester Brannigan", title, 2, text)}
}

// ticket30 is a tracker's page of the archive's systems desk.
func ticket30(text string) []facts.Doc {
	return []facts.Doc{r30("1", "ticket", "Hester Brannigan", "Archive systems tracker", 2, text)}
}

// Reading 1 (3418d0f, extract.go person): "me" with a lower-case qualifier after it is the
// writer; "me" before a capitalised word is not taken. A "me" that is someone else's, or a word
// after "I" that takes the role back, is not the writer's ownership.
func TestReview30Me(t *testing.T) {
	runFactProbes(t, []factProbe{
		{name: "'Owner: me for the time being'",
			docs: note30("WCA-11 tithe maps", "WCA-11 tithe map repairs\nOwner: me for the time being"),
			want: []string{"owner WCA-11 Hester Brannigan"}, not: []string{"owner WCA-11 Me*", "owner WCA-11 me*"}},
		{name: "'Lead: me (until Friday)'",
			docs: note30("WCA-11 tithe maps", "WCA-11 tithe map repairs\nLead: me (until Friday)"),
			want: []string{"owner WCA-11 Hester Brannigan"}, not: []string{"owner WCA-11 Me*", "owner WCA-11 me*"}},
		{name: "'Owner: me (Idris covers Fri)'",
			docs: note30("WCA-11 tithe maps", "WCA-11 tithe map repairs\nOwner: me (Idris covers Fri)"),
			want: []string{"owner WCA-11 Hester Brannigan"}, not: []string{"owner WCA-11 Me*", "owner WCA-11 me*"}},
		{name: "'Owner: me and Idris'",
			docs: note30("WCA-11 tithe maps", "WCA-11 tithe map repairs\nOwner: me and Idris"),
			want: []string{"owner WCA-11 Hester Brannigan", "owner WCA-11 Idris Okonjo"}, not: []string{"owner WCA-11 Me*", "owner WCA-11 me*"},
			wrong: "(pre-existing) an owner field keeps one person only (layout.go owner field; two named owners fail the same way), so Idris is lost; the writer is right"},
		{name: "'Owner: me / Idris'",
			docs: note30("WCA-11 tithe maps", "WCA-11 tithe map repairs\nOwner: me / Idris"),
			want: []string{"owner WCA-11 Hester Brannigan", "owner WCA-11 Idris Okonjo"}, not: []string{"owner WCA-11 Me*", "owner WCA-11 me*"},
			wrong: "(pre-existing) an owner field keeps one person only, so Idris after the slash is lost; the writer is right"},
		{name: "'Owner: Me, Idris'",
			docs: note30("WCA-11 tithe maps", "WCA-11 tithe map repairs\nOwner: Me, Idris"),
			want: []string{"owner WCA-11 Hester Brannigan", "owner WCA-11 Idris Okonjo"}, not: []string{"owner WCA-11 Me*", "owner WCA-11 me*"},
			wrong: "(pre-existing) an owner field keeps one person only, so Idris after the comma is lost; the writer is right"},
		{name: "chat in lower case: 'owner: me for now, idris from fri'",
			docs: arc30("WCA-11 tithe maps\nowner: me for now, idris from fri"),
			want: []string{"owner WCA-11 Hester Brannigan"}, not: []string{"owner WCA-11 Me*", "owner WCA-11 me*"}},
		{name: "two named owners (control for 'me and Idris')",
			docs:  note30("WCA-11 tithe maps", "WCA-11 tithe map repairs\nOwner: Maud Lindgren and Idris Okonjo"),
			want:  []string{"owner WCA-11 Maud Lindgren", "owner WCA-11 Idris Okonjo"},
			wrong: "(pre-existing) an owner field of two names joined by 'and' gives the first only (layout.go owner field)"},
		// Traps: the words after "me" or "I" give the work to someone else, or the "me" is
		// someone else's.
		{name: "'Owner: me no longer, Idris has it'",
			docs: note30("WCA-11 tithe maps", "WCA-11 tithe map repairs\nOwner: me no longer, Idris has it"),
			not:  []string{"owner WCA-11 Hester Brannigan"}},
		{name: "'Owner: me → Idris' (a hand-over)",
			docs: note30("WCA-11 tithe maps", "WCA-11 tithe map repairs\nOwner: me → Idris (from Monday)"),
			want: []string{"owner WCA-11 Idris Okonjo"}},
		{name: "'Owner: I don't know yet'",
			docs: note30("WCA-11 tithe maps", "WCA-11 tithe map repairs\nOwner: I don't know yet"),
			not:  []string{"owner WCA-11 Hester Brannigan"}},
		{name: "chat: 'owner: i guess idris?'",
			docs: arc30("WCA-11 tithe maps\nowner: i guess idris?"),
			not:  []string{"owner WCA-11 Hester Brannigan"}},
		{name: "a quoted reply's 'Owner: me for now' is the quoted writer's",
			docs: []facts.Doc{r30("1", "mail", "Maud Lindgren", "Re: WCA-11 tithe maps", 2,
				"Thanks Hester, noted.\n\nOn Tue, 1 Dec 2026, Hester Brannigan wrote:\n> WCA-11 tithe map repairs\n> Owner: me for now")},
			not: []string{"owner WCA-11 Maud Lindgren", "owner WCA-11 Me*", "owner WCA-11 me*"}},
		{name: "a forwarded mail's 'Owner: me (until Friday)' is the forwarded writer's",
			docs: []facts.Doc{r30("1", "mail", "Maud Lindgren", "Fwd: WCA-11 tithe maps", 2,
				"See below.\n\n---------- Forwarded message ---------\nFrom: Hester Brannigan\nSubject: WCA-11 tithe maps\n\nWCA-11 tithe map repairs\nOwner: me (until Friday)")},
			not: []string{"owner WCA-11 Maud Lindgren", "owner WCA-11 Me*", "owner WCA-11 me*"}},
		{name: "a tool's export with 'me for now' in its owner column names no writer",
			docs: []facts.Doc{r30("1", "doc", "Airtable export", "Conservation queue", 2,
				"| Item | Owner | Due |\n|---|---|---|\n| WCA-11 tithe map repairs | me for now | 11 Dec |")},
			not:   []string{"owner WCA-11 Airtable export", "owner WCA-11 tithe map repairs Airtable export", "owner WCA-11 Me*", "owner WCA-11 me*"},
			wrong: "(not covered; 'Me for now' at 7ab502b) extract.go person makes 'me for now' the document's author whoever that is, so the tool ('Airtable export') owns the row"},
		{name: "a transcript's speaker saying 'owner: me for now'",
			docs: []facts.Doc{r30("1", "doc", "Hester Brannigan", "Search room meeting notes", 2,
				"Search room meeting, 2 Dec\n\nIdris Okonjo: WCA-11 tithe maps, owner: me for now.\nHester Brannigan: thanks.")},
			not: []string{"owner WCA-11 Hester Brannigan", "owner WCA-11 Me*"}},
	})
}

// Reading 2 (59a1884, fields.go statePrefixes; layout.go toState): a resolution after a
// tracker's state decides it; a field's history that ends on a state is the item's state. A
// history ending on a company, an access rule or a value that only opens with a state word
// states nothing.
func TestReview30TrackerStates(t *testing.T) {
	runFactProbes(t, []factProbe{
		{name: "'Status: RESOLVED FIXED'",
			docs: ticket30("WCA-20 catalogue search drops diacritics\nStatus: RESOLVED FIXED"),
			want: []string{"status WCA-20 done"}},
		{name: "'Status: RESOLVED WORKSFORME'",
			docs: ticket30("WCA-20 catalogue search drops diacritics\nStatus: RESOLVED WORKSFORME"),
			want: []string{"status WCA-20 cancelled"}, not: []string{"status WCA-20 done"}},
		{name: "'Status: VERIFIED FIXED'",
			docs:  ticket30("WCA-20 catalogue search drops diacritics\nStatus: VERIFIED FIXED"),
			want:  []string{"status WCA-20 done"},
			wrong: "(not covered) fields.go statePrefixes/stateOf know no 'verified', so Bugzilla's VERIFIED FIXED states nothing"},
		{name: "'Status: CLOSED DUPLICATE of WCA-19'",
			docs: ticket30("WCA-20 catalogue search drops diacritics\nStatus: CLOSED DUPLICATE of WCA-19"),
			want: []string{"status WCA-20 cancelled"}, not: []string{"status WCA-20 done", "status WCA-19 *"}},
		{name: "'Status: CLOSED WORKSFORME'",
			docs: ticket30("WCA-20 catalogue search drops diacritics\nStatus: CLOSED WORKSFORME"),
			want: []string{"status WCA-20 cancelled"}, not: []string{"status WCA-20 done"},
			wrong: "(not covered) fields.go statePrefixes has 'resolved worksforme' but no 'closed worksforme', so 'closed' reads it done"},
		{name: "'Status: RESOLVED INCOMPLETE' (closed for want of detail)",
			docs:  ticket30("WCA-20 catalogue search drops diacritics\nStatus: RESOLVED INCOMPLETE"),
			not:   []string{"status WCA-20 done"},
			wrong: "(not covered) fields.go statePrefixes has no 'resolved incomplete', so Bugzilla's INCOMPLETE (closed unfixed) is read done by 'resolved'"},
		{name: "'Phase changed: Cataloguing → Done'",
			docs: ticket30("WCA-21 Enclosure award box list\nPhase changed: Cataloguing → Done"),
			want: []string{"status WCA-21 done"}, not: []string{"status Phase changed *"}},
		{name: "a history that reopens ('Milestone changed: Done → Reopened')",
			docs: ticket30("WCA-21 Enclosure award box list\nMilestone changed: Done → Reopened"),
			want: []string{"status WCA-21 open"}, not: []string{"status WCA-21 done"}},
		{name: "an arrow of another shape ('Phase changed: Cataloguing ➜ Done')",
			docs:  ticket30("WCA-21 Enclosure award box list\nPhase changed: Cataloguing ➜ Done"),
			want:  []string{"status WCA-21 done"},
			wrong: "(not covered) layout.go reToValue takes →, ->, => and ⇒ only, so with ➜ the history's state goes to a subject named by the label ('Phase changed')"},
		{name: "a history written with 'to' ('Phase changed: Cataloguing to Done')",
			docs:  ticket30("WCA-21 Enclosure award box list\nPhase changed: Cataloguing to Done"),
			want:  []string{"status WCA-21 done"},
			wrong: "(not covered) layout.go reToValue wants an arrow, so 'A to B' states nothing"},
		{name: "a German tracker's history ('Phase geändert: In Arbeit → Erledigt')",
			docs:  ticket30("WCA-21 Enclosure award box list\nPhase geändert: In Arbeit → Erledigt"),
			want:  []string{"status WCA-21 done"},
			wrong: "(not covered) layout.go reChangedField knows English verbs only ('changed', 'updated'), so 'geändert' is no field history"},
		// Traps: the history ends on something that is no state of the item.
		{name: "'Priority changed: Low → High'",
			docs: ticket30("WCA-22 strongroom humidity alarm\nPriority changed: Low → High"),
			not:  []string{"status WCA-22 *", "status Priority changed *"}},
		{name: "'Sprint changed: 14 → 15'",
			docs: ticket30("WCA-22 strongroom humidity alarm\nSprint changed: 14 → 15"),
			not:  []string{"status WCA-22 *", "status Sprint changed *"}},
		{name: "a history leaving a state ('Phase changed: Done → Cataloguing')",
			docs: ticket30("WCA-22 strongroom humidity alarm\nPhase changed: Done → Cataloguing"),
			not:  []string{"status WCA-22 done"}},
		{name: "'Assignee changed: Idris Okonjo → Done Right Ltd' (a firm named like a state)",
			docs: ticket30("WCA-22 strongroom humidity alarm\nAssignee changed: Idris Okonjo → Done Right Ltd"),
			not:  []string{"status WCA-22 *"}},
		{name: "'Contractor changed: Marsh Joinery → Closed Loop Recycling'",
			docs: ticket30("WCA-22 strongroom shelving\nContractor changed: Marsh Joinery → Closed Loop Recycling"),
			not:  []string{"status WCA-22 *"}},
		{name: "a record's access rule ('Access changed: Open → Closed (30-year rule)')",
			docs: ticket30("WCA-23 Poor Law board minutes, cataloguing\nAccess changed: Open → Closed (30-year rule)"),
			not:  []string{"status WCA-23 done"}},
		{name: "a shelf location ('Location changed: Search room → Closed store B')",
			docs: ticket30("WCA-23 Poor Law board minutes, cataloguing\nLocation changed: Search room → Closed store B"),
			not:  []string{"status WCA-23 done"}},
		{name: "'Opening hours changed: 9-5 → closed Mondays'",
			docs: ticket30("WCA-23 search room rota\nOpening hours changed: 9-5 → closed Mondays"),
			not:  []string{"status WCA-23 done"}},
		{name: "'Severity changed: Minor → Blocker'",
			docs: ticket30("WCA-22 strongroom humidity alarm\nSeverity changed: Minor → Blocker"),
			not:  []string{"status WCA-22 blocked", "status WCA-22 done"}},
	})
}

// Reading 3 (778ea38, status.go thingWorks, reThingWorking, notThingBefore): "working on" said
// of a thing is its functioning, not work in progress; said of people it still is, whatever
// word names them.
func TestReview30WorkingOn(t *testing.T) {
	runFactProbes(t, []factProbe{
		{name: "'the plumbers working on it'",
			docs: arc30("WCA-30 strongroom leak: the plumbers working on it since 08:00."),
			want: []string{"status WCA-30 in_progress"}},
		{name: "'our joiners working on the stairs'",
			docs: arc30("WCA-30 mezzanine stairs: our joiners are working on the stairs today."),
			want: []string{"status WCA-30 in_progress"}},
		{name: "'two apprentices working on it'",
			docs: arc30("WCA-30 box relabelling: two apprentices working on it this week."),
			want: []string{"status WCA-30 in_progress"}},
		{name: "'the duty archivist is working on it'",
			docs: arc30("WCA-30 tithe map: the duty archivist is working on it."),
			want: []string{"status WCA-30 in_progress"}},
		{name: "'someone from facilities is working on it'",
			docs: arc30("WCA-30 strongroom leak: someone from facilities is working on it."),
			want: []string{"status WCA-30 in_progress"}},
		{name: "a name in lower case in chat ('idris working on it')",
			docs: arc30("WCA-30 tithe map: idris working on it now."),
			want: []string{"status WCA-30 in_progress"}},
		{name: "a team's name capitalised ('Ops working on it')",
			docs: arc30("WCA-30 strongroom leak: Ops working on it."),
			want: []string{"status WCA-30 in_progress"}},
		{name: "'she's working on it'",
			docs: arc30("WCA-30 tithe map: she's working on it."),
			want: []string{"status WCA-30 in_progress"}},
		{name: "'our volunteers working through the boxes'",
			docs: arc30("WCA-30 parish chest listing: our volunteers working through the boxes."),
			want: []string{"status WCA-30 in_progress"}},
		// Traps: a thing that functions, or nobody at work.
		{name: "'the patch is working on staging'",
			docs: arc30("WCA-31 catalogue search: the patch is working on staging."),
			not:  []string{"status WCA-31 in_progress"}, wrong: "(lost by the revert of 778ea38) a thing 'working on' somewhere reads as work in progress again: the rule could not tell things from people (this review's brought faults)"},
		{name: "'it's working on my machine'",
			docs:  arc30("WCA-31 catalogue search: it's working on my machine."),
			not:   []string{"status WCA-31 in_progress"},
			wrong: "(not covered) 'it's working on my machine' reads as a person at work (status.go reProgress)"},
		{name: "'the new scanners working on every bay'",
			docs: arc30("WCA-31 scanner swap: the new scanners working on every bay since 10:15."),
			not:  []string{"status WCA-31 in_progress"}, wrong: "(lost by the revert of 778ea38) a thing 'working on' somewhere reads as work in progress again: the rule could not tell things from people (this review's brought faults)"},
		{name: "the item itself working ('WCA-31 is working on the public PCs now')",
			docs: arc30("WCA-31 catalogue search: WCA-31 is working on the public PCs now."),
			not:  []string{"status WCA-31 in_progress"}, wrong: "(lost by the revert of 778ea38) a thing 'working on' somewhere reads as work in progress again: the rule could not tell things from people (this review's brought faults)"},
		{name: "'Nobody working on it'",
			docs:  arc30("WCA-31 catalogue search: Nobody working on it yet."),
			not:   []string{"status WCA-31 in_progress"},
			wrong: "(pre-existing) prose.go negated does not read 'Nobody' before the verb as a negation, so no one at work is in progress"},
		{name: "a thing working and a person at work in one clause",
			docs: arc30("WCA-32 reader swap: the readers working on every floor and Idris working on the gate."),
			want: []string{"status WCA-32 in_progress"}},
		{name: "'the dehumidifiers are working on all floors'",
			docs: arc30("WCA-31 strongroom damp: the dehumidifiers are working on all floors now."),
			not:  []string{"status WCA-31 in_progress"}, wrong: "(lost by the revert of 778ea38) a thing 'working on' somewhere reads as work in progress again"},
	})
}
