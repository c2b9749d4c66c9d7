package bench

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/engine/legacy"
	"github.com/queueproof/queueproof/server"
	"github.com/queueproof/queueproof/server/abusetest"
)

// BenchmarkAbuse times each abusive GraphQL request of server/abusetest (refused) beside a
// trivial valid query ({ __typename }) in the same run, over loopback HTTP to a real server
// as the owner with a session cookie. Each case reports ns/op and x-baseline (its time over
// the baseline's). A second reference, the same query in a body just under the 1 MiB limit,
// shows what reading and decoding any accepted request may cost. The slow chunked case is left out: its time is the pauses it makes.
//
//	go test -run '^$' -bench BenchmarkAbuse -benchtime 200x ./bench/
func BenchmarkAbuse(b *testing.B) {
	key := []byte(strings.Repeat("k", 32))
	e, _ := enginetest.New(b, engine.Options{SessionKeys: [][]byte{key}})
	srv, err := server.New(e, quiet(), server.Options{Frontend: fstest.MapFS{"index.html": {Data: []byte("<!doctype html>")}}})
	if err != nil {
		b.Fatal(err)
	}
	ts := httptest.NewServer(srv)
	b.Cleanup(ts.Close)
	tok, err := legacy.Sign(key, "owner", time.Now().Add(time.Hour))
	if err != nil {
		b.Fatal(err)
	}
	cookie := "qp_owner_session=" + tok
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 4}}

	run := func(b *testing.B, build func(base, cookie string) (*http.Request, error), want int) time.Duration {
		for i := 0; i < b.N; i++ {
			req, err := build(ts.URL, cookie)
			if err != nil {
				b.Fatal(err)
			}
			resp, err := client.Do(req)
			if err != nil {
				b.Fatal(err)
			}
			_, _ = io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
			if resp.StatusCode != want {
				b.Fatalf("status %d, want %d", resp.StatusCode, want)
			}
		}
		return b.Elapsed() / time.Duration(b.N)
	}

	var baseline time.Duration
	b.Run("baseline", func(b *testing.B) { baseline = run(b, abusetest.Baseline, http.StatusOK) })
	b.Run("baseline in a 1 MiB body", func(b *testing.B) {
		per := run(b, abusetest.LargeBaseline, http.StatusOK)
		b.ReportMetric(float64(per)/float64(baseline), "x-baseline")
	})
	for _, tc := range abusetest.Cases() {
		if strings.Contains(tc.Name, "slow") {
			continue
		}
		b.Run(tc.Name, func(b *testing.B) {
			per := run(b, tc.New, tc.Status)
			b.ReportMetric(float64(per)/float64(baseline), "x-baseline")
		})
	}
}
