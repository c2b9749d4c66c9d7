// Package engine is the one place with QueueProof's domain rules. Delivery layers (GraphQL,
// MCP, REST, the widget) resolve an actor with Resolve, call an engine method with it, and
// project the result; the workspace always comes from the actor.
package engine

import (
	"context"
	"fmt"
	"io/fs"
	"log/slog"

	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/ingest"
	"github.com/queueproof/queueproof/engine/page"
	"github.com/queueproof/queueproof/engine/source"
	"github.com/queueproof/queueproof/engine/store"
	"github.com/queueproof/queueproof/engine/workspace"
)

// Options are the engine's settings, taken from the configuration.
type Options struct {
	// LocalActor signs loopback clients in as the local owner (never in production).
	LocalActor bool
	// Production disables everything meant only for development.
	Production bool
	// PublicWorkspaceID is the workspace anonymous visitors may read, if it grants
	// membership to the public-access principal.
	PublicWorkspaceID string
	// Migrations are the SQL migrations the database must have applied to be ready.
	Migrations fs.FS
	// ImportLimits bound what one import may read (zero: ingest.DefaultLimits).
	ImportLimits ingest.Limits
}

// Engine holds the services of the domain over one database.
type Engine struct {
	db         *store.DB
	log        *slog.Logger
	opts       Options
	migrations []store.Migration
	workspaces *workspace.Store
	sources    *source.Store
	evidence   evidence
}

// New builds an engine over an open, migrated database.
func New(db *store.DB, log *slog.Logger, opts Options) (*Engine, error) {
	if opts.LocalActor && opts.Production {
		return nil, fmt.Errorf("the local actor is never allowed in production")
	}
	var ms []store.Migration
	if opts.Migrations != nil {
		var err error
		if ms, err = store.LoadMigrations(opts.Migrations); err != nil {
			return nil, err
		}
	}
	return &Engine{
		db:         db,
		log:        log,
		opts:       opts,
		migrations: ms,
		workspaces: workspace.New(db),
		sources:    source.New(db),
		evidence:   newEvidence(db, opts),
	}, nil
}

// LocalSubject is the subject of the development local actor.
const LocalSubject = "local:owner"

// Resolve turns credentials into an actor, in strict trust order; the first tier that matches
// wins, and an invalid credential at a higher tier is an error, never a fall-through. With
// nothing matched it returns the anonymous actor (not an error): each engine call decides
// whether anonymous callers may use it.
func (e *Engine) Resolve(ctx context.Context, c actor.Credentials) (actor.Actor, error) {
	if e.opts.LocalActor && !e.opts.Production && c.Loopback {
		ws, err := e.workspaces.EnsurePersonal(ctx, LocalSubject, "Local workspace")
		if err != nil {
			return actor.Actor{}, fmt.Errorf("provision local workspace: %w", err)
		}
		return actor.Actor{Kind: actor.Local, Subject: LocalSubject, WorkspaceID: ws.ID, Role: actor.Owner}, nil
	}
	if id := e.opts.PublicWorkspaceID; id != "" {
		role, err := e.workspaces.Role(ctx, id, actor.PublicPrincipal)
		switch {
		case err == nil && role == actor.PublicAccess:
			return actor.Actor{Kind: actor.Public, Subject: "public-access", WorkspaceID: id, Role: actor.PublicAccess}, nil
		case err != nil && !errs.Is(err, errs.NotFound):
			return actor.Actor{}, err
		}
		// Fail closed: no explicit public-access membership, no public actor.
	}
	return actor.Actor{}, nil
}

// Viewer is what the caller may know about itself.
type Viewer struct {
	Actor     actor.Actor
	Workspace workspace.Workspace
}

// Viewer reports the resolved actor and its workspace.
func (e *Engine) Viewer(ctx context.Context, a actor.Actor) (Viewer, error) {
	if err := requireActor(a); err != nil {
		return Viewer{}, err
	}
	ws, err := e.workspaces.Get(ctx, a.WorkspaceID)
	if err != nil {
		return Viewer{}, err
	}
	if a.IsPublic() {
		ws.ID = "" // the public actor sees no storage ids
	}
	return Viewer{Actor: a, Workspace: ws}, nil
}

// Sources lists the actor's workspace's sources.
func (e *Engine) Sources(ctx context.Context, a actor.Actor, req page.Request) (source.Page, error) {
	if err := requireActor(a); err != nil {
		return source.Page{}, err
	}
	return e.sources.List(ctx, a.WorkspaceID, req)
}

// Source reads one source of the actor's workspace.
func (e *Engine) Source(ctx context.Context, a actor.Actor, id string) (source.Source, error) {
	if err := requireActor(a); err != nil {
		return source.Source{}, err
	}
	return e.sources.Get(ctx, a.WorkspaceID, id)
}

// Ready reports whether the database answers and every migration is applied.
func (e *Engine) Ready(ctx context.Context) error {
	if err := e.db.Ping(ctx); err != nil {
		return err
	}
	pending, err := e.db.MigrationStatus(ctx, e.migrations)
	if err != nil {
		return err
	}
	if len(pending) > 0 {
		return fmt.Errorf("%d migrations pending, first %s", len(pending), pending[0].Name)
	}
	return nil
}

func requireActor(a actor.Actor) error {
	if a.Kind == actor.Anonymous || a.WorkspaceID == "" {
		return errs.E(errs.Unauthenticated, "sign in to use QueueProof")
	}
	return nil
}
