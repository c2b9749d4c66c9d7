// Command queueproof is QueueProof in one binary: the server, its migrations and its tools.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"
)

// version is set at build time with -ldflags "-X main.version=...".
var version = "dev"

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	err := run(ctx, os.Args[1:], os.Getenv, os.Stdout, os.Stderr)
	if err != nil && !errors.Is(err, flag.ErrHelp) {
		fmt.Fprintln(os.Stderr, "queueproof:", err)
		os.Exit(1)
	}
}

// command is one sub-command.
type command struct {
	name, summary string
	run           func(ctx context.Context, args []string, env func(string) string, stdout, stderr io.Writer) error
}

func commands() []command {
	return []command{
		{"serve", "serve the API, the app and MCP (the default)", runServe},
		{"migrate", "apply pending database migrations and exit", runMigrate},
		{"public", "public provision --workspace ID: make a workspace the public demo", runPublic},
		{"import", "import evidence files into a source (markdown, jsonl, slack, mbox, linear-csv)", runImport},
		{"version", "print the version", runVersion},
		{"queue", "queue verify: recompute the receipt hashes of stored Execution Packets", runQueue},
		{"provider", "serve a folder as a knowledge provider, or check a provider's conformance", runProvider},
	}
}

func run(ctx context.Context, args []string, env func(string) string, stdout, stderr io.Writer) error {
	name := "serve"
	switch {
	case len(args) > 0 && isHelp(args[0]):
		usage(stdout)
		return nil
	case len(args) > 0 && !strings.HasPrefix(args[0], "-"):
		name, args = args[0], args[1:]
	}
	for _, c := range commands() {
		if c.name == name {
			return c.run(ctx, args, env, stdout, stderr)
		}
	}
	usage(stderr)
	return fmt.Errorf("unknown command %q", name)
}

// isHelp reports whether a command-line argument asks for help.
func isHelp(arg string) bool {
	return arg == "-h" || arg == "-help" || arg == "--help" || arg == "help"
}

// singleSubcommand starts a command that has one sub-command (`queueproof name sub [flags]`).
// When args do not start with sub it prints usage and returns flag.ErrHelp for a help request,
// else an error. Otherwise it returns the sub-command's flag set, whose usage is usage followed
// by the flags, and the arguments after sub.
func singleSubcommand(name, sub, usage string, args []string, stderr io.Writer) (*flag.FlagSet, []string, error) {
	if len(args) == 0 || args[0] != sub {
		fmt.Fprint(stderr, usage)
		if len(args) > 0 && isHelp(args[0]) {
			return nil, nil, flag.ErrHelp
		}
		return nil, nil, fmt.Errorf("%s: want the sub-command '%s'", name, sub)
	}
	fs := flag.NewFlagSet(name+" "+sub, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprint(stderr, usage, "\nFlags:\n")
		fs.PrintDefaults()
	}
	return fs, args[1:], nil
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "Usage: queueproof [command] [flags]")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Commands:")
	for _, c := range commands() {
		fmt.Fprintf(w, "  %-10s %s\n", c.name, c.summary)
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Run 'queueproof COMMAND --help' for a command's flags.")
}

func runVersion(_ context.Context, args []string, _ func(string) string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("version", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprintln(stderr, "Usage: queueproof version\n\nPrints the version of this build.") }
	if err := fs.Parse(args); err != nil {
		return err
	}
	fmt.Fprintln(stdout, "queueproof", version)
	return nil
}
