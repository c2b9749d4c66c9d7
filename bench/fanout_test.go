package bench

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"os"
	"sort"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/engine/kpi"
	"github.com/queueproof/queueproof/engine/kpi/fsprovider"
	"github.com/queueproof/queueproof/engine/provider"
	"github.com/queueproof/queueproof/engine/secretbox"
)

func quiet() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

// delayed wraps a provider with a fixed extra latency, standing for a provider across a network.
func delayed(h http.Handler, d time.Duration) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		time.Sleep(d)
		h.ServeHTTP(w, r)
	})
}

func percentile(ds []time.Duration, p float64) time.Duration {
	s := append([]time.Duration(nil), ds...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	return s[int(float64(len(s)-1)*p)]
}

// BenchmarkProviderFanout measures a knowledge search across 1, 4 and 16 loopback providers
// (the first-party provider over the test knowledge base) beside the slowest single provider's
// own latency for the same signed retrieval, called directly in the same iterations. The ratio
// p50(fan-out) / p50(slowest single) is the consumer's overhead: validation, merging, the
// registration read, and running the calls concurrently rather than one after another.
func BenchmarkProviderFanout(b *testing.B) {
	for _, delay := range []time.Duration{0, 20 * time.Millisecond} {
		for _, n := range []int{1, 4, 16} {
			b.Run(fmt.Sprintf("providers=%d/latency=%s", n, delay), func(b *testing.B) { fanout(b, n, delay) })
		}
	}
}

func fanout(b *testing.B, n int, delay time.Duration) {
	ctx := context.Background()
	db := enginetest.Open(b, enginetest.URL(b))
	key := make([]byte, 32)
	_, _ = rand.Read(key)
	box, _ := secretbox.New(base64.StdEncoding.EncodeToString(key))
	svc, err := provider.New(db, box, quiet(), provider.Options{Deadline: 5 * time.Second,
		PrivateNetworks: provider.PrivateNetworks{Prefixes: []netip.Prefix{netip.MustParsePrefix("127.0.0.1/32")}}})
	if err != nil {
		b.Fatal(err)
	}
	if _, err := db.W.Exec(`INSERT INTO workspaces (id, name, created_at) VALUES ('ws', 'Bench', '2026-01-01T00:00:00Z')`); err != nil {
		b.Fatal(err)
	}
	docs, err := fsprovider.Load(os.DirFS("../engine/kpi/fsprovider/testdata/kb"))
	if err != nil {
		b.Fatal(err)
	}
	type direct struct{ url, secret string }
	var directs []direct
	for i := 0; i < n; i++ {
		var handler http.Handler = http.NotFoundHandler()
		ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { handler.ServeHTTP(w, r) }))
		defer ts.Close()
		reg, secret, err := svc.Register(ctx, "ws", "bench", provider.RegisterInput{Name: fmt.Sprintf("kb-%02d", i), BaseURL: ts.URL, Exposure: provider.AgentOnly, AllowPrivateNetwork: true})
		if err != nil {
			b.Fatal(err)
		}
		p, _ := fsprovider.New(docs, quiet(), nil, secret)
		handler = delayed(p, delay)
		if _, err := svc.Scope(ctx, "ws", "bench", reg.ID, []string{"billing", "security"}); err != nil {
			b.Fatal(err)
		}
		if c, err := svc.Verify(ctx, "ws", reg.ID, "refund"); err != nil || !c.Passed {
			b.Fatalf("verify: %+v %v", c, err)
		}
		directs = append(directs, direct{ts.URL, secret})
	}
	client := &http.Client{Timeout: 5 * time.Second}
	body, _ := json.Marshal(kpi.RetrieveRequest{ContractVersion: 1, Query: "refund password", Audience: kpi.Internal, Limit: 10, Resources: []string{"billing", "security"}})
	callDirect := func(d direct) time.Duration {
		start := time.Now()
		req, _ := http.NewRequest(http.MethodPost, d.url+kpi.PathRetrieve, bytes.NewReader(body))
		_ = kpi.SignRequest(req, fmt.Sprintf("msg_%d", time.Now().UnixNano()), time.Now(), body, d.secret)
		resp, err := client.Do(req)
		if err != nil {
			b.Fatal(err)
		}
		_, _ = io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		return time.Since(start)
	}
	var fan, slowest []time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		var worst time.Duration
		for _, d := range directs {
			worst = max(worst, callDirect(d))
		}
		slowest = append(slowest, worst)
		// A distinct query each time: the agent-path cache must not answer.
		start := time.Now()
		res, err := svc.Search(ctx, "ws", provider.SearchRequest{Query: fmt.Sprintf("refund password %d", i), Limit: 10})
		fan = append(fan, time.Since(start))
		if err != nil || len(res.Failures) > 0 || len(res.Hits) == 0 {
			b.Fatalf("search: %v failures %v hits %d", err, res.Failures, len(res.Hits))
		}
	}
	b.StopTimer()
	ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
	b.ReportMetric(ms(percentile(fan, 0.5)), "fanout-p50-ms")
	b.ReportMetric(ms(percentile(fan, 0.95)), "fanout-p95-ms")
	b.ReportMetric(ms(percentile(slowest, 0.5)), "slowest-single-p50-ms")
	b.ReportMetric(float64(percentile(fan, 0.5))/float64(percentile(slowest, 0.5)), "ratio-p50")
}
