-- Ask's History: every answer, as the canonical JSON of its receipt (question, plan, evidence
-- ids, answer, retrieval trace) and the receipt's SHA-256. Rows are never updated.
CREATE TABLE answers (
    id           TEXT PRIMARY KEY,
    -- The stable public reference the public actor sees instead of the id.
    public_ref   TEXT NOT NULL UNIQUE,
    workspace_id TEXT NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
    asked_by     TEXT NOT NULL,
    question     TEXT NOT NULL,
    status       TEXT NOT NULL CHECK (status IN ('GROUNDED', 'PARTIAL', 'ABSTAINED')),
    receipt      TEXT NOT NULL,
    receipt_hash TEXT NOT NULL,
    created_at   TEXT NOT NULL
);

CREATE INDEX answers_workspace_order ON answers (workspace_id, created_at DESC, id DESC);
CREATE INDEX answers_asker_order ON answers (workspace_id, asked_by, created_at DESC, id DESC);
