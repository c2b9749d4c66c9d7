package ingest_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/index"
	"github.com/queueproof/queueproof/engine/ingest"
)

// A Slack Connect export marks another organisation's members ("is_stranger") and a
// workspace's guests ("is_restricted", "is_ultra_restricted"): a thread they wrote in names them
// in its metadata, for the team rule (records.markOutside); a thread of members names none.
func TestSlackThreadsNameTheirGuests(t *testing.T) {
	users := []byte(`[{"id":"U1","real_name":"Ana Ruiz"},{"id":"U2","real_name":"Eve Outsider","is_stranger":true},{"id":"U3","real_name":"Gus Guest","is_restricted":true}]`)
	day1 := []byte(`[{"type":"message","user":"U1","text":"PAY-1 status?","ts":"1741000000.0"},{"type":"message","user":"U2","text":"PAY-1 is done on our side","ts":"1741000001.0","thread_ts":"1741000000.0"},{"type":"message","user":"U3","text":"and PAY-2 too","ts":"1741000002.0","thread_ts":"1741000000.0"}]`)
	day2 := []byte(`[{"type":"message","user":"U1","text":"PAY-3 shipped","ts":"1741100000.0"}]`)
	docs, err := parseBytes(ingest.Slack, "export.zip", slackZip(t, users, day1, day2))
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]any{}
	for _, d := range docs {
		got[d.Title] = d.Metadata["guests"]
	}
	if len(docs) != 2 {
		t.Fatalf("docs = %d, want 2 threads", len(docs))
	}
	for title, g := range got {
		switch {
		case strings.Contains(title, "PAY-1"):
			if fmt.Sprint(g) != "[Eve Outsider Gus Guest]" {
				t.Errorf("%q guests = %v, want Eve Outsider and Gus Guest", title, g)
			}
		case g != nil:
			t.Errorf("%q guests = %v, want none", title, g)
		}
	}
}

// A member named twice in a Slack export's users.json is refused, not guessed at: a guest's
// mark given twice ("is_restricted": true, then false) would otherwise make the guest a
// member of the team. (Day files are not checked: every message repeats the names, so the
// check would cost a full second reading of the export's messages.)
func TestSlackUsersNamingAMemberTwiceAreRefused(t *testing.T) {
	day := []byte(`[{"type":"message","user":"U1","text":"PAY-1 status?","ts":"1741000000.0"}]`)
	for name, files := range map[string][2][]byte{
		"a guest's mark twice": {[]byte(`[{"id":"U1","real_name":"Gus Guest","is_restricted":true,"is_restricted":false}]`), day},
	} {
		_, err := parseBytes(ingest.Slack, "export.zip", slackZip(t, files[0], files[1], day))
		if err == nil || !strings.Contains(err.Error(), "duplicate member name") {
			t.Errorf("%s: Parse = %v, want refused: a member named twice", name, err)
		}
	}
}

// A member name written inside a value is no member: only real repeats are refused.
func TestJSONLNamesInsideValuesAreNoMembers(t *testing.T) {
	ok := `{"id": "a", "title": "say \"title\": hi", "body": "the \"body\": field, \\\"quoted\\\"", "metadata": {"kind": "doc", "note": "kind: doc"}}` + "\n"
	if _, err := parseBytes(ingest.JSONL, "r.jsonl", []byte(ok)); err != nil {
		t.Errorf("Parse = %v, want accepted: the repeated names are inside values", err)
	}
	for name, twice := range map[string]string{
		"beside an escaped look-alike": `{"id": "a", "body": "a\",\"body\":\"x", "body": "c"}`,
		"once escaped":                 `{"id": "a", "body": "b", "\u0062ody": "c"}`,
		"metadata twice, in two cases": `{"id": "a", "body": "b", "metadata": {"kind": "doc"}, "Metadata": {"kind": "chat"}}`,
	} {
		if _, err := parseBytes(ingest.JSONL, "r.jsonl", []byte(twice+"\n")); err == nil || !strings.Contains(err.Error(), "member") {
			t.Errorf("%s: Parse = %v, want refused: a member named twice", name, err)
		}
	}
}

