package facts

import (
	"testing"
	"time"
)

// A list item led by a person's name is their update: the work items it reports on are
// theirs. A label that is a section, a state, a field, a weekday or a list word is no person.
func TestAPersonsUpdateOwnsWhatItReports(t *testing.T) {
	p, err := NewParser()
	if err != nil {
		t.Fatal(err)
	}
	at := time.Date(2026, 11, 16, 9, 0, 0, 0, time.UTC)
	text := `Ops sync Mon 16 Nov
- Delia: boiler report (KTR-2), still writing, out by Thursday
- Chen Wu: pump seals (KTR-8), done
- @priya: KTR-12 blocked on the vendor's drawings
- Omar: KTR-6 handed to Lars, he has it now
- Notes: KTR-3 slipped a week
- Dropped: the dryer retrofit (KTR-4)
- Monday: KTR-5 done
- Status: KTR-7 in progress
- Ana: out sick, nothing to report`
	fs := p.Extract(NewThread(), nil, Doc{ID: "d", Kind: "doc", Author: "Ana Pires", Title: "Ops sync", Text: text, At: at})
	owners := map[string][]string{}
	for _, f := range fs {
		if f.Kind == Owner {
			owners[f.Subject] = append(owners[f.Subject], f.Person)
		}
	}
	want := map[string]string{"KTR-2": "Delia", "KTR-8": "Chen Wu", "KTR-12": "Priya", "KTR-6": "Lars"}
	for subj, who := range want {
		if got := owners[subj]; len(got) != 1 || got[0] != who {
			t.Errorf("owner of %s = %v, want %s", subj, got, who)
		}
	}
	for _, subj := range []string{"KTR-3", "KTR-4", "KTR-5", "KTR-7"} {
		if got := owners[subj]; len(got) > 0 {
			t.Errorf("owner of %s = %v, want none: its label is no person", subj, got)
		}
	}
	// In a chat transcript a line's name is its speaker, and a speaker reporting a state is not
	// thereby its owner.
	chat := p.Extract(NewThread(), nil, Doc{ID: "c", Kind: "chat", Author: "Ana Pires", Title: "#ops", At: at,
		Text: "- Delia: is KTR-9 done?\n- Omar: KTR-9 done, closing"})
	for _, f := range chat {
		if f.Kind == Owner {
			t.Errorf("chat read an owner: %+v", f)
		}
	}
}
