package records

import (
	"context"
	"fmt"
	"github.com/queueproof/queueproof/engine/facts"
	"regexp"
	"slices"
	"strings"

	"github.com/jmoiron/sqlx"
	"golang.org/x/net/publicsuffix"

	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/store"
)

// MaxTeamDomains is how many mail domains a workspace may list as its team's.
const MaxTeamDomains = 50

// TeamDomains keeps the mail domains a workspace's owner says its team writes from (see Team).
// Load reads them into Known; the compile's team then takes them as its domains, and no
// address the evidence shows adds to them.
type TeamDomains struct{ db *store.DB }

// NewTeamDomains returns the team domains kept in db.
func NewTeamDomains(db *store.DB) *TeamDomains { return &TeamDomains{db: db} }

// Get returns the workspace's team domains, sorted; none when its owner listed none.
func (s *TeamDomains) Get(ctx context.Context, workspaceID string) ([]string, error) {
	return teamDomains(ctx, s.db.R, workspaceID)
}

// Set replaces the workspace's team domains with domains (as ParseTeamDomains returns them),
// all or none.
func (s *TeamDomains) Set(ctx context.Context, workspaceID string, domains []string) error {
	return s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		if _, err := tx.ExecContext(ctx, `DELETE FROM workspace_team_domains WHERE workspace_id = ?`, workspaceID); err != nil {
			return fmt.Errorf("clear team domains: %w", err)
		}
		for _, d := range domains {
			if _, err := tx.ExecContext(ctx, `INSERT INTO workspace_team_domains (workspace_id, domain) VALUES (?, ?)`, workspaceID, d); err != nil {
				return fmt.Errorf("store team domain: %w", err)
			}
		}
		return nil
	})
}

func teamDomains(ctx context.Context, q sqlx.QueryerContext, workspaceID string) ([]string, error) {
	out := []string{}
	if err := sqlx.SelectContext(ctx, q, &out, `SELECT domain FROM workspace_team_domains WHERE workspace_id = ? ORDER BY domain`, workspaceID); err != nil {
		return nil, fmt.Errorf("read team domains: %w", err)
	}
	return out, nil
}

// reHostname is a domain as DNS spells it once in ASCII: labels of letters, digits and
// hyphens, at least two of them.
var reHostname = regexp.MustCompile(`^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$`)

// ParseTeamDomains reads an owner's list of team domains: each lower-cased, an address's or a
// leading "@" dropped ("ana@payco.example" and "@payco.example" are "payco.example"), an
// internationalised name in its ASCII form, duplicates once, blank entries skipped; sorted. An
// entry that names no domain ("kim@"), a free-mail provider or a public suffix ("co.uk": anyone
// can write from one, so it says nothing of a team), or more than MaxTeamDomains of them is
// BAD_USER_INPUT, naming the entries refused.
func ParseTeamDomains(in []string) ([]string, error) {
	var out, bad, free []string
	var suffixes []string
	for _, raw := range in {
		entry := strings.TrimSpace(raw)
		if entry == "" {
			continue // a blank line of the list
		}
		d := entry
		if i := strings.LastIndexByte(d, '@'); i >= 0 {
			d = d[i+1:]
		}
		d = facts.DomainKey(d)
		switch {
		case d == "" || len(d) > 253 || !reHostname.MatchString(d):
			bad = append(bad, entry) // "kim@" names no domain: refused, not read as none
		case facts.FreeMailDomain(d):
			free = append(free, d)
		case publicSuffix(d):
			suffixes = append(suffixes, d)
		default:
			out = append(out, d)
		}
	}
	switch {
	case len(bad) > 0:
		return nil, errs.E(errs.Invalid, "not a mail domain: %s", strings.Join(bad, ", "))
	case len(free) > 0:
		return nil, errs.E(errs.Invalid, "a free-mail provider says nothing of a team (anyone can write from it): %s", strings.Join(free, ", "))
	case len(suffixes) > 0:
		return nil, errs.E(errs.Invalid, "a public suffix is no one organisation's (anyone can register a domain under it): %s", strings.Join(suffixes, ", "))
	}
	slices.Sort(out)
	out = slices.Compact(out)
	if len(out) > MaxTeamDomains {
		return nil, errs.E(errs.Invalid, "at most %d team domains", MaxTeamDomains)
	}
	return out, nil
}

// publicSuffix reports whether d is itself a public suffix ("co.uk", "com.br", "github.io"),
// under which anyone can register a domain, as the Public Suffix List that golang.org/x/net
// carries says.
func publicSuffix(d string) bool {
	suffix, _ := publicsuffix.PublicSuffix(d)
	return suffix == d
}
