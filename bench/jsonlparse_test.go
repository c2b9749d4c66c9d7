package bench

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/ingest"
)

// BenchmarkJSONLParse times reading a JSON Lines file of 5,000 ordinary records with
// ingest.Parse (which refuses a record naming a member twice: a token pass over each record
// and a look at its members' names), beside a baseline in the same run: decoding each record
// into a struct of the same fields with encoding/json, the work any reading of the file does.
// Reports µs per record and the ratio to the baseline.
//
//	go test -count=1 -run '^$' -bench JSONLParse -benchtime 20x ./bench/
func BenchmarkJSONLParse(b *testing.B) {
	const n = 5000
	var file strings.Builder
	for i := range n {
		fmt.Fprintf(&file, `{"id":"r%d","title":"Ticket %d: replace the pump seal","body":"The seal on pump %d leaks again; Ana will fit the new one on Friday and close the ticket.","author":"Ana Ruiz <ana@plant.example>","createdAt":"2026-11-0%dT09:00:00Z","metadata":{"kind":"ticket","project":"Plant"}}`+"\n", i, i, i, i%9+1)
	}
	data := []byte(file.String())
	lines := strings.Split(strings.TrimSpace(file.String()), "\n")
	var base float64
	b.Run("baseline=decode", func(b *testing.B) {
		for b.Loop() {
			for _, l := range lines {
				var rec struct {
					ID, Title, Body, Author, CreatedAt string
					Metadata                           map[string]any
				}
				if err := json.Unmarshal([]byte(l), &rec); err != nil {
					b.Fatal(err)
				}
			}
		}
		base = float64(b.Elapsed().Microseconds()) / float64(b.N*n)
		b.ReportMetric(base, "µs/record")
	})
	b.Run("parse", func(b *testing.B) {
		for b.Loop() {
			if _, err := ingest.Parse(context.Background(), ingest.JSONL, ingest.FromBytes("r.jsonl", data), ingest.DefaultLimits); err != nil {
				b.Fatal(err)
			}
		}
		per := float64(b.Elapsed().Microseconds()) / float64(b.N*n)
		b.ReportMetric(per, "µs/record")
		if base > 0 {
			b.ReportMetric(per/base, "x-baseline")
		}
	})
}
