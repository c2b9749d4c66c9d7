package server_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http/httptest"
	"os"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/demo"
	"github.com/queueproof/queueproof/engine/kpi/fsprovider"
	"github.com/queueproof/queueproof/engine/provider"
	"github.com/queueproof/queueproof/engine/provision"
	"github.com/queueproof/queueproof/server"
)

// Leak patterns: what the public actor must never receive.
var leaks = []struct {
	name string
	re   *regexp.Regexp
}{
	{"storage id", regexp.MustCompile(`\b(ws|src|doc|ch|chk|job|pt|kp|wk|mt|pr|ex|ap|ans|pk|qv)_[0-9a-f]{8,}\b`)},
	{"hash", regexp.MustCompile(`\b[0-9a-f]{40,64}\b`)},
	{"secret", regexp.MustCompile(`whsec_|qpm_|qpw_|lin_api`)},
	{"provider error", regexp.MustCompile(`(?i)capability discovery failed|HTTP \d{3}|deadline exceeded|unreachable|contract`)},
	{"URL", regexp.MustCompile(`(?i)\b(https?|wss?)://`)},
}

var email = regexp.MustCompile(`[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}`)

// introspection is the standard query, deep enough for our types.
const introspection = `{ __schema { queryType { name } types { name kind
  fields { name args { name type { ...T } } type { ...T } }
  inputFields { name type { ...T } }
  enumValues { name } } } }
fragment T on __Type { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } } }`

type typeRef struct {
	Kind   string   `json:"kind"`
	Name   string   `json:"name"`
	OfType *typeRef `json:"ofType"`
}

func (t *typeRef) named() *typeRef {
	for t != nil && t.Name == "" {
		t = t.OfType
	}
	return t
}

func (t *typeRef) required() bool { return t != nil && t.Kind == "NON_NULL" }

type field struct {
	Name string `json:"name"`
	Args []struct {
		Name string   `json:"name"`
		Type *typeRef `json:"type"`
	} `json:"args"`
	Type *typeRef `json:"type"`
}

type schemaType struct {
	Name        string  `json:"name"`
	Kind        string  `json:"kind"`
	Fields      []field `json:"fields"`
	InputFields []struct {
		Name string   `json:"name"`
		Type *typeRef `json:"type"`
	} `json:"inputFields"`
	EnumValues []struct {
		Name string `json:"name"`
	} `json:"enumValues"`
}

type crawler struct {
	types map[string]schemaType
	ids   []string // references seen so far, for detail fields
}

