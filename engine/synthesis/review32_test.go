package synthesis_test

// A thirty-second independent review, of this session's later Ask and facts readings, in wording
// of our own (a cliff railway, Carrow Cliff Railway: a funicular with a café at its top station,
// operating manual, fare cards, timetables, maintenance tickets, mails, chat lines, and a rope
// inspection contractor writing from outside the team):
//
//  1. 1b71dec: a value weighed and turned down ("looked at 90 seconds as well and decided that
//     was too short", "ruled out", "decided against") is floated, not stated (facts/revision.go
//     reTurnedDown, StanceOf); an old value in an aside may carry a bound or roughness ("(it was
//     below 20 litres)", "(was about £45)": reWasAside).
//  2. 9454efe: a value set by an earlier statement that changed it or followed the older ones up
//     keeps what it replaced when a later document only repeats it (settle.go relations,
//     anchor); a quantity in the question that sorts the thing asked ("a parcel over 10 kg") is
//     not the kind of value asked (values.go reSortsBy).
//  3. 23088d1: a document that says it supersedes an earlier one ("This fare card supersedes the
//     2025 fare card") replaces the values of the document its words name (settle.go
//     supersedesDocument); an amount after a currency's symbol or code is no date (facts/dates.go
//     reMoneyBefore).
//  4. c74beaf: a later copy is dropped as stale only after a teammate's correction of the same
//     period (facts.Corrects, periodsApart); a statement from outside the team neither corrects
//     nor changes a team value (settle.go outside, Input.Outsiders, read here with the engine's
//     own records.Team); "rolled back" revises; clauses share their sentence's label (clauseOf);
//     a day-first hyphen date with a clock opens a stamp (stamps.go digitDate); a number the
//     question names is blanked after its word only (withoutNamed), and a hyphen is a minus sign
//     only before a unit or after a label (minusSign).
//
// The probes keep the form of review27_test.go and review31_test.go (runProbes): a probe with
// a `wrong` field fails today, is logged as KNOWN WRONG, and fails the test once it holds.
// "(brought by <commit>)" marks a probe that held on 205ffb9 (the session's start) and fails
// now, the commit named being the first after which it fails; "(pre-existing)" one that failed
// there as well for another reason; "(not covered)" one that failed there as well and is of the
// reading's kind. Each was classed by running this file on exports of 205ffb9, of each of this
// session's Ask commits (5dfdab3, d755a2d, c4f4785, 1b71dec, 9454efe, 23088d1) and on HEAD.
//
// Reading 1: 25 probes, 12 hold, 13 marked (7 brought by 1b71dec, 6 not covered). Seven holding
// ones failed on 205ffb9 and hold since 1b71dec (the values looked at, ruled out, decided
// against, trialled and dropped, tried and found too quick; the old values after a dash and a
// comma with 'about' and 'up to'). The brought ones: reTurnedDown floats a whole sentence for
// words about something else in it ('a rope fault was ruled out', 'decided against a road
// closure, so ...', 'considered safe ... is too gusty', 'discussed the limit and lowered it ...
// is too gusty', parcels 'weighed' and 'too heavy', takings 'looked at ... rejected the idea',
// 'ruled out' inside a quoted notice), so its stated value is lost. The bound asides in
// parentheses, the commit's own form, do not reach Ask (valueread.go reRetiredAside).
// Reading 2: 21 probes, 14 hold, 7 marked (2 brought by 9454efe, 4 not covered, 1
// pre-existing). Ten holding ones failed on 205ffb9 and hold since 9454efe (a page's later
// version repeated by one or two documents, 'moves to' then a plan, a change naming its old
// value then a copy, a later chat message then a page, the repeat in days; the parcel, coach,
// rope and 'of 2 hours' sorting quantities). One held on 205ffb9, failed from 5dfdab3 to
// 23088d1 and holds again since c74beaf (a change, then a later document giving the old value).
// The brought ones: 'over' before the question's own quantity in a yes/no question ('Is the line
// speed over 2.5 m/s now?', 'Did the dwell time go over 3 minutes?') is read as sorting, and no
// value leads.
// Reading 3: 23 probes, 15 hold, 8 marked (1 brought by 23088d1, 7 not covered). Seven holding
// ones failed on 205ffb9 and hold since 23088d1 (the card, the name reordered, the winter
// timetable, the café list of 2025/26; £24.10, €12.05, CHF 12.05). The brought one: a draft
// "not approved" that says it supersedes the card replaces its value.
// Reading 4: 32 probes, 30 hold, 2 marked (2 brought by c74beaf). Eleven holding ones failed on
// 205ffb9: six hold since c74beaf ('rolled back' twice, the day-first and month-first hyphen
// stamps, an error code after a noun, a stranger's change), one since d755a2d (a ticket code),
// one since 9454efe (a stranger repeating the team's new value) and three since 5dfdab3 (a
// correction and a later copy, the same period named two ways, the label naming the first
// clause's kind). Six held on 205ffb9, failed after 5dfdab3 or d755a2d and hold again since
// c74beaf (the later document giving the old dwell time, the Q2 correction and Q3 figure,
// periods in words, two gates' codes, a stranger's correction; fridge 3's set point of 3 °C).
// The brought ones: a timetable line opening with the day-first date it takes effect is read as
// a stamp and dated after the mail that changes it; a set point of '-18' with no unit after
// 'is' is no longer a figure.
//
// After the review (2ed4c28): the 12 brought probes hold. A value is weighed and turned down
// only when it follows the weighing word closely; a yes-or-no question's quantity is what it
// asks; a draft takes no document's place; a hyphen is a minus sign after a linking word.
// Withdrawn: the day-first hyphen date with a clock as a message stamp (its two probes, "a chat
// export's day-first hyphen stamp" and "a month-first hyphen stamp", are marked lost).

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/planner"
	"github.com/queueproof/queueproof/engine/probetest"
	"github.com/queueproof/queueproof/engine/records"
	"github.com/queueproof/queueproof/engine/synthesis"
)

// ccr is the evidence list of one Carrow Cliff Railway document written on 6 November 2026.
func ccr(kind, title, text string) []synthesis.Evidence {
	return one("2026-11-06T09:00:00Z", kind, title, text)
}

// ccrDocs are Carrow Cliff Railway documents of one source, one per (at, kind, title, text)
// quadruple, numbered in order.
func ccrDocs(parts ...string) []synthesis.Evidence {
	var out []synthesis.Evidence
	for i := 0; i+3 < len(parts); i += 4 {
		out = append(out, r21(fmt.Sprint(i/4+1), parts[i], parts[i+1], parts[i+2], parts[i+3]))
	}
	return out
}

// ccrPage is version n of a wiki page of the railway (one thread per page).
func ccrPage(n int, at, thread, title, text string) synthesis.Evidence {
	return r16(fmt.Sprint(n), at, "doc", "Wiki", thread, title, text)
}

// ccrMail is a mail of the railway's mailbox from author ("Name <address>"), numbered id.
func ccrMail(id, at, author, title, text string) synthesis.Evidence {
	e := r16(id, at, "mail", "Mail", "", title, text)
	e.Author = author
	return e
}

// The railway's people, and a stranger: the rope inspection contractor.
const (
	ccrNadia  = "Nadia Okafor <nadia@carrowcliff.example>"
	ccrGareth = "Gareth Pryce <gareth@carrowcliff.example>"
	ccrDilys  = "Dilys Marsh <dilys@ropetest.example>"
)

