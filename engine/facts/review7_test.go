package facts_test

// A seventh independent review, of the facts readings added in the seventh session: a state
// word after a short noun phrase is the item's only when the phrase names the item
// (statusframes.go namesItem, Thread.named); a weak cue before a date in a past clause
// (reDuePast, now any "-ed" word) and a thing given a day of its own (ownDay) give no due
// date; "please" with a verb that asks no work is no request (prose.go reCourtesy); a new
// date followed by "at the earliest" gives no slip.
//
// The probes keep the form of review4_test.go (runFactProbes): a probe with a `wrong` field
// fails today, is logged as KNOWN WRONG, and fails the test once it holds so that the mark is
// removed. A mark starting "(pre-existing)" is a fault older than this session's readings and
// beside them; "(not covered)" is a case they were written for that fails the same way on the
// code before them (they do not reach it); every other mark fails only since this session's
// readings (the probe holds on the code before them). Probes marked "(injection)"
// are an adversary's: text written to hide a real state or to close an item that is not
// closed.
//
// After the review: the "-ed" past and ownDay were withdrawn (they lost real deadlines); a
// courtesy with a verb of work joined after it asks; contact, continue, find and see are
// courtesies only in their courtesy forms; namesItem compares stems, four-letter prefixes and
// acronyms, knows nouns of acts of work, reads past a leading article and a contracted
// pronoun, keeps every title of the item and its thread's words as a bounded set (a flood of
// them turns the check off: the reading before it); an earliest day is read only at the end
// of its phrase. 31 of the 48 marks were removed; one control that held only by ownDay is
// marked again ("(withdrawn)").

import (
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/facts"
	"github.com/queueproof/queueproof/engine/probetest"
)

// rTicket is a tracker ticket (or a comment on it) whose title names its item.
func rTicket(id, title, text string) facts.Doc {
	return facts.Doc{ID: id, Kind: "ticket", Author: "Mira Holm", At: rAt, Title: title, Text: text}
}

