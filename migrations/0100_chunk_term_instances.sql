-- Every occurrence of every indexed term (term, chunk seq, column, offset), read by the text
-- lane to rank the candidates of a step that matches more rows than it may take, with BM25
-- over the workspace's own statistics: FTS5's bm25() reads index-wide figures, so ranking with
-- it let another workspace's imports decide which of this workspace's chunks were found.
CREATE VIRTUAL TABLE chunks_instances USING fts5vocab (chunks_fts, 'instance');

-- A chunk's scope and length by its seq, without reading the chunk's row (and its text): what
-- the text lane's steps filter and rank on.
CREATE INDEX chunks_scope ON chunks (seq, workspace_id, source_id, tokens);
