package facts_test

import (
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine/facts"
)

// A column whose header names no role but whose cells are all dates, most still ahead, in a
// table about work, is the rows' schedule: their due dates. A log's past dates, a column that
// names another day ("Started"), and a table about no work give none.
func TestScheduleColumnToldByItsDates(t *testing.T) {
	at := time.Date(2026, 10, 22, 2, 0, 0, 0, time.UTC)
	page := func(text string) []facts.Doc {
		return []facts.Doc{{ID: "d1", Kind: "doc", Author: "Kang Ji-woo", At: at, Title: "S2 calendar", Text: text}}
	}
	runFactProbes(t, []factProbe{
		{name: "a schedule column", docs: page("| Ep | Lead artist | Upload |\n|---|---|---|\n| WEB-15 Ep. 15 | Park Eun-chae | 10/30 |\n| WEB-16 Ep. 16 | Park Eun-chae | 11/13 |"),
			want: []string{"due WEB-15 2026-10-30", "due WEB-16 2026-11-13"}},
		{name: "a log of past dates", docs: page("| Ep | Lead artist | Aired |\n|---|---|---|\n| WEB-11 Ep. 11 | Park Eun-chae | 9/18 |\n| WEB-12 Ep. 12 | Park Eun-chae | 10/02 |"),
			not: []string{"due WEB-11*", "due WEB-12*"}},
		{name: "a start column", docs: page("| Ep | Lead artist | Started |\n|---|---|---|\n| WEB-17 Ep. 17 | Park Eun-chae | 11/20 |\n| WEB-18 Ep. 18 | Park Eun-chae | 12/04 |"),
			not: []string{"due WEB-17*", "due WEB-18*"}},
		{name: "birthdays", docs: page("| Who | Birthday |\n|---|---|\n| Park Eun-chae | 11/20 |\n| Yoon Da-hye | 12/04 |"),
			not: []string{"due *"}},
	})
}
