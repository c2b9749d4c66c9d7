package engine

import (
	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/errs"
)

// requireActor admits any resolved actor, the public demo actor included: it guards reads that
// the public demo may make (its results are projected for the public on the way out).
func requireActor(a actor.Actor) error {
	if a.Kind == actor.Anonymous || a.WorkspaceID == "" {
		return errs.E(errs.Unauthenticated, "sign in to use QueueProof")
	}
	return nil
}

// requirePrivate is the private-actor guard: the one check between the public demo actor and
// the control plane. It returns UNAUTHENTICATED for no actor and FORBIDDEN for the public
// actor (and for any principal holding only public access).
//
// EVERY engine entry point that touches credentials, connector lifecycle changes, proposals
// and their history, approval, execution, database or workspace creation, uploads, MCP token
// administration, raw database enumeration or querying, or ingestion-status refresh MUST call
// requirePrivate (or requireOwner) first, and MUST get a row in privateEntryPoints in
// guard_test.go, which proves it refuses the public actor.
func requirePrivate(a actor.Actor) error {
	if err := requireActor(a); err != nil {
		return err
	}
	if a.IsPublic() || !a.Signed() || a.Role == actor.PublicAccess {
		return errs.E(errs.Forbidden, "the public demo cannot do this; sign in to your own workspace")
	}
	return nil
}

// requireOwner is requirePrivate for actions only the workspace's owner may take (approval,
// execution, credentials).
func requireOwner(a actor.Actor) error {
	if err := requirePrivate(a); err != nil {
		return err
	}
	if a.Role != actor.Owner {
		return errs.E(errs.Forbidden, "only the workspace owner can do this")
	}
	return nil
}
