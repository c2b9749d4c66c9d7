package facts_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/facts"
)

func TestMeasures(t *testing.T) {
	p, err := facts.NewParser()
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct{ text, want string }{
		{"The export job gives up after 90s and retries twice.", "duration 90 (90s)"},
		{"Lock TTL moved from 5 minutes to 120000 ms.", "duration 300 (5 minutes); duration 120 (120000 ms)"},
		{"Cache hit ratio is around 87.5% on weekdays", "percentage 87.5 (87.5%)"},
		{"Attachments over 25 MB are rejected", "size 2.5e+07 (25 MB)"},
		{"we cap each tenant at 3,000 calls per minute", "rate 50 (3,000 calls per minute)"},
		{"We run 14 workers in eu-west.", "count 14 (14)"},
		{"See OPS-118 and #482, shipped in v2.3 on 2026-03-04 at 09:15, p99 up.", ""},
		{"The Datadog renewal is $48,000 a year, up from 41k USD.", "amount of money 48000 ($48,000); amount of money 41000 (41k USD)"},
		{"Retention: 1.5k days? no, 30 days.", "duration 1.296e+08 (1.5k days); duration 2.592e+06 (30 days)"},
		// An elided unit is the one of the measure the number is set against.
		{"Upload cap goes from 8 to 12 GB next sprint.", "size 8e+09 (8); size 1.2e+10 (12 GB)"},
		{"the broker now flushes after 4 seconds (was 9)", "duration 4 (4 seconds); duration 9 (9)"},
		{"Tenants may send 300, up from 200, events per second.", "count 300 (300); count 200 (200)"},
		{"Keep 14 days of logs, not 3 weeks; 5 nodes to 7 nodes.", "duration 1.2096e+06 (14 days); duration 1.8144e+06 (3 weeks); count 5 (5); count 7 (7)"},
		{"We moved 40 tickets to 2 days of backlog.", "count 40 (40); duration 172800 (2 days)"},
		// Units written as symbols are their own kind; years are not counts.
		{"The clarifier now treats 14.5 Ml/d, up from 12 Ml/d.", "Ml/d 14.5 (14.5 Ml/d); Ml/d 12 (12 Ml/d)"},
		{"Dose ozone at 2 mg/l into a 900 m³ contactor.", "mg/l 2 (2 mg/l); m³ 900 (900 m³)"},
		{"Headroom falls to 3% in 2031 and the 2026-2030 plan holds 2040 pallets.", "percentage 3 (3%); count 2040 (2040)"},
		// Pence and cents are money in the major unit; a video resolution is no price.
		{"Tea is 80p and 50 pence for refills; the vending machine takes 99¢.", "amount of money 0.8 (80p); amount of money 0.5 (50 pence); amount of money 0.99 (99¢)"},
		{"Streams go out at 1080p and 720p.", ""},
		// A number of a pair is no count ("24/7", "3/4"); "M" right after a number is
		// millions, not minutes; a sum in Canadian dollars is money when written as a sum.
		{"The help line is staffed 24/7 and answers 3/4 of calls at once.", ""},
		{"Refit estimate: CAD 4.5M, up from CAD 3.5M.", "amount of money 4.5e+06 (CAD 4.5M); amount of money 3.5e+06 (CAD 3.5M)"},
		{"Send the CAD 3 drawings to the fabricator.", "count 3 (3)"},
		// time counted at work, on a calendar or while a machine runs
		{"Reply within 5 working days; service the pump every 400 running hours.", "duration 432000 (5 working days); duration 1.44e+06 (400 running hours)"},
		{"The fuel levy is 10c a litre.", "amount of money 0.1 (10c)"},
		{"It was 10c on the loading dock this morning.", ""},
		// A decimal ending a sentence is a number when it is set against a measure; a day and
		// month written with dots stays a date otherwise.
		{"Ferry turnaround is 41.5 minutes, not 26.4.", "duration 2490 (41.5 minutes); duration 1584 (26.4)"},
		{"Pallet audit moved from 12.3. to 16.3. as agreed.", ""},
		{"Crane inspection: 4 hours, on 16.3.", "duration 14400 (4 hours)"},
		// an amount with a day-and-month shape is no date
		{"Day pass £24.10, locker NOK 12.05.", "amount of money 24.1 (£24.10); amount of money 12.05 (NOK 12.05)"},
		// A size per unit of time is a rate.
		{"The index takes ~4 TB, growing about 60 GB a month.", "size 4e+12 (4 TB); rate 22815.423226100844 (60 GB a month)"},
		// A year after a season, a holiday, a month or alone in brackets dates something; a
		// number after a word for one of a series names it; a measure before "class" names a kind.
		{"Two new piste bashers, delivered before Christmas 2026; budget line (2025) unchanged.", "count 2 (Two)"},
		{"Rev 5: step 3 now takes two passes, tower 7 and pier 2 excluded.", "count 2 (two)"},
		{"Please plan 18 pallets; the 300 m class berths take 6 tugs.", "count 18 (18); count 6 (6)"},
		{"step 3 – two circuits instead of one", "count 2 (two)"},
	} {
		var got []string
		for _, m := range p.Measures(tt.text) {
			got = append(got, fmt.Sprintf("%s %g (%s)", m.Class, m.Amount, m.Text))
			if tt.text[m.Span.Start:m.Span.End] != m.Text {
				t.Errorf("%q: span %v is %q, not %q", tt.text, m.Span, tt.text[m.Span.Start:m.Span.End], m.Text)
			}
		}
		if s := strings.Join(got, "; "); s != tt.want {
			t.Errorf("Measures(%q) = %q, want %q", tt.text, s, tt.want)
		}
	}
}

