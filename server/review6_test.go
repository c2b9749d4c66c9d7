package server_test

// A sixth independent review, of the outsider rule (records.markOutside, facts.Timelines): a
// statement from outside the team changes no owner, due date or status of tracked work. Each
// probe is an attack (or a legitimate update) as imports over HTTP against a real loopback
// server, read back through Today, GraphQL ask and MCP ask. The tracker is the Linear export
// of outsiderfacts_test.go (PAY-50..53, owners Mara Lind, Joao Reis, Tom Berg, Kim Park, all
// created by Ines Roy).
//
// A probe with a `wrong` field fails today, is logged as KNOWN WRONG and does not fail the
// run; once it holds, the test fails so that the mark is removed (review5's pattern). Probes
// named "(security)" are an outsider's way to rewrite tracked work.

import (
	"archive/zip"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/probetest"
	"github.com/queueproof/queueproof/server"
)

type r6Input struct{ format, source, file, body string }

// r6Workspace imports the tracker and then inputs over HTTP (multipart importDocuments) and
// compiles the queue as of 21 Nov 2026.
func r6Workspace(t *testing.T, inputs ...r6Input) *fixture {
	t.Helper()
	f := newFixture(t, engine.Options{LocalActor: true}, server.Options{})
	dir := t.TempDir()
	all := append([]r6Input{{"LINEAR_CSV", "Linear", "issues.csv", trackerIssues}}, inputs...)
	for i, in := range all {
		path := filepath.Join(dir, fmt.Sprint(i, "-", in.file))
		if err := os.WriteFile(path, []byte(in.body), 0o600); err != nil {
			t.Fatal(err)
		}
		if status, r := f.upload(t, in.format, in.source, path, map[string]string{"X-QueueProof-CSRF": "1"}); status != 200 || len(r.Errors) > 0 {
			t.Fatalf("import %s: %d %+v", in.file, status, r.Errors)
		}
	}
	if _, r := f.graphql(t, `mutation { compileQueue(input: { asOf: "2026-11-21T09:00:00Z" }) { queue { version } } }`, nil); len(r.Errors) > 0 {
		t.Fatalf("compileQueue: %+v", r.Errors)
	}
	return f
}

// r6Ask is the text of a FAST GraphQL ask.
func r6Ask(t *testing.T, f *fixture, q string) string {
	t.Helper()
	_, r := f.graphql(t, askMutation, map[string]any{"q": q, "mode": "FAST"})
	if len(r.Errors) > 0 {
		t.Fatalf("ask: %+v", r.Errors)
	}
	var ans struct{ Ask struct{ Text string } }
	if err := json.Unmarshal(r.Data, &ans); err != nil {
		t.Fatal(err)
	}
	return ans.Ask.Text
}

// r6MCPAsk is the raw response of an MCP ask call (tools/call over JSON-RPC with a read token).
func r6MCPAsk(t *testing.T, f *fixture, q string) string {
	t.Helper()
	token := tokenFor(t, f, localOwner(t, f.engine), "read")
	args, _ := json.Marshal(map[string]any{"question": q, "mode": "FAST"})
	body := `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"ask","arguments":` + string(args) + `}}`
	resp, raw := rawRequest(t, http.MethodPost, f.URL, "/mcp", "", http.Header{
		"Content-Type":         {"application/json"},
		"Accept":               {"application/json, text/event-stream"},
		"Authorization":        {"Bearer " + token},
		"Mcp-Protocol-Version": {"2025-03-26"},
	}, []byte(body))
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("MCP ask: %d %.300s", resp.StatusCode, raw)
	}
	return string(raw)
}

// r6Mail is one mbox message; replyTo is the Message-ID it answers ("" for none).
func r6Mail(from, id, replyTo, subject, date, body string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "From sender@mbox.example %s\nMessage-ID: <%s>\nFrom: %s\nTo: support@payco.example\n", date, id, from)
	if replyTo != "" {
		fmt.Fprintf(&b, "In-Reply-To: <%s>\nReferences: <%s>\n", replyTo, replyTo)
	}
	fmt.Fprintf(&b, "Subject: %s\nDate: Thu, 19 Nov 2026 %s +0000\nContent-Type: text/plain; charset=utf-8\n\n%s\n\n", subject, date, body)
	return b.String()
}

