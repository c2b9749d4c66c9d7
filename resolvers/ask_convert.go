package resolvers

import (
	"strings"

	"github.com/queueproof/queueproof/engine/planner"
	"github.com/queueproof/queueproof/engine/projection"
	"github.com/queueproof/queueproof/graph/model"
)

func askMode(m *model.AskMode) planner.Mode {
	if m == nil {
		return planner.Auto
	}
	return planner.Mode(strings.ToLower(string(*m)))
}

func toAskMode(s string) model.AskMode {
	if s == "" {
		return model.AskModeAuto
	}
	return model.AskMode(strings.ToUpper(s))
}

func toFacet(f planner.Facet) model.Facet { return model.Facet(strings.ToUpper(string(f))) }

func toFacets(fs []planner.Facet) []model.Facet {
	out := make([]model.Facet, 0, len(fs))
	for _, f := range fs {
		out = append(out, toFacet(f))
	}
	return out
}

// toAnswer maps an answer already projected for its audience; it adds nothing the projection
// took away.
func toAnswer(v projection.AnswerView) *model.Answer {
	a := &model.Answer{
		ID: v.ID, Question: v.Question, Mode: toAskMode(v.RequestedMode), Status: model.AnswerStatus(v.Status), Text: v.Text,
		Claims: make([]model.Claim, 0, len(v.Claims)), Citations: make([]model.Citation, 0, len(v.Citations)),
		Contradictions:     make([]model.Contradiction, 0, len(v.Contradictions)),
		Disagreements:      make([]model.Disagreement, 0, len(v.Disagreements)),
		MissingInformation: append([]string{}, v.MissingInformation...), RecommendedAgent: v.RecommendedAgent,
		ReceiptHash: v.ReceiptHash, CreatedAt: parseTime(v.CreatedAt),
	}
	for _, c := range v.Claims {
		a.Claims = append(a.Claims, model.Claim{Text: c.Text, Citations: append([]string{}, c.Citations...), Facets: toFacets(c.Facets)})
	}
	for _, c := range v.Citations {
		m := model.Citation{ID: c.ID, Title: c.Title, Excerpt: c.Excerpt, Provider: c.Provider, URL: c.URL, SourceRef: c.SourceRef,
			ExternalID: c.ExternalID, Author: optional(c.Author), Untrusted: c.Untrusted, InjectionKinds: append([]string{}, c.InjectionKinds...)}
		if c.Timestamp != "" {
			t := parseTime(c.Timestamp)
			m.Timestamp = &t
		}
		m.Duplicates = make([]model.CitationDuplicate, 0, len(c.Duplicates))
		for _, d := range c.Duplicates {
			md := model.CitationDuplicate{Title: d.Title, URL: d.URL, SourceRef: d.SourceRef, ExternalID: d.ExternalID}
			if d.Timestamp != "" {
				t := parseTime(d.Timestamp)
				md.Timestamp = &t
			}
			m.Duplicates = append(m.Duplicates, md)
		}
		a.Citations = append(a.Citations, m)
	}
	for _, c := range v.Contradictions {
		mc := model.Contradiction{Subject: c.Subject, Facet: toFacet(c.Facet)}
		for _, val := range c.Values {
			mc.Values = append(mc.Values, model.ContradictionValue{Value: val.Value, Citations: append([]string{}, val.Citations...)})
		}
		a.Contradictions = append(a.Contradictions, mc)
	}
	for _, d := range v.Disagreements {
		a.Disagreements = append(a.Disagreements, toDisagreement(d))
	}
	t := v.Trace
	rt := &model.RetrievalTrace{
		PlannerVersion: t.PlannerVersion, SynthesizerVersion: t.SynthesizerVersion, RequestedMode: toAskMode(t.RequestedMode),
		Mode: toAskMode(t.Mode), QuestionClasses: append([]string{}, t.Classes...), Identifiers: append([]string{}, t.Identifiers...),
		GraphContext: t.GraphContext, RecencyHalfLifeHours: t.RecencyHalfLifeHours, SourcesSearched: t.SourcesSearched,
		Found: t.Found, Duplicates: t.Duplicates, DroppedByLineage: t.DroppedByLineage, EvidenceUsed: t.EvidenceUsed, Untrusted: t.Untrusted,
		Calls: make([]model.LaneCall, 0, len(t.Calls)), Dropped: make([]model.LineageDrop, 0, len(t.Dropped)), Facets: []model.Facet{},
	}
	if t.SynthesizerNote != "" {
		note := t.SynthesizerNote
		rt.SynthesizerNote = &note
	}
	if t.FactsNote != "" {
		note := t.FactsNote
		rt.FactsNote = &note
	}
	for _, f := range t.Facets {
		rt.Facets = append(rt.Facets, toFacet(planner.Facet(f)))
	}
	for _, c := range t.Calls {
		rt.Calls = append(rt.Calls, model.LaneCall{Lane: c.Lane, Query: c.Query, Purpose: c.Purpose, Limit: c.Limit, Hits: c.Hits})
	}
	for _, d := range t.Dropped {
		rt.Dropped = append(rt.Dropped, model.LineageDrop{Reason: d.Reason, Count: d.Count})
	}
	a.RetrievalTrace = rt
	return a
}

func toContradictionValue(v projection.ContradictionValueView) model.ContradictionValue {
	return model.ContradictionValue{Value: v.Value, Citations: append([]string{}, v.Citations...)}
}

// toDisagreement maps one projected disagreement.
func toDisagreement(d projection.DisagreementView) model.Disagreement {
	md := model.Disagreement{Subject: d.Subject, Attribute: d.Attribute, Resolution: model.DisagreementResolution(d.Resolution),
		Values: make([]model.ContradictionValue, 0, len(d.Values)), Reason: d.Reason}
	if d.Current != nil {
		cur := toContradictionValue(*d.Current)
		md.Current = &cur
	}
	for _, val := range d.Values {
		md.Values = append(md.Values, toContradictionValue(val))
	}
	return md
}
