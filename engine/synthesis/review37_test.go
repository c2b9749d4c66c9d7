package synthesis_test

// A thirty-seventh independent review, of this session's readings (ef90110, a915113, 4b29dc4,
// cdffd6f with 15ffb85, 57a70dc, 917b149), in wording of our own: a regional museum, the
// Hollinsford Museum & Art Gallery (its galleries and rooms, the Turner loan, the Dinosaur and
// Winter Lates, the shop and its orders, the lift, boiler and roof, a learning team, the
// HMG- tracker, an Asana inbox, a facilities shift report, daily check-ins and mails).
//
// The probes keep the form of review36_test.go (runProbes): a probe with a `wrong` field fails
// today, is logged as KNOWN WRONG, and fails the test once it holds. "(brought by <commit>)"
// marks a probe that held on 0bb5999 (before the session's readings) and fails now, the commit
// named being the first after which it fails; "(pre-existing)" one that failed there as well
// for another reason; "(not covered)" one that failed there as well and is of the reading's
// kind. Each was classed by running both files on exports of 0bb5999, of each of ef90110,
// a915113, 4b29dc4, cdffd6f, 15ffb85, 57a70dc, 917b149, and on HEAD (7aabd2b).
// engine/facts/review37_test.go holds the facts-level probes (readings 1 to 4 and Measures of
// reading 6). 113 probes (39 Ask-level, 74 facts-level): 68 hold, 45 marked (38 brought, 5 not
// covered, 2 pre-existing); 30 of the holding ones failed on 0bb5999 and hold since the session.
// Where a brought fault's sentence gave a wrong fact on 0bb5999 as well (the page's title as
// the thing done or slipped), its mark says so.
//
// Per reading (probes / holding / marked; the brought faults), one line each:
//  1. ef90110 verb of finishing's object, the thing before a verb of moving, clock times, '-man' labels (facts): 25 / 15 / 10 (10 brought); brought: 'Finished the call with the lender', 'Finished my shift at six', 'Started the day with the walk-round' give the call, the shift and the day a state; 'The contractor postponed the boiler service' and 'Otis Lifts pushed the lift inspection back' make the mover what slipped (reCueObject knows only 'it'/'the date'-like objects); 'The staff briefing moved to Friday' is a thing's slip (only 'meeting' and 'call' are left out); roleNoun's 'man'/'men' suffixes make 'Roman coin display:', 'Human remains audit:', 'Specimen labels:', 'Lumen readings:' roles, so their people own nothing.
//  2. a915113 records named by kind and number, 'Planned end date', order states (facts): 10 / 7 / 3 (3 brought); brought: 'please order 2500 tote bags' and 'we'll request 1500 more leaflets' name records 'order 2500' and 'request 1500' (a verb before a quantity); a field service work order's 'Status: Dispatched' (engineer sent) is done.
//  3. 4b29dc4 activity lines, an owner field's sentence stop (facts): 13 / 9 / 4 (3 brought, 1 not covered); brought: two-letter surnames are taken for initials ('Owner: Mei Li. Backup: Gareth Lloyd.' owns as 'Mei Li. Backup: Gareth Lloyd', 'Assigned to: Sam Ng. Status: open' likewise); a comment quoting Colin on the Roman coin labels being finished makes the commented task done.
//  4. cdffd6f/15ffb85 '<Name> is on it' (facts): 10 / 6 / 4 (4 brought by cdffd6f, kept by 15ffb85); brought: 'Otis Lifts', 'Estates Team', 'Hollinsford Council' (two capitalised words) own the item; 'Gareth Lloyd is on this week's late shift' makes Gareth the boiler's owner.
//  5. 57a70dc pending figures, 'what did X cost?' (Ask): 25 / 17 / 8 (4 brought, 3 not covered, 1 pre-existing); brought: pending words of another clause ('winners will be announced on 14 January', 'the programme is still being finalised') call a stated prize and a stated date (asked 'what is the date of') not settled; 'what did the trustees decide about the ticket charge?' and 'what did the council say about the charge?' ask a figure, PARTIAL.
//  6. 917b149 series numbers, years, kinds, label counts (facts Measures, Ask): 30 / 14 / 16 (14 brought, 1 not covered, 1 pre-existing); brought: a verb before a number counts nothing ('can seat 120', 'dock 24 bikes', 'stage 3 exhibitions', 'model 4 scenarios'), at the Ask level too; '(2040 visitors)' is a year; a duration or length before 'class', 'series' or 'segment' is dropped ('a 90-minute class', 'a 6-week series', 'a 30-second segment', 'a 12 m class'), and the Ask level calls it missing.
//
// Of note among the not covered: a measure of another thing beside pending words leads and
// the pending words are never read ('4 hours' for footfall, the insurance's £4,000 for the
// total, the roof's £180,000 for the grant); a label's number counts every word of the label.

