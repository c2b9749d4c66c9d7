package facts_test

// A ninth independent review, of the facts readings added in the ninth session: owners put on
// a person (ownclaims.go readOwnerOn: reOnName, rePossAlone, reOnItSelf, reOnItName; the
// opening vocative and addressing), terse handovers and markers (ownframes.go reArrowTo with
// words between, reToHandle, reMarkerName), first names an attendee list gives (people.go
// AddListed), a deadline after "by" (owners.go datesAt); state and date words that state
// nothing (statusframes.go reAttributive with prepositions, reCompound; status.go
// reLetterWriting, reShareTo; duevalue.go reBarredBefore, reDoneForNow); and Azure DevOps
// identifiers (ids.go reBoardsRef, reSpacedPR).
//
// The probes keep the form of review7_test.go (runFactProbes): a probe with a `wrong` field
// fails today, is logged as KNOWN WRONG, and fails the test once it holds so that the mark is
// removed. A mark starting "(pre-existing)" is a fault older than this session's readings;
// "(not covered)" is a case of the kind they were written for that they do not reach; every
// other mark is a fault this session's readings bring. Probes marked "(injection)" are an
// adversary's: text planted to make a real owner vanish or a false one appear.

import (
	"testing"

	"github.com/queueproof/queueproof/engine/facts"
)

// r9Ticket is a tracker comment by author on the item the title names.
func r9Ticket(id, author, title, text string) facts.Doc {
	return facts.Doc{ID: id, Kind: "ticket", Author: author, At: rAt, Title: title, Text: text}
}

// Owners read where the text states none.
func TestReview9FalseOwners(t *testing.T) {
	pekka := rChat("9", "Pekka Virta", "ok")
	runFactProbes(t, []factProbe{
		{name: "'Drinks are on Pekka tonight' after the item is done (an idiom: Pekka pays)", docs: []facts.Doc{
			rChat("1", "Aino Lahti", "BRK-80 kiln relined and signed off! Drinks are on Pekka tonight."), pekka},
			not: []string{"owner BRK-80 Pekka Virta"}},
		{name: "a possessive naming whose thing is broken: 'broken laptop: Pekka's.'", docs: []facts.Doc{
			rDoc("Aino Lahti", "IT board", "Present: Aino Lahti, Pekka Virta\n\n- BRK-82 broken laptop: Pekka's. IT to replace it by Friday.")},
			not:   []string{"owner BRK-82 Pekka Virta"},
			wrong: "ownclaims.go rePossAlone reads a possessive standing as a label's value as the owner even when the label names the person's own thing ('broken laptop: Pekka's.'); IT is the one to act"},
		{name: "a restaurant named for a listed first name: 'team dinner venue: Lorenzo's.'", docs: []facts.Doc{
			rDoc("Aino Lahti", "Social committee", "Attendees: Aino, Lorenzo, Ilse\n\n- BRK-83 team dinner venue: Lorenzo's.")},
			not: []string{"owner BRK-83 Lorenzo"}},
		{name: "'I doubt Tomasz is on it' gives Tomasz nothing", docs: []facts.Doc{
			rChat("1", "Rhea Moss", "BRK-85 kiln log empty again. I doubt Tomasz is on it, he's off till Monday."),
			rChat("2", "Tomasz Wierzba", "back Monday")},
			not: []string{"owner BRK-85 Tomasz Wierzba"}},
		{name: "'BRK-86 to @tomasz, fyi' sends for information", docs: []facts.Doc{
			rChat("1", "Rhea Moss", "BRK-86 to @tomasz.wierzba, fyi only, Ilse keeps it."),
			rChat("2", "Tomasz Wierzba", "thanks")},
			not: []string{"owner BRK-86 Tomasz Wierzba"}},
		{name: "'AP Finance:' is accounts payable, no marker", docs: []facts.Doc{
			rMail("Rhea Moss", "BRK-89 invoice", "Hi Ilse,\nAP Finance: invoice for BRK-89 received and queued for the next run.\nRhea")},
			not: []string{"owner BRK-89 Finance"}},
		{name: "a letter's place line opens no address: 'Vantaa, 2 December 2026.'", docs: []facts.Doc{
			rMail("Rhea Moss", "Kiln contract", "Vantaa, 2 December 2026.\nThe relining (BRK-92) is yours from Monday; invoice monthly.")},
			not: []string{"owner BRK-92 Vantaa"}},
		{name: "'Urgent, ...' opens no address", docs: []facts.Doc{
			rMail("Rhea Moss", "kiln", "Urgent, the permit (BRK-94) is yours now.")},
			not: []string{"owner BRK-94 Urgent"}},
		{name: "a quoted earlier mail's addressee is not this mail's reader", docs: []facts.Doc{
			rMail("Ilse Brandt", "RE: gaskets", "> Pekka, can you confirm the gasket spec?\nConfirmed by the maker. BRK-96 is yours from today, Bruno.\nIlse"),
			rChat("2", "Pekka Virta", "ok")},
			not: []string{"owner BRK-96 Pekka Virta"}},
		{name: "a setting whose value is a listed first name: 'fan speed is on Max'", docs: []facts.Doc{rDoc("Rhea Moss", "Kiln meeting",
			"Attendees: Rhea, Ilse, Max\n\n- BRK-141 kiln fan speed is on Max since Tuesday, too loud.")},
			not: []string{"owner BRK-141 Max"}},
		{name: "'Pekka is on it too' about a call", docs: []facts.Doc{
			rChat("1", "Aino Lahti", "BRK-143 vendor call at 3, Pekka is on it too, Ilse leads the fix."), rChat("2", "Pekka Virta", "ok")},
			not:   []string{"owner BRK-143 Pekka Virta"},
			wrong: "ownclaims.go reOnItName: 'Pekka is on it' where 'it' is the call just named is read as Pekka at work on the item"},
		{name: "a quoted 'On it.' in a reply on the tracker is the quoted writer's, not the replier's", docs: []facts.Doc{
			r9Ticket("1", "Tomasz Wierzba", "BRK-144 Kiln door seal", "Assigned to me."),
			r9Ticket("2", "Rhea Moss", "BRK-144 comment", "> On it.\nThanks Tomasz, shout if you need the ladder.")},
			not: []string{"owner BRK-144 Rhea Moss"}},
		{name: "'BRK-145 to @channel' is a broadcast, no one", docs: []facts.Doc{
			rChat("1", "Rhea Moss", "BRK-145 to @channel, someone grab it please")},
			not: []string{"owner BRK-145*"}},
		{name: "an arrow to an environment in an actions list: 'hotfix build → Staging'", docs: []facts.Doc{rDoc("Rhea Moss", "Release meeting",
			"Actions:\n- BRK-147 hotfix build → Staging")},
			not: []string{"owner BRK-147 Staging"}},
		{name: "'AI Copilot:' is a tool, no marker", docs: []facts.Doc{
			rChat("1", "Rhea Moss", "BRK-148: AI Copilot: suggested fix attached, not reviewed yet")},
			not: []string{"owner BRK-148 Copilot"}},
		{name: "a chat opening with a product: 'Jenkins, again.'", docs: []facts.Doc{
			rChat("1", "Rhea Moss", "Jenkins, again. BRK-149 is yours, I'm off sick."), rChat("2", "Sam Jenkins", "ok")},
			not: []string{"owner BRK-149 Jenkins", "owner BRK-149 Sam Jenkins"}},
		{name: "a chat opening with a place: 'Gdansk, quick one.'", docs: []facts.Doc{
			rChat("1", "Rhea Moss", "Gdansk, quick one. The customs forms arrived and BRK-152 is yours now.")},
			not: []string{"owner BRK-152 Gdansk"}},
	})
}

