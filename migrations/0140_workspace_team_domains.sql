-- The mail domains a workspace's owner says its team writes from (records.Team). When a
-- workspace lists any, they are its team's domains and nothing the evidence shows adds to
-- them: a vendor's page or a guest's address in the workspace's own tools no longer makes the
-- vendor's or the guest's domain the team's. With none listed, the team's domains are read
-- from its tools, as before.
CREATE TABLE workspace_team_domains (
    workspace_id TEXT NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
    domain       TEXT NOT NULL,
    PRIMARY KEY (workspace_id, domain)
);
