// Package action is the write path to the outside world: a proposal (what would be done, from
// which packet, with which evidence), one approval, and at most one execution — a Linear issue.
// At-most-once rests on the database, not on process memory: one approval row and one
// execution row per proposal (unique constraints), the execution claimed before any provider
// I/O, and a client-supplied issue id derived from the proposal, so that a retry after a crash
// finds or re-creates the same issue and never a second one.
package action

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"regexp"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/jmoiron/sqlx"

	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/ids"
	"github.com/queueproof/queueproof/engine/linear"
	"github.com/queueproof/queueproof/engine/page"
	"github.com/queueproof/queueproof/engine/store"
	"github.com/queueproof/queueproof/engine/textsafe"
)

// LinearCreateIssue is the one action type.
const LinearCreateIssue = "linear_create_issue"

// Execution statuses.
const (
	Claimed   = "claimed"
	Succeeded = "succeeded"
	Failed    = "failed"
	Unknown   = "unknown"
	DryRun    = "dry_run"
)

// Revalidation reasons (extensions.reason), one per rule.
const (
	ReasonRole              = "ROLE"
	ReasonActionType        = "ACTION_TYPE"
	ReasonPayloadBounds     = "PAYLOAD_BOUNDS"
	ReasonPayloadTampered   = "PAYLOAD_TAMPERED"
	ReasonEvidenceWorkspace = "EVIDENCE_WORKSPACE"
	ReasonEvidenceMismatch  = "EVIDENCE_MISMATCH"
)

// Payload bounds.
const (
	MaxTitle       = 255
	MaxDescription = 20000
	MaxTeamID      = 64
	MaxKey         = 200
)

// Payload is exactly what would be sent to Linear (besides the derived issue id).
type Payload struct {
	TeamID      string `json:"teamId"`
	Title       string `json:"title"`
	Description string `json:"description"`
}

// Proposal is one proposed action.
type Proposal struct {
	ID             string `db:"id"`
	WorkspaceID    string `db:"workspace_id"`
	PacketID       string `db:"packet_id"`
	IdempotencyKey string `db:"idempotency_key"`
	Action         string `db:"action"`
	PayloadJSON    string `db:"payload"`
	PayloadHash    string `db:"payload_hash"`
	EvidenceJSON   string `db:"evidence_ids"`
	CreatedBy      string `db:"created_by"`
	CreatedAt      string `db:"created_at"`
}

// Payload decodes the stored payload.
func (p Proposal) Payload() Payload {
	var pl Payload
	_ = json.Unmarshal([]byte(p.PayloadJSON), &pl)
	return pl
}

// EvidenceIDs decodes the packet's evidence ids recorded with the proposal.
func (p Proposal) EvidenceIDs() []string {
	var ids []string
	_ = json.Unmarshal([]byte(p.EvidenceJSON), &ids)
	return ids
}

// Approval is the one approval of a proposal.
type Approval struct {
	ID         string `db:"id"`
	ProposalID string `db:"proposal_id"`
	ApprovedBy string `db:"approved_by"`
	CreatedAt  string `db:"created_at"`
}

// Execution is the one execution of a proposal.
type Execution struct {
	ID               string `db:"id"`
	ProposalID       string `db:"proposal_id"`
	WorkspaceID      string `db:"workspace_id"`
	Status           string `db:"status"`
	IssueUUID        string `db:"issue_uuid"`
	ProviderIssueID  string `db:"provider_issue_id"`
	ProviderIssueKey string `db:"provider_issue_key"`
	ProviderIssueURL string `db:"provider_issue_url"`
	Request          string `db:"request"`
	Error            string `db:"error"`
	Attempts         int    `db:"attempts"`
	ClaimedAt        string `db:"claimed_at"`
	UpdatedAt        string `db:"updated_at"`
}

// Issuer creates and reads Linear issues (*linear.Client; nil runs dry).
type Issuer interface {
	CreateIssue(ctx context.Context, in linear.IssueInput) (linear.Issue, error)
	GetIssue(ctx context.Context, id string) (linear.Issue, error)
}

// Options configure the service.
type Options struct {
	Issuer Issuer // nil: executions run dry and record the exact request
	Now    func() time.Time
	// Lease is how long a claimed execution may stay in flight before reconciliation takes it
	// over (default 2 minutes).
	Lease time.Duration
	// Hook, when set, is called at "after_claim" and "after_provider": fault-injection points for
	// crash tests. Production leaves it nil.
	Hook func(stage string)
}

