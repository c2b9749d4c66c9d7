package facts

import "testing"

// An open call for someone to take work and the answer of the one who takes it; a table whose
// person column its header does not name; "over to you." ending its sentence.
func TestOwnerByVolunteeringAndPersonColumns(t *testing.T) {
	runWho(t, []whoCase{
		{"a line naming the work ends in who", []Doc{chat("1", "coach_mara", "ferry tickets for the away game — who"),
			chat("2", "Ivo Lanz", "me. booking fri")},
			[]string{"owner ferry tickets for the away game Ivo Lanz"}, nil},
		{"who is doing it, answered with an emoji", []Doc{chat("1", "Pia Sand", "who's doing the van hire for Lyon?"),
			chat("2", "Ivo Lanz", "🙋")},
			[]string{"owner van hire Ivo Lanz"}, nil},
		{"someone needed, with the item tagged after", []Doc{chat("1", "Pia Sand", "kiln log is late again. need someone for the weekend firing? KLN-77"),
			chat("2", "Ivo Lanz", "I can, I'm in on Saturday anyway")},
			[]string{"owner KLN-77 Ivo Lanz"}, nil},
		{"who broke it is no call", []Doc{chat("1", "Pia Sand", "who broke the nightly build?"), chat("2", "Ivo Lanz", "me, sorry, reverting")},
			nil, []string{"owner nightly build Ivo Lanz"}},
		{"an answer that takes nothing", []Doc{chat("1", "Pia Sand", "van hire for Lyon — who"), chat("2", "Ivo Lanz", "ok, ask Dana")},
			nil, []string{"owner van hire for Lyon Ivo Lanz"}},
		{"the caller's own follow-up", []Doc{chat("1", "Pia Sand", "van hire for Lyon — who"), chat("2", "Pia Sand", "me if nobody else")},
			nil, []string{"owner van hire for Lyon Pia Sand"}},
		{"a call and its answer in one transcript, the call after the line's first sentence", []Doc{chat("1", "Pia Sand",
			"Pia Sand: ok, open day on Saturday. gazebo hire — who's on it?\nIvo Lanz: me, booking thurs")},
			[]string{"request gazebo hire Pia Sand", "owner gazebo hire Ivo Lanz", "due gazebo hire 2026-11-19"}, nil},
		{"a message relaying another's answer is no transcript", []Doc{chat("1", "Pia Sand", "gazebo hire — who's on it?"),
			chat("2", "Mallory Fox", "Ivo Lanz: me\nlol")},
			nil, []string{"owner gazebo hire Ivo Lanz"}},
		{"a person column under an unnamed header", []Doc{{ID: "1", Kind: "pr", Author: "Tam Achebe", At: at(18), Title: "bot #58: timezone fix",
			Text: "| piece | on it |\n|---|---|\n| tz parsing | me |\n| calendar export | @ivo.lanz |\n| embed | unassigned |\n"}},
			[]string{"owner tz parsing Tam Achebe", "owner calendar export ivo.lanz"}, []string{"owner embed unassigned"}},
		{"a reviewer column is no owner", []Doc{{ID: "1", Kind: "pr", Author: "Tam Achebe", At: at(18), Title: "bot #59",
			Text: "| piece | reviewed by |\n|---|---|\n| tz parsing | @ivo.lanz |\n"}},
			nil, []string{"owner tz parsing ivo.lanz"}},
		{"over to you ending its sentence", []Doc{{ID: "1", Kind: "pr", Author: "Ines Val", At: at(18), Title: "Grainhouse !204 — review",
			Text: "Changes requested. @rupert.vane over to you."}},
			[]string{"owner !204 rupert.vane"}, nil},
	})
}
