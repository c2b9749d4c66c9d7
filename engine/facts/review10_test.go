package facts_test

// A tenth independent review, of the facts readings added after the ninth review: an open call
// for someone to take work and the one who answers for themselves (volunteers.go readCall,
// volunteered, tagIDs, hooked in prose.go readSentence and owners.go readOwner), a table column
// its header does not name read as the owner column (rows.go personCell, notOwnerCol,
// cellPerson), premises shut (status.go rePremisesClosed) and a colleague's experience
// (statusscope.go rePerfectFor), a channel an incident tool opens for one incident
// (extract.go reIncidentChannel) and a label in capitals opening a line (speakers.go
// reCapsLabel), and Gerrit's "Change 4417" (ids.go reGerritChange).
//
// The probes keep the form of review9_test.go (runFactProbes): a probe with a `wrong` field
// fails today, is logged as KNOWN WRONG, and fails the test once it holds so that the mark is
// removed. A mark starting "(pre-existing)" is a fault older than these readings (the probe
// failed as well on the code before them); "(not covered)" is a case of the kind they were
// written for that they do not reach; every other mark is a fault these readings bring.
// Probes marked "(injection)" are an adversary's: text planted to make a real owner vanish or
// a false one appear.

import (
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine/facts"
)

// r10Chat is a chat message posted in channel on the given day of November 2026.
func r10Chat(id, author, channel string, day int, text string) facts.Doc {
	return facts.Doc{ID: id, Kind: "chat", Author: author, At: time.Date(2026, 11, day, 10, 0, 0, 0, time.UTC), Title: channel, Text: text}
}

