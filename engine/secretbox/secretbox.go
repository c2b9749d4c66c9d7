// Package secretbox encrypts secrets at rest with AES-256-GCM under the key from
// QUEUEPROOF_SECRET_KEY. Ciphertexts are "v1:" + base64(nonce || sealed).
package secretbox

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
	"strings"
)

// ErrNoKey means no key is configured: secrets cannot be stored.
var ErrNoKey = errors.New("QUEUEPROOF_SECRET_KEY is not set: secrets cannot be stored (set it to base64 of 32 random bytes)")

// Box seals and opens secrets. The zero Box has no key and refuses both.
type Box struct{ aead cipher.AEAD }

// New returns a Box for a base64-encoded 32-byte key; an empty key gives a Box that refuses
// to seal or open (ErrNoKey).
func New(keyB64 string) (*Box, error) {
	if keyB64 == "" {
		return &Box{}, nil
	}
	key, err := base64.StdEncoding.DecodeString(strings.TrimSpace(keyB64))
	if err != nil || len(key) != 32 {
		return nil, errors.New("secret key must be base64 of exactly 32 bytes")
	}
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, fmt.Errorf("secret key: %w", err)
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		return nil, fmt.Errorf("secret key: %w", err)
	}
	return &Box{aead: aead}, nil
}

// Seal encrypts plaintext; aad binds it to its row (e.g. the registration id), so a
// ciphertext copied to another row does not open.
func (b *Box) Seal(plaintext, aad string) (string, error) {
	if b == nil || b.aead == nil {
		return "", ErrNoKey
	}
	nonce := make([]byte, b.aead.NonceSize())
	if _, err := rand.Read(nonce); err != nil {
		return "", fmt.Errorf("nonce: %w", err)
	}
	sealed := b.aead.Seal(nonce, nonce, []byte(plaintext), []byte(aad))
	return "v1:" + base64.StdEncoding.EncodeToString(sealed), nil
}

// Open decrypts a ciphertext made by Seal with the same aad.
func (b *Box) Open(ciphertext, aad string) (string, error) {
	if b == nil || b.aead == nil {
		return "", ErrNoKey
	}
	raw, ok := strings.CutPrefix(ciphertext, "v1:")
	if !ok {
		return "", errors.New("unknown ciphertext version")
	}
	data, err := base64.StdEncoding.DecodeString(raw)
	if err != nil || len(data) < b.aead.NonceSize() {
		return "", errors.New("malformed ciphertext")
	}
	n := b.aead.NonceSize()
	plain, err := b.aead.Open(nil, data[:n], data[n:], []byte(aad))
	if err != nil {
		return "", errors.New("ciphertext does not open under this key")
	}
	return string(plain), nil
}
