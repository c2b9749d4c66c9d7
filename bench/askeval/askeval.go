// Package askeval scores Ask against evaluation sets kept as data: questions over the demo
// workspace with their expected status, cited documents and contradictions
// (testdata/demo.json), and the Cranfield queries asked as questions, with off-topic questions
// that must abstain.
package askeval

import (
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strings"
)

// Case is one question of an evaluation set.
type Case struct {
	Question string `json:"question"`
	Mode     string `json:"mode,omitempty"`
	Status   string `json:"status"`
	// Cited are the documents (external ids) a right answer cites: recall counts those cited,
	// precision counts citations of documents outside Relevant as wrong.
	Cited []string `json:"cited"`
	// Relevant are further documents that may be cited without counting against precision.
	Relevant []string `json:"relevant,omitempty"`
	// Subjects make any cited document that names one of them (in its title or excerpt)
	// relevant: the chat threads and mails about a ticket.
	Subjects []string `json:"subjects,omitempty"`
	// Contradictions are "SUBJECT facet" pairs the answer must show.
	Contradictions []string `json:"contradictions,omitempty"`
}

// Load reads an evaluation set.
func Load(path string) ([]Case, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("askeval: %w", err)
	}
	var cs []Case
	if err := json.Unmarshal(b, &cs); err != nil {
		return nil, fmt.Errorf("askeval: %s: %w", path, err)
	}
	return cs, nil
}

// Result is one asked case.
type Result struct {
	Case   Case
	Status string
	Cited  []string // external ids of cited documents, in order, distinct
	// Text is each cited document's title and excerpt, by external id.
	Text           map[string]string
	Contradictions []string
}

// Score is the aggregate of a set.
type Score struct {
	Cases, StatusRight                  int
	Precision, Recall                   float64 // means over the answers that cite, and the cases that expect citations
	PrecisionCases, RecallCases         int
	ContradictionsFound, Contradictions int
}

// Evaluate scores results.
func Evaluate(rs []Result) Score {
	var s Score
	for _, r := range rs {
		s.Cases++
		if r.Status == r.Case.Status {
			s.StatusRight++
		}
		ok := map[string]bool{}
		for _, d := range append(append([]string{}, r.Case.Cited...), r.Case.Relevant...) {
			ok[d] = true
		}
		if len(r.Cited) > 0 && (len(r.Case.Cited) > 0 || len(r.Case.Relevant) > 0 || r.Case.Status == "ABSTAINED") {
			good := 0
			for _, d := range r.Cited {
				if ok[d] || namesAny(r.Text[d], r.Case.Subjects) {
					good++
				}
			}
			s.Precision += float64(good) / float64(len(r.Cited))
			s.PrecisionCases++
		}
		if len(r.Case.Cited) > 0 {
			got := 0
			for _, d := range r.Case.Cited {
				if slices.Contains(r.Cited, d) {
					got++
				}
			}
			s.Recall += float64(got) / float64(len(r.Case.Cited))
			s.RecallCases++
		}
		for _, c := range r.Case.Contradictions {
			s.Contradictions++
			if slices.Contains(r.Contradictions, c) {
				s.ContradictionsFound++
			}
		}
	}
	if s.PrecisionCases > 0 {
		s.Precision /= float64(s.PrecisionCases)
	}
	if s.RecallCases > 0 {
		s.Recall /= float64(s.RecallCases)
	}
	return s
}

func namesAny(text string, subjects []string) bool {
	for _, s := range subjects {
		if s != "" && strings.Contains(strings.ToLower(text), strings.ToLower(s)) {
			return true
		}
	}
	return false
}
