package ingest

import (
	"context"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/index"
)

// parseLinearCSV reads Linear's CSV issue export: one document per issue, its id the issue key
// (ENG-123). The body is the description followed by the fields that matter for evidence
// (status, assignee, project, due date, labels), so they can be searched and cited.
func parseLinearCSV(ctx context.Context, r reader, in Input) ([]index.Doc, error) {
	var docs []index.Doc
	for _, f := range in.Files {
		text, err := r.text(f)
		if err != nil {
			return nil, err
		}
		cr := csv.NewReader(strings.NewReader(text))
		cr.FieldsPerRecord = -1
		header, err := cr.Read()
		if err != nil {
			return nil, lineError(f.Name, 1, "malformed CSV header: %v", err)
		}
		col := map[string]int{}
		for i, h := range header {
			col[strings.ToLower(strings.TrimSpace(h))] = i
		}
		for _, need := range []string{"id", "title"} {
			if _, ok := col[need]; !ok {
				return nil, lineError(f.Name, 1, "not a Linear export: no %q column", need)
			}
		}
		for {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			rec, err := cr.Read()
			if errors.Is(err, io.EOF) {
				break
			}
			if err != nil {
				// No FieldPos here: it panics when the failed read returned no fields.
				var pe *csv.ParseError
				if errors.As(err, &pe) {
					return nil, lineError(f.Name, pe.StartLine, "malformed CSV record: %v", pe.Err)
				}
				return nil, errs.Wrap(errs.Invalid, err, "%s: malformed CSV", f.Name)
			}
			line, _ := cr.FieldPos(0)
			get := func(name string) string {
				if i, ok := col[name]; ok && i < len(rec) {
					return strings.TrimSpace(rec[i])
				}
				return ""
			}
			id := get("id")
			if id == "" {
				return nil, lineError(f.Name, line, "issue without an ID")
			}
			for _, c := range linearFields {
				if msg := tooLong(c.col, get(c.col), c.max); msg != "" {
					return nil, lineError(f.Name, line, "%s", msg)
				}
			}
			docs = append(docs, linearDoc(get, id))
		}
	}
	if len(docs) == 0 {
		return nil, errs.E(errs.Invalid, "no issues found in the CSV export")
	}
	return docs, nil
}

// linearFields are the columns that become one-line fields of a document, with their limits.
var linearFields = []struct {
	col string
	max int
}{{"id", MaxIDChars}, {"title", MaxFieldChars}, {"creator", MaxFieldChars}, {"assignee", MaxFieldChars}, {"project", MaxFieldChars}, {"url", MaxIDChars}}

func linearDoc(get func(string) string, id string) index.Doc {
	var body strings.Builder
	body.WriteString(id + ": " + get("title") + "\n\n")
	if d := get("description"); d != "" {
		body.WriteString(d + "\n\n")
	}
	meta := map[string]any{}
	for _, f := range []struct{ col, label string }{
		{"status", "Status"}, {"priority", "Priority"}, {"assignee", "Assignee"}, {"creator", "Creator"},
		{"project", "Project"}, {"team", "Team"}, {"due date", "Due date"}, {"labels", "Labels"},
		{"completed", "Completed"}, {"canceled", "Canceled"}, {"cycle name", "Cycle"},
	} {
		if v := get(f.col); v != "" {
			fmt.Fprintf(&body, "%s: %s\n", f.label, v)
			meta[f.col] = v
		}
	}
	d := index.Doc{ExternalID: id, Kind: "ticket", Title: get("title"), Body: body.String(), Author: get("creator"), URL: get("url"), Metadata: meta}
	for _, layout := range []string{time.RFC3339, "2006-01-02 15:04:05", "2006-01-02T15:04:05.000Z", "2006-01-02"} {
		if t, err := time.Parse(layout, get("created")); err == nil {
			d.AuthoredAt = t.UTC()
			break
		}
	}
	for _, p := range []string{get("assignee"), get("creator")} {
		if p != "" && (len(d.People) == 0 || d.People[0] != p) {
			d.People = append(d.People, p)
		}
	}
	if p := get("project"); p != "" {
		d.Projects = []string{p}
	}
	return d
}
