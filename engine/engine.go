// Package engine is the one place with QueueProof's domain rules. Delivery layers (GraphQL,
// MCP, REST, the widget) resolve an actor with Resolve, call an engine method with it, and
// project the result; the workspace always comes from the actor.
package engine

import (
	"context"
	"fmt"
	"io/fs"
	"log/slog"
	"time"

	"github.com/queueproof/queueproof/engine/accesstoken"
	"github.com/queueproof/queueproof/engine/action"
	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/answer"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/gateway"
	"github.com/queueproof/queueproof/engine/ingest"
	"github.com/queueproof/queueproof/engine/linear"
	"github.com/queueproof/queueproof/engine/mcptoken"
	"github.com/queueproof/queueproof/engine/openid"
	"github.com/queueproof/queueproof/engine/page"
	"github.com/queueproof/queueproof/engine/projection"
	"github.com/queueproof/queueproof/engine/provider"
	"github.com/queueproof/queueproof/engine/publicref"
	"github.com/queueproof/queueproof/engine/queue"
	"github.com/queueproof/queueproof/engine/records"
	"github.com/queueproof/queueproof/engine/secretbox"
	"github.com/queueproof/queueproof/engine/session"
	"github.com/queueproof/queueproof/engine/source"
	"github.com/queueproof/queueproof/engine/store"
	"github.com/queueproof/queueproof/engine/throttle"
	"github.com/queueproof/queueproof/engine/widget"
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
	// OIDC is the OpenID Connect relying party; an empty Issuer turns OIDC off.
	OIDC openid.Config
	// SessionKeys sign and verify legacy owner sessions, newest first; none turns them off.
	SessionKeys [][]byte
	// Gateway is the trusted identity gateway; the zero value turns it off.
	Gateway gateway.Gateway
	// Migrations are the SQL migrations the database must have applied to be ready.
	Migrations fs.FS
	// Now is the clock (time.Now when nil); tests set it.
	Now func() time.Time
	// SecretKey (base64 of 32 bytes) encrypts provider secrets at rest; without it providers
	// cannot be registered.
	SecretKey string
	// Providers tunes the knowledge-provider consumer (deadlines, limits, breaker).
	Providers provider.Options
	// LinearAPIKey and LinearAPIURL reach Linear; without a key, executions run dry.
	LinearAPIKey string
	LinearAPIURL string
	// Actions tunes the execution service (lease, fault-injection hooks for tests).
	Actions action.Options
	// MCPResource is the canonical URL of the MCP endpoint (BASE_URL + "/mcp"): the audience
	// MCP tokens are issued for and OAuth access tokens must name.
	MCPResource string
	// MCPOAuth pins the OAuth issuer and JWKS whose access tokens MCP accepts; zero: none.
	MCPOAuth accesstoken.Config
	// ImportLimits bound what one import may read (zero: ingest.DefaultLimits).
	ImportLimits ingest.Limits
	// Synthesizer, when set, writes Ask's answers (a model); its output is validated like the
	// extractive synthesizer's, which answers when it is nil or fails.
	Synthesizer Synthesizer
}

// Engine holds the services of the domain over one database.
type Engine struct {
	db           *store.DB
	log          *slog.Logger
	opts         Options
	now          func() time.Time
	migrations   []store.Migration
	workspaces   *workspace.Store
	sources      *source.Store
	providers    *provider.Service
	widgets      *widget.Store
	mcpTokens    *mcptoken.Store
	accessTokens *accesstoken.Verifier // nil when MCP OAuth is off
	sessions     *session.Store
	throttles    *throttle.Store
	oidc         *openid.Client // nil when OIDC is off
	legacyOn     bool
	evidence     evidence
	answers      *answer.Store
	// synth is the optional model synthesizer (nil: the extractive one alone).
	synth   Synthesizer
	refs    *publicref.Keyring
	actions *action.Service
	queue   queueing
	// bg runs the imports started by StartImport.
	bg *background
}

// queueing holds what Today's queue needs: the evidence loader and the version store.
type queueing struct {
	loader *records.Loader
	// domains are the team domains workspaces' owners listed (records.TeamDomains).
	domains *records.TeamDomains
	store   *queue.Store
	// extract keeps each conversation's records between compiles (see records.Extractor).
	extract *records.Extractor
}

