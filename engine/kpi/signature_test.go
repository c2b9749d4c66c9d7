package kpi_test

import (
	"errors"
	"net/http"
	"strconv"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine/kpi"
)

// The Standard Webhooks specification's example: any conforming library computes this.
func TestSignMatchesStandardWebhooksVector(t *testing.T) {
	got, err := kpi.Sign("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", "msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330, []byte(`{"test": 2432232314}`))
	if err != nil {
		t.Fatal(err)
	}
	if want := "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE="; got != want {
		t.Fatalf("Sign = %s, want %s", got, want)
	}
}

func signed(t *testing.T, now time.Time, body []byte, secrets ...string) http.Header {
	t.Helper()
	req, _ := http.NewRequest(http.MethodPost, "http://provider.test/v1/retrieve", nil)
	if err := kpi.SignRequest(req, "msg_"+strconv.FormatInt(now.UnixNano(), 36), now, body, secrets...); err != nil {
		t.Fatal(err)
	}
	return req.Header
}

func TestVerifier(t *testing.T) {
	oldSecret, _ := kpi.NewSecret()
	newSecret, _ := kpi.NewSecret()
	now := time.Unix(1_800_000_000, 0)
	clock := func() time.Time { return now }
	body := []byte(`{"query":"x"}`)
	onlyOld, _ := kpi.NewVerifier(clock, oldSecret)
	onlyNew, _ := kpi.NewVerifier(clock, newSecret)

	// During a rotation overlap the consumer signs with both: each provider verifies.
	h := signed(t, now, body, newSecret, oldSecret)
	if err := onlyOld.Verify(h, body); err != nil {
		t.Errorf("provider with the old secret: %v", err)
	}
	if err := onlyNew.Verify(h, body); err != nil {
		t.Errorf("provider with the new secret: %v", err)
	}
	// After the overlap only the new secret signs: the old provider fails.
	h = signed(t, now.Add(time.Second), body, newSecret)
	if err := onlyOld.Verify(h, body); !errors.Is(err, kpi.ErrBadSignature) {
		t.Errorf("old provider after the overlap = %v, want ErrBadSignature", err)
	}

	v, _ := kpi.NewVerifier(clock, newSecret)
	for name, tc := range map[string]struct {
		h    http.Header
		body []byte
		want error
	}{
		"missing headers": {http.Header{}, body, kpi.ErrMissingHeaders},
		"tampered body":   {signed(t, now, body, newSecret), []byte(`{"query":"y"}`), kpi.ErrBadSignature},
		"too old":         {signed(t, now.Add(-301*time.Second), body, newSecret), body, kpi.ErrBadTimestamp},
		"too new":         {signed(t, now.Add(301*time.Second), body, newSecret), body, kpi.ErrBadTimestamp},
		"wrong secret":    {signed(t, now, body, oldSecret), body, kpi.ErrBadSignature},
	} {
		if err := v.Verify(tc.h, tc.body); !errors.Is(err, tc.want) {
			t.Errorf("%s: Verify = %v, want %v", name, err, tc.want)
		}
	}
	h = signed(t, now.Add(2*time.Second), body, newSecret)
	if err := v.Verify(h, body); err != nil {
		t.Fatalf("fresh request: %v", err)
	}
	if err := v.Verify(h, body); !errors.Is(err, kpi.ErrReplay) {
		t.Fatalf("replayed request = %v, want ErrReplay", err)
	}
}

func TestSecrets(t *testing.T) {
	s, err := kpi.NewSecret()
	if err != nil {
		t.Fatal(err)
	}
	if k, err := kpi.SecretKey(s); err != nil || len(k) < 24 {
		t.Fatalf("SecretKey(NewSecret()) = %d bytes, %v", len(k), err)
	}
	for _, bad := range []string{"", "secret", "whsec_", "whsec_c2hvcnQ=", "whsec_!!!"} {
		if _, err := kpi.SecretKey(bad); !errors.Is(err, kpi.ErrBadSecret) {
			t.Errorf("SecretKey(%q) = %v, want ErrBadSecret", bad, err)
		}
	}
}

func TestSchemasLoad(t *testing.T) {
	s, err := kpi.LoadSchemas()
	if err != nil {
		t.Fatal(err)
	}
	if err := kpi.Validate(s.Result, []byte(`{"documentId":"a","title":"t","snippet":"s"}`)); err == nil {
		t.Error("a result without audience validated")
	}
	if err := kpi.Validate(s.Request, []byte(`{"contractVersion":1,"query":"q","audience":"public","limit":5}`)); err != nil {
		t.Errorf("a valid request: %v", err)
	}
}
