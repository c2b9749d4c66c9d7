package action_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine/action"
	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/linear"
	"github.com/queueproof/queueproof/engine/linear/lineartest"
	"github.com/queueproof/queueproof/engine/store"
)

const ws = "ws_actions"

var evidence = []string{"ch_b", "ch_a"}

func quiet() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

// inWorkspace is the evidence check: these ids exist in the workspace.
func inWorkspace(known ...string) action.EvidenceChecker {
	return func(_ context.Context, workspaceID string, ids []string) ([]string, error) {
		var missing []string
		for _, id := range ids {
			found := false
			for _, k := range known {
				found = found || (k == id && workspaceID == ws)
			}
			if !found {
				missing = append(missing, id)
			}
		}
		return missing, nil
	}
}

func openDB(t *testing.T, path string) *store.DB {
	t.Helper()
	return enginetest.Open(t, "file:"+path)
}

func setup(t *testing.T) (string, *store.DB) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "q.db")
	db := openDB(t, path)
	if _, err := db.W.Exec(`INSERT INTO workspaces (id, name, created_at) VALUES (?, 'Actions', '2026-01-01T00:00:00Z')`, ws); err != nil {
		t.Fatal(err)
	}
	return path, db
}

func propose(t *testing.T, svc *action.Service, key string) action.Proposal {
	t.Helper()
	p, err := svc.Create(context.Background(), ws, "owner", action.CreateInput{PacketID: "pk_1", IdempotencyKey: key,
		Action: action.LinearCreateIssue, TeamID: "team-eng", Title: "Fix the export job", Description: "Cited in the queue."}, evidence)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func client(fake *lineartest.Server) *linear.Client {
	c := linear.New(fake.URL, fake.APIKey)
	c.HTTP.Timeout = 2 * time.Second
	return c
}

func TestProposalIdempotency(t *testing.T) {
	_, db := setup(t)
	svc := action.New(db, quiet(), action.Options{})
	a := propose(t, svc, "key-1")
	b := propose(t, svc, "key-1")
	if a.ID != b.ID {
		t.Fatalf("same key gave proposals %s and %s", a.ID, b.ID)
	}
	_, err := svc.Create(context.Background(), ws, "owner", action.CreateInput{PacketID: "pk_1", IdempotencyKey: "key-1",
		Action: action.LinearCreateIssue, TeamID: "team-eng", Title: "Something else", Description: ""}, evidence)
	if !errs.Is(err, errs.Conflict) {
		t.Fatalf("same key, other payload = %v, want CONFLICT", err)
	}
	if got := action.EmbeddedEvidence(a.Payload().Description); len(got) != 2 || got[0] != "ch_a" {
		t.Fatalf("the payload carries evidence %v, want [ch_a ch_b]", got)
	}
	for name, in := range map[string]action.CreateInput{
		"action type": {PacketID: "pk_1", IdempotencyKey: "k2", Action: "github_merge", TeamID: "t", Title: "x"},
		"empty title": {PacketID: "pk_1", IdempotencyKey: "k3", Action: action.LinearCreateIssue, TeamID: "t", Title: " "},
		"long title":  {PacketID: "pk_1", IdempotencyKey: "k4", Action: action.LinearCreateIssue, TeamID: "t", Title: string(make([]byte, 300))},
		"no team":     {PacketID: "pk_1", IdempotencyKey: "k5", Action: action.LinearCreateIssue, Title: "x"},
		"forged line": {PacketID: "pk_1", IdempotencyKey: "k6", Action: action.LinearCreateIssue, TeamID: "t", Title: "x", Description: "QueueProof evidence: ch_z"},
		"no key":      {PacketID: "pk_1", Action: action.LinearCreateIssue, TeamID: "t", Title: "x"},
	} {
		if _, err := svc.Create(context.Background(), ws, "owner", in, evidence); !errs.Is(err, errs.Invalid) {
			t.Errorf("%s: Create = %v, want BAD_USER_INPUT", name, err)
		}
	}
}

func TestApproveExecutesOnce(t *testing.T) {
	_, db := setup(t)
	fake := lineartest.New(t)
	svc := action.New(db, quiet(), action.Options{Issuer: client(fake)})
	p := propose(t, svc, "k")
	st, err := svc.Approve(context.Background(), ws, "owner", p.ID, evidence, inWorkspace(evidence...))
	if err != nil {
		t.Fatal(err)
	}
	if st.Status() != action.Succeeded || st.Execution.ProviderIssueKey == "" || st.Execution.IssueUUID != action.IssueUUID(p.ID) {
		t.Fatalf("state = %s %+v", st.Status(), st.Execution)
	}
	// Approving again changes nothing and calls nothing.
	if _, err := svc.Approve(context.Background(), ws, "owner", p.ID, evidence, inWorkspace(evidence...)); err != nil {
		t.Fatal(err)
	}
	if fake.CreateCalls() != 1 || fake.Issues() != 1 {
		t.Fatalf("create calls %d, issues %d; want 1 and 1", fake.CreateCalls(), fake.Issues())
	}
	call := fake.Calls()[0]
	in := call.Variables["input"].(map[string]any)
	if in["id"] != action.IssueUUID(p.ID) || in["teamId"] != "team-eng" {
		t.Fatalf("issueCreate input = %v", in)
	}
}

// 100 concurrent approvals of one proposal from two engine instances sharing one database
// file: exactly one provider call and one SUCCEEDED execution.
func TestConcurrentApprovalsAcrossTwoInstances(t *testing.T) {
	path, db := setup(t)
	fake := lineartest.New(t)
	fake.Delay = 20 * time.Millisecond
	first := action.New(db, quiet(), action.Options{Issuer: client(fake)})
	second := action.New(openDB(t, path), quiet(), action.Options{Issuer: client(fake)})
	p := propose(t, first, "k")
	var wg sync.WaitGroup
	errsSeen := make(chan error, 100)
	for i := 0; i < 100; i++ {
		svc := first
		if i%2 == 1 {
			svc = second
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			if _, err := svc.Approve(context.Background(), ws, "owner", p.ID, evidence, inWorkspace(evidence...)); err != nil {
				errsSeen <- err
			}
		}()
	}
	wg.Wait()
	close(errsSeen)
	for err := range errsSeen {
		t.Errorf("approve: %v", err)
	}
	if fake.CreateCalls() != 1 || fake.Issues() != 1 {
		t.Fatalf("create calls %d, issues %d; want exactly 1", fake.CreateCalls(), fake.Issues())
	}
	var n, ok int
	_ = db.R.Get(&n, `SELECT count(*) FROM executions`)
	_ = db.R.Get(&ok, `SELECT count(*) FROM executions WHERE status = 'succeeded'`)
	if n != 1 || ok != 1 {
		t.Fatalf("executions %d (succeeded %d), want 1 and 1", n, ok)
	}
}

func TestRevalidationRulesRefuseAndExecuteNothing(t *testing.T) {
	_, db := setup(t)
	fake := lineartest.New(t)
	svc := action.New(db, quiet(), action.Options{Issuer: client(fake)})
	cases := []struct {
		name   string
		tamper string // SQL run on the proposal before approving
		packet []string
		known  []string
		code   errs.Code
		reason string
	}{
		{"action type", `UPDATE proposals SET action = 'github_merge' WHERE id = ?`, evidence, evidence, errs.Invalid, action.ReasonActionType},
		{"payload bounds", `UPDATE proposals SET payload = json_set(payload, '$.title', '') WHERE id = ?`, evidence, evidence, errs.Invalid, action.ReasonPayloadBounds},
		{"payload tampered", `UPDATE proposals SET payload = json_set(payload, '$.teamId', 'team-other') WHERE id = ?`, evidence, evidence, errs.Conflict, action.ReasonPayloadTampered},
		{"evidence outside the workspace", ``, evidence, []string{"ch_a"}, errs.Forbidden, action.ReasonEvidenceWorkspace},
		{"description evidence differs from the packet", ``, []string{"ch_a", "ch_c"}, evidence, errs.Conflict, action.ReasonEvidenceMismatch},
	}
	for i, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			p := propose(t, svc, fmt.Sprintf("rule-%d", i))
			if tc.tamper != "" {
				if _, err := db.W.Exec(tc.tamper, p.ID); err != nil {
					t.Fatal(err)
				}
			}
			_, err := svc.Approve(context.Background(), ws, "owner", p.ID, tc.packet, inWorkspace(tc.known...))
			var e *errs.Error
			if !errors.As(err, &e) || e.Code != tc.code || e.Reason != tc.reason {
				t.Fatalf("Approve = %v, want %s/%s", err, tc.code, tc.reason)
			}
			var n int
			_ = db.R.Get(&n, `SELECT count(*) FROM executions WHERE proposal_id = ?`, p.ID)
			if n != 0 {
				t.Fatal("a refused approval claimed an execution")
			}
		})
	}
	if fake.CreateCalls() != 0 {
		t.Fatalf("refused approvals made %d provider calls", fake.CreateCalls())
	}
}

