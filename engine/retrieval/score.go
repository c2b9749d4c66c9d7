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
	// own is how many of terms are the query's own (the rest are feedback expansions).
	own int
}

// keep is the token filter: only tokens sharing a three-byte prefix with a query word (or an
// alias) can count, so the rest are never stemmed.
func (sc *scorer) keep(p []byte) bool { return sc.prefixes[string(p)] }

func prefix3(s string) string {
	if len(s) > 3 {
		return s[:3]
	}
	return s
}

// newScorer scores terms; with extra (alias words) non-empty, aliases of the terms count as
// partial occurrences. A scorer whose terms are all feedback terms has own set to 0.
func newScorer(terms []plannedTerm, extra []string, avgdl, titleWeight float64) *scorer {
	own := len(terms)
	if len(terms) > 0 && terms[0].weight < 1 {
		own = 0
	}
	sc := &scorer{terms: terms, byStem: map[string]int{}, alias: map[string]int{}, prefixes: map[string]bool{},
		avgdl: avgdl, titleWeight: titleWeight, own: own}
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

// Partial credit, as a share of an exact occurrence, for an alias of a query term and for a
// near-form of it that the stemmer did not join.
const (
	aliasCredit = 0.8
	nearCredit  = 0.6
)

// score returns a candidate's BM25F over the query's own terms, its expanded BM25F (own terms
// counting aliases and near-forms as partial occurrences, plus weighted feedback terms), and
// its coverage-and-proximity score.
func (sc *scorer) score(c *candidate) (bm25, expanded, soft float64) {
	n := len(sc.terms)
	tfTitle := make([]int, n)
	tfBody := make([]int, n)
	partial := make([]float64, n)
	var occ []occurrence
	visit := func(text string, title bool) {
		w := 1.0
		if title {
			w = sc.titleWeight
		}
		index.EachToken(text, sc.keep, func(pos int, tok string) {
			st := index.Stem(tok)
			if i, ok := sc.byStem[st]; ok {
				if title {
					tfTitle[i]++
				} else {
					tfBody[i]++
					occ = append(occ, occurrence{pos, i})
				}
				return
			}
			if i, ok := sc.alias[st]; ok {
				partial[i] += aliasCredit * w
				return
			}
			for i, t := range sc.terms[:sc.own] {
				if nearMatch(tok, t.Word) {
					partial[i] += nearCredit * w
					return
				}
			}
		})
	}
	visit(c.title, true)
	visit(c.Text, false)
	dl := float64(c.Tokens)
	if dl <= 0 {
		dl = 1
	}
	norm := k1 * (1 - b + b*dl/sc.avgdl)
	sat := func(tf float64) float64 { return tf * (k1 + 1) / (tf + norm) }
	for i, t := range sc.terms {
		tf := sc.titleWeight*float64(tfTitle[i]) + float64(tfBody[i])
		if all := tf + partial[i]; all > 0 {
			expanded += t.weight * t.idf * sat(all)
		}
		if i >= sc.own {
			continue
		}
		switch {
		case tf > 0:
			bm25 += t.idf * sat(tf)
			soft += t.idf
		case partial[i] > 0:
			soft += min(partial[i], 1) * t.idf
		}
	}
	// Proximity: distinct pairs of query terms found within four words of each other.
	sort.Slice(occ, func(i, j int) bool { return occ[i].pos < occ[j].pos })
	seen := map[[2]int]bool{}
	for i := range occ {
		for j := i + 1; j < len(occ) && occ[j].pos-occ[i].pos <= 4; j++ {
			a, z := occ[i].term, occ[j].term
			if a == z || a >= sc.own || z >= sc.own {
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
	return bm25, expanded, soft
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