// Open calls: owners read where the thread states none.
func TestReview10FalseVolunteers(t *testing.T) {
	runFactProbes(t, []factProbe{
		{name: "an offer, not a call for work: 'cake in the kitchen, anyone?'", docs: []facts.Doc{
			rChat("1", "Pia Sand", "leftover cake in the kitchen, anyone?"), rChat("2", "Ivo Lanz", "me!! omw")},
			not: []string{"owner leftover cake in the kitchen Ivo Lanz"}},
		{name: "a headcount, not a call for work: 'lunch at Gino's — who?'", docs: []facts.Doc{
			rChat("1", "Pia Sand", "lunch at Gino's friday — who?"), rChat("2", "Ivo Lanz", "me")},
			not: []string{"owner lunch at Gino's friday Ivo Lanz"}},
		{name: "'who's running the marathon on Sunday?' asks who races", docs: []facts.Doc{
			rChat("1", "Pia Sand", "who's running the marathon on Sunday? want to make a sign"), rChat("2", "Ivo Lanz", "me! 4h target")},
			not:   []string{"owner marathon Ivo Lanz"},
			wrong: "volunteers.go reCallVerb: 'who's running X' is read as a call to run a piece of work even when X is a race the speaker asks about"},
		{name: "a 'me' answering another question in between", docs: []facts.Doc{
			rChat("1", "Pia Sand", "ferry tickets for the away game — who"),
			rChat("2", "Aino Lahti", "who left the van keys on the printer?"),
			rChat("3", "Ivo Lanz", "me, sorry, grabbing them")},
			not:   []string{"owner ferry tickets for the away game Ivo Lanz"},
			wrong: "volunteers.go volunteered: the open call stays open across other questions ('who left the van keys?'), so a 'me' answering one of them takes the call's work"},
		{name: "'me neither' after 'not me' takes nothing", docs: []facts.Doc{
			rChat("1", "Pia Sand", "van hire for Lyon — who"),
			rChat("2", "Aino Lahti", "not me, I'm off that week"),
			rChat("3", "Ivo Lanz", "me neither, in Porto")},
			not: []string{"owner van hire for Lyon Ivo Lanz"}},
		{name: "'I'm in Lyon all week' is where one is, not 'I'm in'", docs: []facts.Doc{
			rChat("1", "Pia Sand", "need someone for the depot stocktake on Thursday"),
			rChat("2", "Ivo Lanz", "I'm in Lyon all week, sorry")},
			not: []string{"owner depot stocktake on Thursday Ivo Lanz", "owner depot stocktake Ivo Lanz"}},
		{name: "'I can ask around' offers to find someone, it takes nothing", docs: []facts.Doc{
			rChat("1", "Pia Sand", "who can take the Friday pharmacy run?"),
			rChat("2", "Ivo Lanz", "I can ask around in the night shift")},
			not: []string{"owner Friday pharmacy run Ivo Lanz"}},
		{name: "'happy to help find someone' takes nothing", docs: []facts.Doc{
			rChat("1", "Pia Sand", "KLN-201 weekend firing — who"),
			rChat("2", "Ivo Lanz", "happy to help find someone, I'm away myself")},
			not: []string{"owner KLN-201 Ivo Lanz"}},
		{name: "a call no longer needed: 'we don't need anyone for the van hire any more'", docs: []facts.Doc{
			rChat("1", "Pia Sand", "update: we don't need anyone for the van hire any more, the club bus is free"),
			rChat("2", "Ivo Lanz", "I can drive the club bus then")},
			not: []string{"owner van hire any more Ivo Lanz", "owner van hire Ivo Lanz"}},
		{name: "a call the caller settled herself stays open for a 'me' two weeks later", docs: []facts.Doc{
			r10Chat("1", "Pia Sand", "#club", 2, "ferry tickets for the away game — who"),
			r10Chat("2", "Pia Sand", "#club", 2, "sorted, booked them myself"),
			r10Chat("3", "Aino Lahti", "#club", 17, "who's got the spare key to the store?"),
			r10Chat("4", "Ivo Lanz", "#club", 18, "me, it's on my keyring")},
			not: []string{"owner ferry tickets for the away game Ivo Lanz"}},
		{name: "a call in one channel answered by a 'me' in another channel", docs: []facts.Doc{
			r10Chat("1", "Pia Sand", "#kiln", 17, "who's doing the weekend firing? KLN-202"),
			r10Chat("2", "Ivo Lanz", "#random", 18, "me. finally beat the quiz")},
			not: []string{"owner KLN-202 Ivo Lanz"}},
		{name: "a volunteer for part of the work: 'me for the van'", docs: []facts.Doc{
			rChat("1", "Pia Sand", "van hire and ferry tickets for Lyon — who"),
			rChat("2", "Ivo Lanz", "me for the van, someone else the ferry")},
			not: []string{"owner van hire and ferry tickets for Lyon Ivo Lanz"}},
		{name: "'Me too' from the caller's colleague who is also asking", docs: []facts.Doc{
			rChat("1", "Pia Sand", "need someone for the Tuesday delivery? KLN-203"),
			rChat("2", "Aino Lahti", "me too, need a second pair of hands for KLN-204")},
			not: []string{"owner KLN-203 Aino Lahti"}},
	})
}

