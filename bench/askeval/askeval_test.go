package askeval_test

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/bench/askeval"
	"github.com/queueproof/queueproof/bench/cranfield"
	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/engine/planner"
	"github.com/queueproof/queueproof/engine/projection"
)

func ask(t *testing.T, e *engine.Engine, a actor.Actor, c askeval.Case) (askeval.Result, projection.AnswerView) {
	t.Helper()
	v, err := e.Ask(context.Background(), a, engine.AskInput{Question: c.Question, Mode: planner.Mode(strings.ToLower(c.Mode))})
	if err != nil {
		t.Fatalf("Ask(%q) = %v", c.Question, err)
	}
	r := askeval.Result{Case: c, Status: v.Status, Text: map[string]string{}}
	seen := map[string]bool{}
	for _, ci := range v.Citations {
		if ci.ExternalID != nil && !seen[*ci.ExternalID] {
			seen[*ci.ExternalID] = true
			r.Cited = append(r.Cited, *ci.ExternalID)
		}
		if ci.ExternalID != nil {
			r.Text[*ci.ExternalID] += ci.Title + "\n" + ci.Excerpt + "\n"
		}
	}
	for _, k := range v.Contradictions {
		r.Contradictions = append(r.Contradictions, k.Subject+" "+string(k.Facet))
	}
	return r, v
}

// TestDemoEvaluation asks the demo evaluation set (testdata/demo.json) and prints status
// accuracy and citation precision and recall.
func TestDemoEvaluation(t *testing.T) {
	ctx := context.Background()
	cases, err := askeval.Load("testdata/demo.json")
	if err != nil {
		t.Fatal(err)
	}
	e, _ := enginetest.New(t, engine.Options{LocalActor: true})
	if _, err := e.LoadDemo(ctx); err != nil {
		t.Fatal(err)
	}
	a, err := e.Resolve(ctx, actor.Credentials{Loopback: true, LoopbackHost: true, SameOrigin: true})
	if err != nil {
		t.Fatal(err)
	}
	var rs []askeval.Result
	var b strings.Builder
	fmt.Fprintf(&b, "%-70s %-9s %-9s %s\n", "question", "want", "got", "cited")
	for _, c := range cases {
		r, _ := ask(t, e, a, c)
		rs = append(rs, r)
		mark := ""
		if r.Status != c.Status {
			mark = "  <- status"
		}
		fmt.Fprintf(&b, "%-70.70s %-9s %-9s %v %v%s\n", c.Question, c.Status, r.Status, r.Cited, r.Contradictions, mark)
	}
	s := askeval.Evaluate(rs)
	fmt.Fprintf(&b, "status accuracy %d/%d = %.2f; citation precision %.2f (%d answers); recall %.2f (%d answers); contradictions found %d/%d\n",
		s.StatusRight, s.Cases, float64(s.StatusRight)/float64(s.Cases), s.Precision, s.PrecisionCases, s.Recall, s.RecallCases, s.ContradictionsFound, s.Contradictions)
	t.Log("\n" + b.String())
	if float64(s.StatusRight)/float64(s.Cases) < 0.8 || s.Recall < 0.8 || s.Precision < 0.6 {
		t.Errorf("demo evaluation below its floor (status 0.8, recall 0.8, precision 0.6): %+v", s)
	}
}

// offTopic are questions the Cranfield collection (aeronautics abstracts) cannot answer.
var offTopic = []string{
	"What is our parental leave policy?",
	"Who owns ENG-105 and when is it due?",
	"How do I reset my password for the billing portal?",
	"What is the recipe for sourdough bread?",
	"Which customers churned after the pricing change last quarter?",
	"When is the next team offsite and who organises it?",
	"What did the board decide about the Series B fundraising?",
	"How many vacation days do new employees get?",
	"What is the capital of Australia?",
	"Who won the football world cup in 2018?",
	// Framed like the collection's own queries, or sharing a word with it, but not about it.
	"Does there exist a good basic treatment of seasonal allergies in children?",
	"Did anyone else discover that the office coffee machine is broken again?",
	"What is the cheapest flight from Boston to Denver next week?",
	"How should we price the enterprise plan for heat pump installers?",
	"Is there a simple method for filing expense reports with receipts?",
	"Which temperature should the wine cellar be kept at?",
	"What are the results of the employee engagement survey?",
	"Who is responsible for the pressure washing of the parking lot?",
	"How fast can the new laptop boot compared with the old one?",
	"What effect did the marketing campaign have on signups?",
}

// TestCranfieldAsQuestions asks every judged Cranfield query as a question: none may abstain
// when relevant documents exist, and cited documents should be relevant per the judgments;
// off-topic questions must abstain.
func TestCranfieldAsQuestions(t *testing.T) {
	wd, _ := os.Getwd()
	c, err := cranfield.Load(cranfield.DefaultDir(wd))
	if err != nil {
		t.Skipf("Cranfield collection not available (%v); set %s", err, cranfield.EnvDir)
	}
	ctx := context.Background()
	e, _ := enginetest.New(t, engine.Options{})
	a, _, err := cranfield.Setup(ctx, e, c)
	if err != nil {
		t.Fatal(err)
	}
	asked, abstained, citedAll, citedRel, withRelevantCited := 0, 0, 0, 0, 0
	var abstainedQs []string
	for _, q := range c.Queries {
		rels := c.Qrels[q.ID]
		if cranfield.Relevant(rels) == 0 {
			continue
		}
		asked++
		r, _ := ask(t, e, a, askeval.Case{Question: q.Text})
		if r.Status == "ABSTAINED" {
			abstained++
			abstainedQs = append(abstainedQs, fmt.Sprintf("%d", q.ID))
			continue
		}
		any := false
		for _, d := range r.Cited {
			citedAll++
			if rels[d] > 0 {
				citedRel++
				any = true
			}
		}
		if any {
			withRelevantCited++
		}
	}
	offAbstained := 0
	for _, q := range offTopic {
		r, _ := ask(t, e, a, askeval.Case{Question: q})
		if r.Status == "ABSTAINED" {
			offAbstained++
		} else {
			t.Errorf("off-topic %q answered %s citing %v", q, r.Status, r.Cited)
		}
	}
	precision := float64(citedRel) / float64(max(citedAll, 1))
	t.Logf("Cranfield as questions: %d asked, %d abstained (%v); cited-document precision %.3f (%d of %d); answers citing at least one relevant document %d/%d; off-topic abstained %d/%d",
		asked, abstained, abstainedQs, precision, citedRel, citedAll, withRelevantCited, asked-abstained, offAbstained, len(offTopic))
	if abstained > 0 {
		t.Errorf("%d of %d judged queries abstained (%v); want none", abstained, asked, abstainedQs)
	}
}
