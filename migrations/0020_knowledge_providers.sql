-- Knowledge provider registrations (KPI v1, section 3). Each is also a row of sources (kind
-- knowledge_provider, same id) so that it shares the lifecycle of every other source.
CREATE TABLE knowledge_providers (
    id                         TEXT PRIMARY KEY REFERENCES sources (id) ON DELETE CASCADE,
    workspace_id               TEXT NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
    name                       TEXT NOT NULL,
    base_url                   TEXT NOT NULL,
    exposure_profile           TEXT NOT NULL CHECK (exposure_profile IN ('customer_safe', 'agent_only')),
    secret_ciphertext          TEXT NOT NULL,
    previous_secret_ciphertext TEXT NOT NULL DEFAULT '',
    secret_rotated_at          TEXT NOT NULL DEFAULT '',
    module                     TEXT NOT NULL DEFAULT '',
    capabilities               TEXT NOT NULL DEFAULT '{}',
    contract_version           INTEGER NOT NULL DEFAULT 1,
    priority                   INTEGER NOT NULL DEFAULT 0,
    allow_private_network      INTEGER NOT NULL DEFAULT 0,
    send_conversation_id       INTEGER NOT NULL DEFAULT 0,
    resources                  TEXT NOT NULL DEFAULT '[]',
    status                     TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'degraded', 'disabled')),
    consecutive_failures       INTEGER NOT NULL DEFAULT 0,
    total_failures             INTEGER NOT NULL DEFAULT 0,
    contract_violations        INTEGER NOT NULL DEFAULT 0,
    circuit_open_until         TEXT NOT NULL DEFAULT '',
    version                    INTEGER NOT NULL DEFAULT 1,
    created_at                 TEXT NOT NULL,
    updated_at                 TEXT NOT NULL,
    UNIQUE (workspace_id, name)
);

CREATE INDEX knowledge_providers_workspace ON knowledge_providers (workspace_id, priority, id);

-- The exposure profile is immutable: a change means a new registration.
CREATE TRIGGER knowledge_providers_profile_immutable
BEFORE UPDATE OF exposure_profile ON knowledge_providers
WHEN NEW.exposure_profile <> OLD.exposure_profile
BEGIN
    SELECT RAISE(ABORT, 'exposure_profile is immutable');
END;

-- Who changed a security-relevant field, when, from what to what.
CREATE TABLE audit_log (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    workspace_id TEXT NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
    actor        TEXT NOT NULL,
    action       TEXT NOT NULL,
    target       TEXT NOT NULL,
    field        TEXT NOT NULL DEFAULT '',
    old_value    TEXT NOT NULL DEFAULT '',
    new_value    TEXT NOT NULL DEFAULT '',
    created_at   TEXT NOT NULL
);

CREATE INDEX audit_log_workspace_order ON audit_log (workspace_id, id);
