// Package cranfield evaluates the retrieval lanes on the Cranfield collection (1,400
// aeronautics abstracts, queries and graded judgments), beside plain FTS5 BM25 in the same run.
// The collection lives outside the repository: ../shared/data/cranfield/ relative to the repo
// root, or wherever QUEUEPROOF_CRANFIELD_DIR points.
package cranfield

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/index"
	"github.com/queueproof/queueproof/engine/ingest"
	"github.com/queueproof/queueproof/engine/retrieval"
	"github.com/queueproof/queueproof/engine/store"
)

// Document is one abstract.
type Document struct {
	ID     int    `json:"id"`
	Title  string `json:"title"`
	Author string `json:"author"`
	Body   string `json:"body"`
}

// Query is one information need.
type Query struct {
	ID   int    `json:"id"`
	Text string `json:"text"`
}

// Judgment grades one document for one query (higher is more relevant, 0 not relevant).
type Judgment struct {
	QueryID   int `json:"queryId"`
	DocID     int `json:"docId"`
	Relevance int `json:"relevance"`
}

// Collection is the loaded collection.
type Collection struct {
	Documents []Document
	Queries   []Query
	Qrels     map[int]map[string]int // query id -> external doc id -> relevance
}

// EnvDir names the environment variable that overrides the collection's folder.
const EnvDir = "QUEUEPROOF_CRANFIELD_DIR"

// DefaultDir returns the collection's folder: $QUEUEPROOF_CRANFIELD_DIR, or
// ../shared/data/cranfield beside the repository root (found by walking up to go.mod from wd).
func DefaultDir(wd string) string {
	if d := os.Getenv(EnvDir); d != "" {
		return d
	}
	dir := wd
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return filepath.Join(dir, "..", "shared", "data", "cranfield")
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return filepath.Join(wd, "..", "shared", "data", "cranfield")
		}
		dir = parent
	}
}

// Load reads the collection in dir.
func Load(dir string) (*Collection, error) {
	c := &Collection{Qrels: map[int]map[string]int{}}
	var qrels []Judgment
	for name, dst := range map[string]any{"documents.json": &c.Documents, "queries.json": &c.Queries, "qrels.json": &qrels} {
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			return nil, fmt.Errorf("cranfield: %w", err)
		}
		if err := json.Unmarshal(b, dst); err != nil {
			return nil, fmt.Errorf("cranfield: %s: %w", name, err)
		}
	}
	for _, j := range qrels {
		if c.Qrels[j.QueryID] == nil {
			c.Qrels[j.QueryID] = map[string]int{}
		}
		c.Qrels[j.QueryID][strconv.Itoa(j.DocID)] = j.Relevance
	}
	return c, nil
}

// JSONL renders the documents as JSON Lines records for the jsonl importer (the few empty
// abstracts of the collection are left out: there is nothing to index).
func (c *Collection) JSONL() []byte {
	var b strings.Builder
	for _, d := range c.Documents {
		if strings.TrimSpace(d.Title) == "" && strings.TrimSpace(d.Body) == "" {
			continue
		}
		rec, _ := json.Marshal(map[string]any{"id": strconv.Itoa(d.ID), "title": d.Title, "body": d.Body, "author": d.Author})
		b.Write(rec)
		b.WriteByte('\n')
	}
	return []byte(b.String())
}

// Scores are the mean metrics of one ranking method over the judged queries.
type Scores struct {
	Method    string
	NDCG10    float64
	Recall100 float64
	Queries   int
}

// Ranker returns document ids (external ids), best first.
type Ranker func(ctx context.Context, q string) ([]string, error)

// Evaluate scores a ranker over every query that has a relevant judgment.
func (c *Collection) Evaluate(ctx context.Context, method string, rank Ranker) (Scores, error) {
	s := Scores{Method: method}
	for _, q := range c.Queries {
		rels := c.Qrels[q.ID]
		if Relevant(rels) == 0 {
			continue
		}
		got, err := rank(ctx, q.Text)
		if err != nil {
			return s, fmt.Errorf("query %d: %w", q.ID, err)
		}
		s.NDCG10 += NDCG(got, rels, 10)
		s.Recall100 += Recall(got, rels, 100)
		s.Queries++
	}
	if s.Queries > 0 {
		s.NDCG10 /= float64(s.Queries)
		s.Recall100 /= float64(s.Queries)
	}
	return s, nil
}

// NDCG is nDCG@k with graded gains 2^rel - 1.
func NDCG(ranked []string, rels map[string]int, k int) float64 {
	dcg := 0.0
	for i, id := range ranked[:min(k, len(ranked))] {
		dcg += (math.Pow(2, float64(rels[id])) - 1) / math.Log2(float64(i+2))
	}
	var ideal []int
	for _, r := range rels {
		ideal = append(ideal, r)
	}
	sort.Sort(sort.Reverse(sort.IntSlice(ideal)))
	idcg := 0.0
	for i, r := range ideal[:min(k, len(ideal))] {
		idcg += (math.Pow(2, float64(r)) - 1) / math.Log2(float64(i+2))
	}
	if idcg == 0 {
		return 0
	}
	return dcg / idcg
}

