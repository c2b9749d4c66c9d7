package facts

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"
)

// These sentences are written for the tests, in the constructions the rules read; the
// labeled evaluation set (bench/facteval) measures the rules on text they were not written for.

func at(day int) time.Time { return time.Date(2026, 11, day, 10, 0, 0, 0, time.UTC) }

func extractAll(t *testing.T, docs ...Doc) []Fact {
	t.Helper()
	p := newTestParser(t)
	th := NewThread()
	people := NewPeople()
	for _, d := range docs {
		people.Add(d.Author)
	}
	for _, d := range docs {
		p.Extract(th, people, d)
	}
	return th.Facts()
}

// show renders facts as "kind subject value" lines.
// checkFacts runs docs through one thread and fails for each wanted fact (as show writes it)
// missing from what is extracted and each unwanted one in it.
func checkFacts(t *testing.T, docs []Doc, want, not []string) {
	t.Helper()
	got := show(extractAll(t, docs...))
	for _, w := range want {
		if !slices.Contains(got, w) {
			t.Errorf("missing %q; got %q", w, got)
		}
	}
	for _, n := range not {
		if slices.Contains(got, n) {
			t.Errorf("extracted %q, which the text does not state; got %q", n, got)
		}
	}
}

func show(fs []Fact) []string {
	var out []string
	for _, f := range fs {
		v := ""
		switch f.Kind {
		case Owner, Commitment, Request:
			v = f.Person
		case Due:
			v = f.Date.Format("2006-01-02")
			if f.Ambiguous() {
				var rs []string
				for _, r := range f.Readings {
					rs = append(rs, r.Format("2006-01-02"))
				}
				v = strings.Join(rs, "|")
			}
		case Status:
			v = string(f.State)
		case Slip:
			v = fmt.Sprintf("%s->%s", f.Old.Format("2006-01-02"), f.Date.Format("2006-01-02"))
		default:
			v = f.What
		}
		out = append(out, fmt.Sprintf("%s %s %s", f.Kind, f.Subject, v))
	}
	return out
}

func TestExtractReadsConstructions(t *testing.T) {
	for _, tc := range []struct {
		name      string
		doc       Doc
		want, not []string
	}{
		{"first person resolved to the chat author",
			Doc{ID: "a", Kind: "chat", Author: "Mara Lind", At: at(18), Text: "I'll own the PAY-12 follow-up and will have it merged by Friday"},
			[]string{"owner PAY-12 Mara Lind", "commitment PAY-12 Mara Lind", "due PAY-12 2026-11-20"}, nil},
		{"ticket fields",
			Doc{ID: "b", Kind: "ticket", Author: "Ops Bot", At: at(18), Title: "PAY-13 Rotate keys", Text: "Assignee: Joao Reis\nStatus: In Review\nDue date: 2026-12-01"},
			[]string{"owner PAY-13 Joao Reis", "status PAY-13 in_progress", "due PAY-13 2026-12-01"}, nil},
		{"a question is not a commitment or a due date",
			Doc{ID: "c", Kind: "chat", Author: "Ines Roy", At: at(18), Text: "will PAY-14 be done by Friday?"},
			[]string{"request PAY-14 Ines Roy"}, []string{"due PAY-14 2026-11-20", "status PAY-14 done"}},
		{"negation is not done",
			Doc{ID: "d", Kind: "chat", Author: "Ines Roy", At: at(18), Text: "PAY-15 is not done yet"},
			nil, []string{"status PAY-15 done"}},
		{"a condition states nothing",
			Doc{ID: "e", Kind: "chat", Author: "Ines Roy", At: at(18), Text: "if PAY-16 doesn't land by Friday we miss the window"},
			nil, []string{"due PAY-16 2026-11-20", "status PAY-16 done"}},
		{"a quoted reply and a signature are not the replier's",
			Doc{ID: "f", Kind: "mail", Author: "Tom Berg <tom@x.example>", At: at(18), Title: "Re: PAY-17",
				Text: "Hi Ana,\n\nThanks, noted.\n\nBest,\nTom\nHead of Payments | out of office 21 Dec\n\nOn Mon, Ana wrote:\n> I'll take PAY-17 and ship it by Friday."},
			nil, []string{"owner PAY-17 Tom Berg", "commitment PAY-17 Tom Berg", "due PAY-17 2026-11-20", "due PAY-17 2026-12-21"}},
		{"an ambiguous numeric date keeps both readings",
			Doc{ID: "g", Kind: "chat", Author: "Ines Roy", At: at(18), Text: "PAY-18 due 12/05"},
			[]string{"due PAY-18 2026-12-05|2027-05-12"}, nil},
		{"a handover names the new owner",
			Doc{ID: "h", Kind: "chat", Author: "Ines Roy", At: at(18), Text: "handing PAY-19 over to @joao, I'm out next week"},
			[]string{"owner PAY-19 Joao"}, []string{"due PAY-19 2026-11-27"}},
		{"a customer's unanswered request",
			Doc{ID: "i", Kind: "mail", Author: "Kim Park <kim@customer.example>", At: at(18), Title: "SSO availability",
				Text: "Hello,\n\nWhen will SSO be available for our team? We asked last week and nobody has answered.\n\nKim"},
			[]string{"request SSO availability Kim Park"}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			checkFacts(t, []Doc{tc.doc}, tc.want, tc.not)
		})
	}
}

