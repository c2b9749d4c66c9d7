package facts_test

// A thirteenth independent review, of the table reading added after the twelfth review: a
// table's columns of people and of states told by what they hold when the header names them in
// words no list holds ("Minder", "Got it", "Whose", "Where it's at"), in tables about work
// only, and co-owners written "A + B" in one cell (rows.go typeColumns, valueColumns,
// namesPeople, statesOf, jointOwners).
//
// Every document is written on Wednesday 18 November 2026. The probes keep the form of
// review12_test.go (runFactProbes): a probe with a `wrong` field fails today, is logged as
// KNOWN WRONG, and fails the test once it holds so that the mark is removed. "(pre-existing)"
// marks a fault older than this reading (the probe failed as well on the code before it);
// "(not covered)" is a case of the kind it was written for that it does not reach, also
// failing before it; every other mark is a fault the reading brings (the probe held on the code
// before it). Each was checked by running the probes on the commit before the reading
// (a3b5439).

import (
	"testing"

	"github.com/queueproof/queueproof/engine/facts"
)

// Columns of owners and states named in words no list holds, in tables about work.
func TestReview13ColumnsToldByValues(t *testing.T) {
	runFactProbes(t, []factProbe{
		{name: "pipe table of a school trip: 'Sorting it' and 'Where it's at'", docs: []facts.Doc{rDoc("Rosa Delgado", "Year 8 trip to York",
			"| Job | Sorting it | When | Where it's at |\n|---|---|---|---|\n| Coach booking | Rosa Delgado | 30/11/2026 | booked ✅ |\n"+
				"| Consent forms | Kwame Mensah | 04/12/2026 | waiting on 6 forms |\n| Packed lunches | Siobhan Kerr | 09/12/2026 | not started |\n")},
			want: []string{"owner Coach booking Rosa Delgado", "owner Consent forms Kwame Mensah", "owner Packed lunches Siobhan Kerr",
				"status Coach booking done", "status Consent forms blocked"},
			wrong: "(not covered) rows.go cellState: 'booked ✅' reads open, not done (a ✅ after a word no state list holds); before, the column was not read at all"},
		{name: "tab-separated sheet pasted from Google Sheets: 'On it'", docs: []facts.Doc{rDoc("Ines Duarte", "Newsletter issue 14",
			"Piece\tOn it\tDue\tNotes\nEditor's letter\tInes Duarte\t27/11/2026\tfirst draft in the doc\n"+
				"Volunteer profile\tTom Becker\t01/12/2026\tinterview booked\nEvents listing\tAmara Osei\t02/12/2026\t\n")},
			want: []string{"owner Editor's letter Ines Duarte", "owner Volunteer profile Tom Becker", "owner Events listing Amara Osei"}},
		{name: "CSV of a kitchen refit: 'Trade' with full names and 'Where we are'", docs: []facts.Doc{rDoc("Harriet Vance", "Kitchen refit",
			"Task,Trade,Target,Where we are\nStrip out,Gary Pollard,23/11/2026,done\nFirst fix electrics,Nadia Rahman,27/11/2026,in progress\n"+
				"Plastering,Gary Pollard,02/12/2026,not started\n")},
			want: []string{"owner Strip out Gary Pollard", "owner First fix electrics Nadia Rahman", "status Strip out done",
				"status First fix electrics in_progress"}, wrong: "(trade-off, fourteenth session) rows.go namesPeople: a column of names no one the case knows is not read as owners, since firms, rooms, products, teams and depots are written as names are (the probes below); full names of unknown people are lost with them"},
		{name: "lab bench sheet: 'Minder' holds the writer's first name and a full name", docs: []facts.Doc{rDoc("Mei Tanaka", "Cryostat maintenance",
			"Deliverable,Minder,Needed by\nCryostat defrost,Mei,20/11/2026\nBlade stock check,Joaquín Ferreira,25/11/2026\n")},
			want: []string{"owner Cryostat defrost Mei Tanaka", "owner Blade stock check Joaquín Ferreira"}},
		{name: "'Handled by' is an owner's column, though it ends in 'by'", docs: []facts.Doc{rDoc("Rosa Delgado", "Office move",
			"Task,Handled by,Due,Status\nCrates,Kwame Mensah,30/11/2026,in progress\nIT kit,Siobhan Kerr,04/12/2026,not started\n")},
			want:  []string{"owner Crates Kwame Mensah", "owner IT kit Siobhan Kerr"},
			wrong: "(not covered) rows.go notOwnerCol: 'by' anywhere in a header ('Handled by') marks a requester's column, so the column of owners is never typed by its values"},
		{name: "co-owners with '&' in a column no list names", docs: []facts.Doc{rDoc("Lena Fischer", "Charity quiz night",
			"| Thing | Whose | Status |\n|---|---|---|\n| Raffle prizes | Lena Fischer & Jonas Weber | in progress |\n| Quiz questions | Priya Raman | done |\n")},
			want: []string{"owner Raffle prizes Lena Fischer", "owner Raffle prizes Jonas Weber", "owner Quiz questions Priya Raman"}, wrong: "(trade-off, fourteenth session) rows.go reJoint: only '+' joins two owners; '&' and 'and' join a firm's name as often ('Marsh & Parsons')"},
		{name: "co-owners '+' in an Owner column (control)", docs: []facts.Doc{rDoc("Lena Fischer", "Charity quiz night",
			"Item,Owner,Due\nVenue deposit,Lena Fischer + Jonas Weber,27/11/2026\nFloat for the bar,Priya Raman,04/12/2026\n")},
			want: []string{"owner Venue deposit Lena Fischer", "owner Venue deposit Jonas Weber"}},
		{name: "'+ contractor' adds no owner", docs: []facts.Doc{rDoc("Harriet Vance", "Kitchen refit",
			"Task,Owner,Due\nTiling,Gary Pollard + contractor,02/12/2026\nWorktops,Nadia Rahman,04/12/2026\n")},
			want: []string{"owner Tiling Gary Pollard"}, not: []string{"owner Tiling contractor", "owner Tiling Contractor"}},
		{name: "a company's name with '&' is one owner, not two people", docs: []facts.Doc{rDoc("Harriet Vance", "Kitchen refit",
			"| Task | Owner | Due |\n|---|---|---|\n| Worktops | Marsh & Parsons | 04/12/2026 |\n| Tiling | Gary Pollard | 02/12/2026 |\n")},
			not:   []string{"owner Worktops Marsh", "owner Worktops Parsons"},
			wrong: "(pre-existing, made worse) rows.go jointOwners: 'Marsh & Parsons' is split into two owners, Marsh and Parsons; before, Marsh alone"},
	})
}

