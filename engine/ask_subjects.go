package engine

import (
	"context"
	"fmt"
	"github.com/queueproof/queueproof/engine/untrusted"
	"maps"
	"slices"
	"strings"

	"github.com/queueproof/queueproof/engine/facts"
	"github.com/queueproof/queueproof/engine/index"
	"github.com/queueproof/queueproof/engine/lineage"
	"github.com/queueproof/queueproof/engine/queue"
	"github.com/queueproof/queueproof/engine/records"
	"github.com/queueproof/queueproof/engine/retrieval"
	"github.com/queueproof/queueproof/engine/synthesis"
)

// compiled reads back what Today's latest compile read: who is outside the team and which
// subjects a tracker tracks (the compile's, so Ask marks the statements Today marks outside),
// and, while the compile read the evidence as it is now (the same evidence generation, no
// import running), the facts of the subjects the question names (subjectFacts). The team of an
// older compile still stands when the evidence has changed since (the team it knew beats no
// team); before any compile no one is known to be of the team, so every mail sender and
// ticket commenter counts as outside until Today compiles (failing closed). The trace says
// which.
func (e *Engine) compiled(ctx context.Context, r *retrieved) (map[string][]facts.Fact, synthesis.Outsiders, error) {
	gen, busy, err := e.evidence.index.Generation(ctx, r.scope.WorkspaceID)
	if err != nil {
		return nil, nil, err
	}
	t, ok, err := e.queue.store.Team(ctx, r.scope.WorkspaceID)
	if err != nil {
		return nil, nil, err
	}
	switch {
	case !ok:
		r.trace.FactsNote = "no compile of Today has read the evidence: the subjects' facts are read from the retrieved passages alone, and every mail sender and ticket commenter counts as outside the team until one does"
		return nil, teamOutsiders{}, nil
	case busy:
		r.trace.FactsNote = "an import is running: the subjects' facts are read from the retrieved passages alone, with the team Today's last compile read"
		return nil, teamOutsiders{t}, nil
	case t.Generation != gen:
		r.trace.FactsNote = "no compile of Today read the evidence as it is now: the subjects' facts are read from the retrieved passages alone, with the team Today's last compile read"
		return nil, teamOutsiders{t}, nil
	}
	known, err := e.subjectFacts(ctx, r, gen)
	return known, teamOutsiders{t}, err
}

// teamOutsiders reads a passage's statements with a compile's team (none: no one is of the
// team).
type teamOutsiders struct{ t queue.Team }

func (o teamOutsiders) Outside(ev synthesis.Evidence, at int, quote string, field bool) bool {
	return o.t.Team.Outside(chunkOf(ev), at, quote, field)
}

// chunkOf is a passage as the records package reads who said it.
func chunkOf(ev synthesis.Evidence) records.Chunk {
	return records.Chunk{ChunkID: ev.ChunkID, DocumentID: ev.DocumentID, DocKind: ev.Kind, Title: ev.Title, Author: ev.Author, Text: ev.Text,
		Guests: ev.Guests, Comment: ev.Comment, Start: ev.Start, Messages: ev.Messages, Unlisted: ev.Unlisted, QuotedTo: ev.QuotedTo}
}

// markQuotedOpenings marks the mail passages that open inside a quote or forward their
// message opened before them (records.Loader.QuotedOpenings), so a forward's later passages
// are no one's, as Today reads them.
func (e *Engine) markQuotedOpenings(ctx context.Context, workspaceID string, evidence []synthesis.Evidence) error {
	cs := make([]records.Chunk, len(evidence))
	for i, ev := range evidence {
		cs[i] = chunkOf(ev)
	}
	quoted, err := e.queue.loader.QuotedOpenings(ctx, workspaceID, cs)
	if err != nil {
		return err
	}
	for i, ev := range evidence {
		evidence[i].QuotedTo = quoted[ev.ChunkID]
	}
	return nil
}

func (o teamOutsiders) Tracked(subject string) bool { return o.t.Tracked(subject) }

// subjectFacts reads back, for the identifiers the question names, the facts the latest
// compile (which read the evidence generation gen) read their owner, due date and status from
// (whole conversations, in order), so Ask answers those facets as the packet shows them. The
// chunks the facts cite join the evidence when they pass the same lineage check as any hit (in
// the question's scope, of a verified source, not tombstoned); facts citing any other chunk are
// dropped.
func (e *Engine) subjectFacts(ctx context.Context, r *retrieved, gen string) (map[string][]facts.Fact, error) {
	if len(r.plan.Identifiers) == 0 {
		return nil, nil
	}
	bySubject, err := e.queue.store.SubjectFacts(ctx, r.scope.WorkspaceID, gen, r.plan.Identifiers)
	if err != nil {
		return nil, err
	}
	if len(bySubject) == 0 {
		r.trace.FactsNote = "the latest compile of Today saw none of the subjects: their facts are read from the retrieved passages alone"
		return nil, nil
	}
	// readable are the chunks the answer reads: the retrieved ones, and those of the facts that
	// pass the lineage check below.
	readable := map[string]bool{}
	for _, ev := range r.evidence {
		readable[ev.ChunkID] = true
	}
	var hits []retrieval.Hit
	asked := map[string]bool{}
	for _, fs := range bySubject {
		for _, f := range fs {
			if !readable[f.Doc] && !asked[f.Doc] {
				asked[f.Doc] = true
				hits = append(hits, retrieval.Hit{ChunkID: f.Doc})
			}
		}
	}
	rows, err := lineage.Load(ctx, e.db.R, hits)
	if err != nil {
		return nil, err
	}
	for i := range hits {
		if row, ok := rows[hits[i].ChunkID]; ok {
			hits[i].SourceID, hits[i].DocumentID = row.ChunkSource, row.DocumentID
		}
	}
	kept, _ := lineage.Check(r.scope, hits, rows)
	texts, err := e.chunkTexts(ctx, kept)
	if err != nil {
		return nil, err
	}
	for _, k := range kept {
		k.Hit.Text = texts[k.Hit.ChunkID]
		r.evidence = append(r.evidence, evidenceOf(k))
		readable[k.Hit.ChunkID] = true
	}
	out := map[string][]facts.Fact{}
	for s, fs := range bySubject {
		out[s] = slices.DeleteFunc(slices.Clone(fs), func(f facts.Fact) bool { return !readable[f.Doc] })
	}
	r.trace.FactsNote = fmt.Sprintf("owner, due date and status of %s read from Today's latest compile (%d passages added)",
		strings.Join(slices.Sorted(maps.Keys(out)), ", "), len(kept))
	return out, nil
}

