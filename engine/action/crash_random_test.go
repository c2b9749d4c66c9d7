package action_test

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"syscall"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine/action"
	"github.com/queueproof/queueproof/engine/linear"
	"github.com/queueproof/queueproof/engine/linear/lineartest"
	"github.com/queueproof/queueproof/engine/store"
)

// Crash injection at an arbitrary moment, to complement TestCrashInjection's two fixed
// stages: N times, a real child process approves a new proposal and is SIGKILLed from outside
// after a random delay — before the claim, during the provider call, between the answer and
// the record, or after it finished. Each run then does what an operator's restart does
// (reconcile past the lease, and approve again when nothing was claimed), and must end
// SUCCEEDED with exactly one more Linear issue and one execution row: none lost, none doubled.
func TestRandomKillDuringExecution(t *testing.T) {
	if os.Getenv("QP_RKILL_DB") != "" {
		t.Skip("child process")
	}
	const runs = 12
	path, db := setup(t)
	fake := lineartest.New(t)
	fake.Delay = 30 * time.Millisecond // widens the window of a call in flight
	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 5))
	later := func() time.Time { return time.Now().Add(10 * time.Minute) }
	for i := range runs {
		p := propose(t, action.New(db, quiet(), action.Options{}), fmt.Sprintf("random-%d", i))
		cmd := exec.Command(os.Args[0], "-test.run=^TestRandomKillChild$")
		cmd.Env = append(os.Environ(), "QP_RKILL_DB="+path, "QP_RKILL_PROPOSAL="+p.ID, "QP_RKILL_LINEAR="+fake.URL, "QP_RKILL_KEY="+fake.APIKey)
		stdout, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		ready := bufio.NewScanner(stdout)
		for ready.Scan() && ready.Text() != "approving" {
		}
		delay := time.Duration(rng.Int64N(int64(2 * fake.Delay)))
		time.Sleep(delay)
		_ = cmd.Process.Signal(syscall.SIGKILL)
		for ready.Scan() {
		}
		err = cmd.Wait()
		var exit *exec.ExitError
		killed := errors.As(err, &exit) && exit.Sys().(syscall.WaitStatus).Signal() == syscall.SIGKILL
		if err != nil && !killed {
			t.Fatalf("run %d: child = %v", i, err)
		}

		// Restart.
		svc := action.New(db, quiet(), action.Options{Issuer: client(fake), Now: later})
		if _, err := svc.Reconcile(context.Background()); err != nil {
			t.Fatalf("run %d: Reconcile = %v", i, err)
		}
		st, err := svc.Load(context.Background(), ws, p.ID)
		if err != nil {
			t.Fatal(err)
		}
		stage := "after the claim"
		if st.Execution == nil {
			stage = "before the claim"
			if st, err = svc.Approve(context.Background(), ws, "owner", p.ID, evidence, inWorkspace(evidence...)); err != nil {
				t.Fatalf("run %d: approving again = %v", i, err)
			}
		}
		var rows int
		_ = db.R.Get(&rows, `SELECT count(*) FROM executions WHERE proposal_id = ?`, p.ID)
		if st.Status() != action.Succeeded || fake.Issues() != i+1 || rows != 1 {
			t.Fatalf("run %d (killed=%v %s after %v): %s, %d issues, %d execution rows; want succeeded, %d, 1",
				i, killed, stage, delay, st.Status(), fake.Issues(), rows, i+1)
		}
		t.Logf("run %d: killed=%v after %v, %s", i, killed, delay, stage)
	}
	if fake.CreateCalls() < runs {
		t.Fatalf("%d create calls for %d runs", fake.CreateCalls(), runs)
	}
}

// TestRandomKillChild is the child side of TestRandomKillDuringExecution; it does nothing in
// a normal run.
func TestRandomKillChild(t *testing.T) {
	path := os.Getenv("QP_RKILL_DB")
	if path == "" {
		t.Skip("only run as the child of TestRandomKillDuringExecution")
	}
	db, err := store.Open(context.Background(), "file:"+path, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	c := linear.New(os.Getenv("QP_RKILL_LINEAR"), os.Getenv("QP_RKILL_KEY"))
	svc := action.New(db, quiet(), action.Options{Issuer: c})
	fmt.Println("approving")
	if _, err := svc.Approve(context.Background(), ws, "owner", os.Getenv("QP_RKILL_PROPOSAL"), evidence, inWorkspace(evidence...)); err != nil {
		t.Fatal(err)
	}
}
