package facts_test

import (
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine/facts"
)

// An item named in words with its identifier in brackets is with a person: "The inverter swap
// (DKL-22) is with Hendrik" gives DKL-22 to Hendrik, as "DKL-22 is with Hendrik" does.
func TestBracketedItemWithPerson(t *testing.T) {
	at := time.Date(2026, 9, 8, 16, 20, 0, 0, time.UTC)
	doc := func(text string) []facts.Doc {
		return []facts.Doc{{ID: "d1", Kind: "chat", Author: "Annelie Swartbooi", At: at, Title: "managers", Text: text}}
	}
	runFactProbes(t, []factProbe{
		{name: "bracketed key, then 'is with'", docs: doc("The kitchen extractor repair (MNT-41) is with Jurgen, he's waiting on the part."),
			want: []string{"owner MNT-41 Jurgen"}},
		{name: "bracketed key, a fault 'is with' a firm (control)", docs: doc("The delay on the extractor (MNT-41) is with the supplier."),
			not: []string{"owner MNT-41*"}},
	})
}