import (
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// hmg is the evidence list of one Hollinsford Museum document written on 16 November 2026.
func hmg(kind, title, text string) []synthesis.Evidence {
	return one("2026-11-16T09:00:00Z", kind, title, text)
}

// Reading 5 (57a70dc): a figure still being worked out, given in a report to come or to be
// published, announced or released on a later day is not settled; "what did X cost?" asks a
// figure.
func TestReview37PendingFigures(t *testing.T) {
	partial := status(synthesis.Partial)
	grounded := status(synthesis.Grounded)
	unsettled := says("not settled")
	runProbes(t, []reviewProbe{
		// A figure still being worked out, in a report to come, or to be announced.
		{name: "solar output: 'first full-year figures in next year's sustainability report'", q: "How much electricity did the solar panels generate in 2026?",
			ev:    hmg("mail", "Solar array", "Hi all,\nThe 40 kW solar array on the museum roof has run since May 2026; first full-year figures in next year's sustainability report.\nGareth"),
			check: all(partial, unsettled), want: "PARTIAL, the output not settled"},
		{name: "an opening date that 'will be announced in the new year'", q: "When does the Turner exhibition open?",
			ev:    hmg("mail", "Turner exhibition", "Hi all,\nThe Turner exhibition opening date will be announced in the new year.\nColin"),
			check: all(partial, unsettled), want: "PARTIAL, the date not settled"},
		{name: "vouchers counted, their value 'still being totalled' ('cost us in total?')", q: "What did the goodwill vouchers cost us in total?",
			ev:    hmg("mail", "Goodwill vouchers", "Hi all,\nWe sent 40 goodwill vouchers to members after the flood; the total value is still being totalled by finance.\nColin"),
			check: all(partial, notLeadWith("40")), want: "PARTIAL, no 40 lead"},
		{name: "visitor numbers 'still being counted', the Late's hours beside", q: "How many visitors came to the Dinosaur Late?",
			ev:    hmg("mail", "Dinosaur Late", "Hi all,\nThe Dinosaur Late ran for 4 hours; visitor numbers are still being counted.\nHana"),
			check: all(partial, notLeadWith("4")), want: "PARTIAL, no 4 lead"},
		{name: "'what did … cost us in total?' with the cost stated", q: "What did the roof repair cost us in total?",
			ev:    hmg("mail", "Roof repair", "Hi all,\nThe roof repair over Room 5 took 6 weeks and cost £48,000 in all.\nGareth"),
			check: all(grounded, leadHas("£48,000")), want: "GROUNDED on £48,000"},
		{name: "'what does … cost a family?'", q: "What does the Dinosaur Late cost a family?",
			ev:    hmg("doc", "Dinosaur Late", "Dinosaur Late\n\nDinosaur Late: 6pm to 10pm, tickets £24 for a family of four."),
			check: all(grounded, leadHas("£24")), want: "GROUNDED on £24"},
		{name: "'what did the lender charge?'", q: "What did the lender charge?",
			ev:    hmg("mail", "Turner loan", "Hi all,\nThe lender charged a loan fee of £2,500 for the Turner watercolours.\nPriya"),
			check: all(grounded, leadHas("£2,500")), want: "GROUNDED on £2,500"},
		{name: "footfall 'still being compiled', the Late's 4 hours beside", q: "What was the footfall for the Dinosaur Late?",
			ev:    hmg("mail", "Dinosaur Late", "Hi all,\nThe Dinosaur Late ran from 6pm to 10pm for 4 hours; footfall totals are still being compiled.\nHana"),
			check: all(partial, notLeadWith("4 hours")), want: "PARTIAL, no 4 hours lead",
			wrong: "(not covered) the Late's '4 hours' leads as the footfall (a measure of another kind), and pending words are read only when nothing leads: GROUNDED"},
		{name: "the total 'still being calculated', the insurance's £4,000 beside", q: "What did the Turner exhibition cost us in total?",
			ev:    hmg("mail", "Turner exhibition", "Hi all,\nThe Turner exhibition had 18,000 visitors and the insurance came to £4,000; the total cost is still being calculated by finance.\nColin"),
			check: all(partial, notLeadWith("£4,000")), want: "PARTIAL, no £4,000 lead",
			wrong: "(not covered) the insurance's £4,000 leads as the total; 'is still being calculated' of the total is read only when nothing leads: GROUNDED"},
		{name: "the grant 'will be announced on 12 December', the roof's £180,000 beside", q: "How much is the Heritage Fund grant?",
			ev:    hmg("mail", "Roof grant", "Hi all,\nThe roof needs £180,000 of work; the Heritage Fund grant will be announced on 12 December.\nColin"),
			check: all(partial, notLeadWith("£180,000")), want: "PARTIAL, no £180,000 lead",
			wrong: "(not covered) the roof's £180,000 leads as the grant; 'will be announced on' is read only when nothing leads: GROUNDED"},

		// Traps: the same words of something else, the detail asked stated beside them.
		{name: "a newsletter 'will be published on 1 December', the count stated", q: "How many visitors came to the Dinosaur Late?",
			ev:    hmg("mail", "Dinosaur Late", "Hi all,\nThe Dinosaur Late drew 1,240 visitors. The full write-up will be published on 1 December in the members' newsletter.\nHana"),
			check: all(grounded, leadHas("1,240")), want: "GROUNDED on 1,240"},
		{name: "a catalogue that 'will be released on 5 December', its price stated", q: "How much does the Turner exhibition catalogue cost?",
			ev:    hmg("doc", "Shop", "Shop\n\nThe Turner exhibition catalogue costs £18.50 and will be released on 5 December."),
			check: all(grounded, leadHas("£18.50")), want: "GROUNDED on £18.50"},
		{name: "winners 'will be announced on 14 January', the prize money stated", q: "How much prize money does the photography competition offer?",
			ev:    hmg("doc", "Photography competition", "Photography competition\n\nThe competition offers £500 in prize money; winners will be announced on 14 January."),
			check: all(grounded, leadHas("£500")), want: "GROUNDED on £500"},
		{name: "winners 'will be announced on 14 January', the prize (no figure) stated", q: "What is the prize for the photography competition?",
			ev:    hmg("mail", "Photography competition", "Hi all,\nThe photography competition prize is a framed print and lunch; winners will be announced on 14 January.\nMartha"),
			check: all(grounded, not(unsettled)), want: "GROUNDED on the framed print, not called unsettled"},
		{name: "the programme 'still being finalised', the ticket price stated", q: "How much are tickets for the Winter Lates?",
			ev:    hmg("mail", "Winter Lates", "Hi all,\nTickets for the Winter Lates are £12; the programme is still being finalised.\nMartha"),
			check: all(grounded, leadHas("£12")), want: "GROUNDED on £12"},
		{name: "the programme 'still being finalised', 'what is the date of' the Late", q: "What is the date of the Winter Late?",
			ev:    hmg("mail", "Winter Late", "Hi all,\nThe Winter Late is on 12 December; the programme is still being finalised.\nMartha"),
			check: all(grounded, not(unsettled)), want: "GROUNDED on 12 December, not called unsettled"},
		{name: "the programme 'still being finalised', 'when is' the Late", q: "When is the Winter Late?",
			ev:    hmg("mail", "Winter Late", "Hi all,\nThe Winter Late is on 12 December; the programme is still being finalised.\nMartha"),
			check: all(grounded, leadHas("12 December")), want: "GROUNDED on 12 December"},
		{name: "the line-up 'will be announced on 1 December', where it is held", q: "Where is the Winter Late held?",
			ev:    hmg("mail", "Winter Late", "Hi all,\nThe Winter Late is held in the Long Gallery; the line-up will be announced on 1 December.\nMartha"),
			check: all(grounded, not(unsettled)), want: "GROUNDED on the Long Gallery"},
		{name: "public votes 'still being counted', the entries stated", q: "How many entries did the photography competition get?",
			ev:    hmg("mail", "Photography competition", "Hi all,\nThe photography competition got 430 entries; public votes are still being counted.\nMartha"),
			check: all(grounded, leadHas("430")), want: "GROUNDED on 430"},
		{name: "outreach figures 'in next year's report', school visits stated", q: "How many school visits did we host this year?",
			ev:    hmg("doc", "Learning report", "Learning report\n\nWe hosted 312 school visits this year. Outreach figures will be in next year's annual report."),
			check: all(grounded, leadHas("312")), want: "GROUNDED on 312"},
		{name: "flood damage 'still being assessed', the insurer's payment stated", q: "How much has the insurer paid for the flood?",
			ev:    hmg("mail", "Basement flood", "Hi all,\nThe flood damage is still being assessed, but the insurer has paid £15,000 up front.\nGareth"),
			check: all(grounded, leadHas("£15,000")), want: "GROUNDED on £15,000"},
		{name: "a status question, the bill 'still being totalled'", q: "What's the status of the lift repair?",
			ev:    hmg("mail", "Lift", "Hi all,\nThe lift is working again since Monday; the engineer's bill is still being totalled.\nGareth"),
			check: all(says("working again"), not(unsettled)), want: "'working again' given, not called unsettled"},
		{name: "'what did the trustees decide about the ticket charge?' (a decision)", q: "What did the trustees decide about the ticket charge?",
			ev:    hmg("doc", "Trustees' minutes", "Trustees' minutes\n\nThe trustees decided to keep the ticket charge as it is and review it in the spring."),
			check: grounded, want: "GROUNDED on the decision"},
		{name: "'what did the council say about the charge?' (what was said)", q: "What did the council say about the charge?",
			ev:    hmg("mail", "Parking", "Hi all,\nThe council said the parking charge outside the museum stays as it is until April.\nGareth"),
			check: grounded, want: "GROUNDED on what the council said"},
		{name: "'what does membership include at no extra cost?' (a list)", q: "What does membership include at no extra cost?",
			ev:    hmg("doc", "Membership", "Membership\n\nMembership includes free entry to every exhibition and a members' preview evening at no extra cost."),
			check: grounded, want: "GROUNDED on the list",
			wrong: "(pre-existing) 'at no extra cost' asks an amount of money on 0bb5999 too: PARTIAL, 'no evidence states the amount of money'"},
	})
}

// Reading 6 (917b149) at the Ask level: a number after a word of a series counts nothing; a
// year after a holiday or in brackets; a measure before "class" names a kind; a label's number
// counts what the label names.
func TestReview37Counts(t *testing.T) {
	grounded := status(synthesis.Grounded)
	runProbes(t, []reviewProbe{
		{name: "'Room 4' asked as a count of rooms", q: "How many rooms does the museum have?",
			ev:    hmg("doc", "Visitor guide", "Visitor guide\n\nThe Roman collection is in Room 4, next to the café."),
			check: notLeadWith("4"), want: "no 4 lead"},
		{name: "'Gallery 4' asked as a count of galleries", q: "How many galleries does the museum have?",
			ev:    hmg("doc", "Visitor guide", "Visitor guide\n\nThe Roman collection is in Gallery 4, next to the café."),
			check: notLeadWith("4"), want: "no 4 lead"},
		{name: "the cases counted, one named by number", q: "How many display cases are in the Egyptian gallery?",
			ev:    hmg("doc", "Egyptian gallery", "Egyptian gallery\n\nThe Egyptian gallery has 14 display cases; the mummy is in case 3."),
			check: all(grounded, leadHas("14")), want: "GROUNDED on 14"},
		{name: "a label's number counts the label's noun", q: "How many volunteers are on duty in Room 2?",
			ev:    hmg("doc", "Saturday rota", "Saturday rota\n\nVolunteers on duty in Room 2: 5"),
			check: leadHas("5"), want: "5 leads"},
		{name: "'before Christmas 2026' (a year), the objects counted", q: "How many new objects will the Victorian gallery show?",
			ev:    hmg("doc", "Victorian gallery", "Victorian gallery\n\nThe Victorian gallery reopens before Christmas 2026 with 40 new objects."),
			check: all(leadHas("40"), notLeadWith("2026")), want: "40 leads"},
		{name: "'Rev 5 (2025)', the objects counted", q: "How many objects does the Turner loan agreement cover?",
			ev:    hmg("doc", "Turner loan", "Turner loan\n\nTurner loan agreement Rev 5 (2025) covers 14 objects."),
			check: all(leadHas("14"), notLeadWith("2025"), notLeadWith("5 [")), want: "14 leads"},
		{name: "'Loading bay 2 takes 3 crates'", q: "How many crates does loading bay 2 take at a time?",
			ev:    hmg("doc", "Deliveries", "Deliveries\n\nLoading bay 2 takes 3 crates at a time."),
			check: all(leadHas("3"), notLeadWith("2 [")), want: "3 leads"},
		// Traps: a verb before the number; a count in brackets; a measure before 'class'.
		{name: "'can seat 120 people'", q: "How many people can the lecture theatre seat?",
			ev:    hmg("doc", "Room hire", "Room hire\n\nThe lecture theatre can seat 120 people."),
			check: leadHas("120"), want: "120 leads"},
		{name: "'we will stage 3 exhibitions'", q: "How many exhibitions will the museum stage next year?",
			ev:    hmg("doc", "Programme", "Programme\n\nNext year we will stage 3 exhibitions in the Long Gallery."),
			check: leadHas("3"), want: "3 leads"},
		{name: "'(2040 visitors)' in brackets", q: "How many visitors came to Friday's Late?",
			ev:    hmg("mail", "Friday's Late", "Hi all,\nFriday's Late was our busiest yet (2040 visitors).\nHana"),
			check: leadHas("2040"), want: "2040 leads",
			wrong: "(pre-existing) PARTIAL on 0bb5999 too, the count called missing; since 917b149 the number is also read as a year"},
		{name: "'a 90-minute class' for how long the class is", q: "How long is the watercolour class?",
			ev:    hmg("doc", "Adult learning", "Adult learning\n\nThe watercolour workshop is a 90-minute class for adults."),
			check: leadHas("90-minute"), want: "90-minute leads"},
		{name: "'a 12 m class' for the length asked", q: "How long is the new sauropod cast?",
			ev:    hmg("doc", "New display", "New display\n\nThe new sauropod cast is a 12 m class skeleton, arriving in March."),
			check: leadHas("12 m"), want: "12 m leads"},
		{name: "'a 6-week series' for how long the lectures run", q: "How long do the winter lectures run?",
			ev:    hmg("doc", "Winter lectures", "Winter lectures\n\nThe winter lectures are a 6-week series of Thursday talks."),
			check: leadHas("6-week"), want: "6-week leads"},
		{name: "a label naming another noun than the one asked", q: "How many school groups are booked for Room 2?",
			ev:    hmg("doc", "Schools", "Schools\n\nHelpers for the school groups in Room 2: 5"),
			check: notLeadWith("5"), want: "no 5 lead (the helpers)",
			wrong: "(not covered) a label's number counts every word of the label: 'Helpers for the school groups in Room 2: 5' counts school groups (5 led on 0bb5999 too)"},
	})
}
