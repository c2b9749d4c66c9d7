package records

import (
	"context"
	"fmt"
	"slices"
	"strings"
)

// A quote or a forward runs on past the chunk its marker stands in: a teammate's forward of a
// stranger's long mail opens with "---------- Forwarded message ---------" in its first chunk,
// and every later chunk of that message is still the stranger's. Who said a statement is read
// from its message's text before it (messageSender), so a chunk that does not open its message
// carries, as OpensQuoted, whether that text left a quote open.

// QuotedAtStart reports whether mail chunk c opens inside a quoted or forwarded block of the
// message it continues; before is its document's body before it (c.Start runes).
func QuotedAtStart(c Chunk, before string) bool {
	if c.DocKind != "mail" || c.Start == 0 || c.Unlisted {
		return false // an unlisted thread's later chunks are no one's already (messageSender)
	}
	// A statement on a line of its own right after before: is it in a quote?
	probe := c
	probe.Start, probe.Text, probe.OpensQuoted = 0, before+"\n.", false
	at := len(before) + 1
	m, from, listed := listedMessage(probe, at)
	if listed && m.At >= c.Start {
		return false // the chunk opens a message of its own
	}
	return quotedAt(probe, from, at, listed)
}

// markQuotedOpenings marks the mail chunks that open inside a quote or forward their message
// opened in an earlier chunk (OpensQuoted), reading each document's chunks in their order.
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
		var body []rune
		for _, i := range idx {
			c := chunks[i]
			if QuotedAtStart(c, string(body[:min(c.Start, len(body))])) {
				if out == nil {
					out = slices.Clone(chunks)
				}
				out[i].OpensQuoted = true
			}
			body = appendChunk(body, c)
		}
	}
	if out == nil {
		return chunks
	}
	return out
}

// appendChunk extends a document's body, read up to here, with chunk c: the space between
// chunks (their texts are trimmed) as line breaks, a chunk's overlap with the one before
// taken once.
func appendChunk(body []rune, c Chunk) []rune {
	for len(body) < c.Start {
		body = append(body, '\n')
	}
	text := []rune(c.Text)
	if skip := len(body) - c.Start; skip < len(text) {
		body = append(body, text[skip:]...)
	}
	return body
}

// QuotedOpenings reads which of the mail chunks cs (passages an answer retrieved, without the
// rest of their documents) open inside a quote or forward their message opened in an earlier
// chunk: the text before each is read from the workspace's index. By chunk id; only true
// entries.
func (l *Loader) QuotedOpenings(ctx context.Context, workspaceID string, cs []Chunk) (map[string]bool, error) {
	var docs []any
	for _, c := range cs {
		if c.DocKind == "mail" && c.Start > 0 && !c.Unlisted && !slices.Contains(docs, any(c.DocumentID)) {
			docs = append(docs, c.DocumentID)
		}
	}
	if len(docs) == 0 {
		return nil, nil
	}
	var rows []struct {
		DocumentID string `db:"document_id"`
		Start      int    `db:"start_offset"`
		Text       string `db:"text"`
	}
	if err := l.db.R.SelectContext(ctx, &rows, `SELECT document_id, start_offset, text FROM chunks
		WHERE workspace_id = ? AND document_id IN (?`+strings.Repeat(",?", len(docs)-1)+`)
		ORDER BY document_id, ordinal`, append([]any{workspaceID}, docs...)...); err != nil {
		return nil, fmt.Errorf("read the text before mail passages: %w", err)
	}
	out := map[string]bool{}
	for _, c := range cs {
		if c.DocKind != "mail" || c.Start == 0 || c.Unlisted {
			continue
		}
		var body []rune
		for _, r := range rows {
			if r.DocumentID == c.DocumentID && r.Start < c.Start {
				body = appendChunk(body, Chunk{Start: r.Start, Text: r.Text})
			}
		}
		if QuotedAtStart(c, string(body[:min(c.Start, len(body))])) {
			out[c.ChunkID] = true
		}
	}
	return out, nil
}
