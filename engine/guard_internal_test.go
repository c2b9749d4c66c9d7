package engine

import (
	"testing"

	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/mcptoken"
)

// guardActors is one actor of every kind and role the guard must tell apart.
var guardActors = []struct {
	name           string
	a              actor.Actor
	private, owner errs.Code // "" means allowed
}{
	{"anonymous", actor.Actor{}, errs.Unauthenticated, errs.Unauthenticated},
	{"public demo", actor.Actor{Kind: actor.Public, Subject: "public-access", WorkspaceID: "ws_demo", Role: actor.PublicAccess}, errs.Forbidden, errs.Forbidden},
	{"signed subject holding only public access", actor.Actor{Kind: actor.Gateway, Subject: "gateway:x", WorkspaceID: "ws_demo", Role: actor.PublicAccess}, errs.Forbidden, errs.Forbidden},
	{"OIDC owner", actor.Actor{Kind: actor.OIDC, Subject: "oidc:i#s", WorkspaceID: "ws_1", Role: actor.Owner}, "", ""},
	{"OIDC member", actor.Actor{Kind: actor.OIDC, Subject: "oidc:i#m", WorkspaceID: "ws_1", Role: actor.Member}, "", errs.Forbidden},
	{"legacy owner", actor.Actor{Kind: actor.LegacyOwner, Subject: "legacy:o", WorkspaceID: "ws_2", Role: actor.Owner}, "", ""},
	{"gateway owner", actor.Actor{Kind: actor.Gateway, Subject: "gateway:g", WorkspaceID: "ws_3", Role: actor.Owner}, "", ""},
	{"local owner", actor.Actor{Kind: actor.Local, Subject: LocalSubject, WorkspaceID: "ws_4", Role: actor.Owner}, "", ""},
	// An agent credential carries its person's role but never what only an owner may do.
	{"owner's OAuth access token with every scope", actor.Actor{Kind: actor.OIDC, Subject: "oidc:i#s", WorkspaceID: "ws_1", Role: actor.Owner,
		Scopes: []string{mcptoken.ScopeRead, mcptoken.ScopePropose}}, "", errs.Forbidden},
	{"owner's MCP token with no scope", actor.Actor{Kind: actor.Local, Subject: LocalSubject, WorkspaceID: "ws_4", Role: actor.Owner, Scopes: []string{}}, "", errs.Forbidden},
	{"kind without workspace", actor.Actor{Kind: actor.OIDC, Subject: "oidc:i#s", Role: actor.Owner}, errs.Unauthenticated, errs.Unauthenticated},
}

func TestRequirePrivateAndOwner(t *testing.T) {
	check := func(t *testing.T, fn string, err error, want errs.Code) {
		t.Helper()
		if want == "" && err != nil {
			t.Errorf("%s = %v, want nil", fn, err)
		}
		if want != "" && !errs.Is(err, want) {
			t.Errorf("%s = %v, want %s", fn, err, want)
		}
	}
	for _, tt := range guardActors {
		t.Run(tt.name, func(t *testing.T) {
			check(t, "requirePrivate", requirePrivate(tt.a), tt.private)
			check(t, "requireOwner", requireOwner(tt.a), tt.owner)
		})
	}
}
