package ingest_test

import (
	"context"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/index"
	"github.com/queueproof/queueproof/engine/ingest"
)

func parse(t *testing.T, f ingest.Format, path string) ([]index.Doc, error) {
	t.Helper()
	in, err := ingest.FromPath(path)
	if err != nil {
		t.Fatalf("FromPath(%s) = %v", path, err)
	}
	return ingest.Parse(context.Background(), f, in, ingest.DefaultLimits)
}

func byID(docs []index.Doc) map[string]index.Doc {
	m := map[string]index.Doc{}
	for _, d := range docs {
		m[d.ExternalID] = d
	}
	return m
}

func TestMarkdown(t *testing.T) {
	docs, err := parse(t, ingest.Markdown, "testdata/markdown")
	if err != nil {
		t.Fatal(err)
	}
	m := byID(docs)
	if len(docs) != 2 || m["launch-plan.md"].Title != "Checkout launch plan" || m["notes/oncall.txt"].Title != "oncall" {
		t.Fatalf("docs = %+v", m)
	}
}

func TestJSONL(t *testing.T) {
	docs, err := parse(t, ingest.JSONL, "testdata/records.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	m := byID(docs)
	kb1 := m["kb-1"]
	if len(docs) != 3 || kb1.Author != "Dana Cho" || kb1.URL != "https://kb.example.com/refunds" || kb1.AuthoredAt.Year() != 2025 ||
		len(kb1.Projects) != 1 || kb1.Projects[0] != "Billing" || m["2"].Title != "Travel policy" || !strings.HasPrefix(m["kb-3"].Title, "Quarterly planning") {
		t.Fatalf("docs = %+v", m)
	}
}

func TestSlackKeepsThreads(t *testing.T) {
	docs, err := parse(t, ingest.Slack, "testdata/slack/export.zip")
	if err != nil {
		t.Fatal(err)
	}
	m := byID(docs)
	if len(docs) != 3 {
		t.Fatalf("Slack docs = %d (%v), want 3: one thread across two days and two single messages", len(docs), m)
	}
	th := m["eng-checkout/1741000000.000100"]
	if th.Kind != "chat" || strings.Count(th.Body, "\n") != 3 || !strings.Contains(th.Body, "Marco Bianchi: @Priya Raman the retry fix") ||
		!strings.Contains(th.Body, "ENG-418 lands Thursday") || len(th.People) != 2 || th.Title != "#eng-checkout: Checkout v2 ships Friday 14 March, tracked in ENG-412." {
		t.Fatalf("thread = %+v", th)
	}
	if strings.Contains(th.Body, "has joined") {
		t.Errorf("channel joins are not messages: %q", th.Body)
	}
	if m["ops/1741000300.000500"].Author != "Dana Cho" {
		t.Errorf("ops message = %+v", m["ops/1741000300.000500"])
	}
}

func TestMboxThreadsAndDecodes(t *testing.T) {
	docs, err := parse(t, ingest.Mbox, "testdata/mbox/launch.mbox")
	if err != nil {
		t.Fatal(err)
	}
	m := byID(docs)
	if len(docs) != 2 {
		t.Fatalf("mbox docs = %d (%v), want 2 threads", len(docs), m)
	}
	th := m["a1@larkspur.example"]
	for _, want := range []string{
		"We launch Checkout v2 on Friday 14 March",
		"must land first — finance was told 21 March for the refund flow", // quoted-printable, soft line break
		"From the runbook",                    // >From unescaped
		"so 21 March is the real date",        // base64
		"Subject: Re: Checkout launch date ✅", // RFC 2047
		"From: Dana Chô",
	} {
		if !strings.Contains(th.Body, want) {
			t.Errorf("thread body lacks %q:\n%s", want, th.Body)
		}
	}
	if strings.Contains(th.Body, "<p>") {
		t.Errorf("the HTML alternative was indexed beside the text one")
	}
	if th.Title != "Checkout launch date" || th.Kind != "mail" || len(th.People) != 3 {
		t.Errorf("thread = %+v", th)
	}
}

func TestLinearCSV(t *testing.T) {
	docs, err := parse(t, ingest.LinearCSV, "testdata/linear/issues.csv")
	if err != nil {
		t.Fatal(err)
	}
	m := byID(docs)
	e := m["ENG-418"]
	if len(docs) != 3 || e.Kind != "ticket" || e.Title != "Make card payment retries idempotent" || !strings.Contains(e.Body, "Status: Done") ||
		!strings.Contains(e.Body, "Due date: 2025-03-13") || e.Projects[0] != "Checkout v2" || e.AuthoredAt.Day() != 21 {
		t.Fatalf("ENG-418 = %+v", e)
	}
	if !strings.Contains(m["ENG-412"].Body, "Depends on ENG-418.") {
		t.Errorf("multi-line description lost: %q", m["ENG-412"].Body)
	}
}

func TestBrokenInputNamesFileAndLine(t *testing.T) {
	for _, tc := range []struct {
		format ingest.Format
		path   string
		want   string
	}{
		{ingest.Slack, "testdata/broken/corrupt.zip", "corrupt.zip: not a readable zip archive"},
		{ingest.Slack, "testdata/broken/zipslip.zip", `zipslip.zip: entry "../../evil/2025-03-03.json" has an unsafe path`},
		{ingest.Slack, "testdata/broken/malformed-day.zip", "malformed-day.zip: ops/2025-03-03.json: malformed JSON"},
		{ingest.Mbox, "testdata/broken/not-mbox.mbox", "not-mbox.mbox:1: not an mbox file"},
		{ingest.LinearCSV, "testdata/broken/bad-quote.csv", "bad-quote.csv:2: malformed CSV"},
		{ingest.LinearCSV, "testdata/broken/not-linear.csv", `not-linear.csv:1: not a Linear export: no "id" column`},
		{ingest.JSONL, "testdata/broken/malformed.jsonl", "malformed.jsonl:2: malformed JSON record"},
		{ingest.Markdown, "testdata/broken/unknown.docx", "unknown.docx: unknown format"},
	} {
		t.Run(tc.path, func(t *testing.T) {
			_, err := parse(t, tc.format, tc.path)
			if !errs.Is(err, errs.Invalid) || !strings.Contains(errs.Public(err), tc.want) {
				t.Fatalf("Parse = %v, want BAD_USER_INPUT containing %q", err, tc.want)
			}
		})
	}
	if _, err := ingest.ParseFormat("docx"); !errs.Is(err, errs.Invalid) {
		t.Errorf("ParseFormat(docx) = %v", err)
	}
	// An entry larger than the limit is refused before it is read.
	in, _ := ingest.FromPath("testdata/slack/export.zip")
	if _, err := ingest.Parse(context.Background(), ingest.Slack, in, ingest.Limits{MaxFileBytes: 300}); err == nil || !strings.Contains(errs.Public(err), "larger than the limit") {
		t.Errorf("Parse with a small limit = %v", err)
	}
}

// Who sent each message of a thread is read from a mailbox's headers and a Slack export's
// accounts; a JSON Lines record naming its own "senders", in any case, is refused with the key
// and its line named, and an ordinary metadata key is kept.
func TestJSONLRefusesARecordNamingItsSenders(t *testing.T) {
	for _, key := range []string{"senders", "SENDERS", " Senders"} {
		line := `{"id":"r1","title":"PAY-1","body":"PAY-1 is done","author":"Eve <eve@example.org>","metadata":{"kind":"mail","` + key + `":[{"at":0,"from":"Kim Park <kim@payco.example>"}]}}`
		_, err := ingest.Parse(context.Background(), ingest.JSONL, ingest.FromBytes("mail.jsonl", []byte(line+"\n")), ingest.DefaultLimits)
		if !errs.Is(err, errs.Invalid) || !strings.Contains(errs.Public(err), "mail.jsonl:1") || !strings.Contains(errs.Public(err), "reserved") {
			t.Errorf("metadata key %q: err = %v, want BAD_USER_INPUT naming the line and the reserved key", key, err)
		}
	}
	docs, err := ingest.Parse(context.Background(), ingest.JSONL, ingest.FromBytes("mail.jsonl",
		[]byte(`{"id":"r2","title":"PAY-2","body":"PAY-2 is done","metadata":{"kind":"mail","sender_note":"kept"}}`+"\n")), ingest.DefaultLimits)
	if err != nil || len(docs) != 1 || docs[0].Metadata["sender_note"] != "kept" {
		t.Fatalf("an ordinary key: %v %+v", err, docs)
	}
}
