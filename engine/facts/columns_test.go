package facts

import (
	"testing"
	"time"
)

// A board's "Person" or "Members" column names the owner and its "End" column (a carrier's
// "Pickup") the due date; a finished row's past date is when it finished, not a due date.
func TestBoardColumnsNameOwnersAndEnds(t *testing.T) {
	p, err := NewParser()
	if err != nil {
		t.Fatal(err)
	}
	at := time.Date(2026, 11, 16, 9, 0, 0, 0, time.UTC)
	for _, tt := range []struct {
		name, text string
		owner      map[string]string
		due        map[string]string
	}{
		{"csv with a person column", "Item,Person,Status,Timeline end,Notes\nKTR-1 Boiler descale,Ana Pires,Working on it,2026-12-07,\nKTR-7 Valve audit,@rui.m,Stuck,2026-12-09,waiting on parts\nKTR-9 Flue clean,Tom Berg,Done,2026-11-02,",
			map[string]string{"KTR-1": "Ana Pires", "KTR-7": "rui.m", "KTR-9": "Tom Berg"}, map[string]string{"KTR-1": "2026-12-07", "KTR-7": "2026-12-09"}},
		{"pipe table with members and an end", "| Task | Members | End |\n|---|---|---|\n| KTR-21 Flue survey | Ines Roy | 4 Dec |\n| KTR-22 Burner swap | Tom Berg | 11 Dec |",
			map[string]string{"KTR-21": "Ines Roy", "KTR-22": "Tom Berg"}, map[string]string{"KTR-21": "2026-12-04", "KTR-22": "2026-12-11"}},
		{"a row's number is no subject: the next cell is", "No | Client | Order | Responsible\n1 | Lindqvist AB, Malmö | 12 standing desks | Ana Pires\n2 | Orla Print, Cork | 3 plotters | Ben Ode",
			map[string]string{"Lindqvist AB, Malmö": "Ana Pires", "Orla Print, Cork": "Ben Ode"}, map[string]string{}},
		{"a carrier's pickups", "Shipment,Carrier,Pickup,Owner\nKTR-48,Steppe Cargo,18/11/2026,Ana Pires\nKTR-49,Steppe Cargo,25/11/2026,Ben Ode",
			map[string]string{"KTR-48": "Ana Pires", "KTR-49": "Ben Ode"}, map[string]string{"KTR-48": "2026-11-18", "KTR-49": "2026-11-25"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			owner, due := map[string]string{}, map[string]string{}
			for _, f := range p.Extract(NewThread(), nil, Doc{ID: "b", Kind: "doc", Author: "Board export", Title: "Boiler plan", Text: tt.text, At: at}) {
				switch f.Kind {
				case Owner:
					owner[f.Subject] = f.Person
				case Due:
					due[f.Subject] = f.Date.Format("2006-01-02")
				}
			}
			for k, v := range tt.owner {
				if owner[k] != v {
					t.Errorf("owner of %s = %q, want %q", k, owner[k], v)
				}
			}
			for k, v := range tt.due {
				if due[k] != v {
					t.Errorf("due of %s = %q, want %q", k, due[k], v)
				}
			}
			if len(due) != len(tt.due) {
				t.Errorf("due dates %v, want only %v (a finished row's past date is no due date)", due, tt.due)
			}
		})
	}
}