// teamReader tells a statement made outside Carrow Cliff Railway's team with the engine's own
// reading of a team (records.Team, as a compile stores it: the team's names and mail domain),
// as Ask reads it back.
type teamReader struct{ team records.Team }

func (o teamReader) Outside(ev synthesis.Evidence, at int, quote string, field bool) bool {
	return o.team.Outside(records.Chunk{DocKind: ev.Kind, Author: ev.Author, Text: ev.Text, Guests: ev.Guests, Comment: ev.Comment,
		Start: ev.Start, Messages: ev.Messages, Unlisted: ev.Unlisted}, at, quote, field)
}

func (o teamReader) Tracked(string) bool { return false }

// runTeamProbes runs probes as runProbes does, asking with the railway's team.
func runTeamProbes(t *testing.T, probes []reviewProbe) {
	t.Helper()
	var team records.Team
	if err := json.Unmarshal([]byte(`{"names":["nadia okafor","gareth pryce","lowri evans","tomos reed"],"domains":["carrowcliff.example"]}`), &team); err != nil {
		t.Fatal(err)
	}
	for _, p := range probes {
		a := synthesis.Synthesize(synthesis.Input{Question: p.q, Plan: planner.Make(p.q, planner.Auto), Evidence: p.ev, MaxIDF: 5, Now: askNow,
			Outsiders: teamReader{team}})
		ok := p.check(a)
		probetest.Expect(t, ok, p.wrong, "%s: %q -> %s %q; want %s", p.name, p.q, a.Status, a.Text, p.want)
	}
}

// Reading 1 (1b71dec, facts/revision.go reTurnedDown, StanceOf, reWasAside): a value weighed and
// turned down is floated, not stated; an old value in an aside may carry a bound or roughness.
func TestReview32TurnedDown(t *testing.T) {
	manual := func(text string) []string {
		return []string{"2026-04-01T09:00:00Z", "doc", "Operating manual", "Operating manual\n\n" + text}
	}
	later := func(kind, title, text string) []string {
		return []string{"2026-09-10T09:00:00Z", kind, title, text}
	}
	docs := func(parts ...[]string) []synthesis.Evidence {
		var flat []string
		for _, p := range parts {
			flat = append(flat, p...)
		}
		return ccrDocs(flat...)
	}
	runProbes(t, []reviewProbe{
		// Turned down: the value in force stays.
		{name: "'looked at ... as well and decided that was too short'", q: "What's the dwell time at the top station?",
			ev: docs(manual("Dwell time at the top station is 2 minutes on every run."),
				later("mail", "Dwell time review", "Hi all,\nWe looked at 90 seconds for the top station dwell time as well and decided that was too short for wheelchair users.\nNadia")),
			check: all(leads("2 minutes", ""), replacesNothing), want: "2 minutes leads, nothing replaced"},
		{name: "'ruled out' a fare", q: "How much is an adult return ticket?",
			ev: docs(manual("An adult return ticket is £5.00."),
				later("mail", "Winter fares", "Hi all,\nWe ruled out a £6.00 adult return ticket for the winter.\nLowri")),
			check: all(leads("£5.00", ""), replacesNothing), want: "£5.00 leads, nothing replaced"},
		{name: "'considered ... but decided against it'", q: "How long does the café close at lunch?",
			ev: docs(manual("The Clifftop Café closes for 30 minutes at lunch on weekdays."),
				later("mail", "Café lunch closure", "Hi,\nLowri considered a 45 minute lunch closure for the café but decided against it.\nBeth")),
			check: all(leads("30 minutes", ""), replacesNothing), want: "30 minutes leads, nothing replaced"},
		{name: "'talked about ... and turned it down'", q: "How often is the haul rope inspected?",
			ev: docs(manual("The haul rope is inspected every 4 weeks."),
				later("mail", "Rope inspections", "Hi,\nThe board talked about 8 weeks between haul rope inspections and turned it down.\nGareth")),
			check: all(leads("4 weeks", ""), replacesNothing), want: "4 weeks leads, nothing replaced"},
		{name: "'trialled ... and dropped the idea'", q: "How long does the door close warning sound?",
			ev: docs(manual("The door close warning sounds for 5 seconds."),
				later("chat", "#operations", "We trialled a 3 seconds door close warning in July and dropped the idea.")),
			check: all(leads("5 seconds", ""), replacesNothing), want: "5 seconds leads, nothing replaced"},
		{name: "'tried ... and it was too quick'", q: "How long does the door close warning sound?",
			ev: docs(manual("The door close warning sounds for 5 seconds."),
				later("chat", "#operations", "Gareth tried 3 seconds for the door close warning and it was too quick for families.")),
			check: all(leads("5 seconds", ""), replacesNothing), want: "5 seconds leads, nothing replaced"},
		// Adjacent forms the reading does not name.
		{name: "'said no to'", q: "How much is an adult return ticket?",
			ev: docs(manual("An adult return ticket is £5.00."),
				later("mail", "Winter fares", "Hi all,\nThe board said no to a £6.00 adult return ticket this winter.\nLowri")),
			check: all(leads("£5.00", ""), replacesNothing), want: "£5.00 leads, nothing replaced",
			wrong: "(not covered) reTurnedDown knows no 'said no to' (nor 'voted down', 'passed on'): the turned-down £6.00 is stated and stands against £5.00, UNRESOLVED"},
		{name: "a trial and its verdict in two sentences ('... in July. It was too quick.')", q: "How long does the door close warning sound?",
			ev: docs(manual("The door close warning sounds for 5 seconds."),
				later("chat", "#operations", "Gareth tried 3 seconds for the door close warning in July. It was too quick for families, so we stayed put.")),
			check: all(leads("5 seconds", ""), replacesNothing), want: "5 seconds leads, nothing replaced",
			wrong: "(not covered) reTurnedDown reads one sentence: a verdict in the next one ('It was too quick') leaves the tried 3 seconds stated, UNRESOLVED"},
		// A value turned down and the value kept, in one sentence.
		{name: "one sentence turns one value down and keeps another", q: "How often is the haul rope inspected?",
			ev:    ccr("mail", "Rope inspections", "Hi,\nWe looked at 6 weeks as well but decided that was too long, so the haul rope is still inspected every 4 weeks.\nGareth"),
			check: all(leadHas("4 weeks"), notLeadWith("6 weeks")), want: "4 weeks leads; never 6 weeks"},
		// Traps: a value turned down and later adopted; the words about something else.
		{name: "a value ruled out in spring and adopted in autumn", q: "How much is an adult return ticket?",
			ev: ccrDocs("2026-01-10T09:00:00Z", "doc", "Fare card 2026", "Fare card 2026\n\nAn adult return ticket is £5.00.",
				"2026-03-02T09:00:00Z", "mail", "Fares", "Hi all,\nWe ruled out a £6.00 adult return ticket for this summer.\nLowri",
				"2026-10-20T09:00:00Z", "mail", "Fares from January", "Hi all,\nFrom 1 January the adult return ticket is £6.00.\nLowri"),
			check: leadHas("£6.00"), want: "£6.00 leads (adopted later)"},
		{name: "'ruled out' of a fault, the value stated beside it", q: "What's the line speed?",
			ev: docs(manual("Line speed is 2.2 m/s while the new haul rope beds in."),
				later("mail", "Tuesday's stop", "Hi all,\nAfter Tuesday's stop a rope fault was ruled out, and line speed is back up to 2.5 m/s.\nGareth")),
			check: anyOf(leadHas("2.5 m/s"), unresolved), want: "2.5 m/s leads, or the two kept open; never 2.2 m/s alone"},
		{name: "'decided against' another thing, the value stated beside it", q: "How long can coaches stop at the drop-off?",
			ev:    ccr("mail", "Coach drop-off", "Hi all,\nThe council decided against a road closure, so coaches can stop at the drop-off for 10 minutes.\nTomos"),
			check: leadHas("10 minutes"), want: "10 minutes leads"},
		{name: "'considered' meaning 'held to be', a limit stated", q: "What's the wind limit for running the cars?",
			ev:    ccr("doc", "Wind rules", "Wind rules\n\nThe cliff is considered safe for running up to 40 mph, as anything above is too gusty for the cars."),
			check: leadHas("40 mph"), want: "40 mph leads"},
		{name: "'discussed ... lowered it ... is too gusty': a decision, not a value turned down", q: "What's the wind limit for running the cars?",
			ev: docs(manual("Wind limit for running the cars: 45 mph."),
				later("doc", "Safety meeting, September", "At the safety meeting we discussed the wind limit and lowered it to 40 mph for running the cars, as 45 mph is too gusty on the upper track.")),
			check: leads("40 mph", "45 mph"), want: "40 mph leads and replaced 45 mph"},
		{name: "'weighed' of parcels, a limit stated", q: "What's the parcel weight limit for the car rack?",
			ev:    ccr("doc", "Parcels", "Parcels\n\nParcels are weighed at the gate, and anything over 10 kg is too heavy for the car rack."),
			check: leadHas("10 kg"), want: "10 kg leads"},
		{name: "'looked at' figures, a value stated", q: "What were the café takings in August?",
			ev:    ccr("mail", "Second till", "Hi,\nLowri looked at the café takings for August, £14,200 in all, and rejected the idea of a second till.\nBeth"),
			check: leadHas("£14,200"), want: "£14,200 leads"},
		{name: "a bare 'rejected' states a limit", q: "What's the pushchair width limit at the gate?",
			ev:    ccr("doc", "Boarding rules", "Boarding rules\n\nPushchairs over the 70 cm width limit are rejected at the gate."),
			check: leadHas("70 cm"), want: "70 cm leads"},
		{name: "'ruled out' inside a quoted notice", q: "How long does the peak period run each afternoon?",
			ev:    ccr("doc", "Gate notices", "Gate notices\n\nThe notice at the gate reads \"Bikes ruled out at peak times\" and the peak period runs for 3 hours each afternoon."),
			check: leadHas("3 hours"), want: "3 hours leads"},
		// An old value in an aside, with a bound or roughness.
		{name: "'(it was below 20 litres ...)'", q: "What's the café's milk reorder level?",
			ev:    ccr("mail", "Milk orders", "Hi,\nFrom Monday the café milk reorder level is 12 litres (it was below 20 litres in the old stock sheet).\nBeth"),
			check: leads("12 litres", "20 litres"), want: "12 litres leads and replaced 20 litres"},
		{name: "'(was about £45)'", q: "How much does the rope lubricant cost?",
			ev:    ccr("mail", "Rope lubricant", "Hi,\nThe rope lubricant now costs £52 a drum (was about £45).\nGareth"),
			check: all(leadHas("£52"), says("replaced £45")), want: "£52 leads and replaced £45"},
		{name: "'— it was about £45' (an aside after a dash)", q: "How much does the rope lubricant cost?",
			ev:    ccr("mail", "Rope lubricant", "Hi,\nThe rope lubricant now costs £52 a drum — it was about £45 last year.\nGareth"),
			check: all(leadHas("£52"), says("replaced £45")), want: "£52 leads and replaced £45"},
		{name: "'(previously up to 25 kg)'", q: "What's the luggage limit per passenger?",
			ev:    ccr("doc", "Boarding rules", "Boarding rules\n\nThe luggage limit per passenger is now 20 kg (previously up to 25 kg)."),
			check: leads("20 kg", "25 kg"), want: "20 kg leads and replaced 25 kg"},
		{name: "', previously up to 25 kg' (an aside after a comma)", q: "What's the luggage limit per passenger?",
			ev:    ccr("doc", "Boarding rules", "Boarding rules\n\nThe luggage limit per passenger is now 20 kg, previously up to 25 kg."),
			check: leads("20 kg", "25 kg"), want: "20 kg leads and replaced 25 kg"},
		{name: "', previously no more than 25 kg' (a bound the aside does not list)", q: "What's the luggage limit per passenger?",
			ev:    ccr("doc", "Boarding rules", "Boarding rules\n\nThe luggage limit per passenger is now 20 kg, previously no more than 25 kg."),
			check: leads("20 kg", "25 kg"), want: "20 kg leads and replaced 25 kg"},
		{name: "an aside of the day's conditions is no old value", q: "What's the wind limit for the cars?",
			ev:    ccr("doc", "Incident log", "Incident log\n\nThe cars stopped at 40 mph gusts on Sunday (it was above 55 mph by noon)."),
			check: not(says("replaced 55 mph")), want: "no '55 mph' replaced: it is the day's wind"},
	})
}

