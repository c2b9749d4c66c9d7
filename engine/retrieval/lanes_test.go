package retrieval_test

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/engine/index"
	"github.com/queueproof/queueproof/engine/retrieval"
	"github.com/queueproof/queueproof/engine/store"
)

type corpus struct {
	db    *store.DB
	lanes *retrieval.Lanes
	scope retrieval.Scope
}

// newCorpus indexes docs into source src_a of workspace ws_a, and one decoy document into
// src_b (same workspace) and src_c (another workspace).
func newCorpus(t *testing.T, docs []index.Doc) corpus {
	t.Helper()
	return newCorpusAt(t, enginetest.URL(t), docs)
}

// newCorpusAt is newCorpus in the database at url (a file, or a libSQL server).
func newCorpusAt(t *testing.T, url string, docs []index.Doc) corpus {
	t.Helper()
	ctx := context.Background()
	db := enginetest.Open(t, url)
	for _, q := range []string{
		`INSERT INTO workspaces (id, name, created_at) VALUES ('ws_a', 'A', '2025-01-01T00:00:00Z'), ('ws_b', 'B', '2025-01-01T00:00:00Z')`,
		`INSERT INTO sources (id, workspace_id, kind, name, state, created_at, updated_at) VALUES
			('src_a', 'ws_a', 'collection', 'a', 'data_verified', '2025-01-01T00:00:00Z', '2025-01-01T00:00:00Z'),
			('src_b', 'ws_a', 'collection', 'b', 'synced', '2025-01-01T00:00:00Z', '2025-01-01T00:00:00Z'),
			('src_c', 'ws_b', 'collection', 'c', 'data_verified', '2025-01-01T00:00:00Z', '2025-01-01T00:00:00Z')`,
	} {
		if _, err := db.W.ExecContext(ctx, q); err != nil {
			t.Fatal(err)
		}
	}
	st := index.New(db)
	if _, err := st.Apply(ctx, index.Target{WorkspaceID: "ws_a", SourceID: "src_a", JobID: "j"}, docs, nil); err != nil {
		t.Fatalf("Apply = %v", err)
	}
	decoy := []index.Doc{{ExternalID: "decoy", Title: "Decoy", Body: "zeppelin ENG-1 outage postmortem churn analysis"}}
	for _, tgt := range []index.Target{{WorkspaceID: "ws_a", SourceID: "src_b", JobID: "j"}, {WorkspaceID: "ws_b", SourceID: "src_c", JobID: "j"}} {
		if _, err := st.Apply(ctx, tgt, decoy, nil); err != nil {
			t.Fatalf("Apply decoy = %v", err)
		}
	}
	return corpus{db: db, lanes: retrieval.New(db, retrieval.Options{}), scope: retrieval.Scope{WorkspaceID: "ws_a", SourceIDs: []string{"src_a"}}}
}

func ids(hits []retrieval.Hit) []string {
	var out []string
	for _, h := range hits {
		out = append(out, h.ExternalID)
	}
	return out
}

var docs = []index.Doc{
	{ExternalID: "wing", Title: "Heated wings", Body: "Aeroelastic models of heated high speed wings need similarity laws."},
	{ExternalID: "flow", Title: "Boundary layers", Body: "The flow over the plate is laminar at low speed. The flow separates later."},
	{ExternalID: "zep", Title: "Airships", Body: "A zeppelin is a rigid airship. Its speed is low."},
	{ExternalID: "ticket", Title: "Checkout", Body: "ENG-1 tracks the checkout rewrite; ENG-2 tracks the refund flow.", AuthoredAt: time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)},
	{ExternalID: "ticket-new", Title: "Checkout follow-up", Body: "ENG-1 moved to the platform team.", AuthoredAt: time.Date(2025, 6, 1, 0, 0, 0, 0, time.UTC)},
	{ExternalID: "pm-short", Title: "Postmortem", Body: "Postmortem template."},
	{ExternalID: "pm-incident", Title: "Payments", Body: "Postmortem of the payments incident: downtime of forty minutes on the card service, root cause a bad deploy of the gateway, followed by a rollback."},
	{ExternalID: "churn-a", Title: "Retention", Body: "Churn analysis for the enterprise segment shows seasonal dips in renewals across regions."},
	{ExternalID: "churn-b", Title: "Retention", Body: "Churn numbers for the enterprise segment show seasonal dips in renewals across the regions."},
}