// A state word after a noun phrase (statusframes.go statusSubject, stateNP, namesItem).
func TestReview7StateOfTheItem(t *testing.T) {
	runFactProbes(t, []factProbe{
		// The item named by a pronoun, a synonym, an abbreviation or a product name.
		{name: "'It's done.' on a ticket (a pronoun's contraction)", docs: []facts.Doc{rTicket("1", "ENG-16 Replace the boiler in block C", "It's done.")},
			want: []string{"status ENG-16 done"}},
		{name: "'This one's done.' (control)", docs: []facts.Doc{rTicket("1", "ENG-64 Checkout fails on Safari", "This one's done.")},
			want: []string{"status ENG-64 done"}},
		{name: "a three-letter acronym of the title: 'VPN fixed.'", docs: []facts.Doc{rTicket("1", "ENG-5 VPN drops every hour", "VPN fixed.")},
			want: []string{"status ENG-5 done"}},
		{name: "'Migration finished.' on a ticket titled 'Move billing DB to Postgres'", docs: []facts.Doc{rTicket("1", "ENG-7 Move billing DB to Postgres", "Migration finished.")},
			want: []string{"status ENG-7 done"}},
		{name: "'Replacement done.' on 'Replace the boiler'", docs: []facts.Doc{rTicket("1", "ENG-8 Replace the boiler in block C", "Replacement done.")},
			want: []string{"status ENG-8 done"}},
		{name: "'Hotfix deployed.'", docs: []facts.Doc{rTicket("1", "ENG-10 Checkout fails on Safari", "Hotfix deployed.")},
			want: []string{"status ENG-10 done"}},
		{name: "'Cert renewed and deployed.' on 'Renew the TLS certificate' (an abbreviation)", docs: []facts.Doc{rTicket("1", "ENG-34 Renew the TLS certificate", "Cert renewed and deployed.")},
			want: []string{"status ENG-34 done"}},
		{name: "'MacBook delivered.' on 'Laptop for new starter' (a product name)", docs: []facts.Doc{rTicket("1", "ENG-32 Laptop for new starter", "MacBook delivered.")},
			want:  []string{"status ENG-32 done"},
			wrong: "statusframes.go namesItem: the product the ticket is about, named by its brand, is taken for another thing"},
		{name: "'Patch is live.' (control)", docs: []facts.Doc{rTicket("1", "ENG-42 Checkout fails on Safari", "Patch is live.")},
			want: []string{"status ENG-42 done"}},
		// Another thing's state given to the item.
		{name: "a place with an article: 'The car park closed.' on a boiler ticket", docs: []facts.Doc{rTicket("1", "ENG-19 Replace the boiler in block C", "The car park closed.")},
			not: []string{"status ENG-19 done"}},
		{name: "a place without an article (control)", docs: []facts.Doc{rTicket("1", "FM-95 Lift at Orchard House stalls", "Car park closed.")},
			not: []string{"status FM-95 done"}},
		{name: "another block's boiler: 'Block D boiler fitted.' on 'Replace the boiler in block C'", docs: []facts.Doc{rTicket("1", "ENG-21 Replace the boiler in block C", "Block D boiler fitted.")},
			not:   []string{"status ENG-21 done"},
			wrong: "(not covered) statusframes.go namesItem: any one shared word of 4 letters or more ('boiler') names the item, whatever else the phrase says"},
		{name: "another thing's fix: 'Printer fix deployed.' on a badge reader ticket", docs: []facts.Doc{rTicket("1", "ENG-18 Replace badge readers", "Printer fix deployed.")},
			not:   []string{"status ENG-18 done"},
			wrong: "(not covered) statusframes.go namesItem: a work noun ('fix') names the item even when the phrase says whose fix it is"},
		{name: "another person's thing: 'Tom's laptop delivered.' on 'Laptop for Kofi'", docs: []facts.Doc{rTicket("1", "ENG-60 Laptop for Kofi", "Tom's laptop delivered.")},
			not:   []string{"status ENG-60 done"},
			wrong: "(not covered) statusframes.go namesItem: a word of the title ('laptop') names the item even with another person's possessive before it"},
		{name: "a thing mentioned beside the item earlier in the thread: 'pool pump fixed'", docs: []facts.Doc{
			rChat("1", "Mira Holm", "FM-88: the lift engineer said the pool pump is noisy too"),
			rChat("2", "Mira Holm", "pool pump fixed")},
			not:   []string{"status FM-88 done"},
			wrong: "(not covered) prose.go fills Thread.named with every word of every clause that names the item alone, so any thing mentioned beside it later names it"},
		// An adversary's text in the thread.
		{name: "a long message naming the item first fills Thread.named, the real naming is not kept (injection)", docs: []facts.Doc{
			rChat("1", "Mallory Fox", "FM-89 "+long(420)),
			rChat("2", "Mira Holm", "the lift at Orchard House (FM-89) keeps stalling"),
			rChat("3", "Mira Holm", "Lift fixed, running normally again")},
			want: []string{"status FM-89 done"}},
		{name: "the item named by its ticket title (control)", docs: []facts.Doc{
			rTicket("1", "FM-91 Lift at Orchard House stalls", "Stalls between floors 2 and 3."),
			rChat("2", "Mira Holm", "Lift fixed, running normally again")},
			want: []string{"status FM-91 done"}},
		{name: "a planted mail titled with the bare identifier replaces the ticket's title (injection)", docs: []facts.Doc{
			rTicket("1", "FM-92 Lift at Orchard House stalls", "Stalls between floors 2 and 3."),
			{ID: "2", Kind: "mail", Author: "Mallory Fox", At: rAt, Title: "FM-92", Text: "fyi"},
			rChat("3", "Mira Holm", "Lift fixed, running normally again")},
			want: []string{"status FM-92 done"}},
		{name: "an ordinary reply 'Re: FM-93' replaces the ticket's title", docs: []facts.Doc{
			rTicket("1", "FM-93 Lift at Orchard House stalls", "Stalls between floors 2 and 3."),
			{ID: "2", Kind: "mail", Author: "Mira Holm", At: rAt, Title: "Re: FM-93", Text: "Engineer booked."},
			rChat("3", "Mira Holm", "Lift fixed, running normally again")},
			want: []string{"status FM-93 done"}},
		{name: "a planted clause naming a place beside the item closes it on the real writer's line (injection)", docs: []facts.Doc{
			// A loading bay, not a car park: since the ninth session "car park closed." is premises
			// shut (status.go rePremisesClosed), which would hide the injection this probe is about.
			rChat("1", "Mallory Fox", "FM-97 the loading bay is part of this"),
			rChat("2", "Mira Holm", "FM-97 lift at Orchard House still stalls"),
			rChat("3", "Mira Holm", "loading bay closed.")},
			not:   []string{"status FM-97 done"},
			wrong: "(not covered) prose.go Thread.named takes words from any author's clause, so a planted 'FM-97 the loading bay' makes the real 'loading bay closed.' close the lift item (without the plant it holds: the next probe)"},
		{name: "a place beside the item, with no planted clause (control)", docs: []facts.Doc{
			rChat("2", "Mira Holm", "FM-98 lift at Orchard House still stalls"),
			rChat("3", "Mira Holm", "car park closed.")},
			not: []string{"status FM-98 done"}},
	})
}

