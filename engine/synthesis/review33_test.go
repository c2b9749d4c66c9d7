package synthesis_test

// Mended after the review (the marks of the probes that hold now are removed): a struck value's
// replacement is in its own cell; a past period's state is no "had to raise", no "since last
// year we have had", no "we were told" (was/were within two words of the value), and none when
// the question asks that period (facts.PastPeriod, measureCache.pastAsked); a decision that
// gives no value of its own ("and the Board approved them", "; carried unanimously") decides
// the proposal (facts.DecidedAfter); of a sentence's counts, those of what the question counts
// answer (measureCache.ofCounted); "how long a/is" asks a duration or a length, whichever the
// evidence states more on the question; "how high/deep" of prices or discounts and "weigh up",
// "weigh-in" ask no length or weight; "how wide" takes the length written "wide"; "12m wide",
// "3.5 t", "7 ft 2 in", "9 st 4 lb" and "1 h 20 m" are read (facts/measures.go metre,
// compounds); a quantity the question sorts by is no answer of the kind the evidence gives.
// Hands are read too ("stands 18 hands", "16.2 hh"). Still marked: "5 m users" (a minute at
// the start, a metre now: both wrong), and the readings' "not covered" and "pre-existing" probes.
//
// A thirty-third independent review, of this session's Ask and facts readings, in wording of
// our own (an agricultural show, the Haverleigh & District Agricultural Show, two days in August
// at its showground: stewards' rotas and steward tables, trade stand price lists, show schedules,
// council and AGM minutes, a site plan, livestock and produce results, tickets in the show's
// tracker, mails and chat lines):
//
//  1. c22bbce: a struck-through cell beside its replacement is an edit also in a row of several
//     values (facts/revision.go Change); a table row counts what its first cell or its column
//     header names (values.go counts); a lone value in a clause about a period already over
//     ("Last summer we had 16 hosts") is not the value in force (facts.PastPeriod, valueread.go).
//  2. 636a8f2: a quantity the question writes capitalised inside a name ("Keeper for a Day
//     places") is not the kind of value asked (values.go askedMeasure, reCapitalWord).
//  3. 443a65d: "X proposed three posts; SMT decided two" decides two posts (facts/wordmeasures.go
//     decidedCounts, DecidedAlone; reDecidedAfter takes a named body; StanceOf floats "proposed"
//     said of someone, with a value after it since 600e854).
//  4. 600e854: lengths and weights are quantities of their own: a metre written apart from its
//     number ("4.5 m") is a length, "30m" a minute; mm/cm/km/ft/miles and kg/tonnes/lb scale;
//     "how deep/high/tall/wide", "how long a ship", "what did it weigh" ask them; "how long is
//     the jetty" takes a length when no duration is stated.
//
// The probes keep the form of review31_test.go and review32_test.go (runProbes): a probe with
// a `wrong` field fails today, is logged as KNOWN WRONG, and fails the test once it holds.
// "(brought by <commit>)" marks a probe that held on 88b230e (the session's start) and fails
// now, the commit named being the first after which it fails; "(pre-existing)" one that failed
// there as well for another reason; "(not covered)" one that failed there as well and is of the
// reading's kind. Each was classed by running this file on exports of 88b230e, of each of this
// session's Ask commits (c22bbce, 636a8f2, 443a65d, 600e854) and on HEAD (8348bc4). Probes that
// need no more than what one file says use the generic helpers of earlier reviews (one, ccrDocs,
// leadHas, says, missingSays, anyOf, not); the setting's own documents are written by hsd.
// engine/facts/review33_test.go holds the facts-level probes of readings 3 and 4.
//
// Reading 1: 31 probes, 21 hold, 10 marked (5 brought by c22bbce, 5 not covered). Twelve
// holding ones failed on 88b230e and hold since c22bbce (struck cells in rows of four cells and
// of two, a struck fee beside a per-metre price, a struck value outside a table, the old value
// struck in one column and the new in another; table rows counted by column, first cell, a
// day's row and a transposed table; "last year we had", "last season's figure was", a lone past
// figure). The brought ones: the row branch of Change takes the next value across a cell border
// as a struck cell's replacement ("~~£180~~ | £40 per metre"); PastPeriod drops a value that
// holds now: "had to raise ... to £210", "Since last year we have had 18", "Last week we were
// told ... costs £850", and a past period's value the question itself asks ("... last year?").
// Reading 2: 15 probes, 8 hold, 7 marked (7 not covered). None of the holding ones failed on
// 88b230e. The marked ones: the name's quantity is dropped as the asked kind but the answer does
// not follow ("How many Steward for a Day places" still asks a rate through the case-blind Rate
// pattern; "Two Day Pass", "One Day Ticket", "Farmer for a Week places" lead nothing where a
// plain name leads the value); a name in lower case is not covered; a capitalised unit of the
// value asked ("14 Days", "Ten Minutes") is now read as a name, so no value leads.
// Reading 3: 19 probes, 12 hold, 7 marked (3 brought by 443a65d, 4 not covered). Nine holding
// ones failed on 88b230e and hold since 443a65d (decisions by "the Board", "Finance", "Show
// Council", "the committee settled on", "we went with ... in the end", in a later mail; a plain
// proposal and one voted down float). One ("as Idris proposed" after the value) held on
// 88b230e, failed at 443a65d and holds again since 600e854. The brought ones: "proposed" floats
// a whole sentence that approves or carries its value ("We proposed 30 minute slots ... and the
// Board approved them", a motion "proposed ..., seconded ...; carried unanimously", where the
// old £180 now leads) or states another value after the decision ("the sheep pens stay at
// 140").
// Reading 4: 44 probes, 23 hold, 21 marked (13 brought by 600e854, 6 not covered, 2
// pre-existing). Nine holding ones failed on 88b230e and hold since 600e854 (how deep in m and
// mm, how high, how far in miles, how heavy in lb, a length and a weight changed in another
// unit, a weight or a length asked where only a count or a duration is stated). The brought
// ones: "how long a wait", "how long a break", "how high" of prices, "how deep" of a discount,
// "weigh up" and a "weigh-in" time now ask a length or a weight and end PARTIAL; "how wide"
// leads the sentence's first length; "how long is the Grand Ring" leads a class's 20 minutes
// when the evidence also states one; "12m wide", "3.5 t" and "18 hands" are no lengths or
// weights for questions now asking them; "7 ft 2 in" leads as "7 ft" and "9 st 4 lb" as "4 lb".
//
// Facts (engine/facts/review33_test.go): Measures 12 probes, 3 hold, 9 marked (2 brought by
// 600e854: "1 h 20 m" holds a 20-metre length, "5 m users" is 5 metres; 6 not covered; 1
// pre-existing: "2h40m" reads as "2h"); Proposed 5 probes, 3 hold, 2 marked (2 brought by
// 443a65d: the approved and the carried proposals above).

