package facts

import "testing"

func prDoc(title, text string) Doc {
	return Doc{ID: "p", Kind: "pr", Author: "Oona Lindqvist", At: at(16), Title: title, Text: text}
}

// A pull request states its own stage in the words review tools use; the change is in
// progress. A mention of a stage inside a plan, a stated status, or an open checklist item
// waiting on something state nothing of the sort.
func TestPullRequestStages(t *testing.T) {
	runWho(t, []whoCase{
		{"draft, with a reference after it", []Doc{prDoc("#810 Tariff cache warmup", "Draft. Part of TAR-120.\n\nWarms the cache at boot.")},
			[]string{"status #810 in_progress"}, []string{"status TAR-120 in_progress"}},
		{"ready for review at the end", []Doc{prDoc("!811 Meter export: CSV dialects", "Closes MTR-77.\n\nHandles semicolon exports.\n\nReady for review 👀")},
			[]string{"status !811 in_progress"}, []string{"status MTR-77 done"}},
		{"work in progress for now", []Doc{prDoc("#812 Invoice PDF fonts", "Still a work in progress for now.")},
			[]string{"status #812 in_progress"}, nil},
		{"a stage inside a promise is no stage", []Doc{prDoc("#813 Alerting rules", "I'll have the rules ready for review by Monday.")},
			nil, []string{"status #813 in_progress"}},
		{"a stated blocked status stands", []Doc{prDoc("#814 Rate limits", "Draft. Blocked on #790 landing first.")},
			[]string{"status #814 blocked"}, []string{"status #814 in_progress"}},
		{"an open checklist item waiting on something blocks a step", []Doc{prDoc("#815 Payout retries",
			"Retries failed payouts.\n\n- [x] scheduler\n- [ ] soak test on staging (staging is down, waiting on the infra team)\n\nDraft for now.")},
			[]string{"status #815 in_progress"}, []string{"status #815 blocked"}},
		{"a stage in a quoted review comment is not this change's", []Doc{prDoc("#816 Payout export", "> Not ready for review yet?\n\nExports payouts.")},
			nil, []string{"status #816 in_progress"}},
	})
}
