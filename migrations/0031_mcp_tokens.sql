-- MCP tokens: credentials an owner issues to AI agents. Stored only as a SHA-256 hash of the
-- (high-entropy) token, with scopes, an expiry, revocation, the audience (the canonical /mcp
-- resource) and an egress class.
CREATE TABLE mcp_tokens (
    id           TEXT PRIMARY KEY,
    workspace_id TEXT NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
    name         TEXT NOT NULL,
    token_hash   TEXT NOT NULL UNIQUE,
    scopes       TEXT NOT NULL,
    audience     TEXT NOT NULL,
    egress       TEXT NOT NULL CHECK (egress IN ('internal', 'customer')),
    expires_at   TEXT NOT NULL DEFAULT '',
    revoked_at   TEXT NOT NULL DEFAULT '',
    last_used_at TEXT NOT NULL DEFAULT '',
    created_by   TEXT NOT NULL,
    created_at   TEXT NOT NULL
);

CREATE INDEX mcp_tokens_workspace ON mcp_tokens (workspace_id, created_at, id);
