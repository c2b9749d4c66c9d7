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
	if customerCredential(a) {
		return errCustomerEgress()
	}
	return nil
}

// customerCredential reports whether a is a credential whose output reaches customers (a
// customer-egress MCP token, a widget key) other than the public demo actor.
func customerCredential(a actor.Actor) bool {
	return !a.IsPublic() && (a.Egress == actor.EgressCustomer || a.Kind == actor.Widget)
}

func errCustomerEgress() error {
	return &errs.Error{Code: errs.Forbidden, Reason: "customer_egress",
		Message: "insufficient_scope: a customer-egress credential reads customer-safe knowledge only (knowledge providers' public results); the queue, packets, answers, sources and indexed evidence are internal"}
}

// requireKnowledge is the one rule on who reads the workspace's internal knowledge: indexed
// evidence and everything built from it (answers, Today's queue and its packets, sources).
// People and internal agent credentials holding scope may; so may the public demo actor, whose
// workspace the operator published whole (queueproof public provision) and which gets the
// public projection. Customer-egress credentials (customer MCP tokens, widget keys) read
// customer-safe knowledge only, through KnowledgeSearch, and are FORBIDDEN here, on every path.
func requireKnowledge(a actor.Actor, scope string) error {
	if err := requireScope(a, scope); err != nil {
		return err
	}
	if customerCredential(a) {
		return errCustomerEgress()
	}
	return nil
}

// requireOwner is requirePrivate for actions only the workspace's owner may take (approval,
// execution, credentials).
func requireOwner(a actor.Actor) error {
	if err := requirePrivate(a); err != nil {
		return err
	}
	if a.Scopes != nil {
		// An agent credential (MCP token, OAuth access token) carries its person's role, but
		// what only an owner may do (approve, mint credentials, manage sources and providers)
		// is never delegated to one, whichever scopes it holds.
		return errs.E(errs.Forbidden, "only the workspace owner can do this, not an agent credential")
	}
	if a.Role != actor.Owner {
		return errs.E(errs.Forbidden, "only the workspace owner can do this")
	}
	return nil
}
