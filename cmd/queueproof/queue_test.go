package main

import (
	"bytes"
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/demo"
	"github.com/queueproof/queueproof/engine/enginetest"
)

// TestQueueVerifyFindsTampering: queue verify passes on packets as compiled, and reports a
// packet whose stored JSON was edited in the database (the immutability trigger refuses an
// UPDATE, so the tamperer deletes the row and inserts an edited copy) with a non-zero result.
func TestQueueVerifyFindsTampering(t *testing.T) {
	ctx := context.Background()
	url := "file:" + filepath.Join(t.TempDir(), "q.db")
	env := envOf(map[string]string{"QUEUEPROOF_DATABASE_URL": url})
	e, db := enginetest.NewAt(t, url, engine.Options{LocalActor: true})
	if loaded, err := e.LoadDemo(ctx); err != nil || !loaded {
		t.Fatalf("LoadDemo = %v, %v", loaded, err)
	}
	owner, err := e.Resolve(ctx, actor.Credentials{Loopback: true, LoopbackHost: true, SameOrigin: true})
	if err != nil {
		t.Fatal(err)
	}
	v, err := e.CompileQueue(ctx, owner, engine.CompileRequest{AsOf: demo.Base})
	if err != nil {
		t.Fatal(err)
	}

	var out, errOut bytes.Buffer
	if err := run(ctx, []string{"queue", "verify"}, env, &out, &errOut); err != nil {
		t.Fatalf("queue verify on untouched packets = %v\n%s%s", err, out.String(), errOut.String())
	}
	if want := "0 mismatches"; !strings.Contains(out.String(), want) {
		t.Fatalf("output = %q, want %q", out.String(), want)
	}

	// Tamper: change the third packet's score and keep its receipt.
	var id, packet string
	if err := db.R.QueryRowContext(ctx, `SELECT id, packet FROM queue_packets WHERE rank = 3`).Scan(&id, &packet); err != nil {
		t.Fatal(err)
	}
	edited := strings.Replace(packet, `"score":`, `"score":1`, 1)
	if edited == packet {
		t.Fatal("nothing to edit")
	}
	tamper := db.W.MustBegin()
	tamper.MustExecContext(ctx, `CREATE TEMP TABLE IF NOT EXISTS tampered AS SELECT * FROM queue_packets WHERE id = ?`, id)
	tamper.MustExecContext(ctx, `DELETE FROM queue_packets WHERE id = ?`, id)
	tamper.MustExecContext(ctx, `UPDATE tampered SET packet = ?`, edited)
	tamper.MustExecContext(ctx, `INSERT INTO queue_packets SELECT * FROM tampered`)
	if err := tamper.Commit(); err != nil {
		t.Fatal(err)
	}

	out.Reset()
	err = run(ctx, []string{"queue", "verify"}, env, &out, &errOut)
	if !errors.Is(err, errMismatch) {
		t.Fatalf("queue verify after tampering = %v, want a mismatch error (non-zero exit)", err)
	}
	if !strings.Contains(out.String(), "MISMATCH packet "+id) || !strings.Contains(out.String(), "1 mismatches") {
		t.Fatalf("output = %q, want packet %s reported", out.String(), id)
	}
	if !strings.Contains(out.String(), "rank 3") || v.Packets < 3 {
		t.Fatalf("output = %q", out.String())
	}
}
