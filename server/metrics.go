package server

import (
	"net/http"
	"strconv"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
)

// metrics are the server's Prometheus collectors, on a registry of its own (no globals).
type metrics struct {
	registry  *prometheus.Registry
	requests  *prometheus.CounterVec
	latency   *prometheus.HistogramVec
	ops       *prometheus.CounterVec
	opLatency *prometheus.HistogramVec

	mu        sync.Mutex
	operation map[string]bool // operation names admitted as label values
}

// maxOperationLabels bounds the label values taken from client-chosen operation names.
const maxOperationLabels = 200

func newMetrics() *metrics {
	m := &metrics{
		registry: prometheus.NewRegistry(),
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "queueproof_http_requests_total", Help: "HTTP requests by route, method and status code.",
		}, []string{"route", "method", "code"}),
		latency: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: "queueproof_http_request_duration_seconds", Help: "HTTP request latency by route.",
			Buckets: prometheus.ExponentialBuckets(0.0005, 2, 16),
		}, []string{"route", "method"}),
		ops: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "queueproof_graphql_operations_total", Help: "GraphQL operations by name, type and outcome.",
		}, []string{"operation", "type", "outcome"}),
		opLatency: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: "queueproof_graphql_operation_duration_seconds", Help: "GraphQL operation latency by name and type.",
			Buckets: prometheus.ExponentialBuckets(0.0005, 2, 16),
		}, []string{"operation", "type"}),
		operation: map[string]bool{},
	}
	m.registry.MustRegister(m.requests, m.latency, m.ops, m.opLatency,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return m
}

// methodLabel is the label value of an HTTP method: the standard methods by name, any other
// string (a client may send any token as its method) as "other", so that made-up methods
// cannot grow the series without bound.
func methodLabel(method string) string {
	switch method {
	case http.MethodGet, http.MethodHead, http.MethodPost, http.MethodPut, http.MethodPatch,
		http.MethodDelete, http.MethodOptions, http.MethodConnect, http.MethodTrace:
		return method
	}
	return "other"
}

func (m *metrics) observeHTTP(route, method string, code int, d time.Duration) {
	method = methodLabel(method)
	m.requests.WithLabelValues(route, method, strconv.Itoa(code)).Inc()
	m.latency.WithLabelValues(route, method).Observe(d.Seconds())
}

func (m *metrics) observeOperation(name, typ string, failed bool, d time.Duration) {
	name = m.operationLabel(name)
	outcome := "ok"
	if failed {
		outcome = "error"
	}
	m.ops.WithLabelValues(name, typ, outcome).Inc()
	m.opLatency.WithLabelValues(name, typ).Observe(d.Seconds())
}

// operationLabel admits a client-chosen operation name as a label value while there is room,
// so that a client cannot grow the series without bound.
func (m *metrics) operationLabel(name string) string {
	if name == "" {
		return "anonymous"
	}
	if len(name) > 64 {
		return "other"
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.operation[name] {
		return name
	}
	if len(m.operation) >= maxOperationLabels {
		return "other"
	}
	m.operation[name] = true
	return name
}
