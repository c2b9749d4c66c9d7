package facts

import "testing"

// A present passive with its agent says who does the work ("the rota is now done by Aled
// Rees"), not that it is finished; a past one reports it finished.
func TestDoneByAPersonNow(t *testing.T) {
	doc := func(text string) []Doc {
		return []Doc{{ID: "m1", Kind: "mail", Author: "Ffion Pugh", At: at(12), Title: "Rota", Text: text}}
	}
	checkFacts(t, doc("From December the volunteer rota is now done by Aled Rees."), nil, []string{"status Rota done", "status volunteer rota done"})
	checkFacts(t, doc("The volunteer rota was done by Aled Rees on Monday."), []string{"status volunteer rota done"}, nil)
}
