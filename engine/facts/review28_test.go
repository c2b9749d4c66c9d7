package facts_test

// A twenty-eighth independent review, of this session's facts readings, in wording of our own
// (an orchestra's music library, the Harrowfield Sinfonia's: the librarian's chat, hire and
// binding mails, board cards, sheets and meeting notes):
//
//  1. 24801d7 (statusframes.go reMovedFromTo/reMovedInto, status.go statusWords/reProgress,
//     fields.go "under progress", prose.go isPronoun): a board move announced as it is made
//     states the column; "under progress" is in progress; a reflexive is never a subject.
//  2. fbc9e78 (statusscope.go nextStep, reRestNext, reRestJourney): a finished step followed by
//     the next one leaves the work in progress; a finished item or the speaker leaving does not.
//  3. 350f3d9 (extract.go person): "me", "myself" or "I" where a person stands is the writer.
//  4. 1971d0b (namedpeople.go learnNamed, due.go reSaidDeadline after their mend): re-probed.
//
// Probes use runFactProbes (review4_test.go). A probe with a `wrong` field fails today, is
// logged as KNOWN WRONG, and fails the test once it holds. Each mark was classed by running
// these probes on an export of 9206da1 (before the four): "(brought by <commit>)" held there
// and fails now; "(pre-existing)" failed there as well for another reason; "(not covered)"
// failed there as well and is of the kind the reading was written for.
//
// Board moves (1): 20 probes, 13 hold, 7 marked (6 brought by 24801d7: a person moving to a
// town, a job or a department, or parts to a shelf, read as the item's column whenever the
// place opens with a state word, "Doneraile", "Listowel", "Offenbach", "closed stacks",
// "waiting staff", "Planning"; 1 not covered); "from To Do to Doing" and "under progress"
// failed on 9206da1.
// Reflexives (1 and 3): 7 probes, 3 hold, 4 marked (3 not covered: "myself" as a subject, in a
// to-do marker or after "with" is refused as a pronoun before extraction.person can make it
// the writer; 1 pre-existing).
// Next steps (2): 18 probes, 12 hold, 6 marked (5 brought by fbc9e78: any -ing word after
// "now", "next" or "then" is taken as the next step, "now having a coffee", "now relaxing",
// "next meeting", "then the evening concert", and "the Mahler set next" names other work; 1
// not covered); the six next steps that hold failed on 9206da1.
// The writer's "me" (3): 16 probes, 14 hold, 2 marked (1 not covered: a tool's export gives the
// tool as owner; 1 pre-existing); six that hold failed on 9206da1, and the quoted, forwarded
// and transcript "me" are not the document's writer.
// Mended forms (4): 10 probes, 6 hold, 4 marked (2 brought by 1971d0b: "a Mrs Okafor" after an
// article, "our new assistant Ife" since "assistant" left the list; 2 not covered: a sale's
// end or a shop's return said "will be finished/back by").
// In all: 71 probes, 48 hold, 23 marked (13 brought, 8 not covered, 2 pre-existing).
//
// Mended at the root after the review: a board move as it is made counts only opening its
// clause or naming the item it moves ("moving to In Development", "moving VRT-8 to Done"), not a
// person's move; a state word opens a value only as a whole word (stateOf: "Doneraile",
// "Listowel" and "Offenbach" are places); the next step is an -ing verb right after "now" or
// "then" (or "next is"), a lower-case step before "next", and no rest, meal or journey; "all
// finished" and "done at last" finish the whole; "a Mrs Okafor" is a person, "the Dr. Weigert
// descaler" a product; "assistant" is a word for someone again unless a word of software leads
// it ("our online assistant Libby"). 12 of the 13 brought faults hold; the parts moved "to the
// closed stacks" stay marked (a column written with a state word and more, as "moved to" read
// before this session too). Now: 71 probes, 60 hold, 11 marked (1 brought, 8 not covered, 2
// pre-existing).

