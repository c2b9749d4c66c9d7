package throttle_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/store"
	"github.com/queueproof/queueproof/engine/throttle"
)

// clock is a settable test clock.
type clock struct{ t atomic.Int64 }

func (c *clock) now() time.Time      { return time.Unix(c.t.Load(), 0) }
func (c *clock) set(t time.Time)     { c.t.Store(t.Unix()) }
func (c *clock) add(d time.Duration) { c.t.Add(int64(d / time.Second)) }

func addWorkspace(t *testing.T, db *store.DB, id string) {
	t.Helper()
	if _, err := db.W.ExecContext(context.Background(), `INSERT INTO workspaces (id, name, created_at) VALUES (?, ?, '2026-01-01T00:00:00Z')`, id, id); err != nil {
		t.Fatalf("insert workspace: %v", err)
	}
}

func TestAllowCountsAcrossTwoInstancesOfOneFile(t *testing.T) {
	url := enginetest.URL(t)
	dbA := enginetest.Open(t, url)
	dbB := enginetest.Open(t, url) // a second instance: its own pools on the same file
	addWorkspace(t, dbA, "ws_demo")
	addWorkspace(t, dbA, "ws_other")
	var c clock
	c.set(time.Date(2026, 3, 1, 10, 0, 5, 0, time.UTC))
	a, b := throttle.New(dbA, c.now), throttle.New(dbB, c.now)
	ctx := context.Background()
	l := throttle.PublicAsk()

	for i := range l.Max {
		s := a
		if i%2 == 1 {
			s = b
		}
		if err := s.Allow(ctx, "ws_demo", l); err != nil {
			t.Fatalf("hit %d: Allow = %v, want nil", i+1, err)
		}
	}
	for _, s := range []*throttle.Store{a, b} {
		err := s.Allow(ctx, "ws_demo", l)
		var e *errs.Error
		if !errs.Is(err, errs.RateLimited) || !asError(err, &e) || e.RetryAfter != 55 {
			t.Fatalf("hit over budget: Allow = %v (%+v), want RATE_LIMITED with retryAfter 55", err, e)
		}
	}
	// Another workspace and another bucket have their own budgets.
	if err := b.Allow(ctx, "ws_other", l); err != nil {
		t.Fatalf("other workspace: Allow = %v", err)
	}
	if err := b.Allow(ctx, "ws_demo", throttle.WidgetKey("wk_1")); err != nil {
		t.Fatalf("other bucket: Allow = %v", err)
	}
	// The next window starts a new budget, for both instances.
	c.add(55 * time.Second)
	if err := b.Allow(ctx, "ws_demo", l); err != nil {
		t.Fatalf("next window: Allow = %v", err)
	}
	if err := a.Allow(ctx, "ws_demo", l); err != nil {
		t.Fatalf("next window, other instance: Allow = %v", err)
	}
}

func TestFiveMinuteBudget(t *testing.T) {
	db := enginetest.Open(t, enginetest.URL(t))
	addWorkspace(t, db, "ws_demo")
	var c clock
	c.set(time.Date(2026, 3, 1, 10, 1, 0, 0, time.UTC)) // 60 s into a 5-minute window
	s := throttle.New(db, c.now)
	ctx := context.Background()
	l := throttle.Limit{Bucket: "five-minutes", Max: 3, Window: 5 * time.Minute}
	for i := range 3 {
		if err := s.Allow(ctx, "ws_demo", l); err != nil {
			t.Fatalf("hit %d: %v", i+1, err)
		}
	}
	err := s.Allow(ctx, "ws_demo", l)
	var e *errs.Error
	if !asError(err, &e) || e.Code != errs.RateLimited || e.RetryAfter != 240 {
		t.Fatalf("4th hit = %v, want RATE_LIMITED retryAfter 240", err)
	}
}

func TestAllowConcurrentTwoInstancesGrantExactlyTheBudget(t *testing.T) {
	url := enginetest.URL(t)
	dbA := enginetest.Open(t, url)
	dbB := enginetest.Open(t, url)
	addWorkspace(t, dbA, "ws_demo")
	fixed := func() time.Time { return time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC) }
	stores := []*throttle.Store{throttle.New(dbA, fixed), throttle.New(dbB, fixed)}
	var allowed, limited atomic.Int64
	var wg sync.WaitGroup
	for i := range 40 {
		wg.Go(func() {
			err := stores[i%2].Allow(context.Background(), "ws_demo", throttle.PublicAsk())
			switch {
			case err == nil:
				allowed.Add(1)
			case errs.Is(err, errs.RateLimited):
				limited.Add(1)
			default:
				t.Errorf("Allow = %v", err)
			}
		})
	}
	wg.Wait()
	if allowed.Load() != 12 || limited.Load() != 28 {
		t.Fatalf("allowed %d, limited %d; want 12 and 28", allowed.Load(), limited.Load())
	}
}

// TestAllowAcrossProcesses runs two real processes (this test binary, re-executed) against
// one database file, each hitting the same budget concurrently.
func TestAllowAcrossProcesses(t *testing.T) {
	url := enginetest.URL(t)
	db := enginetest.Open(t, url)
	addWorkspace(t, db, "ws_demo")
	cmds := make([]*exec.Cmd, 2)
	outs := make([]*bytes.Buffer, 2)
	for i := range cmds {
		cmds[i] = exec.Command(os.Args[0], "-test.run=^TestThrottleChildProcess$", "-test.count=1")
		cmds[i].Env = append(os.Environ(), "QUEUEPROOF_THROTTLE_CHILD_DB="+url)
		outs[i] = new(bytes.Buffer)
		cmds[i].Stdout, cmds[i].Stderr = outs[i], outs[i]
		if err := cmds[i].Start(); err != nil {
			t.Fatalf("start child: %v", err)
		}
	}
	total := 0
	for i, c := range cmds {
		if err := c.Wait(); err != nil {
			t.Fatalf("child %d: %v\n%s", i, err, outs[i])
		}
		n := -1
		for _, line := range strings.Split(outs[i].String(), "\n") {
			if v, ok := strings.CutPrefix(line, "allowed="); ok {
				n, _ = strconv.Atoi(v)
			}
		}
		if n < 0 {
			t.Fatalf("child %d printed no count:\n%s", i, outs[i])
		}
		total += n
	}
	if total != throttle.PublicAsk().Max {
		t.Fatalf("two processes were allowed %d hits in one window, want %d", total, throttle.PublicAsk().Max)
	}
}

// TestThrottleChildProcess is the child of TestAllowAcrossProcesses; run alone it does nothing.
func TestThrottleChildProcess(t *testing.T) {
	url := os.Getenv("QUEUEPROOF_THROTTLE_CHILD_DB")
	if url == "" {
		t.Skip("child process of TestAllowAcrossProcesses")
	}
	ctx := context.Background()
	db, err := store.Open(ctx, url, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	fixed := func() time.Time { return time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC) }
	s := throttle.New(db, fixed)
	var allowed atomic.Int64
	var wg sync.WaitGroup
	for range 10 {
		wg.Go(func() {
			err := s.Allow(ctx, "ws_demo", throttle.PublicAsk())
			switch {
			case err == nil:
				allowed.Add(1)
			case !errs.Is(err, errs.RateLimited):
				t.Errorf("Allow = %v", err)
			}
		})
	}
	wg.Wait()
	fmt.Printf("allowed=%d\n", allowed.Load())
}

func asError(err error, target **errs.Error) bool {
	e, ok := err.(*errs.Error)
	if ok {
		*target = e
	}
	return ok
}
