package engine

import (
	"context"
	"fmt"
	"strings"

	"github.com/queueproof/queueproof/engine/demo"
	"github.com/queueproof/queueproof/engine/ingest"
)

// DemoSeed is the seed of the demo workspace: every first start loads the same data.
const DemoSeed = 20250303

// LoadDemo fills the development local actor's workspace with the demo company's evidence, as
// sources named "Demo: ...", on first start: only with the local actor on, never in
// production, and only while the workspace has no sources. It reports whether it loaded.
func (e *Engine) LoadDemo(ctx context.Context) (bool, error) {
	if !e.opts.LocalActor || e.opts.Production {
		return false, nil
	}
	ws, err := e.workspaces.EnsurePersonal(ctx, LocalSubject, "Local workspace")
	if err != nil {
		return false, fmt.Errorf("demo: %w", err)
	}
	n, err := e.sources.Count(ctx, ws.ID)
	if err != nil || n > 0 {
		return false, err
	}
	a, err := e.OperatorActor(ctx, ws.ID)
	if err != nil {
		return false, err
	}
	for _, src := range demo.Generate(DemoSeed, 1) {
		name := strings.ToLower(strings.TrimPrefix(src.Name, demo.Label)) + ".jsonl"
		res, err := e.Import(ctx, a, ImportRequest{SourceName: src.Name, Format: ingest.JSONL, Input: ingest.FromBytes(name, src.JSONL())})
		if err != nil {
			return false, fmt.Errorf("demo: load %s: %w", src.Name, err)
		}
		e.log.InfoContext(ctx, "demo source loaded", "source", src.Name, "documents", res.Job.DocumentsSeen, "chunks", res.Job.ChunksWritten)
	}
	return true, nil
}
