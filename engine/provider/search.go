package provider

import (
	"context"
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/jmoiron/sqlx"

	"github.com/queueproof/queueproof/engine/kpi"
	"github.com/queueproof/queueproof/engine/source"
)

// SearchRequest is one consumer search across a workspace's verified providers.
type SearchRequest struct {
	Query  string
	Locale string
	Limit  int
	// Customer marks a customer-egress path (widget, public demo, customer credentials): only
	// customer_safe providers, only results whose audience is exactly public, no cache.
	Customer bool
	// ConversationID is sent only to registrations that enable it, and never on customer paths.
	ConversationID string
	// Only, when not empty, limits the search to these registrations (ids of the workspace).
	Only []string
}

// Hit is one result with its provenance (the agent projection); the customer projection
// keeps only title, snippet and a plain public https URL.
type Hit struct {
	ProviderID   string
	ProviderName string
	Priority     int
	kpi.Result
}

// Failure names a provider that did not answer; the caller lists it under missing information.
type Failure struct {
	ProviderID, ProviderName, Reason string
}

// SearchResult is the consumer's envelope.
type SearchResult struct {
	Hits           []Hit
	ReturnedLocale string
	LocaleFallback bool
	Failures       []Failure
	// Dropped counts results removed for breaking the contract or the exposure rules.
	Dropped int
}

// Search queries every eligible provider of the workspace concurrently. A failing provider
// never fails the request: it is named in Failures and counted towards its circuit breaker.
func (s *Service) Search(ctx context.Context, workspaceID string, req SearchRequest) (SearchResult, error) {
	req.Query = strings.TrimSpace(req.Query)
	if req.Limit <= 0 {
		req.Limit = kpi.DefaultLimit
	}
	req.Limit = min(req.Limit, kpi.MaxLimit)
	var out SearchResult
	if req.Query == "" {
		return out, nil
	}
	regs, err := s.List(ctx, workspaceID)
	if err != nil {
		return out, err
	}
	now := s.now()
	var eligible []Registration
	for _, r := range regs {
		if r.State != "data_verified" && r.State != "degraded" {
			continue // only verified providers are queried
		}
		if r.Status == StatusDisabled || (req.Customer && r.Exposure != CustomerSafe) {
			continue
		}
		if len(req.Only) > 0 && !slices.Contains(req.Only, r.ID) {
			continue
		}
		if r.circuitOpen(now) {
			out.Failures = append(out.Failures, Failure{r.ID, r.Name, "temporarily skipped after repeated failures"})
			continue
		}
		eligible = append(eligible, r)
	}
	type answer struct {
		reg Registration
		got retrieved
		err error
	}
	answers := make([]answer, len(eligible))
	var wg sync.WaitGroup
	for i, reg := range eligible {
		wg.Add(1)
		go func() {
			defer wg.Done()
			got, err := s.retrieveCached(ctx, reg, req)
			answers[i] = answer{reg, got, err}
		}()
	}
	wg.Wait()
	for _, a := range answers {
		if a.err != nil {
			out.Failures = append(out.Failures, Failure{a.reg.ID, a.reg.Name, reason(a.err)})
			s.recordFailure(ctx, a.reg, a.err)
			continue
		}
		s.recordSuccess(ctx, a.reg, a.got.violations)
		out.Dropped += a.got.violations
		for _, res := range a.got.results {
			if req.Customer && res.Audience != kpi.Public {
				out.Dropped++
				continue
			}
			out.Hits = append(out.Hits, Hit{a.reg.ID, a.reg.Name, a.reg.Priority, res})
		}
	}
	sort.SliceStable(out.Hits, func(i, j int) bool {
		a, b := out.Hits[i], out.Hits[j]
		if a.Priority != b.Priority {
			return a.Priority > b.Priority
		}
		if sa, sb := score(a.Result), score(b.Result); sa != sb {
			return sa > sb
		}
		if a.ProviderID != b.ProviderID {
			return a.ProviderID < b.ProviderID
		}
		return a.DocumentID < b.DocumentID
	})
	if len(out.Hits) > req.Limit {
		out.Hits = out.Hits[:req.Limit]
	}
	out.ReturnedLocale, out.LocaleFallback = localeOf(out.Hits, req.Locale)
	return out, nil
}

func score(r kpi.Result) float64 {
	if r.Score == nil {
		return 0
	}
	return *r.Score
}

// localeOf computes the envelope's locale: the requested one when any hit is in it, otherwise
// the most common locale among the hits, flagged as a fallback when a locale was requested.
func localeOf(hits []Hit, requested string) (string, bool) {
	counts := map[string]int{}
	best := ""
	for _, h := range hits {
		if h.Locale == "" {
			continue
		}
		if requested != "" && strings.EqualFold(h.Locale, requested) {
			return h.Locale, false
		}
		counts[h.Locale]++
		if counts[h.Locale] > counts[best] || (counts[h.Locale] == counts[best] && h.Locale < best) {
			best = h.Locale
		}
	}
	return best, requested != "" && len(hits) > 0
}