func TestChange(t *testing.T) {
	p, err := facts.NewParser()
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct{ text, cur, old string }{
		{"Worker heap went from 512 MB to 2 GB after the leak fix.", "2 GB", "512 MB"},
		{"poll interval: was 30s, now 10s", "10s", "30s"},
		{"Queue depth alarm is at 5,000 messages, not 500.", "5,000", "500"},
		{"The Leeds run is £96 per cage from 1 April, not £88.", "£96", "£88"},
		{"Racks hold 40 crates on the ground floor and 25 crates on the mezzanine, not more.", "?", ""},
		{"The new limit is 80% instead of 90%.", "80%", "90%"},
		{"Backups run every 6 hours (21600 s).", "6 hours (21600 s)", ""},
		{"This replaces the 3-day window we had before.", "", "3-day"},
		{"Builds take 12 minutes on main and 4 minutes on branches.", "?", ""},
		{"Lockout now starts after 20 minutes idle (it was 45).", "20 minutes", "45"},
		{"The per-seat limit doubles from 50 to 100 GB.", "100 GB", "50"},
		{"| P2 | respond within ~~8 hours~~ 4 hours |", "4 hours", "8 hours"},
		{"[field] Retention changed: 30 days ⇒ 90 days", "90 days", "30 days"},
		{"Route: intake (2 h) ⇒ triage ⇒ repair (8 h)", "?", ""},
		{"From Monday the reorder trigger for gloves moves to 5 days (it was below 8 days in the old SOP).", "5 days", "8 days"},
		{"Lockers now cost £6 a week (was about £4).", "£6", "£4"},
		// a decimal at a sentence's end set against a measure is a number, not a day and month
		{"The crossing now averages 41.5 minutes, not 12.5.", "41.5 minutes", "12.5"},
	} {
		cur, old, ok := facts.Change(tt.text, p.Measures(tt.text))
		var olds []string
		for _, o := range old {
			olds = append(olds, o.Text)
		}
		got := cur.Text
		if !ok {
			got = "?"
		}
		if got != tt.cur || strings.Join(olds, ",") != tt.old {
			t.Errorf("Change(%q) = %q replacing %q, want %q replacing %q", tt.text, got, olds, tt.cur, tt.old)
		}
	}
	for _, tt := range []struct {
		text string
		want facts.Stance
	}{
		{"What if we raised it to 45s?", facts.Floated},
		{"I suggest 20 workers for the peak.", facts.Floated},
		{"I'd propose 30 minutes for the handover window.", facts.Floated},
		{"We would propose a 5% buffer from April.", facts.Floated},
		{"Retention is 90 days.", facts.Stated},
		// weighed and turned down
		{"The panel looked at 20 minutes as well and decided that was too short for the ferry.", facts.Floated},
		{"We ruled out a 6% surcharge.", facts.Floated},
		{"Quality proposes lowering the alarm to 5.5 °C.", facts.Floated},
		{"The vendor suggests 3 replicas for the pilot.", facts.Floated},
		{"Finance considered 40 days but decided against it.", facts.Floated},
		{"Uploads over 25 MB are rejected.", facts.Stated},
		{"The lid is too tight at 4 Nm, so torque is 3 Nm.", facts.Stated},
	} {
		if got := facts.StanceOf(tt.text); got != tt.want {
			t.Errorf("StanceOf(%q) = %s, want %s", tt.text, got, tt.want)
		}
	}
}

