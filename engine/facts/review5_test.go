package facts_test

// A fifth independent review, of the facts readings added in the fifth session: a completion
// mark with its date ("(done 24/01)", "closed: 14/11") and a due field whose value says done
// ("| done 5 Nov |"), a promise after the work is done (donenotdue.go), a past happening with a
// particle, an absence, an event booked for a day, a move within minutes, "fixed for <day>"
// as a plan, and ranges joined by words ("2.5 to 3 hours", "between 4 and 6 weeks").
//
// The probes keep the form of review4_test.go (runFactProbes, expect): a probe with a `wrong`
// field fails today, is logged as KNOWN WRONG, and fails the test once it holds so that the
// mark is removed. Probes marked "(injection)" are an adversary's: text written to drop a real
// deadline or to close an item that is not closed.

import (
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/facts"
	"github.com/queueproof/queueproof/engine/probetest"
)

// Completion marks and due fields that say done (due.go doneOn, duevalue.go doneMark).
func TestReview5DoneMarks(t *testing.T) {
	runFactProbes(t, []factProbe{
		{name: "a real deadline after another item's done mark (minutes)", docs: []facts.Doc{rDoc("Tove Lund", "Actions",
			"- OPS-501 guard fitted (done 12/11); OPS-502 risk assessment due 30/11.")},
			want: []string{"due OPS-502 2026-11-30"}, not: []string{"due OPS-501*"}},
		{name: "'closed' as a noun: the site is closed on a day", docs: []facts.Doc{rChat("1", "Tove Lund",
			"OPS-503 must be finished before the plant is closed on 23 December")},
			want:  []string{"due OPS-503 2026-12-23"},
			wrong: "(pre-existing) due.go reHappenedOn reads any 'closed on <day>' as a past happening, so a deadline before the plant is closed gives no due date"},
		{name: "'closed on 4 Dec at the latest' is a deadline", docs: []facts.Doc{rChat("1", "Tove Lund", "OPS-538 done. OPS-539 closed on 4 Dec at the latest")},
			want: []string{"status OPS-538 done", "due OPS-539 2026-12-04"}},
		{name: "a promise of the work itself: 'I will get OPS-504 done 4 Dec'", docs: []facts.Doc{rChat("1", "Tove Lund",
			"I'll have OPS-504 done 4 Dec")},
			want: []string{"due OPS-504 2026-12-04"}},
		{name: "'should be done 4 Dec' is a due date", docs: []facts.Doc{rChat("1", "Tove Lund", "OPS-505 should be done 4 Dec")},
			want: []string{"due OPS-505 2026-12-04"}},
		{name: "a 'Done by' column is the deadline (table)", docs: []facts.Doc{rDoc("Tove Lund", "Actions",
			"| Item | Owner | Done by |\n|---|---|---|\n| OPS-507 fence repair | Anil Bose | 9 Dec |")},
			want: []string{"due OPS-507 2026-12-09"}, not: []string{"status OPS-507 done"}},
		{name: "a due column saying 'done by 9 Dec' is a deadline, not done", docs: []facts.Doc{rDoc("Tove Lund", "Actions",
			"| Item | Owner | Due |\n|---|---|---|\n| OPS-508 fence repair | Anil Bose | done by 9 Dec |")},
			want: []string{"due OPS-508 2026-12-09"}, not: []string{"status OPS-508 done"}},
		{name: "a due field 'Completed? no - 9 Dec'", docs: []facts.Doc{rDoc("Tove Lund", "Actions",
			"OPS-509 fence repair\nDue: completed? no, 9 Dec\nOwner: Anil Bose")},
			not: []string{"status OPS-509 done"}},
		{name: "a due field 'fixed date 9 Dec' is a fixed deadline", docs: []facts.Doc{rDoc("Tove Lund", "Plan",
			"OPS-510 audit\nDue: fixed date 9 Dec (regulator)\nOwner: Anil Bose")},
			want: []string{"due OPS-510 2026-12-09"}, not: []string{"status OPS-510 done"}},
		{name: "a due field 'Delivered to client by 9 Dec' is a deadline", docs: []facts.Doc{rDoc("Tove Lund", "Plan",
			"OPS-511 report\nDeadline: delivered to client by 9 Dec\nOwner: Anil Bose")},
			want: []string{"due OPS-511 2026-12-09"}, not: []string{"status OPS-511 done"}},
		{name: "a planted 'done' due cell closes an open item (injection)", docs: []facts.Doc{
			rDoc("Tove Lund", "Actions", "OPS-513 fire door\nStatus: Open\nDue: 30 Nov 2026\nOwner: Anil Bose"),
			{ID: "2", Kind: "doc", Author: "unknown", At: rAt.Add(3600e9), Title: "notes", Text: "| Item | Due |\n|---|---|\n| OPS-513 fire door | done 17 Nov |"}},
			want: []string{"due OPS-513 2026-11-30"}},
		{name: "'resolved: 12/01' in a US-format export is the resolution, not a due date", docs: []facts.Doc{rDoc("Zendesk export", "Ticket 514",
			"SUP-514 login loop\nResolved: 11/12/2026\nAssignee: Anil Bose")},
			not: []string{"due SUP-514*"}},
	})
}

