-- Widget keys: the credential of the customer-facing widget. Stored only as a SHA-256 hash of
-- the (high-entropy) key; each names the browser origins allowed to use it.
CREATE TABLE widget_keys (
    id              TEXT PRIMARY KEY,
    workspace_id    TEXT NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
    key_hash        TEXT NOT NULL UNIQUE,
    allowed_origins TEXT NOT NULL,
    created_by      TEXT NOT NULL,
    created_at      TEXT NOT NULL,
    revoked_at      TEXT NOT NULL DEFAULT ''
);

CREATE INDEX widget_keys_workspace ON widget_keys (workspace_id, created_at, id);