func TestTextLane(t *testing.T) {
	c := newCorpus(t, docs)
	ctx := context.Background()
	hits, err := c.lanes.Text(ctx, c.scope, retrieval.Query{Text: "what is a zeppelin?"})
	if err != nil || len(hits) != 1 || hits[0].ExternalID != "zep" || hits[0].Lanes[0] != retrieval.LaneText {
		t.Fatalf("Text(zeppelin) = %v, %v; want only zep (the decoys are out of scope)", ids(hits), err)
	}
	hits, err = c.lanes.Text(ctx, c.scope, retrieval.Query{Text: "similarity laws for heated wings"})
	if err != nil || len(hits) == 0 || hits[0].ExternalID != "wing" {
		t.Fatalf("Text(heated wings) = %v, %v", ids(hits), err)
	}
	// Stemming: "flows" finds "flow"; the chunk repeating it ranks first.
	hits, err = c.lanes.Text(ctx, c.scope, retrieval.Query{Text: "flows"})
	if err != nil || len(hits) < 2 || hits[0].ExternalID != "flow" {
		t.Fatalf("Text(flows) = %v, %v", ids(hits), err)
	}
	if hits, _ := c.lanes.Text(ctx, c.scope, retrieval.Query{Text: "xylophone"}); len(hits) != 0 {
		t.Fatalf("Text(unknown word) = %v, want nothing", ids(hits))
	}
	if hits, _ := c.lanes.Text(ctx, retrieval.Scope{WorkspaceID: "ws_a"}, retrieval.Query{Text: "zeppelin"}); len(hits) != 0 {
		t.Fatalf("Text with no sources = %v, want nothing", ids(hits))
	}
	// With a budget of one row, the disjunctive step takes only the rarest term (laminar);
	// the conjunctive step over the common rest (speed AND low) still finds the airship.
	tight := retrieval.New(c.db, retrieval.Options{Budget: 1})
	hits, err = tight.Text(ctx, c.scope, retrieval.Query{Text: "laminar speed low", Limit: 5})
	if err != nil || len(hits) != 2 || hits[0].ExternalID != "flow" || hits[1].ExternalID != "zep" {
		t.Fatalf("Text with a tight budget = %v, %v; want flow then zep", ids(hits), err)
	}
}

func TestStemsAgreeWithTheIndexVocabulary(t *testing.T) {
	c := newCorpus(t, docs)
	for _, d := range docs {
		for _, w := range index.Tokens(d.Title + " " + d.Body) {
			var n int
			if err := c.db.R.GetContext(context.Background(), &n, `SELECT count(*) FROM chunks_vocab WHERE term = ?`, index.Stem(w)); err != nil || n != 1 {
				t.Errorf("Stem(%q) = %q is not in the FTS5 vocabulary (%v)", w, index.Stem(w), err)
			}
		}
	}
}

func TestExactIDLane(t *testing.T) {
	c := newCorpus(t, docs)
	ctx := context.Background()
	hits, err := c.lanes.ExactID(ctx, c.scope, retrieval.Query{Text: "status of eng-1?"})
	if err != nil || len(hits) != 2 {
		t.Fatalf("ExactID(eng-1) = %v, %v; want the two ENG-1 documents", ids(hits), err)
	}
	// Equal matches: the more recent first.
	if hits[0].ExternalID != "ticket-new" || hits[0].Lanes[0] != retrieval.LaneExactID {
		t.Fatalf("ExactID order = %v, want ticket-new first", ids(hits))
	}
	// The document that is the identifier comes first.
	own := newCorpus(t, append(docs, index.Doc{ExternalID: "ENG-1", Title: "ENG-1: checkout rewrite", Body: "ENG-1: rewrite checkout.", AuthoredAt: time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)}))
	if hits, _ := own.lanes.ExactID(ctx, own.scope, retrieval.Query{Text: "eng-1"}); len(hits) != 3 || hits[0].ExternalID != "ENG-1" {
		t.Fatalf("ExactID(eng-1) = %v, want the ticket itself first", ids(hits))
	}
	hits, _ = c.lanes.ExactID(ctx, c.scope, retrieval.Query{Text: "ENG-1 and ENG-2"})
	if len(hits) == 0 || hits[0].ExternalID != "ticket" {
		t.Fatalf("ExactID(ENG-1 and ENG-2) = %v, want ticket (both keys) first", ids(hits))
	}
	if hits, _ := c.lanes.ExactID(ctx, c.scope, retrieval.Query{Text: "checkout rewrite"}); len(hits) != 0 {
		t.Fatalf("ExactID without identifiers = %v, want nothing", ids(hits))
	}
	if hits, _ := c.lanes.ExactID(ctx, c.scope, retrieval.Query{Text: "ENG-404"}); len(hits) != 0 {
		t.Fatalf("ExactID(unknown key) = %v", ids(hits))
	}
}