// selection selects every field of type name reachable without required arguments, to depth.
func (c *crawler) selection(name string, depth int) string {
	t := c.types[name]
	if t.Kind != "OBJECT" {
		return ""
	}
	var parts []string
	for _, f := range t.Fields {
		if strings.HasPrefix(f.Name, "__") || hasRequiredArg(f) {
			continue
		}
		nt := f.Type.named()
		switch c.types[nt.Name].Kind {
		case "SCALAR", "ENUM":
			parts = append(parts, f.Name)
		case "OBJECT":
			if depth > 0 {
				if sub := c.selection(nt.Name, depth-1); sub != "" {
					parts = append(parts, f.Name+smallPage(f)+" "+sub)
				}
			}
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return "{ " + strings.Join(parts, " ") + " }"
}

// smallPage asks lists for two items, so a full selection stays under the complexity limit.
func smallPage(f field) string {
	for _, a := range f.Args {
		if a.Name == "first" {
			return "(first: 2)"
		}
	}
	return ""
}

func hasRequiredArg(f field) bool {
	for _, a := range f.Args {
		if a.Type.required() {
			return true
		}
	}
	return false
}

// value builds a GraphQL literal for a required argument of type t.
func (c *crawler) value(t *typeRef, id string) string {
	n := t.named()
	switch c.types[n.Name].Kind {
	case "ENUM":
		return c.types[n.Name].EnumValues[0].Name
	case "INPUT_OBJECT":
		var parts []string
		for _, f := range c.types[n.Name].InputFields {
			if f.Type.required() {
				parts = append(parts, f.Name+": "+c.value(f.Type, id))
			}
		}
		return "{ " + strings.Join(parts, ", ") + " }"
	}
	switch n.Name {
	case "ID":
		return fmt.Sprintf("%q", id)
	case "Int":
		return "5"
	case "Float":
		return "1.5"
	case "Boolean":
		return "false"
	case "Time":
		return fmt.Sprintf("%q", time.Now().UTC().Format(time.RFC3339))
	default:
		return `"refund deadline ENG-1 Priya"`
	}
}

var refPattern = regexp.MustCompile(`"(pub_[A-Za-z0-9_-]+)"`)

func TestPublicActorLeaksNothing(t *testing.T) {
	key := testSecretKey()
	owner := newFixture(t, engine.Options{LocalActor: true, SecretKey: key, Providers: loopbackProviders()}, server.Options{})
	ctx := context.Background()
	if loaded, err := owner.engine.LoadDemo(ctx); err != nil || !loaded {
		t.Fatalf("LoadDemo = %v, %v", loaded, err)
	}
	a := localOwner(t, owner.engine)
	// A verified customer-safe provider, one that fails (its state reason quotes the failure),
	// a widget key and an MCP token: things that must not reach the public.
	docs, _ := fsprovider.Load(os.DirFS("../engine/kpi/fsprovider/testdata/kb"))
	var kb *fsprovider.Provider
	kbServer := httptest.NewServer(httpHandlerFunc(func() *fsprovider.Provider { return kb }))
	defer kbServer.Close()
	reg, secret, err := owner.engine.RegisterKnowledgeProvider(ctx, a, provider.RegisterInput{Name: "Help center", BaseURL: kbServer.URL, Exposure: provider.CustomerSafe, AllowPrivateNetwork: true})
	if err != nil {
		t.Fatal(err)
	}
	kb, _ = fsprovider.New(docs, slog.New(slog.NewTextHandler(io.Discard, nil)), nil, secret)
	if _, err := owner.engine.ScopeSource(ctx, a, reg.ID, []string{"billing", "security"}); err != nil {
		t.Fatal(err)
	}
	if _, err := owner.engine.VerifySource(ctx, a, reg.ID, "refund"); err != nil {
		t.Fatal(err)
	}
	if _, _, err := owner.engine.RegisterKnowledgeProvider(ctx, a, provider.RegisterInput{Name: "Broken wiki", BaseURL: "http://127.0.0.1:1", Exposure: provider.CustomerSafe, AllowPrivateNetwork: true}); err != nil {
		t.Fatal(err)
	}
	if _, _, err := owner.engine.CreateWidgetKey(ctx, a, []string{"https://shop.example.com"}); err != nil {
		t.Fatal(err)
	}
	if _, _, err := owner.engine.CreateMcpToken(ctx, a, engine.McpTokenInput{Name: "agent", Scopes: []string{"read"}, Egress: "internal"}); err != nil {
		t.Fatal(err)
	}
	if _, err := owner.engine.CompileQueue(ctx, a, engine.CompileRequest{}); err != nil {
		t.Fatalf("CompileQueue = %v", err)
	}
	if _, err := provision.Public(ctx, owner.db, a.WorkspaceID, time.Now()); err != nil {
		t.Fatal(err)
	}
	// One visitor (a browser keeping its visitor cookie) asks, then crawls: its History holds
	// its answer.
	public := serveOnDB(t, owner, engine.Options{PublicWorkspaceID: a.WorkspaceID, SecretKey: key, Providers: loopbackProviders()}).asBrowser(t)
	// Public History needs a public answer to crawl.
	if _, r := public.graphql(t, `mutation { ask(input: { question: "Who owns ENG-101 and when is it due?" }) { status } }`, nil); len(r.Errors) > 0 {
		t.Fatalf("public ask: %+v", r.Errors)
	}

	// The schema as introspection tells it (from the owner's development server).
	_, r := owner.graphql(t, introspection, nil)
	var schema struct {
		Schema struct {
			QueryType struct{ Name string }
			Types     []schemaType
		} `json:"__schema"`
	}
	if err := json.Unmarshal(r.Data, &schema); err != nil || len(r.Errors) > 0 {
		t.Fatalf("introspection: %v %+v", err, r.Errors)
	}
	c := &crawler{types: map[string]schemaType{}}
	for _, ty := range schema.Schema.Types {
		c.types[ty.Name] = ty
	}
	// Curated text: what the demo evidence itself says (emails there are shown on purpose).
	var corpus strings.Builder
	for _, src := range demo.Generate(engine.DemoSeed, 1) {
		corpus.Write(src.JSONL())
	}
	curated := corpus.String()

	query := c.types[schema.Schema.QueryType.Name]
	fields := append([]field(nil), query.Fields...)
	sort.Slice(fields, func(i, j int) bool {
		return hasRequiredArg(fields[i]) == hasRequiredArg(fields[j]) && fields[i].Name < fields[j].Name || !hasRequiredArg(fields[i]) && hasRequiredArg(fields[j])
	})
	crawled, answered := 0, 0
	check := func(label, body string) {
		for _, l := range leaks {
			if m := l.re.FindString(body); m != "" {
				t.Errorf("%s: public response contains a %s (%q): %.300s", label, l.name, m, body)
			}
		}
		for _, e := range email.FindAllString(body, -1) {
			if !strings.Contains(curated, e) {
				t.Errorf("%s: public response contains an email not in curated text: %s", label, e)
			}
		}
		for _, m := range refPattern.FindAllStringSubmatch(body, -1) {
			c.ids = append(c.ids, m[1])
		}
	}
	for _, f := range fields {
		if strings.HasPrefix(f.Name, "__") {
			continue
		}
		sel := ""
		if nt := f.Type.named(); c.types[nt.Name].Kind == "OBJECT" {
			if sel = c.selection(nt.Name, 4); sel == "" {
				continue
			}
		}
		ids := []string{"pub_unknown"}
		if len(c.ids) > 0 {
			ids = c.ids
		}
		for _, id := range ids[:min(len(ids), 5)] {
			var args []string
			for _, arg := range f.Args {
				if arg.Type.required() {
					args = append(args, arg.Name+": "+c.value(arg.Type, id))
				}
			}
			q := "{ " + f.Name
			if len(args) == 0 && smallPage(f) != "" {
				args = append(args, "first: 2")
			} else if smallPage(f) != "" {
				args = append(args, "first: 2")
			}
			if len(args) > 0 {
				q += "(" + strings.Join(args, ", ") + ")"
			}
			q += " " + sel + " }"
			_, resp := public.graphql(t, q, nil)
			raw, _ := json.Marshal(resp)
			crawled++
			if len(resp.Errors) == 0 {
				answered++
			}
			check(f.Name, string(raw))
			if !hasRequiredArg(f) {
				break
			}
		}
	}
	if crawled < 10 || answered < 3 {
		t.Fatalf("crawled %d queries, %d answered: the crawl reached too little to prove anything", crawled, answered)
	}
	t.Logf("crawled %d public queries (%d answered without error), %d public references followed", crawled, answered, len(c.ids))
}
