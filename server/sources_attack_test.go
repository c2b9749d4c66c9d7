package server_test

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/ingest"
	"github.com/queueproof/queueproof/server"
)

// TestSourceMutationsRefuseAttackers: renameSource and deleteSource sent as an attacker would
// over HTTP to a server whose local actor is on: from a page on another origin, with a foreign
// Host (DNS rebinding), and with duplicated JSON fields meant to smuggle a hostile name past
// validation. Each is refused and the source is unchanged.
func TestSourceMutationsRefuseAttackers(t *testing.T) {
	f := newFixture(t, engine.Options{LocalActor: true}, server.Options{})
	importFixture(t, f, "Handbook", ingest.Markdown, "../engine/ingest/testdata/markdown")
	_, r := f.graphql(t, `{ sources(first: 1) { edges { node { id name } } } }`, nil)
	var list struct {
		Sources struct {
			Edges []struct{ Node struct{ ID, Name string } }
		}
	}
	if err := json.Unmarshal(r.Data, &list); err != nil || len(list.Sources.Edges) == 0 {
		t.Fatalf("sources = %s, %v", r.Data, err)
	}
	src := list.Sources.Edges[0].Node

	send := func(body string, headers ...string) (int, string) {
		t.Helper()
		req, _ := http.NewRequest(http.MethodPost, f.URL+"/graphql", bytes.NewReader([]byte(body)))
		req.Header.Set("Content-Type", "application/json")
		for i := 0; i+1 < len(headers); i += 2 {
			if headers[i] == "Host" {
				req.Host = headers[i+1]
				continue
			}
			req.Header.Set(headers[i], headers[i+1])
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		raw, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(raw)
	}
	rename := `{"query":"mutation($id: ID!, $n: String!) { renameSource(id: $id, name: $n) { id name } }","variables":{"id":"` + src.ID + `","n":"Taken over"}}`
	del := `{"query":"mutation($id: ID!) { deleteSource(id: $id) { __typename } }","variables":{"id":"` + src.ID + `"}}`
	for _, tc := range []struct {
		name, body string
		headers    []string
	}{
		{"rename from another origin", rename, []string{"Origin", "https://evil.example"}},
		{"delete from another origin", del, []string{"Origin", "https://evil.example"}},
		{"delete cross-site without Origin", del, []string{"Sec-Fetch-Site", "cross-site"}},
		{"rename with a foreign Host (DNS rebinding)", rename, []string{"Host", "evil.example:" + strings.Split(f.URL, ":")[2]}},
		{"delete with a foreign Host and Origin", del, []string{"Host", "evil.example", "Origin", "http://evil.example"}},
		{"a duplicated name smuggling a text-direction override", `{"query":"mutation($id: ID!, $n: String!) { renameSource(id: $id, name: $n) { id } }","variables":{"id":"` + src.ID + `","n":"Handbook","n":"Pay\u202eroll"}}`, nil},
		{"a duplicated query smuggling a delete after a read", `{"query":"{ viewer { kind } }","query":"mutation { deleteSource(id: \"` + src.ID + `\") { __typename } }"}`, []string{"Origin", "https://evil.example"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			status, body := send(tc.body, tc.headers...)
			if !strings.Contains(body, `"errors"`) || !strings.Contains(body, `"code"`) {
				t.Errorf("%s was not refused with a coded error: %d %s", tc.name, status, body)
			}
		})
	}
	_, r = f.graphql(t, `{ sources(first: 1) { edges { node { id name } } } }`, nil)
	if err := json.Unmarshal(r.Data, &list); err != nil || len(list.Sources.Edges) == 0 || list.Sources.Edges[0].Node != src {
		t.Fatalf("the source changed: %s", r.Data)
	}
}
