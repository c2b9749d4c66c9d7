package synthesis_test

// A thirty-sixth independent review, of this session's later readings (3c3cd5f, 7af5bc3,
// 407e3a6, 07748ea and the mends of review 35: b8db12d, a925bc6, 31a245e), in wording of our
// own: a ferry terminal, Ardmore Harbour (the Rosslare and Inishcorr routes, berths and
// linkspans, the Ardmore Spirit's A- and B-decks, kiosk fares and passes, the marina pontoon,
// the terminal tracker's AHF- tickets, an operations chat, standups and mails).
//
// The probes keep the form of review35_test.go (runProbes): a probe with a `wrong` field fails
// today, is logged as KNOWN WRONG, and fails the test once it holds. "(brought by <commit>)"
// marks a probe that held on 65eb55d (the session's start) and fails now, the commit named
// being the first after which it fails; "(pre-existing)" one that failed there as well for
// another reason; "(not covered)" one that failed there as well and is of the reading's kind.
// Each was classed by running both files on exports of 65eb55d, of each of the session's
// engine commits (23fa983 43d65e6 96f82ac 1e20c81 af118b6 30faaf8 522c700 3c3cd5f 7af5bc3
// 407e3a6 07748ea b8db12d a925bc6 7f39c4f ff6d62f 31a245e) and on HEAD (e9c916a).
// engine/facts/review36_test.go holds the facts-level probes (the reply to "who's writing X?",
// NamedChange, name lines, number pairs, status fields). 133 probes (65 Ask-level, 68
// facts-level): 76 hold, 57 marked (32 brought, 21 not covered, 4 pre-existing); 29 of the
// holding ones failed on 65eb55d and hold since the session.
//
// Per reading (probes / holding / marked; the brought faults), one line each:
//  1. 3c3cd5f the reply to "who's writing X?" (facts): 23 / 15 / 8 (4 brought, 4 not covered); brought: 'I'll leave that to Niamh', 'I'll pass that on to Niamh', 'I'll second that' and 'I'll get someone on it, I'm tied up' make the replier's commitment to write the thing asked.
//  2. 7af5bc3/07748ea 'from X to Y' (facts NamedChange, Ask): 32 / 14 / 18 (11 brought, 7 not covered); brought: by 7af5bc3 (3) a unit of time right before 'from' ('changed this week from Worldpay to Stripe', 'moved last month from Certas to Gulf') loses the replaced choice, at the Ask level too; by 07748ea (8) 'changeover', 'transitioning', 'go', 'passes', 'converted' are no words of change, so NamedChange reads nothing and 'which fuel supplier / booking system / caterer' is PARTIAL.
//  3. 407e3a6 pending forms (Ask): 22 / 14 / 8 (5 brought, 2 not covered, 1 pre-existing); brought: 'foot passengers will follow once the car deck is loaded' makes the boarding berth PARTIAL; 'the new ferry, to be named Ardmore Spirit', 'the deckhands to be recruited', 'a deputy to be nominated', 'speakers to follow once the minister confirms' call the skipper, trainer, fire marshal and host named beside them 'not settled'.
//  4. b8db12d, a925bc6, 31a245e mends of review 35 (facts, Ask): 56 / 33 / 23 (12 brought, 8 not covered, 3 pre-existing); brought: by b8db12d (2) a standup update thanking or waiting on another known person ('thanks to Niamh Burke', 'waiting on Fergal Dunne's sign-off') takes the item from its reporter; by 23fa983 (1, kept by b8db12d) a manager's 1:1 notes under known names give her 'I'll chase AHF-324' to the report; by 96f82ac (4) '24/7' or '3/4 of' elsewhere in a sentence makes '120/180' no count (a925bc6 matches reNumberPair on the whole text), and a month of another event ('invoiced in March', 'finished on 20 February') drops the February storm's and January flood's cost; by 31a245e (5) 'a 44-tonne limit', 'a 45-minute break', 'a 3-hour trip', 'a 25-minute hop' are read as names (PARTIAL), and a notice board's 'Change:' about how a fee is paid makes it a revision that replaces the other page's fee.
//
// Of note among the not covered: six probes that held for part of the session fail since the
// mends (b8db12d: updates under new starters' names are the writer's; 31a245e: a page titled
// 'B-deck refit' keeps its A-deck line, 'Berth B-2 and 3 other berths' names B-3, 'February
// Rosslare' is a name, 'Since March' holds January).
//
// Mended by the lead, all 32 brought faults (their marks removed): the facts ones in 5d52eed;
// the Ask ones (a unit of time before "from" after a word of change, the words of change, the
// months of an event asked, hyphenated measures alone as values, pending words of another
// clause or after the person asked for, "will follow" only of a detail) in the commit after it;
// the bare "Change:" note is withdrawn (its probes are marked not covered).

