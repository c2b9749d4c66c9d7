package server_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/enginetest"
)

// Attack (fifth round), at the exact-ID lane's reading of keys of several numbered parts
// ("NCR-2026-009") over a database an earlier index wrote, with the keys cut short
// ("NCR-2026") in both tenants' chunks and re-read when the database is opened: another tenant
// asks for alice's key, names alice's source, asks for the cut-short value, repeats one key a
// hundred times, asks with no credential and from a foreign Host and Origin. None of these
// returns a chunk of alice's, a record of another key, or a server error; a widget key and the
// public actor are refused at the engine.
func TestExactIDKeysOfSeveralPartsStayInTheWorkspace(t *testing.T) {
	tn := newTenants(t)
	malloryTok, mallory := tn.bearer(t, "mallory")
	_, alice := tn.bearer(t, "alice")
	mine := tn.importMany(t, mallory, "Mallory NCRs", "Mallory NCR", func(int) string { return "NCR-2026-010 wrong label on a carton" }, 2)
	theirs := tn.importMany(t, alice, "Alice NCRs", "Alice NCR", func(int) string { return "NCR-2026-009 blue plastic in a sealed pack" }, 2)

	// Both workspaces' chunks as an index written before keys of several parts were read whole
	// stored them (cut short to "NCR-2026"), the database then opened as the binary opens it:
	// the server's engine reads what that open left.
	ctx := context.Background()
	enginetest.AsEarlierIndex(t, tn.db)
	var cut int
	if err := tn.db.R.GetContext(ctx, &cut, `SELECT count(*) FROM identifiers WHERE value = 'NCR-2026'`); err != nil || cut != 4 {
		t.Fatalf("cut-short rows planted = %d, %v; want 4 (two chunks in each workspace)", cut, err)
	}
	enginetest.Open(t, tn.dbURL)

	bearer := map[string]string{"Authorization": "Bearer " + malloryTok}
	// want is "own" (mallory's own record, no error), "none" (no hit) or "any" (any of
	// mallory's own text hits: the planner's lanes read the key's words too).
	check := func(name string, status int, hits []string, c string, want string) {
		t.Helper()
		if status >= 500 || c == "INTERNAL_SERVER_ERROR" {
			t.Errorf("%s: status %d code %q, want no server error", name, status, c)
		}
		for _, h := range hits {
			if strings.HasPrefix(h, "Alice") {
				t.Errorf("%s: alice's chunk %q returned to mallory", name, h)
			}
		}
		if want == "none" && len(hits) > 0 {
			t.Errorf("%s: %d hits %v, want none", name, len(hits), hits)
		}
		if want == "own" && (len(hits) == 0 || c != "") {
			t.Errorf("%s: hits %v code %q, want mallory's own record", name, hits, c)
		}
	}
	// In the exact-ID lane alice's key finds nothing at all; through the planner, nothing of
	// alice's. The cut-short value finds nothing in the exact-ID lane (no record holds it).
	for mode, other := range map[string]string{"EXACT_ID": "none", "AUTO": "any"} {
		status, hits, c := tn.searchAs(t, bearer, "NCR-2026-010", mode, nil)
		check("own key "+mode, status, hits, c, "own")
		status, hits, c = tn.searchAs(t, bearer, "ncr-2026-009", mode, nil)
		check("alice's key "+mode, status, hits, c, other)
		status, hits, c = tn.searchAs(t, bearer, "NCR-2026-009", mode, []string{theirs})
		check("alice's key and source "+mode, status, hits, c, "none")
		status, hits, c = tn.searchAs(t, bearer, "NCR-2026-009", mode, []string{mine, theirs})
		check("alice's key, both sources "+mode, status, hits, c, other)
	}
	status, hits, c := tn.searchAs(t, bearer, "NCR-2026", "EXACT_ID", nil)
	check("the cut-short value", status, hits, c, "none")
	// One key a hundred times, and a query of as many keys of several parts as a query holds.
	status, hits, c = tn.searchAs(t, bearer, strings.TrimSpace(strings.Repeat("NCR-2026-010 ", 100)), "EXACT_ID", nil)
	check("a key repeated", status, hits, c, "own")
	var keys []string
	for i := 0; len(strings.Join(keys, " ")) < 1980; i++ {
		keys = append(keys, fmt.Sprintf("NCR-2026-%03d", i))
	}
	status, hits, c = tn.searchAs(t, bearer, strings.Join(keys, " "), "EXACT_ID", nil)
	check("a query of many keys", status, hits, c, "own")
	// No credential, and a foreign Host and Origin with mallory's credential.
	status, hits, c = tn.searchAs(t, nil, "NCR-2026-009", "EXACT_ID", nil)
	check("no credential", status, hits, c, "none")
	foreign := map[string]string{"Authorization": "Bearer " + malloryTok, "Host": "evil.example", "Origin": "https://evil.example"}
	status, hits, c = tn.searchAs(t, foreign, "NCR-2026-009", "EXACT_ID", []string{theirs})
	check("a foreign Host and Origin", status, hits, c, "none")
	tn.exactIDRefused(t, alice.WorkspaceID, "NCR-2026-009", theirs)
}
