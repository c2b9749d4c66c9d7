package bench

import (
	"fmt"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/index"
	"github.com/queueproof/queueproof/engine/records"
)

// longMailChunks chunks n paragraphs as mails of per paragraphs each, as the index does.
func longMailChunks(n, per int) []records.Chunk {
	var out []records.Chunk
	for m := 0; m*per < n; m++ {
		var b strings.Builder
		b.WriteString("Hello team,\n\n")
		for i := m * per; i < min(n, (m+1)*per); i++ {
			fmt.Fprintf(&b, "Paragraph %d. We reviewed the migration plan with the vault vendor and walked through each of the cut-over steps, "+
				"the rollback drill and the reconciliation reports that finance asked for last month. The vendor promised the remaining figures "+
				"by the end of the week. The next call is on Thursday at ten, unless the vendor moves it.\n\n", i)
		}
		docID := fmt.Sprint("doc_mail", m)
		for _, sp := range index.Split(b.String()+"Eve", index.DefaultChunkOptions) {
			out = append(out, records.Chunk{ChunkID: index.ChunkID(docID, sp), DocumentID: docID, SourceID: "src_mail", SourceName: "Support",
				DocKind: "mail", Title: "Vault vendor weekly report", Author: "Eve Outsider <eve@attacker.example>",
				AuthoredAt: "2026-11-19T09:00:00Z", Start: sp.Start, Text: sp.Text})
		}
	}
	return out
}

// BenchmarkLongMail times reading Today's records from one stranger's mail of 400 paragraphs
// beside the same paragraphs in twenty mails, in the same run: who said each statement reads a
// mail's earlier chunks (records' quoted openings), and a reading that looked back over the
// whole mail for every chunk grew with the square of its chunks (attack 28). The ratio of the
// two per chunk is the figure; BENCHMARKS.md records it.
func BenchmarkLongMail(b *testing.B) {
	for _, c := range []struct {
		name string
		per  int
	}{{"baseline=twenty mails", 20}, {"one mail", 400}} {
		chunks := longMailChunks(400, c.per)
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				records.Extract(chunks, records.Known{})
			}
			b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N)/float64(len(chunks)), "µs/chunk")
		})
	}
}
