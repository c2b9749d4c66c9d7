package synthesis_test

// A thirty-ninth independent review, of this session's unreviewed readings, in wording of our
// own: a west-coast ferry operator, Skerry Ferries (Oban, Craignure, Kilmory and Tobermory
// piers, MV Ulva and MV Iona, the SKF- tracker and its digest mails, the Kilmory Harbour
// Trust, charter firms, coach firms, a yard and a ramp contractor).
//
// The probes keep the form of review38_test.go (runOutsideProbes for questions with strangers,
// whose documents are byDocument's): a probe with a `wrong` field fails today, is logged as
// KNOWN WRONG, and fails the test once it holds. "(brought by <commit>)" marks a probe that held
// on the export of the commit's parent and fails now; "(pre-existing)" one that failed there as
// well for another reason; "(not covered)" one that failed there as well and is of the
// reading's kind. Classed by running both files on exports of 874db8e (before e216d77),
// f68543b (before 1223a19), 7c069d5 (before c5af2b4) and c5af2b4 (before 914f87b), and on HEAD
// (a5cf28d). engine/facts/review39_test.go holds the facts-level probes (readings 1 and 2).
//
// 73 probes (24 Ask-level here, 49 facts-level): 48 hold, 25 marked (12 brought, 10 not
// covered, 3 pre-existing). Per reading (probes / holding / marked; the brought faults), one
// line each:
//  1. c5af2b4 source fields by layout's names, a change's new value (facts): 28 / 16 / 12 (5 brought, 6 not covered, 1 pre-existing); brought: an arrow inside a value that is no change is read as one ('status: Blocked (awaiting the Oban → Craignure berth slot)' loses Blocked, 'assignee: Ewan Tait (covering Oban → Craignure)' owned by 'Craignure)', 'due: 27 Nov 2026 (Oban → Craignure leg)' loses its date); a CRM's 'lead' field owns ('lead: Hebridean Coach Tours Ltd'), and sorted before 'owner' it takes the deal from 'owner: Morag Bain'.
//  2. 914f87b an activity feed's quoted task titles (facts): 21 / 12 / 9 (5 brought, 4 not covered); brought: any '<Name> <word>ed "…"' makes a person's quoted words a task ('Iain Rae confirmed "the pontoon repair is finished"', 'texted "I'll have the berth plan done by Friday"', 'Skipper Iain Rae announced "boarding is complete"', a chat's 'Iain Rae texted "ramp fixed"', 'played “The Shipping Forecast”').
//  3. e216d77 a team's sentence before an outsider's copy (Ask): 11 / 10 / 1 (1 brought); brought: a teammate's later word-for-word paste of the Harbour Trust's new fee ('From the Harbour Trust: …') becomes the sentence's source, so the trust's own line is the repeat and the paste settles GBP 120 over the team's GBP 85, GROUNDED (before: GBP 120 of the trust's 10 November mail beside GBP 85).
//  4. 1223a19 the team's statement looked for off the topic (Ask): 13 / 10 / 3 (1 brought, 2 pre-existing); brought: a coach firm's transfer time stands against the team's off-topic crossing time ('takes 45 minutes'), PARTIAL.
//
// Of note: '->', '=>' and '⇒' are no changes anywhere (fields or text lines); 'X completed
// "…"' gives 'status X done' (the quoted task is found, the actor still taken as the finished
// thing); none of the off-topic probes here needed the second look (the team's statements
// stayed on the topic), and the team's 'went up from GBP 300 to GBP 340' leaves its stale
// GBP 300 beside a stranger's fee (pre-existing).