// Open calls and answers in other words.
func TestReview10MissedVolunteers(t *testing.T) {
	runFactProbes(t, []factProbe{
		{name: "'who's doing the van hire?' 'I'll do it' (control)", docs: []facts.Doc{
			rChat("1", "Pia Sand", "who's doing the van hire for Lyon?"), rChat("2", "Ivo Lanz", "I'll do it, booking tonight")},
			want: []string{"owner van hire Ivo Lanz"}},
		{name: "'can someone grab the ferry tickets?' 'me'", docs: []facts.Doc{
			rChat("1", "Pia Sand", "can someone grab the ferry tickets? KLN-210"), rChat("2", "Ivo Lanz", "me")},
			want:  []string{"owner KLN-210 Ivo Lanz"},
			wrong: "(not covered) volunteers.go readCall: 'can someone grab ...' is no call (reCallNeed wants 'need/looking for/any someone'), so the 'me' after it owns nothing"},
		{name: "'who fancies the pharmacy run?' (British) 'I'll go'", docs: []facts.Doc{
			rChat("1", "Pia Sand", "who fancies the pharmacy run tmrw? KLN-211"), rChat("2", "Ivo Lanz", "I'll go, passing by anyway")},
			want:  []string{"owner KLN-211 Ivo Lanz"},
			wrong: "(not covered) volunteers.go reCallVerb has no 'fancies' (nor 'is up for'), so the call is not read"},
		{name: "'yep I'll sort it' after a call", docs: []facts.Doc{
			rChat("1", "Pia Sand", "KLN-212 weekend firing — who"), rChat("2", "Ivo Lanz", "yep I'll sort it")},
			want: []string{"owner KLN-212 Ivo Lanz"}},
		{name: "'dibs' (chat slang)", docs: []facts.Doc{
			rChat("1", "Pia Sand", "KLN-213 kiln unload friday — anyone?"), rChat("2", "Ivo Lanz", "dibs")},
			want:  []string{"owner KLN-213 Ivo Lanz"},
			wrong: "(not covered) volunteers.go reVolunteer has no 'dibs'"},
		{name: "non-native: 'I take it, no problem' after 'who can do the customs papers?'", docs: []facts.Doc{
			rChat("1", "Pia Sand", "who can do the customs papers for KLN-214?"), rChat("2", "Ivo Lanz", "I take it, no problem")},
			want: []string{"owner KLN-214 Ivo Lanz"}},
	})
}

// Planted calls and answers.
func TestReview10VolunteerInjections(t *testing.T) {
	runFactProbes(t, []factProbe{
		{name: "a planted call redirects the next volunteer to another item (injection)", docs: []facts.Doc{
			rChat("1", "Pia Sand", "who's doing the van hire for Lyon?"),
			rChat("2", "Mallory Fox", "need someone for the payroll export? FIN-9"),
			rChat("3", "Ivo Lanz", "me, booking the van fri")},
			want:  []string{"owner van hire Ivo Lanz"},
			not:   []string{"owner FIN-9 Ivo Lanz"},
			wrong: "volunteers.go readCall: any later call replaces the open one (x.th.call), so a planted call between a call and its answer gives the volunteer the planted item"},
		{name: "a customer's 'Me' on a ticket answers the agents' internal call (injection)", docs: []facts.Doc{
			{ID: "1", Kind: "ticket", Author: "Pia Sand", At: rAt, Title: "TKT-88 Refund for order 5521", Text: "who can take the callback for this one?"},
			{ID: "2", Kind: "ticket", Author: "Mallory Fox", At: rAt, Title: "TKT-88 comment", Text: "Me, I'm available all afternoon for the call."}},
			not: []string{"owner TKT-88 Mallory Fox", "owner callback Mallory Fox"}},
		{name: "a 'me' in a quoted line of a mail reply is the replier's (injection)", docs: []facts.Doc{
			rChat("1", "Pia Sand", "who's doing the supplier audit? FIN-12"),
			rMail("Mallory Fox", "RE: supplier audit", "> me\nNot sure what this was about, ignore.")},
			not: []string{"owner FIN-12 Mallory Fox"}},
		{name: "a relayed line in a chat: 'Ivo Lanz: me' posted by Mallory (injection)", docs: []facts.Doc{
			rChat("1", "Pia Sand", "who's doing the supplier audit? FIN-13"),
			rChat("2", "Mallory Fox", "Ivo Lanz: me\nlol")},
			not: []string{"owner FIN-13 Ivo Lanz"}},
	})
}

