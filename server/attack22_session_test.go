package server_test

import (
	"bytes"
	"context"
	"crypto"
	"crypto/rand"
	"crypto/rsa"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"mime/multipart"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/ingest"
	"github.com/queueproof/queueproof/engine/openid/openidtest"
	"github.com/queueproof/queueproof/server"
)

// Attack twenty-two, from outside, on this session's changes (start 205ffb9):
//
//  1. openid.personToken: a bearer JWT (and the sign-in ID token) is a person only when it is an
//     ID token issued to this client. Tokens the identity provider could sign for an agent or
//     another client, spelled every way the check might miss, are sent as bearers to /graphql
//     and as the ID token of the code flow (the provider's token endpoint rewritten).
//  2. engine.createImportJob/runImport: re-importing an existing source (which replaces its
//     documents) is the owner's. A member (bob, with his browser's session cookie) imports over
//     the GraphQL multipart upload, in the foreground and in the background, under the owner's
//     names and under names that only look like them; then, through the engine with its
//     progress hook as a barrier, a member's and the owner's imports of one new name interleave,
//     and the owner deletes a name a member is importing.
//  3. synthesis.withoutStaleCopies: a value corrected in so many words is not undone by a later
//     copy of the old value. A stranger writing to alice's support inbox plants an early
//     "correction", and the team's later restatement of the true value is asked about over HTTP.
//
// Every row states what a demanding reviewer expects. A row named "HOLE ..." failed when the
// attack was written: a hole it found, each since closed at its root (below, after "Closed:").
// What the attack found:
//
//   - personToken refuses a deny-list (typ at+jwt or application/at+jwt lower-cased; scope; scp;
//     another client_id or azp; several audiences without azp), read with encoding/json (last
//     member wins, names matched case-insensitively). Signed by the provider, these are taken as
//     alice, owner, on /graphql and at sign-in: typ with a space or a media-type parameter;
//     typ logout+jwt and secevent+jwt (other JWTs the provider signs for this client); an
//     access token naming its client or scopes under other claims (Entra v1 appid + roles,
//     Okta cid, Cognito token_use, Keycloak payload typ Bearer, scopes, permissions); azp ""
//     with one audience; and any claim the check reads written twice in different case or
//     repeated (typ/TYP in the header; azp, scope, client_id, aud in the payload), which a
//     reader taking the first or matching names exactly reads as the refused token.
//   - Source names are checked trimmed (source.CheckName) but stored and compared as sent, and
//     format characters pass textsafe.Hidden: a member creates "Tracker " or "Tra<ZWSP>cker",
//     listed beside the owner's "Tracker" as the same name (nothing of hers is touched).
//   - runImport checks created-or-not at Ensure and reads the source's documents later, in
//     index.Apply: a member's import of a new name that the owner imports meanwhile tombstones
//     and rewrites the owner's documents. A member's import of a name the owner deletes
//     meanwhile fails untyped (INTERNAL: a foreign key error).
//   - withoutStaleCopies weighs no author: a stranger's early "30 s, not 45 s" in the support
//     inbox drops the team's later "45 s" as a stale copy; Ask answers "The latest value stated
//     is 30 s [3] (2026-11-10); it replaced 45 s [1] (2026-11-02)."
//
// Closed: personToken takes a header typ of none, "JWT" or "application/jwt" only, refuses a
// member named twice in any case in the header or the claims, and refuses access-token claims
// (scope, scp, scopes, permissions, token_use other than id, a claims typ other than ID) and
// any other client named by client_id, cid, appid or azp (openid.jwtMembers reads the members
// once, lower-cased); a source name is stored as checked (trimmed, NFC) and may hold no format
// character or special space; one source is imported by one job at a time, the first created
// (ingest.Jobs.EarlierRunning: a later import of the name is CONFLICT while it runs, on every
// replica), and an import whose source was deleted meanwhile fails CONFLICT; a statement from
// outside the team neither corrects nor changes a value the team states, and only a teammate's
// correction makes a later copy stale.

// --- fixture ---

// a22 is a server with OpenID sign-in, alice (owner) and bob (a member of her workspace).
type a22 struct {
	*a12
	alice, bob a12Person
}

func newA22(t *testing.T) *a22 {
	t.Helper()
	f := newA12(t, server.Options{})
	fx := &a22{a12: f}
	fx.alice = f.signInAs(t, nil, "alice")
	mustExec(t, f.db, `INSERT INTO memberships (workspace_id, principal, role, created_at) VALUES (?, ?, 'member', '2026-01-01T00:00:00Z')`,
		fx.alice.a.WorkspaceID, "user:oidc:"+f.idp.Issuer()+"#bob")
	fx.bob = f.signInAs(t, nil, "bob")
	if fx.bob.a.WorkspaceID != fx.alice.a.WorkspaceID || fx.bob.a.Role != actor.Member {
		t.Fatalf("bob = %+v, want a member of alice's workspace", fx.bob.a)
	}
	return fx
}

func a22B64(b []byte) string { return base64.RawURLEncoding.EncodeToString(b) }

// a22Sign signs a raw header and payload (bytes as given: duplicated keys stay duplicated) with
// the identity provider's own key; "%KID%" in the header is the provider's key id.
func a22Sign(t *testing.T, idp *openidtest.Provider, header string, payload []byte) string {
	t.Helper()
	kid, err := idp.Keypair.KeyID()
	if err != nil {
		t.Fatal(err)
	}
	in := a22B64([]byte(strings.ReplaceAll(header, "%KID%", kid))) + "." + a22B64(payload)
	sum := sha256.Sum256([]byte(in))
	sig, err := rsa.SignPKCS1v15(rand.Reader, idp.Keypair.PrivateKey, crypto.SHA256, sum[:])
	if err != nil {
		t.Fatal(err)
	}
	return in + "." + a22B64(sig)
}

