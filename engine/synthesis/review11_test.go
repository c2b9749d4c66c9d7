package synthesis_test

// An eleventh independent review, of the answer readings added after the tenth review: a
// period written as a date ("within 4 hours of the report", "in 2 weeks") read as a duration
// too (facts/measures.go rePeriodDate, maskDates); a quantity named again as the one already
// spoken of ("the 24 hours now only covers ...") that is no new statement of the value
// (valueread.go mentionedBefore, reDefiniteBefore); "what did X come in at?" asking for money
// (values.go askedMeasures); and a "when" question whose claims state no day or time answered
// PARTIAL (synthesis.go, detail.go claimsStateWhen).
//
// The probes keep the form of review9_test.go (runProbes): a probe with a `wrong` field fails
// today, is logged as KNOWN WRONG, and fails the test once it holds so that the mark is
// removed. "(pre-existing)" marks a fault older than these readings (the probe failed as well
// on the code before them); "(not covered)" is a case of the kind they were written for that
// they do not reach, also failing before them; every other mark is a fault these readings
// bring (the probe held on the code before them).

import (
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// r11Mail is a mail (its kind set) in the evidence.
func r11Mail(id, day, title, text string) synthesis.Evidence {
	e := rev(id, day, "Mail", title, text)
	e.Kind = "mail"
	return e
}

// A period written as a date: a duration the text states, or a day something happens on.
func TestReview11PeriodsAsDurations(t *testing.T) {
	runProbes(t, []reviewProbe{
		{name: "'within 28 days of receipt' is the time allowed (control)", q: "How quickly do we respond to data requests?",
			ev:    []synthesis.Evidence{rev("1", "2026-03-02", "Wiki", "Data requests", "We respond to data requests within 28 days of receipt.")},
			check: all(leads("28 days", ""), status(synthesis.Grounded)), want: "28 days, GROUNDED"},
		{name: "'starts in 3 months' is when the new period starts, not its length", q: "How long is the retention period for invoices?",
			ev:    []synthesis.Evidence{rev("1", "2026-03-02", "Wiki", "Invoice retention", "The new retention period for invoices starts in 3 months, once legal signs off.")},
			check: all(notLeadWith("3 months"), not(status(synthesis.Grounded))), want: "PARTIAL: the length of the retention period is not stated, only when the new one starts"},
		{name: "'comes into force in 6 months' is no probation length (policy wiki)", q: "How long is the probation period for new hires?",
			ev:    []synthesis.Evidence{rev("1", "2026-03-02", "Wiki", "Probation", "The revised probation period for new hires comes into force in 6 months, after the union consultation.")},
			check: all(notLeadWith("6 months"), not(status(synthesis.Grounded))), want: "PARTIAL: the revised period's length is not stated"},
		{name: "a deadline 'in 2 weeks' beside the warranty's length does not replace it", q: "How long does the pump warranty last?",
			ev:    []synthesis.Evidence{r11Mail("1", "2026-03-02", "Pumps", "The pump warranty lasts 24 months. Registration for the pump warranty closes in 2 weeks.")},
			check: all(leads("24 months", ""), notLeadWith("2 weeks")), want: "24 months; the registration deadline is another matter"},
		{name: "'we'll know ... in 2 weeks' states no warranty length (mail)", q: "How long is the pump warranty?",
			ev:    []synthesis.Evidence{r11Mail("1", "2026-03-02", "Pumps", "We'll know how long the pump warranty is in 2 weeks, once the supplier replies.")},
			check: all(notLeadWith("2 weeks"), not(status(synthesis.Grounded))), want: "PARTIAL: the length is not known yet"},
		{name: "'within 30 calendar days' is a period too", q: "How fast must invoices be paid?",
			ev:    []synthesis.Evidence{rev("1", "2026-03-02", "Wiki", "Invoices", "Invoices must be paid within 30 calendar days of receipt.")},
			check: all(says("stated is 30"), status(synthesis.Grounded)), want: "30 calendar days, GROUNDED"},
	})
}

// A quantity named again with "the", "that", "this": a reference back, or a new statement.
func TestReview11ValueNamedAgain(t *testing.T) {
	runProbes(t, []reviewProbe{
		{name: "'not the 10 days the old leaflet shows' is the value replaced (control)", q: "How quickly must complaints be answered?",
			ev:    []synthesis.Evidence{rev("1", "2026-03-02", "Wiki", "Complaints", "Complaints must be answered within 3 days of receipt, not the 10 days the old leaflet shows.")},
			check: leads("3 days", "10 days"), want: "3 days, replacing 10 days"},
		{name: "'that 40 became 52' (control)", q: "How many desks does the Leeds office have?",
			ev:    []synthesis.Evidence{r11Mail("1", "2026-03-02", "Leeds office", "The Leeds office had 40 desks. After the refit that 40 became 52 desks in the Leeds office.")},
			check: leads("52", ""), want: "52"},
		{name: "'reviewed the 4 weeks and extended it to 6 weeks' (control)", q: "How long is the notice period for contractors?",
			ev:    []synthesis.Evidence{rev("1", "2026-03-02", "Wiki", "Contractor notice", "Contractor notice period: 4 weeks. Legal reviewed the 4 weeks and extended the notice period for contractors to 6 weeks.")},
			check: leads("6 weeks", "4 weeks"), want: "6 weeks, replacing 4 weeks"},
		{name: "'the board approved the 50 GB' picks one of two options", q: "How much storage does each lab group get?",
			ev: []synthesis.Evidence{rev("1", "2026-03-02", "Wiki", "Lab storage quota",
				"Two options were on the table for lab storage: 20 GB or 50 GB per lab group. The board approved the 50 GB per lab group on 3 March.")},
			check: all(leads("50 GB", ""), notLeadWith("20 GB")), want: "50 GB, the option approved"},
		{name: "'confirmed that 45 days is the payment term' ('that' is a conjunction)", q: "What are the payment terms for suppliers?",
			ev: []synthesis.Evidence{r11Mail("1", "2026-03-02", "Supplier payment terms",
				"Finance asked whether supplier payment terms should be 30 days or 45 days. Procurement confirmed that 45 days is the payment term for suppliers from April.")},
			check: all(leads("45 days", ""), notLeadWith("30 days")), want: "45 days, as procurement confirmed"},
		{name: "'we bought the 16 seats minibus in the end' (chat-like mail)", q: "How many seats does the new minibus have?",
			ev: []synthesis.Evidence{r11Mail("1", "2026-03-02", "Minibus",
				"We looked at a 12 seats minibus and a 16 seats minibus. We bought the 16 seats minibus in the end.")},
			check: all(leads("16", ""), notLeadWith("12")), want: "16, the one bought"},
	})
}

// "What did X come in at?": money, or whatever X is measured in.
func TestReview11ComeInAt(t *testing.T) {
	runProbes(t, []reviewProbe{
		{name: "a quote that came in at £18,400 (control)", q: "What did the roof repair quote come in at?",
			ev:    []synthesis.Evidence{r11Mail("1", "2026-03-02", "Roof repair", "The roof repair quote from Skyline came in at £18,400 plus VAT.")},
			check: all(leads("£18,400", ""), status(synthesis.Grounded)), want: "£18,400, GROUNDED"},
		{name: "a response rate that came in at 62% is no amount of money", q: "What did the survey response rate come in at?",
			ev: []synthesis.Evidence{r11Mail("1", "2026-03-02", "Staff survey",
				"The staff survey response rate came in at 62%, up from 48% last year.")},
			check: all(says("62%"), status(synthesis.Grounded), not(says("amount of money"))), want: "62%, GROUNDED"},
		{name: "'what did the canteen contract land at?' asks the amount too", q: "What did the canteen contract land at?",
			ev: []synthesis.Evidence{r11Mail("1", "2026-03-02", "Canteen contract",
				"The canteen contract went to Brightplate; the figure stays confidential until the award notice.")},
			check: all(not(says("choice stated is Brightplate")), not(status(synthesis.Grounded))), want: "PARTIAL: the winner is named, the figure is withheld"},
	})
}

// A "when" question the claims give no day or time for.
func TestReview11WhenWithoutADay(t *testing.T) {
	partialDate := says("No evidence states the date the question asks for")
	runProbes(t, []reviewProbe{
		{name: "'every Thursday evening' answers 'what day' (control)", q: "What day do the cleaners come?",
			ev:    []synthesis.Evidence{rev("1", "2026-03-02", "Wiki", "Cleaning", "The cleaners come every Thursday evening.")},
			check: status(synthesis.Grounded), want: "Thursday, GROUNDED"},
		{name: "'twice a week, the rota is with facilities' does not (control)", q: "What day do the cleaners come?",
			ev:    []synthesis.Evidence{rev("1", "2026-03-02", "Wiki", "Cleaning", "The cleaners come twice a week, the rota is with facilities.")},
			check: status(synthesis.Partial), want: "PARTIAL: no day is stated"},
		{name: "'When Ana leaves, who takes over the rota?' asks who, not when", q: "When Ana leaves, who takes over the rota?",
			ev:    []synthesis.Evidence{r11Mail("1", "2026-03-02", "Rota", "Ines Duarte takes over the rota when Ana leaves; she already knows the night shifts.")},
			check: all(status(synthesis.Grounded), not(partialDate)), want: "Ines Duarte, GROUNDED"},
		{name: "'When the kiln alarm goes off, what do we do first?' asks a step", q: "When the kiln alarm goes off, what do we do first?",
			ev:    []synthesis.Evidence{rev("1", "2026-03-02", "Wiki", "Kiln alarm", "If the kiln alarm goes off, cut the gas at the red valve first and then call the studio manager.")},
			check: all(status(synthesis.Grounded), not(partialDate)), want: "cut the gas at the red valve, GROUNDED"},
		{name: "'When the new kiln arrives, where does the old one go?' asks a place", q: "When the new kiln arrives, where does the old one go?",
			ev:    []synthesis.Evidence{r11Mail("1", "2026-03-02", "Kiln", "The old kiln goes to the college workshop in Leeds when the new one arrives.")},
			check: all(status(synthesis.Grounded), not(partialDate)), want: "the college workshop in Leeds, GROUNDED"},
		{name: "'the last working day of each month' answers 'what day'", q: "What day is payroll run?",
			ev:    []synthesis.Evidence{rev("1", "2026-03-02", "Wiki", "Payroll", "Payroll is run on the last working day of each month.")},
			check: status(synthesis.Grounded), want: "the last working day of each month, GROUNDED",
			wrong: "(pre-existing) a recurring day written in words is no date the parser reads, so the answer is PARTIAL ('No evidence states the date')"},
		{name: "'Do we know when the pool reopens?' is a 'when' question too", q: "Do we know when the pool reopens?",
			ev:    []synthesis.Evidence{r11Mail("1", "2026-03-02", "Pool", "The pool reopens once the new filters are fitted; the contractor hasn't booked the fitting.")},
			check: not(status(synthesis.Grounded)), want: "PARTIAL: no date is stated"},
		{name: "another item's due date in the same mail does not date the switch-off", q: "When are we switching the old kiln off?",
			ev: []synthesis.Evidence{r11Mail("1", "2026-03-02", "Kiln",
				"The glaze order is due on 14 April. I'm not proposing a date for switching the old kiln off; that's the studio board's call once the new kiln is stable.")},
			check: not(status(synthesis.Grounded)), want: "PARTIAL: the glaze order's date is not the switch-off's",
			wrong: "(pre-existing) the glaze order's due fact covers the deadline facet and its sentence holds a date, so claimsStateWhen is satisfied by any date in a claim: GROUNDED"},
	})
}
