// Package config reads QueueProof's settings from the environment and from flags (a flag wins
// over its variable) and validates them, so that a bad setting stops start-up with one line
// naming the variable.
package config

import (
	"flag"
	"fmt"
	"net"
	"net/url"
	"strconv"
	"strings"
)

// Config is the validated configuration of `queueproof serve` and the other sub-commands.
type Config struct {
	Addr              string
	DatabaseURL       string
	DatabaseAuthToken string
	Env               string // development | production
	PublicWorkspaceID string
	LocalActor        bool
	// Demo loads the demo workspace into the local actor's empty workspace on start.
	Demo             bool
	OIDCIssuer       string
	OIDCClientID     string
	OIDCClientSecret string
	SessionKeys      string
	SecretKey        string
	CORSOrigins      []string
	LinearAPIKey     string
	LinearAPIURL     string
	LLMBaseURL       string
	LLMAPIKey        string
	LLMModel         string
}

// Production reports whether QUEUEPROOF_ENV is production.
func (c Config) Production() bool { return c.Env == "production" }

// Setting describes one variable: its name, flag, default and help.
type Setting struct {
	Env, Flag, Default, Help string
	Secret                   bool
}

// Settings lists every setting, in the order the README's table shows them.
func Settings() []Setting {
	return []Setting{
		{"QUEUEPROOF_ADDR", "addr", "127.0.0.1:8080", "address to listen on (host:port)", false},
		{"QUEUEPROOF_DATABASE_URL", "database-url", "file:./data/queueproof.db", "file:PATH for the embedded SQLite file, or libsql://HOST for a libSQL/Turso server", false},
		{"QUEUEPROOF_DATABASE_AUTH_TOKEN", "database-auth-token", "", "auth token for a libSQL/Turso server", true},
		{"QUEUEPROOF_ENV", "env", "development", "development or production", false},
		{"QUEUEPROOF_PUBLIC_WORKSPACE_ID", "public-workspace-id", "", "workspace served read-only to anonymous visitors (needs 'queueproof public provision')", false},
		{"QUEUEPROOF_LOCAL_ACTOR", "local-actor", "", "1 to sign loopback visitors in as the local owner (development only)", false},
		{"QUEUEPROOF_DEMO", "demo", "", "1 to load the demo company's evidence into the local actor's empty workspace on start, 0 not to (default: 1 in development)", false},
		{"QUEUEPROOF_OIDC_ISSUER", "oidc-issuer", "", "OpenID Connect issuer URL (pinned)", false},
		{"QUEUEPROOF_OIDC_CLIENT_ID", "oidc-client-id", "", "OpenID Connect client id", false},
		{"QUEUEPROOF_OIDC_CLIENT_SECRET", "oidc-client-secret", "", "OpenID Connect client secret", true},
		{"QUEUEPROOF_SESSION_KEYS", "session-keys", "", "comma-separated keys for signed legacy owner sessions, newest first", true},
		{"QUEUEPROOF_SECRET_KEY", "secret-key", "", "key for encryption at rest (base64 of 32 bytes)", true},
		{"QUEUEPROOF_CORS_ORIGINS", "cors-origins", "", "comma-separated origins allowed to call the API from a browser", false},
		{"QUEUEPROOF_LINEAR_API_KEY", "linear-api-key", "", "Linear API key; without it executions run dry", true},
		{"QUEUEPROOF_LINEAR_API_URL", "linear-api-url", "https://api.linear.app/graphql", "Linear GraphQL endpoint", false},
		{"QUEUEPROOF_LLM_BASE_URL", "llm-base-url", "", "OpenAI-compatible API base URL (optional)", false},
		{"QUEUEPROOF_LLM_API_KEY", "llm-api-key", "", "API key for the model endpoint", true},
		{"QUEUEPROOF_LLM_MODEL", "llm-model", "", "model name for the model endpoint", false},
	}
}

// Register defines every setting as a flag on fs, with the environment value (or the default) as
// the flag's default. Call Parse on fs, then Build.
func Register(fs *flag.FlagSet, getenv func(string) string) map[string]*string {
	vals := make(map[string]*string)
	for _, s := range Settings() {
		def := s.Default
		if v, ok := lookup(getenv, s.Env); ok {
			def = v
		}
		usage := fmt.Sprintf("`string`: %s [%s]", s.Help, s.Env)
		switch {
		case def == "":
		case s.Secret:
			usage += " (set in the environment)"
		default:
			usage += fmt.Sprintf(" (default %q)", def)
		}
		p := new(string)
		*p = def
		fs.Func(s.Flag, usage, func(v string) error { *p = v; return nil })
		vals[s.Env] = p
	}
	return vals
}

func lookup(getenv func(string) string, name string) (string, bool) {
	v := getenv(name)
	return v, v != ""
}

// Error is a configuration error naming the variable at fault.
type Error struct {
	Var, Flag, Problem string
}

func (e *Error) Error() string {
	return fmt.Sprintf("invalid configuration: %s (--%s): %s", e.Var, e.Flag, e.Problem)
}

