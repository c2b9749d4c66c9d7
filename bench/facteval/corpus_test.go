package facteval_test

import (
	"encoding/json"
	"testing"

	"github.com/queueproof/queueproof/bench/facteval"
)

// corpusLines are the documents of the named parts of the facts evaluation set as JSON Lines
// records of the product's import format.
func corpusLines(t *testing.T, parts ...string) []string {
	t.Helper()
	var lines []string
	for _, part := range parts {
		cases, err := facteval.Load("testdata/" + part + ".jsonl")
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range cases {
			for _, d := range c.Docs {
				rec, err := json.Marshal(map[string]any{"id": d.ID, "title": d.Title, "body": d.Text, "author": d.Author, "createdAt": d.At})
				if err != nil {
					t.Fatal(err)
				}
				lines = append(lines, string(rec))
			}
		}
	}
	return lines
}
