package ingest_test

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/ingest"
)

func parseOne(f ingest.Format, name string, data []byte) error {
	_, err := ingest.Parse(context.Background(), f, ingest.FromBytes(name, data), ingest.DefaultLimits)
	return err
}

func zipOf(t *testing.T, files map[string]string) []byte {
	t.Helper()
	var b bytes.Buffer
	zw := zip.NewWriter(&b)
	for name, body := range files {
		w, err := zw.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		_, _ = w.Write([]byte(body))
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// TestLongFieldsAreRefused is issue #16 item 7: a title, subject, name or id longer than its
// limit fails the import with BAD_USER_INPUT naming the file and line (before, a 1 MB heading was
// accepted and repeated into every chunk of its document, making the import quadratic).
func TestLongFieldsAreRefused(t *testing.T) {
	long := strings.Repeat("word ", 1<<20/5)            // 1 MiB, the size
	over := strings.Repeat("é", ingest.MaxFieldChars+1) // one character over, in two-byte runes
	at := strings.Repeat("é", ingest.MaxFieldChars)     // exactly the limit
	longID := strings.Repeat("i", ingest.MaxIDChars+1)  // ids and URLs have their own limit
	longURL := "https://example.com/" + strings.Repeat("p", ingest.MaxIDChars)
	mail := func(subject, from string) []byte {
		return []byte("From a@example.com Mon Mar  3 09:00:00 2025\nMessage-ID: <m1@example.com>\nFrom: " + from +
			"\nSubject: first\n\nhello\n\nFrom b@example.com Mon Mar  3 10:00:00 2025\nMessage-ID: <m2@example.com>\nFrom: b@example.com\nSubject: " +
			subject + "\n\nA body line.\n")
	}
	jsonl := func(field, value string) []byte {
		// The record names each member once (a member named twice is refused on its own).
		rec := map[string]string{"id": "r2", "title": "t", "body": "b"}
		rec[field] = value
		line, _ := json.Marshal(rec)
		return []byte(`{"id": "ok", "title": "fine", "body": "fine"}` + "\n" + string(line) + "\n")
	}
	csv := func(title, creator string) []byte {
		return []byte("ID,Title,Description,Creator\nENG-1,Fine,ok,Dana\nENG-2,\"" + title + "\",body,\"" + creator + "\"\n")
	}
	day := func(text, name string) string {
		return fmt.Sprintf(`[{"type":"message","user":"U1","text":%q,"ts":"1741000000.000100","user_profile":{"real_name":%q}}]`, text, name)
	}
	for _, tc := range []struct {
		name   string
		format ingest.Format
		file   string
		data   []byte
		want   string // "" means accepted
	}{
		{"markdown: 1 MiB heading", ingest.Markdown, "long.md", []byte("intro\n\n# " + long + "\n\nbody\n"), "long.md:3: title is"},
		{"markdown: heading one over", ingest.Markdown, "over.md", []byte("# " + over + "\n"), "over.md:1: title is 1001 characters long"},
		{"markdown: heading at the limit", ingest.Markdown, "at.md", []byte("# " + at + "\n\nbody\n"), ""},
		{"mbox: 1 MiB subject", ingest.Mbox, "long.mbox", mail(long, "b@example.com"), "long.mbox:11: subject is"},
		{"mbox: subject one over", ingest.Mbox, "over.mbox", mail(over, "b@example.com"), "over.mbox:11: subject is 1001 characters long"},
		{"mbox: 1 MiB sender", ingest.Mbox, "from.mbox", mail("ok", long), "from.mbox:3: sender is"},
		{"mbox: subject at the limit", ingest.Mbox, "at.mbox", mail(at, "b@example.com"), ""},
		{"jsonl: 1 MiB title", ingest.JSONL, "t.jsonl", jsonl("title", long), "t.jsonl:2: title is"},
		{"jsonl: title one over", ingest.JSONL, "o.jsonl", jsonl("title", over), "o.jsonl:2: title is 1001 characters long"},
		{"jsonl: long author", ingest.JSONL, "a.jsonl", jsonl("author", over), "a.jsonl:2: author is"},
		{"jsonl: long url", ingest.JSONL, "u.jsonl", jsonl("url", longURL), "u.jsonl:2: url is"},
		{"jsonl: long id", ingest.JSONL, "i.jsonl", jsonl("id", longID), "i.jsonl:2: id is"},
		{"jsonl: title at the limit", ingest.JSONL, "ok.jsonl", jsonl("title", at), ""},
		{"linear: 1 MiB title", ingest.LinearCSV, "l.csv", csv(long, "Dana"), "l.csv:3: title is"},
		{"linear: long creator", ingest.LinearCSV, "c.csv", csv("Fine", over), "c.csv:3: creator is"},
		{"linear: title at the limit", ingest.LinearCSV, "ok.csv", csv(at, "Dana"), ""},
		{"slack: 1 MiB user name", ingest.Slack, "s.zip", zipOf(t, map[string]string{"general/2025-03-03.json": day("hi", long)}),
			"s.zip: general/2025-03-03.json: message 1: user name is"},
		{"slack: long user in users.json", ingest.Slack, "u.zip", zipOf(t, map[string]string{
			"users.json": fmt.Sprintf(`[{"id":"U1","name":"x","real_name":%q}]`, over), "general/2025-03-03.json": day("hi", "")}),
			"u.zip: users.json: user 1: name is"},
		{"slack: long channel", ingest.Slack, "ch.zip", zipOf(t, map[string]string{strings.Repeat("c", ingest.MaxFieldChars+1) + "/2025-03-03.json": day("hi", "Dana")}),
			"channel name is"},
		{"slack: 1 MiB message becomes a short title", ingest.Slack, "ok.zip", zipOf(t, map[string]string{"general/2025-03-03.json": day(long, "Dana")}), ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := parseOne(tc.format, tc.file, tc.data)
			switch {
			case tc.want == "" && err != nil:
				t.Fatalf("Parse = %v, want it accepted", err)
			case tc.want == "":
			case !errs.Is(err, errs.Invalid) || !strings.Contains(errs.Public(err), tc.want) || !strings.Contains(errs.Public(err), "limit"):
				t.Fatalf("Parse = %.300v, want BAD_USER_INPUT containing %q and the limit", err, tc.want)
			default:
				t.Logf("%.200s", errs.Public(err))
			}
		})
	}
}

// TestJSONErrorsAreForPeople is issue #16 item 15: a JSON record of the wrong shape is
// described by its field and the type it needs, never by Go's type names.
func TestJSONErrorsAreForPeople(t *testing.T) {
	for _, tc := range []struct {
		name   string
		format ingest.Format
		data   []byte
		want   string
	}{
		{"title is a number", ingest.JSONL, []byte(`{"id": "a", "title": 5, "body": "b"}`), `r.jsonl:1: malformed JSON record: "title" must be a string, not a number`},
		{"body is an object", ingest.JSONL, []byte(`{"id": "a", "body": {"x": 1}}`), `"body" must be a string, not an object`},
		{"metadata is a string", ingest.JSONL, []byte(`{"id": "a", "body": "b", "metadata": "x"}`), `"metadata" must be an object, not a string`},
		{"author is true", ingest.JSONL, []byte(`{"id": "a", "body": "b", "author": true}`), `"author" must be a string, not true or false`},
		{"record is an array", ingest.JSONL, []byte(`["a", "b"]`), `a record must be an object, not an array`},
		{"syntax error", ingest.JSONL, []byte(`{"id": "a", "body": "b",, }`), `r.jsonl:1: malformed JSON record: invalid character ','`},
		{"cut short", ingest.JSONL, []byte(`{"id": "a", "body": "b"`), `r.jsonl:1: malformed JSON record: the record ends before its JSON is complete`},
		// A member named twice: decoders disagree on which counts (encoding/json keeps the last,
		// and matches "Body" to "body"), so the record is refused rather than guessed at.
		{"a member named twice", ingest.JSONL, []byte(`{"id": "a", "body": "b", "body": "c"}`), `r.jsonl:1: malformed JSON record: duplicate member name "body"`},
		{"a member named twice in two cases", ingest.JSONL, []byte(`{"id": "a", "body": "b", "BODY": "c"}`), `r.jsonl:1: malformed JSON record: "BODY" and "body" name one member`},
		{"a metadata member named twice", ingest.JSONL, []byte(`{"id": "a", "body": "b", "metadata": {"kind": "chat", "kind": "mail"}}`), `r.jsonl:1: malformed JSON record: duplicate member name "kind"`},
		{"slack text is a number", ingest.Slack, zipOf(t, map[string]string{"general/2025-03-03.json": `[{"type":"message","text":5,"ts":"1"}]`}),
			`r.jsonl: general/2025-03-03.json: malformed JSON: "text" must be a string, not a number`},
		{"slack users.json is an object", ingest.Slack, zipOf(t, map[string]string{"users.json": `{"id":"U1"}`, "general/2025-03-03.json": `[]`}),
			`r.jsonl: users.json: malformed JSON: a list of users must be an array, not an object`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := parseOne(tc.format, "r.jsonl", tc.data)
			msg := errs.Public(err)
			if !errs.Is(err, errs.Invalid) || !strings.Contains(msg, tc.want) {
				t.Fatalf("Parse = %q, want BAD_USER_INPUT containing %q", msg, tc.want)
			}
			for _, goName := range []string{"Go struct", "Go value", "jsonRecord", "slackMessage", "slackUser", "map[string]", "ingest."} {
				if strings.Contains(msg, goName) {
					t.Errorf("message %q names Go's %q", msg, goName)
				}
			}
		})
	}
}
