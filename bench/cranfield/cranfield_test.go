package cranfield_test

import (
	"context"
	"os"
	"testing"

	"github.com/queueproof/queueproof/bench/cranfield"
	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/enginetest"
)

// TestBestLaneBeatsPlainFTS5 indexes the Cranfield collection through the jsonl importer and
// checks that the best lane's nDCG@10 beats plain FTS5 BM25 measured in the same run.
func TestBestLaneBeatsPlainFTS5(t *testing.T) {
	wd, _ := os.Getwd()
	dir := cranfield.DefaultDir(wd)
	c, err := cranfield.Load(dir)
	if err != nil {
		t.Skipf("Cranfield collection not available (%v); set %s", err, cranfield.EnvDir)
	}
	ctx := context.Background()
	e, db := enginetest.New(t, engine.Options{})
	_, scope, err := cranfield.Setup(ctx, e, c)
	if err != nil {
		t.Fatalf("Setup = %v", err)
	}
	plain, err := cranfield.PlainFTS(ctx, db, c)
	if err != nil {
		t.Fatal(err)
	}
	base, err := c.Evaluate(ctx, "plain FTS5", plain)
	if err != nil {
		t.Fatal(err)
	}
	lanes := e.Lanes()
	best := base
	for name, lane := range map[string]cranfield.Ranker{
		"text":   cranfield.LaneRanker(lanes.Text, scope),
		"hybrid": cranfield.LaneRanker(lanes.Hybrid, scope),
	} {
		s, err := c.Evaluate(ctx, name, lane)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%-10s nDCG@10 %.4f  Recall@100 %.4f  (%d queries)", name, s.NDCG10, s.Recall100, s.Queries)
		if s.NDCG10 > best.NDCG10 {
			best = s
		}
	}
	t.Logf("%-10s nDCG@10 %.4f  Recall@100 %.4f", base.Method, base.NDCG10, base.Recall100)
	if base.NDCG10 < 0.30 || base.NDCG10 > 0.35 {
		t.Errorf("plain FTS5 nDCG@10 = %.4f, want about 0.325 (the reference)", base.NDCG10)
	}
	if best.NDCG10 < base.NDCG10*1.10 {
		t.Errorf("best lane %s nDCG@10 = %.4f, want at least 10%% above plain FTS5's %.4f", best.Method, best.NDCG10, base.NDCG10)
	}
}