// Service manages proposals, approvals and executions.
type Service struct {
	db   *store.DB
	log  *slog.Logger
	opts Options
}

// New returns the service.
func New(db *store.DB, log *slog.Logger, o Options) *Service {
	if o.Now == nil {
		o.Now = time.Now
	}
	if o.Lease == 0 {
		o.Lease = 2 * time.Minute
	}
	return &Service{db: db, log: log, opts: o}
}

func (s *Service) stamp() string { return s.opts.Now().UTC().Format(time.RFC3339Nano) }

// IssueUUID is the Linear issue id of a proposal: a UUID (version 5 layout) derived from the
// proposal id, persisted with the claim before any call.
func IssueUUID(proposalID string) string {
	sum := sha256.Sum256([]byte("queueproof/linear-issue/v1:" + proposalID))
	b := sum[:16]
	b[6] = (b[6] & 0x0f) | 0x50
	b[8] = (b[8] & 0x3f) | 0x80
	h := hex.EncodeToString(b)
	return h[0:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:32]
}

// evidenceLine is how a proposal's description carries its evidence ids, so the exact payload
// Linear receives names the evidence it rests on.
const evidencePrefix = "QueueProof evidence: "

var evidenceLine = regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(evidencePrefix) + `(.*)$`)

// EmbeddedEvidence returns the evidence ids a description carries (nil when none).
func EmbeddedEvidence(description string) []string {
	m := evidenceLine.FindAllStringSubmatch(description, -1)
	if len(m) != 1 {
		return nil
	}
	var ids []string
	for _, id := range strings.Split(m[0][1], ",") {
		if id = strings.TrimSpace(id); id != "" {
			ids = append(ids, id)
		}
	}
	return ids
}

func sameSet(a, b []string) bool {
	x, y := slices.Clone(a), slices.Clone(b)
	slices.Sort(x)
	slices.Sort(y)
	return slices.Equal(slices.Compact(x), slices.Compact(y))
}

// checkBounds validates a payload.
func checkBounds(p Payload) error {
	bad := func(format string, args ...any) error {
		return errs.WithReason(errs.Invalid, ReasonPayloadBounds, format, args...)
	}
	switch {
	case strings.TrimSpace(p.TeamID) == "" || len(p.TeamID) > MaxTeamID || strings.ContainsAny(p.TeamID, " \n\t"):
		return bad("teamId must be a Linear team id (1 to %d characters, no spaces)", MaxTeamID)
	case strings.TrimSpace(p.Title) == "" || utf8.RuneCountInString(p.Title) > MaxTitle || strings.Contains(p.Title, "\n"):
		return bad("title must be one line of 1 to %d characters", MaxTitle)
	case utf8.RuneCountInString(p.Description) > MaxDescription:
		return bad("description must be at most %d characters", MaxDescription)
	case !utf8.ValidString(p.TeamID) || !utf8.ValidString(p.Title) || !utf8.ValidString(p.Description):
		return bad("payload must be valid UTF-8")
	}
	// The owner approves what the review shows: nothing in it may display as something else.
	for _, f := range []struct {
		name, text string
		lines      bool
	}{{"teamId", p.TeamID, false}, {"title", p.Title, false}, {"description", p.Description, true}} {
		if r, ok := textsafe.Hidden(f.text, f.lines); ok {
			return bad("%s cannot hold control or text-direction characters (found U+%04X)", f.name, r)
		}
	}
	return nil
}

func hashPayload(action string, p Payload) (string, string) {
	b, _ := json.Marshal(struct {
		Action string  `json:"action"`
		P      Payload `json:"payload"`
	}{action, p})
	sum := sha256.Sum256(b)
	pj, _ := json.Marshal(p)
	return string(pj), hex.EncodeToString(sum[:])
}

// CreateInput is a proposal request.
type CreateInput struct {
	PacketID       string
	IdempotencyKey string
	Action         string
	TeamID         string
	Title          string
	Description    string
}

