package queue

import (
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine/demo"
	"github.com/queueproof/queueproof/engine/index"
	"github.com/queueproof/queueproof/engine/records"
)

// demoChunks chunks the demo company's documents exactly as the index does, without a
// database: the same ids, text and metadata extraction reads from verified sources.
func demoChunks(t testing.TB, seed uint64, scale int) ([]records.Chunk, records.Known) {
	t.Helper()
	var out []records.Chunk
	var known records.Known
	seenP, seenA := map[string]bool{}, map[string]bool{}
	for si, src := range demo.Generate(seed, scale) {
		sourceID := "src_demo" + string(rune('a'+si))
		for _, r := range src.Records {
			docID := index.DocumentID(sourceID, r.ID)
			kind, _ := r.Metadata["kind"].(string)
			project, _ := r.Metadata["project"].(string)
			at, err := time.Parse(time.RFC3339, r.CreatedAt)
			if err != nil {
				t.Fatal(err)
			}
			var projects []string
			if project != "" {
				projects = []string{project}
				if !seenP[project] {
					seenP[project] = true
					known.Projects = append(known.Projects, project)
				}
			}
			if !seenA[r.Author] {
				seenA[r.Author] = true
				known.People = append(known.People, r.Author)
			}
			for _, sp := range index.Split(r.Body, index.DefaultChunkOptions) {
				out = append(out, records.Chunk{
					ChunkID: index.ChunkID(docID, sp), DocumentID: docID, SourceID: sourceID, SourceName: src.Name,
					DocKind: kind, ExternalID: r.ID, Title: r.Title, Author: r.Author, URL: r.URL,
					AuthoredAt: at.UTC().Format(time.RFC3339Nano), Text: sp.Text, Projects: projects,
				})
			}
		}
	}
	return out, known
}