// retrieveCached answers from the agent-path cache when it can; customer paths never touch it.
func (s *Service) retrieveCached(ctx context.Context, reg Registration, req SearchRequest) (retrieved, error) {
	audience := kpi.Internal
	if req.Customer {
		audience = kpi.Public
	}
	kreq := kpi.RetrieveRequest{
		ContractVersion: kpi.ContractVersion, Query: req.Query, Audience: audience,
		Locale: req.Locale, Limit: req.Limit, Resources: reg.Resources(),
	}
	if reg.SendConversationID && req.ConversationID != "" && !req.Customer {
		kreq.Context = &kpi.RequestContext{ConversationID: req.ConversationID}
	}
	if req.Customer {
		return s.retrieve(ctx, reg, kreq)
	}
	bucket := reg.WorkspaceID + "\x00" + reg.ID
	key := fmt.Sprintf("v%d\x00%s\x00%s\x00%d\x00%s", reg.Version, strings.ToLower(strings.Join(strings.Fields(req.Query), " ")), strings.ToLower(req.Locale), req.Limit, conversationKey(kreq))
	if got, ok := s.cache.get(bucket, key, s.now()); ok {
		return got, nil
	}
	got, err := s.retrieve(ctx, reg, kreq)
	if err == nil {
		s.cache.put(bucket, key, got, s.now())
	}
	return got, err
}

func conversationKey(r kpi.RetrieveRequest) string {
	if r.Context == nil {
		return ""
	}
	return r.Context.ConversationID
}

// recordFailure counts a failed call; after BreakerThreshold consecutive failures the circuit
// opens (status degraded) for BreakerCooldown, after which one call probes it (half-open). The
// counters live in the database so every replica sees the same circuit.
func (s *Service) recordFailure(ctx context.Context, reg Registration, cause error) {
	now := s.now()
	until := stamp(now.Add(s.opts.BreakerCooldown))
	s.log.WarnContext(ctx, "provider call failed", "provider", reg.ID, "error", cause)
	err := s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		if _, err := tx.ExecContext(ctx, `UPDATE knowledge_providers SET
				consecutive_failures = consecutive_failures + 1,
				total_failures = total_failures + 1,
				circuit_open_until = CASE WHEN consecutive_failures + 1 >= ? THEN ? ELSE circuit_open_until END,
				status = CASE WHEN status = 'disabled' THEN status WHEN consecutive_failures + 1 >= ? THEN 'degraded' ELSE status END
			WHERE id = ?`, s.opts.BreakerThreshold, until, s.opts.BreakerThreshold, reg.ID); err != nil {
			return err
		}
		why := "circuit open after repeated failures: " + reason(cause)
		res, err := tx.ExecContext(ctx, `UPDATE sources SET state = 'degraded', state_reason = ?, updated_at = ?
			WHERE id = ? AND state = 'data_verified'
			  AND (SELECT status FROM knowledge_providers WHERE id = ?) = 'degraded'`,
			why, stamp(now), reg.ID, reg.ID)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n > 0 {
			return source.RecordChange(ctx, tx, reg.WorkspaceID, reg.ID, "degraded", why, stamp(now))
		}
		return nil
	})
	if err != nil {
		s.log.WarnContext(ctx, "record provider failure", "provider", reg.ID, "error", err)
	}
}

func (s *Service) recordSuccess(ctx context.Context, reg Registration, violations int) {
	if reg.ConsecutiveFailures == 0 && reg.Status != StatusDegraded && reg.State != "degraded" && violations == 0 {
		return // nothing to change: keep the hot path free of writes
	}
	err := s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		if _, err := tx.ExecContext(ctx, `UPDATE knowledge_providers SET consecutive_failures = 0, circuit_open_until = '',
				contract_violations = contract_violations + ?,
				status = CASE WHEN status = 'degraded' THEN 'active' ELSE status END
			WHERE id = ?`, violations, reg.ID); err != nil {
			return err
		}
		ts := stamp(s.now())
		res, err := tx.ExecContext(ctx, `UPDATE sources SET state = 'data_verified', state_reason = '', updated_at = ?
			WHERE id = ? AND state = 'degraded'`, ts, reg.ID)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n > 0 {
			return source.RecordChange(ctx, tx, reg.WorkspaceID, reg.ID, "data_verified", "", ts)
		}
		return nil
	})
	if err != nil {
		s.log.WarnContext(ctx, "record provider success", "provider", reg.ID, "error", err)
	}
}

// CacheSize reports the agent-path cache's live entries (tests prove customer paths add none).
func (s *Service) CacheSize() int { return s.cache.size() }