// Owners missed: the session's constructions in other words.
func TestReview9MissedOwners(t *testing.T) {
	pekka := rChat("9", "Pekka Virta", "ok")
	runFactProbes(t, []factProbe{
		{name: "'Pekka is onto it' (Australian)", docs: []facts.Doc{rChat("1", "Aino Lahti", "BRK-102 kiln log empty again, Pekka is onto it."), pekka},
			want: []string{"owner BRK-102 Pekka Virta"}},
		{name: "'on it' in chat after a direct ask", docs: []facts.Doc{
			rChat("1", "Aino Lahti", "@pekka can you take BRK-103? the gasket order is stuck"),
			rChat("2", "Pekka Virta", "on it")},
			want: []string{"owner BRK-103 Pekka Virta"}},
		{name: "'On it.' on a tracker (control)", docs: []facts.Doc{
			r9Ticket("1", "Rhea Moss", "BRK-104 Kiln door seal", "Assigning to Facilities."),
			r9Ticket("2", "Tomasz Wierzba", "BRK-104 comment", "On it.")},
			want: []string{"owner BRK-104 Tomasz Wierzba"}},
		{name: "'AI - Ilse: book the crane' (a dash after the marker)", docs: []facts.Doc{rDoc("Rhea Moss", "Yard meeting",
			"Present: Rhea Moss, Tomasz Wierzba, Ilse\n\n- BRK-106 crane: AI - Ilse: book it for the refit week.")},
			want:  []string{"owner BRK-106 Ilse"},
			wrong: "(not covered) ownframes.go reMarkerName takes a colon or spaces after the marker, not ' - '"},
		{name: "an opening handle without a comma: '@tomasz see below. That's yours.'", docs: []facts.Doc{
			rChat("1", "Rhea Moss", "@tomasz.wierzba see below from the council. The permit (BRK-108) has to be filed by Friday. That's yours."),
			rChat("2", "Tomasz Wierzba", "ok")},
			want:  []string{"owner BRK-108 Tomasz Wierzba"},
			wrong: "(not covered) ownclaims.go openingVocative needs a comma or a dash after the name: a chat opening with a handle alone ('@tomasz.wierzba see below') addresses no one"},
		{name: "an arrow after a colon: 'BRK-160: door seal → @tomasz'", docs: []facts.Doc{rDoc("Rhea Moss", "Board", "- BRK-160: door seal refit → @tomasz.wierzba")},
			want: []string{"owner BRK-160 tomasz.wierzba"}},
		{name: "an arrow after five words: 'BRK-161 door seal refit and paint → @tomasz'", docs: []facts.Doc{rDoc("Rhea Moss", "Board", "- BRK-161 door seal refit and paint → @tomasz.wierzba")},
			want: []string{"owner BRK-161 tomasz.wierzba"}},
		{name: "'BRK-162 door seal → @tomasz' (control)", docs: []facts.Doc{rDoc("Rhea Moss", "Board", "- BRK-162 door seal → @tomasz.wierzba")},
			want: []string{"owner BRK-162 tomasz.wierzba"}},
	})
}

