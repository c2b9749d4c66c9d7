-- Corpus statistics per workspace, for BM25: the text lanes read the statistics of the
-- actor's workspace only, so one workspace's scores do not depend on (and cannot reveal) what
-- another workspace holds. index_stats and chunks_vocab (index-wide) are no longer read.

-- Chunk and token counts of one workspace's index. terms_ready is 1 once workspace_terms
-- holds the document frequency of every term of the workspace's chunks; until then the
-- lanes build the terms (in one transaction, with the counts) before scoring anything.
CREATE TABLE workspace_index_stats (
    workspace_id TEXT PRIMARY KEY,
    chunks       INTEGER NOT NULL,
    tokens       INTEGER NOT NULL,
    terms_ready  INTEGER NOT NULL CHECK (terms_ready IN (0, 1)),
    -- generation counts the writes to this workspace's index (document-frequency caches key on it).
    generation   INTEGER NOT NULL DEFAULT 0
);

-- Counts of the chunks already indexed; their terms are built once, in Go (they need tokenizing).
INSERT INTO workspace_index_stats (workspace_id, chunks, tokens, terms_ready)
    SELECT workspace_id, count(*), coalesce(sum(tokens), 0), 0 FROM chunks GROUP BY workspace_id;

-- Document frequencies of one workspace's terms: how many of its chunks hold the term (Porter
-- stem of a unicode61 token) in their title or body.
CREATE TABLE workspace_terms (
    workspace_id TEXT NOT NULL,
    term         TEXT NOT NULL,
    docs         INTEGER NOT NULL,
    PRIMARY KEY (workspace_id, term)
) WITHOUT ROWID;
