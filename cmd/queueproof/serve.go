package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"time"

	"github.com/queueproof/queueproof"
	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/accesstoken"
	"github.com/queueproof/queueproof/engine/config"
	"github.com/queueproof/queueproof/engine/gateway"
	"github.com/queueproof/queueproof/engine/index"
	"github.com/queueproof/queueproof/engine/logctx"
	"github.com/queueproof/queueproof/engine/modelsynth"
	"github.com/queueproof/queueproof/engine/openid"
	"github.com/queueproof/queueproof/engine/provider"
	"github.com/queueproof/queueproof/engine/store"
	"github.com/queueproof/queueproof/server"
)

// parseConfig parses a sub-command's flags over the environment and validates the result.
func parseConfig(name, summary string, args []string, env func(string) string, stderr io.Writer) (config.Config, error) {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	vals := config.Register(fs, env)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "Usage: queueproof %s [flags]\n\n%s\n\nEach flag can also be set with the environment variable in brackets.\n\nFlags:\n", name, summary)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return config.Config{}, err
	}
	if fs.NArg() > 0 {
		return config.Config{}, fmt.Errorf("%s: unexpected argument %q", name, fs.Arg(0))
	}
	return config.Build(vals)
}

func newLogger(w io.Writer, production bool) *slog.Logger {
	var h slog.Handler
	if production {
		h = slog.NewJSONHandler(w, &slog.HandlerOptions{Level: slog.LevelInfo})
	} else {
		h = slog.NewTextHandler(w, &slog.HandlerOptions{Level: slog.LevelInfo})
	}
	return slog.New(logctx.Handler{Handler: h})
}

// openConfigured validates the gathered settings, then opens and migrates their database: the
// preamble every sub-command that touches the database shares.
func openConfigured(ctx context.Context, vals map[string]*string, stderr io.Writer) (config.Config, *slog.Logger, *store.DB, error) {
	cfg, err := config.Build(vals)
	if err != nil {
		return cfg, nil, nil, err
	}
	log := newLogger(stderr, cfg.Production())
	db, err := openStore(ctx, cfg, log)
	return cfg, log, db, err
}

// openStore opens the database of cfg and applies pending migrations.
func openStore(ctx context.Context, cfg config.Config, log *slog.Logger) (*store.DB, error) {
	db, err := store.Open(ctx, cfg.DatabaseURL, store.Options{AuthToken: cfg.DatabaseAuthToken})
	if err != nil {
		return nil, err
	}
	ms, err := store.LoadMigrations(queueproof.Migrations())
	if err != nil {
		_ = db.Close()
		return nil, err
	}
	applied, err := db.Migrate(ctx, ms)
	if err != nil {
		_ = db.Close()
		return nil, fmt.Errorf("migrate %s: %w", db.Redacted(), err)
	}
	if len(applied) > 0 {
		log.InfoContext(ctx, "migrations applied", "database", db.Redacted(), "applied", applied)
	}
	// An index written by an earlier build is brought up to date once, now (a query would
	// otherwise read what that build wrote): see index.Upgrade.
	if err := index.Upgrade(ctx, db, log); err != nil {
		_ = db.Close()
		return nil, fmt.Errorf("upgrade the index of %s: %w", db.Redacted(), err)
	}
	return db, nil
}

func runServe(ctx context.Context, args []string, env func(string) string, _, stderr io.Writer) error {
	cfg, err := parseConfig("serve", "Serves the GraphQL API at /graphql, the app at /, MCP at /mcp, and /healthz, /readyz, /metrics.", args, env, stderr)
	if err != nil {
		return err
	}
	log := newLogger(stderr, cfg.Production())
	start := time.Now()
	db, err := openStore(ctx, cfg, log)
	if err != nil {
		return err
	}
	defer db.Close()
	eng, err := newEngine(db, log, cfg)
	if err != nil {
		return err
	}
	// Before the database closes: background imports stop and record why.
	defer eng.Close()
	if err := eng.DiscoverOIDC(ctx); err != nil {
		// Not fatal: discovery is retried on first sign-in; sign-in fails closed until then.
		log.WarnContext(ctx, "OIDC discovery failed; retried on first sign-in", "error", err)
	}
	if cfg.Demo && cfg.LocalActor {
		if loaded, err := eng.LoadDemo(ctx); err != nil {
			return err
		} else if loaded {
			log.Info("demo workspace loaded into the local workspace (turn off with QUEUEPROOF_DEMO=0)")
		}
	}
	sopts := server.Options{
		Production:  cfg.Production(),
		Frontend:    queueproof.Frontend(),
		CORSOrigins: cfg.CORSOrigins,
		Version:     version,
		BaseURL:     cfg.BaseURL,
		// Loopback only unless configured; none (empty) means the token only.
		MetricsToken:    cfg.MetricsToken,
		MetricsNetworks: cfg.MetricsNetworks,
	}
	if cfg.GatewayEnabled() {
		sopts.GatewayHeader = cfg.GatewayHeader
	}
	srv, err := server.New(eng, log, sopts)
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", cfg.Addr)
	if err != nil {
		return fmt.Errorf("listen on %s (QUEUEPROOF_ADDR): %w", cfg.Addr, err)
	}
	if cfg.SecretKey == "" {
		log.Warn("QUEUEPROOF_SECRET_KEY is not set: knowledge providers cannot be registered (secrets are stored encrypted)")
	}
	go reconcileLoop(ctx, eng, log, 30*time.Second)
	log.Info("queueproof serving", "url", "http://"+ln.Addr().String(), "env", cfg.Env,
		"database", db.Redacted(), "local_actor", cfg.LocalActor, "startup_ms", time.Since(start).Milliseconds(), "version", version)
	return server.Run(ctx, ln, srv, log, 25*time.Second)
}

