package synthesis_test

// A twenty-ninth independent review, of this session's Ask readings after their mend, in
// wording of our own (a volunteer mountain rescue team, Cwm Tarwen MRT, with bases at Tarwen
// and Caerlas: kit pages, hut notes, vehicle tables, mails and stores tickets):
//
//  1. 9cf5239 (names.go namesAnother's slot words, ofTheNamed): a value given for another
//     place, party or thing in the slot where the question names its own ("delivery to
//     Skarvnes" for "to Lyngøy") is that thing's, even when its line goes on to name the asked
//     one; a capitalised function word opening a sentence ("Its backups") names nothing.
//  2. 1971d0b's table reading (tablerows.go holdsValue/reValueCell, namingCells, bestRows over
//     all rows, askedColumns giving nothing for an empty, TBD or n/a asked cell).
//
// The probes keep the form of review27_test.go (runProbes): a probe with a `wrong` field fails
// today, is logged as KNOWN WRONG, and fails the test once it holds. "(brought by <commit>)"
// marks a probe that held on 8bf832c (the session's start, before both readings) and fails
// now; "(pre-existing)" one that failed there as well for another reason; "(not covered)" one
// that failed there as well and is of the reading's kind. Each was classed by running this
// file on an export of 8bf832c.
//
// Reading 1: 25 probes, 12 hold, 13 marked (9 brought by 9cf5239, 4 not covered). The brought
// ones held on 9cf5239^ as on 8bf832c: any capitalised word after a slot word the question uses
// ('at Easter', 'in Welsh', 'in Water Rescue', 'from Bristol', 'to Unit 4', 'to Caerlas
// stores', 'Board of Trustees' once 'Bank of Scotland' makes 'of' a slot word) or opening the
// value's sentence ('Every', 'Digital') now drops a sentence whose page names the asked thing.
// Two holding ones failed on 8bf832c (another base in the slot with the asked one in the next
// sentence; another group in the 'for' slot); the slot is still read per sentence, so a
// sentence naming both places keeps the other's value (4 not covered).
// Reading 2: 27 probes, 21 hold, 6 marked (1 brought by 1971d0b, 5 not covered). Nine holding
// ones failed on 8bf832c (before the table reading). Three of the not covered ones held on
// 1971d0b^ (c264912) and were lost by 1971d0b: a header of terms ('1 year | 3 years') read as
// a first row, two key-value cards' 'Service interval' rows taken as one item's log, and
// 'same as above' now giving nothing where the row above's value led by chance.
//
// After the review: the name-slot reading of 9cf5239 is withdrawn (its nine brought faults
// showed it could not tell a place from a language, a feast, a section or an address; the stop
// word guard it added to namesAnother stays), so its nine brought probes hold and the two
// probes of the commit's own kind are marked lost. The table reading is mended: a two-cell line
// above the rule is a first row only as a label and its value; two tables of one page stay two
// (keyed by where their header starts); a name with words after it ("Stretcher winch remote")
// is another item than the shorter one, and one with words before it ("Toyota Hilux") the same
// item more fully. Now: 52 probes, 42 hold, 10 marked (2 lost by the withdrawal, 8 not
// covered).