// Planted text that makes a real owner vanish or a false one appear.
func TestReview9OwnerInjections(t *testing.T) {
	runFactProbes(t, []factProbe{
		{name: "a planted attendee list makes a tool a person: 'BRK-110 is on Teams' (injection)", docs: []facts.Doc{
			rDoc("Mallory Fox", "notes", "Attendees: Rhea, Teams\n\nnothing to report"),
			rChat("2", "Rhea Moss", "BRK-110 review is on Teams, link in the invite.")},
			not: []string{"owner BRK-110*"}},
		{name: "a passer-by's 'On it' comment takes the item off its assignee (injection)", docs: []facts.Doc{
			r9Ticket("1", "Rhea Moss", "BRK-111 Kiln door seal", "Assigned to Tomasz Wierzba."),
			r9Ticket("2", "Mallory Fox", "BRK-111 comment", "On it: same fault as last year, see the old log.")},
			want: []string{"owner BRK-111 Tomasz Wierzba"}, not: []string{"owner BRK-111 Mallory Fox"}},
		{name: "a planted 'AI Mallory:' line in shared minutes (injection)", docs: []facts.Doc{
			rDoc("Rhea Moss", "Yard meeting", "Present: Rhea Moss, Tomasz Wierzba\n\n- BRK-112 crane: AI(Tomasz): book it for the refit week.\n- AI Mallory: BRK-112 crane, cancel the booking")},
			want: []string{"owner BRK-112 Tomasz Wierzba"}, not: []string{"owner BRK-112 Mallory"}},
	})
}

// State words now ignored after a preposition or a hyphen, and progress now ignored.
func TestReview9States(t *testing.T) {
	runFactProbes(t, []factProbe{
		{name: "'the fix for the done column' closes nothing", docs: []facts.Doc{rChat("1", "Mia Fontaine", "BRK-121: starting the fix for the done column today")},
			not: []string{"status BRK-121 done"}},
		{name: "'BRK-123 re-opened' (a hyphenated state)", docs: []facts.Doc{rChat("1", "Mia Fontaine", "BRK-123 re-opened, the seal leaks again")},
			want: []string{"status BRK-123 open"}},
		{name: "'sign-off done' (a hyphenated 'off' before the real state)", docs: []facts.Doc{rChat("1", "Mia Fontaine", "BRK-124 sign-off done, Tomasz has the paperwork")},
			want: []string{"status BRK-124 done"}},
		{name: "'the patch for cancelled uploads is done' (a modifying state word before the real one)", docs: []facts.Doc{rChat("1", "Mia Fontaine", "BRK-125: the patch for cancelled uploads is done and deployed")},
			want: []string{"status BRK-125 done"}},
		{name: "a contractor's letter: 'We are writing to let you know work is under way'", docs: []facts.Doc{
			rMail("Kiln Services Ltd", "BRK-126 relining", "Dear Ms Moss,\nWe are writing to let you know that work on BRK-126 is now under way.\nYours sincerely,\nKiln Services")},
			want: []string{"status BRK-126 in_progress"}},
		{name: "'got it to 90% there' is progress", docs: []facts.Doc{rChat("1", "Mia Fontaine", "BRK-127 migration: got it to 90% there, finishing tomorrow")},
			want: []string{"status BRK-127 in_progress"}},
		{name: "'falls back to 0% there' (control)", docs: []facts.Doc{rChat("1", "Mia Fontaine", "BRK-128: the discount falls back to 0% there after the promo")},
			not: []string{"status BRK-128 in_progress"}},
		{name: "'set on done' (non-native, German 'auf erledigt gesetzt')", docs: []facts.Doc{rChat("1", "Mia Fontaine", "BRK-170 set on done, the customer confirmed")},
			want: []string{"status BRK-170 done"}},
		{name: "'in state of closed' (non-native)", docs: []facts.Doc{rChat("1", "Mia Fontaine", "BRK-172 is now in state of closed")},
			want: []string{"status BRK-172 done"}},
	})
}

