// Package legacy signs and verifies the versioned legacy owner session cookie:
//
//	v1.<base64url(JSON {"sub": ..., "exp": unix seconds})>.<base64url(HMAC-SHA256(key, "v1." + payload))>
//
// The expiry is inside the signed payload. Keys rotate: a token is signed with the newest key
// and accepted under any configured key, so an operator adds a key in front, waits out the
// session lifetime, then drops the old one.
package legacy

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
	"strings"
	"time"
)

// Prefix is the version tag every token starts with.
const Prefix = "v1."

// MinKeyLen is the shortest key accepted, in bytes.
const MinKeyLen = 32

// ErrInvalid is returned for any token that does not verify: wrong version, bad encoding, a
// signature no key produced, or an expiry in the past. Callers do not learn which.
var ErrInvalid = errors.New("legacy session is invalid or expired")

type payload struct {
	Sub string `json:"sub"`
	Exp int64  `json:"exp"`
}

// Sign returns a token for subject sub that expires at exp, signed with key.
func Sign(key []byte, sub string, exp time.Time) (string, error) {
	if len(key) < MinKeyLen {
		return "", errors.New("legacy session key is too short")
	}
	if sub == "" {
		return "", errors.New("legacy session needs a subject")
	}
	raw, err := json.Marshal(payload{Sub: sub, Exp: exp.Unix()})
	if err != nil {
		return "", err
	}
	body := Prefix + base64.RawURLEncoding.EncodeToString(raw)
	return body + "." + base64.RawURLEncoding.EncodeToString(mac(key, body)), nil
}

// Verify checks token against keys (newest first) at time now and returns its subject.
func Verify(keys [][]byte, token string, now time.Time) (string, error) {
	sub, _, err := VerifyExpiry(keys, token, now)
	return sub, err
}

// VerifyExpiry is Verify that also returns when the token expires.
func VerifyExpiry(keys [][]byte, token string, now time.Time) (string, time.Time, error) {
	if !strings.HasPrefix(token, Prefix) || len(token) > 4096 {
		return "", time.Time{}, ErrInvalid
	}
	i := strings.LastIndexByte(token, '.')
	if i <= len(Prefix) {
		return "", time.Time{}, ErrInvalid
	}
	body, sig64 := token[:i], token[i+1:]
	sig, err := base64.RawURLEncoding.Strict().DecodeString(sig64) // one spelling per signature: a session is keyed by the token as written
	if err != nil {
		return "", time.Time{}, ErrInvalid
	}
	ok := false
	for _, k := range keys {
		if len(k) >= MinKeyLen && hmac.Equal(sig, mac(k, body)) {
			ok = true
			break
		}
	}
	if !ok {
		return "", time.Time{}, ErrInvalid
	}
	raw, err := base64.RawURLEncoding.Strict().DecodeString(body[len(Prefix):])
	if err != nil {
		return "", time.Time{}, ErrInvalid
	}
	var p payload
	if err := json.Unmarshal(raw, &p); err != nil || p.Sub == "" || p.Exp == 0 {
		return "", time.Time{}, ErrInvalid
	}
	if !now.Before(time.Unix(p.Exp, 0)) {
		return "", time.Time{}, ErrInvalid
	}
	return p.Sub, time.Unix(p.Exp, 0), nil
}

func mac(key []byte, body string) []byte {
	h := hmac.New(sha256.New, key)
	h.Write([]byte(body))
	return h.Sum(nil)
}
