// Package ids makes the random ids of stored rows and messages: a kind prefix ("job_",
// "pr_", "msg_") followed by random bytes in hex.
package ids

import (
	"crypto/rand"
	"encoding/hex"
)

// New returns prefix followed by n random bytes in hex (crypto/rand.Read never fails).
func New(prefix string, n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return prefix + hex.EncodeToString(b)
}
