package facts

import (
	"testing"
	"time"
)

// Owners and states written in forms the earlier readings missed: a field written before its
// change verb, a handover by leaving the work with someone, a RACI label, a possessive after
// the owner's name, "sorted" denied, a wait for an approval, work in flight or being worked
// on, work not yet started, and a change out only to a stage before production.
func TestOwnerAndStateForms(t *testing.T) {
	p, err := NewParser()
	if err != nil {
		t.Fatal(err)
	}
	at := time.Date(2026, 10, 5, 9, 0, 0, 0, time.UTC)
	for _, tt := range []struct {
		text, owner string
		state       State // "" for none
	}{
		{"KLM-7 — owner changed from Ana Ruiz to Ben Ode.", "Ben Ode", ""},
		{"KLM-7: assignee was switched to Olu Bello.", "Olu Bello", ""},
		{"Leaving KLM-7 with you, @ruth.", "Ruth", ""},
		{"Accountable: Nia Brooks (KLM-7)", "Nia Brooks", ""},
		{"KLM-7 sits with Marek's team now, Marek as lead.", "Marek", ""},
		{"KLM-7 — status changed to Done.", "", Done},
		{"KLM-7 still isn't sorted.", "", ""},
		{"KLM-7 sorted.", "", Done},
		{"Handing KLM-7 to Seun while I'm away.", "Oluwaseun Adeyemi", ""}, // a short form of a known first name
		{"Handing KLM-7 to Alex.", "Alexandra Bell", ""},
		{"[KLM-7] New chiller install: I am in charge.", "Ana Ruiz", ""},
		{"ID | Task | Resource | Finish\n4 | KLM-7 Rig mobilisation | Ruth Obi | Mon 09.11.26", "Ruth Obi", ""},
		{"KLM-7 pending approval from finance.", "", Blocked},
		{"KLM-7 in flight.", "", InProgress},
		{"KLM-7 is being worked on by the night shift.", "", InProgress},
		{"KLM-7 hasn't been started.", "", Open},
		{"KLM-7 deployed to staging, prod next week.", "", InProgress},
		{"KLM-7: Dale is out on leave starting tomorrow.", "", ""},      // a start to come
		{"Users in lab KLM-7 dropped 4 times during the quiz.", "", ""}, // connections, not the work
		{"KLM-7 refinish done & cured by thu 22nd.", "", ""},            // a deadline, not done
		{"Audit (KLM-7): fieldwork starts 14 Dec, closing meeting 18 Dec.", "", ""},
		// This session's forms: a plate, "on you", a passive pick-up, a reflexive assignment, a
		// handover with "give", an assignee field in another language.
		{"Pump room (KLM-7): it's on Marek's plate.", "Marek", ""},
		{"Ruth, the gasket order (KLM-7) is on you from today.", "Ruth Obi", ""},
		{"KLM-7 was picked up by Ruth Obi this morning.", "Ruth Obi", InProgress},
		{"Aino Lahti assigned KLM-7 (flue survey) to herself.", "Aino Lahti", ""},
		{"I am away from Sunday. KLM-7 I give to Marek, he knows the vendor.", "Marek", ""},
		{"Técnico atribuído: Ruth Obi (KLM-7)", "Ruth Obi", ""},
		{"The drinks after the KLM-7 review are on you, Marek!", "", ""}, // a round, not the work
		{"KLM-7 is on the plate list for Friday's lunch.", "", ""},
		{"Rota for KLM-7 still building, sorry.", "", InProgress},
		{"Jussi Lahti moved KLM-7 (bus transfers) to Done.", "", Done},
		{"We moved KLM-7 to Friday.", "", ""},                                         // a day, not a column
		{"KLM-7 still missing the seal kit.", "", ""},                                 // a lack, not work going on
		{"KLM-7 in review. Then I'm done with the week, off Friday.", "", InProgress}, // a week done, not the work
		{"KLM-7 crew: everyone done with lunch by 12:30.", "", ""},
		{"Section: In progress\nTask: KLM-7 heat pump survey", "", InProgress}, // Asana's board section
		{"KLM-7 survey finished for today, more tomorrow.", "", ""},
	} {
		people := NewPeople("Ruth Obi", "Marek Nowak", "Oluwaseun Adeyemi", "Alexandra Bell")
		var owner string
		var state State
		for _, f := range p.Extract(NewThread(), people, Doc{ID: "b", Kind: "chat", Author: "Ana Ruiz", At: at, Title: "#ops", Text: tt.text}) {
			switch f.Kind {
			case Owner:
				owner = f.Person
			case Status:
				state = f.State
			}
		}
		if tt.owner != "" && !samePerson(owner, tt.owner) || tt.owner == "" && owner != "" {
			t.Errorf("%q: owner %q, want %q", tt.text, owner, tt.owner)
		}
		if state != tt.state {
			t.Errorf("%q: state %q, want %q", tt.text, state, tt.state)
		}
	}
}