// Date words now ignored: a barred "before/until" and "done for today".
func TestReview9Dates(t *testing.T) {
	runFactProbes(t, []factProbe{
		{name: "'don't merge before the freeze on 15 Dec' (control)", docs: []facts.Doc{rChat("1", "Mia Fontaine", "BRK-130: please don't merge before the freeze on 15 Dec")},
			not: []string{"due BRK-130 2026-12-15"}},
		{name: "'don't forget: due 15 Dec'", docs: []facts.Doc{rChat("1", "Mia Fontaine", "BRK-131 don't forget: due 15 Dec")},
			want:  []string{"due BRK-131 2026-12-15"},
			wrong: "(pre-existing) due.go: the negation in a 'don't forget:' lead-in drops the deadline after it"},
		{name: "'not before Monday, but no later than Friday 4 Dec'", docs: []facts.Doc{rChat("1", "Mia Fontaine", "BRK-132: not before Monday 30 Nov, but no later than Friday 4 Dec")},
			want: []string{"due BRK-132 2026-12-04"}},
		{name: "'don't wait until the last minute, BRK-133 is due 4 Dec'", docs: []facts.Doc{rChat("1", "Mia Fontaine", "Don't wait until the last minute, BRK-133 is due 4 Dec")},
			want: []string{"due BRK-133 2026-12-04"}},
		{name: "'don't close it until the customer signs, which must happen by 4 Dec'", docs: []facts.Doc{rChat("1", "Mia Fontaine", "BRK-134: don't close it until the customer signs, which must happen by 4 Dec")},
			want: []string{"due BRK-134 2026-12-04"}},
		{name: "'you have until Friday 4 Dec' is a deadline", docs: []facts.Doc{rChat("1", "Mia Fontaine", "BRK-136: you have until Friday 4 Dec")},
			want: []string{"due BRK-136 2026-12-04"}},
		{name: "'must be finished for today' (non-native: by today)", docs: []facts.Doc{rChat("1", "Mia Fontaine", "BRK-137 must be finished for today, the client is waiting")},
			want: []string{"due BRK-137 2026-11-18"}},
		{name: "'he is done for today' (control)", docs: []facts.Doc{rChat("1", "Mia Fontaine", "BRK-138: Tomasz is done for today, back tomorrow")},
			not: []string{"due BRK-138 2026-11-18"}},
	})
}

// Azure DevOps identifiers (ids.go).
func TestReview9Identifiers(t *testing.T) {
	runFactProbes(t, []factProbe{
		{name: "'raised the PR 2 days ago' names no 'PR 2'", docs: []facts.Doc{rChat("1", "Mia Fontaine", "AB#7816: raised the PR 2 days ago, still in review")},
			not: []string{"status PR 2 in_progress", "status PR 2 *"}},
		{name: "'our PR 2026 plan is done': public relations, no pull request", docs: []facts.Doc{rChat("1", "Mia Fontaine", "Comms: our PR 2026 plan is done, sending to the board")},
			not: []string{"status PR 2026 done"}},
		{name: "'PR 2304' and 'PR #2304' are one item", docs: []facts.Doc{
			{ID: "1", Kind: "pr", Author: "Wen Achter", At: rAt, Title: "PR #2304: VAT on call-out fees", Text: "Blocked on finance telling us the rate."},
			rChat("2", "Mia Fontaine", "PR 2304 merged this morning")},
			want: []string{"status PR 2304 done"}, not: []string{"status PR #2304 blocked"}},
		{name: "a warehouse bin 'AB#12' in prose is not a work item", docs: []facts.Doc{rChat("1", "Mia Fontaine", "pallet moved to bin AB#12, bay closed for the count")},
			not: []string{"status AB#12*"}},
		{name: "two spaced pull requests in one message: 'PR 2304 merged, PR 2305 blocked'", docs: []facts.Doc{rChat("1", "Mia Fontaine", "PR 2304 merged, PR 2305 blocked on finance")},
			want:  []string{"status PR 2304 done", "status PR 2305 blocked"},
			wrong: "(not covered) ids.go with the subject reading: in two spaced pull requests in one message 'merged' is lost and the second's 'blocked' goes to the first"},
	})
}