// --- 1. a person is an ID token issued to this client ---

const a22MCP = "https://mcp.example/mcp"

// a22Forge is one token the identity provider could sign; person says whether it should sign
// a person in.
type a22Forge struct {
	name   string
	person bool
	header string                                // raw header; "" is {"alg":"RS256","kid":…,"typ":"JWT"}
	claims func(c map[string]any, client string) // changes to valid claims
	tail   string                                // raw members appended last to the payload ("%CLIENT%" is the client id)
	// payload, when set, replaces the whole payload (given the valid claims).
	payload func(t *testing.T, fx *a22, c map[string]any) []byte
}

const a22Head = `{"alg":"RS256","kid":"%KID%","typ":"JWT"}`

func a22Typ(typ string) string {
	raw, _ := json.Marshal(typ)
	return `{"alg":"RS256","kid":"%KID%","typ":` + string(raw) + `}`
}

func (fx *a22) forge(t *testing.T, f a22Forge, base map[string]any) string {
	t.Helper()
	c := map[string]any{}
	for k, v := range base {
		c[k] = v
	}
	if f.claims != nil {
		f.claims(c, fx.idp.ClientID)
	}
	var payload []byte
	if f.payload != nil {
		payload = f.payload(t, fx, c)
	} else {
		raw, err := json.Marshal(c)
		if err != nil {
			t.Fatal(err)
		}
		if f.tail != "" {
			raw = append(raw[:len(raw)-1], []byte(strings.ReplaceAll(f.tail, "%CLIENT%", fx.idp.ClientID)+"}")...)
		}
		payload = raw
	}
	header := f.header
	if header == "" {
		header = a22Head
	}
	return a22Sign(t, fx.idp, header, payload)
}

func a22Forges() []a22Forge {
	agentAud := func(c map[string]any, client string) { c["aud"] = []string{a22MCP, client} }
	return []a22Forge{
		// Controls: real ID tokens of this client sign in, so the refusals below are about the
		// tokens.
		{name: "control: ID token, typ JWT", person: true},
		{name: "control: ID token, no typ", person: true, header: `{"alg":"RS256","kid":"%KID%"}`},
		{name: "control: ID token, two audiences, azp this client", person: true,
			claims: func(c map[string]any, client string) { agentAud(c, client); c["azp"] = client }},
		// Entra ID puts the app roles assigned to the user in the ID token: roles alone are no
		// sign of an access token.
		{name: "control: ID token carrying roles", person: true,
			claims: func(c map[string]any, _ string) { c["roles"] = []string{"Approver"} }},

		// The header's type, spelled other ways.
		{name: "typ AT+JWT", header: a22Typ("AT+JWT")},
		{name: "typ at+JWT", header: a22Typ("at+JWT")},
		{name: "typ Application/AT+JWT", header: a22Typ("Application/AT+JWT")},
		{name: "HOLE typ ' at+jwt' (leading space)", header: a22Typ(" at+jwt")},
		{name: "HOLE typ 'at+jwt ' (trailing space)", header: a22Typ("at+jwt ")},
		{name: "HOLE typ application/at+jwt with a parameter", header: a22Typ("application/at+jwt; charset=utf-8")},
		{name: "typ as a JSON array", header: `{"alg":"RS256","kid":"%KID%","typ":["at+jwt"]}`},
		{name: "typ at+jwt escaped", header: `{"alg":"RS256","kid":"%KID%","typ":"at\u002bjwt"}`},
		{name: "typ twice, at+jwt then JWT", header: `{"alg":"RS256","kid":"%KID%","typ":"at+jwt","typ":"JWT"}`},
		{name: "HOLE typ at+jwt then TYP JWT", header: `{"alg":"RS256","kid":"%KID%","typ":"at+jwt","TYP":"JWT"}`},
		{name: "HOLE typ logout+jwt (a back-channel logout token)", header: a22Typ("logout+jwt"),
			claims: func(c map[string]any, _ string) {
				c["events"] = map[string]any{"http://schemas.openid.net/event/backchannel-logout": map[string]any{}}
				c["jti"], c["sid"] = "logout-1", "sid-1"
			}},
		{name: "HOLE typ secevent+jwt (a security event token)", header: a22Typ("secevent+jwt"),
			claims: func(c map[string]any, _ string) {
				c["events"] = map[string]any{"https://schemas.openid.net/secevent/caep/event-type/session-revoked": map[string]any{}}
				c["jti"] = "set-1"
			}},
		{name: "typ at+jwt in a 256 KB header", header: `{"alg":"RS256","kid":"%KID%","x":"` + strings.Repeat("a", 256<<10) + `","typ":"at+jwt"}`},
		{name: "cty JWT, an access token nested as the payload", header: `{"alg":"RS256","kid":"%KID%","typ":"JWT","cty":"JWT"}`,
			payload: func(t *testing.T, fx *a22, c map[string]any) []byte {
				c["scope"] = "read"
				raw, _ := json.Marshal(c)
				return []byte(a22Sign(t, fx.idp, a22Typ("at+jwt"), raw))
			}},

		// Scopes and the client the token was issued to, under other claim names.
		{name: "scope claim", claims: func(c map[string]any, _ string) { c["scope"] = "read propose" }},
		{name: "scp claim", claims: func(c map[string]any, _ string) { c["scp"] = "read" }},
		{name: "HOLE scopes claim", claims: func(c map[string]any, _ string) { c["scopes"] = []string{"read", "propose"} }},
		{name: "HOLE permissions claim (Auth0 RBAC)", claims: func(c map[string]any, _ string) { c["permissions"] = []string{"read:queue"} }},
		{name: "HOLE cid of another client (Okta)", claims: func(c map[string]any, _ string) { c["cid"] = "agent-client" }},
		{name: "HOLE appid of another client with roles (Entra v1 app token)", claims: func(c map[string]any, _ string) {
			c["appid"], c["roles"], c["idtyp"], c["ver"] = "agent-client", []string{"Queue.Read"}, "app", "1.0"
		}},
		{name: "HOLE token_use access (Cognito)", claims: func(c map[string]any, _ string) { c["token_use"] = "access" }},
		{name: "HOLE payload typ Bearer (Keycloak access token)", claims: func(c map[string]any, _ string) { c["typ"] = "Bearer" }},
		{name: "azp as an array", claims: func(c map[string]any, _ string) { c["azp"] = []string{"agent-client"} }},
		{name: "HOLE azp empty, one audience", claims: func(c map[string]any, _ string) { c["azp"] = "" }},
		{name: "azp empty, two audiences", claims: func(c map[string]any, client string) { agentAud(c, client); c["azp"] = "" }},
		{name: "aud this client only, no client_id, minted for MCP (typ at+jwt, scope)", header: a22Typ("at+jwt"),
			claims: func(c map[string]any, _ string) { c["scope"] = "read" }},
		{name: "aud this client only, no client_id, typ at+jwt, no scope", header: a22Typ("at+jwt")},

		// Duplicated members in the payload: Go's encoding/json takes the last, and matches a
		// member's name case-insensitively; a reader that takes the first, or matches names
		// exactly, reads another token.
		{name: "HOLE azp twice, another client's then this client's", claims: agentAud, tail: `,"azp":"agent-client","azp":"%CLIENT%"`},
		{name: "HOLE azp another client's then AZP this client's", claims: agentAud, tail: `,"azp":"agent-client","AZP":"%CLIENT%"`},
		{name: "HOLE scope then SCOPE null", tail: `,"scope":"read","SCOPE":null`},
		{name: "HOLE client_id of another client then CLIENT_ID empty", tail: `,"client_id":"agent-client","CLIENT_ID":""`},
		{name: "HOLE aud another client then AUD this client", claims: func(c map[string]any, _ string) { delete(c, "aud") },
			tail: `,"aud":"agent-client","AUD":"%CLIENT%"`},
	}
}