// Columns of names that are not the row's owners.
func TestReview13ColumnsOfNamesThatAreNoOwners(t *testing.T) {
	runFactProbes(t, []factProbe{
		{name: "a work table's room column", docs: []facts.Doc{rDoc("Rosa Delgado", "Office refresh",
			"Task,Room,Status\nRepaint walls,Board Room,in progress\nNew blinds,Studio East,done\nCarpet clean,Quiet Room,not started\n")},
			not: []string{"owner Repaint walls*", "owner New blinds*", "owner Carpet clean*"}},
		{name: "a support queue's customer accounts ('Account')", docs: []facts.Doc{rDoc("Dara Quinn", "Support queue",
			"| Ticket | Account | Status |\n|---|---|---|\n| SUP-301 | Harlow Dental | in progress |\n| SUP-302 | Brightwater Farms | waiting on customer |\n| SUP-303 | Oakfield Vets | done |\n")},
			not: []string{"owner SUP-301 Harlow Dental", "owner SUP-302 Brightwater Farms", "owner SUP-303 Oakfield Vets"}},
		{name: "a works list's firms ('Firm')", docs: []facts.Doc{rDoc("Harriet Vance", "Estate works",
			"Work,Firm,Due\nRoof repair,Kingsley Roofing,12/12/2026\nScaffold,Apex Access,05/12/2026\nGutters,Kingsley Roofing,19/12/2026\n")},
			not: []string{"owner Roof repair Kingsley Roofing", "owner Scaffold Apex Access"}},
		{name: "a roadmap's product names", docs: []facts.Doc{rDoc("Dara Quinn", "Roadmap",
			"Feature,Product,Status\nSingle sign-on,Queue Pro,in progress\nCSV exports,Queue Lite,done\nAudit log,Queue Pro,not started\n")},
			not: []string{"owner Single sign-on Queue Pro", "owner CSV exports Queue Lite"}},
		{name: "a column of squads", docs: []facts.Doc{rDoc("Dara Quinn", "Q1 epics",
			"| Epic | Squad | Status |\n|---|---|---|\n| Checkout revamp | Blue Team | in progress |\n| Search relevance | Red Team | not started |\n")},
			not: []string{"owner Checkout revamp Blue Team", "owner Search relevance Red Team"}},
		{name: "a 'Where' column of depots", docs: []facts.Doc{rDoc("Kwame Mensah", "Spares",
			"Item,Where,Due\nPallet jack,Leeds Depot,12/12/2026\nForklift battery,Bristol Yard,14/12/2026\n")},
			not: []string{"owner Pallet jack Leeds Depot", "owner Forklift battery Bristol Yard"}},
		{name: "'Requested by' beside an owner column no list names", docs: []facts.Doc{rDoc("Rosa Delgado", "Facilities requests",
			"Request,Requested by,Picked up,Status\nBroken chair,Tom Becker,Kwame Mensah,in progress\nDesk lamp,Amara Osei,Siobhan Kerr,not started\n")},
			want: []string{"owner Broken chair Kwame Mensah", "owner Desk lamp Siobhan Kerr"},
			not:  []string{"owner Broken chair Tom Becker", "owner Desk lamp Amara Osei"}, wrong: "(trade-off, fourteenth session) rows.go namesPeople: the owners' column names no one the case knows, so it is not told by its values (see the kitchen refit probe)"},
		{name: "a 'Signed off' column of approvers", docs: []facts.Doc{rDoc("Harriet Vance", "Method statements",
			"Document,Signed off,Status\nWorking at height,Gary Pollard,done\nHot works,Nadia Rahman,done\n")},
			not: []string{"owner Working at height Gary Pollard", "owner Hot works Nadia Rahman"}},
		{name: "a 'Reviewer' column beside 'Got it' (control)", docs: []facts.Doc{rDoc("Mei Tanaka", "Paper revisions",
			"| Section | Got it | Reviewer | Status |\n|---|---|---|---|\n| Methods | Mei Tanaka | Joaquín Ferreira | in progress |\n| Results | Leah Cohen | Joaquín Ferreira | not started |\n")},
			want: []string{"owner Methods Mei Tanaka", "owner Results Leah Cohen"}, not: []string{"owner Methods Joaquín Ferreira"}},
	})
}

