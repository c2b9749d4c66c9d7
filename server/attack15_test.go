package server_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"golang.org/x/net/idna"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/ingest"
	"github.com/queueproof/queueproof/engine/provision"
	"github.com/queueproof/queueproof/server"
)

// Attack fifteen (2026-12-03): the team's mail domains (setTeamDomains, commit 7ca68e5), as an
// outside attacker sees them. Once the owner lists the team's domains they are the team's only
// domains: mail and ticket comments from any other domain are outside (records.Team.Outside)
// and cannot close, reassign or re-date tracked work in Today or in Ask. Each test drives the
// real server over loopback HTTP on a real SQLite file (newTenants); the evidence is imported
// through the engine as attacks nine, ten and thirteen do. A subtest that fails names the hole;
// a hole not yet closed is marked in knownA15 (skipped while it fails, failing once it holds).

// knownA15 are attack fifteen's holes not yet closed, by variant, each with where it lies.
var knownA15 = map[string]string{}

// setDomains runs setTeamDomains with the given GraphQL list literal and returns the data and
// error codes.
func (w a10) setDomains(t *testing.T, list string) (json.RawMessage, []string) {
	t.Helper()
	return w.tn.gqlCodes(t, w.hdr(), `mutation { setTeamDomains(input: { domains: `+list+` }) { teamDomains } }`)
}

// listedDomains is the workspace's list as viewer.workspace.teamDomains tells it.
func (w a10) listedDomains(t *testing.T) []string {
	t.Helper()
	data, codes := w.tn.gqlCodes(t, w.hdr(), `{ viewer { workspace { teamDomains } } }`)
	if len(codes) > 0 {
		t.Fatalf("viewer: %v", codes)
	}
	var v struct {
		Viewer struct {
			Workspace struct{ TeamDomains []string }
		}
	}
	if err := json.Unmarshal(data, &v); err != nil {
		t.Fatal(err)
	}
	return v.Viewer.Workspace.TeamDomains
}

// storedTeam is the team the latest compile stored (workspace_team), which Ask reads back.
func (w a10) storedTeam(t *testing.T) (names, domains []string) {
	t.Helper()
	var raw string
	if err := w.tn.db.R.GetContext(context.Background(), &raw, `SELECT team FROM workspace_team WHERE workspace_id = ?`, w.a.WorkspaceID); err != nil {
		t.Fatalf("workspace_team: %v", err)
	}
	var j struct{ Names, Domains []string }
	if err := json.Unmarshal([]byte(raw), &j); err != nil {
		t.Fatal(err)
	}
	return j.Names, j.Domains
}

// a15Workspace is alice's workspace: Linear tracks PAY-01..PAY-16 (open, Kim Park's, each with
// a due date); Kim chats from payco.example; a vendor's spec sits in Drive (so, while the
// domains are read from the tools, vendor.example is the team's); the help desk holds tickets
// TKT-01..TKT-06 whose fields the tracker sets (Ana Ruiz, due 2026-12-20, In Progress).
func a15Workspace(t *testing.T, tn *tenants, sub string) (a10, []a10Issue) {
	t.Helper()
	w := newA10(t, tn, sub)
	var issues []a10Issue
	for i := 1; i <= 16; i++ {
		issues = append(issues, a10Issue{fmt.Sprintf("PAY-%02d", i), fmt.Sprintf("Vault task %d", i), "Kim Park", fmt.Sprintf("2026-12-%02d", i)})
	}
	w.imp(t, ingest.LinearCSV, "Linear", "issues.csv", a10Tracker(issues))
	w.imp(t, ingest.JSONL, "Chat", "chat.jsonl", []byte(`{"id":"c1","title":"#payments","body":"Kim Park: vault rollout notes are in the runbook","author":"Kim Park <kim@payco.example>","createdAt":"2026-11-01T09:00:00Z","metadata":{"kind":"chat"}}`+"\n"))
	w.imp(t, ingest.JSONL, "Drive", "drive.jsonl", []byte(`{"id":"v1","title":"Vendor integration spec","body":"How the vault connector works.","author":"Vera Vendor <vera@vendor.example>","createdAt":"2026-11-02T09:00:00Z"}`+"\n"))
	var tickets strings.Builder
	for i := 1; i <= 6; i++ {
		fmt.Fprintf(&tickets, `{"id":"TKT-%02d","title":"TKT-%02d Oven task %d","body":"Assignee: Ana Ruiz\nDue date: 2026-12-20\nStatus: In Progress","author":"Pia Sand <pia@payco.example>","createdAt":"2026-11-18T09:00:00Z","metadata":{"kind":"ticket"}}`+"\n", i, i, i)
	}
	w.imp(t, ingest.JSONL, "Help desk", "tickets.jsonl", []byte(tickets.String()))
	return w, issues
}