// Create stores a proposal for a packet whose evidence ids are evidence. The same idempotency
// key in the workspace returns the same proposal; a different payload under it is CONFLICT.
// The description gets the evidence line appended, so the payload carries its evidence ids.
func (s *Service) Create(ctx context.Context, workspaceID, who string, in CreateInput, evidence []string) (Proposal, error) {
	if in.Action != LinearCreateIssue {
		return Proposal{}, errs.WithReason(errs.Invalid, ReasonActionType, "action must be LINEAR_CREATE_ISSUE")
	}
	key := strings.TrimSpace(in.IdempotencyKey)
	if key == "" || len(key) > MaxKey {
		return Proposal{}, errs.E(errs.Invalid, "idempotencyKey must be 1 to %d characters", MaxKey)
	}
	if len(evidence) == 0 {
		return Proposal{}, errs.WithReason(errs.Invalid, ReasonEvidenceWorkspace, "the packet cites no evidence; nothing to propose from")
	}
	if EmbeddedEvidence(in.Description) != nil || strings.Contains(in.Description, evidencePrefix) {
		return Proposal{}, errs.WithReason(errs.Invalid, ReasonPayloadBounds, "the description must not contain its own %q line; it is added", strings.TrimSpace(evidencePrefix))
	}
	evidenceIDs := slices.Clone(evidence)
	slices.Sort(evidenceIDs)
	desc := strings.TrimRight(in.Description, "\n")
	if desc != "" {
		desc += "\n\n"
	}
	desc += "---\n" + evidencePrefix + strings.Join(evidenceIDs, ", ") + "\nQueueProof packet: " + in.PacketID
	p := Payload{TeamID: strings.TrimSpace(in.TeamID), Title: strings.TrimSpace(in.Title), Description: desc}
	if err := checkBounds(p); err != nil {
		return Proposal{}, err
	}
	payloadJSON, hash := hashPayload(in.Action, p)
	evJSON, _ := json.Marshal(evidenceIDs)
	pr := Proposal{ID: ids.New("pr_", 10), WorkspaceID: workspaceID, PacketID: in.PacketID, IdempotencyKey: key, Action: in.Action,
		PayloadJSON: payloadJSON, PayloadHash: hash, EvidenceJSON: string(evJSON), CreatedBy: who, CreatedAt: s.stamp()}
	res, err := s.db.W.NamedExecContext(ctx, `INSERT INTO proposals (id, workspace_id, packet_id, idempotency_key, action, payload, payload_hash, evidence_ids, created_by, created_at)
		VALUES (:id, :workspace_id, :packet_id, :idempotency_key, :action, :payload, :payload_hash, :evidence_ids, :created_by, :created_at)
		ON CONFLICT (workspace_id, idempotency_key) DO NOTHING`, pr)
	if err != nil {
		return Proposal{}, fmt.Errorf("insert proposal: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 1 {
		return pr, nil
	}
	var existing Proposal
	if err := s.db.W.GetContext(ctx, &existing, `SELECT `+proposalCols+` FROM proposals WHERE workspace_id = ? AND idempotency_key = ?`, workspaceID, key); err != nil {
		return Proposal{}, fmt.Errorf("read proposal: %w", err)
	}
	if existing.PayloadHash != hash || existing.PacketID != in.PacketID {
		return Proposal{}, errs.E(errs.Conflict, "idempotency key %q was used for a different proposal", key)
	}
	return existing, nil
}

const proposalCols = `id, workspace_id, packet_id, idempotency_key, action, payload, payload_hash, evidence_ids, created_by, created_at`

// proposalColsP is proposalCols qualified by the alias p, for queries that join proposals.
var proposalColsP = "p." + strings.ReplaceAll(proposalCols, ", ", ", p.")

const executionCols = `id, proposal_id, workspace_id, status, issue_uuid, provider_issue_id, provider_issue_key, provider_issue_url, request, error, attempts, claimed_at, updated_at`

// Get reads a proposal of the workspace.
func (s *Service) Get(ctx context.Context, workspaceID, id string) (Proposal, error) {
	var p Proposal
	err := s.db.R.GetContext(ctx, &p, `SELECT `+proposalCols+` FROM proposals WHERE id = ? AND workspace_id = ?`, id, workspaceID)
	if errors.Is(err, sql.ErrNoRows) {
		return p, errs.E(errs.NotFound, "proposal not found")
	}
	if err != nil {
		return p, fmt.Errorf("read proposal: %w", err)
	}
	return p, nil
}

// State is a proposal with its approval and execution (nil when none yet).
type State struct {
	Proposal  Proposal
	Approval  *Approval
	Execution *Execution
}

// Status summarises a proposal: pending, approved, or its execution's status.
func (st State) Status() string {
	switch {
	case st.Execution != nil:
		return st.Execution.Status
	case st.Approval != nil:
		return "approved"
	default:
		return "pending"
	}
}

// Load reads a proposal's state.
func (s *Service) Load(ctx context.Context, workspaceID, id string) (State, error) {
	p, err := s.Get(ctx, workspaceID, id)
	if err != nil {
		return State{}, err
	}
	return s.state(ctx, p)
}

func (s *Service) state(ctx context.Context, p Proposal) (State, error) {
	sts, err := s.states(ctx, []Proposal{p})
	if err != nil {
		return State{}, err
	}
	return sts[0], nil
}

// states reads the approvals and executions of proposals, two queries whatever their number,
// and returns their states in the order of proposals.
func (s *Service) states(ctx context.Context, proposals []Proposal) ([]State, error) {
	if len(proposals) == 0 {
		return nil, nil
	}
	ids := make([]string, len(proposals))
	for i, p := range proposals {
		ids[i] = p.ID
	}
	var approvals []Approval
	q, args, err := sqlx.In(`SELECT id, proposal_id, approved_by, created_at FROM approvals WHERE proposal_id IN (?)`, ids)
	if err != nil {
		return nil, err
	}
	if err := s.db.R.SelectContext(ctx, &approvals, q, args...); err != nil {
		return nil, fmt.Errorf("read approval: %w", err)
	}
	var executions []Execution
	if q, args, err = sqlx.In(`SELECT `+executionCols+` FROM executions WHERE proposal_id IN (?)`, ids); err != nil {
		return nil, err
	}
	if err := s.db.R.SelectContext(ctx, &executions, q, args...); err != nil {
		return nil, fmt.Errorf("read execution: %w", err)
	}
	out := make([]State, len(proposals))
	for i, p := range proposals {
		out[i].Proposal = p
		for j := range approvals {
			if approvals[j].ProposalID == p.ID {
				out[i].Approval = &approvals[j]
			}
		}
		for j := range executions {
			if executions[j].ProposalID == p.ID {
				out[i].Execution = &executions[j]
			}
		}
	}
	return out, nil
}

// Page is one page of proposals with their states.
type Page struct {
	Items []State
	Info  page.Info
}

// List returns one page of the workspace's proposals, newest first, with their states; status
// (pending, approved, claimed, succeeded, failed, unknown, dry_run) filters when not empty.
func (s *Service) List(ctx context.Context, workspaceID, status string, req page.Request) (Page, error) {
	req, err := req.Normalize()
	if err != nil {
		return Page{}, err
	}
	const statusExpr = `CASE WHEN e.status IS NOT NULL THEN e.status WHEN a.id IS NOT NULL THEN 'approved' ELSE 'pending' END`
	q := `SELECT ` + proposalColsP + ` FROM proposals p LEFT JOIN approvals a ON a.proposal_id = p.id LEFT JOIN executions e ON e.proposal_id = p.id
		WHERE p.workspace_id = ? AND (? = '' OR ` + statusExpr + ` = ?)`
	args := []any{workspaceID, status, status}
	if req.After != "" {
		after, _ := page.DecodeCursor(req.After)
		q += ` AND (p.created_at, p.id) < (SELECT created_at, id FROM proposals WHERE id = ? AND workspace_id = ?)`
		args = append(args, after, workspaceID)
	}
	q += ` ORDER BY p.created_at DESC, p.id DESC LIMIT ?`
	args = append(args, req.First+1)
	var proposals []Proposal
	if err := s.db.R.SelectContext(ctx, &proposals, q, args...); err != nil {
		return Page{}, fmt.Errorf("list proposals: %w", err)
	}
	var out Page
	proposals, out.Info = page.Trim(proposals, req.First, func(p Proposal) string { return p.ID })
	if out.Items, err = s.states(ctx, proposals); err != nil {
		return Page{}, err
	}
	return out, nil
}

// EvidenceChecker reports which of ids do not belong to the workspace's evidence.
type EvidenceChecker func(ctx context.Context, workspaceID string, ids []string) (missing []string, err error)

// Approve revalidates the proposal and, only then, claims its execution and runs it. Rules, each
// refused with its own reason and nothing executed: the action type, the payload bounds, the
// stored payload unchanged since it was proposed, every evidence id still in the workspace, and
// the evidence ids embedded in the provider description equal to the packet's. The caller has
// already checked the owner role. Concurrent approvals (any replica) resolve to one claim: the
// losers get the winner's execution and make no call.
func (s *Service) Approve(ctx context.Context, workspaceID, who, id string, packetEvidence []string, check EvidenceChecker) (State, error) {
	p, err := s.Get(ctx, workspaceID, id)
	if err != nil {
		return State{}, err
	}
	if p.Action != LinearCreateIssue {
		return State{}, errs.WithReason(errs.Invalid, ReasonActionType, "unsupported action %q", p.Action)
	}
	pl := p.Payload()
	if err := checkBounds(pl); err != nil {
		return State{}, err
	}
	if _, hash := hashPayload(p.Action, pl); hash != p.PayloadHash {
		return State{}, errs.WithReason(errs.Conflict, ReasonPayloadTampered, "the stored payload changed after it was proposed")
	}
	missing, err := check(ctx, workspaceID, p.EvidenceIDs())
	if err != nil {
		return State{}, err
	}
	if len(missing) > 0 {
		return State{}, errs.WithReason(errs.Forbidden, ReasonEvidenceWorkspace, "%d evidence ids are not in this workspace", len(missing))
	}
	embedded := EmbeddedEvidence(pl.Description)
	if embedded == nil || !sameSet(embedded, p.EvidenceIDs()) || !sameSet(embedded, packetEvidence) {
		return State{}, errs.WithReason(errs.Conflict, ReasonEvidenceMismatch, "the evidence ids in the issue description do not match the packet's")
	}
	now := s.stamp()
	exec := Execution{ID: ids.New("ex_", 10), ProposalID: p.ID, WorkspaceID: workspaceID, Status: Claimed, IssueUUID: IssueUUID(p.ID), ClaimedAt: now, UpdatedAt: now}
	won := false
	err = s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		if _, err := tx.ExecContext(ctx, `INSERT INTO approvals (id, proposal_id, approved_by, created_at) VALUES (?, ?, ?, ?)
			ON CONFLICT (proposal_id) DO NOTHING`, ids.New("ap_", 10), p.ID, who, now); err != nil {
			return fmt.Errorf("insert approval: %w", err)
		}
		res, err := tx.NamedExecContext(ctx, `INSERT INTO executions (`+executionCols+`)
			VALUES (:id, :proposal_id, :workspace_id, :status, :issue_uuid, :provider_issue_id, :provider_issue_key, :provider_issue_url, :request, :error, :attempts, :claimed_at, :updated_at)
			ON CONFLICT (proposal_id) DO NOTHING`, exec)
		if err != nil {
			return fmt.Errorf("claim execution: %w", err)
		}
		n, _ := res.RowsAffected()
		won = n == 1
		return nil
	})
	if err != nil {
		return State{}, err
	}
	if won {
		s.hook("after_claim")
		if err := s.run(ctx, p, &exec); err != nil {
			return State{}, err
		}
	}
	return s.state(ctx, p)
}

