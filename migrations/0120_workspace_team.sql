-- Who the latest compile read as the workspace's team (records.Team: the names and domains its
-- own tools show), so Ask marks the same statements outside the team as Today does: a
-- customer's "On it." on a ticket owns no work in either. One row per workspace, replaced by
-- each compile; evidence_generation is what the evidence was when the compile read it, and a
-- row whose generation is not the current one is not read (as subject_facts).
CREATE TABLE workspace_team (
    workspace_id        TEXT PRIMARY KEY REFERENCES workspaces (id) ON DELETE CASCADE,
    evidence_generation TEXT NOT NULL,
    team                TEXT NOT NULL
);