// Reading 2 (9454efe, settle.go relations/anchor, values.go reSortsBy): a value set by an
// earlier change or follow-up keeps what it replaced when a later document only repeats it; a
// quantity sorting the thing asked is not the kind asked.
func TestReview32RepeatedValue(t *testing.T) {
	fares1 := "Fares\n\nAdult return: £5.00\nChild return: £3.00"
	fares2 := "Fares\n\nAdult return: £5.50\nChild return: £3.00"
	runProbes(t, []reviewProbe{
		{name: "a page's later version, then a mail repeating it", q: "How much is an adult return?",
			ev: []synthesis.Evidence{ccrPage(1, "2026-01-05T09:00:00Z", "fares", "Fares", fares1), ccrPage(2, "2026-04-01T09:00:00Z", "fares", "Fares", fares2),
				ccrMail("3", "2026-06-01T09:00:00Z", ccrNadia, "For the new staff", "Hi all,\nFor the new staff: an adult return is £5.50.\nNadia")},
			check: leads("£5.50", "£5.00"), want: "£5.50 leads and replaced £5.00"},
		{name: "a page's later version, then two documents repeating it", q: "How much is an adult return?",
			ev: []synthesis.Evidence{ccrPage(1, "2026-01-05T09:00:00Z", "fares", "Fares", fares1), ccrPage(2, "2026-04-01T09:00:00Z", "fares", "Fares", fares2),
				ccrMail("3", "2026-06-01T09:00:00Z", ccrNadia, "For the new staff", "Hi all,\nFor the new staff: an adult return is £5.50.\nNadia"),
				r21("4", "2026-08-01T09:00:00Z", "doc", "Visitor leaflet", "Visitor leaflet\n\nRide the cliff railway: an adult return is £5.50, children ride for £3.00.")},
			check: leads("£5.50", "£5.00"), want: "£5.50 leads and replaced £5.00"},
		{name: "'moves to', then a plan repeating it", q: "How often is the haul rope inspected?",
			ev: ccrDocs("2026-01-10T09:00:00Z", "doc", "Maintenance plan", "Maintenance plan\n\nThe haul rope is inspected every 4 weeks.",
				"2026-03-02T09:00:00Z", "ticket", "CCR-41 Rope inspections", "CCR-41: haul rope inspection moves to every 6 weeks, agreed with the insurer.",
				"2026-09-01T09:00:00Z", "doc", "Winter works", "Winter works\n\nThe haul rope is inspected every 6 weeks, on a Monday."),
			check: leads("6 weeks", "4 weeks"), want: "6 weeks leads and replaced 4 weeks"},
		{name: "a change naming its old value, then a copy, no earlier document", q: "How often is the haul rope inspected?",
			ev: ccrDocs("2026-03-02T09:00:00Z", "ticket", "CCR-41 Rope inspections", "CCR-41: the haul rope is now inspected every 6 weeks, up from 4 weeks.",
				"2026-09-01T09:00:00Z", "doc", "Winter works", "Winter works\n\nThe haul rope is inspected every 6 weeks, on a Monday."),
			check: leads("6 weeks", "4 weeks"), want: "6 weeks leads and replaced 4 weeks"},
		{name: "a change 'from every 4 weeks to every 6 weeks', then a copy", q: "How often is the haul rope inspected?",
			ev: ccrDocs("2026-03-02T09:00:00Z", "ticket", "CCR-41 Rope inspections", "CCR-41: haul rope inspection moved from every 4 weeks to every 6 weeks.",
				"2026-09-01T09:00:00Z", "doc", "Winter works", "Winter works\n\nThe haul rope is inspected every 6 weeks, on a Monday."),
			check: leads("6 weeks", "4 weeks"), want: "6 weeks leads and replaced 4 weeks"},
		{name: "a later chat message, then a page repeating it", q: "What's the dwell time at the top station?",
			ev: []synthesis.Evidence{r16("1", "2026-05-01T09:00:00Z", "chat", "Slack", "ops-t1", "#operations", "Top station dwell time is 2 minutes for now."),
				r16("2", "2026-05-20T09:00:00Z", "chat", "Slack", "ops-t1", "#operations", "Top station dwell time is 3 minutes from today, the queue was out of the door."),
				r21("3", "2026-07-01T09:00:00Z", "doc", "Summer operations", "Summer operations\n\nTop station dwell time: 3 minutes.")},
			check: leads("3 minutes", "2 minutes"), want: "3 minutes leads and replaced 2 minutes"},
		{name: "the repeat in another unit ('42 days')", q: "How often is the haul rope inspected?",
			ev: ccrDocs("2026-01-10T09:00:00Z", "doc", "Maintenance plan", "Maintenance plan\n\nThe haul rope is inspected every 4 weeks.",
				"2026-03-02T09:00:00Z", "ticket", "CCR-41 Rope inspections", "CCR-41: haul rope inspection moves to every 6 weeks, agreed with the insurer.",
				"2026-09-01T09:00:00Z", "doc", "Winter works", "Winter works\n\nThe haul rope is inspected every 42 days, on a Monday."),
			check: all(leadHas("42 days"), says("replaced 4 weeks")), want: "42 days leads and replaced 4 weeks"},
		// Traps: no change to keep.
		{name: "a change, then a later document giving the old value", q: "How often is the haul rope inspected?",
			ev: ccrDocs("2026-03-02T09:00:00Z", "ticket", "CCR-41 Rope inspections", "CCR-41: the haul rope is now inspected every 6 weeks, up from 4 weeks.",
				"2026-09-01T09:00:00Z", "doc", "Winter works", "Winter works\n\nThe haul rope is inspected every 4 weeks, on a Monday."),
			check: all(notLeadWith("6 weeks"), anyOf(leadHas("4 weeks"), unresolved)), want: "4 weeks leads or the two kept open; never 6 weeks as current"},
		{name: "a change of another machine, an equal value by chance", q: "How often is the coffee machine descaled?",
			ev: ccrDocs("2026-01-10T09:00:00Z", "doc", "Café cleaning", "Café cleaning\n\nThe coffee machine is descaled every 4 weeks.",
				"2026-03-02T09:00:00Z", "ticket", "CAFE-12 Dishwasher", "CAFE-12: dishwasher descaling moves to every 6 weeks, the new softener is in.",
				"2026-09-01T09:00:00Z", "doc", "Café rota", "Café rota\n\nThe coffee machine is descaled every 6 weeks, on a Monday."),
			check: func(a synthesis.Answer) bool {
				for _, d := range a.Disagreements {
					if d.Resolution == synthesis.Superseded && strings.Contains(strings.ToLower(d.Reason), "dishwasher") {
						return false
					}
				}
				return true
			}, want: "no change of the coffee machine read from the dishwasher's ticket"},
		{name: "a version of another page of the same title in another source", q: "How much is an adult return?",
			ev: []synthesis.Evidence{ccrPage(1, "2026-01-05T09:00:00Z", "fares", "Fares", fares1),
				r16("2", "2026-04-01T09:00:00Z", "doc", "Drive", "fares", "Fares", fares2),
				ccrMail("3", "2026-06-01T09:00:00Z", ccrNadia, "For the new staff", "Hi all,\nFor the new staff: an adult return is £5.50.\nNadia")},
			check: replacesNothing, want: "nothing replaced: the drive's copy is no version of the wiki page"},
		{name: "a floated change, then a document giving the floated value", q: "How much is an adult return?",
			ev: ccrDocs("2026-01-05T09:00:00Z", "doc", "Fare card 2026", "Fare card 2026\n\nAn adult return is £5.00.",
				"2026-03-02T09:00:00Z", "mail", "Fares", "Hi all,\nMaybe the adult return moves to £6.00 next year?\nLowri",
				"2026-09-01T09:00:00Z", "doc", "Visitor leaflet", "Visitor leaflet\n\nRide the cliff railway: an adult return is £6.00."),
			check: not(leads("£6.00", "£5.00")), want: "no '£6.00 replaced £5.00': the change was only floated"},
		// A quantity that sorts the thing asked.
		{name: "'a parcel over 10 kg' asks a price", q: "How much is a parcel over 10 kg on the car?",
			ev:    ccr("doc", "Parcels", "Parcels\n\nParcels up to 10 kg ride free; a parcel over 10 kg costs £2.00 on the car."),
			check: leadHas("£2.00"), want: "£2.00"},
		{name: "'a parcel over 10 kg' asks a price, one clause", q: "How much is a parcel over 10 kg on the car?",
			ev:    ccr("doc", "Parcels", "Parcels\n\nA parcel over 10 kg costs £2.00 on the car."),
			check: leadHas("£2.00"), want: "£2.00"},
		{name: "'coaches over 12 m' asks a price", q: "What do we charge for parking coaches over 12 m?",
			ev:    ccr("doc", "Coach parking", "Coach parking\n\nCoach parking at the bottom station: coaches over 12 m pay £15 a day, smaller ones £9."),
			check: leadHas("£15"), want: "£15"},
		{name: "'ropes over 38 mm' asks a duration", q: "How long does the inspection take for ropes over 38 mm?",
			ev:    ccr("doc", "Rope inspection", "Rope inspection\n\nRopes over 38 mm take 6 hours to inspect with the magnetic head."),
			check: leadHas("6 hours"), want: "6 hours"},
		{name: "'of 2 hours' asks a price", q: "What's the cost of 2 hours of parking at the bottom station?",
			ev:    ccr("doc", "Car park", "Car park\n\nBottom station car park: £3.50 for 2 hours, £6.00 all day."),
			check: leadHas("£3.50"), want: "£3.50"},
		{name: "'for dogs under 10 kg' asks a price", q: "How much is a ticket for dogs under 10 kg?",
			ev:    ccr("doc", "Dogs", "Dogs\n\nDogs under 10 kg ride for £1.00; bigger dogs need a muzzle and pay £2.00."),
			check: leadHas("£1.00"), want: "£1.00",
			wrong: "(not covered) the sorting 10 kg is not asked, but the kind is then read from the evidence, where the 10 kg stands beside the question's words, and 10 kg leads as the price"},
		// Adjacent forms: other words that sort.
		{name: "'the 2-hour pass' asks a price", q: "How much is the 2-hour pass?",
			ev:    ccr("doc", "Passes", "Passes\n\nThe 2-hour pass costs £9.00 and covers any number of rides."),
			check: leadHas("£9.00"), want: "£9.00"},
		{name: "'aged between 5 and 15 years' asks a price", q: "How much is a return for children aged between 5 and 15 years?",
			ev:    ccr("doc", "Fare card", "Fare card\n\nChildren aged between 5 and 15 years pay £3.00 for a return."),
			check: leadHas("£3.00"), want: "£3.00",
			wrong: "(not covered) reSortsBy has no 'between ... and' (nor 'aged'): the age range '5 and 15 years' leads as the price"},
		// Traps: the question's quantity is the kind asked.
		{name: "'is the line speed over 2.5 m/s' asks a speed", q: "Is the line speed over 2.5 m/s now?",
			ev:    ccr("mail", "New motor", "Hi,\nLine speed is 2.8 m/s since the new motor; a trip takes 90 seconds and the café took £2,300 on Saturday.\nGareth"),
			check: leadHas("2.8 m/s"), want: "2.8 m/s leads"},
		{name: "'did the dwell time go over 3 minutes' asks a duration", q: "Did the dwell time go over 3 minutes on Saturday?",
			ev:    ccr("doc", "Saturday report", "Saturday report\n\nSaturday: dwell time averaged 4 minutes; café takings were £2,300."),
			check: leadHas("4 minutes"), want: "4 minutes leads; not the takings"},
	})
}

