package engine

import (
	"crypto/rand"
	"encoding/base64"
	"strings"
	"time"

	"github.com/queueproof/queueproof/engine/canonical"
)

// A visitor token is the public demo's browser-scoped reference: 32 random bytes, kept by the
// browser in an HttpOnly cookie the server sets on a public visitor's first request. The engine
// keeps only its SHA-256 (actor.Actor.Visitor), on the answers that visitor asks, and shows a
// public visitor only the answers stored under its own.
const (
	visitorPrefix = "v1."
	// VisitorTTL is how long a browser keeps its visitor token (and so its public History).
	VisitorTTL = 30 * 24 * time.Hour
)

// NewVisitorToken returns a fresh, unguessable visitor token.
func NewVisitorToken() string {
	var b [32]byte
	_, _ = rand.Read(b[:]) // crypto/rand.Read never fails
	return visitorPrefix + base64.RawURLEncoding.EncodeToString(b[:])
}

// ValidVisitorToken reports whether t is shaped like a token NewVisitorToken makes.
func ValidVisitorToken(t string) bool {
	raw, ok := strings.CutPrefix(t, visitorPrefix)
	if !ok || len(raw) != base64.RawURLEncoding.EncodedLen(32) {
		return false
	}
	b, err := base64.RawURLEncoding.DecodeString(raw)
	return err == nil && len(b) == 32
}

// visitorRef is what the engine keeps of a visitor token: its SHA-256 in hex, or "" for a
// token that is not one.
func visitorRef(token string) string {
	if !ValidVisitorToken(token) {
		return ""
	}
	return canonical.HashBytes([]byte(token))
}
