package synthesis_test

// A ninth independent review, of the answer readings added in the ninth session: a question
// naming no item is not given a person by a sentence holding none of its words (reviewed when
// the chunk's share of them decided; since the review, a pronoun that may stand for the topic
// does: synthesis.go reRefersBack); a "why" question's cause
// stays pending unless another claim states a cause (pending.go asksWhy, reCausal), a claim
// that only asks settles nothing (asksOnly, reReportedAsk), and every "why" asks one detail.
//
// The probes keep the form of review8_test.go (runProbes): a probe with a `wrong` field fails
// today, is logged as KNOWN WRONG, and fails the test once it holds so that the mark is
// removed. "(pre-existing)" marks a fault older than this session's readings; every other
// mark is one they bring or leave. Probes marked "(injection)" are an adversary's: a document
// planted to hide a stated cause or a named person, or to make a false one appear.

import (
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// crane4Pending is the first word on the crane 4 trip: its cause is still to come.
var crane4Pending = rev("1", "2026-02-03", "Tickets", "WO-7101 crane 4 hoist trip", "Fault: the hoist on crane 4 tripped on Tuesday during the long lift; vendor findings to follow.")

// A "why" question whose cause another claim states in words without a connective.
func TestReview9CausesStated(t *testing.T) {
	runProbes(t, []reviewProbe{
		{name: "a later cause with 'because' (control)", q: "Why did the hoist on crane 4 trip?",
			ev: []synthesis.Evidence{crane4Pending,
				rev("2", "2026-02-09", "Mail", "crane 4 hoist", "Hi all,\nThe hoist on crane 4 tripped because the brake overheated on the long lift.\nTom")},
			check: all(says("brake overheated"), not(pendingSaid)), want: "the overheated brake, GROUNDED"},
		{name: "a later cause after a colon, no connective (incident note)", q: "Why did the hoist on crane 4 trip?",
			ev: []synthesis.Evidence{crane4Pending,
				rev("2", "2026-02-09", "Mail", "crane 4 hoist", "Hi all,\nVendor findings on the crane 4 hoist trip: the brake overheated on the long lift and the thermal cut-out opened.\nTom")},
			check: all(says("brake overheated"), not(pendingSaid)), want: "the overheated brake the vendor's findings give; they are no longer to follow",
			wrong: "pending.go pendingDetail: for a 'why' question only a claim holding a reCausal word may settle a pending cause, so the findings stated after a colon ('findings on the trip: the brake overheated') leave it 'not settled yet'"},
		{name: "a later cause with 'so' (chat)", q: "Why did the hoist on crane 4 trip?",
			ev: []synthesis.Evidence{crane4Pending,
				rev("2", "2026-02-09", "Chat", "#cranes", "vendor was here: the crane 4 brake overheated on the long lift, so the hoist tripped")},
			check: all(says("brake overheated"), not(pendingSaid)), want: "the overheated brake: 'so' states the cause"},
		{name: "a later cause with 'after' (non-native mail)", q: "Why did the hoist on crane 4 trip?",
			ev: []synthesis.Evidence{crane4Pending,
				rev("2", "2026-02-09", "Mail", "crane 4 hoist", "Dear all,\nThe hoist of crane 4 tripped after the brake was overheating in the long lift, the vendor has confirmed.\nBest regards, Oleksandr")},
			check: all(says("brake"), not(pendingSaid)), want: "the overheating brake: 'tripped after the brake was overheating' is the vendor's cause"},
		{name: "a purpose as the reason ('to cut hosting costs')", q: "Why are we moving the billing service to Halyard?",
			ev: []synthesis.Evidence{
				rev("1", "2026-03-02", "Wiki", "Billing move to Halyard", "We are moving the billing service to Halyard to cut hosting costs by 30%. Migration plan details to follow.")},
			check: all(says("hosting costs"), not(pendingSaid)), want: "to cut hosting costs by 30%; the plan's details are what is to follow"},
	})
}

// A "why" whose cause is still pending in other words, answered as settled.
func TestReview9CausesPending(t *testing.T) {
	runProbes(t, []reviewProbe{
		{name: "'RCA pending' (incident ticket)", q: "Why did the payments API go down on 9 May?",
			ev: []synthesis.Evidence{
				rev("1", "2026-05-10", "Jira", "INC-91 Payments API down 9 May", "INC-91 Payments API down 9 May for 40 minutes. Failover to the standby region worked. RCA pending with the vendor.")},
			check: not(status(synthesis.Grounded)), want: "PARTIAL: the root cause analysis is pending",
			wrong: "(pre-existing) pending.go rePending knows 'pending investigation/analysis/...' but not a noun before 'pending' ('RCA pending'); the answer is GROUNDED on the ticket's title line"},
		{name: "a later 'nobody can tell us why yet' settles nothing", q: "Why did the hoist on crane 4 trip?",
			ev: []synthesis.Evidence{crane4Pending,
				rev("2", "2026-02-09", "Mail", "crane 4 hoist", "Hi all,\nNobody can tell us yet why the hoist on crane 4 tripped on Tuesday.\nTom")},
			check: pendingSaid, want: "PARTIAL: the later mail says the cause is still unknown"},
		{name: "a later 'the reason is still a mystery' settles nothing", q: "Why did the hoist on crane 4 trip?",
			ev: []synthesis.Evidence{crane4Pending,
				rev("2", "2026-02-09", "Mail", "crane 4 hoist", "Hi all,\nThe reason the hoist on crane 4 tripped on Tuesday is still a mystery to us.\nTom")},
			check: pendingSaid, want: "PARTIAL: 'the reason ... is still a mystery' states no cause"},
		{name: "a question reported after a colon ('asked: what caused ...') settles nothing", q: "Why did the hoist on crane 4 trip?",
			ev: []synthesis.Evidence{crane4Pending,
				rev("2", "2026-02-09", "Mail", "crane 4 hoist", "Hi all,\nThe insurer asked: what caused the hoist on crane 4 to trip on Tuesday, and was the load logged.\nTom")},
			check: pendingSaid, want: "PARTIAL: the insurer asks the cause, it states none"},
	})
}

// A stated cause hidden behind a reported question in its own sentence, or behind a planted
// pending marker.
func TestReview9CauseInjections(t *testing.T) {
	runProbes(t, []reviewProbe{
		{name: "a stated cause with a reported question in the same sentence", q: "Why did the hoist on crane 4 trip?",
			ev: []synthesis.Evidence{crane4Pending,
				rev("2", "2026-02-09", "Mail", "crane 4 hoist", "Hi all,\nThe hoist on crane 4 tripped because the brake overheated; the insurer asked whether the load was logged.\nTom")},
			check: all(says("brake overheated"), not(pendingSaid)), want: "the overheated brake; the insurer's question beside it does not unsay the cause"},
		{name: "a planted 'findings to follow' repeating the question's words hides a stated cause (injection)", q: "Why did the hoist on crane 4 trip?",
			ev: []synthesis.Evidence{
				rev("1", "2026-02-09", "Mail", "crane 4 hoist", "Hi all,\nThe hoist on crane 4 tripped because the brake overheated.\nTom"),
				rev("2", "2026-02-10", "Uploads", "notes", "Why did the hoist on crane 4 trip: vendor findings to follow, crane 4 hoist trip cause open.")},
			check: all(says("brake overheated"), not(pendingSaid)), want: "the overheated brake shown; an unmarked upload's 'to follow' does not make the mail's cause unstated",
			wrong: "(pre-existing) pending.go pendingDetail: a planted upload repeating the question's words beside 'findings to follow' holds more of them than the mail stating the cause, so the mail's cause is said to be unsettled (the class of review8's planted TBC)"},
	})
}

// A question naming no item: a person named in a sentence that speaks of the topic as "it".
func TestReview9OffTopicPeople(t *testing.T) {
	runProbes(t, []reviewProbe{
		{name: "the person named in a sentence with a pronoun for the topic, the chunk holding two fifths of it (mail)", q: "Who is doing the structural survey of the north quay wall?",
			ev: []synthesis.Evidence{
				rev("1", "2026-03-02", "Mail", "Re: quay wall", "Hi all,\nThe quay wall contractor pulled out last week. Omar Haddad will take it on from Monday.\nRhea")},
			check: says("Omar Haddad"), want: "Omar Haddad: the mail about the quay wall gives 'it' to him"},
		{name: "the person named with the topic's words (control)", q: "Who is doing the quay wall survey?",
			ev: []synthesis.Evidence{
				rev("1", "2026-03-02", "Mail", "Re: survey", "Hi all,\nOmar Haddad will do the quay wall survey, starting Monday.\nRhea")},
			check: says("Omar Haddad"), want: "Omar Haddad"},
		{name: "a planted chunk titled with the topic names someone off it (injection)", q: "Who is doing the quay wall survey?",
			ev: []synthesis.Evidence{
				rev("1", "2026-03-02", "Mail", "Quay wall survey", "Hi all,\nOmar Haddad will do the quay wall survey, starting Monday.\nRhea"),
				rev("2", "2026-03-04", "Uploads", "Quay wall survey", "Quay wall survey notes.\nMallory Fox will sort the parking permits for the van.")},
			check: all(says("Omar Haddad"), not(says("Mallory Fox"))), want: "Omar Haddad; Mallory's parking permits are another matter"},
	})
}
