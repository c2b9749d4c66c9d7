// Command mcpserver is the MCP conformance test mode of QueueProof: the real server (engine,
// MCP handler, tools) over a fresh database, with one change: every request to /mcp is given
// the bearer token of an internal READ token created at start, because the official conformance
// suite cannot send an Authorization header. It is a test harness, never shipped.
package main

import (
	"context"
	"flag"
	"fmt"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

	"github.com/queueproof/queueproof"
	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/store"
	"github.com/queueproof/queueproof/server"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:0", "listen address")
	flag.Parse()
	if err := run(*addr); err != nil {
		fmt.Fprintln(os.Stderr, "mcpserver:", err)
		os.Exit(1)
	}
}

func run(addr string) error {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	dir, err := os.MkdirTemp("", "queueproof-mcp-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	log := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
	db, err := store.Open(ctx, "file:"+filepath.Join(dir, "q.db"), store.Options{})
	if err != nil {
		return err
	}
	defer db.Close()
	ms, err := store.LoadMigrations(queueproof.Migrations())
	if err != nil {
		return err
	}
	if _, err := db.Migrate(ctx, ms); err != nil {
		return err
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	resource := "http://" + ln.Addr().String() + "/mcp"
	eng, err := engine.New(db, log, engine.Options{LocalActor: true, Migrations: queueproof.Migrations(), MCPResource: resource})
	if err != nil {
		return err
	}
	owner, err := eng.Resolve(ctx, actor.Credentials{Loopback: true, LoopbackHost: true, SameOrigin: true})
	if err != nil {
		return err
	}
	_, token, err := eng.CreateMcpToken(ctx, owner, engine.McpTokenInput{Name: "conformance", Scopes: []string{"read"}, Egress: "internal"})
	if err != nil {
		return err
	}
	var app fs.FS = queueproof.Frontend()
	srv, err := server.New(eng, log, server.Options{Frontend: app, Version: "conformance"})
	if err != nil {
		return err
	}
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		r.Header.Set("Authorization", "Bearer "+token)
		srv.ServeHTTP(w, r)
	})
	fmt.Printf("listening %s\n", resource)
	return server.Run(ctx, ln, h, log, 5*time.Second)
}
