package provider

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/netip"
	"net/url"
	"strings"
	"time"

	"github.com/jmoiron/sqlx"

	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/ids"
	"github.com/queueproof/queueproof/engine/kpi"
	"github.com/queueproof/queueproof/engine/secretbox"
	"github.com/queueproof/queueproof/engine/source"
	"github.com/queueproof/queueproof/engine/store"
)

// Options tune the consumer. The zero value gives the contract's defaults.
type Options struct {
	Deadline         time.Duration // per call, default 2 s
	MaxResponseBytes int64         // default 1 MiB
	RotationOverlap  time.Duration // both secrets sign for this long after a rotation, default 24 h
	BreakerThreshold int           // consecutive failures that open the circuit, default 3
	BreakerCooldown  time.Duration // how long an open circuit waits before a probe, default 30 s
	CacheTTL         time.Duration // agent-path cache, at most 60 s, default 30 s
	CacheEntries     int           // per workspace and provider, default 256
	Resolver         Resolver
	AllowedPrefixes  []netip.Prefix
	// PrivateNetworks is the operator's allowlist for allowPrivateNetwork registrations.
	PrivateNetworks PrivateNetworks
	Now             func() time.Time
}

// Service is the consumer side of KPI for all workspaces.
type Service struct {
	db      *store.DB
	box     *secretbox.Box
	log     *slog.Logger
	schemas *kpi.Schemas
	opts    Options
	guarded *http.Client // SSRF guard on
	open    *http.Client // allow_private_network registrations
	cache   *cache
}