import (
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine/facts"
)

// r28 is a document of the Harrowfield Sinfonia's music library written on day of November
// 2026 at 09:30 (18 November 2026 is a Wednesday).
func r28(id, kind, author, title string, day int, text string) facts.Doc {
	return facts.Doc{ID: id, Kind: kind, Author: author, At: time.Date(2026, 11, day, 9, 30, 0, 0, time.UTC), Title: title, Text: text}
}

// lib28 is one message in the library's chat channel on Wednesday 18 November 2026, written
// by the orchestra's librarian.
func lib28(text string) []facts.Doc {
	return []facts.Doc{r28("1", "chat", "Rosalind Achterberg", "#library", 18, text)}
}

// Reading 1 (24801d7, statusframes.go reMovedFromTo/reMovedInto, status.go statusWords and
// reProgress, fields.go statePrefixes): a board move announced as it is made states the
// column; "under progress" is in progress. A move of people, rehearsals or parts to a place
// or a day states nothing.
func TestReview28BoardMoves(t *testing.T) {
	runFactProbes(t, []factProbe{
		{name: "a move announced into a review column ('Moving to In Review')",
			docs: lib28("LIB-31 Dvořák 8 bowings: moving to In Review."),
			want: []string{"status LIB-31 in_progress"}},
		{name: "dragging into Done",
			docs: lib28("LIB-31 Dvořák 8 bowings: dragging it into Done, the parts are on the stands."),
			want: []string{"status LIB-31 done"}},
		{name: "moving from one column to another as it is made",
			docs: lib28("Moving LIB-31 from To Do to Doing."),
			want: []string{"status LIB-31 in_progress"}, not: []string{"status LIB-31 open"}},
		{name: "switching to a blocked column with a reason after a comma",
			docs: lib28("LIB-31: switching it from Doing to Blocked, the hire parts from Schott are late."),
			want: []string{"status LIB-31 blocked"}},
		{name: "transitioning to Won't Do",
			docs: lib28("LIB-31 Dvořák 8 bowings: transitioning to Won't Do, the concert is off."),
			want: []string{"status LIB-31 cancelled"}},
		{name: "an odd column name ('Waiting on Publisher')",
			docs: lib28("Moving LIB-31 to Waiting on Publisher."),
			want: []string{"status LIB-31 blocked"}},
		{name: "a column written with a hyphen ('into the In-Progress column')",
			docs:  lib28("LIB-31 Dvořák 8 bowings: dragging it into the In-Progress column."),
			want:  []string{"status LIB-31 in_progress"},
			wrong: "(not covered) reMovedInto's column takes letters, apostrophes and spaces only (statusframes.go), so 'In-Progress' is no column and the move states nothing"},
		{name: "learners' 'under progress'",
			docs: lib28("LIB-31: the bowing of the cello part is under progress."),
			want: []string{"status LIB-31 in_progress"}},
		// Traps: people, rehearsals and parts moving to places and days.
		{name: "the librarian moving house to a town named like a state ('Doneraile')",
			docs: lib28("LIB-31 Mahler 5 parts: I'm moving to Doneraile in March, Kasia takes over."),
			not:  []string{"status LIB-31 done"}},
		{name: "a colleague moving to Listowel (a town that opens with 'listo')",
			docs: lib28("LIB-31 Mahler 5 parts: Aoife is moving to Listowel, so Kasia has the parts."),
			not:  []string{"status LIB-31 done"}},
		{name: "a colleague moving to Offenbach (a town that opens with 'offen')",
			docs: lib28("LIB-31 Mahler 5 parts: Lena is moving to Offenbach next month."),
			not:  []string{"status LIB-31 open"}},
		{name: "parts moved to the library's closed stacks",
			docs:  lib28("LIB-31 Elgar set: moving it to the closed stacks, Kasia has the list."),
			not:   []string{"status LIB-31 done"},
			wrong: "(brought by 24801d7) reMovedInto takes 'moving it to the closed stacks' and stateOf's prefix 'closed' (fields.go) reads a shelf as done"},
		{name: "a rehearsal moved to a day",
			docs: lib28("LIB-31 Brahms 2 parts: moving the sectional to Friday."),
			not:  []string{"status LIB-31 *"}},
		{name: "'moving forward'",
			docs: lib28("LIB-31: moving forward, the hire parts come from Schott."),
			not:  []string{"status LIB-31 *"}},
		{name: "a person moving to the night shift",
			docs: lib28("LIB-31 Mahler 5 parts: Kasia is moving to the night shift, I keep the parts."),
			not:  []string{"status LIB-31 *"}},
		{name: "the library transitioning to a new system",
			docs: lib28("LIB-31 catalogue: we are transitioning to the new system."),
			not:  []string{"status LIB-31 *"}},
		{name: "a person moving from one job to another named like a state ('waiting staff')",
			docs: lib28("LIB-31 Mahler 5 parts: Tomás is moving from the box office to waiting staff, Kasia has the parts."),
			not:  []string{"status LIB-31 blocked"}},
		{name: "work dragging into next week",
			docs: lib28("LIB-31: the Mahler bowings are dragging into next week."),
			not:  []string{"status LIB-31 done", "status LIB-31 open", "status LIB-31 blocked"}},
		{name: "moving on to the next work ('moving on to the Sibelius')",
			docs: lib28("LIB-31 Mahler 5 parts: moving on to the Sibelius."),
			not:  []string{"status LIB-31 open", "status LIB-31 blocked"}},
		{name: "a colleague moving to a department named like a state ('Planning')",
			docs: lib28("LIB-31 Mahler 5 parts: Kasia is moving to Planning, so the parts stay with me."),
			not:  []string{"status LIB-31 open"}},
	})
}

