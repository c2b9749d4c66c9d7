package facts_test

// A fourth independent review, of the facts readings added in the fourth session: board and
// card fields ("Item:", "Person:", "Card:", "Members:", "List:", "Task Name:", "Finish:",
// "Project manager:", "PM:"), due fields written as a window or named after a qualifier, bold
// labels, glossed states, a state with a remark after a dash, a record's run of fields, the new
// ways of stating a state (a check mark after the item, "sorted", "I close X", "stays open",
// "halted", "waiting the ...", "<ID>: I am on it") and list items written person first.
//
// The probes keep the form of review_test.go (expect): a probe with a `wrong` field fails
// today, is logged as KNOWN WRONG, and fails the test once it holds so that the mark is
// removed. Probes marked "(injection)" are an adversary's: text that would give work to the
// wrong person or close an item it does not close.

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine/facts"
	"github.com/queueproof/queueproof/engine/probetest"
)

// factLines are the facts read from docs in one thread, as "kind subject value" lines (an
// owner's person, a due date, a status state, a slip "old->new", else what).
func factLines(t *testing.T, docs ...facts.Doc) []string {
	t.Helper()
	p, err := facts.Default()
	if err != nil {
		t.Fatal(err)
	}
	th := facts.NewThread()
	people := facts.NewPeople()
	for _, d := range docs {
		people.Add(d.Author)
	}
	for _, d := range docs {
		p.Extract(th, people, d)
	}
	var out []string
	for _, f := range th.Facts() {
		v := f.What
		switch f.Kind {
		case facts.Owner, facts.Commitment, facts.Request:
			v = f.Person
		case facts.Due:
			v = f.Date.Format("2006-01-02")
		case facts.Status:
			v = string(f.State)
		case facts.Slip:
			v = f.Old.Format("2006-01-02") + "->" + f.Date.Format("2006-01-02")
		}
		out = append(out, fmt.Sprintf("%s %s %s", f.Kind, f.Subject, v))
	}
	return out
}

// factProbe is a document set, the facts it must yield and the facts it must not; a "not"
// entry ending in "*" forbids every fact line starting with what comes before it.
type factProbe struct {
	name      string
	docs      []facts.Doc
	want, not []string
	wrong     string
}

func runFactProbes(t *testing.T, probes []factProbe) {
	t.Helper()
	for _, pr := range probes {
		got := factLines(t, pr.docs...)
		var bad []string
		for _, w := range pr.want {
			if !slices.Contains(got, w) {
				bad = append(bad, "missing "+w)
			}
		}
		for _, n := range pr.not {
			for _, g := range got {
				if g == n || strings.HasSuffix(n, "*") && strings.HasPrefix(g, strings.TrimSuffix(n, "*")) {
					bad = append(bad, "extracted "+g)
				}
			}
		}
		probetest.Expect(t, len(bad) == 0, pr.wrong, "%s: %q; got %q", pr.name, bad, got)
	}
}

var rAt = time.Date(2026, 11, 18, 10, 0, 0, 0, time.UTC)

func rDoc(author, title, text string) facts.Doc {
	return facts.Doc{ID: "1", Kind: "doc", Author: author, At: rAt, Title: title, Text: text}
}

func rChat(id, author, text string) facts.Doc {
	return facts.Doc{ID: id, Kind: "chat", Author: author, At: rAt, Title: "#site", Text: text}
}

func rMail(author, title, text string) facts.Doc {
	return facts.Doc{ID: "1", Kind: "mail", Author: author, At: rAt, Title: title, Text: text}
}

