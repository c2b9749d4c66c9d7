package server_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/index"
	"github.com/queueproof/queueproof/engine/ingest"
	"github.com/queueproof/queueproof/engine/legacy"
	"github.com/queueproof/queueproof/engine/mcptoken"
	"github.com/queueproof/queueproof/engine/provision"
	"github.com/queueproof/queueproof/server"
)

// Attack fourteen: quick cross-actor attempts on this session's changes, over loopback HTTP
// with the attack-twelve server (OpenID sign-in, legacy owner sessions): the ticket record
// rule read in another workspace, sign-out and sign out everywhere across subjects, actors and
// origins, and duplicated or oversized fields (JSONL "senders", legacy cookies). Each variant
// passes while the boundary holds; a hole found and left open is marked in knownA14.
var knownA14 = map[string]string{
	// With a configured base URL, sameOrigin still takes an Origin equal to whatever Host the
	// request names, so a cookie-carrying POST with a foreign Host and that host's Origin signs
	// out and runs revokeSessions. Arguable: a browser attaches this site's host-only cookies
	// only to requests for this site's host, so a rebinding page never holds alice's cookie; a
	// caller holding the cookie needs no CSRF. Defence in depth would refuse it.
	"origin/foreign Host and an https Origin of that host": "(arguable) server/credentials.go sameOrigin: the Origin-equals-Host fallback is taken even when BaseURL names another host",
	"origin/foreign Host and the same foreign Origin":      "(arguable) server/credentials.go sameOrigin: the Origin-equals-Host fallback is taken even when BaseURL names another host (plain HTTP deployment)",
}

// a14Ask asks q over HTTP with header h against base and returns the raw response.
func a14Ask(t *testing.T, base string, h map[string]string, q string) string {
	t.Helper()
	body, _ := json.Marshal(map[string]any{
		"query":     `mutation($q: String!) { ask(input: {question: $q}) { status text } }`,
		"variables": map[string]any{"q": q},
	})
	_, raw := a12Send(t, a12Post(base, "application/json", body, h))
	return raw
}

// a14Closed reports whether an answer gives TKT-300 a done state (or calls it disputed).
func a14Closed(ans string) bool {
	return strings.Contains(ans, "completion state of TKT-300 is done") ||
		strings.Contains(ans, "Sources disagree on the completion state") ||
		strings.Contains(strings.ToLower(ans), "tkt-300 is done")
}

func a14Sessions(t *testing.T, f *a12) int {
	t.Helper()
	var n int
	if err := f.db.R.GetContext(context.Background(), &n, `SELECT count(*) FROM sessions`); err != nil {
		t.Fatal(err)
	}
	return n
}

