-- Workspaces are the tenant boundary: every row of evidence, queue and action belongs to one.
-- A personal workspace belongs to exactly one subject (unique), so concurrent first logins of
-- one subject converge on one workspace instead of racing a check-then-insert.
CREATE TABLE workspaces (
    id               TEXT PRIMARY KEY,
    name             TEXT NOT NULL,
    personal_subject TEXT UNIQUE,
    created_at       TEXT NOT NULL
);

-- A principal is 'user:<subject>' or the fixed 'user:public-access' of a public demo workspace.
CREATE TABLE memberships (
    workspace_id TEXT NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
    principal    TEXT NOT NULL,
    role         TEXT NOT NULL CHECK (role IN ('owner', 'member', 'public-access')),
    created_at   TEXT NOT NULL,
    PRIMARY KEY (workspace_id, principal)
);

CREATE INDEX memberships_principal ON memberships (principal);
