package ingest

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/index"
)

// jsonRecord is one JSON Lines record: {id, title, body, author, createdAt, url, metadata}.
type jsonRecord struct {
	ID        json.RawMessage `json:"id"`
	Title     string          `json:"title"`
	Body      string          `json:"body"`
	Author    string          `json:"author"`
	CreatedAt string          `json:"createdAt"`
	URL       string          `json:"url"`
	Metadata  map[string]any  `json:"metadata"`
}

// errNothingToIndex marks a record with neither title nor body: skipped and counted, not fatal.
type errNothingToIndex string

func (e errNothingToIndex) Error() string { return string(e) }

// parseJSONL reads JSON Lines files: one document per non-blank line.
func parseJSONL(ctx context.Context, r reader, in Input) ([]index.Doc, error) {
	var docs []index.Doc
	for _, f := range in.Files {
		text, err := r.text(f)
		if err != nil {
			return nil, err
		}
		for i, line := range strings.Split(text, "\n") {
			if i%1000 == 0 {
				if err := ctx.Err(); err != nil {
					return nil, err
				}
			}
			n := i + 1
			line = strings.TrimSpace(line)
			if line == "" {
				continue
			}
			d, err := jsonDoc(line)
			var empty errNothingToIndex
			if errors.As(err, &empty) {
				r.skip(f.Name, n, string(empty))
				continue
			}
			if err != nil {
				return nil, lineError(f.Name, n, "%v", err)
			}
			if err := checkDoc(f.Name, n, d); err != nil {
				return nil, err
			}
			docs = append(docs, d)
		}
	}
	if len(docs) == 0 && len(*r.skipped) > 0 {
		return nil, errs.E(errs.Invalid, "nothing to index: every record has neither title nor body")
	}
	if len(docs) == 0 {
		return nil, errs.E(errs.Invalid, "no JSON Lines records found")
	}
	return docs, nil
}

func jsonDoc(line string) (index.Doc, error) {
	var rec jsonRecord
	dec := json.NewDecoder(strings.NewReader(line))
	if err := dec.Decode(&rec); err != nil {
		return index.Doc{}, fmt.Errorf("malformed JSON record: %s", jsonProblem(err, "a record"))
	}
	if dec.More() {
		return index.Doc{}, fmt.Errorf("malformed JSON record: more than one value on the line")
	}
	id, err := recordID(rec.ID)
	if err != nil {
		return index.Doc{}, err
	}
	if strings.TrimSpace(rec.Title) == "" && strings.TrimSpace(rec.Body) == "" {
		return index.Doc{}, errNothingToIndex(fmt.Sprintf("record %q has neither title nor body", id))
	}
	d := index.Doc{ExternalID: id, Kind: "doc", Title: rec.Title, Body: rec.Body, Author: rec.Author, URL: rec.URL, Metadata: rec.Metadata}
	if rec.CreatedAt != "" {
		t, err := time.Parse(time.RFC3339, rec.CreatedAt)
		if err != nil {
			return index.Doc{}, fmt.Errorf("record %q: createdAt %q is not an RFC 3339 time", id, rec.CreatedAt)
		}
		d.AuthoredAt = t.UTC()
	}
	if k, ok := rec.Metadata["kind"].(string); ok && k != "" {
		d.Kind = k
	}
	if d.Title == "" {
		d.Title = firstLine(d.Body)
	}
	if rec.Author != "" {
		d.People = []string{rec.Author}
	}
	if p, ok := rec.Metadata["project"].(string); ok && p != "" {
		d.Projects = []string{p}
	}
	if t, ok := rec.Metadata["thread"].(string); ok {
		d.ThreadID = t
	}
	return d, nil
}

func recordID(raw json.RawMessage) (string, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return "", fmt.Errorf("record has no id")
	}
	var s string
	if err := json.Unmarshal(raw, &s); err == nil {
		if strings.TrimSpace(s) == "" {
			return "", fmt.Errorf("record has an empty id")
		}
		return s, nil
	}
	var n json.Number
	if err := json.Unmarshal(raw, &n); err == nil {
		return n.String(), nil
	}
	return "", fmt.Errorf("record id must be a string or a number")
}

// firstLine returns the first non-blank line of s, shortened to a title.
func firstLine(s string) string {
	for _, l := range strings.Split(s, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			if r := []rune(l); len(r) > 80 {
				return string(r[:80]) + "…"
			}
			return l
		}
	}
	return ""
}