import (
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// hsd is the evidence list of one Haverleigh & District Agricultural Show document written on
// 5 October 2026 (the show ran on 15 and 16 August).
func hsd(kind, title, text string) []synthesis.Evidence {
	return one("2026-10-05T09:00:00Z", kind, title, text)
}

// Reading 1 (c22bbce): a struck-through cell beside its replacement in a row of several values
// (facts/revision.go Change); a table row counts what its first cell or its column header
// names (values.go counts); a lone value a clause sets in a period already over is not the
// value in force (facts.PastPeriod, valueread.go).
func TestReview33StruckCellsAndPastPeriods(t *testing.T) {
	rota := func(rows string) []synthesis.Evidence {
		return hsd("doc", "Stewards' rota 2027", "Stewards' rota 2027\n\n| Team | Stewards | Hours | Days |\n|---|---|---|---|\n"+rows)
	}
	runProbes(t, []reviewProbe{
		// A struck cell beside its replacement, in rows of several values.
		{name: "a struck count in a row of four cells", q: "How many car park stewards do we need?",
			ev:    rota("| Car park stewards | ~~14~~ 18 | 07:00 to 13:00 | 2 days out of 2 |\n| Ring stewards | 9 | 09:00 to 17:00 | 2 days out of 2 |\n"),
			check: all(leadHas("18"), says("replaced 14")), want: "18 leads and replaced 14"},
		{name: "a struck fee in a price list row with a per-metre price", q: "How much is a trade stand?",
			ev: hsd("doc", "Trade stand prices 2027", "Trade stand prices 2027\n\n| Stand | Fee | Extra frontage | Deposit |\n|---|---|---|---|\n"+
				"| Trade stand (standard) | ~~£180~~ £210 | £40 per metre | £50 |\n| Charity stand | £60 | £10 per metre | none |\n"),
			check: all(leadHas("£210"), says("replaced £180")), want: "£210 leads and replaced £180"},
		{name: "the struck cell last in its row", q: "How much does a bale of straw cost?",
			ev: hsd("doc", "Bedding order", "Bedding order\n\n| Item | Bales | Price per bale |\n|---|---|---|\n"+
				"| Straw | 300 | ~~£4.50~~ £5.00 |\n| Shavings | 80 | £9.00 |\n"),
			check: all(leadHas("£5.00"), says("replaced £4.50")), want: "£5.00 a bale, replacing £4.50"},
		{name: "a struck duration with another duration in the next cell", q: "How long is each judging slot in the Grand Ring?",
			ev: hsd("doc", "Grand Ring timetable", "Grand Ring timetable\n\n| Ring | Judging slot | Change-over | Classes |\n|---|---|---|---|\n"+
				"| Grand Ring | ~~45 minutes~~ 40 minutes | 10 minutes | 14 |\n| Ring 2 | 30 minutes | 5 minutes | 22 |\n"),
			check: all(leadHas("40 minutes"), says("replaced 45 minutes")), want: "40 minutes, replacing 45 minutes"},
		{name: "a single-tilde strike (Slack, GitHub) in a row of several values", q: "How many car park stewards do we need?",
			ev:    rota("| Car park stewards | ~14~ 18 | 07:00 to 13:00 | 2 days out of 2 |\n"),
			check: all(leadHas("18"), says("replaced 14")), want: "18 leads and replaced 14",
			wrong: "(not covered) facts/revision.go struckThrough knows only '~~': a single-tilde strike ('~14~ 18', Slack's and GitHub's) is no edit, and 14 leads"},
		{name: "an HTML <del> strike in a row of several values", q: "How many car park stewards do we need?",
			ev:    rota("| Car park stewards | <del>14</del> 18 | 07:00 to 13:00 | 2 days out of 2 |\n"),
			check: all(leadHas("18"), says("replaced 14")), want: "18 leads and replaced 14",
			wrong: "(not covered) facts/revision.go struckThrough knows no HTML strike ('<del>14</del> 18'): 14 leads"},
		{name: "the old value struck in one column, the new one in a 'Revised' column", q: "How many car park stewards do we need?",
			ev: hsd("doc", "Stewards' rota 2027", "Stewards' rota 2027\n\n| Team | Stewards (plan) | Stewards (revised) | Hours |\n|---|---|---|---|\n"+
				"| Car park stewards | ~~14~~ | 18 | 07:00 to 13:00 |\n| Ring stewards | 9 | 9 | 09:00 to 17:00 |\n"),
			check: leadHas("18"), want: "18 leads (the revised column)"},
		{name: "a struck row of two values still reads as before", q: "How many car park stewards do we need?",
			ev:    hsd("doc", "Stewards' rota 2027", "Stewards' rota 2027\n\n| Team | Stewards |\n|---|---|\n| Car park stewards | ~~14~~ 18 |\n| Ring stewards | 9 |\n"),
			check: all(leadHas("18"), says("replaced 14")), want: "18 leads and replaced 14"},
		{name: "a struck value outside a table ('~~14~~ 18 stewards, 2 days')", q: "How many car park stewards do we need?",
			ev:    hsd("chat", "#showground", "Car park stewards: ~~14~~ 18 for 2 days, 07:00 to 13:00, 3 radios between them."),
			check: all(leadHas("18"), says("replaced 14")), want: "18 leads and replaced 14"},
		// Near misses: a struck label, a struck value with no replacement.
		{name: "a struck label (a typo fixed) is no edit of a value", q: "How many car park stewards do we need?",
			ev:    rota("| ~~Car prak~~ Car park stewards | 18 | 07:00 to 13:00 | 2 days out of 2 |\n"),
			check: all(leadHas("18"), replacesNothing), want: "18, nothing replaced"},
		{name: "a struck label with a number in it ('~~Tent 2~~ Main marquee') is no edit of the count", q: "How many main marquee stewards are there?",
			ev: hsd("doc", "Stewards' rota 2027", "Stewards' rota 2027\n\n| Team | Number | Hours | Days |\n|---|---|---|---|\n"+
				"| ~~Tent 2~~ Main marquee stewards | 6 | 09:00 to 17:00 | 2 days out of 2 |\n| Grand Ring stewards | 9 | 09:00 to 17:00 | 2 days out of 2 |\n"),
			check: all(leadHas("6"), not(says("replaced 2"))), want: "6 stewards; never '6 replaced 2' (the tent's number was struck, not a count)",
			wrong: "(not covered) facts/revision.go Change: a struck label holding a number ('~~Tent 2~~ Main marquee stewards | 6') is read as a struck value and the next cell's 6 as its replacement, '6 replaced 2'; the same on 88b230e"},
		{name: "a struck label with a number in it, in a row of several counts", q: "How many main marquee stewards are there?",
			ev: hsd("doc", "Stewards' rota 2027", "Stewards' rota 2027\n\n| Team | Stewards | Radios | Hours |\n|---|---|---|---|\n"+
				"| ~~Tent 2~~ Main marquee stewards | 6 | 12 radios | 09:00 to 17:00 |\n| Grand Ring stewards | 9 | 4 radios | 09:00 to 17:00 |\n"),
			check: all(leadHas("6"), not(says("replaced 2"))), want: "6 stewards; never '6 replaced 2'"},
		{name: "a struck fee with no replacement: the next cell's price is another thing", q: "How much is a trade stand?",
			ev: hsd("doc", "Trade stand prices 2027", "Trade stand prices 2027\n\n| Stand | Fee | Extra frontage | Deposit |\n|---|---|---|---|\n"+
				"| Trade stand (standard) | ~~£180~~ | £40 per metre | £50 |\n"),
			check: not(says("replaced £180")), want: "no '£40 replaced £180': the frontage price is no new stand fee"},
		{name: "a struck time in a row beside a duration", q: "How long is the sheep shearing demo?",
			ev: hsd("doc", "Demonstrations", "Demonstrations\n\n| Demo | Start | Length | Shearers |\n|---|---|---|---|\n"+
				"| Sheep shearing | ~~11:00~~ 14:00 | 30 minutes | 2 |\n| Falconry | 12:00 | 20 minutes | 1 |\n"),
			check: all(leadHas("30 minutes"), replacesNothing), want: "30 minutes, nothing replaced"},

		// A table row counts what its first cell or its column names.
		{name: "the column names what is counted, the first cell where", q: "How many stewards work the car parks?",
			ev: hsd("doc", "Stewards by area", "Stewards by area\n\n| Area | Stewards | Radios |\n|---|---|---|\n"+
				"| Grand Ring | 8 | 4 |\n| Car parks | 14 | 6 |\n| Livestock lines | 5 | 2 |\n"),
			check: leadHas("14"), want: "14"},
		{name: "two counted columns: the radios are not the stewards", q: "How many radios do the car parks get?",
			ev: hsd("doc", "Stewards by area", "Stewards by area\n\n| Area | Stewards | Radios |\n|---|---|---|\n"+
				"| Grand Ring | 8 | 4 |\n| Car parks | 14 | 6 |\n| Livestock lines | 5 | 2 |\n"),
			check: all(leadHas("6"), notLeadWith("14")), want: "6 radios; never the 14 stewards"},
		{name: "the first cell names what is counted", q: "How many sheep pens are there?",
			ev: hsd("doc", "Livestock lines", "Livestock lines\n\n| Item | Number | Notes |\n|---|---|---|\n"+
				"| Sheep pens | 140 | hurdles from Brampton Farm |\n| Cattle tie-ups | 60 | in the north field |\n"),
			check: all(leadHas("140"), notLeadWith("60")), want: "140"},
		{name: "the row names the day, the column what is counted", q: "How many car park stewards are on duty on Saturday?",
			ev: hsd("doc", "Steward numbers", "Steward numbers\n\n| Day | Ring stewards | Car park stewards | Gate stewards |\n|---|---|---|---|\n"+
				"| Saturday | 9 | 18 | 6 |\n| Sunday | 8 | 12 | 4 |\n"),
			check: leadHas("18"), want: "18 (Saturday, car park stewards)"},
		{name: "a transposed table: what is counted in the first cell, the day in the header", q: "How many car park stewards are on duty on Sunday?",
			ev: hsd("doc", "Steward numbers", "Steward numbers\n\n| Team | Saturday | Sunday |\n|---|---|---|\n"+
				"| Ring stewards | 9 | 8 |\n| Car park stewards | 18 | 12 |\n| Gate stewards | 6 | 4 |\n"),
			check: leadHas("12"), want: "12 (Sunday's column)"},

		// A lone value set in a period already over.
		{name: "'Last year we had' beside this year's figure", q: "How many cattle entries do we have?",
			ev: ccrDocs("2026-06-01T09:00:00Z", "doc", "Entries report", "Entries report\n\nThis year's show has 265 cattle entries so far.",
				"2026-06-03T09:00:00Z", "mail", "Cattle entries", "Hi all,\nLast year we had 240 cattle entries, so we are well up.\nPriya"),
			check: all(leadHas("265"), replacesNothing), want: "265 leads, nothing replaced"},
		{name: "'last season's figure was'", q: "How many cattle entries do we have?",
			ev: ccrDocs("2026-06-01T09:00:00Z", "doc", "Entries report", "Entries report\n\nThis year's show has 265 cattle entries so far.",
				"2026-06-03T09:00:00Z", "mail", "Cattle entries", "Hi all,\nLast season's figure was 240 cattle entries, for comparison.\nPriya"),
			check: all(leadHas("265"), replacesNothing), want: "265 leads, nothing replaced"},
		{name: "'the previous show' sets a past value", q: "How long was the gap between classes in the Grand Ring?",
			ev: ccrDocs("2026-06-01T09:00:00Z", "doc", "Grand Ring timetable", "Grand Ring timetable\n\nThe gap between classes in the Grand Ring is 10 minutes.",
				"2026-06-03T09:00:00Z", "chat", "#showground", "At the previous show we had a 15 minute gap between classes in the Grand Ring, far too long."),
			check: all(leadHas("10 minutes"), replacesNothing), want: "10 minutes leads, nothing replaced"},
		{name: "a named past year ('In 2025 we had')", q: "How many cattle entries do we have?",
			ev: ccrDocs("2026-06-01T09:00:00Z", "doc", "Entries report", "Entries report\n\nThis year's show has 265 cattle entries so far.",
				"2026-06-03T09:00:00Z", "mail", "Cattle entries", "Hi all,\nIn 2025 we had 240 cattle entries, so we are well up.\nPriya"),
			check: all(leadHas("265"), replacesNothing), want: "265 leads, nothing replaced",
			wrong: "(not covered) facts.PastPeriod (reLastPeriod) names 'last'/'this past'/'the previous' periods only: 'In 2025 we had 240 cattle entries' stands against this year's 265, UNRESOLVED"},
		{name: "a lone past figure is not this year's", q: "How many cattle entries do we have this year?",
			ev:    hsd("mail", "Cattle entries", "Hi all,\nLast year we had 240 cattle entries; this year's are still coming in.\nPriya"),
			check: notLeadWith("240"), want: "no value as this year's: 240 was last year's"},
		{name: "a change made last year still holds ('last year we raised it to')", q: "What is the trade stand fee?",
			ev:    hsd("doc", "Trade stands", "Trade stands\n\nLast year we raised the trade stand fee to £210, and it stays there for 2027."),
			check: all(leadHas("£210"), status(synthesis.Grounded)), want: "GROUNDED on £210"},
		{name: "'last year we had to raise it to'", q: "What is the trade stand fee?",
			ev:    hsd("doc", "Trade stands", "Trade stands\n\nLast year we had to raise the trade stand fee to £210 to cover the marquee hire."),
			check: leadHas("£210"), want: "£210 (a change made last year that still holds)"},
		{name: "'since last year we have had' holds now", q: "How many car park stewards do we have?",
			ev:    hsd("mail", "Car parks", "Hi Idris,\nSince last year we have had 18 car park stewards on the rota, thanks to the Young Farmers.\nMorag"),
			check: leadHas("18"), want: "18 (since last year, so still)"},
		{name: "told last week what still holds", q: "How much does the flower marquee cost to hire?",
			ev:    hsd("mail", "Flower marquee", "Hi Morag,\nLast week we were told the flower marquee costs £850 to hire, so it is in budget.\nIdris"),
			check: leadHas("£850"), want: "£850 (what they were told still holds)"},
		{name: "the question asks last year's figure", q: "How many visitors came through the gate last year?",
			ev:    hsd("doc", "Show report", "Show report\n\nLast year we had 12,400 visitors through the gate over the two days."),
			check: leadHas("12,400"), want: "12,400 (the question asks the period that is over)"},
		{name: "'down from' last year's figure beside this year's", q: "How many car park stewards do we have?",
			ev:    hsd("mail", "Car parks", "Hi Idris,\nWe have 16 car park stewards this year, down from 18 last year.\nMorag"),
			check: leads("16", "18"), want: "16 leads and replaced 18"},
		{name: "last year's and this year's in clauses of one sentence", q: "How many sheep judges are there?",
			ev:    hsd("doc", "Judges", "Judges\n\nThe previous season ran with 6 sheep judges; this season has 8 sheep judges."),
			check: leadHas("8"), want: "8 leads"},
	})
}

// Reading 2 (636a8f2): a quantity the question writes capitalised inside a name is not the
// kind of value asked (values.go askedMeasure, reCapitalWord).
func TestReview33CapitalNames(t *testing.T) {
	runProbes(t, []reviewProbe{
		{name: "'Steward for a Day places'", q: "How many Steward for a Day places are left?",
			ev:    hsd("mail", "Steward for a Day", "Hi all,\nSteward for a Day: 12 places left for the Sunday, 0 for the Saturday.\nMorag"),
			check: leadHas("12"), want: "12 places",
			wrong: "(not covered) values.go askedMeasures' Rate pattern ('how many \\w+ \\w+ a day') is case-insensitive: 'How many Steward for a Day places' asks a rate, PARTIAL with the rate missing (on 88b230e 'a Day' led)"},
		{name: "'Two Day Pass' asked its price", q: "How much is a Two Day Pass?",
			ev:    hsd("doc", "Tickets 2027", "Tickets 2027\n\nA Two Day Pass is £32 for adults and £12 for children under 16."),
			check: leadHas("£32"), want: "£32",
			wrong: "(not covered) the evidence's 'Two Day' (a duration in the name) still stands beside the £32: GROUNDED with no value lead, where 'a weekend pass' leads £32 (on 88b230e 'Two Day' led)"},
		{name: "'One Day Ticket' sold online, asked its price", q: "What's the price of a One Day Ticket bought online?",
			ev:    hsd("doc", "Tickets 2027", "Tickets 2027\n\nThe price of a One Day Ticket bought online is £18; at the gate it is £22."),
			check: leadHas("£18"), want: "£18",
			wrong: "(not covered) 'The price of a One Day Ticket bought online is £18' answers 'What's the price of a One Day Ticket ...?' PARTIAL with the money missing, where 'an adult ticket' leads £18 (on 88b230e 'One Day' led)"},
		{name: "'Farmer for a Week' places with a duration in the evidence", q: "How many Farmer for a Week places do we offer?",
			ev: ccrDocs("2026-04-01T09:00:00Z", "doc", "Farmer for a Week", "Farmer for a Week\n\nWe offer 6 Farmer for a Week places each summer; each runs 5 days on a member's farm.",
				"2026-09-01T09:00:00Z", "mail", "Farmer for a Week", "Hi all,\nFarmer for a Week has gone up to 8 places from this summer.\nMorag"),
			check: leadHas("8"), want: "8 places leads (never 'a Week' or 5 days)",
			wrong: "(not covered) a count whose noun follows the name ('6 Farmer for a Week places') is not read as counting places, nor is the later '8 places': PARTIAL (on 88b230e 'a Week' led)"},
		{name: "a name in lower case in quotes ('steward for a day')", q: "How many 'steward for a day' places are left?",
			ev:    hsd("mail", "Steward for a Day", "Hi all,\nSteward for a Day: 12 places left for the Sunday.\nMorag"),
			check: leadHas("12"), want: "12 places",
			wrong: "(not covered) reCapitalWord reads capitals only: a name quoted in lower case ('steward for a day') is asked as a duration and 'a Day' leads"},
		{name: "'a Day Ticket' asked its cost", q: "How much does a Day Ticket cost?",
			ev:    hsd("doc", "Tickets 2027", "Tickets 2027\n\nA Day Ticket costs £18 online and £22 at the gate."),
			check: leadHas("£18"), want: "£18 (online; £22 at the gate)"},
		{name: "'Half Day Workshop' asked how long it runs", q: "How long does the Half Day Workshop run?",
			ev:    hsd("doc", "Workshops", "Workshops\n\nThe Half Day Workshop on dry-stone walling runs 3 hours, from 09:00."),
			check: all(leadHas("3 hours"), notLeadWith("Half Day")), want: "3 hours; never 'Half Day'"},
		{name: "'Half Day Workshop' in a yes/no question with the value", q: "Does the Half Day Workshop still run 3 hours?",
			ev: ccrDocs("2026-04-01T09:00:00Z", "doc", "Workshops", "Workshops\n\nThe Half Day Workshop on dry-stone walling runs 3 hours.",
				"2026-09-01T09:00:00Z", "mail", "Workshops", "Hi all,\nThe Half Day Workshop on dry-stone walling now runs 4 hours.\nMorag"),
			check: leads("4 hours", "3 hours"), want: "4 hours leads and replaced 3 hours"},
		// Near misses: a capitalised quantity that is the value asked.
		{name: "a title-cased yes/no question ('Still 45 Minutes?')", q: "Is The Grand Parade Still 45 Minutes?",
			ev: ccrDocs("2026-04-01T09:00:00Z", "doc", "Show schedule", "Show schedule\n\nThe Grand Parade of livestock lasts 45 minutes, from 15:30.",
				"2026-09-01T09:00:00Z", "mail", "Grand Parade", "Hi all,\nThe Grand Parade has been cut to 35 minutes.\nIdris"),
			check: leads("35 minutes", "45 minutes"), want: "35 minutes leads and replaced 45 minutes"},
		{name: "a capitalised unit in a yes/no question ('14 Days')", q: "Do livestock entries still close 14 Days before the show?",
			ev: ccrDocs("2026-04-01T09:00:00Z", "doc", "Livestock rules", "Livestock rules\n\nLivestock entries close 14 days before the show.",
				"2026-09-01T09:00:00Z", "mail", "Entries", "Hi all,\nFrom now on livestock entries close 21 days before the show.\nPriya"),
			check: leads("21 days", "14 days"), want: "21 days leads and replaced 14 days",
			wrong: "(not covered) reCapitalWord takes a capitalised unit of the value asked ('14 Days') for a name: no kind is asked and no value leads (GROUNDED on the two lines); the lower-case question leads 21 days replacing 14 days. On 88b230e it was PARTIAL"},
		{name: "a capitalised quantity opening the question ('Ten Minutes')", q: "Ten Minutes between classes, is that still the gap in Ring 2?",
			ev: ccrDocs("2026-04-01T09:00:00Z", "doc", "Ring 2 timetable", "Ring 2 timetable\n\nThe gap between classes in Ring 2 is ten minutes.",
				"2026-09-01T09:00:00Z", "mail", "Ring 2", "Hi all,\nThe gap between classes in Ring 2 has gone to fifteen minutes.\nIdris"),
			check: leadHas("fifteen minutes"), want: "fifteen minutes leads",
			wrong: "(not covered) reCapitalWord takes 'Ten Minutes' opening the question for a name: no value leads (GROUNDED on the two lines); the lower-case question leads fifteen minutes. On 88b230e it was PARTIAL"},
		{name: "a weekday 'Sunday' beside the value asked", q: "Is the Sunday gate still £22?",
			ev: ccrDocs("2026-04-01T09:00:00Z", "doc", "Tickets", "Tickets\n\nThe Sunday gate price is £22 for adults.",
				"2026-09-01T09:00:00Z", "mail", "Sunday gate", "Hi all,\nThe Sunday gate price is now £24 for adults.\nTom"),
			check: leads("£24", "£22"), want: "£24 leads and replaced £22"},
		{name: "'Day 2' of the show and an hour count asked", q: "How many hours does Day 2 of the show run?",
			ev:    hsd("doc", "Show schedule", "Show schedule\n\nDay 2 of the show runs 9 hours, from 08:00 to 17:00."),
			check: leadHas("9 hours"), want: "9 hours"},
		{name: "a capitalised 'Hours' in a ticket field the question quotes", q: "Is the Gate Crew Shift still 6 Hours?",
			ev: ccrDocs("2026-04-01T09:00:00Z", "ticket", "HAS-88 Gate crew", "HAS-88 Gate crew\nShift length: 6 hours\nStatus: Open",
				"2026-09-01T09:00:00Z", "ticket", "HAS-88 Gate crew", "HAS-88 Gate crew\nShift length: 6 hours -> 5 hours\nStatus: Done"),
			check: leadHas("5 hours"), want: "5 hours leads"},
		{name: "a unit's symbol after a capital name ('Grand Ring, 40 MB')", q: "Is the Grand Ring livestream still capped at 40 GB a day?",
			ev:    hsd("doc", "Livestream", "Livestream\n\nThe Grand Ring livestream is capped at 40 GB a day on the show's 4G link."),
			check: leadHas("40 GB"), want: "40 GB"},
	})
}

// Reading 3 (443a65d): "X proposed three posts; SMT decided two" decides two posts (facts
// decidedCounts, DecidedAlone; reDecidedAfter takes a named body; StanceOf floats "proposed"
// said of someone with a value after it).
func TestReview33DecidedCounts(t *testing.T) {
	minutes := func(text string) []synthesis.Evidence {
		return hsd("doc", "Council minutes, September", "Council minutes, September\n\n"+text)
	}
	runProbes(t, []reviewProbe{
		{name: "'proposed four ...; the Show Board approved two'", q: "How many new stewards' huts are we getting?",
			ev:    minutes("The ring committee proposed four new stewards' huts; the Board approved two, to go up in July."),
			check: leadHas("two"), want: "two"},
		{name: "a named body of one word ('Finance agreed two')", q: "How many new marquees are we hiring?",
			ev:    minutes("Catering proposed three new marquees for the food court; Finance agreed two, given the gate takings."),
			check: leadHas("two"), want: "two"},
		{name: "a named body of two words ('Show Council decided three')", q: "How many extra cattle lines are there this year?",
			ev:    minutes("Livestock proposed five extra cattle lines; Show Council decided three, with hurdles from Brampton Farm."),
			check: leadHas("three"), want: "three"},
		{name: "'the committee settled on four'", q: "How many extra cattle lines are there this year?",
			ev:    minutes("Livestock proposed six extra cattle lines, and the committee settled on four."),
			check: leadHas("four"), want: "four"},
		{name: "'went with two in the end'", q: "How many first aid posts will we have?",
			ev:    minutes("St John proposed three first aid posts; we went with two in the end, one by the Grand Ring."),
			check: leadHas("two"), want: "two"},
		{name: "the decision in the next sentence ('The committee settled on four.')", q: "How many extra cattle lines are there this year?",
			ev:    minutes("Livestock proposed six extra cattle lines. After a long debate the committee settled on four."),
			check: leadHas("four"), want: "four",
			wrong: "(not covered) DecidedAlone finds the proposal's noun in the decision's own sentence only: 'Livestock proposed six extra cattle lines. After a long debate the committee settled on four.' loses four, PARTIAL"},
		{name: "a decision in digits ('the Board approved 2')", q: "How many new stewards' huts are we getting?",
			ev:    minutes("The ring committee proposed 4 new stewards' huts; the Board approved 2, to go up in July."),
			check: leadHas("2"), want: "2",
			wrong: "(not covered) facts/wordmeasures.go reDecidedCount takes numbers in words only: 'the Board approved 2,' counts no huts, PARTIAL"},
		{name: "a named body of three words ('the Show Board approved two')", q: "How many new stewards' huts are we getting?",
			ev:    minutes("The ring committee proposed four new stewards' huts; the Show Board approved two, to go up in July."),
			check: leadHas("two"), want: "two",
			wrong: "(not covered) facts/revision.go reDecidedAfter's body is 'the' and one word or one or two capitalised words: 'the Show Board approved two' is no decision, and the sentence stays floated, PARTIAL"},
		{name: "the decision in a later mail", q: "How many extra cattle lines are there this year?",
			ev: ccrDocs("2026-05-01T09:00:00Z", "mail", "Cattle lines", "Hi all,\nLivestock proposed six extra cattle lines for this year.\nPriya",
				"2026-05-12T09:00:00Z", "mail", "Re: Cattle lines", "Hi all,\nThe committee settled on four extra cattle lines.\nMorag"),
			check: leadHas("four"), want: "four"},
		{name: "'wanted three ..., committee decided two' in a chat line", q: "How many food vans are we having?",
			ev:    hsd("chat", "#committee", "catering wanted three food vans by the Grand Ring, committee decided two. ice cream van stays where it is"),
			check: leadHas("two"), want: "two",
			wrong: "(not covered) a proposal in other words ('wanted three food vans') does not float its value, and a body with no article or capital ('committee decided two') is no reDecidedAfter decision: three leads"},
		// Near misses.
		{name: "'the proposed date' names a thing: the value beside it stands", q: "How long does the hedge-laying match take?",
			ev:    hsd("doc", "Hedge-laying match", "Hedge-laying match\n\nThe proposed date for the hedge-laying match is 14 November; the hedge-laying match takes 6 hours."),
			check: leadHas("6 hours"), want: "6 hours"},
		{name: "'we proposed ... and the board approved'", q: "How long are judging slots in Ring 2?",
			ev:    minutes("We proposed 30 minute judging slots in Ring 2 and the Board approved them."),
			check: leadHas("30 minute"), want: "30 minutes (approved)"},
		{name: "a motion proposed and carried", q: "What is the trade stand fee?",
			ev: ccrDocs("2026-03-01T09:00:00Z", "doc", "Trade stands", "Trade stands\n\nTrade stand fee: £180.",
				"2026-09-20T09:00:00Z", "doc", "AGM minutes", "AGM minutes\n\nTom Ashworth proposed a £210 trade stand fee for 2027, seconded by Ann Lee; carried unanimously."),
			check: all(notLeadWith("£180"), anyOf(leadHas("£210"), unresolved)), want: "£210 (the motion carried), or both kept open; never £180 as current"},
		{name: "a proposal voted down leaves the value in force", q: "How many sheep judges are there?",
			ev: ccrDocs("2026-03-01T09:00:00Z", "doc", "Judges", "Judges\n\nWe have 6 sheep judges.",
				"2026-09-20T09:00:00Z", "doc", "AGM minutes", "AGM minutes\n\nPriya proposed 8 sheep judges for 2027; the motion was lost."),
			check: all(leadHas("6"), replacesNothing), want: "6 leads, nothing replaced"},
		{name: "a plain proposal floats its value", q: "How long is the Grand Parade?",
			ev: ccrDocs("2026-03-01T09:00:00Z", "doc", "Show schedule", "Show schedule\n\nThe Grand Parade lasts 45 minutes.",
				"2026-09-20T09:00:00Z", "mail", "Grand Parade", "Hi all,\nIdris proposed 35 minutes for the Grand Parade next year.\nMorag"),
			check: all(leadHas("45 minutes"), replacesNothing), want: "45 minutes leads, nothing replaced"},
		{name: "'as proposed' after the value does not float it", q: "How long is the Grand Parade?",
			ev:    hsd("mail", "Grand Parade", "Hi all,\nThe Grand Parade is cut to 35 minutes, as Idris proposed.\nMorag"),
			check: leadHas("35 minutes"), want: "35 minutes"},
		{name: "the decided count of another noun is no answer", q: "How many sheep pens are there?",
			ev:    minutes("Livestock proposed six extra cattle lines; the committee approved four, and the sheep pens stay at 140."),
			check: all(leadHas("140"), notLeadWith("four")), want: "140; never four"},
		{name: "'decided two weeks ago' is no decided count", q: "How many new stewards' huts are we getting?",
			ev:    minutes("The Board decided two weeks ago to put up 3 new stewards' huts by the Grand Ring."),
			check: leadHas("3"), want: "3"},
		{name: "the proposal's number is not the decision", q: "How many new stewards' huts are we getting?",
			ev:    minutes("The ring committee proposed four new stewards' huts; the Board approved two, to go up in July."),
			check: notLeadWith("four"), want: "never four"},
	})
}

// Reading 4 (600e854): lengths and weights are quantities of their own (facts/measures.go Length
// and Weight; values.go askedMeasures, reHowLongIs).
func TestReview33LengthsAndWeights(t *testing.T) {
	grounded := status(synthesis.Grounded)
	runProbes(t, []reviewProbe{
		// Lengths asked and read.
		{name: "'how long is' a ring stated in metres", q: "How long is the Grand Ring?",
			ev:    hsd("doc", "Site plan", "Site plan\n\nThe Grand Ring is 110 m long and 70 m wide."),
			check: leadHas("110 m"), want: "110 m"},
		{name: "'how wide'", q: "How wide is the Grand Ring?",
			ev:    hsd("doc", "Site plan", "Site plan\n\nThe Grand Ring is 110 m long and 70 m wide."),
			check: all(notLeadWith("110 m"), anyOf(leadHas("70 m"), grounded)), want: "70 m (or the line quoted); never the length, 110 m, as the width"},
		{name: "'how long is' a ring whose evidence also gives a duration", q: "How long is the Grand Ring?",
			ev:    hsd("doc", "Site plan", "Site plan\n\nThe Grand Ring is 110 m long; each class has the Grand Ring for 20 minutes."),
			check: leadHas("110 m"), want: "110 m (the ring's length, not a class's time in it)"},
		{name: "'how deep' a pond in metres", q: "How deep is the duck pond?",
			ev:    hsd("doc", "Site safety", "Site safety\n\nThe duck pond is 1.2 m deep at the centre and is fenced on show days."),
			check: leadHas("1.2 m"), want: "1.2 m"},
		{name: "'how deep' in millimetres", q: "How deep is the sand in the show-jumping arena?",
			ev:    hsd("doc", "Arena surface", "Arena surface\n\nThe sand in the show-jumping arena is laid 150 mm deep over a geotextile."),
			check: leadHas("150 mm"), want: "150 mm"},
		{name: "'how high' a fence in metres", q: "How high do the fences go in the Open jumping?",
			ev:    hsd("doc", "Show jumping", "Show jumping\n\nFences in the Open jumping go up to 1.40 m in the jump-off."),
			check: leadHas("1.40 m"), want: "1.40 m"},
		{name: "'how far' in miles", q: "How far is the park-and-ride from the main gate?",
			ev:    hsd("doc", "Getting here", "Getting here\n\nThe park-and-ride is 1.5 miles from the main gate, with buses every 10 minutes."),
			check: leadHas("1.5 miles"), want: "1.5 miles"},
		{name: "'how long a trailer' asks a length", q: "How long a trailer can come through the north gate?",
			ev:    hsd("doc", "Gates", "Gates\n\nTrailers up to 12 m long can come through the north gate; the north gate opens at 06:00."),
			check: leadHas("12 m"), want: "12 m"},
		{name: "'what's the clearance'", q: "What's the clearance under the footbridge?",
			ev:    hsd("doc", "Site plan", "Site plan\n\nThe clearance under the footbridge is 3.8 m, so horseboxes go round by the north gate."),
			check: leadHas("3.8 m"), want: "3.8 m"},
		{name: "'what's the length of'", q: "What's the length of the perimeter fence?",
			ev:    hsd("doc", "Site plan", "Site plan\n\nThe perimeter fence is 2.3 km long and was last walked in June."),
			check: leadHas("2.3 km"), want: "2.3 km"},
		{name: "a length changed in another unit", q: "How long is the perimeter fence?",
			ev: ccrDocs("2026-03-01T09:00:00Z", "doc", "Site plan", "Site plan\n\nThe perimeter fence is 2.3 km long.",
				"2026-07-01T09:00:00Z", "mail", "Perimeter fence", "Hi all,\nWith the new car park the perimeter fence is now 2,650 m long.\nIdris"),
			check: leads("2,650 m", "2.3 km"), want: "2,650 m leads and replaced 2.3 km"},
		{name: "one length in two units is no disagreement", q: "How long is the perimeter fence?",
			ev: ccrDocs("2026-03-01T09:00:00Z", "doc", "Site plan", "Site plan\n\nThe perimeter fence is 2.3 km long.",
				"2026-07-01T09:00:00Z", "doc", "Insurance schedule", "Insurance schedule\n\nPerimeter fence: 2,300 m long, post and rail."),
			check: all(not(unresolved), replacesNothing), want: "one length; nothing replaced, nothing kept open"},
		{name: "'30m long' written without a space is a length", q: "How wide is the flower marquee?",
			ev:    hsd("doc", "Marquees", "Marquees\n\nThe flower marquee is 30m long and 12m wide."),
			check: all(not(missingSays("length")), anyOf(leadHas("12m"), grounded)), want: "12m (or the line quoted); no length called missing"},
		{name: "feet and inches", q: "How high did the puissance wall go?",
			ev:    hsd("doc", "Show jumping results", "Show jumping results\n\nThe puissance wall went up to 7 ft 2 in before the last two riders retired."),
			check: anyOf(leadHas("7 ft 2 in"), all(grounded, not(says("stated is 7 ft [")))), want: "7 ft 2 in (or the line quoted); never 7 ft alone"},
		{name: "a height in hands", q: "How tall is the Shire stallion?",
			ev:    hsd("doc", "Heavy horses", "Heavy horses\n\nThe Shire stallion Major stands 18 hands and is shown in hand on the Sunday."),
			check: all(not(missingSays("length")), anyOf(leadHas("18 hands"), grounded)), want: "18 hands (or the line quoted); no length called missing"},
		// Weights asked and read.
		{name: "'what did it weigh' in kg", q: "What did the supreme champion steer weigh?",
			ev:    hsd("doc", "Cattle results", "Cattle results\n\nThe supreme champion steer weighed 712 kg at the weigh-in."),
			check: leadHas("712 kg"), want: "712 kg"},
		{name: "'how heavy' in lb", q: "How heavy was the winning marrow?",
			ev:    hsd("doc", "Produce results", "Produce results\n\nThe winning marrow was 38 lb, a show record."),
			check: leadHas("38 lb"), want: "38 lb"},
		{name: "'weight limit' in tonnes", q: "What's the weight limit on the brook bridge?",
			ev:    hsd("doc", "Site plan", "Site plan\n\nThe brook bridge takes vehicles up to 7.5 tonnes; heavier lorries use the north gate."),
			check: leadHas("7.5 tonnes"), want: "7.5 tonnes"},
		{name: "a weight in a ticket field", q: "What does the tractor pull sledge weigh?",
			ev:    hsd("ticket", "HAS-214 Tractor pull sledge weighbridge check", "HAS-214 Tractor pull sledge weighbridge check\nItem: tractor pull sledge\nWeight: 18,500 kg\nStatus: Done"),
			check: leadHas("18,500 kg"), want: "18,500 kg",
			wrong: "(not covered) a ticket's 'Weight: 18,500 kg' field, under an 'Item:' line naming the sledge, is not read for 'What does the tractor pull sledge weigh?': PARTIAL ('Tractor pull sledge weight: 18,500 kg' is read)"},
		{name: "a weight in a ticket field with a bare 't'", q: "What's the gross weight of the hospitality unit?",
			ev:    hsd("ticket", "HAS-220 Hospitality unit", "HAS-220 Hospitality unit\nSupplier: Dalby Cabins\nGross weight: 3.5t\nStatus: Booked"),
			check: leadHas("3.5t"), want: "3.5t",
			wrong: "(not covered) facts/measures.go: 't' is no tonne ('Gross weight: 3.5t'): PARTIAL, as on 88b230e"},
		{name: "a weight changed in another unit", q: "What's the weight limit on the brook bridge?",
			ev: ccrDocs("2026-03-01T09:00:00Z", "doc", "Site plan", "Site plan\n\nThe brook bridge weight limit is 3.5 tonnes.",
				"2026-07-01T09:00:00Z", "mail", "Brook bridge", "Hi all,\nSince the repair the brook bridge weight limit is now 7,500 kg.\nIdris"),
			check: leads("7,500 kg", "3.5 tonnes"), want: "7,500 kg leads and replaced 3.5 tonnes"},
		{name: "'liveweight' asked", q: "What was the champion steer's liveweight?",
			ev:    hsd("doc", "Cattle results", "Cattle results\n\nThe champion steer's liveweight was 712 kg at the weigh-in."),
			check: leadHas("712 kg"), want: "712 kg"},
		{name: "stones and pounds", q: "What did the winning jockey weigh?",
			ev:    hsd("doc", "Pony racing", "Pony racing\n\nThe winning jockey weighed out at 9 st 4 lb."),
			check: all(notLeadWith("4 lb"), anyOf(leadHas("9 st 4 lb"), grounded)), want: "9 st 4 lb (or the line quoted); never 4 lb"},
		{name: "a weight asked, only a count stated", q: "What did the supreme champion steer weigh?",
			ev:    hsd("doc", "Cattle results", "Cattle results\n\nThe supreme champion steer was one of 42 steers at the weigh-in."),
			check: all(not(grounded), missingSays("weight")), want: "PARTIAL, the weight missing"},
		// Near misses: metres that are no lengths, words that ask no length or weight.
		{name: "'1.2 m viewers' is a count", q: "How many viewers did the Grand Ring livestream get?",
			ev:    hsd("doc", "Show report", "Show report\n\nThe Grand Ring livestream reached 1.2 m viewers over the weekend."),
			check: leadHas("1.2 m"), want: "1.2 m viewers",
			wrong: "(not covered) '1.2 m viewers' (1.2 million) is now read as 1.2 metres (on 88b230e as 1.2 minutes), never as a count: PARTIAL with the count missing"},
		{name: "'£2 m' is money", q: "What will the new grandstand cost?",
			ev:    hsd("doc", "Capital plan", "Capital plan\n\nThe new grandstand will cost £2 m, half of it from the lottery grant."),
			check: leadHas("£2 m"), want: "£2 m"},
		{name: "'2 m euros' is money", q: "How much does the new grandstand cost?",
			ev:    hsd("doc", "Capital plan", "Capital plan\n\nThe new grandstand costs 2 m euros under the cross-border grant."),
			check: leadHas("2 m euros"), want: "2 m euros"},
		{name: "'a 10 m cable' sorts the thing priced", q: "How much does a 10 m extension cable cost to hire?",
			ev:    hsd("doc", "Electrics hire", "Electrics hire\n\nA 10 m extension cable costs £6 to hire for the show; a 25 m one costs £11."),
			check: leadHas("£6"), want: "£6"},
		{name: "'a 9 m marquee' sorts the thing priced", q: "What's the hire price of a 9 m marquee?",
			ev:    hsd("doc", "Marquee hire", "Marquee hire\n\nThe hire price of a 9 m marquee is £850 for the weekend, erected."),
			check: leadHas("£850"), want: "£850"},
		{name: "a stand's frontage in its label ('(6 m frontage)') is no answer to its price", q: "How much is a trade stand?",
			ev: hsd("doc", "Trade stand prices 2027", "Trade stand prices 2027\n\n| Stand | Fee | Deposit |\n|---|---|---|\n"+
				"| Trade stand (6 m frontage) | £210 | £50 |\n| Charity stand (3 m frontage) | £60 | none |\n"),
			check: all(leadHas("£210"), notLeadWith("6 m")), want: "£210; never 6 m",
			wrong: "(not covered) 'How much is' asks no kind, and a row label's '(6 m frontage)' leads the price question (on 88b230e as 6 minutes)"},
		{name: "a bare 't' with a space", q: "What's the gross weight of the hospitality unit?",
			ev:    hsd("doc", "Hospitality unit", "Hospitality unit\n\nThe hospitality unit from Dalby Cabins has a gross weight of 3.5 t on its trailer."),
			check: all(not(missingSays("weight")), anyOf(leadHas("3.5 t"), grounded)), want: "3.5 t (or the line quoted); no weight called missing"},
		{name: "'how long a wait' asks a duration", q: "How long a wait is there at the main gate at opening?",
			ev:    hsd("chat", "#showground", "At opening the wait at the main gate is about 25 minutes, then it clears."),
			check: leadHas("25 minutes"), want: "25 minutes"},
		{name: "'how long a break' asks a duration", q: "How long a break do ring stewards get?",
			ev:    hsd("doc", "Stewards' handbook", "Stewards' handbook\n\nRing stewards get a 30 minute break at lunch, covered by the floaters."),
			check: leadHas("30 minute"), want: "30 minutes"},
		{name: "'weigh up the options' asks no weight", q: "How long do we have to weigh up the marquee quotes?",
			ev:    hsd("mail", "Marquee quotes", "Hi all,\nWe have 10 days to weigh up the marquee quotes before the deposit is due.\nTom"),
			check: leadHas("10 days"), want: "10 days"},
		{name: "'a deep dive' asks no depth", q: "How long will the deep dive into gate takings take?",
			ev:    hsd("mail", "Gate takings", "Hi all,\nThe deep dive into gate takings will take 2 hours on Thursday.\nTom"),
			check: leadHas("2 hours"), want: "2 hours"},
		{name: "'how high' of prices asks no length", q: "How high are gate prices this year?",
			ev:    hsd("doc", "Tickets", "Tickets\n\nGate prices this year are £22 for adults and £8 for children."),
			check: all(not(missingSays("length")), anyOf(leadHas("£22"), grounded)), want: "£22 (or the line quoted); no length called missing"},
		{name: "'how deep' of a discount asks no length", q: "How deep is the members' discount on tickets?",
			ev:    hsd("doc", "Membership", "Membership\n\nThe members' discount on tickets is 25% on both days."),
			check: all(not(missingSays("length")), anyOf(leadHas("25%"), grounded)), want: "25% (or the line quoted); no length called missing"},
		{name: "'how long is' a class stated in minutes", q: "How long is the young handlers' class?",
			ev:    hsd("doc", "Show schedule", "Show schedule\n\nThe young handlers' class is 40 minutes, in Ring 2."),
			check: leadHas("40 minutes"), want: "40 minutes"},
		{name: "'1 h 20 m' is a duration", q: "How long does the vintage tractor run take?",
			ev:    hsd("doc", "Vintage tractor run", "Vintage tractor run\n\nThe vintage tractor run takes 1 h 20 m over the 12-mile route."),
			check: leadHas("1 h 20 m"), want: "1 h 20 m"},
		{name: "'2h40m' is still a duration", q: "How long does the vintage tractor run take?",
			ev:    hsd("doc", "Vintage tractor run", "Vintage tractor run\n\nThe vintage tractor run takes 2h40m over the 12-mile route."),
			check: leadHas("2h40m"), want: "2h40m",
			wrong: "(pre-existing) facts/measures.go reads '2h40m' as '2h': the 40 minutes are lost and '2h' leads, as on 88b230e"},
		{name: "'the 12 mile route' beside a duration", q: "How long does the vintage tractor run take?",
			ev:    hsd("doc", "Vintage tractor run", "Vintage tractor run\n\nThe vintage tractor run takes 3 hours over a 12 mile route."),
			check: all(leadHas("3 hours"), notLeadWith("12 mile")), want: "3 hours; never 12 miles"},
		{name: "a 'weigh-in' time asks no weight", q: "What time is the cattle weigh-in?",
			ev:    hsd("doc", "Show schedule", "Show schedule\n\nThe cattle weigh-in is at 07:30 by the north gate, 20 minutes per pen."),
			check: not(missingSays("weight")), want: "07:30; no weight missing"},
		{name: "a 'how deep' yes/no question with the length in it", q: "Is the duck pond still 1.2 m deep?",
			ev: ccrDocs("2026-03-01T09:00:00Z", "doc", "Site safety", "Site safety\n\nThe duck pond is 1.2 m deep at the centre.",
				"2026-09-01T09:00:00Z", "mail", "Duck pond", "Hi all,\nAfter dredging the duck pond is now 1.6 m deep at the centre.\nIdris"),
			check: leads("1.6 m", "1.2 m"), want: "1.6 m leads and replaced 1.2 m"},
		{name: "'how tall' asked, a duration stated", q: "How tall is the show's beer tent?",
			ev:    hsd("doc", "Beer tent", "Beer tent\n\nThe beer tent takes 4 hours to put up and needs 6 crew."),
			check: all(not(grounded), missingSays("length")), want: "PARTIAL, the length missing"},
	})
}
