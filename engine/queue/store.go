package queue

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/jmoiron/sqlx"

	"github.com/queueproof/queueproof/engine/canonical"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/ids"
	"github.com/queueproof/queueproof/engine/page"
	"github.com/queueproof/queueproof/engine/publicref"
	"github.com/queueproof/queueproof/engine/records"
	"github.com/queueproof/queueproof/engine/store"
)

// Version is one stored compile.
type Version struct {
	ID             string `db:"id"`
	WorkspaceID    string `db:"workspace_id"`
	Version        int    `db:"version"`
	AsOf           string `db:"as_of"`
	RankingVersion string `db:"ranking_version"`
	Records        int    `db:"records"`
	Components     int    `db:"components"`
	Closed         int    `db:"closed"`
	Informational  int    `db:"informational"`
	Ranked         int    `db:"ranked"`
	Packets        int    `db:"packets"`
	ExcludedChunks int    `db:"excluded_chunks"`
	CreatedAt      string `db:"created_at"`
}

// Stored is one stored packet: its row and the packet decoded from its JSON.
type Stored struct {
	ID          string `db:"id"`
	VersionID   string `db:"version_id"`
	WorkspaceID string `db:"workspace_id"`
	Version     int    `db:"version"`
	Rank        int    `db:"rank"`
	Component   string `db:"component"`
	PublicRef   string `db:"public_ref"`
	JSON        string `db:"packet"`
	ReceiptHash string `db:"receipt_hash"`
	CreatedAt   string `db:"created_at"`
	Packet      Packet `db:"-"`
}

// Page is one page of a version's packets, in rank order.
type Page struct {
	Version Version
	Items   []Stored
	Info    page.Info
}

// Store keeps queue versions and their packets.
type Store struct {
	db   *store.DB
	refs *publicref.Keyring
}

// NewStore returns a Store over db; refs makes the packets' public references (the shared
// public-reference scheme: an HMAC of workspace, kind and id under the server-held key, so the
// public actor never sees a storage id and cannot forge one).
func NewStore(db *store.DB, refs *publicref.Keyring) *Store { return &Store{db: db, refs: refs} }

