package synthesis

import (
	"slices"
	"strings"
	"testing"
)

func TestPlainQuestion(t *testing.T) {
	for _, tt := range []struct{ q, want string }{
		{"What's the wireless refresh going to cost us?", "What is the wireless refresh going to cost us?"},
		{"What’s the cap on sessions?", "What is the cap on sessions?"},
		{"Where're we on the budget, and who's paying?", "Where are we on the budget, and who is paying?"},
		{"Isn't the pool still 40?", "Is not the pool still 40?"},
		{"What's the team's budget?", "What is the team's budget?"},
		{"Can't we keep 6 years?", "Can not we keep 6 years?"},
		{"Won't it lapse?", "Will not it lapse?"},
		// typed without the apostrophe, as chat does
		{"whats the cap on sessions now", "what is the cap on sessions now"},
		{"Wheres the spare key kept?", "Where is the spare key kept?"},
		{"hows the pool sized", "how is the pool sized"},
		{"isnt the pool still 40?", "is not the pool still 40?"},
		{"Cant we keep 6 years?", "Can not we keep 6 years?"},
		{"Its cap was 40, were they told?", "Its cap was 40, were they told?"},
		{"Whatsapp group for the depot?", "Whatsapp group for the depot?"},
	} {
		if got := plainQuestion(tt.q); got != tt.want {
			t.Errorf("plainQuestion(%q) = %q, want %q", tt.q, got, tt.want)
		}
	}
}

// A question's topic is read with its contractions written out and its possessives' "s"
// dropped: neither is a word the evidence must hold.
func TestTopicWords(t *testing.T) {
	for q, want := range map[string]string{
		"What's the lab's door code?":             "What is the lab door code?",
		"Who’s on Kestrel Talk’s late shift?":     "Who is on Kestrel Talk late shift?",
		"Isn't the DR site's failover automatic?": "Is not the DR site failover automatic?",
		"Where's it stored?":                      "Where is it stored?",
	} {
		if got := topicWords(q); got != want {
			t.Errorf("topicWords(%q) = %q, want %q", q, got, want)
		}
	}
}

func TestWhenWords(t *testing.T) {
	for q, want := range map[string]string{
		"What did the board decide about the pension scheme last week?": "last week",
		"How long is each chunk of the stream these days?":              "days these",
		"How many days of leave do we get?":                             "",
		"Which week is the audit? It moved from last week.":             "last",
	} {
		var got []string
		for w := range whenWords(q) {
			got = append(got, w)
		}
		slices.Sort(got)
		if strings.Join(got, " ") != want {
			t.Errorf("whenWords(%q) = %v, want %q", q, got, want)
		}
	}
}
