package resolvers

import (
	"strings"
	"time"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/page"
	"github.com/queueproof/queueproof/engine/source"
	"github.com/queueproof/queueproof/graph/model"
)

func pageRequest(first *int, after *string) page.Request {
	var r page.Request
	if first != nil {
		r.First = *first
	}
	if after != nil {
		r.After = *after
	}
	return r
}

func toViewer(v engine.Viewer) *model.Viewer {
	return &model.Viewer{
		ActorKind: model.ActorKind(v.Actor.Kind),
		Role:      toRole(v.Actor.Role),
		Workspace: &model.Workspace{ID: optional(v.Workspace.ID), Name: v.Workspace.Name},
	}
}

func toRole(r actor.Role) model.Role {
	return model.Role(strings.ToUpper(strings.ReplaceAll(string(r), "-", "_")))
}

func toSourceConnection(p source.Page) *model.SourceConnection {
	c := &model.SourceConnection{
		Edges:    make([]model.SourceEdge, 0, len(p.Items)),
		PageInfo: &model.PageInfo{HasNextPage: p.Info.HasNextPage, EndCursor: optional(p.Info.EndCursor)},
	}
	for _, s := range p.Items {
		c.Edges = append(c.Edges, model.SourceEdge{Cursor: page.EncodeCursor(s.ID), Node: toSource(s)})
	}
	return c
}

func toSource(s source.Source) *model.Source {
	return &model.Source{
		ID:          s.ID,
		Kind:        model.SourceKind(strings.ToUpper(string(s.Kind))),
		Name:        s.Name,
		State:       model.SourceState(strings.ToUpper(string(s.State))),
		StateReason: optional(s.StateReason),
		CreatedAt:   parseTime(s.CreatedAt),
		UpdatedAt:   parseTime(s.UpdatedAt),
	}
}

func optional(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

func parseTime(s string) time.Time {
	t, _ := time.Parse(time.RFC3339Nano, s)
	return t.UTC()
}
