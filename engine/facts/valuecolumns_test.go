package facts_test

import (
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine/facts"
)

// A table whose header names its columns of people and states in words no list holds is read
// by what the columns hold, when one of its names is a person the case knows; a table not about
// work keeps its names to itself.
func TestColumnsToldByTheirValues(t *testing.T) {
	p, err := facts.NewParser()
	if err != nil {
		t.Fatal(err)
	}
	at := time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		name, author, text string
		want               []string // kind|subject|person or state
		not                []string
	}{{
		name: "CSV, its writer among the names", author: "Marisol Quintero-Vega",
		text: "Piece,Keeper,Needed by,Where things stand\nLobby signage,Marisol Quintero-Vega,14/12/2026,in progress\n" +
			"Badge printer,Oluwaseun Adebayo,10/12/2026,done ✅\nCaterer contract,—,—,not started\n",
		want: []string{"owner|Lobby signage|Marisol Quintero-Vega", "owner|Badge printer|Oluwaseun Adebayo",
			"status|Lobby signage|in_progress", "status|Badge printer|done", "status|Caterer contract|open"},
	}, {
		name: "pipes, first names, the writer among them", author: "Priyanka Ghosh",
		text: "ITEM | GRABBED | NOTES\nBoiler service | Priyanka + Tomasz | before the frost\nGutter clearing | Elif | ladder booked\n",
		want: []string{"owner|Boiler service|Priyanka Ghosh", "owner|Boiler service|Tomasz", "owner|Gutter clearing|Elif"},
	}, {
		// Names alone are no sign of people: firms, rooms and depots are written as names are.
		name: "names no one the case knows", author: "Ruth Ambler",
		text: "Piece,Keeper,Needed by\nLobby signage,Kingsley Roofing,14/12/2026\nBadge printer,Apex Access,10/12/2026\n",
		not:  []string{"owner|Lobby signage|Kingsley Roofing", "owner|Badge printer|Apex Access"},
	}, {
		name: "a programme is no work", author: "Ruth Ambler",
		text: "Session,Room,Starts\nKeynote,Main Hall,09:00\nPanel,Studio East,11:00\nClosing,Main Hall,16:00\n",
		not:  []string{"owner|Keynote|Main Hall", "owner|Panel|Studio East"},
	}} {
		t.Run(tc.name, func(t *testing.T) {
			got := map[string]bool{}
			for _, f := range p.Extract(facts.NewThread(), nil, facts.Doc{ID: "d1", Kind: "doc", Author: tc.author, At: at, Title: "Tracker", Text: tc.text}) {
				v := f.Person
				if f.Kind == facts.Status {
					v = string(f.State)
				}
				got[string(f.Kind)+"|"+f.Subject+"|"+v] = true
			}
			for _, w := range tc.want {
				if !got[w] {
					t.Errorf("missing %s; got %v", w, got)
				}
			}
			for _, n := range tc.not {
				if got[n] {
					t.Errorf("extra %s", n)
				}
			}
		})
	}
}

// A due cell that says done with only a mark after the word ("done ✅", "done!") is done; one
// asking ("done?") is not.
func TestADueCellDoneWithAMark(t *testing.T) {
	p, err := facts.NewParser()
	if err != nil {
		t.Fatal(err)
	}
	text := "| Item | Owner | Due |\n|---|---|---|\n| Gate hinges | Ruth Ambler | done ✅ |\n| Yard lights | Ruth Ambler | done! |\n| Fence posts | Ruth Ambler | done? |\n"
	got := map[string]bool{}
	for _, f := range p.Extract(facts.NewThread(), nil, facts.Doc{ID: "d1", Kind: "doc", Author: "Ruth Ambler", At: time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC), Title: "Yard jobs", Text: text}) {
		if f.Kind == facts.Status {
			got[f.Subject+"|"+string(f.State)] = true
		}
	}
	for _, w := range []string{"Gate hinges|done", "Yard lights|done"} {
		if !got[w] {
			t.Errorf("missing status %s; got %v", w, got)
		}
	}
	if got["Fence posts|done"] {
		t.Error("'done?' read as done")
	}
}
