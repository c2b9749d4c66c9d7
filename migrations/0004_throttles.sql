-- Durable per-workspace throttles (fixed windows). One row per workspace and bucket: the start
-- of the current window (unix seconds) and the hits counted in it. The row is updated by one
-- upsert inside a write transaction, so replicas and restarts share the same counts.
CREATE TABLE throttles (
    workspace_id TEXT NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
    bucket       TEXT NOT NULL,
    window_start INTEGER NOT NULL,
    hits         INTEGER NOT NULL,
    PRIMARY KEY (workspace_id, bucket)
);
