// Command bench measures the evidence index: ingest rate (chunks/s) and query latency (p50,
// p95) per lane, each beside a baseline run in the same process: a raw insert of the same rows
// into the same tables (a twin database with the same schema), and a raw FTS5 query (the
// query's words OR-joined, ORDER BY bm25 LIMIT 10) on the same database. Two corpora: sentences
// of the Cranfield collection (dense vocabulary, the worst case) and the demo generator scaled
// up. `make bench` runs 10k chunks; BENCH_FULL=1 adds 100k, and 1M for the text lane.
package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/jmoiron/sqlx"

	"github.com/queueproof/queueproof"
	"github.com/queueproof/queueproof/bench/cranfield"
	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/demo"
	"github.com/queueproof/queueproof/engine/index"
	"github.com/queueproof/queueproof/engine/ingest"
	"github.com/queueproof/queueproof/engine/retrieval"
	"github.com/queueproof/queueproof/engine/store"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "bench:", err)
		os.Exit(1)
	}
}

type config struct {
	sizes     []int
	textOnly  int // size run with the text lane only (0: none)
	corpora   []string
	cranfield string
	dir       string
	groupSize int
	quality   bool
}

func run() error {
	wd, _ := os.Getwd()
	sizes := flag.String("sizes", "10000", "comma-separated corpus sizes in chunks")
	textOnly := flag.Int("text-only-size", 0, "a further size measured for the text lane only (BENCH_FULL: 1000000)")
	corpora := flag.String("corpora", "cranfield,demo", "corpora: cranfield, demo")
	cdir := flag.String("cranfield", cranfield.DefaultDir(wd), "Cranfield collection folder (or "+cranfield.EnvDir+")")
	dir := flag.String("dir", "", "folder for the databases (default: a temporary folder, removed after)")
	quality := flag.Bool("quality", true, "also report nDCG@10 and Recall@100 on the Cranfield collection")
	flag.Parse()
	cfg := config{cranfield: *cdir, dir: *dir, textOnly: *textOnly, corpora: strings.Split(*corpora, ","), groupSize: 100000, quality: *quality}
	if os.Getenv("BENCH_FULL") == "1" {
		*sizes = "10000,100000"
		if cfg.textOnly == 0 {
			cfg.textOnly = 1000000
		}
	}
	for _, s := range strings.Split(*sizes, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil || n <= 0 {
			return fmt.Errorf("bad size %q", s)
		}
		cfg.sizes = append(cfg.sizes, n)
	}
	if cfg.dir == "" {
		d, err := os.MkdirTemp("", "queueproof-bench-")
		if err != nil {
			return err
		}
		defer os.RemoveAll(d)
		cfg.dir = d
	}
	ctx := context.Background()
	col, err := cranfield.Load(cfg.cranfield)
	if err != nil {
		return err
	}
	fmt.Printf("# QueueProof bench, %s\n\n", time.Now().UTC().Format("2006-01-02 15:04 MST"))
	fmt.Printf("machine: %d CPUs (nproc), %s, %s/%s, %s\n\n", runtime.NumCPU(), cpuModel(), runtime.GOOS, runtime.GOARCH, runtime.Version())
	if cfg.quality {
		if err := qualityReport(ctx, cfg, col); err != nil {
			return err
		}
	}
	fmt.Println("| corpus | chunks | lanes | ingest chunks/s | raw insert chunks/s | ingest ratio | lane | p50 ms | p95 ms | raw FTS5 p50 ms | raw FTS5 p95 ms | p95 ratio | peak RSS MiB |")
	fmt.Println("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
	type job struct {
		corpus string
		n      int
		lanes  []string
	}
	var jobs []job
	for _, c := range cfg.corpora {
		for _, n := range cfg.sizes {
			jobs = append(jobs, job{c, n, []string{retrieval.LaneText, retrieval.LaneHybrid, retrieval.LaneExactID}})
		}
	}
	if cfg.textOnly > 0 {
		jobs = append(jobs, job{"cranfield", cfg.textOnly, []string{retrieval.LaneText}})
	}
	for _, j := range jobs {
		var c corpus
		switch j.corpus {
		case "cranfield":
			c = cranfieldCorpus(col, j.n)
		case "demo":
			c = demoCorpus(j.n)
		default:
			return fmt.Errorf("unknown corpus %q", j.corpus)
		}
		if err := measure(ctx, cfg, c, j.lanes); err != nil {
			return fmt.Errorf("%s %d: %w", j.corpus, j.n, err)
		}
	}
	return nil
}

// corpus is a set of records to import and the queries to time.
type corpus struct {
	name    string
	records []demo.Record
	queries []string
}

// cranfieldCorpus makes n one-sentence documents from the collection's sentences (cycled when
// n exceeds them: copies keep the vocabulary's density), titled by their abstract's title.
func cranfieldCorpus(col *cranfield.Collection, n int) corpus {
	type sent struct{ title, text string }
	var sents []sent
	for _, d := range col.Documents {
		for _, s := range strings.Split(d.Body, " . ") {
			if s = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(s), " .")); len(s) >= 20 {
				sents = append(sents, sent{d.Title, s + " ."})
			}
		}
	}
	c := corpus{name: "cranfield"}
	for i := 0; i < n; i++ {
		s := sents[i%len(sents)]
		c.records = append(c.records, demo.Record{ID: "s" + strconv.Itoa(i), Title: s.title, Body: s.text, Metadata: map[string]any{"copy": i / len(sents)}})
	}
	for _, q := range col.Queries {
		c.queries = append(c.queries, q.Text)
	}
	return c
}