// Tables of people that are not about work.
func TestReview13TablesOfPeopleNotAboutWork(t *testing.T) {
	runFactProbes(t, []factProbe{
		{name: "an on-call rota by date", docs: []facts.Doc{rDoc("Dara Quinn", "On-call rota",
			"Week of,On call\n23/11/2026,Ana Ruiz\n30/11/2026,Tom Becker\n07/12/2026,Dara Quinn\n")},
			not: []string{"owner 23/11/2026*", "owner 30/11/2026*", "owner 07/12/2026*"}},
		{name: "a contact list with a manager and a status column", docs: []facts.Doc{rDoc("Amara Osei", "Team directory",
			"Name,Manager,Status\nAna Ruiz,Tom Becker,active\nLeah Cohen,Tom Becker,on leave\nJonas Weber,Amara Osei,active\n")},
			not:   []string{"owner Ana Ruiz Tom Becker", "owner Leah Cohen Tom Becker", "owner Jonas Weber Amara Osei"},
			wrong: "(pre-existing, made worse) rows.go valueColumns: a directory's Status column makes it a table about work, so each person's manager owns them; before, only the manager the case knew"},
		{name: "a training attendance sheet", docs: []facts.Doc{rDoc("Amara Osei", "Training attendance",
			"Session,Date,Attended\nFire safety,03/11/2026,Ana Ruiz\nFirst aid,10/11/2026,Tom Becker\nManual handling,17/11/2026,Leah Cohen\n")},
			not: []string{"owner Fire safety Ana Ruiz", "owner First aid Tom Becker", "owner Manual handling Leah Cohen"}},
		{name: "a conference programme with speakers (no work column)", docs: []facts.Doc{rDoc("Amara Osei", "Programme",
			"Talk | Speaker | Room\nOpening keynote | Leah Cohen | Main Hall\nScaling support | Jonas Weber | Studio East\n")},
			not: []string{"owner Opening keynote*", "owner Scaling support*"}},
		{name: "a volunteer shift rota with a 'When' column", docs: []facts.Doc{rDoc("Lena Fischer", "Food bank shifts",
			"Shift,When,Volunteer\nSorting,Sat 21 Nov,Priya Raman\nDeliveries,Sat 21 Nov,Jonas Weber\nTill,Sun 22 Nov,Lena Fischer\n")},
			not:   []string{"owner Sorting Priya Raman", "owner Deliveries Jonas Weber", "owner Till Lena Fischer"},
			wrong: "(pre-existing, made worse) rows.go valueColumns: a 'When' column makes a rota a table about work, so each volunteer owns a shift; before, only the volunteer the case knew"},
	})
}
