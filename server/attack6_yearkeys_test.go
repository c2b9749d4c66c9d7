package server_test

import (
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/enginetest"
)

// Attack (sixth round, review of the keys of several parts): a year's keys numbered just above
// the year ("CVE-2024-2100", "CVE-2024-2031") were read as a range of keys, so every such
// record was "CVE-2024" again, in a new index as in an old one. Mallory holds two of them,
// alice holds mallory's first key too; the database is left as an earlier index wrote it and
// opened as the binary opens it. Mallory's key finds its own record only, never the other key's
// or alice's; the year alone finds nothing; a duplicated key, duplicated source ids, a foreign
// Host and Origin and no credential change none of it; a widget key and the public actor are
// refused at the engine.
func TestYearKeysNumberedNearTheYearAreTheirOwn(t *testing.T) {
	tn := newTenants(t)
	malloryTok, mallory := tn.bearer(t, "mallory")
	_, alice := tn.bearer(t, "alice")
	mine := tn.importMany(t, mallory, "Mallory CVEs", "Mallory CVE", func(i int) string {
		return []string{"CVE-2024-2100 patched on the edge routers", "CVE-2024-2031 open on the print servers"}[i]
	}, 2)
	theirs := tn.importMany(t, alice, "Alice CVEs", "Alice CVE", func(int) string { return "CVE-2024-2100 exploited on the VPN" }, 1)
	enginetest.AsEarlierIndex(t, tn.db)
	enginetest.Open(t, tn.dbURL)

	bearer := map[string]string{"Authorization": "Bearer " + malloryTok}
	for _, tc := range []struct {
		name, query string
		header      map[string]string
		sources     []string
		want        []string // the hit titles, in order
		code        string   // the error code wanted, "" for none
	}{
		{"own key", "CVE-2024-2100", bearer, nil, []string{"Mallory CVE 0"}, ""},
		{"own other key", "cve-2024-2031", bearer, nil, []string{"Mallory CVE 1"}, ""},
		{"the year alone", "CVE-2024", bearer, nil, nil, ""},
		{"own key repeated", strings.TrimSpace(strings.Repeat("CVE-2024-2100 ", 100)), bearer, nil, []string{"Mallory CVE 0"}, ""},
		{"a query over the length limit", strings.Repeat("CVE-2024-2100 ", 200), bearer, nil, nil, "BAD_USER_INPUT"},
		{"own key, sources duplicated and alice's named", "CVE-2024-2100", bearer, []string{mine, mine, theirs, theirs}, []string{"Mallory CVE 0"}, ""},
		{"alice's source alone", "CVE-2024-2100", bearer, []string{theirs}, nil, ""},
		{"no credential", "CVE-2024-2100", nil, nil, nil, "UNAUTHENTICATED"},
		// A bearer credential is no cookie: a foreign Host and Origin get the credential's own
		// workspace, never alice's.
		{"a foreign Host and Origin", "CVE-2024-2100", map[string]string{"Authorization": "Bearer " + malloryTok, "Host": "evil.example",
			"Origin": "https://evil.example"}, nil, []string{"Mallory CVE 0"}, ""},
	} {
		status, hits, code := tn.searchAs(t, tc.header, tc.query, "EXACT_ID", tc.sources)
		if status >= 500 || code == "INTERNAL_SERVER_ERROR" {
			t.Errorf("%s: status %d code %q, want no server error", tc.name, status, code)
		}
		if strings.Join(hits, "|") != strings.Join(tc.want, "|") || code != tc.code {
			t.Errorf("%s: hits %v code %q, want %v code %q", tc.name, hits, code, tc.want, tc.code)
		}
	}
	tn.exactIDRefused(t, alice.WorkspaceID, "CVE-2024-2100", theirs)
}