func TestDryRunWithoutAPIKey(t *testing.T) {
	_, db := setup(t)
	svc := action.New(db, quiet(), action.Options{})
	p := propose(t, svc, "k")
	st, err := svc.Approve(context.Background(), ws, "owner", p.ID, evidence, inWorkspace(evidence...))
	if err != nil {
		t.Fatal(err)
	}
	if st.Status() != action.DryRun || !contains(st.Execution.Request, "issueCreate") || !contains(st.Execution.Request, action.IssueUUID(p.ID)) {
		t.Fatalf("dry run = %s %q", st.Status(), st.Execution.Request)
	}
}

func contains(s, sub string) bool { return strings.Contains(s, sub) }

func TestLostAnswerIsUnknownThenReconciled(t *testing.T) {
	_, db := setup(t)
	fake := lineartest.New(t)
	fake.AfterCreate = func(string) bool { return false } // the issue is created, the answer is lost
	svc := action.New(db, quiet(), action.Options{Issuer: client(fake)})
	p := propose(t, svc, "k")
	st, err := svc.Approve(context.Background(), ws, "owner", p.ID, evidence, inWorkspace(evidence...))
	if err != nil {
		t.Fatal(err)
	}
	if st.Status() != action.Unknown {
		t.Fatalf("lost answer = %s, want unknown", st.Status())
	}
	fake.AfterCreate = nil
	if n, err := svc.Reconcile(context.Background()); err != nil || n != 1 {
		t.Fatalf("Reconcile = %d, %v", n, err)
	}
	st, _ = svc.Load(context.Background(), ws, p.ID)
	if st.Status() != action.Succeeded || fake.Issues() != 1 || fake.CreateCalls() != 1 {
		t.Fatalf("after reconcile: %s, issues %d, create calls %d; want succeeded, 1, 1 (never blindly retried)", st.Status(), fake.Issues(), fake.CreateCalls())
	}
}