// A key of several numbered parts finds its own record, not every record that shares its first
// two parts, in a store indexed now and in one indexed when such keys were stored cut short
// (once opened: its identifiers are read again then).
func TestExactIDLaneReadsKeysOfSeveralParts(t *testing.T) {
	ctx := context.Background()
	url := enginetest.URL(t)
	c := newCorpusAt(t, url, append(slices.Clone(docs),
		index.Doc{ExternalID: "ncr-9", Title: "NCR-2026-009 blue plastic", Body: "NCR-2026-009: blue plastic fragment in a pack."},
		index.Doc{ExternalID: "ncr-10", Title: "NCR-2026-010 label", Body: "NCR-2026-010: wrong allergen label on a carton."}))
	if hits, err := c.lanes.ExactID(ctx, c.scope, retrieval.Query{Text: "what caused ncr-2026-009?"}); err != nil || !slices.Equal(ids(hits), []string{"ncr-9"}) {
		t.Fatalf("ExactID(ncr-2026-009) = %v, %v; want ncr-9 alone", ids(hits), err)
	}
	// The same chunks as an earlier index stored them (both keys as "NCR-2026"), opened.
	enginetest.AsEarlierIndex(t, c.db)
	c.db = enginetest.Open(t, url)
	c.lanes = retrieval.New(c.db, retrieval.Options{})
	if hits, err := c.lanes.ExactID(ctx, c.scope, retrieval.Query{Text: "what caused NCR-2026-009?"}); err != nil || !slices.Equal(ids(hits), []string{"ncr-9"}) {
		t.Fatalf("ExactID(NCR-2026-009) on the earlier index = %v, %v; want ncr-9 alone", ids(hits), err)
	}
	if hits, err := c.lanes.ExactID(ctx, c.scope, retrieval.Query{Text: "NCR-2026"}); err != nil || len(hits) > 0 {
		t.Fatalf("ExactID(NCR-2026) on the earlier index = %v, %v; want none", ids(hits), err)
	}
}

func TestHybridLaneCatchesAliasesAndInexactWording(t *testing.T) {
	c := newCorpus(t, docs)
	ctx := context.Background()
	q := retrieval.Query{Text: "outage postmortem", Limit: 5}
	text, err := c.lanes.Text(ctx, c.scope, q)
	if err != nil || len(text) < 2 || text[0].ExternalID != "pm-short" {
		t.Fatalf("Text(outage postmortem) = %v, %v; want the short template first", ids(text), err)
	}
	hybrid, err := c.lanes.Hybrid(ctx, c.scope, q)
	if err != nil || len(hybrid) == 0 || hybrid[0].ExternalID != "pm-incident" || hybrid[0].Lanes[0] != retrieval.LaneHybrid {
		t.Fatalf("Hybrid(outage postmortem) = %v, %v; want the incident postmortem (outage ~ incident, downtime) first", ids(hybrid), err)
	}
	// "analyze" and "analysis" have different stems; the near-form signal joins them.
	hybrid, err = c.lanes.Hybrid(ctx, c.scope, retrieval.Query{Text: "analyze churn", Limit: 5})
	if err != nil || len(hybrid) < 2 || hybrid[0].ExternalID != "churn-a" {
		t.Fatalf("Hybrid(analyze churn) = %v, %v; want churn-a first", ids(hybrid), err)
	}
	// Alias expansion brings in chunks the query's own words do not match.
	hybrid, _ = c.lanes.Hybrid(ctx, c.scope, retrieval.Query{Text: "outage"})
	if len(hybrid) == 0 || hybrid[0].ExternalID != "pm-incident" {
		t.Fatalf("Hybrid(outage) = %v, want pm-incident through its aliases", ids(hybrid))
	}
}

func TestSearchFusesLanes(t *testing.T) {
	c := newCorpus(t, docs)
	hits, err := c.lanes.Search(context.Background(), c.scope, retrieval.Query{Text: "ENG-2 refund flow"}, retrieval.ModeAuto)
	if err != nil || len(hits) == 0 || hits[0].ExternalID != "ticket" {
		t.Fatalf("Search = %v, %v", ids(hits), err)
	}
	if len(hits[0].Lanes) != 2 {
		t.Fatalf("first hit lanes = %v, want exact_id and hybrid", hits[0].Lanes)
	}
}

