package index

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/jmoiron/sqlx"
)

// Until keys of several numbered parts were read whole, the indexer stored "NCR-2026-009" and
// "CVE-2024-3094" as their first two parts ("NCR-2026", "CVE-2024"), a value every record of
// that year shared. RereadIdentifiers reads the identifiers of the chunks so indexed again,
// once per database (data migration identifiers_whole_keys, recorded in data_migrations).

const (
	// rereadName is the row of data_migrations that records the re-read.
	rereadName = "identifiers_whole_keys"
	// rereadBatch bounds the chunks re-read in one transaction.
	rereadBatch = 500
)

// rereadCandidates are the chunks whose identifiers the earlier indexer may have cut short,
// after a seq, in seq order: a row of a kind that reads "KEY-123" (ticket; incident and pr,
// whose value claimed the cut-short key) holding a value of two parts that the chunk's text
// continues with a dash and a digit ("CVE-2024" in a chunk holding "CVE-2024-3094"). Values
// of those kinds are capital letters, digits and dashes, so they are read literally by GLOB.
const rereadCandidates = `SELECT DISTINCT i.chunk_seq FROM identifiers i JOIN chunks c ON c.seq = i.chunk_seq
	WHERE i.chunk_seq > ? AND i.kind IN ('ticket', 'incident', 'pr')
		AND i.value GLOB '[A-Z]*-[0-9]*' AND i.value NOT GLOB '*-*-*' AND i.value NOT GLOB '*[*?[]*'
		AND c.text GLOB '*' || i.value || '-[0-9]*'
	ORDER BY i.chunk_seq LIMIT ?`

// Reread reports what a run of RereadIdentifiers did.
type Reread struct {
	// Ran is false when the database had already been re-read.
	Ran bool
	// Chunks were read again; Rewritten of them had identifier rows that differed.
	Chunks, Rewritten int
	// SubjectFacts are the rows of Today's subject facts dropped for citing a rewritten
	// document (the next compile writes them again).
	SubjectFacts int
}

// RereadIdentifiers rewrites, once per database, the identifier rows of the chunks an earlier
// indexer read keys of several numbered parts in, to what ExtractIdentifiers reads in their
// text now. Only chunks that can differ are read (rereadCandidates); each batch is one
// transaction, and the run is recorded done only after the last one, so a run that fails
// leaves its batch as it was and runs again at the next open. Subject facts a compile read
// from a rewritten document are dropped with its rows: they were read with the cut-short
// keys (a year's records as one subject).
func (s *Store) RereadIdentifiers(ctx context.Context) (Reread, error) {
	var done []int
	if err := s.db.R.SelectContext(ctx, &done, `SELECT done FROM data_migrations WHERE name = ?`, rereadName); err != nil {
		return Reread{}, fmt.Errorf("read data migration %s: %w", rereadName, err)
	}
	if len(done) == 0 || done[0] == 1 {
		return Reread{}, nil
	}
	r := Reread{Ran: true}
	for after := int64(0); ; {
		var seqs []int64
		if err := s.db.R.SelectContext(ctx, &seqs, rereadCandidates, after, rereadBatch); err != nil {
			return r, fmt.Errorf("find chunks to re-read: %w", err)
		}
		if len(seqs) == 0 {
			break
		}
		b, err := s.rereadBatch(ctx, seqs)
		if err != nil {
			return r, err
		}
		r.Chunks += b.Chunks
		r.Rewritten += b.Rewritten
		r.SubjectFacts += b.SubjectFacts
		after = seqs[len(seqs)-1]
	}
	err := s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		_, err := tx.ExecContext(ctx, `UPDATE data_migrations SET done = 1, chunks = chunks + ?, updated_at = ? WHERE name = ? AND done = 0`,
			r.Chunks, now(), rereadName)
		return err
	})
	if err != nil {
		return r, fmt.Errorf("record data migration %s: %w", rereadName, err)
	}
	return r, nil
}

type rereadChunk struct {
	Seq         int64  `db:"seq"`
	WorkspaceID string `db:"workspace_id"`
	DocumentID  string `db:"document_id"`
	Text        string `db:"text"`
}

type rereadRow struct {
	Seq   int64  `db:"chunk_seq"`
	Value string `db:"value"`
	Kind  string `db:"kind"`
}

