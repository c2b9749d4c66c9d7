package facts_test

import (
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine/facts"
)

// A regular past verb after its subject says the day something happened, not a due date:
// "the vets signed the ranges off on Tuesday", "the roofers finished the flashing on Tuesday".
// An "-ed" word after a determiner, a preposition or an object pronoun modifies a noun or
// belongs to a plan ("the updated deck on Friday", "have it merged before ... on 16.11.").
// Section words a tracker's history writes ("Discussion:") name no subject.
func TestRegularPastVerbs(t *testing.T) {
	at := time.Date(2026, 11, 12, 15, 0, 0, 0, time.UTC) // a Thursday
	doc := func(text string) []facts.Doc {
		return []facts.Doc{{ID: "d1", Kind: "ticket", Author: "Mireille Fontaine-Osei", At: at, Title: "AB#7791 history", Text: text}}
	}
	runFactProbes(t, []factProbe{
		{name: "a group signed off on a weekday", docs: doc("The vets signed the ranges off on Tuesday."), not: []string{"due *"}},
		{name: "a crew finished on a weekday", docs: doc("The roofers finished the flashing on Tuesday."), not: []string{"due *"}},
		{name: "a named person approved on a weekday", docs: doc("Ana approved it on Monday."), not: []string{"due *"}},
		{name: "a vendor confirmed, under a comment label", docs: doc("Comments: the vendor confirmed it on Tuesday."), not: []string{"due *"}},
		{name: "a participle after a determiner (control)", docs: doc("Send the updated deck on Friday."), want: []string{"due AB#7791 2026-11-13"}},
		{name: "a participle opening the clause (control)", docs: doc("Revised pricing goes live on 1 Dec."), want: []string{"due AB#7791 2026-12-01"}},
		{name: "a participle after an object pronoun (control)", docs: doc("Want to have it merged before we switch the hubs on 16.11."), want: []string{"due AB#7791 2026-11-16"}},
		{name: "'Discussion:' is a tracker's section word", docs: doc("Discussion: the vets signed the ranges off on Tuesday; shipped in the 11 Nov build."),
			want: []string{"status AB#7791 done"}, not: []string{"status Discussion*", "due Discussion*", "owner Discussion*"}},
	})
}
