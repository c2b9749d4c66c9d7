-- A ticket's documents by their id in the workspace: Ask finds which of them is the ticket's
-- record (records.TicketRecord: the first, the rest are comments on it) for each ticket passage
-- it retrieves, without reading every document of the workspace.
CREATE INDEX documents_workspace_external ON documents (workspace_id, external_id);
