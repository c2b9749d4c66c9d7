package synthesis_test

// An eighth independent review, of the answer readings added in the eighth session: a detail
// the evidence says is pending (pending.go rePending, pendingDetail), speeds and the money a
// fine asks (values.go askedMeasures, facts.Speed), a tie between two units in one sentence
// broken by how many statements give each (values.go evidencedClass), a value given in the
// same frame as another (frames.go sameFrame, in settle.go and replaced.go sameAttribute), and
// "we propose" floating a value (facts.StanceOf).
//
// The probes keep the form of review5_test.go (runProbes): a probe with a `wrong` field fails
// today, is logged as KNOWN WRONG, and fails the test once it holds so that the mark is
// removed. Probes marked "(injection)" in their name are an adversary's: a document planted in
// the evidence to make its value lead, to turn the real value into a replaced one, or to hide
// the real answer behind a pending marker.

import (
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// pendingSaid reports whether the answer says the detail asked is not settled.
var pendingSaid = says("not settled yet")

// A detail the evidence says is pending (pending.go).
func TestReview8Pending(t *testing.T) {
	runProbes(t, []reviewProbe{
		// A pending marker about another detail than the one asked.
		{name: "a TBC about the room, not the chair (wiki)", q: "Who will chair the safety committee?",
			ev: []synthesis.Evidence{
				rev("1", "2026-01-10", "Wiki", "Safety committee", "Priya Nair will chair the safety committee from January. The safety committee meeting room is TBC.")},
			check: all(says("Priya Nair"), not(pendingSaid)), want: "Priya Nair, GROUNDED; the room is what is TBC, not the chair"},
		{name: "a cause given, with the vendor's full report to follow (incident mail)", q: "Why did the hoist on crane 4 trip?",
			ev: []synthesis.Evidence{
				rev("1", "2026-02-03", "Mail", "Crane 4 hoist trip", "Hi all,\nThe hoist on crane 4 tripped because the brake overheated on the long lift. The vendor's full report is to follow.\nRegards, Tom")},
			check: all(says("brake overheated"), not(pendingSaid)), want: "the overheated brake, the cause the mail gives; the report to follow is more detail, not the cause pending"},
		{name: "an older message pending, a later one answering (mail thread)", q: "Who will chair the safety committee?",
			ev: []synthesis.Evidence{
				thr("1", "2026-01-05", "Mail", "safety-chair", "Safety committee chair", "Hi,\nThe chair of the safety committee is to be agreed at the January board.\nAna"),
				thr("2", "2026-01-20", "Mail", "safety-chair", "Re: Safety committee chair", "Hi,\nThe January board appointed Priya Nair as chair of the safety committee.\nAna")},
			check: all(says("Priya Nair"), not(pendingSaid)), want: "Priya Nair, GROUNDED: the later mail settles what the earlier one left to be agreed"},
		{name: "'TBC' in an older version of a revised page (wiki versions)", q: "Who is the site contact for the Leeds depot?",
			ev: []synthesis.Evidence{
				thr("1", "2026-01-05", "Wiki", "leeds-depot", "Leeds depot", "Leeds depot site contact: TBC."),
				thr("2", "2026-02-05", "Wiki", "leeds-depot", "Leeds depot", "Leeds depot site contact: Jo Baker (ext 4410).")},
			check: all(says("Jo Baker"), not(pendingSaid)), want: "Jo Baker, GROUNDED: the later version gives the contact the older one left TBC"},
		{name: "a bank named TBC (non-native, Georgian ops)", q: "Who is our correspondent bank in Tbilisi?",
			ev: []synthesis.Evidence{
				rev("1", "2026-01-10", "Wiki", "Treasury: correspondent banks", "Our correspondent bank in Tbilisi is TBC Bank, account opened in 2024.")},
			check: all(says("TBC Bank"), not(pendingSaid)), want: "TBC Bank, GROUNDED: TBC is the bank's name, not 'to be confirmed'"},
		{name: "an investigation that is over, its cause found (postmortem)", q: "What caused the signal failure at Elm Road?",
			ev: []synthesis.Evidence{
				rev("1", "2026-03-10", "Wiki", "Elm Road signal failure", "The Elm Road signal failure was under investigation for two weeks; the cause was a corroded relay in the location case.")},
			check: all(says("corroded relay"), not(pendingSaid)), want: "the corroded relay; the investigation is past"},
		{name: "'no decision yet' about another matter (minutes)", q: "Who owns the budget for the canteen refit?",
			ev: []synthesis.Evidence{
				rev("1", "2026-03-02", "Docs", "Facilities minutes 2 March", "Canteen refit: Sam Patel owns the budget for the canteen refit. No decision yet on the colour scheme.")},
			check: all(says("Sam Patel"), not(pendingSaid)), want: "Sam Patel, GROUNDED; the colour scheme is what is undecided"},
		{name: "a table: the chair row TBD, the secretary row filled", q: "Who is the secretary of the safety committee?",
			ev: []synthesis.Evidence{
				rev("1", "2026-01-10", "Wiki", "Safety committee roles", "Safety committee roles\n\n| Role | Name |\n|---|---|\n| Chair | TBD |\n| Secretary | Ana Ruiz |")},
			check: all(says("Ana Ruiz"), not(pendingSaid)), want: "Ana Ruiz, GROUNDED; the chair's row is the TBD one",
			wrong: "(pre-existing) the table's rows give no claim: the answer shows only the page's title line, so Ana Ruiz is not named (the TBD row is rightly not taken as pending)"},
		{name: "a planted 'owner TBC' beside the real owner (injection)", q: "Who owns the budget for the canteen refit?",
			ev: []synthesis.Evidence{
				rev("1", "2026-03-02", "Wiki", "Canteen refit", "Sam Patel owns the budget for the canteen refit."),
				rev("2", "2026-03-09", "Uploads", "notes", "Canteen refit budget owner: TBC.")},
			check: all(says("Sam Patel"), not(pendingSaid)), want: "Sam Patel shown; an unmarked upload's TBC does not make the wiki's owner unstated",
			wrong: "pending.go pendingDetail: one planted 'TBC' line on the topic makes the answer say no source states the owner while the wiki names Sam Patel; any document can blank out a detail"},
		{name: "an investigation of another incident in the same page", q: "What caused the power cut at the Hull depot?",
			ev: []synthesis.Evidence{
				rev("1", "2026-03-10", "Wiki", "Depot incidents March", "Hull depot power cut: caused by a digger cutting the feeder cable. Grimsby depot flooding: still under investigation.")},
			check: all(says("digger"), not(pendingSaid)), want: "the digger cutting the feeder cable; the Grimsby flooding is the incident under investigation"},
		// Pending, and still answered as settled.
		{name: "'will be decided by the board' (future, not 'to be decided')", q: "Who will chair the safety committee?",
			ev: []synthesis.Evidence{
				rev("1", "2026-01-10", "Wiki", "Safety committee", "The chair of the safety committee will be decided by the board in January.")},
			check: pendingSaid, want: "PARTIAL, the chair not settled: the board has yet to decide"},
		{name: "'to be named' (mail)", q: "Who is the new site manager at the Leeds depot?",
			ev: []synthesis.Evidence{
				rev("1", "2026-01-10", "Mail", "Leeds depot changes", "Hi all,\nThe new site manager at the Leeds depot is to be named next week by HR.\nThanks")},
			check: pendingSaid, want: "PARTIAL: the new site manager is still to be named"},
		{name: "'t.b.c.' with dots (non-native ticket)", q: "Who is the site contact for the Leeds depot?",
			ev: []synthesis.Evidence{
				rev("1", "2026-01-10", "Jira", "OPS-40 Leeds depot onboarding", "Leeds depot site contact: t.b.c. (HR will send the name)")},
			check: pendingSaid, want: "PARTIAL: the contact is t.b.c.",
			wrong: "(not covered) pending.go rePending: 'TBC' written with dots ('t.b.c.', 't.b.d.') is not read"},
		{name: "'awaiting confirmation' (mail)", q: "Who will run the fire drill at the Leeds depot?",
			ev: []synthesis.Evidence{
				rev("1", "2026-01-10", "Mail", "Leeds depot fire drill", "Hi,\nThe person to run the Leeds depot fire drill is awaiting confirmation from the fire marshal rota.\nThanks")},
			check: pendingSaid, want: "PARTIAL: who runs the drill awaits confirmation",
			wrong: "(not covered) pending.go rePending: 'awaiting confirmation' (and 'awaiting', 'pending' alone) is not a marker; only 'pending confirmation' is"},
		{name: "'still open' root cause (incident ticket)", q: "Why did the payments API go down on 9 May?",
			ev: []synthesis.Evidence{
				rev("1", "2026-05-10", "Jira", "INC-88 Payments API down 9 May", "INC-88 Payments API down 9 May\nRoot cause: open, the vendor is still looking into it.")},
			check: status(synthesis.Partial), want: "PARTIAL: the root cause is open",
			wrong: "(not covered) pending.go rePending: 'Root cause: open' and 'still looking into it' are not markers, and the answer is GROUNDED on the ticket's title line"},
		{name: "a later 'reopened, cause under investigation' after a stated cause (ticket history)", q: "Why did the payments API go down on 9 May?",
			ev: []synthesis.Evidence{
				rec("1", "a", "2026-05-10", "Jira", "INC-89", "ticket", "INC-89 Payments API down 9 May", "INC-89 Payments API down 9 May\nRoot cause: expired TLS certificate."),
				rec("1", "b", "2026-05-14", "Jira", "INC-89", "ticket", "INC-89 Payments API down 9 May", "Comment: reopened, the certificate was a symptom; root cause under investigation again.")},
			check: not(status(synthesis.Grounded)), want: "not GROUNDED on the expired certificate: the later comment reopens the cause",
			wrong: "(not covered) pending.go pendingDetail: the comment's 'under investigation' holds none of the question's words (only its record's title does), so it is skipped; the answer is GROUNDED on the title line"},
	})
}

// thr is a message of a thread (or a version of a page): documents sharing a thread are read
// as one conversation.
func thr(id, day, source, thread, title, text string) synthesis.Evidence {
	e := rev(id, day, source, title, text)
	e.Thread = thread
	return e
}

// Speeds, and the money a fine asks (values.go askedMeasures, facts.Speed).
func TestReview8Speeds(t *testing.T) {
	runProbes(t, []reviewProbe{
		{name: "a speed limit beside the forklifts' (site rules)", q: "What's the speed limit on the site road?",
			ev: []synthesis.Evidence{
				rev("1", "2026-01-10", "Wiki", "Site rules", "The speed limit on the site road is 15 km/h. Forklifts inside the sheds keep to walking pace.")},
			check: leads("15 km/h", ""), want: "15 km/h"},
		{name: "a speed beside a duration (crane procedure)", q: "At what wind does the tower crane stop?",
			ev: []synthesis.Evidence{
				rev("1", "2026-01-10", "Wiki", "Tower crane procedure", "The tower crane stops when the wind reaches 20 m/s for more than 10 seconds.")},
			check: all(leads("20 m/s", ""), notLeadWith("10 seconds")), want: "20 m/s, not the 10 seconds it must last"},
		{name: "a revised limit in another unit (mph, then km/h)", q: "What's the speed limit on the site road?",
			ev: []synthesis.Evidence{
				rev("1", "2025-06-10", "Wiki", "Site rules", "The speed limit on the site road is 20 mph."),
				rev("2", "2026-02-10", "Mail", "Site road speed limit", "Hi all,\nThe speed limit on the site road is now lowered to 15 km/h after the near miss.\nThanks")},
			check: leads("15 km/h", "20 mph"), want: "15 km/h, replacing 20 mph"},
		{name: "a speed range (haul road)", q: "What's the speed limit on the haul road?",
			ev: []synthesis.Evidence{
				rev("1", "2026-01-10", "Wiki", "Quarry rules", "The speed limit on the haul road is 30-40 km/h depending on the load.")},
			check: leads("30-40 km/h", ""), want: "30-40 km/h, the range"},
		{name: "'miles per hour' written out (US doc)", q: "What top speed can the campus shuttle reach?",
			ev: []synthesis.Evidence{
				rev("1", "2026-01-10", "Docs", "Campus shuttle spec", "The campus shuttle has a top speed of 25 miles per hour on the loop road.")},
			check: leads("25 miles per hour", ""), want: "25 miles per hour",
			wrong: "(not covered) facts measures.go: '25 miles per hour' is read as a rate, not a speed, so no speed is found and the answer is PARTIAL"},
		{name: "a speed written without a space ('15km/h')", q: "What's the speed limit on the site road?",
			ev: []synthesis.Evidence{
				rev("1", "2026-01-10", "Chat", "#site", "reminder: speed limit on the site road is 15km/h, no exceptions")},
			check: leads("15km/h", ""), want: "15km/h"},
		{name: "'how fast' after a vehicle asks a speed", q: "How fast can the campus shuttle go?",
			ev: []synthesis.Evidence{
				rev("1", "2026-01-10", "Docs", "Campus shuttle spec", "The campus shuttle goes up to 25 km/h on the loop road.")},
			check: leads("25 km/h", ""), want: "25 km/h",
			wrong: "(not covered) values.go askedMeasures: every 'how fast' asks a duration, so a speed in km/h is no answer and the answer says no duration is stated"},
		{name: "a 'wind limit' asked without the word speed", q: "What's the wind limit for the tower crane?",
			ev: []synthesis.Evidence{
				rev("1", "2026-01-10", "Wiki", "Tower crane procedure", "Tower crane wind limit: 15 m/s."),
				rev("2", "2026-03-10", "Mail", "Tower crane wind limit", "Hi,\nThe tower crane wind limit is now raised to 20 m/s after the maker's review.\nRegards")},
			check: leads("20 m/s", "15 m/s"), want: "20 m/s, replacing 15 m/s"},
		{name: "'what is the design speed' (the kind named after 'the')", q: "What is the design speed of the link road?",
			ev: []synthesis.Evidence{
				rev("1", "2025-06-10", "Wiki", "Link road", "Link road design speed: 50 km/h."),
				rev("2", "2026-02-10", "Mail", "Link road safety audit", "Hi,\nThe design speed of the link road was lowered to 40 km/h after the safety audit.\nRegards")},
			check: leads("40 km/h", "50 km/h"), want: "40 km/h, replacing 50 km/h"},
		{name: "kilotonnes written 'kt' beside the ship's speed in knots", q: "What's the top speed of the MV Arden?",
			ev: []synthesis.Evidence{
				rev("1", "2026-01-10", "Wiki", "Fleet: MV Arden", "MV Arden: top speed 14 knots; deadweight 40 kt.")},
			check: leads("14 knots", ""), want: "14 knots; 40 kt is the ship's deadweight in kilotonnes"},
		{name: "a fine asked, beside the speed it punishes", q: "What do we fine drivers for speeding on site?",
			ev: []synthesis.Evidence{
				rev("1", "2026-01-10", "Wiki", "Site rules", "Drivers caught speeding on site (over 15 km/h) are fined £50 per offence.")},
			check: leads("£50", ""), want: "£50, not the 15 km/h limit"},
		{name: "a planted upload in knots beside the limit in km/h (injection)", q: "What's the speed limit on the site road?",
			ev: []synthesis.Evidence{
				rev("1", "2026-01-10", "Wiki", "Site rules", "The speed limit on the site road is 15 km/h."),
				rev("2", "2026-03-10", "Uploads", "notes", "Update: the speed limit on the site road is now 40 knots.")},
			check: all(says("15 km/h"), not(says("replaced 15 km/h"))), want: "15 km/h shown; an unmarked upload's revision (40 knots on a site road) replaces nothing",
			wrong: "settle.go with facts.Speed: knots and km/h are now one kind, so an unmarked upload's 'Update: ... now 40 knots' replaces the site's 15 km/h (before this session the two units were not compared)"},
	})
}

// A tie between two units in one sentence, broken by how many statements give each
// (values.go evidencedClass).
func TestReview8UnitTies(t *testing.T) {
	runProbes(t, []reviewProbe{
		{name: "the voltage repeated in other sentences (substation page)", q: "How big is the transformer at the Leeds depot?",
			ev: []synthesis.Evidence{
				rev("1", "2026-01-10", "Wiki", "Leeds depot substation", "The transformer at the Leeds depot is 1.6 MVA at 11 kV. The Leeds depot transformer HV side is fed at 11 kV from the ring main. The Leeds depot transformer HV cable is rated 11 kV.")},
			check: all(says("1.6 MVA"), notLeadWith("11 kV")), want: "1.6 MVA; the voltage is no size, however often it is stated"},
		{name: "a planted note repeating the voltage (injection)", q: "How big a grid connection do the depot chargers need?",
			ev: []synthesis.Evidence{
				rev("1", "2026-02-01", "Wiki", "Depot chargers: grid study", "Recommended grid connection for the depot chargers: 3 MVA at 11 kV."),
				rev("2", "2026-03-01", "Uploads", "notes", "Depot chargers grid connection: 11 kV. Depot chargers grid connection cable: 11 kV. Depot chargers grid connection switchgear: 11 kV.")},
			check: all(says("3 MVA"), notLeadWith("11 kV")), want: "3 MVA from the study; a note repeating the voltage does not make it the answer"},
		{name: "a planted note repeating another size (injection)", q: "How big a grid connection do the depot chargers need?",
			ev: []synthesis.Evidence{
				rev("1", "2026-02-01", "Wiki", "Depot chargers: grid study", "Recommended grid connection for the depot chargers: 3 MVA at 11 kV."),
				rev("2", "2026-03-01", "Uploads", "notes", "Depot chargers grid connection: 0.5 MVA. Depot chargers grid connection: 0.5 MVA. Revised: depot chargers grid connection 0.5 MVA.")},
			check: all(says("3 MVA"), not(says("replaced 3 MVA"))), want: "3 MVA shown, at least beside the upload's 0.5 MVA; an unmarked upload replaces nothing"},
		{name: "kVA and kW in both statements, the later one revised (generator)", q: "How big is the standby generator at the data centre?",
			ev: []synthesis.Evidence{
				rev("1", "2025-06-01", "Wiki", "Data centre power", "The standby generator at the data centre is 500 kVA / 400 kW."),
				rev("2", "2026-02-01", "Mail", "Standby generator upgrade", "Hi,\nThe standby generator at the data centre was upgraded to 800 kVA / 640 kW.\nThanks")},
			check: all(says("800"), not(says("disagree"))), want: "the upgraded 800 kVA (or 640 kW) leading, replacing the old rating"},
		{name: "a tank in m³ at a pressure in bar, revised (held)", q: "How big is the fire water tank?",
			ev: []synthesis.Evidence{
				rev("1", "2025-06-01", "Wiki", "Fire water", "The fire water tank is 500 m³ at 2 bar."),
				rev("2", "2026-02-01", "Mail", "Fire water tank", "Revised estimate: the fire water tank needs 650 m³.")},
			check: says("650 m³"), want: "650 m³"},
	})
}

// A value given in the same frame as another (frames.go sameFrame; settle.go, replaced.go).
func TestReview8Frames(t *testing.T) {
	runProbes(t, []reviewProbe{
		// Frames that match by accident.
		{name: "boilerplate 'kept for ... and then securely destroyed' of another record (retention schedule)", q: "How long are visitor logs kept?",
			ev: []synthesis.Evidence{
				rev("1", "2025-06-01", "Wiki", "Records retention schedule", "Visitor logs are kept for 12 months and then securely destroyed."),
				rev("2", "2026-03-01", "Mail", "Retention schedule update", "Hi all,\nFrom April, payroll records are kept for 6 years and then securely destroyed.\nThanks")},
			check: all(says("12 months"), not(says("replaced 12 months"))), want: "12 months; the payroll records' 6 years replaces nothing of the visitor logs'"},
		{name: "a revision of another camera's stills in the same words", q: "How long is CCTV footage kept?",
			ev: []synthesis.Evidence{
				rev("1", "2025-06-01", "Wiki", "Site security", "Door camera stills are kept for 90 days and then automatically overwritten."),
				rev("2", "2026-02-01", "Mail", "CCTV footage retention", "Hi,\nCCTV footage is now kept for 14 days and then automatically overwritten.\nThanks")},
			check: all(says("14 days"), not(says("replaced 90 days"))), want: "14 days; the door camera stills' 90 days is another record, not what it replaced"},
		{name: "per-unit prices of two things in one template (storage tariff)", q: "What are we charging per pallet for storage?",
			ev: []synthesis.Evidence{
				rev("1", "2025-06-01", "Wiki", "Storage tariff", "Container storage is charged at £40 per container per week."),
				rev("2", "2026-02-01", "Wiki", "Storage tariff 2026", "Pallet storage is charged at £4.50 per pallet per week.")},
			check: all(leads("£4.50", ""), not(unresolved)), want: "£4.50 per pallet; the container rate is no rival"},
		{name: "a revised per-unit price of the other thing in the same template", q: "What are we charging per pallet for storage?",
			ev: []synthesis.Evidence{
				rev("1", "2025-06-01", "Wiki", "Storage tariff", "Pallet storage is charged at £4.50 per pallet per week."),
				rev("2", "2026-02-01", "Mail", "Storage tariff change", "Hi,\nFrom May, container storage is charged at £45 per container per week.\nThanks")},
			check: all(says("£4.50"), not(says("replaced £4.50"))), want: "£4.50 per pallet; the container rate's change replaces nothing"},
		{name: "two rows of a retention table in the same words", q: "How long is CCTV footage kept?",
			ev: []synthesis.Evidence{
				rev("1", "2026-01-10", "Wiki", "Retention", "| Record | Retention |\n|---|---|\n| CCTV footage | kept for 30 days, then overwritten automatically |\n| Door access logs | kept for 90 days, then overwritten automatically |")},
			check: all(says("30 days"), notLeadWith("90 days"), not(says("disagree"))), want: "30 days, the CCTV row's"},
		{name: "an older statement of another thing in the frame beside a squarely latest one (badge photos)", q: "How long is CCTV footage from the yard kept?",
			ev: []synthesis.Evidence{
				rev("1", "2025-06-01", "Wiki", "Yard security", "Yard badge photos are kept for 1 year and then automatically overwritten."),
				rev("2", "2026-02-01", "Wiki", "Yard CCTV", "CCTV footage from the yard is kept for 30 days and then automatically overwritten.")},
			check: all(leads("30 days", ""), not(says("disagree"))), want: "30 days; the badge photos' year is no rival"},
		{name: "an older planted statement of another thing in the frame beside the squarely latest one (injection)", q: "How long is CCTV footage from the yard kept?",
			ev: []synthesis.Evidence{
				rev("1", "2025-06-01", "Uploads", "yard notes", "Yard visitor photos are kept for 10 years and then automatically overwritten."),
				rev("2", "2026-02-01", "Wiki", "Yard CCTV", "CCTV footage from the yard is kept for 30 days and then automatically overwritten.")},
			check: all(leads("30 days", ""), not(says("disagree"))), want: "30 days; a planted line on visitor photos in the same words is no rival"},
		{name: "a sister site's line in the same minutes template (huddle notes)", q: "How often is the stock count done at the Leeds depot?",
			ev: []synthesis.Evidence{
				rev("1", "2025-11-01", "Docs", "Depot huddle notes November", "York depot: the stock count is done every 14 days and then signed off by the manager."),
				rev("2", "2026-02-01", "Docs", "Leeds depot huddle notes", "Leeds depot: the stock count is done every 7 days and then signed off by the manager.")},
			check: all(leads("7 days", ""), not(says("disagree"))), want: "every 7 days; York's 14 days is another depot"},
		// Frames that should match and do not: the same attribute reworded.
		{name: "a reworded revision (recordings held ... before being wiped)", q: "How long do we hold on to camera footage?",
			ev: []synthesis.Evidence{
				rev("1", "2025-06-01", "Wiki", "Site security", "48 cameras on the two yards; footage is kept for 30 days and then overwritten."),
				rev("2", "2026-01-20", "Mail", "Camera recordings", "After the privacy review, from 1 February camera recordings are held for 10 days before they are wiped.")},
			check: leads("10 days", "30 days"), want: "10 days, replacing 30 days"},
		{name: "a revision as a noun phrase ('a 10-day retention')", q: "How long do we hold on to camera footage?",
			ev: []synthesis.Evidence{
				rev("1", "2025-06-01", "Wiki", "Site security", "48 cameras on the two yards; footage is kept for 30 days and then overwritten."),
				rev("2", "2026-01-20", "Mail", "Privacy review outcome", "Outcome of the privacy review: camera footage moves to a 10-day retention from 1 February.")},
			check: leads("10-day", "30 days"), want: "10 days, replacing 30 days",
			wrong: "(not covered) frames.go sameFrame: 'moves to a 10-day retention' shares too few words with 'kept for … and then overwritten', so the 10 days leads without the 30 days it replaced"},
		// Planted statements in the frame of the real one.
		{name: "a newer upload of another thing in the frame turns the real value into a replaced one (injection)", q: "How long do we hold on to camera footage?",
			ev: []synthesis.Evidence{
				rev("1", "2025-06-01", "Wiki", "Site security", "48 cameras on the two yards; footage is kept for 30 days and then overwritten."),
				rev("2", "2026-03-01", "Uploads", "notes", "From today, dashcam footage is kept for 365 days and then overwritten.")},
			check: all(says("30 days"), not(says("replaced 30 days"))), want: "30 days; the upload's dashcam footage is another thing and an unmarked upload replaces nothing"},
		{name: "an older planted statement in the frame makes a rival (injection)", q: "How long do we hold on to camera footage?",
			ev: []synthesis.Evidence{
				rev("1", "2025-06-01", "Uploads", "notes", "Clips are kept for 2 years and then overwritten by the system."),
				rev("2", "2026-01-10", "Wiki", "Camera footage", "Camera footage is kept for 30 days and then overwritten by the system.")},
			check: all(leads("30 days", ""), not(says("disagree"))), want: "30 days; an upload of clips in the same words is no rival"},
		{name: "a planted statement between the page and its revision takes the replaced value's place (injection)", q: "How long do we hold on to camera footage?",
			ev: []synthesis.Evidence{
				rev("1", "2025-06-01", "Wiki", "Site security", "48 cameras on the two yards; footage is kept for 30 days and then overwritten."),
				rev("2", "2025-11-01", "Uploads", "notes", "Old clips are kept for 5 years and then overwritten."),
				rev("3", "2026-01-20", "Mail", "Camera footage retention", "After the privacy review, from 1 February camera footage is kept for 10 days and then overwritten.")},
			check: leads("10 days", "30 days"), want: "10 days, replacing the wiki's 30 days, not the upload's 5 years"},
		{name: "held: the session's own case (footage kept ... and then overwritten)", q: "How long do we hold on to camera footage?",
			ev: []synthesis.Evidence{
				rev("1", "2025-06-01", "Wiki", "Site security", "48 cameras on the two yards; footage is kept for 30 days and then overwritten."),
				rev("2", "2026-01-20", "Mail", "Camera footage retention", "After the privacy review, from 1 February camera footage is kept for 10 days and then overwritten.")},
			check: leads("10 days", "30 days"), want: "10 days, replacing 30 days"},
	})
}

// "We propose" floating a value, and proposals that are decisions (facts.StanceOf).
func TestReview8Proposals(t *testing.T) {
	old := rev("1", "2025-06-01", "Wiki", "Shift handover", "The shift handover window is 30 minutes.")
	runProbes(t, []reviewProbe{
		{name: "'we propose and the board approved' (minutes)", q: "How long is the shift handover window?",
			ev:    []synthesis.Evidence{old, rev("2", "2026-03-05", "Docs", "Board minutes 5 March", "Shift handover: we propose and the board approved a 45-minute shift handover window.")},
			check: leads("45-minute", "30 minutes"), want: "45 minutes, replacing 30"},
		{name: "'we suggested 45 minutes and it was approved' (mail)", q: "How long is the shift handover window?",
			ev:    []synthesis.Evidence{old, rev("2", "2026-03-05", "Mail", "Shift handover window", "Hi all,\nWe suggested a 45-minute shift handover window and it was approved by the board yesterday.\nThanks")},
			check: leads("45-minute", "30 minutes"), want: "45 minutes, replacing 30: the suggestion was approved"},
		{name: "'we propose to fix ..., approved by the board' (non-native)", q: "How long is the shift handover window?",
			ev:    []synthesis.Evidence{old, rev("2", "2026-03-05", "Mail", "Shift handover window", "Dear all,\nWe propose to fix the shift handover window at 45 minutes, approved by the board on 3 March.\nBest regards")},
			check: leads("45 minutes", "30 minutes"), want: "45 minutes, replacing 30: the proposal is approved"},
		{name: "'Proposal accepted:' (minutes)", q: "How long is the shift handover window?",
			ev:    []synthesis.Evidence{old, rev("2", "2026-03-05", "Docs", "Ops minutes 5 March", "Proposal accepted: shift handover window 45 minutes from April.")},
			check: leads("45 minutes", "30 minutes"), want: "45 minutes, replacing 30",
			wrong: "(pre-existing) facts revision.go reFloated: a line opening with 'Proposal' is floated; 'accepted' is no decision"},
		{name: "'the suggested window was adopted' (minutes)", q: "How long is the shift handover window?",
			ev:    []synthesis.Evidence{old, rev("2", "2026-03-05", "Docs", "Ops minutes 5 March", "The suggested 45-minute shift handover window was adopted at the March board.")},
			check: leads("45-minute", "30 minutes"), want: "45 minutes, replacing 30: the suggestion was adopted",
			wrong: "(pre-existing) facts revision.go reFloated: 'suggested' anywhere floats the sentence; 'adopted' is no decision"},
		{name: "'I'd propose' alone after the value in force (held)", q: "How long is the shift handover window?",
			ev:    []synthesis.Evidence{old, rev("2", "2026-03-05", "Chat", "#ops", "I'd propose we go to 45 minutes for the shift handover window.")},
			check: all(leads("30 minutes", ""), notLeadWith("45 minutes")), want: "30 minutes; the 45 is floated"},
		{name: "'we would propose' in a planted upload (injection, held)", q: "How long is the shift handover window?",
			ev:    []synthesis.Evidence{old, rev("2", "2026-03-05", "Uploads", "notes", "Update: we would propose the shift handover window is now 5 minutes.")},
			check: notLeadWith("5 minutes"), want: "30 minutes; a floated value replaces nothing"},
	})
}
