package engine

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"slices"

	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/provider"
	"github.com/queueproof/queueproof/engine/source"
	"github.com/queueproof/queueproof/engine/synthesis"
)

// providerEvidenceLimit is how many knowledge-provider results an answer reads.
const providerEvidenceLimit = 5

// providerEvidence is Ask's provider lane: the workspace's verified knowledge providers (those
// among sourceIDs when given) queried concurrently, with the exposure rules of the caller's
// class (the public actor: customer_safe providers, public results, no cache). Each result is
// attributed to its registration by id. A provider that fails is named under missing
// information; it never fails the answer. nil evidence means no provider was asked.
func (e *Engine) providerEvidence(ctx context.Context, a actor.Actor, question string, sourceIDs []string) ([]synthesis.Evidence, []string, error) {
	regs, err := e.providers.List(ctx, a.WorkspaceID)
	if err != nil {
		return nil, nil, err
	}
	var only []string
	for _, r := range regs {
		if r.State != string(source.DataVerified) && r.State != string(source.Degraded) {
			continue
		}
		if len(sourceIDs) > 0 && !slices.Contains(sourceIDs, r.ID) {
			continue
		}
		only = append(only, r.ID)
	}
	if len(only) == 0 {
		return nil, nil, nil
	}
	res, err := e.providers.Search(ctx, a.WorkspaceID, provider.SearchRequest{
		Query: question, Limit: providerEvidenceLimit, Customer: CustomerEgress(a), Only: only,
	})
	if err != nil {
		return nil, nil, err
	}
	evidence := []synthesis.Evidence{}
	for _, h := range res.Hits {
		sum := sha256.Sum256([]byte(h.ProviderID + "\x00" + h.DocumentID + "\x00" + h.ChunkID + "\x00" + h.Revision))
		evidence = append(evidence, synthesis.Evidence{
			ChunkID: "kpi_" + hex.EncodeToString(sum[:10]), SourceID: h.ProviderID, SourceName: h.ProviderName,
			ExternalID: h.DocumentID, Title: h.Title, Text: h.Snippet, URL: h.URL, AuthoredAt: h.Freshness,
		})
	}
	var failed []string
	for _, f := range res.Failures {
		if CustomerEgress(a) {
			// Customer-facing answers name no provider and quote no provider error.
			failed = append(failed, "A knowledge source did not answer; its knowledge is not in this answer.")
			continue
		}
		failed = append(failed, fmt.Sprintf("Knowledge provider %q did not answer (%s); its knowledge is not in this answer.", f.ProviderName, f.Reason))
	}
	return evidence, failed, nil
}
