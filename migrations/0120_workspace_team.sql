-- Who the latest compile read as the workspace's team (records.Team: the names and domains its
-- own tools show) and which subjects a system of record tracks (a tracker's fields state their
-- facts), so Ask marks the same statements outside the team as Today does: a customer's "On
-- it." on a ticket owns no work in either, and a stranger's "PAY-80 is done" closes no tracked
-- item, whatever sources a question is narrowed to. One row per workspace, replaced by each
-- compile; evidence_generation is what the evidence was when the compile read it. Ask reads
-- the row of an older generation too (the team it knew beats no team) and says so in its trace.
CREATE TABLE workspace_team (
    workspace_id        TEXT PRIMARY KEY REFERENCES workspaces (id) ON DELETE CASCADE,
    evidence_generation TEXT NOT NULL,
    team                TEXT NOT NULL,
    tracked             TEXT NOT NULL
);