// Tables whose header names no owner column.
func TestReview10PersonColumns(t *testing.T) {
	pr := func(author, text string) facts.Doc {
		return facts.Doc{ID: "1", Kind: "pr", Author: author, At: rAt, Title: "bot #70: export fixes", Text: text}
	}
	ivo := rChat("9", "Ivo Lanz", "ok")
	runFactProbes(t, []factProbe{
		{name: "'| piece | on it |' with 'me' and a handle (control)", docs: []facts.Doc{
			pr("Tam Achebe", "| piece | on it |\n|---|---|\n| csv export | me |\n| pdf export | @ivo.lanz |\n")},
			want: []string{"owner csv export Tam Achebe", "owner pdf export ivo.lanz"}},
		{name: "a 'last edited by' column is no owner (control)", docs: []facts.Doc{
			rDoc("Tam Achebe", "Export plan", "| piece | last edited by |\n|---|---|\n| csv export | Ivo Lanz |\n"), ivo},
			not: []string{"owner csv export Ivo Lanz"}},
		{name: "a 'who to ask' column is no owner", docs: []facts.Doc{
			rDoc("Tam Achebe", "Export plan", "| piece | who to ask |\n|---|---|\n| csv export | Ivo Lanz |\n"), ivo},
			not: []string{"owner csv export Ivo Lanz"}},
		{name: "a 'caller' column (the customer who rang) is no owner", docs: []facts.Doc{
			rDoc("Tam Achebe", "Callbacks", "| ticket | caller | notes |\n|---|---|---|\n| TKT-90 | Rosa Pinto | wants a refund |\n"),
			rMail("Rosa Pinto", "refund", "Please refund order 5521.")},
			not: []string{"owner TKT-90 Rosa Pinto"}},
		{name: "a notes column mentioning a handle is no owner (control)", docs: []facts.Doc{
			rDoc("Tam Achebe", "Release board", "| ticket | status | notes |\n|---|---|---|\n| REL-31 | in review | @ivo.lanz fyi, touches billing |\n")},
			not: []string{"owner REL-31*"}},
		{name: "a 'handled by' column is the owner column", docs: []facts.Doc{
			rDoc("Tam Achebe", "Export plan", "| piece | handled by |\n|---|---|\n| csv export | me |\n")},
			want:  []string{"owner csv export Tam Achebe"},
			wrong: "(pre-existing) rows.go: 'handled by' ends with the due column name 'by', so it is read as a date column and its person is lost"},
		{name: "'me' in a table quoted in a mail reply is the quoted writer, not the replier", docs: []facts.Doc{
			rMail("Ivo Lanz", "RE: export plan", "Looks good.\n\n> | piece | on it |\n> |---|---|\n> | csv export | me |\n")},
			not: []string{"owner csv export Ivo Lanz"}},
		{name: "'me' in a forwarded table is its first writer, not the forwarder", docs: []facts.Doc{
			rMail("Ivo Lanz", "Fwd: export plan", "FYI below.\n\n---------- Forwarded message ---------\nFrom: Tam Achebe\nSubject: export plan\n\n| piece | on it |\n|---|---|\n| csv export | me |\n")},
			not: []string{"owner csv export Ivo Lanz"}},
		{name: "a sheet exported by a tool: 'me' is no owner named 'Google Sheets'", docs: []facts.Doc{
			rDoc("Google Sheets", "rota.csv", "| shift | on it |\n|---|---|\n| sat opening | me |\n")},
			not:   []string{"owner sat opening Google Sheets"},
			wrong: "rows.go cellPerson: 'me' is the document's author whoever that is, an export tool included"},
		{name: "a planted row with a handle in a shared board's notes column (injection)", docs: []facts.Doc{
			rDoc("Tam Achebe", "Release board", "| ticket | status | comments |\n|---|---|---|\n| REL-32 | in progress | |\n| REL-32 | | @mallory.fox taking a look |\n")},
			not: []string{"owner REL-32*"}},
	})
}

// Premises closed and experience.
func TestReview10PremisesAndExperience(t *testing.T) {
	runFactProbes(t, []factProbe{
		{name: "'our workshop is closed 7 January' (control)", docs: []facts.Doc{rChat("1", "Mia Fontaine", "FAC-20 boiler service booked; our workshop is closed 7 January")},
			not: []string{"status FAC-20 done"}},
		{name: "'the gym refurbishment closed' is a work item done", docs: []facts.Doc{rChat("1", "Mia Fontaine", "FAC-21 the gym refurbishment closed, snag list signed off")},
			want: []string{"status FAC-21 done"}},
		{name: "'the leak in the warehouse closed' is the ticket done", docs: []facts.Doc{rChat("1", "Mia Fontaine", "FAC-22 roof leak in the warehouse closed, roofer signed off")},
			want: []string{"status FAC-22 done"}},
		{name: "'the incident at the plant is closed'", docs: []facts.Doc{rChat("1", "Mia Fontaine", "INC-23 the chlorine alarm incident at the plant is closed, RCA to follow")},
			want: []string{"status INC-23 done"}},
		{name: "'Reception closed FAC-24 this morning' (a team closing a ticket)", docs: []facts.Doc{rChat("1", "Mia Fontaine", "Reception closed FAC-24 this morning, the key fob works again")},
			want: []string{"status FAC-24 done"}},
		{name: "'he has fixed it like he promised before' is done", docs: []facts.Doc{rChat("1", "Mia Fontaine", "FAC-26 he has fixed it like he promised before")},
			want: []string{"status FAC-26 done"}},
	})
}

