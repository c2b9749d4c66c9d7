package bench

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine/queue"
	"github.com/queueproof/queueproof/engine/records"
)

// queueRecords generates n extracted records shaped like a company's: work items with one to
// three records each, a fifth of the records linking two items (incidents, pull requests),
// a tenth with no exact id (matched by project), several kinds, owners, due dates and sources.
// Deterministic for n.
func queueRecords(n int) []records.Record {
	r := rand.New(rand.NewPCG(uint64(n), 42))
	items := max(n/2, 1)
	projects := max(n/200, 3)
	kinds := []records.Kind{records.Commitment, records.Deadline, records.Request, records.Blocked, records.Question,
		records.Incident, records.Status, records.Acceptance}
	people := []string{"Priya Raman", "Marco Bianchi", "Dana Cho", "Sam Ortiz", "Lena Fischer", "Aisha Bello"}
	base := time.Date(2025, 3, 3, 9, 0, 0, 0, time.UTC)
	out := make([]records.Record, 0, n)
	for i := range n {
		item := r.IntN(items)
		rec := records.Record{
			ID:       fmt.Sprintf("rec_%08d", i),
			Kind:     kinds[r.IntN(len(kinds))],
			Text:     fmt.Sprintf("Statement %d about work item %d.", i, item),
			Entities: []string{fmt.Sprintf("Project %d", item%projects)},
			At:       base.AddDate(0, 0, -r.IntN(60)).Format(time.RFC3339),
			Citation: records.Citation{ChunkID: fmt.Sprintf("chk_%08d", i), DocumentID: fmt.Sprintf("doc_%08d", i/3),
				SourceID: fmt.Sprintf("src_%d", i%4), SourceName: fmt.Sprintf("Source %d", i%4), Title: fmt.Sprintf("Item %d", item)},
		}
		switch v := r.IntN(10); {
		case v == 0: // no exact id: attaches by project, or stands alone
		case v <= 2:
			rec.ExactIDs = []string{fmt.Sprintf("ENG-%d", item), fmt.Sprintf("INC-%d", r.IntN(items))}
		default:
			rec.ExactIDs = []string{fmt.Sprintf("ENG-%d", item)}
		}
		if r.IntN(3) > 0 {
			rec.Owner = people[r.IntN(len(people))]
			rec.Actors = []string{rec.Owner}
		}
		if rec.Kind == records.Commitment || rec.Kind == records.Deadline {
			rec.Due = base.AddDate(0, 0, r.IntN(60)-20).Format("2006-01-02")
		}
		if rec.Kind == records.Status {
			rec.Done = r.IntN(4) == 0
			rec.SystemOfRecord = true
		}
		out = append(out, rec)
	}
	r.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// BenchmarkQueueCompile measures queue.Compile (clustering, ranking every open component,
// sealing the top queue.DefaultMaxPackets packets with RFC 8785 receipts) at 1k, 10k and 100k
// records. Baseline, interleaved in the same iterations: one plain sort of the same records by
// (due date, id), the floor of any ranking of n records. Reported: mean ms of each and their
// ratio; a ratio that stays flat as n grows means compile grows like the n log n sort.
func BenchmarkQueueCompile(b *testing.B) {
	asOf := time.Date(2025, 3, 3, 9, 0, 0, 0, time.UTC)
	for _, n := range []int{1_000, 10_000, 100_000} {
		rs := queueRecords(n)
		b.Run(fmt.Sprintf("records=%d", n), func(b *testing.B) {
			var compile, baseline time.Duration
			var packets int
			for b.Loop() {
				cp := slices.Clone(rs)
				start := time.Now()
				slices.SortFunc(cp, func(x, y records.Record) int {
					if c := strings.Compare(x.Due, y.Due); c != 0 {
						return c
					}
					return strings.Compare(x.ID, y.ID)
				})
				baseline += time.Since(start)

				start = time.Now()
				res, err := queue.Compile(rs, asOf, 0)
				compile += time.Since(start)
				if err != nil {
					b.Fatal(err)
				}
				packets = len(res.Packets)
			}
			iters := float64(b.N)
			b.ReportMetric(float64(compile.Microseconds())/1000/iters, "compile-ms")
			b.ReportMetric(float64(baseline.Microseconds())/1000/iters, "sort-ms")
			b.ReportMetric(float64(compile)/float64(baseline), "ratio")
			b.ReportMetric(float64(packets), "packets")
		})
	}
}