// Reading 1 (24801d7, prose.go isPronoun) with reading 3 (350f3d9, extract.go person): a
// reflexive pronoun is never a subject; "myself" where a person stands is the writer.
func TestReview28Reflexives(t *testing.T) {
	runFactProbes(t, []factProbe{
		{name: "'I'll bow them myself by Friday'",
			docs: lib28("LIB-32 Brahms 2 parts: I'll bow them myself by Friday."),
			want: []string{"commitment LIB-32 Rosalind Achterberg", "due LIB-32 2026-11-20"}, not: []string{"commitment myself *", "commitment LIB-32 myself"}},
		{name: "learners' 'myself will collect'",
			docs: lib28("LIB-32 hire parts: myself will collect them from Schott on Friday."),
			want: []string{"commitment LIB-32 Rosalind Achterberg"}, not: []string{"commitment LIB-32 Myself", "commitment LIB-32 myself"},
			wrong: "(not covered) promisers.go reNameWill refuses 'myself' as a pronoun (isPronoun) so extraction.person never makes it the writer; nothing before 24801d7 either"},
		{name: "a to-do marker naming 'myself' ('TODO(myself): LIB-32 ...')",
			docs: lib28("TODO(myself): LIB-32 hire return"),
			want: []string{"owner LIB-32 Rosalind Achterberg"}, not: []string{"owner LIB-32 Myself", "owner LIB-32 myself"},
			wrong: "(not covered; 'Myself' at 9206da1) ownframes.go refuses the marker's 'myself' as a pronoun (isPronoun, 24801d7) before extraction.person (350f3d9) can make it the writer, as it does 'TODO(me)'"},
		{name: "'LIB-32 is with myself'",
			docs: lib28("LIB-32 hire parts: it is with myself now."),
			want: []string{"owner LIB-32 Rosalind Achterberg"}, not: []string{"owner LIB-32 myself"},
			wrong: "(not covered) reWithName's 'myself' is refused as a pronoun (ownframes.go isPronoun) and reWithMe takes 'with me' only; nothing before 24801d7 either"},
		{name: "'the parts themselves are fine'",
			docs: lib28("LIB-32 Brahms 2 parts: the parts themselves are fine, the covers will be replaced by Friday."),
			not:  []string{"commitment themselves *", "owner LIB-32 themselves", "due themselves *"}},
		{name: "'Kasia will re-bind it herself'",
			docs: []facts.Doc{r28("1", "chat", "Kasia Nowak", "#library", 17, "Morning all."),
				r28("2", "chat", "Rosalind Achterberg", "#library", 18, "LIB-32 Brahms 2 parts: Kasia will re-bind it herself.")},
			want: []string{"commitment LIB-32 Kasia Nowak"}, not: []string{"commitment herself *"}},
		{name: "'assigned it to myself'",
			docs:  lib28("LIB-32 hire parts: I assigned it to myself."),
			want:  []string{"owner LIB-32 Rosalind Achterberg"},
			wrong: "(pre-existing) owners.go's reflexive branch compares reHandoff's untrimmed 'myself.' (the sentence's full stop kept) with 'myself', so the writer is never put"},
	})
}

