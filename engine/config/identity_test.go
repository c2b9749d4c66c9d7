package config_test

import (
	"errors"
	"flag"
	"io"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/config"
)

func buildEnv(env map[string]string) (config.Config, error) {
	fs := flag.NewFlagSet("t", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	vals := config.Register(fs, func(k string) string { return env[k] })
	if err := fs.Parse(nil); err != nil {
		return config.Config{}, err
	}
	return config.Build(vals)
}

func TestIdentitySettings(t *testing.T) {
	key := strings.Repeat("k", 32)
	secret := strings.Repeat("s", 32)
	tests := []struct {
		name    string
		env     map[string]string
		badVar  string // "" means valid
		inspect func(t *testing.T, c config.Config)
	}{
		{name: "defaults", env: nil, inspect: func(t *testing.T, c config.Config) {
			if c.BaseURL != "http://127.0.0.1:8080" || c.GatewayHeader != "X-Queueproof-User" || c.GatewayEnabled() {
				t.Errorf("config = %+v", c)
			}
		}},
		{name: "two session keys", env: map[string]string{"QUEUEPROOF_SESSION_KEYS": key + "," + strings.Repeat("n", 40)}, inspect: func(t *testing.T, c config.Config) {
			if len(c.SessionKeys) != 2 {
				t.Errorf("keys = %d, want 2", len(c.SessionKeys))
			}
		}},
		{name: "short session key", env: map[string]string{"QUEUEPROOF_SESSION_KEYS": "short"}, badVar: "QUEUEPROOF_SESSION_KEYS"},
		{name: "gateway", env: map[string]string{"QUEUEPROOF_GATEWAY_NETWORK": "10.0.0.7/24", "QUEUEPROOF_GATEWAY_SECRET": secret}, inspect: func(t *testing.T, c config.Config) {
			if !c.GatewayEnabled() || c.GatewayNetwork.String() != "10.0.0.0/24" {
				t.Errorf("gateway = %v", c.GatewayNetwork)
			}
		}},
		{name: "gateway without secret", env: map[string]string{"QUEUEPROOF_GATEWAY_NETWORK": "10.0.0.0/24"}, badVar: "QUEUEPROOF_GATEWAY_SECRET"},
		{name: "gateway secret without network", env: map[string]string{"QUEUEPROOF_GATEWAY_SECRET": secret}, badVar: "QUEUEPROOF_GATEWAY_NETWORK"},
		{name: "gateway network not CIDR", env: map[string]string{"QUEUEPROOF_GATEWAY_NETWORK": "10.0.0.1", "QUEUEPROOF_GATEWAY_SECRET": secret}, badVar: "QUEUEPROOF_GATEWAY_NETWORK"},
		{name: "gateway header invalid", env: map[string]string{"QUEUEPROOF_GATEWAY_HEADER": "X User"}, badVar: "QUEUEPROOF_GATEWAY_HEADER"},
		{name: "base URL with path", env: map[string]string{"QUEUEPROOF_BASE_URL": "https://q.example.com/app"}, badVar: "QUEUEPROOF_BASE_URL"},
		{name: "http base URL in production with OIDC", env: map[string]string{"QUEUEPROOF_ENV": "production",
			"QUEUEPROOF_OIDC_ISSUER": "https://id.example.com", "QUEUEPROOF_OIDC_CLIENT_ID": "qp", "QUEUEPROOF_BASE_URL": "http://q.example.com"}, badVar: "QUEUEPROOF_BASE_URL"},
		{name: "issuer with fragment", env: map[string]string{"QUEUEPROOF_OIDC_ISSUER": "https://id.example.com/#x", "QUEUEPROOF_OIDC_CLIENT_ID": "qp"}, badVar: "QUEUEPROOF_OIDC_ISSUER"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := buildEnv(tt.env)
			var ce *config.Error
			switch {
			case tt.badVar == "" && err != nil:
				t.Fatalf("Build = %v, want valid", err)
			case tt.badVar != "" && (!errors.As(err, &ce) || ce.Var != tt.badVar):
				t.Fatalf("Build = %v, want an error naming %s", err, tt.badVar)
			case tt.inspect != nil:
				tt.inspect(t, c)
			}
		})
	}
}
