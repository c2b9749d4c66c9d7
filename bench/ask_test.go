package bench

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"testing/fstest"
	"time"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/demo"
	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/engine/index"
	"github.com/queueproof/queueproof/engine/ingest"
	"github.com/queueproof/queueproof/engine/planner"
	"github.com/queueproof/queueproof/engine/retrieval"
	"github.com/queueproof/queueproof/engine/store"
	"github.com/queueproof/queueproof/server"
)

// askQuestions are drawn from the demo company (the first 120 tickets of the generator are the
// same at every scale, so these keys name the same tickets at 10k and at 100k chunks): ticket
// keys with owners, deadlines, filers and projects, a known contradictory deadline, questions
// without identifiers about people, projects and docs, and one the evidence cannot answer.
var askQuestions = []string{
	"When is ENG-136 due?",
	"Who owns ENG-105 and when is it due?",
	"Who filed OPS-104 and which project is it part of?",
	"Is DATA-103 done?",
	"Do chat and mail agree on the deadline of OPS-118?",
	"Who owns MOB-120, when is it due, and who reported it?",
	"Who is the owner of the Ledger Sync runbook?",
	"What did Ravi Kapoor commit to for Checkout v2?",
	"When is the Billing Migration planning review?",
	"Which Search Relevance work is blocked?",
	"Who owns the nightly ledger export?",
	"What is our parental leave policy?",
}

// askBenchMutation selects what the web app shows of an answer, and the trace's lane calls.
const askBenchMutation = `mutation($q: String!, $mode: AskMode) { ask(input: { question: $q, mode: $mode }) {
	id status text receiptHash recommendedAgent missingInformation
	claims { text citations facets }
	citations { id title excerpt provider timestamp url sourceRef externalId untrusted injectionKinds }
	contradictions { subject facet values { value citations } }
	retrievalTrace { mode calls { lane query purpose limit hits } evidenceUsed } } }`

// askCorpus is one demo workspace of a given size behind a real HTTP server.
type askCorpus struct {
	eng    *engine.Engine
	url    string
	scope  retrieval.Scope
	scale  int
	chunks int
	docs   int
}

// BenchmarkAsk measures `ask` over GraphQL over HTTP (a real server over the real engine, the
// local owner, POST /graphql) in FAST and THINKING mode, beside the raw time of the lanes that
// the same ask's plan calls, run directly on the same database in the same iterations. One
// iteration asks every question of askQuestions once. The ratio is what planning, lineage,
// synthesis, persistence and HTTP add to the lanes. 10k chunks by default; BENCH_ASK_FULL=1
// adds 100k (building it takes minutes).
func BenchmarkAsk(b *testing.B) {
	sizes := []int{10_000}
	if os.Getenv("BENCH_ASK_FULL") == "1" {
		sizes = append(sizes, 100_000)
	}
	for _, n := range sizes {
		c := newAskCorpus(b, n)
		for _, mode := range []string{"FAST", "THINKING"} {
			b.Run(fmt.Sprintf("chunks=%dk/mode=%s", n/1000, mode), func(b *testing.B) { askLatency(b, c, mode) })
		}
	}
}

// demoScale returns the smallest generator scale whose corpus has at least target chunks, and
// its sources; chunks are counted with the index's own splitter, as Import will cut them.
func demoScale(b *testing.B, target int) (int, []demo.Source) {
	b.Helper()
	ctx := context.Background()
	count := func(srcs []demo.Source) int {
		n := 0
		for _, s := range srcs {
			docs, err := ingest.Parse(ctx, ingest.JSONL, ingest.FromBytes("x.jsonl", s.JSONL()), ingest.Limits{})
			if err != nil {
				b.Fatal(err)
			}
			for _, d := range docs {
				n += len(index.Split(d.Body, index.DefaultChunkOptions))
			}
		}
		return n
	}
	per := count(demo.Generate(engine.DemoSeed, 1))
	scale := max(1, target/per)
	for {
		srcs := demo.Generate(engine.DemoSeed, scale)
		if count(srcs) >= target {
			return scale, srcs
		}
		scale++
	}
}

