// Package engine is the one place with QueueProof's domain rules. Delivery layers (GraphQL,
// MCP, REST, the widget) resolve an actor with Resolve, call an engine method with it, and
// project the result; the workspace always comes from the actor.
package engine

import (
	"context"
	"crypto/hkdf"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"io/fs"
	"log/slog"
	"strings"
	"time"

	"github.com/queueproof/queueproof/engine/accesstoken"
	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/answer"
	"github.com/queueproof/queueproof/engine/gateway"
	"github.com/queueproof/queueproof/engine/ingest"
	"github.com/queueproof/queueproof/engine/mcptoken"
	"github.com/queueproof/queueproof/engine/openid"
	"github.com/queueproof/queueproof/engine/page"
	"github.com/queueproof/queueproof/engine/provider"
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
	// refKey keys the public references of ids shown to the public actor (nil without a
	// secret key: public citations then carry answer-local ids and no document reference).
	refKey []byte
	// synth is the optional model synthesizer (nil: the extractive one alone).
	synth Synthesizer
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
	e := &Engine{
		providers:  providers,
		widgets:    widget.New(db),
		mcpTokens:  mcptoken.New(db, opts.Now),
		db:         db,
		log:        log,
		opts:       opts,
		now:        opts.Now,
		migrations: ms,
		workspaces: workspace.New(db),
		sources:    source.New(db),
		evidence:   newEvidence(db, opts),
		sessions:   session.New(db),
		throttles:  throttle.New(db, opts.Now),
		answers:    answer.New(db, opts.Now),
		synth:      opts.Synthesizer,
		// Legacy owner sessions are off in production once OIDC is configured.
		legacyOn: len(opts.SessionKeys) > 0 && !(opts.Production && opts.OIDC.Issuer != ""),
	}
	if e.refKey, err = publicRefKey(opts.SecretKey); err != nil {
		return nil, err
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

// publicRefKey derives the key of public references from the secret key (HKDF-SHA256 with its
// own label, so it is never the encryption key itself); no secret key, no public-reference key.
func publicRefKey(secretKey string) ([]byte, error) {
	if secretKey == "" {
		return nil, nil
	}
	raw, err := base64.StdEncoding.DecodeString(strings.TrimSpace(secretKey))
	if err != nil {
		return nil, fmt.Errorf("secret key: %w", err)
	}
	key, err := hkdf.Key(sha256.New, raw, nil, "queueproof public references v1", 32)
	if err != nil {
		return nil, fmt.Errorf("public reference key: %w", err)
	}
	return key, nil
}