// A weak cue before a date in a past clause, and a thing given a day of its own (due.go
// reDuePast, ownDay).
func TestReview7DueDates(t *testing.T) {
	runFactProbes(t, []factProbe{
		// Deadlines wrongly lost.
		{name: "'As discussed, PAY-3 for Friday 4 December.'", docs: []facts.Doc{rChat("1", "Ana Ruiz", "As discussed, PAY-3 for Friday 4 December.")},
			want: []string{"due PAY-3 2026-12-04"}},
		{name: "'Updated plan: PAY-4 on 4 December.' (minutes)", docs: []facts.Doc{rDoc("Ana Ruiz", "Minutes", "Updated plan: PAY-4 on 4 December.")},
			want: []string{"due PAY-4 2026-12-04"}},
		{name: "'PAY-12: confirmed for 4 December'", docs: []facts.Doc{rChat("1", "Ana Ruiz", "PAY-12: confirmed for 4 December")},
			want: []string{"due PAY-12 2026-12-04"}},
		{name: "a person's name ending in -ed: 'Ahmed's PAY-9 build for Friday 4 December'", docs: []facts.Doc{rChat("1", "Ana Ruiz", "Ahmed's PAY-9 build for Friday 4 December")},
			want: []string{"due PAY-9 2026-12-04"}},
		{name: "'the revised plan is on 4 Dec'", docs: []facts.Doc{rChat("1", "Ana Ruiz", "PAY-1: the revised plan is on 4 Dec")},
			want: []string{"due PAY-1 2026-12-04"}},
		{name: "'the upgrade is on 4 December'", docs: []facts.Doc{rChat("1", "Ana Ruiz", "PAY-22: the upgrade is on 4 December")},
			want: []string{"due PAY-22 2026-12-04"}},
		{name: "'The replacement is on 4 December.' on 'Replace the boiler'", docs: []facts.Doc{rTicket("1", "PAY-27 Replace the boiler in block C", "The replacement is on 4 December.")},
			want: []string{"due PAY-27 2026-12-04"}},
		{name: "'the agreed handover is on Friday 4 December'", docs: []facts.Doc{rChat("1", "Ana Ruiz", "PAY-2: the agreed handover is on Friday 4 December")},
			want:  []string{"due PAY-2 2026-12-04"},
			wrong: "(pre-existing) due.go eventNouns lists 'handover', so the work's handover day is taken for an event's"},
		{name: "'scheduled for 4 December' (control)", docs: []facts.Doc{rChat("1", "Ana Ruiz", "PAY-5 scheduled for 4 December")},
			want: []string{"due PAY-5 2026-12-04"}},
		{name: "'delayed to 4 December' (control)", docs: []facts.Doc{rChat("1", "Ana Ruiz", "PAY-7 delayed to 4 December")},
			want: []string{"due PAY-7 2026-12-04"}},
		{name: "'the migration is on 4 December' (control)", docs: []facts.Doc{rChat("1", "Ana Ruiz", "PAY-21: the migration is on 4 December")},
			want: []string{"due PAY-21 2026-12-04"}},
		// Events in new words still read as due dates.
		{name: "'the sponsor audit is scheduled for 4 December'", docs: []facts.Doc{rChat("1", "Ana Ruiz", "PAY-15: the sponsor audit is scheduled for 4 December")},
			not:   []string{"due PAY-15 2026-12-04"},
			wrong: "(not covered) due.go reOwnDay needs 'is on/at' right after the noun phrase: 'is scheduled for' dates the work"},
		{name: "'the sponsor audit takes place on 4 December'", docs: []facts.Doc{rChat("1", "Ana Ruiz", "PAY-16: the sponsor audit takes place on 4 December")},
			not:   []string{"due PAY-16 2026-12-04"},
			wrong: "(not covered) due.go reOwnDay: 'takes place on' is not a copula it knows"},
		{name: "'the board meets on 4 December'", docs: []facts.Doc{rChat("1", "Ana Ruiz", "PAY-17: the board meets on 4 December")},
			not: []string{"due PAY-17 2026-12-04"}},
		{name: "'the auditors are here on 4 December'", docs: []facts.Doc{rChat("1", "Ana Ruiz", "PAY-18: the auditors are here on 4 December")},
			not:   []string{"due PAY-18 2026-12-04"},
			wrong: "(not covered) due.go reOwnDay/reDueStart: a visit written 'are here on' dates the work"},
		{name: "'Kofi's leaving do is on 4 December'", docs: []facts.Doc{rChat("1", "Ana Ruiz", "PAY-83: Kofi's leaving do is on 4 December")},
			not:   []string{"due PAY-83 2026-12-04"},
			wrong: "(not covered) due.go reOwnDay needs a determiner ('the', 'our'), not a person's possessive"},
		{name: "'the sponsor audit is 4 December' (control)", docs: []facts.Doc{rChat("1", "Ana Ruiz", "PAY-14: the sponsor audit is 4 December")},
			not: []string{"due PAY-14 2026-12-04"}},
		{name: "'our kid's nativity is on Friday 4 December so I'm off' (control)", docs: []facts.Doc{rChat("1", "Ana Ruiz", "PAY-20: our kid's nativity is on Friday 4 December so I'm off")},
			not:   []string{"due PAY-20 2026-12-04"},
			wrong: "(withdrawn) due.go ownDay read 'the X is on <day>' as X's own day; it was withdrawn after this review because it also took the work's own day ('the upgrade is on 4 December') for another thing's, so an event named in words the event nouns do not hold is a due date again"},
	})
}

