package projection

import (
	"strconv"

	"github.com/queueproof/queueproof/engine/answer"
	"github.com/queueproof/queueproof/engine/page"
	"github.com/queueproof/queueproof/engine/planner"
	"github.com/queueproof/queueproof/engine/publicref"
	"github.com/queueproof/queueproof/engine/synthesis"
)

// AnswerView is an Ask answer as one audience sees it.
type AnswerView struct {
	// ID is the answer's id for members, its public reference for the public actor; Cursor
	// is its page cursor, made of the same.
	ID             string
	Cursor         string
	Question       string
	RequestedMode  string
	Status         string
	Text           string
	Claims         []ClaimView
	Citations      []CitationView
	Contradictions []ContradictionView
	// Disagreements are every disagreement about what the answer states, superseded and
	// unresolved (an unresolved one is also in Contradictions); empty for answers stored
	// before they were recorded.
	Disagreements      []DisagreementView
	MissingInformation []string
	RecommendedAgent   string
	Trace              answer.Trace
	ReceiptHash        *string // nil for the public actor: hashes are withheld
	CreatedAt          string
}

// ClaimView is one claim; Citations are ids of the view's citations.
type ClaimView struct {
	Text      string
	Citations []string
	Facets    []planner.Facet
}

// CitationView is one citation. Nil fields are hidden from the audience.
type CitationView struct {
	ID        string
	Title     string
	Excerpt   string
	Provider  string
	Timestamp string
	// Author is the cited document's author ("" when its source names none).
	Author string
	URL    *string
	// SourceRef is the cited document's id (readable with document(id)) for members, a
	// stable public reference (or nil without a key) for the public actor.
	SourceRef      *string
	ExternalID     *string
	Untrusted      bool
	InjectionKinds []string
	// Duplicates are near-copies of the cited document the answer lists rather than cites.
	Duplicates []DuplicateView
}

// DuplicateView is a document that says what a cited one says (a copy, a forward, an older
// version that changed nothing), projected like the citation it belongs to.
type DuplicateView struct {
	Title      string
	Timestamp  string
	URL        *string
	SourceRef  *string
	ExternalID *string
}

// ContradictionView is one disagreement.
type ContradictionView struct {
	Subject string
	Facet   planner.Facet
	Values  []ContradictionValueView
}

// ContradictionValueView is one disagreeing value and its citations.
type ContradictionValueView struct {
	Value     string
	Citations []string
}

// DisagreementView is one disagreement between statements and how it is settled.
type DisagreementView struct {
	Subject   string
	Attribute string
	// Resolution is SUPERSEDED (Current replaced Values) or UNRESOLVED (Values disagree).
	Resolution string
	// Current is the value in force, nil unless SUPERSEDED.
	Current *ContradictionValueView
	// Values are the values Current replaced (latest first), or the disagreeing values.
	Values []ContradictionValueView
	Reason string
}

// AnswerPrivate is the members' projection: the full answer, storage ids included.
func AnswerPrivate(a answer.Answer) AnswerView {
	return answerView(a, a.ID, func(_ int, id string) string { return id }, func(c citation) (*string, *string, *string) {
		return opt(c.DocumentID), opt(c.URL), opt(c.ExternalID)
	})
}

// AnswerPublic is the public actor's projection: no storage ids (the answer, its citations and
// their documents are named by stable public references), no provider URLs, no source-system
// ids. The trace carries no ids of any kind.
func AnswerPublic(a answer.Answer, refs PublicRefs) AnswerView {
	v := answerView(a, a.PublicRef, func(n int, id string) string {
		if r := refs.Ref("chunk", id); r != "" {
			return r
		}
		return "cite-" + strconv.Itoa(n+1)
	}, func(c citation) (*string, *string, *string) {
		if c.DocumentID == "" {
			return nil, nil, nil // a knowledge provider's result: no indexed document to refer to
		}
		return opt(refs.Ref("document", c.DocumentID)), nil, nil
	})
	v.ReceiptHash = nil
	return v
}

type citation struct{ DocumentID, URL, ExternalID string }

