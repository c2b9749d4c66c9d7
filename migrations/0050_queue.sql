-- Today's queue: each compile is a new queue version holding its ranked Execution Packets.
-- Versions and packets are immutable: a recompile makes a new version, the old ones stay
-- readable, and triggers refuse any UPDATE (a stored packet's JSON never changes).

CREATE TABLE queue_versions (
    id                TEXT PRIMARY KEY,
    workspace_id      TEXT NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
    version           INTEGER NOT NULL,
    as_of             TEXT NOT NULL,
    ranking_version   TEXT NOT NULL,
    records           INTEGER NOT NULL,
    components        INTEGER NOT NULL,
    closed            INTEGER NOT NULL,
    informational     INTEGER NOT NULL,
    ranked            INTEGER NOT NULL,
    packets           INTEGER NOT NULL,
    excluded_chunks   INTEGER NOT NULL,
    created_at        TEXT NOT NULL,
    UNIQUE (workspace_id, version)
);

-- One packet: its canonical JSON (RFC 8785) exactly as sealed, and the receipt hash, SHA-256
-- of those bytes. public_ref is the stable reference the public actor navigates by (an HMAC
-- of workspace and packet id under a server-held key), never a storage id.
CREATE TABLE queue_packets (
    id           TEXT PRIMARY KEY,
    version_id   TEXT NOT NULL REFERENCES queue_versions (id) ON DELETE CASCADE,
    workspace_id TEXT NOT NULL,
    rank         INTEGER NOT NULL,
    component    TEXT NOT NULL,
    public_ref   TEXT NOT NULL,
    packet       TEXT NOT NULL,
    receipt_hash TEXT NOT NULL,
    created_at   TEXT NOT NULL,
    UNIQUE (version_id, rank)
);

CREATE INDEX queue_packets_public_ref ON queue_packets (workspace_id, public_ref);

CREATE TRIGGER queue_packets_immutable BEFORE UPDATE ON queue_packets
BEGIN
    SELECT RAISE(ABORT, 'execution packets are immutable');
END;

CREATE TRIGGER queue_versions_immutable BEFORE UPDATE ON queue_versions
BEGIN
    SELECT RAISE(ABORT, 'queue versions are immutable');
END;

-- Server-held keys, created once on first use (random; shared by every replica).
CREATE TABLE server_keys (
    name       TEXT PRIMARY KEY,
    secret     TEXT NOT NULL,
    created_at TEXT NOT NULL
);