// extractorConversations bounds the conversations whose records a compile keeps for the next.
const extractorConversations = 20000

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
	if opts.Now == nil {
		opts.Now = time.Now
	}
	box, err := secretbox.New(opts.SecretKey)
	if err != nil {
		return nil, fmt.Errorf("secret key: %w", err)
	}
	providers, err := provider.New(db, box, log, opts.Providers)
	if err != nil {
		return nil, err
	}
	refs := publicref.NewKeyring(db)
	extractor, err := records.NewExtractor(extractorConversations)
	if err != nil {
		return nil, fmt.Errorf("records extractor: %w", err)
	}
	e := &Engine{
		providers:  providers,
		widgets:    widget.New(db),
		refs:       refs,
		actions:    action.New(db, log, actionOptions(opts)),
		mcpTokens:  mcptoken.New(db, opts.Now),
		db:         db,
		log:        log,
		opts:       opts,
		now:        opts.Now,
		migrations: ms,
		workspaces: workspace.New(db),
		sources:    source.New(db),
		evidence:   newEvidence(db, opts),
		queue:      queueing{loader: records.NewLoader(db), domains: records.NewTeamDomains(db), store: queue.NewStore(db, refs), extract: extractor},
		sessions:   session.New(db),
		throttles:  throttle.New(db, opts.Now),
		answers:    answer.New(db, opts.Now),
		synth:      opts.Synthesizer,
		bg:         newBackground(),
		// Legacy owner sessions are off in production once OIDC is configured.
		legacyOn: len(opts.SessionKeys) > 0 && !(opts.Production && opts.OIDC.Issuer != ""),
	}
	if opts.MCPOAuth.Enabled() {
		if opts.MCPOAuth.Audience == "" {
			opts.MCPOAuth.Audience = opts.MCPResource
		}
		if opts.MCPOAuth.Now == nil {
			opts.MCPOAuth.Now = opts.Now
		}
		e.opts.MCPOAuth = opts.MCPOAuth
		// The key set fetches lazily and lives as long as the process.
		e.accessTokens = accesstoken.New(context.Background(), opts.MCPOAuth)
	}
	if opts.OIDC.Issuer != "" {
		if opts.OIDC.ClientID == "" || opts.OIDC.RedirectURL == "" {
			return nil, fmt.Errorf("OIDC needs a client id and a redirect URL")
		}
		e.oidc = openid.New(opts.OIDC)
	}
	return e, nil
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

// Sources lists the actor's workspace's sources. The public actor gets the public projection:
// public references instead of ids (in cursors too), no state reasons.
func (e *Engine) Sources(ctx context.Context, a actor.Actor, req page.Request) (source.Page, error) {
	if err := requireKnowledge(a, mcptoken.ScopeRead); err != nil {
		return source.Page{}, err
	}
	if !a.IsPublic() {
		return e.sources.List(ctx, a.WorkspaceID, req)
	}
	refs, err := e.refs.Refs(ctx)
	if err != nil {
		return source.Page{}, err
	}
	if req.After != "" {
		ref, err := page.DecodeCursor(req.After)
		if err != nil {
			return source.Page{}, err
		}
		id, err := e.resolveSourceRef(ctx, a.WorkspaceID, ref)
		if err != nil {
			return source.Page{}, err
		}
		req.After = page.EncodeCursor(id)
	}
	p, err := e.sources.List(ctx, a.WorkspaceID, req)
	if err != nil {
		return p, err
	}
	return projection.SourcePagePublic(p, refs), nil
}

// Source reads one source of the actor's workspace (by public reference for the public actor).
func (e *Engine) Source(ctx context.Context, a actor.Actor, id string) (source.Source, error) {
	if err := requireKnowledge(a, mcptoken.ScopeRead); err != nil {
		return source.Source{}, err
	}
	if !a.IsPublic() {
		return e.sources.Get(ctx, a.WorkspaceID, id)
	}
	refs, err := e.refs.Refs(ctx)
	if err != nil {
		return source.Source{}, err
	}
	sid, err := e.resolveSourceRef(ctx, a.WorkspaceID, id)
	if err != nil {
		return source.Source{}, err
	}
	src, err := e.sources.Get(ctx, a.WorkspaceID, sid)
	if err != nil {
		return src, err
	}
	return projection.SourcePublic(src, refs), nil
}

func (e *Engine) resolveSourceRef(ctx context.Context, workspaceID, ref string) (string, error) {
	refs, err := e.refs.Refs(ctx)
	if err != nil {
		return "", err
	}
	ids, err := e.sources.IDs(ctx, workspaceID)
	if err != nil {
		return "", err
	}
	if id := refs.Resolve(workspaceID, projection.KindSource, ref, ids); id != "" {
		return id, nil
	}
	return "", errs.E(errs.NotFound, "source not found")
}

// Ready reports whether the database answers, its file (when embedded) is still a SQLite
// file, and every migration is applied. A writer held busy by another process does not make
// it fail: that is a wait for writes (they answer UNAVAILABLE past the busy timeout), while
// reads go on.
func (e *Engine) Ready(ctx context.Context) error {
	if err := e.db.Ping(ctx); err != nil {
		return err
	}
	if err := e.db.CheckFile(); err != nil {
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

// actionOptions wires the Linear client: with an API key, executions call Linear; without one
// they run dry and record the exact request they would have sent.
func actionOptions(opts Options) action.Options {
	o := opts.Actions
	if o.Now == nil {
		o.Now = opts.Now
	}
	if o.Issuer == nil && opts.LinearAPIKey != "" {
		o.Issuer = linear.New(opts.LinearAPIURL, opts.LinearAPIKey)
	}
	return o
}

// ReconcileExecutions settles executions whose outcome is unknown or whose process died after
// claiming them. Any replica may run it; each execution is taken by one at a time.
func (e *Engine) ReconcileExecutions(ctx context.Context) (int, error) {
	return e.actions.Reconcile(ctx)
}

// ReconcileImports marks failed the import jobs whose process died mid-way (no heartbeat for
// ingest.AbandonAfter). Any replica may run it.
func (e *Engine) ReconcileImports(ctx context.Context) (int, error) {
	return e.evidence.jobs.Abandon(ctx, ingest.AbandonAfter, e.now())
}
