package ingest

import (
	"context"
	"path"
	"strings"

	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/index"
)

var markdownExts = map[string]bool{".md": true, ".markdown": true, ".txt": true, ".text": true}

// parseMarkdown reads Markdown and plain-text files: one document each, its id the file's
// path, its title the first level-one heading (or the file name).
func parseMarkdown(ctx context.Context, r reader, in Input) ([]index.Doc, error) {
	if len(in.Files) == 1 && strings.EqualFold(path.Ext(in.Files[0].Name), ".zip") {
		files, err := r.unzip(in.Files[0])
		if err != nil {
			return nil, err
		}
		in = Input{Files: files}
	}
	single := len(in.Files) == 1
	var docs []index.Doc
	for _, f := range in.Files {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		ext := strings.ToLower(path.Ext(f.Name))
		if !markdownExts[ext] {
			if single {
				return nil, errs.E(errs.Invalid, "%s: unknown format %q for markdown import (want .md, .markdown, .txt or .text)", f.Name, ext)
			}
			continue // a folder may hold images and other files beside its documents
		}
		text, err := r.text(f)
		if err != nil {
			return nil, err
		}
		if strings.ContainsRune(text, 0) {
			return nil, errs.E(errs.Invalid, "%s: binary content in a text file", f.Name)
		}
		title, line := strings.TrimSuffix(path.Base(f.Name), path.Ext(f.Name)), 1
		for i, l := range strings.Split(text, "\n") {
			if t, ok := strings.CutPrefix(strings.TrimSpace(l), "# "); ok && strings.TrimSpace(t) != "" {
				title, line = strings.TrimSpace(t), i+1
				break
			}
		}
		if strings.TrimSpace(text) == "" {
			continue
		}
		d := index.Doc{ExternalID: f.Name, Kind: "doc", Title: title, Body: text}
		if err := checkDoc(f.Name, line, d); err != nil {
			return nil, err
		}
		docs = append(docs, d)
	}
	if len(docs) == 0 {
		return nil, errs.E(errs.Invalid, "no Markdown or text documents found")
	}
	return docs, nil
}