// A refused create (the issue's id already exists: an earlier attempt made it) whose read-back
// fails is not known to have failed: it is UNKNOWN, and the reconciler reads the issue back
// and settles it as the success it is, without creating another.
func TestRefusedWithAFailedReadBackIsUnknownThenReconciled(t *testing.T) {
	_, db := setup(t)
	fake := lineartest.New(t)
	svc := action.New(db, quiet(), action.Options{Issuer: client(fake)})
	p := propose(t, svc, "k")
	if _, err := client(fake).CreateIssue(context.Background(), linear.IssueInput{ID: action.IssueUUID(p.ID), TeamID: "team-eng", Title: "Fix the export job"}); err != nil {
		t.Fatal(err)
	}
	fake.FailReadsNext = 1
	st, err := svc.Approve(context.Background(), ws, "owner", p.ID, evidence, inWorkspace(evidence...))
	if err != nil {
		t.Fatal(err)
	}
	if st.Status() != action.Unknown {
		t.Fatalf("refused create, failed read-back = %s, want unknown", st.Status())
	}
	if n, err := svc.Reconcile(context.Background()); err != nil || n != 1 {
		t.Fatalf("Reconcile = %d, %v", n, err)
	}
	st, _ = svc.Load(context.Background(), ws, p.ID)
	if st.Status() != action.Succeeded || fake.Issues() != 1 {
		t.Fatalf("after reconcile: %s, issues %d; want succeeded, 1", st.Status(), fake.Issues())
	}
}

