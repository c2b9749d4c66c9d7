package synthesis_test

// A thirty-first independent review, of this session's two Ask readings, in wording of our own
// (a craft brewery, Brackenfold Brewing Co., with its brewhouse at Brackenfold and a taproom and
// canning line at Ossley: brew sheets, QA pages, trade terms, mails, tickets and chat lines):
//
//  1. 5dfdab3: value questions typed as chat types them ("whats", "isnt", a bare "avg ...?",
//     "max number of ...?", a percent sign) ask for a value (question.go reBareContraction,
//     values.go valueNouns, asksValue); two kinds of value in one sentence are told apart by
//     the clause the question's words stand in (values.go evidencedClass, clauseOf); a figure
//     corrected in so many words is not undone by a later copy of the old figure in another
//     document (settle.go withoutStaleCopies), while a value said to return revises
//     (facts/revision.go reRevision); a dotted decimal ending a sentence set against a measure
//     is a number, not a date (facts/measures.go reDottedNumber, reMeasureContrast).
//  2. d755a2d: a question after a level, a set point, a cut-off, a minimum or a maximum asks a
//     figure (detail.go reAsksFigure); when a claim speaks of what a "what N" question asks a
//     figure of, only a figure said of it answers (missingDetail, slotOwnWords); a number the
//     question names is blanked in a claim as a whole word only (withoutNamed); a hyphen
//     opening a number is a minus sign (minusSign).
//
// The probes keep the form of review27_test.go and review29_test.go (runProbes): a probe with
// a `wrong` field fails today, is logged as KNOWN WRONG, and fails the test once it holds.
// "(brought by <commit>)" marks a probe that held on 205ffb9 (the session's start, before both
// readings) and fails now; "(pre-existing)" one that failed there as well for another reason;
// "(not covered)" one that failed there as well and is of the reading's kind. Each was classed
// by running this file on an export of 205ffb9 and on HEAD.
//
// Reading 1: 42 probes, 24 hold, 18 marked (10 brought by 5dfdab3, 6 not covered, 2
// pre-existing). Thirteen holding ones failed on 205ffb9 (the chat-typed and terse questions,
// the clause of each kind, the corrected figure and the said returns, the decimals after 'not'
// and 'down from'). The brought ones: a lower-case name holding a value noun ('max back ...?')
// asks a value; the words before a sentence's first clause ('Ossley taproom, September:') are
// counted for that clause alone, so it wins the kind (2); a later statement of a retired value
// without one of reRevision's return words ('again', 'rolled back', a later recipe sheet) or
// of another period that equals it by chance is dropped as a stale copy and the older value is
// called current (4); reRevision's 'returns? to' and 'restored' take a noun ('keg returns to')
// and a restored supply for changes of the value (2); a real day after 'was' ('2 days, was
// 16.3.') is read as a number of days replaced.
// Reading 2: 30 probes, 15 hold, 15 marked (13 brought by d755a2d, 1 not covered, 1
// pre-existing). Three holding ones failed on 205ffb9 (the '22 hl' of tank 2, the range beside
// a set point only agreed, a ticket code under a set point). The brought ones: a figure given
// in other words than the question's (boil-off, a safe working load, 'at least £400 a drop',
// 'at most 90%', 'at least 18 years old', 'DO', 'in by 2 pm') no longer answers once another
// claim names the slot's own word without a figure (7); a set point on 'cold room 2' of '2 °C'
// loses its figure to the room's number; a negative fault code ('fault -203') is a figure; an
// access, hazard, support or floor 'level' is asked as a figure (4).
//
// After the review (c74beaf): 22 of the 23 brought probes hold. Stale copies follow only a
// teammate's correction of the same period (facts.Corrects, periodsApart), so a value changed
// may change again without a word; "rolled back" revises, "returns to" and "restored" no longer
// do; "max"/"min" are no value words; clauses share their sentence's label; "was" sets no date
// against a measure, and symbol units do. Withdrawn: d755a2d's reading of what a figure is of
// (its 7 brought probes hold; "a set point said to be agreed, a range beside it" is marked lost)
// and "level" as a figure noun; a named number is blanked only after the word the question puts
// before it, and a hyphen is a minus sign only before a unit or after a label or a linking word.