// Reading 3 (23088d1, settle.go supersedesDocument, facts/dates.go reMoneyBefore): a document
// that says it supersedes an earlier one replaces the values of the document its words name; an
// amount after a currency's symbol or code is no date.
func TestReview32SupersedingDocument(t *testing.T) {
	card25 := []string{"2025-01-10T09:00:00Z", "doc", "Fare card 2025", "Fare card 2025\n\nAdult return: £5.00\nChild return: £3.00"}
	card26 := func(line string) []string {
		return []string{"2026-01-05T09:00:00Z", "doc", "Fare card 2026", "Fare card 2026\n" + line + "\n\nAdult return: £5.50\nChild return: £3.00"}
	}
	docs := func(parts ...[]string) []synthesis.Evidence {
		var flat []string
		for _, p := range parts {
			flat = append(flat, p...)
		}
		return ccrDocs(flat...)
	}
	q := "How much is an adult return?"
	runProbes(t, []reviewProbe{
		{name: "'This fare card supersedes the 2025 fare card'", q: q,
			ev:    docs(card25, card26("This fare card supersedes the 2025 fare card.")),
			check: leads("£5.50", "£5.00"), want: "£5.50 leads and replaced £5.00"},
		{name: "'replaces', the name in another order and case", q: q,
			ev:    docs(card25, card26("This card replaces the Fare Card 2025.")),
			check: leads("£5.50", "£5.00"), want: "£5.50 leads and replaced £5.00"},
		{name: "'replaces the 2025 fare card from 1 January' (a day after the name)", q: q,
			ev:    docs(card25, card26("This card replaces the 2025 fare card from 1 January.")),
			check: leads("£5.50", "£5.00"), want: "£5.50 leads and replaced £5.00"},
		{name: "a timetable replacing the winter one", q: "What time is the last car up in winter?",
			ev: ccrDocs("2025-10-01T09:00:00Z", "doc", "Winter timetable 2025", "Winter timetable 2025\n\nLast car up in winter: 16:00.",
				"2026-10-01T09:00:00Z", "doc", "Winter timetable 2026", "Winter timetable 2026\nThis timetable replaces the winter 2025 timetable.\n\nLast car up in winter: 16:30."),
			check: leads("16:30", "16:00"), want: "16:30 leads and replaced 16:00"},
		{name: "a café price list naming '2025/26'", q: "How much is a scone in the café?",
			ev: ccrDocs("2025-04-01T09:00:00Z", "doc", "Clifftop Café price list 2025/26", "Clifftop Café price list 2025/26\n\nA scone with jam in the café is £2.80.",
				"2026-04-01T09:00:00Z", "doc", "Clifftop Café price list 2026/27", "Clifftop Café price list 2026/27\nThis price list supersedes the 2025/26 café price list.\n\nA scone with jam in the café is £2.90."),
			check: leads("£2.90", "£2.80"), want: "£2.90 leads and replaced £2.80"},
		{name: "said in a mail, 'the new fare card replaces ...'", q: q,
			ev: ccrDocs(card25[0], card25[1], card25[2], card25[3],
				"2026-01-05T09:00:00Z", "mail", "Fares from January", "Hi all,\nThe new fare card replaces the 2025 fare card from 1 January: an adult return is £5.50.\nLowri"),
			check: leads("£5.50", "£5.00"), want: "£5.50 leads and replaced £5.00"},
		// Adjacent forms the reading does not name.
		{name: "'supersedes the previous fare card'", q: q,
			ev:    docs(card25, card26("This fare card supersedes the previous fare card.")),
			check: leads("£5.50", "£5.00"), want: "£5.50 leads and replaced £5.00"},
		{name: "a document control line 'Supersedes: Fare card 2025'", q: q,
			ev:    docs(card25, card26("Supersedes: Fare card 2025")),
			check: leads("£5.50", "£5.00"), want: "£5.50 leads and replaced £5.00"},
		{name: "'supersedes all earlier fare cards'", q: q,
			ev:    docs(card25, card26("This fare card supersedes all earlier fare cards.")),
			check: leads("£5.50", "£5.00"), want: "£5.50 leads and replaced £5.00"},
		{name: "the passive 'The 2025 fare card is superseded by this one'", q: q,
			ev:    docs(card25, card26("The 2025 fare card is superseded by this one.")),
			check: leads("£5.50", "£5.00"), want: "£5.50 leads and replaced £5.00"},
		// Traps: the words name another document, or none.
		{name: "supersedes another document (the group terms)", q: q,
			ev:    docs(card25, card26("This fare card supersedes the 2025 group booking terms.")),
			check: replacesNothing, want: "nothing replaced: the group terms are another document"},
		{name: "the year in the name is not the old card's", q: q,
			ev: ccrDocs("2024-01-10T09:00:00Z", "doc", "Fare card 2024", "Fare card 2024\n\nAdult return: £4.80\nChild return: £2.80",
				"2026-01-05T09:00:00Z", "doc", "Fare card 2026", "Fare card 2026\nThis fare card supersedes the 2025 fare card.\n\nAdult return: £5.50\nChild return: £3.00"),
			check: replacesNothing, want: "nothing replaced: the 2024 card is not named"},
		{name: "the summer timetable is not the winter one named", q: "What time is the last car up?",
			ev: ccrDocs("2025-04-01T09:00:00Z", "doc", "Summer timetable 2025", "Summer timetable 2025\n\nLast car up: 19:00.",
				"2026-10-01T09:00:00Z", "doc", "Winter timetable 2026", "Winter timetable 2026\nThis timetable replaces the winter 2025 timetable.\n\nLast car up: 16:30."),
			check: not(says("replaced 19:00")), want: "no '19:00' replaced: the summer timetable is not named"},
		{name: "a notice replacing a card for school groups only", q: "How much is a child return?",
			ev: ccrDocs(card25[0], card25[1], card25[2], card25[3],
				"2026-02-01T09:00:00Z", "doc", "School groups 2026", "School groups 2026\nThis notice replaces the 2025 fare card for school groups.\n\nSchool groups: a child return is £2.50 per pupil."),
			check: not(leads("£2.50", "£3.00")), want: "no '£2.50 replaced £3.00': the school groups' price is another item"},
		{name: "a draft that says it supersedes the card", q: q,
			ev: ccrDocs(card25[0], card25[1], card25[2], card25[3],
				"2026-01-05T09:00:00Z", "doc", "Fare card 2026 (draft)", "Fare card 2026 (draft, not approved)\nThis fare card supersedes the 2025 fare card.\n\nAdult return: £5.50\nChild return: £3.00"),
			check: not(leads("£5.50", "£5.00")), want: "no '£5.50 replaced £5.00': a draft not approved replaces nothing"},
		{name: "a mail quoting a proof's 'This fare card supersedes ...'", q: q,
			ev: ccrDocs(card25[0], card25[1], card25[2], card25[3],
				"2026-01-05T09:00:00Z", "mail", "Printer's proof", "Hi,\nThe printer's proof reads \"This fare card supersedes the 2025 fare card\", but the board has not signed it off yet. The proof gives the adult return as £5.50.\nLowri"),
			check: not(leads("£5.50", "£5.00")), want: "no '£5.50 replaced £5.00': the proof is not signed off"},
		// An amount after a currency's symbol or code is no day and month.
		{name: "'£24.10' is money", q: "How much is a family return?",
			ev:    ccr("doc", "Fare card", "Fare card\n\nA family return is £24.10 for two adults and two children."),
			check: leadHas("£24.10"), want: "£24.10"},
		{name: "'€12.05' is money", q: "How much is the cruise group day pass?",
			ev:    ccr("doc", "Cruise groups", "Cruise groups\n\nThe cruise group day pass is €12.05 per head, paid by the agent."),
			check: leadHas("€12.05"), want: "€12.05"},
		{name: "'CHF 12.05' is money", q: "How much is the Swiss tour operators' rate?",
			ev:    ccr("doc", "Tour operators", "Tour operators\n\nThe Swiss tour operators' rate is CHF 12.05 per passenger."),
			check: leadHas("12.05"), want: "CHF 12.05"},
		{name: "'$3.10' is money", q: "How much is the US visitor souvenir ticket?",
			ev:    ccr("doc", "Souvenir tickets", "Souvenir tickets\n\nThe US visitor souvenir ticket is $3.10 at the shop."),
			check: leadHas("$3.10"), want: "$3.10"},
		// Adjacent forms the reading does not name.
		{name: "'12.05 €' (the sign after the amount)", q: "How much is the cruise group day pass?",
			ev:    ccr("doc", "Cruise groups", "Cruise groups\n\nThe cruise group day pass is 12.05 € per head, paid by the agent."),
			check: leadHas("12.05"), want: "12.05 €",
			wrong: "(not covered) reMoneyBefore looks only before the amount: '12.05 €' is read as 12 May and masked, PARTIAL"},
		{name: "'kr 28.02' (a code the list lacks)", q: "How much is the Danish school rate?",
			ev:    ccr("doc", "Tour operators", "Tour operators\n\nThe Danish school rate is kr 28.02 per pupil."),
			check: leadHas("28.02"), want: "kr 28.02",
			wrong: "(not covered) 'kr' is no code reMoneyBefore lists (nor 'Fr.', 'zł', 'R'): '28.02' is read as 28 February and masked, PARTIAL"},
		// Traps: a real date after an amount stays a date.
		{name: "a day after an amount ('£40 on 12.05.')", q: "When was the group deposit paid?",
			ev:    ccr("mail", "Group deposit", "Hi,\nThe group deposit of £40 was paid on 12.05.\nLowri"),
			check: leadHas("12.05"), want: "the deposit paid on 12.05. (12 May)"},
	})
}

