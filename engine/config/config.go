// Package config reads QueueProof's settings from the environment and from flags (a flag wins
// over its variable) and validates them, so that a bad setting stops start-up with one line
// naming the variable.
package config

import (
	"flag"
	"fmt"
	"net"
	"net/netip"
	"net/textproto"
	"net/url"
	"regexp"
	"strconv"
	"strings"

	"github.com/queueproof/queueproof/engine/secretbox"
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
	SessionKeys      [][]byte // newest first
	BaseURL          string   // public origin of this server, e.g. https://queueproof.example.com
	GatewayNetwork   netip.Prefix
	GatewaySecret    string
	GatewayHeader    string
	MCPOAuthIssuer   string
	MCPOAuthJWKSURL  string
	SecretKey        string
	CORSOrigins      []string
	LinearAPIKey     string
	LinearAPIURL     string
	LLMBaseURL       string
	LLMAPIKey        string
	LLMModel         string
	// ProviderPrivateHosts and ProviderPrivatePrefixes are the operator's allowlist of
	// knowledge-provider hosts that may live on a private network (host names, and IP
	// prefixes matched against IP-literal hosts); empty: none.
	ProviderPrivateHosts    []string
	ProviderPrivatePrefixes []netip.Prefix
	// MetricsToken lets "Authorization: Bearer <token>" read /metrics from any peer.
	MetricsToken string
	// MetricsNetworks are the peer networks that may read /metrics without the token (empty:
	// none, the token only).
	MetricsNetworks []netip.Prefix
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
		{"QUEUEPROOF_SESSION_KEYS", "session-keys", "", "comma-separated keys (32+ bytes each) for signed legacy owner sessions, newest first", true},
		{"QUEUEPROOF_BASE_URL", "base-url", "", "public URL of this server, for the OIDC redirect and same-origin checks (default http://ADDR)", false},
		{"QUEUEPROOF_GATEWAY_NETWORK", "gateway-network", "", "CIDR of a trusted identity gateway, e.g. 10.0.0.0/24 (off when empty)", false},
		{"QUEUEPROOF_GATEWAY_SECRET", "gateway-secret", "", "shared secret (32+ characters) the gateway sends in X-QueueProof-Gateway-Proof", true},
		{"QUEUEPROOF_GATEWAY_HEADER", "gateway-header", "X-QueueProof-User", "header in which the gateway names the signed-in user", false},
		{"QUEUEPROOF_MCP_OAUTH_ISSUER", "mcp-oauth-issuer", "", "OAuth issuer whose JWT access tokens /mcp accepts (pinned; off when empty)", false},
		{"QUEUEPROOF_MCP_OAUTH_JWKS_URL", "mcp-oauth-jwks-url", "", "the issuer's JWKS URL (pinned), required with QUEUEPROOF_MCP_OAUTH_ISSUER", false},
		{"QUEUEPROOF_SECRET_KEY", "secret-key", "", "key for encryption at rest (base64 of 32 bytes)", true},
		{"QUEUEPROOF_CORS_ORIGINS", "cors-origins", "", "comma-separated origins allowed to call the API from a browser", false},
		{"QUEUEPROOF_LINEAR_API_KEY", "linear-api-key", "", "Linear API key; without it executions run dry", true},
		{"QUEUEPROOF_LINEAR_API_URL", "linear-api-url", "https://api.linear.app/graphql", "Linear GraphQL endpoint", false},
		{"QUEUEPROOF_LLM_BASE_URL", "llm-base-url", "", "OpenAI-compatible API base URL (optional)", false},
		{"QUEUEPROOF_LLM_API_KEY", "llm-api-key", "", "API key for the model endpoint", true},
		{"QUEUEPROOF_LLM_MODEL", "llm-model", "", "model name for the model endpoint", false},
		{"QUEUEPROOF_PROVIDER_PRIVATE_NETWORKS", "provider-private-networks", "", "comma-separated host names, IP addresses and CIDRs of knowledge providers allowed on a private network (a provider's allowPrivateNetwork works only for these)", false},
		{"QUEUEPROOF_METRICS_NETWORKS", "metrics-networks", "127.0.0.0/8,::1/128", "comma-separated CIDRs whose peers may read /metrics, or none (the token only)", false},
		{"QUEUEPROOF_METRICS_TOKEN", "metrics-token", "", "bearer token (32+ characters) that reads /metrics from any peer", true},
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
		BaseURL:           get("QUEUEPROOF_BASE_URL"),
		GatewaySecret:     get("QUEUEPROOF_GATEWAY_SECRET"),
		GatewayHeader:     textproto.CanonicalMIMEHeaderKey(get("QUEUEPROOF_GATEWAY_HEADER")),
		MCPOAuthIssuer:    get("QUEUEPROOF_MCP_OAUTH_ISSUER"),
		MCPOAuthJWKSURL:   get("QUEUEPROOF_MCP_OAUTH_JWKS_URL"),
		SecretKey:         get("QUEUEPROOF_SECRET_KEY"),
		LinearAPIKey:      get("QUEUEPROOF_LINEAR_API_KEY"),
		LinearAPIURL:      get("QUEUEPROOF_LINEAR_API_URL"),
		LLMBaseURL:        get("QUEUEPROOF_LLM_BASE_URL"),
		LLMAPIKey:         get("QUEUEPROOF_LLM_API_KEY"),
		LLMModel:          get("QUEUEPROOF_LLM_MODEL"),
		MetricsToken:      get("QUEUEPROOF_METRICS_TOKEN"),
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
		if strings.ContainsAny(c.OIDCIssuer, "?#") {
			return c, bad("QUEUEPROOF_OIDC_ISSUER", "an issuer has no query or fragment")
		}
	}
	for _, k := range splitList(get("QUEUEPROOF_SESSION_KEYS")) {
		if len(k) < 32 {
			return c, bad("QUEUEPROOF_SESSION_KEYS", "every key must be at least 32 bytes (one is %d)", len(k))
		}
		c.SessionKeys = append(c.SessionKeys, []byte(k))
	}
	if c.BaseURL == "" {
		c.BaseURL = "http://" + c.Addr
	}
	if u, err := url.Parse(c.BaseURL); err != nil || u.Host == "" || (u.Scheme != "http" && u.Scheme != "https") ||
		(u.Path != "" && u.Path != "/") || u.RawQuery != "" || u.Fragment != "" || u.User != nil {
		return c, bad("QUEUEPROOF_BASE_URL", "%q is not an origin like https://queueproof.example.com", c.BaseURL)
	} else if c.Production() && c.OIDCIssuer != "" && u.Scheme != "https" {
		return c, bad("QUEUEPROOF_BASE_URL", "must be https in production with OIDC (session cookies are Secure)")
	}
	c.BaseURL = strings.TrimSuffix(c.BaseURL, "/")
	if v := get("QUEUEPROOF_GATEWAY_NETWORK"); v != "" {
		p, err := netip.ParsePrefix(v)
		if err != nil {
			return c, bad("QUEUEPROOF_GATEWAY_NETWORK", "%q is not a CIDR prefix like 10.0.0.0/24", v)
		}
		c.GatewayNetwork = p.Masked()
		if len(c.GatewaySecret) < 32 {
			return c, bad("QUEUEPROOF_GATEWAY_SECRET", "must be set, at least 32 characters, when QUEUEPROOF_GATEWAY_NETWORK is")
		}
	} else if c.GatewaySecret != "" {
		return c, bad("QUEUEPROOF_GATEWAY_NETWORK", "must be set when QUEUEPROOF_GATEWAY_SECRET is")
	}
	if !headerName.MatchString(c.GatewayHeader) {
		return c, bad("QUEUEPROOF_GATEWAY_HEADER", "%q is not an HTTP header name", c.GatewayHeader)
	}
	for _, o := range splitList(get("QUEUEPROOF_CORS_ORIGINS")) {
		u, err := url.Parse(o)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || (u.Path != "" && u.Path != "/") || u.RawQuery != "" {
			return c, bad("QUEUEPROOF_CORS_ORIGINS", "%q is not an origin like https://app.example.com", o)
		}
		c.CORSOrigins = append(c.CORSOrigins, strings.TrimSuffix(o, "/"))
	}
	if c.SecretKey != "" {
		if _, err := secretbox.New(c.SecretKey); err != nil {
			return c, bad("QUEUEPROOF_SECRET_KEY", "%v", err)
		}
	}
	if (c.MCPOAuthIssuer == "") != (c.MCPOAuthJWKSURL == "") {
		if c.MCPOAuthIssuer == "" {
			return c, bad("QUEUEPROOF_MCP_OAUTH_ISSUER", "must be set together with QUEUEPROOF_MCP_OAUTH_JWKS_URL")
		}
		return c, bad("QUEUEPROOF_MCP_OAUTH_JWKS_URL", "must be set together with QUEUEPROOF_MCP_OAUTH_ISSUER")
	}
	if c.MCPOAuthIssuer != "" {
		if err := httpURL(c.MCPOAuthIssuer, c.Production()); err != nil {
			return c, bad("QUEUEPROOF_MCP_OAUTH_ISSUER", "%v", err)
		}
		if err := httpURL(c.MCPOAuthJWKSURL, c.Production()); err != nil {
			return c, bad("QUEUEPROOF_MCP_OAUTH_JWKS_URL", "%v", err)
		}
	}
	if err := httpURL(c.LinearAPIURL, false); err != nil {
		return c, bad("QUEUEPROOF_LINEAR_API_URL", "%v", err)
	}
	for _, v := range splitList(get("QUEUEPROOF_PROVIDER_PRIVATE_NETWORKS")) {
		switch p, kind := parseNetwork(v); kind {
		case "prefix":
			if p.Bits() == 0 {
				return c, bad("QUEUEPROOF_PROVIDER_PRIVATE_NETWORKS", "%q would allow every address; list the private networks", v)
			}
			c.ProviderPrivatePrefixes = append(c.ProviderPrivatePrefixes, p)
		case "host":
			c.ProviderPrivateHosts = append(c.ProviderPrivateHosts, strings.TrimSuffix(strings.ToLower(v), "."))
		default:
			return c, bad("QUEUEPROOF_PROVIDER_PRIVATE_NETWORKS", "%q is not a host name, an IP address or a CIDR like 10.20.0.0/16", v)
		}
	}
	if v := get("QUEUEPROOF_METRICS_NETWORKS"); v != "none" {
		for _, n := range splitList(v) {
			p, err := netip.ParsePrefix(n)
			if err != nil {
				return c, bad("QUEUEPROOF_METRICS_NETWORKS", "%q is not a CIDR prefix like 10.0.0.0/24 (or none)", n)
			}
			c.MetricsNetworks = append(c.MetricsNetworks, p.Masked())
		}
		if len(c.MetricsNetworks) == 0 {
			return c, bad("QUEUEPROOF_METRICS_NETWORKS", "empty: list CIDR prefixes, or none for the token only")
		}
	} else {
		c.MetricsNetworks = []netip.Prefix{}
	}
	if c.MetricsToken != "" && len(c.MetricsToken) < 32 {
		return c, bad("QUEUEPROOF_METRICS_TOKEN", "must be at least 32 characters")
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

var headerName = regexp.MustCompile(`^[A-Za-z0-9-]{1,64}$`)

// hostName is a DNS host name: dot-separated labels of letters, digits and inner hyphens.
var hostName = regexp.MustCompile(`^(?i)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*\.?$`)

// parseNetwork reads one allowlist entry: a CIDR or an IP address (a one-address prefix) is a
// "prefix", a host name a "host"; anything else "".
func parseNetwork(v string) (netip.Prefix, string) {
	if p, err := netip.ParsePrefix(v); err == nil {
		return p.Masked(), "prefix"
	}
	if ip, err := netip.ParseAddr(v); err == nil && ip.Zone() == "" {
		ip = ip.Unmap()
		return netip.PrefixFrom(ip, ip.BitLen()), "prefix"
	}
	if len(v) <= 253 && hostName.MatchString(v) {
		return netip.Prefix{}, "host"
	}
	return netip.Prefix{}, ""
}

// GatewayEnabled reports whether a trusted identity gateway is configured.
func (c Config) GatewayEnabled() bool { return c.GatewayNetwork.IsValid() }

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
