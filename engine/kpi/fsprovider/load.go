// Package fsprovider is QueueProof's first-party knowledge provider: it serves a folder of
// Markdown and text files over the Knowledge Provider Interface v1, verifying every request's
// signature, refusing stale timestamps and replayed request ids.
//
// Each file may start with front matter between two "---" lines, "key: value" per line:
// title, audience (public or internal; missing or unknown means internal), locale,
// translationGroupId, url. Files in a top-level sub-folder belong to the resource named by it.
package fsprovider

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"path"
	"regexp"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/queueproof/queueproof/engine/kpi"
)

// MaxFileBytes bounds one document.
const MaxFileBytes = 1 << 20

// Document is one served file.
type Document struct {
	ID, Title, Body, Audience, Locale, TranslationGroupID, URL, Resource, Revision string

	terms map[string]int
	size  int
}

// Load reads every .md, .markdown and .txt file below root.
func Load(fsys fs.FS) ([]*Document, error) {
	var docs []*Document
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if p != "." && strings.HasPrefix(d.Name(), ".") {
				return fs.SkipDir
			}
			return nil
		}
		switch strings.ToLower(path.Ext(p)) {
		case ".md", ".markdown", ".txt":
		default:
			return nil
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		if info.Size() > MaxFileBytes {
			return fmt.Errorf("%s: larger than %d bytes", p, MaxFileBytes)
		}
		b, err := fs.ReadFile(fsys, p)
		if err != nil {
			return err
		}
		if !utf8.Valid(b) {
			return fmt.Errorf("%s: not valid UTF-8", p)
		}
		doc, err := parse(p, string(b))
		if err != nil {
			return err
		}
		docs = append(docs, doc)
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("load documents: %w", err)
	}
	sort.Slice(docs, func(i, j int) bool { return docs[i].ID < docs[j].ID })
	return docs, nil
}

func parse(p, text string) (*Document, error) {
	sum := sha256.Sum256([]byte(text))
	doc := &Document{ID: p, Revision: hex.EncodeToString(sum[:8]), Audience: kpi.Internal}
	if dir, _, ok := strings.Cut(p, "/"); ok {
		doc.Resource = dir
	}
	body := text
	if rest, ok := strings.CutPrefix(text, "---\n"); ok {
		front, after, found := strings.Cut(rest, "\n---\n")
		if !found {
			return nil, fmt.Errorf("%s: front matter is not closed with ---", p)
		}
		body = after
		sc := bufio.NewScanner(strings.NewReader(front))
		line := 0
		for sc.Scan() {
			line++
			l := strings.TrimSpace(sc.Text())
			if l == "" || strings.HasPrefix(l, "#") {
				continue
			}
			k, v, ok := strings.Cut(l, ":")
			if !ok {
				return nil, fmt.Errorf("%s: front matter line %d is not key: value", p, line+1)
			}
			v = strings.Trim(strings.TrimSpace(v), `"'`)
			switch strings.TrimSpace(k) {
			case "title":
				doc.Title = v
			case "audience":
				if v == kpi.Public {
					doc.Audience = kpi.Public // anything else stays internal
				}
			case "locale":
				doc.Locale = v
			case "translationGroupId":
				doc.TranslationGroupID = v
			case "url":
				doc.URL = v
			}
		}
	}
	doc.Body = plainText(body)
	if doc.Title == "" {
		doc.Title = firstHeading(body, p)
	}
	doc.terms = map[string]int{}
	for _, t := range Terms(doc.Title + " " + doc.Title + " " + doc.Body) {
		doc.terms[t]++
		doc.size++
	}
	return doc, nil
}

func firstHeading(body, p string) string {
	for _, l := range strings.Split(body, "\n") {
		if h, ok := strings.CutPrefix(strings.TrimSpace(l), "# "); ok {
			return strings.TrimSpace(h)
		}
	}
	return strings.TrimSuffix(path.Base(p), path.Ext(p))
}

var (
	mdLink     = regexp.MustCompile(`!?\[([^\]]*)\]\([^)]*\)`)
	mdMarks    = regexp.MustCompile("[*_`~]+")
	htmlTag    = regexp.MustCompile(`<[^>]*>`)
	mdHeading  = regexp.MustCompile(`(?m)^\s{0,3}#{1,6}\s*`)
	whitespace = regexp.MustCompile(`[ \t]+`)
)

// plainText strips Markdown and HTML markup: snippets are plain text.
func plainText(s string) string {
	s = mdLink.ReplaceAllString(s, "$1")
	s = htmlTag.ReplaceAllString(s, "")
	s = mdHeading.ReplaceAllString(s, "")
	s = mdMarks.ReplaceAllString(s, "")
	s = whitespace.ReplaceAllString(s, " ")
	return strings.TrimSpace(s)
}