// Reading 4 (c74beaf): a stale copy is dropped only after a teammate's correction of the same
// period; a statement from outside the team neither corrects nor changes a team value; "rolled
// back" revises; clauses share their sentence's label; a day-first hyphen date with a clock
// opens a stamp; withoutNamed and minusSign.
func TestReview32Corrections(t *testing.T) {
	runProbes(t, []reviewProbe{
		{name: "a correction, then a summary copying the wrong figure", q: "What's the stopping distance of car 1 on the brake test?",
			ev: ccrDocs("2026-09-01T09:00:00Z", "doc", "Brake test, car 1", "Brake test, car 1: stopping distance 32 cm.",
				"2026-09-10T09:00:00Z", "mail", "Car 1 brake test", "Hi,\nRe-measured with the laser: car 1 stopping distance is 28 cm, not 32 cm.\nGareth",
				"2026-10-01T09:00:00Z", "doc", "Safety summary", "Safety summary\n\nCar 1 brake test: stopping distance 32 cm, within limits."),
			check: leads("28 cm", "32 cm"), want: "28 cm leads and replaced 32 cm"},
		{name: "a change, then a later document giving the old dwell time", q: "What's the dwell time at the top station?",
			ev: ccrDocs("2026-03-01T09:00:00Z", "ticket", "CCR-52 Dwell time", "CCR-52: top station dwell time moved from 2 minutes to 3 minutes for the summer crowds.",
				"2026-10-15T09:00:00Z", "doc", "Winter operations", "Winter operations\n\nTop station dwell time: 2 minutes."),
			check: all(notLeadWith("3 minutes"), anyOf(leadHas("2 minutes"), unresolved)), want: "2 minutes leads or both kept open; never 3 minutes as current"},
		{name: "a Q2 correction and a Q3 figure equal to the wrong one", q: "What's the average queue at the bottom station?",
			ev: ccrDocs("2026-07-02T09:00:00Z", "doc", "Queue report Q2", "Q2 average queue at the bottom station: 14 minutes.",
				"2026-07-20T09:00:00Z", "mail", "Q2 queue figure", "Hi,\nRecounted from the gate log: the Q2 average queue at the bottom station is 18 minutes, not 14.\nTomos",
				"2026-10-02T09:00:00Z", "doc", "Queue report Q3", "Q3 average queue at the bottom station: 14 minutes."),
			check: notLeadWith("18 minutes"), want: "Q3's 14 minutes (or both); never Q2's 18 minutes as the latest"},
		{name: "periods in words ('second quarter', 'third quarter')", q: "What's the average queue at the bottom station?",
			ev: ccrDocs("2026-07-02T09:00:00Z", "doc", "Queue report, second quarter", "Second quarter average queue at the bottom station: 14 minutes.",
				"2026-07-20T09:00:00Z", "mail", "Second quarter queue figure", "Hi,\nRecounted from the gate log: the second quarter average queue at the bottom station is 18 minutes, not 14.\nTomos",
				"2026-10-02T09:00:00Z", "doc", "Queue report, third quarter", "Third quarter average queue at the bottom station: 14 minutes."),
			check: notLeadWith("18 minutes"), want: "the third quarter's 14 minutes (or both); never the second quarter's 18 minutes as the latest"},
		{name: "the same period named two ways ('Q2', 'April to June')", q: "What's the average queue at the bottom station?",
			ev: ccrDocs("2026-07-02T09:00:00Z", "doc", "Queue report Q2", "Q2 average queue at the bottom station: 14 minutes.",
				"2026-07-20T09:00:00Z", "mail", "Q2 queue figure", "Hi,\nRecounted from the gate log: the Q2 average queue at the bottom station is 18 minutes, not 14.\nTomos",
				"2026-08-10T09:00:00Z", "doc", "Board pack", "Board pack\n\nApril to June average queue at the bottom station: 14 minutes."),
			check: leads("18 minutes", "14 minutes"), want: "18 minutes leads and replaced 14 minutes"},
		{name: "a year in the correction, a version number in the copy", q: "What's the average queue at the bottom station?",
			ev: ccrDocs("2026-07-02T09:00:00Z", "doc", "Queue report Q2", "Q2 average queue at the bottom station: 14 minutes.",
				"2026-07-20T09:00:00Z", "mail", "Q2 queue figure", "Hi,\nRecounted from the 2026 gate log: the Q2 average queue at the bottom station is 18 minutes, not 14.\nTomos",
				"2026-08-10T09:00:00Z", "doc", "Board pack", "Board pack v2\n\nQ2 average queue at the bottom station: 14 minutes."),
			check: leads("18 minutes", "14 minutes"), want: "18 minutes leads and replaced 14 minutes (same quarter)"},
		{name: "two gates' codes are two items", q: "What's the average queue at the bottom station?",
			ev: ccrDocs("2026-07-02T09:00:00Z", "doc", "Queue report", "Average queue at the bottom station: 14 minutes.",
				"2026-07-20T09:00:00Z", "mail", "Gate B1 figure", "Hi,\nRecounted: the average queue at the bottom station's gate B1 is 18 minutes, not 14.\nTomos",
				"2026-08-10T09:00:00Z", "doc", "Gate B2", "Gate B2\n\nAverage queue at the bottom station's gate B2: 14 minutes."),
			check: notLeadWith("18 minutes"), want: "gate B2's 14 minutes stands (or both); never gate B1's 18 minutes alone"},
		// "rolled back" revises; a physical rolling back does not.
		{name: "'rolled back' the trial", q: "What time is the last car up?",
			ev: ccrDocs("2026-05-01T09:00:00Z", "ticket", "CCR-70 Late cars", "CCR-70: last car up moved from 17:30 to 18:30 for the late-running trial.",
				"2026-09-01T09:00:00Z", "mail", "Late cars", "Hi all,\nWe rolled back the late-running trial, the last car up is 17:30.\nNadia"),
			check: leadHas("17:30"), want: "17:30 leads"},
		{name: "prices 'rolled back' to an older list", q: "How much is a flat white in the café?",
			ev: ccrDocs("2026-04-01T09:00:00Z", "doc", "Café prices", "Café prices\n\nFlat white: £3.40",
				"2026-09-01T09:00:00Z", "mail", "Café prices", "Hi,\nCafé prices were rolled back to the spring list: a flat white is £3.20 again.\nBeth"),
			check: leads("£3.20", "£3.40"), want: "£3.20 leads and replaced £3.40"},
		{name: "a car that 'rolled back' is no revision", q: "What's the stopping distance on the brake test?",
			ev: ccrDocs("2026-04-01T09:00:00Z", "doc", "Brake test", "Brake test\n\nOn the brake test a car stops within 25 cm.",
				"2026-09-01T09:00:00Z", "doc", "Incident log", "Incident log\n\nCar 2 rolled back 40 cm before the track brake held."),
			check: not(leads("40 cm", "25 cm")), want: "no '40 cm replaced 25 cm': the incident is no new stopping distance"},
		// Clauses share their sentence's label.
		{name: "the label before the first clause names the second's place and month", q: "What was the average spend at the top station in August?",
			ev:    ccr("doc", "August figures", "August figures\n\nTop station, August: average queue 9 minutes; average spend £6.40."),
			check: leadHas("£6.40"), want: "£6.40"},
		{name: "a label that names the first clause's kind", q: "What was the average queue in August?",
			ev:    ccr("doc", "August figures", "August figures\n\nQueue times, August: bottom station average 12 minutes; café spend averaged £6.40."),
			check: leadHas("12 minutes"), want: "12 minutes"},
		// A day-first date with hyphens and a clock opens a stamp.
		{name: "a chat export's day-first hyphen stamp orders the change after the page", q: "What's the line speed?",
			ev: []synthesis.Evidence{r16("1", "2026-03-10T09:00:00Z", "doc", "Wiki", "", "Operating manual", "Operating manual\n\nLine speed is 2.2 m/s."),
				r16("2", "2026-02-01T09:00:00Z", "chat", "Signal", "", "Engineers",
					"01-02-2026 08:00 Tomos — rope looks fine this morning\n14-03-2026 09:12 Gareth — line speed is now 2.5 m/s, all good")},
			check: leads("2.5 m/s", "2.2 m/s"), want: "2.5 m/s (said 14 March) leads and replaced 2.2 m/s",
			wrong: "(lost by the withdrawal of c74beaf's day-first hyphen stamp, after this review: a timetable line opening with the day it takes effect is no stamp either)"},
		{name: "a month-first hyphen stamp ('03-14-2026 9:12 AM')", q: "What's the line speed?",
			ev: []synthesis.Evidence{r16("1", "2026-03-10T09:00:00Z", "doc", "Wiki", "", "Operating manual", "Operating manual\n\nLine speed is 2.2 m/s."),
				r16("2", "2026-02-01T09:00:00Z", "chat", "Signal", "", "Engineers",
					"02-01-2026 8:00 AM Tomos — rope looks fine this morning\n03-14-2026 9:12 AM Gareth — line speed is now 2.5 m/s, all good")},
			check: leads("2.5 m/s", "2.2 m/s"), want: "2.5 m/s (said 14 March) leads and replaced 2.2 m/s",
			wrong: "(lost by the withdrawal of c74beaf's day-first hyphen stamp, after this review: a timetable line opening with the day it takes effect is no stamp either)"},
		{name: "a timetable line opening with the day it takes effect is no stamp", q: "What time is the last car up on winter Sundays?",
			ev: ccrDocs("2026-10-01T09:00:00Z", "doc", "Winter timetable", "Winter timetable\n\n01-12-2026 10:00 first car of the winter Sunday service; the last car up on winter Sundays is at 16:00.",
				"2026-11-01T09:00:00Z", "mail", "Winter Sundays", "Hi all,\nThe last car up on winter Sundays moves to 16:30.\nNadia"),
			check: leadHas("16:30"), want: "16:30 leads: the mail (1 November) changes the timetable written on 1 October"},
	})
	grounded := status(synthesis.Grounded)
	partial := status(synthesis.Partial)
	runProbes(t, []reviewProbe{
		// A number the question names, and a minus sign.
		{name: "a fridge whose number is also the set point ('fridge 3', '3 °C')", q: "What's the set point on café fridge 3?",
			ev:    ccr("doc", "Café fridges", "Café fridges\n\nCafé fridge 3 set point: 3 °C."),
			check: grounded, want: "GROUNDED on 3 °C"},
		{name: "the car named, no figure given", q: "What's the brake pressure limit on car 1?",
			ev:    ccr("doc", "Car 1 brakes", "Car 1 brakes\n\nThe brake pressure limit on car 1 is set by the brake contractor."),
			check: partial, want: "PARTIAL: no limit given"},
		{name: "the car named as 'car number 2' in the question, 'Car 2' in the claim", q: "What's the brake pressure limit on car number 2?",
			ev:    ccr("doc", "Car 2 brakes", "Car 2 brakes\n\nCar 2 brake pressure limit: to be confirmed by the brake contractor."),
			check: partial, want: "PARTIAL: no limit given (the 2 names the car)"},
		{name: "the car named as 'Car 1' and 'the car 1 bogie'", q: "What's the brake pressure limit on car 1?",
			ev:    ccr("doc", "Car 1 brakes", "Car 1 brakes\n\nThe brake pressure limit on car 1 is on the plate of the car's bogie 1, ask Gareth."),
			check: partial, want: "PARTIAL: no limit given (bogie 1 is a name)"},
		{name: "a set point below zero after 'is'", q: "What's the set point on the top station freezer?",
			ev:    ccr("doc", "Top station freezer", "Top station freezer\n\nThe top station freezer set point is -18 °C."),
			check: grounded, want: "GROUNDED on -18 °C"},
		{name: "a set point below zero with no unit, after 'is'", q: "What's the set point on the top station freezer?",
			ev:    ccr("doc", "Top station freezer", "Top station freezer\n\nThe top station freezer set point is -18 on the controller."),
			check: grounded, want: "GROUNDED on -18"},
		{name: "a set point range from below zero ('-2 to 0 °C')", q: "What's the set point for the rail heaters?",
			ev:    ccr("doc", "Rail heaters", "Rail heaters\n\nRail heaters switch on at a set point of -2 to 0 °C on the upper track."),
			check: grounded, want: "GROUNDED on -2 to 0 °C"},
		{name: "an error code after a noun is no figure", q: "What's the set point on the top station freezer?",
			ev:    ccr("chat", "#cafe", "Top station freezer set point: ask Gareth, the controller shows error -17 since Monday."),
			check: partial, want: "PARTIAL: -17 is an error code"},
		{name: "a ticket code with a hyphen is no figure", q: "What's the set point on the top station freezer?",
			ev:    ccr("chat", "#cafe", "Top station freezer set point: see CAFE-17 for the new controller."),
			check: partial, want: "PARTIAL: no set point given"},
	})
	// A statement from outside the team neither corrects nor changes a team value.
	runTeamProbes(t, []reviewProbe{
		{name: "a stranger's change stands beside the team's value", q: "How often is the haul rope inspected?",
			ev: []synthesis.Evidence{r21("1", "2026-04-01T09:00:00Z", "doc", "Maintenance plan", "Maintenance plan\n\nThe haul rope is inspected every 4 weeks."),
				ccrMail("2", "2026-09-01T09:00:00Z", ccrDilys, "Your inspections", "Hello,\nFrom October your haul rope is inspected every 6 weeks.\nDilys Marsh, Ropetest")},
			check: all(not(leads("6 weeks", "4 weeks")), notLeadWith("6 weeks")), want: "no '6 weeks replaced 4 weeks': a stranger's word changes no team value"},
		{name: "a teammate's change replaces it", q: "How often is the haul rope inspected?",
			ev: []synthesis.Evidence{r21("1", "2026-04-01T09:00:00Z", "doc", "Maintenance plan", "Maintenance plan\n\nThe haul rope is inspected every 4 weeks."),
				ccrMail("2", "2026-09-01T09:00:00Z", ccrGareth, "Rope inspections", "Hi all,\nFrom October the haul rope is inspected every 6 weeks.\nGareth")},
			check: leads("6 weeks", "4 weeks"), want: "6 weeks leads and replaced 4 weeks"},
		{name: "a teammate passing on the stranger's word", q: "How often is the haul rope inspected?",
			ev: []synthesis.Evidence{r21("1", "2026-04-01T09:00:00Z", "doc", "Maintenance plan", "Maintenance plan\n\nThe haul rope is inspected every 4 weeks."),
				ccrMail("2", "2026-09-01T09:00:00Z", ccrGareth, "Rope inspections", "Hi all,\nDilys at Ropetest agreed it with the insurer: from October the haul rope is inspected every 6 weeks.\nGareth")},
			check: leads("6 weeks", "4 weeks"), want: "6 weeks leads and replaced 4 weeks (the teammate says it)"},
		{name: "a stranger's correction does not make the team's later figure a stale copy", q: "What's the haul rope diameter?",
			ev: []synthesis.Evidence{r21("1", "2026-04-01T09:00:00Z", "doc", "Rope record", "Rope record\n\nHaul rope diameter: 38 mm."),
				ccrMail("2", "2026-06-01T09:00:00Z", ccrDilys, "Rope diameter", "Hello,\nRe-measured at our lab: your haul rope diameter is 37 mm, not 38 mm.\nDilys Marsh, Ropetest"),
				r21("3", "2026-09-01T09:00:00Z", "doc", "Rope record, autumn", "Rope record, autumn\n\nHaul rope diameter: 38 mm, checked by Gareth.")},
			check: all(notLeadWith("37 mm"), anyOf(leadHas("38 mm"), unresolved)), want: "38 mm leads or both kept open; never the stranger's 37 mm as current"},
		{name: "a teammate's correction drops the later copy", q: "What's the haul rope diameter?",
			ev: []synthesis.Evidence{r21("1", "2026-04-01T09:00:00Z", "doc", "Rope record", "Rope record\n\nHaul rope diameter: 38 mm."),
				ccrMail("2", "2026-06-01T09:00:00Z", ccrGareth, "Rope diameter", "Hi,\nRe-measured with the new gauge: the haul rope diameter is 37 mm, not 38 mm.\nGareth"),
				r21("3", "2026-09-01T09:00:00Z", "doc", "Insurance schedule", "Insurance schedule\n\nHaul rope diameter: 38 mm.")},
			check: leads("37 mm", "38 mm"), want: "37 mm leads and replaced 38 mm"},
		{name: "a teammate changes it after the stranger spoke", q: "How often is the haul rope inspected?",
			ev: []synthesis.Evidence{r21("1", "2026-04-01T09:00:00Z", "doc", "Maintenance plan", "Maintenance plan\n\nThe haul rope is inspected every 4 weeks."),
				ccrMail("2", "2026-06-01T09:00:00Z", ccrDilys, "Your inspections", "Hello,\nFrom August your haul rope is inspected every 6 weeks.\nDilys Marsh, Ropetest"),
				ccrMail("3", "2026-09-01T09:00:00Z", ccrGareth, "Rope inspections", "Hi all,\nFrom October the haul rope is inspected every 5 weeks.\nGareth")},
			check: leadHas("5 weeks"), want: "5 weeks leads"},
		{name: "a stranger repeating the old value after the team's change", q: "How often is the haul rope inspected?",
			ev: []synthesis.Evidence{r21("1", "2026-03-01T09:00:00Z", "ticket", "CCR-41 Rope inspections", "CCR-41: the haul rope is now inspected every 6 weeks, up from 4 weeks."),
				ccrMail("2", "2026-09-01T09:00:00Z", ccrDilys, "Your inspections", "Hello,\nYour haul rope is inspected every 4 weeks, so we will be back on 28 September.\nDilys Marsh, Ropetest")},
			check: all(notLeadWith("4 weeks"), anyOf(leadHas("6 weeks"), unresolved)), want: "6 weeks leads or both kept open; never the stranger's 4 weeks as current"},
		{name: "a stranger repeating the team's new value keeps the change", q: "How often is the haul rope inspected?",
			ev: []synthesis.Evidence{r21("1", "2026-03-01T09:00:00Z", "ticket", "CCR-41 Rope inspections", "CCR-41: the haul rope is now inspected every 6 weeks, up from 4 weeks."),
				ccrMail("2", "2026-09-01T09:00:00Z", ccrDilys, "Your inspections", "Hello,\nYour haul rope is inspected every 6 weeks, so we will be back on 12 October.\nDilys Marsh, Ropetest")},
			check: leads("6 weeks", "4 weeks"), want: "6 weeks leads and replaced 4 weeks"},
	})
}