// Relevant counts the relevant (rel > 0) documents of a query's judgments.
func Relevant(rels map[string]int) int {
	n := 0
	for _, r := range rels {
		if r > 0 {
			n++
		}
	}
	return n
}

// Recall is the share of relevant (rel > 0) documents within the first k.
func Recall(ranked []string, rels map[string]int, k int) float64 {
	relevant, found := Relevant(rels), 0
	for _, id := range ranked[:min(k, len(ranked))] {
		if rels[id] > 0 {
			found++
		}
	}
	if relevant == 0 {
		return 0
	}
	return float64(found) / float64(relevant)
}

// Setup indexes the collection through the jsonl importer into a workspace of e and returns
// the actor that owns it and its retrieval scope.
func Setup(ctx context.Context, e *engine.Engine, c *Collection) (actor.Actor, retrieval.Scope, error) {
	ws, err := e.EnsureWorkspace(ctx, "bench:cranfield", "Cranfield")
	if err != nil {
		return actor.Actor{}, retrieval.Scope{}, err
	}
	a := actor.Actor{Kind: actor.Operator, Subject: "bench:cranfield", WorkspaceID: ws.ID, Role: actor.Owner}
	if _, err := e.Import(ctx, a, engine.ImportRequest{SourceName: "Cranfield", Format: ingest.JSONL,
		Input: ingest.FromBytes("cranfield.jsonl", c.JSONL())}); err != nil {
		return a, retrieval.Scope{}, err
	}
	scope, err := e.VerifiedScope(ctx, a)
	return a, scope, err
}

// LaneRanker ranks documents by a lane's chunk hits (a document at its best chunk).
func LaneRanker(lane func(context.Context, retrieval.Scope, retrieval.Query) ([]retrieval.Hit, error), scope retrieval.Scope) Ranker {
	return func(ctx context.Context, q string) ([]string, error) {
		hits, err := lane(ctx, scope, retrieval.Query{Text: q, Limit: retrieval.MaxLimit})
		if err != nil {
			return nil, err
		}
		var out []string
		seen := map[string]bool{}
		for _, h := range hits {
			if !seen[h.ExternalID] {
				seen[h.ExternalID] = true
				out = append(out, h.ExternalID)
			}
		}
		return out, nil
	}
}

// PlainFTS builds the reference: an FTS5 table (porter tokenizer) of whole documents, title
// and body columns, queried with the query's words OR-joined and ranked by bm25().
func PlainFTS(ctx context.Context, db *store.DB, c *Collection) (Ranker, error) {
	if _, err := db.W.ExecContext(ctx, `CREATE VIRTUAL TABLE IF NOT EXISTS bench_cranfield_plain USING fts5(id UNINDEXED, title, body, tokenize = 'porter')`); err != nil {
		return nil, fmt.Errorf("create plain table: %w", err)
	}
	tx, err := db.W.BeginTxx(ctx, nil)
	if err != nil {
		return nil, err
	}
	for _, d := range c.Documents {
		if _, err := tx.ExecContext(ctx, `INSERT INTO bench_cranfield_plain (id, title, body) VALUES (?, ?, ?)`, strconv.Itoa(d.ID), d.Title, d.Body); err != nil {
			_ = tx.Rollback()
			return nil, err
		}
	}
	if err := tx.Commit(); err != nil {
		return nil, err
	}
	return func(ctx context.Context, q string) ([]string, error) {
		var ids []string
		err := db.R.SelectContext(ctx, &ids, `SELECT id FROM bench_cranfield_plain WHERE bench_cranfield_plain MATCH ?
			ORDER BY bm25(bench_cranfield_plain) LIMIT 100`, OrJoin(q))
		return ids, err
	}, nil
}

// OrJoin is the baseline query: every word of q, quoted, OR-joined (stop words included).
func OrJoin(q string) string {
	words := index.Tokens(q)
	for i, w := range words {
		words[i] = `"` + w + `"`
	}
	return strings.Join(words, " OR ")
}

// RawChunkFTS is the same baseline over the index's own chunk table: the query's words
// OR-joined, ranked by bm25() with FTS5 scoring every matching chunk (documents at their best
// chunk). No scoping, no planning.
func RawChunkFTS(db *store.DB) Ranker {
	return func(ctx context.Context, q string) ([]string, error) {
		var ids []string
		err := db.R.SelectContext(ctx, &ids, `SELECT d.external_id FROM (
				SELECT rowid, bm25(chunks_fts) AS r FROM chunks_fts WHERE chunks_fts MATCH ? ORDER BY r LIMIT 200) f
			JOIN chunks c ON c.seq = f.rowid JOIN documents d ON d.id = c.document_id ORDER BY f.r`, OrJoin(q))
		if err != nil {
			return nil, err
		}
		var out []string
		seen := map[string]bool{}
		for _, id := range ids {
			if !seen[id] {
				seen[id] = true
				out = append(out, id)
			}
		}
		return out, nil
	}
}