func TestRecencyBias(t *testing.T) {
	c := newCorpus(t, docs)
	now := time.Date(2025, 6, 2, 0, 0, 0, 0, time.UTC)
	hits, err := c.lanes.Text(context.Background(), c.scope, retrieval.Query{Text: "checkout", RecencyHalfLife: 24 * time.Hour, Now: now})
	if err != nil || len(hits) < 2 || hits[0].ExternalID != "ticket-new" {
		t.Fatalf("Text(checkout) with recency = %v, %v; want the recent follow-up first", ids(hits), err)
	}
}

// TestTextLaneCommonTerms: when even the rarest query term matches more rows than the budget,
// the chunks holding every term are found without ranking all those rows; when they are too
// few, the rarest term's best rows still join them.
func TestTextLaneCommonTerms(t *testing.T) {
	var many []index.Doc
	for i := range 6 {
		many = append(many,
			index.Doc{ExternalID: fmt.Sprintf("ledger-%d", i), Title: "Notes", Body: "ledger ledger ledger ledger reconciliation notes"},
			index.Doc{ExternalID: fmt.Sprintf("export-%d", i), Title: "Notes", Body: "export export export export schedule notes"})
	}
	many = append(many,
		index.Doc{ExternalID: "both-1", Title: "Runbook", Body: "The nightly ledger export runs at two."},
		index.Doc{ExternalID: "both-2", Title: "Runbook", Body: "Who owns the ledger export job?"})
	c := newCorpus(t, many)
	ctx := context.Background()
	scope := c.scope
	for _, tt := range []struct {
		candidates int
		alsoLedger bool // a ledger-only chunk is among the hits too
	}{
		{candidates: 2},
		{candidates: 6, alsoLedger: true},
	} {
		lanes := retrieval.New(c.db, retrieval.Options{Budget: 3, Candidates: tt.candidates})
		hits, err := lanes.Text(ctx, scope, retrieval.Query{Text: "ledger export", Limit: tt.candidates})
		if err != nil || len(hits) < 2 {
			t.Fatalf("Text(ledger export) with %d candidates = %v, %v", tt.candidates, ids(hits), err)
		}
		got := ids(hits)
		if !slices.Contains(got[:2], "both-1") || !slices.Contains(got[:2], "both-2") {
			t.Errorf("Text(ledger export) with %d candidates = %v, want both-1 and both-2 first", tt.candidates, got)
		}
		ledger := slices.ContainsFunc(got, func(id string) bool { return strings.HasPrefix(id, "ledger-") })
		if ledger != tt.alsoLedger {
			t.Errorf("Text(ledger export) with %d candidates = %v; ledger-only chunk among them %v, want %v", tt.candidates, got, ledger, tt.alsoLedger)
		}
	}
}

// TestSharedGivesTheSameHits: the text and hybrid lanes sharing one request's work return
// exactly what they return alone.
func TestSharedGivesTheSameHits(t *testing.T) {
	c := newCorpus(t, docs)
	ctx := context.Background()
	for _, q := range []string{"similarity laws for heated wings", "ENG-1 checkout rewrite", "payments outage postmortem", "churn in the enterprise segment"} {
		alone := retrieval.Query{Text: q}
		wantText, err1 := c.lanes.Text(ctx, c.scope, alone)
		wantHybrid, err2 := c.lanes.Hybrid(ctx, c.scope, alone)
		shared := alone
		shared.Shared = &retrieval.Shared{}
		var gotText, gotHybrid []retrieval.Hit
		var err3, err4 error
		var wg sync.WaitGroup
		wg.Go(func() { gotText, err3 = c.lanes.Text(ctx, c.scope, shared) })
		wg.Go(func() { gotHybrid, err4 = c.lanes.Hybrid(ctx, c.scope, shared) })
		wg.Wait()
		if err := errors.Join(err1, err2, err3, err4); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(gotText, wantText) || !reflect.DeepEqual(gotHybrid, wantHybrid) {
			t.Errorf("%q: shared text %v hybrid %v, alone text %v hybrid %v", q, ids(gotText), ids(gotHybrid), ids(wantText), ids(wantHybrid))
		}
	}
}
