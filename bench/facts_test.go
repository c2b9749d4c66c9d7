package bench

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/demo"
	"github.com/queueproof/queueproof/engine/facts"
	"github.com/queueproof/queueproof/engine/index"
	"github.com/queueproof/queueproof/engine/records"
)

// demoRecordChunks chunks the demo company's documents as the index does, for extraction.
func demoRecordChunks(scale int) ([]records.Chunk, records.Known) {
	var out []records.Chunk
	var known records.Known
	seen := map[string]bool{}
	for si, src := range demo.Generate(engine.DemoSeed, scale) {
		sourceID := "src_bench" + string(rune('a'+si))
		for _, r := range src.Records {
			docID := index.DocumentID(sourceID, r.ID)
			kind, _ := r.Metadata["kind"].(string)
			if !seen[r.Author] {
				seen[r.Author] = true
				known.People = append(known.People, r.Author)
			}
			at, _ := time.Parse(time.RFC3339, r.CreatedAt)
			for _, sp := range index.Split(r.Body, index.DefaultChunkOptions) {
				out = append(out, records.Chunk{ChunkID: index.ChunkID(docID, sp), DocumentID: docID, SourceID: sourceID,
					SourceName: src.Name, DocKind: kind, ExternalID: r.ID, Title: r.Title, Author: r.Author,
					AuthoredAt: at.UTC().Format(time.RFC3339Nano), Text: sp.Text})
			}
		}
	}
	return out, known
}

// BenchmarkFactsExtract times reading Today's records from the demo company's evidence through
// the facts layer (records.Extract) beside the least any reading must do in the same run:
// finding the identifiers in every chunk (index.ExtractIdentifiers). The ratio is the figure;
// BENCHMARKS.md records it.
func BenchmarkFactsExtract(b *testing.B) {
	chunks, known := demoRecordChunks(2)
	b.Run("baseline=identifiers", func(b *testing.B) {
		for b.Loop() {
			for _, c := range chunks {
				index.ExtractIdentifiers(c.Text)
			}
		}
		b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N)/float64(len(chunks)), "µs/chunk")
	})
	b.Run("facts", func(b *testing.B) {
		for b.Loop() {
			records.Extract(chunks, known)
		}
		b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N)/float64(len(chunks)), "µs/chunk")
	})
	// A recompile over the same evidence with the engine's conversation cache (filled once,
	// before the timed loop): what compiling Today again costs when nothing changed.
	b.Run("facts, recompile with the conversation cache", func(b *testing.B) {
		x, err := records.NewExtractor(100000)
		if err != nil {
			b.Fatal(err)
		}
		x.Extract(context.Background(), chunks, known)
		for b.Loop() {
			x.Extract(context.Background(), chunks, known)
		}
		b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N)/float64(len(chunks)), "µs/chunk")
	})
}

// BenchmarkFactsDenseDates times the facts reader on a chunk (the indexer's 1,200
// characters) that is nothing but dates, the shape of the fourth outside attack, beside a
// chunk of prose of the same size in the same run. The ratio is the figure; BENCHMARKS.md
// records it.
func BenchmarkFactsDenseDates(b *testing.B) {
	p, err := facts.NewParser()
	if err != nil {
		b.Fatal(err)
	}
	chunk := func(s string) string { return strings.Repeat(s, 1200/len(s)+1)[:1200] }
	at := time.Date(2026, 11, 18, 9, 0, 0, 0, time.UTC)
	for _, shape := range []struct{ name, unit string }{
		{"baseline=prose", "The team met and talked about the rollout of the new billing page. "},
		{"dates", "5 Dec "},
		{"due dates", "due 5 Dec and "},
		{"weekdays", "by Friday "},
		{"sentences", "PAY-7 due 5 Dec. "},
	} {
		d := facts.Doc{ID: "c", Kind: "doc", Author: "Ana Ruiz", Title: "Billing notes", Text: chunk(shape.unit), At: at}
		b.Run(shape.name, func(b *testing.B) {
			for b.Loop() {
				p.Extract(facts.NewThread(), nil, d)
			}
		})
	}
}
