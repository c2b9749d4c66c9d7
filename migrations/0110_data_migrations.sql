-- Data migrations written in Go: they read chunk text the way the indexer does, which SQL
-- cannot. One row each; done turns 1 once the migration ran to its end, in the transaction
-- that records it, so a database runs each of them once (a run that fails part-way runs again
-- at the next start).
CREATE TABLE data_migrations (
    name       TEXT PRIMARY KEY,
    done       INTEGER NOT NULL CHECK (done IN (0, 1)),
    -- chunks is how many chunks the run re-read, for the record.
    chunks     INTEGER NOT NULL DEFAULT 0,
    updated_at TEXT NOT NULL DEFAULT ''
);

-- Until keys of several numbered parts were read whole, the indexer stored "NCR-2026-009" as
-- "NCR-2026": the identifiers of chunks indexed then are read again from their text
-- (index.RereadIdentifiers).
INSERT INTO data_migrations (name, done) VALUES ('identifiers_whole_keys', 0);