// TestAttack15OutsidersAfterListing: alice lists payco.example and ops.payco.net as her team's
// domains. Outsiders then write: mail from the team's domain as a label of theirs, a domain
// that ends with the team's name, an IDN homoglyph in Unicode and in punycode, no address at
// all under a teammate's name, free mail, a sibling and the parent of a listed subdomain, a
// %-routed address; a JSONL chat record from the vendor's address; help-desk comments from free
// mail under the assignee's or a teammate's name, from the vendor (whose domain was the team's
// before listing), with no author, under a plain name, and from a look-alike subdomain. Today
// must keep each item open with the tracker's owner and due date, and Ask must not state the
// outsider's value. Controls: a teammate from a listed domain's subdomain, in upper case, and
// from a listed subdomain closes work.
func TestAttack15OutsidersAfterListing(t *testing.T) {
	tn := newTenants(t)
	w, issues := a15Workspace(t, tn, "alice")
	if _, codes := w.setDomains(t, `["payco.example", "ops.payco.net"]`); len(codes) > 0 {
		t.Fatalf("setTeamDomains: %v", codes)
	}
	const date = "Thu, 19 Nov 2026 10:00:00 +0000"
	done := func(id string) string { return id + " is done, closing it." }
	homoglyph := "p\u0430yco.example" // Cyrillic a
	puny, err := idna.Lookup.ToASCII(homoglyph)
	if err != nil || puny == "payco.example" {
		t.Fatalf("punycode of the homoglyph: %q %v", puny, err)
	}
	mails := []struct{ id, from string }{
		{"PAY-01", "Kim Park <kim@payco.example.attacker.example>"},
		{"PAY-02", "Kim Park <kim@evilpayco.example>"},
		{"PAY-03", "Kim Park <kim@" + homoglyph + ">"},
		{"PAY-04", "Kim Park <kim@" + puny + ">"},
		{"PAY-05", "Kim Park"},
		{"PAY-06", "Kim Park <kim.park@gmail.com>"},
		{"PAY-07", "Kim Park <kim@dev.payco.net>"},
		{"PAY-08", "Kim Park <kim@payco.net>"},
		{"PAY-09", "Kim Park <kim%payco.example@attacker.example>"},
		{"PAY-10", "Kim Park <kim@payco.example.>"},
		// Controls: the team itself.
		{"PAY-11", "Kim Park <kim@eu.payco.example>"},
		{"PAY-12", "Kim Park <KIM@PAYCO.EXAMPLE>"},
		{"PAY-13", "Ola Ops <ola@ops.payco.net>"},
	}
	for _, m := range mails {
		w.imp(t, ingest.Mbox, "Mail "+m.id, "inbox.mbox", []byte(a10Mail(strings.ToLower(m.id)+"@mail.example", m.from, m.id, date, done(m.id))))
	}
	w.imp(t, ingest.JSONL, "Vendor chat", "chat.jsonl", []byte(`{"id":"vc1","title":"#vendor-sync","body":"`+done("PAY-14")+`","author":"Vera Vendor <vera@vendor.example>","createdAt":"2026-11-19T10:00:00Z","metadata":{"kind":"chat"}}`+"\n"))
	var comments strings.Builder
	for _, c := range []struct{ id, author, body string }{
		{"TKT-01", "Ana Ruiz <ana.ruiz@gmail.com>", "Status: Done"},
		{"TKT-02", "Kim Park <kim.park@gmail.com>", "Due date: 2027-03-01"},
		{"TKT-03", "Vera Vendor <vera@vendor.example>", "Status: Done"},
		{"TKT-04", "", "Status: Done"},
		{"TKT-05", "Kim Park", "Status: Done"},
		{"TKT-06", "Ana Ruiz <ana@payco.example.attacker.example>", "Status: Done"},
	} {
		fmt.Fprintf(&comments, `{"id":%q,"title":"%s comment","body":%q,"author":%q,"createdAt":"2026-11-19T09:10:00Z","metadata":{"kind":"ticket"}}`+"\n", c.id, c.id, c.body, c.author)
	}
	w.imp(t, ingest.JSONL, "Help desk comments", "comments.jsonl", []byte(comments.String()))
	w.compile(t)
	today := w.today(t)
	if _, domains := w.storedTeam(t); !slices.Equal(domains, []string{"ops.payco.net", "payco.example"}) {
		t.Errorf("the compile's stored team has domains %v; want only the listed ones", domains)
	}

	for _, v := range []a10Status{
		{name: "the team's domain as a label of the sender's (payco.example.attacker.example)", id: "PAY-01"},
		{name: "a domain that ends with the team's name (evilpayco.example)", id: "PAY-02"},
		{name: "an IDN homoglyph of the team's domain, in Unicode", id: "PAY-03"},
		{name: "an IDN homoglyph of the team's domain, in punycode", id: "PAY-04"},
		{name: "a From header with no address, under a teammate's name", id: "PAY-05"},
		{name: "a teammate's name at free mail", id: "PAY-06"},
		{name: "a sibling of a listed subdomain (dev.payco.net beside ops.payco.net)", id: "PAY-07"},
		{name: "the parent of a listed subdomain (payco.net)", id: "PAY-08"},
		{name: "a %-routed address naming the team's domain in its local part", id: "PAY-09"},
		{name: "a JSONL chat record from the vendor's address (vendor.example is not listed)", id: "PAY-14"},
	} {
		v.owner, v.due = "Kim Park", issues[atoiA10(v.id[4:])-1].due
		t.Run(v.id+" "+v.name, func(t *testing.T) {
			c := newA10Holes(t, knownA15[v.id])
			defer c.done()
			got, ok := today[v.id]
			switch {
			case !ok:
				c.Errorf("HOLE (Today): %s closed %s; the tracker says it is open (%s, due %s)", v.name, v.id, v.owner, v.due)
			case got.owner != v.owner || got.due != v.due:
				c.Errorf("HOLE (Today): %s: %s shows owner %q, due %q; want %q, %q", v.name, v.id, got.owner, got.due, v.owner, v.due)
			}
			a := w.ask(t, "What is the status of "+v.id+"?")
			t.Logf("ask %s: %q (facts: %s)", v.id, a.Text, a.note())
			if strings.Contains(a.Text, "completion state of "+v.id+" is done") {
				c.Errorf("HOLE (Ask): %s: the answer states %s done: %q", v.name, v.id, a.Text)
			}
		})
	}
	// A trailing dot is the same domain (DNS's absolute form): the team's. Logged, not judged.
	_, open10 := today["PAY-10"]
	t.Logf("PAY-10 (kim@payco.example. , the absolute form of the team's domain): open %v", open10)
	for _, v := range []a10Status{
		{name: "a teammate from a subdomain of a listed domain (control)", id: "PAY-11"},
		{name: "a teammate's address in upper case (control)", id: "PAY-12"},
		{name: "a teammate from a listed subdomain (control)", id: "PAY-13"},
	} {
		t.Run(v.id+" "+v.name, func(t *testing.T) {
			if p, ok := today[v.id]; ok {
				t.Errorf("control: %s: %s stays open (%+v); the team said it is done", v.name, v.id, p)
			}
		})
	}
	for _, v := range []a10Status{
		{name: "a help-desk comment from free mail under the assignee's name (Status: Done)", id: "TKT-01"},
		{name: "a help-desk comment from free mail under a teammate's name (Due date:)", id: "TKT-02"},
		{name: "a help-desk comment from the vendor, whose domain the team's tools show", id: "TKT-03"},
		{name: "a help-desk comment with no author", id: "TKT-04"},
		{name: "a help-desk comment under a teammate's plain name (no address)", id: "TKT-05"},
		{name: "a help-desk comment from the team's domain as a label of the sender's", id: "TKT-06"},
	} {
		v.owner, v.due = "Ana Ruiz", "2026-12-20"
		t.Run(v.id+" "+v.name, func(t *testing.T) {
			c := newA10Holes(t, knownA15[v.id])
			defer c.done()
			a10CustomerComment(t, c, w, today, v)
		})
	}
}