// chunkTexts reads the text of the kept chunks.
func (e *Engine) chunkTexts(ctx context.Context, kept []lineage.Kept) (map[string]string, error) {
	out := map[string]string{}
	if len(kept) == 0 {
		return out, nil
	}
	args := make([]any, 0, len(kept))
	for _, k := range kept {
		args = append(args, k.Hit.ChunkID)
	}
	var rows []struct {
		ID   string `db:"id"`
		Text string `db:"text"`
	}
	if err := e.db.R.SelectContext(ctx, &rows, `SELECT id, text FROM chunks WHERE id IN (?`+strings.Repeat(",?", len(args)-1)+`)`, args...); err != nil {
		return nil, fmt.Errorf("read chunk texts: %w", err)
	}
	for _, r := range rows {
		out[r.ID] = r.Text
	}
	return out, nil
}

// ticketRecords reads, for the tickets whose passages were retrieved (ids), which document is
// each ticket's record (records.TicketRecord, read over the workspace's current evidence as
// Today's compile reads it); nil when there are none.
func (e *Engine) ticketRecords(ctx context.Context, workspaceID string, ids []string) (map[string]string, error) {
	if len(ids) == 0 {
		return nil, nil
	}
	return e.queue.loader.TicketRecords(ctx, workspaceID, ids)
}

// ticketIDs are the ids of the tickets whose passages were retrieved.
func ticketIDs(evidence []synthesis.Evidence) []string {
	var ids []string
	for _, ev := range evidence {
		if ev.Kind == "ticket" && ev.DocumentID != "" {
			ids = append(ids, ev.ExternalID)
		}
	}
	return ids
}

// openedDocuments are the documents of the passages that do not open their document: their
// heads are read with them (see withHeads).
func openedDocuments(evidence []synthesis.Evidence) []string {
	var ids []string
	for _, ev := range evidence {
		if ev.Start > 0 && ev.DocumentID != "" && !slices.Contains(ids, ev.DocumentID) {
			ids = append(ids, ev.DocumentID)
		}
	}
	return ids
}

// withHeads gives each passage that does not open its document the document's head, read from
// its first chunk (firsts), none when that chunk carries injection-shaped text anywhere, past
// the head's cut as well.
func withHeads(evidence []synthesis.Evidence, firsts map[string]string) {
	for i, ev := range evidence {
		if first, ok := firsts[ev.DocumentID]; ok && ev.Start > 0 && !untrusted.Suspicious(first) {
			evidence[i].Head = index.Head(first)
		}
	}
}

// mergeRecords adds b's records to a's (either may be nil).
func mergeRecords(a, b map[string]string) map[string]string {
	if a == nil {
		return b
	}
	maps.Copy(a, b)
	return a
}

// markComments marks the passages of tickets' comments (a ticket document that is not its
// ticket's record), so a field line a commenter writes is read as theirs.
func markComments(evidence []synthesis.Evidence, records map[string]string) {
	for i, ev := range evidence {
		if rec, ok := records[ev.ExternalID]; ok && ev.Kind == "ticket" && ev.DocumentID != "" {
			evidence[i].Comment = ev.DocumentID != rec
		}
	}
}

// evidenceOf is a kept hit as the evidence an answer reads.
func evidenceOf(k lineage.Kept) synthesis.Evidence {
	at := k.Row.AuthoredAt
	if at == "" {
		at = k.Hit.AuthoredAt
	}
	msgs, unlisted := index.MetadataMessages(k.Row.Metadata)
	return synthesis.Evidence{
		Start: k.Row.Start, Messages: msgs, Unlisted: unlisted,
		ChunkID: k.Hit.ChunkID, DocumentID: k.Row.DocumentID, SourceID: k.Row.ChunkSource, SourceName: k.Row.SourceName,
		ExternalID: k.Row.ExternalID, Title: k.Row.Title, Text: k.Hit.Text, Author: k.Row.Author, URL: k.Row.URL,
		AuthoredAt: at, Project: synthesis.MetadataProject(k.Row.Metadata), Kind: k.Row.Kind, Thread: synthesis.Series(k.Row.ThreadID, k.Row.Title, k.Row.Metadata),
		Guests: records.MetadataGuests(k.Row.Metadata),
	}
}