// Board and card fields that are not about a work item's owner, state or due date.
func TestReview4BoardFields(t *testing.T) {
	runFactProbes(t, []factProbe{
		{name: "a channel's members are no owners", docs: []facts.Doc{rDoc("Joel Amankwah", "Depot channel (OPS-71 rollout)",
			"Channel: #depot-ops\nMembers: Tamsin Orr\nPurpose: chat about the OPS-71 rollout")},
			not: []string{"owner OPS-71 Tamsin Orr"}},
		{name: "a card's checklist count is no state", docs: []facts.Doc{rDoc("Board export", "Card — OPS-73 Gate motor",
			"Card: OPS-73 Gate motor\nList: To Do\nChecklist: Safety checks (2/5 done)\nMembers: Tamsin Orr")},
			want: []string{"owner OPS-73 Tamsin Orr", "status OPS-73 open"}, not: []string{"status OPS-73 done"}},
		{name: "a stage that is a place (event plan)", docs: []facts.Doc{rDoc("Joel Amankwah", "AGM plan",
			"OPS-76 AGM sound check\nStage: Main hall, 200 seats\nOwner: Joel Amankwah")},
			want: []string{"owner OPS-76 Joel Amankwah"}, not: []string{"status OPS-76*"}},
		{name: "a supplier's contact person is no owner", docs: []facts.Doc{rDoc("Joel Amankwah", "Purchase OPS-77",
			"OPS-77 Forklift lease\nContact person: Olu Bello (Brightfield sales)\nOwner: Joel Amankwah")},
			want: []string{"owner OPS-77 Joel Amankwah"}, not: []string{"owner OPS-77 Olu Bello*"}},
		{name: "PM as a time of day", docs: []facts.Doc{rDoc("Joel Amankwah", "Site visit",
			"OPS-78 roof inspection\nSite walk at 2 PM: Tamsin Orr leads the inspector round\nOwner: Joel Amankwah")},
			want: []string{"owner OPS-78 Joel Amankwah"}, not: []string{"owner OPS-78 Tamsin Orr"}},
		{name: "the client's project manager is no owner of our item", docs: []facts.Doc{rDoc("Joel Amankwah", "Project brief — depot roof",
			"Project brief: depot roof (OPS-79)\n\nClient project manager: Olu Bello (Brightfield)\nProject manager: Joel Amankwah")},
			want: []string{"owner OPS-79 Joel Amankwah"}, not: []string{"owner OPS-79 Olu Bello"}},
		{name: "the person in an incident report is no owner", docs: []facts.Doc{rDoc("Safety desk", "Incident report",
			"Item: OPS-80 step ladder (damaged)\nPerson: Joel Amankwah (injured party)\nReported by: Tamsin Orr")},
			not:   []string{"owner OPS-80 Joel Amankwah*"},
			wrong: "layout.go maps a bare 'Person:' to the owner field in any document, so the injured party of an incident report owns the item, with a cut bracket ('Joel Amankwah (injured party')"},
		{name: "a card's fields (control)", docs: []facts.Doc{rDoc("Board export", "Card — OPS-52 Loading bay lights",
			"Card: OPS-52 Loading bay lights\nList: Doing\nMembers: Tamsin Orr\nDue: 28 Nov 2026 5:00 pm")},
			want: []string{"owner OPS-52 Tamsin Orr", "status OPS-52 in_progress", "due OPS-52 2026-11-28"}},
		{name: "a paint finish is no due date", docs: []facts.Doc{rDoc("Plan export", "Fit-out — row 4",
			"Row 4\nTask Name: OPS-82 Reception desk\nFinish: oak veneer, 2 coats\nDue: 2026-12-04")},
			want: []string{"due OPS-82 2026-12-04"}, not: []string{"due OPS-82 2026-11-02", "due OPS-82 2026-12-02"}},
		{name: "a struck-out owner in bold labels", docs: []facts.Doc{rDoc("Joel Amankwah", "Depot roof",
			"# Depot roof (OPS-83)\n\n**Owner:** ~~Ana Lima~~ Joel Amankwah\n**Target go-live:** 30 November 2026")},
			want: []string{"owner OPS-83 Joel Amankwah", "due OPS-83 2026-11-30"}, not: []string{"owner OPS-83 Ana Lima"}},
	})
}

// Due fields written as a window or named after a qualifier.
func TestReview4DueFields(t *testing.T) {
	runFactProbes(t, []factProbe{
		{name: "a change freeze window is no due date", docs: []facts.Doc{rDoc("Ines Moura", "Plan",
			"OPS-84 warehouse move\nChange freeze: 14 Dec - 2 Jan\nDue: 11 December\nOwner: Ines Moura")},
			want: []string{"due OPS-84 2026-12-11"}, not: []string{"due OPS-84 2027-01-02", "due OPS-84 2026-12-14", "due Change freeze*"},
			wrong: "a 'Change freeze: 14 Dec - 2 Jan' line is read as a due date (2 Jan) of a subject named 'Change freeze' (fields.go window end read for a field line that names no work)"},
		{name: "a timeline with an open end", docs: []facts.Doc{{ID: "1", Kind: "ticket", Author: "Board export", At: rAt,
			Title: "OPS-85 Replace the gate", Text: "Item: OPS-85 Replace the gate\nPerson: Tamsin Orr\nTimeline: 3 Nov - TBC"}},
			want: []string{"owner OPS-85 Tamsin Orr"}, not: []string{"due OPS-85*"}},
		{name: "a due date with site hours after it", docs: []facts.Doc{rDoc("Ines Moura", "Plan",
			"OPS-86 boiler service\nDue: 4 December (site open 9 to 5)\nOwner: Ines Moura")},
			want: []string{"due OPS-86 2026-12-04"}},
		{name: "a revised deadline replaces the original", docs: []facts.Doc{rDoc("Ines Moura", "Plan",
			"OPS-87 fire doors\nOriginal deadline: 4 December\nRevised deadline: 11 December\nOwner: Ines Moura")},
			want: []string{"due OPS-87 2026-12-11"}, not: []string{"due OPS-87 2026-12-04"}},
		{name: "a previous deadline is no due date", docs: []facts.Doc{rDoc("Ines Moura", "Plan",
			"OPS-88 lift certificate\nPrevious deadline: 1 December\nDeadline: 8 December\nOwner: Ines Moura")},
			want: []string{"due OPS-88 2026-12-08"}, not: []string{"due OPS-88 2026-12-01"}},
		{name: "a deadline for comments is not the item's due date", docs: []facts.Doc{rDoc("Ines Moura", "Plan",
			"OPS-89 travel policy draft\nDue: 30 November\nDeadline for comments: 20 November\nOwner: Ines Moura")},
			want: []string{"due OPS-89 2026-11-30"}, not: []string{"due OPS-89 2026-11-20"}},
		{name: "a window written in words (non-native mail)", docs: []facts.Doc{rMail("Ines Moura", "OPS-90 window cleaning",
			"Hello,\nOPS-90 window cleaning\nTimeline: from 7 December until 11 December\nOwner: Ines Moura\nRegards")},
			want: []string{"due OPS-90 2026-12-11"}, not: []string{"due OPS-90 2026-12-07"}},
	})
}

