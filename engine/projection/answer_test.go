package projection_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/answer"
	"github.com/queueproof/queueproof/engine/projection"
	"github.com/queueproof/queueproof/engine/publicref"
	"github.com/queueproof/queueproof/engine/synthesis"
)

// disagreeingAnswer is a stored answer with a superseded due date and an unresolved status,
// citing two chunks of two documents.
func disagreeingAnswer() answer.Answer {
	cite := func(id, doc string) synthesis.Citation {
		return synthesis.Citation{ID: id, DocumentID: doc, Title: "Thread " + doc[len(doc)-1:], Excerpt: "E", Provider: "slack",
			Timestamp: "2026-03-01T00:00:00Z", URL: "https://chat.example.com/" + id, ExternalID: "ext-" + id}
	}
	old := synthesis.ContradictionValue{Value: "2026-03-10", Citations: []string{"chk_old"}}
	cur := synthesis.ContradictionValue{Value: "2026-03-20", Citations: []string{"chk_new"}}
	return answer.Answer{ID: "ans_1", PublicRef: "pub_ans", WorkspaceID: "ws_1", Receipt: answer.Receipt{
		Question: "When is PAY-31 due?",
		Answer: synthesis.Answer{Status: synthesis.Partial, Text: "t", Claims: []synthesis.Claim{},
			Citations: []synthesis.Citation{cite("chk_old", "doc_a"), cite("chk_new", "doc_b")},
			Contradictions: []synthesis.Contradiction{{Subject: "PAY-31", Facet: "completion_state",
				Values: []synthesis.ContradictionValue{{Value: "open", Citations: []string{"chk_old"}}, {Value: "done", Citations: []string{"chk_new"}}}}},
			Disagreements: []synthesis.Disagreement{
				{Subject: "PAY-31", Attribute: "deadline", Resolution: synthesis.Superseded, Current: &cur,
					Values: []synthesis.ContradictionValue{old}, Reason: "A later statement changes it."},
				{Subject: "PAY-31", Attribute: "status", Resolution: synthesis.Unresolved,
					Values: []synthesis.ContradictionValue{{Value: "open", Citations: []string{"chk_old"}}, {Value: "done", Citations: []string{"chk_new"}}},
					Reason: "The sources disagree."},
			},
			MissingInformation: []string{}},
	}}
}

func TestAnswerDisagreementsPrivate(t *testing.T) {
	v := projection.AnswerPrivate(disagreeingAnswer())
	if len(v.Disagreements) != 2 {
		t.Fatalf("disagreements = %+v", v.Disagreements)
	}
	s := v.Disagreements[0]
	if s.Resolution != "SUPERSEDED" || s.Subject != "PAY-31" || s.Attribute != "deadline" || s.Reason == "" ||
		s.Current == nil || s.Current.Value != "2026-03-20" || strings.Join(s.Current.Citations, ",") != "chk_new" ||
		len(s.Values) != 1 || s.Values[0].Value != "2026-03-10" || strings.Join(s.Values[0].Citations, ",") != "chk_old" {
		t.Errorf("superseded = %+v (current %+v)", s, s.Current)
	}
	u := v.Disagreements[1]
	if u.Resolution != "UNRESOLVED" || u.Current != nil || len(u.Values) != 2 || u.Values[1].Citations[0] != "chk_new" {
		t.Errorf("unresolved = %+v", u)
	}
}

// The public actor's disagreements cite the same public references as its citations, and no
// storage id appears anywhere in the view.
func TestAnswerDisagreementsPublicHideStorageIDs(t *testing.T) {
	v := projection.AnswerPublic(disagreeingAnswer(), projection.NewPublicRefs(publicref.NewRefs([]byte("0123456789abcdef0123456789abcdef")), "ws_1"))
	cited := map[string]bool{}
	for _, c := range v.Citations {
		cited[c.ID] = true
	}
	if len(v.Disagreements) != 2 || v.Disagreements[0].Current == nil {
		t.Fatalf("disagreements = %+v", v.Disagreements)
	}
	for _, d := range v.Disagreements {
		vals := d.Values
		if d.Current != nil {
			vals = append(vals, *d.Current)
		}
		for _, val := range vals {
			if len(val.Citations) != 1 || !cited[val.Citations[0]] {
				t.Errorf("%s %s value %q cites %v, not the answer's citations %v", d.Resolution, d.Attribute, val.Value, val.Citations, cited)
			}
		}
	}
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	for _, leak := range []string{"chk_", "doc_", "ans_1", "ext-", "chat.example.com"} {
		if strings.Contains(string(b), leak) {
			t.Errorf("public view carries %q: %s", leak, b)
		}
	}
}

// An answer stored before disagreements were recorded projects an empty list, not null.
func TestAnswerDisagreementsLegacyEmpty(t *testing.T) {
	a := disagreeingAnswer()
	a.Receipt.Answer.Disagreements = nil
	for name, v := range map[string]projection.AnswerView{"private": projection.AnswerPrivate(a), "public": projection.AnswerPublic(a, projection.PublicRefs{})} {
		if v.Disagreements == nil || len(v.Disagreements) != 0 {
			t.Errorf("%s: disagreements = %#v, want an empty list", name, v.Disagreements)
		}
	}
}
