-- Keys the server derives stable values from (e.g. public references), created once and shared
-- by every replica through the database.
CREATE TABLE server_keys (
    name       TEXT PRIMARY KEY,
    value      TEXT NOT NULL,
    created_at TEXT NOT NULL
);