// demoCorpus scales the demo generator up to about n chunks; its queries name people,
// projects, commitments and ticket keys.
func demoCorpus(n int) corpus {
	scale := int(math.Ceil(float64(n) / 500))
	c := corpus{name: "demo"}
	for _, s := range demo.Generate(engine.DemoSeed, scale) {
		for _, r := range s.Records {
			r.ID = strings.TrimPrefix(s.Name, demo.Label) + "/" + r.ID
			c.records = append(c.records, r)
		}
	}
	for i := 0; i < 40; i++ {
		team := []string{"ENG", "DATA", "MOB", "OPS"}[i%4]
		c.queries = append(c.queries, fmt.Sprintf("%s-%d", team, 101+i*7%(60*scale)))
	}
	for _, q := range []string{
		"who committed to the checkout deadline", "ledger reconciliation blocked", "when does the billing migration ship",
		"EU data residency storage bucket policy", "retry logic for card payments", "postmortem of the payments incident",
		"mobile onboarding checklist owner", "search synonym list review", "rate limits on the public API",
		"SSO login for enterprise accounts", "what did finance get told about the deadline", "audit logging for admin actions",
		"alerting on queue depth", "webhook signature check", "invoice PDF rendering slipped", "who owns the runbook",
		"feature flag cleanup done", "refund approval flow status", "database connection pooling risk", "planning review numbers",
	} {
		c.queries = append(c.queries, q)
	}
	return c
}

func openDB(ctx context.Context, path string) (*store.DB, error) {
	db, err := store.Open(ctx, "file:"+path, store.Options{})
	if err != nil {
		return nil, err
	}
	ms, err := store.LoadMigrations(queueproof.Migrations())
	if err != nil {
		return nil, err
	}
	if _, err := db.Migrate(ctx, ms); err != nil {
		return nil, err
	}
	// A database left by an earlier run is brought up to date as the binary does.
	if err := index.Upgrade(ctx, db, slog.New(slog.NewTextHandler(io.Discard, nil))); err != nil {
		return nil, err
	}
	return db, nil
}

func newEngine(db *store.DB) (*engine.Engine, error) {
	return engine.New(db, slog.New(slog.NewTextHandler(io.Discard, nil)), engine.Options{
		Migrations: queueproof.Migrations(), ImportLimits: ingest.Limits{MaxFileBytes: 1 << 30, MaxFiles: 10},
	})
}

func jsonl(rs []demo.Record) []byte {
	return demo.Source{Records: rs}.JSONL()
}