import (
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// ahf is the evidence list of one Ardmore Harbour document written on 16 November 2026.
func ahf(kind, title, text string) []synthesis.Evidence {
	return one("2026-11-16T09:00:00Z", kind, title, text)
}

// ahfDocs are documents of the terminal, one per (at, kind, title, text) quadruple, in no
// thread.
func ahfDocs(parts ...string) []synthesis.Evidence { return ccrDocs(parts...) }

// Reading 3 (407e3a6): figures "to come", "will follow once", a person "to be nominated /
// appointed / named / recruited", a price "by agreement / negotiation" leave a detail pending.
func TestReview36PendingForms(t *testing.T) {
	partial := status(synthesis.Partial)
	unsettled := says("not settled")
	runProbes(t, []reviewProbe{
		// The detail asked is pending, in other words.
		{name: "revenue 'figures to come once the auditors sign off'", q: "How much revenue did the summer season bring in at Ardmore?",
			ev:    ahf("mail", "Summer season revenue", "Hi all,\nSummer season revenue at Ardmore: figures to come once the auditors sign off.\nOrla"),
			check: all(partial, unsettled), want: "PARTIAL, the revenue not settled"},
		{name: "a service date that 'will follow once' sea trials are done", q: "When does the new ferry enter service?",
			ev:    ahf("mail", "New ferry", "Hi all,\nThe new ferry's entry into service date will follow once sea trials are complete.\nOrla"),
			check: all(partial, unsettled), want: "PARTIAL, the date not settled"},
		{name: "a duty harbour master 'to be named by the port board'", q: "Who is the duty harbour master for Christmas week?",
			ev:    ahf("doc", "Christmas rota", "Christmas rota\n\nDuty harbour master, Christmas week: to be named by the port board."),
			check: all(partial, unsettled), want: "PARTIAL, the person not settled"},
		{name: "a fire marshal 'to be nominated'", q: "Who is the fire marshal for the passenger terminal?",
			ev:    ahf("doc", "Fire marshals", "Fire marshals\n\nPassenger terminal fire marshal: to be nominated at the next safety meeting."),
			check: all(partial, unsettled), want: "PARTIAL, the person not settled"},
		{name: "a lounge manager 'to be recruited'", q: "Who will run the new Rosslare lounge?",
			ev:    ahf("mail", "Rosslare lounge", "Hi,\nThe Rosslare lounge manager is to be recruited in the new year; the lounge opens in April.\nOrla"),
			check: all(partial, unsettled), want: "PARTIAL, the person not settled"},
		{name: "a report that 'will follow when' the inspector is back", q: "When is the linkspan inspection report due?",
			ev:    ahf("mail", "Linkspan inspection", "Hi,\nThe linkspan inspection is done; the report will follow when the inspector is back from leave.\nFergal"),
			check: all(partial, unsettled), want: "PARTIAL, the report's date not settled"},
		{name: "lorry parking 'priced by agreement with each haulier'", q: "What do we charge for overnight lorry parking?",
			ev:    ahf("doc", "Freight yard", "Freight yard\n\nOvernight lorry parking is priced by agreement with each haulier."),
			check: partial, want: "PARTIAL"},
		{name: "launch charter 'rates by negotiation'", q: "What is the rate for chartering the harbour launch?",
			ev:    ahf("doc", "Harbour launch", "Harbour launch\n\nCharter of the harbour launch: rates by negotiation with the harbour office."),
			check: partial, want: "PARTIAL"},
		{name: "overnight coach parking 'charged by negotiation', the day's free beside it", q: "What does the terminal charge for overnight coach parking?",
			ev:    ahf("doc", "Coach park", "Coach park\n\nCoach parking during the day is free. Overnight coach parking is charged by negotiation with each operator."),
			check: partial, want: "PARTIAL"},
		{name: "'figures for Ardmore to come' (words between)", q: "How much revenue did the summer season bring in at Ardmore?",
			ev:    ahf("mail", "Summer season revenue", "Hi all,\nSummer season revenue figures for Ardmore to come once the auditors sign off.\nOrla"),
			check: all(partial, unsettled), want: "PARTIAL, the revenue not settled",
			wrong: "(not covered) 'figures … to come' needs 'to come' right after the noun: 'figures for Ardmore to come' is GROUNDED on the line that says the revenue is not known"},
		{name: "'sailing times to come once the crew rota is agreed'", q: "What time is the first sailing on Christmas Eve?",
			ev:    ahf("doc", "Christmas sailings", "Christmas sailings\n\nChristmas Eve sailing times to come once the crew rota is agreed."),
			check: all(partial, unsettled), want: "PARTIAL, the times not settled",
			wrong: "(not covered) 'times' is not among the nouns that may be 'to come': PARTIAL only as a detail not stated"},

		// Traps: the same words of something else, the detail asked stated beside them.
		{name: "foot passengers 'will follow once' the cars are loaded", q: "Which berth do foot passengers board from?",
			ev:    ahf("doc", "Boarding", "Boarding\n\nCars board first at Berth 2; foot passengers will follow once the car deck is loaded, through the Berth 2 gangway."),
			check: status(synthesis.Grounded), want: "GROUNDED on Berth 2"},
		{name: "a ferry 'to be named' at her launch, her skipper named", q: "Who is skippering the new ferry?",
			ev:    ahf("doc", "New ferry", "New ferry\n\nCaptain Aoife Daly will skipper the new ferry, to be named Ardmore Spirit at the launch in May."),
			check: not(unsettled), want: "Captain Aoife Daly, not called unsettled"},
		{name: "the trainer named, the trainees 'to be recruited'", q: "Who trains the new deckhands?",
			ev:    ahf("doc", "Winter crewing", "Winter crewing\n\nNiamh Burke trains the deckhands to be recruited this winter."),
			check: not(unsettled), want: "Niamh Burke, not called unsettled"},
		{name: "the fire marshal named, a deputy 'to be nominated'", q: "Who is the fire marshal for the passenger terminal?",
			ev:    ahf("doc", "Fire marshals", "Fire marshals\n\nPassenger terminal fire marshal: Declan Shaw, with a deputy to be nominated at the next safety meeting."),
			check: not(unsettled), want: "Declan Shaw, not called unsettled"},
		{name: "the host named, speakers 'to follow once' the minister confirms", q: "Who is hosting the launch ceremony?",
			ev:    ahf("doc", "Launch ceremony", "Launch ceremony\n\nThe launch ceremony is hosted by the harbour board chair, with speakers to follow once the minister confirms."),
			check: not(unsettled), want: "the harbour board chair, not called unsettled"},
		{name: "site visits 'by agreement' (the visit, not its price), the price beside", q: "What does a group site visit of the terminal cost?",
			ev:    ahf("doc", "Site visits", "Site visits\n\nGroup site visits by agreement with the harbour master, £50 per group."),
			check: all(leadHas("£50"), status(synthesis.Grounded)), want: "GROUNDED on £50"},
		{name: "the dates 'by agreement', the hire price stated", q: "How much does it cost to hire the terminal conference room?",
			ev:    ahf("doc", "Conference room", "Conference room\n\nThe terminal conference room costs £60 a half day; the dates are by agreement with the office."),
			check: leadHas("£60"), want: "£60 leads"},
		{name: "'the guests to come' (arriving)", q: "Where do the guests for the launch ceremony gather?",
			ev:    ahf("doc", "Launch ceremony", "Launch ceremony\n\nThe guests to come to the launch gather in the Berth 4 marquee at noon."),
			check: status(synthesis.Grounded), want: "GROUNDED"},
		{name: "'the date to come into force' stated", q: "What does the new harbour bylaw cover?",
			ev:    ahf("doc", "Harbour bylaw", "Harbour bylaw\n\nThe new harbour bylaw bans jet skis inside the breakwater; the date to come into force is 1 March."),
			check: status(synthesis.Grounded), want: "GROUNDED"},
		{name: "a ferry 'to be named', where she berths asked", q: "Where does the new ferry berth?",
			ev:    ahf("doc", "New ferry", "New ferry\n\nThe new ferry, to be named at a ceremony in Ardmore, will berth at Berth 4."),
			check: status(synthesis.Grounded), want: "GROUNDED"},
		{name: "the contact named, a deputy 'is to be named later'", q: "Who is the named contact for the berth 3 contractor?",
			ev:    ahf("doc", "Berth 3 works", "Berth 3 works\n\nThe berth 3 contractor's contact is Sean Walsh; a deputy is to be named later."),
			check: not(unsettled), want: "Sean Walsh, not called unsettled"},
	})
}

// Reading 2 (7af5bc3, 07748ea) at the Ask level: which choice is in force after a 'from X to
// Y'.
func TestReview36FromToChoices(t *testing.T) {
	runProbes(t, []reviewProbe{
		{name: "'the tug company moved from Svitzer to Boluda in October'", q: "Which tug company do we use?",
			ev: ahfDocs("2026-09-01T09:00:00Z", "doc", "Tugs", "Tugs\n\nThe tug company at Ardmore is Svitzer.",
				"2026-11-10T09:00:00Z", "mail", "Tugs", "Hi all,\nThe tug company moved from Svitzer to Boluda in October.\nFergal"),
			check: leads("Boluda", "Svitzer"), want: "Boluda leads and replaced Svitzer"},
		{name: "'Berth 3 freight goes from Stena to Seatruck'", q: "Which freight operator uses Berth 3?",
			ev: ahfDocs("2026-09-01T09:00:00Z", "doc", "Freight", "Freight\n\nBerth 3 freight sailings are run by Stena.",
				"2026-11-10T09:00:00Z", "mail", "Freight", "Hi all,\nBerth 3 freight goes from Stena to Seatruck on 1 December.\nFergal"),
			check: leads("Seatruck", "Stena"), want: "Seatruck leads and replaced Stena"},
		{name: "a launch that runs from Ardmore to Inishcorr", q: "Which boat runs to Inishcorr?",
			ev:    ahf("doc", "Island services", "Island services\n\nThe harbour launch runs from Ardmore to Inishcorr twice a day."),
			check: all(notLeadWith("Inishcorr"), replacesNothing), want: "no choice Inishcorr replacing Ardmore"},
		{name: "a sailing from Ardmore to Rosslare", q: "Which port does the 07:30 sailing go to?",
			ev:    ahf("doc", "Timetable", "Timetable\n\nThe 07:30 sailing from Ardmore to Rosslare is full until Friday."),
			check: replacesNothing, want: "nothing replaced (Ardmore is where it leaves)"},

		// Changes no longer read.
		{name: "'changed this week from Worldpay to Stripe'", q: "Which payment provider do the kiosks use?",
			ev: ahfDocs("2026-09-01T09:00:00Z", "doc", "Kiosks", "Kiosks\n\nKiosk card payments are processed by Worldpay.",
				"2026-11-10T09:00:00Z", "mail", "Kiosk payments", "Hi all,\nThe kiosk payment provider changed this week from Worldpay to Stripe.\nOrla"),
			check: leads("Stripe", "Worldpay"), want: "Stripe leads and replaced Worldpay"},
		{name: "a fuel supplier 'changeover from Certas to Gulf'", q: "Which fuel supplier do we use for bunkering?",
			ev: ahfDocs("2026-09-01T09:00:00Z", "doc", "Bunkering", "Bunkering\n\nBunkering fuel is supplied by Certas.",
				"2026-11-10T09:00:00Z", "mail", "Bunkering", "Hi all,\nFuel supplier changeover from Certas to Gulf on 1 November for all bunkering.\nFergal"),
			check: leads("Gulf", "Certas"), want: "Gulf leads and replaced Certas"},
		{name: "'transitioning the booking system from Ferrybook to Sailtix'", q: "Which booking system do we use?",
			ev:    ahf("mail", "Booking system", "Hi all,\nWe're transitioning the booking system from Ferrybook to Sailtix over the winter.\nOrla"),
			check: leads("Sailtix", "Ferrybook"), want: "Sailtix leads and replaced Ferrybook"},
		{name: "a catering contract that 'passes from Brakes to Bidfood'", q: "Which caterer runs the lounge?",
			ev: ahfDocs("2026-09-01T09:00:00Z", "doc", "Lounge", "Lounge\n\nThe lounge cafe is run by Brakes.",
				"2026-11-10T09:00:00Z", "mail", "Lounge catering", "Hi all,\nThe lounge catering contract passes from Brakes to Bidfood in December.\nOrla"),
			check: leads("Bidfood", "Brakes"), want: "Bidfood leads and replaced Brakes"},

		// Traps: a route with a word of change in the sentence, or as a label.
		{name: "'crew changes on the late sailing from Ardmore to Rosslare'", q: "Which port does the late sailing go to?",
			ev:    ahf("doc", "Timetable", "Timetable\n\nCrew changes on the late sailing from Ardmore to Rosslare happen at Rosslare."),
			check: replacesNothing, want: "nothing replaced",
			wrong: "(not covered) the noun 'changes' counts as a word of change: 'Rosslare; it replaced Ardmore'"},
		{name: "fenders 'replaced' in one clause, a ferry's route in the next", q: "Which berth does the freight ferry use?",
			ev:    ahf("doc", "Freight", "Freight\n\nBerth 3 fenders were replaced in October; the freight ferry from Ardmore to Rosslare uses Berth 3."),
			check: all(notLeadWith("Rosslare"), replacesNothing), want: "no choice Rosslare replacing Ardmore",
			wrong: "(not covered) the word of change may stand in another clause: 'Rosslare; it replaced Ardmore' for the berth"},
		{name: "a shuttle's route as a label's value", q: "Which shuttle service runs to the station?",
			ev:    ahf("doc", "Shuttle", "Shuttle\n\nShuttle: from Terminal to Station every 20 minutes, run by Bus Eireann."),
			check: all(notLeadWith("Station"), replacesNothing), want: "no choice Station replacing Terminal",
			wrong: "(not covered) a label's 'from X to Y' is a change whatever the label: 'Station; it replaced Terminal'"},
	})
}

// Reading 4 (31a245e): the mends of review 35 at the Ask level: status questions, variants
// (letter codes, numbered series, months, titles), measures joined to their unit by a hyphen,
// "Change:" notes.
func TestReview36Mends(t *testing.T) {
	grounded := status(synthesis.Grounded)
	runProbes(t, []reviewProbe{
		// A status question: the state answers, a cost not yet worked out beside it does not
		// unsettle it.
		{name: "'what's the status of' the fenders, back in use, cost not calculated", q: "What's the status of the berth 3 fender replacement?",
			ev:    ahf("mail", "Berth 3 fenders", "Hi all,\nThe berth 3 fenders are replaced and back in use since Tuesday; the final cost has not been calculated yet.\nFergal"),
			check: all(says("back in use"), not(says("not settled"))), want: "'back in use' given, not called unsettled"},
		{name: "'what is the current state of' the linkspan, bill not costed", q: "What is the current state of the linkspan at Berth 2?",
			ev:    ahf("mail", "Linkspan", "Hi all,\nThe Berth 2 linkspan is working again after the hydraulic repair; the repair bill is not yet costed.\nFergal"),
			check: all(says("working again"), not(says("not settled"))), want: "'working again' given, not called unsettled"},
		{name: "'what's the progress on' the refit, cost not worked out", q: "What's the progress on the lounge refit?",
			ev:    ahf("mail", "Lounge refit", "Hi,\nThe lounge refit is half done: seating is in, the bar counter comes next week. Final cost not yet worked out.\nOrla"),
			check: all(grounded, says("half done")), want: "GROUNDED on 'half done'"},
		{name: "a position asked that is 'to be measured'", q: "What is the position of the new navigation buoy off Berth 4?",
			ev:    ahf("mail", "Navigation buoy", "Hi,\nThe new navigation buoy is laid off Berth 4; its exact position is to be measured by the survey boat next week.\nFergal"),
			check: status(synthesis.Partial), want: "PARTIAL"},
		{name: "'what is the status of' the rent review, the new rent 'to be set'", q: "What is the status of the ticket office rent review?",
			ev:    ahf("mail", "Ticket office rent", "Hi,\nThe ticket office rent review is still open; the new rent is to be set by negotiation with the port board.\nOrla"),
			check: all(says("still open"), not(says("not settled"))), want: "'still open' given, not called unsettled",
			wrong: "(not covered) only rePendingValue is kept from status questions: the general 'to be set' (of the new rent) still calls the review's status not settled"},

		// Variants: letter codes, numbered series.
		{name: "A-deck's seats for B-deck asked", q: "How many seats are on B-deck?",
			ev:    ahf("doc", "Ardmore Spirit decks", "Ardmore Spirit decks\n\nA-deck lounge: 240 seats and a cafe.\nB-deck: reclining seats, numbers to follow after the refit."),
			check: all(notLeadWith("240"), not(grounded)), want: "no 240 lead, not GROUNDED"},
		{name: "B-deck's seats with A-deck's beside", q: "How many seats are on B-deck?",
			ev:    ahf("doc", "Ardmore Spirit decks", "Ardmore Spirit decks\n\nThe B-deck lounge has 180 seats, against 240 on A-deck."),
			check: leadHas("180"), want: "180 leads"},
		{name: "a series of lifts 'L-2/3/5'", q: "How many passengers does lift L-3 take?",
			ev:    ahf("doc", "Lifts", "Lifts\n\nGangway lifts L-2/3/5 take 8 passengers each; L-4 takes 12."),
			check: leadHas("8"), want: "8 leads"},
		{name: "another lift's load", q: "How many passengers does lift L-3 take?",
			ev:    ahf("doc", "Lifts", "Lifts\n\nGangway lift L-4 takes 12 passengers."),
			check: all(notLeadWith("12"), not(grounded)), want: "no 12 lead, not GROUNDED"},
		{name: "a page titled for B-deck, its line of A-deck", q: "How many seats are on B-deck?",
			ev:    ahf("doc", "B-deck refit", "B-deck refit\n\nA-deck lounge: 240 seats and a cafe."),
			check: notLeadWith("240"), want: "no 240 lead",
			wrong: "(not covered) a page titled for the variant asked keeps every line, one naming only another deck too: 240 (A-deck's) leads"},
		{name: "'Berth B-2 and 3 other berths' (a count after the unit, no series)", q: "How long is berth B-3?",
			ev:    ahf("doc", "Berths", "Berths\n\nBerth B-2 and 3 other berths were dredged in May; B-2 is 180 m long."),
			check: notLeadWith("180 m"), want: "no 180 m lead",
			wrong: "(not covered) reNumberedList reads '3' of '3 other berths' as B-3 in B-2's series, so B-2's length answers for B-3"},

		// Months: a month of another thing, a name, a running period.
		{name: "repairs after the February storm, invoiced in March", q: "What did the repairs after the February storm cost?",
			ev:    ahf("doc", "Storm repairs", "Storm repairs\n\nThe storm repairs to the Berth 1 walkway came to £48,000, invoiced in March."),
			check: leadHas("£48,000"), want: "£48,000 leads"},
		{name: "repairs after the January flood, the contractor finishing in February", q: "How much were the lounge repairs after the January flood?",
			ev:    ahf("mail", "Lounge flood", "Hi,\nThe lounge flood repairs cost £12,400; the contractor finished on 20 February.\nOrla"),
			check: leadHas("£12,400"), want: "£12,400 leads"},
		{name: "'February Rosslare crossings' for March asked", q: "How many passengers used the terminal in March?",
			ev:    ahf("doc", "Terminal footfall", "Terminal footfall\n\nFebruary Rosslare crossings carried 41,200 passengers through the terminal."),
			check: notLeadWith("41,200"), want: "no 41,200 lead",
			wrong: "(not covered) a month before a capitalised word ('February Rosslare') is taken for a name, so February's figure answers for March"},
		{name: "'Since March' for January asked", q: "How many passengers used the terminal in January?",
			ev:    ahf("doc", "Terminal footfall", "Terminal footfall\n\nSince March the terminal has handled 48,000 passengers."),
			check: notLeadWith("48,000"), want: "no 48,000 lead",
			wrong: "(not covered) a period opened by 'since March' is taken to hold any month, January (before it) too"},
		{name: "'In June Bank Holiday week' for July asked", q: "How many sailings a day are there in July?",
			ev:    ahf("doc", "Summer timetable", "Summer timetable\n\nIn June Bank Holiday week the ferry runs 6 sailings a day."),
			check: notLeadWith("6 sailings"), want: "no 6 sailings a day lead"},
		{name: "'From March to May' for July asked", q: "How many sailings a day are there in July?",
			ev:    ahf("doc", "Summer timetable", "Summer timetable\n\nFrom March to May the ferry runs 4 sailings a day."),
			check: notLeadWith("4 sailings"), want: "no 4 sailings a day lead"},
		{name: "'the August Bank Holiday day return'", q: "How much does a day return cost for the August Bank Holiday sailings?",
			ev:    ahf("doc", "Fares", "Fares\n\nThe August Bank Holiday day return is £29 for foot passengers."),
			check: leadHas("£29"), want: "£29 leads"},
		{name: "two months in one line, the second asked", q: "How many sailings a day run to Rosslare in December?",
			ev:    ahf("doc", "Winter timetable", "Winter timetable\n\nIn November the Rosslare route runs 4 sailings a day; in December it drops to 3 sailings a day."),
			check: leadHas("3 sailings"), want: "3 sailings a day leads",
			wrong: "(pre-existing) a line naming both months is kept whole and its first rate (November's 4) leads, on 65eb55d too"},

		// Measures joined to their unit by a hyphen.
		{name: "'a 44-tonne limit' for the maximum weight asked", q: "What is the maximum weight on the Berth 2 linkspan?",
			ev:    ahf("doc", "Linkspan", "Linkspan\n\nThe Berth 2 linkspan has a 44-tonne limit per axle group."),
			check: leadHas("44-tonne"), want: "44-tonne leads"},
		{name: "'a 45-minute break' for the layover asked", q: "How long is the layover at Rosslare?",
			ev:    ahf("doc", "Crew rules", "Crew rules\n\nThe layover at Rosslare gives crews a 45-minute break before the return sailing."),
			check: leadHas("45-minute"), want: "45-minute leads"},
		{name: "'is a 3-hour trip' (a predicate noun)", q: "How long is the Rosslare crossing?",
			ev:    ahf("doc", "Rosslare route", "Rosslare route\n\nThe Rosslare crossing is a 3-hour trip on the Ardmore Spirit."),
			check: leadHas("3-hour"), want: "3-hour leads"},
		{name: "'a 25-minute hop on the harbour launch'", q: "How long does the harbour launch take to Inishcorr?",
			ev:    ahf("doc", "Harbour launch", "Harbour launch\n\nInishcorr is a 25-minute hop on the harbour launch."),
			check: leadHas("25-minute"), want: "25-minute leads"},
		{name: "'a 10-day wait' for the wait asked", q: "How long is the wait for a replacement boarding card?",
			ev:    ahf("doc", "Boarding cards", "Boarding cards\n\nReplacement boarding cards come with a 10-day wait."),
			check: leadHas("10-day"), want: "10-day leads"},
		{name: "'a 90-minute delay' for how long it was delayed", q: "How long was the 10:00 sailing delayed?",
			ev:    ahf("mail", "10:00 sailing", "Hi,\nThe 10:00 sailing left with a 90-minute delay after the linkspan fault.\nDeclan"),
			check: leadHas("90-minute"), want: "90-minute leads"},
		{name: "'a 48-hour hold' for the hold asked", q: "How long is the hold for a flexi booking?",
			ev:    ahf("doc", "Bookings", "Bookings\n\nFlexi bookings get a 48-hour hold before payment is due."),
			check: leadHas("48-hour"), want: "48-hour leads"},
		{name: "'the 3-hour route' named in the question, its real time stated", q: "How long is the crossing on the 3-hour route?",
			ev:    ahf("doc", "Routes", "Routes\n\nThe 3-hour route to Rosslare actually takes 3 hours 20 minutes in winter."),
			check: leadHas("3 hours 20 minutes"), want: "3 hours 20 minutes leads"},
		{name: "a '7-day pass' priced", q: "What does the 7-day foot passenger pass cost?",
			ev:    ahf("doc", "Passes", "Passes\n\nThe 7-day foot passenger pass costs £95."),
			check: leadHas("£95"), want: "£95 leads"},

		// "Change:" notes.
		{name: "'Change: yacht berthing fee raised …' in Rev B", q: "How much is the berthing fee for a yacht at the marina pontoon?",
			ev: ahfDocs("2026-09-01T09:00:00Z", "doc", "MP-2 Marina pontoon charges (Rev A)", "Marina pontoon charges · Rev A\n\n1. Yacht berthing fee: £32 a night.\n2. Showers: free.",
				"2026-11-02T09:00:00Z", "doc", "MP-2 Marina pontoon charges (Rev B)", "Marina pontoon charges · Rev B\nChange: yacht berthing fee raised for the winter dredging levy.\n\n1. Yacht berthing fee: £36 a night.\n2. Showers: free."),
			check: leads("£36", "£32"), want: "£36 leads and replaced £32",
			wrong: "(not covered) a bare 'Change:' label is no revision note: withdrawn after this review (a notice's 'Change: payments by card only' shares a fee line's words without changing the fee); 'Rev B' and 'supersedes' notes are read"},
		{name: "'Changes: showers now coin-operated' (not the fee)", q: "How much is the berthing fee for a yacht at the marina pontoon?",
			ev: ahfDocs("2026-09-01T09:00:00Z", "doc", "MP-2 Marina pontoon charges (Rev A)", "Marina pontoon charges · Rev A\n\n1. Yacht berthing fee: £32 a night.\n2. Showers: free.",
				"2026-11-02T09:00:00Z", "doc", "MP-2 Marina pontoon charges (Rev B)", "Marina pontoon charges · Rev B\nChanges: showers now coin-operated.\n\n1. Yacht berthing fee: £36 a night.\n2. Showers: 50p."),
			check: all(replacesNothing, not(grounded)), want: "the two fees left open"},
		{name: "'Change:' meaning coins on a kiosk notice", q: "How much is a foot passenger day return from the kiosk?",
			ev: ahfDocs("2026-09-01T09:00:00Z", "doc", "Kiosk fares", "Kiosk fares\n\nFoot passenger day return: £32 at the kiosk.",
				"2026-11-02T09:00:00Z", "doc", "Kiosk notes", "Kiosk notes\nChange: the kiosk gives no change on foot passenger day return fares, so please pay by card.\n\nFoot passenger day return: £34 at the kiosk."),
			check: all(replacesNothing, not(grounded)), want: "the two fares left open"},
		{name: "a notice board's 'Change:' about how the fee is paid", q: "How much is the berthing fee for a yacht at the marina pontoon?",
			ev: ahfDocs("2026-09-01T09:00:00Z", "doc", "Marina pontoon charges", "Marina pontoon charges\n\n1. Yacht berthing fee: £32 a night.\n2. Showers: free.",
				"2026-11-02T09:00:00Z", "doc", "Marina notice board", "Marina notice board\nChange: yacht berthing fee payments now by card only at the pontoon kiosk.\n\nYacht berthing fee: £36 a night in the harbour office price list."),
			check: all(replacesNothing, not(grounded)), want: "the two fees left open (the notice changes how it is paid, not the fee)"},
	})
}
