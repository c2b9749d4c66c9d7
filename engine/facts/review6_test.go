package facts_test

// A sixth independent review, of the lead-in window (leadin.go): a date is read against the
// 160 characters before it (its subject up to 320) and after it, not the whole clause. The
// probes are real sentences whose cue or subject stands further from the date (long clauses,
// lists, parentheticals), in review5's form (runFactProbes, expect). BenchmarkReview6Shapes
// gives the reader's cost on shapes of text beside prose of the same size.

import (
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/facts"
)

// long is a run of about n characters of words that state no date, owner or state.
func long(n int) string {
	words := strings.Fields("covering the partner key rotation for the three acquiring banks the refund ledger reconciliation the merchant onboarding checklist and the compliance team's reading of the new access policy for contractors")
	var b strings.Builder
	for i := 0; b.Len() < n; i++ {
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(words[i%len(words)])
	}
	return b.String()
}

func TestReview6CuesFarFromTheDate(t *testing.T) {
	runFactProbes(t, []factProbe{
		{name: "'the deadline for X, (200 chars), is 4 December'", docs: []facts.Doc{rChat("1", "Ana Ruiz",
			"The deadline for PAY-60, "+long(200)+", is 4 December.")},
			want:  []string{"due PAY-60 2026-12-04"},
			wrong: "(pre-existing, same with the whole clause) due.go: a deadline noun 200 characters before 'is <date>' gives no due date"},
		{name: "'X must, (200 chars), be delivered by 4 December' (control: the cue is near)", docs: []facts.Doc{rChat("1", "Ana Ruiz",
			"PAY-61 must, "+long(200)+", be delivered by 4 December.")},
			want: []string{"due PAY-61 2026-12-04"}},
		{name: "the subject 400 characters before its due date", docs: []facts.Doc{rChat("1", "Ana Ruiz",
			"PAY-62 "+long(400)+" is due 4 December.")},
			want: []string{"due PAY-62 2026-12-04"}},
		{name: "the subject 400 characters before, another item named near the date", docs: []facts.Doc{rChat("1", "Ana Ruiz",
			"PAY-63 "+long(400)+" (see PAY-64 for the history) is due 4 December.")},
			not:   []string{"due PAY-64 2026-12-04"},
			wrong: "(pre-existing) due.go takes the identifier nearest before the date as the subject, so an item named in passing gets the date of the sentence's subject"},
		{name: "a past 'was due' far before a new date is no second deadline", docs: []facts.Doc{rChat("1", "Ana Ruiz",
			"PAY-65 was due on 30 November, "+long(180)+", and the new date is 11 December.")},
			want: []string{"due PAY-65 2026-12-11"}, not: []string{"due PAY-65 2026-11-30"},
			wrong: "(pre-existing) due.go reads 'was due on 30 November' as a due date beside the new one, and the slip has no old date (0001-01-01)"},
		{name: "a past happening far before a weekday: 'we shipped X, (200 chars), on Monday'", docs: []facts.Doc{rChat("1", "Ana Ruiz",
			"As everyone knows we shipped PAY-66, "+long(200)+", on Monday.")},
			not: []string{"due PAY-66*"}},
		{name: "a past happening near a weekday (control): 'we shipped X on Monday'", docs: []facts.Doc{rChat("1", "Ana Ruiz",
			"As everyone knows we shipped PAY-81 on Monday.")},
			not: []string{"due PAY-81*"}},
		{name: "'has to be finished, (200 chars), on 4 December'", docs: []facts.Doc{rChat("1", "Ana Ruiz",
			"PAY-77 has to be finished, "+long(200)+", on 4 December.")},
			want: []string{"due PAY-77 2026-12-04"}},
		{name: "'is expected to land, (200 chars), on 4 December'", docs: []facts.Doc{rChat("1", "Ana Ruiz",
			"PAY-78 is expected to land, "+long(200)+", on 4 December.")},
			want: []string{"due PAY-78 2026-12-04"}},
		{name: "'Deadline for X (200 chars): 4 December'", docs: []facts.Doc{rChat("1", "Ana Ruiz",
			"Deadline for PAY-80 ("+long(200)+"): 4 December.")},
			want: []string{"due PAY-80 2026-12-04"}},
		{name: "a meeting far before the date: 'the review meeting for X, (200 chars), is on 4 December'", docs: []facts.Doc{rChat("1", "Ana Ruiz",
			"The review for PAY-82, "+long(200)+", happens on 4 December.")},
			not: []string{"due PAY-82 2026-12-04"}},
		{name: "an absence far before a date: 'I am away, (200 chars), until 7 December'", docs: []facts.Doc{rChat("1", "Ana Ruiz",
			"I am out of office, "+long(200)+", until 7 December; PAY-67 waits for me.")},
			not:   []string{"due PAY-67 2026-12-07"},
			wrong: "(pre-existing, same with the whole clause) due.go: a person's absence with a long aside before 'until <date>' is read as the work's due date"},
		{name: "a list of dated items in one sentence", docs: []facts.Doc{rDoc("Ana Ruiz", "Plan",
			"Due dates: PAY-68 (the partner key rotation for all three acquiring banks, with the reconciliation of the exports) 4 Dec; PAY-69 (the refund ledger, after the compliance team's reading of the access policy for contractors) 8 Dec; PAY-70 (onboarding) 9 Dec.")},
			want:  []string{"due PAY-68 2026-12-04", "due PAY-69 2026-12-08", "due PAY-70 2026-12-09"},
			wrong: "(pre-existing, same with the whole clause) a 'Due dates:' lead-in over a list of items in one sentence gives no due dates"},
		{name: "a negated deadline, the negation far before the date", docs: []facts.Doc{rChat("1", "Ana Ruiz",
			"There is no deadline for PAY-71 "+long(200)+", only the review on 4 December.")},
			not: []string{"due PAY-71 2026-12-04"}},
		{name: "an event word far before the date ('the workshop on PAY-72, (200 chars), on 4 December')", docs: []facts.Doc{rChat("1", "Ana Ruiz",
			"The workshop about PAY-72, "+long(200)+", is on 4 December.")},
			not: []string{"due PAY-72 2026-12-04"}},
		{name: "a promise whose date stands 200 characters after the verb", docs: []facts.Doc{rChat("1", "Ana Ruiz",
			"I will finish PAY-73, "+long(200)+", by 4 December.")},
			want: []string{"due PAY-73 2026-12-04"}},
		{name: "a date followed 200 characters later by 'at the latest'", docs: []facts.Doc{rChat("1", "Ana Ruiz",
			"PAY-74 closed on 4 December, "+long(200)+", at the latest.")},
			want:  []string{"due PAY-74 2026-12-04"},
			wrong: "(pre-existing, same with the whole clause) 'at the latest' is looked for only right after the date (due.go reAtTheLatest on the tail), so 'closed on <date>' stays a past happening"},
	})
}

