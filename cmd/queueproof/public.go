package main

import (
	"context"
	"fmt"
	"io"
	"time"

	"github.com/queueproof/queueproof/engine/config"
	"github.com/queueproof/queueproof/engine/provision"
)

const publicUsage = `Usage: queueproof public provision --workspace ID [flags]

Makes the existing workspace ID the public demo: grants the fixed principal user:public-access
its read-only public-access membership, in one transaction. Run it once per deployment, then
set QUEUEPROOF_PUBLIC_WORKSPACE_ID=ID on the server. Nothing that serves requests can do this.
Anyone on the internet can then read that workspace: never provision a private tenant.
`

func runPublic(ctx context.Context, args []string, env func(string) string, stdout, stderr io.Writer) error {
	fs, args, err := singleSubcommand("public", "provision", publicUsage, args, stderr)
	if err != nil {
		return err
	}
	vals := config.Register(fs, env)
	workspaceID := fs.String("workspace", "", "`ID` of the existing workspace to make the public demo (required)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("public provision: unexpected argument %q", fs.Arg(0))
	}
	if *workspaceID == "" {
		fs.Usage()
		return fmt.Errorf("public provision: --workspace is required")
	}
	_, _, db, err := openConfigured(ctx, vals, stderr)
	if err != nil {
		return err
	}
	defer db.Close()
	r, err := provision.Public(ctx, db, *workspaceID, time.Now())
	if err != nil {
		return fmt.Errorf("public provision: %w", err)
	}
	switch {
	case r.Created:
		fmt.Fprintf(stdout, "workspace %s (%q) now grants public-access; set QUEUEPROOF_PUBLIC_WORKSPACE_ID=%s\n", r.WorkspaceID, r.WorkspaceName, r.WorkspaceID)
	default:
		fmt.Fprintf(stdout, "workspace %s (%q) already grants public-access; nothing changed\n", r.WorkspaceID, r.WorkspaceName)
	}
	if r.Personal {
		fmt.Fprintln(stderr, "warning: this is a personal workspace; everything in it is now readable by anyone")
	}
	return nil
}
