package facts

import "testing"

// A list of assignments written person first: "Name — the work — when or how it stands". The
// work is the subject, the person its owner, the rest its due date or state; "me" is the
// writer. A part that says something of the first ("— depends on ...") makes it no person.
func TestPersonFirstListItems(t *testing.T) {
	plan := doc("Ruaridh Beaton", "Treatment plan, w/c 30 Nov",
		"1. Kirsty — book the wellboat — Mon 30 Nov\n2. Innes — fallow pen 6 after harvest — by 13/12\n3. Ruaridh — submit the SEPA return — done\n4. Vet sign-off on the bath — TBC")
	jobs := chat("1", "Jess Calloway", "Xmas jobs:\n• Brodie — lifeguard rosters for the holidays — Fri 4th\n• me — first aid refresher bookings — whenever Red Cross confirm")
	parts := doc("Ana Lima", "Substation works", "- Switchgear — depends on the outage slot, which they give 8 weeks ahead\n- Transformer — delivered")
	runWho(t, []whoCase{
		{"a plan's numbered items", []Doc{plan},
			[]string{"owner book the wellboat Kirsty", "due book the wellboat 2026-11-30", "owner fallow pen 6 after harvest Innes",
				"due fallow pen 6 after harvest 2026-12-13", "owner submit the SEPA return Ruaridh Beaton", "status submit the SEPA return done"},
			[]string{"due Kirsty 2026-11-30", "due Innes 2026-12-13"}},
		{"bullets in a chat, 'me' the writer", []Doc{jobs},
			[]string{"owner lifeguard rosters for the holidays Brodie", "owner first aid refresher bookings Jess Calloway"},
			[]string{"due Brodie 2026-12-04"}},
		{"parts, not people", []Doc{parts}, nil,
			[]string{"owner depends on the outage slot, which they give 8 weeks ahead Switchgear"}},
	})
}

// "Tomás takes over from Ignacio" explains the change of owner: the owner timeline shows a
// supersession, not two sources disagreeing.
func TestTakesOverExplainsTheNewOwner(t *testing.T) {
	first := Doc{ID: "1", Kind: "doc", Author: "Valentina Riquelme", At: at(2), Title: "Ops weekly — 2 Nov",
		Text: "- OPS-90 dome shutter encoder: Ignacio owns. Install target 12 Nov."}
	later := Doc{ID: "2", Kind: "doc", Author: "Valentina Riquelme", At: at(9), Title: "Ops weekly — 9 Nov",
		Text: "- OPS-90: waiting on the replacement part. Tomás takes over from Ignacio while he's on leave."}
	owner, _ := Latest(Timelines(extractAll(t, first, later)), "OPS-90", FacetOwner)
	if owner.Contradicted() || owner.Current == nil || owner.Current.Person != "Tomás" || len(owner.History) != 1 {
		t.Fatalf("owner timeline = %+v, want Tomás replacing Ignacio", owner)
	}
}

// "X is mine from today" takes the work over.
func TestMineFromTodayTakesOver(t *testing.T) {
	first := Doc{ID: "1", Kind: "mail", Author: "Donnchadh Furlong", At: at(2), Title: "Tour coaches", Text: "I'll look after the coach booking (OPS-91)."}
	later := Doc{ID: "2", Kind: "mail", Author: "Caoimhe Byrne", At: at(9), Title: "Re: Tour coaches", Text: "Of course, OPS-91 is mine from today."}
	owner, _ := Latest(Timelines(extractAll(t, first, later)), "OPS-91", FacetOwner)
	if owner.Contradicted() || owner.Current == nil || owner.Current.Person != "Caoimhe Byrne" {
		t.Fatalf("owner timeline = %+v, want Caoimhe Byrne replacing Donnchadh Furlong", owner)
	}
}
