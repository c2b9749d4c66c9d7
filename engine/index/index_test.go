package index_test

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/queueproof/queueproof/engine/index"
)

func TestSplitKeepsOffsetsBoundsAndOverlap(t *testing.T) {
	var b strings.Builder
	for p := 0; p < 6; p++ {
		for s := 0; s < 7; s++ {
			b.WriteString("Ünïcode sentence number ")
			b.WriteString(strings.Repeat("x", s*7))
			b.WriteString(" ends here. ")
		}
		b.WriteString("\n\n")
	}
	body := b.String()
	opt := index.ChunkOptions{Max: 300, Min: 100, Overlap: 80}
	spans := index.Split(body, opt)
	if len(spans) < 5 {
		t.Fatalf("Split gave %d chunks, want several", len(spans))
	}
	runes := []rune(body)
	overlaps := 0
	for i, s := range spans {
		if s.Ordinal != i {
			t.Errorf("chunk %d has ordinal %d", i, s.Ordinal)
		}
		if len(s.Text) > opt.Max {
			t.Errorf("chunk %d is %d bytes, over the bound %d", i, len(s.Text), opt.Max)
		}
		if got := string(runes[s.Start:s.End]); got != s.Text {
			t.Errorf("chunk %d: rune offsets [%d,%d) give %q, want %q", i, s.Start, s.End, got, s.Text)
		}
		if !utf8.ValidString(s.Text) {
			t.Errorf("chunk %d is not valid UTF-8", i)
		}
		if i > 0 && s.Start < spans[i-1].End {
			overlaps++
		}
		if i > 0 && s.Start <= spans[i-1].Start {
			t.Errorf("chunk %d does not advance", i)
		}
	}
	if overlaps == 0 {
		t.Errorf("no chunk overlaps its neighbour")
	}
	// Every sentence is in some chunk.
	for _, sent := range strings.SplitAfter(body, "here.") {
		sent = strings.TrimSpace(sent)
		if sent == "" {
			continue
		}
		found := false
		for _, s := range spans {
			if strings.Contains(s.Text, sent) {
				found = true
				break
			}
		}
		if !found {
			t.Errorf("sentence %q is in no chunk", sent)
		}
	}
	// A single long word is still split within the bound.
	long := index.Split(strings.Repeat("a", 1000), opt)
	if len(long) != 4 {
		t.Errorf("Split(1000 letters) = %d chunks, want 4", len(long))
	}
}

func TestChunkIDsAreStable(t *testing.T) {
	body := "First paragraph here.\n\nSecond paragraph there."
	a := index.Split(body, index.DefaultChunkOptions)
	b := index.Split(body, index.DefaultChunkOptions)
	if index.ChunkID("doc_1", a[0]) != index.ChunkID("doc_1", b[0]) {
		t.Fatal("same text, different chunk ids")
	}
	if index.ChunkID("doc_1", a[0]) == index.ChunkID("doc_2", a[0]) {
		t.Fatal("chunks of different documents share an id")
	}
}

