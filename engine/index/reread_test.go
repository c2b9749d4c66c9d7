package index_test

import (
	"context"
	"fmt"
	"reflect"
	"slices"
	"sort"
	"testing"

	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/engine/index"
	"github.com/queueproof/queueproof/engine/retrieval"
	"github.com/queueproof/queueproof/engine/store"
)

// rereadDocs hold keys of several numbered parts (cut short by the earlier indexer), a key
// whose prefix also stands alone, a range of one project's keys and a plain key (read alike
// by both indexers), and an incident number followed by another part (the earlier indexer
// stored the incident alone; today's also stores the whole key as a ticket).
var rereadDocs = []index.Doc{
	{ExternalID: "cve-short", Title: "xz backdoor", Body: "CVE-2024-3094: backdoor in xz-utils 5.6.0 and 5.6.1."},
	{ExternalID: "cve-long", Title: "Kernel bug", Body: "CVE-2024-30940 is a kernel issue, not the xz one."},
	{ExternalID: "cve-recap", Title: "Year in review", Body: "CVE-2024 was a busy year, CVE-2024-3094 above all."},
	{ExternalID: "ops-range", Title: "Batch close", Body: "OPS-120-125 were closed together after the review."},
	{ExternalID: "eng", Title: "Checkout", Body: "ENG-7 tracks the checkout rewrite."},
	{ExternalID: "inc", Title: "Outage", Body: "INC-2024-3094 paged the on-call twice."},
}

// identRow is one identifiers row with its rowid (a rewritten row gets a new one).
type identRow struct {
	RowID       int64  `db:"rowid"`
	WorkspaceID string `db:"workspace_id"`
	Value       string `db:"value"`
	Seq         int64  `db:"chunk_seq"`
	Kind        string `db:"kind"`
}

func identRows(t *testing.T, db *store.DB) []identRow {
	t.Helper()
	var rows []identRow
	if err := db.R.SelectContext(context.Background(), &rows, `SELECT rowid, workspace_id, value, chunk_seq, kind FROM identifiers
		ORDER BY chunk_seq, value`); err != nil {
		t.Fatal(err)
	}
	return rows
}

// withoutRowIDs are rows as the identifiers they state.
func withoutRowIDs(rows []identRow) []string {
	var out []string
	for _, r := range rows {
		out = append(out, fmt.Sprintf("%s/%d/%s/%s", r.WorkspaceID, r.Seq, r.Kind, r.Value))
	}
	sort.Strings(out)
	return out
}

// chunkOf is the seq and id of the (one) chunk of workspace A's document external.
func chunkOf(t *testing.T, db *store.DB, external string) (int64, string) {
	t.Helper()
	var c struct {
		Seq int64  `db:"seq"`
		ID  string `db:"id"`
	}
	if err := db.R.GetContext(context.Background(), &c, `SELECT c.seq, c.id FROM chunks c JOIN documents d ON d.id = c.document_id
		WHERE d.external_id = ? AND c.workspace_id = 'ws_a'`, external); err != nil {
		t.Fatalf("chunk of %s: %v", external, err)
	}
	return c.Seq, c.ID
}

// earlierIndex indexes rereadDocs (and one of them in workspace B), records a compile's
// subject facts citing two of their chunks, and leaves the database as an index written before
// keys of several parts were read whole. It returns the identifier rows today's indexer wrote.
func earlierIndex(t *testing.T, url string) (*store.DB, []string) {
	t.Helper()
	ctx := context.Background()
	db := twoWorkspaces(t, url)
	st := index.New(db)
	if _, err := st.Apply(ctx, index.Target{WorkspaceID: "ws_a", SourceID: "a1", JobID: "j"}, rereadDocs, nil); err != nil {
		t.Fatal(err)
	}
	if _, err := st.Apply(ctx, index.Target{WorkspaceID: "ws_b", SourceID: "b1", JobID: "j"}, rereadDocs[:1], nil); err != nil {
		t.Fatal(err)
	}
	today := withoutRowIDs(identRows(t, db))
	_, cve := chunkOf(t, db, "cve-short")
	_, eng := chunkOf(t, db, "eng")
	for subject, doc := range map[string]string{"CVE-2024": cve, "ENG-7": eng} {
		if _, err := db.W.ExecContext(ctx, `INSERT INTO subject_facts (workspace_id, subject, version, evidence_generation, facts)
			VALUES ('ws_a', ?, 1, '1/0/2', ?)`, subject, fmt.Sprintf(`[{"Kind":"status","Subject":%q,"Doc":%q}]`, subject, doc)); err != nil {
			t.Fatal(err)
		}
	}
	enginetest.AsEarlierIndex(t, db)
	if !slices.ContainsFunc(identRows(t, db), func(r identRow) bool { return r.WorkspaceID == "ws_b" && r.Value == "CVE-2024" }) {
		t.Fatalf("the earlier index holds %v; want the keys cut short", withoutRowIDs(identRows(t, db)))
	}
	return db, today
}

func exactIDs(t *testing.T, db *store.DB, q string) []string {
	t.Helper()
	lanes := retrieval.New(db, retrieval.Options{})
	hits, err := lanes.ExactID(context.Background(), retrieval.Scope{WorkspaceID: "ws_a", SourceIDs: []string{"a1"}}, retrieval.Query{Text: q})
	if err != nil {
		t.Fatalf("ExactID(%q) = %v", q, err)
	}
	var out []string
	for _, h := range hits {
		out = append(out, h.ExternalID)
	}
	sort.Strings(out)
	return out
}

