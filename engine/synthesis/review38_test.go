package synthesis_test

// A thirty-eighth independent review, of this session's later readings, in wording of our own:
// a craft brewery in Fife, Fernlea Brewery (its brewhouse WhatsApp, daily check-ins, cellar
// shift reports, the FLB- tracker, trade orders and a web shop, casks and kegs hired from
// Kegmart and Kegstar, malt from the maltsters, a beer festival, a tap room, HMRC's duty).
//
// The probes keep the form of review37_test.go (runProbes, and runOutsideProbes for questions with
// strangers, whose documents are byDocument's): a probe with a `wrong` field fails today, is
// logged as KNOWN WRONG, and fails the test once it holds. "(brought by <commit>)" marks a
// probe that held on the export before the commit (7aabd2b for readings 1 and 2, the commit's
// parent otherwise) and fails now; "(pre-existing)" one that failed there as well for another
// reason; "(not covered)" one that failed there as well and is of the reading's kind. Each was
// classed by running both files on exports of 7aabd2b, 58bf4f2, 26a47f5, d7d7b4d, 27a1126 and
// on HEAD (399aadf). engine/facts/review38_test.go holds the facts-level probes (reading 1 and
// the facts of reading 2).
//
// 116 probes (35 Ask- and Today-level here, 81 facts-level): 68 hold, 48 marked (34 brought,
// 13 not covered, 1 pre-existing); 29 of the holding ones failed on the export before their
// reading and hold since. Per reading (probes / holding / marked; the brought faults), one line
// each:
//  1. 26a47f5 errands asked in a chat, taken on by agreeing, 'who can/will … the X?', 'ye/u/ya' (facts): 25 / 13 / 12 (10 brought, 2 not covered); brought: 'aye right, like I've time for that', 'aye, Dougie's better placed for that' and 'Aye. Sorry no, I'm off till Monday' take the errand on; the first-name fallback lets Callum Ness take on what '@Callum' asked after Callum Reekie had spoken; 'who can handle the pressure', 'who will do the honours', 'who will take the blame' ask about 'the pressure', 'the honours', 'the blame'; an errand's object runs into a clause ('the fermenter temperature is holding') or over 'about' ('the plumber about the tap room'; 'the maltster about the short delivery', owned by the one who agreed).
//  2. 883b461 mends of review 37 (facts and Ask): 66 / 37 / 29 (19 brought, 10 not covered); brought: an object opening with 'my' states nothing ('Finished my write-up of the cask audit', 'Completed my risk assessment'); with the mover set aside the shift report's title takes the slip ('The maltster postponed the malt delivery', 'Kegstar pushed our keg collection back') and a gathering's day ('The label presentation moved to Friday'); 'Duty cellarman:' and 'Drayman:' own their lines (roleMen); reKindVerbBefore's 'and', 'also', 'to' before any kind of record ('The refund is sorted and ticket 51230 is closed' closes the mail's title, 'Order 44120 was paid. And order 44121 is delivered.' delivers 44120, 'Also order 44121', 'reply to case 88213'); 'Mary St. John' owns as 'Mary St'; orgName drops the person 'Robert Service'; reOnIt takes no 'is on it 👍' and no 'is on it with the Krones engineer'; 'to bay 2', 'to version 3', 'to phase 2' count; '(founded 2014)' counts 2014.
//  3. 58bf4f2/27a1126 strangers beside the team, teamPending (Ask): 19 / 13 / 6 (5 brought, 1 pre-existing); brought by 58bf4f2: the team's keg hire price stands beside Kegmart's cask hire price, the team's Edinburgh delivery charge beside a Glasgow pub's Glasgow charge (withTeamBeside's sameAttribute takes another thing's value); brought by 27a1126: the team's 'Hop contract prices … will be published' pends a maltster's malt price, the team's 'will be published on 1 November' still pends HMRC's rate given on 5 November, and the team's page titled 'Cold store door repair' sets its engineer's last visit (2 November) against the repair's new date.
//  4. 399aadf a stranger's document makes at most ten items of Today (queue): 6 / 5 / 1 (1 not covered: thirty one-item mails from one stranger still push the team's FLB-7 out).
//
// Of note among the not covered: an errand asked with '?' or by a vocative without '@' is never
// taken on; eventOrTime and reMovedEvent miss 'Zoom', 'huddle', 'tasting' and possessives;
// reCueObject misses an object without article ('postponed delivery'); 'Scottish Water' and
// 'Highland Refrigeration' own items; a date that is only an announcement's day ('will be
// announced on 1 December') leads as the asked date, and the current deposit answers for the new.

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine/planner"
	"github.com/queueproof/queueproof/engine/probetest"
	"github.com/queueproof/queueproof/engine/queue"
	"github.com/queueproof/queueproof/engine/records"
	"github.com/queueproof/queueproof/engine/synthesis"
)

