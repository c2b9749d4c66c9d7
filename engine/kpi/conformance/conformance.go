// Package conformance is the KPI v1 conformance suite: it runs every check of the contract
// against a provider's base URL with the provider's secret, and reports pass, fail or skip per
// check. The first-party provider passes it unchanged; any other provider can be checked with
// `queueproof provider conformance --url URL --secret S`.
package conformance

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"regexp"
	"strings"
	"time"

	"github.com/queueproof/queueproof/engine/ids"
	"github.com/queueproof/queueproof/engine/kpi"
)

// Outcome of one check.
type Outcome string

// The outcomes.
const (
	Pass Outcome = "PASS"
	Fail Outcome = "FAIL"
	Skip Outcome = "SKIP"
)

// Result is one check's outcome with a human-readable detail.
type Result struct {
	Check   string
	Outcome Outcome
	Detail  string
}

// Options configure a run.
type Options struct {
	BaseURL string
	Secret  string
	// Query is a query the provider has results for (public ones, ideally). Default "help".
	Query  string
	Client *http.Client
	Now    func() time.Time
}

// Suite runs the checks.
type Suite struct {
	o       Options
	schemas *kpi.Schemas
	results []Result
}

// Run executes every check and returns the results in order. A provider conforms when no
// result is Fail.
func Run(ctx context.Context, o Options) ([]Result, error) {
	if o.Query == "" {
		o.Query = "help"
	}
	if o.Client == nil {
		o.Client = &http.Client{Timeout: 10 * time.Second, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	if _, err := kpi.SecretKey(o.Secret); err != nil {
		return nil, err
	}
	o.BaseURL = strings.TrimSuffix(o.BaseURL, "/")
	schemas, err := kpi.LoadSchemas()
	if err != nil {
		return nil, err
	}
	s := &Suite{o: o, schemas: schemas}
	s.run(ctx)
	return s.results, nil
}

// Conforms reports whether no check failed.
func Conforms(rs []Result) bool {
	for _, r := range rs {
		if r.Outcome == Fail {
			return false
		}
	}
	return true
}

func (s *Suite) record(check string, ok bool, detail string, args ...any) {
	out := Pass
	if !ok {
		out = Fail
	}
	s.results = append(s.results, Result{check, out, fmt.Sprintf(detail, args...)})
}

func (s *Suite) skip(check, detail string) {
	s.results = append(s.results, Result{check, Skip, detail})
}

type response struct {
	status int
	body   []byte
	err    error
}

// call sends one request. sign decides the signature header: nil signs properly with the
// suite's secret; otherwise it may tamper with the request after signing.
func (s *Suite) call(ctx context.Context, method, path string, body []byte, tamper func(*http.Request)) response {
	req, err := http.NewRequestWithContext(ctx, method, s.o.BaseURL+path, bytes.NewReader(body))
	if err != nil {
		return response{err: err}
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if err := kpi.SignRequest(req, ids.New("msg_", 12), s.o.Now(), body, s.o.Secret); err != nil {
		return response{err: err}
	}
	if tamper != nil {
		tamper(req)
	}
	resp, err := s.o.Client.Do(req)
	if err != nil {
		return response{err: err}
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(io.LimitReader(resp.Body, kpi.DefaultMaxResponseBytes+1))
	return response{status: resp.StatusCode, body: b, err: err}
}

func retrieveBody(query, audience string, limit int, resources ...string) []byte {
	b, _ := json.Marshal(kpi.RetrieveRequest{ContractVersion: kpi.ContractVersion, Query: query, Audience: audience, Limit: limit, Resources: resources})
	return b
}

func rejected(r response) bool { return r.err == nil && r.status >= 400 && r.status < 500 }

func describe(r response) string {
	if r.err != nil {
		return "error: " + r.err.Error()
	}
	return fmt.Sprintf("HTTP %d", r.status)
}

var markup = regexp.MustCompile(`<[a-zA-Z/][^>]*>`)

func (s *Suite) run(ctx context.Context) {
	// Capabilities.
	var caps kpi.Capabilities
	r := s.call(ctx, http.MethodGet, kpi.PathCapabilities, nil, nil)
	if r.err == nil && r.status == 200 && kpi.Validate(s.schemas.Capabilities, r.body) == nil {
		var cr kpi.CapabilitiesResponse
		_ = json.Unmarshal(r.body, &cr)
		caps = cr.Capabilities
		s.record("capabilities: signed GET answers a valid document", true, "%+v", caps)
	} else {
		s.record("capabilities: signed GET answers a valid document", false, "%s %.200s", describe(r), r.body)
	}

	// Signature checks.
	body := retrieveBody(s.o.Query, kpi.Public, 5)
	r = s.call(ctx, http.MethodPost, kpi.PathRetrieve, body, func(req *http.Request) {
		req.Header.Del(kpi.HeaderSignature)
		req.Header.Del(kpi.HeaderID)
		req.Header.Del(kpi.HeaderTimestamp)
	})
	s.record("signature: unsigned request is rejected", rejected(r), "%s", describe(r))
	r = s.call(ctx, http.MethodPost, kpi.PathRetrieve, body, func(req *http.Request) {
		other, _ := kpi.NewSecret()
		sig, _ := kpi.Sign(other, req.Header.Get(kpi.HeaderID), s.o.Now().Unix(), body)
		req.Header.Set(kpi.HeaderSignature, sig)
	})
	s.record("signature: wrong secret is rejected", rejected(r), "%s", describe(r))
	r = s.call(ctx, http.MethodPost, kpi.PathRetrieve, body, func(req *http.Request) {
		tampered := retrieveBody(s.o.Query, kpi.Internal, 5)
		req.Body = io.NopCloser(bytes.NewReader(tampered))
		req.GetBody = nil
		req.ContentLength = int64(len(tampered))
	})
	s.record("signature: tampered body is rejected", rejected(r), "%s", describe(r))
	for _, skew := range []time.Duration{-kpi.Tolerance - 60*time.Second, kpi.Tolerance + 60*time.Second} {
		name := fmt.Sprintf("timestamp: %+ds away is rejected", int(skew.Seconds()))
		r = s.call(ctx, http.MethodPost, kpi.PathRetrieve, body, func(req *http.Request) {
			ts := s.o.Now().Add(skew).Unix()
			sig, _ := kpi.Sign(s.o.Secret, req.Header.Get(kpi.HeaderID), ts, body)
			req.Header.Set(kpi.HeaderTimestamp, fmt.Sprint(ts))
			req.Header.Set(kpi.HeaderSignature, sig)
		})
		s.record(name, rejected(r), "%s", describe(r))
	}
	r = s.call(ctx, http.MethodPost, kpi.PathRetrieve, body, func(req *http.Request) {
		other, _ := kpi.NewSecret()
		bad, _ := kpi.Sign(other, req.Header.Get(kpi.HeaderID), s.o.Now().Unix(), body)
		req.Header.Set(kpi.HeaderSignature, bad+" "+req.Header.Get(kpi.HeaderSignature))
	})
	s.record("signature: accepts a request carrying two signatures (rotation overlap)", r.err == nil && r.status == 200, "%s", describe(r))

	// Replay.
	var replayID string
	first := s.call(ctx, http.MethodPost, kpi.PathRetrieve, body, func(req *http.Request) { replayID = req.Header.Get(kpi.HeaderID) })
	second := s.call(ctx, http.MethodPost, kpi.PathRetrieve, body, func(req *http.Request) {
		ts := s.o.Now().Unix()
		sig, _ := kpi.Sign(s.o.Secret, replayID, ts, body)
		req.Header.Set(kpi.HeaderID, replayID)
		req.Header.Set(kpi.HeaderTimestamp, fmt.Sprint(ts))
		req.Header.Set(kpi.HeaderSignature, sig)
	})
	s.record("replay: a webhook-id seen before is rejected", first.status == 200 && rejected(second), "first %s, replay %s", describe(first), describe(second))

	// Retrieval and the response contract.
	internal := s.retrieve(ctx, "retrieve (audience internal)", retrieveBody(s.o.Query, kpi.Internal, 5))
	public := s.retrieve(ctx, "retrieve (audience public)", retrieveBody(s.o.Query, kpi.Public, 5))
	if public == nil && internal == nil {
		s.skip("results: required fields, plain-text snippets, limit", "no results for the query; pass --query with a term the provider knows")
	} else {
		all := append(append([]kpi.Result{}, public...), internal...)
		s.checkResults(all, 5)
		pubOK := true
		for _, res := range public {
			if res.Audience != kpi.Public {
				pubOK = false
			}
		}
		s.record("audience: a public request returns only public results", pubOK, "%d public-request results", len(public))
		s.checkHonesty(ctx, caps, all)
	}
	r = s.call(ctx, http.MethodPost, kpi.PathRetrieve, []byte(`{"contractVersion":1,`), nil)
	s.record("errors: malformed JSON body is a 4xx, not a crash", rejected(r), "%s", describe(r))
	r = s.call(ctx, http.MethodPost, kpi.PathRetrieve, []byte(`{"contractVersion":2,"query":"x","audience":"public","limit":1}`), nil)
	s.record("errors: wrong contractVersion is a 4xx", rejected(r), "%s", describe(r))
	r = s.call(ctx, http.MethodPost, kpi.PathRetrieve, []byte(`{"contractVersion":1,"query":"x","audience":"everyone","limit":1}`), nil)
	s.record("errors: unknown audience is a 4xx", rejected(r), "%s", describe(r))
}

// retrieve runs one signed retrieval, records schema validity, and returns its results (nil
// when there are none or it failed).
func (s *Suite) retrieve(ctx context.Context, name string, body []byte) []kpi.Result {
	r := s.call(ctx, http.MethodPost, kpi.PathRetrieve, body, nil)
	if r.err != nil || r.status != 200 {
		s.record(name+": answers 200", false, "%s %.200s", describe(r), r.body)
		return nil
	}
	if err := kpi.Validate(s.schemas.Response, r.body); err != nil {
		s.record(name+": response matches the schema", false, "%v", err)
		return nil
	}
	var resp kpi.RetrieveResponse
	if err := json.Unmarshal(r.body, &resp); err != nil {
		s.record(name+": response matches the schema", false, "%v", err)
		return nil
	}
	s.record(name+": response matches the schema", true, "%d results", len(resp.Results))
	if len(resp.Results) == 0 {
		return nil
	}
	return resp.Results
}

func (s *Suite) checkResults(all []kpi.Result, limit int) {
	required, plain := true, true
	detail := ""
	for _, res := range all {
		if res.DocumentID == "" || res.Title == "" || res.Audience == "" {
			required = false
			detail = "result " + res.DocumentID + " lacks a required field"
		}
		if markup.MatchString(res.Snippet) {
			plain = false
		}
	}
	s.record("results: every result has documentId, title, snippet, audience", required, "%s", detail)
	s.record("results: snippets are plain text", plain, "markup found means consumers would show tags as text")
	s.record("results: no more results than the limit", len(all) <= 2*limit, "%d results for two requests of limit %d", len(all), limit)
}

func (s *Suite) checkHonesty(ctx context.Context, caps kpi.Capabilities, all []kpi.Result) {
	honest := true
	var why []string
	for _, res := range all {
		if !caps.Scores && res.Score != nil {
			honest, why = false, append(why, "score without the scores capability")
		}
		if !caps.Chunks && res.ChunkID != "" {
			honest, why = false, append(why, "chunkId without the chunks capability")
		}
		if !caps.TranslationGroups && res.TranslationGroupID != "" {
			honest, why = false, append(why, "translationGroupId without the translationGroups capability")
		}
	}
	s.record("capabilities: results use only declared capabilities", honest, "%s", strings.Join(why, "; "))
	if !caps.Resources {
		s.skip("resources: listing and scoping", "the provider declares no resources")
		return
	}
	r := s.call(ctx, http.MethodGet, kpi.PathResources, nil, nil)
	if r.err != nil || r.status != 200 || kpi.Validate(s.schemas.Resources, r.body) != nil {
		s.record("resources: signed GET lists resources", false, "%s %.200s", describe(r), r.body)
		return
	}
	var rr kpi.ResourcesResponse
	_ = json.Unmarshal(r.body, &rr)
	s.record("resources: signed GET lists resources", len(rr.Resources) > 0, "%d resources", len(rr.Resources))
	if len(rr.Resources) == 0 {
		return
	}
	scope := rr.Resources[0].ID
	r = s.call(ctx, http.MethodPost, kpi.PathRetrieve, retrieveBody(s.o.Query, kpi.Internal, 10, scope), nil)
	var resp kpi.RetrieveResponse
	if r.err != nil || r.status != 200 || json.Unmarshal(r.body, &resp) != nil {
		s.record("resources: a scoped request returns only that resource", false, "%s", describe(r))
		return
	}
	ok := true
	for _, res := range resp.Results {
		if res.ResourceID != scope {
			ok = false
		}
	}
	s.record("resources: a scoped request returns only that resource", ok, "scope %q, %d results", scope, len(resp.Results))
}
