package secretbox_test

import (
	"crypto/rand"
	"encoding/base64"
	"errors"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/secretbox"
)

func key(t *testing.T) string {
	b := make([]byte, 32)
	_, _ = rand.Read(b)
	return base64.StdEncoding.EncodeToString(b)
}

func TestSealOpen(t *testing.T) {
	box, err := secretbox.New(key(t))
	if err != nil {
		t.Fatal(err)
	}
	ct, err := box.Seal("whsec_abc", "kp_1")
	if err != nil || strings.Contains(ct, "whsec_abc") {
		t.Fatalf("Seal = %q, %v", ct, err)
	}
	if got, err := box.Open(ct, "kp_1"); err != nil || got != "whsec_abc" {
		t.Fatalf("Open = %q, %v", got, err)
	}
	if _, err := box.Open(ct, "kp_2"); err == nil {
		t.Fatal("a ciphertext opened under another row's aad")
	}
	other, _ := secretbox.New(key(t))
	if _, err := other.Open(ct, "kp_1"); err == nil {
		t.Fatal("a ciphertext opened under another key")
	}
	none, _ := secretbox.New("")
	if _, err := none.Seal("x", "y"); !errors.Is(err, secretbox.ErrNoKey) {
		t.Fatalf("Seal without a key = %v, want ErrNoKey", err)
	}
	if _, err := secretbox.New("c2hvcnQ="); err == nil {
		t.Fatal("a short key was accepted")
	}
}