// TestAttack22BearerIsAPersonOnlyForAnIDTokenOfThisClient sends each token as a bearer to
// /graphql (sub alice: accepted, it is alice, owner of her workspace) and as the ID token of the
// code flow.
func TestAttack22BearerIsAPersonOnlyForAnIDTokenOfThisClient(t *testing.T) {
	fx := newA22(t)
	for _, f := range a22Forges() {
		t.Run("bearer/"+f.name, func(t *testing.T) {
			tok := fx.forge(t, f, fx.idp.Claims("alice"))
			status, r := viewerWith(t, http.DefaultClient, fx.URL, map[string]string{"Authorization": "Bearer " + tok})
			if status >= 500 || code(r) == "INTERNAL" {
				t.Fatalf("viewer = %d %s: a server error", status, code(r))
			}
			accepted := len(r.Errors) == 0
			if accepted {
				d := decodeViewer(t, r)
				if d.Viewer.Workspace.ID == nil || *d.Viewer.Workspace.ID != fx.alice.a.WorkspaceID {
					t.Fatalf("viewer = %+v, want alice (the fixture signs sub alice)", d.Viewer)
				}
			}
			switch {
			case f.person && !accepted:
				t.Errorf("a real ID token of this client was refused: %d %s %s", status, code(r), r.Errors[0].Message)
			case !f.person && accepted:
				t.Errorf("taken as alice, owner of her workspace (%d): this token is no ID token issued to this client", status)
			case !f.person && (status != http.StatusUnauthorized || code(r) != "UNAUTHENTICATED"):
				t.Errorf("refused with %d %s, want 401 UNAUTHENTICATED", status, code(r))
			}
		})
	}
	for _, f := range a22Forges() {
		if strings.Contains(f.name, "256 KB") {
			continue // (the code flow's token response is the provider's; the bearer row covers the size)
		}
		t.Run("sign-in/"+f.name, func(t *testing.T) {
			fx.idp.RewriteIDToken(func(tok string) string { return fx.forge(t, f, openidtest.Payload(t, tok)) })
			defer fx.idp.RewriteIDToken(nil)
			resp := fx.signIn(t, browser(t))
			session := a12Cookie(resp, "qp_session")
			switch {
			case f.person && (resp.StatusCode != http.StatusSeeOther || session == ""):
				t.Errorf("a real ID token of this client did not sign in: callback %d", resp.StatusCode)
			case !f.person && (resp.StatusCode == http.StatusSeeOther || session != ""):
				t.Errorf("signed in (callback %d, session set): this token is no ID token issued to this client", resp.StatusCode)
			case !f.person && resp.StatusCode != http.StatusUnauthorized:
				t.Errorf("callback %d, want 401", resp.StatusCode)
			}
		})
	}
}

// --- 2. a member never replaces the owner's source ---

const a22Tracker = `{"id":"ENG-7","title":"ENG-7 Rotate the signing key","body":"Owner: Dana Holt\nStatus: In Progress\nDue date: 2026-12-20\nThe signing key must be rotated before the audit.","author":"Dana Holt <dana@payco.example>","createdAt":"2026-11-18T09:00:00Z","metadata":{"kind":"ticket"}}
{"id":"ENG-8","title":"ENG-8 Renew the TLS certificate","body":"Owner: Ravi Nair\nStatus: Todo\nDue date: 2026-12-05\nThe certificate of the payments API expires soon.","author":"Ravi Nair <ravi@payco.example>","createdAt":"2026-11-18T09:30:00Z","metadata":{"kind":"ticket"}}
{"id":"ENG-9","title":"ENG-9 Archive the old audit logs","body":"Owner: Dana Holt\nStatus: Todo\nDue date: 2026-12-12\nMove the 2024 audit logs to cold storage.","author":"Dana Holt <dana@payco.example>","createdAt":"2026-11-18T10:00:00Z","metadata":{"kind":"ticket"}}
`

