package provider

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/queueproof/queueproof/engine/ids"
	"github.com/queueproof/queueproof/engine/kpi"
)

// CallError is a failed provider call: it counts towards the circuit breaker. Reason is the
// detail for the server log; what a tenant sees is Public().
type CallError struct {
	Provider string
	Reason   string
	Err      error
}

func (e *CallError) Error() string {
	if e.Err != nil {
		return fmt.Sprintf("provider %s: %s: %v", e.Provider, e.Reason, e.Err)
	}
	return fmt.Sprintf("provider %s: %s", e.Provider, e.Reason)
}
func (e *CallError) Unwrap() error { return e.Err }

// NoAnswer is the one reason a tenant sees for a provider that gave no valid answer, whatever
// happened on the wire: a refused or closed port, a timeout, a DNS failure, a prohibited
// address, a redirect, an HTTP status, an oversized or off-contract body all read the same, so
// that registering providers cannot map what the server reaches. The detail is logged.
const NoAnswer = "no valid KPI v1 answer (the details are in the server log)"

// Reasons that describe this server, not the provider's address: safe to show.
const (
	reasonSecret = "secret unavailable"
	reasonSign   = "cannot sign"
	reasonURL    = "bad request URL"
)

// Public is the reason shown to the workspace (state reasons, proof tests, missing
// information, PROVIDER_FAILED messages): NoAnswer for anything the provider's side decided.
func (e *CallError) Public() string {
	switch e.Reason {
	case reasonSecret, reasonSign, reasonURL:
		return e.Reason
	}
	return NoAnswer
}

// call sends one signed request to reg and returns the response body, within the deadline and
// the size limit. Any non-200 answer, redirect, oversize or transport failure is a CallError,
// logged here with its detail.
func (s *Service) call(ctx context.Context, reg Registration, method, path string, body []byte) ([]byte, error) {
	data, err := s.send(ctx, reg, method, path, body)
	if err != nil {
		s.log.WarnContext(ctx, "provider call failed", "provider", reg.ID, "path", path, "error", err)
	}
	return data, err
}

func (s *Service) send(ctx context.Context, reg Registration, method, path string, body []byte) ([]byte, error) {
	secrets, err := s.signingSecrets(reg)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(ctx, s.opts.Deadline)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, method, strings.TrimSuffix(reg.BaseURL, "/")+path, bytes.NewReader(body))
	if err != nil {
		return nil, &CallError{reg.Name, reasonURL, err}
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	req.Header.Set("Accept", "application/json")
	req.Header.Set("User-Agent", "queueproof-kpi/1")
	if err := kpi.SignRequest(req, ids.New("msg_", 12), s.now(), body, secrets...); err != nil {
		return nil, &CallError{reg.Name, reasonSign, err}
	}
	resp, err := s.client(reg).Do(req)
	if err != nil {
		switch {
		case errors.Is(err, ErrRedirect):
			return nil, &CallError{reg.Name, "answered with a redirect", err}
		case errors.Is(err, ErrProhibitedAddress):
			return nil, &CallError{reg.Name, "address not allowed", err}
		case errors.Is(err, context.DeadlineExceeded) || ctx.Err() != nil:
			return nil, &CallError{reg.Name, "deadline exceeded", err}
		default:
			return nil, &CallError{reg.Name, "unreachable", err}
		}
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(resp.Body, s.opts.MaxResponseBytes+1))
	if err != nil {
		return nil, &CallError{reg.Name, "response unreadable", err}
	}
	if int64(len(data)) > s.opts.MaxResponseBytes {
		return nil, &CallError{reg.Name, fmt.Sprintf("response larger than %d bytes", s.opts.MaxResponseBytes), nil}
	}
	if resp.StatusCode != http.StatusOK {
		return nil, &CallError{reg.Name, fmt.Sprintf("HTTP %d", resp.StatusCode), nil}
	}
	return data, nil
}

// decode validates data against sch and decodes exactly what was validated into v (no
// duplicate member names, case-sensitive names: kpi.DecodeStrict).
func (s *Service) decode(ctx context.Context, reg Registration, sch *jsonschema.Schema, data []byte, v any) error {
	if err := kpi.DecodeStrict(sch, data, v); err != nil {
		s.log.WarnContext(ctx, "provider answer breaks the contract", "provider", reg.ID, "error", err)
		return &CallError{reg.Name, "response breaks the contract", err}
	}
	return nil
}