func (s *Service) hook(stage string) {
	if s.opts.Hook != nil {
		s.opts.Hook(stage)
	}
}

// run performs a claimed execution (or a reconciliation of one) and records its outcome.
func (s *Service) run(ctx context.Context, p Proposal, e *Execution) error {
	pl := p.Payload()
	in := linear.IssueInput{ID: e.IssueUUID, TeamID: pl.TeamID, Title: pl.Title, Description: pl.Description}
	if s.opts.Issuer == nil {
		body, _ := linear.RequestBody(linear.CreateIssueMutation, map[string]any{"input": in})
		return s.finish(ctx, e, DryRun, "", linear.Issue{}, string(body))
	}
	issue, err := s.opts.Issuer.CreateIssue(ctx, in)
	if err == nil {
		s.hook("after_provider")
		return s.finish(ctx, e, Succeeded, "", issue, "")
	}
	var refused *linear.RefusedError
	var limited *linear.RateLimitedError
	switch {
	case errors.As(err, &limited):
		// Nothing was created: leave the claim, to be picked up after the reset.
		_, uerr := s.db.W.ExecContext(ctx, `UPDATE executions SET error = ?, attempts = attempts + 1, updated_at = ? WHERE id = ? AND status = 'claimed'`,
			err.Error(), limited.Until.UTC().Add(-s.opts.Lease).Format(time.RFC3339Nano), e.ID)
		if uerr != nil {
			return fmt.Errorf("record rate limit: %w", uerr)
		}
		return &errs.Error{Code: errs.RateLimited, Message: "Linear is rate limiting; the approved action runs when it allows",
			RetryAfter: max(1, int(limited.Until.Sub(s.opts.Now()).Seconds()+0.5))}
	case errors.As(err, &refused):
		// The provider answered with an error. If it is the duplicate-id answer, the issue
		// exists: read it back and count it as the success it is.
		got, gerr := s.opts.Issuer.GetIssue(ctx, e.IssueUUID)
		switch {
		case gerr == nil:
			return s.finish(ctx, e, Succeeded, "", got, "")
		case !errors.Is(gerr, linear.ErrNotFound):
			// The read-back failed: whether the issue exists is not known, so the execution
			// is left for the reconciler to read back, never reported failed for good.
			return s.finish(ctx, e, Unknown, refused.Message+"; reading the issue back failed: "+gerr.Error(), linear.Issue{}, "")
		}
		return s.finish(ctx, e, Failed, refused.Message, linear.Issue{}, "")
	default:
		return s.finish(ctx, e, Unknown, err.Error(), linear.Issue{}, "")
	}
}

