package provider

import (
	"encoding/json"
	"time"

	"github.com/queueproof/queueproof/engine/kpi"
)

// Exposure is a registration's immutable exposure profile.
type Exposure string

// The profiles: customer_safe providers may serve customer-egress paths; agent_only never.
const (
	CustomerSafe Exposure = "customer_safe"
	AgentOnly    Exposure = "agent_only"
)

// Status of a registration's calls.
const (
	StatusActive   = "active"
	StatusDegraded = "degraded" // circuit open
	StatusDisabled = "disabled" // switched off by an owner
)

// Registration is one knowledge provider of a workspace, as stored.
type Registration struct {
	ID                       string   `db:"id"`
	WorkspaceID              string   `db:"workspace_id"`
	Name                     string   `db:"name"`
	BaseURL                  string   `db:"base_url"`
	Exposure                 Exposure `db:"exposure_profile"`
	SecretCiphertext         string   `db:"secret_ciphertext"`
	PreviousSecretCiphertext string   `db:"previous_secret_ciphertext"`
	SecretRotatedAt          string   `db:"secret_rotated_at"`
	Module                   string   `db:"module"`
	CapabilitiesJSON         string   `db:"capabilities"`
	ContractVersion          int      `db:"contract_version"`
	Priority                 int      `db:"priority"`
	AllowPrivateNetwork      bool     `db:"allow_private_network"`
	SendConversationID       bool     `db:"send_conversation_id"`
	ResourcesJSON            string   `db:"resources"`
	Status                   string   `db:"status"`
	ConsecutiveFailures      int      `db:"consecutive_failures"`
	TotalFailures            int      `db:"total_failures"`
	ContractViolations       int      `db:"contract_violations"`
	CircuitOpenUntil         string   `db:"circuit_open_until"`
	Version                  int      `db:"version"`
	CreatedAt                string   `db:"created_at"`
	UpdatedAt                string   `db:"updated_at"`
	State                    string   `db:"state"`
	StateReason              string   `db:"state_reason"`
}

// Capabilities decodes the stored capabilities.
func (r Registration) Capabilities() kpi.Capabilities {
	var c kpi.Capabilities
	_ = json.Unmarshal([]byte(r.CapabilitiesJSON), &c)
	return c
}

// Resources decodes the selected resource ids.
func (r Registration) Resources() []string {
	var ids []string
	_ = json.Unmarshal([]byte(r.ResourcesJSON), &ids)
	return ids
}

// circuitOpen reports whether calls are paused at now; a registration whose pause has ended
// is half-open: the next call is its probe.
func (r Registration) circuitOpen(now time.Time) bool {
	if r.CircuitOpenUntil == "" {
		return false
	}
	until, err := time.Parse(time.RFC3339Nano, r.CircuitOpenUntil)
	return err == nil && now.Before(until)
}

const registrationColumns = `kp.id, kp.workspace_id, kp.name, kp.base_url, kp.exposure_profile, kp.secret_ciphertext,
	kp.previous_secret_ciphertext, kp.secret_rotated_at, kp.module, kp.capabilities, kp.contract_version, kp.priority,
	kp.allow_private_network, kp.send_conversation_id, kp.resources, kp.status, kp.consecutive_failures,
	kp.total_failures, kp.contract_violations, kp.circuit_open_until, kp.version, kp.created_at, kp.updated_at,
	s.state, s.state_reason`

const registrationFrom = ` FROM knowledge_providers kp JOIN sources s ON s.id = kp.id `
