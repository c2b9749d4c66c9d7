// Package ingest turns exported files into index documents: one file per format (markdown and
// plain text, JSON Lines, Slack export zips, mbox mailboxes, Linear CSV exports), each reading
// its input completely and validating it before anything is written, so a bad file fails the
// import with an error naming the file (and line) and leaves nothing half-visible. It also
// records ingestion jobs and their status.
package ingest

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/index"
)

// Format is an import format.
type Format string

// The formats.
const (
	Markdown  Format = "markdown"
	JSONL     Format = "jsonl"
	Slack     Format = "slack"
	Mbox      Format = "mbox"
	LinearCSV Format = "linear-csv"
)

// Formats lists every format, as the command line spells them.
func Formats() []Format { return []Format{Markdown, JSONL, Slack, Mbox, LinearCSV} }

// ParseFormat validates a format name.
func ParseFormat(s string) (Format, error) {
	for _, f := range Formats() {
		if string(f) == s {
			return f, nil
		}
	}
	return "", errs.E(errs.Invalid, "unknown format %q (want markdown, jsonl, slack, mbox or linear-csv)", s)
}

// Limits bound what one import may read.
type Limits struct {
	MaxFileBytes int64 // one file (and one entry of a zip, uncompressed)
	MaxFiles     int   // files in a folder or entries in a zip
	// MaxArchiveBytes bounds what one zip archive may hold uncompressed, all entries read
	// together (0: ArchiveFactor times MaxFileBytes): a zip of many small entries cannot
	// expand an accepted upload into gigabytes.
	MaxArchiveBytes int64
}

// ArchiveFactor is how many times MaxFileBytes an archive may hold uncompressed by default.
const ArchiveFactor = 4

// DefaultLimits are the limits when none are configured.
var DefaultLimits = Limits{MaxFileBytes: 64 << 20, MaxFiles: 20000}

// File is one input file: its name (relative, with forward slashes) and how to read it.
type File struct {
	Name string
	Open func() (io.ReadCloser, error)
}

// Input is what an import reads: one file, or the files of a folder.
type Input struct {
	Files []File
}

// FromBytes is an input of one file held in memory (an upload).
func FromBytes(name string, data []byte) Input {
	return Input{Files: []File{{Name: filepath.Base(name), Open: func() (io.ReadCloser, error) {
		return io.NopCloser(bytes.NewReader(data)), nil
	}}}}
}

// FromReader is an input of one file read once from r (an upload); the import's size limit
// applies while it is read.
func FromReader(name string, r io.Reader) Input {
	return Input{Files: []File{{Name: filepath.Base(name), Open: func() (io.ReadCloser, error) {
		return io.NopCloser(r), nil
	}}}}
}

// FromPath is an input of one file, or of every regular file under a folder (hidden files and
// folders skipped), in name order.
func FromPath(path string) (Input, error) {
	info, err := os.Stat(path)
	if err != nil {
		return Input{}, errs.Wrap(errs.Invalid, err, "cannot read %s", path)
	}
	open := func(p string) func() (io.ReadCloser, error) {
		return func() (io.ReadCloser, error) { return os.Open(p) }
	}
	if !info.IsDir() {
		return Input{Files: []File{{Name: filepath.Base(path), Open: open(path)}}}, nil
	}
	var in Input
	err = filepath.WalkDir(path, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if p != path && strings.HasPrefix(d.Name(), ".") {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if d.Type().IsRegular() {
			rel, _ := filepath.Rel(path, p)
			in.Files = append(in.Files, File{Name: filepath.ToSlash(rel), Open: open(p)})
		}
		return nil
	})
	if err != nil {
		return Input{}, errs.Wrap(errs.Invalid, err, "cannot read folder %s", path)
	}
	sort.Slice(in.Files, func(i, j int) bool { return in.Files[i].Name < in.Files[j].Name })
	return in, nil
}

// Parse reads in as format and returns its documents (records with nothing to index are left out).
func Parse(ctx context.Context, format Format, in Input, lim Limits) ([]index.Doc, error) {
	p, err := ParseAll(ctx, format, in, lim)
	return p.Docs, err
}