// A promise after the work is done (donenotdue.go).
func TestReview5DoneThenPromise(t *testing.T) {
	runFactProbes(t, []factProbe{
		{name: "another item's done, then a promise for this one", docs: []facts.Doc{rMail("Rasha Haddadin", "Dryers",
			"Hi,\nThe retrofit on dryer 2 (OCM-330) is completed. I will finish OCM-331 by Thursday 26 November.\nRasha")},
			want: []string{"due OCM-331 2026-11-26"}},
		{name: "done, then a promise of the work's own remaining part", docs: []facts.Doc{rMail("Rasha Haddadin", "OCM-332",
			"Hi,\nOCM-332 phase 1 is done. I will finish OCM-332 phase 2 by Thursday 26 November.\nRasha")},
			want: []string{"due OCM-332 2026-11-26"}},
		{name: "done then reopened in words the reading does not know", docs: []facts.Doc{rMail("Rasha Haddadin", "OCM-333",
			"Hi,\nOCM-333 was closed on Monday. The customer bounced it back today. I will fix OCM-333 by Friday 27 November.\nRasha")},
			want: []string{"due OCM-333 2026-11-27"}},
		{name: "done, then a promise with the item named again in a forward (quoted)", docs: []facts.Doc{rMail("Rasha Haddadin", "Fwd: OCM-334",
			"Hi Pim,\nI will deliver OCM-334 by Friday 27 November.\nRasha\n\n> On 10 Nov, Pim wrote:\n> OCM-334 is done, thanks!")},
			want: []string{"due OCM-334 2026-11-27"}},
		{name: "a planted 'is completed' line in the same chat drops a real promise (injection)", docs: []facts.Doc{
			rChat("1", "Mallory Fox", "fyi OCM-335 is completed."),
			rChat("2", "Rasha Haddadin", "I will deliver OCM-335 by Friday 27 November")},
			want: []string{"due OCM-335 2026-11-27"}},
		{name: "done then a promised report (control)", docs: []facts.Doc{rMail("Rasha Haddadin", "OCM-336",
			"Hi,\nThe retrofit (OCM-336) is completed. I will send the signed report by Thursday.\nRasha")},
			not: []string{"due OCM-336*"}},
	})
}

// Past happenings, absences, bookings, moves within minutes, "fixed for" (due.go, slips.go,
// statusframes.go).
func TestReview5DatesThatAreNotDeadlines(t *testing.T) {
	runFactProbes(t, []factProbe{
		{name: "'goes in on Friday' is a plan, not past", docs: []facts.Doc{rChat("1", "Tove Lund", "OPS-520: the new filter goes in on Friday 20 November")},
			want: []string{"due OPS-520 2026-11-20"}},
		{name: "'put in on' a request form", docs: []facts.Doc{rChat("1", "Tove Lund", "OPS-522 request was put in on 2 Nov, decision due 25 Nov")},
			want: []string{"due OPS-522 2026-11-25"}, not: []string{"due OPS-522 2026-11-02"}},
		{name: "an absence does not drop the work's date after it", docs: []facts.Doc{rChat("1", "Anil Bose",
			"I am out of office till Monday, OPS-523 is due Wednesday 25 November")},
			want: []string{"due OPS-523 2026-11-25"}, not: []string{"due OPS-523 2026-11-23"}},
		{name: "'out of stock until' is no absence of a person but no deadline either", docs: []facts.Doc{rChat("1", "Anil Bose",
			"OPS-524 gaskets are out of stock until 4 December")},
			not: []string{"due OPS-524 2026-12-04"}},
		{name: "a training booked for a day is an event", docs: []facts.Doc{rMail("Pim Vos", "OPS-527",
			"Hello,\nOPS-527: we booked the forklift training for 3 December.\nPim")},
			not: []string{"due OPS-527 2026-12-03"}},
		{name: "a training is due by a day (an event noun in a deadline)", docs: []facts.Doc{rChat("1", "Pim Vos",
			"OPS-528: the forklift training must be booked for the team by 3 December")},
			want: []string{"due OPS-528 2026-12-03"}},
		{name: "a move within hours then a real slip", docs: []facts.Doc{rChat("1", "Ola Nyberg",
			"MNT-80 samples moved to F03 within 2 hours; the repair moved from 20 Nov to 27 Nov")},
			want: []string{"slip MNT-80 2026-11-20->2026-11-27"}},
		{name: "'fixed for 30 November' as a plan", docs: []facts.Doc{rChat("1", "Ivo Petrov",
			"WMS-420 the inspection is fixed for 30 November")},
			not: []string{"status WMS-420 done"}},
		{name: "'fixed for Chrome 120' is done", docs: []facts.Doc{rChat("1", "Ivo Petrov", "WEB-423 fixed for Chrome 120 and Safari")},
			want: []string{"status WEB-423 done"}},
		{name: "'fixed for 30 November's release' (a bug fix shipped into a past-dated release)", docs: []facts.Doc{rChat("1", "Ivo Petrov",
			"WEB-424 fixed for the 2 November release")},
			want: []string{"status WEB-424 done"}},
	})
}

// Ranges joined by words (ranges.go).
func TestReview5WordedRanges(t *testing.T) {
	p, err := facts.Default()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		text, want, not string
		wrong           string
	}{
		{text: "see page 2 to 3 of the manual for 45 minutes of setup", not: "2 to 3"},
		{text: "reduce it from 2 to 3 hours? no, extend it from 2 to 3 hours", not: "2 to 3 hours"},
		{text: "between 4 and 6 weeks of site work", want: "4 and 6 weeks"},
		{text: "expect 4 and 6 weeks for the two phases", not: "4 and 6"},
		{text: "the window was shifted 2 to 3 hours", not: "2 to 3 hours"},
		{text: "set the timeout to 30 to 45 s", want: "30 to 45 s"},
		{text: "Step 2 to 3 minutes later, step 3", not: "2 to 3 minutes"},
	} {
		got := measuresOf(p, tc.text)
		ok := (tc.want == "" || strings.Contains(got, "("+tc.want+")")) && (tc.not == "" || !strings.Contains(got, tc.not))
		probetest.Expect(t, ok, tc.wrong, "Measures(%q) = %q; want %q, not %q", tc.text, got, tc.want, tc.not)
	}
}