// rereadBatch re-reads the chunks seqs in one transaction.
func (s *Store) rereadBatch(ctx context.Context, seqs []int64) (Reread, error) {
	var r Reread
	err := s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		r = Reread{}
		// A write first takes the write lock (a libSQL server's BEGIN is deferred): what is read
		// below cannot change before it is rewritten.
		if _, err := tx.ExecContext(ctx, `UPDATE data_migrations SET done = done WHERE 0`); err != nil {
			return fmt.Errorf("lock for the identifier re-read: %w", err)
		}
		marks := `(?` + strings.Repeat(",?", len(seqs)-1) + `)`
		args := make([]any, len(seqs))
		for i, q := range seqs {
			args[i] = q
		}
		var chunks []rereadChunk
		if err := tx.SelectContext(ctx, &chunks, `SELECT seq, workspace_id, document_id, text FROM chunks WHERE seq IN `+marks+` ORDER BY seq`, args...); err != nil {
			return fmt.Errorf("read chunks to re-read: %w", err)
		}
		var rows []rereadRow
		if err := tx.SelectContext(ctx, &rows, `SELECT chunk_seq, value, kind FROM identifiers WHERE chunk_seq IN `+marks, args...); err != nil {
			return fmt.Errorf("read identifiers to re-read: %w", err)
		}
		stored := map[int64]map[string]string{} // seq -> value -> kind
		for _, row := range rows {
			if stored[row.Seq] == nil {
				stored[row.Seq] = map[string]string{}
			}
			stored[row.Seq][row.Value] = row.Kind
		}
		changed := map[string][]string{} // workspace -> documents with a rewritten chunk
		for _, c := range chunks {
			r.Chunks++
			n, err := rewriteIdentifiers(ctx, tx, c, stored[c.Seq])
			if err != nil {
				return err
			}
			if n > 0 {
				r.Rewritten++
				if docs := changed[c.WorkspaceID]; !slices.Contains(docs, c.DocumentID) {
					changed[c.WorkspaceID] = append(docs, c.DocumentID)
				}
			}
		}
		for ws, docs := range changed {
			n, err := dropSubjectFacts(ctx, tx, ws, docs)
			if err != nil {
				return err
			}
			r.SubjectFacts += n
		}
		return nil
	})
	if err != nil {
		return Reread{}, fmt.Errorf("re-read identifiers of %d chunks: %w", len(seqs), err)
	}
	return r, nil
}

// rewriteIdentifiers makes the chunk's identifier rows (have: value -> kind) what its text
// holds now, touching only the rows that differ; it returns how many rows it wrote or deleted.
func rewriteIdentifiers(ctx context.Context, tx *sqlx.Tx, c rereadChunk, have map[string]string) (int, error) {
	ids := ExtractIdentifiers(c.Text)
	want := make(map[string]string, len(ids))
	for _, id := range ids {
		want[id.Value] = id.Kind
	}
	n := 0
	for _, v := range slices.Sorted(maps.Keys(have)) {
		if want[v] != have[v] {
			if _, err := tx.ExecContext(ctx, `DELETE FROM identifiers WHERE chunk_seq = ? AND value = ?`, c.Seq, v); err != nil {
				return n, fmt.Errorf("delete identifier: %w", err)
			}
			n++
		}
	}
	for _, id := range ids {
		if have[id.Value] != id.Kind {
			if _, err := tx.ExecContext(ctx, InsertIdentifierSQL, c.WorkspaceID, id.Value, c.Seq, id.Kind); err != nil {
				return n, fmt.Errorf("write identifier: %w", err)
			}
			n++
		}
	}
	return n, nil
}

// dropSubjectFacts deletes the workspace's subject facts that cite a chunk of one of docs and
// returns how many rows it deleted.
func dropSubjectFacts(ctx context.Context, tx *sqlx.Tx, workspaceID string, docs []string) (int, error) {
	marks := `(?` + strings.Repeat(",?", len(docs)-1) + `)`
	args := make([]any, len(docs))
	for i, d := range docs {
		args[i] = d
	}
	var ids []string
	if err := tx.SelectContext(ctx, &ids, `SELECT id FROM chunks WHERE workspace_id = ? AND document_id IN `+marks, append([]any{workspaceID}, args...)...); err != nil {
		return 0, fmt.Errorf("read chunks of re-read documents: %w", err)
	}
	cited := make(map[string]bool, len(ids))
	for _, id := range ids {
		cited[id] = true
	}
	var rows []struct {
		Subject string `db:"subject"`
		Facts   string `db:"facts"`
	}
	if err := tx.SelectContext(ctx, &rows, `SELECT subject, facts FROM subject_facts WHERE workspace_id = ?`, workspaceID); err != nil {
		return 0, fmt.Errorf("read subject facts: %w", err)
	}
	n := 0
	for _, row := range rows {
		// Fact.Doc is the chunk a fact cites (engine/facts).
		var fs []struct{ Doc string }
		if err := json.Unmarshal([]byte(row.Facts), &fs); err != nil {
			return n, fmt.Errorf("decode the facts of %s: %w", row.Subject, err)
		}
		if !slices.ContainsFunc(fs, func(f struct{ Doc string }) bool { return cited[f.Doc] }) {
			continue
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM subject_facts WHERE workspace_id = ? AND subject = ?`, workspaceID, row.Subject); err != nil {
			return n, fmt.Errorf("delete subject facts: %w", err)
		}
		n++
	}
	return n, nil
}
