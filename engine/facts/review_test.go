package facts_test

// An independent review of the readings added to the facts layer: durations, shares and
// quarter hours in words, ranges, negative values and the new units, "from <day>" as a
// revision, decided values, "floated X; decided Y", contrasts in a named change, stated and
// labelled choices.
//
// Every probe states what a careful reader would take from the sentence. A probe whose
// `wrong` field is set fails today: the field says what the reading gets wrong, the test
// logs it and passes, and it fails if the probe starts to pass, so that the mark is removed
// when the reading is fixed. Probes with no `wrong` field hold today.

import (
	"fmt"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/facts"
	"github.com/queueproof/queueproof/engine/probetest"
)

// expect reports a probe's outcome: an error for a held probe that fails, a log line for a

func measuresOf(p *facts.Parser, text string) string {
	var got []string
	for _, m := range p.Measures(text) {
		got = append(got, fmt.Sprintf("%s %g (%s)", m.Class, m.Amount, m.Text))
	}
	return strings.Join(got, "; ")
}

func TestReviewMeasuresInWords(t *testing.T) {
	p, err := facts.Default()
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct{ text, want, wrong string }{
		// Held.
		{"Onboarding takes two weeks.", "duration 1.2096e+06 (two weeks)", ""},
		{"Escalate if nobody answers within half an hour.", "duration 1800 (half an hour)", ""},
		{"Check the gauges twice a day.", "", ""},
		{"one-hour slots", "", ""},
		{"Two thirds of calls go to voicemail.", "percentage 66.6667 (Two thirds)", ""},
		{"The Heathrow transfer takes an hour and a half.", "duration 5400 (an hour and a half)", ""},
		// Compound number words: the reading takes the last word of the compound alone.
		{"Access logs are kept for twenty-four hours.", "duration 86400 (twenty-four hours)", ""},
		{"Refunds are processed within seventy-two hours.", "duration 259200 (seventy-two hours)", ""},
		{"We need forty-eight hours notice.", "duration 172800 (forty-eight hours)", ""},
		{"CCTV footage is kept for thirty-one days.", "duration 2.6784e+06 (thirty-one days)", ""},
		{"Retention is thirty six months.", "duration 9.46728e+07 (thirty six months)", ""},
		// "Quarters" of a year are periods, not shares.
		{"Subscriptions beat plan in two quarters of 2025.", "", ""},
	} {
		got := measuresOf(p, tt.text)
		// Compare amounts loosely: the thirds print with many digits.
		ok := got == tt.want || strings.HasPrefix(tt.want, "percentage 66.6667") && strings.HasPrefix(got, "percentage 66.666")
		probetest.Expect(t, ok, tt.wrong, "Measures(%q) = %q, want %q", tt.text, got, tt.want)
	}
}

func TestReviewRangesNegativesUnits(t *testing.T) {
	p, err := facts.Default()
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct{ text, want, wrong string }{
		// Held.
		{"Failover takes 20-25 s end to end.", "duration 22.5 (20-25 s)", ""},
		{"Podcasts are mastered to -16 LUFS integrated.", "LUFS -16 (-16 LUFS)", ""},
		{"The uplink is 100 Mbps.", "Mbps 100 (100 Mbps)", ""},
		{"The uplink is 100Mbps.", "Mbps 100 (100Mbps)",
			""},
		{"ENG-7 is due and OPS-12 after it.", "", ""},
		{"set to 10-5 min", "", ""},
		// Clock hours joined by a hyphen are opening times, not a length of time.
		{"The service desk is open 9-17 h on weekdays.", "", ""},
		{"Shifts run 07-19 hrs.", "", ""},
		// A time-zone offset is not a negative duration.
		{"The Lagos office is GMT +1, the Bogotá one GMT -5 hours.", "", ""},
		// A range in a symbol unit is lost altogether: neither end is read.
		{"Store vaccines at 2-8 °C.", "°C 5 (2-8 °C)", ""},
		{"Depots are 1-3 km apart.", "length 2000 (1-3 km)", ""},
		// A minus after a currency sign (spreadsheet exports write "£-5,000").
		{"Variance to budget: $−3m.", "amount of money -3e+06 ($−3m)", ""},
		// Units as chat writes them.
		{"line speed is 100 mbps at the depot", "Mbps 100 (100 mbps)",
			"measures.go reSymbolUnit is case-sensitive: '100 mbps' read as a bare count"},
		// Pre-existing, found on the way: "an" + "d" read as "per day".
		{"The restore takes between 5 and 10 minutes.", "duration 600 (10 minutes)",
			"measures.go rePerTime (pre-existing): '5 and' read as a rate of 5 per day"},
	} {
		got := measuresOf(p, tt.text)
		probetest.Expect(t, got == tt.want, tt.wrong, "Measures(%q) = %q, want %q", tt.text, got, tt.want)
	}
}

