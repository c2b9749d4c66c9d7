package facts_test

// The facts-level part of the thirty-ninth independent review (see
// engine/synthesis/review39_test.go for the setting, the classes and the tallies): a source
// system's fields read by layout's field names and written as changes (c5af2b4), and an
// activity feed's quoted task titles (914f87b), in the words of a ferry operator's tracker,
// digest mails, mails and chat. 49 probes: ChangedFields 28 (reading 1: 5 brought by c5af2b4,
// 6 not covered, 1 pre-existing), ActivityQuotes 21 (reading 2: 5 brought by 914f87b, 4 not
// covered).

import (
	"testing"

	"github.com/queueproof/queueproof/engine/facts"
)

// skfRecord is the ferry operator's tracker record key with its title, its source system's fields
// and a line of history text.
func skfRecord(key, title string, fields map[string]string, text string) []facts.Doc {
	return []facts.Doc{{ID: key, Kind: "ticket", Key: key, Author: "Tracker", At: rAt, Title: key + " " + title, Fields: fields, Text: text}}
}

// skfDigest is a tracker's digest mail to the marine superintendent, its lines the feed's.
func skfDigest(lines string) []facts.Doc {
	return []facts.Doc{{ID: "g1", Kind: "mail", Author: "Asana <no-reply@tasks.example>", At: rAt, Title: "Skerry Ferries — daily summary for Morag Bain", Text: lines}}
}

// skfMail is a mail between the ferry operator's people.
func skfMail(author, title, body string) []facts.Doc {
	return []facts.Doc{{ID: "m1", Kind: "mail", Author: author, At: rAt, Title: title, Text: body}}
}