// TestAttack15ListValidation: the owner's list over GraphQL. After a good list, each bad list
// must be BAD_USER_INPUT and leave the list as it was: ports, schemes, paths, null bytes, line
// and paragraph separators inside, wildcards, leading or doubled dots, overlong names, free mail
// in other forms (full-width, a final dot, an address), public suffixes, an address with no
// domain, national free-mail providers. Forms of the same domain (upper case, a final dot,
// Unicode and punycode) are one entry.
func TestAttack15ListValidation(t *testing.T) {
	tn := newTenants(t)
	w := newA10(t, tn, "alice")
	data, codes := w.setDomains(t, `["PayCo.Example.", "bücher.example", "xn--bcher-kva.example", "kim@PAYCO.example", "@payco.example"]`)
	if len(codes) > 0 || !strings.Contains(string(data), `"teamDomains":["payco.example","xn--bcher-kva.example"]`) {
		t.Fatalf("setTeamDomains (forms of two domains) = %s %v", data, codes)
	}
	want := []string{"payco.example", "xn--bcher-kva.example"}
	refused := func(t *testing.T, c *a10Holes, name string, list []string) {
		t.Helper()
		b, _ := json.Marshal(list)
		data, codes := w.setDomains(t, string(b))
		if len(codes) != 1 || codes[0] != string(errs.Invalid) {
			c.Errorf("HOLE: %s: setTeamDomains(%.120s) = %.200s %v; want BAD_USER_INPUT", name, b, data, codes)
		}
		if got := w.listedDomains(t); !slices.Equal(got, want) {
			c.Errorf("HOLE: %s: the list is now %v; want it unchanged (%v)", name, got, want)
			// Put it back for the next case.
			if _, codes := w.setDomains(t, `["payco.example", "xn--bcher-kva.example"]`); len(codes) > 0 {
				t.Fatalf("restore: %v", codes)
			}
		}
	}
	for _, v := range []struct {
		name string
		list []string
	}{
		{"a port", []string{"payco.example:443"}},
		{"a scheme and path", []string{"https://payco.example/"}},
		{"a path", []string{"payco.example/mail"}},
		{"a null byte", []string{"payco.example\x00.attacker.example"}},
		{"a trailing null byte", []string{"payco.example\x00"}},
		{"a line separator inside", []string{"payco.example\u2028attacker.example"}},
		{"a space inside", []string{"payco.example attacker.example"}},
		{"a comma-joined pair", []string{"payco.example,attacker.example"}},
		{"a wildcard", []string{"*.payco.example"}},
		{"a leading dot", []string{".payco.example"}},
		{"a doubled dot", []string{"payco..example"}},
		{"a single label", []string{"example"}},
		{"a 64-letter label", []string{strings.Repeat("a", 64) + ".example"}},
		{"a 300-letter name", []string{strings.Repeat("abcdefghi.", 30) + "example"}},
		{"a megabyte", []string{strings.Repeat("a", 1<<20)}},
		{"free mail full-width", []string{"\uff47\uff4d\uff41\uff49\uff4c.com"}},
		{"free mail with a final dot", []string{"GMAIL.COM."}},
		{"free mail as an address", []string{"kim@gmail.com"}},
		{"free mail behind a good entry", []string{"payco.example", "proton.me"}},
		{"an IP literal", []string{"[127.0.0.1]"}},
		{"51 domains", func() []string {
			var l []string
			for i := 0; i < 51; i++ {
				l = append(l, fmt.Sprintf("d%d.example", i))
			}
			return l
		}()},
	} {
		t.Run(v.name, func(t *testing.T) {
			c := newA10Holes(t, "")
			refused(t, c, v.name, v.list)
		})
	}
	for _, v := range []struct {
		key, name string
		lists     [][]string
	}{
		{"public-suffix", "a public suffix", [][]string{{"co.uk"}, {"com.br"}, {"payco.example", "co.uk"}}},
		{"no-domain", "an address with no domain, or only an at sign", [][]string{{"kim@"}, {"@"}}},
		{"free-mail", "a national free-mail provider", [][]string{{"yahoo.co.uk"}, {"hotmail.co.uk"}, {"outlook.de"}, {"t-online.de"}, {"orange.fr"}}},
	} {
		t.Run(v.key+" "+v.name, func(t *testing.T) {
			c := newA10Holes(t, knownA15[v.key])
			defer c.done()
			for _, l := range v.lists {
				refused(t, c, fmt.Sprintf("%s %q", v.name, l), l)
			}
		})
	}
	// Many duplicates of one domain are one domain (no limit is hit by repetition alone).
	dup := make([]string, 5000)
	for i := range dup {
		dup[i] = "PAYCO.example"
	}
	b, _ := json.Marshal(dup)
	if data, codes := w.setDomains(t, string(b)); len(codes) > 0 || !strings.Contains(string(data), `"teamDomains":["payco.example"]`) {
		t.Errorf("5000 copies of one domain = %.200s %v; want the one domain", data, codes)
	}
}

