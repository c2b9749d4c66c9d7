// Package records turns verified evidence into the records Today's queue clusters and ranks:
// commitments, requests nobody answered, open incidents, deadlines, blocked work, statuses,
// ownership and acceptance criteria, each with its exact ids, entities, actors, dates and a
// citation of the chunk it came from. What a statement says is read by engine/facts, the one
// reading of evidence that Ask shares; this package only maps facts to records. Extraction is a
// pure function of the chunks: the same evidence always gives the same records with the same
// ids. Injection-shaped evidence (engine/untrusted) never becomes a record.
package records

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/queueproof/queueproof/engine/index"
	"github.com/queueproof/queueproof/engine/untrusted"
)

// Kind is what a record says.
type Kind string

// The kinds. The first six are actionable; Status, Owner and Acceptance only inform the records
// they cluster with (whether the work is done, who owns it, what "done" means).
const (
	Commitment Kind = "commitment"
	Request    Kind = "request"
	Incident   Kind = "incident"
	Deadline   Kind = "deadline"
	Blocked    Kind = "blocked"
	Question   Kind = "question"
	Status     Kind = "status"
	Owner      Kind = "owner"
	Acceptance Kind = "acceptance"
)

// Actionable reports whether a record of kind k asks for work on its own.
func (k Kind) Actionable() bool {
	switch k {
	case Commitment, Request, Incident, Deadline, Blocked, Question:
		return true
	}
	return false
}

// Chunk is one chunk of a DATA_VERIFIED source with what extraction needs of its document.
type Chunk struct {
	ChunkID    string `db:"chunk_id"`
	DocumentID string `db:"document_id"`
	SourceID   string `db:"source_id"`
	SourceName string `db:"source_name"`
	DocKind    string `db:"doc_kind"`
	ExternalID string `db:"external_id"`
	Title      string `db:"title"`
	Author     string `db:"author"`
	URL        string `db:"url"`
	AuthoredAt string `db:"authored_at"`
	// Ordinal is the chunk's place in its document; Start is where its text starts in the
	// document's body (in runes).
	Ordinal int    `db:"ordinal"`
	Start   int    `db:"start_offset"`
	Text    string `db:"text"`
	// Projects are the document's project entities.
	Projects []string `db:"-"`
	// Guests are the people of the document who are no members of the workspace's own
	// organisation (a chat's guests and Slack Connect strangers, from its metadata).
	Guests []string `db:"-"`
	// Comment marks a chunk of a ticket's comment: a ticket document that is not the ticket's
	// record (see TicketRecord). Its field lines are its author's words, not the tracker's.
	Comment bool `db:"-"`
	// Messages are the messages of a mail thread the import joined into the document, each
	// with its sender as its header gives it, from its metadata (index.MetadataMessages).
	Messages []index.Message `db:"-"`
	// Unlisted marks a chunk of a mail thread an earlier import joined without listing its
	// messages: who sent the messages after the first is not known.
	Unlisted bool `db:"-"`
	// QuotedTo is how far into a mail chunk's text (bytes) a quote or forward its message
	// opened in an earlier chunk runs (quotedOpenings): its statements before it are no one's.
	QuotedTo int `db:"-"`
}

// Citation says where a record was read.
type Citation struct {
	ChunkID    string `json:"chunkId"`
	DocumentID string `json:"documentId"`
	SourceID   string `json:"sourceId"`
	SourceName string `json:"sourceName"`
	ExternalID string `json:"externalId"`
	Title      string `json:"title"`
	URL        string `json:"url"`
	AuthoredAt string `json:"authoredAt"`
}

// Record is one extracted statement.
type Record struct {
	ID   string `json:"id"`
	Kind Kind   `json:"kind"`
	Text string `json:"text"`
	// Start is where Text starts in its chunk's text (bytes): whose message it is follows from
	// where it was read, not from where its words first stand (Team.Outside).
	Start int `json:"start,omitempty"`
	// ExactIDs are the work-item identifiers the record is about (ticket keys, incidents,
	// pull requests, UUIDs), sorted.
	ExactIDs []string `json:"exactIds"`
	// Entities are the named projects or products the record is about, sorted.
	Entities []string `json:"entities"`
	// Actors are the people the record names or that speak it, sorted.
	Actors []string `json:"actors"`
	// Owner is the person who owns the work, when the record says so.
	Owner string `json:"owner"`
	// Due is the date (YYYY-MM-DD) the work is due, when the record states one.
	Due string `json:"due"`
	// Done reports, for a Status record, that the work is finished (or canceled).
	Done bool `json:"done"`
	// State is a Status record's state (open, in_progress, blocked, done, cancelled).
	State string `json:"state,omitempty"`
	// Revises marks a statement that says it replaces an earlier value (a slip, a handover,
	// a reopening): its timeline shows the earlier value as history, not as a contradiction.
	Revises bool `json:"revises,omitempty"`
	// SystemOfRecord marks records read from a ticket in the issue tracker.
	SystemOfRecord bool `json:"systemOfRecord"`
	// Outside marks a record said by someone outside the team (see markOutside): it changes no
	// owner, due date or status of tracked work (facts.Fact.Outside).
	Outside bool `json:"outside,omitempty"`
	// Voice is who an outside record comes from, as Today counts what one outsider makes of
	// its queue (see Team.voice); nil for the team's records.
	Voice *Voice `json:"voice,omitempty"`
	// answer is a request's first reply in its thread, if any (see answeredByTeam).
	answer *reply
	// byTitle marks a record of a thing the text names itself that took its item from its
	// document's title only (see strangersOwnThings).
	byTitle  bool
	At       string   `json:"at"`
	Citation Citation `json:"citation"`
}

