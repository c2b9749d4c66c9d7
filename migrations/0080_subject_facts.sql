-- The facts (owner, commitment, due date, status statements, each citing its chunk) that the
-- latest compile read each subject's owner, due date and status from, read whole conversation
-- by conversation. Ask reads a subject's row back, so Ask and Today answer from the same facts.
-- Only the latest compile's rows are kept: each compile replaces the workspace's rows.
-- evidence_generation is what the workspace's evidence was when the compile read it (finished
-- imports, source state changes, sources); a row whose generation is not the current one is
-- not read.
CREATE TABLE subject_facts (
    workspace_id        TEXT NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
    subject             TEXT NOT NULL,
    version             INTEGER NOT NULL,
    evidence_generation TEXT NOT NULL,
    facts               TEXT NOT NULL,
    PRIMARY KEY (workspace_id, subject)
);
