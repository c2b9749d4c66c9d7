package index

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"time"
	"unicode/utf8"

	"github.com/jmoiron/sqlx"

	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/store"
)

// Store reads and writes the index.
type Store struct {
	db    *store.DB
	chunk ChunkOptions
}

// New returns a Store over db.
func New(db *store.DB) *Store { return &Store{db: db, chunk: DefaultChunkOptions} }

// Counts report what an Apply did.
type Counts struct {
	Seen, Added, Updated, Unchanged, Tombstoned, Chunks int
}

// Target names where Apply writes: a workspace's source, on behalf of an ingestion job.
type Target struct {
	WorkspaceID, SourceID, JobID string
}

// batchChunks bounds the chunks written in one transaction, so the writer is never held long.
const batchChunks = 2000

type prepared struct {
	doc      Doc
	id, hash string
	revision int
	existed  bool
	spans    []Span
	ids      [][]Identifier
	tokens   []int
}

type existing struct {
	ExternalID string `db:"external_id"`
	ID         string `db:"id"`
	Hash       string `db:"content_hash"`
	Revision   int    `db:"revision"`
	Status     string `db:"status"`
}

// Apply makes the source's documents equal to docs: new documents are added, changed ones get
// a new revision (their chunks replaced), unchanged ones are left alone, and documents of the
// source missing from docs are tombstoned (their chunks removed from the index). progress,
// when set, is called with the number of documents processed and chunks written so far.
func (s *Store) Apply(ctx context.Context, t Target, docs []Doc, progress func(done, chunks int)) (Counts, error) {
	c := Counts{Seen: len(docs)}
	seen := make(map[string]bool, len(docs))
	for _, d := range docs {
		if d.ExternalID == "" {
			return c, errs.E(errs.Invalid, "a document has no id")
		}
		if seen[d.ExternalID] {
			return c, errs.E(errs.Invalid, "document id %q appears twice in one import", d.ExternalID)
		}
		seen[d.ExternalID] = true
	}
	var olds []existing
	if err := s.db.R.SelectContext(ctx, &olds, `SELECT external_id, id, content_hash, revision, status
		FROM documents WHERE source_id = ? AND workspace_id = ?`, t.SourceID, t.WorkspaceID); err != nil {
		return c, fmt.Errorf("read existing documents: %w", err)
	}
	old := make(map[string]existing, len(olds))
	for _, o := range olds {
		old[o.ExternalID] = o
	}

	var batch []prepared
	batchSize := 0
	done, written := 0, 0
	flush := func() error {
		if len(batch) == 0 {
			return nil
		}
		if err := s.writeBatch(ctx, t, batch); err != nil {
			return err
		}
		done += len(batch)
		for _, p := range batch {
			written += len(p.spans)
		}
		if progress != nil {
			progress(done, written)
		}
		batch, batchSize = batch[:0], 0
		return nil
	}
	for _, d := range docs {
		if err := ctx.Err(); err != nil {
			return c, err
		}
		p := prepared{doc: d, id: DocumentID(t.SourceID, d.ExternalID), hash: d.ContentHash(), revision: 1}
		if o, ok := old[d.ExternalID]; ok {
			if o.Hash == p.hash && o.Status == "indexed" {
				c.Unchanged++
				done++
				continue
			}
			p.existed, p.revision = true, o.Revision+1
			c.Updated++
		} else {
			c.Added++
		}
		p.spans = Split(d.Body, s.chunk)
		if len(p.spans) == 0 && d.Title != "" {
			p.spans = []Span{{Text: ""}}
		}
		titleTokens := len(Tokens(d.Title)) // once per document, not once per chunk
		for _, sp := range p.spans {
			p.ids = append(p.ids, ExtractIdentifiers(sp.Text))
			p.tokens = append(p.tokens, titleTokens+len(Tokens(sp.Text)))
		}
		c.Chunks += len(p.spans)
		batch = append(batch, p)
		batchSize += len(p.spans) + 1
		if batchSize >= batchChunks {
			if err := flush(); err != nil {
				return c, err
			}
		}
	}
	if err := flush(); err != nil {
		return c, err
	}
	if progress != nil {
		progress(len(docs), written)
	}
	var gone []existing
	for _, o := range olds {
		if !seen[o.ExternalID] && o.Status == "indexed" {
			gone = append(gone, o)
		}
	}
	sort.Slice(gone, func(i, j int) bool { return gone[i].ExternalID < gone[j].ExternalID })
	for len(gone) > 0 {
		n := min(len(gone), 500)
		if err := s.tombstone(ctx, t, gone[:n]); err != nil {
			return c, err
		}
		c.Tombstoned += n
		gone = gone[n:]
	}
	return c, nil
}