const a22Cafe = `{"id":"C-1","title":"Café supplier","body":"The café's coffee supplier is Harbour Roasters; the contract renews in March.","author":"Dana Holt <dana@payco.example>","createdAt":"2026-11-18T09:00:00Z"}
`

// a22ByMember is what bob uploads: one record naming the owner's ENG-7 with other content
// (would rewrite it) and none of ENG-8 and ENG-9 (would tombstone them).
const a22ByMember = `{"id":"ENG-7","title":"ENG-7 Rotate the signing key","body":"Owner: Bob Member\nStatus: Done\nNothing left to do.","author":"Bob <bob@payco.example>","createdAt":"2026-11-19T09:00:00Z","metadata":{"kind":"ticket"}}
{"id":"C-1","title":"Café supplier","body":"The supplier is Bob's cousin now.","author":"Bob <bob@payco.example>","createdAt":"2026-11-19T09:00:00Z"}
`

// a22Docs is one source's documents, one line each: external id, status, content hash,
// revision, the job that wrote it.
func (fx *a22) docs(t *testing.T, sourceID string) string {
	t.Helper()
	rows, err := fx.db.R.QueryxContext(context.Background(), `SELECT external_id, status, content_hash, revision, job_id FROM documents WHERE source_id = ? ORDER BY external_id`, sourceID)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		vals, err := rows.SliceScan()
		if err != nil {
			t.Fatal(err)
		}
		var f []string
		for _, v := range vals {
			if b, ok := v.([]byte); ok {
				v = string(b)
			}
			f = append(f, fmt.Sprint(v))
		}
		out = append(out, strings.Join(f, " "))
	}
	return strings.Join(out, "\n")
}

type a22Source struct{ ID, Name string }

func (fx *a22) sources(t *testing.T) []a22Source {
	t.Helper()
	var out []a22Source
	if err := fx.db.R.SelectContext(context.Background(), &out, `SELECT id, name FROM sources WHERE workspace_id = ? ORDER BY created_at, id`, fx.alice.a.WorkspaceID); err != nil {
		t.Fatal(err)
	}
	return out
}

func (fx *a22) sourceID(t *testing.T, name string) string {
	t.Helper()
	for _, s := range fx.sources(t) {
		if s.Name == name {
			return s.ID
		}
	}
	return ""
}

// a22Shown is a source name as a reader sees it: composed (NFC), without the characters that
// show nothing (format characters: zero-width spaces and joiners, byte order marks, soft
// hyphens), no-break spaces as spaces, trimmed.
func a22Shown(name string) string {
	name = norm.NFC.String(name)
	name = strings.Map(func(r rune) rune {
		switch {
		case unicode.Is(unicode.Cf, r):
			return -1
		case unicode.IsSpace(r):
			return ' '
		}
		return r
	}, name)
	return strings.TrimSpace(name)
}

// a22Reply is a GraphQL answer: the first error's code and message, the field's data (read by
// attack21's a21ReadGQL).
type a22Reply = a21Reply

// upload posts importDocuments over the multipart transport with header (bob's cookie or
// alice's bearer).
func (fx *a22) upload(t *testing.T, header map[string]string, source, body string, background bool) a22Reply {
	t.Helper()
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	ops, _ := json.Marshal(map[string]any{"query": `mutation($in: ImportDocumentsInput!) { importDocuments(input: $in) { id status sourceId reason } }`,
		"variables": map[string]any{"in": map[string]any{"sourceName": source, "format": "JSONL", "file": nil, "background": background}}})
	_ = mw.WriteField("operations", string(ops))
	_ = mw.WriteField("map", `{"0": ["variables.in.file"]}`)
	fw, _ := mw.CreateFormFile("0", "t.jsonl")
	_, _ = fw.Write([]byte(body))
	_ = mw.Close()
	req, _ := http.NewRequest(http.MethodPost, fx.URL+"/graphql", &buf)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	req.Header.Set("GraphQL-Require-Preflight", "1")
	for k, v := range header {
		if k == "Host" {
			req.Host = v // Go sends the request's Host, not a Host header
			continue
		}
		req.Header.Set(k, v)
	}
	status, raw := a21Do(t, req)
	return a21ReadGQL(status, raw, "importDocuments")
}

