package server

import (
	"context"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/mcptoken"
	"github.com/queueproof/queueproof/engine/page"
	"github.com/queueproof/queueproof/engine/projection"
	"github.com/queueproof/queueproof/engine/queue"
)

type (
	listQueueArgs struct {
		First int    `json:"first,omitempty" jsonschema:"how many packets (1 to 100, default 20)"`
		After string `json:"after,omitempty" jsonschema:"the nextCursor of a previous call"`
	}
	packetSummary struct {
		ID        string   `json:"id"`
		Rank      int      `json:"rank"`
		Score     int      `json:"score"`
		Objective string   `json:"objective"`
		ExactIDs  []string `json:"exactIds"`
		Owner     *string  `json:"owner"`
		Due       *string  `json:"due"`
	}
	listQueueResult struct {
		QueueVersion   int             `json:"queueVersion"`
		AsOf           string          `json:"asOf"`
		RankingVersion string          `json:"rankingVersion"`
		Packets        []packetSummary `json:"packets"`
		NextCursor     *string         `json:"nextCursor"`
	}
	getPacketArgs struct {
		ID string `json:"id" jsonschema:"a packet id from list_queue"`
	}
	packetEvidence struct {
		Kind       string  `json:"kind"`
		Text       string  `json:"text"`
		Title      string  `json:"title"`
		SourceName string  `json:"sourceName"`
		AuthoredAt string  `json:"authoredAt"`
		URL        *string `json:"url"`
		DocumentID *string `json:"documentId"`
		ChunkID    *string `json:"chunkId"`
	}
	packetResult struct {
		ID                 string                 `json:"id"`
		QueueVersion       int                    `json:"queueVersion"`
		Rank               int                    `json:"rank"`
		Score              int                    `json:"score"`
		Objective          string                 `json:"objective"`
		ExactIDs           []string               `json:"exactIds"`
		Owner              *string                `json:"owner"`
		Due                *string                `json:"due"`
		Evidence           []packetEvidence       `json:"evidence"`
		Constraints        []string               `json:"constraints"`
		Dependencies       []string               `json:"dependencies"`
		AcceptanceCriteria []string               `json:"acceptanceCriteria"`
		Permissions        []queue.Permission     `json:"permissions"`
		ComponentScores    []queue.ComponentScore `json:"componentScores"`
		Penalties          []queue.Penalty        `json:"penalties"`
		MissingInformation []string               `json:"missingInformation"`
		RankingVersion     string                 `json:"rankingVersion"`
		ReceiptHash        *string                `json:"receiptHash"`
	}
	proposeArgs struct {
		PacketID       string `json:"packetId"`
		IdempotencyKey string `json:"idempotencyKey" jsonschema:"the same key returns the same proposal"`
		TeamID         string `json:"teamId" jsonschema:"the Linear team id"`
		Title          string `json:"title"`
		Description    string `json:"description,omitempty"`
	}
	proposeResult struct {
		ProposalID  string   `json:"proposalId"`
		Status      string   `json:"status"`
		EvidenceIDs []string `json:"evidenceIds"`
		Note        string   `json:"note"`
	}
)

func toPacketResult(v projection.PacketView) packetResult {
	out := packetResult{ID: v.ID, QueueVersion: v.QueueVersion, Rank: v.Rank, Score: v.Score, Objective: v.Objective,
		ExactIDs: nonNil(v.ExactIDs), Owner: v.Owner, Due: v.Due, Constraints: nonNil(v.Constraints),
		Dependencies: nonNil(v.Dependencies), AcceptanceCriteria: nonNil(v.AcceptanceCriteria), Permissions: v.Permissions,
		ComponentScores: v.ComponentScores, Penalties: v.Penalties, MissingInformation: nonNil(v.MissingInformation),
		RankingVersion: v.RankingVersion, ReceiptHash: v.ReceiptHash, Evidence: []packetEvidence{}}
	for _, e := range v.Evidence {
		out.Evidence = append(out.Evidence, packetEvidence{Kind: e.Kind, Text: e.Text, Title: e.Title, SourceName: e.SourceName,
			AuthoredAt: e.AuthoredAt, URL: e.URL, DocumentID: e.DocumentID, ChunkID: e.ChunkID})
	}
	return out
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

// queueTools are the tools over Today's queue and Review actions: the same persisted packets
// the web app shows, and proposals an owner still approves in the web app.
func (s *Server) queueTools() []toolDef {
	return []toolDef{
		defineTool("list_queue", "Today's ranked queue of Execution Packets (the latest compile), best first.", mcptoken.ScopeRead,
			func(ctx context.Context, a actor.Actor, in listQueueArgs) (listQueueResult, error) {
				p, err := s.engine.Today(ctx, a, page.Request{First: in.First, After: in.After})
				if err != nil {
					return listQueueResult{}, err
				}
				out := listQueueResult{QueueVersion: p.Version.Version, AsOf: p.Version.AsOf, RankingVersion: p.Version.RankingVersion, Packets: []packetSummary{}}
				for _, v := range p.Items {
					out.Packets = append(out.Packets, packetSummary{ID: v.ID, Rank: v.Rank, Score: v.Score, Objective: v.Objective,
						ExactIDs: nonNil(v.ExactIDs), Owner: v.Owner, Due: v.Due})
				}
				if p.Info.HasNextPage {
					out.NextCursor = &p.Info.EndCursor
				}
				return out, nil
			}),
		defineTool("get_packet", "One Execution Packet with its cited evidence, scores, penalties and receipt hash.", mcptoken.ScopeRead,
			func(ctx context.Context, a actor.Actor, in getPacketArgs) (packetResult, error) {
				v, err := s.engine.Packet(ctx, a, in.ID)
				if err != nil {
					return packetResult{}, err
				}
				return toPacketResult(v), nil
			}),
		defineTool("propose", "Propose a Linear issue (LINEAR_CREATE_ISSUE) from a packet. It only creates a proposal carrying the packet's evidence ids; an owner must approve it in the web app before anything is executed.", mcptoken.ScopePropose,
			func(ctx context.Context, a actor.Actor, in proposeArgs) (proposeResult, error) {
				st, err := s.engine.CreateProposal(ctx, a, engine.ProposalInput{PacketID: in.PacketID, IdempotencyKey: in.IdempotencyKey,
					Action: "linear_create_issue", TeamID: in.TeamID, Title: in.Title, Description: in.Description})
				if err != nil {
					return proposeResult{}, err
				}
				return proposeResult{ProposalID: st.Proposal.ID, Status: st.Status(), EvidenceIDs: st.Proposal.EvidenceIDs(),
					Note: "Awaiting an owner's approval under Review actions; nothing has been executed."}, nil
			}),
	}
}
