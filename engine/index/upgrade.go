package index

import (
	"context"
	"fmt"
	"log/slog"

	"github.com/queueproof/queueproof/engine/store"
)

// Upgrade brings an index written by an earlier build up to date, once, after the SQL
// migrations ran: the terms of workspaces indexed before the statistics were kept per
// workspace (BuildAllTerms), and the identifiers of chunks indexed before keys of several
// numbered parts were read whole (RereadIdentifiers). Every path that opens a database for
// the engine runs it, so the lanes read only rows today's indexer would write.
func Upgrade(ctx context.Context, db *store.DB, log *slog.Logger) error {
	st := New(db)
	built, err := st.BuildAllTerms(ctx)
	if err != nil {
		return fmt.Errorf("build workspace index statistics: %w", err)
	}
	if built > 0 {
		log.InfoContext(ctx, "workspace index statistics built", "workspaces", built)
	}
	r, err := st.RereadIdentifiers(ctx)
	if err != nil {
		return fmt.Errorf("re-read identifiers: %w", err)
	}
	if r.Ran {
		log.InfoContext(ctx, "identifiers re-read", "chunks", r.Chunks, "rewritten", r.Rewritten, "subject_facts_dropped", r.SubjectFacts)
	}
	return nil
}