func now() string { return time.Now().UTC().Format(time.RFC3339Nano) }

func (s *Store) writeBatch(ctx context.Context, t Target, batch []prepared) error {
	ts := now()
	return s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		st, err := prepareWrite(ctx, tx)
		if err != nil {
			return err
		}
		defer st.close()
		delta := newStatsDelta()
		for _, p := range batch {
			d := p.doc
			if p.existed {
				if err := deleteChunks(ctx, tx, p.id, delta); err != nil {
					return err
				}
				if _, err := st.delEntities.ExecContext(ctx, p.id); err != nil {
					return fmt.Errorf("delete entities: %w", err)
				}
			}
			meta := []byte("{}")
			if len(d.Metadata) > 0 {
				if meta, err = json.Marshal(d.Metadata); err != nil {
					return errs.Wrap(errs.Invalid, err, "metadata of document %q is not JSON", d.ExternalID)
				}
			}
			kind := d.Kind
			if kind == "" {
				kind = "doc"
			}
			at := formatTime(d.AuthoredAt)
			if _, err := st.upsertDoc.ExecContext(ctx, p.id, t.WorkspaceID, t.SourceID, d.ExternalID, kind, d.Title,
				d.Author, d.URL, d.ThreadID, string(meta), utf8.RuneCountInString(d.Body), p.hash, p.revision, t.JobID, at, ts, ts); err != nil {
				return fmt.Errorf("write document %q: %w", d.ExternalID, err)
			}
			// Revision 1 is the document row itself; later revisions are recorded as history.
			if p.existed {
				if _, err := st.insRevision.ExecContext(ctx, p.id, p.revision, p.hash, t.JobID, ts); err != nil {
					return fmt.Errorf("write revision: %w", err)
				}
			}
			for _, name := range d.People {
				if _, err := st.insEntity.ExecContext(ctx, p.id, t.WorkspaceID, "person", name); err != nil {
					return fmt.Errorf("write entity: %w", err)
				}
			}
			for _, name := range d.Projects {
				if _, err := st.insEntity.ExecContext(ctx, p.id, t.WorkspaceID, "project", name); err != nil {
					return fmt.Errorf("write entity: %w", err)
				}
			}
			for i, sp := range p.spans {
				res, err := st.insChunk.ExecContext(ctx, ChunkID(p.id, sp), t.WorkspaceID, t.SourceID, p.id, sp.Ordinal,
					sp.Start, sp.End, sp.Text, p.tokens[i], at)
				if err != nil {
					return fmt.Errorf("write chunk: %w", err)
				}
				seq, err := res.LastInsertId()
				if err != nil {
					return fmt.Errorf("chunk seq: %w", err)
				}
				if _, err := st.insFTS.ExecContext(ctx, seq, d.Title, sp.Text); err != nil {
					return fmt.Errorf("index chunk: %w", err)
				}
				for _, id := range p.ids[i] {
					if _, err := st.insIdent.ExecContext(ctx, t.WorkspaceID, id.Value, seq, id.Kind); err != nil {
						return fmt.Errorf("write identifier: %w", err)
					}
				}
				delta.add(d.Title, sp.Text, int64(p.tokens[i]), 1)
			}
		}
		return delta.apply(ctx, tx, t.WorkspaceID)
	})
}

type writeStmts struct {
	upsertDoc, insRevision, insChunk, insFTS, insIdent, insEntity, delEntities *sqlx.Stmt
}

func (w *writeStmts) close() {
	for _, s := range []*sqlx.Stmt{w.upsertDoc, w.insRevision, w.insChunk, w.insFTS, w.insIdent, w.insEntity, w.delEntities} {
		if s != nil {
			_ = s.Close()
		}
	}
}

