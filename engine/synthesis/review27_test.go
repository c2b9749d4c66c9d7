package synthesis_test

// A twenty-seventh independent review, of this session's table reading, in wording of our own
// (a woollen mill, Calder Vale Mill: loom and dye-house wiki pages, mails, parts tickets):
//
//  1. 9206da1 (tablerows.go, valueread.go askedColumns/bestRows, extract.go tableRows): a pipe
//     table's row is read with its header; the column holding most of the question's words
//     gives the value; the header row is no claim; the rows of one table are other items, and
//     a tie between rows says nothing of which is asked.
//
// The probes keep the form of review25_test.go and review26_test.go (runProbes): a probe with
// a `wrong` field fails today, is logged as KNOWN WRONG, and fails the test once it holds.
// "(brought by 9206da1)" marks a probe that held on 8bf832c (before both of this session's
// readings) and fails now; "(pre-existing)" one that failed there as well for another reason;
// "(not covered)" one that failed there as well and is of the reading's kind. Each was classed
// by running this file on an export of 8bf832c; on an export of 9d963e6 (the facts reading
// alone) it fails the same probes as on 8bf832c, so the brought ones are 9206da1's.
//
// Reading 1: 39 probes, 26 hold, 13 marked (3 brought by 9206da1, 9 not covered, 1
// pre-existing). Ten holding ones failed on 8bf832c (the header line was a claim and a row's
// first measure led): the asked row and column, the make alone, the rinse column, a page
// version's changed cell, the transposed table, the header as no claim, a version changing
// another row, the year columns, the '(was 6 weeks)' cell and the spare-set row.
//
// Mended at the root after the review: a line above the rule holding a value ("8 weeks") is a
// table's first row, not its header; tied rows naming the item in the same words are one
// item's rows (a log); the best row is chosen among all the table's rows, those with no value
// of the asked kind too; an asked cell with no value (empty, "TBD", "n/a") lets no other
// column's value stand for it. The 3 brought faults hold, and 4 not covered ones too (the
// change log, the TBD, n/a and empty cells). Now: 39 probes, 33 hold, 6 marked (5 not
// covered, 1 pre-existing).