func TestReview39ChangedFields(t *testing.T) {
	f := func(kv ...string) map[string]string {
		m := map[string]string{}
		for i := 0; i+1 < len(kv); i += 2 {
			m[kv[i]] = kv[i+1]
		}
		return m
	}
	runFactProbes(t, []factProbe{
		{name: "'state: In Progress → Resolved'", docs: skfRecord("SKF-101", "Gangway light", f("state", "In Progress → Resolved"), "Updated by Ewan Tait"),
			want: []string{"status SKF-101 done"}, not: []string{"status SKF-101 in_progress"}},
		{name: "'assigned to: Morag Bain → Ewan Tait'", docs: skfRecord("SKF-102", "Mooring ropes", f("assigned to", "Morag Bain → Ewan Tait"), "Reassigned"),
			want: []string{"owner SKF-102 Ewan Tait"}, not: []string{"owner SKF-102 Morag Bain"}},
		{name: "'target date: 20 Nov 2026 → 27 Nov 2026'", docs: skfRecord("SKF-103", "Pier insurance renewal", f("target date", "20 Nov 2026 → 27 Nov 2026"), "Date changed"),
			want: []string{"due SKF-103 2026-11-27", "slip SKF-103 2026-11-20->2026-11-27"}, not: []string{"due SKF-103 2026-11-20"}},
		{name: "'eta: Fri 20 Nov → Fri 4 Dec' (weekdays, no year)", docs: skfRecord("SKF-104", "Ramp hydraulics", f("eta", "Fri 20 Nov → Fri 4 Dec"), "ETA changed"),
			want: []string{"due SKF-104 2026-12-04", "slip SKF-104 2026-11-20->2026-12-04"}},
		{name: "'status: Open → In Progress → Done' (two changes)", docs: skfRecord("SKF-105", "Life jacket check", f("status", "Open → In Progress → Done"), "Closed"),
			want: []string{"status SKF-105 done"}, not: []string{"status SKF-105 open", "status SKF-105 in_progress"}},
		{name: "'due: 13 Nov 2026 → 20 Nov 2026 → 27 Nov 2026' (two moves)", docs: skfRecord("SKF-106", "Fuel barge booking", f("due", "13 Nov 2026 → 20 Nov 2026 → 27 Nov 2026"), "Moved again"),
			want: []string{"due SKF-106 2026-11-27", "slip SKF-106 2026-11-20->2026-11-27"}},
		{name: "'owner: - → Ewan Tait' with 'finish date: 30.11.2026'", docs: skfRecord("SKF-107", "Waiting room paint", f("owner", "- → Ewan Tait", "finish date", "30.11.2026"), "Assigned"),
			want: []string{"owner SKF-107 Ewan Tait", "due SKF-107 2026-11-30"}},
		{name: "'status: Done → Reopened'", docs: skfRecord("SKF-108", "Ticket machine at Kilmory", f("status", "Done → Reopened"), "Reopened by Morag Bain"),
			want: []string{"status SKF-108 open"}, not: []string{"status SKF-108 done"}},
		{name: "'due: 2026-11-20 -> 2026-11-27' (an ASCII arrow)", docs: skfRecord("SKF-109", "Buoy painting", f("due", "2026-11-20 -> 2026-11-27"), "Due changed"),
			want: []string{"due SKF-109 2026-11-27"}, not: []string{"due SKF-109 2026-11-20"},
			wrong: "(not covered) changedField reads only '→': the old date, 20 Nov, is the due date"},
		{name: "'assignee: Morag Bain -> Ewan Tait' (an ASCII arrow)", docs: skfRecord("SKF-110", "Crew rota", f("assignee", "Morag Bain -> Ewan Tait"), "Reassigned"),
			want: []string{"owner SKF-110 Ewan Tait"}, not: []string{"owner SKF-110 Morag Bain*"},
			wrong: "(not covered) changedField reads only '→': the owner is 'Morag Bain -> Ewan Tait'"},
		{name: "'status: In Progress => Done' (a fat arrow)", docs: skfRecord("SKF-111", "Timetable PDF", f("status", "In Progress => Done"), "Closed"),
			want: []string{"status SKF-111 done"}, not: []string{"status SKF-111 in_progress"},
			wrong: "(not covered) changedField reads only '→': the old state stays beside the new (in_progress and done)"},
		{name: "'deadline: 20 Nov 2026 ⇒ 4 Dec 2026' (a double arrow)", docs: skfRecord("SKF-112", "Fare table", f("deadline", "20 Nov 2026 ⇒ 4 Dec 2026"), "Moved"),
			want: []string{"due SKF-112 2026-12-04"}, not: []string{"due SKF-112 2026-11-20"},
			wrong: "(not covered) changedField reads only '→': the old date, 20 Nov, is the due date"},
		{name: "'due date: 27 Nov 2026 → 20 Nov 2026' (brought forward: no slip)", docs: skfRecord("SKF-113", "Harbour dues invoice", f("due date", "27 Nov 2026 → 20 Nov 2026"), "Brought forward"),
			want: []string{"due SKF-113 2026-11-20"}, not: []string{"slip SKF-113*"}},
		{name: "'Status: Done' (a capitalised key)", docs: skfRecord("SKF-114", "Fog horn test", f("Status", "Done"), "Closed"),
			want: []string{"status SKF-114 done"}},
		{name: "'status: Closed', 'resolution: Fixed → Won't Fix'", docs: skfRecord("SKF-115", "Café card reader", f("status", "Closed", "resolution", "Fixed → Won't Fix"), "Resolution changed"),
			want:  []string{"status SKF-115 cancelled"},
			wrong: "(not covered) the resolution field is read whole, not as a change: 'Fixed → Won't Fix' reads as fixed, the record done, not cancelled"},
		// Traps: an arrow that is no change; fields that are no owner, state or due date.
		{name: "'status: Blocked (awaiting the Oban → Craignure berth slot)'", docs: skfRecord("SKF-120", "Relief vessel charter", f("status", "Blocked (awaiting the Oban → Craignure berth slot)"), "Waiting"),
			want: []string{"status SKF-120 blocked"}},
		{name: "'assignee: Ewan Tait (covering Oban → Craignure)': no owner 'Craignure)'", docs: skfRecord("SKF-121", "Deck crew rota", f("assignee", "Ewan Tait (covering Oban → Craignure)"), "Rota"),
			not: []string{"owner SKF-121 Craignure*"}},
		{name: "'assignee: Ewan Tait (covering Oban → Craignure)': Ewan Tait owns", docs: skfRecord("SKF-121", "Deck crew rota", f("assignee", "Ewan Tait (covering Oban → Craignure)"), "Rota"),
			want:  []string{"owner SKF-121 Ewan Tait"},
			wrong: "(pre-existing) the owner was the whole value 'Ewan Tait (covering Oban → Craignure)' before c5af2b4, 'Craignure)' since"},
		{name: "a CRM deal's 'owner: Morag Bain' beside 'lead: Hebridean Coach Tours Ltd'", docs: skfRecord("SKF-130", "Group booking for 40", f("owner", "Morag Bain", "lead", "Hebridean Coach Tours Ltd"), "Deal"),
			want: []string{"owner SKF-130 Morag Bain"}, not: []string{"owner SKF-130 Hebridean*"}},
		{name: "a ticket's text 'Due date: 20 Nov 2026 -> 27 Nov 2026'", docs: []facts.Doc{{ID: "SKF-131", Kind: "ticket", Key: "SKF-131", Author: "Tracker", At: rAt, Title: "SKF-131 Buoy chains",
			Text: "SKF-131 Buoy chains\nDue date: 20 Nov 2026 -> 27 Nov 2026"}},
			want: []string{"due SKF-131 2026-11-27"}, not: []string{"due SKF-131 2026-11-20"},
			wrong: "(not covered) a text field line's change is read only with '→': the old date is the due date"},
		{name: "'due: 27 Nov 2026 (Oban → Craignure leg)'", docs: skfRecord("SKF-122", "Passenger count audit", f("due", "27 Nov 2026 (Oban → Craignure leg)"), "Audit"),
			want: []string{"due SKF-122 2026-11-27"}},
		{name: "'route: Oban → Craignure', 'status: Open'", docs: skfRecord("SKF-123", "Winter timetable", f("route", "Oban → Craignure", "status", "Open"), "Draft"),
			want: []string{"status SKF-123 open"}, not: []string{"owner SKF-123*", "due SKF-123*"}},
		{name: "'start date: 20 Nov 2026 → 27 Nov 2026' (no due, no slip)", docs: skfRecord("SKF-124", "Dry-dock of MV Ulva", f("start date", "20 Nov 2026 → 27 Nov 2026"), "Rescheduled start"),
			not: []string{"due SKF-124*", "slip SKF-124*"}},
		{name: "'created by: Morag Bain → Ewan Tait' (a reporter)", docs: skfRecord("SKF-125", "Lost property shelf", f("created by", "Morag Bain → Ewan Tait"), "Moved"),
			not: []string{"owner SKF-125*"}},
		{name: "'owner: Ewan Tait → Unassigned'", docs: skfRecord("SKF-126", "Slipway survey", f("owner", "Ewan Tait → Unassigned"), "Unassigned"),
			not: []string{"owner SKF-126*"}},
		{name: "'lead: Hebridean Coach Tours Ltd' (a sales lead)", docs: skfRecord("SKF-127", "Group booking enquiry", f("lead", "Hebridean Coach Tours Ltd", "stage", "Quote sent"), "Enquiry"),
			not: []string{"owner SKF-127*"}},
		{name: "'status: Done → Awaiting parts' (no state named last)", docs: skfRecord("SKF-128", "Bow thruster", f("status", "Done → Awaiting parts"), "Parts"),
			not: []string{"status SKF-128 done"}},
		{name: "'target: 400 passengers a day' (no date)", docs: skfRecord("SKF-129", "Summer capacity", f("target", "400 passengers a day"), "Plan"),
			not: []string{"due SKF-129*"}},
	})
}

