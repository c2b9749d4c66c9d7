package facts_test

import (
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine/facts"
)

// dec1 is when this file's documents are written.
var dec1 = time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)

func sheet(author, title, text string) facts.Doc {
	return facts.Doc{ID: "d1", Kind: "doc", Author: author, At: dec1, Title: title, Text: text}
}

// A table whose header names its columns of people and states in words no list holds is read
// by what the columns hold, when one of its names is a person the case knows; a table not about
// work keeps its names to itself. A due cell that says done with only a completion mark after
// the word is done; one asking is not.
func TestColumnsToldByTheirValues(t *testing.T) {
	runFactProbes(t, []factProbe{
		{name: "CSV, its writer among the names", docs: []facts.Doc{sheet("Marisol Quintero-Vega", "Tracker",
			"Piece,Keeper,Needed by,Where things stand\nLobby signage,Marisol Quintero-Vega,14/12/2026,in progress\n"+
				"Badge printer,Oluwaseun Adebayo,10/12/2026,done ✅\nCaterer contract,—,—,not started\n")},
			want: []string{"owner Lobby signage Marisol Quintero-Vega", "owner Badge printer Oluwaseun Adebayo",
				"status Lobby signage in_progress", "status Badge printer done", "status Caterer contract open"}},
		{name: "pipes, first names, the writer among them", docs: []facts.Doc{sheet("Priyanka Ghosh", "Tracker",
			"ITEM | GRABBED | NOTES\nBoiler service | Priyanka + Tomasz | before the frost\nGutter clearing | Elif | ladder booked\n")},
			want: []string{"owner Boiler service Priyanka Ghosh", "owner Boiler service Tomasz", "owner Gutter clearing Elif"}},
		// Names alone are no sign of people: firms, rooms and depots are written as names are.
		{name: "names no one the case knows", docs: []facts.Doc{sheet("Ruth Ambler", "Tracker",
			"Piece,Keeper,Needed by\nLobby signage,Kingsley Roofing,14/12/2026\nBadge printer,Apex Access,10/12/2026\n")},
			not: []string{"owner Lobby signage*", "owner Badge printer*"}},
		{name: "a programme is no work", docs: []facts.Doc{sheet("Ruth Ambler", "Tracker",
			"Session,Room,Starts\nKeynote,Main Hall,09:00\nPanel,Studio East,11:00\nClosing,Main Hall,16:00\n")},
			not: []string{"owner Keynote*", "owner Panel*"}},
		{name: "done with a mark, and a question", docs: []facts.Doc{sheet("Ruth Ambler", "Yard jobs",
			"| Item | Owner | Due |\n|---|---|---|\n| Gate hinges | Ruth Ambler | done ✅ |\n| Yard lights | Ruth Ambler | done! |\n| Fence posts | Ruth Ambler | done? |\n")},
			want: []string{"status Gate hinges done", "status Yard lights done"}, not: []string{"status Fence posts done"}},
	})
}
