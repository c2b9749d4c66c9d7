package facts

import "testing"

// A number in a sequence ("Update #4", "Build #977", "run #52") numbers a post or a run, not a
// piece of work: the update's status line is the incident's, not "#4"'s. A work item written
// with "#" alone, or a job numbered so, stays an item.
func TestSequenceNumbersAreNoWorkItems(t *testing.T) {
	for _, tc := range []struct {
		name      string
		docs      []Doc
		want, not []string
	}{
		{"an incident's numbered update",
			[]Doc{{ID: "s1", Kind: "incident", Author: "Rhona Baird", At: at(10), Title: "#inc-till-outage",
				Text: "Update #4 by Rhona Baird\nStatus: Monitoring\nTills in both shops take cards again since 11:20."}},
			nil, []string{"status #4 in_progress"}},
		{"a CI build",
			[]Doc{{ID: "s2", Kind: "chat", Author: "CI", At: at(10), Title: "#deploys",
				Text: "Build #977 succeeded · deployed to staging"}},
			nil, []string{"status #977 done"}},
		{"an issue written with # alone stays an item",
			[]Doc{{ID: "s3", Kind: "chat", Author: "Rhona Baird", At: at(10), Title: "#shop-dev",
				Text: "#977 is done, merged this morning."}},
			[]string{"status #977 done"}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) { checkFacts(t, tc.docs, tc.want, tc.not) })
	}
}
