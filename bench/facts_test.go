package bench

import (
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/demo"
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
		x.Extract(chunks, known)
		for b.Loop() {
			x.Extract(chunks, known)
		}
		b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N)/float64(len(chunks)), "µs/chunk")
	})
}