func TestNamedChange(t *testing.T) {
	for _, tt := range []struct{ text, from, to string }{
		{"Effective Monday, the billing cron moves from the Payments team to Infra.", "Payments team", "Infra"},
		{"We're switching the nightly exports to Airbyte.", "", "Airbyte"},
		{"Vault replaces Consul for secrets.", "Consul", "Vault"},
		// "from X to Y" after a unit of time or a verb of charging or travelling is an extent
		{"Passes are billed per started minute from AOS to LOS.", "", ""},
		{"The crew drove from Keswick to Penrith before noon.", "", ""},
		{"Paging vendor: from OnPager to Signl4.", "OnPager", "Signl4"},
		// with no word of change it is a route or an extent
		{"We track each satellite from AOS to LOS on one antenna.", "", ""},
		{"Crew fly with the Arctic Wings charter from Inuvik to Tuk on Tuesdays.", "", ""},
		{"The on-call rota moved from PagerTree to Opsgenie in May.", "PagerTree", "Opsgenie"},
		{"Jenkins was replaced by GitHub Actions last spring.", "Jenkins", "GitHub Actions"},
		{"For new services use Terraform instead of Pulumi.", "Pulumi", "Terraform"},
		{"Minimum iOS raised to iOS 17 for the 6.0 release.", "", "iOS 17"},
		{"What if we moved search to Typesense?", "", ""},
		{"We use Sentry for errors.", "", ""},
		{"The panel met and the cleaning contract is awarded to Brightwave Facilities.", "", "Brightwave Facilities"},
		{"In the end we went with Postmark for receipts.", "", "Postmark"},
		{"we ended up going with Kestrel 4.2 after the trial", "", "Kestrel 4.2"},
		{"Should we go with Mailgun?", "", ""},
		{"Don't change the cache settings without talking to Storage first.", "", ""},
		{"for anyone who missed it: we ended up going with Corvid for the badges, not Tessel.", "Tessel", "Corvid"},
		{"The team is moving the queue to NATS rather than Kafka.", "Kafka", "NATS"},
		{"Heads up: the event streams are moving to NATS JetStream this month.", "", "NATS JetStream"},
		{"We are switching to Buildkite for CI.", "", "Buildkite"},
		// "goes to" in the present tells where a thing is routed, not that it changed.
		{"A complaint that raises a serious issue goes to the Editorial Standards panel.", "", ""},
		{"We went with Postmark for receipts, not the cheapest option.", "", "Postmark"},
	} {
		from, to, ok := facts.NamedChange(tt.text)
		if !ok {
			from, to = "", ""
		}
		if from != tt.from || to != tt.to {
			t.Errorf("NamedChange(%q) = %q -> %q, want %q -> %q", tt.text, from, to, tt.from, tt.to)
		}
	}
}