func newAskCorpus(b *testing.B, target int) *askCorpus {
	b.Helper()
	ctx := context.Background()
	// The demo's own "today", so recency and deadlines read the same in every run.
	opts := engine.Options{LocalActor: true, Now: func() time.Time { return demo.Base }}
	url := enginetest.URL(b)
	// BENCH_ASK_DIR keeps each built corpus in that folder and reuses it in later runs (the
	// 100k corpus takes minutes to build); delete the folder after changing the importer.
	if dir := os.Getenv("BENCH_ASK_DIR"); dir != "" {
		url = "file:" + filepath.Join(dir, fmt.Sprintf("ask-%d.db", target))
	}
	e, db := enginetest.NewAt(b, url, opts)
	owner, err := e.Resolve(ctx, actor.Credentials{Loopback: true, LoopbackHost: true, SameOrigin: true})
	if err != nil {
		b.Fatal(err)
	}
	op, err := e.OperatorActor(ctx, owner.WorkspaceID)
	if err != nil {
		b.Fatal(err)
	}
	start := time.Now()
	scale, srcs := demoScale(b, target)
	if chunks, _ := countIndex(b, db, owner.WorkspaceID); chunks >= target {
		srcs = nil // built by an earlier run
	}
	for _, src := range srcs {
		name := strings.ToLower(strings.TrimPrefix(src.Name, demo.Label)) + ".jsonl"
		if _, err := e.Import(ctx, op, engine.ImportRequest{SourceName: src.Name, Format: ingest.JSONL, Input: ingest.FromBytes(name, src.JSONL())}); err != nil {
			b.Fatalf("import %s: %v", src.Name, err)
		}
	}
	// Today is compiled, as a team's would be: Ask reads the subjects its questions name back
	// from the compile (their owner, due date and status), which the measure must include.
	if _, err := e.CompileQueue(ctx, owner, engine.CompileRequest{AsOf: demo.Base}); err != nil {
		b.Fatalf("compile: %v", err)
	}
	c := &askCorpus{eng: e, scale: scale}
	c.chunks, c.docs = countIndex(b, db, owner.WorkspaceID)
	b.Logf("corpus: demo scale %d, %d documents, %d chunks, built in %s", scale, c.docs, c.chunks, time.Since(start).Round(time.Second))
	if c.scope, err = e.VerifiedScope(ctx, owner); err != nil {
		b.Fatal(err)
	}
	srv, err := server.New(e, quiet(), server.Options{Frontend: fstest.MapFS{"index.html": {Data: []byte("<!doctype html>")}}})
	if err != nil {
		b.Fatal(err)
	}
	ts := httptest.NewServer(srv)
	b.Cleanup(ts.Close)
	c.url = ts.URL
	return c
}

func countIndex(b *testing.B, db *store.DB, workspaceID string) (chunks, docs int) {
	b.Helper()
	if err := db.R.Get(&chunks, `SELECT count(*) FROM chunks WHERE workspace_id = ?`, workspaceID); err != nil {
		b.Fatal(err)
	}
	if err := db.R.Get(&docs, `SELECT count(*) FROM documents WHERE workspace_id = ?`, workspaceID); err != nil {
		b.Fatal(err)
	}
	return chunks, docs
}

type laneCall struct {
	Lane, Query, Purpose string
	Limit, Hits          int
}

type askReply struct {
	Status         string
	RetrievalTrace struct {
		Mode  string
		Calls []laneCall
	}
}