func (fx *a22) gql(t *testing.T, header map[string]string, field, query string, vars map[string]any) a22Reply {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	req, _ := http.NewRequest(http.MethodPost, fx.URL+"/graphql", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	for k, v := range header {
		req.Header.Set(k, v)
	}
	status, raw := a21Do(t, req)
	return a21ReadGQL(status, raw, field)
}

// job waits for a background job to end (read over HTTP as header) and returns its status and
// reason.
func (fx *a22) job(t *testing.T, header map[string]string, id string) (string, string) {
	t.Helper()
	for range 600 {
		r := fx.gql(t, header, "ingestionJob", `query($id: ID!) { ingestionJob(id: $id) { status reason } }`, map[string]any{"id": id})
		if r.code != "" {
			t.Fatalf("ingestionJob = %s %s", r.code, r.msg)
		}
		var j struct{ Status, Reason string }
		_ = json.Unmarshal(r.data, &j)
		if j.Status != "QUEUED" && j.Status != "PROCESSING" {
			return j.Status, j.Reason
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatalf("job %s did not end", id)
	return "", ""
}

// TestAttack22MemberImportsNeverReplaceTheOwnersSource: importing is a person's; re-importing
// an existing source is the owner's; a member imports under a new name.
func TestAttack22MemberImportsNeverReplaceTheOwnersSource(t *testing.T) {
	fx := newA22(t)
	ctx := context.Background()
	// The owner's sources: the foreground rows go after Tracker and Café notes, the background
	// rows after Backlog and Café board (so each row's lookalike is new to its mode).
	bases := map[bool][2]string{false: {"Tracker", "Café notes"}, true: {"Backlog", "Café board"}}
	for _, b := range bases {
		for i, body := range []string{a22Tracker, a22Cafe} {
			if _, err := fx.e.Import(ctx, fx.alice.a, engine.ImportRequest{SourceName: b[i], Format: ingest.JSONL, Input: ingest.FromBytes("t.jsonl", []byte(body))}); err != nil {
				t.Fatal(err)
			}
		}
	}
	owners := map[string]string{} // the owner's source ids by name
	for _, s := range fx.sources(t) {
		owners[s.Name] = s.ID
	}
	member := map[string]string{"Cookie": "qp_session=" + fx.bob.session, "Origin": fx.URL}
	owner := map[string]string{"Authorization": "Bearer " + fx.alice.bearer}

	// refuse: the name of one of the owner's sources, or one a reader cannot tell from it.
	const refuse, either, accept = "refuse", "either", "accept"
	rows := []struct {
		name string
		cafe bool                     // the row starts from the owner's Café source, not her tracker
		of   func(base string) string // the name the member sends
		want string
	}{
		{"the owner's name", false, func(b string) string { return b }, refuse},
		{"the owner's name, composed é", true, func(b string) string { return b }, refuse},
		{"lower case", false, strings.ToLower, either},
		{"upper case", false, strings.ToUpper, either},
		{"HOLE lookalike, trailing space", false, func(b string) string { return b + " " }, refuse},
		{"HOLE lookalike, leading space", false, func(b string) string { return " " + b }, refuse},
		{"HOLE lookalike, no-break space after", false, func(b string) string { return b + "\u00a0" }, refuse},
		{"HOLE lookalike, zero-width space inside", false, func(b string) string { return b[:3] + "\u200b" + b[3:] }, refuse},
		{"HOLE lookalike, zero-width joiner after", false, func(b string) string { return b + "\u200d" }, refuse},
		{"HOLE lookalike, byte order mark before", false, func(b string) string { return "\ufeff" + b }, refuse},
		{"HOLE lookalike, word joiner inside", false, func(b string) string { return b[:4] + "\u2060" + b[4:] }, refuse},
		{"HOLE lookalike, soft hyphen inside", false, func(b string) string { return b[:3] + "\u00ad" + b[3:] }, refuse},
		{"HOLE lookalike, decomposed é (NFD)", true, func(b string) string { return norm.NFD.String(b) }, refuse},
		{"a new name", false, func(b string) string { return "Bob's notes after " + b }, accept},
	}
	for _, background := range []bool{false, true} {
		mode := map[bool]string{false: "foreground", true: "background"}[background]
		for _, row := range rows {
			base := bases[background][0]
			if row.cafe {
				base = bases[background][1]
			}
			source := row.of(base)
			t.Run("member/"+mode+"/"+row.name, func(t *testing.T) {
				beforeDocs := map[string]string{}
				for n, id := range owners {
					beforeDocs[n] = fx.docs(t, id)
				}
				beforeSources := fx.sources(t)
				r := fx.upload(t, member, source, a22ByMember, background)
				t.Logf("%q: %d %q %q %s", source, r.status, r.code, r.msg, r.data)
				if r.status >= 500 || r.code == "INTERNAL" || r.code == "NO_CODE" || strings.HasPrefix(r.code, "HTTP_") {
					t.Fatalf("an untyped refusal or a server error: %d %s %.300s", r.status, r.code, r.body)
				}
				jobStatus, reason := "", ""
				if r.code == "" {
					var j struct{ ID, Status, Reason string }
					_ = json.Unmarshal(r.data, &j)
					jobStatus, reason = j.Status, j.Reason
					if background {
						jobStatus, reason = fx.job(t, member, j.ID)
					}
					t.Logf("job %s %q", jobStatus, reason)
				}
				accepted := r.code == "" && jobStatus == "INDEXED"
				switch row.want {
				case refuse:
					if r.code == "" && jobStatus != "FAILED" || accepted {
						t.Errorf("accepted (job %s): %q is, as a reader sees it, the owner's source %q; want a typed refusal", jobStatus, source, a22Shown(source))
					}
					if r.code != "" && r.code != "FORBIDDEN" && r.code != "BAD_USER_INPUT" {
						t.Errorf("refused with %s, want FORBIDDEN or BAD_USER_INPUT", r.code)
					}
				case accept:
					if !accepted {
						t.Errorf("a member's import under a new name: %s %s job %s %q, want INDEXED", r.code, r.msg, jobStatus, reason)
					}
				}
				for n, id := range owners {
					if got := fx.docs(t, id); got != beforeDocs[n] {
						t.Errorf("the owner's source %q moved:\nbefore\n%s\nafter\n%s", n, beforeDocs[n], got)
					}
				}
				// No new source a reader takes for one of the owner's.
				known := map[string]bool{}
				for _, s := range beforeSources {
					known[s.ID] = true
				}
				for _, s := range fx.sources(t) {
					if known[s.ID] {
						continue
					}
					if _, ok := owners[a22Shown(s.Name)]; ok {
						t.Errorf("a member made source %q, which lists as the owner's %q", s.Name, a22Shown(s.Name))
					}
				}
			})
		}
	}
	// The owner re-imports her own source: allowed (the refusals above are about the member).
	t.Run("owner/foreground/the owner's name", func(t *testing.T) {
		r := fx.upload(t, owner, "Tracker", a22Tracker, false)
		if r.code != "" {
			t.Fatalf("the owner re-importing her Tracker: %s %s", r.code, r.msg)
		}
	})

	t.Run("race", func(t *testing.T) { fx.races(t) })
}

// a22Gate is a barrier in an import's progress hook: the import stops once its source is
// ensured (before its documents are read and written) until released.
type a22Gate struct {
	once            sync.Once
	entered, resume chan struct{}
}

func newA22Gate() *a22Gate {
	return &a22Gate{entered: make(chan struct{}), resume: make(chan struct{})}
}

func (g *a22Gate) progress(done, _ int) {
	if done != 0 {
		return
	}
	g.once.Do(func() {
		close(g.entered)
		<-g.resume
	})
}

func a22JSONL(lines ...string) ingest.Input {
	return ingest.FromBytes("x.jsonl", []byte(strings.Join(lines, "\n")+"\n"))
}

func a22Doc(id, body, author string) string {
	raw, _ := json.Marshal(map[string]any{"id": id, "title": id + " notes", "body": body, "author": author, "createdAt": "2026-11-19T09:00:00Z"})
	return string(raw)
}

// races interleave a member's and the owner's imports of one new name through the engine, its
// progress hook holding one import after it has ensured its source: the interleavings the
// transport reaches only by timing.
func (fx *a22) races(t *testing.T) {
	ctx := context.Background()
	bob, alice := fx.bob.a, fx.alice.a
	const dana, bobAuthor = "Dana Holt <dana@payco.example>", "Bob <bob@payco.example>"
	type result struct {
		res engine.ImportResult
		err error
	}
	start := func(a actor.Actor, name string, in ingest.Input, g *a22Gate) chan result {
		out := make(chan result, 1)
		go func() {
			res, err := fx.e.Import(ctx, a, engine.ImportRequest{SourceName: name, Format: ingest.JSONL, Input: in, Progress: g.progress})
			out <- result{res, err}
		}()
		<-g.entered
		return out
	}
	typed := func(t *testing.T, who string, err error) {
		t.Helper()
		if err != nil && (errs.CodeOf(err) == errs.Internal || errs.CodeOf(err) == "") {
			t.Errorf("%s's import failed untyped: %v (%s)", who, err, errs.CodeOf(err))
		}
	}

	// The member creates a new name and is held; the owner imports the same name meanwhile. One
	// source is imported by one job at a time (the first created): the owner's import is refused
	// (CONFLICT) while the member's runs, and replaces it once it has finished (re-importing a
	// source that exists is hers). (Before the fix the owner's import ran, and the member's then
	// tombstoned and rewrote her documents.)
	t.Run("member first, the owner meanwhile, one new name", func(t *testing.T) {
		g := newA22Gate()
		member := start(bob, "Ops log", a22JSONL(a22Doc("OPS-1", "Bob says the ops log is closed.", bobAuthor), a22Doc("M-1", "Bob's own note.", bobAuthor)), g)
		ownerIn := func() ingest.Input {
			return a22JSONL(a22Doc("OPS-1", "The ops log records the weekly failover drill.", dana), a22Doc("OPS-2", "Failover drill every Tuesday at 10:00.", dana))
		}
		_, err := fx.e.Import(ctx, alice, engine.ImportRequest{SourceName: "Ops log", Format: ingest.JSONL, Input: ownerIn()})
		if !errs.Is(err, errs.Conflict) {
			t.Fatalf("the owner's import while the member's runs: %v, want CONFLICT", err)
		}
		close(g.resume)
		m := <-member
		typed(t, "the member", m.err)
		if _, err := fx.e.Import(ctx, alice, engine.ImportRequest{SourceName: "Ops log", Format: ingest.JSONL, Input: ownerIn()}); err != nil {
			t.Fatalf("the owner's import once the member's has finished: %v", err)
		}
		d := fx.docs(t, fx.sourceID(t, "Ops log"))
		if !strings.Contains(d, "OPS-2 indexed") || !strings.Contains(d, "M-1 tombstoned") {
			t.Errorf("the owner's import did not replace the source:\n%s", d)
		}
	})

	// The owner creates a new name and is held; the member imports the same name.
	t.Run("owner first, the member meanwhile, one new name", func(t *testing.T) {
		g := newA22Gate()
		owner := start(alice, "Runbook", a22JSONL(a22Doc("RB-1", "Restart the payments worker with the blue-green switch.", dana)), g)
		_, err := fx.e.Import(ctx, bob, engine.ImportRequest{SourceName: "Runbook", Format: ingest.JSONL, Input: a22JSONL(a22Doc("RB-1", "Bob's runbook.", bobAuthor))})
		if !errs.Is(err, errs.Forbidden) {
			t.Errorf("the member's import of the owner's new Runbook: %v, want FORBIDDEN", err)
		}
		close(g.resume)
		if o := <-owner; o.err != nil {
			t.Fatalf("the owner's import: %v", o.err)
		}
		if d := fx.docs(t, fx.sourceID(t, "Runbook")); !strings.Contains(d, "RB-1 indexed") || strings.Count(d, "\n") != 0 {
			t.Errorf("the owner's Runbook: %s", d)
		}
	})

	// The member creates a new name and is held; the owner deletes that source and imports the
	// name afresh; the member goes on. The owner's import waits its turn (CONFLICT) while the
	// member's job runs; the member's then fails typed (the source was deleted) and writes no
	// document of a deleted source; the owner's next import makes the source hers.
	t.Run("member's new name deleted and re-imported by the owner meanwhile", func(t *testing.T) {
		g := newA22Gate()
		member := start(bob, "Scratch pad", a22JSONL(a22Doc("SP-1", "Bob's scratch line.", bobAuthor)), g)
		old := fx.sourceID(t, "Scratch pad")
		if _, err := fx.e.DeleteSource(ctx, alice, old); err != nil {
			t.Fatalf("the owner's delete: %v", err)
		}
		ownerIn := func() ingest.Input {
			return a22JSONL(a22Doc("SP-1", "The owner's scratch pad: vendor shortlist.", dana), a22Doc("SP-2", "Second line of the owner's pad.", dana))
		}
		if _, err := fx.e.Import(ctx, alice, engine.ImportRequest{SourceName: "Scratch pad", Format: ingest.JSONL, Input: ownerIn()}); !errs.Is(err, errs.Conflict) {
			t.Fatalf("the owner's import while the member's runs: %v, want CONFLICT", err)
		}
		close(g.resume)
		m := <-member
		t.Logf("member's import: %v (job %s)", m.err, m.res.Job.Status)
		typed(t, "the member", m.err)
		var orphans int
		if err := fx.db.R.GetContext(ctx, &orphans, `SELECT count(*) FROM documents WHERE source_id NOT IN (SELECT id FROM sources)`); err != nil {
			t.Fatal(err)
		}
		if orphans > 0 {
			t.Errorf("%d documents of a deleted source were written", orphans)
		}
		if _, err := fx.e.Import(ctx, alice, engine.ImportRequest{SourceName: "Scratch pad", Format: ingest.JSONL, Input: ownerIn()}); err != nil {
			t.Fatalf("the owner's import once the member's has ended: %v", err)
		}
		if d := fx.docs(t, fx.sourceID(t, "Scratch pad")); !strings.Contains(d, "SP-2 indexed") || strings.Contains(d, "Bob") {
			t.Errorf("the owner's Scratch pad:\n%s", d)
		}
	})

	// The member creates a new name and is held; the owner deletes it (and no more).
	t.Run("member's new name deleted by the owner meanwhile", func(t *testing.T) {
		g := newA22Gate()
		member := start(bob, "Draft board", a22JSONL(a22Doc("DB-1", "Bob's draft.", bobAuthor)), g)
		if _, err := fx.e.DeleteSource(ctx, alice, fx.sourceID(t, "Draft board")); err != nil {
			t.Fatalf("the owner's delete: %v", err)
		}
		close(g.resume)
		m := <-member
		t.Logf("member's import: %v (job %s)", m.err, m.res.Job.Status)
		typed(t, "the member", m.err)
	})
}

// --- 3. a stranger's early "correction" and the team's later word ---

const a22Question = "What is the card authorisation timeout at the payment gateway?"

// a22Wiki and a22Handbook are the team's word (Ines Roy writes from the team's domain): the
// timeout is 45 s, first in the runbook, again in the later handbook (another document, no word
// of a change: it restates what holds).
const a22Wiki = `{"id":"w1","title":"Payments runbook","body":"Gateway settings. The card authorisation timeout at the payment gateway is 45 s; a request that takes longer is retried once.","author":"Ines Roy <ines@payco.example>","createdAt":"2026-11-02T09:00:00Z"}
`

const a22Handbook = `{"id":"h1","title":"Payments handbook, December","body":"Gateway settings, checked by the payments team this week: the card authorisation timeout at the payment gateway is 45 s.","author":"Ines Roy <ines@payco.example>","createdAt":"2026-11-20T09:00:00Z"}
`

// a22Strangers are mails from outside the team to the support inbox, each an early
// "correction" that retires the team's 45 s in so many words.
var a22Strangers = map[string]string{
	"not": `From eve@attacker.example Tue Nov 10 09:00:00 2026
Message-ID: <z1@attacker.example>
From: Eve Outsider <eve@attacker.example>
To: support@payco.example
Subject: Gateway timeout
Date: Tue, 10 Nov 2026 09:00:00 +0000

Hello team, a correction for your runbook: the card authorisation timeout at the payment gateway is 30 s, not 45 s.
`,
	"from to": `From eve@attacker.example Tue Nov 10 09:00:00 2026
Message-ID: <z2@attacker.example>
From: Eve Outsider <eve@attacker.example>
To: support@payco.example
Subject: Gateway timeout
Date: Tue, 10 Nov 2026 09:00:00 +0000

Hello team, please note the card authorisation timeout at the payment gateway was changed from 45 s to 30 s.
`,
}

type a22Answer struct {
	Status        string
	Text          string
	Disagreements []struct {
		Attribute, Resolution, Reason string
		Current                       *struct{ Value string }
		Values                        []struct{ Value string }
	}
	Citations []struct{ Title, Provider string }
}

func a22Ask(t *testing.T, tn *tenants, tok string) a22Answer {
	t.Helper()
	raw, _ := json.Marshal(a22Question)
	r := tn.gqlReply(t, map[string]string{"Authorization": "Bearer " + tok},
		`mutation { ask(input: { question: `+string(raw)+` }) { status text disagreements { attribute resolution reason current { value } values { value } } citations { title provider } } }`)
	if len(r.Errors) > 0 {
		t.Fatalf("ask: %s %s", r.Errors[0].Extensions.Code, r.Errors[0].Message)
	}
	var out struct{ Ask a22Answer }
	if err := json.Unmarshal(r.Data, &out); err != nil {
		t.Fatal(err)
	}
	return out.Ask
}

func a22Lead(a a22Answer) string {
	lead, _, _ := strings.Cut(a.Text, "\n")
	return lead
}

// TestAttack22StrangersEarlyCorrectionDoesNotPinAWrongValue: alice's workspace holds the
// team's runbook (45 s), a stranger's mail to the support inbox (30 s, "not 45 s"), then the
// team's handbook (45 s). A careful product lets no one outside the team retire the team's
// value: the team's later 45 s leads, or the answer leaves 45 s and 30 s unresolved; it never
// settles on the stranger's 30 s with the team's 45 s shown as replaced.
func TestAttack22StrangersEarlyCorrectionDoesNotPinAWrongValue(t *testing.T) {
	tn := newTenants(t)
	imp, must := tn.importer(t), fatalIf(t)
	compile := func(tok string) {
		if _, errs := tn.gql(t, map[string]string{"Authorization": "Bearer " + tok}, `mutation { compileQueue(input: { asOf: "2026-11-21T09:00:00Z" }) { queue { version } } }`); len(errs) > 0 {
			t.Fatalf("compile: %v", errs)
		}
	}

	// Control: the team's word alone answers 45 s.
	carolTok, carol := tn.bearer(t, "carol")
	must(imp(carol, ingest.JSONL, "Wiki", "wiki.jsonl", a22Wiki))
	must(imp(carol, ingest.JSONL, "Handbook", "handbook.jsonl", a22Handbook))
	compile(carolTok)
	ctl := a22Ask(t, tn, carolTok)
	t.Logf("control (team only): %s\n%s", ctl.Status, ctl.Text)
	if !strings.Contains(a22Lead(ctl), "45 s") {
		t.Fatalf("control: the team's word alone answers %q, want 45 s: the rows below would prove nothing", a22Lead(ctl))
	}

	for _, form := range []string{"not", "from to"} {
		name := map[string]string{"not": "'30 s, not 45 s'", "from to": "'changed from 45 s to 30 s'"}[form]
		t.Run("HOLE stranger's "+name, func(t *testing.T) {
			tok, a := tn.bearer(t, "alice-"+strings.ReplaceAll(form, " ", "-"))
			if _, err := tn.e.SetTeamDomains(context.Background(), a, []string{"payco.example"}); err != nil {
				t.Fatal(err)
			}
			must(imp(a, ingest.JSONL, "Wiki", "wiki.jsonl", a22Wiki))
			must(imp(a, ingest.Mbox, "Support", "support.mbox", a22Strangers[form]))
			must(imp(a, ingest.JSONL, "Handbook", "handbook.jsonl", a22Handbook))
			compile(tok)
			ans := a22Ask(t, tn, tok)
			t.Logf("answer (%s):\n%s", ans.Status, ans.Text)
			for _, d := range ans.Disagreements {
				cur := ""
				if d.Current != nil {
					cur = d.Current.Value
				}
				t.Logf("disagreement %s %s current %q values %v: %s", d.Attribute, d.Resolution, cur, d.Values, d.Reason)
			}
			lead := a22Lead(ans)
			strangerLeads := strings.Contains(lead, "30 s") && !strings.Contains(lead, "45 s") ||
				strings.Index(lead, "30 s") >= 0 && strings.Index(lead, "30 s") < strings.Index(lead, "45 s")
			var strangerSettles bool
			for _, d := range ans.Disagreements {
				if d.Resolution == "SUPERSEDED" && d.Current != nil && strings.Contains(d.Current.Value, "30") {
					strangerSettles = true
				}
			}
			if strangerLeads || strangerSettles {
				t.Errorf("a stranger's early 'correction' pins the answer: lead %q (the team's later 45 s is %s)", lead,
					map[bool]string{true: "shown only as a replaced value", false: "not shown"}[strings.Contains(ans.Text, "45 s")])
			}
		})
	}
}

// A cookie import sent from another site is refused before anything is written, for the
// owner's session as for the member's; a page reaching the server through another Host (DNS
// rebinding) carries no session, since the browser keeps the cookie to the host that set it, and
// is refused as anonymous; the same import from the app's own origin goes through. (A request
// naming a foreign Host with its own Origin and the session is taken as same-origin, by design:
// sameOrigin accepts the Host the server was reached at, and no browser sends that cookie there.)
func TestAttack22ImportsFromAForeignOriginOrHost(t *testing.T) {
	fx := newA22(t)
	body := a22Doc("X-1", "Planted through the browser.", "Mallory <mal@attacker.example>") + "\n"
	for _, tc := range []struct {
		name    string
		session string
		header  map[string]string
	}{
		{"owner, foreign Origin", fx.alice.session, map[string]string{"Origin": "https://evil.example"}},
		{"owner, null Origin, cross-site", fx.alice.session, map[string]string{"Origin": "null", "Sec-Fetch-Site": "cross-site"}},
		{"rebound page, foreign Host, no session", "", map[string]string{"Origin": "http://rebound.example", "Host": "rebound.example"}},
		{"member, foreign Origin", fx.bob.session, map[string]string{"Origin": "https://evil.example"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := map[string]string{}
			if tc.session != "" {
				h["Cookie"] = "qp_session=" + tc.session
			}
			for k, v := range tc.header {
				h[k] = v
			}
			name := "Planted " + tc.name
			r := fx.upload(t, h, name, body, false)
			if r.status < 400 && r.code == "" {
				t.Fatalf("import from %v accepted: %d %s", tc.header, r.status, r.body)
			}
			if id := fx.sourceID(t, name); id != "" {
				t.Fatalf("source %q was created by a refused import", name)
			}
		})
	}
	// Control: the owner's session from the app's own origin imports.
	r := fx.upload(t, map[string]string{"Cookie": "qp_session=" + fx.alice.session, "Origin": fx.URL}, "Own origin", body, false)
	if r.code != "" || fx.sourceID(t, "Own origin") == "" {
		t.Fatalf("the owner's own-origin import: %d %s %s", r.status, r.code, r.body)
	}
}
