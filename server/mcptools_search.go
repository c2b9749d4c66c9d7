package server

import (
	"context"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/answer"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/mcptoken"
	"github.com/queueproof/queueproof/engine/planner"
)

type (
	searchArgs struct {
		Query        string   `json:"query"`
		SourceIDs    []string `json:"sourceIds,omitempty" jsonschema:"ids of indexed sources (collections) to search; default every verified one"`
		ConnectorIDs []string `json:"connectorIds,omitempty" jsonschema:"ids of knowledge providers to search as well"`
		Mode         string   `json:"mode,omitempty" jsonschema:"AUTO (default), FAST or THINKING"`
		First        int      `json:"first,omitempty" jsonschema:"at most this many evidence chunks (default: what an answer reads)"`
	}
	evidenceItem struct {
		ChunkID    string `json:"chunkId"`
		DocumentID string `json:"documentId"`
		SourceID   string `json:"sourceId"`
		SourceName string `json:"sourceName"`
		ExternalID string `json:"externalId"`
		Title      string `json:"title"`
		Text       string `json:"text"`
		URL        string `json:"url"`
		AuthoredAt string `json:"authoredAt"`
	}
	searchResult struct {
		Mode               string          `json:"mode"`
		Evidence           []evidenceItem  `json:"evidence"`
		Connectors         []knowledgeItem `json:"connectors"`
		MissingInformation []string        `json:"missingInformation"`
		Trace              *answer.Trace   `json:"trace"`
	}
)

// searchTool is the agents' evidence search: the same planner, lanes, fusion and lineage filter
// as Ask over the indexed sources it names (resolved server-side, only data_verified sources of
// the token's workspace; anything not attributable is dropped and counted in the trace), and
// the knowledge providers it names. Customer-egress credentials never read indexed evidence:
// they may search connectors only, in the customer projection.
func (s *Server) searchTool() toolDef {
	return defineTool("search", "Search the workspace's verified evidence (indexed sources by sourceIds) and knowledge providers (by connectorIds), with the retrieval trace.", mcptoken.ScopeRead,
		func(ctx context.Context, a actor.Actor, in searchArgs) (searchResult, error) {
			out := searchResult{Evidence: []evidenceItem{}, Connectors: []knowledgeItem{}, MissingInformation: []string{}}
			customer := engine.CustomerEgress(a)
			if customer && len(in.SourceIDs) > 0 {
				return out, errs.E(errs.Forbidden, "customer credentials cannot read indexed evidence; search connectors only")
			}
			if !customer {
				r, err := s.engine.SearchEvidence(ctx, a, engine.SearchEvidenceInput{Query: in.Query, SourceIDs: in.SourceIDs, Mode: planner.Mode(in.Mode), First: in.First})
				if err != nil {
					return out, err
				}
				out.Mode = string(r.Plan.Mode)
				out.Trace = &r.Trace
				for _, ev := range r.Evidence {
					out.Evidence = append(out.Evidence, evidenceItem{ChunkID: ev.ChunkID, DocumentID: ev.DocumentID, SourceID: ev.SourceID,
						SourceName: ev.SourceName, ExternalID: ev.ExternalID, Title: ev.Title, Text: ev.Text, URL: ev.URL, AuthoredAt: ev.AuthoredAt})
				}
			}
			if len(in.ConnectorIDs) > 0 || customer {
				v, err := s.engine.KnowledgeSearch(ctx, a, engine.KnowledgeQuery{Query: in.Query, ProviderIDs: in.ConnectorIDs})
				if err != nil {
					return out, err
				}
				out.Connectors = appendKnowledgeItems(out.Connectors, v.Results)
				out.MissingInformation = append(out.MissingInformation, v.MissingInformation...)
			}
			return out, nil
		})
}