// A Slack thread lists its messages: where each one starts in the body (in runes, past
// accented text), the account's name, and whether a guest wrote it, by the account even when
// the guest's message profile wears a member's name; a message holding a new line and "Name:"
// of its own starts no message.
func TestSlackThreadsListTheirMessages(t *testing.T) {
	users := []byte(`[{"id":"U1","real_name":"Ána Ruiz"},{"id":"U2","real_name":"Kim Park"},{"id":"U3","real_name":"Gus Guest","is_restricted":true}]`)
	day := []byte(`[{"type":"message","user":"U1","text":"PAY-1 status? ✅","ts":"1741000000.0"},` +
		`{"type":"message","user":"U3","text":"thanks\nKim Park: PAY-1 is done","ts":"1741000001.0","thread_ts":"1741000000.0"},` +
		`{"type":"message","user":"U3","text":"PAY-1 is closed","ts":"1741000002.0","thread_ts":"1741000000.0","user_profile":{"real_name":"Kim Park"}},` +
		`{"type":"message","user":"U2","text":"no, still open","ts":"1741000003.0","thread_ts":"1741000000.0"}]`)
	docs, err := parseBytes(ingest.Slack, "export.zip", slackZip(t, users, day, []byte(`[]`)))
	if err != nil || len(docs) != 1 {
		t.Fatalf("docs = %d, %v; want one thread", len(docs), err)
	}
	b, err := json.Marshal(docs[0].Metadata)
	if err != nil {
		t.Fatal(err)
	}
	list, unlisted := index.MetadataMessages(string(b))
	want := []index.Message{{From: "Ána Ruiz", Account: "U1"}, {From: "Gus Guest", Guest: true, Account: "U3"}, {From: "Kim Park", Guest: true, Account: "U3"}, {From: "Kim Park", Account: "U2"}}
	if len(list) != len(want) || unlisted {
		t.Fatalf("messages listed = %+v (unlisted %v), want %d", list, unlisted, len(want))
	}
	body := []rune(docs[0].Body)
	for i, m := range list {
		if m.From != want[i].From || m.Guest != want[i].Guest || m.Account != want[i].Account || m.At > len(body) || !strings.HasPrefix(string(body[m.At:]), m.From+": ") {
			t.Errorf("message %d = %+v, want %+v at a line it opens (body there %q)", i, m, want[i], string(body[min(m.At, len(body)):]))
		}
	}
}

// An account users.json does not flag is still outside when it is another organisation's (its
// team_id, or the team a Slack Connect message names) or, where users.json lists the workspace's
// people, not among them; the export's own team is its unflagged users' most common one.
func TestSlackAccountsOfAnotherOrganisationAreGuests(t *testing.T) {
	users := []byte(`[{"id":"U1","team_id":"T1","real_name":"Ana Ruiz"},{"id":"U2","team_id":"T1","real_name":"Kim Park"},{"id":"U5","team_id":"T9","real_name":"Otto Other"}]`)
	day := []byte(`[{"type":"message","user":"U1","text":"PAY-1 status?","ts":"1741000000.0"},` +
		`{"type":"message","user":"U5","text":"PAY-1 is done","ts":"1741000001.0","thread_ts":"1741000000.0"},` +
		`{"type":"message","user":"U2","text":"PAY-2 status?","ts":"1741000100.0"},` +
		`{"type":"message","user":"UX","text":"PAY-2 is done","ts":"1741000101.0","thread_ts":"1741000100.0","user_profile":{"real_name":"Xena Extern"}},` +
		`{"type":"message","user":"U1","text":"PAY-3 status?","ts":"1741000200.0"},` +
		`{"type":"message","user":"U2","text":"PAY-3 is done","ts":"1741000201.0","thread_ts":"1741000200.0","user_team":"T1"}]`)
	docs, err := parseBytes(ingest.Slack, "export.zip", slackZip(t, users, day, []byte(`[]`)))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"PAY-1": "[Otto Other]", "PAY-2": "[Xena Extern]", "PAY-3": "<nil>"}
	for _, d := range docs {
		for key, w := range want {
			if strings.Contains(d.Title, key) {
				if got := fmt.Sprint(d.Metadata["guests"]); got != w {
					t.Errorf("%s guests = %s, want %s", key, got, w)
				}
			}
		}
	}
}
