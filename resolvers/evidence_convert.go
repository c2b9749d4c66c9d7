package resolvers

import (
	"strings"
	"time"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/index"
	"github.com/queueproof/queueproof/engine/ingest"
	"github.com/queueproof/queueproof/engine/page"
	"github.com/queueproof/queueproof/engine/planner"
	"github.com/queueproof/queueproof/engine/prooftest"
	"github.com/queueproof/queueproof/engine/retrieval"
	"github.com/queueproof/queueproof/engine/source"
	"github.com/queueproof/queueproof/graph/model"
)

func importFormat(f model.ImportFormat) ingest.Format {
	return ingest.Format(strings.ToLower(strings.ReplaceAll(string(f), "_", "-")))
}

func searchMode(m *model.SearchMode) retrieval.Mode {
	if m == nil {
		return retrieval.ModeAuto
	}
	switch *m {
	case model.SearchModeText:
		return retrieval.ModeText
	case model.SearchModeExactID:
		return retrieval.ModeExactID
	case model.SearchModeHybrid:
		return retrieval.ModeHybrid
	}
	return retrieval.ModeAuto
}

// searchDepth is the planner mode of the planner's search modes (AUTO, FAST, THINKING).
func searchDepth(m *model.SearchMode) planner.Mode {
	if m != nil && *m == model.SearchModeFast {
		return planner.Fast
	}
	if m != nil && *m == model.SearchModeThinking {
		return planner.Thinking
	}
	return planner.Auto
}

func toSearchResult(hits []retrieval.Hit) *model.SearchResult {
	out := &model.SearchResult{Hits: make([]model.SearchHit, 0, len(hits))}
	for _, h := range hits {
		out.Hits = append(out.Hits, model.SearchHit{
			Score: h.Score,
			Lanes: h.Lanes,
			Document: &model.SearchDocument{
				ID: h.DocumentID, ExternalID: h.ExternalID, Title: h.Title, SourceRef: h.DocumentID,
				SourceID: h.SourceID, AuthoredAt: optionalTime(h.AuthoredAt),
			},
			Chunk: &model.Chunk{ID: h.ChunkID, Text: h.Text},
		})
	}
	return out
}

func toDocument(d index.Document) *model.Document {
	m := &model.Document{
		ID: d.ID, SourceID: d.SourceID, ExternalID: d.ExternalID, Kind: d.Kind, Title: d.Title,
		Author: optional(d.Author), URL: optional(d.URL), Revision: d.Revision,
		Status:    model.DocumentStatus(strings.ToUpper(d.Status)),
		CreatedAt: parseTime(d.CreatedAt), UpdatedAt: parseTime(d.UpdatedAt),
	}
	if d.AuthoredAt != "" {
		t := parseTime(d.AuthoredAt)
		m.AuthoredAt = &t
	}
	return m
}

func toDocumentConnection(p index.DocumentPage) *model.DocumentConnection {
	c := &model.DocumentConnection{
		Edges:    make([]model.DocumentEdge, 0, len(p.Items)),
		PageInfo: &model.PageInfo{HasNextPage: p.Info.HasNextPage, EndCursor: optional(p.Info.EndCursor)},
	}
	for _, d := range p.Items {
		c.Edges = append(c.Edges, model.DocumentEdge{Cursor: page.EncodeCursor(d.ID), Node: toDocument(d)})
	}
	return c
}

func toChunks(cs []index.Chunk) []model.Chunk {
	out := make([]model.Chunk, 0, len(cs))
	for _, c := range cs {
		out = append(out, model.Chunk{ID: c.ID, Text: c.Text, Ordinal: c.Ordinal, StartOffset: c.StartOffset, EndOffset: c.EndOffset})
	}
	return out
}

func toProofTest(p prooftest.ProofTest) *model.ProofTest {
	return &model.ProofTest{
		ID: p.ID, SourceID: p.SourceID, JobID: optional(p.JobID), Kind: p.Kind,
		Result: model.ProofTestResult(strings.ToUpper(p.Result)), Reason: optional(p.Reason),
		Evidence: p.Evidence, CreatedAt: parseTime(p.CreatedAt),
	}
}

func toProofTestConnection(p prooftest.Page) *model.ProofTestConnection {
	c := &model.ProofTestConnection{
		Edges:    make([]model.ProofTestEdge, 0, len(p.Items)),
		PageInfo: &model.PageInfo{HasNextPage: p.Info.HasNextPage, EndCursor: optional(p.Info.EndCursor)},
	}
	for _, t := range p.Items {
		c.Edges = append(c.Edges, model.ProofTestEdge{Cursor: page.EncodeCursor(t.ID), Node: toProofTest(t)})
	}
	return c
}

func toIngestionJob(r engine.ImportResult) *model.IngestionJob {
	j := r.Job
	m := &model.IngestionJob{
		ID: j.ID, SourceID: optional(j.SourceID), SourceName: j.SourceName,
		Format:              model.ImportFormat(strings.ToUpper(strings.ReplaceAll(j.Format, "-", "_"))),
		Status:              model.IngestionStatus(strings.ToUpper(string(j.Status))),
		Reason:              optional(j.Reason),
		DocumentsSeen:       j.DocumentsSeen,
		DocumentsAdded:      j.DocumentsAdded,
		DocumentsUpdated:    j.DocumentsUpdated,
		DocumentsUnchanged:  j.DocumentsUnchanged,
		DocumentsTombstoned: j.DocumentsTombstoned,
		ChunksWritten:       j.ChunksWritten,
		DocumentsDone:       j.DocumentsDone,
		DocumentsSkipped:    j.DocumentsSkipped,
		Skipped:             toSkipped(j.SkippedRecords()),
		CreatedAt:           parseTime(j.CreatedAt),
		UpdatedAt:           parseTime(j.UpdatedAt),
	}
	if r.ProofTest != nil {
		m.ProofTest = toProofTest(*r.ProofTest)
	}
	return m
}

func optionalTime(s string) *time.Time {
	if s == "" {
		return nil
	}
	t := parseTime(s)
	return &t
}

func toSkipped(sk []ingest.Skipped) []model.SkippedRecord {
	out := make([]model.SkippedRecord, 0, len(sk))
	for _, r := range sk {
		out = append(out, model.SkippedRecord{File: r.File, Line: r.Line, Reason: r.Reason})
	}
	return out
}

func toIngestionJobConnection(p engine.JobPage) *model.IngestionJobConnection {
	c := &model.IngestionJobConnection{
		Edges:    make([]model.IngestionJobEdge, 0, len(p.Items)),
		PageInfo: &model.PageInfo{HasNextPage: p.Info.HasNextPage, EndCursor: optional(p.Info.EndCursor)},
	}
	for _, r := range p.Items {
		c.Edges = append(c.Edges, model.IngestionJobEdge{Cursor: page.EncodeCursor(r.Job.ID), Node: toIngestionJob(r)})
	}
	return c
}

func toSourceHistory(cs []source.Change) []model.SourceStateChange {
	out := make([]model.SourceStateChange, 0, len(cs))
	for _, c := range cs {
		out = append(out, model.SourceStateChange{State: model.SourceState(strings.ToUpper(string(c.State))), Reason: optional(c.Reason), At: parseTime(c.CreatedAt)})
	}
	return out
}

func toDeletedSource(d engine.DeletedSource) *model.DeletedSource {
	m := &model.DeletedSource{ID: d.ID, DocumentsTombstoned: d.DocumentsTombstoned}
	if d.QueueVersion > 0 {
		v := d.QueueVersion
		m.QueueVersion = &v
	}
	return m
}
