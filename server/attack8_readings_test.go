package server_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/ingest"
)

// Attack on the fifth session's readings of 2026-12-02 (a value's frame names what it
// replaced; a pending word makes a detail PARTIAL; a state word after a noun phrase is the
// item's only when the phrase names it), as an outsider would try them across two tenants:
// mallory plants, in her own workspace, a "TBC" and a newer value in the same words as alice's
// page; she asks from a foreign Host and Origin naming alice's sources; the anonymous public
// actor asks the same; a widget key and the public actor try to import the planted lines into
// alice's workspace; an oversized title floods an item's name; a record names its body twice.
// Alice's answer keeps its latest value and what it replaced, and nothing is written where it
// is refused.
func TestTheSessionsReadingsHoldAcrossTenantsAndActors(t *testing.T) {
	tn := newTenants(t)
	aliceTok, alice := tn.bearer(t, "alice")
	malloryTok, mallory := tn.bearer(t, "mallory")
	ctx := context.Background()
	importAs, must := tn.importer(t), fatalIf(t)
	imp := func(a actor.Actor, source, body string) error {
		return importAs(a, ingest.JSONL, source, "docs.jsonl", body)
	}
	const question = "How long do we keep CCTV footage?"
	// Other pages, so that the question's words tell its pages apart (a workspace of two pages
	// that both hold every word of it has no topic to find).
	var other strings.Builder
	for i, body := range []string{"The canteen opens at 7:30 and closes at 15:00.", "Visitors sign in at the gatehouse and wear a badge.",
		"Forklift drivers renew their licence every three years.", "The fire drill is held in March and September.",
		"Parking on the north yard is for lorries only.", "Payroll runs on the 25th of each month."} {
		fmt.Fprintf(&other, `{"id":"o%d","title":"Site notes %d","body":%q,"author":"Ines Roy","createdAt":"2025-05-0%dT09:00:00Z"}`+"\n", i, i, body, i+1)
	}
	must(imp(alice, "Notes", other.String()))
	must(imp(alice, "Wiki", `{"id":"w1","title":"Site security","body":"48 cameras on the two yards; CCTV footage is kept for 30 days and then overwritten.","author":"Ines Roy","createdAt":"2025-06-01T09:00:00Z"}`+"\n"+
		`{"id":"w2","title":"CCTV footage retention","body":"After the privacy review, from 1 February CCTV footage is kept for 10 days and then overwritten.","author":"Ines Roy","createdAt":"2026-01-20T09:00:00Z"}`+"\n"))
	planted := `{"id":"p1","title":"CCTV footage retention","body":"CCTV footage retention: TBC.","author":"Eve Outsider","createdAt":"2026-11-01T09:00:00Z"}` + "\n" +
		`{"id":"p2","title":"CCTV footage retention","body":"Update: CCTV footage is kept for 1 days and then overwritten.","author":"Eve Outsider","createdAt":"2026-11-02T09:00:00Z"}` + "\n"
	must(imp(mallory, "Uploads", planted))

	sources := func() int { return tn.sourceCount(t, alice.WorkspaceID) }
	before := sources()
	// Refused outright, and nothing written: a widget key and the public actor importing the
	// planted lines into alice's workspace.
	for name, a := range outsiders(alice.WorkspaceID) {
		if err := imp(a, "Planted", planted); errs.CodeOf(err) == "" {
			t.Errorf("%s: Import = nil, want refused", name)
		}
	}
	// A title long enough to flood what names an item is refused, and so is a record that names
	// its body twice (decoders disagree on which one counts).
	flood := `{"id":"f1","title":"PLM-12 ` + strings.Repeat("car park ", ingest.MaxFieldChars/8) + `","body":"PLM-12 car park closed.","createdAt":"2026-11-03T09:00:00Z"}` + "\n"
	if err := imp(alice, "Flood", flood); errs.CodeOf(err) != errs.Invalid {
		t.Errorf("an oversized title: Import = %v, want BAD_USER_INPUT", err)
	}
	twice := `{"id":"d1","title":"CCTV footage retention","body":"CCTV footage is kept for 10 days and then overwritten.","body":"CCTV footage retention: TBC.","createdAt":"2026-11-04T09:00:00Z"}` + "\n"
	if err := imp(alice, "Twice", twice); errs.CodeOf(err) != errs.Invalid {
		t.Errorf("a record naming its body twice: Import = %v, want BAD_USER_INPUT", err)
	}
	twiceFolded := `{"id":"d2","title":"CCTV footage retention","body":"CCTV footage is kept for 10 days and then overwritten.","BODY":"CCTV footage retention: TBC.","createdAt":"2026-11-04T09:00:00Z"}` + "\n"
	if err := imp(alice, "Twice", twiceFolded); errs.CodeOf(err) != errs.Invalid {
		t.Errorf("a record naming its body twice in two cases: Import = %v, want BAD_USER_INPUT", err)
	}
	if n := sources(); n != before {
		t.Errorf("alice's sources: %d after the refused imports, %d before", n, before)
	}

	type answer struct {
		Ask struct {
			Status    string
			Text      string
			Citations []struct{ Title string }
		}
	}
	ask := func(header map[string]string, sourceIDs []string) answer {
		t.Helper()
		resp := tn.post(t, header, map[string]any{
			"query":     `mutation($q: String!, $s: [ID!]) { ask(input: {question: $q, sourceIds: $s}) { status text citations { title } } }`,
			"variables": map[string]any{"q": question, "s": sourceIDs},
		})
		defer resp.Body.Close()
		var r struct{ Data answer }
		if err := json.NewDecoder(resp.Body).Decode(&r); err != nil {
			t.Fatal(err)
		}
		return r.Data
	}
	var aliceSources []string
	must(tn.db.R.SelectContext(ctx, &aliceSources, `SELECT id FROM sources WHERE workspace_id = ?`, alice.WorkspaceID))

	// Mallory, from a foreign Host and Origin, names alice's sources: she reads her own
	// evidence only, and never alice's values.
	foreign := map[string]string{"Authorization": "Bearer " + malloryTok, "Host": "evil.example", "Origin": "https://evil.example"}
	for _, s := range [][]string{nil, aliceSources} {
		got := ask(foreign, s).Ask
		if strings.Contains(got.Text, "10 days") || strings.Contains(got.Text, "30 days") || strings.Contains(got.Text, "Site security") {
			t.Errorf("mallory (sources %v) reads alice's evidence: %q", s, got.Text)
		}
	}
	// The anonymous public actor asks: the public demo holds none of alice's evidence.
	if got := ask(nil, aliceSources).Ask; strings.Contains(got.Text, "10 days") || strings.Contains(got.Text, "30 days") {
		t.Errorf("the public actor reads alice's evidence: %q", got.Text)
	}
	// Alice's answer: the latest value, what it replaced, and no pending word or planted value
	// from mallory's workspace.
	got := ask(map[string]string{"Authorization": "Bearer " + aliceTok}, nil).Ask
	if !strings.Contains(got.Text, "10 days") || !strings.Contains(got.Text, "replaced 30 days") || strings.Contains(got.Text, "TBC") || strings.Contains(got.Text, "1 days") {
		t.Errorf("alice's answer = %s %q, want 10 days replacing 30 days, nothing of mallory's", got.Status, got.Text)
	}
}