// Stats count what extraction saw.
type Stats struct {
	Chunks int
	// Excluded counts injection-shaped chunks that produced no record.
	Excluded int
	Records  int
	// Team is who the evidence shows speaking for the workspace (see Team).
	Team Team
}

// Known are the workspace's named entities, matched in text as whole phrases.
type Known struct {
	Projects []string
	People   []string
	// TeamDomains are the mail domains the workspace's owner says its team writes from
	// (TeamDomains); none when the owner listed none, and the team's domains are then read
	// from its tools (see Team).
	TeamDomains []string
}

// exactKinds are the identifier kinds that name a work item; emails and URLs name people and
// pages, and would join unrelated work.
var exactKinds = map[string]bool{"ticket": true, "incident": true, "pr": true, "uuid": true}

var (
	reAccept   = regexp.MustCompile(`(?i)^(?:[-*]\s*)?acceptance(?: criteria)?:\s*\S`)
	reResolved = regexp.MustCompile(`(?i)\b(?:resolved|closed|mitigated|postmortem)\b`)
)

// Extract returns the records of chunks, sorted by id, and what it saw. It is a pure function
// of its arguments.
func Extract(chunks []Chunk, known Known) ([]Record, Stats) {
	rs, st, _ := extract(context.Background(), chunks, known, nil)
	return rs, st
}

func extract(ctx context.Context, chunks []Chunk, known Known, cache *Extractor) ([]Record, Stats, error) {
	var st Stats
	var trusted []Chunk
	chunks = markQuotedOpenings(markComments(chunks))
	for _, c := range chunks {
		st.Chunks++
		if untrusted.Suspicious(c.Text) || untrusted.Suspicious(c.Title) {
			st.Excluded++
			continue
		}
		trusted = append(trusted, c)
	}
	out := fromFacts(ctx, trusted, known, cache)
	if err := ctx.Err(); err != nil {
		return nil, st, fmt.Errorf("reading the evidence's records: %w", err)
	}
	byID := chunksByID(trusted)
	st.Team = markOutside(out, trusted, byID, known.TeamDomains)
	strangersOwnThings(out)
	out = answeredByTeam(out, byID, st.Team)
	slices.SortFunc(out, func(a, b Record) int { return strings.Compare(a.ID, b.ID) })
	out = slices.CompactFunc(out, func(a, b Record) bool { return a.ID == b.ID })
	st.Records = len(out)
	return out, st, nil
}

type phrase struct{ name, lower string }

func normalised(names []string) []phrase {
	var ps []phrase
	for _, n := range names {
		if n = strings.TrimSpace(n); n != "" {
			ps = append(ps, phrase{n, strings.ToLower(n)})
		}
	}
	slices.SortFunc(ps, func(a, b phrase) int { return strings.Compare(a.name, b.name) })
	return slices.CompactFunc(ps, func(a, b phrase) bool { return a.name == b.name })
}

func exactIDs(text string) []string {
	var out []string
	for _, id := range index.ExtractIdentifiers(text) {
		if exactKinds[id.Kind] {
			out = append(out, id.Value)
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

func hasKind(text, kind string) bool {
	for _, id := range index.ExtractIdentifiers(text) {
		if id.Kind == kind {
			return true
		}
	}
	return false
}

// match returns the known names that occur in text as whole phrases (case-insensitive).
func match(text string, names []phrase) []string {
	if len(names) == 0 {
		return nil
	}
	l := strings.ToLower(text)
	var out []string
	for _, n := range names {
		for from := 0; ; {
			i := strings.Index(l[from:], n.lower)
			if i < 0 {
				break
			}
			i += from
			end := i + len(n.lower)
			if boundary(l, i-1) && boundary(l, end) {
				out = append(out, n.name)
				break
			}
			from = i + 1
		}
	}
	return out
}

func boundary(s string, i int) bool {
	if i < 0 || i >= len(s) {
		return true
	}
	c := s[i]
	return !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_' || c >= 0x80)
}

func union(a, b []string) []string {
	out := make([]string, 0, len(a)+len(b))
	out = append(out, a...)
	out = append(out, b...)
	slices.Sort(out)
	return slices.Compact(out)
}

func recordID(chunkID string, i int, kind Kind, text string) string {
	h := sha256.New()
	h.Write([]byte(chunkID))
	h.Write([]byte{0, byte(i >> 8), byte(i), 0})
	h.Write([]byte(kind))
	h.Write([]byte{0})
	h.Write([]byte(text))
	return "rec_" + hex.EncodeToString(h.Sum(nil)[:12])
}