// ask posts the ask mutation and returns the answer's status and lane calls.
func (c *askCorpus) ask(client *http.Client, q, mode string) (askReply, error) {
	body, _ := json.Marshal(map[string]any{"query": askBenchMutation, "variables": map[string]any{"q": q, "mode": mode}})
	resp, err := client.Post(c.url+"/graphql", "application/json", bytes.NewReader(body))
	if err != nil {
		return askReply{}, err
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	if err != nil {
		return askReply{}, err
	}
	var out struct {
		Data struct {
			Ask askReply
		}
		Errors []struct{ Message string }
	}
	if err := json.Unmarshal(raw, &out); err != nil {
		return askReply{}, fmt.Errorf("response %.200q: %w", raw, err)
	}
	if resp.StatusCode != http.StatusOK || len(out.Errors) > 0 {
		return askReply{}, fmt.Errorf("status %d, errors %+v", resp.StatusCode, out.Errors)
	}
	return out.Data.Ask, nil
}

// lanes runs calls directly on the lanes, concurrently and sharing one round's work (as the
// engine does), and returns each call's hit count.
func (c *askCorpus) lanes(ctx context.Context, plan planner.Plan, calls []laneCall) ([]int, error) {
	l := c.eng.Lanes()
	hits := make([]int, len(calls))
	errs := make([]error, len(calls))
	var wg sync.WaitGroup
	shared := &retrieval.Shared{} // as the engine runs one round: text and hybrid share their steps
	for i, call := range calls {
		wg.Go(func() {
			q := retrieval.Query{Text: call.Query, Limit: call.Limit, Now: demo.Base,
				RecencyHalfLife: time.Duration(plan.RecencyHalfLifeHours) * time.Hour, Shared: shared}
			var hs []retrieval.Hit
			switch call.Lane {
			case retrieval.LaneExactID:
				hs, errs[i] = l.ExactID(ctx, c.scope, q)
			case retrieval.LaneDocument:
				hs, errs[i] = l.OwnDocuments(ctx, c.scope, q)
			case retrieval.LaneText:
				hs, errs[i] = l.Text(ctx, c.scope, q)
			default:
				hs, errs[i] = l.Hybrid(ctx, c.scope, q)
			}
			hits[i] = len(hs)
		})
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return hits, nil
}

// askLatency interleaves, per question, the plan's lane calls run directly (the first round
// of calls concurrently, then the graph-context calls concurrently, as Ask runs them) and the
// ask over HTTP; it checks that the lanes return what the ask's trace reports.
func askLatency(b *testing.B, c *askCorpus, mode string) {
	ctx := context.Background()
	client := &http.Client{Timeout: time.Minute}
	type prepared struct {
		q             string
		plan          planner.Plan
		first, second []laneCall
	}
	var qs []prepared
	for _, q := range askQuestions {
		r, err := c.ask(client, q, mode) // also warms the caches
		if err != nil {
			b.Fatalf("ask %q: %v", q, err)
		}
		p := prepared{q: q, plan: planner.Make(q, planner.Mode(strings.ToLower(mode)))}
		for _, call := range r.RetrievalTrace.Calls {
			if strings.HasPrefix(call.Purpose, "graph:") {
				p.second = append(p.second, call)
			} else {
				p.first = append(p.first, call)
			}
		}
		if len(p.first) != len(p.plan.Calls) {
			b.Fatalf("%q: trace has %d calls before graph context, plan %d", q, len(p.first), len(p.plan.Calls))
		}
		qs = append(qs, p)
	}
	var asks, raw []time.Duration
	perAsk, perRaw := make([][]time.Duration, len(qs)), make([][]time.Duration, len(qs))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for k, p := range qs {
			start := time.Now()
			for _, round := range [][]laneCall{p.first, p.second} {
				if len(round) == 0 {
					continue
				}
				hits, err := c.lanes(ctx, p.plan, round)
				if err != nil {
					b.Fatal(err)
				}
				for k := range round {
					if hits[k] != round[k].Hits {
						b.Fatalf("%q: lane %s %q returned %d hits, the ask's trace %d", p.q, round[k].Lane, round[k].Query, hits[k], round[k].Hits)
					}
				}
			}
			raw = append(raw, time.Since(start))
			perRaw[k] = append(perRaw[k], raw[len(raw)-1])
			start = time.Now()
			if _, err := c.ask(client, p.q, mode); err != nil {
				b.Fatal(err)
			}
			asks = append(asks, time.Since(start))
			perAsk[k] = append(perAsk[k], asks[len(asks)-1])
		}
	}
	b.StopTimer()
	if b.N > 1 {
		for k, p := range qs {
			b.Logf("%-58q calls %d+%d  lanes p50 %6.1f ms  ask p50 %6.1f ms", p.q, len(p.first), len(p.second),
				float64(percentile(perRaw[k], 0.5).Microseconds())/1000, float64(percentile(perAsk[k], 0.5).Microseconds())/1000)
		}
	}
	ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
	b.ReportMetric(float64(c.chunks), "chunks")
	b.ReportMetric(ms(percentile(asks, 0.5)), "ask-p50-ms")
	b.ReportMetric(ms(percentile(asks, 0.95)), "ask-p95-ms")
	b.ReportMetric(ms(percentile(raw, 0.5)), "lanes-p50-ms")
	b.ReportMetric(ms(percentile(raw, 0.95)), "lanes-p95-ms")
	b.ReportMetric(float64(percentile(asks, 0.5))/float64(percentile(raw, 0.5)), "ratio-p50")
	b.ReportMetric(float64(percentile(asks, 0.95))/float64(percentile(raw, 0.95)), "ratio-p95")
}
