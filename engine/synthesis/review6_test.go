package synthesis_test

// A sixth independent review, of the citations of an answer to a quantity question
// (support.go measuredClaims): a further document's claim that states no quantity of the
// asked kind is dropped. The probes are answers whose carrying document states the quantity
// in a form the measure reader may not take as one of the asked kind (words, a frequency
// word, a table's unit in its header, a relative unit), beside the topic's best document,
// which states none. review5's form (runProbes): a probe with a `wrong` field fails today,
// is logged as KNOWN WRONG and does not fail the run.

import (
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

func TestReview6QuantityAnswersKeepTheirDocument(t *testing.T) {
	topic := func(title, text string) synthesis.Evidence { return rev("1", "2026-03-01", "Wiki", title, text) }
	answer := func(title, text string) synthesis.Evidence { return rev("2", "2026-03-02", "Chat", title, text) }
	runProbes(t, []reviewProbe{
		{name: "a duration in words ('ninety days')", q: "How long are the audit logs of the payment gateway kept?",
			ev: []synthesis.Evidence{
				topic("Payment gateway audit logs", "The payment gateway audit logs are kept in the archive bucket of the payment gateway account."),
				answer("Re: logs", "Legal confirmed: the audit logs are kept for ninety days, then purged.")},
			check: all(cites("2"), says("ninety days")), want: "the chat stating 'ninety days' cited"},
		{name: "a frequency as 'every shift'", q: "How often are the freezer alarms of the cold store tested?",
			ev: []synthesis.Evidence{
				topic("Cold store freezer alarms", "The cold store freezer alarms are tested by the cold store team with the alarm test key."),
				answer("Re: alarms", "Night crew: the freezer alarms get tested every shift, signed on the sheet.")},
			check: all(cites("2"), says("every shift")), want: "the chat stating 'every shift' cited"},
		{name: "a frequency as 'nightly'", q: "How often is the staging database of the billing service backed up?",
			ev: []synthesis.Evidence{
				topic("Billing staging database", "The staging database of the billing service is backed up to the billing backup bucket."),
				answer("Re: backups", "Backups of the billing staging database run nightly, after the billing batch.")},
			check: all(cites("2"), says("nightly")), want: "the chat stating 'nightly' cited"},
		{name: "a frequency as 'fortnightly'", q: "How often is the fire door of the loading bay inspected?",
			ev: []synthesis.Evidence{
				topic("Loading bay fire door", "The fire door of the loading bay is inspected by the facilities team against the fire door checklist."),
				answer("Re: fire door", "Facilities: the door is inspected fortnightly now.")},
			check: all(cites("2"), says("fortnightly")), want: "the chat stating 'fortnightly' cited"},
		{name: "a duration as 'a fortnight'", q: "How long does the vendor onboarding review of the procurement team take?",
			ev: []synthesis.Evidence{
				topic("Procurement vendor onboarding review", "The vendor onboarding review of the procurement team covers tax forms, bank details and sanctions checks."),
				answer("Re: onboarding", "Procurement says it takes about a fortnight end to end.")},
			check: all(cites("2"), says("fortnight")), want: "the chat stating 'about a fortnight' cited"},
		{name: "a duration as 'half an hour'", q: "How long does the forklift battery of the warehouse take to charge?",
			ev: []synthesis.Evidence{
				topic("Warehouse forklift battery", "The forklift battery of the warehouse charges at the charging bay of the warehouse."),
				answer("Re: charging", "With the new charger the warehouse forklift battery takes half an hour to charge.")},
			check: all(cites("2"), says("half an hour")), want: "the chat stating 'half an hour' cited"},
		{name: "a table whose unit is in the header", q: "How long is the retention of the call recordings of the support desk?",
			ev: []synthesis.Evidence{
				topic("Support desk call recordings", "Call recordings of the support desk are stored in the support desk recording vault."),
				answer("Retention schedule", "| Record | Retention (days) |\n|---|---|\n| Call recordings | 30 |\n| Chat transcripts | 90 |")},
			check: all(cites("2"), says("30")), want: "the schedule's row (30, days in the header) cited"},
		{name: "a temperature written with the degree sign only", q: "What temperature is the blast chiller of the kitchen set to?",
			ev: []synthesis.Evidence{
				topic("Kitchen blast chiller", "The blast chiller of the kitchen is set by the kitchen supervisor on the blast chiller panel."),
				answer("Re: chiller", "Chef: the kitchen blast chiller is set to -18° since the audit.")},
			check: all(cites("2"), says("-18")), want: "the chat stating -18° cited"},
		{name: "a cost in a currency word ('1,200 euros')", q: "How much does the annual license of the analytics tool cost?",
			ev: []synthesis.Evidence{
				topic("Analytics tool annual license", "The annual license of the analytics tool is paid by finance for the analytics team."),
				answer("Re: license", "Finance: the analytics tool license renewal came in at 1,200 euros for the year.")},
			check: all(cites("2"), says("1,200 euros")), want: "the chat stating 1,200 euros cited"},
		{name: "a count in words ('forty pallets')", q: "How many pallets fit in the cold room of the depot?",
			ev: []synthesis.Evidence{
				topic("Depot cold room", "The cold room of the depot holds pallets of chilled goods for the depot's morning routes."),
				answer("Re: cold room", "Measured today: forty pallets fit if we stack two high.")},
			check: all(cites("2"), says("forty pallets")), want: "the chat stating 'forty pallets' cited"},
		{name: "a duration stated by a relative clause to another value ('twice as long as the old one, 20 minutes')", q: "How long does the nightly export of the orders database take?",
			ev: []synthesis.Evidence{
				topic("Orders database nightly export", "The nightly export of the orders database runs on the orders replica."),
				answer("Re: export", "Since the schema change the nightly orders export takes 40 min, twice as long as before.")},
			check: all(cites("2"), says("40 min")), want: "the chat stating '40 min' cited"},
	})
}

// The rule's own case: some document states a quantity of the asked kind (so the rule dropped
// claims), and the newer document carrying the answer states it in a form the measure reader
// does not class as that kind. The answer must still cite it. All nine failed with the rule
// (measuredClaims), which was withdrawn for it: a citation list one document shorter is not
// worth hiding a newer answer written in words.
func TestReview6QuantityRuleDropsTheAnswer(t *testing.T) {
	topic := func(title, text string) synthesis.Evidence { return rev("1", "2026-03-01", "Wiki", title, text) }
	old := func(title, text string) synthesis.Evidence { return rev("2", "2026-03-02", "Wiki", title, text) }
	answer := func(title, text string) synthesis.Evidence { return rev("3", "2026-04-10", "Chat", title, text) }
	runProbes(t, []reviewProbe{
		{name: "kept indefinitely (legal hold) after 30 days", q: "How long are the audit logs of the payment gateway kept?",
			ev: []synthesis.Evidence{
				topic("Payment gateway audit logs", "The payment gateway audit logs are kept in the archive bucket of the payment gateway account."),
				old("Payment gateway audit logs retention", "Until March the payment gateway audit logs were kept for 30 days."),
				answer("Re: payment gateway audit logs", "Since April the payment gateway audit logs are kept indefinitely under the legal hold.")},
			check: cites("3"), want: "the newer chat ('kept indefinitely') cited beside the 30 days"},
		{name: "'6 mo' (read as a count) after 30 days", q: "How long are the audit logs of the payment gateway kept?",
			ev: []synthesis.Evidence{
				topic("Payment gateway audit logs", "The payment gateway audit logs are kept in the archive bucket of the payment gateway account."),
				old("Payment gateway audit logs retention", "Until March the payment gateway audit logs were kept for 30 days."),
				answer("Re: payment gateway audit logs", "Since April the payment gateway audit logs are kept for 6 mo.")},
			check: cites("3"), want: "the newer chat ('6 mo') cited"},
		{name: "'ninety-day' in words after 30 days", q: "How long are the audit logs of the payment gateway kept?",
			ev: []synthesis.Evidence{
				topic("Payment gateway audit logs", "The payment gateway audit logs are kept in the archive bucket of the payment gateway account."),
				old("Payment gateway audit logs retention", "Until March the payment gateway audit logs were kept for 30 days."),
				answer("Re: payment gateway audit logs", "Since April the payment gateway audit logs have a ninety-day retention.")},
			check: cites("3"), want: "the newer chat ('ninety-day retention') cited"},
		{name: "'the same day' after 5 days", q: "How long does a refund of the web shop take to reach the customer?",
			ev: []synthesis.Evidence{
				topic("Web shop refunds", "A refund of the web shop is sent by the payments team to the customer's card."),
				old("Web shop refunds last year", "Last year a refund of the web shop took 5 days to reach the customer."),
				answer("Re: web shop refunds", "With instant payouts a web shop refund now reaches the customer the same day.")},
			check: cites("3"), want: "the newer chat ('the same day') cited"},
		{name: "'twice a day' after weekly", q: "How often are the freezer alarms of the cold store tested?",
			ev: []synthesis.Evidence{
				topic("Cold store freezer alarms", "The cold store freezer alarms are tested by the cold store team with the alarm test key."),
				old("Cold store freezer alarms schedule", "Until March the cold store freezer alarms were tested weekly."),
				answer("Re: cold store freezer alarms", "After the audit the cold store freezer alarms are tested twice a day.")},
			check: cites("3"), want: "the newer chat ('twice a day') cited"},
		{name: "'every shift' after monthly", q: "How often are the freezer alarms of the cold store tested?",
			ev: []synthesis.Evidence{
				topic("Cold store freezer alarms", "The cold store freezer alarms are tested by the cold store team with the alarm test key."),
				old("Cold store freezer alarms schedule", "Until March the cold store freezer alarms were tested monthly."),
				answer("Re: cold store freezer alarms", "After the audit the cold store freezer alarms are tested every shift.")},
			check: cites("3"), want: "the newer chat ('every shift') cited"},
		{name: "'2x/week' after monthly", q: "How often are the freezer alarms of the cold store tested?",
			ev: []synthesis.Evidence{
				topic("Cold store freezer alarms", "The cold store freezer alarms are tested by the cold store team with the alarm test key."),
				old("Cold store freezer alarms schedule", "Until March the cold store freezer alarms were tested monthly."),
				answer("Re: cold store freezer alarms", "After the audit the cold store freezer alarms are tested 2x/week.")},
			check: cites("3"), want: "the newer chat ('2x/week') cited"},
		{name: "'fifty quid' after €40", q: "How much does the annual license of the analytics tool cost?",
			ev: []synthesis.Evidence{
				topic("Analytics tool annual license", "The annual license of the analytics tool is paid by finance for the analytics team."),
				old("Analytics tool license 2025", "In 2025 the annual license of the analytics tool cost €40."),
				answer("Re: analytics tool license", "The analytics tool annual license went up to fifty quid this year.")},
			check: cites("3"), want: "the newer chat ('fifty quid') cited"},
		{name: "'below freezing' after 4 °C", q: "What temperature is the blast chiller of the kitchen set to?",
			ev: []synthesis.Evidence{
				topic("Kitchen blast chiller", "The blast chiller of the kitchen is set by the kitchen supervisor on the blast chiller panel."),
				old("Kitchen blast chiller settings", "Until March the kitchen blast chiller was set to 4 °C."),
				answer("Re: kitchen blast chiller", "After the audit the kitchen blast chiller is set below freezing.")},
			check: cites("3"), want: "the newer chat ('below freezing') cited"},
		{name: "'forty pallets' after 24 pallets", q: "How many pallets fit in the cold room of the depot?",
			ev: []synthesis.Evidence{
				topic("Depot cold room", "The cold room of the depot holds pallets of chilled goods for the depot's morning routes."),
				old("Depot cold room capacity", "Until March 24 pallets fit in the cold room of the depot."),
				answer("Re: depot cold room", "After the racking change forty pallets fit in the cold room of the depot.")},
			check: cites("3"), want: "the newer chat ('forty pallets') cited"},
	})
}