import (
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// Reading 1 (9206da1, tablerows.go, valueread.go askedColumns/bestRows): a pipe table's row is
// read with its header; the column holding the question's words gives the value; the rows of
// one table are other items.
func TestReview27TableRows(t *testing.T) {
	loomPage := "Weaving shed: loom settings\n\n| Loom | Efficiency | Warp change time | Service interval |\n|---|---|---|---|\n" +
		"| Dornier rapier | 88% | 3 hours | 6 weeks |\n" +
		"| Dornier air-jet | 85% | 3 hours | 4 weeks |\n" +
		"| Picanol OptiMax | 91% | 2 hours | 8 weeks |\n"
	dyePage := "Dye house: vat temperatures\n\n| Vat | Dye temp | Rinse temp | Batch time |\n|---|---|---|---|\n" +
		"| Indigo vat | 55 °C | 40 °C | 90 min |\n| Madder vat | 80 °C | 45 °C | 60 min |\n"
	numbered := "Weaving shed: loom settings\n\n| Loom | Warp change time | Service interval |\n|---|---|---|\n" +
		"| Loom 7 | 3 hours | 6 weeks |\n| Loom 8 | 3 hours | 4 weeks |\n| Loom 12 | 2 hours | 8 weeks |\n"
	runProbes(t, []reviewProbe{
		{name: "wiki table: the asked row and column", q: "What's the service interval for the Picanol OptiMax?",
			ev:    one("2026-10-05T09:00:00Z", "doc", "Loom settings", loomPage),
			check: all(leadHas("8 weeks"), replacesNothing), want: "8 weeks, no other loom's interval as replaced"},
		{name: "wiki table: the row named by its make alone ('the Picanol')", q: "What's the service interval for the Picanol?",
			ev:    one("2026-10-05T09:00:00Z", "doc", "Loom settings", loomPage),
			check: all(leadHas("8 weeks"), replacesNothing), want: "8 weeks"},
		{name: "wiki table: rows named by number ('loom 12')", q: "What's the service interval for loom 12?",
			ev:    one("2026-10-05T09:00:00Z", "doc", "Loom settings", numbered),
			check: all(leadHas("8 weeks"), replacesNothing), want: "8 weeks, loom 12's row",
			wrong: "(not covered) a row's number counts as no question term, so 'Loom 7' and 'Loom 12' hold the question's words alike and bestRows drops the table's rows as a tie: PARTIAL"},
		{name: "dye table: the rinse column, not the dye column of the same kind", q: "What rinse temperature does the madder vat need?",
			ev:    one("2026-10-05T09:00:00Z", "doc", "Dye house", dyePage),
			check: all(leadHas("45 °C"), notLeadWith("80 °C")), want: "45 °C"},
		{name: "mail with a table and a sign-off", q: "What's the batch time for the indigo vat?",
			ev: one("2026-10-05T09:00:00Z", "mail", "Vat times for the new starters",
				"Hi all,\nFor the new starters, here are the vat times:\n\n| Vat | Batch time | Rinse |\n|---|---|---|\n| Indigo vat | 90 min | 2 rinses |\n| Madder vat | 60 min | 1 rinse |\n\nThanks,\nMoira (dye house)"),
			check: all(leadHas("90 min"), replacesNothing), want: "90 min"},
		{name: "ticket with a parts table: the lead time column", q: "What's the lead time for the heald frames?",
			ev: one("2026-10-05T09:00:00Z", "ticket", "MILL-231 Picanol rebuild parts",
				"Parts for the Picanol rebuild:\n\n| Part | Qty | Lead time | Supplier |\n|---|---|---|---|\n| Heald frames | 16 | 6 weeks | Grob |\n| Drop wires | 4000 | 2 weeks | Grob |\n| Temple rings | 24 | 10 days | Picanol |\n"),
			check: all(leadHas("6 weeks"), replacesNothing), want: "6 weeks"},
		{name: "versions of one page: the air-jet's cell changed (same thread, later)", q: "What's the service interval for the Dornier air-jet?",
			ev: []synthesis.Evidence{r16("1", "2026-06-01T09:00:00Z", "doc", "Wiki", "loom-settings", "Loom settings", loomPage),
				r16("2", "2026-10-01T09:00:00Z", "doc", "Wiki", "loom-settings", "Loom settings", strings27(loomPage, "| 85% | 3 hours | 4 weeks |", "| 85% | 3 hours | 5 weeks |"))},
			check: leads("5 weeks", "4 weeks"), want: "5 weeks leads and replaced 4 weeks"},
		{name: "a later mail changes a table's cell", q: "What's the service interval for the Dornier rapier?",
			ev: []synthesis.Evidence{r21("1", "2026-06-01T09:00:00Z", "doc", "Loom settings", loomPage),
				r21("2", "2026-10-01T09:00:00Z", "mail", "Rapier service", "Hi,\nWe moved the service interval for the Dornier rapier to 4 weeks, down from 6 weeks, since it runs the heavy tweed.\nIan")},
			check: leads("4 weeks", "6 weeks"), want: "4 weeks leads and replaced 6 weeks"},
		{name: "a transposed table: the looms are the columns", q: "What's the service interval for the air-jet?",
			ev: one("2026-10-05T09:00:00Z", "doc", "Dornier settings",
				"Dornier settings\n\n| Setting | Rapier | Air-jet |\n|---|---|---|\n| Service interval | 6 weeks | 4 weeks |\n| Warp change time | 3 hours | 3 hours |\n"),
			check: all(leadHas("4 weeks"), notLeadWith("6 weeks")), want: "4 weeks"},
		{name: "a struck value in the cell ('~~6 weeks~~ 8 weeks')", q: "What's the lead time for the heald frames?",
			ev: one("2026-10-05T09:00:00Z", "ticket", "MILL-231 Picanol rebuild parts",
				"Parts for the Picanol rebuild:\n\n| Part | Qty | Lead time |\n|---|---|---|\n| Heald frames | 16 | ~~6 weeks~~ 8 weeks |\n| Drop wires | 4000 | 2 weeks |\n"),
			check: all(leadHas("8 weeks"), notLeadWith("6 weeks")), want: "8 weeks (6 weeks struck)"},
		{name: "a header with units, bare numbers in the cells", q: "What's the warp change time on the Picanol OptiMax?",
			ev: one("2026-10-05T09:00:00Z", "doc", "Loom settings",
				"Loom settings\n\n| Loom | Efficiency (%) | Warp change time (h) |\n|---|---|---|\n| Dornier rapier | 88 | 3 |\n| Picanol OptiMax | 91 | 2 |\n"),
			check: all(says("| Picanol OptiMax | 91 | 2 |"), notLeadWith("91"), replacesNothing), want: "2 (hours) from the Picanol's row; not the efficiency"},
		{name: "an abbreviated header ('Temp.') and a curly question", q: "What’s the dye temperature for the madder vat?",
			ev: one("2026-10-05T09:00:00Z", "doc", "Dye house",
				"Dye house: vats\n\n| Vat | Dye temp. | Rinse temp. |\n|---|---|---|\n| Indigo vat | 55 °C | 40 °C |\n| Madder vat | 80 °C | 45 °C |\n"),
			check: all(leadHas("80 °C"), replacesNothing), want: "80 °C"},
		{name: "merged header words ('WarpChange | ServiceInterval')", q: "What's the service interval for the Picanol OptiMax?",
			ev: one("2026-10-05T09:00:00Z", "doc", "Loom export",
				"Loom export\n\n| Loom | WarpChange | ServiceInterval |\n|---|---|---|\n| Dornier rapier | 3 hours | 6 weeks |\n| Picanol OptiMax | 2 hours | 8 weeks |\n"),
			check: all(leadHas("8 weeks"), notLeadWith("2 hours")), want: "8 weeks; not the warp change",
			wrong: "(not covered) askedColumns matches header words only: 'ServiceInterval' holds neither 'service' nor 'interval', so the row keeps both measures and the warp change's 2 hours leads"},
		{name: "a table with no outer pipes", q: "What's the service interval for the Picanol OptiMax?",
			ev: one("2026-10-05T09:00:00Z", "doc", "Loom settings",
				"Loom settings\n\nLoom | Warp change time | Service interval\n--- | --- | ---\nDornier rapier | 3 hours | 6 weeks\nDornier air-jet | 3 hours | 4 weeks\nPicanol OptiMax | 2 hours | 8 weeks\n"),
			check: all(leadHas("8 weeks"), replacesNothing), want: "8 weeks, no other loom's value as replaced",
			wrong: "(not covered) tableRows marks only lines that start with '|': the header line is a claim and the row's first duration, 2 hours, leads as the interval"},
		{name: "compact rows under 20 characters", q: "What's the service interval for L12?",
			ev: one("2026-10-05T09:00:00Z", "doc", "Loom settings",
				"Loom settings\n\n| Loom | Service interval |\n|---|---|\n| L7 | 6 weeks |\n| L8 | 4 weeks |\n| L12 | 8 weeks |\n"),
			check: all(leadHas("8 weeks"), replacesNothing), want: "8 weeks",
			wrong: "(pre-existing) rows under 20 characters are no claims (synthesis.go len(s.text) < 20); on 8bf832c the header line was the only claim (PARTIAL), now it is none either (ABSTAINED)"},
		// Traps.
		{name: "the asked cell is 'TBD': the other temperature must not lead", q: "What's the dye temperature for the walnut vat?",
			ev: one("2026-10-05T09:00:00Z", "doc", "Dye house",
				"Dye house: vats\n\n| Vat | Dye temp | Rinse temp |\n|---|---|---|\n| Indigo vat | 55 °C | 40 °C |\n| Walnut vat | TBD | 45 °C |\n"),
			check: all(notLeadWith("45 °C"), not(status(synthesis.Grounded))), want: "PARTIAL: the walnut vat's dye temperature is TBD; not 45 °C"},
		{name: "the asked cell is 'n/a': the note's duration must not lead as the lead time", q: "What's the lead time for the temple rings?",
			ev: one("2026-10-05T09:00:00Z", "ticket", "MILL-231 Picanol rebuild parts",
				"Parts for the Picanol rebuild:\n\n| Part | Qty | Lead time | Note |\n|---|---|---|---|\n| Heald frames | 16 | 6 weeks | ordered |\n| Temple rings | 24 | n/a | in stock, restock takes 2 weeks |\n"),
			check: all(notLeadWith("6 weeks"), notLeadWith("2 weeks"), not(status(synthesis.Grounded))), want: "PARTIAL: no lead time (in stock); neither 6 weeks nor the restock note's 2 weeks as the lead time"},
		{name: "the asked cell is empty: another column's duration must not lead", q: "What's the batch time for the walnut vat?",
			ev: one("2026-10-05T09:00:00Z", "doc", "Dye house",
				"Dye house\n\n| Vat | Batch time | Cool-down |\n|---|---|---|\n| Indigo vat | 90 min | 30 min |\n| Walnut vat |  | 45 min |\n"),
			check: all(notLeadWith("45 min"), notLeadWith("90 min"), not(status(synthesis.Grounded))), want: "PARTIAL: no batch time for walnut; not the cool-down"},
		{name: "the header row states nothing", q: "What's the service interval for the Dornier rapier?",
			ev: one("2026-10-05T09:00:00Z", "doc", "Loom settings", loomPage),
			check: func(a synthesis.Answer) bool {
				for _, c := range a.Claims {
					if strings.HasPrefix(c.Text, "| Loom | Efficiency") {
						return false
					}
				}
				return leadHas("6 weeks")(a)
			}, want: "6 weeks; the header is no claim"},
		{name: "a column asked for all rows: no row is another's history", q: "What are the service intervals of the looms?",
			ev:    one("2026-10-05T09:00:00Z", "doc", "Loom settings", loomPage),
			check: replacesNothing, want: "the three intervals, none replacing another"},
		{name: "two rows the question fits alike: no history, no single lead", q: "What's the service interval for the Dornier looms?",
			ev:    one("2026-10-05T09:00:00Z", "doc", "Loom settings", loomPage),
			check: all(replacesNothing, notLeadWith("6 weeks"), notLeadWith("4 weeks")), want: "both Dornier intervals, neither replacing the other"},
		{name: "a version that changed another row: the asked row's cell is unchanged", q: "What's the service interval for the Dornier rapier?",
			ev: []synthesis.Evidence{r16("1", "2026-06-01T09:00:00Z", "doc", "Wiki", "loom-settings", "Loom settings", loomPage),
				r16("2", "2026-10-01T09:00:00Z", "doc", "Wiki", "loom-settings", "Loom settings", strings27(loomPage, "| 85% | 3 hours | 4 weeks |", "| 85% | 3 hours | 5 weeks |"))},
			check: all(leadHas("6 weeks"), replacesNothing), want: "6 weeks, nothing replaced"},
		{name: "a table split over two chunks: the second chunk's rows have no header", q: "What's the service interval for the Picanol OptiMax?",
			ev: []synthesis.Evidence{r21("1", "2026-10-05T09:00:00Z", "doc", "Loom settings",
				"Weaving shed: loom settings\n\n| Loom | Warp change time | Service interval |\n|---|---|---|\n| Dornier rapier | 3 hours | 6 weeks |\n| Dornier air-jet | 3 hours | 4 weeks |\n"),
				r21("2", "2026-10-05T09:00:00Z", "doc", "Loom settings",
					"| Sulzer projectile | 2 hours | 10 weeks |\n| Picanol OptiMax | 2 hours | 8 weeks |\n")},
			check: all(leadHas("8 weeks"), notLeadWith("2 hours"), replacesNothing), want: "8 weeks, no other row as replaced, not the warp change time",
			wrong: "(not covered) a row's header is looked for only in its own chunk (tableLines), so the second chunk's row keeps both durations and 2 hours leads"},
		{name: "a table without a header rule: rows are still other items", q: "What's the service interval for the Picanol OptiMax?",
			ev: one("2026-10-05T09:00:00Z", "doc", "Loom settings",
				"Loom settings\n| Loom | Service interval |\n| Dornier rapier | 6 weeks |\n| Picanol OptiMax | 8 weeks |\n"),
			check: all(leadHas("8 weeks"), replacesNothing), want: "8 weeks, the rapier's 6 weeks no earlier value"},
		{name: "two tables of one page under the same header (two sheds)", q: "What's the service interval for the rapier in the north shed?",
			ev: one("2026-10-05T09:00:00Z", "doc", "Loom settings",
				"## South shed\n\n| Loom | Service interval |\n|---|---|\n| Dornier rapier | 6 weeks |\n| Picanol OptiMax | 4 weeks |\n\n## North shed\n\n| Loom | Service interval |\n|---|---|\n| Dornier rapier | 10 weeks |\n| Picanol OptiMax | 9 weeks |\n"),
			check: all(replacesNothing, notLeadWith("6 weeks")), want: "10 weeks (north) or both; never one shed's value replacing the other's"},
		{name: "a year in the header: 'Interval 2025 | Interval 2026' columns", q: "What's the Picanol's service interval for 2026?",
			ev: one("2026-10-05T09:00:00Z", "doc", "Service plan",
				"Service plan\n\n| Loom | Interval 2025 | Interval 2026 |\n|---|---|---|\n| Dornier rapier | 4 weeks | 6 weeks |\n| Picanol OptiMax | 6 weeks | 8 weeks |\n"),
			check: all(leadHas("8 weeks"), replacesNothing), want: "8 weeks; 2025's 6 weeks no earlier value"},
		{name: "a money question over a parts table", q: "How much did the heald frames cost?",
			ev: one("2026-10-05T09:00:00Z", "ticket", "MILL-231 Picanol rebuild parts",
				"Parts for the Picanol rebuild:\n\n| Part | Qty | Price | Lead time |\n|---|---|---|---|\n| Heald frames | 16 | £3,840 | 6 weeks |\n| Drop wires | 4000 | £620 | 2 weeks |\n"),
			check: all(says("3,840"), notLeadWith("£620"), replacesNothing), want: "£3,840"},
		{name: "the row named in other words ('the blue vat' for indigo) is not another row", q: "What rinse temperature does the blue vat need?",
			ev:    one("2026-10-05T09:00:00Z", "doc", "Dye house", dyePage),
			check: all(replacesNothing, notLeadWith("45 °C")), want: "not the madder vat's 45 °C as the blue vat's; no history"},
		{name: "a quoted reply's old table beneath a new value", q: "What's the service interval for the Dornier rapier?",
			ev: one("2026-10-20T09:00:00Z", "mail", "Re: Rapier service",
				"The Dornier rapier is on a 4 weeks service interval now, for the tweed.\nIan\n\n> | Loom | Service interval |\n> |---|---|\n> | Dornier rapier | 6 weeks |\n> | Dornier air-jet | 4 weeks |\n"),
			check: all(leadHas("4 weeks"), notLeadWith("6 weeks")), want: "4 weeks leads"},
		{name: "a key-value table: the row names the attribute", q: "What's the service interval for the Picanol OptiMax?",
			ev: one("2026-10-05T09:00:00Z", "doc", "Picanol OptiMax",
				"Picanol OptiMax card\n\n| Setting | Value |\n|---|---|\n| Service interval | 8 weeks |\n| Warp change time | 2 hours |\n| Last service | 12 Sep 2026 |\n"),
			check: all(leadHas("8 weeks"), replacesNothing), want: "8 weeks"},
		{name: "a one-row table whose only line is its header ('| Picanol OptiMax service interval | 8 weeks |')", q: "What's the service interval for the Picanol OptiMax?",
			ev: one("2026-10-05T09:00:00Z", "doc", "Picanol OptiMax",
				"Picanol OptiMax\n\n| Picanol OptiMax service interval | 8 weeks |\n|---|---|\n\nAsk Ian before changing it."),
			check: leadHas("8 weeks"), want: "8 weeks: a line written as a header still states it"},
		{name: "a change log table is one item's history", q: "What's the service interval for the Picanol OptiMax?",
			ev: one("2026-10-05T09:00:00Z", "doc", "Picanol OptiMax service log",
				"Picanol OptiMax service log\n\n| Date | Service interval | Changed by |\n|---|---|---|\n| 2026-03-01 | 6 weeks | Ian |\n| 2026-09-01 | 8 weeks | Moira |\n"),
			check: leadHas("8 weeks"), want: "8 weeks, the later row"},
		{name: "a cell that says what it replaced ('8 weeks (was 6 weeks)')", q: "What's the service interval for the Picanol OptiMax?",
			ev:    one("2026-10-05T09:00:00Z", "doc", "Loom settings", strings27(loomPage, "| 2 hours | 8 weeks |", "| 2 hours | 8 weeks (was 6 weeks) |")),
			check: leads("8 weeks", "6 weeks"), want: "8 weeks leads and replaced 6 weeks"},
		{name: "two lead-time columns: the plain one, not the expedited", q: "What's the lead time for the heald frames?",
			ev: one("2026-10-05T09:00:00Z", "ticket", "MILL-231 Picanol rebuild parts",
				"Parts for the Picanol rebuild:\n\n| Part | Lead time | Lead time, expedited |\n|---|---|---|\n| Heald frames | 6 weeks | 2 weeks |\n| Drop wires | 2 weeks | 4 days |\n"),
			check: all(leadHas("6 weeks"), replacesNothing), want: "6 weeks; the expedited 2 weeks no later value"},
		{name: "another loom's one-row table later does not answer for the asked loom", q: "What's the service interval for the Picanol OptiMax?",
			ev: []synthesis.Evidence{r21("1", "2026-09-01T09:00:00Z", "mail", "Picanol service", "Hi all,\nThe service interval for the Picanol OptiMax is now 8 weeks, as agreed with the Picanol engineer.\nIan"),
				r21("2", "2026-10-05T09:00:00Z", "doc", "Rapier card", "Rapier card\n\n| Loom | Service interval | Last service |\n|---|---|---|\n| Dornier rapier | 6 weeks | 12 Sep 2026 |\n")},
			check: all(leadHas("8 weeks"), notLeadWith("6 weeks")), want: "8 weeks; the rapier's 6 weeks is another loom's"},
		{name: "two rows holding the question's words alike, one of them exactly the item", q: "What's the lead time for the heald frames?",
			ev: one("2026-10-05T09:00:00Z", "ticket", "MILL-231 Picanol rebuild parts",
				"Parts for the Picanol rebuild:\n\n| Part | Qty | Lead time |\n|---|---|---|\n| Heald frames | 16 | 6 weeks |\n| Heald frames, spare set | 4 | 10 weeks |\n| Drop wires | 4000 | 2 weeks |\n"),
			check: all(notLeadWith("10 weeks"), replacesNothing), want: "6 weeks (or both); the spare set's 10 weeks neither alone nor as replacing"},
		{name: "a service log naming the loom in its second column: the later row of the asked loom", q: "What's the service interval for the Picanol OptiMax?",
			ev: one("2026-10-05T09:00:00Z", "doc", "Weaving shed service log",
				"Weaving shed service log\n\n| Date | Loom | Service interval |\n|---|---|---|\n| 2026-03-01 | Picanol OptiMax | 6 weeks |\n| 2026-05-01 | Dornier rapier | 4 weeks |\n| 2026-09-01 | Picanol OptiMax | 8 weeks |\n"),
			check: all(leadHas("8 weeks"), notLeadWith("4 weeks")), want: "8 weeks, the Picanol's later row"},
		{name: "a key-value table whose first pair stands as its header", q: "What's the service interval for the Picanol OptiMax?",
			ev: one("2026-10-05T09:00:00Z", "doc", "Picanol OptiMax card",
				"Picanol OptiMax card\n\n| Service interval | 8 weeks |\n|---|---|\n| Warp change time | 2 hours |\n| Efficiency | 91% |\n"),
			check: leadHas("8 weeks"), want: "8 weeks"},
		{name: "a transposed table with numbered columns ('Loom 7 | Loom 8')", q: "What's the service interval for loom 8?",
			ev: one("2026-10-05T09:00:00Z", "doc", "Dornier settings",
				"Dornier settings\n\n| Setting | Loom 7 | Loom 8 |\n|---|---|---|\n| Service interval | 6 weeks | 4 weeks |\n| Warp change time | 3 hours | 3 hours |\n"),
			check: notLeadWith("6 weeks"), want: "4 weeks, or no lead; never loom 7's 6 weeks",
			wrong: "(not covered) askedColumns: 'Loom 7' and 'Loom 8' hold the question's words alike (the number counts for nothing), so both columns are asked and loom 7's 6 weeks leads"},
	})
}

// strings27 is text with its first old replaced by new; old must be in text.
func strings27(text, old, new string) string {
	if !strings.Contains(text, old) {
		panic("strings27: " + old + " not in text")
	}
	return strings.Replace(text, old, new, 1)
}
