package facts_test

import (
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine/facts"
)

// An incident numbered with a running part ("#2611-03") is that incident, not "#2611": a day's
// second incident is another subject.
func TestIncidentRunningNumbers(t *testing.T) {
	at := time.Date(2026, 11, 5, 3, 40, 0, 0, time.UTC)
	doc := func(text string) []facts.Doc {
		return []facts.Doc{{ID: "d1", Kind: "chat", Author: "Dorothea Klug", At: at, Title: "#inc-tiles", Text: text}}
	}
	runFactProbes(t, []factProbe{
		{name: "'Keeping #2611-03 open'", docs: doc("Keeping #2611-03 open until we know why rc2 leaks file handles."),
			want: []string{"status #2611-03 open"}, not: []string{"status #2611 *"}},
		{name: "two incidents of one day", docs: doc("Closing #2611-02. Keeping #2611-03 open until the cache is rebuilt."),
			want: []string{"status #2611-02 done", "status #2611-03 open"}},
	})
}
