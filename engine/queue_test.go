package engine_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/demo"
	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/page"
	"github.com/queueproof/queueproof/engine/projection"
	"github.com/queueproof/queueproof/engine/provision"
	"github.com/queueproof/queueproof/engine/store"
)

type queueFixture struct {
	e             *engine.Engine
	db            *store.DB
	owner, public actor.Actor
}

// newQueueFixture loads the demo company into the local owner's workspace and makes that
// workspace the public demo, on one real SQLite file.
func newQueueFixture(t *testing.T) queueFixture {
	t.Helper()
	ctx := context.Background()
	url := enginetest.URL(t)
	e0, db := enginetest.NewAt(t, url, engine.Options{LocalActor: true})
	if loaded, err := e0.LoadDemo(ctx); err != nil || !loaded {
		t.Fatalf("LoadDemo = %v, %v", loaded, err)
	}
	owner := localActor(t, e0)
	if _, err := provision.Public(ctx, db, owner.WorkspaceID, time.Now()); err != nil {
		t.Fatal(err)
	}
	clock := time.Date(2026, 3, 1, 9, 0, 30, 0, time.UTC)
	e, _ := enginetest.NewAt(t, url, engine.Options{LocalActor: true, PublicWorkspaceID: owner.WorkspaceID, Now: func() time.Time { return clock }})
	public, err := e.Resolve(ctx, actor.Credentials{})
	if err != nil || !public.IsPublic() {
		t.Fatalf("public actor = %+v, %v", public, err)
	}
	return queueFixture{e: e, db: db, owner: localActor(t, e), public: public}
}

func allPackets(t *testing.T, e *engine.Engine, a actor.Actor, version int) []projection.PacketView {
	t.Helper()
	var out []projection.PacketView
	req := page.Request{First: 7}
	for {
		p, err := e.QueuePackets(context.Background(), a, version, req)
		if err != nil {
			t.Fatalf("QueuePackets(%d) = %v", version, err)
		}
		out = append(out, p.Items...)
		if !p.Info.HasNextPage {
			return out
		}
		req.After = p.Info.EndCursor
	}
}

// TestCompileQueueOnDemo: a compile over the demo's verified evidence stores a whole queue
// version; a recompile with the same asOf makes a new version with byte-identical packets and
// receipts, and the old version stays readable.
func TestCompileQueueOnDemo(t *testing.T) {
	ctx := context.Background()
	f := newQueueFixture(t)
	if p, err := f.e.Today(ctx, f.owner, page.Request{}); err != nil || len(p.Items) != 0 {
		t.Fatalf("Today before any compile = %+v, %v; want an empty page", p, err)
	}
	v1, err := f.e.CompileQueue(ctx, f.owner, engine.CompileRequest{AsOf: demo.Base})
	if err != nil {
		t.Fatal(err)
	}
	if v1.Version != 1 || v1.Packets < 20 || v1.ExcludedChunks == 0 || v1.ID == nil || v1.AsOf != demo.Base.Format(time.RFC3339) {
		t.Fatalf("first compile = %+v; want version 1 with packets and the injection chunks excluded", v1)
	}
	v2, err := f.e.CompileQueue(ctx, f.owner, engine.CompileRequest{AsOf: demo.Base})
	if err != nil || v2.Version != 2 {
		t.Fatalf("second compile = %+v, %v", v2, err)
	}
	one, two := allPackets(t, f.e, f.owner, 1), allPackets(t, f.e, f.owner, 2)
	if len(one) != v1.Packets || len(two) != len(one) {
		t.Fatalf("versions hold %d and %d packets, want %d", len(one), len(two), v1.Packets)
	}
	for i := range one {
		if *one[i].CanonicalJSON != *two[i].CanonicalJSON || *one[i].ReceiptHash != *two[i].ReceiptHash {
			t.Fatalf("packet %d differs between two compiles of the same evidence and asOf", i+1)
		}
		if one[i].ID == two[i].ID {
			t.Fatalf("packet %d has the same storage id in two versions", i+1)
		}
		if one[i].Rank != i+1 {
			t.Fatalf("packet %d has rank %d", i+1, one[i].Rank)
		}
	}
	today, err := f.e.Today(ctx, f.owner, page.Request{First: 3})
	if err != nil || len(today.Items) != 3 || today.Version.Version != 2 || !today.Info.HasNextPage {
		t.Fatalf("Today = %+v, %v; want the first 3 packets of version 2", today, err)
	}
	got, err := f.e.Packet(ctx, f.owner, today.Items[0].ID)
	if err != nil || *got.ReceiptHash != *today.Items[0].ReceiptHash || got.Evidence[0].ChunkID == nil {
		t.Fatalf("Packet(%s) = %+v, %v", today.Items[0].ID, got, err)
	}
	// A later asOf measures urgency from another day: other packets.
	v3, err := f.e.CompileQueue(ctx, f.owner, engine.CompileRequest{AsOf: demo.Base.AddDate(0, 1, 0)})
	if err != nil {
		t.Fatal(err)
	}
	three := allPackets(t, f.e, f.owner, v3.Version)
	if *three[0].CanonicalJSON == *one[0].CanonicalJSON {
		t.Error("a compile a month later gave the same first packet")
	}
	// The evidence behind each packet is verified evidence, never an injection.
	for _, p := range one {
		for _, ev := range p.Evidence {
			if strings.Contains(ev.Text, "IGNORE ALL") || strings.Contains(ev.Text, "pwned") {
				t.Errorf("packet %d cites injection text %q", p.Rank, ev.Text)
			}
		}
	}
	// Another workspace sees none of it.
	other, err := f.e.EnsureWorkspace(ctx, "someone-else", "Other")
	if err != nil {
		t.Fatal(err)
	}
	stranger := actor.Actor{Kind: actor.OIDC, Subject: "someone-else", WorkspaceID: other.ID, Role: actor.Owner}
	if _, err := f.e.Packet(ctx, stranger, today.Items[0].ID); !errs.Is(err, errs.NotFound) {
		t.Errorf("Packet(another workspace's id) = %v, want NOT_FOUND", err)
	}
}

