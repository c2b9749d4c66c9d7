package facts

import "testing"

// A commitment is the speaker's own undertaking: "I'll" wherever it stands, a modal with its
// subject left out only at the head of a first-person clause; not a passive, a plan that waits
// on something else, an empty "I will do.", or a promise inside a subordinate clause. Its date
// is the work's due date only when the promised act delivers the work, not an errand beside it.
func TestCommitmentIsTheSpeakersOwnUndertaking(t *testing.T) {
	for _, tc := range []struct {
		name      string
		doc       Doc
		want, not []string
	}{
		{"first person after an adverb",
			Doc{ID: "a", Kind: "mail", Author: "Ravi Menon <ravi@x.example>", At: at(16), Title: "PLT-41 boiler",
				Text: "Sir,\n\nMeanwhile I will replace the PLT-41 pump seal by Friday.\n\nRavi"},
			[]string{"commitment PLT-41 Ravi Menon", "due PLT-41 2026-11-20"}, nil},
		{"a passive is an estimate, not a promise",
			Doc{ID: "b", Kind: "mail", Author: "Ravi Menon <ravi@x.example>", At: at(16), Title: "PLT-42 barge",
				Text: "Hello,\n\nI can confirm the barge arrives on Monday, and will be lifted out on Friday 27 November (PLT-42).\n\nRavi"},
			[]string{"due PLT-42 2026-11-27"}, []string{"commitment PLT-42 Ravi Menon"}},
		{"a modal after another subject is that subject's",
			Doc{ID: "c", Kind: "mail", Author: "Ravi Menon <ravi@x.example>", At: at(16), Title: "PLT-43 report",
				Text: "Hello,\n\nWe agreed with the board that the PLT-43 figures will go to them by Friday.\n\nRavi"},
			nil, []string{"commitment PLT-43 Ravi Menon"}},
		{"a plan that waits on something else",
			Doc{ID: "d", Kind: "chat", Author: "Ravi Menon", At: at(16), Text: "PLT-44 paused, rain. Will restart once the ground is dry."},
			nil, []string{"commitment PLT-44 Ravi Menon"}},
		{"the speaker's own sequence is still a promise",
			Doc{ID: "e", Kind: "chat", Author: "Ravi Menon", At: at(16), Text: "ill close PLT-45 tmrw once ive reread the logs"},
			[]string{"commitment PLT-45 Ravi Menon", "due PLT-45 2026-11-17"}, nil},
		{"an empty 'I will do' is an acceptance",
			Doc{ID: "f", Kind: "chat", Author: "Ravi Menon", At: at(16), Text: "PLT-46 noted. I will do."},
			nil, []string{"commitment PLT-46 Ravi Menon"}},
		{"a promise inside a subordinate clause",
			Doc{ID: "g", Kind: "chat", Author: "Ravi Menon", At: at(16), Text: "PLT-47 needs costing before we commit to a date."},
			nil, []string{"commitment PLT-47 Ravi Menon"}},
		{"an errand's date stays on the commitment",
			Doc{ID: "h", Kind: "chat", Author: "Ravi Menon", At: at(16), Text: "PLT-48: I'll be at the depot on Thursday to inspect the crane; the repair is due 4 Dec."},
			[]string{"commitment PLT-48 Ravi Menon", "due PLT-48 2026-12-04"}, []string{"due PLT-48 2026-11-19"}},
		{"an errand with a purpose that is the repair gives the due date",
			Doc{ID: "i", Kind: "chat", Author: "Ravi Menon", At: at(16), Text: "PLT-49: I'll be at the depot tomorrow to replace the crane cable"},
			[]string{"commitment PLT-49 Ravi Menon", "due PLT-49 2026-11-17"}, nil},
		{"a draft and a partial rollout are steps",
			Doc{ID: "j", Kind: "mail", Author: "Ravi Menon <ravi@x.example>", At: at(16), Title: "PLT-50 contract",
				Text: "Hi,\n\nI'll send you a first draft of PLT-50 by Wednesday. I'll enable it for 20% of sites on Friday.\n\nRavi"},
			[]string{"commitment PLT-50 Ravi Menon"}, []string{"due PLT-50 2026-11-18", "due PLT-50 2026-11-20"}},
		{"a coordinated errand after the work",
			Doc{ID: "k", Kind: "mail", Author: "Ravi Menon <ravi@x.example>", At: at(16), Title: "PLT-51 chiller",
				Text: "Sir,\n\nI will reset the PLT-51 chiller and update the service log by tomorrow EOD.\n\nRavi"},
			[]string{"commitment PLT-51 Ravi Menon"}, []string{"due PLT-51 2026-11-17"}},
		{"with no work item named, the commitment is about what the verb takes",
			Doc{ID: "m", Kind: "mail", Author: "Ravi Menon <ravi@x.example>", At: at(16), Title: "Harbour lease renewal",
				Text: "Hi Jo,\n\nI will draft the tenancy notice myself.\n\nRavi"},
			[]string{"commitment the tenancy notice Ravi Menon"}, nil},
		{"a proposal with should is not a promise",
			Doc{ID: "n", Kind: "chat", Author: "Ravi Menon", At: at(16), Text: "we should rotate the PLT-53 keys before the audit"},
			nil, []string{"commitment PLT-53 Ravi Menon"}},
		{"keeping someone posted undertakes no work",
			Doc{ID: "o", Kind: "mail", Author: "Ravi Menon <ravi@x.example>", At: at(16), Title: "PLT-54 outage",
				Text: "Hi Jo,\n\nWe will keep you posted on PLT-54.\n\nRavi"},
			nil, []string{"commitment PLT-54 Ravi Menon"}},
		{"a modal with its subject left out at the head of a sentence in a mail",
			Doc{ID: "p", Kind: "mail", Author: "Ravi Menon <ravi@x.example>", At: at(16), Title: "PLT-55 meters",
				Text: "Hi Jo,\n\nMeters are in. Will swap the PLT-55 gauges by Friday.\n\nRavi"},
			[]string{"commitment PLT-55 Ravi Menon", "due PLT-55 2026-11-20"}, nil},
		{"a modal in a parenthesis of a checklist",
			Doc{ID: "q", Kind: "pr", Author: "Ravi Menon", At: at(16), Title: "#77 Gauge driver",
				Text: "- [x] unit tests\n- [ ] soak test (will run after merge)"},
			[]string{"commitment #77 Ravi Menon"}, nil},
		{"a modal after another person's clause is not the writer's",
			Doc{ID: "r", Kind: "mail", Author: "Ravi Menon <ravi@x.example>", At: at(16), Title: "PLT-56 meters",
				Text: "Hi Jo,\n\nPLT-56 is on track; Dana Kowal is leading the work and will send you the form next week.\n\nRavi"},
			nil, []string{"commitment PLT-56 Ravi Menon"}},
		{"a bare work verb with a date in chat is the writer's plan",
			Doc{ID: "s", Kind: "chat", Author: "Ravi Menon", At: at(16), Text: "yep. PLT-57 parser drops the unit field, fix by thursday"},
			[]string{"commitment PLT-57 Ravi Menon", "due PLT-57 2026-11-19"}, nil},
		{"a bare work verb addressed to someone is not",
			Doc{ID: "t", Kind: "chat", Author: "Ravi Menon", At: at(16), Text: "@jo PLT-58 fix by thursday"},
			nil, []string{"commitment PLT-58 Ravi Menon"}},
		{"a work word used as a noun is no plan",
			Doc{ID: "u", Kind: "chat", Author: "Ravi Menon", At: at(16), Text: "Patch 2.0.3 (PLT-59) goes out Tuesday 24.11"},
			[]string{"due PLT-59 2026-11-24"}, []string{"commitment PLT-59 Ravi Menon"}},
		{"a subject prefix is not a speaker",
			Doc{ID: "l", Kind: "chat", Author: "Ravi Menon", At: at(16), Text: "PLT-52: I'll swap the valve by Wednesday"},
			[]string{"commitment PLT-52 Ravi Menon", "due PLT-52 2026-11-18"}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			checkFacts(t, []Doc{tc.doc}, tc.want, tc.not)
		})
	}
}

// "X has it and will ...": a named owner's reported promise goes on about the work the owner
// has, even when X is known only from this text; sending a form is an errand beside it.
func TestANamedOwnerGoesOnToPromise(t *testing.T) {
	checkFacts(t, []Doc{{ID: "a", Kind: "mail", Author: "Greta Lindahl <greta@x.example>", At: at(16), Title: "Re: kiln relining",
		Text: "Hi Bo,\n\nThe kiln relining is booked for 3 December; Pelle Strand has it and will send you the access form on Friday.\n\nGreta"}},
		[]string{"owner kiln relining Pelle Strand", "commitment kiln relining Pelle Strand", "due kiln relining 2026-12-03"},
		[]string{"due kiln relining 2026-11-20", "commitment the access form Pelle Strand"})
}
