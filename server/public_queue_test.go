package server_test

import (
	"encoding/json"
	"testing"
)

// todayQueue reads the latest queue version's number and asOf as f's caller sees them.
func todayQueue(t *testing.T, f *fixture) (version int, asOf string) {
	t.Helper()
	_, r := f.graphql(t, `{ today(first: 1) { queue { version asOf } } }`, nil)
	var d struct {
		Today struct {
			Queue *struct {
				Version int
				AsOf    string
			}
		}
	}
	if err := json.Unmarshal(r.Data, &d); err != nil || len(r.Errors) > 0 || d.Today.Queue == nil {
		t.Fatalf("today = %s %+v", r.Data, r.Errors)
	}
	return d.Today.Queue.Version, d.Today.Queue.AsOf
}

// TestPublicCompileCannotChangeTheOwnersToday is issue #16 item 10 as requests: an anonymous
// visitor's compileQueue, with any asOf, must not become the owner's latest Today. The public
// demo is read-only: every variant is refused FORBIDDEN and the owner's Today is unchanged.
func TestPublicCompileCannotChangeTheOwnersToday(t *testing.T) {
	owner, public := demoServers(t)
	if _, r := owner.graphql(t, `mutation { compileQueue(input: { asOf: "2026-03-02T09:00:00Z" }) { queue { version } } }`, nil); len(r.Errors) > 0 {
		t.Fatalf("owner compile: %+v", r.Errors)
	}
	version, asOf := todayQueue(t, owner)

	attacks := map[string]string{
		"far future asOf":   `mutation { compileQueue(input: { asOf: "9999-12-31T23:59:59Z" }) { queue { version asOf } } }`,
		"distant past asOf": `mutation { compileQueue(input: { asOf: "1970-01-01T00:00:00Z" }) { queue { version asOf } } }`,
		"no asOf (now)":     `mutation { compileQueue { queue { version asOf } } }`,
		"explicit null":     `mutation { compileQueue(input: { asOf: null }) { queue { version } } }`,
		"aliased compiles":  `mutation { a: compileQueue { queue { version } } b: compileQueue(input: { asOf: "2100-01-01T00:00:00Z" }) { queue { version } } }`,
	}
	for name, q := range attacks {
		_, r := public.graphql(t, q, nil)
		if code(r) != "FORBIDDEN" {
			t.Errorf("%s: public compileQueue = %s %+v, want FORBIDDEN", name, r.Data, r.Errors)
		}
	}
	if v, at := todayQueue(t, owner); v != version || at != asOf {
		t.Fatalf("the owner's Today moved from version %d as of %s to version %d as of %s after public compiles", version, asOf, v, at)
	}
	// The public demo still reads the owner's Today.
	if v, _ := todayQueue(t, public); v != version {
		t.Fatalf("public Today is version %d, want the owner's %d", v, version)
	}
}
