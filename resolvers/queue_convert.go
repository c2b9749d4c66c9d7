package resolvers

import (
	"time"

	"github.com/queueproof/queueproof/engine/projection"
	"github.com/queueproof/queueproof/graph/model"
)

func toQueueVersion(v projection.QueueVersionView) *model.QueueVersion {
	return &model.QueueVersion{
		ID: v.ID, Version: v.Version, AsOf: parseTime(v.AsOf), RankingVersion: v.RankingVersion,
		RecordCount: v.Records, ComponentCount: v.Components, ClosedCount: v.Closed, RankedCount: v.Ranked,
		PacketCount: v.Packets, ExcludedInjectionCount: v.ExcludedChunks, CreatedAt: parseTime(v.CreatedAt),
	}
}

func toPacketConnection(p projection.PacketPage) *model.ExecutionPacketConnection {
	c := &model.ExecutionPacketConnection{
		Edges:    make([]model.ExecutionPacketEdge, 0, len(p.Items)),
		PageInfo: &model.PageInfo{HasNextPage: p.Info.HasNextPage, EndCursor: optional(p.Info.EndCursor)},
	}
	if p.Version.Version > 0 {
		c.Queue = toQueueVersion(p.Version)
	}
	for i, item := range p.Items {
		c.Edges = append(c.Edges, model.ExecutionPacketEdge{Cursor: p.Cursors[i], Node: toPacket(item)})
	}
	return c
}

func toPacket(p projection.PacketView) *model.ExecutionPacket {
	m := &model.ExecutionPacket{
		ID: p.ID, QueueVersion: p.QueueVersion, Rank: p.Rank, Score: p.Score, Objective: p.Objective,
		ExactIds: p.ExactIDs, Entities: p.Entities, Owner: p.Owner, Due: p.Due, EvidenceCount: p.EvidenceTotal,
		Constraints: p.Constraints, Dependencies: p.Dependencies, AcceptanceCriteria: p.AcceptanceCriteria,
		MissingInformation: p.MissingInformation, RankingVersion: p.RankingVersion, AsOf: parseTime(p.AsOf),
		CreatedAt: parseTime(p.CreatedAt), ReceiptHash: p.ReceiptHash, CanonicalJSON: p.CanonicalJSON,
		Evidence: make([]model.PacketEvidence, 0, len(p.Evidence)),
	}
	for _, e := range p.Evidence {
		ev := model.PacketEvidence{Kind: e.Kind, Text: e.Text, Title: e.Title, SourceName: e.SourceName, URL: e.URL,
			RecordID: e.RecordID, ExternalID: e.ExternalID, SourceRef: e.DocumentID, ChunkID: e.ChunkID}
		if t, err := time.Parse(time.RFC3339Nano, e.AuthoredAt); err == nil {
			t = t.UTC()
			ev.AuthoredAt = &t
		}
		m.Evidence = append(m.Evidence, ev)
	}
	for _, x := range p.Permissions {
		m.Permissions = append(m.Permissions, model.PacketPermission{Access: x.Access, System: x.System, Target: x.Target, Reason: x.Reason})
	}
	for _, x := range p.ComponentScores {
		m.ComponentScores = append(m.ComponentScores, model.ComponentScore{Name: x.Name, Value: x.Value, Weight: x.Weight, Weighted: x.Weighted, Reason: x.Reason})
	}
	m.Penalties = make([]model.RankPenalty, 0, len(p.Penalties))
	for _, x := range p.Penalties {
		m.Penalties = append(m.Penalties, model.RankPenalty{Name: x.Name, Points: x.Points, Reason: x.Reason})
	}
	return m
}
