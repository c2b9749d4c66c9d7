-- Review actions: a proposal (what would be done, from which packet), one approval and one
-- execution per proposal (unique constraints, not process memory, make execution at most once
-- across replicas), and the execution's outcome.
CREATE TABLE proposals (
    id              TEXT PRIMARY KEY,
    workspace_id    TEXT NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
    packet_id       TEXT NOT NULL,
    idempotency_key TEXT NOT NULL,
    action          TEXT NOT NULL,
    payload         TEXT NOT NULL,
    payload_hash    TEXT NOT NULL,
    evidence_ids    TEXT NOT NULL,
    created_by      TEXT NOT NULL,
    created_at      TEXT NOT NULL,
    UNIQUE (workspace_id, idempotency_key)
);

CREATE INDEX proposals_workspace_order ON proposals (workspace_id, created_at, id);

CREATE TABLE approvals (
    id          TEXT PRIMARY KEY,
    proposal_id TEXT NOT NULL UNIQUE REFERENCES proposals (id) ON DELETE CASCADE,
    approved_by TEXT NOT NULL,
    created_at  TEXT NOT NULL
);

-- The execution row is claimed before any provider I/O. issue_uuid is derived from the proposal
-- and sent as Linear's client-supplied id, so a retry after a crash cannot create a duplicate.
CREATE TABLE executions (
    id                 TEXT PRIMARY KEY,
    proposal_id        TEXT NOT NULL UNIQUE REFERENCES proposals (id) ON DELETE CASCADE,
    workspace_id       TEXT NOT NULL,
    status             TEXT NOT NULL CHECK (status IN ('claimed', 'succeeded', 'failed', 'unknown', 'dry_run')),
    issue_uuid         TEXT NOT NULL UNIQUE,
    provider_issue_id  TEXT NOT NULL DEFAULT '',
    provider_issue_key TEXT NOT NULL DEFAULT '',
    provider_issue_url TEXT NOT NULL DEFAULT '',
    request            TEXT NOT NULL DEFAULT '',
    error              TEXT NOT NULL DEFAULT '',
    attempts           INTEGER NOT NULL DEFAULT 0,
    claimed_at         TEXT NOT NULL,
    updated_at         TEXT NOT NULL
);

CREATE INDEX executions_status ON executions (status, updated_at);
