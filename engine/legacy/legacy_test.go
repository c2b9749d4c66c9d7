package legacy_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine/legacy"
)

var (
	oldKey = []byte(strings.Repeat("o", 32))
	newKey = []byte(strings.Repeat("n", 32))
	now    = time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
)

func TestVerify(t *testing.T) {
	sign := func(key []byte, sub string, exp time.Time) string {
		t.Helper()
		tok, err := legacy.Sign(key, sub, exp)
		if err != nil {
			t.Fatalf("Sign = %v", err)
		}
		return tok
	}
	good := sign(newKey, "alice", now.Add(time.Hour))
	tests := []struct {
		name  string
		keys  [][]byte
		token string
		want  string // "" means ErrInvalid
	}{
		{"newest key", [][]byte{newKey, oldKey}, good, "alice"},
		{"rotated: signed with the older key still configured", [][]byte{newKey, oldKey}, sign(oldKey, "bob", now.Add(time.Hour)), "bob"},
		{"key removed", [][]byte{newKey}, sign(oldKey, "bob", now.Add(time.Hour)), ""},
		{"expired", [][]byte{newKey}, sign(newKey, "alice", now), ""},
		{"wrong version", [][]byte{newKey}, "v2." + strings.TrimPrefix(good, "v1."), ""},
		{"payload edited", [][]byte{newKey}, tamperPayload(good), ""},
		{"signature cut", [][]byte{newKey}, good[:len(good)-2], ""},
		{"not a token", [][]byte{newKey}, "v1.", ""},
		{"no keys", nil, good, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := legacy.Verify(tt.keys, tt.token, now)
			if tt.want == "" {
				if !errors.Is(err, legacy.ErrInvalid) {
					t.Fatalf("Verify = %q, %v; want ErrInvalid", got, err)
				}
				return
			}
			if err != nil || got != tt.want {
				t.Fatalf("Verify = %q, %v; want %q", got, err, tt.want)
			}
		})
	}
}

// tamperPayload swaps the payload for one naming another subject, keeping the signature.
func tamperPayload(tok string) string {
	forged, _ := legacy.Sign([]byte(strings.Repeat("x", 32)), "mallory", now.Add(time.Hour))
	fp := strings.Split(forged, ".")
	tp := strings.Split(tok, ".")
	return tp[0] + "." + fp[1] + "." + tp[2]
}

func TestSignRefusesShortKey(t *testing.T) {
	if _, err := legacy.Sign([]byte("short"), "alice", now); err == nil {
		t.Fatal("Sign with a 5-byte key succeeded")
	}
}

// A signature has one spelling: the last character of an unpadded base64 signature carries
// spare bits, and a token respelled there is refused (a session is keyed by the token as
// written, so a second spelling would be a second session).
func TestASignatureHasOneSpelling(t *testing.T) {
	key := []byte(strings.Repeat("k", 32))
	now := time.Date(2026, 12, 2, 9, 0, 0, 0, time.UTC)
	tok, err := legacy.Sign(key, "ana", now.Add(time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := legacy.Verify([][]byte{key}, tok, now); err != nil {
		t.Fatalf("the token as signed: %v", err)
	}
	const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
	last := strings.IndexByte(alphabet, tok[len(tok)-1])
	respelled := 0
	for i := range alphabet {
		// 32 signature bytes are 43 characters; the last holds 4 bits and 2 spare ones.
		if i == last || i>>2 != last>>2 {
			continue
		}
		respelled++
		if _, err := legacy.Verify([][]byte{key}, tok[:len(tok)-1]+alphabet[i:i+1], now); err == nil {
			t.Errorf("the token respelled with %q as its last character is accepted", alphabet[i])
		}
	}
	if respelled != 3 {
		t.Fatalf("tried %d respellings, want 3", respelled)
	}
}