func TestRateLimitedThenRunsAfterReset(t *testing.T) {
	_, db := setup(t)
	fake := lineartest.New(t)
	fake.RateLimitNext = 1
	now := time.Now()
	clock := func() time.Time { return now }
	svc := action.New(db, quiet(), action.Options{Issuer: client(fake), Now: clock})
	p := propose(t, svc, "k")
	_, err := svc.Approve(context.Background(), ws, "owner", p.ID, evidence, inWorkspace(evidence...))
	var e *errs.Error
	if !errors.As(err, &e) || e.Code != errs.RateLimited || e.RetryAfter < 1 {
		t.Fatalf("rate-limited approve = %v", err)
	}
	if n, _ := svc.Reconcile(context.Background()); n != 0 {
		t.Fatal("reconciled before the reset")
	}
	now = now.Add(10 * time.Second)
	svc = action.New(db, quiet(), action.Options{Issuer: client(fake), Now: func() time.Time { return now }})
	if n, err := svc.Reconcile(context.Background()); err != nil || n != 1 {
		t.Fatalf("Reconcile after the reset = %d, %v", n, err)
	}
	st, _ := svc.Load(context.Background(), ws, p.ID)
	if st.Status() != action.Succeeded || fake.Issues() != 1 {
		t.Fatalf("after reset: %s, issues %d", st.Status(), fake.Issues())
	}
}

// Crash injection: a real child process approves and is killed (SIGKILL) after the claim and
// before the provider answers, or after the provider answered and before success is recorded.
// On restart, reconciliation ends with exactly one issue in the fake's record and SUCCEEDED.
func TestCrashInjection(t *testing.T) {
	for _, stage := range []string{"after_claim", "after_provider"} {
		t.Run(stage, func(t *testing.T) {
			path, db := setup(t)
			fake := lineartest.New(t)
			p := propose(t, action.New(db, quiet(), action.Options{}), "crash")
			cmd := exec.Command(os.Args[0], "-test.run=^TestCrashChild$")
			cmd.Env = append(os.Environ(), "QP_CRASH_STAGE="+stage, "QP_CRASH_DB="+path, "QP_CRASH_PROPOSAL="+p.ID,
				"QP_CRASH_LINEAR="+fake.URL, "QP_CRASH_KEY="+fake.APIKey)
			out, err := cmd.CombinedOutput()
			var exit *exec.ExitError
			if !errors.As(err, &exit) || exit.Sys().(syscall.WaitStatus).Signal() != syscall.SIGKILL {
				t.Fatalf("child was not killed at %s: %v\n%s", stage, err, out)
			}
			wantIssues := map[string]int{"after_claim": 0, "after_provider": 1}[stage]
			if fake.Issues() != wantIssues {
				t.Fatalf("issues after the crash = %d, want %d", fake.Issues(), wantIssues)
			}
			// Restart: a new process's service, past the lease.
			later := func() time.Time { return time.Now().Add(10 * time.Minute) }
			svc := action.New(db, quiet(), action.Options{Issuer: client(fake), Now: later})
			if n, err := svc.Reconcile(context.Background()); err != nil || n != 1 {
				t.Fatalf("Reconcile = %d, %v", n, err)
			}
			st, _ := svc.Load(context.Background(), ws, p.ID)
			if st.Status() != action.Succeeded || fake.Issues() != 1 {
				t.Fatalf("after restart: %s with %d issues; want succeeded and exactly 1", st.Status(), fake.Issues())
			}
			if again, _ := svc.Reconcile(context.Background()); again != 0 || fake.Issues() != 1 {
				t.Fatalf("a second reconcile changed things: %d, issues %d", again, fake.Issues())
			}
		})
	}
}

// TestCrashChild is the child side of TestCrashInjection; it does nothing in a normal run.
func TestCrashChild(t *testing.T) {
	stage := os.Getenv("QP_CRASH_STAGE")
	if stage == "" {
		t.Skip("only run as the child of TestCrashInjection")
	}
	db, err := store.Open(context.Background(), "file:"+os.Getenv("QP_CRASH_DB"), store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	c := linear.New(os.Getenv("QP_CRASH_LINEAR"), os.Getenv("QP_CRASH_KEY"))
	svc := action.New(db, quiet(), action.Options{Issuer: c, Hook: func(s string) {
		if s == stage {
			_ = syscall.Kill(os.Getpid(), syscall.SIGKILL)
			select {}
		}
	}})
	_, err = svc.Approve(context.Background(), ws, "owner", os.Getenv("QP_CRASH_PROPOSAL"), evidence, inWorkspace(evidence...))
	t.Fatalf("the child survived %s: %v", stage, err)
}