// Build validates the values gathered by Register.
func Build(vals map[string]*string) (Config, error) {
	get := func(name string) string { return strings.TrimSpace(*vals[name]) }
	flagOf := map[string]string{}
	for _, s := range Settings() {
		flagOf[s.Env] = s.Flag
	}
	bad := func(name, format string, args ...any) error {
		return &Error{Var: name, Flag: flagOf[name], Problem: fmt.Sprintf(format, args...)}
	}
	c := Config{
		Addr:              get("QUEUEPROOF_ADDR"),
		DatabaseURL:       get("QUEUEPROOF_DATABASE_URL"),
		DatabaseAuthToken: get("QUEUEPROOF_DATABASE_AUTH_TOKEN"),
		Env:               get("QUEUEPROOF_ENV"),
		PublicWorkspaceID: get("QUEUEPROOF_PUBLIC_WORKSPACE_ID"),
		OIDCIssuer:        get("QUEUEPROOF_OIDC_ISSUER"),
		OIDCClientID:      get("QUEUEPROOF_OIDC_CLIENT_ID"),
		OIDCClientSecret:  get("QUEUEPROOF_OIDC_CLIENT_SECRET"),
		SessionKeys:       get("QUEUEPROOF_SESSION_KEYS"),
		SecretKey:         get("QUEUEPROOF_SECRET_KEY"),
		LinearAPIKey:      get("QUEUEPROOF_LINEAR_API_KEY"),
		LinearAPIURL:      get("QUEUEPROOF_LINEAR_API_URL"),
		LLMBaseURL:        get("QUEUEPROOF_LLM_BASE_URL"),
		LLMAPIKey:         get("QUEUEPROOF_LLM_API_KEY"),
		LLMModel:          get("QUEUEPROOF_LLM_MODEL"),
	}
	if c.Env != "development" && c.Env != "production" {
		return c, bad("QUEUEPROOF_ENV", "%q is neither development nor production", c.Env)
	}
	if _, port, err := net.SplitHostPort(c.Addr); err != nil {
		return c, bad("QUEUEPROOF_ADDR", "%q is not host:port", c.Addr)
	} else if n, err := strconv.Atoi(port); err != nil || n < 0 || n > 65535 {
		return c, bad("QUEUEPROOF_ADDR", "port %q is not a number from 0 to 65535", port)
	}
	if u, err := url.Parse(c.DatabaseURL); err != nil || c.DatabaseURL == "" {
		return c, bad("QUEUEPROOF_DATABASE_URL", "%q is not a URL (want file:PATH or libsql://HOST)", c.DatabaseURL)
	} else {
		switch u.Scheme {
		case "file":
		case "libsql", "https", "http", "wss", "ws":
			if c.Production() && (u.Scheme == "http" || u.Scheme == "ws") {
				return c, bad("QUEUEPROOF_DATABASE_URL", "plain %s:// is not allowed in production; use libsql:// or https://", u.Scheme)
			}
		default:
			return c, bad("QUEUEPROOF_DATABASE_URL", "scheme %q is not one of file:, libsql://, https://, http://, wss://, ws://", u.Scheme)
		}
	}
	switch v := get("QUEUEPROOF_LOCAL_ACTOR"); v {
	case "", "0", "false":
	case "1", "true":
		c.LocalActor = true
	default:
		return c, bad("QUEUEPROOF_LOCAL_ACTOR", "%q is not 1 or 0", v)
	}
	switch v := get("QUEUEPROOF_DEMO"); v {
	case "":
		c.Demo = !c.Production()
	case "1", "true":
		c.Demo = true
	case "0", "false":
	default:
		return c, bad("QUEUEPROOF_DEMO", "%q is not 1 or 0", v)
	}
	if c.LocalActor && c.Production() {
		return c, bad("QUEUEPROOF_LOCAL_ACTOR", "the local actor is never allowed in production")
	}
	oidcSet := 0
	for _, v := range []string{c.OIDCIssuer, c.OIDCClientID} {
		if v != "" {
			oidcSet++
		}
	}
	if oidcSet == 1 {
		if c.OIDCIssuer == "" {
			return c, bad("QUEUEPROOF_OIDC_ISSUER", "must be set together with QUEUEPROOF_OIDC_CLIENT_ID")
		}
		return c, bad("QUEUEPROOF_OIDC_CLIENT_ID", "must be set together with QUEUEPROOF_OIDC_ISSUER")
	}
	if c.OIDCIssuer != "" {
		if err := httpURL(c.OIDCIssuer, c.Production()); err != nil {
			return c, bad("QUEUEPROOF_OIDC_ISSUER", "%v", err)
		}
	}
	for _, o := range splitList(get("QUEUEPROOF_CORS_ORIGINS")) {
		u, err := url.Parse(o)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || (u.Path != "" && u.Path != "/") || u.RawQuery != "" {
			return c, bad("QUEUEPROOF_CORS_ORIGINS", "%q is not an origin like https://app.example.com", o)
		}
		c.CORSOrigins = append(c.CORSOrigins, strings.TrimSuffix(o, "/"))
	}
	if err := httpURL(c.LinearAPIURL, false); err != nil {
		return c, bad("QUEUEPROOF_LINEAR_API_URL", "%v", err)
	}
	if c.LLMBaseURL != "" {
		if err := httpURL(c.LLMBaseURL, false); err != nil {
			return c, bad("QUEUEPROOF_LLM_BASE_URL", "%v", err)
		}
		if c.LLMModel == "" {
			return c, bad("QUEUEPROOF_LLM_MODEL", "must be set when QUEUEPROOF_LLM_BASE_URL is")
		}
	}
	return c, nil
}

func httpURL(raw string, httpsOnly bool) error {
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" || (u.Scheme != "http" && u.Scheme != "https") {
		return fmt.Errorf("%q is not an http(s) URL", raw)
	}
	if httpsOnly && u.Scheme != "https" {
		return fmt.Errorf("%q must use https in production", raw)
	}
	return nil
}

func splitList(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}