// TestAttack15PublicSuffixListedMakesStrangersTheTeam: what a listed public suffix does. Alice
// lists co.uk beside her own domain (a slip the form accepts); a stranger at any .co.uk company
// then closes her tracked work.
func TestAttack15PublicSuffixListedMakesStrangersTheTeam(t *testing.T) {
	tn := newTenants(t)
	w, _ := a15Workspace(t, tn, "alice")
	if _, codes := w.setDomains(t, `["payco.co.uk", "co.uk"]`); len(codes) > 0 {
		if len(codes) != 1 || codes[0] != "BAD_USER_INPUT" {
			t.Fatalf("listing co.uk: codes %v, want BAD_USER_INPUT", codes)
		}
		return // refused: no stranger under co.uk can be the team
	}
	w.imp(t, ingest.Mbox, "Mail", "inbox.mbox", []byte(a10Mail("s1@stranger.co.uk", "Sam Stranger <sam@stranger.co.uk>", "PAY-01", "Thu, 19 Nov 2026 10:00:00 +0000", "PAY-01 is done, closing it.")))
	w.compile(t)
	c := newA10Holes(t, knownA15["public-suffix"])
	defer c.done()
	if _, open := w.today(t)["PAY-01"]; !open {
		c.Errorf("HOLE (Today): with co.uk listed, a stranger at stranger.co.uk closed PAY-01")
	}
}