// "Please" with a verb that asks no work (prose.go reCourtesy) and the polite forms (rePolite).
func TestReview7Requests(t *testing.T) {
	ask := func(id, text string) facts.Doc {
		return rMail("Oskar Lind", id+" follow-up", "Hi Jon,\n"+text+"\nOskar")
	}
	runFactProbes(t, []factProbe{
		// Requests wrongly lost.
		{name: "'Please note and confirm by Friday'", docs: []facts.Doc{ask("QRT-2", "Please note and confirm by Friday that QRT-2 is paid.")},
			want: []string{"request QRT-2 Oskar Lind"}},
		{name: "'Kindly use the new form and resubmit by Monday' (non-native mail)", docs: []facts.Doc{ask("QRT-3", "Kindly use the new form and resubmit QRT-3 by Monday.")},
			want: []string{"request QRT-3 Oskar Lind"}},
		{name: "'Please see attached and sign by Friday'", docs: []facts.Doc{ask("QRT-4", "Please see attached and sign QRT-4 by Friday.")},
			want: []string{"request QRT-4 Oskar Lind"}},
		{name: "'Please keep the cutover as planned and send me the runbook'", docs: []facts.Doc{ask("QRT-8", "Please keep the QRT-8 cutover as planned and send me the runbook.")},
			want: []string{"request QRT-8 Oskar Lind"}},
		{name: "'Please accept our apologies and approve today'", docs: []facts.Doc{ask("QRT-30", "Please accept our apologies and approve QRT-30 today.")},
			want: []string{"request QRT-30 Oskar Lind"}},
		{name: "'Please contact the landlord today about the leak' (a task, not a redirection)", docs: []facts.Doc{ask("QRT-5", "Please contact the landlord today about the QRT-5 leak.")},
			want: []string{"request QRT-5 Oskar Lind"}},
		{name: "'Please continue the rollout tomorrow'", docs: []facts.Doc{ask("QRT-6", "Please continue the QRT-6 rollout tomorrow.")},
			want: []string{"request QRT-6 Oskar Lind"}},
		{name: "'Please find someone to cover the night shift'", docs: []facts.Doc{ask("QRT-7", "Please find someone to cover the QRT-7 night shift.")},
			want: []string{"request QRT-7 Oskar Lind"}},
		{name: "'Please see to it that QRT-9 is fixed by Friday'", docs: []facts.Doc{ask("QRT-9", "Please see to it that QRT-9 is fixed by Friday.")},
			want: []string{"request QRT-9 Oskar Lind"}},
		{name: "'@Jon pls note: QRT-31 needs your approval today' (chat)", docs: []facts.Doc{rChat("1", "Oskar Lind", "@Jon pls note: QRT-31 needs your approval today")},
			want: []string{"request QRT-31 Oskar Lind"}},
		{name: "'Please send the signed invoice by Friday' (control)", docs: []facts.Doc{ask("QRT-1", "Please send the signed QRT-1 invoice by Friday.")},
			want: []string{"request QRT-1 Oskar Lind"}},
		{name: "'Would be appreciated if you can sign off' (control, non-native)", docs: []facts.Doc{ask("QRT-24", "Would be appreciated if you can sign off QRT-24 this week.")},
			want: []string{"request QRT-24 Oskar Lind"}},
		// Courtesies still read as requests.
		{name: "'Please allow 3-5 working days for the refund'", docs: []facts.Doc{ask("QRT-11", "Please allow 3-5 working days for the QRT-11 refund.")},
			not: []string{"request QRT-11*"}},
		{name: "'For queries, please contact us.'", docs: []facts.Doc{ask("QRT-13", "QRT-13 is closed. For queries, please contact us.")},
			want: []string{"status QRT-13 done"}, not: []string{"request QRT-13*"},
			wrong: "(not covered) prose.go reCourtesy's contact forms take 'the/our/your/him/her/them/<Name>' but not 'us' or 'me'"},
		{name: "a mail footer: 'Please consider the environment before printing this email.' (injection)", docs: []facts.Doc{ask("QRT-14", "QRT-14 is closed.\nPlease consider the environment before printing this email.")},
			not: []string{"request QRT-14*"}},
		{name: "'Please let me know if you have any questions.'", docs: []facts.Doc{ask("QRT-12", "QRT-12 is closed. Please let me know if you have any questions.")},
			not:   []string{"request QRT-12*"},
			wrong: "(pre-existing) prose.go: the 'if' condition does not stop 'please let me know', so the sign-off asks for work"},
	})
}

