// Package records extracts actionable records from verified evidence: commitments, requests,
// open incidents, deadlines, blocked work and unanswered questions, each with its exact ids,
// entities, actors, dates and a citation of the chunk it came from. Extraction is a pure
// function of the chunks: the same evidence always gives the same records with the same ids.
// Injection-shaped evidence (engine/untrusted) never becomes a record.
package records

import (
	"crypto/sha256"
	"encoding/hex"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/queueproof/queueproof/engine/index"
	"github.com/queueproof/queueproof/engine/untrusted"
)

// Kind is what a record says.
type Kind string

// The kinds. The first six are actionable; Status and Acceptance only inform the records they
// cluster with (whether the work is done, what "done" means).
const (
	Commitment Kind = "commitment"
	Request    Kind = "request"
	Incident   Kind = "incident"
	Deadline   Kind = "deadline"
	Blocked    Kind = "blocked"
	Question   Kind = "question"
	Status     Kind = "status"
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
	Text       string `db:"text"`
	// Projects are the document's project entities.
	Projects []string `db:"-"`
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
	// SystemOfRecord marks records read from a ticket in the issue tracker.
	SystemOfRecord bool     `json:"systemOfRecord"`
	At             string   `json:"at"`
	Citation       Citation `json:"citation"`
}

// Stats count what extraction saw.
type Stats struct {
	Chunks int
	// Excluded counts injection-shaped chunks that produced no record.
	Excluded int
	Records  int
}

// Known are the workspace's named entities, matched in text as whole phrases.
type Known struct {
	Projects []string
	People   []string
}

// exactKinds are the identifier kinds that name a work item; emails and URLs name people and
// pages, and would join unrelated work.
var exactKinds = map[string]bool{"ticket": true, "incident": true, "pr": true, "uuid": true}

var (
	speakerLine = regexp.MustCompile(`^([A-Z][\p{L}'-]+(?: [A-Z][\p{L}'-]+){1,3}): (.+)$`)
	fieldLine   = regexp.MustCompile(`^(Status|Assignee|Due date|Project|Owner):\s*(.+)$`)
	reDone      = regexp.MustCompile(`(?i)\b(?:is|are|was|were|has been)\s+(?:merged|deployed|closed|done|finished|resolved|shipped|canceled|cancelled)\b|\bcompleted by\b|^it is (?:done|canceled|cancelled)\b`)
	reBlocked   = regexp.MustCompile(`(?i)\bblocked\s+(?:on|by)\b|\bwaiting\s+(?:on|for)\b`)
	reCommit    = regexp.MustCompile(`(?i)\b(?:I'll|I will|we'll|we will|committed to|commit to|promised?|will ship|ships by|will have)\b`)
	reDeadline  = regexp.MustCompile(`(?i)\b(?:deadline|due)\b`)
	reRequest   = regexp.MustCompile(`(?i)^(?:can|could|would|will)\s+(?:you|we|someone)\b|\bplease\b`)
	reAccept    = regexp.MustCompile(`(?i)^acceptance(?: criteria)?:\s*`)
	reResolved  = regexp.MustCompile(`(?i)\b(?:resolved|closed|mitigated)\b`)
	reOwns      = regexp.MustCompile(`\b([A-Z][\p{L}'-]+ [A-Z][\p{L}'-]+) (?:owns it|is the owner|will own)\b`)
	reSentence  = regexp.MustCompile(`[.!?]["')]?\s+`)
	reDate      = regexp.MustCompile(`\b(\d{4}-\d{2}-\d{2})\b|\b(?:(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday),? )?(\d{1,2}) (January|February|March|April|May|June|July|August|September|October|November|December),? (\d{4})\b`)
)

