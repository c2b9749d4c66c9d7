package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/schollz/progressbar/v3"

	"github.com/queueproof/queueproof"
	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/config"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/ingest"
)

const importSummary = `Imports a file or folder into a source of a workspace, then runs the source's canary.

Formats: markdown (Markdown/text files or a folder of them), jsonl (JSON Lines records
{id, title, body, author, createdAt, url, metadata}), slack (a Slack export .zip), mbox (a
mailbox), linear-csv (a Linear CSV export). Re-importing the same content changes nothing; a
changed document gets a new revision and a document missing from the new import is
tombstoned. --workspace local names the development local actor's workspace.`

func runImport(ctx context.Context, args []string, env func(string) string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("import", flag.ContinueOnError)
	fs.SetOutput(stderr)
	vals := config.Register(fs, env)
	workspaceID := fs.String("workspace", "", "`ID` of the workspace to import into (required; 'local' for the local actor's workspace)")
	sourceName := fs.String("source", "", "`NAME` of the source to create or update (required)")
	format := fs.String("format", "", "`FORMAT`: markdown, jsonl, slack, mbox or linear-csv (required)")
	maxBytes := fs.Int64("max-file-bytes", ingest.DefaultLimits.MaxFileBytes, "largest file (or zip entry) to read, in `bytes`")
	quiet := fs.Bool("quiet", false, "no progress bar")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "Usage: queueproof import --workspace ID --source NAME --format FORMAT [flags] PATH\n\n%s\n\nFlags:\n", importSummary)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		fs.Usage()
		return errors.New("import: want exactly one PATH")
	}
	if *workspaceID == "" || *sourceName == "" || *format == "" {
		fs.Usage()
		return errors.New("import: --workspace, --source and --format are required")
	}
	f, err := ingest.ParseFormat(*format)
	if err != nil {
		return fmt.Errorf("import: %s", errs.Public(err))
	}
	cfg, log, db, err := openConfigured(ctx, vals, stderr)
	if err != nil {
		return err
	}
	defer db.Close()
	eng, err := engine.New(db, log, engine.Options{Production: cfg.Production(), Migrations: queueproof.Migrations(),
		ImportLimits: ingest.Limits{MaxFileBytes: *maxBytes}})
	if err != nil {
		return err
	}
	if *workspaceID == "local" {
		ws, err := eng.EnsureWorkspace(ctx, engine.LocalSubject, "Local workspace")
		if err != nil {
			return err
		}
		*workspaceID = ws.ID
	}
	a, err := eng.OperatorActor(ctx, *workspaceID)
	if err != nil {
		return fmt.Errorf("import: workspace %q: %s", *workspaceID, errs.Public(err))
	}
	in, err := ingest.FromPath(fs.Arg(0))
	if err != nil {
		return fmt.Errorf("import: %s", errs.Public(err))
	}
	var bar *progressbar.ProgressBar
	req := engine.ImportRequest{SourceName: *sourceName, Format: f, Input: in}
	if !*quiet {
		req.Progress = func(done, total int) {
			if bar == nil {
				bar = progressbar.NewOptions(total, progressbar.OptionSetWriter(stderr), progressbar.OptionSetDescription("indexing"),
					progressbar.OptionShowCount(), progressbar.OptionShowIts(), progressbar.OptionSetItsString("docs"),
					progressbar.OptionThrottle(100_000_000), progressbar.OptionClearOnFinish())
			}
			_ = bar.Set(done)
		}
	}
	res, err := eng.Import(ctx, a, req)
	if bar != nil {
		_ = bar.Finish()
	}
	j := res.Job
	if err != nil {
		if j.ID != "" {
			return fmt.Errorf("import failed (job %s): %s", j.ID, errs.Public(err))
		}
		return fmt.Errorf("import failed: %s", errs.Public(err))
	}
	fmt.Fprintf(stdout, "job %s %s: source %s (%s), %d documents: %d added, %d updated, %d unchanged, %d tombstoned; %d chunks written\n",
		j.ID, strings.ToUpper(string(j.Status)), j.SourceID, *sourceName, j.DocumentsSeen, j.DocumentsAdded, j.DocumentsUpdated,
		j.DocumentsUnchanged, j.DocumentsTombstoned, j.ChunksWritten)
	if j.DocumentsSkipped > 0 {
		fmt.Fprintf(stdout, "%d records skipped with nothing to index:", j.DocumentsSkipped)
		for _, sk := range j.SkippedRecords() {
			fmt.Fprintf(stdout, " %s:%d", sk.File, sk.Line)
		}
		fmt.Fprintln(stdout)
	}
	if res.ProofTest != nil {
		fmt.Fprintf(stdout, "proof test %s %s; source is DATA_VERIFIED\n", res.ProofTest.ID, strings.ToUpper(res.ProofTest.Result))
	}
	return nil
}