func TestReviewTakesEffectRevises(t *testing.T) {
	for _, tt := range []struct {
		text  string
		want  bool
		wrong string
	}{
		// Held.
		{"From 1 September, peak membership is £6 a month.", true, ""},
		{"Starting next month, the cap is 2 GB.", true, ""},
		{"The storage report covers data from March to May.", false, ""},
		{"From the 1st of September the cap is 2 GB.", true, ""},
		// A period at the start of a sentence is a range, as it is inside one.
		{"From January to March, the checkout error rate was 2%.", false, ""},
		// The month alternation takes any word that begins with a month's letters.
		{"From Marketing: the budget stays at £40k.", false, ""},
		{"Starting may take up to 5 minutes on a cold cache.", false, ""},
		{"Starting junior engineers on £32k is standard.", false, ""},
		{"Effective marketing needs a budget of £20k.", false, ""},
		{"We got quotes from three suppliers, from separate teams, of £5k each.", false, ""},
		// The reverse: common ways of saying a value takes effect that are not read.
		{"Effective Monday, the cap is 2 GB.", true, ""},
		{"Effective immediately, the cap is 2 GB.", true, ""},
		{"With immediate effect the cap is 2 GB.", true, ""},
		{"Going forward the cap is 2 GB.", true, ""},
		{"From Q3 the cap is 2 GB.", true, ""},
	} {
		got := facts.Revises(tt.text)
		probetest.Expect(t, got == tt.want, tt.wrong, "Revises(%q) = %v, want %v", tt.text, got, tt.want)
	}
}

func TestReviewDecides(t *testing.T) {
	for _, tt := range []struct {
		text  string
		want  bool
		wrong string
	}{
		// Held.
		{"Not yet signed off: $2.4m.", false, ""},
		{"Yet to be approved: $2.4m", false, ""},
		{"Subject to board approval, the refit is $2.4m.", false, ""},
		{"Datadog renewal: $48,000, finalised by procurement.", true, ""},
		// A contracted "not": "\bn't" has no word boundary inside "hasn't".
		{"The refit hasn't been approved yet; estimate $2m.", false, ""},
		{"The refit isn't agreed yet.", false, ""},
		{"The refit isn’t agreed.", false, ""},
		{"The board didn't approve the $2.4m.", false, ""},
		// A condition is not a decision.
		{"If approved, the refit will cost $2.5m.", false, ""},
		{"Once signed, the contract runs for 3 years.", false, ""},
		{"Unless approved by Friday, we keep $1.9m.", false, ""},
		// "Confirmed" as checking a fact, not deciding a value.
		{"I confirmed with Ngozi the staging limit is 120 requests per minute.", false, ""},
	} {
		got := facts.Decides(tt.text)
		probetest.Expect(t, got == tt.want, tt.wrong, "Decides(%q) = %v, want %v", tt.text, got, tt.want)
	}
}

func TestReviewDecidedAfter(t *testing.T) {
	for _, tt := range []struct{ text, want, wrong string }{
		// Held: nothing after the decision, or a decision that is denied.
		{"Maybe 45 s? Then we decided 50 s.", " 50 s.", ""},
		{"We floated 45 s, but it is not decided.", "", ""},
		{"We floated 45 s; the team hasn't agreed on 50 s.", "", ""},
	} {
		got := ""
		if at, ok := facts.DecidedAfter(tt.text); ok {
			got = tt.text[at:]
		}
		probetest.Expect(t, got == tt.want, tt.wrong, "DecidedAfter(%q) leaves %q, want %q", tt.text, got, tt.want)
	}
	// "Proposed 45 s" at the start of a sentence is not read as floated at all, so both values
	// stand as stated.
	s := "Proposed 45 s at first, then we agreed on 50 s."
	probetest.Expect(t, facts.StanceOf(s) == facts.Floated, "",
		"StanceOf(%q) = %v, want floated", s, facts.StanceOf(s))
}