// Reading 2 (fbc9e78, statusscope.go nextStep, reRestNext, reRestJourney): a finished step
// followed by the next one leaves the work in progress; a finished item, the speaker going
// somewhere, or something else coming next does not.
func TestReview28NextSteps(t *testing.T) {
	runFactProbes(t, []factProbe{
		{name: "scanning finished, now cleaning the images",
			docs: lib28("LIB-40 Elgar parts: scanning finished, now we're cleaning the images."),
			want: []string{"status LIB-40 in_progress"}, not: []string{"status LIB-40 done"}},
		{name: "cleaning done, rebinding next",
			docs: lib28("LIB-40 Elgar parts: cleaning done, rebinding next."),
			want: []string{"status LIB-40 in_progress"}, not: []string{"status LIB-40 done"}},
		{name: "'next is' the next step",
			docs: lib28("LIB-40 Elgar parts: the cleaning is completed, next is rebinding."),
			want: []string{"status LIB-40 in_progress"}, not: []string{"status LIB-40 done"}},
		{name: "learners' 'now is coming the binding'",
			docs: lib28("LIB-40 Elgar parts: the scan is finished, now is coming the binding."),
			want: []string{"status LIB-40 in_progress"}, not: []string{"status LIB-40 done"}},
		{name: "'next the spine repair' (the next step after 'next', no -ing)",
			docs: lib28("LIB-40 Elgar parts: cleaning done, next the spine repair."),
			want: []string{"status LIB-40 in_progress"}, not: []string{"status LIB-40 done"},
			wrong: "(not covered) reRestNext wants an -ing word after 'next' or a phrase ending in 'next' (statusscope.go), so 'next the spine repair' leaves the work done"},
		{name: "a list of steps, one done and two to come",
			docs: lib28("LIB-40 Elgar parts: cleaning done, then rebinding, then labelling."),
			want: []string{"status LIB-40 in_progress"}, not: []string{"status LIB-40 done"}},
		{name: "'done with bowing, now on copying'",
			docs: lib28("LIB-40 Elgar parts: bowings finished, now on copying them into the seconds."),
			want: []string{"status LIB-40 in_progress"}, not: []string{"status LIB-40 done"}},
		{name: "the item done, now on another item",
			docs: lib28("LIB-40 is done, now bowing LIB-41."),
			want: []string{"status LIB-40 done"}, not: []string{"status LIB-40 in_progress"}},
		// Traps: the work is finished and what comes next is no step of it.
		{name: "finished, now having a coffee",
			docs: lib28("LIB-40 Elgar parts: all finished, now having a well-earned coffee."),
			want: []string{"status LIB-40 done"}, not: []string{"status LIB-40 in_progress"}},
		{name: "finished, now logging off",
			docs: lib28("LIB-40 Elgar parts: all finished, now logging off for the day."),
			want: []string{"status LIB-40 done"}, not: []string{"status LIB-40 in_progress"}},
		{name: "finally done, now we can relax ('now' as 'at last')",
			docs: lib28("LIB-40 Elgar parts: finally done, now we can relax."),
			want: []string{"status LIB-40 done"}, not: []string{"status LIB-40 in_progress"}},
		{name: "done, now relaxing",
			docs: lib28("LIB-40 Elgar parts: done at last, now relaxing before the concert."),
			want: []string{"status LIB-40 done"}, not: []string{"status LIB-40 in_progress"}},
		{name: "finished, next meeting on Thursday",
			docs: lib28("LIB-40 Elgar parts: all bowed and finished, next meeting on Thursday."),
			want: []string{"status LIB-40 done"}, not: []string{"status LIB-40 in_progress"}},
		{name: "finished, then the evening concert",
			docs: lib28("LIB-40 Elgar parts: finished, then the evening concert at seven."),
			want: []string{"status LIB-40 done"}, not: []string{"status LIB-40 in_progress"}},
		{name: "done, another set (no identifier) next",
			docs: lib28("LIB-40 Elgar parts: bowings finished, the Mahler set next."),
			want: []string{"status LIB-40 done"}, not: []string{"status LIB-40 in_progress"}},
		{name: "done, next standup Monday",
			docs: lib28("LIB-40 Elgar parts: done, next standup Monday."),
			want: []string{"status LIB-40 done"}, not: []string{"status LIB-40 in_progress"}},
		{name: "everything completed, now off to rehearsal",
			docs: lib28("LIB-40 Elgar parts: everything completed, now I'm off to rehearsal."),
			want: []string{"status LIB-40 done"}, not: []string{"status LIB-40 in_progress"}},
		{name: "done, now waiting for the conductor's sign-off (blocked, not going)",
			docs: lib28("LIB-40 Elgar parts: bowings done, now waiting on the conductor's sign-off."),
			not:  []string{"status LIB-40 done"}},
	})
}