// States glossed in brackets, remarks after a dash, a record's run of fields.
func TestReview4StatesAndRecords(t *testing.T) {
	runFactProbes(t, []factProbe{
		{name: "a bracket that is a remark, not a gloss", docs: []facts.Doc{rDoc("Ana Lima", "Board",
			"OPS-91 freezer alarm\nStatus: In progress (was done, reopened after the test failed)\nOwner: Ana Lima")},
			want: []string{"status OPS-91 in_progress"}, not: []string{"status OPS-91 done"}},
		{name: "a remark after a dash naming another item's state", docs: []facts.Doc{rDoc("Ana Lima", "Board",
			"OPS-92 reagent order\nStatus: Open — closed the duplicate OPS-93 instead\nOwner: Ana Lima")},
			want: []string{"status OPS-92 open"}, not: []string{"status OPS-92 done"}},
		{name: "a record's topic naming another item", docs: []facts.Doc{rDoc("Aurélie Brun", "Lab board (export)",
			"LAB-3\nTopic: follow-up of LAB-2\nOwner: Mathis Roy\nStatus: en cours (in progress)")},
			want: []string{"owner LAB-3 Mathis Roy", "status LAB-3 in_progress"}, not: []string{"owner LAB-2 Mathis Roy", "status LAB-2 in_progress"}},
		{name: "a glossed state (control)", docs: []facts.Doc{rDoc("Aurélie Brun", "Tablica", "LAB-4\nStatus: w trakcie (in progress)\nOwner: Aurélie Brun")},
			want: []string{"status LAB-4 in_progress"}},
	})
}

// The new ways of stating a state, in sentences that state nothing about the item.
func TestReview4StatusIdioms(t *testing.T) {
	runFactProbes(t, []factProbe{
		{name: "a check mark after another item", docs: []facts.Doc{rChat("1", "Ola Ade", "KRU-2095 still waits on KRU-2096 ✅ — needs the pump swap first")},
			not: []string{"status KRU-2095 done"}},
		{name: "a check mark in a question", docs: []facts.Doc{rChat("1", "Ola Ade", "is KRU-2097 ✅ yet?")},
			not: []string{"status KRU-2097 done"}},
		{name: "a check mark then a revert", docs: []facts.Doc{rChat("1", "Ola Ade", "KRU-2098 ✅ → ❌ reverted, tank leaking again")},
			not: []string{"status KRU-2098 done"}},
		{name: "a list sorted by date", docs: []facts.Doc{rChat("1", "Ola Ade", "OPS-100: the backlog view is now sorted by due date.")},
			not: []string{"status OPS-100 done"}},
		{name: "asking for something sorted", docs: []facts.Doc{rChat("1", "Ola Ade", "OPS-101 needs the parts list sorted.")},
			not: []string{"status OPS-101 done"}},
		{name: "I close the office", docs: []facts.Doc{rChat("1", "Ola Ade", "I close the office at 6 today, OPS-102 still needs the keys cut")},
			not: []string{"status OPS-102 done"}},
		{name: "shall I close (a question)", docs: []facts.Doc{rChat("1", "Ola Ade", "Shall I close OPS-103?")},
			not: []string{"status OPS-103 done"}},
		{name: "I close once someone confirms", docs: []facts.Doc{rChat("1", "Ola Ade", "I close OPS-104 once Ana confirms the meter reading")},
			not: []string{"status OPS-104 done"}},
		{name: "a door that stays open", docs: []facts.Doc{rChat("1", "Ola Ade", "OPS-106 is done; the fire door stays open for the inspector")},
			want: []string{"status OPS-106 done"}, not: []string{"status OPS-106 open"}},
		{name: "a drill halted the work for an hour", docs: []facts.Doc{rChat("1", "Ola Ade", "The fire drill halted the lifts for an hour this morning; OPS-107 is back under way.")},
			not: []string{"status OPS-107 blocked"}},
		{name: "halting an old job completes the item", docs: []facts.Doc{rChat("1", "Ola Ade", "OPS-108: halted the old cron job, migration complete")},
			not: []string{"status OPS-108 blocked"}},
		{name: "no more waiting the technician", docs: []facts.Doc{rChat("1", "Ola Ade", "OPS-109 fixed, no more waiting the technician")},
			want: []string{"status OPS-109 done"}, not: []string{"status OPS-109 blocked"}},
		{name: "a quoted 'I am on it' is the quoted writer's (injection)", docs: []facts.Doc{rMail("Ana Lima", "Re: OPS-113 pump swap",
			"Thanks Joel, great.\n\nOn Tue, Joel Amankwah wrote:\n> OPS-113: I am on it")},
			not: []string{"owner OPS-113 Ana Lima"}},
		{name: "'<ID>: I am on it' (control)", docs: []facts.Doc{rChat("1", "Ola Ade", "OPS-114: I am on it")},
			want: []string{"owner OPS-114 Ola Ade"}},
	})
}

