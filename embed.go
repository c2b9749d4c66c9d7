// Package queueproof holds what the binary embeds: the single-page app's committed build and
// the SQL migrations.
package queueproof

import (
	"embed"
	"io/fs"
)

//go:embed all:frontend/dist
var dist embed.FS

//go:embed migrations/*.sql
var migrations embed.FS

// Frontend returns the SPA build (the contents of frontend/dist).
func Frontend() fs.FS {
	sub, err := fs.Sub(dist, "frontend/dist")
	if err != nil {
		panic(err) // the path is a compile-time constant; this cannot fail
	}
	return sub
}

// Migrations returns the numbered SQL migrations (the contents of migrations/).
func Migrations() fs.FS {
	sub, err := fs.Sub(migrations, "migrations")
	if err != nil {
		panic(err)
	}
	return sub
}
