package provider

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"sort"
	"strings"

	"github.com/jmoiron/sqlx"

	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/kpi"
)

// Resources lists what the provider offers to scope to, fetched now with a signed call.
func (s *Service) Resources(ctx context.Context, workspaceID, id string) ([]kpi.Resource, error) {
	reg, err := s.rediscovered(ctx, workspaceID, id)
	if err != nil {
		return nil, err
	}
	if !reg.Capabilities().Resources {
		return nil, nil
	}
	rs, err := s.listResources(ctx, reg)
	if err != nil {
		return nil, errs.Wrap(errs.ProviderFailed, err, "provider %s: %s", reg.Name, reason(err))
	}
	return rs, nil
}

// rediscovered returns the registration, first retrying capability discovery when the last one
// failed (typically: the owner has just configured the provider with its secret). A discovery
// that still fails is PROVIDER_FAILED with the reason.
func (s *Service) rediscovered(ctx context.Context, workspaceID, id string) (Registration, error) {
	reg, err := s.Get(ctx, workspaceID, id)
	if err != nil || reg.State != "connector_created" {
		return reg, err
	}
	if _, err := s.Discover(ctx, workspaceID, id); err != nil {
		if isCallError(err) {
			return reg, errs.Wrap(errs.ProviderFailed, err, "provider %s: capability discovery failed: %s", reg.Name, reason(err))
		}
		return reg, err
	}
	return s.Get(ctx, workspaceID, id)
}

// Scope accepts the resource ids an owner selected, after re-fetching the provider's own list:
// an id the provider does not list is refused, whatever the browser sent. A provider without
// the resources capability is scoped as a whole (ids must then be empty).
func (s *Service) Scope(ctx context.Context, workspaceID, who, id string, resourceIDs []string) (Registration, error) {
	reg, err := s.rediscovered(ctx, workspaceID, id)
	if err != nil {
		return reg, err
	}
	ids := dedupe(resourceIDs)
	if !reg.Capabilities().Resources {
		if len(ids) > 0 {
			return reg, errs.E(errs.Invalid, "this provider declares no resources; scope it as a whole")
		}
	} else {
		listed, err := s.listResources(ctx, reg)
		if err != nil {
			return reg, errs.Wrap(errs.ProviderFailed, err, "provider %s: %s", reg.Name, reason(err))
		}
		known := map[string]bool{}
		for _, r := range listed {
			known[r.ID] = true
		}
		var unknown []string
		for _, id := range ids {
			if !known[id] {
				unknown = append(unknown, id)
			}
		}
		if len(unknown) > 0 {
			return reg, errs.E(errs.Invalid, "the provider does not list these resources: %s", strings.Join(unknown, ", "))
		}
	}
	idsJSON, _ := json.Marshal(ids)
	old := reg.ResourcesJSON
	err = s.setState(ctx, reg, "scoped", "", func(tx *sqlx.Tx, now string) error {
		if _, err := tx.ExecContext(ctx, `UPDATE knowledge_providers SET resources = ? WHERE id = ?`, string(idsJSON), reg.ID); err != nil {
			return err
		}
		return audit(ctx, tx, workspaceID, who, "provider.scope", reg.ID, "resources", old, string(idsJSON), now)
	})
	if err != nil {
		return reg, err
	}
	return s.Get(ctx, workspaceID, id)
}

