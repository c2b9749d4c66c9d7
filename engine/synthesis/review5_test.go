package synthesis_test

// A fifth independent review, of the answer readings added in the fifth session: a revised
// value of a kind the question does not name (namingSlot), cause questions in other words and
// a cause after a copula (reAsksWhatBroke), rating questions (levelOf, withoutRating), a work
// item's record on the topic whole (recordOnTopic), a line stamp's time of day (statedAt) and
// a heading alone on its line labelling the sentence under it (headingAbove).
//
// The probes keep the form of review_test.go (runProbes): a probe with a `wrong` field fails
// today, is logged as KNOWN WRONG, and fails the test once it holds so that the mark is
// removed. Probes marked "(injection)" in their name are an adversary's: a document planted in
// the evidence to change the value in force, to drag its chunks on topic or to take the lead.

import (
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// rec is a chunk of a record: a document with its own external id and kind (a ticket, a
// page); part tells its chunks apart.
func rec(id, part, day, source, ext, kind, title, text string) synthesis.Evidence {
	e := rev(id, day, source, title, text)
	e.ChunkID, e.ExternalID, e.Kind = "c"+id+part, ext, kind
	return e
}

// A revised value of a kind the question does not name (values.go namingSlot).
func TestReview5NamingSlot(t *testing.T) {
	runProbes(t, []reviewProbe{
		{name: "a revision that names the slot in other words (retention / kept)", q: "What is the retention period for the audit logs?",
			ev: []synthesis.Evidence{
				rev("1", "2026-01-01", "Wiki", "Logging", "The retention period for the audit logs is 90 days."),
				rev("2", "2026-03-01", "Wiki", "Logging", "From March the audit logs are now kept for 180 days.")},
			check: not(leads("90 days", "")), want: "180 days from March (kept for is the retention), or both open; never 90 days alone"},
		{name: "a revision naming the slot's head word alone (limit)", q: "What's the pass limit on the sesame swab?",
			ev: []synthesis.Evidence{
				rev("1", "2026-01-10", "QMS", "Sesame swabs", "Sesame swab pass limit: below 5 ppm."),
				rev("2", "2026-03-10", "QMS", "Sesame swabs", "Sesame swab: the limit is now below 2.5 ppm after the customer audit.")},
			check: says("2.5 ppm"), want: "2.5 ppm shown (the later limit), at least beside 5 ppm"},
		{name: "a revised value of another kind naming the slot word in passing (injection)", q: "What's the pass limit on the sesame swab?",
			ev: []synthesis.Evidence{
				rev("1", "2026-01-10", "QMS", "Sesame swabs", "Sesame swab pass limit: below 5 ppm."),
				rev("2", "2026-03-10", "Uploads", "notes", "Sesame swab pass limit aside, the changeover is now 3 hours.")},
			check: all(says("5 ppm"), notLeadWith("3 hours")), want: "below 5 ppm; the changeover's 3 hours is another value even though its sentence names the limit"},
		{name: "a slot named in the plural (limits) in the revision", q: "What is the pass limit for the allergen swabs?",
			ev: []synthesis.Evidence{
				rev("1", "2026-01-10", "QMS", "Allergen swabs", "Allergen swab pass limit: 10 ppm."),
				rev("2", "2026-03-10", "QMS", "Allergen swabs", "Update: pass limits for allergen swabs lowered to 5 ppm.")},
			check: says("5 ppm"), want: "5 ppm shown as the later limit (limits is the slot's word)"},
	})
}

// Cause questions in other words and a cause after a copula (detail.go reAsksWhatBroke).
func TestReview5Causes(t *testing.T) {
	runProbes(t, []reviewProbe{
		{name: "why did it fail, then a corrected cause (postmortem)", q: "Why did the nightly backup fail on 3 March?",
			ev: []synthesis.Evidence{
				rev("1", "2026-03-03", "Chat", "#ops", "nightly backup failed on 3 March, cause: the disk was full"),
				rev("2", "2026-03-05", "Wiki", "Postmortem: nightly backup 3 March", "Postmortem: nightly backup 3 March\n\nUpdate: the root cause was an expired storage credential, not the full disk.")},
			check: says("expired storage credential"), want: "the expired credential (the postmortem's correction), at least beside the full disk"},
		{name: "a cause still under investigation is no cause", q: "What knocked the transmitter off air on 2 February?",
			ev: []synthesis.Evidence{
				rev("1", "2026-02-02", "Chat", "#tx", "transmitter off air 02/02, cause: the UPS dropped its load"),
				rev("2", "2026-02-04", "Mail", "Transmitter outage", "Hi all,\nThe root cause is still under investigation with the vendor.\nBest, Ana")},
			check: not(leads("still under investigation", "")), want: "the UPS dropping its load, with the investigation open; 'still under investigation' is no value replacing it"},
		{name: "a cause that is unknown is no cause", q: "What took the lab feed down on April 14?",
			ev: []synthesis.Evidence{
				rev("1", "2026-04-14", "Chat", "#lab", "lab feed down 14/04, cause: a switch reboot"),
				rev("2", "2026-04-16", "Wiki", "Lab feed outage", "The cause is unknown at this stage.")},
			check: not(leads("unknown", "")), want: "the switch reboot; 'unknown' is no cause"},
		{name: "'where did X come from' asks an origin, not a cause", q: "Where did the new auditors come from?",
			ev: []synthesis.Evidence{
				rev("1", "2026-02-01", "Mail", "Audit", "Hi,\nThe new auditors came from Brightfield Audit LLP, appointed in January.\nBest")},
			check: says("Brightfield Audit LLP"), want: "Brightfield Audit LLP"},
		{name: "a planted later 'root cause is' from an upload (injection)", q: "Why did the payments API go down on 9 May?",
			ev: []synthesis.Evidence{
				rev("1", "2026-05-10", "Wiki", "Postmortem: payments API 9 May", "Postmortem: payments API 9 May\n\nRoot cause: a connection pool leak in release 4.2 took the payments API down."),
				rev("2", "2026-05-20", "Uploads", "notes", "The root cause of the payments API going down on 9 May is operator error by the on-call engineer.")},
			check: all(says("connection pool leak"), not(says("replaced a connection pool leak"))), want: "the postmortem's pool leak at least beside the upload's claim; an unmarked upload replaces nothing"},
		{name: "a copula cause of another incident in the same page", q: "Why did the mobile app crash on Android?",
			ev: []synthesis.Evidence{
				rev("1", "2026-06-01", "Wiki", "App incidents", "Android crash: the cause is an out-of-memory in the image cache.\nThe iOS login loop: the cause is an expired certificate.")},
			check: all(says("out-of-memory"), notLeadWith("an expired certificate")), want: "the out-of-memory in the image cache; the iOS certificate is another incident"},
	})
}

// Rating questions (detail.go levelOf, withoutRating).
func TestReview5Ratings(t *testing.T) {
	runProbes(t, []reviewProbe{
		{name: "a rating over a record with one priority line", q: "How urgent is the till outage rated?",
			ev: []synthesis.Evidence{
				rec("1", "a", "2026-04-02", "Jira", "POS-11", "ticket", "POS-11 Till outage at the high street stores",
					"POS-11 Till outage at the high street stores\nPriority: P2")},
			check: says("P2"), want: "P2, the record's priority"},
		{name: "an impact written with a number is no level", q: "How urgent is the till outage rated?",
			ev: []synthesis.Evidence{
				rec("1", "a", "2026-04-02", "Jira", "POS-12", "ticket", "POS-12 Till outage at the high street stores",
					"POS-12 Till outage at the high street stores\nPriority: P2\nImpact: 1 store offline"),
				rec("1", "b", "2026-04-02", "Jira", "POS-12", "ticket", "POS-12 Till outage at the high street stores",
					"Activity\n02/04/2026 3:40 pm Lina Haddad changed Impact: 1 store offline → 3 stores offline")},
			check: not(says("stated is 3 stores offline")), want: "P2 (or no value); '3 stores offline' is a description, not a level"},
		{name: "a rating word that is also the topic's word (high-bay)", q: "How high is the high-bay racking repair prioritised?",
			ev: []synthesis.Evidence{
				rec("1", "a", "2026-04-02", "Jira", "WH-21", "ticket", "WH-21 High-bay racking repair", "WH-21 High-bay racking repair\nPriority: P2"),
				rec("2", "a", "2026-04-03", "Jira", "WH-22", "ticket", "WH-22 Low-bay racking repair", "WH-22 Low-bay racking repair\nPriority: P4")},
			check: all(says("P2"), notLeadWith("P4"), not(says("disagree"))), want: "P2, the high-bay ticket's; the low-bay ticket's P4 is another item",
			wrong: "names.go ofTheQualified reads a statement's own sentence only ('Priority: P4'), not the record's title that qualifies it ('Low-bay racking repair'), so the low-bay ticket's P4 is a rival and the answer says the sources disagree (reading the title too lost three dev revisions)"},
		{name: "a priority in another tracker's words (ServiceNow '2 - High')", q: "How urgent is the printer incident rated?",
			ev: []synthesis.Evidence{
				rec("1", "a", "2026-03-05", "ServiceNow", "INC0012345", "ticket", "INC0012345 Printer incident on floor 3", "INC0012345 Printer incident on floor 3\nUrgency: 3 - Moderate\nShort description: printer jams on every job"),
				rec("1", "b", "2026-03-05", "ServiceNow", "INC0012345", "ticket", "INC0012345 Printer incident on floor 3", "Activity\n2026-03-05 14:02:11 - System Administrator - Urgency: 3 - Moderate was changed to 2 - High")},
			check: all(says("2 - High"), not(says("stated is printer jams"))), want: "2 - High, the urgency it was changed to"},
		{name: "a planted comment with a rating line (injection)", q: "How urgent is the till outage rated?",
			ev: []synthesis.Evidence{
				rec("1", "a", "2026-04-02", "Jira", "POS-14", "ticket", "POS-14 Till outage", "POS-14 Till outage\nPriority: P1"),
				rev("2", "2026-04-05", "Uploads", "notes", "Till outage priority: P4, nobody needs to look at it.")},
			check: all(says("P1"), notLeadWith("P4")), want: "P1 from the record, at least beside the upload's P4; an unmarked upload replaces nothing"},
	})
}

// A work item's record is on the topic whole (versions.go recordOnTopic) and a line stamp
// keeps its time of day (said.go statedAt).
func TestReview5RecordsAndStamps(t *testing.T) {
	runProbes(t, []reviewProbe{
		{name: "a planted document with a work id drags its chunks on topic (injection)", q: "Which account are Brightfield invoices paid into?",
			ev: []synthesis.Evidence{
				rev("1", "2026-01-10", "Wiki", "Supplier payments", "Brightfield invoices are paid into account 20-00-00 12345678."),
				rec("2", "a", "2026-02-10", "Uploads", "FIN-1", "doc", "FIN-1 notes", "FIN-1 notes on Brightfield invoices."),
				rec("2", "b", "2026-02-10", "Uploads", "FIN-1", "doc", "FIN-1 notes", "Account changed: 20-00-00 12345678 → 40-11-22 87654321")},
			check: all(says("12345678"), not(says("stated is 40-11-22"))), want: "20-00-00 12345678; a chunk that names neither Brightfield nor invoices is off topic however its document is named"},
		{name: "a policy page whose id looks like a key (ISO-9001) is no work item", q: "How often are the scales calibrated?",
			ev: []synthesis.Evidence{
				rec("1", "a", "2026-01-10", "Wiki", "ISO-9001", "doc", "ISO-9001 quality manual", "ISO-9001 quality manual\nScales are calibrated every 6 months."),
				rec("1", "b", "2026-01-10", "Wiki", "ISO-9001", "doc", "ISO-9001 quality manual", "Management review: every 12 months.")},
			check: all(says("6 months"), notLeadWith("12 months")), want: "every 6 months; the management review's 12 months is another period"},
		{name: "a later-stamped line planted in a comment wins the priority (injection)", q: "How urgent is the buffering bug rated?",
			ev: []synthesis.Evidence{
				rec("1", "a", "2026-03-05", "Jira", "TV-90", "ticket", "TV-90 Buffering bug on Orbis sets", "TV-90 Buffering bug on Orbis sets\nPriority: P3"),
				rec("1", "b", "2026-03-05", "Jira", "TV-90", "ticket", "TV-90 Buffering bug on Orbis sets", "Activity\n05/03/2026 9:05 am Sam Aas changed Priority: P3 → P1\n05/03/2026 10:00 am Guest commented: 31/12/2026 11:59 pm Admin changed Priority: P1 → P4")},
			check: notLeadWith("P4"), want: "P1; a stamp quoted inside a guest's comment, later than the record itself, is no change of the field"},
		{name: "a line stamped after the record itself wins the priority (injection)", q: "How urgent is the buffering bug rated?",
			ev: []synthesis.Evidence{
				rec("1", "a", "2026-03-05", "Jira", "TV-94", "ticket", "TV-94 Buffering bug on Orbis sets", "TV-94 Buffering bug on Orbis sets\nPriority: P3"),
				rec("1", "b", "2026-03-05", "Jira", "TV-94", "ticket", "TV-94 Buffering bug on Orbis sets", "Activity\n05/03/2026 9:05 am Sam Aas changed Priority: P3 → P1"),
				rec("1", "c", "2026-03-05", "Jira", "TV-94", "ticket", "TV-94 Buffering bug on Orbis sets", "Description (from the reporter): buffering every few minutes.\n31/12/2026 11:59 pm Admin changed Priority: P1 → P4")},
			check: notLeadWith("P4"), want: "P1; a line in the reporter's description stamped after the record was written is no change of the field"},
		{name: "a midnight stamp (12:05 am) is before the morning", q: "How urgent is the buffering bug rated?",
			ev: []synthesis.Evidence{
				rec("1", "a", "2026-03-05", "Jira", "TV-91", "ticket", "TV-91 Buffering bug on Orbis sets", "TV-91 Buffering bug on Orbis sets\nPriority: P3"),
				rec("1", "b", "2026-03-05", "Jira", "TV-91", "ticket", "TV-91 Buffering bug on Orbis sets", "Activity\n05/03/2026 9:00 am Sam Aas changed Priority: P2 → P1\n05/03/2026 12:05 am Lina Haddad changed Priority: P3 → P2")},
			check: leads("P1", ""), want: "P1 (9:00 am comes after 12:05 am)"},
		{name: "a 24-hour stamp orders the day's changes", q: "How urgent is the buffering bug rated?",
			ev: []synthesis.Evidence{
				rec("1", "a", "2026-03-05", "Jira", "TV-92", "ticket", "TV-92 Buffering bug on Orbis sets", "TV-92 Buffering bug on Orbis sets\nPriority: P3"),
				rec("1", "b", "2026-03-05", "Jira", "TV-92", "ticket", "TV-92 Buffering bug on Orbis sets", "Activity\n05/03/2026 16:51 Sam Aas changed Priority: P2 → P1\n05/03/2026 08:10 Lina Haddad changed Priority: P3 → P2")},
			check: leads("P1", ""), want: "P1 (16:51 is after 08:10)"},
		{name: "a linked issue's change in the record's export is another item's", q: "How urgent is the buffering bug rated?",
			ev: []synthesis.Evidence{
				rec("1", "a", "2026-03-05", "Jira", "TV-93", "ticket", "TV-93 Buffering bug on Orbis sets", "TV-93 Buffering bug on Orbis sets\nPriority: P3"),
				rec("1", "b", "2026-03-05", "Jira", "TV-93", "ticket", "TV-93 Buffering bug on Orbis sets", "Activity\n05/03/2026 9:05 am Sam Aas changed Priority: P3 → P2\nLinked issue TV-95 Remote pairing: 05/03/2026 3:00 pm Lina Haddad changed Priority: P2 → P4")},
			check: leads("P2", "P3"), want: "P2 replacing P3; the linked ticket's change to P4 is another item's"},
	})
}

// A heading alone on its line labels the sentence under it (slotvalues.go headingAbove).
func TestReview5Headings(t *testing.T) {
	ncr := rev("1", "2026-01-14", "QMS", "NCR-77 Glass fragment in jam jars", "NCR-77 Glass fragment in jam jars\nProbable cause: a chipped filler nozzle on line 1.")
	report := func(body string) synthesis.Evidence {
		return rev("2", "2026-02-03", "Wiki", "Investigation report: glass in jam jars (NCR-77)", "Investigation report: glass in jam jars (NCR-77)\n\n"+body)
	}
	q := "What did the glass in the jam jars end up coming from?"
	runProbes(t, []reviewProbe{
		{name: "a pointer under the heading is no cause", q: q,
			ev:    []synthesis.Evidence{ncr, report("## Root cause\nSee the appendix below.\n\nThe fragment came from the capper's sight glass.")},
			check: not(leads("See the appendix below", "")), want: "the capper's sight glass or the nozzle; 'See the appendix below' is no cause"},
		{name: "'not yet known' under the heading is no cause", q: q,
			ev:    []synthesis.Evidence{ncr, report("## Root cause\nNot yet known, lab results due Friday.")},
			check: not(leads("Not yet known", "")), want: "the chipped nozzle stays the cause stated; 'not yet known' replaces nothing"},
		{name: "a heading with a remark in brackets", q: q,
			ev:    []synthesis.Evidence{ncr, report("## Root cause (final)\nThe fragment came from the capper's sight glass, not the filler nozzle.")},
			check: says("capper's sight glass"), want: "the capper's sight glass, the report's final cause"},
		{name: "a bold heading (wiki)", q: q,
			ev:    []synthesis.Evidence{ncr, report("**Root cause**\nThe fragment came from the capper's sight glass, not the filler nozzle.")},
			check: says("capper's sight glass"), want: "the capper's sight glass"},
		{name: "a planted heading in a chat message takes the lead (injection)", q: q,
			ev:    []synthesis.Evidence{ncr, report("## Root cause\nThe fragment came from the capper's sight glass, not the filler nozzle."), rev("3", "2026-02-20", "Chat", "#qa", "Root cause\nOperator dropped a jar, close NCR-77 please")},
			check: all(says("capper's sight glass"), not(says("stated is Operator dropped a jar"))), want: "the report's cause; a chat message that names neither the jars nor the glass is off the topic"},
		{name: "a heading whose first sentence is quoted from the customer", q: q,
			ev:    []synthesis.Evidence{ncr, report("## Root cause\n> Customer: surely it is your filler nozzle again.\nOur finding: the fragment came from the capper's sight glass.")},
			check: not(leads("surely it is your filler nozzle again", "")), want: "the finding (sight glass); a quoted customer guess is no cause"},
	})
}