// New returns the service.
func New(db *store.DB, box *secretbox.Box, log *slog.Logger, o Options) (*Service, error) {
	if o.Deadline == 0 {
		o.Deadline = 2 * time.Second
	}
	if o.MaxResponseBytes == 0 {
		o.MaxResponseBytes = kpi.DefaultMaxResponseBytes
	}
	if o.RotationOverlap == 0 {
		o.RotationOverlap = 24 * time.Hour
	}
	if o.BreakerThreshold == 0 {
		o.BreakerThreshold = 3
	}
	if o.BreakerCooldown == 0 {
		o.BreakerCooldown = 30 * time.Second
	}
	if o.CacheTTL == 0 || o.CacheTTL > 60*time.Second {
		o.CacheTTL = min(max(o.CacheTTL, 30*time.Second), 60*time.Second)
	}
	if o.CacheEntries == 0 {
		o.CacheEntries = 256
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	schemas, err := kpi.LoadSchemas()
	if err != nil {
		return nil, err
	}
	return &Service{
		db: db, box: box, log: log, schemas: schemas, opts: o,
		guarded: NewClient(DialOptions{Resolver: o.Resolver, AllowedPrefixes: o.AllowedPrefixes, Timeout: o.Deadline}),
		open:    NewClient(DialOptions{AllowPrivateNetwork: true, Resolver: o.Resolver, Timeout: o.Deadline}),
		cache:   newCache(o.CacheEntries, o.CacheTTL),
	}, nil
}

func (s *Service) now() time.Time { return s.opts.Now() }

// client is the guarded client, or the open one for a registration whose allowPrivateNetwork
// switch is on AND whose host the operator allowlisted (checked on every call, so a host
// removed from the allowlist, or a row stored before it existed, is guarded again).
func (s *Service) client(reg Registration) *http.Client {
	if reg.AllowPrivateNetwork && s.privateAllowed(reg.BaseURL) {
		return s.open
	}
	return s.guarded
}

// privateAllowed reports whether the host of baseURL is on the operator's allowlist.
func (s *Service) privateAllowed(baseURL string) bool {
	u, err := url.Parse(baseURL)
	return err == nil && s.opts.PrivateNetworks.Allows(u.Hostname())
}

// errPrivateNetwork refuses a tenant's allowPrivateNetwork for a host the operator did not
// allowlist.
func errPrivateNetwork(host string) error {
	return errs.WithReason(errs.Forbidden, "private_network_not_allowed",
		"allowPrivateNetwork is refused for %q: private-network providers must be allowed by the operator (QUEUEPROOF_PROVIDER_PRIVATE_NETWORKS)", host)
}

func stamp(t time.Time) string { return t.UTC().Format(time.RFC3339Nano) }

// signingSecrets returns the current secret, and the previous one while the overlap lasts.
func (s *Service) signingSecrets(reg Registration) ([]string, error) {
	cur, err := s.box.Open(reg.SecretCiphertext, reg.ID)
	if err != nil {
		return nil, &CallError{reg.Name, reasonSecret, err}
	}
	out := []string{cur}
	if reg.PreviousSecretCiphertext != "" && reg.SecretRotatedAt != "" {
		rotated, err := time.Parse(time.RFC3339Nano, reg.SecretRotatedAt)
		if err == nil && s.now().Before(rotated.Add(s.opts.RotationOverlap)) {
			prev, err := s.box.Open(reg.PreviousSecretCiphertext, reg.ID)
			if err == nil {
				out = append(out, prev)
			}
		}
	}
	return out, nil
}

// RegisterInput is what an owner gives to register a provider.
type RegisterInput struct {
	Name                string
	BaseURL             string
	Exposure            Exposure
	Priority            int
	AllowPrivateNetwork bool
	SendConversationID  bool
	Module              string
}

// Register stores a new registration with a server-generated secret (returned once, stored
// encrypted), then discovers its capabilities. A discovery failure keeps the registration, in
// state connector_created with the reason, so the owner can fix the provider and verify again.
func (s *Service) Register(ctx context.Context, workspaceID, who string, in RegisterInput) (Registration, string, error) {
	in.Name = strings.TrimSpace(in.Name)
	switch {
	case in.Name == "" || len(in.Name) > 100:
		return Registration{}, "", errs.E(errs.Invalid, "name must be 1 to 100 characters")
	case in.Exposure != CustomerSafe && in.Exposure != AgentOnly:
		return Registration{}, "", errs.E(errs.Invalid, "exposureProfile must be CUSTOMER_SAFE or AGENT_ONLY")
	case in.Priority < -1000 || in.Priority > 1000:
		return Registration{}, "", errs.E(errs.Invalid, "priority must be between -1000 and 1000")
	case len(in.Module) > 64:
		return Registration{}, "", errs.E(errs.Invalid, "module must be at most 64 characters")
	}
	u, err := CheckBaseURL(strings.TrimSpace(in.BaseURL), in.AllowPrivateNetwork)
	if err != nil {
		return Registration{}, "", errs.Wrap(errs.Invalid, err, "%s", err.Error())
	}
	if in.AllowPrivateNetwork && !s.opts.PrivateNetworks.Allows(u.Hostname()) {
		return Registration{}, "", errPrivateNetwork(u.Hostname())
	}
	secret, err := kpi.NewSecret()
	if err != nil {
		return Registration{}, "", err
	}
	id := ids.New("kp_", 10)
	ct, err := s.box.Seal(secret, id)
	if err != nil {
		if errors.Is(err, secretbox.ErrNoKey) {
			return Registration{}, "", errs.Wrap(errs.Invalid, err, "this server cannot store provider secrets: QUEUEPROOF_SECRET_KEY is not set")
		}
		return Registration{}, "", err
	}
	now := stamp(s.now())
	err = s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		if _, err := tx.ExecContext(ctx, `INSERT INTO sources (id, workspace_id, kind, name, state, state_reason, created_at, updated_at)
			VALUES (?, ?, 'knowledge_provider', ?, 'connector_created', '', ?, ?)`, id, workspaceID, in.Name, now, now); err != nil {
			if isUnique(err) {
				return errs.E(errs.Conflict, "a knowledge provider named %q already exists", in.Name)
			}
			return fmt.Errorf("insert source: %w", err)
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO knowledge_providers (id, workspace_id, name, base_url, exposure_profile,
			secret_ciphertext, module, priority, allow_private_network, send_conversation_id, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			id, workspaceID, in.Name, u.String(), in.Exposure, ct, in.Module, in.Priority,
			in.AllowPrivateNetwork, in.SendConversationID, now, now); err != nil {
			if isUnique(err) {
				return errs.E(errs.Conflict, "a knowledge provider named %q already exists", in.Name)
			}
			return fmt.Errorf("insert registration: %w", err)
		}
		for field, val := range map[string]string{
			"registered": string(in.Exposure), "allow_private_network": fmt.Sprint(in.AllowPrivateNetwork),
			"send_conversation_id": fmt.Sprint(in.SendConversationID), "base_url": u.String(),
		} {
			if err := audit(ctx, tx, workspaceID, who, "provider.register", id, field, "", val, now); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return Registration{}, "", err
	}
	if _, err := s.Discover(ctx, workspaceID, id); err != nil && !isCallError(err) {
		return Registration{}, "", err
	}
	reg, err := s.Get(ctx, workspaceID, id)
	return reg, secret, err
}

func isCallError(err error) bool {
	var ce *CallError
	return errors.As(err, &ce)
}

func isUnique(err error) bool {
	return err != nil && strings.Contains(err.Error(), "UNIQUE constraint failed")
}

func audit(ctx context.Context, tx *sqlx.Tx, ws, who, action, target, field, oldV, newV, at string) error {
	_, err := tx.ExecContext(ctx, `INSERT INTO audit_log (workspace_id, actor, action, target, field, old_value, new_value, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, ws, who, action, target, field, oldV, newV, at)
	if err != nil {
		return fmt.Errorf("audit: %w", err)
	}
	return nil
}

// Get reads one registration of the workspace.
func (s *Service) Get(ctx context.Context, workspaceID, id string) (Registration, error) {
	var r Registration
	err := s.db.R.GetContext(ctx, &r, `SELECT `+registrationColumns+registrationFrom+`WHERE kp.id = ? AND kp.workspace_id = ?`, id, workspaceID)
	if errors.Is(err, sql.ErrNoRows) {
		return r, errs.E(errs.NotFound, "knowledge provider not found")
	}
	if err != nil {
		return r, fmt.Errorf("read registration: %w", err)
	}
	return r, nil
}

// List returns the workspace's registrations by priority (highest first), then name.
func (s *Service) List(ctx context.Context, workspaceID string) ([]Registration, error) {
	var rs []Registration
	if err := s.db.R.SelectContext(ctx, &rs, `SELECT `+registrationColumns+registrationFrom+
		`WHERE kp.workspace_id = ? ORDER BY kp.priority DESC, kp.name, kp.id`, workspaceID); err != nil {
		return nil, fmt.Errorf("list registrations: %w", err)
	}
	return rs, nil
}

// setState moves the registration's source to state with a reason, and bumps its version
// (which evicts cached results).
func (s *Service) setState(ctx context.Context, reg Registration, state, reason string, extra func(tx *sqlx.Tx, now string) error) error {
	now := stamp(s.now())
	return s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		if _, err := tx.ExecContext(ctx, `UPDATE sources SET state = ?, state_reason = ?, updated_at = ? WHERE id = ? AND workspace_id = ?`,
			state, reason, now, reg.ID, reg.WorkspaceID); err != nil {
			return fmt.Errorf("update source state: %w", err)
		}
		if err := source.RecordChange(ctx, tx, reg.WorkspaceID, reg.ID, state, reason, now); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE knowledge_providers SET version = version + 1, updated_at = ? WHERE id = ?`, now, reg.ID); err != nil {
			return fmt.Errorf("bump registration: %w", err)
		}
		if extra != nil {
			return extra(tx, now)
		}
		return nil
	})
}

// Discover reads the provider's capabilities and stores them; the source stays
// connector_created (or goes back to it) with the reason when discovery fails.
func (s *Service) Discover(ctx context.Context, workspaceID, id string) (kpi.Capabilities, error) {
	reg, err := s.Get(ctx, workspaceID, id)
	if err != nil {
		return kpi.Capabilities{}, err
	}
	caps, err := s.discover(ctx, reg)
	if err != nil {
		s.log.WarnContext(ctx, "provider capability discovery failed", "provider", reg.ID, "error", err)
		if serr := s.setState(ctx, reg, "connector_created", "capability discovery failed: "+reason(err), nil); serr != nil {
			return caps, serr
		}
		return caps, err
	}
	capsJSON, _ := json.Marshal(caps)
	err = s.setState(ctx, reg, "discovered", "", func(tx *sqlx.Tx, now string) error {
		_, err := tx.ExecContext(ctx, `UPDATE knowledge_providers SET capabilities = ?, contract_version = ? WHERE id = ?`, string(capsJSON), kpi.ContractVersion, reg.ID)
		return err
	})
	return caps, err
}

func reason(err error) string {
	var ce *CallError
	if errors.As(err, &ce) {
		return ce.Public()
	}
	return "internal error"
}