func TestStatedChoice(t *testing.T) {
	for _, tt := range []struct{ text, attribute, want string }{
		{"We use Loggly Pro for every service's logs, one account per region.", "", "Loggly Pro"},
		{"We use Twilio to send customer SMS.", "", "Twilio"},
		{"Decision: we will use Zitadel for staff sign-in.", "", "Zitadel"},
		{"Recommendation: Option B, Quartzline. It is cheaper per seat.", "", "Quartzline"},
		{"Minimum macOS version: macOS 13 (Ventura).", "Minimum macOS version", "macOS 13"},
		{"The default broker is RabbitMQ on every site.", "default broker", "RabbitMQ"},
		{"Should we use Loggly?", "", ""},
		{"We use it for everything.", "", ""},
		{"Minimum macOS version: macOS 13.", "", ""},
	} {
		got, ok := facts.StatedChoice(tt.text, tt.attribute)
		if !ok {
			got = ""
		}
		if got != tt.want {
			t.Errorf("StatedChoice(%q, %q) = %q, want %q", tt.text, tt.attribute, got, tt.want)
		}
	}
	for _, tt := range []struct{ text, want string }{
		{"Minimum Android version raised to Android 11 (API 30).", "Minimum Android version"},
		{"- Default runner moved to Ubuntu 24.04 this week", "Default runner"},
		{"We're switching the nightly exports to Airbyte.", "We're"},
		{"Nothing changed.", ""},
	} {
		if got := facts.ChangedAttribute(tt.text); got != tt.want {
			t.Errorf("ChangedAttribute(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}

func TestDecides(t *testing.T) {
	for _, tt := range []struct {
		text string
		want bool
	}{
		{"Harbour crane refit: approved at $2.25m.", true},
		{"The board agreed a cap of 40 berths.", true},
		{"The contract is signed: $412,000 over three years.", true},
		{"The new rate is final.", true},
		{"The $2.25m has not been approved yet.", false},
		{"Budget of $1.9m, to be confirmed by the board.", false},
		{"Pending approved-vendor checks, we estimate $1.9m.", false},
		{"We requested $1.9m.", false},
	} {
		if got := facts.Decides(tt.text); got != tt.want {
			t.Errorf("Decides(%q) = %v, want %v", tt.text, got, tt.want)
		}
	}
}

func TestLabeledName(t *testing.T) {
	for _, tt := range []struct{ line, label, name string }{
		{"Acoustic loggers: Aquilo LX-2, deployed lift-and-shift.", "Acoustic loggers", "Aquilo LX-2"},
		{"- Ticketing tool: the Zammad instance on ops-2", "Ticketing tool", "Zammad"},
		{"Note: we moved the loggers last week.", "", ""},
		{"Status: in progress", "", ""},
	} {
		label, name, ok := facts.LabeledName(tt.line)
		if !ok {
			label, name = "", ""
		}
		if label != tt.label || name != tt.name {
			t.Errorf("LabeledName(%q) = %q, %q; want %q, %q", tt.line, label, name, tt.label, tt.name)
		}
	}
}

func TestDurationsInWords(t *testing.T) {
	p, err := facts.Default()
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		text  string
		want  string // the first duration read, "" for none
		hours float64
	}{
		{"Untagged rushes are kept for six months from ingest.", "six months", 6 * 730.5},
		{"Audit logs must now be kept for seven years.", "seven years", 7 * 8766},
		{"the job now runs every two hours", "two hours", 2},
		{"Bulletins stay on the app for a week.", "a week", 168},
		{"Escalate if nobody answers within half an hour.", "half an hour", 0.5},
		{"Failover takes about three quarters of an hour, including the drive.", "three quarters of an hour", 0.75},
		{"a quarter of an hour later", "a quarter of an hour", 0.25},
		{"Access logs are kept for twenty-four hours.", "twenty-four hours", 24},
		{"The transfer takes two and a half hours.", "two and a half hours", 2.5},
		{"The transfer takes an hour and a half.", "an hour and a half", 1.5},
		{"Standard membership is £6 a month.", "", 0},
		{"Check the gauges twice a day.", "", 0},
		{"one of the hours we lost", "", 0},
	} {
		var got facts.Measure
		for _, m := range p.Measures(tt.text) {
			if m.Class == facts.Duration {
				got = m
				break
			}
		}
		if got.Text != tt.want {
			t.Errorf("Measures(%q) duration = %q, want %q", tt.text, got.Text, tt.want)
			continue
		}
		if tt.want != "" && (got.Amount < tt.hours*3600*0.999 || got.Amount > tt.hours*3600*1.001) {
			t.Errorf("Measures(%q) = %v s, want %v h", tt.text, got.Amount, tt.hours)
		}
	}
}

// A value said to return revises ("back to 30 minutes", "reverted"); falling back to another
// system does not.
func TestAReturnRevises(t *testing.T) {
	for text, want := range map[string]bool{
		"The dock window is back to 30 minutes since the second crane came back.": true,
		"We reverted the pool size after the incident.":                           true,
		"The fryer settings were rolled back on Monday.":                          true,
		"Retention was reinstated at 90 days.":                                    true,
		"More than 5% of lookups fell back to the cache in an hour.":              false,
		"Keg returns to the depot take 10 days.":                                  false,
		"Power restored after 40 minutes.":                                        false,
		"Please get back to me about the quote.":                                  false,
	} {
		if got := facts.Revises(text); got != want {
			t.Errorf("Revises(%q) = %v, want %v", text, got, want)
		}
	}
}

// A correction gives a value as the right one in place of a wrong one; a change moves a value
// that held until then.
func TestCorrects(t *testing.T) {
	for text, want := range map[string]bool{
		"Recounted: the average is 10 days, not 8.":          true,
		"Correction: the dock fee is £40.":                   true,
		"Re-measured with the new gauge, the gap is 4.2 mm.": true,
		"Turns out the tank holds 900 litres.":               true,
		"Mash temperature moved from 67 °C to 65 °C.":        false,
		"The limit is 40 s from Monday.":                     false,
		"Please do not exceed 8 knots north of the buoy.":    false,
	} {
		if got := facts.Corrects(text); got != want {
			t.Errorf("Corrects(%q) = %v, want %v", text, got, want)
		}
	}
}

func TestATakesEffectDayRevises(t *testing.T) {
	for text, want := range map[string]bool{
		"From 1 September standard membership is £6 a month.":     true,
		"The per-key limit is 1,200 requests, effective 3 March.": true,
		"As of today the window is 2 hours.":                      true,
		"Starting next month the cap goes up.":                    true,
		"We compared the data from March to May.":                 false,
		"Standard membership is £5 a month.":                      false,
		"The new fee applies, with effect from 1 July, to all.":   true,
	} {
		if got := facts.Revises(text); got != want {
			t.Errorf("Revises(%q) = %v, want %v", text, got, want)
		}
	}
}

func TestRangesNegativesAndMoreUnits(t *testing.T) {
	p, err := facts.Default()
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		text, want string
		class      facts.MeasureClass
		amount     float64
	}{
		{"Live on the Player runs 20-25 s behind air.", "20-25 s", facts.Duration, 22.5},
		{"now 11–13 s behind", "11–13 s", facts.Duration, 12},
		{"plan for 2.5-3 hours of downtime", "2.5-3 hours", facts.Duration, 2.75 * 3600},
		{"we're now planning for 2.5 to 3 hours of downtime", "2.5 to 3 hours", facts.Duration, 2.75 * 3600},
		{"expect between 4 and 6 weeks on site", "4 and 6 weeks", facts.Duration, 5 * 7 * 86400},
		{"| Integrated loudness | -18 LUFS |", "-18 LUFS", "LUFS", -18},
		// Speeds in any unit compare as one kind, in metres per second.
		{"gusts over 22 m/s stop the cranes", "22 m/s", facts.Speed, 22},
		{"the harbour limit is 6 knots", "6 knots", facts.Speed, 6 * 0.514444},
		{"forklifts are limited to 10 km/h in the warehouse", "10 km/h", facts.Speed, 10 / 3.6},
		{"the yard speed limit stays at 15 mph", "15 mph", facts.Speed, 15 * 0.44704},
		{"top rung lowered to 5 Mbps", "5 Mbps", "Mbps", 5},
		{"keep it above −5 °C", "−5 °C", "°C", -5},
	} {
		ms := p.Measures(tt.text)
		if len(ms) != 1 || ms[0].Text != tt.want || ms[0].Class != tt.class || ms[0].Amount != tt.amount {
			t.Errorf("Measures(%q) = %+v, want one %q of %s, amount %v", tt.text, ms, tt.want, tt.class, tt.amount)
		}
	}
	// Two values a change joins by "to" are two values, the earlier and the new.
	for _, text := range []string{"the timeout went from 60 to 45 s", "we cut it 60 to 45 s", "between us and 45 s"} {
		for _, m := range p.Measures(text) {
			if strings.Contains(m.Text, " to ") || strings.Contains(m.Text, " and ") {
				t.Errorf("Measures(%q) read a range %+v", text, m)
			}
		}
	}
	// A hyphen between a key and a number, or in a date, is no range and no minus.
	for _, text := range []string{"ENG-7 is due", "see 2026-03-02 notes"} {
		for _, m := range p.Measures(text) {
			if m.Amount < 0 || strings.ContainsAny(m.Text, "-–") {
				t.Errorf("Measures(%q) read %+v", text, m)
			}
		}
	}
}

func TestSharesInWords(t *testing.T) {
	p, err := facts.Default()
	if err != nil {
		t.Fatal(err)
	}
	for text, want := range map[string]float64{
		"Streaming now accounts for about a quarter of listening hours.": 25,
		"we'll run the springs at half its deployable output":            50,
		"two thirds of calls are answered in a minute":                   200.0 / 3,
		"three quarters of the fleet has the update":                     75,
		"see you next quarter":                                           -1,
		"half an hour later":                                             -1,
	} {
		got := -1.0
		for _, m := range p.Measures(text) {
			if m.Class == facts.Percent {
				got = m.Amount
				break
			}
		}
		if got < want-0.01 || got > want+0.01 {
			t.Errorf("Measures(%q) share = %v, want %v", text, got, want)
		}
	}
}

func TestDecidedAfter(t *testing.T) {
	for text, want := range map[string]string{
		"We floated 2 minutes (Quality's ask) but that would double the load; decided 4 minutes for routine calls.": " 4 minutes for routine calls.",
		"Proposed 45 s at first, but we agreed on 50 s.":                                                            " 50 s.",
		"We floated 45 s; no decision yet.":                                                                         "",
		"We floated 45 s, but it is not decided.":                                                                   "",
	} {
		got := ""
		if at, ok := facts.DecidedAfter(text); ok {
			got = text[at:]
		}
		if got != want {
			t.Errorf("DecidedAfter(%q) leaves %q, want %q", text, got, want)
		}
	}
}