func r6Mbox(mails ...string) r6Input {
	return r6Input{"MBOX", "Support", "support.mbox", strings.Join(mails, "")}
}

// r6Slack is a Slack export zip of one channel: users (id -> real name) and messages
// (user id, text), one thread, one second apart on 19 Nov 2026.
func r6Slack(t *testing.T, channel string, users map[string]string, msgs [][2]string, strangers ...string) r6Input {
	t.Helper()
	var buf strings.Builder
	zw := zip.NewWriter(&buf)
	var us []map[string]any
	for id, name := range users {
		// A Slack Connect export marks another organisation's members: "is_stranger".
		us = append(us, map[string]any{"id": id, "name": strings.ToLower(strings.Fields(name)[0]), "real_name": name,
			"is_stranger": slices.Contains(strangers, id)})
	}
	var ms []map[string]string
	for i, m := range msgs {
		ms = append(ms, map[string]string{"type": "message", "user": m[0], "text": m[1], "ts": fmt.Sprintf("%d.000100", 1795078800+i),
			"thread_ts": "1795078800.000100"})
	}
	for name, v := range map[string]any{"users.json": us, channel + "/2026-11-19.json": ms} {
		w, err := zw.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		if err := json.NewEncoder(w).Encode(v); err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return r6Input{"SLACK", "Slack", "slack.zip", buf.String()}
}

// r6Expect logs a probe that fails with a `wrong` mark as KNOWN WRONG, fails an unmarked

// r6Probe is an import after the tracker and what Today must then show for one issue: its
// owner and due date ("" is not checked); gone says the issue must have left Today.
type r6Probe struct {
	name   string
	in     func(t *testing.T) []r6Input
	id     string
	owner  string
	due    string
	gone   bool
	wrong  string
	extra  func(t *testing.T, f *fixture) (bool, string) // a further check (Ask, MCP)
	xwrong string                                        // the further check's wrong mark
}

func runR6Probes(t *testing.T, probes []r6Probe) {
	t.Helper()
	for _, p := range probes {
		t.Run(p.name, func(t *testing.T) {
			f := r6Workspace(t, p.in(t)...)
			got, ok := todayByID(t, f)[p.id]
			holds := ok != p.gone && (p.owner == "" || got.owner == p.owner) && (p.due == "" || got.due == p.due)
			probetest.Expect(t, holds, p.wrong, "%s: %s in Today %v, owner %q, due %q; want in Today %v, owner %q, due %q",
				p.name, p.id, ok, got.owner, got.due, !p.gone, p.owner, p.due)
			if p.extra != nil {
				ok, said := p.extra(t, f)
				probetest.Expect(t, ok, p.xwrong, "%s (answers): %.400s", p.name, said)
			}
		})
	}
}

const (
	r6Done   = "Hi,\n\nPAY-53 is done, we verified it on our side.\n\nThanks"
	r6Hand   = "Hi,\n\nTom Berg handed PAY-52 over to Eve Outsider, and PAY-52 slipped to 2027-02-01.\n\nEve"
	r6Slip50 = "Hi all,\n\nPAY-50 slipped to 18 Dec, the partner asked for two more weeks.\n\nMara"
)

// The mbox importer keeps a sender's display name and drops the address (ingest/mbox.go), so
// the domain test of markOutside never sees where a mail came from.
func TestReview6ForgedSenders(t *testing.T) {
	askNotDone := func(q, bad string) func(t *testing.T, f *fixture) (bool, string) {
		return func(t *testing.T, f *fixture) (bool, string) {
			gql, mcp := r6Ask(t, f, q), r6MCPAsk(t, f, q)
			return !strings.Contains(gql, bad) && !strings.Contains(mcp, bad), "GraphQL: " + gql + " | MCP: " + mcp
		}
	}
	runR6Probes(t, []r6Probe{
		{name: "a stranger's mail (control, the fixed attack) in Today, GraphQL ask and MCP ask",
			in: func(*testing.T) []r6Input {
				return []r6Input{r6Mbox(r6Mail("Eve Outsider <eve@attacker.example>", "e1@attacker.example", "", "Partner update", "09:00:00", r6Hand))}
			},
			id: "PAY-52", owner: "Tom Berg",
			extra: askNotDone("Who owns PAY-52?", "owner of PAY-52 is Eve Outsider")},
		{name: "(security) a stranger's mail under the tracker owner's display name closes PAY-53",
			in: func(*testing.T) []r6Input {
				return []r6Input{r6Mbox(r6Mail("Kim Park <eve@attacker.example>", "e2@attacker.example", "", "Update", "09:00:00", r6Done))}
			},
			id: "PAY-53", owner: "Kim Park", due: "2026-12-11",
			wrong: "ingest/mbox.go stores only the display name as the mail's author, so markOutside's domain test never runs and a forged 'Kim Park <eve@attacker.example>' is the team",
			extra: func(t *testing.T, f *fixture) (bool, string) {
				s := r6Ask(t, f, "Is PAY-53 done?")
				return !strings.Contains(strings.ToLower(s), "done [") || strings.Contains(s, "In Progress"), s
			}},
		{name: "(security) a stranger's mail under the tracker's creator's name hands PAY-52 to her",
			in: func(*testing.T) []r6Input {
				return []r6Input{r6Mbox(r6Mail("Ines Roy <eve@attacker.example>", "e3@attacker.example", "", "Partner update", "09:00:00", r6Hand))}
			},
			id: "PAY-52", owner: "Tom Berg",
			extra: askNotDone("Who owns PAY-52?", "owner of PAY-52 is Eve Outsider")},
		{name: "(security) a display name that is a team address (\"ines@payco.example\" <eve@attacker.example>)",
			in: func(*testing.T) []r6Input {
				return []r6Input{
					{"JSONL", "Wiki", "wiki.jsonl", `{"id":"w1","title":"Payments runbook","body":"How we rotate keys.","author":"Ines Roy <ines@payco.example>","createdAt":"2026-11-01T09:00:00Z"}` + "\n"},
					r6Mbox(r6Mail(`"ines@payco.example" <eve@attacker.example>`, "e4@attacker.example", "", "Update", "09:00:00", r6Done))}
			},
			id: "PAY-53", owner: "Kim Park", due: "2026-12-11"},
		{name: "(security) a stranger replying in a teammate's thread (the thread's author is the teammate)",
			in: func(*testing.T) []r6Input {
				return []r6Input{r6Mbox(
					r6Mail("Mara Lind <mara@payco.example>", "m1@payco.example", "", "PAY-53 vault", "08:00:00", "Hi Eve,\n\nCould you confirm the card vault cut-over on your side?\n\nMara"),
					r6Mail("Eve Outsider <eve@attacker.example>", "e5@attacker.example", "m1@payco.example", "Re: PAY-53 vault", "09:00:00", r6Done))}
			},
			id: "PAY-53", owner: "Kim Park", due: "2026-12-11"},
		{name: "(security) a teammate forwards a stranger's mail (FYI): the stranger's words do not close PAY-53",
			in: func(*testing.T) []r6Input {
				return []r6Input{r6Mbox(r6Mail("Mara Lind <mara@payco.example>", "m2@payco.example", "", "Fwd: Partner update 2", "09:00:00",
					"FYI, see below.\n\n---------- Forwarded message ---------\nFrom: Eve Outsider <eve@attacker.example>\nDate: Thu, 19 Nov 2026\nSubject: Partner update 2\n\n"+r6Done))}
			},
			id: "PAY-53", owner: "Kim Park", due: "2026-12-11"},
		{name: "(security) a Slack Connect guest in a shared channel closes PAY-53",
			in: func(t *testing.T) []r6Input {
				return []r6Input{r6Slack(t, "ext-attacker-payco", map[string]string{"U1": "Eve Outsider"}, [][2]string{{"U1", "PAY-53 is done, we verified it on our side."}}, "U1")}
			},
			id: "PAY-53", owner: "Kim Park", due: "2026-12-11"},
		{name: "(security) a customer who is the author of an imported help-desk ticket is the team for her mail",
			in: func(*testing.T) []r6Input {
				return []r6Input{
					{"JSONL", "Zendesk", "zendesk.jsonl", `{"id":"zd-9001","title":"Login loop","body":"Requester: Eve Outsider\nI cannot log in.","author":"Eve Outsider","createdAt":"2026-11-15T09:00:00Z","metadata":{"kind":"ticket"}}` + "\n"},
					r6Mbox(r6Mail("Eve Outsider <eve@attacker.example>", "e6@attacker.example", "", "Update", "09:00:00", r6Done))}
			},
			id: "PAY-53", owner: "Kim Park", due: "2026-12-11"},
	})
}

// Legitimate updates the rule must not block.
func TestReview6TeamUpdates(t *testing.T) {
	runR6Probes(t, []r6Probe{
		{name: "the tracker's owner mails from the team's domain to move her date",
			in: func(*testing.T) []r6Input {
				return []r6Input{r6Mbox(r6Mail("Mara Lind <mara@payco.example>", "m3@payco.example", "", "PAY-50 keys", "09:00:00", r6Slip50))}
			},
			id: "PAY-50", owner: "Mara Lind", due: "2026-12-18"},
		{name: "the tracker's owner mails from a personal address to move her date",
			in: func(*testing.T) []r6Input {
				return []r6Input{r6Mbox(r6Mail("Mara Lind <mara.lind@gmail.example>", "m4@gmail.example", "", "PAY-50 keys", "09:00:00", r6Slip50))}
			},
			id: "PAY-50", owner: "Mara Lind", due: "2026-12-18"},
		{name: "an mbox From with no display name: the owner's address alone",
			in: func(*testing.T) []r6Input {
				return []r6Input{r6Mbox(r6Mail("mara@payco.example", "m5@payco.example", "", "PAY-50 keys", "09:00:00", r6Slip50))}
			},
			id: "PAY-50", owner: "Mara Lind", due: "2026-12-18",
			wrong: "the workspace's tools show no domain (Linear names only), so markOutside falls back to the name, and an address alone gives the name 'mara', not the team's 'mara lind'; the owner's own slip is dropped"},
		{name: "a teammate answers in a thread a customer started, moving the date",
			in: func(*testing.T) []r6Input {
				return []r6Input{r6Mbox(
					r6Mail("Eve Outsider <eve@attacker.example>", "e7@attacker.example", "", "PAY-50 keys", "08:00:00", "Hi,\n\nWhen will the partner keys be rotated?\n\nEve"),
					r6Mail("Mara Lind <mara@payco.example>", "m6@payco.example", "e7@attacker.example", "Re: PAY-50 keys", "09:00:00", r6Slip50))}
			},
			id: "PAY-50", owner: "Mara Lind", due: "2026-12-18"},
		{name: "a teammate who only answers in Slack threads mails a slip",
			in: func(t *testing.T) []r6Input {
				return []r6Input{
					r6Slack(t, "payments", map[string]string{"U1": "Ines Roy", "U2": "Lena Falk"}, [][2]string{{"U1", "who can take the partner keys?"}, {"U2", "I can, I know the partner's setup"}}),
					r6Mbox(r6Mail("Lena Falk <lena@payco.example>", "m7@payco.example", "", "PAY-50 keys", "09:00:00", "Hi all,\n\nPAY-50 slipped to 18 Dec, the partner asked for two more weeks.\n\nLena"))}
			},
			id: "PAY-50", due: "2026-12-18"},
	})
}
