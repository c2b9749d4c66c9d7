// Package index is the embedded evidence index: documents and their revisions, chunks with
// stable ids and offsets, the FTS5 full-text index, exact identifiers and entities. Writes go
// through Apply, in short batched transactions; reads list and fetch documents.
package index

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"slices"
	"strings"
	"time"
)

// Doc is a document as an importer produced it, before indexing.
type Doc struct {
	ExternalID string // the id in the source system; unique within a source
	Kind       string // chat, mail, ticket, doc
	Title      string
	Body       string
	Author     string
	URL        string
	ThreadID   string
	AuthoredAt time.Time
	Metadata   map[string]any
	People     []string
	Projects   []string
}

// ContentHash identifies a document's content: re-importing equal content changes nothing.
func (d Doc) ContentHash() string {
	b, _ := json.Marshal(struct {
		K, T, B, A, U, Th, At string
		M                     map[string]any
		P, Pr                 []string
	}{d.Kind, d.Title, d.Body, d.Author, d.URL, d.ThreadID, formatTime(d.AuthoredAt), d.Metadata, d.People, d.Projects})
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

// DocumentID is the stable id of the document with externalID in a source.
func DocumentID(sourceID, externalID string) string {
	return "doc_" + hashID(sourceID, externalID)
}

// ChunkID is the stable id of a chunk: the same text at the same place of the same document
// always has the same id.
func ChunkID(documentID string, s Span) string {
	return "chk_" + hashID(documentID, itoa(s.Start), itoa(s.End), s.Text)
}

func hashID(parts ...string) string {
	h := sha256.New()
	for _, p := range parts {
		h.Write([]byte(p))
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil)[:12])
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}

func formatTime(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.UTC().Format(time.RFC3339Nano)
}

// Document is one row of documents.
type Document struct {
	ID          string `db:"id"`
	WorkspaceID string `db:"workspace_id"`
	SourceID    string `db:"source_id"`
	ExternalID  string `db:"external_id"`
	Kind        string `db:"kind"`
	Title       string `db:"title"`
	Author      string `db:"author"`
	URL         string `db:"url"`
	ThreadID    string `db:"thread_id"`
	Metadata    string `db:"metadata"`
	BodyChars   int    `db:"body_chars"`
	Revision    int    `db:"revision"`
	Status      string `db:"status"`
	JobID       string `db:"job_id"`
	AuthoredAt  string `db:"authored_at"`
	CreatedAt   string `db:"created_at"`
	UpdatedAt   string `db:"updated_at"`
}

// Chunk is one row of chunks.
type Chunk struct {
	Seq         int64  `db:"seq"`
	ID          string `db:"id"`
	DocumentID  string `db:"document_id"`
	Ordinal     int    `db:"ordinal"`
	StartOffset int    `db:"start_offset"`
	EndOffset   int    `db:"end_offset"`
	Text        string `db:"text"`
	// ExternalID is the document's id in its source system (set by SampleChunks).
	ExternalID string `db:"external_id"`
}

// Message is one message of a mail or chat thread an importer joined into one document: where
// it starts in the body (a rune offset, as chunk offsets are) and its sender as the source
// system gives it (a mail's From header, a chat message's account). An importer that joins
// messages lists them in the document's metadata ("senders", MetadataMessages), so a reader
// knows each statement's sender from the source's own structure and never from a "From:" line
// or a "Name:" prefix the text holds.
type Message struct {
	At   int    `json:"at"`
	From string `json:"from"`
	// Sent is when the message was sent, RFC 3339, as its Date header gives it ("" when the
	// import recorded none: threads imported before it did).
	Sent string `json:"sent,omitempty"`
	// Guest marks a message a chat's guest or another organisation's member wrote (Slack
	// knows by the account, not by the name it shows).
	Guest bool `json:"guest,omitempty"`
	// Account is the source system's id of the account that sent it (a Slack user id), where
	// the import knows it: one account is one sender, whatever name each message shows.
	Account string `json:"account,omitempty"`
}

// MetadataMessages are the messages a document's metadata lists ("senders"), by where they
// start; none when it lists none or cannot be read. unlisted reports a thread of several
// messages ("messages" counts more than one) whose metadata lists none: an earlier import
// joined them without saying where each starts or who sent it.
func MetadataMessages(metadata string) (msgs []Message, unlisted bool) {
	if !strings.Contains(metadata, `"messages"`) && !strings.Contains(metadata, `"senders"`) {
		return nil, false
	}
	var m struct {
		Count   json.Number `json:"messages"`
		Senders []Message   `json:"senders"`
	}
	if err := json.Unmarshal([]byte(metadata), &m); err != nil {
		return nil, false
	}
	if len(m.Senders) == 0 {
		n, err := m.Count.Int64()
		return nil, err == nil && n > 1
	}
	slices.SortStableFunc(m.Senders, func(a, b Message) int { return a.At - b.At })
	return m.Senders, false
}