import (
	"fmt"
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// bbc is the evidence list of one Brackenfold Brewing Co. document written on 6 October 2026.
func bbc(kind, title, text string) []synthesis.Evidence {
	return one("2026-10-06T09:00:00Z", kind, title, text)
}

// bbcDocs are Brackenfold Brewing Co. documents of the Wiki source, one per (at, kind, title,
// text) quadruple, numbered in order.
func bbcDocs(parts ...string) []synthesis.Evidence {
	var out []synthesis.Evidence
	for i := 0; i+3 < len(parts); i += 4 {
		out = append(out, r21(fmt.Sprint(i/4+1), parts[i], parts[i+1], parts[i+2], parts[i+3]))
	}
	return out
}

// Reading 1 (5dfdab3): chat-typed value questions; the asked clause tells two kinds in one
// sentence apart; a corrected figure is not undone by a later copy; a return revises; a dotted
// decimal set against a measure is a number.
func TestReview31ChatValues(t *testing.T) {
	runProbes(t, []reviewProbe{
		// Chat-typed questions asking a value.
		{name: "'whats' with no question mark", q: "whats the chill time on the new heat exchanger",
			ev: bbcDocs("2026-06-01T09:00:00Z", "doc", "Brewhouse kit", "Brewhouse kit\n\nChill time on the heat exchanger is 50 minutes for a full brew length.",
				"2026-09-14T09:00:00Z", "mail", "New heat exchanger", "Hi all,\nThe new heat exchanger is in: chill time is now 35 minutes for a full brew length.\nPriya"),
			check: leads("35 minutes", "50 minutes"), want: "35 minutes leads and replaced 50 minutes"},
		{name: "'isnt ... still' with a money value", q: "isnt the keg deposit still £30?",
			ev: bbcDocs("2026-03-01T09:00:00Z", "doc", "Trade terms", "Trade terms\n\nThe keg deposit is £30 per keg, refunded on return.",
				"2026-09-01T09:00:00Z", "mail", "Keg deposit", "Dear trade customers,\nFrom 1 October the keg deposit goes up to £35 per keg.\nBrackenfold Brewing Co."),
			check: leads("£35", "£30"), want: "£35 leads and replaced £30"},
		{name: "'avg ... ?' over a correction", q: "avg fermentation time for Fold IPA in Q3?",
			ev: bbcDocs("2026-10-02T09:00:00Z", "doc", "Brewhouse KPIs Q3", "Fold IPA, Q3: average fermentation time 9 days (from the tank log).",
				"2026-10-12T09:00:00Z", "mail", "Fold IPA fermentation figure", "Hi,\nRecounted from the gravity readings, the Q3 average fermentation time for Fold IPA is 11 days, not 9.\nTom"),
			check: leads("11 days", "9 days"), want: "11 days leads and replaced 9 days"},
		{name: "'max number of ...?'", q: "max number of kegs on the Ossley dray?",
			ev:    bbc("doc", "Ossley deliveries", "Ossley deliveries\n\nThe Ossley dray takes 48 kegs at most; casks go on the van."),
			check: leadHas("48"), want: "48 kegs"},
		{name: "'min order ...?'", q: "min order for trade customers?",
			ev:    bbc("doc", "Trade terms", "Trade terms\n\nTrade customers order at least 6 kegs per drop; smaller orders go by courier."),
			check: leadHas("6 kegs"), want: "6 kegs",
			wrong: "(not covered) a count is no kind evidencedClass reads (valueKinds has no Count), so 'min' asks a value and none leads"},
		{name: "'% of ... ?'", q: "% of brews off spec in Q3?",
			ev:    bbc("doc", "QA summary Q3", "QA summary Q3\n\n7% of brews were off spec in Q3, and 2 were dumped."),
			check: leadHas("7%"), want: "7%"},
		{name: "a staff discount asked with a percent sign", q: "taproom staff discount %?",
			ev: bbcDocs("2026-02-01T09:00:00Z", "doc", "Staff handbook", "Staff handbook\n\nStaff get a 20% discount in the Ossley taproom.",
				"2026-09-01T09:00:00Z", "mail", "Staff discount", "Hi team,\nThe taproom staff discount is raised to 25% from Monday.\nJess"),
			check: leads("25%", "20%"), want: "25% leads and replaced 20%"},
		{name: "'whats the ABV on ...' (a percent)", q: "whats the abv on Fold IPA",
			ev:    bbc("doc", "Fold IPA spec", "Fold IPA spec\n\nFold IPA is 6.2% ABV, brewed with Citra and Mosaic."),
			check: leadHas("6.2%"), want: "6.2%"},
		{name: "'avg spend ...?'", q: "avg spend at the Ossley taproom in September?",
			ev:    bbc("doc", "Taproom, September", "Taproom, September\n\nAverage spend at the Ossley taproom was £18.40 in September."),
			check: leadHas("£18.40"), want: "£18.40"},
		// Adjacent forms the reading does not name.
		{name: "'wats' (misspelt, no apostrophe)", q: "wats the keg deposit now?",
			ev: bbcDocs("2026-03-01T09:00:00Z", "doc", "Trade terms", "Trade terms\n\nThe keg deposit is £30 per keg, refunded on return.",
				"2026-09-01T09:00:00Z", "mail", "Keg deposit", "Dear trade customers,\nFrom 1 October the keg deposit goes up to £35 per keg.\nBrackenfold Brewing Co."),
			check: leads("£35", "£30"), want: "£35 leads and replaced £30",
			wrong: "(not covered) 'wats' is no spelling reBareContraction knows and 'deposit' no value noun, so no value is asked and nothing leads"},
		// Traps: no value asked.
		{name: "'wheres' asks a place", q: "wheres the spare CO2 regulator kept",
			ev:    bbc("doc", "Cold store", "Cold store\n\nThe spare CO2 regulator is on shelf 3 in the cold store, next to the 2 kg cylinders."),
			check: not(says("latest value stated")), want: "the shelf's line, no value lead"},
		{name: "'whos' asks a person", q: "whos on the brew rota saturday",
			ev:    bbc("doc", "Brew rota", "Brew rota\n\nSaturday brew rota: Priya Nandakumar and Tom Ferris, 2 brews, first mash-in at 06:00."),
			check: not(says("latest value stated")), want: "Priya and Tom, no value lead"},
		{name: "a beer named 'Total Eclipse'", q: "Total Eclipse stout on tap at Ossley?",
			ev:    bbc("doc", "Ossley taproom", "Ossley taproom\n\nTotal Eclipse stout goes on tap at Ossley on Friday; 9 kegs are in the cellar."),
			check: not(says("latest value stated")), want: "the line, no value lead"},
		{name: "a person written in lower case ('max back ...?')", q: "max back from the hop farm tomorrow?",
			ev:    bbc("chat", "#brewhouse", "Max is at the hop farm in Kent until Wednesday, picking up 200 kg of Fuggles."),
			check: not(says("latest value stated")), want: "Max's line, no value lead (Max is a person)"},
		{name: "'number 4 fermenter cleaned?' asks whether", q: "number 4 fermenter cleaned yet?",
			ev:    bbc("chat", "#brewhouse", "Fermenter 4 CIP done at 14:00: caustic at 2%, rinse 20 minutes."),
			check: not(says("latest value stated")), want: "the CIP line, no value lead"},
		{name: "a percent sign naming the code asked for", q: "10% off code for the Ossley taproom?",
			ev:    bbc("doc", "Taproom offers", "Taproom offers\n\nTaproom code FOLD10 gives 10% off cans at the Ossley taproom until 31 May."),
			check: not(says("latest value stated")), want: "the code's line (FOLD10), no value lead: the % names the code",
			wrong: "(pre-existing) a question stating a quantity asks that kind (askedMeasure: '10%' is a share), on 205ffb9 too, so the offer's 10% leads"},
		// Two kinds in one sentence, told apart by the asked clause.
		{name: "two kinds in one sentence: the duration's clause asked", q: "What was the average brew day in September?",
			ev:    bbc("doc", "Brewhouse KPIs", "Brewhouse KPIs\n\nBrewhouse, September: average brew day 9.5 hours; 96% of brews hit target gravity."),
			check: leadHas("9.5 hours"), want: "9.5 hours"},
		{name: "two kinds in one sentence: the share's clause asked", q: "What was the seamer reject figure in September?",
			ev:    bbc("doc", "Canning KPIs", "Canning KPIs\n\nCanning line, September: average changeover 42 minutes; 3.1% of cans rejected at the seamer."),
			check: leadHas("3.1%"), want: "3.1%"},
		{name: "the sentence's head (place, month) in the first clause, the asked words in the second", q: "What was the average visit at the Ossley taproom in September?",
			ev:    bbc("doc", "Taproom KPIs", "Taproom KPIs\n\nOssley taproom, September: average spend £18.40; average visit 95 minutes."),
			check: all(notLeadWith("£18.40")), want: "95 minutes, or no lead; never the spend"},
		{name: "the question's words in both clauses alike: no kind", q: "What was the average at the Ossley taproom in September?",
			ev:    bbc("doc", "Taproom KPIs", "Taproom KPIs\n\nSeptember: average spend at the Ossley taproom £18.40; average visit at the Ossley taproom 95 minutes."),
			check: all(notLeadWith("£18.40"), notLeadWith("95 minutes")), want: "no single lead: the question fits both"},
		{name: "two kinds split by a comma, not a semicolon", q: "What was the average brew day in September?",
			ev:    bbc("doc", "Brewhouse KPIs", "Brewhouse KPIs\n\nBrewhouse, September: average brew day 9.5 hours, 96% of brews on target gravity."),
			check: leadHas("9.5 hours"), want: "9.5 hours",
			wrong: "(not covered) clauseOf splits a sentence at ';' and '|' only: two kinds after a comma stay tied and nothing leads"},

		// A corrected figure is not undone by a later copy; a return revises.
		{name: "a correction, then a label brief copying the old figure", q: "What's the ABV of Fold IPA batch 112?",
			ev: bbcDocs("2026-09-01T09:00:00Z", "doc", "QA sheet, batch 112", "Fold IPA, batch 112: ABV 6.2% at packaging.",
				"2026-09-10T09:00:00Z", "mail", "Batch 112 ABV", "Hi,\nRe-measured at the lab: batch 112 of Fold IPA is 6.5% ABV, not 6.2%.\nTom",
				"2026-10-01T09:00:00Z", "doc", "Label brief, batch 112", "Fold IPA batch 112 labels: 6.2% ABV, 440 ml can, green band."),
			check: leads("6.5%", "6.2%"), want: "6.5% leads and replaced 6.2%"},
		{name: "the old figure said to return ('back to')", q: "What's the ABV of Fold IPA batch 112?",
			ev: bbcDocs("2026-09-01T09:00:00Z", "doc", "QA sheet, batch 112", "Fold IPA, batch 112: ABV 6.2% at packaging.",
				"2026-09-10T09:00:00Z", "mail", "Batch 112 ABV", "Hi,\nRe-measured at the lab: batch 112 of Fold IPA is 6.5% ABV, not 6.2%.\nTom",
				"2026-10-01T09:00:00Z", "mail", "Batch 112 ABV, again", "Hi,\nThe second lab check puts Fold IPA batch 112 back to 6.2% ABV; the first reading was off.\nTom"),
			check: leadHas("6.2%"), want: "6.2% leads"},
		{name: "the old setting said to return ('reverted')", q: "What's the mash temperature for Fold IPA?",
			ev: bbcDocs("2026-03-01T09:00:00Z", "ticket", "BRW-210 Fold IPA mash", "BRW-210: mash temperature for Fold IPA moved from 67 °C to 65 °C for a drier finish.",
				"2026-09-01T09:00:00Z", "mail", "Fold IPA mash", "Hi,\nWe reverted the Fold IPA mash temperature to 67 °C; the 65 was too thin.\nPriya"),
			check: leadHas("67 °C"), want: "67 °C leads"},
		{name: "the old setting restated with a change word", q: "What's the mash temperature for Fold IPA?",
			ev: bbcDocs("2026-03-01T09:00:00Z", "ticket", "BRW-210 Fold IPA mash", "BRW-210: mash temperature for Fold IPA moved from 67 °C to 65 °C for a drier finish.",
				"2026-09-01T09:00:00Z", "doc", "Fold IPA recipe v7", "Fold IPA recipe v7: mash temperature raised to 67 °C for more body."),
			check: leadHas("67 °C"), want: "67 °C leads"},
		{name: "the old setting back 'to the old' value", q: "What's the mash temperature for Fold IPA?",
			ev: bbcDocs("2026-03-01T09:00:00Z", "ticket", "BRW-210 Fold IPA mash", "BRW-210: mash temperature for Fold IPA moved from 67 °C to 65 °C for a drier finish.",
				"2026-09-01T09:00:00Z", "mail", "Fold IPA mash", "Hi,\nFold IPA mash temperature is back to the old 67 °C from brew 130.\nPriya"),
			check: anyOf(leadHas("67 °C"), unresolved), want: "67 °C leads, or the two kept open; never 65 °C as current",
			wrong: "(pre-existing) on 205ffb9 as well the later sentence is not taken as the latest statement (not traced further) and the ticket's 65 °C leads; reRevision's 'back to' wants a digit next, so 'back to the old 67 °C' is no return either"},
		{name: "the old setting said 'again'", q: "What's the mash temperature for Fold IPA?",
			ev: bbcDocs("2026-03-01T09:00:00Z", "ticket", "BRW-210 Fold IPA mash", "BRW-210: mash temperature for Fold IPA moved from 67 °C to 65 °C for a drier finish.",
				"2026-09-01T09:00:00Z", "mail", "Fold IPA mash", "Hi,\nFold IPA mash temperature is 67 °C again from brew 130.\nPriya"),
			check: anyOf(leadHas("67 °C"), unresolved), want: "67 °C leads, or the two kept open; never 65 °C as current"},
		{name: "the change 'rolled back'", q: "What's the mash temperature for Fold IPA?",
			ev: bbcDocs("2026-03-01T09:00:00Z", "ticket", "BRW-210 Fold IPA mash", "BRW-210: mash temperature for Fold IPA moved from 67 °C to 65 °C for a drier finish.",
				"2026-09-01T09:00:00Z", "mail", "Fold IPA mash", "Hi,\nWe rolled back BRW-210: Fold IPA mash temperature is 67 °C from brew 130.\nPriya"),
			check: anyOf(leadHas("67 °C"), unresolved), want: "67 °C leads, or the two kept open; never 65 °C as current"},
		{name: "a real revert said without words: a later recipe sheet", q: "What's the mash temperature for Fold IPA?",
			ev: bbcDocs("2026-03-01T09:00:00Z", "ticket", "BRW-210 Fold IPA mash", "BRW-210: mash temperature for Fold IPA moved from 67 °C to 65 °C for a drier finish.",
				"2026-11-01T09:00:00Z", "doc", "Fold IPA recipe", "Mash temperature for Fold IPA: 67 °C."),
			check: anyOf(leadHas("67 °C"), unresolved), want: "67 °C leads, or the two kept open; never 65 °C alone as current"},
		{name: "a later period's figure equal to a corrected one", q: "What's the average fermentation time for Fold IPA?",
			ev: bbcDocs("2026-07-02T09:00:00Z", "doc", "Brewhouse KPIs Q2", "Q2 average fermentation time for Fold IPA: 8 days.",
				"2026-07-20T09:00:00Z", "mail", "Fold IPA Q2 figure", "Hi,\nRecounted: the Q2 average fermentation time for Fold IPA is 10 days, not 8.\nTom",
				"2026-10-02T09:00:00Z", "doc", "Brewhouse KPIs Q3", "Q3 average fermentation time for Fold IPA: 8 days."),
			check: notLeadWith("10 days"), want: "Q3's 8 days (or both periods); never Q2's 10 days as the latest"},
		{name: "another beer's correction retiring the same figure", q: "What's the ABV of Ossley Stout?",
			ev: bbcDocs("2026-09-01T09:00:00Z", "mail", "Fold Pale pump clips", "Hi,\nFold Pale is 4.6% ABV, not 4.2% as printed on the pump clips.\nJess",
				"2026-10-01T09:00:00Z", "doc", "Ossley Stout spec", "Ossley Stout spec\n\nOssley Stout: 4.2% ABV, 30 kegs racked this week."),
			check: leadHas("4.2%"), want: "4.2%, the stout's own"},
		{name: "a later message in the same thread says the old figure", q: "What's the mash temperature for Fold IPA?",
			ev: []synthesis.Evidence{r16("1", "2026-03-01T09:00:00Z", "chat", "Slack", "brewhouse-t1", "#brewhouse", "Fold IPA mash temperature moved from 67 °C to 65 °C for a drier finish."),
				r16("2", "2026-03-20T09:00:00Z", "chat", "Slack", "brewhouse-t1", "#brewhouse", "Fold IPA mash temperature is 67 °C from brew 130, the 65 was too thin.")},
			check: leadHas("67 °C"), want: "67 °C leads"},

		// A value said to return revises; words that only look like it do not.
		{name: "'keg returns to' is a noun, no return of a value", q: "How long do keg returns from Leeds take?",
			ev: bbcDocs("2026-05-01T09:00:00Z", "doc", "Keg tracking", "Keg tracking\n\nKeg returns from Leeds take 10 days on average.",
				"2026-09-01T09:00:00Z", "mail", "Keg returns", "Hi,\nKeg returns to Brackenfold from Leeds take 14 days on average.\nTom"),
			check: not(leads("14 days", "10 days")), want: "no '14 days replaced 10 days': two accounts, neither says it changes the other"},
		{name: "'power restored after' is no returned value", q: "How long was the brewhouse without power on Tuesday?",
			ev: bbcDocs("2026-09-02T09:00:00Z", "mail", "Power cut", "Hi,\nBrewhouse outage on Tuesday: we were without power for about 55 minutes.\nPriya",
				"2026-09-03T09:00:00Z", "doc", "Incident log", "Incident log\n\nTuesday's brewhouse outage: power restored after 40 minutes, the mash was saved."),
			check: not(leads("40 minutes", "55 minutes")), want: "no '40 minutes replaced 55 minutes': two accounts, neither a change"},
		{name: "'fell back to' a number of fermenters", q: "How many fermenters does Brackenfold run?",
			ev: bbcDocs("2026-05-01T09:00:00Z", "doc", "Brackenfold brewhouse", "Brackenfold brewhouse\n\nBrackenfold runs 8 fermenters and 2 bright tanks.",
				"2026-09-01T09:00:00Z", "mail", "Glycol outage", "Hi,\nDuring the glycol outage the cellar fell back to 2 fermenters for a day.\nPriya"),
			check: not(leads("2", "8")), want: "8 fermenters (the outage is a day's); never 2 replacing 8"},

		// A dotted decimal set against a measure is a number, not a date.
		{name: "'9.5 days, not 8.2.'", q: "How long did fermentation of batch 118 take?",
			ev:    bbc("mail", "Batch 118", "Hi,\nFermentation of batch 118 took 9.5 days, not 8.2.\nTom"),
			check: leads("9.5 days", "8.2"), want: "9.5 days leads and replaced 8.2 (days)"},
		{name: "'3.5 days, down from 4.5.'", q: "How long is the dry hop contact on Fold IPA?",
			ev:    bbc("mail", "Dry hop", "Hi,\nDry hop contact on Fold IPA is 3.5 days, down from 4.5.\nPriya"),
			check: leads("3.5 days", "4.5"), want: "3.5 days leads and replaced 4.5 (days)"},
		{name: "a unit written as a symbol ('18.5 °C, not 19.2.')", q: "What's the fermentation temperature for Fold IPA?",
			ev:    bbc("mail", "Fold IPA fermentation", "Hi,\nFermentation temperature for Fold IPA is 18.5 °C, not 19.2.\nPriya"),
			check: leads("18.5 °C", "19.2"), want: "18.5 °C leads and replaced 19.2"},
		{name: "money ('£5.40, not 5.10.')", q: "What's the price of a pint of Fold IPA in the taproom?",
			ev:    bbc("mail", "Taproom prices", "Hi,\nA pint of Fold IPA in the taproom is £5.40, not 5.10.\nJess"),
			check: leads("£5.40", "5.10"), want: "£5.40 leads and replaced 5.10"},
		{name: "a real date set against a date ('on 2 April, not 16.3.')", q: "How many cans of Fold IPA go in the canning run?",
			ev:    bbc("mail", "Canning run", "Hi,\nThe canning run is 12,000 cans of Fold IPA on 2 April, not 16.3.\nJess"),
			check: all(leadHas("12,000"), replacesNothing), want: "12,000 cans, nothing replaced (16.3. is a day)"},
		{name: "a real date after 'was' ('2 days, was 16.3.')", q: "How long was the BT2 release pushed back?",
			ev:    bbc("chat", "#cellar", "BT2 release pushed back by 2 days, was 16.3."),
			check: all(leadHas("2 days"), replacesNothing), want: "2 days, nothing replaced (16.3. was the old day)"},
		{name: "a decimal ending a sentence with no contrast", q: "What's the final gravity of brew 118?",
			ev:    bbc("chat", "#brewhouse", "Final gravity of brew 118 is 2.4."),
			check: leadHas("2.4"), want: "2.4 leads",
			wrong: "(not covered) with no measure set against it '2.4.' is read as 2 April and masked, so no figure leads (PARTIAL)"},
	})
}

// Reading 2 (d755a2d, detail.go): a question after a level, a set point, a cut-off, a minimum
// or a maximum asks a figure; a figure of something else does not answer a "what N" question
// whose N the claims speak of; a number the question names is blanked as a whole word; a
// hyphen opening a number is a minus sign.
func TestReview31Figures(t *testing.T) {
	grounded := status(synthesis.Grounded)
	partial := status(synthesis.Partial)
	runProbes(t, []reviewProbe{
		{name: "a set point below zero", q: "What's the glycol chiller set point?",
			ev:    bbc("doc", "Glycol chiller", "Glycol chiller\n\nThe glycol chiller set point is -4 °C all year."),
			check: grounded, want: "GROUNDED on -4 °C"},
		{name: "a set point below zero on a named vessel", q: "What's the crash-cool set point for FV5?",
			ev:    bbc("doc", "FV5 settings", "FV5 settings\n\nFV5 crash-cool set point: -1 °C, held for 48 hours."),
			check: grounded, want: "GROUNDED on -1 °C"},
		{name: "a set point given as a range below zero", q: "What's the glycol set point for crash cooling?",
			ev:    bbc("doc", "Crash cooling", "Crash cooling\n\nGlycol set point for crash cooling: -2 to 0 °C."),
			check: grounded, want: "GROUNDED on -2 to 0 °C"},
		{name: "a level given as a share ('what level does ...')", q: "What level does the glycol tank need to stay above?",
			ev:    bbc("doc", "Glycol tank", "Glycol tank\n\nKeep the glycol tank above 40% at all times; top up from the drums."),
			check: grounded, want: "GROUNDED on 40%",
			wrong: "(pre-existing) missingSlot: no claim gives 'level' a value in so many words, so the 40% is not taken (PARTIAL on 205ffb9 too)"},
		{name: "a minimum pH", q: "What's the minimum pH for the sour mash?",
			ev:    bbc("doc", "Sour mash", "Sour mash\n\nAcidify the sour mash to pH 3.4, never lower."),
			check: grounded, want: "GROUNDED on pH 3.4"},
		{name: "the trigger of a filter change, no figure given (the commit's own kind)", q: "What chlorine level in the brewing liquor triggers a carbon filter change?",
			ev: bbcDocs("2026-02-01T09:00:00Z", "doc", "Liquor treatment", "Carbon filters on the brewing liquor are changed when chlorine breaks through; the trigger is set by the water lab.",
				"2026-02-01T09:00:00Z", "doc", "Liquor treatment: review", "| Carbon filter review interval | 6 weeks |"),
			check: partial, want: "PARTIAL: the 6 weeks is the review's, no chlorine figure"},
		{name: "the trigger given in another document", q: "What chlorine level in the brewing liquor triggers a carbon filter change?",
			ev: bbcDocs("2026-02-01T09:00:00Z", "doc", "Liquor treatment", "Carbon filters on the brewing liquor are changed when chlorine breaks through; the trigger is set by the water lab.",
				"2026-02-01T09:00:00Z", "doc", "Liquor treatment: review", "| Carbon filter review interval | 6 weeks |",
				"2026-02-01T09:00:00Z", "doc", "Liquor treatment: trigger", "Change the carbon filter when free chlorine in the brewing liquor reaches 0.1 mg/l."),
			check: grounded, want: "GROUNDED on 0.1 mg/l"},
		{name: "a maximum of people, the slot holding value words only", q: "What's the maximum number of guests on a brewery tour?",
			ev:    bbc("doc", "Brewery tours", "Brewery tours\n\nBrewery tours take up to 16 guests and last 90 minutes."),
			check: grounded, want: "GROUNDED on 16"},
		{name: "an evaporation rate in its own words", q: "What's the evaporation rate on the Brackenfold kettle?",
			ev:    bbc("doc", "Brackenfold kettle", "Brackenfold kettle\n\nEvaporation on the Brackenfold kettle runs at about 8% an hour."),
			check: grounded, want: "GROUNDED on 8% an hour"},
		{name: "a cut-off given as a time", q: "What's the cut-off for next-day trade orders?",
			ev:    bbc("doc", "Trade orders", "Trade orders\n\nNext-day trade orders must be in by 2 pm."),
			check: grounded, want: "GROUNDED on 2 pm"},
		// The figure said in other words than the question's, another sentence naming them.
		{name: "an evaporation rate given as 'boil-off'", q: "What's the evaporation rate on the Brackenfold kettle?",
			ev:    bbc("doc", "Brackenfold kettle", "Brackenfold kettle\n\nBoil-off on the Brackenfold kettle is 8% an hour. Evaporation on the Brackenfold kettle is logged on every brew sheet."),
			check: grounded, want: "GROUNDED on 8% an hour (boil-off is the evaporation)"},
		{name: "a weight limit given as a safe working load", q: "What's the weight limit on the Ossley cellar hoist?",
			ev:    bbc("doc", "Ossley cellar hoist", "Ossley cellar hoist\n\nSafe working load of the Ossley cellar hoist: 500 kg. Weight on the Ossley cellar hoist is checked by the drayman."),
			check: grounded, want: "GROUNDED on 500 kg"},
		{name: "a minimum order given as 'at least £400 a drop'", q: "What's the minimum order for trade customers?",
			ev:    bbc("doc", "Trade terms", "Trade terms\n\nTrade customers spend at least £400 per drop. Trade orders go in by Tuesday noon."),
			check: grounded, want: "GROUNDED on £400"},
		{name: "a maximum fill given as 'at most 90%'", q: "What's the maximum fill level for the Ossley kettle?",
			ev:    bbc("doc", "Ossley kettle", "Ossley kettle\n\nThe Ossley kettle takes at most 90% of its volume. Fill the Ossley kettle from the hot liquor tank, never from the mains."),
			check: grounded, want: "GROUNDED on 90%"},
		{name: "a minimum age given as 'at least 18 years old'", q: "What's the minimum age for taproom staff?",
			ev:    bbc("doc", "Taproom hiring", "Taproom hiring\n\nTaproom staff must be at least 18 years old. Taproom staff age is checked against ID at interview."),
			check: grounded, want: "GROUNDED on 18 years"},
		{name: "a cut-off given as a time, the next sentence naming the cut-off", q: "What's the cut-off for next-day trade orders?",
			ev:    bbc("doc", "Trade orders", "Trade orders\n\nNext-day trade orders must be in by 2 pm. The cut-off is enforced by the order portal."),
			check: grounded, want: "GROUNDED on 2 pm"},
		{name: "dissolved oxygen written 'DO'", q: "What's the dissolved oxygen level in Fold IPA cans?",
			ev:    bbc("doc", "Canning QA", "Canning QA\n\nDissolved oxygen is checked on every canning run. Fold IPA cans: DO 35 ppb on the last run."),
			check: grounded, want: "GROUNDED on 35 ppb"},
		// A number the question names.
		{name: "a set point on a room whose number is also the figure ('room 2', '2 °C')", q: "What's the set point on cold room 2?",
			ev:    bbc("doc", "Cold rooms", "Cold rooms\n\nCold room 2 set point: 2 °C."),
			check: grounded, want: "GROUNDED on 2 °C"},
		{name: "a pressure limit of 1 bar on tank 1", q: "What's the pressure limit on tank 1?",
			ev:    bbc("doc", "Tank 1", "Tank 1\n\nTank 1 is rated to 1 bar."),
			check: grounded, want: "GROUNDED on 1 bar",
			wrong: "(not covered) withoutNamed blanks every whole word '1', the figure's too (on 205ffb9 every '1'): PARTIAL"},
		{name: "a tank's number inside the figure ('tank 2', '22 hl')", q: "What's the fill limit on tank 2?",
			ev:    bbc("doc", "Tank 2", "Tank 2\n\nTank 2 fill limit: 22 hl."),
			check: grounded, want: "GROUNDED on 22 hl"},
		{name: "a vessel's digit inside the figure ('FV1', '1.5 bar')", q: "What's the pressure limit on FV1?",
			ev:    bbc("doc", "FV1", "FV1\n\nFV1 pressure limit: 1.5 bar."),
			check: grounded, want: "GROUNDED on 1.5 bar"},
		{name: "a room's number inside a negative figure ('room 2', '-22 °C')", q: "What's the set point on freezer room 2?",
			ev:    bbc("doc", "Freezer room 2", "Freezer room 2\n\nFreezer room 2 set point: -22 °C."),
			check: grounded, want: "GROUNDED on -22 °C"},
		// Traps: no figure, or a figure of something else.
		{name: "a set point said to be agreed, a range beside it", q: "What's the set point on freezer room 2?",
			ev:    bbc("doc", "Freezer room 2", "Freezer room 2\n\nFreezer room 2: validated range -25 to -18 °C, two compressors. Its set point is agreed with QA at commissioning."),
			check: partial, want: "PARTIAL: no set point given",
			wrong: "(lost by the withdrawal of d755a2d's reading of what a figure is of: a figure of another attribute on the page, the validated range, answers the set point again)"},
		{name: "a negative fault code is no figure", q: "What's the pressure limit on FV5?",
			ev:    bbc("chat", "#cellar", "FV5 pressure limit: ask Sam, the PLC threw fault -203 on Monday."),
			check: partial, want: "PARTIAL: no pressure limit given (-203 is a fault code)"},
		{name: "a ticket code with a hyphen is no set point", q: "What's the glycol set point on FV5?",
			ev:    bbc("chat", "#cellar", "FV5 glycol set point: see ticket BRW-14 for the chiller work."),
			check: partial, want: "PARTIAL: no set point given"},
		{name: "a count beside the slot's words in one sentence", q: "What's the glycol chiller set point?",
			ev:    bbc("doc", "Glycol chiller", "Glycol chiller\n\nThe glycol chiller feeds 8 fermenters; its set point is agreed with the installer."),
			check: partial, want: "PARTIAL: 8 is the fermenters' count"},
		{name: "an access level asks a kind of access, no figure", q: "What's the access level for contractors in the brewhouse?",
			ev:    bbc("doc", "Site rules", "Site rules\n\nContractors in the brewhouse are escorted at all times and may not open the kettle."),
			check: nothingMissing("figure"), want: "no figure called missing (the answer is 'escorted')"},
		{name: "'what level is ... on' asks a floor", q: "What level is the hop store on?",
			ev:    bbc("doc", "Site map", "Site map\n\nThe hop store is on the mezzanine above the cold room."),
			check: nothingMissing("figure"), want: "no figure called missing (the answer is the mezzanine)"},
		{name: "a hazard level asks a class", q: "What's the hazard level of the caustic?",
			ev:    bbc("doc", "COSHH: caustic", "COSHH: caustic\n\nHazard: the caustic is corrosive; goggles, gloves and an apron at all times."),
			check: nothingMissing("figure"), want: "no figure called missing (the answer is 'corrosive')"},
		{name: "a support level asks a tier", q: "What's the support level on the canning line?",
			ev:    bbc("doc", "Canning line", "Canning line\n\nThe canning line is covered by Cask Systems under their gold support plan."),
			check: nothingMissing("figure"), want: "no figure called missing (the answer is gold)"},
	})
}