func dedupe(in []string) []string {
	seen := map[string]bool{}
	out := []string{}
	for _, s := range in {
		if s = strings.TrimSpace(s); s != "" && !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	sort.Strings(out)
	return out
}

// Canary is the outcome of a verification run.
type Canary struct {
	Passed   bool
	Reason   string
	Query    string
	Evidence []kpi.Result // what the provider returned, as proof
}

// Verify runs the canary: a signed retrieval (internal audience, the registration's scope)
// whose results must come back valid, attributable to this registration (inside its selected
// resources) and non-empty. Passing makes the source data_verified; failing makes it failed
// with the reason. Only verified providers are queried by search.
func (s *Service) Verify(ctx context.Context, workspaceID, id, query string) (Canary, error) {
	reg, err := s.Get(ctx, workspaceID, id)
	if err != nil {
		return Canary{}, err
	}
	if reg.State == "connector_created" {
		if _, err := s.Discover(ctx, workspaceID, id); err != nil {
			if !isCallError(err) {
				return Canary{}, err
			}
			c := Canary{Query: query, Reason: "capability discovery failed: " + reason(err)}
			return c, s.setState(ctx, reg, "failed", c.Reason, nil)
		}
		if reg, err = s.Get(ctx, workspaceID, id); err != nil {
			return Canary{}, err
		}
	}
	if reg.Capabilities().Resources && len(reg.Resources()) == 0 {
		return Canary{}, errs.E(errs.Conflict, "scope the provider to at least one of its resources before verifying it")
	}
	query = strings.TrimSpace(query)
	if query == "" {
		query = "help"
	}
	c := Canary{Query: query}
	got, err := s.retrieve(ctx, reg, kpi.RetrieveRequest{
		ContractVersion: kpi.ContractVersion, Query: query, Audience: kpi.Internal, Limit: 5, Resources: reg.Resources(),
	})
	switch {
	case err != nil:
		c.Reason = "canary retrieval failed: " + reason(err)
	case got.violations > 0:
		c.Reason = fmt.Sprintf("canary retrieval returned %d results that break the contract or lie outside the selected resources", got.violations)
	case len(got.results) == 0:
		c.Reason = fmt.Sprintf("canary query %q returned no results; verify with a query the provider has documents for", query)
	default:
		c.Passed = true
		c.Evidence = got.results
	}
	state := "failed"
	if c.Passed {
		state = "data_verified"
	}
	err = s.setState(ctx, reg, state, c.Reason, func(tx *sqlx.Tx, now string) error {
		_, err := tx.ExecContext(ctx, `UPDATE knowledge_providers SET status = CASE WHEN status = 'disabled' THEN status ELSE 'active' END,
			consecutive_failures = 0, circuit_open_until = '' WHERE id = ?`, reg.ID)
		return err
	})
	return c, err
}

// Rotate replaces the secret with a fresh one (returned once); the previous one keeps signing
// beside it for the overlap, so a provider that has not switched yet still verifies.
func (s *Service) Rotate(ctx context.Context, workspaceID, who, id string) (string, error) {
	reg, err := s.Get(ctx, workspaceID, id)
	if err != nil {
		return "", err
	}
	secret, err := kpi.NewSecret()
	if err != nil {
		return "", err
	}
	ct, err := s.box.Seal(secret, reg.ID)
	if err != nil {
		return "", errs.Wrap(errs.Invalid, err, "this server cannot store provider secrets: QUEUEPROOF_SECRET_KEY is not set")
	}
	now := stamp(s.now())
	err = s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		if _, err := tx.ExecContext(ctx, `UPDATE knowledge_providers SET previous_secret_ciphertext = secret_ciphertext,
			secret_ciphertext = ?, secret_rotated_at = ?, version = version + 1, updated_at = ? WHERE id = ? AND workspace_id = ?`,
			ct, now, now, reg.ID, workspaceID); err != nil {
			return fmt.Errorf("rotate: %w", err)
		}
		return audit(ctx, tx, workspaceID, who, "provider.rotate_secret", reg.ID, "secret", "(previous)", "(new)", now)
	})
	if err != nil {
		return "", err
	}
	return secret, nil
}

// UpdateInput changes a registration's mutable settings; nil fields stay as they are. The
// exposure profile is not among them: it is immutable.
type UpdateInput struct {
	Priority            *int
	Disabled            *bool
	AllowPrivateNetwork *bool
	SendConversationID  *bool
}

// Update applies in, auditing every security-relevant change.
func (s *Service) Update(ctx context.Context, workspaceID, who, id string, in UpdateInput) (Registration, error) {
	reg, err := s.Get(ctx, workspaceID, id)
	if err != nil {
		return reg, err
	}
	if in.Priority != nil && (*in.Priority < -1000 || *in.Priority > 1000) {
		return reg, errs.E(errs.Invalid, "priority must be between -1000 and 1000")
	}
	if in.AllowPrivateNetwork != nil && !*in.AllowPrivateNetwork && !strings.HasPrefix(reg.BaseURL, "https://") {
		return reg, errs.E(errs.Invalid, "this provider's base URL is plain http; it needs allowPrivateNetwork")
	}
	if in.AllowPrivateNetwork != nil && *in.AllowPrivateNetwork && !s.privateAllowed(reg.BaseURL) {
		u, _ := url.Parse(reg.BaseURL)
		host := ""
		if u != nil {
			host = u.Hostname()
		}
		return reg, errPrivateNetwork(host)
	}
	now := stamp(s.now())
	err = s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		set := func(col, field string, oldV, newV any) error {
			if _, err := tx.ExecContext(ctx, `UPDATE knowledge_providers SET `+col+` = ?, version = version + 1, updated_at = ? WHERE id = ?`, newV, now, reg.ID); err != nil {
				return fmt.Errorf("update %s: %w", field, err)
			}
			return audit(ctx, tx, workspaceID, who, "provider.update", reg.ID, field, fmt.Sprint(oldV), fmt.Sprint(newV), now)
		}
		if in.Priority != nil && *in.Priority != reg.Priority {
			if err := set("priority", "priority", reg.Priority, *in.Priority); err != nil {
				return err
			}
		}
		if in.AllowPrivateNetwork != nil && *in.AllowPrivateNetwork != reg.AllowPrivateNetwork {
			if err := set("allow_private_network", "allow_private_network", reg.AllowPrivateNetwork, *in.AllowPrivateNetwork); err != nil {
				return err
			}
		}
		if in.SendConversationID != nil && *in.SendConversationID != reg.SendConversationID {
			if err := set("send_conversation_id", "send_conversation_id", reg.SendConversationID, *in.SendConversationID); err != nil {
				return err
			}
		}
		if in.Disabled != nil {
			status := StatusActive
			if *in.Disabled {
				status = StatusDisabled
			}
			if status != reg.Status {
				if err := set("status", "status", reg.Status, status); err != nil {
					return err
				}
			}
		}
		return nil
	})
	if err != nil {
		return reg, err
	}
	return s.Get(ctx, workspaceID, id)
}
