package synthesis_test

// A thirty-fifth independent review, of this session's Ask and facts readings (65eb55d..29b9ed6),
// in wording of our own: a regional bus operator, Tarrow Valley Buses (the Hexby and Tarrow
// depots, the Valley Link and Coastal Explorer routes, fleet numbers TV-2xx, e-ticket and
// m-ticket fares, driver procedures in lettered revisions, the engineering tracker's TVB-
// tickets, a check-in bot, depot reports and mails).
//
// The probes keep the form of review34_test.go (runProbes): a probe with a `wrong` field fails
// today, is logged as KNOWN WRONG, and fails the test once it holds. "(brought by <commit>)"
// marks a probe that held on 65eb55d (the session's start) and fails now, the commit named
// being the first after which it fails; "(pre-existing)" one that failed there as well for
// another reason; "(not covered)" one that failed there as well and is of the reading's kind.
// Each was classed by running both files on exports of 65eb55d, of each of the session's
// engine commits (23fa983 43d65e6 96f82ac 1e20c81 af118b6 30faaf8 522c700) and on HEAD
// (29b9ed6). engine/facts/review35_test.go holds the facts-level probes (name lines, measures,
// working time, state words). 124 probes: 85 hold, 39 marked (23 brought, 11 not covered, 5
// pre-existing); 41 of the holding ones failed on 65eb55d and hold since the session.
//
// Per reading (probes / holding / marked; the brought faults), one line each:
//  1. 23fa983 name lines (facts): 14 / 8 / 6 (4 brought, 2 not covered); brought: depot headings ('Hexby Depot', 'Tarrow Depot'), suppliers ('Alexander Dennis', 'Wright Bus') and a route ('Coastal Explorer') over the writer's first-person paragraphs own its items; 'Rhian Evans' owns TVB-172, which her paragraph says Gareth Pryce covers.
//  2. 43d65e6 asked columns, 'what is the X of Y': 11 / 8 / 3 (1 brought, 2 not covered); brought: 'What is the status of the Hexby bus wash?' is PARTIAL 'not settled' over a repair cost 'not been calculated yet' beside 'back in service'.
//  3. 96f82ac variants, terse prices, on request, months, measures: 36 / 24 / 12 (8 brought, 2 not covered, 2 pre-existing); brought: 'e-ticket' in passing on an m-ticket fares page, 'off-site' beside 'on-site', fleet lists 'TV-210/214/218' and 'TV-210, 214 and 218', 'March Hare Bakery' and 'Since March' drop the line that answers; '29/38' and '43/22' seat counts are no counts.
//  4. 1e20c81/af118b6 modifiers: 17 / 9 / 8 (7 brought, 1 pre-existing); brought: 'a 20 kg limit' (allowance), 'the 4.2 m clearance' (height limit), 'a 7.5 t restriction' (maximum weight), 'the 9 kg unit' (the machine), 'is a 14 m trench' (predicate), 'has a 4.6 m opening' (the door's), 'our 18 t double-deckers' (hyphenated noun) are read as other nouns' modifiers: PARTIAL.
//  5. 30faaf8 lettered revisions, causes, working time: 25 / 18 / 7 (2 brought, 5 not covered); brought: 'how many calendar days' / 'how many working days' lead the name '4-week' of 'a 4-week pass' and '7-day' of 'a 7-day ticket' over the days asked (not covered, of note: the new 'Change:' alternative of reRevisionNote never matches before a space).
//  6. 522c700 state words, qualified status fields (facts): 21 / 18 / 3 (1 brought, 2 pre-existing); brought: an asset register's 'Current status: Working' (a ticket machine in working order) is in progress.
//
// Mended by the lead, all 23 brought faults (their marks removed): name lines in b8db12d; the
// seat counts and the 'Current status' field in a925bc6; the status question, the variants, the
// hyphenated names ('a 7-day ticket') and the 'Change:' note in 31a245e; the modifier reading of
// 1e20c81/af118b6 withdrawn (three probes that only it made hold are now marked not covered).