func measure(ctx context.Context, cfg config, c corpus, lanes []string) error {
	tag := fmt.Sprintf("%s-%d", c.name, len(c.records))
	ours, err := openDB(ctx, filepath.Join(cfg.dir, tag+".db"))
	if err != nil {
		return err
	}
	defer ours.Close()
	e, err := newEngine(ours)
	if err != nil {
		return err
	}
	ws, err := e.EnsureWorkspace(ctx, "bench:"+tag, "Bench")
	if err != nil {
		return err
	}
	a := actor.Actor{Kind: actor.Operator, Subject: "bench", WorkspaceID: ws.ID, Role: actor.Owner}
	// Ingest through the importer, in sources of at most groupSize documents.
	var files [][]byte
	for i := 0; i < len(c.records); i += cfg.groupSize {
		files = append(files, jsonl(c.records[i:min(i+cfg.groupSize, len(c.records))]))
	}
	runtime.GC()
	chunks := 0
	start := time.Now()
	for i, f := range files {
		res, err := e.Import(ctx, a, engine.ImportRequest{SourceName: fmt.Sprintf("%s part %d", c.name, i+1), Format: ingest.JSONL,
			Input: ingest.FromBytes("corpus.jsonl", f)})
		if err != nil {
			return err
		}
		chunks += res.Job.ChunksWritten
	}
	ingestRate := float64(chunks) / time.Since(start).Seconds()
	files = nil

	rawRate, err := rawInsert(ctx, cfg, ours, tag)
	if err != nil {
		return err
	}
	scope, err := e.VerifiedScope(ctx, a)
	if err != nil {
		return err
	}
	l := e.Lanes()
	rawFTS := func(ctx context.Context, q string) error {
		var ids []int64
		return ours.R.SelectContext(ctx, &ids, `SELECT rowid FROM chunks_fts WHERE chunks_fts MATCH ? ORDER BY bm25(chunks_fts) LIMIT 10`, cranfield.OrJoin(q))
	}
	laneFn := map[string]func(context.Context, retrieval.Scope, retrieval.Query) ([]retrieval.Hit, error){
		retrieval.LaneText: l.Text, retrieval.LaneHybrid: l.Hybrid, retrieval.LaneExactID: l.ExactID,
	}
	// Every query runs through the baseline and each lane, in an order that rotates from one
	// query to the next, so that no method always meets a cache another one warmed.
	methods := append([]string{"raw"}, lanes...)
	run := func(ctx context.Context, m, q string) error {
		if m == "raw" {
			return rawFTS(ctx, q)
		}
		_, err := laneFn[m](ctx, scope, retrieval.Query{Text: q, Limit: 10})
		return err
	}
	applies := func(m, q string) bool {
		return m != retrieval.LaneExactID || (len(strings.Fields(q)) == 1 && strings.Contains(q, "-"))
	}
	for _, q := range c.queries[:min(10, len(c.queries))] { // warm-up, untimed
		for _, m := range methods {
			if applies(m, q) {
				if err := run(ctx, m, q); err != nil {
					return err
				}
			}
		}
	}
	lat := map[string]map[int]time.Duration{}
	for _, m := range methods {
		lat[m] = map[int]time.Duration{}
	}
	for i, q := range c.queries {
		for k := range methods {
			m := methods[(i+k)%len(methods)]
			if !applies(m, q) {
				continue
			}
			start := time.Now()
			if err := run(ctx, m, q); err != nil {
				return fmt.Errorf("%s %q: %w", m, q, err)
			}
			lat[m][i] = time.Since(start)
		}
	}
	for _, name := range lanes {
		var mine, base []time.Duration
		for i := range c.queries {
			if d, ok := lat[name][i]; ok {
				mine = append(mine, d)
				base = append(base, lat["raw"][i])
			}
		}
		if len(mine) == 0 {
			continue
		}
		fmt.Printf("| %s | %d | %d queries | %.0f | %.0f | %.2f | %s | %.1f | %.1f | %.1f | %.1f | %.2f | %d |\n",
			c.name, chunks, len(mine), ingestRate, rawRate, ingestRate/rawRate, name, ms(pct(mine, 50)), ms(pct(mine, 95)),
			ms(pct(base, 50)), ms(pct(base, 95)), float64(pct(mine, 95))/float64(pct(base, 95)), peakRSS())
	}
	return nil
}

