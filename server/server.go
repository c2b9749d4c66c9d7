// Package server wires QueueProof's HTTP surface: the GraphQL API, the embedded app, MCP,
// health and metrics. It holds no domain rules and no state of its own beyond metrics: every
// request resolves its actor through the engine and calls the engine.
package server

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	"net/netip"
	"time"

	"github.com/rs/cors"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/errs"
)

// Options configure the HTTP surface.
type Options struct {
	Production  bool
	Frontend    fs.FS    // the SPA build
	CORSOrigins []string // origins allowed to call the API from a browser
	Version     string
	// BaseURL is this server's public origin (same-origin checks); empty means the Host a
	// request arrived at.
	BaseURL string
	// GatewayHeader is the trusted gateway's identity header; empty when no gateway is set.
	GatewayHeader string
	// MetricsToken, when set, lets a request with "Authorization: Bearer <MetricsToken>" read
	// /metrics from any peer.
	MetricsToken string
	// MetricsNetworks are the socket-peer networks that may read /metrics without the token;
	// nil means loopback only (127.0.0.0/8 and ::1).
	MetricsNetworks []netip.Prefix
}

// Server is QueueProof's HTTP handler.
type Server struct {
	engine        *engine.Engine
	log           *slog.Logger
	metrics       *metrics
	production    bool // also: cookies are Secure
	baseOrigin    string
	baseHost      string // host:port of BaseURL when it is a loopback name or address
	corsOrigins   []string
	gatewayHeader string
	handler       http.Handler
}

// New builds the handler.
func New(e *engine.Engine, log *slog.Logger, opts Options) (*Server, error) {
	s := &Server{
		engine: e, log: log, metrics: newMetrics(), production: opts.Production,
		baseOrigin: opts.BaseURL, baseHost: loopbackBaseHost(opts.BaseURL), corsOrigins: opts.CORSOrigins,
		gatewayHeader: opts.GatewayHeader,
	}
	app, err := newSPA(opts.Frontend)
	if err != nil {
		return nil, err
	}
	api := http.NewServeMux()
	api.Handle("/graphql", s.withActor(s.graphqlHandler()))
	api.Handle("/mcp", s.mcpHandler(opts.Version))
	apiHandler := http.Handler(api)
	if len(opts.CORSOrigins) > 0 {
		apiHandler = cors.New(cors.Options{
			AllowedOrigins: opts.CORSOrigins,
			AllowedMethods: []string{http.MethodGet, http.MethodPost},
			AllowedHeaders: []string{"Content-Type", "Authorization", "GraphQL-Require-Preflight", "X-QueueProof-CSRF"},
			MaxAge:         600,
		}).Handler(api)
	}

	mux := http.NewServeMux()
	mux.Handle("/graphql", apiHandler)
	mux.Handle("/mcp", apiHandler)
	s.authRoutes(mux)
	mux.HandleFunc("GET /healthz", s.healthz)
	mux.HandleFunc("GET /readyz", s.readyz)
	mux.Handle("GET /kpi/v1/schemas/", schemaHandler())
	mux.Handle(metadataPath, s.metadataHandler())
	mux.Handle("/api/v1/mcp/", s.restTools())
	mux.Handle("/widget/v1/knowledge/search", s.widgetHandler())
	mux.HandleFunc("GET /widget/v1/widget.js", widgetScript)
	mux.Handle("GET /metrics", s.metricsHandler(opts.MetricsToken, opts.MetricsNetworks))
	mux.Handle("/", app)
	s.handler = s.observe(mux)
	return s, nil
}

// ServeHTTP serves a request.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) { s.handler.ServeHTTP(w, r) }

func (s *Server) healthz(w http.ResponseWriter, _ *http.Request) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	_, _ = w.Write([]byte("ok\n"))
}

func (s *Server) readyz(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	if err := s.engine.Ready(ctx); err != nil {
		s.log.WarnContext(ctx, "not ready", "error", err)
		w.WriteHeader(http.StatusServiceUnavailable)
		_, _ = w.Write([]byte("not ready: database unreachable or migrations pending\n"))
		return
	}
	_, _ = w.Write([]byte("ready\n"))
}

// withActor resolves the request's actor through the engine and puts it in the context. A
// credential that fails to resolve ends the request here, as UNAUTHENTICATED; a
// cookie-authenticated POST from another origin ends it as FORBIDDEN (CSRF). A public visitor
// without a valid visitor cookie gets a fresh one (its History is scoped to it).
func (s *Server) withActor(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodPost && s.usesCookie(r) && !s.sameOrigin(r) {
			writeGraphQLError(w, http.StatusForbidden, errs.Forbidden, "cross-site request refused: a session cookie only works from this site")
			return
		}
		c := s.credentials(r)
		fresh := !engine.ValidVisitorToken(c.Visitor)
		if fresh {
			c.Visitor = engine.NewVisitorToken()
		}
		a, err := s.engine.Resolve(r.Context(), c)
		if err != nil {
			err = s.failed(w, r, err, "resolve actor")
			code := errs.CodeOf(err)
			writeGraphQLError(w, statusOf(code), code, errs.Public(err))
			return
		}
		if a.IsPublic() && fresh {
			http.SetCookie(w, &http.Cookie{
				Name: s.visitorCookieName(), Value: c.Visitor, Path: "/",
				MaxAge: int(engine.VisitorTTL / time.Second), HttpOnly: true, Secure: s.production, SameSite: http.SameSiteLaxMode,
			})
		}
		next.ServeHTTP(w, r.WithContext(actor.NewContext(r.Context(), a)))
	})
}

func statusOf(c errs.Code) int {
	switch c {
	case errs.Unauthenticated:
		return http.StatusUnauthorized
	case errs.Forbidden:
		return http.StatusForbidden
	case errs.Invalid:
		return http.StatusBadRequest
	case errs.NotFound:
		return http.StatusNotFound
	case errs.Conflict:
		return http.StatusConflict
	case errs.RateLimited:
		return http.StatusTooManyRequests
	case errs.TooComplex:
		return http.StatusUnprocessableEntity
	case errs.ProviderFailed:
		return http.StatusBadGateway
	case errs.Unavailable:
		return http.StatusServiceUnavailable
	default:
		return http.StatusInternalServerError
	}
}

// Run serves h on ln until ctx is cancelled, then stops accepting connections and waits up to
// drain for in-flight requests to finish.
func Run(ctx context.Context, ln net.Listener, h http.Handler, log *slog.Logger, drain time.Duration) error {
	srv := &http.Server{
		Handler:           h,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       60 * time.Second,
		WriteTimeout:      120 * time.Second,
		IdleTimeout:       120 * time.Second,
		MaxHeaderBytes:    64 << 10,
		ErrorLog:          slog.NewLogLogger(log.Handler(), slog.LevelWarn),
		BaseContext:       func(net.Listener) context.Context { return context.WithoutCancel(ctx) },
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return fmt.Errorf("serve: %w", err)
	case <-ctx.Done():
	}
	log.Info("shutting down, draining in-flight requests", "timeout", drain.String())
	sctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), drain)
	defer cancel()
	if err := srv.Shutdown(sctx); err != nil {
		return fmt.Errorf("shutdown: %w", err)
	}
	if err := <-errc; err != nil && !errors.Is(err, http.ErrServerClosed) {
		return fmt.Errorf("serve: %w", err)
	}
	return nil
}