func prepareWrite(ctx context.Context, tx *sqlx.Tx) (*writeStmts, error) {
	w := &writeStmts{}
	for _, p := range []struct {
		dst **sqlx.Stmt
		sql string
	}{
		{&w.upsertDoc, `INSERT INTO documents (id, workspace_id, source_id, external_id, kind, title, author, url, thread_id,
			metadata, body_chars, content_hash, revision, status, job_id, authored_at, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'indexed', ?, ?, ?, ?)
			ON CONFLICT (source_id, external_id) DO UPDATE SET kind = excluded.kind, title = excluded.title,
			author = excluded.author, url = excluded.url, thread_id = excluded.thread_id, metadata = excluded.metadata,
			body_chars = excluded.body_chars, content_hash = excluded.content_hash, revision = excluded.revision,
			status = 'indexed', job_id = excluded.job_id, authored_at = excluded.authored_at, updated_at = excluded.updated_at`},
		{&w.insRevision, `INSERT INTO document_revisions (document_id, revision, content_hash, job_id, created_at)
			VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`},
		{&w.insChunk, `INSERT INTO chunks (id, workspace_id, source_id, document_id, ordinal, start_offset, end_offset, text, tokens, authored_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`},
		{&w.insFTS, `INSERT INTO chunks_fts (rowid, title, body) VALUES (?, ?, ?)`},
		{&w.insIdent, InsertIdentifierSQL},
		{&w.insEntity, `INSERT INTO entities (document_id, workspace_id, kind, name) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING`},
		{&w.delEntities, `DELETE FROM entities WHERE document_id = ?`},
	} {
		st, err := tx.PreparexContext(ctx, p.sql)
		if err != nil {
			w.close()
			return nil, fmt.Errorf("prepare: %w", err)
		}
		*p.dst = st
	}
	return w, nil
}

// deleteChunks removes a document's chunks from the index and counts them out of the
// workspace's statistics (their title is the one they were indexed with: the document row is
// rewritten after this).
func deleteChunks(ctx context.Context, tx *sqlx.Tx, documentID string, delta *statsDelta) error {
	var gone []struct {
		Text   string `db:"text"`
		Tokens int64  `db:"tokens"`
		Title  string `db:"title"`
	}
	if err := tx.SelectContext(ctx, &gone, `SELECT c.text, c.tokens, d.title FROM chunks c JOIN documents d ON d.id = c.document_id
		WHERE c.document_id = ? ORDER BY c.seq`, documentID); err != nil {
		return fmt.Errorf("read chunks: %w", err)
	}
	if len(gone) == 0 {
		return nil
	}
	for _, c := range gone {
		delta.add(c.Title, c.Text, c.Tokens, -1)
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM chunks_fts WHERE rowid IN (SELECT seq FROM chunks WHERE document_id = ?)`, documentID); err != nil {
		return fmt.Errorf("unindex chunks: %w", err)
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM chunks WHERE document_id = ?`, documentID); err != nil {
		return fmt.Errorf("delete chunks: %w", err)
	}
	return nil
}

func (s *Store) tombstone(ctx context.Context, t Target, gone []existing) error {
	ts := now()
	return s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		delta := newStatsDelta()
		for _, o := range gone {
			if err := deleteChunks(ctx, tx, o.ID, delta); err != nil {
				return err
			}
			if _, err := tx.ExecContext(ctx, `UPDATE documents SET status = 'tombstoned', revision = revision + 1, job_id = ?, updated_at = ?
				WHERE id = ? AND workspace_id = ?`, t.JobID, ts, o.ID, t.WorkspaceID); err != nil {
				return fmt.Errorf("tombstone document: %w", err)
			}
			if _, err := tx.ExecContext(ctx, `INSERT INTO document_revisions (document_id, revision, content_hash, job_id, created_at)
				VALUES (?, ?, '', ?, ?) ON CONFLICT DO NOTHING`, o.ID, o.Revision+1, t.JobID, ts); err != nil {
				return fmt.Errorf("write revision: %w", err)
			}
		}
		return delta.apply(ctx, tx, t.WorkspaceID)
	})
}

// InsertIdentifierSQL writes one identifier row of a chunk (workspace, value, chunk seq, kind):
// the indexer's statement, which the re-read of an earlier index writes with too.
const InsertIdentifierSQL = `INSERT INTO identifiers (workspace_id, value, chunk_seq, kind) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING`
