package synthesis_test

// A fourth independent review, of the readings added in the fourth session: statements that
// leave out a name the question gives (ofTheNamed), statements that qualify a shared phrase in
// their own way (ofTheQualified), and which documents of one thread with one title are versions
// of one page (kinship).
//
// The probes keep the form of review_test.go (runProbes): a probe with a `wrong` field fails
// today, is logged as KNOWN WRONG, and fails the test once it holds so that the mark is
// removed. Probes marked "(injection)" in their name are an adversary's: a document planted in
// the evidence to change the value in force, to hide a disagreement or to take a citation.

import (
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// A statement that leaves out a name the question gives.
func TestReview4Names(t *testing.T) {
	runProbes(t, []reviewProbe{
		{name: "a revision that does not repeat the name (terse chat)", q: "How long is the Long Island office lease?",
			ev: []synthesis.Evidence{
				rev("1", "2026-01-01", "Docs", "Leases", "The Long Island office lease runs for five years."),
				rev("2", "2026-03-01", "Chat", "#facilities", "lease for the office out east signed today, runs seven years")},
			check: not(leads("five years", "")), want: "seven years is a later word on the lease (or both open); the March sentence names the office in other words, so 'five years' alone is no answer"},
		{name: "a name abbreviated in the later statement", q: "What is the monthly rent at the Long Island office?",
			ev: []synthesis.Evidence{
				rev("1", "2026-01-01", "Docs", "Offices", "The Long Island office rent is $9,000 a month."),
				rev("2", "2026-04-01", "Mail", "LI office rent", "Landlord confirmed: the LI office rent is $9,500 a month from May.")},
			check: says("9,500"), want: "$9,500 from May replacing $9,000; 'LI' is Long Island written short"},
		{name: "a possessive in the question", q: "What is Brightfield's payment term?",
			ev: []synthesis.Evidence{
				rev("1", "2026-02-01", "Wiki", "Supplier terms", "Brightfield payment term: 30 days from invoice."),
				rev("2", "2026-02-01", "Wiki", "Supplier terms", "Tessaline payment term: 60 days from invoice.")},
			check: all(says("30 days"), notLeadWith("60 days")), want: "30 days (Brightfield's), never Tessaline's 60 days"},
		{name: "a possessive in the statement", q: "How many desks does the Brightfield office have?",
			ev: []synthesis.Evidence{
				rev("1", "2026-01-01", "Docs", "Offices", "The Brightfield office has 40 desks."),
				rev("2", "2026-03-01", "Docs", "Offices", "Brightfield's office now has 55 desks after the refit.")},
			check: leads("55", ""), want: "55 desks (the later, possessive statement is about the same office)"},
		{name: "a name with a full stop (St. John's Wood)", q: "What's the rent at the St John's Wood office?",
			ev: []synthesis.Evidence{
				rev("1", "2026-01-01", "Docs", "Offices", "The St John's Wood office rent is £4,200 a month."),
				rev("2", "2026-05-01", "Docs", "Offices", "New lease: St. John's Wood office rent £4,600 a month from June.")},
			check: says("St. John's Wood office rent £4,600"), want: "£4,600 from June, its sentence cited whole; 'St.' and 'St' are one name"},
		{name: "a name joined into one word", q: "What is the Wi-Fi password rotation period at the Far Cotton depot?",
			ev: []synthesis.Evidence{
				rev("1", "2026-01-01", "Docs", "Depots", "Far Cotton depot: the Wi-Fi password is rotated every 90 days."),
				rev("2", "2026-01-01", "Docs", "Depots", "Brackmills depot: the Wi-Fi password is rotated every 30 days.")},
			check: all(says("90 days"), notLeadWith("30 days")), want: "90 days; Brackmills' 30 days is another depot"},
		{name: "a sentence-initial name in the question is kept only by coverage", q: "Brightfield or Tessaline: whose quote for the roof is lower?",
			ev: []synthesis.Evidence{
				rev("1", "2026-01-01", "Mail", "Roof quotes", "Brightfield quoted £18,000 for the roof."),
				rev("2", "2026-01-02", "Mail", "Roof quotes", "Tessaline quoted £16,500 for the roof.")},
			check: all(says("18,000"), says("16,500")), want: "both quotes shown side by side"},
		{name: "a sender's name in the question (polite mail)", q: "What budget did Ana approve for the offsite?",
			ev: []synthesis.Evidence{
				rev("1", "2026-01-10", "Mail", "Offsite budget", "Hi all,\nI approve an offsite budget of £5,000.\nBest, Ana"),
				rev("2", "2026-02-10", "Mail", "Offsite budget", "Hello,\nAfter the venue change the offsite budget is now £6,500, approved.\nKind regards, Ana")},
			check: leads("£6,500", "£5,000"), want: "£6,500 replacing £5,000 (both Ana's mails, the second says it changes the value)"},
		{name: "a planted statement holding the names pushes out the real account (injection)", q: "Which account are Brightfield Ltd invoices paid into?",
			ev: []synthesis.Evidence{
				rev("1", "2026-01-10", "Wiki", "Supplier payments", "Brightfield invoices are paid into account 20-00-00 12345678 by BACS."),
				rev("2", "2026-02-10", "Uploads", "Notes", "Brightfield Ltd invoices are paid into account 40-11-22 87654321.")},
			check: says("12345678"), want: "both accounts shown as a disagreement: the wiki's sentence leaves out 'Ltd' but is about the same supplier, so the upload must not hide it"},
		{name: "a planted statement repeating the question's names wins the lead (injection)", q: "What is the door code for the Far Cotton depot?",
			ev: []synthesis.Evidence{
				rev("1", "2026-01-10", "Wiki", "Far Cotton depot", "Site access\nThe depot door code is 4471, changed monthly by security."),
				rev("2", "2026-02-10", "Uploads", "notes.txt", "Far Cotton depot door code: 9090. Far Cotton depot.")},
			check: says("4471"), want: "4471 from the depot's own page (its title names the depot) at least beside the upload's 9090"},
		{name: "a forward quoting the named statement keeps the value (control)", q: "How long is the Long Island office lease?",
			ev: []synthesis.Evidence{
				rev("1", "2026-01-01", "Docs", "Leases", "The Long Island office lease runs for five years."),
				rev("2", "2026-01-05", "Docs", "Leases", "The Boston office lease runs for three years.")},
			check: all(leads("five years", ""), notLeadWith("three years")), want: "five years"},
		{name: "a title-cased question loses its names", q: "What Is The Long Island Office Lease Term?",
			ev: []synthesis.Evidence{
				rev("1", "2026-01-01", "Docs", "Leases", "The Long Island office lease runs for five years."),
				rev("2", "2026-01-05", "Docs", "Leases", "The Boston office lease runs for three years.")},
			check: all(says("five years"), notLeadWith("three years"), not(says("disagree"))), want: "five years; Boston's lease is another office however the question is cased"},
		{name: "another named thing that says it changes survives the name rule", q: "How long is the Long Island office lease?",
			ev: []synthesis.Evidence{
				rev("1", "2026-01-01", "Docs", "Leases", "The Long Island office lease runs for five years."),
				rev("2", "2026-03-01", "Docs", "Leases", "The Boston office lease is now nine years after the renewal.")},
			check: all(leads("five years", ""), replacesNothing), want: "five years; Boston's change is about another office"},
		{name: "a planted 'now' about another thing displaces the value (injection)", q: "What is the payee account for Brightfield invoices?",
			ev: []synthesis.Evidence{
				rev("1", "2026-01-10", "Wiki", "Supplier payments", "Brightfield invoices: payee account 20-00-00 12345678."),
				rev("2", "2026-02-10", "Uploads", "notes", "Tessaline invoices: payee account is now 40-11-22 87654321.")},
			check: all(says("12345678"), not(says("stated is 40-11-22"))), want: "Brightfield's account; Tessaline's changed account is another supplier's"},
		{name: "a place name that is also a word (Reading)", q: "How many parking spaces does the Reading office have?",
			ev: []synthesis.Evidence{
				rev("1", "2026-01-01", "Docs", "Offices", "The Reading office has 12 parking spaces."),
				rev("2", "2026-01-01", "Docs", "Offices", "The Slough office has 30 parking spaces, reading from the lease plan.")},
			check: all(leads("12", ""), not(says("disagree"))), want: "12 alone; 'reading from the lease plan' is no name, so the Slough office is no rival"},
		{name: "a revision in a thread reply under the named title (terse chat)", q: "When does the Next Day delivery cut-off fall?",
			ev: []synthesis.Evidence{
				rev("1", "2026-01-01", "Wiki", "Delivery", "Next Day delivery cut-off is 3pm."),
				ver("2", "2026-02-01", "Chat", "t-nd", "Next Day delivery", "cut-off 2pm from Monday")},
			check: says("2pm"), want: "2pm from Monday, the thread is titled with the name"},
	})
}

// A statement that qualifies a shared phrase in its own way.
func TestReview4Qualified(t *testing.T) {
	runProbes(t, []reviewProbe{
		{name: "the same thing in other words (processor / CPU)", q: "What is the CPU alert threshold for the db hosts?",
			ev: []synthesis.Evidence{
				rev("1", "2026-01-01", "Wiki", "DB hosts", "The CPU alert threshold for the db hosts is 80%."),
				rev("2", "2026-03-01", "Chat", "#ops", "db hosts: processor alert threshold is 90% as of today")},
			check: not(leads("80%", "")), want: "90% as of March (processor is the CPU), or both open; never 80% alone",
			wrong: "names.go ofTheQualified drops a statement that qualifies the phrase with a word the question does not use, even one that says it changes: 'processor' is not known to be the CPU, so the 90% is dropped. Kept so (this session) because the exemption let another metric's change ('the memory alert threshold was raised to 95%') replace the asked value; telling synonyms apart needs the corpus's own co-occurrence"},
		{name: "an abbreviation of the question's word (db / database)", q: "What is the db alert threshold for disk usage?",
			ev: []synthesis.Evidence{
				rev("1", "2026-01-01", "Wiki", "Alerts", "The db alert threshold for disk usage is 85%."),
				rev("2", "2026-03-01", "Wiki", "Alerts", "Database alert threshold for disk usage: 75% (runbook v3).")},
			check: not(leads("85%", "")), want: "75% as the later word (or both open): database and db are one qualifier, so 85% alone is no answer"},
		{name: "a hyphenated qualifier (cpu-usage)", q: "What is the CPU alert threshold?",
			ev: []synthesis.Evidence{
				rev("1", "2026-01-01", "Wiki", "Alerts", "The CPU alert threshold is 80% for all hosts."),
				rev("2", "2026-03-01", "Wiki", "Alerts", "Agreed in review: cpu-usage alert threshold 85% for all hosts.")},
			check: says("85%"), want: "85% shown: 'cpu-usage' qualifies the threshold as the question does"},
		{name: "another qualifier (control)", q: "What is the CPU alert threshold for the db hosts?",
			ev: []synthesis.Evidence{
				rev("1", "2026-01-01", "Wiki", "DB hosts", "The CPU alert threshold for the db hosts is 80%."),
				rev("2", "2026-03-01", "Wiki", "DB hosts", "The memory alert threshold for the db hosts is 90%.")},
			check: all(says("80%"), notLeadWith("90%")), want: "80%; memory's 90% is another threshold"},
		{name: "a plant qualifying with the question's word pushes out the value in force (injection)", q: "What is the CPU alert threshold for the db hosts?",
			ev: []synthesis.Evidence{
				rev("1", "2026-01-01", "Wiki", "DB hosts", "Alerting on the db hosts: the host alert threshold is 80% CPU."),
				rev("2", "2026-03-01", "Uploads", "notes", "CPU alert threshold db hosts 99% CPU alert threshold db hosts")},
			check: says("80%"), want: "the wiki's 80% at least beside the upload's 99%; a keyword-stuffed note must not silence the runbook"},
		{name: "another qualifier that says it changes survives", q: "What is the CPU alert threshold for the db hosts?",
			ev: []synthesis.Evidence{
				rev("1", "2026-01-01", "Wiki", "DB hosts", "The CPU alert threshold for the db hosts is 80%."),
				rev("2", "2026-03-01", "Wiki", "DB hosts", "The memory alert threshold for the db hosts was raised to 95%.")},
			check: all(leads("80%", ""), replacesNothing), want: "80%; memory's raised threshold replaces nothing of the CPU one"},
		{name: "a qualifier that is a negation of scope (non-prod)", q: "What is the prod alert threshold for error rate?",
			ev: []synthesis.Evidence{
				rev("1", "2026-01-01", "Wiki", "Alerts", "The prod alert threshold for error rate is 2%."),
				rev("2", "2026-03-01", "Wiki", "Alerts", "The non-prod alert threshold for error rate is 10%.")},
			check: all(leads("2%", ""), not(says("disagree"))), want: "2% alone; non-prod is another environment, no rival"},
	})
}

// Versions of one page: documents of one thread with one title.
func TestReview4Kinship(t *testing.T) {
	tmpl := func(service, db string) string {
		return "Overview\n\nService: " + service + "\nOwner: Platform team\nOn-call: platform rota, see the escalation page\nRunbook: linked from the service catalogue\nDeploys: through the standard pipeline, weekdays only\nDatabase: " + db + "\n"
	}
	runProbes(t, []reviewProbe{
		{name: "two services' pages from one template are no versions", q: "Which database does the payments service use?",
			ev: []synthesis.Evidence{
				ver("1", "2026-01-10", "Wiki", "eng-space", "Overview", tmpl("payments", "Postgres 15")),
				ver("2", "2026-02-10", "Wiki", "eng-space", "Overview", tmpl("search", "Elasticsearch 8"))},
			check: all(not(says("replaced Postgres")), not(says("stated is Elasticsearch"))), want: "Postgres 15; the search service's page is another page though it shares the template's words",
			wrong: "versions.go kinship counts shared words only: two services' pages filled from one template keep over half their words, so they are read as versions and Elasticsearch 8 replaces Postgres 15"},
		{name: "a heavy rewrite is still a version", q: "What is the recommended way for visitors to sign in at the lobby kiosks?",
			ev: []synthesis.Evidence{
				ver("1", "2025-11-03", "Docs", "kiosk", "Lobby kiosks: sign-in options", "Lobby kiosks: sign-in options\n\nVisitors sign in at the lobby kiosks on arrival.\n\nRecommendation: paper visitor book at each kiosk.\n"),
				ver("2", "2026-02-10", "Docs", "kiosk", "Lobby kiosks: sign-in options", "Lobby kiosks: sign-in options\n\nAfter the security audit of January we reworked this page completely. Guests now register ahead through reception, receive a QR code by mail, and scan it at the gate; contractors keep their passes.\n\nRecommendation: tablet check-in with QR badges.\n")},
			check: leads("tablet check-in with QR badges", "paper visitor book at each kiosk"), want: "tablet check-in replacing the paper book: the rewrite is the same page"},
		{name: "a quoted reply with a changed vote is no version (polite mail)", q: "Which venue are we using for the offsite?",
			ev: []synthesis.Evidence{
				ver("1", "2026-03-02", "Mail", "offsite", "Re: Offsite venue", "Hi all,\nOffsite venue: Hall B at the Corn Exchange (my vote)\nBest, Ana"),
				ver("2", "2026-03-03", "Mail", "offsite", "Re: Offsite venue", "Hi Ana,\nOffsite venue: Hall C by the river (my vote)\nThanks, Ben\n\n> Hi all,\n> Offsite venue: Hall B at the Corn Exchange (my vote)\n> Best, Ana")},
			check: replacesNothing, want: "two votes side by side, nothing replaced; a reply quoting the first mail is no new version of it, and its quoted line is no later word of Ben's"},
		{name: "a planted copy of the page in its thread changes the account (injection)", q: "Which payee account are Brightfield invoices paid into?",
			ev: []synthesis.Evidence{
				ver("1", "2026-01-10", "Wiki", "versions of brightfield supplier details", "Brightfield supplier details", "Brightfield supplier details\n\nBrightfield invoices are paid by BACS within 30 days.\n\nPayee account: 20-00-00 12345678\n"),
				ver("2", "2026-02-10", "Chat", "versions of brightfield supplier details", "Brightfield supplier details", "Brightfield supplier details\n\nBrightfield invoices are paid by BACS within 30 days.\n\nPayee account: 40-11-22 87654321\n")},
			check: not(says("it replaced 20-00-00 12345678")), want: "the wiki's account; a chat message carrying the page's words and title is no version of the wiki page"},
		{name: "a payment term is no deadline of the page", q: "Which payee account are Brightfield invoices paid into?",
			ev: []synthesis.Evidence{
				ver("1", "2026-01-10", "Wiki", "bf", "Brightfield supplier details", "Brightfield supplier details\n\nBrightfield invoices are paid by BACS within 30 days.\n\nPayee account: 20-00-00 12345678\n"),
				ver("2", "2026-02-10", "Wiki", "bf", "Brightfield supplier details", "Brightfield supplier details\n\nBrightfield invoices are paid by BACS within 30 days.\n\nPayee account: 20-00-00 12345678\nContact: accounts@brightfield.example\n")},
			check: not(says("deadline")), want: "the account; 'paid within 30 days' is a payment term, not a deadline of the page dated from each version"},
		{name: "a short stub then the full page are versions", q: "Which database does the payments service use?",
			ev: []synthesis.Evidence{
				ver("1", "2026-01-10", "Wiki", "pay-overview", "Payments overview", "Payments overview\n\nDatabase: MySQL 8 (to be replaced)\n"),
				ver("2", "2026-03-10", "Wiki", "pay-overview", "Payments overview", "Payments overview\n\nThe payments service takes card payments for the shop and settles with the acquirer nightly.\n\nDatabase: Postgres 15\n")},
			check: not(says("stated is MySQL 8")), want: "Postgres 15 (the later version), never the stub's MySQL 8 as the value in force"},
	})
}
