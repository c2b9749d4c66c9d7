package facts

import "testing"

// A pull request's description speaks of the change itself: the tickets it names as
// references ("Part of", "Hotfix for", "Related to", "(WHS-90)") do not become what its later
// sentences are about; its test plan, rollout plan, checklist and to-do list are steps whose
// dates and ticks are not the change's; the release notes a dependency bot copies in are
// upstream's words.
func TestPullRequestDescriptions(t *testing.T) {
	for _, tc := range []struct {
		name      string
		docs      []Doc
		want, not []string
	}{
		{"a referenced ticket does not become the subject",
			[]Doc{{ID: "a", Kind: "pr", Author: "Oona Lindqvist", At: at(16), Title: "#731 Cache the tariff tables",
				Text: "Part of TAR-88.\n\nCaches the tariff tables per region. I'll finish the invalidation part by Friday."}},
			[]string{"commitment #731 Oona Lindqvist", "due #731 2026-11-20"}, []string{"due TAR-88 2026-11-20"}},
		{"a hotfix names the ticket it fixes, then speaks of itself",
			[]Doc{{ID: "b", Kind: "pr", Author: "Oona Lindqvist", At: at(16), Title: "!88 Hotfix: invoice rounding",
				Text: "Hotfix for BILL-412: totals were rounded per line.\n\nMust be in production before the 30 Nov billing run."}},
			[]string{"due !88 2026-11-30"}, []string{"due BILL-412 2026-11-30"}},
		{"a ticket named as a clause's own subject still is one",
			[]Doc{{ID: "c", Kind: "pr", Author: "Oona Lindqvist", At: at(16), Title: "#733 Tariff export",
				Text: "TAR-91 is due on 27 November as well."}},
			[]string{"due TAR-91 2026-11-27"}, nil},
		{"a test plan's steps are not the change's dates",
			[]Doc{{ID: "d", Kind: "pr", Author: "Oona Lindqvist", At: at(16), Title: "#734 Tariff import",
				Text: "Imports the new tariffs.\n\n## Test plan\n1. Deploy to staging on Wednesday.\n2. Compare the December bills.\n\nTarget: merge by 25 Nov."}},
			[]string{"due #734 2026-11-25"}, []string{"due #734 2026-11-18"}},
		{"a rollout line's dates are its steps'",
			[]Doc{{ID: "e", Kind: "pr", Author: "Oona Lindqvist", At: at(16), Title: "#735 Dark mode",
				Text: "Rollout plan: staff on Thursday, everyone on the 30th."}},
			nil, []string{"due #735 2026-11-19", "due #735 2026-11-30"}},
		{"a pull request's to-do list is its remaining steps",
			[]Doc{{ID: "f", Kind: "pr", Author: "Oona Lindqvist", At: at(16), Title: "#736 Meter reads",
				Text: "Draft.\n\nTODO:\n- [ ] retry on timeout\n- [ ] get sign-off from metering by Friday\n"}},
			nil, []string{"due #736 2026-11-20"}},
		{"a ticked checklist box is a step done, not the change",
			[]Doc{{ID: "g", Kind: "pr", Author: "Oona Lindqvist", At: at(16), Title: "#737 Meter export",
				Text: "Checklist:\n- [x] tests added\n- [x] docs updated\n- [ ] changelog"}},
			nil, []string{"status #737 done"}},
		{"upstream release notes copied by a bot state nothing of the pull request",
			[]Doc{{ID: "h", Kind: "pr", Author: "dependabot[bot]", At: at(16), Title: "#738 Bump chrono from 0.4.38 to 0.4.39",
				Text: "Bumps chrono from 0.4.38 to 0.4.39.\n\nRelease notes\nSourced from chrono's releases.\n\n- Fixed a panic in parse_from_rfc2822.\n- Resolved overflow in Duration.\n\nDependabot will resolve any conflicts with this PR as long as you don't alter it yourself."}},
			nil, []string{"status #738 done"}},
		{"having it ready for review is a step, not the change's completion",
			[]Doc{{ID: "i", Kind: "pr", Author: "Oona Lindqvist", At: at(16), Title: "#739 Meter alerts",
				Text: "I'll have the alert rules ready for review by Monday."}},
			[]string{"commitment #739 Oona Lindqvist"}, []string{"due #739 2026-11-23"}},
		{"a backport after the merge is a step beside the change",
			[]Doc{{ID: "j", Kind: "pr", Author: "Oona Lindqvist", At: at(16), Title: "#740 Fix meter drift",
				Text: "Fixes the drift. Once merged, I'll backport to 4.1 by Thursday."}},
			nil, []string{"due #740 2026-11-19"}},
	} {
		t.Run(tc.name, func(t *testing.T) { checkFacts(t, tc.docs, tc.want, tc.not) })
	}
}