func subjects(t *testing.T, db *store.DB) []string {
	t.Helper()
	var out []string
	if err := db.R.SelectContext(context.Background(), &out, `SELECT subject FROM subject_facts ORDER BY subject`); err != nil {
		t.Fatal(err)
	}
	return out
}

// A database indexed when keys of several numbered parts were stored as their first two parts
// is read again once, at open: its identifier rows become what today's indexer writes (in
// both workspaces), the cut-short value no longer finds every record of the year, the whole
// key finds its own records, subject facts that cited a re-read chunk are dropped (the next
// compile writes them again) and chunks whose identifiers were right keep their rows. The
// run is recorded: opening again changes nothing, even a cut-short row written since.
func TestEarlierIndexIdentifiersAreReReadOnceAtOpen(t *testing.T) {
	for name, mk := range map[string]func(testing.TB) string{"file": enginetest.URL, "libsql": enginetest.RemoteURL} {
		t.Run(name, func(t *testing.T) {
			ctx := context.Background()
			url := mk(t)
			db, today := earlierIndex(t, url)
			opsSeq, _ := chunkOf(t, db, "ops-range")
			engSeq, _ := chunkOf(t, db, "eng")
			right := func(rows []identRow) []identRow {
				return slices.DeleteFunc(slices.Clone(rows), func(r identRow) bool { return r.Seq != opsSeq && r.Seq != engSeq })
			}
			before := right(identRows(t, db))

			db = enginetest.Open(t, url) // the open path: migrations, then the re-read
			if got := withoutRowIDs(identRows(t, db)); !reflect.DeepEqual(got, today) {
				t.Errorf("identifiers after the upgrade:\n%v\nwant today's:\n%v", got, today)
			}
			if after := right(identRows(t, db)); len(before) != 2 || !reflect.DeepEqual(after, before) {
				t.Errorf("rows of chunks already right = %+v, were %+v; want them untouched", after, before)
			}
			if got := exactIDs(t, db, "CVE-2024"); !slices.Equal(got, []string{"cve-recap"}) {
				t.Errorf("ExactID(CVE-2024) = %v; want the record naming the prefix alone, not every record of the year", got)
			}
			if got := exactIDs(t, db, "are we exposed to cve-2024-3094?"); !slices.Equal(got, []string{"cve-recap", "cve-short"}) {
				t.Errorf("ExactID(cve-2024-3094) = %v; want the records holding the whole key", got)
			}
			if got := exactIDs(t, db, "INC-2024-3094"); !slices.Equal(got, []string{"inc"}) {
				t.Errorf("ExactID(INC-2024-3094) = %v; want inc", got)
			}
			if got := subjects(t, db); !slices.Equal(got, []string{"ENG-7"}) {
				t.Errorf("subject facts after the upgrade = %v; want the cut-short subject dropped, ENG-7 kept", got)
			}
			var rec struct {
				Done   int `db:"done"`
				Chunks int `db:"chunks"`
			}
			if err := db.R.GetContext(ctx, &rec, `SELECT done, chunks FROM data_migrations WHERE name = 'identifiers_whole_keys'`); err != nil || rec.Done != 1 || rec.Chunks != 6 {
				t.Errorf("record of the re-read = %+v, %v; want done, 6 chunks re-read (5 in A, 1 in B)", rec, err)
			}

			// Opened again, the re-read does not run: a cut-short row written now stays.
			seq, _ := chunkOf(t, db, "cve-short")
			if _, err := db.W.ExecContext(ctx, `INSERT INTO identifiers (workspace_id, value, chunk_seq, kind) VALUES ('ws_a', 'CVE-2024', ?, 'ticket')`, seq); err != nil {
				t.Fatal(err)
			}
			was := identRows(t, db)
			db = enginetest.Open(t, url)
			if got := identRows(t, db); !reflect.DeepEqual(got, was) {
				t.Errorf("a second open changed the identifiers:\n%+v\nwere\n%+v", got, was)
			}
		})
	}
}

// A re-read that fails writes nothing of its batch and is not recorded: the open fails, and
// the next open runs it again to the end.
func TestEarlierIndexReReadFailsWholeAndRunsAgain(t *testing.T) {
	ctx := context.Background()
	url := enginetest.URL(t)
	db, today := earlierIndex(t, url)
	if _, err := db.W.ExecContext(ctx, `CREATE TRIGGER refuse_whole_key BEFORE INSERT ON identifiers
		WHEN NEW.value = 'CVE-2024-3094' BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`); err != nil {
		t.Fatal(err)
	}
	was, facts := identRows(t, db), subjects(t, db)
	if failed, err := enginetest.OpenErr(ctx, url); err == nil {
		_ = failed.Close()
		t.Fatal("open with a re-read that fails = nil error; want the failure")
	}
	if got := identRows(t, db); !reflect.DeepEqual(got, was) {
		t.Errorf("a failed re-read changed the identifiers:\n%+v\nwere\n%+v", got, was)
	}
	if got := subjects(t, db); !slices.Equal(got, facts) {
		t.Errorf("a failed re-read changed the subject facts: %v, were %v", got, facts)
	}
	var done int
	if err := db.R.GetContext(ctx, &done, `SELECT done FROM data_migrations WHERE name = 'identifiers_whole_keys'`); err != nil || done != 0 {
		t.Errorf("record after a failed re-read = %d, %v; want not done", done, err)
	}
	if _, err := db.W.ExecContext(ctx, `DROP TRIGGER refuse_whole_key`); err != nil {
		t.Fatal(err)
	}
	db = enginetest.Open(t, url)
	if got := withoutRowIDs(identRows(t, db)); !reflect.DeepEqual(got, today) {
		t.Errorf("identifiers after the second open:\n%v\nwant today's:\n%v", got, today)
	}
}
