package server_test

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/action"
	"github.com/queueproof/queueproof/engine/page"
)

// Attack (third round): an agent holding only the propose scope writes the title and team an
// owner reads under Review actions before approving, and that Linear then receives as they
// are. The payload bounds refuse a newline but not other control or text-direction
// characters: a title with U+202E reads backwards ("...exe.txt" shows as "...txt.exe"), one
// with a carriage return, NUL or an isolate shows one thing in the review and sends another.
// Source names with the same characters are refused (RELIABILITY.md row 17); a proposal the
// owner approves deserves at least that. Each must be refused (4xx, BAD_USER_INPUT) and no
// proposal written.
func TestProposalTitlesRefuseControlAndDirectionCharacters(t *testing.T) {
	f, fake, owner, packet := actionsFixture(t)
	_, token := createToken(t, f, "READ, PROPOSE", "INTERNAL", "")
	cases := []struct{ name, teamID, title string }{
		{"right-to-left override in the title", "team-eng", "Rotate the key for \u202egnp.nigol\u202c"},
		{"carriage return in the title", "team-eng", "Close ENG-1\rDelete the production database"},
		{"NUL in the title", "team-eng", "Close ENG-1\x00 and wipe the ledger"},
		{"first-strong isolate in the title", "team-eng", "Pay \u2068invoice 4471\u2069 now"},
		{"left-to-right embedding in the title", "team-eng", "Refund \u202a$10\u202c"},
		{"escape sequence in the title", "team-eng", "Harmless\x1b[2K\x1b[1GDelete everything"},
		{"zero-width-joined right-to-left mark in the title", "team-eng", "Approve\u200f\u200d me"},
		{"right-to-left override in the team", "team-\u202eeng", "Follow up"},
		{"NUL in the team", "team-eng\x00ops", "Follow up"},
		{"carriage return in the team", "team-eng\rops", "Follow up"},
	}
	for i, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			body, _ := json.Marshal(map[string]any{"packetId": packet, "idempotencyKey": "attack3-" + string(rune('a'+i)), "teamId": tc.teamID, "title": tc.title})
			resp, raw := rest(t, f, token, http.MethodPost, "/api/v1/mcp/tools/propose", string(body))
			if resp.StatusCode < 400 || resp.StatusCode >= 500 {
				t.Errorf("propose(%q, %q) = %d %s, want a 4xx refusal", tc.teamID, tc.title, resp.StatusCode, raw)
			}
		})
	}
	// The same characters in the description, a title one character over the limit, and a
	// title written twice (a clean one first, the override second) are refused too.
	for i, body := range []string{
		`{"packetId":"` + packet + `","idempotencyKey":"attack3-d1","teamId":"team-eng","title":"Follow up","description":"Pay \u202eCBA-77\u202c now"}`,
		`{"packetId":"` + packet + `","idempotencyKey":"attack3-d2","teamId":"team-eng","title":"` + strings.Repeat("x", action.MaxTitle+1) + `"}`,
		`{"packetId":"` + packet + `","idempotencyKey":"attack3-d3","teamId":"team-eng","title":"Follow up","title":"Rotate \u202egnp.nigol"}`,
	} {
		resp, raw := rest(t, f, token, http.MethodPost, "/api/v1/mcp/tools/propose", body)
		if resp.StatusCode < 400 || resp.StatusCode >= 500 {
			t.Errorf("propose variant %d = %d %s, want a 4xx refusal", i, resp.StatusCode, raw)
		}
	}
	p, err := f.engine.Proposals(context.Background(), owner, "", page.Request{First: 100})
	if err != nil {
		t.Fatal(err)
	}
	for _, st := range p.Items {
		t.Errorf("proposal %s was written with title %q and team %q", st.Proposal.ID, st.Proposal.Payload().Title, st.Proposal.Payload().TeamID)
	}
	if fake.CreateCalls() != 0 {
		t.Errorf("Linear was called %d times", fake.CreateCalls())
	}
}