// TestPacketsAreImmutableInTheDatabase: the database itself refuses to change a stored packet
// or queue version.
func TestPacketsAreImmutableInTheDatabase(t *testing.T) {
	ctx := context.Background()
	f := newQueueFixture(t)
	if _, err := f.e.CompileQueue(ctx, f.owner, engine.CompileRequest{AsOf: demo.Base}); err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{
		`UPDATE queue_packets SET packet = replace(packet, 'Deliver', 'Ignore') WHERE rank = 1`,
		`UPDATE queue_packets SET receipt_hash = 'x'`,
		`UPDATE queue_versions SET as_of = '2000-01-01T00:00:00Z'`,
	} {
		if _, err := f.db.W.ExecContext(ctx, q); err == nil || !strings.Contains(err.Error(), "immutable") {
			t.Errorf("%s = %v, want the immutability trigger to refuse it", q, err)
		}
	}
}

// TestQueuePublicProjection: the public demo actor reads Today through the public projection
// (public references for ids, no storage ids or hashes), navigates list to detail by the
// reference, cannot use storage ids, and cannot compile (the public demo is read-only).
func TestQueuePublicProjection(t *testing.T) {
	ctx := context.Background()
	f := newQueueFixture(t)
	if _, err := f.e.CompileQueue(ctx, f.owner, engine.CompileRequest{AsOf: demo.Base}); err != nil {
		t.Fatal(err)
	}
	priv, err := f.e.Today(ctx, f.owner, page.Request{First: 5})
	if err != nil {
		t.Fatal(err)
	}
	pub, err := f.e.Today(ctx, f.public, page.Request{First: 5})
	if err != nil || len(pub.Items) != 5 {
		t.Fatalf("public Today = %+v, %v", pub, err)
	}
	if pub.Version.ID != nil {
		t.Errorf("public queue version id = %q, want null", *pub.Version.ID)
	}
	for i, p := range pub.Items {
		if !strings.HasPrefix(p.ID, "pub_") || p.ID == priv.Items[i].ID || p.ReceiptHash != nil || p.CanonicalJSON != nil {
			t.Errorf("public packet %d: id %q, receipt %v, json %v; want a public reference and no hashes", i, p.ID, p.ReceiptHash, p.CanonicalJSON)
		}
		for _, ev := range p.Evidence {
			if ev.ChunkID != nil || ev.DocumentID != nil || ev.RecordID != nil || ev.ExternalID != nil {
				t.Errorf("public evidence carries storage ids: %+v", ev)
			}
		}
		if p.Objective != priv.Items[i].Objective || p.Score != priv.Items[i].Score {
			t.Errorf("public packet %d differs in substance from the private one", i)
		}
	}
	// The same reference on every read (stable), and it opens the detail.
	again, _ := f.e.Today(ctx, f.public, page.Request{First: 1})
	if again.Items[0].ID != pub.Items[0].ID {
		t.Errorf("public reference changed between reads: %s, %s", again.Items[0].ID, pub.Items[0].ID)
	}
	d, err := f.e.Packet(ctx, f.public, pub.Items[0].ID)
	if err != nil || d.Objective != pub.Items[0].Objective || d.ReceiptHash != nil {
		t.Fatalf("public Packet(ref) = %+v, %v", d, err)
	}
	if _, err := f.e.Packet(ctx, f.public, priv.Items[0].ID); !errs.Is(err, errs.NotFound) {
		t.Errorf("public Packet(storage id) = %v, want NOT_FOUND", err)
	}
	if _, err := f.e.Packet(ctx, f.owner, pub.Items[0].ID); !errs.Is(err, errs.NotFound) {
		t.Errorf("owner Packet(public ref) = %v, want NOT_FOUND", err)
	}
	// The public demo is read-only: its compiles are refused and the owner's Today stays.
	for _, asOf := range []time.Time{{}, time.Date(9999, 12, 31, 0, 0, 0, 0, time.UTC), time.Unix(0, 0)} {
		if v, err := f.e.CompileQueue(ctx, f.public, engine.CompileRequest{AsOf: asOf}); !errs.Is(err, errs.Forbidden) {
			t.Fatalf("public compile as of %v = %+v, %v; want FORBIDDEN", asOf, v, err)
		}
	}
	if again, err := f.e.Today(ctx, f.public, page.Request{First: 1}); err != nil || again.Items[0].ID != pub.Items[0].ID {
		t.Fatalf("public Today after refused compiles = %+v, %v", again, err)
	}
	// Agent credentials read but never compile.
	agent := f.owner
	agent.Kind, agent.Scopes = actor.MCPToken, []string{"read"}
	if _, err := f.e.CompileQueue(ctx, agent, engine.CompileRequest{}); !errs.Is(err, errs.Forbidden) {
		t.Errorf("agent compile = %v, want FORBIDDEN", err)
	}
	if p, err := f.e.Today(ctx, agent, page.Request{First: 1}); err != nil || len(p.Items) != 1 {
		t.Errorf("agent Today = %+v, %v", p, err)
	}
	if _, err := f.e.Today(ctx, actor.Actor{}, page.Request{}); !errs.Is(err, errs.Unauthenticated) {
		t.Errorf("anonymous Today = %v, want UNAUTHENTICATED", err)
	}
}