// frn is the evidence list of one Fernlea Brewery document written on 16 November 2026.
func frn(kind, title, text string) []synthesis.Evidence {
	return one("2026-11-16T09:00:00Z", kind, title, text)
}

// frnEv is a piece of evidence of its own document ("d"+id) written on day.
func frnEv(id, day, source, title, text string) synthesis.Evidence {
	return synthesis.Evidence{ChunkID: "c" + id, DocumentID: "d" + id, SourceID: "s", SourceName: source, Title: title,
		AuthoredAt: day + "T09:00:00Z", Text: text}
}

// outsideProbe is a question over evidence of which the documents in outside are strangers'.
type outsideProbe struct {
	name, q string
	outside byDocument
	ev      []synthesis.Evidence
	check   func(a synthesis.Answer) bool
	want    string
	wrong   string
}

func runOutsideProbes(t *testing.T, probes []outsideProbe) {
	t.Helper()
	for _, p := range probes {
		a := synthesis.Synthesize(synthesis.Input{Question: p.q, Plan: planner.Make(p.q, planner.Auto), Evidence: p.ev, MaxIDF: 5, Now: askNow, Outsiders: p.outside})
		msg := fmt.Sprintf("%s: %q -> %s %q; want %s", p.name, p.q, a.Status, a.Text, p.want)
		probetest.Expect(t, p.check(a), p.wrong, "%s", msg)
	}
}

// leadHolds reports whether the leading line holds every one of vs and none of nots.
func leadHolds(vs []string, nots ...string) func(synthesis.Answer) bool {
	return func(a synthesis.Answer) bool {
		l := leadLine(a.Text)
		for _, v := range vs {
			if !strings.Contains(l, v) {
				return false
			}
		}
		for _, n := range nots {
			if strings.Contains(l, n) {
				return false
			}
		}
		return true
	}
}

