package synthesis_test

// A twenty-first independent review, of four answer readings:
//
//  1. 6a6697f (values.go counts/countedHead, synthesis.go countsOther): "how many X" is
//     answered by a count of X's head; a count of another noun the question's words qualify
//     leads, and the answer is PARTIAL, naming the head.
//  2. 155a41c (detail.go reAsksFigure, pending.go statesNone): "what did X come in at / come
//     to?" asks a figure; a source saying the figure cannot be given yet leaves it missing unless
//     another source states a figure.
//  3. 123f73e (detail.go reWhenQuestion "exactly", synthesis.go onQuestion): a date answers
//     "when" (and a date or figure detail) only from a claim holding a word of the question's
//     topic in its text or its document's title.
//  4. 8a7bc24 (dateroles.go reAsksPlan/reAsksHappened): a plan asked as an obligation or a limit
//     ("have to ... by?", "the last day to", "cut-off", "latest"); a happening asked after a word
//     of talk ("so when did", "ok when exactly did").
//
// The probes keep the form of review16_test.go and review19_test.go (runProbes): a probe with a
// `wrong` field fails today, is logged as KNOWN WRONG, and fails the test once it holds.
// "(brought by <commit>)" marks a probe that held on the commit before the reading and fails
// with it; "(pre-existing)" one that failed there as well. Each was classed by running this file
// on a worktree of <commit>^ (and checked on <commit> itself for the brought ones).
//
// Reading 1: 16 probes, 4 hold, 12 marked (5 brought by 6a6697f, 7 pre-existing); of the
// holding ones, 'ward nurses' (beds counted) failed before the reading (GROUNDED on a bed count).
// Reading 2: 11 probes, 6 hold, 5 marked (1 brought by 155a41c, 4 pre-existing); two holding
// ones ('come to in the end' pending with a date, 'figures to follow' with a date) were
// GROUNDED before it.
// Reading 3: 11 probes, 5 hold, 6 marked (3 brought by 123f73e, 3 pre-existing); 'port
// minutes: another item's date' was GROUNDED before it.
// Reading 4: 14 probes, 5 hold, 9 marked (5 brought by 8a7bc24, 4 pre-existing); three holding
// ones ('had to be out by?', 'required by?', 'so what date did') failed before it.

