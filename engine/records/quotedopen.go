package records

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/queueproof/queueproof/engine/index"
)

// A quote or a forward runs on past the chunk its marker stands in: a teammate's forward of a
// stranger's long mail opens with "---------- Forwarded message ---------" in its first chunk,
// and every later chunk of that message is still the stranger's; a paragraph quoted with one
// ">" goes on in the next chunk without one. Who said a statement is read from its message's
// text before it (messageSender), so a chunk that does not open its message carries, as
// QuotedTo, how much of it that text left quoted.
//
// Each chunk is read against the chunk before it only, and the quote it carries on: reading
// the whole message before every chunk made a mail of hundreds of chunks take seconds to
// compile (attack 28).

// quotedOpenings reads, for one document's chunks in their order, how far into each the quote
// or forward its message opened before it runs (Chunk.QuotedTo).
func quotedOpenings(doc []Chunk) []int {
	out := make([]int, len(doc))
	var body []rune // the document's body, read so far
	for k, c := range doc {
		body = padTo(body, c.Start) // the space before the chunk is the text before it too
		if k > 0 && c.DocKind == "mail" && c.Start > 0 && !c.Unlisted {
			prev := doc[k-1]
			carried := out[k-1] == len(prev.Text) && !messageStartsIn(c.Messages, prev.Start, c.Start)
			out[k] = quotedTo(c, string(body[min(prev.Start, len(body)):min(c.Start, len(body))]), prev.Start, carried)
		}
		body = appendChunk(body, c)
	}
	return out
}

// quotedTo is how far into chunk c (bytes of its text) a quote its message opened before it
// runs: before is the document's text from beforeStart (runes) to c's start, carried whether
// the chunk before opened inside the quote and no message began since. All of it when it opens
// inside a quote or forward that runs to the message's end; its first line when that line goes
// on a ">" line the chunk's start cut; else none.
func quotedTo(c Chunk, before string, beforeStart int, carried bool) int {
	if carried {
		return len(c.Text)
	}
	// A statement on a line of its own right after before: is it in a quote?
	probe := c
	probe.Start, probe.Text, probe.QuotedTo = beforeStart, before+"\n.", 0
	at := len(before) + 1
	m, from, listed := listedMessage(probe, at)
	if listed && m.At >= c.Start {
		return 0 // the chunk opens a message of its own
	}
	if quotedAt(probe, from, at, listed) || beforeStart > 0 && (!listed || m.At < beforeStart) && opensWithHeader(before) {
		return len(c.Text) // (a header block opening the chunk before, mid-message: a copied message's, see messageSender)
	}
	if last := before[strings.LastIndexByte(before, '\n')+1:]; strings.HasPrefix(strings.TrimSpace(last), ">") {
		if i := strings.IndexByte(c.Text, '\n'); i >= 0 {
			return i
		}
		return len(c.Text)
	}
	return 0
}

// messageStartsIn reports whether a listed message starts after rune from and by rune to.
func messageStartsIn(ms []index.Message, from, to int) bool {
	return slices.ContainsFunc(ms, func(m index.Message) bool { return m.At > from && m.At <= to })
}

// markQuotedOpenings sets QuotedTo on the mail chunks a quote or forward their message opened
// in an earlier chunk runs into, reading each document's chunks in their order.
func markQuotedOpenings(chunks []Chunk) []Chunk {
	byDoc := map[string][]int{}
	for i, c := range chunks {
		if c.DocKind == "mail" {
			byDoc[c.DocumentID] = append(byDoc[c.DocumentID], i)
		}
	}
	var out []Chunk
	for _, idx := range byDoc {
		if len(idx) < 2 {
			continue
		}
		slices.SortFunc(idx, func(a, b int) int { return chunks[a].Start - chunks[b].Start })
		doc := make([]Chunk, len(idx))
		for k, i := range idx {
			doc[k] = chunks[i]
		}
		for k, q := range quotedOpenings(doc) {
			if q > 0 {
				if out == nil {
					out = slices.Clone(chunks)
				}
				out[idx[k]].QuotedTo = q
			}
		}
	}
	if out == nil {
		return chunks
	}
	return out
}

// appendChunk extends a document's body, read up to here, with chunk c, its overlap with the
// chunk before taken once. Chunks' texts are trimmed: the space between two is a line break
// when it is more than one character, else a space (a sentence's neighbour on its line, or a
// single line break: read as the line going on, a ">" line's quote then covering the next
// chunk's first line, which fails closed).
func appendChunk(body []rune, c Chunk) []rune {
	body = padTo(body, c.Start)
	text := []rune(c.Text)
	if skip := len(body) - c.Start; skip < len(text) {
		body = append(body, text[skip:]...)
	}
	return body
}

// padTo fills a body read up to a chunk's start with the space between them (appendChunk).
func padTo(body []rune, start int) []rune {
	gap := start - len(body)
	for i := 0; i < gap; i++ {
		if gap == 1 {
			body = append(body, ' ')
		} else {
			body = append(body, '\n')
		}
	}
	return body
}

// QuotedOpenings reads how far into each of the mail chunks cs (passages an answer retrieved,
// without the rest of their documents) a quote or forward their message opened before them
// runs (Chunk.QuotedTo): their documents' earlier chunks are read from the workspace's index.
// By chunk id; only chunks a quote runs into.
func (l *Loader) QuotedOpenings(ctx context.Context, workspaceID string, cs []Chunk) (map[string]int, error) {
	// Each document's chunks before its latest passage, read in one query.
	until := map[string]int{}
	for _, c := range cs {
		if c.DocKind == "mail" && c.Start > 0 && !c.Unlisted {
			until[c.DocumentID] = max(until[c.DocumentID], c.Start)
		}
	}
	if len(until) == 0 {
		return nil, nil
	}
	var where []string
	args := []any{workspaceID}
	for _, doc := range slices.Sorted(maps.Keys(until)) {
		where = append(where, "(document_id = ? AND start_offset < ?)")
		args = append(args, doc, until[doc])
	}
	var rows []struct {
		DocumentID string `db:"document_id"`
		Start      int    `db:"start_offset"`
		Text       string `db:"text"`
	}
	if err := l.db.R.SelectContext(ctx, &rows, `SELECT document_id, start_offset, text FROM chunks
		WHERE workspace_id = ? AND (`+strings.Join(where, " OR ")+`)
		ORDER BY document_id, start_offset, ordinal`, args...); err != nil {
		return nil, fmt.Errorf("read the text before mail passages: %w", err)
	}
	out := map[string]int{}
	for _, c := range cs {
		if c.DocKind != "mail" || c.Start == 0 || c.Unlisted {
			continue
		}
		var doc []Chunk
		for _, r := range rows {
			if r.DocumentID == c.DocumentID && r.Start < c.Start {
				d := c // the document's metadata, the earlier chunk's place and text
				d.ChunkID, d.Start, d.Text, d.QuotedTo = "", r.Start, r.Text, 0
				doc = append(doc, d)
			}
		}
		if q := quotedOpenings(append(doc, c)); q[len(q)-1] > 0 {
			out[c.ChunkID] = q[len(q)-1]
		}
	}
	return out, nil
}