// Reading 3 (350f3d9, extract.go person): "me", "myself" or "I" where a person stands is the
// writer; a "me" written by someone else than the document's writer is theirs, and a tool's
// export has no writer.
func TestReview28Me(t *testing.T) {
	runFactProbes(t, []factProbe{
		{name: "an owner field 'me'",
			docs: []facts.Doc{r28("1", "doc", "Rosalind Achterberg", "LIB-50 hire return", 18, "LIB-50 hire return to Schott\nOwner: me\nDue: 27 November")},
			want: []string{"owner LIB-50 Rosalind Achterberg", "due LIB-50 2026-11-27"}, not: []string{"owner LIB-50 me", "owner LIB-50 Me"}},
		{name: "'Owner: me (until Friday)'",
			docs: []facts.Doc{r28("1", "doc", "Rosalind Achterberg", "LIB-50 hire return", 18, "LIB-50 hire return to Schott\nOwner: me (until Friday)")},
			want: []string{"owner LIB-50 Rosalind Achterberg"}, not: []string{"owner LIB-50 me*", "owner LIB-50 Me*"}},
		{name: "'Owner: me and Kasia'",
			docs: []facts.Doc{r28("1", "doc", "Rosalind Achterberg", "LIB-50 hire return", 18, "LIB-50 hire return to Schott\nOwner: me and Kasia")},
			want: []string{"owner LIB-50 Rosalind Achterberg"}, not: []string{"owner LIB-50 me*", "owner LIB-50 Me*"}},
		{name: "'Who: ME' in capitals",
			docs: []facts.Doc{r28("1", "doc", "Rosalind Achterberg", "LIB-50 hire return", 18, "LIB-50 hire return to Schott\nWho: ME")},
			want: []string{"owner LIB-50 Rosalind Achterberg"}, not: []string{"owner LIB-50 ME"}},
		{name: "'Owner: @me'",
			docs: lib28("LIB-50 hire return\nOwner: @me"),
			want: []string{"owner LIB-50 Rosalind Achterberg"}},
		{name: "'Owner: myself'",
			docs: lib28("LIB-50 hire return\nOwner: myself"),
			want: []string{"owner LIB-50 Rosalind Achterberg"}, not: []string{"owner LIB-50 myself"}},
		// Traps: the "me" is someone else's, or nobody's.
		{name: "a quoted reply's 'Owner: me' is the quoted writer's",
			docs: []facts.Doc{r28("1", "mail", "Kasia Nowak", "Re: LIB-50 hire return", 18,
				"Thanks, noted.\n\nOn Tue, 17 Nov 2026, Rosalind Achterberg wrote:\n> LIB-50 hire return to Schott\n> Owner: me")},
			not: []string{"owner LIB-50 Kasia Nowak"}},
		{name: "a forwarded mail's 'IC: me' is the forwarded writer's",
			docs: []facts.Doc{r28("1", "mail", "Kasia Nowak", "Fwd: LIB-50 hire return", 18,
				"FYI below.\n\n---------- Forwarded message ---------\nFrom: Rosalind Achterberg\nSubject: LIB-50 hire return\n\nLIB-50 hire return to Schott\nOwner: me")},
			not: []string{"owner LIB-50 Kasia Nowak"}},
		{name: "a board export's 'Assignee: me' names no writer",
			docs:  []facts.Doc{r28("1", "doc", "Board export", "Card — LIB-50 hire return", 18, "Card: LIB-50 hire return\nList: Doing\nAssignee: me")},
			not:   []string{"owner LIB-50 Board export", "owner LIB-50 me", "owner LIB-50 Me"},
			wrong: "(not covered) extraction.person (350f3d9) makes 'me' the document's author whoever that is, so a tool's export gives the tool as owner ('Board export'; 'Me' before)"},
		{name: "a sheet exported by a tool, its owner cell 'me'",
			docs:  []facts.Doc{r28("1", "doc", "Google Sheets", "Library returns", 18, "| Item | Owner | Due |\n|---|---|---|\n| LIB-50 hire return | me | 27 Nov |")},
			not:   []string{"owner LIB-50 Google Sheets", "owner LIB-50 hire return Google Sheets", "owner LIB-50 me", "owner LIB-50 Me"},
			wrong: "(pre-existing) rows.go cellPerson takes any author the thread knows by a full name as the writer, so 'Google Sheets' owns the row"},
		{name: "'Owner: not me, ask Kasia'",
			docs: []facts.Doc{r28("1", "chat", "Kasia Nowak", "#library", 17, "Morning."), r28("2", "chat", "Rosalind Achterberg", "#library", 18, "LIB-50 hire return\nOwner: not me, ask Kasia")},
			not:  []string{"owner LIB-50 Rosalind Achterberg"}},
		{name: "a reviewer 'me' and an owner Kasia",
			docs: []facts.Doc{r28("1", "chat", "Kasia Nowak", "#library", 17, "Morning."), r28("2", "doc", "Rosalind Achterberg", "LIB-50 hire return", 18, "LIB-50 hire return to Schott\nReviewer: me\nOwner: Kasia")},
			want: []string{"owner LIB-50 Kasia Nowak"}, not: []string{"owner LIB-50 Rosalind Achterberg"}},
		{name: "a transcript's speaker saying 'owner: me'",
			docs: []facts.Doc{r28("1", "doc", "Rosalind Achterberg", "Library meeting notes", 18,
				"Library meeting, 18 Nov\n\nKasia Nowak: LIB-50 hire return, owner: me.\nRosalind Achterberg: thanks.")},
			not: []string{"owner LIB-50 Rosalind Achterberg"}},
		{name: "'Contact: me' for a question is no owner",
			docs: []facts.Doc{r28("1", "doc", "Rosalind Achterberg", "LIB-50 hire return", 18, "LIB-50 hire return to Schott\nOwner: Kasia Nowak\nQuestions: me")},
			want: []string{"owner LIB-50 Kasia Nowak"}, not: []string{"owner LIB-50 Rosalind Achterberg"}},
		{name: "'cc: me'",
			docs: []facts.Doc{r28("1", "doc", "Rosalind Achterberg", "LIB-50 hire return", 18, "LIB-50 hire return to Schott\nOwner: Kasia Nowak (cc me)")},
			want: []string{"owner LIB-50 Kasia Nowak"}, not: []string{"owner LIB-50 Rosalind Achterberg"}},
		{name: "the word 'me' in a title ('Me and My Girl' vocal scores)",
			docs: []facts.Doc{r28("1", "doc", "Rosalind Achterberg", "LIB-50 hire return", 18, "LIB-50 hire return to Schott\nOwner: Kasia Nowak\nShow: Me and My Girl")},
			want: []string{"owner LIB-50 Kasia Nowak"}, not: []string{"owner LIB-50 Rosalind Achterberg"}},
	})
}

