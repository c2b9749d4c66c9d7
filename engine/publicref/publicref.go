// Package publicref makes the stable, workspace-scoped public references that stand in for
// storage ids in what the public actor sees: an HMAC of workspace, kind and id under a key
// held by the server (in the database, shared by replicas), so a reference reveals nothing
// about the id, is stable across requests and restarts, and differs per workspace.
package publicref

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/queueproof/queueproof/engine/store"
)

// Prefix starts every public reference.
const Prefix = "pub_"

// Refs makes references under one key.
type Refs struct{ key []byte }

// NewRefs returns Refs for key.
func NewRefs(key []byte) *Refs { return &Refs{key: key} }

// Ref is the public reference of (workspace, kind, id).
func (r *Refs) Ref(workspaceID, kind, id string) string {
	m := hmac.New(sha256.New, r.key)
	m.Write([]byte(workspaceID + "\x00" + kind + "\x00" + id))
	return Prefix + base64.RawURLEncoding.EncodeToString(m.Sum(nil)[:15])
}

// Resolve finds which of candidates has reference ref ("" when none).
func (r *Refs) Resolve(workspaceID, kind, ref string, candidates []string) string {
	if !strings.HasPrefix(ref, Prefix) {
		return ""
	}
	for _, id := range candidates {
		if hmac.Equal([]byte(r.Ref(workspaceID, kind, id)), []byte(ref)) {
			return id
		}
	}
	return ""
}

// Keyring loads the server's reference key from the database, creating it once (the first
// replica to ask wins; the others read the same key).
type Keyring struct {
	db   *store.DB
	mu   sync.Mutex
	refs *Refs
}

// NewKeyring returns a keyring over db.
func NewKeyring(db *store.DB) *Keyring { return &Keyring{db: db} }

const keyName = "public-ref/v1"

// Refs returns the server's Refs.
func (k *Keyring) Refs(ctx context.Context) (*Refs, error) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.refs != nil {
		return k.refs, nil
	}
	key, err := ServerKey(ctx, k.db, keyName)
	if err != nil {
		return nil, err
	}
	k.refs = NewRefs(key)
	return k.refs, nil
}

// ServerKey returns the 32-byte key called name from server_keys, creating it once (the first
// replica to ask wins; the others read the same key).
func ServerKey(ctx context.Context, db *store.DB, name string) ([]byte, error) {
	var raw [32]byte
	if _, err := rand.Read(raw[:]); err != nil {
		return nil, fmt.Errorf("server key: %w", err)
	}
	if _, err := db.W.ExecContext(ctx, `INSERT INTO server_keys (name, secret, created_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING`,
		name, base64.StdEncoding.EncodeToString(raw[:]), time.Now().UTC().Format(time.RFC3339Nano)); err != nil {
		return nil, fmt.Errorf("store server key %s: %w", name, err)
	}
	var v string
	if err := db.W.GetContext(ctx, &v, `SELECT secret FROM server_keys WHERE name = ?`, name); err != nil {
		return nil, fmt.Errorf("read server key %s: %w", name, err)
	}
	key, err := base64.StdEncoding.DecodeString(v)
	if err != nil || len(key) != 32 {
		return nil, fmt.Errorf("server key %s is malformed", name)
	}
	return key, nil
}
