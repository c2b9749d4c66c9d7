package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"os"
	"text/tabwriter"
	"time"

	"github.com/queueproof/queueproof/engine/kpi"
	"github.com/queueproof/queueproof/engine/kpi/conformance"
	"github.com/queueproof/queueproof/engine/kpi/fsprovider"
	"github.com/queueproof/queueproof/server"
)

// runProvider dispatches `queueproof provider serve|conformance`.
func runProvider(ctx context.Context, args []string, env func(string) string, stdout, stderr io.Writer) error {
	usage := func(w io.Writer) {
		fmt.Fprintln(w, "Usage: queueproof provider serve --dir DIR --secret S [--addr A]")
		fmt.Fprintln(w, "       queueproof provider conformance --url URL --secret S [--query Q]")
		fmt.Fprintln(w, "\nserve: the first-party Knowledge Provider over a folder of Markdown/text files.")
		fmt.Fprintln(w, "conformance: run the KPI v1 conformance suite against any provider.")
	}
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		usage(stderr)
		if len(args) == 0 {
			return errors.New("provider: name a sub-command: serve or conformance")
		}
		return flag.ErrHelp
	}
	switch args[0] {
	case "serve":
		return runProviderServe(ctx, args[1:], env, stderr)
	case "conformance":
		return runProviderConformance(ctx, args[1:], env, stdout, stderr)
	default:
		usage(stderr)
		return fmt.Errorf("provider: unknown sub-command %q", args[0])
	}
}

func runProviderServe(ctx context.Context, args []string, env func(string) string, stderr io.Writer) error {
	fs := flag.NewFlagSet("provider serve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	dir := fs.String("dir", "", "folder of Markdown/text files to serve (required)")
	secret := fs.String("secret", env("QUEUEPROOF_PROVIDER_SECRET"), "whsec_ secret shared with the consumer [QUEUEPROOF_PROVIDER_SECRET] (required)")
	previous := fs.String("previous-secret", env("QUEUEPROOF_PROVIDER_PREVIOUS_SECRET"), "a second accepted secret while rotating [QUEUEPROOF_PROVIDER_PREVIOUS_SECRET]")
	addr := fs.String("addr", "127.0.0.1:8090", "address to listen on")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "Usage: queueproof provider serve --dir DIR --secret S [--addr A]\n\nServes DIR over the Knowledge Provider Interface v1. Files may start with front matter\n(title, audience: public|internal, locale, translationGroupId, url); a file without\naudience is internal. Top-level sub-folders are resources.\n\nFlags:")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *dir == "" || *secret == "" {
		fs.Usage()
		return errors.New("provider serve: --dir and --secret are required")
	}
	secrets := []string{*secret}
	if *previous != "" {
		secrets = append(secrets, *previous)
	}
	docs, err := fsprovider.Load(os.DirFS(*dir))
	if err != nil {
		return err
	}
	log := newLogger(stderr, false)
	p, err := fsprovider.New(docs, log, nil, secrets...)
	if err != nil {
		return fmt.Errorf("provider serve: --secret: %w", err)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return fmt.Errorf("provider serve: listen on %s: %w", *addr, err)
	}
	log.Info("knowledge provider serving", "url", "http://"+ln.Addr().String(), "documents", len(docs))
	return server.Run(ctx, ln, p, log, 10*time.Second)
}

func runProviderConformance(ctx context.Context, args []string, env func(string) string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("provider conformance", flag.ContinueOnError)
	fs.SetOutput(stderr)
	url := fs.String("url", "", "the provider's base URL (required)")
	secret := fs.String("secret", env("QUEUEPROOF_PROVIDER_SECRET"), "the provider's whsec_ secret [QUEUEPROOF_PROVIDER_SECRET] (required)")
	query := fs.String("query", "help", "a query the provider has public results for")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "Usage: queueproof provider conformance --url URL --secret S [--query Q]\n\nRuns the KPI v1 conformance suite and prints a pass/fail table; exits non-zero on any failure.\n\nFlags:")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *url == "" || *secret == "" {
		fs.Usage()
		return errors.New("provider conformance: --url and --secret are required")
	}
	results, err := conformance.Run(ctx, conformance.Options{BaseURL: *url, Secret: *secret, Query: *query})
	if err != nil {
		return fmt.Errorf("provider conformance: %w", err)
	}
	tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "RESULT\tCHECK\tDETAIL")
	counts := map[conformance.Outcome]int{}
	for _, r := range results {
		counts[r.Outcome]++
		fmt.Fprintf(tw, "%s\t%s\t%s\n", r.Outcome, r.Check, r.Detail)
	}
	_ = tw.Flush()
	fmt.Fprintf(stdout, "\nconformance: %d passed, %d failed, %d skipped (KPI contract version %d)\n", counts[conformance.Pass], counts[conformance.Fail], counts[conformance.Skip], kpi.ContractVersion)
	if !conformance.Conforms(results) {
		return errors.New("provider does not conform")
	}
	return nil
}
