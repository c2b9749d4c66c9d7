package store

import (
	"bytes"
	"fmt"
	"io"
	"os"
)

// sqliteMagic opens every SQLite database file.
var sqliteMagic = []byte("SQLite format 3\x00")

// CheckFile reports whether the embedded database file is still there and still a SQLite
// file. Open connections keep answering from their page cache and the WAL after the file is
// deleted or overwritten, so a query alone does not notice; readiness needs this too. Remote
// and in-memory databases have no file and always pass.
func (db *DB) CheckFile() error {
	if db.path == "" {
		return nil
	}
	f, err := os.Open(db.path)
	if err != nil {
		return fmt.Errorf("database file unusable: %w", err)
	}
	defer f.Close()
	head := make([]byte, len(sqliteMagic))
	n, err := io.ReadFull(f, head)
	switch {
	case n == 0 && err == io.EOF:
		return nil // a new, still empty database
	case err != nil:
		return fmt.Errorf("database file unusable: %w", err)
	case !bytes.Equal(head, sqliteMagic):
		return fmt.Errorf("database file %s is not a SQLite database any more", db.path)
	}
	return nil
}
