-- Server-side OIDC sessions. The browser holds a random token; only its SHA-256 is stored, so a
-- copy of the database cannot be replayed as a cookie. A session is valid until expires_at
-- (unix seconds) unless revoked_at is set. subject is the tenant key 'oidc:<issuer>#<sub>';
-- email is mutable profile data, kept for display, never a key.
CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    subject    TEXT NOT NULL,
    email      TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    revoked_at TEXT
);

CREATE INDEX sessions_subject ON sessions (subject);

-- Authorization-code logins in flight: the state (hashed), the nonce and the PKCE verifier,
-- taken exactly once by the callback, so a replayed callback finds nothing.
CREATE TABLE oidc_logins (
    state_hash    TEXT PRIMARY KEY,
    nonce         TEXT NOT NULL,
    code_verifier TEXT NOT NULL,
    return_to     TEXT NOT NULL,
    expires_at    INTEGER NOT NULL
);