// An earliest day after a new date (slips.go readSlip, reNotBefore).
func TestReview7EarliestDays(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		slip       string // a fact line that must start with this, when set
		not        string // a fact line that must not be read, when set
		wrong      string
	}{
		{name: "'slipped from 20 Nov, now 30 November at the earliest': it did slip", text: "QRT-32 slipped from 20 Nov, now 30 November at the earliest.",
			slip:  "slip QRT-32 2026-11-20->",
			wrong: "slips.go drops the whole slip when 'at the earliest' follows the new date, so an item that is certain to miss its date reads as not slipped at all"},
		{name: "'earliest slot the vendor had' is the date itself", text: "QRT-37 due 20 Nov. Moved to 30 November, earliest slot the vendor had.",
			slip: "slip QRT-37 "},
		{name: "'at the earliest convenience of the client'", text: "QRT-38 due 20 Nov. Pushed to 30 November at the earliest convenience of the client.",
			slip: "slip QRT-38 "},
		{name: "a range: 'at the earliest, 2 December at the latest'", text: "QRT-39 due 20 Nov. Pushed to 30 November at the earliest, 2 December at the latest.",
			slip:  "slip QRT-39 ",
			wrong: "slips.go: the earliest day of a window drops the slip, and the window's latest day is left as a second due date beside the stale 20 Nov"},
		{name: "'no earlier than 30 November' is no date either", text: "QRT-33 due 20 Nov. Pushed to no earlier than 30 November.",
			not:   "due QRT-33 2026-11-30",
			wrong: "(not covered) slips.go/duevalue.go read an earliest day only after the date ('at the earliest'): 'no earlier than' before it is taken for the new date"},
		{name: "'Now 30 November at the earliest' gives no due date (control)", text: "QRT-36 due 20 Nov. Now 30 November at the earliest.",
			not: "due QRT-36 2026-11-30"},
	} {
		got := factLines(t, rChat("1", "Oskar Lind", tc.text))
		ok := true
		if tc.slip != "" && !hasLinePrefix(got, tc.slip) {
			ok = false
		}
		if tc.not != "" && hasLinePrefix(got, tc.not) {
			ok = false
		}
		probetest.Expect(t, ok, tc.wrong, "%s: %q gives %q; want a line starting %q, none starting %q", tc.name, tc.text, got, tc.slip, tc.not)
	}
}

// hasLinePrefix reports whether a fact line starts with prefix.
func hasLinePrefix(lines []string, prefix string) bool {
	for _, l := range lines {
		if strings.HasPrefix(l, prefix) {
			return true
		}
	}
	return false
}