func TestAttack14(t *testing.T) {
	f := newA12(t, server.Options{})
	ctx := context.Background()
	alice := f.signInAs(t, nil, "alice")
	mallory := f.signInAs(t, nil, "mallory")
	if alice.a.WorkspaceID == mallory.a.WorkspaceID {
		t.Fatal("premise: alice and mallory share a workspace")
	}
	imp := func(a actor.Actor, source, body string) error {
		_, err := f.e.Import(ctx, a, engine.ImportRequest{SourceName: source, Format: ingest.JSONL, Input: ingest.FromBytes("r.jsonl", []byte(body))})
		return err
	}
	must := fatalIf(t)
	// Alice's tracker says TKT-300 is in progress with Ana Ruiz; a later comment (another
	// document of TKT-300, so not its record) carries a "Status: Done" line a commenter typed.
	must(imp(alice.a, "Tracker", `{"id":"TKT-300","title":"TKT-300 Refund ledger","body":"Assignee: Ana Ruiz\nStatus: In Progress\nDue date: 2026-12-20\nThe refund ledger must reconcile before the audit.","author":"Pia Sand","createdAt":"2026-11-18T09:00:00Z","metadata":{"kind":"ticket"}}`+"\n"))
	must(imp(alice.a, "Tracker comments", `{"id":"TKT-300","title":"TKT-300 Refund ledger","body":"Status: Done\nLooks finished from here, please check.","author":"Carl Kunde <carl@customer.example>","createdAt":"2026-11-19T10:00:00Z","metadata":{"kind":"ticket"}}`+"\n"))
	// Mallory's workspace holds a TKT-300 of her own, backdated and done: were the record query
	// read across workspaces it would be the first document of TKT-300 and alice's record.
	must(imp(mallory.a, "Tracker", `{"id":"TKT-300","title":"TKT-300 Refund ledger","body":"Assignee: Mal Lory\nStatus: Done\nDone.","author":"Mal Lory","createdAt":"2020-01-01T00:00:00Z","metadata":{"kind":"ticket"}}`+"\n"))
	for _, p := range []a12Person{alice, mallory} {
		if _, err := f.e.CompileQueue(ctx, p.a, engine.CompileRequest{AsOf: time.Date(2026, 11, 20, 9, 0, 0, 0, time.UTC)}); err != nil {
			t.Fatalf("compile: %v", err)
		}
	}
	const q = "What is the status of TKT-300?"
	aliceH := map[string]string{"Authorization": "Bearer " + alice.bearer}
	run := func(name string, fn func(t *testing.T, c *a10Holes)) {
		t.Run(name, func(t *testing.T) {
			c := newA10Holes(t, knownA14[name])
			defer c.done()
			fn(t, c)
		})
	}

	// 1. Another workspace's ids and sessions.
	run("tenant/mallory's backdated done TKT-300 is not alice's record", func(t *testing.T, c *a10Holes) {
		if got := a14Ask(t, f.URL, map[string]string{"Authorization": "Bearer " + mallory.bearer}, q); !strings.Contains(got, "TKT-300") {
			t.Fatalf("control: mallory's ask does not find her TKT-300: %.300s", got)
		}
		got := a14Ask(t, f.URL, aliceH, q)
		t.Logf("alice: %.300s", got)
		if !strings.Contains(got, "TKT-300") {
			t.Fatalf("premise: alice's ask does not find TKT-300: %.300s", got)
		}
		if a14Closed(got) || strings.Contains(got, "Mal Lory") || !strings.Contains(got, "In Progress") {
			c.Errorf("HOLE (ticket record across workspaces): alice's Ask reads TKT-300 as done or mallory's: %.400s", got)
		}
		_, today := a12Send(t, a12Post(f.URL, "application/json", []byte(`{"query":"{ today(first: 50) { edges { node { exactIds owner } } } }"}`), aliceH))
		if !strings.Contains(today, "TKT-300") || !strings.Contains(today, "Ana Ruiz") || strings.Contains(today, "Mal Lory") {
			c.Errorf("HOLE (ticket record across workspaces): alice's Today lost TKT-300 or its owner Ana Ruiz: %.400s", today)
		}
	})
	run("tenant/mallory's sign out everywhere leaves alice's sessions", func(t *testing.T, c *a10Holes) {
		aliceLegacy, err := legacy.Sign(a12SessionKey, "alice", time.Now().Add(12*time.Hour))
		must(err)
		malLegacy, err := legacy.Sign(a12SessionKey, "mallory", time.Now().Add(12*time.Hour))
		must(err)
		aliceCks := []string{"qp_session=" + alice.session, "qp_owner_session=" + aliceLegacy}
		want := []string{"OIDC", "LEGACY_OWNER"}
		for i, ck := range aliceCks {
			if kind, _, code := a12Viewer(t, f.URL, map[string]string{"Cookie": ck}); kind != want[i] {
				t.Fatalf("premise: %s resolves to %q %q", ck[:10], kind, code)
			}
		}
		mal2 := f.signInAs(t, nil, "mallory")
		for _, ck := range []string{"qp_owner_session=" + malLegacy, "qp_session=" + mal2.session} {
			req := a12Post(f.URL, "application/json", []byte(`{"query":"mutation { revokeSessions }"}`), map[string]string{"Origin": f.URL, "Cookie": ck})
			if status, body := a12Send(t, req); status != http.StatusOK || strings.Contains(body, "errors") {
				t.Fatalf("control: mallory's revokeSessions = %d %s", status, body)
			}
		}
		if kind, _, _ := a12Viewer(t, f.URL, map[string]string{"Cookie": "qp_session=" + mal2.session}); kind != "" {
			t.Fatalf("control: mallory's own session survives her sign out everywhere (%s)", kind)
		}
		for i, ck := range aliceCks {
			if kind, ws, code := a12Viewer(t, f.URL, map[string]string{"Cookie": ck}); kind != want[i] {
				c.Errorf("HOLE (sign out everywhere): mallory's revokeSessions ended alice's %s session (now %q %q %q)", want[i], kind, ws, code)
			}
		}
	})
	run("tenant/alice's token signed out from mallory's origin", func(t *testing.T, c *a10Holes) {
		p := f.signInAs(t, nil, "alice")
		for _, origin := range []string{"https://mallory.example", "http://mallory.example", "null"} {
			req, _ := http.NewRequest(http.MethodPost, f.URL+"/auth/logout", strings.NewReader(""))
			req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
			req.Header.Set("Origin", origin)
			req.Header.Set("Sec-Fetch-Site", "cross-site")
			req.Header.Set("Cookie", "qp_session="+p.session)
			status, _ := a12Send(t, req)
			if kind, _, _ := a12Viewer(t, f.URL, map[string]string{"Cookie": "qp_session=" + p.session}); status < 400 || kind != "OIDC" {
				c.Errorf("HOLE (CSRF sign-out): logout from %s = %d, alice's session now %q", origin, status, kind)
			}
		}
	})

	// 2. The public actor and customer-egress credentials.
	run("public/revokeSessions and Ask through public and customer actors", func(t *testing.T, c *a10Holes) {
		if _, err := provision.Public(ctx, f.db, alice.a.WorkspaceID, time.Now()); err != nil {
			t.Fatal(err)
		}
		popts := f.opts
		popts.PublicWorkspaceID = alice.a.WorkspaceID
		pe, _ := enginetest.NewAt(t, f.dbURL, popts)
		psrv, err := server.New(pe, enginetest.Logger(), server.Options{Frontend: testApp})
		if err != nil {
			t.Fatal(err)
		}
		pts := httptest.NewServer(psrv)
		defer pts.Close()
		before := f.state(t)
		for name, h := range map[string]map[string]string{
			"public visitor":             nil,
			"public visitor, our Origin": {"Origin": pts.URL, "Sec-Fetch-Site": "same-origin"},
		} {
			_, body := a12Send(t, a12Post(pts.URL, "application/json", []byte(`{"query":"mutation { revokeSessions }"}`), h))
			t.Logf("%s: revokeSessions = %.200s", name, body)
			if !strings.Contains(body, "FORBIDDEN") && !strings.Contains(body, "UNAUTHENTICATED") {
				c.Errorf("HOLE (revokeSessions): the %s's revokeSessions = %.300s, want FORBIDDEN", name, body)
			}
			got := a14Ask(t, pts.URL, h, q)
			t.Logf("%s: ask = %.300s", name, got)
			if a14Closed(got) || strings.Contains(got, "Carl Kunde") {
				c.Errorf("HOLE (ticket comments): the %s's Ask reads the comment as TKT-300's state: %.400s", name, got)
			}
		}
		key := a12WidgetKey(t, f, alice)
		_, body := a12Send(t, a12Post(f.URL, "application/json", []byte(`{"query":"mutation { revokeSessions }"}`), map[string]string{"Authorization": "Bearer " + key}))
		if !strings.Contains(body, "FORBIDDEN") && !strings.Contains(body, "UNAUTHENTICATED") {
			c.Errorf("HOLE (revokeSessions): alice's widget key's revokeSessions = %.300s", body)
		}
		if got := a14Ask(t, f.URL, map[string]string{"Authorization": "Bearer " + key}, q); a14Closed(got) {
			c.Errorf("HOLE (ticket comments): the widget key's Ask reads the comment as TKT-300's state: %.400s", got)
		}
		intruders := outsiders(alice.a.WorkspaceID)
		intruders["customer MCP token"] = actor.Actor{Kind: actor.MCPToken, Subject: "mcp-customer", WorkspaceID: alice.a.WorkspaceID, Role: actor.Member,
			Scopes: []string{mcptoken.ScopeRead}, Egress: actor.EgressCustomer}
		for name, a := range intruders {
			if n, err := f.e.RevokeSessions(ctx, a); errs.CodeOf(err) != errs.Forbidden {
				c.Errorf("HOLE (revokeSessions): %s = %d, %v; want FORBIDDEN", name, n, err)
			}
			ans, err := f.e.Ask(ctx, a, engine.AskInput{Question: q})
			if err == nil && a14Closed(ans.Text) {
				c.Errorf("HOLE (ticket comments): %s's Ask = %q", name, ans.Text)
			}
			if err != nil && errs.CodeOf(err) == "" {
				c.Errorf("%s: Ask = %v, want a typed refusal or an answer", name, err)
			}
		}
		if after := f.state(t); after != before {
			// answers are recorded per ask; only the revoked-session count matters here.
			if strings.Split(after, ",")[8] != strings.Split(before, ",")[8] {
				c.Errorf("HOLE (revokeSessions): the revoked session count moved: %s -> %s", before, after)
			}
		}
		if kind, _, _ := a12Viewer(t, f.URL, map[string]string{"Cookie": "qp_session=" + alice.session}); kind != "OIDC" {
			c.Errorf("HOLE (revokeSessions): alice's session ended (%q)", kind)
		}
	})

	// 3. Foreign Host and Origin null with the wrong Sec-Fetch-Site.
	for _, v := range []struct {
		name  string
		host  string
		h     map[string]string
		sites []string
	}{
		{"null origin, same-site", "", map[string]string{"Origin": "null"}, []string{"same-site"}},
		{"null origin, cross-site", "", map[string]string{"Origin": "null"}, []string{"cross-site"}},
		{"null origin, same-origin doubled", "", map[string]string{"Origin": "null"}, []string{"same-origin", "same-origin"}},
		{"null origin, same-origin and same-site", "", map[string]string{"Origin": "null"}, []string{"same-origin", "same-site"}},
		{"foreign Host and an https Origin of that host", "evil.example", map[string]string{"Origin": "https://evil.example"}, []string{"cross-site"}},
		{"foreign Host, null origin", "evil.example", map[string]string{"Origin": "null"}, []string{"same-site"}},
		{"foreign Host and the same foreign Origin", "evil.example", map[string]string{"Origin": "http://evil.example"}, nil},
	} {
		run("origin/"+v.name, func(t *testing.T, c *a10Holes) {
			p := f.signInAs(t, nil, "alice")
			legacyTok, err := legacy.Sign(a12SessionKey, "alice-"+strings.ReplaceAll(v.name, " ", "_"), time.Now().Add(time.Hour))
			must(err)
			cks := "qp_session=" + p.session + "; qp_owner_session=" + legacyTok
			if kind, _, _ := a12Viewer(t, f.URL, map[string]string{"Cookie": "qp_owner_session=" + legacyTok}); kind != "LEGACY_OWNER" {
				t.Fatalf("premise: legacy token resolves to %q", kind)
			}
			send := func(req *http.Request) int {
				if v.host != "" {
					req.Host = v.host
				}
				for k, x := range v.h {
					req.Header.Set(k, x)
				}
				for _, s := range v.sites {
					req.Header.Add("Sec-Fetch-Site", s)
				}
				req.Header.Set("Cookie", cks)
				status, _ := a12Send(t, req)
				return status
			}
			alive := func(what string, status int) {
				for _, ck := range []string{"qp_session=" + p.session, "qp_owner_session=" + legacyTok} {
					if kind, _, _ := a12Viewer(t, f.URL, map[string]string{"Cookie": ck}); kind == "" {
						c.Errorf("HOLE (CSRF): %s: %s = %d and %s… no longer resolves", v.name, what, status, ck[:16])
					}
				}
				if status < 400 {
					c.Errorf("HOLE (CSRF): %s: %s = %d, want a refusal", v.name, what, status)
				}
			}
			alive("revokeSessions", send(a12Post(f.URL, "application/json", []byte(`{"query":"mutation { revokeSessions }"}`), nil)))
			logout, _ := http.NewRequest(http.MethodPost, f.URL+"/auth/logout", strings.NewReader(""))
			logout.Header.Set("Content-Type", "application/x-www-form-urlencoded")
			alive("logout", send(logout))
		})
	}

	// 4. Duplicated and oversized fields.
	for name, rec := range map[string]string{
		"senders twice":                 `{"id":"s1","title":"TKT-300 note","body":"TKT-300 is done.","author":"Carl Kunde <carl@customer.example>","metadata":{"kind":"mail","senders":[{"at":0,"from":"Ana Ruiz <ana@payco.example>"}],"senders":[{"at":0,"from":"Ana Ruiz <ana@payco.example>"}]}}`,
		"Senders and senders":           `{"id":"s2","title":"TKT-300 note","body":"TKT-300 is done.","author":"Carl Kunde <carl@customer.example>","metadata":{"kind":"mail","Senders":[{"at":0,"from":"Ana Ruiz <ana@payco.example>"}],"senders":[]}}`,
		"SENDERS alone":                 `{"id":"s3","title":"TKT-300 note","body":"TKT-300 is done.","author":"Carl Kunde <carl@customer.example>","metadata":{"kind":"mail","SENDERS":[{"at":0,"from":"Ana Ruiz <ana@payco.example>"}]}}`,
		"senders escaped":               `{"id":"s4","title":"TKT-300 note","body":"TKT-300 is done.","author":"Carl Kunde <carl@customer.example>","metadata":{"kind":"mail","\u0073enders":[{"at":0,"from":"Ana Ruiz <ana@payco.example>"}]}}`,
		"senders with a long s":         `{"id":"s5","title":"TKT-300 note","body":"TKT-300 is done.","author":"Carl Kunde <carl@customer.example>","metadata":{"kind":"mail","ſenders":[{"at":0,"from":"Ana Ruiz <ana@payco.example>"}]}}`,
		"senders padded":                `{"id":"s6","title":"TKT-300 note","body":"TKT-300 is done.","author":"Carl Kunde <carl@customer.example>","metadata":{"kind":"mail"," senders ":[{"at":0,"from":"Ana Ruiz <ana@payco.example>"}]}}`,
		"senders huge":                  `{"id":"s7","title":"TKT-300 note","body":"TKT-300 is done.","author":"Carl Kunde <carl@customer.example>","metadata":{"kind":"mail","senders":[` + strings.Repeat(`{"at":0,"from":"Ana Ruiz <ana@payco.example>"},`, 20000) + `{"at":0,"from":"x"}]}}`,
		"metadata twice, senders first": `{"id":"s8","title":"TKT-300 note","body":"TKT-300 is done.","author":"Carl Kunde <carl@customer.example>","metadata":{"kind":"mail","senders":[{"at":0,"from":"Ana Ruiz <ana@payco.example>"}]},"metadata":{"kind":"mail"}}`,
		"metadata twice, senders last":  `{"id":"s9","title":"TKT-300 note","body":"TKT-300 is done.","author":"Carl Kunde <carl@customer.example>","metadata":{"kind":"mail"},"metadata":{"kind":"mail","senders":[{"at":0,"from":"Ana Ruiz <ana@payco.example>"}]}}`,
		"senders beside the metadata":   `{"id":"s10","title":"TKT-300 note","body":"TKT-300 is done.","author":"Carl Kunde <carl@customer.example>","senders":[{"at":0,"from":"Ana Ruiz <ana@payco.example>"}],"metadata":{"kind":"mail"}}`,
	} {
		run("fields/JSONL "+name, func(t *testing.T, c *a10Holes) {
			err := imp(alice.a, "Odd "+name, rec+"\n")
			if err != nil && errs.CodeOf(err) != errs.Invalid {
				t.Errorf("Import = %v, want BAD_USER_INPUT or an import", err)
			}
			var metas []string
			must(f.db.R.SelectContext(ctx, &metas, `SELECT d.metadata FROM documents d JOIN sources s ON s.id = d.source_id WHERE s.workspace_id = ? AND s.name = ?`, alice.a.WorkspaceID, "Odd "+name))
			for _, m := range metas {
				if msgs, _ := index.MetadataMessages(m); len(msgs) > 0 {
					c.Errorf("HOLE (senders): a JSONL record's own senders list was kept (%d messages, first from %q)", len(msgs), msgs[0].From)
				}
			}
			t.Logf("import: %v; %d documents", err, len(metas))
		})
	}
	run("fields/legacy cookie twice, one signed out", func(t *testing.T, c *a10Holes) {
		out, err := legacy.Sign(a12SessionKey, "owner14a@payco.example", time.Now().Add(time.Hour))
		must(err)
		a13Logout(t, f, "qp_owner_session="+out)
		n := a14Sessions(t, f)
		for name, ck := range map[string]string{
			"signed-out twice":              "qp_owner_session=" + out + "; qp_owner_session=" + out,
			"junk then signed-out":          "qp_owner_session=junk; qp_owner_session=" + out,
			"signed-out then junk":          "qp_owner_session=" + out + "; qp_owner_session=junk",
			"signed-out with a comma":       "qp_owner_session=" + out + ",qp_owner_session=" + out,
			"signed-out in a second header": "MULTI",
		} {
			h := map[string]string{"Cookie": ck}
			var kind, code string
			if ck == "MULTI" {
				req := a12Post(f.URL, "application/json", []byte(`{"query":"{ viewer { actorKind } }"}`), nil)
				req.Header.Add("Cookie", "qp_owner_session=junk")
				req.Header.Add("Cookie", "qp_owner_session="+out)
				_, body := a12Send(t, req)
				if strings.Contains(body, "LEGACY_OWNER") {
					kind = "LEGACY_OWNER"
				}
			} else {
				kind, _, code = a12Viewer(t, f.URL, h)
			}
			if kind != "" {
				c.Errorf("HOLE (legacy cookie twice): %s resolves to %s %q", name, kind, code)
			}
		}
		if m := a14Sessions(t, f); m != n {
			c.Errorf("HOLE (legacy sessions): refused cookies recorded %d sessions", m-n)
		}
		// A valid token after a signed-out one is not taken (the first cookie is read); the
		// signed-out one after a valid one does not end the valid one.
		ok, err := legacy.Sign(a12SessionKey, "owner14b@payco.example", time.Now().Add(time.Hour))
		must(err)
		if kind, _, _ := a12Viewer(t, f.URL, map[string]string{"Cookie": "qp_owner_session=" + out + "; qp_owner_session=" + ok}); kind != "" {
			t.Logf("signed-out then valid resolves to %s", kind)
		}
		if kind, _, _ := a12Viewer(t, f.URL, map[string]string{"Cookie": "qp_owner_session=" + ok + "; qp_owner_session=" + out}); kind != "LEGACY_OWNER" {
			t.Logf("valid then signed-out resolves to %q", kind)
		}
	})
	run("fields/legacy cookie oversized", func(t *testing.T, c *a10Holes) {
		n := a14Sessions(t, f)
		big, err := legacy.Sign(a12SessionKey, strings.Repeat("o", 5000)+"@payco.example", time.Now().Add(time.Hour))
		must(err)
		if len(big) <= 4096 {
			t.Fatalf("premise: the token is %d characters", len(big))
		}
		small, err := legacy.Sign(a12SessionKey, "owner14c@payco.example", time.Now().Add(time.Hour))
		must(err)
		for name, ck := range map[string]string{
			"signed, over 4096":          "qp_owner_session=" + big,
			"a valid one padded to 5000": "qp_owner_session=" + small + strings.Repeat("A", 5000),
			"a valid one with a tail":    "qp_owner_session=" + small + "." + strings.Repeat("A", 5000),
		} {
			kind, _, code := a12Viewer(t, f.URL, map[string]string{"Cookie": ck})
			if kind != "" || code != "UNAUTHENTICATED" {
				c.Errorf("HOLE (legacy oversized): %s resolves to %q %q, want UNAUTHENTICATED", name, kind, code)
			}
		}
		if m := a14Sessions(t, f); m != n {
			c.Errorf("HOLE (legacy sessions): oversized cookies recorded %d sessions", m-n)
		}
	})
}
