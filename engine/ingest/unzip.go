package ingest

import (
	"archive/zip"
	"bytes"
	"io"
	"path"
	"sort"
	"strings"

	"github.com/queueproof/queueproof/engine/errs"
)

// openZip opens an uploaded zip archive within the limits: a readable archive, at most
// MaxFiles entries, and no more than the archive limit uncompressed (archiveFits), all checked
// before any entry is read. The Markdown and Slack readers both open archives here.
func (r reader) openZip(f File) (*zip.Reader, error) {
	data, err := r.read(f)
	if err != nil {
		return nil, err
	}
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return nil, errs.Wrap(errs.Invalid, err, "%s: not a readable zip archive", f.Name)
	}
	if len(zr.File) > r.lim.MaxFiles {
		return nil, errs.E(errs.Invalid, "%s: too many entries: %d (the limit is %d)", f.Name, len(zr.File), r.lim.MaxFiles)
	}
	if err := r.archiveFits(f.Name, zr.File); err != nil {
		return nil, err
	}
	return zr, nil
}

// unzip reads a zip of documents (a zip of Markdown files) as the files of a folder: entries
// with unsafe paths are refused, hidden entries and folders are left out, and the file and
// entry limits apply.
func (r reader) unzip(f File) ([]File, error) {
	zr, err := r.openZip(f)
	if err != nil {
		return nil, err
	}
	var files []File
	for _, zf := range zr.File {
		name := zf.Name
		if strings.Contains(name, "\\") || path.IsAbs(name) || strings.HasPrefix(name, "/") {
			return nil, errs.E(errs.Invalid, "%s: entry %q has an unsafe path", f.Name, name)
		}
		hidden := false
		for _, part := range strings.Split(name, "/") {
			if part == ".." {
				return nil, errs.E(errs.Invalid, "%s: entry %q has an unsafe path", f.Name, name)
			}
			// "./docs/a.md" (zip -r x.zip ./docs) is not hidden: "." is the folder itself.
			hidden = hidden || part != "." && strings.HasPrefix(part, ".") || part == "__MACOSX"
		}
		if zf.FileInfo().IsDir() || hidden {
			continue
		}
		if zf.UncompressedSize64 > uint64(r.lim.MaxFileBytes) {
			return nil, errs.E(errs.Invalid, "%s: entry %s is larger than the limit of %d bytes", f.Name, name, r.lim.MaxFileBytes)
		}
		files = append(files, File{Name: name, Open: func() (io.ReadCloser, error) { return zf.Open() }})
	}
	if len(files) == 0 {
		return nil, errs.E(errs.Invalid, "%s: the zip archive holds no files", f.Name)
	}
	sort.Slice(files, func(i, j int) bool { return files[i].Name < files[j].Name })
	return files, nil
}

// archiveFits refuses an archive whose entries together would expand past MaxArchiveBytes.
// The sizes are the ones the entries declare; the zip reader refuses an entry that inflates
// past its declared size, so the sum bounds what reading the archive can produce.
func (r reader) archiveFits(name string, entries []*zip.File) error {
	var total uint64
	for _, zf := range entries {
		total += zf.UncompressedSize64
		if total > uint64(r.lim.MaxArchiveBytes) {
			return errs.E(errs.Invalid, "%s: the archive expands to more than %d bytes (the limit for one import is %d times the file limit)",
				name, r.lim.MaxArchiveBytes, ArchiveFactor)
		}
	}
	return nil
}
