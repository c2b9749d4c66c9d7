-- The app branch (issue #18): a source's state history, an import's skipped records and its
-- progress while it runs in the background.

-- Every state a source was moved to, with the reason (why it FAILED or is DEGRADED).
CREATE TABLE source_state_changes (
    id           TEXT PRIMARY KEY,
    workspace_id TEXT NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
    source_id    TEXT NOT NULL REFERENCES sources (id) ON DELETE CASCADE,
    state        TEXT NOT NULL,
    reason       TEXT NOT NULL DEFAULT '',
    created_at   TEXT NOT NULL
);

CREATE INDEX source_state_changes_order ON source_state_changes (workspace_id, source_id, created_at, id);

-- Records with nothing to index (no title, no body) are skipped, counted, and listed with
-- their file and line (JSON array of {file, line, reason}); documents_done counts the
-- documents written so far while the job runs.
ALTER TABLE ingest_jobs ADD COLUMN documents_skipped INTEGER NOT NULL DEFAULT 0;
ALTER TABLE ingest_jobs ADD COLUMN skipped TEXT NOT NULL DEFAULT '[]';
ALTER TABLE ingest_jobs ADD COLUMN documents_done INTEGER NOT NULL DEFAULT 0;

CREATE INDEX ingest_jobs_source_order ON ingest_jobs (workspace_id, source_id, created_at, id);
