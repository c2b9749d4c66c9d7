package index

import (
	"context"
	"fmt"
)

// Generation names the state of a workspace's evidence: how many imports have finished, how
// many source state changes and sources there are. Evidence changes only through these
// (imports write documents; verification, failure and deletion change what is readable), so
// two equal generations read the same evidence. While an import is running the evidence is
// changing under any reader: busy is then true, and the generation must not be trusted.
func (s *Store) Generation(ctx context.Context, workspaceID string) (gen string, busy bool, err error) {
	var n struct {
		Finished int `db:"finished"`
		Running  int `db:"running"`
		Changes  int `db:"changes"`
		Sources  int `db:"sources"`
	}
	if err := s.db.R.GetContext(ctx, &n, `SELECT
			(SELECT count(*) FROM ingest_jobs WHERE workspace_id = ? AND status IN ('indexed', 'failed')) AS finished,
			(SELECT count(*) FROM ingest_jobs WHERE workspace_id = ? AND status IN ('queued', 'processing')) AS running,
			(SELECT count(*) FROM source_state_changes WHERE workspace_id = ?) AS changes,
			(SELECT count(*) FROM sources WHERE workspace_id = ?) AS sources`,
		workspaceID, workspaceID, workspaceID, workspaceID); err != nil {
		return "", false, fmt.Errorf("read evidence generation: %w", err)
	}
	return fmt.Sprintf("%d/%d/%d", n.Finished, n.Changes, n.Sources), n.Running > 0, nil
}