func answerView(a answer.Answer, id string, citeID func(n int, id string) string, fields func(citation) (*string, *string, *string)) AnswerView {
	r := a.Receipt
	ans := r.Answer
	ids := map[string]string{}
	v := AnswerView{
		ID: id, Cursor: page.EncodeCursor(id), Question: r.Question, RequestedMode: string(r.Plan.Requested), Status: string(ans.Status), Text: ans.Text,
		Claims: []ClaimView{}, Citations: []CitationView{}, Contradictions: []ContradictionView{},
		Disagreements: []DisagreementView{}, MissingInformation: append([]string{}, ans.MissingInformation...), RecommendedAgent: ans.RecommendedAgent,
		Trace: r.Trace, ReceiptHash: opt(a.ReceiptHash), CreatedAt: a.CreatedAt,
	}
	for n, c := range ans.Citations {
		ids[c.ID] = citeID(n, c.ID)
		ref, url, ext := fields(citation{c.DocumentID, c.URL, c.ExternalID})
		v.Citations = append(v.Citations, CitationView{
			ID: ids[c.ID], Title: c.Title, Excerpt: c.Excerpt, Provider: c.Provider, Timestamp: c.Timestamp, Author: c.Author,
			URL: url, SourceRef: ref, ExternalID: ext, Untrusted: c.Untrusted, InjectionKinds: append([]string{}, c.InjectionKinds...),
			Duplicates: duplicateViews(c.Duplicates, fields),
		})
	}
	mapIDs := func(xs []string) []string {
		out := make([]string, 0, len(xs))
		for _, x := range xs {
			if m, ok := ids[x]; ok {
				out = append(out, m)
			}
		}
		return out
	}
	for _, c := range ans.Claims {
		v.Claims = append(v.Claims, ClaimView{Text: c.Text, Citations: mapIDs(c.Citations), Facets: append([]planner.Facet{}, c.Facets...)})
	}
	for _, c := range ans.Contradictions {
		cv := ContradictionView{Subject: c.Subject, Facet: c.Facet}
		for _, val := range c.Values {
			cv.Values = append(cv.Values, ContradictionValueView{Value: val.Value, Citations: mapIDs(val.Citations)})
		}
		v.Contradictions = append(v.Contradictions, cv)
	}
	value := func(val synthesis.ContradictionValue) ContradictionValueView {
		return ContradictionValueView{Value: val.Value, Citations: mapIDs(val.Citations)}
	}
	for _, d := range ans.Disagreements {
		dv := DisagreementView{Subject: d.Subject, Attribute: d.Attribute, Resolution: string(d.Resolution),
			Values: make([]ContradictionValueView, 0, len(d.Values)), Reason: d.Reason}
		if d.Current != nil {
			cur := value(*d.Current)
			dv.Current = &cur
		}
		for _, val := range d.Values {
			dv.Values = append(dv.Values, value(val))
		}
		v.Disagreements = append(v.Disagreements, dv)
	}
	return v
}

// PublicRefs makes the stable public references of one workspace's rows (publicref's
// scheme: an HMAC of the workspace, the kind and the id under the server's key). Without
// Refs it makes none.
type PublicRefs struct {
	refs      *publicref.Refs
	workspace string
}

// NewPublicRefs returns the references of workspaceID under refs (nil: none).
func NewPublicRefs(refs *publicref.Refs, workspaceID string) PublicRefs {
	return PublicRefs{refs: refs, workspace: workspaceID}
}

// Ref returns the public reference of a row of kind ("" without refs or an id).
func (p PublicRefs) Ref(kind, id string) string {
	if p.refs == nil || id == "" {
		return ""
	}
	return p.refs.Ref(p.workspace, kind, id)
}

func duplicateViews(ds []synthesis.Duplicate, fields func(citation) (*string, *string, *string)) []DuplicateView {
	out := make([]DuplicateView, 0, len(ds))
	for _, d := range ds {
		ref, url, ext := fields(citation{d.DocumentID, d.URL, d.ExternalID})
		out = append(out, DuplicateView{Title: d.Title, Timestamp: d.Timestamp, URL: url, SourceRef: ref, ExternalID: ext})
	}
	return out
}