import (
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// mrt is the evidence list of one Cwm Tarwen MRT document written on 6 October 2026.
func mrt(kind, title, text string) []synthesis.Evidence {
	return one("2026-10-06T09:00:00Z", kind, title, text)
}

// Reading 1 (9cf5239, names.go): a value in the question's slot for another place, party or
// thing is that thing's; a capitalised function word opening a sentence names nothing.
func TestReview29NameSlots(t *testing.T) {
	runProbes(t, []reviewProbe{
		{name: "the asked base in the slot", q: "How long does kit delivery to Tarwen take?",
			ev:    mrt("doc", "Kit deliveries", "Kit deliveries\n\nKit delivery to Tarwen takes 48 hours from the order."),
			check: leadHas("48 hours"), want: "48 hours"},
		{name: "another base in the slot, the asked one named in the line's next sentence", q: "How long does kit delivery to Tarwen take?",
			ev:    mrt("doc", "Kit deliveries", "Kit deliveries\n\nKit delivery to Caerlas takes 24 hours. Tarwen gets the van's second drop."),
			check: all(notLeadWith("24 hours"), not(status(synthesis.Grounded))), want: "no lead: 24 hours is Caerlas's", wrong: "(lost by the revert of 9cf5239) a value for another place or group in the question's slot is no longer told apart: the rule could not tell places from languages, feasts, sections and addresses (this review's brought faults)"},
		{name: "another base in the slot, the asked one named later in the same sentence", q: "How long does kit delivery to Tarwen take?",
			ev:    mrt("doc", "Kit deliveries", "Kit deliveries\n\nKit delivery to Caerlas takes 24 hours, and Tarwen gets the van's second drop."),
			check: all(notLeadWith("24 hours"), not(status(synthesis.Grounded))), want: "no lead: 24 hours is Caerlas's",
			wrong: "(not covered) ofTheNamed: a sentence holding the asked name is kept whole (holdsNames(sd.s.text)), so 'to Caerlas' in it does not count and Caerlas's 24 hours leads for Tarwen"},
		{name: "a title naming both bases after a lower-case 'to', a line per base", q: "How long does kit delivery to Tarwen take?",
			ev:    mrt("doc", "Kit delivery to Tarwen and Caerlas", "Kit delivery to Tarwen and Caerlas\n\n- Caerlas: kit arrives 24 hours after the order.\n- Tarwen: kit arrives 48 hours after the order."),
			check: all(leadHas("48 hours"), notLeadWith("24 hours")), want: "48 hours, Tarwen's line"},
		{name: "both bases after the slot word ('to Caerlas and Tarwen')", q: "How long does kit delivery to Tarwen take?",
			ev:    mrt("doc", "Kit deliveries", "Kit deliveries\n\nKit delivery to Caerlas and Tarwen takes 48 hours."),
			check: leadHas("48 hours"), want: "48 hours, said of both"},
		{name: "the asked base first, another after 'to' ('to Tarwen and Caerlas')", q: "How long does kit delivery to Tarwen take?",
			ev:    mrt("doc", "Kit deliveries", "Kit deliveries\n\nKit delivery to Tarwen and Caerlas takes 48 hours."),
			check: leadHas("48 hours"), want: "48 hours"},
		{name: "the asked base as subject, another after 'from'", q: "What's the parts delivery time to Tarwen?",
			ev:    mrt("doc", "Stretcher parts", "Stretcher parts\n\nTarwen gets its stretcher parts from Caerlas within 24 hours."),
			check: leadHas("24 hours"), want: "24 hours: Tarwen's, sent from Caerlas"},
		{name: "the page names the base; a stores base after 'to' in the value's sentence", q: "How long does kit delivery to Tarwen take?",
			ev:    mrt("doc", "Tarwen base: kit orders", "Tarwen base: kit orders\n\nKit delivery takes 48 hours, as every order goes to Caerlas stores first."),
			check: leadHas("48 hours"), want: "48 hours: the page is Tarwen's, Caerlas only routes the order"},
		{name: "another hut in the 'at' slot", q: "How many bunks are there at Tarwen hut?",
			ev:    mrt("doc", "Huts", "Huts\n\nThere are 16 bunks at Caerlas hut; Tarwen hut is smaller and has no warden."),
			check: all(notLeadWith("16 bunks"), not(status(synthesis.Grounded))), want: "no lead: 16 bunks are Caerlas's",
			wrong: "(not covered) ofTheNamed keeps a sentence naming the asked hut anywhere ('; Tarwen hut is smaller'), so Caerlas's 16 bunks lead"},
		{name: "another group in the 'for' slot", q: "What's the kit allowance for Tarwen volunteers?",
			ev:    mrt("doc", "Kit allowances", "Kit allowances\n\nThe kit allowance for Caerlas volunteers is £200 a year. Tarwen volunteers claim from the same fund."),
			check: all(notLeadWith("£200"), not(status(synthesis.Grounded))), want: "no lead: £200 is Caerlas's", wrong: "(lost by the revert of 9cf5239) a value for another place or group in the question's slot is no longer told apart: the rule could not tell places from languages, feasts, sections and addresses (this review's brought faults)"},
		{name: "two values in one sentence, one per base", q: "How long does kit delivery to Tarwen take?",
			ev:    mrt("doc", "Kit deliveries", "Kit deliveries\n\nKit delivery to Caerlas takes 24 hours and to Tarwen 48 hours."),
			check: notLeadWith("24 hours"), want: "48 hours, or no lead; never Caerlas's 24 hours",
			wrong: "(not covered) the slot reading works per sentence, not per value: the sentence names Tarwen, and its first value (Caerlas's 24 hours) leads"},
		{name: "a two-word name sharing its first word with another ('Llyn Garw' for 'Llyn Tarw')", q: "How long does kit delivery to Llyn Tarw take?",
			ev:    mrt("doc", "Hut deliveries", "Hut deliveries\n\nKit delivery to Llyn Garw takes 1 day, and Llyn Tarw is served by the same van on Fridays."),
			check: all(notLeadWith("1 day"), not(status(synthesis.Grounded))), want: "no lead: 1 day is Llyn Garw's",
			wrong: "(not covered) namesAnother looks only at the word after 'to' ('Llyn', an asked word), and the sentence holds 'Llyn Tarw' later, so Llyn Garw's 1 day leads"},
		{name: "a title-cased question with another base's value", q: "Kit Delivery Time to Tarwen?",
			ev:    mrt("doc", "Kit deliveries", "Kit deliveries\n\nKit delivery to Caerlas takes 24 hours, and Tarwen gets the van's second drop."),
			check: notLeadWith("24 hours"), want: "no lead: 24 hours is Caerlas's"},
		// Traps: a capitalised word after a slot word, or opening a sentence, that is no other
		// place, party or thing of the asked kind.
		{name: "a month after the slot word ('in February')", q: "How long is the winter course in Tarwen?",
			ev:    mrt("doc", "Tarwen winter course", "Tarwen winter course\n\nThe winter course runs for 5 days in February."),
			check: leadHas("5 days"), want: "5 days"},
		{name: "a weekday after the slot word ('at Monday training')", q: "How long is the kit check at Tarwen?",
			ev:    mrt("doc", "Tarwen base", "Tarwen base\n\nThe kit check takes 90 minutes at Monday training."),
			check: leadHas("90 minutes"), want: "90 minutes"},
		{name: "a feast after the slot word ('at Easter')", q: "How many bunks are there at Tarwen hut?",
			ev:    mrt("doc", "Tarwen hut", "Tarwen hut\n\nThe hut has 12 bunks, with camp beds for 4 more at Easter."),
			check: leadHas("12"), want: "12 bunks"},
		{name: "a language after the slot word ('in Welsh')", q: "What's the probation period in Tarwen?",
			ev:    mrt("doc", "Tarwen team", "Tarwen team\n\nThe probation period is 6 months, with briefings given in Welsh and English."),
			check: leadHas("6 months"), want: "6 months"},
		{name: "a section of the team after the slot word ('in Water Rescue')", q: "What's the probation period in Tarwen?",
			ev:    mrt("doc", "Tarwen team", "Tarwen team\n\nThe probation period is 6 months, the last two of them in Water Rescue."),
			check: leadHas("6 months"), want: "6 months"},
		{name: "a body holding the slot word ('Board of Trustees') where the question's name holds 'of'", q: "What's the notice period on the Bank of Scotland loan?",
			ev:    mrt("doc", "Bank of Scotland loan", "Bank of Scotland loan\n\nThe notice period is 90 days, as agreed by the Board of Trustees."),
			check: leadHas("90 days"), want: "90 days: the page is the bank's loan; the trustees are no other bank"},
		{name: "a warehouse town after 'from' for the asked supplier", q: "What's the lead time on stretcher parts from Hafod Medical?",
			ev:    mrt("doc", "Hafod Medical account", "Hafod Medical account\n\nThe lead time on stretcher parts is 10 days, shipped from Bristol."),
			check: leadHas("10 days"), want: "10 days: Hafod Medical's, shipped from its warehouse"},
		{name: "the base's own address after 'to'", q: "How long do deliveries to Tarwen base take?",
			ev:    mrt("doc", "Tarwen base", "Tarwen base\n\nAddress: Unit 4, Pennant Road, Tarwen.\nDeliveries to Unit 4 take 2 days; ring the bell."),
			check: leadHas("2 days"), want: "2 days: Unit 4 is the base's address"},
		{name: "the asked supplier's name after 'from' in the value's own sentence", q: "What's the lead time on stretcher parts from Hafod Medical?",
			ev:    mrt("mail", "Stretcher parts", "Hi all,\nStretcher parts from Hafod Medical take 10 days, ours from Arran Outdoor take 3.\nGareth"),
			check: leadHas("10 days"), want: "10 days"},
		{name: "a capitalised 'Every' opening the value's sentence", q: "How long are Tarwen radio logs kept?",
			ev:    mrt("doc", "Tarwen radio logs", "Tarwen radio logs\n\nThe repeater records every call. Every radio log is kept for 90 days."),
			check: leadHas("90 days"), want: "90 days"},
		{name: "a capitalised adjective opening the value's sentence ('Digital radio logs')", q: "How long are Tarwen radio logs kept?",
			ev:    mrt("doc", "Tarwen radio logs", "Tarwen radio logs\n\nThe repeater records every call. Digital radio logs are kept for 90 days."),
			check: leadHas("90 days"), want: "90 days"},
		{name: "a capitalised 'Its' opening the value's sentence (the commit's own trap)", q: "How long are Tarwen radio logs kept?",
			ev:    mrt("doc", "Tarwen radio logs", "Tarwen radio logs\n\nThe Tarwen repeater records every call. Its radio logs are kept for 90 days."),
			check: leadHas("90 days"), want: "90 days"},
	})
}

// Reading 2 (1971d0b, tablerows.go): a line above the rule holding a value is a first row; tied
// rows naming the item alike are one item's rows; the best row is chosen among all rows; an
// empty, TBD or n/a asked cell lets no other column stand for it.
func TestReview29Tables(t *testing.T) {
	kitPage := "Tarwen base: kit servicing\n\n| Item | Service interval | Battery life | Last service |\n|---|---|---|---|\n" +
		"| Stretcher winch | 6 months | 8 hours | 14 Mar 2026 |\n" +
		"| Thermal camera | 12 months | 5 hours | 2 Feb 2026 |\n" +
		"| Avalanche probe set | 24 months | n/a | 9 Jan 2026 |\n"
	runProbes(t, []reviewProbe{
		{name: "kit table: the asked row and column", q: "What's the service interval for the thermal camera?",
			ev:    mrt("doc", "Kit servicing", kitPage),
			check: all(leadHas("12 months"), replacesNothing), want: "12 months"},
		{name: "kit table: the battery column, not the interval", q: "What's the battery life of the stretcher winch?",
			ev:    mrt("doc", "Kit servicing", kitPage),
			check: all(leadHas("8 hours"), notLeadWith("6 months")), want: "8 hours"},
		{name: "kit table: the asked cell is 'n/a'", q: "What's the battery life of the avalanche probe set?",
			ev:    mrt("doc", "Kit servicing", kitPage),
			check: all(notLeadWith("24 months"), notLeadWith("5 hours"), not(status(synthesis.Grounded))), want: "PARTIAL: the probes have no battery"},
		{name: "quarter columns ('| Q1 2026 | Q2 2026 |')", q: "How many callouts did Caerlas have in Q2 2026?",
			ev: mrt("doc", "Callout figures", "Callout figures\n\n| Base | Q1 2026 | Q2 2026 |\n|---|---|---|\n"+
				"| Tarwen | 41 callouts | 38 callouts |\n| Caerlas | 22 callouts | 30 callouts |\n"),
			check: all(leadHas("30"), replacesNothing), want: "30 callouts"},
		{name: "year columns ('| 2025 | 2026 |') in a transposed table", q: "What were the team's volunteer hours in 2026?",
			ev: mrt("doc", "Annual report figures", "Annual report figures\n\n| Measure | 2025 | 2026 |\n|---|---|---|\n"+
				"| Callouts | 212 | 247 |\n| Volunteer hours | 9,800 hours | 11,200 hours |\n"),
			check: all(leadHas("11,200"), replacesNothing), want: "11,200 hours; 2025's 9,800 no earlier value"},
		{name: "unit in the header, bare numbers ('| Diameter (mm) |')", q: "What's the weight of the static rope?",
			ev: mrt("doc", "Rope store", "Rope store\n\n| Rope | Diameter (mm) | Length (m) | Weight |\n|---|---|---|---|\n"+
				"| Static | 11 | 50 | 4.1 kg |\n| Dynamic | 9.5 | 60 | 3.9 kg |\n"),
			check: all(leadHas("4.1 kg"), notLeadWith("3.9 kg")), want: "4.1 kg"},
		{name: "key-value table", q: "What's the response time target?",
			ev: mrt("doc", "Callout standards", "Callout standards\n\n| Field | Value |\n|---|---|\n"+
				"| Callout number | 01632 960 411 |\n| Response time target | 20 minutes |\n| Radio channel | 2 |\n"),
			check: leadHas("20 minutes"), want: "20 minutes"},
		{name: "header cells that are terms ('| 1 year | 3 years |')", q: "What does a handheld radio licence cost for 3 years?",
			ev: mrt("doc", "Radio licence fees", "Radio licence fees\n\n| Licence | 1 year | 3 years |\n|---|---|---|\n"+
				"| Base station | £120 | £300 |\n| Handheld | £40 | £100 |\n"),
			check: all(says("£100"), notLeadWith("£40"), notLeadWith("£120")), want: "£100, the handheld row's 3-year cell"},
		{name: "header cells that are sizes, a row asked by its name", q: "What's the breaking load of the 11 mm rope?",
			ev: mrt("doc", "Rope data", "Rope data\n\n| Rope | 9 mm | 11 mm |\n|---|---|---|\n"+
				"| Breaking load | 22 kN | 30 kN |\n| Weight | 52 g/m | 77 g/m |\n"),
			check: all(notLeadWith("22 kN"), notLeadWith("9 mm")), want: "30 kN; never the 9 mm rope's 22 kN or the header's size"},
		{name: "a header of shares by year ('| 2025 % | 2026 % |')", q: "What share of callouts did Tarwen take in 2026?",
			ev: mrt("doc", "Callout shares", "Callout shares\n\n| Base | 2025 % | 2026 % |\n|---|---|---|\n"+
				"| Tarwen | 61% | 58% |\n| Caerlas | 39% | 42% |\n"),
			check: all(notLeadWith("61%"), notLeadWith("2025 %")), want: "58%, or no lead; never 2025's 61% or the header"},
		{name: "a row naming more of the question with no value: the cable is not the winch", q: "What's the service interval for the stretcher winch cable?",
			ev: mrt("doc", "Kit servicing", "Kit servicing\n\n| Item | Service interval |\n|---|---|\n"+
				"| Stretcher winch | 6 months |\n| Stretcher winch cable | replace on wear |\n"),
			check: all(notLeadWith("6 months"), not(status(synthesis.Grounded))), want: "no interval for the cable (replaced on wear); not the winch's 6 months"},
		{name: "two bases' tables on one page, one vehicle each named alike", q: "What's the service interval for the Hilux?",
			ev: mrt("doc", "Vehicles", "Vehicles\n\n## Tarwen\n\n| Vehicle | Service interval |\n|---|---|\n| Hilux | 6 months |\n\n"+
				"## Caerlas\n\n| Vehicle | Service interval |\n|---|---|\n| Hilux | 9 months |\n"),
			check: replacesNothing, want: "both bases' Hilux intervals, neither replacing the other"},
		{name: "two vehicles' key-value cards on one page", q: "What's the service interval for the Hilux?",
			ev: mrt("doc", "Vehicle cards", "Vehicle cards\n\n### Hilux\n\n| Field | Value |\n|---|---|\n| Service interval | 6 months |\n| Fuel | diesel |\n\n"+
				"### Ranger\n\n| Field | Value |\n|---|---|\n| Service interval | 12 months |\n| Fuel | diesel |\n"),
			check: all(notLeadWith("12 months"), replacesNothing), want: "6 months or no lead; never the Ranger's 12 months, nor as replacing",
			wrong: "(not covered) bestRows keys a table by its header text and namingCells finds both 'Service interval' rows alike, so the Ranger's 12 months leads as the Hilux's (held on 1971d0b^, lost by 1971d0b)"},
		{name: "a service log with dates in the first column: when last serviced", q: "When was the stretcher winch last serviced?",
			ev: mrt("doc", "Winch service log", "Winch service log\n\n| Date | Service | Signed off |\n|---|---|---|\n"+
				"| 14 Mar 2026 | Stretcher winch, full service | Gareth |\n| 9 Sep 2026 | Stretcher winch, full service | Siân |\n"),
			check: says("9 Sep 2026"), want: "9 Sep 2026"},
		{name: "a log with dates in the first column: the later row of the asked vehicle", q: "What's the service interval for the Hilux?",
			ev: mrt("doc", "Vehicle log", "Vehicle log\n\n| Date | Vehicle | Service interval |\n|---|---|---|\n"+
				"| 2026-03-01 | Hilux | 6 months |\n| 2026-05-01 | Ranger | 12 months |\n| 2026-09-01 | Hilux | 9 months |\n"),
			check: all(leadHas("9 months"), notLeadWith("12 months")), want: "9 months, the Hilux's later row"},
		{name: "a log naming the vehicle two ways ('Hilux', 'Toyota Hilux')", q: "What's the service interval for the Hilux?",
			ev: mrt("doc", "Vehicle log", "Vehicle log\n\n| Date | Vehicle | Service interval |\n|---|---|---|\n"+
				"| 2026-03-01 | Hilux | 6 months |\n| 2026-09-01 | Toyota Hilux | 9 months |\n"),
			check: notLeadWith("6 months"), want: "9 months, or no lead; never the older 6 months alone"},
		{name: "a row saying 'same as above'", q: "What's the service interval for the Hilux?",
			ev: mrt("doc", "Vehicles", "Vehicles\n\n| Vehicle | Service interval |\n|---|---|\n"+
				"| Ranger | 6 months |\n| Hilux | same as above |\n"),
			check: leadHas("6 months"), want: "6 months: the Hilux's cell points at the Ranger's",
			wrong: "(not covered) askedColumns gives nothing for 'same as above' and no row reading follows it up; PARTIAL (on 1971d0b^ the Ranger's row alone held a value and its 6 months led)"},
		{name: "a mail's table: the asked cell is '—', another column has a duration", q: "What's the service interval for the Hilux?",
			ev: mrt("mail", "Vehicle servicing", "Hi all,\nWhere the vehicles stand:\n\n| Vehicle | Service interval | Fuel range |\n|---|---|---|\n"+
				"| Ranger | 6 months | 700 km |\n| Hilux | — | 800 km |\n\nThanks,\nSiân (vehicle officer)"),
			check: all(notLeadWith("6 months"), notLeadWith("800 km"), status(synthesis.Partial), missingSays("duration")),
			want:  "PARTIAL naming the missing interval; neither the Ranger's 6 months nor the fuel range"},
		{name: "a ticket's table: the asked cell is empty", q: "What's the lead time for the winch cable?",
			ev: mrt("ticket", "STORES-88 winch rebuild", "Parts for the winch rebuild:\n\n| Part | Qty | Lead time | Price |\n|---|---|---|---|\n"+
				"| Winch cable | 1 |  | £240 |\n| Hook assembly | 2 | 10 days | £95 |\n"),
			check: all(notLeadWith("10 days"), status(synthesis.Partial)), want: "PARTIAL: no lead time for the cable; not the hook's 10 days"},
		{name: "the asked cell says 'see note 3'", q: "What's the service interval for the thermal camera?",
			ev: mrt("doc", "Kit servicing", "Kit servicing\n\n| Item | Service interval | Battery life |\n|---|---|---|\n"+
				"| Stretcher winch | 6 months | 8 hours |\n| Thermal camera | see note 3 | 5 hours |\n\nNote 3: the camera goes back to the maker when it fails its self-test."),
			check: all(notLeadWith("5 hours"), notLeadWith("6 months"), not(status(synthesis.Grounded))), want: "PARTIAL; not the battery's 5 hours nor the winch's interval",
			wrong: "(not covered) askedColumns: the asked cell holds a digit ('note 3'), so every measure of the row stands and the battery's 5 hours leads as the interval"},
		{name: "the asked cell says 'TBD', the note column a duration", q: "What's the lead time for the hook assembly?",
			ev: mrt("ticket", "STORES-88 winch rebuild", "Parts for the winch rebuild:\n\n| Part | Lead time | Note |\n|---|---|---|\n"+
				"| Winch cable | 10 days | ordered |\n| Hook assembly | TBD | quote valid 30 days |\n"),
			check: all(notLeadWith("30 days"), notLeadWith("10 days"), not(status(synthesis.Grounded))), want: "PARTIAL: lead time TBD"},
		{name: "two vehicles' winches named alike ('Winch' in a part column)", q: "What's the service interval for the winch?",
			ev: mrt("doc", "Vehicle kit", "Vehicle kit\n\n| Vehicle | Part | Service interval |\n|---|---|---|\n"+
				"| Hilux | Winch | 6 months |\n| Ranger | Winch | 12 months |\n"),
			check: replacesNothing, want: "both winches' intervals, neither replacing the other"},
		{name: "the exact item beside a longer name with no value", q: "What's the service interval for the stretcher winch?",
			ev: mrt("doc", "Kit servicing", "Kit servicing\n\n| Item | Service interval |\n|---|---|\n"+
				"| Stretcher winch | 6 months |\n| Stretcher winch remote | — |\n"),
			check: leadHas("6 months"), want: "6 months"},
		{name: "a longer name's value beside the exact item's 'TBD'", q: "What's the service interval for the stretcher winch?",
			ev: mrt("doc", "Kit servicing", "Kit servicing\n\n| Item | Service interval |\n|---|---|\n"+
				"| Stretcher winch remote | 6 months |\n| Stretcher winch | TBD |\n"),
			check: all(notLeadWith("6 months"), not(status(synthesis.Grounded))), want: "PARTIAL: TBD; the remote's 6 months is another item's"},
		{name: "a cell with a sentence break before the asked column", q: "What's the battery life of the thermal camera?",
			ev: mrt("doc", "Kit servicing", "Kit servicing\n\n| Item | Service interval | Battery life |\n|---|---|---|\n"+
				"| Stretcher winch | 6 months | 8 hours |\n| Thermal camera (FLIR). Spare at Caerlas | 12 months | 5 hours |\n"),
			check: all(leadHas("5 hours"), notLeadWith("12 months")), want: "5 hours",
			wrong: "(not covered) tableRows marks only sentences opening with '|': the row's part after 'FLIR).' is read without its header and the camera's values are lost: PARTIAL"},
		{name: "a key-value table whose asked value says 'see below'", q: "What's the hut capacity?",
			ev: mrt("doc", "Llyn Tarw hut", "Llyn Tarw hut\n\n| Field | Value |\n|---|---|\n"+
				"| Hut capacity | see below |\n| Water tank | 200 litres |\n| Walk-in time | 90 minutes |\n\nCapacity: 12 bunks in summer, 8 in winter."),
			check: all(notLeadWith("200 litres"), notLeadWith("90 minutes")), want: "12 (summer) or 8; never the tank or the walk-in"},
		{name: "ordinal header cells ('| 1st | 2nd |')", q: "Who is second on call for the Caerlas rota?",
			ev: mrt("doc", "On-call rota", "On-call rota\n\n| Week | 1st | 2nd |\n|---|---|---|\n"+
				"| Week 41 | Gareth | Siân |\n| Week 42 | Rhodri | Gareth |\n"),
			check: func(a synthesis.Answer) bool {
				for _, c := range a.Claims {
					if c.Text == "| Week | 1st | 2nd |" {
						return false
					}
				}
				return true
			}, want: "the header line is no claim"},
	})
}