// TestAttack15WhoMaySetTheList: over HTTP, only alice's own owner credential sets her list. An
// MCP token she minted (READ, PROPOSE) used as a bearer, another tenant's owner naming her
// workspace in the input, and the public demo visitor are refused and change nothing; none of
// them is told her list. Her browser cookie sent from another site (every shape attack twelve
// knows) is refused too; from the app's own origin it works.
func TestAttack15WhoMaySetTheList(t *testing.T) {
	tn := newTenants(t)
	w := newA10(t, tn, "alice")
	if _, codes := w.setDomains(t, `["payco.example"]`); len(codes) > 0 {
		t.Fatalf("setTeamDomains: %v", codes)
	}
	unchanged := func(t *testing.T, who string) {
		t.Helper()
		if got := w.listedDomains(t); !slices.Equal(got, []string{"payco.example"}) {
			t.Errorf("HOLE: after %s's attempt, alice's list is %v", who, got)
		}
	}
	set := `mutation { setTeamDomains(input: { domains: ["attacker.example"] }) { teamDomains } }`

	t.Run("an MCP token as a bearer", func(t *testing.T) {
		data, codes := tn.gqlCodes(t, w.hdr(), `mutation { createMcpToken(input: {name: "agent", scopes: [READ, PROPOSE]}) { token } }`)
		var tok struct{ CreateMcpToken struct{ Token string } }
		if len(codes) > 0 || json.Unmarshal(data, &tok) != nil || tok.CreateMcpToken.Token == "" {
			t.Fatalf("createMcpToken = %s %v", data, codes)
		}
		h := map[string]string{"Authorization": "Bearer " + tok.CreateMcpToken.Token}
		if data, codes := tn.gqlCodes(t, h, set); len(codes) == 0 {
			t.Errorf("HOLE: an MCP token set the team domains: %s", data)
		}
		if data, _ := tn.gqlCodes(t, h, `{ viewer { workspace { teamDomains } } }`); strings.Contains(string(data), "payco") {
			t.Errorf("HOLE: an MCP token is told the team domains: %s", data)
		}
		unchanged(t, "the MCP token")
	})

	t.Run("another tenant's owner naming alice's workspace", func(t *testing.T) {
		m := newA10(t, tn, "mallory")
		for _, q := range []string{
			`mutation { setTeamDomains(input: { domains: ["attacker.example"], workspaceId: "` + w.a.WorkspaceID + `" }) { teamDomains } }`,
			`mutation { setTeamDomains(input: { domains: ["attacker.example"] }, workspaceId: "` + w.a.WorkspaceID + `") { teamDomains } }`,
		} {
			if data, codes := tn.gqlCodes(t, m.hdr(), q); len(codes) == 0 {
				t.Logf("mallory's mutation naming alice's workspace ran: %s", data)
			}
		}
		h := map[string]string{"Authorization": "Bearer " + m.tok, "X-Workspace-Id": w.a.WorkspaceID}
		tn.gqlCodes(t, h, set)
		unchanged(t, "mallory")
		if got := m.listedDomains(t); slices.Contains(got, "payco.example") {
			t.Errorf("HOLE: mallory is told alice's list: %v", got)
		}
	})

	t.Run("the public demo visitor", func(t *testing.T) {
		ctx := context.Background()
		if _, err := provision.Public(ctx, tn.db, w.a.WorkspaceID, time.Now()); err != nil {
			t.Fatal(err)
		}
		e, err := engine.New(tn.db, enginetest.Logger(), engine.Options{PublicWorkspaceID: w.a.WorkspaceID, SecretKey: testSecretKey()})
		if err != nil {
			t.Fatal(err)
		}
		public := serveEngine(t, e, tn.db, server.Options{}).asBrowser(t)
		_, r := public.graphql(t, set, nil)
		if len(r.Errors) == 0 {
			t.Errorf("HOLE: the public visitor set the team domains: %s", r.Data)
		}
		_, r = public.graphql(t, `{ viewer { actorKind workspace { teamDomains } } }`, nil)
		if strings.Contains(string(r.Data), "payco") {
			t.Errorf("HOLE: the public visitor is told the team domains: %s", r.Data)
		}
		if !strings.Contains(string(r.Data), "PUBLIC") {
			t.Logf("the public viewer: %s %+v (the visitor may not have resolved as public)", r.Data, r.Errors)
		}
		unchanged(t, "the public visitor")
	})

	t.Run("alice's cookie from another site", func(t *testing.T) {
		f := newA12(t, server.Options{})
		alice := f.signInAs(t, nil, "alice")
		list := func(t *testing.T) string {
			t.Helper()
			var got []string
			if err := f.db.R.SelectContext(context.Background(), &got, `SELECT domain FROM workspace_team_domains WHERE workspace_id = ? ORDER BY domain`, alice.a.WorkspaceID); err != nil {
				t.Fatal(err)
			}
			return strings.Join(got, ",")
		}
		m := a12Mutation{"setTeamDomains", `mutation($d: [String!]!) { setTeamDomains(input: { domains: $d }) { teamDomains } }`, map[string]any{"d": []string{"attacker.example"}}}
		cookie := "qp_session=" + alice.session
		for _, sh := range a12Shapes(f.URL) {
			t.Run(sh.name, func(t *testing.T) {
				before := list(t)
				req := sh.build(f.URL, m)
				req.Header.Set("Cookie", cookie)
				status, body := a12Send(t, req)
				if status < 400 || status >= 500 {
					t.Errorf("HOLE (CSRF): setTeamDomains sent as %q with alice's cookie = %d %.200s, want a 4xx refusal", sh.name, status, body)
				}
				if after := list(t); after != before {
					t.Errorf("HOLE (CSRF): setTeamDomains sent as %q changed alice's list: %q -> %q", sh.name, before, after)
				}
			})
		}
		req := a12Post(f.URL, "application/json", a12JSON(m), map[string]string{"Origin": f.URL, "Sec-Fetch-Site": "same-origin"})
		req.Header.Set("Cookie", cookie)
		if status, body := a12Send(t, req); status != http.StatusOK || list(t) != "attacker.example" {
			t.Errorf("control: setTeamDomains from the app's own origin = %d %.300s; list %q", status, body, list(t))
		}
	})
}

