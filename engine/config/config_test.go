package config_test

import (
	"errors"
	"flag"
	"io"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/config"
)

func build(t *testing.T, env map[string]string, args ...string) (config.Config, error) {
	t.Helper()
	fs := flag.NewFlagSet("test", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	vals := config.Register(fs, func(k string) string { return env[k] })
	if err := fs.Parse(args); err != nil {
		t.Fatalf("Parse(%v) = %v", args, err)
	}
	return config.Build(vals)
}

func TestDefaults(t *testing.T) {
	c, err := build(t, nil)
	if err != nil {
		t.Fatalf("Build(defaults) = %v", err)
	}
	if c.Addr != "127.0.0.1:8080" || c.DatabaseURL != "file:./data/queueproof.db" || c.Env != "development" || c.LocalActor {
		t.Fatalf("defaults = %+v", c)
	}
}

func TestFlagWinsOverEnvironment(t *testing.T) {
	c, err := build(t, map[string]string{"QUEUEPROOF_ADDR": "127.0.0.1:9000"}, "--addr", "127.0.0.1:9100")
	if err != nil || c.Addr != "127.0.0.1:9100" {
		t.Fatalf("Addr = %q, %v; want the flag's 127.0.0.1:9100", c.Addr, err)
	}
	c, err = build(t, map[string]string{"QUEUEPROOF_ADDR": "127.0.0.1:9000"})
	if err != nil || c.Addr != "127.0.0.1:9000" {
		t.Fatalf("Addr = %q, %v; want the environment's 127.0.0.1:9000", c.Addr, err)
	}
}

func TestInvalidSettingNamesTheVariable(t *testing.T) {
	for _, tc := range []struct {
		env     map[string]string
		wantVar string
	}{
		{map[string]string{"QUEUEPROOF_ENV": "staging"}, "QUEUEPROOF_ENV"},
		{map[string]string{"QUEUEPROOF_ADDR": "8080"}, "QUEUEPROOF_ADDR"},
		{map[string]string{"QUEUEPROOF_ADDR": "127.0.0.1:99999"}, "QUEUEPROOF_ADDR"},
		{map[string]string{"QUEUEPROOF_DATABASE_URL": "postgres://db/q"}, "QUEUEPROOF_DATABASE_URL"},
		{map[string]string{"QUEUEPROOF_DATABASE_URL": "http://db:8080", "QUEUEPROOF_ENV": "production"}, "QUEUEPROOF_DATABASE_URL"},
		{map[string]string{"QUEUEPROOF_LOCAL_ACTOR": "yes"}, "QUEUEPROOF_LOCAL_ACTOR"},
		{map[string]string{"QUEUEPROOF_LOCAL_ACTOR": "1", "QUEUEPROOF_ENV": "production"}, "QUEUEPROOF_LOCAL_ACTOR"},
		{map[string]string{"QUEUEPROOF_OIDC_ISSUER": "https://id.example.com"}, "QUEUEPROOF_OIDC_CLIENT_ID"},
		{map[string]string{"QUEUEPROOF_OIDC_CLIENT_ID": "abc"}, "QUEUEPROOF_OIDC_ISSUER"},
		{map[string]string{"QUEUEPROOF_OIDC_ISSUER": "http://id.example.com", "QUEUEPROOF_OIDC_CLIENT_ID": "abc", "QUEUEPROOF_ENV": "production"}, "QUEUEPROOF_OIDC_ISSUER"},
		{map[string]string{"QUEUEPROOF_CORS_ORIGINS": "https://ok.example.com, not an origin"}, "QUEUEPROOF_CORS_ORIGINS"},
		{map[string]string{"QUEUEPROOF_CORS_ORIGINS": "https://ok.example.com/path"}, "QUEUEPROOF_CORS_ORIGINS"},
		{map[string]string{"QUEUEPROOF_LINEAR_API_URL": "ftp://x"}, "QUEUEPROOF_LINEAR_API_URL"},
		{map[string]string{"QUEUEPROOF_LLM_BASE_URL": "http://127.0.0.1:1234/v1"}, "QUEUEPROOF_LLM_MODEL"},
		{map[string]string{"QUEUEPROOF_SECRET_KEY": "c2hvcnQ="}, "QUEUEPROOF_SECRET_KEY"},
		{map[string]string{"QUEUEPROOF_PROVIDER_PRIVATE_NETWORKS": "10.0.0.0/8, http://kb.internal"}, "QUEUEPROOF_PROVIDER_PRIVATE_NETWORKS"},
		{map[string]string{"QUEUEPROOF_PROVIDER_PRIVATE_NETWORKS": "10.0.0.1:8080"}, "QUEUEPROOF_PROVIDER_PRIVATE_NETWORKS"},
		{map[string]string{"QUEUEPROOF_PROVIDER_PRIVATE_NETWORKS": "0.0.0.0/0"}, "QUEUEPROOF_PROVIDER_PRIVATE_NETWORKS"},
		{map[string]string{"QUEUEPROOF_PROVIDER_PRIVATE_NETWORKS": "*.corp.example"}, "QUEUEPROOF_PROVIDER_PRIVATE_NETWORKS"},
		{map[string]string{"QUEUEPROOF_METRICS_NETWORKS": "10.0.0.0/8, 10.1.2.3"}, "QUEUEPROOF_METRICS_NETWORKS"},
		{map[string]string{"QUEUEPROOF_METRICS_NETWORKS": "10.0.0.0/33"}, "QUEUEPROOF_METRICS_NETWORKS"},
		{map[string]string{"QUEUEPROOF_METRICS_NETWORKS": " , "}, "QUEUEPROOF_METRICS_NETWORKS"},
		{map[string]string{"QUEUEPROOF_METRICS_TOKEN": "short"}, "QUEUEPROOF_METRICS_TOKEN"},
	} {
		_, err := build(t, tc.env)
		var ce *config.Error
		if !errors.As(err, &ce) || ce.Var != tc.wantVar {
			t.Errorf("Build(%v) = %v, want an error naming %s", tc.env, err, tc.wantVar)
			continue
		}
		if msg := err.Error(); strings.Contains(msg, "\n") || !strings.Contains(msg, tc.wantVar) {
			t.Errorf("error %q must be one line naming %s", msg, tc.wantVar)
		}
	}
}

func TestValidSettings(t *testing.T) {
	c, err := build(t, map[string]string{
		"QUEUEPROOF_ENV":            "production",
		"QUEUEPROOF_DATABASE_URL":   "libsql://db.example.com",
		"QUEUEPROOF_CORS_ORIGINS":   "https://a.example.com, https://b.example.com/",
		"QUEUEPROOF_OIDC_ISSUER":    "https://id.example.com",
		"QUEUEPROOF_OIDC_CLIENT_ID": "queueproof",
		"QUEUEPROOF_BASE_URL":       "https://queueproof.example.com",
	})
	if err != nil {
		t.Fatalf("Build = %v", err)
	}
	if !c.Production() || len(c.CORSOrigins) != 2 || c.CORSOrigins[1] != "https://b.example.com" {
		t.Fatalf("config = %+v", c)
	}
}

func TestProviderPrivateNetworks(t *testing.T) {
	c, err := build(t, nil)
	if err != nil || len(c.ProviderPrivateHosts) != 0 || len(c.ProviderPrivatePrefixes) != 0 {
		t.Fatalf("default = %v %v, %v; want none", c.ProviderPrivateHosts, c.ProviderPrivatePrefixes, err)
	}
	c, err = build(t, map[string]string{"QUEUEPROOF_PROVIDER_PRIVATE_NETWORKS": "KB.Internal.Example, 10.20.0.0/16,127.0.0.1, ::1, 192.168.1.7/24"})
	if err != nil {
		t.Fatal(err)
	}
	if len(c.ProviderPrivateHosts) != 1 || c.ProviderPrivateHosts[0] != "kb.internal.example" {
		t.Errorf("hosts = %v", c.ProviderPrivateHosts)
	}
	var got []string
	for _, p := range c.ProviderPrivatePrefixes {
		got = append(got, p.String())
	}
	if strings.Join(got, " ") != "10.20.0.0/16 127.0.0.1/32 ::1/128 192.168.1.0/24" {
		t.Errorf("prefixes = %v", got)
	}
}

func TestMetricsAccessSettings(t *testing.T) {
	c, err := build(t, nil)
	if err != nil || len(c.MetricsNetworks) != 2 || c.MetricsNetworks[0].String() != "127.0.0.0/8" || c.MetricsNetworks[1].String() != "::1/128" || c.MetricsToken != "" {
		t.Fatalf("default metrics access = %v %q, %v; want loopback only, no token", c.MetricsNetworks, c.MetricsToken, err)
	}
	c, err = build(t, map[string]string{"QUEUEPROOF_METRICS_NETWORKS": "10.0.0.7/24, fd00::/8", "QUEUEPROOF_METRICS_TOKEN": strings.Repeat("t", 32)})
	if err != nil || len(c.MetricsNetworks) != 2 || c.MetricsNetworks[0].String() != "10.0.0.0/24" || c.MetricsToken == "" {
		t.Fatalf("metrics access = %v, %v", c.MetricsNetworks, err)
	}
	c, err = build(t, map[string]string{"QUEUEPROOF_METRICS_NETWORKS": "none"})
	if err != nil || c.MetricsNetworks == nil || len(c.MetricsNetworks) != 0 {
		t.Fatalf("none = %#v, %v; want an empty, non-nil list (token only)", c.MetricsNetworks, err)
	}
}