// discover reads the provider's capabilities.
func (s *Service) discover(ctx context.Context, reg Registration) (kpi.Capabilities, error) {
	data, err := s.call(ctx, reg, http.MethodGet, kpi.PathCapabilities, nil)
	if err != nil {
		return kpi.Capabilities{}, err
	}
	var cr kpi.CapabilitiesResponse
	if err := s.decode(ctx, reg, s.schemas.Capabilities, data, &cr); err != nil {
		return kpi.Capabilities{}, err
	}
	return cr.Capabilities, nil
}

// listResources reads the provider's resources (only for providers declaring them).
func (s *Service) listResources(ctx context.Context, reg Registration) ([]kpi.Resource, error) {
	data, err := s.call(ctx, reg, http.MethodGet, kpi.PathResources, nil)
	if err != nil {
		return nil, err
	}
	var rr kpi.ResourcesResponse
	if err := s.decode(ctx, reg, s.schemas.Resources, data, &rr); err != nil {
		return nil, err
	}
	return rr.Resources, nil
}

// retrieved is one provider's answer after validation: kept results, and how many were dropped
// for breaking the contract.
type retrieved struct {
	results    []kpi.Result
	violations int
}

// retrieve runs one signed retrieval and validates it: a response that is not JSON, has the
// wrong contractVersion or the wrong shape is a failed call; a result missing a required field
// is dropped and counted; a missing or unknown audience becomes internal; with resources
// selected, a result outside them is dropped.
func (s *Service) retrieve(ctx context.Context, reg Registration, req kpi.RetrieveRequest) (retrieved, error) {
	body, err := json.Marshal(req)
	if err != nil {
		return retrieved{}, err
	}
	data, err := s.call(ctx, reg, http.MethodPost, kpi.PathRetrieve, body)
	if err != nil {
		return retrieved{}, err
	}
	got, err := decodeRetrieve(reg, s.schemas, data)
	if err != nil {
		s.log.WarnContext(ctx, "provider answer breaks the contract", "provider", reg.ID, "error", err)
	}
	return got, err
}

// decodeRetrieve validates and decodes a retrieval response body (see retrieve). It reads the
// body the one way the schema does (kpi.DecodeStrict): a duplicate member name anywhere refuses
// the response, and member names are exact, so "Audience" is an unknown member, never the
// audience. Any doubt is internal: a result the contract's result schema refuses keeps at most
// the internal audience.
func decodeRetrieve(reg Registration, schemas *kpi.Schemas, data []byte) (retrieved, error) {
	var envelope struct {
		// A number, not an int: the schema's const 1 is also met by 1.0, which some encoders write.
		ContractVersion *float64          `json:"contractVersion"`
		Results         []json.RawMessage `json:"results"`
	}
	if err := kpi.DecodeStrict(nil, data, &envelope); err != nil {
		return retrieved{}, &CallError{reg.Name, "response is not JSON", err}
	}
	if envelope.ContractVersion == nil || *envelope.ContractVersion != kpi.ContractVersion || envelope.Results == nil {
		return retrieved{}, &CallError{reg.Name, "response has the wrong contractVersion or no results list", nil}
	}
	scope := map[string]bool{}
	for _, id := range reg.Resources() {
		scope[id] = true
	}
	var out retrieved
	for _, raw := range envelope.Results {
		var res kpi.Result
		if err := kpi.DecodeStrict(nil, raw, &res); err != nil || res.DocumentID == "" || res.Title == "" {
			out.violations++
			continue
		}
		var fields map[string]json.RawMessage
		_ = json.Unmarshal(raw, &fields) // map keys are exact; duplicates were refused above
		if _, ok := fields["snippet"]; !ok {
			out.violations++
			continue
		}
		if kpi.Validate(schemas.Result, raw) != nil || (res.Audience != kpi.Public && res.Audience != kpi.Internal) {
			out.violations++
			res.Audience = kpi.Internal // missing, unknown, malformed or otherwise off-contract: fail closed
		}
		if len(scope) > 0 && !scope[res.ResourceID] {
			out.violations++
			continue
		}
		out.results = append(out.results, res)
	}
	return out, nil
}