// Reading 4 (1971d0b, namedpeople.go learnNamed and due.go reSaidDeadline after their mend).
func TestReview28MendedForms(t *testing.T) {
	runFactProbes(t, []factProbe{
		{name: "'said the rebind should be done by the 27th'",
			docs: lib28("LIB-60 Elgar rebind: Kasia said the rebind should be done by the 27th."),
			want: []string{"due LIB-60 2026-11-27"}},
		{name: "'I've told them it'll be with them by the 20th'",
			docs: lib28("LIB-60 hire parts to Leeds: I've told them it'll be with them by the 20th."),
			want: []string{"due LIB-60 2026-11-20"}},
		{name: "'the binder said the parts would be back by Monday'",
			docs: lib28("LIB-60 Elgar rebind: the binder said the parts would be back by Monday."),
			want: []string{"due LIB-60 2026-11-23"}},
		{name: "'said they should be finished by Friday'",
			docs: lib28("LIB-60 Elgar rebind: the binder said they should be finished by Friday."),
			want: []string{"due LIB-60 2026-11-20"}},
		{name: "trap: a sale said to be finished by Friday",
			docs:  lib28("LIB-60 score purchase: Schott said the sale will be finished by Friday."),
			not:   []string{"due LIB-60 2026-11-20"},
			wrong: "(not covered) reSaidDeadline takes '<the noun> will be finished by' after 'said' whatever the noun (due.go), so a sale's end is the work's due date"},
		{name: "trap: a shop said to be back by Friday from its holiday",
			docs:  lib28("LIB-60 score purchase: she said the shop would be back by Friday from its holiday."),
			not:   []string{"due LIB-60 2026-11-20"},
			wrong: "(not covered) reSaidDeadline's '<the noun> would be back by' takes a shop reopening as the work's due date (due.go)"},
		{name: "a title after an article that names a person ('a Mrs Okafor from Schott')",
			docs: lib28("LIB-61: a Mrs Okafor from Schott rang about the invoice. Okafor is on it."),
			want: []string{"owner LIB-61 Okafor"}},
		{name: "a lower-case modifier before a word for someone ('our new assistant Ife')",
			docs: lib28("LIB-61 hire invoice: our new assistant Ife is on it."),
			want: []string{"owner LIB-61 Ife"}},
		{name: "a lower-case modifier before a word for someone ('my senior colleague Dara')",
			docs: lib28("LIB-61 hire invoice: my senior colleague Dara is on it."),
			want: []string{"owner LIB-61 Dara"}},
		{name: "trap: a lower-case modifier before a product ('our online assistant Libby')",
			docs: lib28("LIB-61 catalogue: our online assistant Libby is on it."),
			not:  []string{"owner LIB-61 Libby"}},
	})
}