func TestExtractIdentifiers(t *testing.T) {
	text := `See ENG-123 and incident #42 (INC-7), PR #231 and https://github.com/acme/api/pull/99.
	Mail ops@Example.com; trace 123e4567-E89B-12d3-a456-426614174000. Docs: https://docs.example.com/a?b=1).`
	got := map[string]string{}
	for _, id := range index.ExtractIdentifiers(text) {
		got[id.Value] = id.Kind
	}
	want := map[string]string{
		"ENG-123": "ticket", "INC-42": "incident", "INC-7": "incident", "PR-231": "pr", "PR-99": "pr",
		"ops@example.com": "email", "123e4567-e89b-12d3-a456-426614174000": "uuid",
		"https://github.com/acme/api/pull/99": "url", "https://docs.example.com/a?b=1": "url",
	}
	for v, k := range want {
		if got[v] != k {
			t.Errorf("identifier %s: kind %q, want %q (all: %v)", v, got[v], k, got)
		}
	}
	// A key of several numbered parts is one identifier, not its first two parts; a word after
	// the key is not part of it.
	var keys []string
	for _, id := range index.ExtractIdentifiers("NCR-2026-009 (see CVE-2024-3094) and IR-0412-draft, ENG-7.") {
		keys = append(keys, id.Value)
	}
	if want := []string{"NCR-2026-009", "CVE-2024-3094", "IR-0412", "ENG-7"}; !slices.Equal(keys, want) {
		t.Errorf("keys of several parts = %v, want %v", keys, want)
	}
	// An incident's running number is part of it: "#2611-03" and "#2611-04" are two incidents.
	keys = nil
	for _, id := range index.ExtractIdentifiers("incident #2611-03 follows incident #2611-02; INC-88 too.") {
		keys = append(keys, id.Value)
	}
	if want := []string{"INC-2611-03", "INC-2611-02", "INC-88"}; !slices.Equal(keys, want) {
		t.Errorf("incidents with a running number = %v, want %v", keys, want)
	}
	if q := index.QueryIdentifiers("root cause of ncr-2026-009?"); len(q) != 1 || q[0].Value != "NCR-2026-009" {
		t.Errorf("QueryIdentifiers(ncr-2026-009) = %+v", q)
	}
	q := index.QueryIdentifiers("what happened with eng-123?")
	if len(q) != 1 || q[0].Value != "ENG-123" {
		t.Errorf("QueryIdentifiers = %+v, want ENG-123", q)
	}
}

func TestQueryTermsDropStopWords(t *testing.T) {
	got := index.QueryTerms("What are the flows of the heated wings?")
	var words []string
	for _, t := range got {
		words = append(words, t.Stem)
	}
	if strings.Join(words, " ") != "flow heat wing" {
		t.Errorf("QueryTerms = %v, want flow heat wing", words)
	}
	if len(index.QueryTerms("the of")) != 2 {
		t.Errorf("a query of only stop words keeps them")
	}
}

func TestStemMatchesPorter(t *testing.T) {
	// Reference pairs from Porter's published vocabulary and output.
	for w, want := range map[string]string{
		"caresses": "caress", "ponies": "poni", "cats": "cat", "agreed": "agre", "plastered": "plaster",
		"motoring": "motor", "hopping": "hop", "filing": "file", "happy": "happi", "relational": "relat",
		"conditional": "condit", "rational": "ration", "digitizer": "digit", "operator": "oper",
		"feudalism": "feudal", "decisiveness": "decis", "hopefulness": "hope", "formality": "formal",
		"sensitivity": "sensit", "triplicate": "triplic", "electrical": "electr", "goodness": "good",
		"revival": "reviv", "allowance": "allow", "adjustable": "adjust", "adoption": "adopt",
		"controll": "control", "roll": "roll", "generalizations": "gener", "oscillators": "oscil",
		"aerodynamic": "aerodynam", "is": "is", "sky": "sky",
	} {
		if got := index.Stem(w); got != want {
			t.Errorf("Stem(%q) = %q, want %q", w, got, want)
		}
	}
}

func TestEachTokenAgreesWithTokens(t *testing.T) {
	text := "Héllo WORLD, the flow-rate is 3.5x; Ünïcode naïve café ENG-123 ok"
	var got []string
	index.EachToken(text, func([]byte) bool { return true }, func(pos int, tok string) {
		if pos != len(got) {
			t.Errorf("token %q at position %d, want %d", tok, pos, len(got))
		}
		got = append(got, tok)
	})
	if want := index.Tokens(text); strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("EachToken = %v, want %v", got, want)
	}
	var kept []string
	index.EachToken(text, func(p []byte) bool { return string(p) == "flo" || string(p) == "wor" }, func(_ int, tok string) { kept = append(kept, tok) })
	if strings.Join(kept, "|") != "world|flow" {
		t.Errorf("EachToken with a filter = %v", kept)
	}
}