func TestReviewNamedChoices(t *testing.T) {
	for _, tt := range []struct{ text, from, to, wrong string }{
		// Held.
		{"Moving to Postgres, not MySQL 8.", "MySQL 8", "Postgres", ""},
		{"Switching to Okta instead of Azure AD next month.", "Azure AD", "Okta", ""},
		{"We are migrating to Kafka, rather than RabbitMQ.", "RabbitMQ", "Kafka", ""},
		{"Changed my mind, going to Lagos next week.", "", "", ""},
		// A contrast about when, not what.
		{"Moving the nightly jobs to Airflow, not Monday but Tuesday.", "", "Airflow", ""},
		{"We're switching to Okta, not Friday as planned.", "", "Okta", ""},
		// "went to"/"going to" a place or an event, or to do something.
		{"Sam went to the Datadog meetup; we still use Grafana.", "", "", ""},
		{"I'm going to DM Priya about the monitoring tool.", "", "", ""},
	} {
		from, to, ok := facts.NamedChange(tt.text)
		if !ok {
			from, to = "", ""
		}
		probetest.Expect(t, from == tt.from && to == tt.to, tt.wrong, "NamedChange(%q) = %q -> %q, want %q -> %q", tt.text, from, to, tt.from, tt.to)
	}
	for _, tt := range []struct{ text, attribute, want, wrong string }{
		// Held.
		{"We use Slack for incident chat.", "", "Slack", ""},
		{"Should we use Loggly?", "", "", ""},
		// A capitalised word after "we use"/"I run"/"Decision:" is not always a product.
		{"I run Tuesday's standup.", "", "", ""},
		{"Decision: Defer to Q3.", "", "", ""},
		{"Decision: TBC", "", "", ""},
		{"We are on Call this week", "", "", ""},
		{"We will use Ngozi's spreadsheet until then.", "", "", ""},
		// The attribute pattern has no word boundary before the attribute.
		{"DevOps: Ben Carter covers nights.", "Ops", "", ""},
	} {
		got, ok := facts.StatedChoice(tt.text, tt.attribute)
		if !ok {
			got = ""
		}
		probetest.Expect(t, got == tt.want, tt.wrong, "StatedChoice(%q, %q) = %q, want %q", tt.text, tt.attribute, got, tt.want)
	}
	for _, tt := range []struct{ line, name, wrong string }{
		// Held.
		{"Acoustic loggers: Aquilo LX-2, deployed lift-and-shift.", "Aquilo LX-2", ""},
		// Minutes lines label a topic with an action, an owner or a state, not a choice.
		{"Badge readers: Priya to chase vendor quotes.", "", ""},
		{"Badge readers: Decision deferred to March.", "", ""},
		{"Badge readers: TBD", "", ""},
		{"Re: Badge readers", "", ""},
	} {
		_, name, ok := facts.LabeledName(tt.line)
		if !ok {
			name = ""
		}
		probetest.Expect(t, name == tt.name, tt.wrong, "LabeledName(%q) = %q, want %q", tt.line, name, tt.name)
	}
}

// Text that might make the new patterns misbehave: no panic, and no value out of a stray
// sign or dash.
func TestReviewOddText(t *testing.T) {
	p, err := facts.Default()
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range []string{
		"", "-", "−", "- -", "9-", "-9-", "—from—", "from", "as of", "effective",
		"1-2-3-4-5 s", "--5 s", "−−5 dB", "5−6 s", "twenty-", "-four hours",
		"half", "a quarter of", "three quarters of an", "→", "a → ", strings.Repeat("twenty-four hours ", 200),
		strings.Repeat("9-", 5000) + "9 s", "£-5", "$−3m", "ⅷ hours", "٣ hours", "５ minutes",
	} {
		for _, m := range p.Measures(text) {
			if m.Span.Start < 0 || m.Span.End > len(text) || text[m.Span.Start:m.Span.End] != m.Text {
				t.Errorf("Measures(%.40q): span %v does not hold %q", text, m.Span, m.Text)
			}
		}
		facts.Revises(text)
		facts.Decides(text)
		facts.DecidedAfter(text)
		facts.NamedChange(text)
		facts.StatedChoice(text, text)
		facts.LabeledName(text)
		facts.ChangedAttribute(text)
	}
}