// rawInsert times copying ours' rows, as they are, into the same tables of a twin database
// (documents, chunks, the FTS5 index, identifiers, entities), in transactions of 2000 chunks
// with prepared statements: no parsing, chunking, hashing, identifier extraction or canary.
func rawInsert(ctx context.Context, cfg config, ours *store.DB, tag string) (float64, error) {
	var docs []struct {
		ID      string `db:"id"`
		WS      string `db:"workspace_id"`
		Src     string `db:"source_id"`
		Ext     string `db:"external_id"`
		Kind    string `db:"kind"`
		Title   string `db:"title"`
		Author  string `db:"author"`
		URL     string `db:"url"`
		Thread  string `db:"thread_id"`
		Meta    string `db:"metadata"`
		Chars   int    `db:"body_chars"`
		Hash    string `db:"content_hash"`
		Rev     int    `db:"revision"`
		Job     string `db:"job_id"`
		At      string `db:"authored_at"`
		Created string `db:"created_at"`
	}
	if err := ours.R.SelectContext(ctx, &docs, `SELECT id, workspace_id, source_id, external_id, kind, title, author, url, thread_id,
		metadata, body_chars, content_hash, revision, job_id, authored_at, created_at FROM documents ORDER BY rowid`); err != nil {
		return 0, err
	}
	var chunks []struct {
		Seq      int64  `db:"seq"`
		ID       string `db:"id"`
		WS       string `db:"workspace_id"`
		Src      string `db:"source_id"`
		Doc      string `db:"document_id"`
		Ordinal  int    `db:"ordinal"`
		Start    int    `db:"start_offset"`
		End      int    `db:"end_offset"`
		Text     string `db:"text"`
		Tokens   int    `db:"tokens"`
		Authored string `db:"authored_at"`
	}
	if err := ours.R.SelectContext(ctx, &chunks, `SELECT seq, id, workspace_id, source_id, document_id, ordinal, start_offset, end_offset,
		text, tokens, authored_at FROM chunks ORDER BY seq`); err != nil {
		return 0, err
	}
	titles := map[string]string{}
	for _, d := range docs {
		titles[d.ID] = d.Title
	}
	var idents []struct {
		WS    string `db:"workspace_id"`
		Value string `db:"value"`
		Seq   int64  `db:"chunk_seq"`
		Kind  string `db:"kind"`
	}
	if err := ours.R.SelectContext(ctx, &idents, `SELECT workspace_id, value, chunk_seq, kind FROM identifiers ORDER BY chunk_seq`); err != nil {
		return 0, err
	}
	var ents []struct {
		Doc  string `db:"document_id"`
		WS   string `db:"workspace_id"`
		Kind string `db:"kind"`
		Name string `db:"name"`
	}
	if err := ours.R.SelectContext(ctx, &ents, `SELECT document_id, workspace_id, kind, name FROM entities`); err != nil {
		return 0, err
	}
	identsBySeq := map[int64][]int{}
	for i, id := range idents {
		identsBySeq[id.Seq] = append(identsBySeq[id.Seq], i)
	}
	entsByDoc := map[string][]int{}
	for i, e := range ents {
		entsByDoc[e.Doc] = append(entsByDoc[e.Doc], i)
	}
	raw, err := openDB(ctx, filepath.Join(cfg.dir, tag+"-raw.db"))
	if err != nil {
		return 0, err
	}
	defer raw.Close()
	if _, err := raw.W.ExecContext(ctx, `INSERT INTO workspaces (id, name, created_at) VALUES (?, 'raw', '2025-01-01T00:00:00Z')`, docs[0].WS); err != nil {
		return 0, err
	}
	if _, err := raw.W.ExecContext(ctx, `ATTACH DATABASE ? AS ours`, filepath.Join(cfg.dir, tag+".db")); err != nil {
		return 0, err
	}
	if _, err := raw.W.ExecContext(ctx, `INSERT INTO main.sources SELECT * FROM ours.sources WHERE workspace_id = ?`, docs[0].WS); err != nil {
		return 0, err
	}
	if _, err := raw.W.ExecContext(ctx, `DETACH DATABASE ours`); err != nil {
		return 0, err
	}
	runtime.GC()
	start := time.Now()
	d := 0
	for i := 0; i < len(chunks); i += 2000 {
		tx, err := raw.W.BeginTxx(ctx, nil)
		if err != nil {
			return 0, err
		}
		stmts := map[string]string{
			"doc": `INSERT INTO documents (id, workspace_id, source_id, external_id, kind, title, author, url, thread_id, metadata, body_chars,
				content_hash, revision, status, job_id, authored_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'indexed', ?, ?, ?, ?)`,
			"chunk": `INSERT INTO chunks (seq, id, workspace_id, source_id, document_id, ordinal, start_offset, end_offset, text, tokens, authored_at)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			"fts":   `INSERT INTO chunks_fts (rowid, title, body) VALUES (?, ?, ?)`,
			"ident": `INSERT INTO identifiers (workspace_id, value, chunk_seq, kind) VALUES (?, ?, ?, ?)`,
			"ent":   `INSERT INTO entities (document_id, workspace_id, kind, name) VALUES (?, ?, ?, ?)`,
		}
		st := map[string]*sqlx.Stmt{}
		for k, q := range stmts {
			if st[k], err = tx.PreparexContext(ctx, q); err != nil {
				_ = tx.Rollback()
				return 0, err
			}
		}
		fail := func(err error) (float64, error) { _ = tx.Rollback(); return 0, err }
		for _, c := range chunks[i:min(i+2000, len(chunks))] {
			for d < len(docs) && docs[d].ID != c.Doc {
				d++
			}
			if d < len(docs) && c.Ordinal == 0 {
				x := docs[d]
				if _, err := st["doc"].ExecContext(ctx, x.ID, x.WS, x.Src, x.Ext, x.Kind, x.Title, x.Author, x.URL, x.Thread, x.Meta, x.Chars,
					x.Hash, x.Rev, x.Job, x.At, x.Created, x.Created); err != nil {
					return fail(err)
				}
				for _, k := range entsByDoc[x.ID] {
					e := ents[k]
					if _, err := st["ent"].ExecContext(ctx, e.Doc, e.WS, e.Kind, e.Name); err != nil {
						return fail(err)
					}
				}
			}
			if _, err := st["chunk"].ExecContext(ctx, c.Seq, c.ID, c.WS, c.Src, c.Doc, c.Ordinal, c.Start, c.End, c.Text, c.Tokens, c.Authored); err != nil {
				return fail(err)
			}
			if _, err := st["fts"].ExecContext(ctx, c.Seq, titles[c.Doc], c.Text); err != nil {
				return fail(err)
			}
			for _, k := range identsBySeq[c.Seq] {
				id := idents[k]
				if _, err := st["ident"].ExecContext(ctx, id.WS, id.Value, id.Seq, id.Kind); err != nil {
					return fail(err)
				}
			}
		}
		for _, s := range st {
			_ = s.Close()
		}
		if err := tx.Commit(); err != nil {
			return 0, err
		}
	}
	return float64(len(chunks)) / time.Since(start).Seconds(), nil
}

func pct(ds []time.Duration, p int) time.Duration {
	s := append([]time.Duration(nil), ds...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	i := int(math.Ceil(float64(p)/100*float64(len(s)))) - 1
	return s[max(0, min(i, len(s)-1))]
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// peakRSS is the process's peak resident set size (VmHWM), in MiB.
func peakRSS() int {
	f, err := os.Open("/proc/self/status")
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), "VmHWM:"); ok {
			kb, _ := strconv.Atoi(strings.TrimSuffix(strings.TrimSpace(v), " kB"))
			return kb / 1024
		}
	}
	return 0
}

func cpuModel() string {
	b, err := os.ReadFile("/proc/cpuinfo")
	if err != nil {
		return "unknown CPU"
	}
	for _, l := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(l, "model name"); ok {
			return strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(v), ":"))
		}
	}
	return "unknown CPU"
}

// qualityReport prints nDCG@10 and Recall@100 of each lane and of plain FTS5 on Cranfield.
func qualityReport(ctx context.Context, cfg config, col *cranfield.Collection) error {
	db, err := openDB(ctx, filepath.Join(cfg.dir, "quality.db"))
	if err != nil {
		return err
	}
	defer db.Close()
	e, err := newEngine(db)
	if err != nil {
		return err
	}
	_, scope, err := cranfield.Setup(ctx, e, col)
	if err != nil {
		return err
	}
	plain, err := cranfield.PlainFTS(ctx, db, col)
	if err != nil {
		return err
	}
	l := e.Lanes()
	fmt.Println("| method (Cranfield, 112 queries) | nDCG@10 | Recall@100 | nDCG@10 vs plain FTS5 |")
	fmt.Println("|---|---|---|---|")
	base, err := col.Evaluate(ctx, "plain FTS5 BM25 (documents, words OR-joined)", plain)
	if err != nil {
		return err
	}
	for _, m := range []struct {
		name string
		r    cranfield.Ranker
	}{
		{base.Method, plain},
		{"raw FTS5 BM25 on the chunk index (words OR-joined)", cranfield.RawChunkFTS(db)},
		{"text lane", cranfield.LaneRanker(l.Text, scope)},
		{"hybrid lane", cranfield.LaneRanker(l.Hybrid, scope)},
		{"search (AUTO: exact-ID + hybrid fused)", func(ctx context.Context, q string) ([]string, error) {
			return cranfield.LaneRanker(func(ctx context.Context, s retrieval.Scope, q retrieval.Query) ([]retrieval.Hit, error) {
				return l.Search(ctx, s, q, retrieval.ModeAuto)
			}, scope)(ctx, q)
		}},
	} {
		s, err := col.Evaluate(ctx, m.name, m.r)
		if err != nil {
			return err
		}
		fmt.Printf("| %s | %.4f | %.4f | %+.1f%% |\n", m.name, s.NDCG10, s.Recall100, 100*(s.NDCG10/base.NDCG10-1))
	}
	fmt.Println()
	return nil
}
