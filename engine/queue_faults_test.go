package engine_test

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/demo"
	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/engine/store"
)

// storedPacket is one queue_packets row as stored.
type storedPacket struct {
	ID      string `db:"id"`
	Version int    `db:"version"`
	Rank    int    `db:"rank"`
	JSON    string `db:"packet"`
	Receipt string `db:"receipt_hash"`
}

func readPackets(t *testing.T, db *store.DB) map[string]storedPacket {
	t.Helper()
	var rows []storedPacket
	if err := db.R.Select(&rows, `SELECT p.id, v.version, p.rank, p.packet, p.receipt_hash FROM queue_packets p
		JOIN queue_versions v ON v.id = p.version_id`); err != nil {
		t.Fatal(err)
	}
	out := make(map[string]storedPacket, len(rows))
	for _, r := range rows {
		out[r.ID] = r
	}
	return out
}

// receipts returns version's receipt hashes in rank order.
func receipts(packets map[string]storedPacket, version int) []string {
	var out []string
	for _, p := range packets {
		if p.Version == version {
			for len(out) < p.Rank {
				out = append(out, "")
			}
			out[p.Rank-1] = p.Receipt
		}
	}
	return out
}

// checkQueueWhole asserts every stored queue version holds exactly the packets it declares and
// versions are numbered 1..n with no gap; it returns n.
func checkQueueWhole(t *testing.T, db *store.DB) int {
	t.Helper()
	var vs []struct {
		Version int `db:"version"`
		Packets int `db:"packets"`
		Stored  int `db:"stored"`
	}
	if err := db.R.Select(&vs, `SELECT v.version, v.packets, count(p.id) AS stored FROM queue_versions v
		LEFT JOIN queue_packets p ON p.version_id = v.id GROUP BY v.id ORDER BY v.version`); err != nil {
		t.Fatal(err)
	}
	for i, v := range vs {
		if v.Version != i+1 || v.Stored != v.Packets || v.Packets == 0 {
			t.Fatalf("queue version %d (position %d) declares %d packets and holds %d: a partial packet set", v.Version, i+1, v.Packets, v.Stored)
		}
	}
	return len(vs)
}

// Fault: kill -9 of a process compiling Today's queue in a loop, at a random moment after its
// first complete compile, three times over. After each kill every queue version is whole (its
// declared packets all present) or absent, stored packets never change, queue verify finds no
// mismatch, and a recompile gives exactly the receipts of the uninterrupted first compile.
func TestQueueCompileKilledRecovers(t *testing.T) {
	if os.Getenv("QP_QUEUE_CHILD_DB") != "" {
		t.Skip("child process")
	}
	ctx := context.Background()
	url := enginetest.URL(t)
	e0, db := enginetest.NewAt(t, url, engine.Options{LocalActor: true})
	if loaded, err := e0.LoadDemo(ctx); err != nil || !loaded {
		t.Fatalf("LoadDemo = %v, %v", loaded, err)
	}
	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 3))
	before := map[string]storedPacket{}
	for round := range 3 {
		cmd := exec.Command(os.Args[0], "-test.run=^TestQueueCompileChild$")
		cmd.Env = append(os.Environ(), "QP_QUEUE_CHILD_DB="+url)
		cmd.Stderr = os.Stderr
		stdout, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		lines := bufio.NewScanner(stdout)
		var took time.Duration
		for lines.Scan() {
			if ms, ok := strings.CutPrefix(lines.Text(), "compiled in "); ok {
				took, _ = time.ParseDuration(ms)
				break
			}
		}
		if took == 0 {
			_ = cmd.Process.Kill()
			t.Fatalf("round %d: the child never reported a compile", round)
		}
		// Somewhere inside the next compile (or two): loading, ranking, or the write.
		delay := time.Duration(rng.Int64N(int64(min(2*took, time.Second))))
		time.Sleep(delay)
		_ = cmd.Process.Signal(syscall.SIGKILL)
		go func() { _, _ = bufio.NewReader(stdout).WriteTo(discard{}) }()
		err = cmd.Wait()
		var exit *exec.ExitError
		if !errors.As(err, &exit) || exit.Sys().(syscall.WaitStatus).Signal() != syscall.SIGKILL {
			t.Fatalf("round %d: the child was not killed: %v", round, err)
		}

		n := checkQueueWhole(t, db)
		now := readPackets(t, db)
		for id, p := range before {
			if now[id] != p {
				t.Fatalf("round %d: stored packet %s changed or vanished after the kill", round, id)
			}
		}
		rep, err := e0.VerifyQueue(ctx)
		if err != nil || len(rep.Mismatches) > 0 || rep.Checked != len(now) {
			t.Fatalf("round %d: queue verify = %+v, %v", round, rep, err)
		}
		t.Logf("round %d: killed %v after a compile that took %v; %d whole versions stored", round, delay, took, n)
		before = now
	}

	// Restart: a recompile gives the uninterrupted first compile's receipts, rank by rank.
	owner := localActor(t, e0)
	v, err := e0.CompileQueue(ctx, owner, engine.CompileRequest{AsOf: demo.Base})
	if err != nil {
		t.Fatal(err)
	}
	all := readPackets(t, db)
	first, again := receipts(all, 1), receipts(all, v.Version)
	if len(first) == 0 || fmt.Sprint(first) != fmt.Sprint(again) {
		t.Fatalf("the recompile's receipts differ from the first compile's:\n%v\n%v", first, again)
	}
	checkQueueWhole(t, db)
}

type discard struct{}

func (discard) Write(p []byte) (int, error) { return len(p), nil }

// TestQueueCompileChild is the child side of TestQueueCompileKilledRecovers: it compiles the
// local workspace's queue as of demo.Base until it is killed. It does nothing in a normal run.
func TestQueueCompileChild(t *testing.T) {
	url := os.Getenv("QP_QUEUE_CHILD_DB")
	if url == "" {
		t.Skip("only run as the child of TestQueueCompileKilledRecovers")
	}
	e, _ := enginetest.NewAt(t, url, engine.Options{LocalActor: true})
	a := localActor(t, e)
	for {
		start := time.Now()
		if _, err := e.CompileQueue(context.Background(), a, engine.CompileRequest{AsOf: demo.Base}); err != nil {
			t.Fatal(err)
		}
		fmt.Printf("compiled in %s\n", time.Since(start))
	}
}
