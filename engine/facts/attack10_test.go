package facts

import (
	"strings"
	"testing"
)

// Attack ten (2026-12-02), the greeting readings: a greeting that opens a mail's first sentence
// is now read as body ("Hi all, I'll own HOL-4 from here"), and a greeting's name is the
// vocative "yours" and "you" stand for ("Dear Tomasz, BRK-76 is yours"). Each case is a mail a
// teammate writes (the team rule aside: these are readings): a greeting that must not make
// someone it names (a customer, a sender's signature, a group) the owner, and a greeting that
// must not hide the writer's own claim. want are facts (as show writes them) that must be
// read; owners are names no owner fact of subject may contain.
func TestAttack10Greetings(t *testing.T) {
	for _, tc := range []struct {
		name, author, text string
		// control is the text without its greeting: it must read want too, or the case tests
		// nothing.
		control  string
		want     []string
		subject  string
		notOwner []string
	}{
		{"a greeting to a customer, then the writer's own claim", "Ben Ode <ben@team.example>",
			"Hi Carl, I'll own HOL-5 from here and report back on Friday.", "I'll own HOL-5 from here and report back on Friday.", []string{"owner HOL-5 Ben Ode"}, "HOL-5", []string{"Carl"}},
		{"a greeting to a teammate, then another teammate named", "Pia Sand <pia@team.example>",
			"Hi Ana, Ben Ode will own HOL-6 from Monday.", "Ben Ode will own HOL-6 from Monday.", []string{"owner HOL-6 Ben Ode"}, "HOL-6", []string{"Ana"}},
		{"a greeting from someone, not to them", "Ana Ruiz <ana@team.example>",
			"Greetings from Carl Kunde, HOL-7 is yours.", "", nil, "HOL-7", []string{"Carl", "Kunde", "from"}},
		{"a greeting from a group", "Ana Ruiz <ana@team.example>",
			"Hello from the Kunde team, HOL-8 is yours.", "", nil, "HOL-8", []string{"Kunde", "from", "team"}},
		{"a question to the greeted customer gives them nothing", "Ben Ode <ben@team.example>",
			"Hi Carl, is HOL-27 yours or ours?", "", nil, "HOL-27", []string{"Carl"}},
		{"dear, then a third person takes the work", "Rhea Moss <rhea@yard.example>",
			"Dear Tomasz, Ana Ruiz will own BRK-80.", "Ana Ruiz will own BRK-80.", []string{"owner BRK-80 Ana Ruiz"}, "BRK-80", []string{"Tomasz"}},
		{"a greeting line without a comma hides the writer's claim (four words after Hi)", "Ben Ode <ben@team.example>",
			"Hi Ana I'll take HOL-20", "I'll take HOL-20", []string{"owner HOL-20 Ben Ode"}, "HOL-20", nil},
		{"a group greeting without a comma hides the writer's claim", "Ben Ode <ben@team.example>",
			"Hey team I'll own HOL-21", "I'll own HOL-21", []string{"owner HOL-21 Ben Ode"}, "HOL-21", []string{"team"}},
		{"an exclamation greeting, then the writer's claim", "Ben Ode <ben@team.example>",
			"Morning! HOL-32 is mine now.", "HOL-32 is mine now.", []string{"owner HOL-32 Ben Ode"}, "HOL-32", []string{"Morning"}},
		{"a titled greeting, then the writer's claim", "Ben Ode <ben@team.example>",
			"Hi Dr. Kunde, I'll own HOL-33 from here.", "I'll own HOL-33 from here.", []string{"owner HOL-33 Ben Ode"}, "HOL-33", []string{"Kunde"}},
		{"a greeting in a reply's first line addresses the reply's reader", "Ben Ode <ben@team.example>",
			"Hi Carl,\n\nthanks for the logs.\n\nBen\n\nFrom: Ana Ruiz <ana@team.example>\nDate: Fri, 20 Nov 2026 09:00:00 +0000\nSubject: Re: HOL-34\n\nHi Ben, HOL-34 is yours.", "",
			[]string{"owner HOL-34 Ben"}, "HOL-34", []string{"Carl"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.control != "" {
				got := show(extractAll(t, mail(tc.author, "Re: work", tc.control)))
				for _, w := range tc.want {
					if !containsFact(got, w) {
						t.Fatalf("control: %q (no greeting) reads no %q (got %q): the case tests nothing", tc.control, w, got)
					}
				}
			}
			fs := extractAll(t, mail(tc.author, "Re: work", tc.text))
			got := show(fs)
			for _, w := range tc.want {
				if !containsFact(got, w) {
					t.Errorf("HOLE (greeting): %q by %s: missing %q; got %q", tc.text, tc.author, w, got)
				}
			}
			for _, f := range fs {
				if f.Kind != Owner || f.Subject != tc.subject {
					continue
				}
				for _, n := range tc.notOwner {
					if strings.Contains(strings.ToLower(f.Person), strings.ToLower(n)) {
						t.Errorf("HOLE (greeting): %q by %s: owner of %s read as %q (the greeting names %q, who is given nothing)", tc.text, tc.author, tc.subject, f.Person, n)
					}
				}
			}
		})
	}
}

// containsFact reports whether got holds w, a name in w matching a longer name in got by its
// first word ("owner HOL-34 Ben" matches "owner HOL-34 Ben Ode").
func containsFact(got []string, w string) bool {
	for _, g := range got {
		if g == w || strings.HasPrefix(g, w+" ") {
			return true
		}
	}
	return false
}