// newEngine builds the engine from the configuration.
func newEngine(db *store.DB, log *slog.Logger, cfg config.Config) (*engine.Engine, error) {
	opts := engine.Options{
		LocalActor:        cfg.LocalActor,
		Production:        cfg.Production(),
		PublicWorkspaceID: cfg.PublicWorkspaceID,
		SessionKeys:       cfg.SessionKeys,
		Migrations:        queueproof.Migrations(),
		SecretKey:         cfg.SecretKey,
		MCPResource:       cfg.BaseURL + "/mcp",
		LinearAPIKey:      cfg.LinearAPIKey,
		LinearAPIURL:      cfg.LinearAPIURL,
		MCPOAuth:          accesstoken.Config{Issuer: cfg.MCPOAuthIssuer, JWKSURL: cfg.MCPOAuthJWKSURL},
		// allowPrivateNetwork takes effect only for the operator's allowlisted hosts.
		Providers: provider.Options{PrivateNetworks: provider.PrivateNetworks{
			Hosts: cfg.ProviderPrivateHosts, Prefixes: cfg.ProviderPrivatePrefixes}},
	}
	if cfg.OIDCIssuer != "" {
		opts.OIDC = openid.Config{
			Issuer:       cfg.OIDCIssuer,
			ClientID:     cfg.OIDCClientID,
			ClientSecret: cfg.OIDCClientSecret,
			RedirectURL:  cfg.BaseURL + "/auth/callback",
		}
		if cfg.Production() && len(cfg.SessionKeys) > 0 {
			log.Warn("QUEUEPROOF_SESSION_KEYS is ignored: legacy owner sessions are off in production with OIDC")
		}
	}
	if cfg.LLMBaseURL != "" {
		// Ask's answers are written by the model; on any model failure the extractive
		// answer is used and the answer's trace says so.
		m, err := modelsynth.New(modelsynth.Options{BaseURL: cfg.LLMBaseURL, APIKey: cfg.LLMAPIKey, Model: cfg.LLMModel})
		if err != nil {
			return nil, fmt.Errorf("model synthesizer: %w", err)
		}
		opts.Synthesizer = m
		log.Info("model synthesizer on", "model", cfg.LLMModel)
	}
	if cfg.GatewayEnabled() {
		g, err := gateway.New(cfg.GatewayNetwork, cfg.GatewaySecret)
		if err != nil {
			return nil, err
		}
		opts.Gateway = g
	}
	return engine.New(db, log, opts)
}

func runMigrate(ctx context.Context, args []string, env func(string) string, stdout, stderr io.Writer) error {
	cfg, err := parseConfig("migrate", "Applies pending database migrations, then exits. Refuses a database whose applied migrations were edited.", args, env, stderr)
	if err != nil {
		return err
	}
	log := newLogger(stderr, cfg.Production())
	db, err := openStore(ctx, cfg, log)
	if err != nil {
		return err
	}
	defer db.Close()
	fmt.Fprintln(stdout, "database is up to date:", db.Redacted())
	return nil
}

// reconcileLoop settles unknown and abandoned executions, and marks abandoned import jobs
// failed, every interval until ctx ends.
func reconcileLoop(ctx context.Context, eng *engine.Engine, log *slog.Logger, every time.Duration) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			if n, err := eng.ReconcileExecutions(ctx); err != nil {
				log.WarnContext(ctx, "reconcile executions", "error", err)
			} else if n > 0 {
				log.InfoContext(ctx, "executions reconciled", "count", n)
			}
			if n, err := eng.ReconcileImports(ctx); err != nil {
				log.WarnContext(ctx, "reconcile imports", "error", err)
			} else if n > 0 {
				log.InfoContext(ctx, "abandoned import jobs marked failed", "count", n)
			}
		}
	}
}
