package synthesis

import (
	"fmt"
	"strings"
	"testing"
)

func TestQuestionNames(t *testing.T) {
	for _, tt := range []struct{ q, want string }{
		{"How long is the Long Island office lease?", "[[long island]]"},
		{"What's the rent at the St John's Wood office?", "[[st john s wood]]"},
		// A possessive ends a name.
		{"What's Scarth's deployable output?", "[[scarth]]"},
		{"How much of Kestrel FM’s listening is streamed?", "[[kestrel fm]]"},
		{"What does Next Day delivery cost for Highlands postcodes?", "[[next day] [highlands]]"},
		{"Which vendor did Ana pick, Brightfield or Tessaline?", "[[ana] [brightfield] [tessaline]]"},
		// Acronyms, identifiers, I, months and days name no subject.
		{"What is the SLA for ENG-7 in Q3?", "[]"},
		{"What did I agree in March and on Friday?", "[]"},
		// The first word is capitalised for the sentence, not as a name.
		{"Boston lease: how long?", "[]"},
		// A title-cased question capitalises every word: no names can be told apart.
		{"What Is The Budget For The Project?", "[]"},
	} {
		if got := fmt.Sprint(questionNames(tt.q)); got != tt.want {
			t.Errorf("questionNames(%q) = %s, want %s", tt.q, got, tt.want)
		}
	}
}

func TestHoldsNames(t *testing.T) {
	names := questionNames("What's the rent at the St John's Wood office?")
	for text, want := range map[string]bool{
		"The St John's Wood office rent is £4,200 a month.": true,
		"The Wood Green office rent is £3,100 a month.":     false,
		"St Johns Wood: rent £4,200":                        false, // the words side by side, as written
		"Offices\nSt John's Wood — rent £4,200":             true,
		"Offices\nst john's wood — rent £4,200":             false, // a name is written capitalised
	} {
		if got := holdsNames(text, names); got != want {
			t.Errorf("holdsNames(%q) = %v, want %v", text, got, want)
		}
	}
}

func TestKinship(t *testing.T) {
	c := func(text string) *chunk { return &chunk{ev: Evidence{Text: text}} }
	k := newKinship()
	v1 := c("Lobby kiosks: sign-in options\nVersion 1\n\nVisitors sign in at the lobby kiosks on arrival.\n\nRecommendation: paper visitor book at each kiosk.\n")
	v2 := c("Lobby kiosks: sign-in options\nVersion 2\n\nVisitors sign in at the lobby kiosks on arrival.\n\nRecommendation: tablet check-in with QR badges.\n")
	payments := c("Overview\n\nThe payments service takes card payments for the shop.\n\nDatabase: Postgres 15\n")
	search := c("Overview\n\nThe search service indexes the catalogue.\n\nDatabase: Elasticsearch 8\n")
	if !k.kin(v1, v2) {
		t.Error("two versions of the kiosk page are not kin")
	}
	if k.kin(payments, search) {
		t.Error("the payments and search overviews are kin")
	}
	if k.kin(c(""), v1) {
		t.Error("an empty text is kin to a page")
	}
}

func TestNamesAnother(t *testing.T) {
	q := "How long is the Long Island office lease?"
	names := questionNames(q)
	for text, want := range map[string]bool{
		"The Boston office lease is now nine years after the renewal.":         true,
		"The lease is now nine years after the renewal.":                       false,
		"It replaces section C.1 of Schedule C: the lease goes to nine years.": false, // a name, but not where the question's stands
		"The Long Island office lease is now nine years.":                      false,
	} {
		if got := namesAnother(text, q, names); got != want {
			t.Errorf("namesAnother(%q) = %v, want %v", text, got, want)
		}
	}
	q = "What is the payee account for Brightfield invoices?"
	if !namesAnother("Tessaline invoices: payee account is now 40-11-22 87654321.", q, questionNames(q)) {
		t.Error("a sentence-initial supplier before the question's head word names another thing")
	}
}

func TestAbbreviates(t *testing.T) {
	for _, tt := range []struct {
		a, b string
		want bool
	}{{"db", "database", true}, {"prod", "production", true}, {"mem", "memory", true}, {"cpu", "processor", false},
		{"cpu", "memory", false}, {"full", "half", false}, {"dev", "dev", false}, {"ops", "operations", true}} {
		if got := abbreviates(tt.a, tt.b); got != tt.want {
			t.Errorf("abbreviates(%q, %q) = %v, want %v", tt.a, tt.b, got, tt.want)
		}
	}
}

func TestAbbreviationsEndNoSentence(t *testing.T) {
	got := split("The St. John's Wood office rent is £4,600, e.g. for the ground floor. The Wood Green rent is £3,100.")
	if len(got) != 2 || !strings.HasPrefix(got[0].text, "The St. John's Wood") {
		var texts []string
		for _, s := range got {
			texts = append(texts, s.text)
		}
		t.Fatalf("split = %q, want two sentences, the first whole", texts)
	}
}

// Every retrieved chunk of a work item's record is on the topic when one of them is; another
// document's chunks and a page without a work id are not.
func TestARecordIsOnTopicWhole(t *testing.T) {
	mk := func(doc, ext, kind string, on bool) *chunk {
		return &chunk{ev: Evidence{DocumentID: doc, ExternalID: ext, Kind: kind}, onTopic: on}
	}
	cs := []*chunk{mk("d1", "TV-88", "doc", true), mk("d1", "TV-88", "doc", false), mk("d2", "notes", "doc", true), mk("d2", "notes", "doc", false),
		mk("d3", "x", "ticket", true), mk("d3", "x", "ticket", false), mk("d4", "TV-89", "doc", false)}
	recordOnTopic(cs)
	for i, want := range []bool{true, true, true, false, true, true, false} {
		if cs[i].onTopic != want {
			t.Errorf("chunk %d (%s) on topic = %v, want %v", i, cs[i].ev.DocumentID, cs[i].onTopic, want)
		}
	}
}
