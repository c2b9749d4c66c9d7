package server_test

import (
	"net/http"
	"net/netip"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/gateway"
	"github.com/queueproof/queueproof/server"
)

// TestRepeatedIdentityHeaderIsRefused: a request that names its caller twice (two
// X-QueueProof-User headers, two proofs, two Authorization headers) is UNAUTHENTICATED, never
// resolved to whichever value comes first: a proxy that appends its header to a client's
// would otherwise let the client choose who it is.
func TestRepeatedIdentityHeaderIsRefused(t *testing.T) {
	g, err := gateway.New(netip.MustParsePrefix("127.0.0.0/8"), testGatewaySecret)
	if err != nil {
		t.Fatal(err)
	}
	f := newFixture(t, engine.Options{Gateway: g, LocalActor: true}, server.Options{GatewayHeader: "X-Queueproof-User"})
	const viewer = `{ viewer { actorKind role } }`
	proof := []string{testGatewaySecret}
	attacks := map[string]http.Header{
		"two identities":                  {"X-Queueproof-User": {"mallory", "gus"}, "X-Queueproof-Gateway-Proof": proof},
		"two identities, same value":      {"X-Queueproof-User": {"gus", "gus"}, "X-Queueproof-Gateway-Proof": proof},
		"two identities, first empty":     {"X-Queueproof-User": {"", "gus"}, "X-Queueproof-Gateway-Proof": proof},
		"identity in another case twice":  {"X-Queueproof-User": {"mallory"}, "x-queueproof-user": {"gus"}, "X-Queueproof-Gateway-Proof": proof},
		"two proofs, first right":         {"X-Queueproof-User": {"gus"}, "X-Queueproof-Gateway-Proof": {testGatewaySecret, "wrong"}},
		"two proofs, second right":        {"X-Queueproof-User": {"gus"}, "X-Queueproof-Gateway-Proof": {"wrong", testGatewaySecret}},
		"two Authorization headers":       {"Authorization": {"Bearer a.b.c", "Bearer d.e.f"}},
		"two identities without a proof":  {"X-Queueproof-User": {"mallory", "gus"}},
		"three identities":                {"X-Queueproof-User": {"a", "b", "c"}, "X-Queueproof-Gateway-Proof": proof},
		"two identities, one comma-split": {"X-Queueproof-User": {"mallory", "gus,ann"}, "X-Queueproof-Gateway-Proof": proof},
	}
	for name, h := range attacks {
		_, r := rawGraphQL(t, f.URL, "", h, viewer, nil)
		if code(r) != "UNAUTHENTICATED" || strings.Contains(string(r.Data), "GATEWAY") {
			t.Errorf("%s: %s %+v, want UNAUTHENTICATED", name, r.Data, r.Errors)
		}
	}
	// One identity with its proof still signs in.
	_, r := rawGraphQL(t, f.URL, "", http.Header{"X-Queueproof-User": {"gus"}, "X-Queueproof-Gateway-Proof": proof}, viewer, nil)
	if !strings.Contains(string(r.Data), `"actorKind":"GATEWAY"`) {
		t.Errorf("one identity = %s %+v, want GATEWAY", r.Data, r.Errors)
	}
}