// TestAttack15TodayAndAskFollowTheList: the vendor hole (PAY-71 of attack ten) with a ticket
// the vendor comments on. Setting the list (no compile of our own) makes Today, Ask and the
// stored team read the vendor as outside at once; clearing it returns to the inferred team (the
// vendor's domain again, by design); listing again and importing more of the vendor's mail
// keeps the vendor outside after the import's compile.
func TestAttack15TodayAndAskFollowTheList(t *testing.T) {
	tn := newTenants(t)
	w, _ := a15Workspace(t, tn, "alice")
	const date = "Thu, 19 Nov 2026 10:00:00 +0000"
	w.imp(t, ingest.Mbox, "Vendor mail", "inbox.mbox", []byte(a10Mail("v1@vendor.example", "Vera Vendor <vera@vendor.example>", "PAY-01", date, "PAY-01 is done, closing it.")))
	w.imp(t, ingest.JSONL, "Help desk comments", "comments.jsonl", []byte(`{"id":"TKT-01","title":"TKT-01 comment","body":"Due date: 2027-03-01","author":"Vera Vendor <vera@vendor.example>","createdAt":"2026-11-19T09:10:00Z","metadata":{"kind":"ticket"}}`+"\n"))
	w.compile(t)
	if _, open := w.today(t)["PAY-01"]; open {
		t.Fatal("the vendor hole does not reproduce before listing: this test proves nothing")
	}
	check := func(t *testing.T, when string) {
		t.Helper()
		_, domains := w.storedTeam(t)
		if !slices.Equal(domains, []string{"payco.example"}) {
			t.Errorf("HOLE (%s): the stored team (what Ask reads) has domains %v; want [payco.example]", when, domains)
		}
		today := w.today(t)
		if p, open := today["PAY-01"]; !open || p.owner != "Kim Park" || p.due != "2026-12-01" {
			t.Errorf("HOLE (%s, Today): PAY-01 %+v (open %v); the vendor's done must not close it", when, p, open)
		}
		if p := today["TKT-01"]; p.due != "2026-12-20" || strings.Contains(p.constraints, "2027") {
			t.Errorf("HOLE (%s, Today): TKT-01 %+v; the vendor's comment must not re-date it", when, p)
		}
		w.checkAsk(t, when, a10Check{"the vendor's done", "What is the status of PAY-01?", []string{"completion state of PAY-01 is done"}})
		w.checkAsk(t, when, a10Check{"the vendor's due date", "When is TKT-01 due?", []string{"deadline of TKT-01 is 2027-03-01", "Sources disagree on the deadline of TKT-01"}})
	}
	if _, codes := w.setDomains(t, `["payco.example"]`); len(codes) > 0 {
		t.Fatalf("setTeamDomains: %v", codes)
	}
	check(t, "after listing, no compile of ours")

	if _, codes := w.setDomains(t, `[]`); len(codes) > 0 {
		t.Fatalf("clearing: %v", codes)
	}
	if _, domains := w.storedTeam(t); !slices.Contains(domains, "vendor.example") || !slices.Contains(domains, "payco.example") {
		t.Errorf("after clearing, the stored team's domains are %v; want the inferred ones again (payco.example, vendor.example)", domains)
	}
	if _, open := w.today(t)["PAY-01"]; open {
		t.Errorf("after clearing, PAY-01 is open: the inferred team (by design the vendor's too) was not read back")
	}

	if _, codes := w.setDomains(t, `["payco.example"]`); len(codes) > 0 {
		t.Fatalf("setTeamDomains again: %v", codes)
	}
	w.imp(t, ingest.Mbox, "Vendor mail 2", "inbox.mbox", []byte(a10Mail("v2@vendor.example", "Vera Vendor <vera@vendor.example>", "PAY-02", date, "PAY-02 is done, closing it.")))
	w.compile(t)
	check(t, "after listing again, an import and a compile")
	if _, open := w.today(t)["PAY-02"]; !open {
		t.Errorf("HOLE (Today): the vendor's new mail closed PAY-02 after the list was set")
	}
}