// List items written person first whose first part is no person, or whose second is no work.
func TestReview4PersonFirst(t *testing.T) {
	runFactProbes(t, []factProbe{
		{name: "a place first", docs: []facts.Doc{rDoc("Ruaridh Beaton", "Rollout, w/c 30 Nov",
			"1. Leeds — install the kiosks — Mon 30 Nov\n2. Bristol — install the kiosks — Fri 4 Dec")},
			not:   []string{"owner install the kiosks Leeds", "owner install the kiosks Bristol"},
			wrong: "segments.go firstPerson/segPerson take any capitalised single word for a person: 'Leeds — install the kiosks' gives the work to Leeds"},
		{name: "a system first", docs: []facts.Doc{rDoc("Ruaridh Beaton", "Month end",
			"- SAP — month-end close run — 30 Nov\n- Workday — payroll export — 27 Nov")},
			not:   []string{"owner month-end close run SAP", "owner payroll export Workday"},
			wrong: "segments.go segPerson takes a system's name ('Workday') for a person and gives it the payroll export"},
		{name: "a month first", docs: []facts.Doc{rDoc("Ruaridh Beaton", "Stock plan",
			"- December — stocktake at the depot\n- January — price review")},
			not: []string{"owner stocktake at the depot*", "owner price review*"}},
		{name: "an absence is no work", docs: []facts.Doc{rChat("1", "Jess Calloway",
			"Who's around:\n• Kirsty — on holiday until 4 Dec\n• Brodie — off sick")},
			not: []string{"owner on holiday until 4 Dec Kirsty", "owner off sick Brodie", "due on holiday until 4 Dec*"}},
		{name: "a phone number is no work", docs: []facts.Doc{rChat("1", "Jess Calloway",
			"Contacts for the weekend:\n• Kirsty — 07700 900123\n• Brodie — brodie@pool.example")},
			not: []string{"owner 07700 900123 Kirsty", "owner brodie@pool.example Brodie"}},
		{name: "a role is no work", docs: []facts.Doc{rDoc("Jess Calloway", "Xmas cover",
			"• Kirsty Bain — duty manager\n• Brodie Kerr — lifeguard")},
			not:   []string{"owner duty manager Kirsty Bain", "owner lifeguard Brodie Kerr"},
			wrong: "segments.go reads a roster's role ('duty manager', 'lifeguard') as work the person owns"},
		{name: "a forwarded 'me' is the forwarded writer (injection)", docs: []facts.Doc{rMail("Ana Lima", "Fwd: Xmas jobs",
			"FYI below.\n\n---------- Forwarded message ---------\nFrom: Jess Calloway\nSubject: Xmas jobs\n\n• me — first aid refresher bookings — Fri 4 Dec")},
			not: []string{"owner first aid refresher bookings Ana Lima"}},
		{name: "a quoted 'me' in a chat reply", docs: []facts.Doc{rChat("2", "Ana Lima",
			"> • me — first aid refresher bookings\nno worries, I'll chase Red Cross")},
			not: []string{"owner first aid refresher bookings Ana Lima"}},
		{name: "a person and work (control)", docs: []facts.Doc{rDoc("Ruaridh Beaton", "Treatment plan, w/c 30 Nov",
			"1. Kirsty — book the wellboat — Mon 30 Nov\n2. Innes — fallow pen 6 after harvest — by 13/12")},
			want: []string{"owner book the wellboat Kirsty", "due book the wellboat 2026-11-30", "owner fallow pen 6 after harvest Innes"}},
	})
}
