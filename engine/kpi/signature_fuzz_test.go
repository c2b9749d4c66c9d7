package kpi_test

import (
	"encoding/base64"
	"errors"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine/kpi"
)

// FuzzSignatureHeader checks the webhook-signature parser and the signer together. For any key,
// id, timestamp and body: what SignRequest signs verifies; the same headers with one byte of
// the signature changed, or a different body, do not; and an arbitrary header (the fuzzed
// header) verifies only if one of its space-separated entries is exactly the signer's v1
// signature. Arbitrary secrets never panic SecretKey.
func FuzzSignatureHeader(f *testing.F) {
	f.Add([]byte("MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"), "msg_p5jXN8AQM9LWM0D4loKWxJek", int64(1614265330), []byte(`{"test": 2432232314}`),
		"v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=", uint(5), byte(1), "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw")
	f.Add([]byte{}, "m", int64(-1), []byte{}, "v1, v1,,  v2,abc v1", uint(0), byte(0xff), "whsec_")
	f.Add([]byte("k"), "id with space", int64(0), []byte("\x00"), "  v1,AAAA\tv1,=== ", uint(100), byte(' '), "whsec_!!!")
	f.Fuzz(func(t *testing.T, key []byte, id string, ts int64, body []byte, header string, pos uint, flip byte, rawSecret string) {
		_, _ = kpi.SecretKey(rawSecret) // any text: an error or a key, never a panic

		for len(key) < 24 {
			key = append(key, byte(len(key)))
		}
		secret := "whsec_" + base64.StdEncoding.EncodeToString(key)
		if id == "" || ts < -1<<40 || ts > 1<<40 {
			return // Verify needs an id; time.Unix is meaningful within ±35,000 years
		}
		now := time.Unix(ts, 0)
		clock := func() time.Time { return now }
		verifier := func() *kpi.Verifier {
			v, err := kpi.NewVerifier(clock, secret)
			if err != nil {
				t.Fatalf("NewVerifier(valid secret) = %v", err)
			}
			return v
		}

		req, err := http.NewRequest(http.MethodPost, "http://provider.test/v1/retrieve", nil)
		if err != nil {
			t.Fatal(err)
		}
		if err := kpi.SignRequest(req, id, now, body, secret); err != nil {
			t.Fatalf("SignRequest: %v", err)
		}
		if err := verifier().Verify(req.Header, body); err != nil {
			t.Fatalf("a signed request does not verify: %v (headers %q)", err, req.Header)
		}
		want, _ := kpi.Sign(secret, id, ts, body)

		// One byte of the signature changed: never verifies.
		sig := req.Header.Get(kpi.HeaderSignature)
		if flip != 0 {
			b := []byte(sig)
			b[pos%uint(len(b))] ^= flip
			h := req.Header.Clone()
			h.Set(kpi.HeaderSignature, string(b))
			if err := verifier().Verify(h, body); !errors.Is(err, kpi.ErrBadSignature) {
				t.Fatalf("mutated signature %q (from %q) = %v, want ErrBadSignature", b, sig, err)
			}
		}
		// Another body under the same headers: never verifies.
		other := append(slices.Clone(body), flip|1)
		if err := verifier().Verify(req.Header, other); !errors.Is(err, kpi.ErrBadSignature) {
			t.Fatalf("another body = %v, want ErrBadSignature", err)
		}
		// An arbitrary header verifies only when it carries the real signature as an entry.
		h := req.Header.Clone()
		h.Set(kpi.HeaderSignature, header)
		err = verifier().Verify(h, body)
		carries := slices.Contains(strings.Fields(header), want)
		switch {
		case err == nil && !carries:
			t.Fatalf("header %q verified without the signature %q", header, want)
		case err != nil && carries && !errors.Is(err, kpi.ErrMissingHeaders):
			t.Fatalf("header %q carries the signature but = %v", header, err)
		}
		// The timestamp is part of what is signed.
		h = req.Header.Clone()
		h.Set(kpi.HeaderTimestamp, strconv.FormatInt(ts+1, 10))
		if err := verifierAt(t, now.Add(time.Second), secret).Verify(h, body); !errors.Is(err, kpi.ErrBadSignature) {
			t.Fatalf("timestamp moved by one second = %v, want ErrBadSignature", err)
		}
	})
}

func verifierAt(t *testing.T, now time.Time, secret string) *kpi.Verifier {
	t.Helper()
	v, err := kpi.NewVerifier(func() time.Time { return now }, secret)
	if err != nil {
		t.Fatal(err)
	}
	return v
}
