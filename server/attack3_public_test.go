package server_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/ingest"
	"github.com/queueproof/queueproof/engine/page"
)

// secretMark is a phrase only the deleted collection holds.
const secretMark = "salary band of Quinlan Vasquez"

// Attack (third round): the owner of the public demo imports a collection by mistake, compiles
// Today, notices, and deletes the source: "its documents are tombstoned, it leaves retrieval at
// once, and Today is recompiled without it". An anonymous visitor still reads the deleted text:
// the queue version compiled before the deletion stays readable by number
// (queueVersion(version)), and so does a packet of it by the public reference the visitor
// noted before the deletion. The public demo should show no evidence of a deleted source.
func TestPublicDemoShowsNothingOfADeletedSource(t *testing.T) {
	owner, public := demoServers(t)
	ctx := context.Background()
	a := localOwner(t, owner.engine)
	doc := "# PAY-991 " + secretMark + "\n\n" +
		"PAY-991: raise the " + secretMark + " to 412,000 EUR.\n\n" +
		"Marco Bianchi owns PAY-991. I'll have PAY-991 done by Friday 2 May 2025.\n\n" +
		"Status: Todo\n"
	res, err := owner.engine.Import(ctx, a, engine.ImportRequest{SourceName: "HR private", Format: ingest.Markdown, Input: ingest.FromBytes("hr.md", []byte(doc))})
	if err != nil {
		t.Fatal(err)
	}
	v, err := owner.engine.CompileQueue(ctx, a, engine.CompileRequest{AsOf: time.Date(2025, 4, 20, 9, 0, 0, 0, time.UTC)})
	if err != nil {
		t.Fatal(err)
	}
	// The mistake is visible to the public before the deletion; the visitor notes its packet.
	ref, text := publicPackets(t, public, v.Version)
	if ref == "" || !strings.Contains(text, secretMark) {
		t.Fatalf("the mistaken collection made no public packet to delete (setup)")
	}

	del, err := owner.engine.DeleteSource(ctx, a, res.Job.SourceID)
	if err != nil || del.QueueVersion == 0 {
		t.Fatalf("DeleteSource = %+v, %v", del, err)
	}

	if _, text := publicPackets(t, public, v.Version); strings.Contains(text, secretMark) {
		t.Errorf("queueVersion(%d), compiled before the deletion: an anonymous visitor still reads the deleted source's text", v.Version)
	}
	_, r := public.graphql(t, `query($id: ID!) { packet(id: $id) { objective evidence { text title sourceName } } }`, map[string]any{"id": ref})
	if strings.Contains(string(r.Data), secretMark) {
		t.Errorf("packet(%s), noted before the deletion: an anonymous visitor still reads the deleted source's text: %.300s", ref, r.Data)
	}
	if _, text := publicPackets(t, public, 0); strings.Contains(text, secretMark) {
		t.Errorf("today: the deleted source's text is still there")
	}
	// Members keep the immutable history (receipts); only the public projection is at issue.
	if p, err := owner.engine.QueuePackets(ctx, a, v.Version, page.Request{First: 100}); err != nil || len(p.Items) == 0 {
		t.Fatalf("the owner's version %d = %v", v.Version, err)
	}
}

// publicPackets pages through a queue version's packets as the public actor (version 0: today)
// and returns the public reference of the PAY-991 packet and all the text it read.
func publicPackets(t *testing.T, public *fixture, version int) (string, string) {
	t.Helper()
	const fields = `edges { node { id exactIds objective evidence { text title sourceName } } } pageInfo { hasNextPage endCursor }`
	var ref string
	var all strings.Builder
	after := ""
	for range 50 {
		var raw json.RawMessage
		if version == 0 {
			_, r := public.graphql(t, `query($a: String) { today(first: 20, after: $a) { `+fields+` } }`, map[string]any{"a": nilIfEmpty(after)})
			var d struct{ Today json.RawMessage }
			if err := json.Unmarshal(r.Data, &d); err != nil || len(r.Errors) > 0 {
				t.Fatalf("today = %+v", r.Errors)
			}
			raw = d.Today
		} else {
			_, r := public.graphql(t, `query($v: Int!, $a: String) { queueVersion(version: $v) { packets(first: 20, after: $a) { `+fields+` } } }`, map[string]any{"v": version, "a": nilIfEmpty(after)})
			var d struct {
				QueueVersion *struct{ Packets json.RawMessage }
			}
			if err := json.Unmarshal(r.Data, &d); err != nil || len(r.Errors) > 0 {
				t.Fatalf("queueVersion = %+v", r.Errors)
			}
			if d.QueueVersion == nil {
				return ref, all.String() // no such version for this reader
			}
			raw = d.QueueVersion.Packets
		}
		all.Write(raw)
		var c struct {
			Edges []struct {
				Node struct {
					ID       string
					ExactIds []string
				}
			}
			PageInfo struct {
				HasNextPage bool
				EndCursor   string
			}
		}
		if err := json.Unmarshal(raw, &c); err != nil {
			t.Fatal(err)
		}
		for _, e := range c.Edges {
			for _, id := range e.Node.ExactIds {
				if id == "PAY-991" {
					ref = e.Node.ID
				}
			}
		}
		if !c.PageInfo.HasNextPage {
			break
		}
		after = c.PageInfo.EndCursor
	}
	return ref, all.String()
}

func nilIfEmpty(s string) any {
	if s == "" {
		return nil
	}
	return s
}