func TestSlipIsHistoryAndUnexplainedDisagreementIsAContradiction(t *testing.T) {
	slipped := extractAll(t,
		Doc{ID: "1", Kind: "ticket", Author: "Ines Roy", At: at(10), Title: "PAY-20 Export", Text: "Due: 2026-11-20"},
		Doc{ID: "2", Kind: "chat", Author: "Ines Roy", At: at(18), Text: "PAY-20 slipped, the new date is 4 Dec"},
	)
	if !slices.Contains(show(slipped), "slip PAY-20 2026-11-20->2026-12-04") {
		t.Errorf("facts = %q, want the slip from 20 Nov to 4 Dec", show(slipped))
	}
	due, ok := Latest(Timelines(slipped), "PAY-20", FacetDue)
	if !ok || due.Contradicted() || due.Current == nil || due.Current.Date.Format("2006-01-02") != "2026-12-04" || len(due.History) != 1 {
		t.Fatalf("due timeline = %+v, want current 4 Dec with 20 Nov as history", due)
	}

	disagree := extractAll(t,
		Doc{ID: "1", Kind: "ticket", Author: "Ines Roy", At: at(10), Title: "PAY-21 Export", Text: "Due: 2026-11-20"},
		Doc{ID: "2", Kind: "mail", Author: "Tom Berg <tom@x.example>", At: at(11), Title: "Export", Text: "Hi all,\n\nPAY-21 is due 27 November.\n\nTom"},
	)
	due, ok = Latest(Timelines(disagree), "PAY-21", FacetDue)
	if !ok || !due.Contradicted() || due.Current != nil || len(due.Conflict) != 2 {
		t.Fatalf("due timeline = %+v, want a contradiction of the two dates", due)
	}
}

func TestAcceptedAskMakesTheOwner(t *testing.T) {
	fs := extractAll(t,
		Doc{ID: "1", Kind: "ticket", Author: "Ines Roy", At: at(10), Title: "PAY-22 Export", Text: "Assignee: Tom Berg"},
		Doc{ID: "2", Kind: "chat", Author: "Ines Roy", At: at(18), Text: "@joao can you take PAY-22? tom is out"},
		Doc{ID: "3", Kind: "chat", Author: "Joao Reis", At: at(18), Text: "sure, mine"},
	)
	owner, ok := Latest(Timelines(fs), "PAY-22", FacetOwner)
	if !ok || owner.Current == nil || owner.Current.Person != "Joao Reis" || len(owner.History) != 1 {
		t.Fatalf("owner timeline = %+v, want Joao Reis replacing Tom Berg", owner)
	}
	i := slices.IndexFunc(fs, func(f Fact) bool { return f.Kind == Request })
	if i < 0 || !fs[i].Answered {
		t.Errorf("the ask is not a request answered by the reply: %q", show(fs))
	}
}
