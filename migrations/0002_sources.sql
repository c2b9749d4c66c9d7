-- Sources: connectors, indexed collections and knowledge providers. Only sources in state
-- 'data_verified' take part in retrieval and queue compilation.
CREATE TABLE sources (
    id           TEXT PRIMARY KEY,
    workspace_id TEXT NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
    kind         TEXT NOT NULL CHECK (kind IN ('connector', 'collection', 'knowledge_provider')),
    name         TEXT NOT NULL,
    state        TEXT NOT NULL CHECK (state IN ('discovered', 'connector_created', 'scoped', 'synced',
                                                'data_verified', 'failed', 'degraded')),
    state_reason TEXT NOT NULL DEFAULT '',
    created_at   TEXT NOT NULL,
    updated_at   TEXT NOT NULL,
    UNIQUE (workspace_id, kind, name)
);

CREATE INDEX sources_workspace_order ON sources (workspace_id, created_at, id);
