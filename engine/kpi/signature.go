package kpi

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Standard Webhooks headers: any Standard Webhooks library verifies QueueProof's requests.
const (
	HeaderID        = "webhook-id"
	HeaderTimestamp = "webhook-timestamp"
	HeaderSignature = "webhook-signature"
	secretPrefix    = "whsec_"
	// Tolerance is how far a request's timestamp may be from the verifier's clock, either way.
	Tolerance = 300 * time.Second
)

// Errors of verification, for errors.Is.
var (
	ErrMissingHeaders = errors.New("missing webhook-id, webhook-timestamp or webhook-signature")
	ErrBadTimestamp   = errors.New("timestamp outside the tolerance")
	ErrBadSignature   = errors.New("no valid signature")
	ErrReplay         = errors.New("webhook-id already seen")
	ErrBadSecret      = errors.New("secret is not whsec_ followed by base64 of at least 24 bytes")
)

// NewSecret returns a fresh secret: whsec_ and base64 of 32 random bytes.
func NewSecret() (string, error) {
	var b [32]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", fmt.Errorf("random secret: %w", err)
	}
	return secretPrefix + base64.StdEncoding.EncodeToString(b[:]), nil
}

// SecretKey decodes a whsec_ secret into its HMAC key.
func SecretKey(secret string) ([]byte, error) {
	raw, ok := strings.CutPrefix(secret, secretPrefix)
	if !ok {
		return nil, ErrBadSecret
	}
	key, err := base64.StdEncoding.DecodeString(raw)
	if err != nil || len(key) < 24 {
		return nil, ErrBadSecret
	}
	return key, nil
}

// Sign returns the v1 signature of one message under one secret.
func Sign(secret, id string, ts int64, body []byte) (string, error) {
	key, err := SecretKey(secret)
	if err != nil {
		return "", err
	}
	return "v1," + mac(key, id, ts, body), nil
}

func mac(key []byte, id string, ts int64, body []byte) string {
	h := hmac.New(sha256.New, key)
	h.Write([]byte(id))
	h.Write([]byte("."))
	h.Write([]byte(strconv.FormatInt(ts, 10)))
	h.Write([]byte("."))
	h.Write(body)
	return base64.StdEncoding.EncodeToString(h.Sum(nil))
}

// SignRequest sets the three headers on req for body, with one signature per secret
// (space-separated), so that during a rotation overlap a provider holding either the current
// or the previous secret verifies.
func SignRequest(req *http.Request, id string, now time.Time, body []byte, secrets ...string) error {
	if len(secrets) == 0 {
		return ErrBadSecret
	}
	ts := now.Unix()
	sigs := make([]string, 0, len(secrets))
	for _, s := range secrets {
		sig, err := Sign(s, id, ts, body)
		if err != nil {
			return err
		}
		sigs = append(sigs, sig)
	}
	req.Header.Set(HeaderID, id)
	req.Header.Set(HeaderTimestamp, strconv.FormatInt(ts, 10))
	req.Header.Set(HeaderSignature, strings.Join(sigs, " "))
	return nil
}

// Verifier checks signed requests on the provider side: a valid v1 signature under one of its
// secrets, a timestamp within Tolerance, and a webhook-id not seen inside the window.
type Verifier struct {
	keys [][]byte
	now  func() time.Time

	mu   sync.Mutex
	seen map[string]time.Time // webhook-id -> when it may be forgotten
}

// NewVerifier returns a verifier for the given secrets (a provider may hold two during its own
// rotation). now is the clock; nil means time.Now.
func NewVerifier(now func() time.Time, secrets ...string) (*Verifier, error) {
	if now == nil {
		now = time.Now
	}
	v := &Verifier{now: now, seen: map[string]time.Time{}}
	for _, s := range secrets {
		k, err := SecretKey(s)
		if err != nil {
			return nil, err
		}
		v.keys = append(v.keys, k)
	}
	if len(v.keys) == 0 {
		return nil, ErrBadSecret
	}
	return v, nil
}

// Verify checks h and body. On success the id is remembered, so a replay fails.
func (v *Verifier) Verify(h http.Header, body []byte) error {
	id, tsText, sigs := h.Get(HeaderID), h.Get(HeaderTimestamp), h.Get(HeaderSignature)
	if id == "" || tsText == "" || sigs == "" {
		return ErrMissingHeaders
	}
	ts, err := strconv.ParseInt(tsText, 10, 64)
	if err != nil {
		return fmt.Errorf("%w: %q is not unix seconds", ErrBadTimestamp, tsText)
	}
	now := v.now()
	if d := now.Sub(time.Unix(ts, 0)); d > Tolerance || d < -Tolerance {
		return fmt.Errorf("%w: %s away", ErrBadTimestamp, d.Round(time.Second))
	}
	if !v.signed(id, ts, body, sigs) {
		return ErrBadSignature
	}
	v.mu.Lock()
	defer v.mu.Unlock()
	for k, until := range v.seen {
		if now.After(until) {
			delete(v.seen, k)
		}
	}
	if _, dup := v.seen[id]; dup {
		return ErrReplay
	}
	// Remember the id for as long as a request with its timestamp could still be accepted.
	v.seen[id] = time.Unix(ts, 0).Add(Tolerance)
	return nil
}

func (v *Verifier) signed(id string, ts int64, body []byte, header string) bool {
	for _, sig := range strings.Fields(header) {
		version, value, ok := strings.Cut(sig, ",")
		if !ok || version != "v1" {
			continue
		}
		for _, k := range v.keys {
			if hmac.Equal([]byte(value), []byte(mac(k, id, ts, body))) {
				return true
			}
		}
	}
	return false
}