// Reading 2 (883b461) at the Ask level: a figure or date published or announced later is
// pending only when the words name a figure or a date; "what did X decide/say about the
// charge?" asks no figure.
func TestReview38PendingAndSaid(t *testing.T) {
	partial := status(synthesis.Partial)
	grounded := status(synthesis.Grounded)
	runProbes(t, []reviewProbe{
		{name: "'keg deposit rates for 2027 will be published on 1 February'", q: "What are the keg deposit rates for 2027?",
			ev:    frn("mail", "Keg deposits", "Hi all,\nThe 2027 keg deposit rates will be published on 1 February.\nMorven"),
			check: all(partial, notLeadWith("1 February")), want: "PARTIAL, no 1 February lead"},
		{name: "'the tap room reopening date will be announced on 1 December'", q: "When does the tap room reopen?",
			ev:    frn("mail", "Tap room", "Hi all,\nThe tap room reopening date will be announced on 1 December.\nRuaridh"),
			check: all(partial, notLeadWith("1 December")), want: "PARTIAL, no 1 December lead",
			wrong: "(not covered) the announcement's day leads as the reopening, GROUNDED: the pending words ('date … will be announced on') are read only when no value leads (7aabd2b as well)"},
		// Traps: the pending words of another clause, the asked value stated.
		{name: "the festival's date, 'ticket prices will be announced on 1 March' beside", q: "When is the Fernlea beer festival?",
			ev:    frn("mail", "Beer festival", "Hi all,\nThe Fernlea beer festival is on 14 June; ticket prices will be announced on 1 March.\nMorven"),
			check: all(grounded, leadHas("14 June")), want: "GROUNDED on 14 June"},
		{name: "the entry price, 'opening times will be published on Friday' beside", q: "How much is entry to the beer festival?",
			ev:    frn("mail", "Beer festival", "Hi all,\nEntry to the beer festival is £15. Opening times will be published on Friday.\nMorven"),
			check: all(grounded, leadHas("£15")), want: "GROUNDED on £15"},
		{name: "'the Winter Stout launch will be announced on 1 December' (no figure or date word)", q: "When does the Winter Stout launch?",
			ev:    frn("mail", "Winter Stout", "Hi all,\nThe Winter Stout launch will be announced on 1 December.\nMorven"),
			check: all(partial, notLeadWith("1 December")), want: "PARTIAL: the launch's day is not given, 1 December is when it is announced",
			wrong: "(not covered) GROUNDED on 1 December, the day of the announcement (7aabd2b as well)"},
		{name: "'the new cask deposit will be announced on 1 February; the current deposit is £30'", q: "How much is the new cask deposit?",
			ev:    frn("mail", "Cask deposit", "Hi all,\nThe new cask deposit will be announced on 1 February; the current deposit is £30.\nMorven"),
			check: notLeadWith("£30"), want: "no £30 lead (the current deposit, not the new)",
			wrong: "(not covered) 'deposit' is no figure word of rePendingValue and the current £30 answers for the new one (7aabd2b as well)"},
		// What was said or decided about a charge; what was charged.
		{name: "'what did the landlord say about the rent?'", q: "What did the landlord say about the rent?",
			ev:    frn("mail", "Lease", "Hi all,\nThe landlord said the rent stays as it is until the lease review in April.\nIsla"),
			check: grounded, want: "GROUNDED on what the landlord said"},
		{name: "'what did Fife Council decide about the stall fee?'", q: "What did Fife Council decide about the stall fee?",
			ev:    frn("mail", "Stall fee", "Hi all,\nFife Council decided the market stall fee rises to £95 from April.\nMorven"),
			check: grounded, want: "GROUNDED on the decision"},
		{name: "'what did the maltster charge for the November delivery?'", q: "What did the maltster charge for the November delivery?",
			ev:    frn("mail", "Malt", "Hi all,\nThe maltster charged £4,960 for the November delivery.\nIsla"),
			check: all(grounded, leadHas("£4,960")), want: "GROUNDED on £4,960"},
		{name: "'what did the contract brewer charge us?' with no figure given", q: "What did the contract brewer charge us for the cask hire?",
			ev:    frn("mail", "Cask hire", "Hi all,\nThe contract brewer sent the invoice for the cask hire; I've passed it to accounts.\nMorven"),
			check: partial, want: "PARTIAL, the amount missing"},
	})
}