func TestReview39ActivityQuotes(t *testing.T) {
	runFactProbes(t, []factProbe{
		{name: "'rescheduled \"Renew pier insurance\" from Fri 20 Nov to Fri 27 Nov'", docs: skfDigest("• Ewan Tait rescheduled \"Renew pier insurance\" from Fri 20 Nov to Fri 27 Nov"),
			want: []string{"slip Renew pier insurance 2026-11-20->2026-11-27", "due Renew pier insurance 2026-11-27"}, not: []string{"slip Ewan Tait*"}},
		{name: "'completed \"Check life jackets on MV Ulva\"'", docs: skfDigest("• Ewan Tait completed \"Check life jackets on MV Ulva\""),
			want:  []string{"status Check life jackets on MV Ulva done"},
			wrong: "(not covered) the quoted title is found, but 'completed' makes the actor the finished thing: status Ewan Tait done"},
		{name: "'uncompleted \"Check life jackets on MV Ulva\"'", docs: skfDigest("• Ewan Tait uncompleted \"Check life jackets on MV Ulva\""),
			not: []string{"status Check life jackets on MV Ulva done", "status Ewan Tait*"}},
		{name: "'assigned \"Order mooring ropes\" to you · Due Fri 27 Nov'", docs: skfDigest("• Ewan Tait assigned \"Order mooring ropes\" to you · Due Fri 27 Nov"),
			want: []string{"due Order mooring ropes 2026-11-27"}},
		{name: "curly quotes: 'postponed “Paint the waiting room” to Fri 4 Dec'", docs: skfDigest("• Ewan Tait postponed “Paint the waiting room” to Fri 4 Dec"),
			want: []string{"due Paint the waiting room 2026-12-04"}, not: []string{"due Skerry Ferries*"}},
		{name: "'moved \"Dry-dock booking for MV Ulva\" to Done'", docs: skfDigest("• Morag Bain moved \"Dry-dock booking for MV Ulva\" to Done"),
			want: []string{"status Dry-dock booking for MV Ulva done"}},
		{name: "'changed the deadline of \"Fare table for 2027\" from 20 Nov to 4 Dec'", docs: skfDigest("• Morag Bain changed the deadline of \"Fare table for 2027\" from 20 Nov to 4 Dec"),
			want: []string{"slip Fare table for 2027 2026-11-20->2026-12-04"}},
		{name: "'set the due date of \"Fare table for 2027\" to Fri 4 Dec'", docs: skfDigest("• Morag Bain set the due date of \"Fare table for 2027\" to Fri 4 Dec"),
			want: []string{"due Fare table for 2027 2026-12-04"}, not: []string{"due Skerry Ferries*"},
			wrong: "(not covered) the quoted-title pattern allows two lowercase words between the verb and the quote ('the due date of' is four), and 'set … to' is no 'changed the due date': no due date"},
		{name: "ASCII single quotes: 'rescheduled 'Renew pier insurance' from Fri 20 Nov to Fri 27 Nov'", docs: skfDigest("• Ewan Tait rescheduled 'Renew pier insurance' from Fri 20 Nov to Fri 27 Nov"),
			want:  []string{"due Renew pier insurance 2026-11-27"},
			wrong: "(not covered) only double and curly quotes mark a title: the actor Ewan Tait slips"},
		{name: "'completed \"SKF-141 Replace gangway light\"' (an identifier)", docs: skfDigest("• Ewan Tait completed \"SKF-141 Replace gangway light\""),
			want: []string{"status SKF-141 done"}},
		{name: "two events, two tasks", docs: skfDigest("• Ewan Tait completed \"Check life jackets on MV Ulva\"\n• Morag Bain rescheduled \"Renew pier insurance\" from Fri 20 Nov to Fri 27 Nov"),
			want: []string{"status Check life jackets on MV Ulva done", "due Renew pier insurance 2026-11-27"}, not: []string{"due Check life jackets*", "status Renew pier insurance done"},
			wrong: "(not covered) as 'completed \"…\"': status Ewan Tait done"},
		// Traps: a quote that is someone's words, not a task's title.
		{name: "'Iain Rae confirmed \"the pontoon repair is finished\" on Monday'", docs: skfMail("Morag Bain", "Kilmory pontoon", "Hi all,\nIain Rae confirmed \"the pontoon repair is finished\" on Monday.\nMorag"),
			not: []string{"status the pontoon repair is finished*"}},
		{name: "'Iain Rae texted \"I'll have the berth plan done by Friday\"'", docs: skfMail("Morag Bain", "Berth plan", "Hi all,\nIain Rae texted \"I'll have the berth plan done by Friday\" so we can wait.\nMorag"),
			not: []string{"* I'll have the berth plan*", "due I'll have*", "commitment I'll have*"}},
		{name: "'Skipper Iain Rae announced \"boarding is complete\" at 07:35'", docs: skfMail("Morag Bain", "07:40 sailing", "Hi all,\nSkipper Iain Rae announced \"boarding is complete\" at 07:35 and we left on time.\nMorag"),
			not: []string{"status boarding is complete*"}},
		{name: "'Passengers complained \"the 07:40 never waits for the bus\"'", docs: skfMail("Morag Bain", "Complaints", "Hi all,\nPassengers complained \"the 07:40 never waits for the bus\" and the timetable review is due Fri 27 Nov.\nMorag"),
			not: []string{"due the 07:40 never waits*"}},
		{name: "a chat: 'Iain Rae texted \"ramp fixed\" this morning'", docs: []facts.Doc{{ID: "c1", Kind: "chat", Author: "Ewan Tait", At: rAt, Title: "#kilmory-pier",
			Text: "Ewan Tait: Iain Rae texted \"ramp fixed\" this morning, will check at the 12:10"}},
			not: []string{"status ramp fixed*"}},
		{name: "'Morag said \"ship it\" yesterday, so the timetable PDF is done'", docs: skfMail("Ewan Tait", "Timetable", "Hi all,\nMorag said \"ship it\" yesterday, so the timetable PDF is done.\nEwan"),
			not: []string{"status ship it*"}},
		{name: "'responded to \"Paint the marker buoys\": \"… Fri 27 Nov\"' (a reply)", docs: skfDigest("• Ewan Tait responded to \"Paint the marker buoys\": \"not yet, waiting on paint, Fri 27 Nov\""),
			not: []string{"due Paint the marker buoys 2026-11-27"}},
		{name: "'tagged you in \"Renew pier insurance\": \"broker says Fri 4 Dec\"' (a comment)", docs: skfDigest("• Morag Bain tagged you in \"Renew pier insurance\": \"broker says Fri 4 Dec\""),
			not: []string{"due Renew pier insurance 2026-12-04"}},
		{name: "'commented on \"Renew pier insurance\": \"broker says Fri 4 Dec\"'", docs: skfDigest("• Morag Bain commented on \"Renew pier insurance\": \"broker says Fri 4 Dec\""),
			not: []string{"due Renew pier insurance 2026-12-04"}},
		{name: "'Ewan Tait played “The Shipping Forecast” at the crew briefing' (a programme)", docs: skfMail("Morag Bain", "Crew briefing", "Hi all,\nEwan Tait played “The Shipping Forecast” at the crew briefing, then the rota was finished.\nMorag"),
			not: []string{"status The Shipping Forecast*"}},
	})
}