import (
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// r21 is a piece of evidence of the given kind and title written at an RFC 3339 time.
func r21(id, at, kind, title, text string) synthesis.Evidence {
	return r16(id, at, kind, "Src", "", title, text)
}

// one is the evidence list of one document.
func one(at, kind, title, text string) []synthesis.Evidence {
	return []synthesis.Evidence{r21("1", at, kind, title, text)}
}

// Reading 1 (6a6697f): "how many X" is answered by a count of X's head.
func TestReview21CountedHead(t *testing.T) {
	runProbes(t, []reviewProbe{
		// Counts of the head asked, in a short form or another number.
		{name: "lab rota: 'techs' asked, 'technicians' counted", q: "How many lab techs cover the weekend?",
			ev:    one("2026-11-10T09:00:00Z", "doc", "Pathology lab rota", "The weekend is covered by 3 lab technicians on call."),
			check: all(leadHas("3"), status(synthesis.Grounded)), want: "GROUNDED on 3"},
		{name: "HR mail: 'how many staff left in Q3' (a verb second)", q: "How many staff left in Q3?",
			ev:    one("2026-11-10T09:00:00Z", "mail", "HR quarterly", "Q3 attrition: 9 staff left, 4 of them from the Leeds contact centre."),
			check: all(leadHas("9"), status(synthesis.Grounded)), want: "GROUNDED on 9"},
		{name: "fleet chat: 'how many vans need new tyres'", q: "How many vans need new tyres?",
			ev:    one("2026-11-10T09:00:00Z", "chat", "#fleet", "Fleet check done: 7 vans need new tyres before winter."),
			check: all(leadHas("7"), status(synthesis.Grounded)), want: "GROUNDED on 7"},
		// A count of something else the question's words qualify.
		{name: "ward page: beds counted, nurses asked", q: "How many ward nurses are on the night rota?",
			ev:    one("2026-11-10T09:00:00Z", "doc", "Ward 7", "Ward 7 has 28 beds; the night rota covers all of them."),
			check: all(not(status(synthesis.Grounded)), missingSays("nurses")), want: "PARTIAL, saying the nurses are not counted"},
		{name: "berth page: plugs and techs both counted, the berth's number in the question", q: "How many reefer techs are on shift at berth 2?",
			ev:    one("2026-11-10T09:00:00Z", "doc", "Berth 2", "Berth 2 reefer plugs: 516.\nReefer techs on shift at berth 2: 4 (days), 3 (nights)."),
			check: nothingMissing("counts the techs"), want: "no 'No evidence counts the techs': the second line counts them (4 days, 3 nights)"},
		// Heads the reading picks wrongly.
		{name: "shift page: 'how many people work nights' (irregular plural, then a verb)", q: "How many people work nights at the Tilbury DC?",
			ev:    one("2026-11-10T09:00:00Z", "doc", "Tilbury DC shift pattern", "The night shift at Tilbury DC has 23 people, Sunday to Thursday."),
			check: all(leadHas("23"), status(synthesis.Grounded)), want: "GROUNDED on 23"},
		{name: "sales wiki: 'reps' asked, 'representatives' counted", q: "How many sales reps cover the North West?",
			ev:    one("2026-11-10T09:00:00Z", "doc", "Sales territories", "North West: 7 sales representatives, managed from Manchester."),
			check: all(leadHas("7"), status(synthesis.Grounded)), want: "GROUNDED on 7"},
		{name: "shift log: 'techs' asked, 'technical faults' counted", q: "How many techs were on the night shift?",
			ev:    one("2026-11-10T09:00:00Z", "chat", "#ops-tilbury", "Night shift log: 4 technical faults, all closed by morning."),
			check: not(status(synthesis.Grounded)), want: "not GROUNDED: 4 counts faults"},
		{name: "intake mail: 'trainees' asked, 'training days' counted", q: "How many trainees are in the September intake?",
			ev:    one("2026-11-10T09:00:00Z", "mail", "September intake", "September intake: 6 training days booked with 2 assessors."),
			check: not(status(synthesis.Grounded)), want: "not GROUNDED: 6 counts days"},
		// Short forms and synonyms the reading does not know.
		{name: "offsite chat: 'ppl' asked, 'people' counted", q: "How many ppl are coming to the Lisbon offsite?",
			ev:    one("2026-11-10T09:00:00Z", "chat", "#offsite", "Lisbon offsite: 38 people signed up so far, form closes Friday."),
			check: leadHas("38"), want: "38",
			wrong: "(pre-existing) 'ppl' names no 'people': no count is kept and the count is said missing, PARTIAL"},
		{name: "team page: 'devs' asked, 'developers' counted", q: "How many platform devs are there now?",
			ev:    one("2026-11-10T09:00:00Z", "doc", "Platform team", "Platform team: 9 developers after the October hires."),
			check: leadHas("9"), want: "9",
			wrong: "(pre-existing) 'dev' is under four letters, so 'developers' is not it; the count is said missing, PARTIAL"},
		{name: "renewal mail: 'seats' asked, 'licences' counted", q: "How many Figma seats do we have?",
			ev:    one("2026-11-10T09:00:00Z", "mail", "Figma renewal", "We have 40 Figma licences on the Organization plan."),
			check: leadHas("40"), want: "40",
			wrong: "(pre-existing) seats and licences are one thing in a licence count; no count is kept, PARTIAL"},
		// Counts written as teams write them.
		{name: "yard chat: 'forklifts x12'", q: "How many forklifts are on site at Tilbury?",
			ev:    one("2026-11-10T09:00:00Z", "chat", "#ops-tilbury", "Tilbury site: forklifts x12, reach trucks x4."),
			check: leadHas("12"), want: "12",
			wrong: "(pre-existing) 'x12' after the noun is not read as a count; the count is said missing, PARTIAL"},
		{name: "yard chat: 'a dozen forklift drivers'", q: "How many forklift drivers are on days?",
			ev:    one("2026-11-10T09:00:00Z", "chat", "#ops-tilbury", "We've got a dozen forklift drivers on days now, two more start Monday."),
			check: anyOf(leadHas("dozen"), leadHas("12")), want: "a dozen (12)",
			wrong: "(pre-existing) 'a dozen' is not read as a count; the count is said missing, PARTIAL"},
		{name: "staffing table: a 'Pickers' column", q: "How many pickers are on nights?",
			ev:    one("2026-11-10T09:00:00Z", "doc", "Tilbury DC staffing", "| Shift | Pickers | Forklifts |\n|---|---|---|\n| Days | 18 | 6 |\n| Nights | 11 | 4 |"),
			check: leadHas("11"), want: "11 (the Nights row's Pickers cell)",
			wrong: "(pre-existing) a table's cell is not read as a count of its column's noun; the count is said missing, PARTIAL"},
		{name: "fulfilment chat: 'how many orders shipped' (a verb second)", q: "How many orders shipped yesterday?",
			ev:    one("2026-11-10T09:00:00Z", "chat", "#fulfilment", "Yesterday: 1,284 orders shipped, 37 backordered."),
			check: all(leadHas("1,284"), status(synthesis.Grounded)), want: "GROUNDED on 1,284",
			wrong: "(pre-existing) the planner asks a completion state for 'shipped', which no fact gives: 'No evidence states the completion state', PARTIAL"},
	})
}

// Reading 2 (155a41c): "what did X come in at / come to?" asks a figure; a pending figure stays
// missing unless another source states one.
func TestReview21ComeInAt(t *testing.T) {
	dredgeSigned := r21("2", "2026-11-04T09:00:00Z", "mail", "Re: Harbour dredging", "The harbour dredging contract was signed on 30 October with Boskalis.")
	dredgeTender := r21("3", "2026-09-04T09:00:00Z", "doc", "Dredging tender", "The tender covered 2 berths in the harbour.")
	dredge := func(pending string, more ...synthesis.Evidence) []synthesis.Evidence {
		return append([]synthesis.Evidence{r21("1", "2026-11-02T09:00:00Z", "mail", "Harbour dredging", pending), dredgeSigned, dredgeTender}, more...)
	}
	cateringPending := r21("1", "2026-11-02T09:00:00Z", "mail", "Offsite catering", "Offsite catering: I can't give you a total yet, Dine & Co's invoice hasn't arrived.")
	cateringServed := r21("2", "2026-11-04T09:00:00Z", "mail", "Re: Offsite catering", "Offsite catering was served on 22 October at the Lisbon venue.")
	const dredgeQ = "What did the harbour dredging contract come in at?"
	runProbes(t, []reviewProbe{
		// Figures that came in: a score, a time.
		{name: "metrics mail: a score 'came in at 42'", q: "What did Q3 NPS come in at?",
			ev:    one("2026-10-10T09:00:00Z", "mail", "Q3 customer metrics", "Q3 NPS came in at 42, up from 38 in Q2."),
			check: all(says("42"), status(synthesis.Grounded)), want: "GROUNDED on 42"},
		{name: "yard chat: a time 'came in at 05:40'", q: "What time did the last trailer come in at?",
			ev:    one("2026-11-10T09:00:00Z", "chat", "#yard", "Last trailer from Daventry came in at 05:40, tipped by 06:15."),
			check: all(leadHas("05:40"), status(synthesis.Grounded)), want: "GROUNDED on 05:40"},
		// A pending figure, and what settles it.
		{name: "'come to in the end': a total not given yet, a date from another mail", q: "What did the offsite catering come to in the end?",
			ev:    []synthesis.Evidence{cateringPending, cateringServed},
			check: not(status(synthesis.Grounded)), want: "PARTIAL: the total is not given"},
		{name: "the same, with the invoice mail a week later", q: "What did the offsite catering come to in the end?",
			ev: []synthesis.Evidence{cateringPending, cateringServed,
				r21("3", "2026-11-09T09:00:00Z", "mail", "Offsite catering invoice", "Dine & Co invoice in: offsite catering came to €5,870 all in.")},
			check: all(leadHas("5,870"), status(synthesis.Grounded)), want: "GROUNDED on €5,870"},
		{name: "'figures to follow', a signing date, a tender's count", q: dredgeQ,
			ev:    dredge("Harbour dredging contract: figures to follow once the award notice is out."),
			check: all(not(status(synthesis.Grounded)), missingSays("not settled")), want: "PARTIAL: the figure not settled"},
		{name: "the same, with the award notice later", q: dredgeQ,
			ev:    dredge("Harbour dredging contract: figures to follow once the award notice is out.", r21("4", "2026-11-20T09:00:00Z", "mail", "Harbour dredging award", "Award notice published: the harbour dredging contract came in at €11.4m over three years.")),
			check: all(says("11.4"), status(synthesis.Grounded)), want: "GROUNDED, the awarded €11.4m"},
		// Pending in other words.
		{name: "'can't share numbers ... until the award is published'", q: dredgeQ,
			ev:    dredge("We can't share numbers on the harbour dredging contract until the award is published."),
			check: not(status(synthesis.Grounded)), want: "PARTIAL: the figure is not given",
			wrong: "(pre-existing) rePending wants 'yet' after 'can't share'; 'until ...' is no pending word, and the tender's '2 berths' is a figure, so GROUNDED"},
		{name: "'value: not public yet'", q: dredgeQ,
			ev:    dredge("Harbour dredging contract value: not public yet, the award notice is due next month."),
			check: not(status(synthesis.Grounded)), want: "PARTIAL: the figure is not given",
			wrong: "(pre-existing) 'not public yet' is no pending word of rePending; GROUNDED"},
		// Figures that are not what it came in at.
		{name: "a count and a term in a later mail settle the price", q: dredgeQ,
			ev: []synthesis.Evidence{r21("1", "2026-11-02T09:00:00Z", "mail", "Harbour dredging", "Harbour dredging contract: figures to follow once the award notice is out."),
				r21("2", "2026-11-04T09:00:00Z", "mail", "Re: Harbour dredging", "The harbour dredging contract with Boskalis covers 2 berths and runs for 3 years.")},
			check: all(notLeadWith("3 years"), not(status(synthesis.Grounded))), want: "PARTIAL: no price; not '3 years'",
			wrong: "(pre-existing) statesNone spares any claim with a number: '2 berths ... 3 years' settles the pending price and '3 years' leads, GROUNDED"},
		{name: "an earlier target leads what churn came in at", q: "What did the Q3 churn come in at?",
			ev: []synthesis.Evidence{r21("1", "2026-10-08T09:00:00Z", "mail", "Q3 churn", "Q3 churn: numbers to follow after the board sees them."),
				r21("2", "2026-07-01T09:00:00Z", "mail", "Q3 plan", "Q3 churn target is 2.5%.")},
			check: all(notLeadWith("2.5%"), not(status(synthesis.Grounded))), want: "PARTIAL: the actual is to follow; the target is no result",
			wrong: "(pre-existing) a target is read as the value: 'The latest value stated is 2.5%', GROUNDED"},
		// A look-alike: "come to" of a visit.
		{name: "'What did the auditors come to look at?' asks no figure", q: "What did the auditors come to look at?",
			ev:    one("2026-11-10T09:00:00Z", "chat", "#leeds", "The auditors came in on Tuesday to look at the stock count and the goods-in records."),
			check: nothingMissing("figure"), want: "the stock count and goods-in records; no figure called missing"},
	})
}

// Reading 3 (123f73e): a date answers "when" only from a claim on the question's topic.
func TestReview21WhenOnTopic(t *testing.T) {
	runProbes(t, []reviewProbe{
		{name: "port minutes: another item's date", q: "When exactly is the shore power trial at berth 4?",
			ev: one("2026-11-12T15:00:00Z", "doc", "Port ops meeting notes, 12 Nov",
				"1. Shore power (berth 4): cabling done, waiting on the harbour master's sign-off.\n2. IT: the gate OCR upgrade is on track for the 22 November window.\n3. Dredging: Boskalis back on 30 November."),
			check: all(not(status(synthesis.Grounded)), notLeadWith("22 November"), notLeadWith("30 November")), want: "PARTIAL: the trial's date is not given"},
		{name: "port minutes: the item's own date", q: "When exactly is the shore power trial at berth 4?",
			ev: one("2026-11-12T15:00:00Z", "doc", "Port ops meeting notes, 12 Nov",
				"1. Shore power (berth 4): cabling done, trial with the Stena ferry on 26 November.\n2. IT: the gate OCR upgrade is on track for the 22 November window."),
			check: all(leadHas("26 November"), status(synthesis.Grounded)), want: "GROUNDED on 26 November"},
		{name: "estates minutes: items on one line each, the canteen's with no date", q: "When is the canteen reopening?",
			ev: one("2026-11-03T15:00:00Z", "doc", "Estates minutes, 3 Nov",
				"Canteen: refit running late, contractor waiting on the extraction hood.\nReception: new visitor badges live from 9 November.\nCar park: resurfacing booked for 21 November."),
			check: all(not(status(synthesis.Grounded)), notLeadWith("9 November"), notLeadWith("21 November")), want: "PARTIAL, no other item's date"},
		{name: "project page: the title names the ward, the line only the date", q: "When exactly will the Ward 9 refurbishment be handed over?",
			ev:    one("2026-11-02T09:00:00Z", "doc", "Ward 9 refurbishment", "Contractor: Kier.\nPractical completion: 18 December 2026.\nSnagging in January."),
			check: all(says("18 December 2026"), status(synthesis.Grounded)), want: "GROUNDED on 18 December 2026"},
		{name: "migration page: 'going live' asked, 'Go-live:' given", q: "When exactly is the payroll migration going live?",
			ev:    one("2026-11-02T09:00:00Z", "doc", "Payroll migration to Sage", "Go-live: Monday 7 December 2026, parallel run the month before."),
			check: all(says("7 December 2026"), status(synthesis.Grounded)), want: "GROUNDED on 7 December 2026"},
		// Synonyms and context the reading drops.
		{name: "network mail: 'AM' asked, 'medium wave' in the dated line", q: "When exactly will the AM transmitter at Droitwich be switched off?",
			ev:    one("2026-11-02T09:00:00Z", "mail", "Network changes 2027", "The AM transmitter at Droitwich is being retired after 90 years.\nMedium wave service ends on 31 January 2027."),
			check: all(says("31 January 2027"), status(synthesis.Grounded)), want: "GROUNDED on 31 January 2027"},
		{name: "facilities mail: the dated sentence follows the one naming the lift", q: "When will the lift in block C be fixed?",
			ev:    one("2026-11-02T09:00:00Z", "mail", "Facilities update", "The lift in block C is still out, the motor failed.\nOtis engineer returns on Friday 13 November with the new motor."),
			check: status(synthesis.Grounded), want: "GROUNDED on Friday 13 November"},
		{name: "estates minutes: the date under the item's heading", q: "When is the canteen reopening?",
			ev: one("2026-11-03T15:00:00Z", "doc", "Estates minutes, 3 Nov",
				"1. Canteen\nRefit running late, contractor waiting on the extraction hood.\nNew opening date: Monday 30 November.\n2. Car park\nResurfacing booked for 21 November."),
			check: all(says("30 November"), status(synthesis.Grounded)), want: "GROUNDED on Monday 30 November"},
		{name: "facilities ticket: the title names the boiler, the line only the visit", q: "When is the boiler service at the Leeds depot?",
			ev:    one("2026-11-02T09:00:00Z", "ticket", "FAC-2231 Leeds depot boiler service", "Engineer visit booked for Tuesday 17 November, 08:00-12:00."),
			check: says("17 November"), want: "Tuesday 17 November",
			wrong: "(pre-existing) the ticket is not taken as on the topic at all: ABSTAINED"},
		{name: "chat thread: the topic only in the first message", q: "When is the generator load test?",
			ev: one("2026-11-09T09:00:00Z", "chat", "#dc-ops",
				"Kemal Aydin: generator load test this week, heads up for noise on the east side\nAna Lima: confirmed with Cummins for Saturday 14 Nov, 06:00 start"),
			check: all(says("14 Nov"), notLeadWith("this week")), want: "Saturday 14 Nov, 06:00",
			wrong: "(pre-existing) the reply is never a claim; 'this week' leads and the deadline is called missing, PARTIAL"},
		{name: "release plan: 'launch' asked, 'go-live' given, a review day before it", q: "When exactly do we launch the Android app?",
			ev:    one("2026-11-02T09:00:00Z", "doc", "Mobile release plan", "The Android app passed Google review on Friday.\nPlay Store go-live: 16 November, iOS a week later."),
			check: all(notLeadWith("Friday"), says("16 November")), want: "16 November (the Play Store go-live), not the review's Friday",
			wrong: "(pre-existing) the review day 'Friday' leads, GROUNDED"},
	})
}

// Reading 4 (8a7bc24): plans asked as obligations or limits; happenings after a word of talk.
func TestReview21PlanOrHappened(t *testing.T) {
	racks := one("2026-11-13T09:00:00Z", "chat", "#dc", "Racks for hall 2 arrived on 11 Nov, unpacking now.")
	runProbes(t, []reviewProbe{
		// Plans asked as obligations and limits.
		{name: "'had to be out of bay 3 by?' answered by the day it was cleared", q: "When did the pallets have to be out of bay 3 by?",
			ev:    one("2026-11-13T09:00:00Z", "chat", "#warehouse", "Cleared bay 3 on 10 Nov, pallets now in bay 7."),
			check: all(missingSays("deadline"), not(status(synthesis.Grounded))), want: "PARTIAL: the deadline is missing"},
		{name: "the same question, answered by the plan's mail", q: "When did the pallets have to be out of bay 3 by?",
			ev:    one("2026-11-06T09:00:00Z", "mail", "Bay 3 re-racking", "All pallets must be out of bay 3 by Thursday 12 November for the re-racking crew."),
			check: all(leadHas("12 November"), status(synthesis.Grounded)), want: "GROUNDED on Thursday 12 November"},
		{name: "'required by?' answered by the day they went in", q: "When were the timesheets required by?",
			ev:    one("2026-11-13T09:00:00Z", "mail", "Payroll", "Timesheets went in on 6 November, payroll ran the next day."),
			check: all(missingSays("deadline"), not(status(synthesis.Grounded))), want: "PARTIAL: the deadline is missing"},
		{name: "'the cut-off for the December payroll'", q: "When was the cut-off for the December payroll?",
			ev:    one("2026-11-13T09:00:00Z", "mail", "December payroll", "December payroll: timesheets and expenses must be in by 8 December."),
			check: all(says("8 December"), nothingMissing("deadline"), status(synthesis.Grounded)), want: "GROUNDED on 8 December"},
		{name: "'When's the latest we can order ...?' with the supplier's cut-off", q: "When's the latest we can order the Christmas stock?",
			ev:    one("2026-11-13T09:00:00Z", "mail", "Christmas stock", "Supplier cut-off for Christmas stock orders is 27 November."),
			check: all(nothingMissing("deadline"), status(synthesis.Grounded)), want: "GROUNDED on 27 November",
			wrong: "(pre-existing) 'cut-off ... is 27 November' gives no due date, so the deadline is called missing, PARTIAL"},
		{name: "'What's the last day to book annual leave for December?'", q: "What's the last day to book annual leave for December?",
			ev:    one("2026-11-13T09:00:00Z", "doc", "Leave policy", "December leave requests must be booked by 20 November in Workday."),
			check: status(synthesis.Grounded), want: "GROUNDED on 20 November",
			wrong: "(pre-existing) the question is read as a 'what is N' slot and the last day called missing, PARTIAL"},
		// Happenings that use the same words.
		{name: "incident mail: 'when did we have to evacuate' (it happened)", q: "When did we have to evacuate the Leeds depot?",
			ev:    one("2026-11-13T09:00:00Z", "mail", "Leeds depot incident", "We evacuated the Leeds depot at 10:40 on 12 November after the ammonia alarm; all clear at 12:15."),
			check: all(nothingMissing("deadline"), status(synthesis.Grounded)), want: "GROUNDED on 12 November, no deadline"},
		{name: "retail chat: 'the latest firmware' (an adjective)", q: "When was the latest firmware rolled out to the tills?",
			ev:    one("2026-11-13T09:00:00Z", "chat", "#retail-it", "Till firmware 4.2.1 rolled out to all 212 stores on 10 November, no incidents."),
			check: all(nothingMissing("deadline"), status(synthesis.Grounded)), want: "GROUNDED on 10 November"},
		{name: "ops ticket: 'the last time we needed to restore'", q: "When was the last time we needed to restore the ERP from backup?",
			ev:    one("2026-11-13T09:00:00Z", "ticket", "OPS-881 ERP backups", "We restored the ERP from backup on 3 October after the storage fault; took 4 hours."),
			check: all(nothingMissing("deadline"), status(synthesis.Grounded)), want: "GROUNDED on 3 October"},
		{name: "phone mail: 'the last day the old phones were used'", q: "When was the last day the old Mitel phones were used?",
			ev:    one("2026-11-13T09:00:00Z", "mail", "Phone system", "The old Mitel phones were switched off on 30 October, all desks on Teams since."),
			check: all(nothingMissing("deadline"), status(synthesis.Grounded)), want: "GROUNDED on 30 October"},
		// Happenings after a word of talk.
		{name: "chat: 'so what date did the racks arrive?'", q: "so what date did the racks arrive?", ev: racks,
			check: all(leadHas("11 Nov"), nothingMissing("deadline"), status(synthesis.Grounded)), want: "GROUNDED on 11 Nov"},
		{name: "ticket gives only the due day: 'And when exactly was the boiler serviced?'", q: "And when exactly was the Leeds boiler serviced?",
			ev:    one("2026-11-13T09:00:00Z", "ticket", "FAC-2231 Leeds depot boiler", "Leeds depot boiler: service due 10 Nov (British Gas)."),
			check: not(status(synthesis.Grounded)), want: "PARTIAL: a due day is not when it was serviced (as 'When was the Leeds boiler serviced?' is)"},
		{name: "chat: 'hey, when did the new VPN go live?'", q: "hey, when did the new VPN go live?",
			ev:    one("2026-11-13T09:00:00Z", "mail", "VPN cutover", "The new VPN went live on 12 November at 06:00."),
			check: all(nothingMissing("deadline"), status(synthesis.Grounded)), want: "GROUNDED on 12 November"},
		{name: "chat: 'Okay so when did the racks arrive?'", q: "Okay so when did the racks arrive?", ev: racks,
			check: all(nothingMissing("deadline"), status(synthesis.Grounded)), want: "GROUNDED on 11 Nov"},
	})
}