import (
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// skfEv is a piece of evidence of the ferry operator's own document ("d"+id) written on day;
// AuthoredAt is empty when day is.
func skfEv(id, day, source, title, text string) synthesis.Evidence {
	at := ""
	if day != "" {
		at = day + "T09:00:00Z"
	}
	return synthesis.Evidence{ChunkID: "c" + id, DocumentID: "d" + id, SourceID: "s", SourceName: source, Title: title, AuthoredAt: at, Text: text}
}

// r39Alone reports whether the lead states v alone ("The latest value stated is v …", no
// disagreement).
func r39Alone(v string) func(synthesis.Answer) bool {
	return func(a synthesis.Answer) bool {
		return strings.HasPrefix(leadLine(a.Text), "The latest value stated is "+v)
	}
}

func TestReview39Copies(t *testing.T) {
	const fee = "The Kilmory berthing fee is GBP 85 per call."
	q := "What is the Kilmory berthing fee per call?"
	team := skfEv("1", "2026-11-02", "Wiki", "Berthing fees", "Berthing fees\n\n"+fee)
	raise := skfEv("3", "2026-11-10", "Mail", "Kilmory dues", "Hi,\nThe Kilmory berthing fee is now GBP 120 per call.\nKilmory Harbour Trust")
	copyAt := func(day string) synthesis.Evidence {
		return skfEv("2", day, "Mail", "Kilmory dues", "Hi,\n"+fee+"\nIain Rae")
	}
	d23 := byDocument{"d2": true, "d3": true}
	runOutsideProbes(t, []outsideProbe{
		{name: "the trust's copy of the team's fee dated 1 October, then its GBP 120", q: q, outside: d23,
			ev: []synthesis.Evidence{team, copyAt("2026-10-01"), raise}, check: all(not(status(synthesis.Grounded)), leadHolds([]string{"GBP 85", "GBP 120"}, "replaced")), want: "GBP 85 beside GBP 120, unresolved"},
		{name: "the trust's copy with no Date, then its GBP 120", q: q, outside: d23,
			ev: []synthesis.Evidence{team, copyAt(""), raise}, check: all(not(status(synthesis.Grounded)), leadHolds([]string{"GBP 85", "GBP 120"}, "replaced")), want: "GBP 85 beside GBP 120, unresolved"},
		{name: "the trust's copy dated after the team's, then its GBP 120", q: q, outside: d23,
			ev: []synthesis.Evidence{team, copyAt("2026-11-05"), raise}, check: all(not(status(synthesis.Grounded)), leadHolds([]string{"GBP 85", "GBP 120"}, "replaced")), want: "GBP 85 beside GBP 120, unresolved"},
		{name: "the trust's earlier copy alone beside the team's fee", q: q, outside: byDocument{"d2": true},
			ev: []synthesis.Evidence{team, copyAt("2026-10-01")}, check: all(r39Alone("GBP 85")), want: "GBP 85 leads"},
		{name: "the trust's copy dated 1 October: the team's page is cited", q: q, outside: byDocument{"d2": true},
			ev: []synthesis.Evidence{team, copyAt("2026-10-01")}, check: func(a synthesis.Answer) bool {
				return len(a.Citations) > 0 && a.Citations[0].DocumentID == "d1"
			}, want: "the team's page cited first"},
		{name: "a teammate's copy dated 1 October (team and team: the earlier said first)", q: q, outside: byDocument{"d3": true},
			ev: []synthesis.Evidence{team, copyAt("2026-10-01"), raise}, check: all(not(status(synthesis.Grounded)), leadHolds([]string{"GBP 85", "GBP 120"}, "replaced")), want: "GBP 85 beside GBP 120, unresolved"},
		{name: "a copy with the fee written 'GBP 85.00' (not word for word)", q: q, outside: d23,
			ev:    []synthesis.Evidence{team, skfEv("2", "2026-10-01", "Mail", "Kilmory dues", "Hi,\nThe Kilmory berthing fee is GBP 85.00 per call.\nIain Rae"), raise},
			check: leadHolds([]string{"GBP 120"}), want: "GBP 120 beside the team's fee"},
		{name: "the trust's copy in a forward from a charter firm with no Date", q: q, outside: d23,
			ev:    []synthesis.Evidence{team, skfEv("2", "", "Mail", "Fwd: dues", "FYI\n\n---------- Forwarded message ---------\n"+fee), raise},
			check: all(not(status(synthesis.Grounded)), leadHolds([]string{"GBP 85", "GBP 120"}, "replaced")), want: "GBP 85 beside GBP 120, unresolved"},
		// Traps: the team's copy of a stranger's value; two strangers.
		{name: "a teammate pastes the trust's new fee a week after the trust wrote it", q: q, outside: byDocument{"d3": true},
			ev:    []synthesis.Evidence{team, raise, skfEv("4", "2026-11-17", "Mail", "Kilmory dues", "Hi all,\nFrom the Harbour Trust:\nThe Kilmory berthing fee is now GBP 120 per call.\nMorag")},
			check: leadHolds([]string{"GBP 120 [", "(2026-11-10)"}, "(2026-11-17)"), want: "GBP 120 as the trust said it on 10 November, the paste no later word",
			wrong: "(brought by e216d77) copiedFrom puts the team's paste before the trust's own earlier sentence: the trust's line is the repeat, and the paste (17 November) settles GBP 120 over the team's GBP 85, GROUNDED; before, the trust's 10 November sentence stood beside GBP 85. Kept: an outsider writes the Date of the copy, so which of two copies came first cannot be told from it; the team's copy counts first so a stranger's copy dated earlier cannot hide the team's sentence (attack 27)"},
		{name: "two strangers' copies, the earlier dated 1 October, nothing of the team's", q: q, outside: byDocument{"d2": true, "d3": true},
			ev:    []synthesis.Evidence{copyAt("2026-10-01"), skfEv("3", "2026-11-10", "Mail", "Kilmory dues", "Hi,\n"+fee+"\nHebridean Charters")},
			check: leadHolds([]string{"GBP 85"}), want: "GBP 85 leads"},
		{name: "a stranger's copy and a stranger's raise, nothing of the team's", q: q, outside: byDocument{"d2": true, "d3": true},
			ev: []synthesis.Evidence{copyAt("2026-10-01"), raise}, check: r39Alone("GBP 120"), want: "GBP 120 leads (the later word of the strangers)"},
	})
}

func TestReview39OffTopic(t *testing.T) {
	d9 := byDocument{"d9": true}
	crossingPage := skfEv("1", "2026-10-02", "Wiki", "Sailing times", "Sailing times\n\nThe Oban to Craignure crossing takes 45 minutes.")
	crossingMail := skfEv("2", "2026-11-02", "Mail", "Sailing times", "Hi all,\nThe Oban to Craignure sailing times stay as they are this winter; the crossing still takes 45 minutes.\nMorag")
	runOutsideProbes(t, []outsideProbe{
		{name: "a tour firm's 'winter crossing' beside the team's crossing time (page and mail)", q: "How long does the winter crossing from Oban to Craignure take?", outside: d9,
			ev:    []synthesis.Evidence{crossingPage, crossingMail, skfEv("9", "2026-11-10", "Mail", "Winter tours", "Hi,\nThe winter crossing from Oban to Craignure takes 35 minutes on the new vessel.\nHebridean Coach Tours")},
			check: all(not(status(synthesis.Grounded)), leadHolds([]string{"45 minutes", "35 minutes"})), want: "45 minutes beside 35 minutes"},
		{name: "a charter firm's MV Ulva fuel figure beside the team's fleet figure", q: "What is MV Ulva's fuel burn per hour?", outside: d9,
			ev: []synthesis.Evidence{skfEv("1", "2026-10-02", "Wiki", "Fleet", "Fleet\n\nEach of our vessels burns 180 litres of fuel per hour at service speed."),
				skfEv("2", "2026-11-02", "Mail", "Fleet fuel", "Hi all,\nFleet fuel is up; each of our vessels still burns 180 litres of fuel per hour at service speed.\nEwan"),
				skfEv("9", "2026-11-10", "Mail", "MV Ulva", "Hi,\nMV Ulva's fuel burn is 140 litres per hour.\nWestcoast Charters")},
			check: all(not(status(synthesis.Grounded)), leadHolds([]string{"140 litres", "180 litres"})), want: "140 litres beside the fleet's 180 litres"},
		{name: "a charter firm's MV Ulva charter price, the team's charter price raised", q: "What is the MV Ulva charter price per hour?", outside: d9,
			ev: []synthesis.Evidence{skfEv("1", "2026-10-02", "Wiki", "Charter rates", "Charter rates\n\nThe charter price per hour is GBP 900."),
				skfEv("2", "2026-11-02", "Mail", "Charter rates", "Hi all,\nThe charter price per hour was raised from GBP 900 to GBP 950.\nMorag"),
				skfEv("9", "2026-11-10", "Mail", "Ulva charter", "Hi,\nThe MV Ulva charter price per hour is GBP 700.\nWestcoast Charters")},
			check: all(not(status(synthesis.Grounded)), leadHolds([]string{"GBP 700", "GBP 950"})), want: "GBP 700 beside the team's GBP 950"},
		{name: "a harbour association's Tobermory slipway fee, the team's fee 'went up from GBP 300 to GBP 340'", q: "What is the Tobermory slipway fee per tide?", outside: d9,
			ev: []synthesis.Evidence{skfEv("1", "2026-10-02", "Wiki", "Slipways", "Slipways\n\nThe slipway fee per tide is GBP 300."),
				skfEv("2", "2026-11-02", "Mail", "Slipways", "Hi all,\nThe slipway fee per tide went up from GBP 300 to GBP 340.\nEwan"),
				skfEv("9", "2026-11-10", "Mail", "Tobermory slipway", "Hi,\nThe Tobermory slipway fee per tide is GBP 250.\nTobermory Harbour Association")},
			check: all(not(status(synthesis.Grounded)), leadHolds([]string{"GBP 250", "GBP 340"})), want: "GBP 250 beside the team's latest GBP 340",
			wrong: "(pre-existing) the team's stale GBP 300 stands beside GBP 250, not its later GBP 340 (874db8e and f68543b as well)"},
		{name: "a contractor's pier P-4 ramp load, the team's 'piers P-1 to P-5' (page and mail)", q: "What load does the linkspan ramp at pier P-4 take?", outside: d9,
			ev: []synthesis.Evidence{skfEv("1", "2026-10-02", "Wiki", "Ramps", "Ramps\n\nThe linkspan ramps at piers P-1 to P-5 take 40 tonnes."),
				skfEv("2", "2026-11-02", "Mail", "Ramps", "Hi all,\nThe linkspan ramps at piers P-1 to P-5 were load-tested again; they take 40 tonnes.\nEwan"),
				skfEv("9", "2026-11-10", "Mail", "Pier P-4", "Hi,\nThe linkspan ramp at pier P-4 takes 30 tonnes.\nMacGregor Hydraulics")},
			check: all(not(status(synthesis.Grounded)), leadHolds([]string{"30 tonnes", "40 tonnes"})), want: "30 tonnes beside 40 tonnes"},
		// Traps: the team's off-topic statement of another attribute; the stranger's value the
		// team says nothing of.
		{name: "a coach firm's transfer time, the team's crossing time off the topic", q: "How long is the coach transfer from Craignure to Tobermory?", outside: d9,
			ev:    []synthesis.Evidence{crossingPage, crossingMail, skfEv("9", "2026-11-10", "Mail", "Transfers", "Hi,\nThe coach transfer from Craignure to Tobermory takes 50 minutes.\nHebridean Coach Tours")},
			check: all(leadHolds([]string{"50 minutes"}, "45 minutes")), want: "50 minutes leads, the crossing's 45 minutes not beside it"},
		{name: "a car park's charge, the team's berthing fee off the topic", q: "What is the Craignure car park charge per day?", outside: d9,
			ev: []synthesis.Evidence{skfEv("1", "2026-10-02", "Wiki", "Berthing fees", "Berthing fees\n\nThe Craignure berthing fee is GBP 85 per call."),
				skfEv("9", "2026-11-10", "Mail", "Parking", "Hi,\nThe Craignure car park charge is GBP 6 per day.\nMull Parking Ltd")},
			check: leadHolds([]string{"GBP 6"}, "GBP 85"), want: "GBP 6 leads, no GBP 85"},
		{name: "a yard's MV Ulva dry-dock time, the team's MV Iona dry-dock off the topic", q: "How long will MV Ulva's dry-dock take?", outside: d9,
			ev: []synthesis.Evidence{skfEv("1", "2026-10-02", "Wiki", "MV Iona refit", "MV Iona refit\n\nMV Iona's dry-dock takes 3 weeks at Greenock."),
				skfEv("9", "2026-11-10", "Mail", "Ulva docking", "Hi,\nMV Ulva's dry-dock will take 2 weeks.\nFerguson Yard")},
			check: leadHolds([]string{"2 weeks"}, "3 weeks"), want: "2 weeks leads, no 3 weeks"},
		{name: "a passenger's Sunday fare, the team's Sunday crew pay", q: "What is the Sunday return fare to Craignure?", outside: d9,
			ev: []synthesis.Evidence{skfEv("1", "2026-10-02", "Wiki", "Crew pay", "Crew pay\n\nSunday shifts on the Craignure run pay GBP 22 per hour."),
				skfEv("9", "2026-11-10", "Mail", "Fare", "Hi,\nThe Sunday return fare to Craignure is GBP 14.\nA passenger")},
			check: leadHolds([]string{"GBP 14"}, "GBP 22"), want: "GBP 14 leads, no GBP 22",
			wrong: "(pre-existing) the crew's Sunday pay on the Craignure run stands against the fare (874db8e and f68543b as well): 'disagree … GBP 14 vs GBP 22'"},
		{name: "a supplier's ramp service interval, the team's lifeboat drill interval off the topic", q: "How often is the Kilmory ramp serviced?", outside: d9,
			ev: []synthesis.Evidence{skfEv("1", "2026-10-02", "Wiki", "Safety", "Safety\n\nThe lifeboat drill is held every 4 weeks at Kilmory."),
				skfEv("9", "2026-11-10", "Mail", "Ramp service", "Hi,\nThe Kilmory ramp is serviced every 6 months.\nMacGregor Hydraulics")},
			check: leadHolds([]string{"6 months"}, "4 weeks"), want: "6 months leads, no 4 weeks"},
		{name: "a teammate's word on the winter crossing (no stranger)", q: "How long does the winter crossing from Oban to Craignure take?", outside: byDocument{},
			ev:    []synthesis.Evidence{crossingPage, crossingMail, skfEv("9", "2026-11-10", "Mail", "Winter crossing", "Hi all,\nThe winter crossing from Oban to Craignure takes 35 minutes on the new vessel.\nEwan")},
			check: leadHolds([]string{"35 minutes"}), want: "35 minutes in the lead"},
		{name: "the stranger's crossing time and nothing of the team's", q: "How long does the winter crossing from Oban to Craignure take?", outside: d9,
			ev:    []synthesis.Evidence{skfEv("9", "2026-11-10", "Mail", "Winter tours", "Hi,\nThe winter crossing from Oban to Craignure takes 35 minutes on the new vessel.\nHebridean Coach Tours")},
			check: r39Alone("35 minutes"), want: "35 minutes leads"},
		{name: "the team's off-topic crossing time in a mail about the café, the coach firm's transfer", q: "How long is the coach transfer from Craignure to Tobermory?", outside: d9,
			ev: []synthesis.Evidence{skfEv("1", "2026-11-02", "Mail", "Café", "Hi all,\nThe café opens at 07:00; the crossing takes 45 minutes so bacon rolls sell out.\nMorag"),
				skfEv("9", "2026-11-10", "Mail", "Transfers", "Hi,\nThe coach transfer from Craignure to Tobermory takes 50 minutes.\nHebridean Coach Tours")},
			check: leadHolds([]string{"50 minutes"}, "45 minutes"), want: "50 minutes leads, no 45 minutes"},
	})
}
