package records

import (
	"context"
	"crypto/sha256"
	"slices"
	"strings"

	lru "github.com/hashicorp/golang-lru/v2"
)

// Extractor extracts records and keeps each conversation's records between calls, so a
// recompile reads again only the conversations whose evidence changed. A conversation's records
// are a pure function of its chunks (text, metadata, order) and of the names and projects the
// workspace knows, which together make the cache key; the result is the same as Extract's.
//
// The cache is github.com/hashicorp/golang-lru/v2 (already in the module graph): a fixed number
// of conversations, least recently used first out, safe for concurrent use.
type Extractor struct {
	cache *lru.Cache[[32]byte, []Record]
}

// NewExtractor returns an extractor that remembers up to conversations conversations.
func NewExtractor(conversations int) (*Extractor, error) {
	c, err := lru.New[[32]byte, []Record](conversations)
	if err != nil {
		return nil, err
	}
	return &Extractor{cache: c}, nil
}

// Extract is Extract with the conversation cache. It stops reading when ctx ends (a compile
// whose client has gone), and then returns ctx's error.
func (x *Extractor) Extract(ctx context.Context, chunks []Chunk, known Known) ([]Record, Stats, error) {
	return extract(ctx, chunks, known, x)
}

// key identifies a conversation's input: every chunk field extraction reads, in order, the
// names the workspace knows, and the projects it knows (a record's entities are matched
// against them: a project a later import names changes the records of an earlier
// conversation, in this process as after a restart).
func key(conv []Chunk, names, projects []string) [32]byte {
	h := sha256.New()
	w := func(s string) {
		h.Write([]byte(s))
		h.Write([]byte{0})
	}
	for _, n := range names {
		w(n)
	}
	w("\x01")
	for _, p := range projects {
		w(p)
	}
	w("\x01")
	for _, c := range conv {
		for _, s := range []string{c.ChunkID, c.DocumentID, c.SourceID, c.SourceName, c.DocKind, c.ExternalID, c.Title,
			c.Author, c.URL, c.AuthoredAt, strings.Join(c.Projects, "\x02")} {
			w(s)
		}
		if c.Comment {
			w("\x03") // a ticket's comment: its field lines are not the tracker's
		}
	}
	var k [32]byte
	copy(k[:], h.Sum(nil))
	return k
}

func (x *Extractor) get(k [32]byte) ([]Record, bool) {
	if x == nil {
		return nil, false
	}
	rs, ok := x.cache.Get(k)
	return slices.Clone(rs), ok
}

func (x *Extractor) put(k [32]byte, rs []Record) {
	if x != nil {
		x.cache.Add(k, slices.Clone(rs))
	}
}