// Save stores a compile as the workspace's next queue version, all or nothing: the version,
// every packet, the subjects' facts and the team (replacing the previous compile's) appear in
// one transaction. stats are what the extraction saw (its injection-shaped chunks, its team);
// gen is the evidence generation the compile read (index.Store.Generation).
func (s *Store) Save(ctx context.Context, workspaceID string, res Result, stats records.Stats, gen string, now time.Time) (Version, error) {
	refs, err := s.refs.Refs(ctx)
	if err != nil {
		return Version{}, err
	}
	ts := now.UTC().Format(time.RFC3339Nano)
	v := Version{ID: ids.New("qv_", 12), WorkspaceID: workspaceID, AsOf: res.AsOf.Format(time.RFC3339), RankingVersion: RankingVersion,
		Records: res.Records, Components: res.Components, Closed: res.Closed, Informational: res.Informational, Ranked: res.Ranked,
		Packets: len(res.Packets), ExcludedChunks: stats.Excluded, CreatedAt: ts}
	err = s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		if err := tx.GetContext(ctx, &v.Version, `SELECT coalesce(max(version), 0) + 1 FROM queue_versions WHERE workspace_id = ?`, workspaceID); err != nil {
			return fmt.Errorf("next queue version: %w", err)
		}
		if _, err := tx.NamedExecContext(ctx, `INSERT INTO queue_versions (id, workspace_id, version, as_of, ranking_version, records,
				components, closed, informational, ranked, packets, excluded_chunks, created_at)
			VALUES (:id, :workspace_id, :version, :as_of, :ranking_version, :records, :components, :closed, :informational,
				:ranked, :packets, :excluded_chunks, :created_at)`, v); err != nil {
			return fmt.Errorf("write queue version: %w", err)
		}
		st, err := tx.PreparexContext(ctx, `INSERT INTO queue_packets (id, version_id, workspace_id, rank, component, public_ref,
			packet, receipt_hash, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)
		if err != nil {
			return fmt.Errorf("prepare packet insert: %w", err)
		}
		defer st.Close()
		for _, p := range res.Packets {
			id := packetID(v.ID, p.Packet.Key)
			if _, err := st.ExecContext(ctx, id, v.ID, workspaceID, p.Packet.Rank, p.Packet.Key, refs.Ref(workspaceID, "packet", id),
				string(p.JSON), p.ReceiptHash, ts); err != nil {
				return fmt.Errorf("write packet: %w", err)
			}
		}
		if err := saveTeam(ctx, tx, workspaceID, gen, stats.Team, res.Bases); err != nil {
			return err
		}
		return saveSubjectFacts(ctx, tx, workspaceID, v.Version, gen, res.Bases)
	})
	if err != nil {
		return Version{}, err
	}
	return v, nil
}

const versionColumns = `id, workspace_id, version, as_of, ranking_version, records, components, closed, informational,
	ranked, packets, excluded_chunks, created_at`

// Latest returns the workspace's newest queue version; NotFound when it has none.
func (s *Store) Latest(ctx context.Context, workspaceID string) (Version, error) {
	var v Version
	err := s.db.R.GetContext(ctx, &v, `SELECT `+versionColumns+` FROM queue_versions WHERE workspace_id = ?
		ORDER BY version DESC LIMIT 1`, workspaceID)
	if errors.Is(err, sql.ErrNoRows) {
		return v, errs.E(errs.NotFound, "no queue has been compiled yet")
	}
	if err != nil {
		return v, fmt.Errorf("read latest queue version: %w", err)
	}
	return v, nil
}

// GetVersion reads one queue version of the workspace by its number.
func (s *Store) GetVersion(ctx context.Context, workspaceID string, version int) (Version, error) {
	var v Version
	err := s.db.R.GetContext(ctx, &v, `SELECT `+versionColumns+` FROM queue_versions WHERE workspace_id = ? AND version = ?`, workspaceID, version)
	if errors.Is(err, sql.ErrNoRows) {
		return v, errs.E(errs.NotFound, "queue version not found")
	}
	if err != nil {
		return v, fmt.Errorf("read queue version: %w", err)
	}
	return v, nil
}

const packetColumns = `p.id, p.version_id, p.workspace_id, v.version, p.rank, p.component, p.public_ref, p.packet,
	p.receipt_hash, p.created_at`

// Packets returns one page of a version's packets in rank order (the cursor is the rank).
func (s *Store) Packets(ctx context.Context, v Version, req page.Request) (Page, error) {
	req, err := req.Normalize()
	if err != nil {
		return Page{}, err
	}
	after := 0
	if req.After != "" {
		k, _ := page.DecodeCursor(req.After)
		if after, err = strconv.Atoi(k); err != nil || after < 0 {
			return Page{}, errs.E(errs.Invalid, "after is not a cursor of this queue")
		}
	}
	var items []Stored
	if err := s.db.R.SelectContext(ctx, &items, `SELECT `+packetColumns+` FROM queue_packets p
		JOIN queue_versions v ON v.id = p.version_id
		WHERE p.version_id = ? AND p.workspace_id = ? AND p.rank > ? ORDER BY p.rank LIMIT ?`,
		v.ID, v.WorkspaceID, after, req.First+1); err != nil {
		return Page{}, fmt.Errorf("list packets: %w", err)
	}
	pg := Page{Version: v}
	items, pg.Info = page.Trim(items, req.First, func(s Stored) string { return strconv.Itoa(s.Rank) })
	for i := range items {
		if err := decode(&items[i]); err != nil {
			return Page{}, err
		}
	}
	pg.Items = items
	return pg, nil
}

// Cursor is the page cursor after the packet at rank.
func Cursor(rank int) string { return page.EncodeCursor(strconv.Itoa(rank)) }

// Packet reads one packet of the workspace by its storage id.
func (s *Store) Packet(ctx context.Context, workspaceID, id string) (Stored, error) {
	return s.get(ctx, `p.id = ? AND p.workspace_id = ?`, id, workspaceID)
}

// PacketByRef reads one packet of the workspace by its public reference.
func (s *Store) PacketByRef(ctx context.Context, workspaceID, ref string) (Stored, error) {
	return s.get(ctx, `p.workspace_id = ? AND p.public_ref = ?`, workspaceID, ref)
}

func (s *Store) get(ctx context.Context, where string, args ...any) (Stored, error) {
	var p Stored
	err := s.db.R.GetContext(ctx, &p, `SELECT `+packetColumns+` FROM queue_packets p JOIN queue_versions v ON v.id = p.version_id
		WHERE `+where, args...)
	if errors.Is(err, sql.ErrNoRows) {
		return p, errs.E(errs.NotFound, "packet not found")
	}
	if err != nil {
		return p, fmt.Errorf("read packet: %w", err)
	}
	return p, decode(&p)
}

func decode(p *Stored) error {
	if err := json.Unmarshal([]byte(p.JSON), &p.Packet); err != nil {
		return fmt.Errorf("decode packet %s: %w", p.ID, err)
	}
	return nil
}

// Mismatch is a stored packet whose receipt no longer matches its JSON.
type Mismatch struct {
	PacketID, WorkspaceID string
	Version, Rank         int
	Stored, Computed      string // receipt hashes; Computed is empty when the JSON does not parse
	Reason                string
}

// VerifyReport is the result of Verify.
type VerifyReport struct {
	Checked    int
	Mismatches []Mismatch
}

// Verify recomputes the receipt hash of every stored packet (SHA-256 over the RFC 8785 form of
// its stored JSON) and reports each one that differs from its stored receipt, or whose JSON is
// not in canonical form.
func (s *Store) Verify(ctx context.Context) (VerifyReport, error) {
	var rep VerifyReport
	rows, err := s.db.R.QueryxContext(ctx, `SELECT `+packetColumns+` FROM queue_packets p JOIN queue_versions v ON v.id = p.version_id
		ORDER BY p.workspace_id, v.version, p.rank`)
	if err != nil {
		return rep, fmt.Errorf("read packets: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var p Stored
		if err := rows.StructScan(&p); err != nil {
			return rep, fmt.Errorf("read packet: %w", err)
		}
		rep.Checked++
		m := Mismatch{PacketID: p.ID, WorkspaceID: p.WorkspaceID, Version: p.Version, Rank: p.Rank, Stored: p.ReceiptHash}
		canon, err := canonical.JSON(json.RawMessage(p.JSON))
		switch {
		case err != nil:
			m.Reason = "stored JSON is not valid: " + err.Error()
		default:
			m.Computed = canonical.HashBytes(canon)
			if m.Computed != p.ReceiptHash {
				m.Reason = "receipt hash does not match the stored packet"
			} else if string(canon) != p.JSON {
				m.Reason = "stored JSON is not in canonical form"
			}
		}
		if m.Reason != "" {
			rep.Mismatches = append(rep.Mismatches, m)
		}
	}
	if err := rows.Err(); err != nil {
		return rep, fmt.Errorf("read packets: %w", err)
	}
	return rep, nil
}

func packetID(versionID, key string) string {
	sum := sha256.Sum256([]byte(versionID + "\x00" + key))
	return "pkt_" + hex.EncodeToString(sum[:12])
}