// Incident channels and labels in capitals.
func TestReview10IncidentChannels(t *testing.T) {
	ch := func(id, author, channel, text string) facts.Doc {
		return facts.Doc{ID: id, Kind: "chat", Author: author, At: rAt, Title: channel, Text: text}
	}
	runFactProbes(t, []factProbe{
		{name: "'#incident-response' is a standing channel, no one incident", docs: []facts.Doc{ch("1", "Rhea Moss", "#incident-response", "I'm IC this week, page me.")},
			not: []string{"owner incident-response*"}},
		{name: "'#inc-review-weekly' is a review meeting's channel", docs: []facts.Doc{ch("1", "Rhea Moss", "#inc-review-weekly", "Closing this week's review, thanks all.")},
			not: []string{"status inc-review-weekly done"}},
		{name: "a second incident in the same channel", docs: []facts.Doc{
			ch("1", "Rhea Moss", "#inc-tills", "Tills back up. Closing the incident."),
			ch("2", "Ivo Lanz", "#inc-tills", "new one while we're here: card readers at store 4 down, I'm IC for that one")},
			not: []string{"owner inc-tills Ivo Lanz"}},
		{name: "'ALI:' in capitals is a speaker", docs: []facts.Doc{
			ch("1", "Rhea Moss", "#site", "call notes\nALI: I'll take BRK-300, going there anyway\nRHEA: thanks")},
			not: []string{"owner BRK-300 Rhea Moss"}},
		{name: "'SEV2:' opening the line is no speaker (control)", docs: []facts.Doc{
			ch("1", "Rhea Moss", "#inc-dns", "SEV2: resolver timeouts since 02:10. I'm IC.")},
			want: []string{"owner inc-dns Rhea Moss"}, not: []string{"owner inc-dns SEV2"}},
		{name: "a call-sign with digits ('KILO2:') in a radio log is a speaker", docs: []facts.Doc{
			ch("1", "Rhea Moss", "#yard", "radio log\nKILO2: I'll take BRK-302, at gate 3\nBASE: copy")},
			not: []string{"owner BRK-302 Rhea Moss"}},
	})
}

// Gerrit's "Change 4417".
func TestReview10GerritChanges(t *testing.T) {
	runFactProbes(t, []factProbe{
		{name: "'Change 4417 merged' (control)", docs: []facts.Doc{rChat("1", "Wen Achter", "Change 4417 merged, thanks for the review")},
			want: []string{"status Change 4417 done"}},
		{name: "'Change 3000 to 3500 in the price list' is an edit, no change request", docs: []facts.Doc{rChat("1", "Wen Achter", "Change 3000 to 3500 in the price list, done")},
			not: []string{"status Change 3000*"}},
		{name: "'Change 2027 budget' is a year", docs: []facts.Doc{rDoc("Wen Achter", "Finance", "- Change 2027 budget lines: done, sent to the board")},
			not: []string{"status Change 2027 done"}},
		{name: "'change 4418 is merged' in lower case (terse chat)", docs: []facts.Doc{rChat("1", "Wen Achter", "change 4418 is merged")},
			want:  []string{"status Change 4418 done", "status change 4418 done"},
			wrong: "(not covered) ids.go reGerritChange is case-sensitive, so 'change 4418' in chat is no item"},
	})
}
