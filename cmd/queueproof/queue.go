package main

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/queueproof/queueproof"
	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/config"
)

const queueUsage = `Usage: queueproof queue verify [flags]

Recomputes the receipt hash of every stored Execution Packet (SHA-256 over the RFC 8785
canonical JSON of the packet as stored) and compares it with the receipt stored beside it.
Prints one line per mismatch and exits non-zero when there is any.
`

// errMismatch is returned (exit status 1) when queue verify finds a packet whose receipt no
// longer matches it.
var errMismatch = errors.New("queue verify: stored packets do not match their receipts")

func runQueue(ctx context.Context, args []string, env func(string) string, stdout, stderr io.Writer) error {
	fs, args, err := singleSubcommand("queue", "verify", queueUsage, args, stderr)
	if err != nil {
		return err
	}
	vals := config.Register(fs, env)
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("queue verify: unexpected argument %q", fs.Arg(0))
	}
	cfg, log, db, err := openConfigured(ctx, vals, stderr)
	if err != nil {
		return err
	}
	defer db.Close()
	eng, err := engine.New(db, log, engine.Options{Production: cfg.Production(), Migrations: queueproof.Migrations()})
	if err != nil {
		return err
	}
	return verifyQueue(ctx, eng, stdout)
}

// verifyQueue runs the check and prints its report; it returns errMismatch on any mismatch.
func verifyQueue(ctx context.Context, eng *engine.Engine, stdout io.Writer) error {
	rep, err := eng.VerifyQueue(ctx)
	if err != nil {
		return fmt.Errorf("queue verify: %w", err)
	}
	for _, m := range rep.Mismatches {
		fmt.Fprintf(stdout, "MISMATCH packet %s (workspace %s, queue version %d, rank %d): %s; stored receipt %s, computed %s\n",
			m.PacketID, m.WorkspaceID, m.Version, m.Rank, m.Reason, m.Stored, orNone(m.Computed))
	}
	fmt.Fprintf(stdout, "%d packets checked, %d mismatches\n", rep.Checked, len(rep.Mismatches))
	if len(rep.Mismatches) > 0 {
		return errMismatch
	}
	return nil
}

func orNone(s string) string {
	if s == "" {
		return "(none)"
	}
	return s
}
