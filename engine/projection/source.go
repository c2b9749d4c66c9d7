package projection

import (
	"github.com/queueproof/queueproof/engine/page"
	"github.com/queueproof/queueproof/engine/publicref"
	"github.com/queueproof/queueproof/engine/source"
)

// Reference kinds.
const (
	KindSource = "source"
)

// SourcePublic is a source as the public actor sees it: a public reference for its id, its
// name, kind and readiness state, no workspace and no state reason (which may quote a provider
// error).
func SourcePublic(s source.Source, refs *publicref.Refs) source.Source {
	return source.Source{
		ID: refs.Ref(s.WorkspaceID, KindSource, s.ID), Kind: s.Kind, Name: s.Name, State: s.State,
		CreatedAt: s.CreatedAt, UpdatedAt: s.UpdatedAt,
	}
}

// SourcePagePublic projects a page of sources for the public actor, cursors included.
func SourcePagePublic(p source.Page, refs *publicref.Refs) source.Page {
	out := source.Page{Info: p.Info, Items: make([]source.Source, 0, len(p.Items))}
	for _, s := range p.Items {
		out.Items = append(out.Items, SourcePublic(s, refs))
	}
	if len(out.Items) > 0 {
		out.Info.EndCursor = page.EncodeCursor(out.Items[len(out.Items)-1].ID)
	}
	return out
}