// BenchmarkReview6Shapes reads a chunk of about 1,200 characters of each shape beside prose of
// the same size (go test -run '^$' -bench Review6Shapes ./engine/facts/); the ratio to
// "prose" is the figure. Not run by go test.
func BenchmarkReview6Shapes(b *testing.B) {
	p, err := facts.Default()
	if err != nil {
		b.Fatal(err)
	}
	chunk := func(s string, n int) string { return strings.Repeat(s, n/len(s)+1)[:n] }
	for _, size := range []int{1200, 4800} {
		for _, shape := range []struct{ name, unit string }{
			{"prose", "The team met and talked about the rollout of the new billing page. "},
			{"table of dates", "| PAY-7 | Ana Ruiz | 5 Dec | 6 Dec |\n"},
			{"many subjects", "Ana Ruiz: PAY-7 owner Tom, PAY-8 by Friday, PAY-9 done\n"},
			{"no punctuation", "ship the billing page rollout by the team soon "},
			{"no punctuation with dates", "ship the billing page by 5 Dec then "},
			{"weekday list", "Mon Tue Wed Thu Fri "},
			{"weekdays in full", "Monday Tuesday Wednesday "},
			{"relative days", "today tomorrow next week "},
			{"dates (the attack's shape)", "5 Dec "},
			{"ids only", "PAY-7 PAY-8 PAY-9 "},
			{"names", "Ana Ruiz Tom Berg Kim Park "},
			{"one long word", "x"},
		} {
			d := facts.Doc{ID: "c", Kind: "chat", Author: "Ana Ruiz", Title: "#billing", Text: chunk(shape.unit, size), At: rAt}
			b.Run(shape.name+"/"+strings.Repeat("x", size/1200), func(b *testing.B) {
				for b.Loop() {
					p.Extract(facts.NewThread(), nil, d)
				}
			})
		}
	}
}
