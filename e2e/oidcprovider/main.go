// Command oidcprovider is the OpenID provider of the browser tests: a real one
// (oauth2-proxy/mockoidc, the provider of the Go OIDC tests) on loopback, which signs in
// whoever asks, as the default user unless a test named the next one. It prints one JSON line
// with its issuer, client id and secret and its control URL, then serves until SIGTERM. A test harness,
// never shipped.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"

	"github.com/oauth2-proxy/mockoidc"
)

// nextUserPath, on the control listener, queues the user the next authorization signs in:
// POST with ?sub=SUBJECT.
const nextUserPath = "/e2e/next-user"

func main() {
	addr := flag.String("addr", "127.0.0.1:0", "listen address")
	flag.Parse()
	if err := run(*addr); err != nil {
		fmt.Fprintln(os.Stderr, "oidcprovider:", err)
		os.Exit(1)
	}
}

func run(addr string) error {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	m, err := mockoidc.NewServer(nil)
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	if err := m.Start(ln, nil); err != nil {
		return err
	}
	defer m.Shutdown()
	// The tests' control: a listener of its own (mockoidc serves only its endpoints).
	control, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	mux := http.NewServeMux()
	mux.HandleFunc("POST "+nextUserPath, func(w http.ResponseWriter, r *http.Request) {
		sub := r.URL.Query().Get("sub")
		if sub == "" {
			http.Error(w, "POST "+nextUserPath+"?sub=SUBJECT", http.StatusBadRequest)
			return
		}
		u := mockoidc.DefaultUser()
		u.Subject, u.Email, u.PreferredUsername = sub, sub+"@example.com", sub
		m.QueueUser(u)
		w.WriteHeader(http.StatusNoContent)
	})
	srv := &http.Server{Handler: mux}
	go func() { _ = srv.Serve(control) }()
	defer srv.Close()
	line, err := json.Marshal(map[string]string{
		"issuer": m.Issuer(), "clientId": m.ClientID, "clientSecret": m.ClientSecret,
		"defaultSubject": mockoidc.DefaultUser().Subject, "control": "http://" + control.Addr().String(),
	})
	if err != nil {
		return err
	}
	fmt.Println(string(line))
	<-ctx.Done()
	return nil
}
