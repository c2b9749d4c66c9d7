package bench

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/ingest"
)

// BenchmarkImportLongFields times whole imports (parse, chunk, index, canary; engine.Import
// on a real SQLite file, as the local owner) of one file of n bytes shaped as issue #16 item 7's
// attack, beside a baseline import of n bytes of ordinary prose in the same run:
//
//   - long line: a heading at the 1,000-character title limit over one n-byte line with no
//     sentence end (the most chunks, each carrying the longest title allowed);
//   - long heading: a Markdown heading of n bytes (refused: BAD_USER_INPUT naming file and line);
//   - long subject: an mbox Subject of n bytes (refused the same way).
//
// Reports ms per import, ms per MiB (flat across sizes when time is linear in size) and the
// ratio to the baseline of the same size.
//
//	go test -count=1 -run '^$' -bench ImportLongFields -benchtime 3x ./bench/
//
// BENCH_IMPORT_SIZES=128,256,512 sets the sizes in KiB (default 1024,2048,4096).
func BenchmarkImportLongFields(b *testing.B) {
	sizes := []int{1 << 10, 2 << 10, 4 << 10}
	if s := os.Getenv("BENCH_IMPORT_SIZES"); s != "" {
		sizes = nil
		for _, f := range strings.Split(s, ",") {
			n, err := strconv.Atoi(strings.TrimSpace(f))
			if err != nil {
				b.Fatalf("BENCH_IMPORT_SIZES: %v", err)
			}
			sizes = append(sizes, n)
		}
	}
	// Each import runs on a new database, so the index of earlier iterations does not count.
	importOnce := func(b *testing.B, format ingest.Format, name string, data []byte) (time.Duration, error) {
		b.StopTimer()
		e, _ := enginetest.New(b, engine.Options{LocalActor: true})
		a, err := e.Resolve(context.Background(), actor.Credentials{Loopback: true, LoopbackHost: true, SameOrigin: true})
		if err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		start := time.Now()
		_, err = e.Import(context.Background(), a, engine.ImportRequest{SourceName: "bench", Format: format, Input: ingest.FromBytes(name, data)})
		return time.Since(start), err
	}
	for _, kib := range sizes {
		n := kib << 10
		var baseline time.Duration
		for _, tc := range []struct {
			name    string
			format  ingest.Format
			file    string
			data    []byte
			refused bool
		}{
			{"baseline prose", ingest.Markdown, "prose.md", prose(n), false},
			{"long line, title at the limit", ingest.Markdown, "line.md", longLine(n), false},
			{"long heading", ingest.Markdown, "heading.md", []byte("# " + words(n) + "\n\nbody\n"), true},
			{"long subject", ingest.Mbox, "subject.mbox", []byte("From a@example.com Mon Mar  3 09:00:00 2025\nMessage-ID: <m1@example.com>\nFrom: a@example.com\nSubject: " +
				words(n) + "\n\nA body line.\n"), true},
		} {
			b.Run(fmt.Sprintf("%dKiB/%s", kib, tc.name), func(b *testing.B) {
				var total time.Duration
				for i := 0; i < b.N; i++ {
					d, err := importOnce(b, tc.format, tc.file, tc.data)
					total += d
					switch {
					case tc.refused && !errs.Is(err, errs.Invalid):
						b.Errorf("import = %v, want BAD_USER_INPUT", err)
					case !tc.refused && err != nil:
						b.Fatalf("import = %v", err)
					}
				}
				per := total / time.Duration(b.N)
				if tc.name == "baseline prose" {
					baseline = per
				}
				b.ReportMetric(float64(per.Microseconds())/1000, "ms/import")
				b.ReportMetric(float64(per.Microseconds())/1000/(float64(n)/(1<<20)), "ms/MiB")
				if baseline > 0 {
					b.ReportMetric(float64(per)/float64(baseline), "x-baseline")
				}
			})
		}
	}
}

// words is n bytes of "word " (no sentence end, no line break).
func words(n int) string { return strings.Repeat("word ", n/5) }

// longLine is a Markdown file of about n bytes: a heading at the title limit, then one line.
func longLine(n int) []byte {
	return []byte("# " + strings.Repeat("t", ingest.MaxFieldChars) + "\n\n" + words(n) + "\n")
}

// prose is a Markdown file of about n bytes of short sentences in paragraphs of five.
func prose(n int) []byte {
	var b strings.Builder
	b.WriteString("# Checkout launch notes\n\n")
	for i := 0; b.Len() < n; i++ {
		fmt.Fprintf(&b, "The retry fix for ENG-%d lands on Thursday after review. ", i%900+100)
		if i%5 == 4 {
			b.WriteString("\n\n")
		}
	}
	return []byte(b.String())
}
