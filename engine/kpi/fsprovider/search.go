package fsprovider

import (
	"math"
	"sort"
	"strings"
	"unicode"
)

var stopWords = map[string]bool{
	"a": true, "an": true, "and": true, "are": true, "as": true, "at": true, "be": true, "by": true,
	"do": true, "for": true, "from": true, "how": true, "i": true, "in": true, "is": true, "it": true,
	"my": true, "of": true, "on": true, "or": true, "the": true, "to": true, "what": true, "with": true,
}

// Terms splits text into lower-case words without stop words.
func Terms(text string) []string {
	var out []string
	for _, f := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	}) {
		if !stopWords[f] {
			out = append(out, f)
		}
	}
	return out
}

type scored struct {
	doc   *Document
	score float64
}

// rank scores docs against the query with BM25 (k1 1.2, b 0.75) and returns those with a
// positive score, best first, ties by id.
func rank(docs []*Document, query string) []scored {
	qterms := Terms(query)
	if len(qterms) == 0 || len(docs) == 0 {
		return nil
	}
	avg := 0.0
	for _, d := range docs {
		avg += float64(d.size)
	}
	avg /= float64(len(docs))
	df := map[string]int{}
	for _, t := range qterms {
		for _, d := range docs {
			if d.terms[t] > 0 {
				df[t]++
			}
		}
	}
	var out []scored
	for _, d := range docs {
		s := 0.0
		for _, t := range qterms {
			tf := float64(d.terms[t])
			if tf == 0 {
				continue
			}
			idf := math.Log(1 + (float64(len(docs))-float64(df[t])+0.5)/(float64(df[t])+0.5))
			s += idf * tf * 2.2 / (tf + 1.2*(0.25+0.75*float64(d.size)/avg))
		}
		if s > 0 {
			out = append(out, scored{d, s})
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].score != out[j].score {
			return out[i].score > out[j].score
		}
		return out[i].doc.ID < out[j].doc.ID
	})
	return out
}

// snippet returns up to about 240 characters of body around the first query term.
func snippet(body, query string) string {
	const width = 240
	lower := strings.ToLower(body)
	at := 0
	for _, t := range Terms(query) {
		if i := strings.Index(lower, t); i >= 0 {
			at = i
			break
		}
	}
	start := max(0, at-60)
	for start > 0 && start < len(body) && !isBoundary(body[start-1]) {
		start--
	}
	end := min(len(body), start+width)
	for end < len(body) && !isBoundary(body[end]) {
		end++
	}
	s := strings.TrimSpace(body[start:end])
	if start > 0 {
		s = "…" + s
	}
	if end < len(body) {
		s += "…"
	}
	return s
}

func isBoundary(b byte) bool { return b == ' ' || b == '\n' }