// Extract returns the records of chunks, sorted by id, and what it saw. It is a pure function
// of its arguments.
func Extract(chunks []Chunk, known Known) ([]Record, Stats) {
	var st Stats
	var out []Record
	projects := normalised(known.Projects)
	people := normalised(known.People)
	for _, c := range chunks {
		st.Chunks++
		if untrusted.Suspicious(c.Text) || untrusted.Suspicious(c.Title) {
			st.Excluded++
			continue
		}
		out = append(out, extractChunk(c, projects, people)...)
	}
	slices.SortFunc(out, func(a, b Record) int { return strings.Compare(a.ID, b.ID) })
	out = slices.CompactFunc(out, func(a, b Record) bool { return a.ID == b.ID })
	st.Records = len(out)
	return out, st
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

// line is one sentence with its speaker (chat) or empty.
type line struct{ speaker, text string }

func extractChunk(c Chunk, projects, people []phrase) []Record {
	isTicket := c.DocKind == "ticket"
	var subject []string // the ticket's own key, for every record read from it
	if isTicket {
		subject = exactIDs(c.ExternalID)
	}
	titleIDs := exactIDs(c.Title)
	chunkIDs := exactIDs(c.Text)
	docProjects := slices.Clone(c.Projects)

	var lines []line
	fields := map[string]string{}
	for _, raw := range strings.Split(c.Text, "\n") {
		raw = strings.TrimSpace(raw)
		if raw == "" {
			continue
		}
		if m := fieldLine.FindStringSubmatch(raw); m != nil {
			fields[m[1]] = strings.TrimSpace(m[2])
			continue
		}
		sp := ""
		if m := speakerLine.FindStringSubmatch(raw); m != nil {
			sp, raw = m[1], m[2]
		}
		for _, s := range splitSentences(raw) {
			lines = append(lines, line{speaker: sp, text: s})
		}
	}

	base := func(i int, kind Kind, text string) Record {
		return Record{
			ID:             recordID(c.ChunkID, i, kind, text),
			Kind:           kind,
			Text:           text,
			SystemOfRecord: isTicket,
			At:             c.AuthoredAt,
			Citation: Citation{ChunkID: c.ChunkID, DocumentID: c.DocumentID, SourceID: c.SourceID, SourceName: c.SourceName,
				ExternalID: c.ExternalID, Title: c.Title, URL: c.URL, AuthoredAt: c.AuthoredAt},
		}
	}
	var out []Record
	owner := fields["Assignee"]
	if owner == "" {
		owner = fields["Owner"]
	}
	// A chunk that names an owner ("Priya Raman owns it.") names it for its commitments and
	// deadlines.
	chunkOwner := ""
	if m := reOwns.FindStringSubmatch(c.Text); m != nil {
		chunkOwner = m[1]
	}
	for i, l := range lines {
		kind, done := classify(l.text)
		if kind == "" {
			continue
		}
		if kind == Question && answered(lines, i) {
			continue
		}
		if kind == Incident && reResolved.MatchString(l.text) {
			continue
		}
		r := base(i, kind, l.text)
		r.Done = done
		ids := exactIDs(l.text)
		switch {
		case len(ids) > 0:
		case len(titleIDs) > 0:
			ids = titleIDs
		case len(chunkIDs) == 1:
			ids = chunkIDs
		}
		r.ExactIDs = union(ids, subject)
		r.Entities = union(match(l.text, projects), docProjects)
		actors := match(l.text, people)
		if l.speaker != "" {
			actors = append(actors, l.speaker)
		}
		r.Actors = union(actors, nil)
		if m := reOwns.FindStringSubmatch(l.text); m != nil {
			r.Owner = m[1]
		} else if kind == Commitment && l.speaker != "" && startsFirstPerson(l.text) {
			r.Owner = l.speaker
		} else if isTicket {
			r.Owner = owner
		} else if kind == Commitment || kind == Deadline {
			r.Owner = chunkOwner
		}
		if kind != Status && kind != Acceptance {
			r.Due = firstDate(l.text)
		}
		if r.Owner != "" {
			r.Actors = union(r.Actors, []string{r.Owner})
		}
		out = append(out, r)
	}
	// A ticket's fields: its status, and its due date while it is open.
	if isTicket && fields["Status"] != "" {
		status := fields["Status"]
		closed := strings.EqualFold(status, "done") || strings.EqualFold(status, "canceled") || strings.EqualFold(status, "cancelled")
		mk := func(kind Kind, text string) Record {
			r := base(len(lines)+len(out), kind, text)
			r.ExactIDs = union(subject, titleIDs)
			r.Entities = union(docProjects, nil)
			r.Owner = owner
			if owner != "" {
				r.Actors = []string{owner}
			}
			return r
		}
		st := mk(Status, "Status: "+status)
		st.Done = closed
		out = append(out, st)
		if due := fields["Due date"]; due != "" && !closed {
			if d := firstDate(due); d != "" {
				r := mk(Deadline, "Due date: "+d)
				r.Due = d
				out = append(out, r)
			}
		}
	}
	return out
}

// classify returns the kind of a sentence ("" when it states nothing the queue uses) and, for
// a Status, whether it says the work is done.
func classify(s string) (Kind, bool) {
	switch {
	case reAccept.MatchString(s):
		return Acceptance, false
	case reDone.MatchString(s):
		return Status, true
	case reBlocked.MatchString(s):
		return Blocked, false
	case reCommit.MatchString(s):
		return Commitment, false
	case reDeadline.MatchString(s) && reDate.MatchString(s):
		return Deadline, false
	case hasKind(s, "incident"):
		return Incident, false
	case reRequest.MatchString(s):
		return Request, false
	case strings.HasSuffix(s, "?"):
		return Question, false
	}
	return "", false
}

// answered reports whether someone other than the asker speaks after the question at i.
func answered(lines []line, i int) bool {
	for _, l := range lines[i+1:] {
		if l.speaker != "" && l.speaker != lines[i].speaker {
			return true
		}
	}
	return false
}

func startsFirstPerson(s string) bool {
	l := strings.ToLower(s)
	return strings.HasPrefix(l, "i'll") || strings.HasPrefix(l, "i will") || strings.HasPrefix(l, "we'll") || strings.HasPrefix(l, "we will")
}

func splitSentences(s string) []string {
	var out []string
	start := 0
	for _, m := range reSentence.FindAllStringIndex(s, -1) {
		// Keep the punctuation with its sentence; never split inside "e.g. " style abbreviations
		// of one letter.
		end := m[0] + 1
		if end-start < 3 {
			continue
		}
		out = append(out, strings.TrimSpace(s[start:end]))
		start = m[1]
	}
	if rest := strings.TrimSpace(s[start:]); rest != "" {
		out = append(out, rest)
	}
	return out
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

var months = map[string]time.Month{"January": 1, "February": 2, "March": 3, "April": 4, "May": 5, "June": 6,
	"July": 7, "August": 8, "September": 9, "October": 10, "November": 11, "December": 12}

// firstDate returns the first calendar date in s as YYYY-MM-DD, or "".
func firstDate(s string) string {
	m := reDate.FindStringSubmatch(s)
	if m == nil {
		return ""
	}
	if m[1] != "" {
		if _, err := time.Parse("2006-01-02", m[1]); err != nil {
			return ""
		}
		return m[1]
	}
	var day, year int
	for _, c := range m[2] {
		day = day*10 + int(c-'0')
	}
	for _, c := range m[4] {
		year = year*10 + int(c-'0')
	}
	t := time.Date(year, months[m[3]], day, 0, 0, 0, 0, time.UTC)
	if t.Day() != day {
		return "" // 31 February
	}
	return t.Format("2006-01-02")
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