// Parsed is what an input holds: its documents, and the records with nothing to index (no
// title and no body), skipped with their file and line.
type Parsed struct {
	Docs    []index.Doc
	Skipped []Skipped
}

// ParseAll reads in as format and returns its documents and the records it skipped.
func ParseAll(ctx context.Context, format Format, in Input, lim Limits) (Parsed, error) {
	var skipped []Skipped
	docs, err := parse(ctx, format, in, lim, &skipped)
	return Parsed{Docs: docs, Skipped: skipped}, err
}

func parse(ctx context.Context, format Format, in Input, lim Limits, skipped *[]Skipped) ([]index.Doc, error) {
	if lim.MaxFileBytes <= 0 {
		lim.MaxFileBytes = DefaultLimits.MaxFileBytes
	}
	if lim.MaxFiles <= 0 {
		lim.MaxFiles = DefaultLimits.MaxFiles
	}
	if lim.MaxArchiveBytes <= 0 {
		lim.MaxArchiveBytes = ArchiveFactor * lim.MaxFileBytes
	}
	if len(in.Files) == 0 {
		return nil, errs.E(errs.Invalid, "nothing to import: no files")
	}
	if len(in.Files) > lim.MaxFiles {
		return nil, errs.E(errs.Invalid, "too many files: %d (the limit is %d)", len(in.Files), lim.MaxFiles)
	}
	r := reader{lim: lim, skipped: skipped}
	switch format {
	case Markdown:
		return parseMarkdown(ctx, r, in)
	case JSONL:
		return parseJSONL(ctx, r, in)
	case Slack:
		return parseSlack(ctx, r, in)
	case Mbox:
		return parseMbox(ctx, r, in)
	case LinearCSV:
		return parseLinearCSV(ctx, r, in)
	}
	return nil, errs.E(errs.Invalid, "unknown format %q", format)
}

// reader reads files within the limits, and collects the records skipped.
type reader struct {
	lim     Limits
	skipped *[]Skipped
}

// skip notes a record with nothing to index.
func (r reader) skip(file string, line int, reason string) {
	*r.skipped = append(*r.skipped, Skipped{File: file, Line: line, Reason: reason})
}

// read returns a file's bytes, refusing files over the size limit.
func (r reader) read(f File) ([]byte, error) {
	rc, err := f.Open()
	if err != nil {
		return nil, errs.Wrap(errs.Invalid, err, "%s: cannot open", f.Name)
	}
	defer rc.Close()
	return r.readFrom(f.Name, rc)
}

func (r reader) readFrom(name string, rd io.Reader) ([]byte, error) {
	b, err := io.ReadAll(io.LimitReader(rd, r.lim.MaxFileBytes+1))
	if err != nil {
		return nil, errs.Wrap(errs.Invalid, err, "%s: cannot read", name)
	}
	if int64(len(b)) > r.lim.MaxFileBytes {
		return nil, errs.E(errs.Invalid, "%s: file is larger than the limit of %d bytes", name, r.lim.MaxFileBytes)
	}
	return b, nil
}

// text returns a file's content as UTF-8 text, naming the first line that is not valid UTF-8.
func (r reader) text(f File) (string, error) {
	b, err := r.read(f)
	if err != nil {
		return "", err
	}
	return checkUTF8(f.Name, b)
}

func checkUTF8(name string, b []byte) (string, error) {
	if !utf8.Valid(b) {
		line := 1
		for len(b) > 0 {
			r, n := utf8.DecodeRune(b)
			if r == utf8.RuneError && n <= 1 {
				break
			}
			if r == '\n' {
				line++
			}
			b = b[n:]
		}
		return "", errs.E(errs.Invalid, "%s:%d: invalid UTF-8", name, line)
	}
	s := string(b)
	s = strings.TrimPrefix(s, "\uFEFF")
	return strings.ReplaceAll(s, "\r\n", "\n"), nil
}

func lineError(name string, line int, format string, args ...any) error {
	return errs.E(errs.Invalid, "%s:%d: %s", name, line, fmt.Sprintf(format, args...))
}
