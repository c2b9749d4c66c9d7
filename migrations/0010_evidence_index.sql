-- The embedded evidence index: ingestion jobs, documents (with revisions), chunks with their
-- FTS5 index, exact identifiers, entities and the canary proof tests of each import.

-- One import run. Counts are filled in as the job proceeds.
CREATE TABLE ingest_jobs (
    id                   TEXT PRIMARY KEY,
    workspace_id         TEXT NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
    source_id            TEXT NOT NULL DEFAULT '',
    source_name          TEXT NOT NULL,
    format               TEXT NOT NULL,
    status               TEXT NOT NULL CHECK (status IN ('queued', 'processing', 'indexed', 'failed')),
    reason               TEXT NOT NULL DEFAULT '',
    documents_seen       INTEGER NOT NULL DEFAULT 0,
    documents_added      INTEGER NOT NULL DEFAULT 0,
    documents_updated    INTEGER NOT NULL DEFAULT 0,
    documents_unchanged  INTEGER NOT NULL DEFAULT 0,
    documents_tombstoned INTEGER NOT NULL DEFAULT 0,
    chunks_written       INTEGER NOT NULL DEFAULT 0,
    created_at           TEXT NOT NULL,
    updated_at           TEXT NOT NULL
);

CREATE INDEX ingest_jobs_workspace_order ON ingest_jobs (workspace_id, created_at, id);

-- A document as its source system knows it. The id is derived from (source, external id), so
-- a re-import finds the same row; a changed content hash makes a new revision.
CREATE TABLE documents (
    id           TEXT PRIMARY KEY,
    workspace_id TEXT NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
    source_id    TEXT NOT NULL REFERENCES sources (id) ON DELETE CASCADE,
    external_id  TEXT NOT NULL,
    kind         TEXT NOT NULL,
    title        TEXT NOT NULL,
    author       TEXT NOT NULL DEFAULT '',
    url          TEXT NOT NULL DEFAULT '',
    thread_id    TEXT NOT NULL DEFAULT '',
    metadata     TEXT NOT NULL DEFAULT '{}',
    body_chars   INTEGER NOT NULL DEFAULT 0,
    content_hash TEXT NOT NULL,
    revision     INTEGER NOT NULL,
    status       TEXT NOT NULL CHECK (status IN ('indexed', 'tombstoned')),
    job_id       TEXT NOT NULL,
    authored_at  TEXT NOT NULL DEFAULT '',
    created_at   TEXT NOT NULL,
    updated_at   TEXT NOT NULL,
    UNIQUE (source_id, external_id)
);

CREATE INDEX documents_workspace_source_order ON documents (workspace_id, source_id, created_at, id);

CREATE TABLE document_revisions (
    document_id  TEXT NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
    revision     INTEGER NOT NULL,
    content_hash TEXT NOT NULL,
    job_id       TEXT NOT NULL,
    created_at   TEXT NOT NULL,
    PRIMARY KEY (document_id, revision)
);

-- A chunk of a document's current revision: seq is the FTS rowid, id the stable public id.
CREATE TABLE chunks (
    seq          INTEGER PRIMARY KEY,
    id           TEXT NOT NULL UNIQUE,
    workspace_id TEXT NOT NULL,
    source_id    TEXT NOT NULL,
    document_id  TEXT NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
    ordinal      INTEGER NOT NULL,
    start_offset INTEGER NOT NULL,
    end_offset   INTEGER NOT NULL,
    text         TEXT NOT NULL,
    tokens       INTEGER NOT NULL,
    authored_at  TEXT NOT NULL DEFAULT ''
);

CREATE INDEX chunks_document ON chunks (document_id, ordinal);

-- Full-text index of chunks (title repeated per chunk), rowid = chunks.seq. Contentless: the
-- text lives in chunks; rows are deleted explicitly when a document changes.
CREATE VIRTUAL TABLE chunks_fts USING fts5 (
    title, body,
    content = '', contentless_delete = 1,
    tokenize = 'porter unicode61 remove_diacritics 2'
);

-- Document frequencies of indexed terms, read by the query planner.
CREATE VIRTUAL TABLE chunks_vocab USING fts5vocab (chunks_fts, 'row');

-- Exact identifiers found in a chunk (ticket keys, incident and PR numbers, UUIDs, emails, URLs).
CREATE TABLE identifiers (
    workspace_id TEXT NOT NULL,
    value        TEXT NOT NULL,
    chunk_seq    INTEGER NOT NULL REFERENCES chunks (seq) ON DELETE CASCADE,
    kind         TEXT NOT NULL,
    PRIMARY KEY (workspace_id, value, chunk_seq)
);

CREATE INDEX identifiers_chunk ON identifiers (chunk_seq);

-- People and projects named by a document's source format (authors, participants, projects).
CREATE TABLE entities (
    document_id  TEXT NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
    workspace_id TEXT NOT NULL,
    kind         TEXT NOT NULL CHECK (kind IN ('person', 'project')),
    name         TEXT NOT NULL,
    PRIMARY KEY (document_id, kind, name)
);

CREATE INDEX entities_workspace ON entities (workspace_id, kind, name);

-- Corpus statistics for BM25 (one row).
CREATE TABLE index_stats (
    id     INTEGER PRIMARY KEY CHECK (id = 1),
    chunks INTEGER NOT NULL,
    tokens INTEGER NOT NULL
);

INSERT INTO index_stats (id, chunks, tokens) VALUES (1, 0, 0);

-- Canary verification runs: a sample of a source's chunks searched for again through the lanes.
CREATE TABLE proof_tests (
    id           TEXT PRIMARY KEY,
    workspace_id TEXT NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
    source_id    TEXT NOT NULL REFERENCES sources (id) ON DELETE CASCADE,
    job_id       TEXT NOT NULL DEFAULT '',
    kind         TEXT NOT NULL,
    result       TEXT NOT NULL CHECK (result IN ('passed', 'failed')),
    reason       TEXT NOT NULL DEFAULT '',
    evidence     TEXT NOT NULL DEFAULT '[]',
    created_at   TEXT NOT NULL
);

CREATE INDEX proof_tests_workspace_order ON proof_tests (workspace_id, created_at, id);