// TestAttack15ConcurrentSets: two owners' tabs set different lists at once while a compile
// runs. The stored list must be one of the two, never a mix, and the team the latest compile
// stored (what Ask reads) and Today's must be that list's, not the other. A compile that read
// the list the other set replaced and saved last is the hole (a race: it is looked for over a
// bounded number of rounds, never timed).
func TestAttack15ConcurrentSets(t *testing.T) {
	tn := newTenants(t)
	w, _ := a15Workspace(t, tn, "alice")
	w.imp(t, ingest.Mbox, "Vendor mail", "inbox.mbox", []byte(a10Mail("v1@vendor.example", "Vera Vendor <vera@vendor.example>", "PAY-01", "Thu, 19 Nov 2026 10:00:00 +0000", "PAY-01 is done, closing it.")))
	w.compile(t)
	lists := [][]string{{"payco.example"}, {"payco.example", "vendor.example"}}
	var mixed, stale []string
	for round := 0; round < 12 && len(stale) == 0; round++ {
		var wg sync.WaitGroup
		for i, l := range lists {
			b, _ := json.Marshal(l)
			wg.Add(1)
			go func(i int, q string) {
				defer wg.Done()
				// Not w.setDomains: t.Fatal may not be called from another goroutine.
				r := tn.gqlReply(t, w.hdr(), `mutation { setTeamDomains(input: { domains: `+q+` }) { teamDomains } }`)
				if len(r.Errors) > 0 {
					t.Errorf("round %d, list %d: %+v", round, i, r.Errors)
				}
			}(i, string(b))
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := tn.gqlReply(t, w.hdr(), `mutation { compileQueue(input: { asOf: "2026-11-21T09:00:00Z" }) { queue { version } } }`)
			if len(r.Errors) > 0 {
				t.Errorf("round %d, compile: %+v", round, r.Errors)
			}
		}()
		wg.Wait()
		got := w.listedDomains(t)
		if !slices.Equal(got, lists[0]) && !slices.Equal(got, lists[1]) {
			mixed = append(mixed, fmt.Sprintf("round %d: %v", round, got))
			continue
		}
		if _, domains := w.storedTeam(t); !slices.Equal(domains, got) {
			stale = append(stale, fmt.Sprintf("round %d: the list is %v, the stored team's domains %v", round, got, domains))
		}
		// Today: the vendor's "done" closes PAY-01 only while vendor.example is listed.
		if _, open := w.today(t)["PAY-01"]; open == slices.Contains(got, "vendor.example") {
			stale = append(stale, fmt.Sprintf("round %d (Today): the list is %v, PAY-01 open %v", round, got, open))
		}
	}
	if len(mixed) > 0 {
		t.Errorf("HOLE: two lists set at once left a mix: %v", mixed)
	}
	reason := knownA15["race"]
	switch {
	case len(stale) > 0 && reason != "":
		t.Skipf("KNOWN HOLE (%s): %v", reason, stale)
	case len(stale) > 0:
		t.Errorf("HOLE: a compile of a replaced list saved last: %v", stale)
	default:
		// A race not seen in bounded rounds is not shown closed: logged, not failed.
		t.Logf("the stale-team race did not show in these rounds (known: %v)", reason != "")
	}
}