func (s *Service) finish(ctx context.Context, e *Execution, status, msg string, issue linear.Issue, request string) error {
	_, err := s.db.W.ExecContext(ctx, `UPDATE executions SET status = ?, error = ?, provider_issue_id = ?, provider_issue_key = ?,
		provider_issue_url = ?, request = ?, attempts = attempts + 1, updated_at = ? WHERE id = ? AND status IN ('claimed', 'unknown')`,
		status, msg, issue.ID, issue.Identifier, issue.URL, request, s.stamp(), e.ID)
	if err != nil {
		return fmt.Errorf("record execution: %w", err)
	}
	s.log.InfoContext(ctx, "execution finished", "execution", e.ID, "status", status)
	return nil
}

// Reconcile settles executions whose outcome is not known: those UNKNOWN, and those CLAIMED
// longer than the lease (a process died between claim and record). For each it first reads
// the issue back by its derived id: found means it succeeded; not found means no issue exists,
// so creating it with the same id is safe (a concurrent duplicate is refused by Linear and read
// back). Each execution is taken by one reconciler at a time (a compare-and-set on its
// updated_at), so replicas may all run it. It returns how many it settled.
func (s *Service) Reconcile(ctx context.Context) (int, error) {
	cutoff := s.opts.Now().Add(-s.opts.Lease).UTC().Format(time.RFC3339Nano)
	var stale []Execution
	if err := s.db.R.SelectContext(ctx, &stale, `SELECT `+executionCols+` FROM executions
		WHERE status = 'unknown' OR (status = 'claimed' AND updated_at < ?) ORDER BY claimed_at, id LIMIT 100`, cutoff); err != nil {
		return 0, fmt.Errorf("list unsettled executions: %w", err)
	}
	settled := 0
	for i := range stale {
		e := &stale[i]
		res, err := s.db.W.ExecContext(ctx, `UPDATE executions SET updated_at = ? WHERE id = ? AND updated_at = ?`, s.stamp(), e.ID, e.UpdatedAt)
		if err != nil {
			return settled, fmt.Errorf("take execution: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			continue // another reconciler has it
		}
		var p Proposal
		if err := s.db.R.GetContext(ctx, &p, `SELECT `+proposalCols+` FROM proposals WHERE id = ?`, e.ProposalID); err != nil {
			return settled, fmt.Errorf("read proposal: %w", err)
		}
		if s.opts.Issuer != nil {
			issue, err := s.opts.Issuer.GetIssue(ctx, e.IssueUUID)
			if err == nil {
				if err := s.finish(ctx, e, Succeeded, "", issue, ""); err != nil {
					return settled, err
				}
				settled++
				continue
			}
			if !errors.Is(err, linear.ErrNotFound) {
				s.log.WarnContext(ctx, "reconcile: cannot read issue back yet", "execution", e.ID, "error", err)
				continue
			}
		}
		if err := s.run(ctx, p, e); err != nil && !errs.Is(err, errs.RateLimited) {
			return settled, err
		}
		settled++
	}
	return settled, nil
}