// Reading 3 (58bf4f2, 27a1126): a stranger's statement takes no team statement off the
// question; a stranger's statements never stand alone where the team states the same
// attribute; a stranger's figure settles no value the team says is pending.
func TestReview38Strangers(t *testing.T) {
	d2 := byDocument{"d2": true}
	teamCask := frnEv("1", "2026-11-02", "Wiki", "Cask hire", "Cask hire\n\nThe cask hire price per day is £6.50.")
	firkin := frnEv("2", "2026-11-10", "Mail", "Firkin hire", "Hi,\nThe firkin hire price per day is £4.00 from December.\nKegmart")
	maltPending := frnEv("1", "2026-09-02", "Wiki", "Malt contract", "Malt contract\n\nMalt prices for 2027 will be published on 1 November.")
	isla := frnEv("2", "2026-11-05", "Chat", "#brewhouse", "Isla Drummond: the malt price for 2027 is £610 per tonne, just in from Simpsons")
	runOutsideProbes(t, []outsideProbe{
		{name: "Kegmart's firkin price beside the team's cask hire price", q: "What is the firkin hire price per day?", outside: d2,
			ev: []synthesis.Evidence{teamCask, firkin}, check: all(not(status(synthesis.Grounded)), leadHolds([]string{"£4.00", "£6.50"})),
			want: "both prices in the lead, unresolved"},
		{name: "the same said by a teammate", q: "What is the firkin hire price per day?", outside: byDocument{},
			ev: []synthesis.Evidence{teamCask, firkin}, check: leadHolds([]string{"£4.00"}, "£6.50"), want: "£4.00 leads"},
		{name: "Kegmart's firkin price and nothing of the team's", q: "What is the firkin hire price per day?", outside: byDocument{"d1": true},
			ev:    []synthesis.Evidence{frnEv("1", "2026-11-10", "Mail", "Firkin hire", "Hi,\nThe firkin hire price per day is £4.00 from December.\nKegmart")},
			check: leadHolds([]string{"£4.00"}), want: "£4.00 leads"},
		{name: "the team's own later price stands beside Kegmart's", q: "What is the cask hire price per day?", outside: byDocument{"d3": true},
			ev: []synthesis.Evidence{teamCask,
				frnEv("2", "2026-10-02", "Mail", "Cask hire", "Hi all,\nThe cask hire price per day is now £7.00.\nIsla"),
				frnEv("3", "2026-11-10", "Mail", "Cask hire", "Hi,\nThe cask hire price per day is £4.00.\nKegmart")},
			check: all(not(status(synthesis.Grounded)), leadHolds([]string{"£7.00", "£4.00"})), want: "£7.00 beside £4.00, unresolved"},
		{name: "a pub's 'weekend delivery window' beside the team's 'delivery window'", q: "What is the weekend delivery window?", outside: d2,
			ev: []synthesis.Evidence{frnEv("1", "2026-11-02", "Wiki", "Deliveries", "Deliveries\n\nThe delivery window is 2 hours."),
				frnEv("2", "2026-11-10", "Mail", "Deliveries", "Hi,\nThe weekend delivery window is 4 hours.\nThe Horseshoe Bar")},
			check: not(status(synthesis.Grounded)), want: "not GROUNDED on the pub's 4 hours alone"},
		{name: "a pub's 'you quoted us £98' beside the trade price list", q: "What is the price of a firkin of Fernlea Gold?", outside: d2,
			ev: []synthesis.Evidence{frnEv("1", "2026-11-02", "Wiki", "Trade price list", "Trade price list\n\nA firkin of Fernlea Gold is £112 to the trade."),
				frnEv("2", "2026-11-10", "Mail", "Re: price list", "Hi,\nYou quoted us £98 for a firkin of Fernlea Gold last month.\nThe Horseshoe Bar")},
			check: leadHolds([]string{"£112"}), want: "£112 in the lead"},
		{name: "a tracker's due date beside a contractor's 'pushed back to 6 January'", q: "When is the keg washer service due?", outside: d2,
			ev: []synthesis.Evidence{frnEv("1", "2026-11-02", "Tracker", "FLB-61 Keg washer service", "FLB-61 Keg washer service\nStatus: Todo\nDue date: 2026-12-09"),
				frnEv("2", "2026-11-12", "Mail", "Keg washer", "Hi,\nThe keg washer service is pushed back to 6 January.\nCleanFlow Services")},
			check: func(a synthesis.Answer) bool {
				return !strings.HasPrefix(leadLine(a.Text), "The latest value stated is 6 January")
			},
			want: "6 January never leads alone"},
		// Traps: the team's value of another thing, another attribute or another topic.
		{name: "the team's deposit on a page titled 'Cask hire', Kegmart's hire price", q: "What is the cask hire price per day?", outside: d2,
			ev: []synthesis.Evidence{frnEv("1", "2026-11-02", "Wiki", "Cask hire", "Cask hire\n\nThe cask deposit is £30 per cask, refunded on return."),
				frnEv("2", "2026-11-10", "Mail", "Cask hire", "Hi,\nOur cask hire price per day is £4.00.\nKegmart")},
			check: leadHolds([]string{"£4.00"}, "£30"), want: "£4.00 leads, no £30"},
		{name: "the team's keg hire price, Kegmart's cask hire price", q: "What is the cask hire price per day?", outside: d2,
			ev: []synthesis.Evidence{frnEv("1", "2026-11-02", "Wiki", "Keg hire", "Keg hire\n\nThe keg hire price per day is £8.00."),
				frnEv("2", "2026-11-10", "Mail", "Cask hire", "Hi,\nThe cask hire price per day is £4.00.\nKegmart")},
			check: leadHolds([]string{"£4.00"}, "£8.00"), want: "£4.00 leads, the keg price not beside it",
			wrong: "(brought by 58bf4f2) withTeamBeside takes the keg's price as the same attribute: 'disagree … £4.00 vs £8.00', PARTIAL"},
		{name: "the team's Edinburgh delivery charge, a Glasgow pub's Glasgow charge", q: "What is the delivery charge to Glasgow?", outside: d2,
			ev: []synthesis.Evidence{frnEv("1", "2026-11-02", "Wiki", "Deliveries", "Deliveries\n\nThe delivery charge to Edinburgh is £12 per drop."),
				frnEv("2", "2026-11-10", "Mail", "Your delivery", "Hi,\nThe delivery charge to Glasgow is £18 per drop.\nThe Horseshoe Bar")},
			check: leadHolds([]string{"£18"}, "£12"), want: "£18 leads, Edinburgh's £12 not beside it",
			wrong: "(brought by 58bf4f2) the team's charge to Edinburgh stands beside the Glasgow charge: 'disagree … £18 vs £12', PARTIAL"},
		{name: "the team's chiller service time, the installer's warranty", q: "How long is the glycol chiller warranty?", outside: d2,
			ev: []synthesis.Evidence{frnEv("1", "2026-11-02", "Wiki", "Glycol chiller", "Glycol chiller\n\nThe glycol chiller was installed in March; its annual service takes 4 hours."),
				frnEv("2", "2026-11-10", "Mail", "Chiller warranty", "Hi,\nThe glycol chiller warranty is 24 months from installation.\nCoolTech")},
			check: leadHolds([]string{"24 months"}, "4 hours"), want: "24 months leads, no 4 hours",
			wrong: "(pre-existing) the service's 4 hours stand against the warranty's 24 months with no stranger too (7aabd2b as well): 'disagree on the duration'"},
		{name: "the team's page titled 'Cold store door repair' with the engineer's last visit", q: "When is the cold store door repair due?", outside: d2,
			ev: []synthesis.Evidence{frnEv("1", "2026-11-02", "Wiki", "Cold store door repair", "Cold store door repair\n\nEngineer's last visit: 2 November. Parts on order."),
				frnEv("2", "2026-11-12", "Mail", "Cold store door", "Hi,\nThe cold store door repair moved to 30 December.\nCoolTech")},
			check: leadHolds([]string{"30 December"}, "2 November"), want: "30 December leads, the last visit not beside it"},

		// The team says the value is pending.
		{name: "'Malt prices for 2027 will be published on 1 December', a maltster's £620", q: "What is the malt price for 2027?", outside: d2,
			ev: []synthesis.Evidence{frnEv("1", "2026-10-02", "Wiki", "Malt contract", "Malt contract\n\nMalt prices for 2027 will be published on 1 December."),
				frnEv("2", "2026-11-10", "Mail", "Malt 2027", "Hi,\nThe malt price for 2027 is £620 per tonne.\nSimpsons")},
			check: all(status(synthesis.Partial), notLeadWith("£620")), want: "PARTIAL, no £620 lead"},
		{name: "the festival total 'still being totalled', the events company's £14,200", q: "What did the beer festival cost us in total?", outside: d2,
			ev: []synthesis.Evidence{frnEv("1", "2026-10-02", "Mail", "Beer festival", "Hi all,\nThe total cost of the beer festival is still being totalled by accounts.\nIsla"),
				frnEv("2", "2026-11-10", "Mail", "Beer festival invoice", "Hi,\nThe total cost of the beer festival came to £14,200.\nFife Events")},
			check: notLeadWith("£14,200"), want: "no £14,200 lead"},
		{name: "a teammate's figure beside the stale pending note", q: "What is the malt price for 2027?", outside: byDocument{},
			ev: []synthesis.Evidence{maltPending, isla}, check: all(status(synthesis.Grounded), leadHas("£610")), want: "GROUNDED on £610"},
		{name: "a teammate's figure, the stale pending note, another maltster's £620", q: "What is the malt price for 2027?", outside: byDocument{"d3": true},
			ev:    []synthesis.Evidence{maltPending, isla, frnEv("3", "2026-11-10", "Mail", "Malt 2027", "Hi,\nThe malt price for 2027 is £620 per tonne.\nCrisp Malt")},
			check: leadHolds([]string{"£610"}), want: "£610 in the lead"},
		// Traps: the team's pending words of another topic; a pending day gone by.
		{name: "'Festival ticket prices will be announced on 1 March', the events company's stall fee", q: "How much is the festival stall fee?", outside: d2,
			ev: []synthesis.Evidence{frnEv("1", "2026-10-02", "Wiki", "Beer festival", "Beer festival\n\nFestival ticket prices will be announced on 1 March."),
				frnEv("2", "2026-11-10", "Mail", "Stall booking", "Hi,\nThe festival stall fee is £80 per day.\nFife Events")},
			check: leadHas("£80"), want: "£80 leads"},
		{name: "'Hop contract prices for 2027 will be published', a maltster's malt price", q: "What is the malt price for 2027?", outside: d2,
			ev: []synthesis.Evidence{frnEv("1", "2026-10-02", "Wiki", "Hop contract", "Hop contract\n\nHop contract prices for 2027 will be published on 1 December."),
				frnEv("2", "2026-11-10", "Mail", "Malt 2027", "Hi,\nThe malt price for 2027 is £620 per tonne.\nSimpsons")},
			check: leadHas("£620"), want: "£620 leads",
			wrong: "(brought by 27a1126) teamPending reads the hop prices' pending words as the malt price's (coverage of 'price' and '2027'): PARTIAL, 'no evidence states'"},
		{name: "'Beer duty rates for 2027 will be published on 1 November', HMRC's rate of 5 November", q: "What is the beer duty rate for 2027?", outside: d2,
			ev: []synthesis.Evidence{frnEv("1", "2026-09-02", "Wiki", "Duty", "Duty\n\nBeer duty rates for 2027 will be published on 1 November."),
				frnEv("2", "2026-11-05", "Mail", "Alcohol duty rates 2027", "The beer duty rate for 2027 is £21.78 per litre of pure alcohol.\nHMRC")},
			check: leadHas("£21.78"), want: "£21.78 leads: the day the team waited for has passed and the publisher gave it"},
	})
}