import (
	"fmt"
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// tvb is the evidence list of one Tarrow Valley Buses document written on 16 November 2026.
func tvb(kind, title, text string) []synthesis.Evidence {
	return one("2026-11-16T09:00:00Z", kind, title, text)
}

// tvbPage is version n of a wiki page of the bus company, all versions in one thread.
func tvbPage(n int, at, thread, title, text string) synthesis.Evidence {
	return r16(fmt.Sprint(n), at, "doc", "Wiki", thread, title, text)
}

// tvbDocs are documents of the bus company, one per (at, kind, title, text) quadruple, in no
// thread.
func tvbDocs(parts ...string) []synthesis.Evidence { return ccrDocs(parts...) }

// fleet is a fleet page with the lines given and a last line that names TV-214 (so that the
// passage mentions the fleet number asked).
func fleet(title, text string) []synthesis.Evidence {
	return tvb("doc", title, title+"\n\n"+text+"\nTV-214 is on loan to Hexby depot until March.")
}

// freq is the route frequency table of the wiki, with the rows given.
func freq(rows string) string {
	return "Route frequencies\n\n| Route | Weekday frequency | Sunday frequency | Last bus |\n|---|---|---|---|\n" + rows
}

// peak is the peak and off-peak table of the wiki, with the rows given.
func peak(rows string) string {
	return "Valley Link and Coastal Explorer headways\n\n| Route | Peak frequency | Off-peak frequency |\n|---|---|---|\n" + rows
}

// Reading 2 (43d65e6): a later version's change to a table row answers only in an asked
// column; "what is the X of Y" asks a value, so "to be measured" / "on request" leaves it
// PARTIAL.
func TestReview35AskedColumns(t *testing.T) {
	v1 := tvbPage(1, "2026-09-01T09:00:00Z", "route-freq", "Route frequencies", freq("| Valley Link | every 12 minutes | every 30 minutes | 23:10 |\n| Coastal Explorer | every 20 minutes | every 60 minutes | 22:40 |\n"))
	v2last := tvbPage(2, "2026-11-02T09:00:00Z", "route-freq", "Route frequencies", freq("| Valley Link | every 12 minutes | every 30 minutes | 23:40 |\n| Coastal Explorer | every 20 minutes | every 60 minutes | 22:40 |\n"))
	v2sun := tvbPage(2, "2026-11-02T09:00:00Z", "route-freq", "Route frequencies", freq("| Valley Link | every 12 minutes | every 20 minutes | 23:10 |\n| Coastal Explorer | every 20 minutes | every 60 minutes | 22:40 |\n"))
	p1 := tvbPage(1, "2026-09-01T09:00:00Z", "headways", "Valley Link and Coastal Explorer headways", peak("| Valley Link | every 10 minutes | every 15 minutes |\n| Coastal Explorer | every 20 minutes | every 30 minutes |\n"))
	p2off := tvbPage(2, "2026-11-02T09:00:00Z", "headways", "Valley Link and Coastal Explorer headways", peak("| Valley Link | every 10 minutes | every 20 minutes |\n| Coastal Explorer | every 20 minutes | every 30 minutes |\n"))
	p2peak := tvbPage(2, "2026-11-02T09:00:00Z", "headways", "Valley Link and Coastal Explorer headways", peak("| Valley Link | every 8 minutes | every 15 minutes |\n| Coastal Explorer | every 20 minutes | every 30 minutes |\n"))
	runProbes(t, []reviewProbe{
		// A change in another column is no answer; a change in the asked one is.
		{name: "the last bus changed, the Sunday frequency asked", q: "What is the Sunday frequency of the Valley Link?",
			ev:    []synthesis.Evidence{v1, v2last},
			check: all(leadHas("30 minutes"), replacesNothing), want: "every 30 minutes leads, nothing replaced (only the last bus moved)"},
		{name: "the Sunday frequency changed and is asked", q: "What's the Sunday frequency on the Valley Link now?",
			ev:    []synthesis.Evidence{v1, v2sun},
			check: leads("every 20 minutes", "every 30 minutes"), want: "every 20 minutes leads and replaced every 30 minutes"},
		{name: "the Sunday frequency changed, the weekday one asked", q: "How often does the Valley Link run on weekdays?",
			ev:    []synthesis.Evidence{v1, v2sun},
			check: all(leadHas("12 minutes"), replacesNothing), want: "every 12 minutes leads, nothing replaced"},
		{name: "the off-peak column changed, the off-peak headway asked", q: "What is the off-peak frequency of the Valley Link?",
			ev:    []synthesis.Evidence{p1, p2off},
			check: leads("every 20 minutes", "every 15 minutes"), want: "every 20 minutes leads and replaced every 15 minutes"},
		{name: "the off-peak column changed, the peak headway asked", q: "What is the peak frequency of the Valley Link?",
			ev:    []synthesis.Evidence{p1, p2off},
			check: all(leadHas("10 minutes"), replacesNothing), want: "10 minutes leads, nothing replaced",
			wrong: "(not covered) headerAsked scores 'Peak frequency' and 'Off-peak frequency' alike for the peak headway (both hold 'peak' and 'frequency'), so both columns are asked and the off-peak change answers: every 20 minutes leads, replacing every 15 minutes; at 65eb55d every change answered"},
		{name: "the peak column changed, the off-peak headway asked", q: "What is the off-peak frequency of the Valley Link?",
			ev:    []synthesis.Evidence{p1, p2peak},
			check: all(leadHas("15 minutes"), replacesNothing), want: "15 minutes leads, nothing replaced",
			wrong: "(not covered) 'off' of 'off-peak' adds nothing to the off-peak column's coverage, so 'Peak frequency' is asked as much as 'Off-peak frequency' and the peak change (every 10 -> every 8 minutes) answers the off-peak headway; at 65eb55d every change answered"},

		// "What is the X of Y" asks a value; a cell or note saying it is not known yet.
		{name: "a range cell 'to be measured'", q: "What is the winter range of the Yutong E12?",
			ev:    tvb("doc", "Electric fleet", "Electric fleet\n\n| Vehicle | Seats | Winter range |\n|---|---|---|\n| Yutong E12 | 45 | to be measured |\n| BYD D9 | 70 | 280 km |\n"),
			check: all(status(synthesis.Partial), notLeadWith("280 km")), want: "PARTIAL, no 280 km lead"},
		{name: "a note: the weight is to be measured at the depot", q: "What is the weight of the new ticket machine?",
			ev:    tvb("mail", "New ticket machines", "Hi Dai,\nThe new ticket machines arrive on Monday; their weight is to be measured at Hexby before the brackets are ordered.\nMegan"),
			check: status(synthesis.Partial), want: "PARTIAL"},
		{name: "a price cell 'POA' (price on application)", q: "What is the price of executive coach hire?",
			ev:    tvb("doc", "Private hire", "Private hire\n\n| Vehicle | Price per day |\n|---|---|\n| Minibus (16 seats) | £180 |\n| Executive coach | POA |\n"),
			check: all(status(synthesis.Partial), notLeadWith("£180")), want: "PARTIAL, no £180 lead"},

		// Traps: a status question; a pending cost beside the state asked.
		{name: "'what is the status of' is answered by the state, not a cost not yet worked out", q: "What is the status of the Hexby bus wash?",
			ev:    tvb("mail", "Hexby bus wash", "Hi all,\nThe Hexby bus wash is back in service since Monday; the repair cost has not been calculated yet.\nDai"),
			check: all(says("back in service"), not(says("not settled"))), want: "the answer gives 'back in service', and does not call it unsettled"},
		{name: "'what is the name of' is answered by the name, a salary not yet costed beside it", q: "What is the name of the new Hexby depot manager?",
			ev:    tvb("mail", "Hexby depot manager", "Hi all,\nThe new Hexby depot manager is Carys Bowen, starting on 4 January; the relocation package is not costed yet.\nHR"),
			check: all(says("Carys Bowen"), not(says("not settled"))), want: "the answer names Carys Bowen, and does not call it unsettled"},
	})
}

// Reading 3 (96f82ac): one of several like things, terse price questions, pricing on request,
// a month that says which period.
func TestReview35Variants(t *testing.T) {
	grounded := status(synthesis.Grounded)
	runProbes(t, []reviewProbe{
		// A sibling's value is no answer; the asked one named beside others is.
		{name: "an e-ticket price for the m-ticket asked", q: "What does an m-ticket day rider cost?",
			ev: tvbDocs("2026-11-02T09:00:00Z", "doc", "Fares", "Fares\n\nDay riders: £5.20 on the e-ticket smartcard.",
				"2026-11-03T09:00:00Z", "mail", "m-ticket launch", "Hi all,\nm-ticket day riders go on sale in January.\nCarys"),
			check: all(notLeadWith("£5.20"), not(grounded)), want: "no £5.20 lead, not GROUNDED"},
		{name: "both tickets in one line, the m-ticket asked", q: "What does an m-ticket day rider cost?",
			ev:    tvb("doc", "Fares", "Fares\n\nDay riders cost £4.80 on the m-ticket app and £5.20 on the e-ticket smartcard."),
			check: all(leadHas("£4.80"), grounded), want: "GROUNDED on £4.80"},
		{name: "a terse question ('m-ticket day rider price?')", q: "m-ticket day rider price?",
			ev: tvbDocs("2026-11-02T09:00:00Z", "doc", "Fares", "Fares\n\nDay riders: £5.20 on the e-ticket smartcard.",
				"2026-11-03T09:00:00Z", "mail", "m-ticket launch", "Hi all,\nm-ticket day riders go on sale in January.\nCarys"),
			check: all(notLeadWith("£5.20"), not(grounded)), want: "no £5.20 lead, not GROUNDED",
			wrong: "(not covered) the terse money form admits one word before 'price' ('what is the m-ticket day rider price' does not match), so no kind is asked, no variant is read, and the e-ticket £5.20 line is GROUNDED as it was on 65eb55d"},
		{name: "a terse question of one word before 'price' ('Day-rider price on the m-ticket?')", q: "Day-rider price on the m-ticket?",
			ev: tvbDocs("2026-11-02T09:00:00Z", "doc", "Fares", "Fares\n\nDay-rider: £5.20 on the e-ticket smartcard.",
				"2026-11-03T09:00:00Z", "mail", "m-ticket launch", "Hi all,\nm-ticket day riders go on sale in January.\nCarys"),
			check: all(notLeadWith("£5.20"), not(grounded)), want: "no £5.20 lead, not GROUNDED"},
		{name: "a terse question answered ('Child single price on route 12?')", q: "Child single price on route 12?",
			ev:    tvb("doc", "Fares", "Fares\n\nA child single on route 12 is £1.40, an adult single £2.80."),
			check: leadHas("£1.40"), want: "£1.40 leads"},
		{name: "a numbered unit in a range ('TV-201 to TV-220')", q: "How many seats does TV-214 have?",
			ev:    fleet("Fleet list", "TV-201 to TV-220 (Enviro400): 78 seats.\nTV-221 to TV-230 (Enviro200): 43 seats."),
			check: all(leadHas("78"), notLeadWith("43")), want: "78 leads"},
		{name: "a range written 'TV-201 to 220'", q: "How many seats does TV-214 have?",
			ev:    fleet("Fleet list", "TV-201 to 220 (Enviro400): 78 seats.\nTV-221 to 230 (Enviro200): 43 seats."),
			check: all(leadHas("78"), notLeadWith("43")), want: "78 leads",
			wrong: "(pre-existing) the range's end '220' is read as a count and leads (on 65eb55d the '230' of the next line led)"},
		{name: "another fleet number's seats", q: "How many seats does TV-214 have?",
			ev:    fleet("Fleet list", "TV-221 to TV-230 (Enviro200): 43 seats."),
			check: all(notLeadWith("43"), not(grounded)), want: "no 43 lead, not GROUNDED"},
		{name: "the month asked, another month's figure", q: "How many passengers did route 7 carry in March?",
			ev: tvbDocs("2026-04-02T09:00:00Z", "doc", "Route 7 patronage", "Route 7 patronage\n\nRoute 7 carried 41,200 passengers in February.",
				"2026-04-03T09:00:00Z", "mail", "March figures", "Hi,\nMarch patronage for route 7 comes with the quarterly return.\nNia"),
			check: all(notLeadWith("41,200"), not(grounded)), want: "no 41,200 lead, not GROUNDED"},
		{name: "a revised sum on a line sharing only the month", q: "How much did the roof repair at Hexby after the March storm cost?",
			ev: tvb("doc", "Depot report, April", "Depot report, April\n\n1. March storm: the Hexby roof repair is still being costed by the insurer.\n"+
				"2. Ticket machines: new batch ordered in March; revised quote £14,500 against £12,000."),
			check: all(notLeadWith("£14,500"), not(grounded)), want: "no £14,500 lead, not GROUNDED"},
		{name: "a revised sum on the asked line, the month beside it", q: "How much did the roof repair at Hexby after the March storm cost?",
			ev: tvb("doc", "Depot report, April", "Depot report, April\n\n1. Hexby roof repair after the March storm: final invoice £8,400, up from the £7,900 estimate.\n"+
				"2. Ticket machines: new batch ordered in March."),
			check: leads("£8,400", "£7,900"), want: "£8,400 leads and replaced £7,900"},
		{name: "'pricing on request'", q: "What is the price of private hire of a double-decker?",
			ev:    tvb("doc", "Private hire", "Private hire\n\nDouble-decker private hire: pricing on request from the Tarrow office. Minibuses are £180 a day."),
			check: all(status(synthesis.Partial), notLeadWith("£180")), want: "PARTIAL, no £180 lead"},
		{name: "'quotes available on request'", q: "How much do we charge for rail replacement per hour?",
			ev:    tvb("doc", "Rail replacement", "Rail replacement\n\nRail replacement work for the train operator: quotes available on request."),
			check: status(synthesis.Partial), want: "PARTIAL"},

		// Traps: a sibling named in passing, a list or a name that holds the asked one, a month
		// that is a name or a start.
		{name: "a fares page for the m-ticket, a row naming only the e-ticket in passing", q: "What does an m-ticket day rider cost?",
			ev:    tvb("doc", "m-ticket fares", "m-ticket fares\n\nDay rider: £4.80 (e-ticket holders pay 40p more)."),
			check: all(leadHas("£4.80"), grounded), want: "GROUNDED on £4.80"},
		{name: "'off-site' named in passing beside the depot's own charging points", q: "How many on-site charging points are there at Hexby depot?",
			ev:    tvb("doc", "Hexby depot", "Hexby depot\n\nHexby depot has 24 charging points for the electric fleet, with off-site charging at the park-and-ride for emergencies."),
			check: leadHas("24"), want: "24 leads"},
		{name: "fleet numbers in a slashed list ('TV-210/214/218')", q: "How many seats does TV-214 have?",
			ev:    fleet("Refit log", "Refit done: TV-210/214/218 now have 41 seats and a wheelchair bay."),
			check: leadHas("41"), want: "41 leads"},
		{name: "fleet numbers in a list ('TV-210, 214 and 218')", q: "How many seats does TV-214 have?",
			ev:    fleet("Refit log", "Refit done: TV-210, 214 and 218 now have 41 seats and a wheelchair bay."),
			check: leadHas("41"), want: "41 leads"},
		{name: "a vehicle record that compares with a sister bus", q: "What is the fuel tank capacity of TV-214?",
			ev:    tvb("doc", "TV-214 vehicle record", "TV-214 vehicle record\n\nFuel tank: 275 litres, the same as TV-213."),
			check: anyOf(leadHas("275"), all(grounded, says("275 litres"))), want: "275 litres leads, or GROUNDED on the line"},
		{name: "a difference between the two tickets asked, the line naming one", q: "How much more does an e-ticket day rider cost than an m-ticket one?",
			ev:    tvb("doc", "m-ticket fares", "m-ticket fares\n\nDay rider: £4.80. e-ticket holders pay 40p more."),
			check: says("40p"), want: "40p in the answer"},
		{name: "the older standard asked ('older than Euro-6'), Euro-5 stated", q: "How many buses at Hexby are older than Euro-6?",
			ev: tvbDocs("2026-11-02T09:00:00Z", "doc", "Hexby fleet", "Hexby fleet\n\nHexby still runs 8 Euro-5 buses on the school contracts.",
				"2026-11-05T09:00:00Z", "mail", "Clean air zone", "Hi,\nThe council wants every bus into the town centre at Euro-6 by 2028.\nCarys"),
			check: leadHas("8"), want: "8 leads",
			wrong: "(pre-existing) the identifier gate finds no 'EURO-6' in evidence that writes 'Euro-6' and abstains, as on 65eb55d; were it passed, namesOtherVariant would drop the Euro-5 line (a sibling) that answers"},
		{name: "a bakery named for a month ('March Hare Bakery')", q: "How many tray bakes are ordered for the June open day?",
			ev:    tvb("mail", "Open day catering", "Hi all,\nThe March Hare Bakery is supplying 120 tray bakes for the open day at Hexby depot.\nCarys"),
			check: leadHas("120"), want: "120 leads"},
		{name: "'since March' covers the month asked", q: "How many buses an hour run on route 7 in July?",
			ev:    tvb("doc", "Route 7", "Route 7\n\nSince March, route 7 runs 6 buses an hour on weekdays."),
			check: leadHas("6"), want: "6 leads"},
		{name: "a date question keeps the month as its value", q: "When do the June timetable leaflets arrive?",
			ev:    tvb("mail", "Timetable leaflets", "Hi,\nThe June timetable leaflets arrive from the printer on 28 May.\nNia"),
			check: says("28 May"), want: "28 May in the answer"},
		{name: "'a £10 fee on application' states the fee", q: "What is the fee for a replacement smartcard?",
			ev:    tvb("doc", "Smartcards", "Smartcards\n\nReplacement smartcards carry a £10 fee on application at a travel shop."),
			check: all(leadHas("£10"), grounded), want: "GROUNDED on £10"},
		{name: "a terse question after a cost code", q: "Cost code for the Hexby depot fuel?",
			ev:    tvb("doc", "Finance codes", "Finance codes\n\nHexby depot fuel is charged to cost code 4410."),
			check: says("4410"), want: "4410 in the answer"},
	})
}

// Reading 4 (1e20c81, af118b6): a length, weight or size after a determiner and before a noun
// the question does not name modifies that noun.
func TestReview35Modifiers(t *testing.T) {
	runProbes(t, []reviewProbe{
		// Modifiers of another thing: no answer.
		{name: "the double-deckers' height in a note on the bus wash", q: "How high is the Hexby bus wash?",
			ev:    tvb("mail", "Hexby bus wash", "Hi,\nThe Hexby bus wash clearance will be set once the 4.4 m double-deckers arrive.\nDai"),
			check: notLeadWith("4.4 m"), want: "no 4.4 m lead",
			wrong: "(not covered) the reading of a quantity before another noun as that noun's modifier (1e20c81) was withdrawn after seven brought faults; a quantity before any noun is a value again, as on 65eb55d"},
		{name: "a bracket's weight for the machine asked", q: "How much does the new ticket machine weigh?",
			ev:    tvb("mail", "Ticket machines", "Hi,\nThe new ticket machine mounts on the 15 kg bracket beside the cab door.\nMegan"),
			check: notLeadWith("15 kg"), want: "no 15 kg lead",
			wrong: "(not covered) the reading of a quantity before another noun as that noun's modifier (1e20c81) was withdrawn after seven brought faults; a quantity before any noun is a value again, as on 65eb55d"},
		{name: "buses' length beside the pit asked", q: "How long is the Hexby inspection pit?",
			ev:    tvb("doc", "Hexby depot", "Hexby depot\n\nParking for the 12 m buses is beside the inspection pit, which is being resurfaced."),
			check: notLeadWith("12 m"), want: "no 12 m lead",
			wrong: "(not covered) the reading of a quantity before another noun as that noun's modifier (1e20c81) was withdrawn after seven brought faults; a quantity before any noun is a value again, as on 65eb55d"},

		// The asked noun after the quantity, or no determiner: a value.
		{name: "'a 10.9 m bus' for the bus asked", q: "What is the length of the new bus at Tarrow?",
			ev:    tvb("mail", "New bus", "Hi all,\nTarrow gets a 10.9 m bus on routes 7 and 12 from April.\nCarys"),
			check: leadHas("10.9 m"), want: "10.9 m leads"},
		{name: "'a 14 m inspection pit' for the pit asked", q: "What's the length of the inspection pit at Hexby?",
			ev:    tvb("doc", "Hexby depot", "Hexby depot\n\nHexby has a 14 m inspection pit with lighting along both sides."),
			check: leadHas("14 m"), want: "14 m leads"},
		{name: "'a 3.5 m lane for buses' for the bus lane asked", q: "How wide is the new bus lane on Mill Street?",
			ev:    tvb("doc", "Mill Street", "Mill Street\n\nMill Street gets a 3.5 m lane for buses from May."),
			check: leadHas("3.5 m"), want: "3.5 m leads"},
		{name: "'a 2 TB drive' for the CCTV drive asked", q: "What size is the CCTV drive on each bus?",
			ev:    tvb("doc", "CCTV", "CCTV\n\nEach bus records its cameras to a 2 TB drive, kept for 31 days."),
			check: leadHas("2 TB"), want: "2 TB leads"},
		{name: "'each 300 kg battery pack' for the battery asked", q: "How much does each battery on the Yutong E12 weigh?",
			ev:    tvb("doc", "Yutong E12", "Yutong E12\n\nThe E12 carries six packs under the floor, each 300 kg battery pack in its own cradle."),
			check: leadHas("300 kg"), want: "300 kg leads"},

		// Traps: the asked thing under another word.
		{name: "'the 10.9 m vehicle' for the bus asked", q: "What is the length of the new bus at Tarrow?",
			ev:    tvb("mail", "New bus", "Hi all,\nTarrow takes the 10.9 m vehicle on routes 7 and 12 from April.\nCarys"),
			check: leadHas("10.9 m"), want: "10.9 m leads",
			wrong: "(pre-existing) PARTIAL on 65eb55d too: the sentence holds too few of the question's words ('vehicle' is not 'bus'); since 1e20c81 modifiesOther would drop 10.9 m as well"},
		{name: "'a 7.5 t restriction' for the bridge's maximum weight asked", q: "What is the maximum weight for the Afon bridge?",
			ev:    tvb("doc", "Route hazards", "Route hazards\n\nThe Afon bridge has a 7.5 t restriction, so coaches divert via Mill Street."),
			check: leadHas("7.5 t"), want: "7.5 t leads"},
		{name: "'the 9 kg unit' for the ticket machine asked", q: "How heavy is the new ticket machine?",
			ev:    tvb("doc", "Ticket machines", "Ticket machines\n\nEach driver lifts the 9 kg unit into its cradle at sign-on; the new ticket machine has a longer battery life."),
			check: leadHas("9 kg"), want: "9 kg leads"},
		{name: "'is a 14 m trench' (a predicate noun) for the pit asked", q: "What's the length of the inspection pit at Hexby?",
			ev:    tvb("doc", "Hexby depot", "Hexby depot\n\nThe inspection pit at Hexby is a 14 m trench with lighting along both sides."),
			check: leadHas("14 m"), want: "14 m leads"},
		{name: "'has a 4.6 m opening' for the door's height asked", q: "What is the height of the Hexby depot door?",
			ev:    tvb("doc", "Hexby depot", "Hexby depot\n\nThe Hexby depot door has a 4.6 m opening, so double-deckers fit."),
			check: leadHas("4.6 m"), want: "4.6 m leads"},
		{name: "'a 20 kg limit' for the allowance asked", q: "What's the luggage weight allowance on the airport coach?",
			ev:    tvb("doc", "Airport coach", "Airport coach\n\nThere is a 20 kg limit per suitcase on the airport coach, one suitcase each."),
			check: leadHas("20 kg"), want: "20 kg leads"},
		{name: "'the 4.2 m clearance' for the height limit asked", q: "What is the height limit under the Tarrow rail bridge?",
			ev:    tvb("doc", "Route hazards", "Route hazards\n\nDrivers must note the 4.2 m clearance under the Tarrow rail bridge; double-deckers divert via Mill Street."),
			check: leadHas("4.2 m"), want: "4.2 m leads"},
		{name: "'the 12 m long bus' (an adjective after the length)", q: "How long is the Yutong E12?",
			ev:    tvb("mail", "Yutong E12", "Hi,\nWe took the 12 m long Yutong E12 on a test run to Pont Street.\nDai"),
			check: leadHas("12 m"), want: "12 m leads"},
		{name: "'our 18 t double-deckers' for the double-deckers' weight asked", q: "How heavy is a fully laden double-decker?",
			ev:    tvb("doc", "Bridge rules", "Bridge rules\n\nOur 18 t double-deckers may not cross the Afon footbridge road when fully laden."),
			check: leadHas("18 t"), want: "18 t leads"},
	})
}

// rampProc is revision rev of the wheelchair ramp check procedure, with the head line given and
// the hinge check interval.
func rampProc(at, rev, head, interval string) synthesis.Evidence {
	return r16("p"+rev, at, "doc", "Docs", "", "DP-4 Wheelchair ramp checks (Rev "+rev+")",
		"Driver procedure DP-4 · Wheelchair ramp checks · Rev "+rev+"\n"+head+"\n\n1. Lower the ramp at the depot before the first trip.\n2. Ramp hinge check: every "+interval+".\n3. Report faults on the defect card.")
}

// Reading 5 (30faaf8): lettered revision notes; "what was the (root) cause"; working time.
func TestReview35LetteredRevisions(t *testing.T) {
	revB := rampProc("2026-03-02T09:00:00Z", "B", "", "7 days")
	runProbes(t, []reviewProbe{
		{name: "'This revision supersedes Rev B. Change: …'", q: "How often is the wheelchair ramp hinge checked?",
			ev:    []synthesis.Evidence{revB, rampProc("2026-10-05T09:00:00Z", "C", "This revision supersedes Rev B. Change: ramp hinge check interval after the TV-214 hinge failure.", "3 days")},
			check: leads("3 days", "7 days"), want: "3 days leads and replaced 7 days"},
		{name: "'Rev C · October 2026 · ramp hinge check shortened'", q: "How often is the wheelchair ramp hinge checked?",
			ev:    []synthesis.Evidence{revB, rampProc("2026-10-05T09:00:00Z", "C", "Rev C · October 2026 · ramp hinge check interval shortened", "3 days")},
			check: leads("3 days", "7 days"), want: "3 days leads and replaced 7 days"},
		{name: "'Revision C replaces Revision B: …'", q: "How often is the wheelchair ramp hinge checked?",
			ev:    []synthesis.Evidence{revB, rampProc("2026-10-05T09:00:00Z", "C", "Revision C replaces Revision B: ramp hinge check interval changed.", "3 days")},
			check: leads("3 days", "7 days"), want: "3 days leads and replaced 7 days"},
		{name: "'Changes: ramp hinge check interval …'", q: "How often is the wheelchair ramp hinge checked?",
			ev:    []synthesis.Evidence{revB, rampProc("2026-10-05T09:00:00Z", "C", "Changes: ramp hinge check interval changed after the hinge failures.", "3 days")},
			check: leads("3 days", "7 days"), want: "3 days leads and replaced 7 days",
			wrong: "(not covered) a bare 'Change:' label is no revision note: read for a while this session, withdrawn after review 36 (a notice's 'Change: payments by card only' shares a fee line's words without changing the fee)"},
		{name: "'Change: …' (the label alone)", q: "How often is the wheelchair ramp hinge checked?",
			ev:    []synthesis.Evidence{revB, rampProc("2026-10-05T09:00:00Z", "C", "Change: ramp hinge check interval shortened after the hinge failures.", "3 days")},
			check: leads("3 days", "7 days"), want: "3 days leads and replaced 7 days",
			wrong: "(not covered) a bare 'Change:' label is no revision note: read for a while this session, withdrawn after review 36 (a notice's 'Change: payments by card only' shares a fee line's words without changing the fee)"},
		{name: "'Revision: C — …' (a colon after the word)", q: "How often is the wheelchair ramp hinge checked?",
			ev:    []synthesis.Evidence{revB, rampProc("2026-10-05T09:00:00Z", "C", "Revision: C — ramp hinge check interval changed after the hinge failures.", "3 days")},
			check: leads("3 days", "7 days"), want: "3 days leads and replaced 7 days",
			wrong: "(not covered) reRevisionNote admits a dot or spaces between 'Revision' and the letter, not a colon: the two revisions disagree"},
		{name: "'Amendment A: …' (an amendment, not a revision)", q: "How often is the wheelchair ramp hinge checked?",
			ev:    []synthesis.Evidence{revB, rampProc("2026-10-05T09:00:00Z", "C", "Amendment A: ramp hinge check interval changed after the hinge failures.", "3 days")},
			check: leads("3 days", "7 days"), want: "3 days leads and replaced 7 days",
			wrong: "(not covered) an amendment's letter is no revision note: the two revisions disagree"},

		// Traps: a 'Rev' that is a person, a 'Changes:' that says none.
		{name: "'Rev A. Price' (a minister) asked for a change: no revision of the earlier paper", q: "How often does the route 21 Sunday service run?",
			ev: tvbDocs("2026-09-01T09:00:00Z", "doc", "Community routes", "Community routes\n\nRoute 21 Sunday service: every 90 minutes from the square.",
				"2026-10-20T09:00:00Z", "doc", "Community transport forum notes", "Community transport forum notes\n\nRev A. Price asked whether the route 21 Sunday service could change to hourly.\n\nRoute 21 Sunday service: every 2 hours, as the timetable leaflet says."),
			check: all(replacesNothing, not(status(synthesis.Grounded))), want: "the two values left open, nothing replaced"},
		{name: "'Changes: none to the route 21 Sunday service'", q: "How often does the route 21 Sunday service run?",
			ev: tvbDocs("2026-09-01T09:00:00Z", "doc", "Community routes", "Community routes\n\nRoute 21 Sunday service: every 90 minutes from the square.",
				"2026-10-20T09:00:00Z", "doc", "Winter timetable notes", "Winter timetable notes\nChanges: none to the route 21 Sunday service this winter.\n\nRoute 21 Sunday service: every 2 hours from the square."),
			check: all(replacesNothing, not(status(synthesis.Grounded))), want: "the two values left open, nothing replaced"},

		// "What was the (root) cause" asks a cause.
		{name: "'what was the root cause' of a revised incident report", q: "What was the root cause of the TV-214 fire?",
			ev: tvb("doc", "IR-31 TV-214 fire (Rev B)", "Incident report IR-31 · TV-214 fire · Rev B\nRev B replaces Rev A. Cause section rewritten after the insurer's inspection.\n\n"+
				"Cause: a chafed battery cable shorted at 600 V against the chassis."),
			check: notLeadWith("600 V"), want: "no 600 V lead"},
		{name: "'what's the underlying cause'", q: "What's the underlying cause of the late running on route 7?",
			ev:    tvb("doc", "Route 7 punctuality", "Route 7 punctuality\n\nUnderlying cause: roadworks on Mill Street add 6 minutes to each trip until March."),
			check: all(notLeadWith("6 minutes"), says("roadworks")), want: "the roadworks given, no 6 minutes lead"},
		{name: "a cause code is a value ('What's the cause code …')", q: "What's the cause code for lost mileage on route 12?",
			ev:    tvb("doc", "Lost mileage", "Lost mileage\n\nRoute 12 lost mileage is booked under cause code 31 (driver shortage)."),
			check: says("31"), want: "31 in the answer"},

		// Working and machine time.
		{name: "'how many working days' a refund takes", q: "How many working days does a refund take?",
			ev:    tvb("doc", "Refunds", "Refunds\n\nRefunds are paid within 10 working days of the claim."),
			check: leadHas("10 working days"), want: "10 working days leads"},
		{name: "'engine hours' answer how often", q: "How often is the gearbox oil changed on the E200s?",
			ev:    tvb("doc", "E200 servicing", "E200 servicing\n\nGearbox oil: change every 1,500 engine hours."),
			check: leadHas("1,500 engine hours"), want: "1,500 engine hours leads"},
		{name: "'man-hours' answer how long", q: "How long does MOT prep take per bus?",
			ev:    tvb("doc", "MOT prep", "MOT prep\n\nMOT prep takes about 6 man-hours per bus."),
			check: leadHas("6 man-hours"), want: "6 man-hours leads"},
		{name: "'how many calendar days' a pass runs", q: "How many calendar days does a 4-week pass last?",
			ev:    tvb("doc", "Passes", "Passes\n\nA 4-week pass lasts 28 calendar days from the first trip."),
			check: all(leadHas("28"), notLeadWith("4-week")), want: "28 (calendar days) leads, not the pass's name '4-week'"},
		{name: "'how many working days', a '7-day ticket' beside", q: "How many working days does a refund take?",
			ev:    tvb("doc", "Refunds", "Refunds\n\nA refund for a 7-day ticket takes 10 working days."),
			check: all(leadHas("10"), notLeadWith("7-day")), want: "10 (working days) leads, not the ticket's '7-day'"},
	})
}
