package retrieval

import (
	"sort"

	"github.com/queueproof/queueproof/engine/index"
)

// scorer re-scores candidates: BM25F over every query term, and a soft signal (coverage of the
// query's terms, counting near-matches and aliases, plus term proximity) for the hybrid lane.
type scorer struct {
	terms       []plannedTerm
	byStem      map[string]int // stem -> term index
	alias       map[string]int // alias stem -> term index
	prefixes    map[string]bool
	avgdl       float64
	titleWeight float64
}

func prefix3(s string) string {
	if len(s) > 3 {
		return s[:3]
	}
	return s
}

func newScorer(terms []plannedTerm, extra []string, avgdl, titleWeight float64) *scorer {
	sc := &scorer{terms: terms, byStem: map[string]int{}, alias: map[string]int{}, prefixes: map[string]bool{},
		avgdl: avgdl, titleWeight: titleWeight}
	for i, t := range terms {
		sc.byStem[t.Stem] = i
		sc.prefixes[prefix3(t.Word)] = true
		sc.prefixes[prefix3(t.Stem)] = true
	}
	if len(extra) > 0 {
		for i, t := range terms {
			for _, a := range aliases[t.Word] {
				st := index.Stem(a)
				if _, ok := sc.byStem[st]; !ok {
					sc.alias[st] = i
					sc.prefixes[prefix3(a)] = true
				}
			}
		}
	}
	if sc.avgdl <= 0 {
		sc.avgdl = 1
	}
	return sc
}

type occurrence struct{ pos, term int }

func (sc *scorer) score(c *candidate) (bm25, soft float64) {
	n := len(sc.terms)
	tfTitle := make([]int, n)
	tfBody := make([]int, n)
	near := make([]bool, n)
	aliased := make([]bool, n)
	var occ []occurrence
	visit := func(text string, title bool) {
		for pos, tok := range index.Tokens(text) {
			if !sc.prefixes[prefix3(tok)] {
				continue
			}
			st := index.Stem(tok)
			if i, ok := sc.byStem[st]; ok {
				if title {
					tfTitle[i]++
				} else {
					tfBody[i]++
					occ = append(occ, occurrence{pos, i})
				}
				continue
			}
			if i, ok := sc.alias[st]; ok {
				aliased[i] = true
				continue
			}
			for i, t := range sc.terms {
				if !near[i] && nearMatch(tok, t.Word) {
					near[i] = true
				}
			}
		}
	}
	visit(c.title, true)
	visit(c.Text, false)
	dl := float64(c.Tokens)
	if dl <= 0 {
		dl = 1
	}
	norm := k1 * (1 - b + b*dl/sc.avgdl)
	for i, t := range sc.terms {
		tf := sc.titleWeight*float64(tfTitle[i]) + float64(tfBody[i])
		switch {
		case tf > 0:
			bm25 += t.idf * tf * (k1 + 1) / (tf + norm)
			soft += t.idf
		case aliased[i]:
			soft += 0.8 * t.idf
		case near[i]:
			soft += 0.6 * t.idf
		}
	}
	// Proximity: distinct pairs of query terms found within four words of each other.
	sort.Slice(occ, func(i, j int) bool { return occ[i].pos < occ[j].pos })
	seen := map[[2]int]bool{}
	for i := range occ {
		for j := i + 1; j < len(occ) && occ[j].pos-occ[i].pos <= 4; j++ {
			a, z := occ[i].term, occ[j].term
			if a == z {
				continue
			}
			if a > z {
				a, z = z, a
			}
			if !seen[[2]int{a, z}] {
				seen[[2]int{a, z}] = true
				soft += 0.5 * (sc.terms[a].idf + sc.terms[z].idf) / 2
			}
		}
	}
	return bm25, soft
}

// nearMatch reports whether two words are inexact forms of one another: a long shared prefix
// (aeroelastic / aeroelasticity, deploy / deployment) that the stemmer did not join.
func nearMatch(a, b string) bool {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	short := min(len(a), len(b))
	return n >= 5 && n*10 >= short*7
}