// Reading 4 (399aadf): one document by someone outside the team makes at most ten items of
// Today; the team's items and other documents keep their places.
func TestReview38StrangerItems(t *testing.T) {
	asOf := time.Date(2026, 11, 21, 9, 0, 0, 0, time.UTC)
	mk := func(id, key, doc string, outside bool, due string) records.Record {
		return records.Record{ID: id, Kind: records.Commitment, Text: "text of " + id, ExactIDs: []string{key}, Due: due, At: "2026-11-20T10:00:00Z",
			Outside: outside, Citation: records.Citation{SourceID: "src", SourceName: "Mail", ChunkID: "chk_" + id, DocumentID: doc}}
	}
	digest := func(prefix, doc string, n int, outside bool, due string) []records.Record {
		var rs []records.Record
		for i := range n {
			rs = append(rs, mk(fmt.Sprintf("%s%d", prefix, i), fmt.Sprintf("%s-%d", prefix, i+1), doc, outside, due))
		}
		return rs
	}
	team := mk("t1", "FLB-7", "doc_team", false, "2026-12-10")
	keys := func(rs []records.Record, max int) []string {
		res, err := queue.Compile(rs, asOf, max)
		if err != nil {
			t.Fatal(err)
		}
		var ks []string
		for _, p := range res.Packets {
			ks = append(ks, p.Packet.Key)
		}
		return ks
	}
	count := func(ks []string, prefix string) int {
		n := 0
		for _, k := range ks {
			if strings.HasPrefix(k, prefix+"-") {
				n++
			}
		}
		return n
	}
	for _, tt := range []struct {
		name  string
		rs    []records.Record
		max   int
		ok    func(ks []string) bool
		want  string
		wrong string
	}{
		{name: "a stranger's digest of 30 items, the team's FLB-7 and a pub's one request",
			rs: append(append(digest("DIG", "doc_digest", 30, true, "2026-11-22"), team), mk("p1", "PUB-1", "doc_pub", true, "2026-11-22")), max: 12,
			ok: func(ks []string) bool {
				return count(ks, "DIG") <= 10 && slices.Contains(ks, "FLB-7") && slices.Contains(ks, "PUB-1")
			},
			want: "at most 10 DIG items, FLB-7 and PUB-1"},
		{name: "the team's own digest of 30 items", rs: digest("OWN", "doc_own", 30, false, "2026-11-22"), max: 40,
			ok: func(ks []string) bool { return count(ks, "OWN") == 30 }, want: "all 30"},
		{name: "a stranger's 14 items, 5 of them the team's too",
			rs: append(digest("DIG", "doc_digest", 14, true, "2026-11-22"), mk("t2", "DIG-1", "doc_team", false, ""), mk("t3", "DIG-2", "doc_team", false, ""),
				mk("t4", "DIG-3", "doc_team", false, ""), mk("t5", "DIG-4", "doc_team", false, ""), mk("t6", "DIG-5", "doc_team", false, "")), max: 40,
			ok: func(ks []string) bool { return count(ks, "DIG") == 14 }, want: "all 14 (9 the stranger's alone)"},
		{name: "two strangers' digests of 15 each", rs: append(append(digest("AAA", "doc_a", 15, true, "2026-11-22"), digest("BBB", "doc_b", 15, true, "2026-11-22")...), team), max: 40,
			ok: func(ks []string) bool {
				return count(ks, "AAA") == 10 && count(ks, "BBB") == 10 && slices.Contains(ks, "FLB-7")
			}, want: "10 of each and FLB-7"},
		{name: "a stranger's 12 items, the two due tomorrow listed last", rs: append(digest("DIG", "doc_digest", 10, true, "2027-02-01"),
			mk("u1", "URG-1", "doc_digest", true, "2026-11-22"), mk("u2", "URG-2", "doc_digest", true, "2026-11-22")), max: 40,
			ok: func(ks []string) bool {
				return slices.Contains(ks, "URG-1") && slices.Contains(ks, "URG-2") && count(ks, "DIG") == 8
			}, want: "URG-1 and URG-2 kept, 8 DIG"},
		{name: "one stranger's thirty one-item mails, the team's FLB-7", rs: func() []records.Record {
			var rs []records.Record
			for i := range 30 {
				rs = append(rs, mk(fmt.Sprint("m", i), fmt.Sprintf("DIG-%d", i+1), fmt.Sprint("doc_mail", i), true, "2026-11-22"))
			}
			return append(rs, team)
		}(), max: 12,
			ok: func(ks []string) bool { return slices.Contains(ks, "FLB-7") }, want: "FLB-7 in Today"},
	} {
		ks := keys(tt.rs, tt.max)
		probetest.Expect(t, tt.ok(ks), tt.wrong, "%s: packets %v; want %s", tt.name, ks, tt.want)
	}
}
