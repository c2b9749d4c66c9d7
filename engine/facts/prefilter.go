package facts

import (
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"unicode"
)

// A prefilter is a cheap test an expression cannot match without: every match of it holds
// one of a few literal strings. The strings are read from the expression's syntax once (see
// needs), so a prefilter cannot disagree with its expression: a text without any of them has
// no match, and the expression is not run on it. Texts are compared lower-cased once per
// clause (see foldText), not once per expression.

// pre is an expression with what any match of it must contain.
type pre struct {
	*regexp.Regexp
	// need holds strings (in folded case, see foldText), one of which every match contains;
	// nil when nothing is known.
	need []string
}

// mustPre compiles expr and reads its need.
func mustPre(expr string) pre {
	re := regexp.MustCompile(expr)
	return pre{Regexp: re, need: needs(re)}
}

// may reports whether the expression may match a text whose folded form is folded.
func (p pre) may(folded string) bool { return p.need == nil || hasAny(folded, p.need) }

// foldText lower-cases text as the prefilters compare it: rune by rune, so a string the
// expression matches maps to a string of the folded text, with the long s ("ſ", which case
// folding makes an s and lower-casing keeps) as an s.
func foldText(text string) string { return foldLower(strings.ToLower(text)) }

// foldLower is foldText of a text already lower-cased.
func foldLower(lower string) string {
	if strings.ContainsRune(lower, 'ſ') {
		lower = strings.ReplaceAll(lower, "ſ", "s")
	}
	return lower
}

// foldRuneLower is one rune as foldText spells it.
func foldRuneLower(r rune) rune {
	if r == 'ſ' {
		return 's'
	}
	return unicode.ToLower(r)
}

// needs reads from an expression strings one of which every match of it contains (nil when
// none are known).
func needs(re *regexp.Regexp) []string {
	t, err := syntax.Parse(re.String(), syntax.Perl)
	if err != nil {
		return nil
	}
	return minimal(needOf(t.Simplify()).best())
}

// maxSet bounds the sets of strings read: more alternatives are no cheaper than the expression.
const maxSet = 48

// maxMust bounds the strings of a requirement: an alternation of many branches needs one of
// all their strings.
const maxMust = 96

// minimal drops the strings that hold another of the set (a text that holds the longer holds
// the shorter).
func minimal(ss []string) []string {
	var out []string
	for _, s := range ss {
		if !slices.ContainsFunc(ss, func(t string) bool { return t != s && strings.Contains(s, t) }) {
			out = append(out, s)
		}
	}
	return out
}

// need is what a part of an expression matches: exactly one of exact (when known), and in any
// case one string of must (when known) inside its match.
type need struct {
	exact []string // nil: not known
	must  []string // nil: nothing known
}

// best is the most useful requirement of n: its exact strings when none is empty, else must.
func (n need) best() []string {
	if n.exact != nil && !slices.Contains(n.exact, "") {
		return n.exact
	}
	return n.must
}

// better reports whether requirement a rules out more texts than b (longer shortest string,
// then fewer strings).
func better(a, b []string) bool {
	if a == nil {
		return false
	}
	if b == nil {
		return true
	}
	la, lb := shortest(a), shortest(b)
	if la != lb {
		return la > lb
	}
	return len(a) < len(b)
}

func shortest(ss []string) int {
	n := -1
	for _, s := range ss {
		if n < 0 || len(s) < n {
			n = len(s)
		}
	}
	return n
}

func needOf(re *syntax.Regexp) need {
	switch re.Op {
	case syntax.OpEmptyMatch, syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText,
		syntax.OpWordBoundary, syntax.OpNoWordBoundary:
		return need{exact: []string{""}}
	case syntax.OpLiteral:
		var b strings.Builder
		for _, r := range re.Rune {
			if re.Flags&syntax.FoldCase != 0 {
				// Every rune the expression takes for r must fold to one spelling.
				l := foldRuneLower(r)
				for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
					if foldRuneLower(f) != l {
						return need{}
					}
				}
			}
			b.WriteRune(foldRuneLower(r))
		}
		return need{exact: []string{b.String()}}
	case syntax.OpCharClass:
		var out []string
		for i := 0; i+1 < len(re.Rune); i += 2 {
			for r := re.Rune[i]; r <= re.Rune[i+1]; r++ {
				if len(out) > 10 {
					return need{}
				}
				if s := string(foldRuneLower(r)); !slices.Contains(out, s) {
					out = append(out, s)
				}
			}
		}
		return need{exact: out}
	case syntax.OpCapture:
		return needOf(re.Sub[0])
	case syntax.OpQuest:
		n := needOf(re.Sub[0])
		if n.exact == nil {
			return need{}
		}
		return need{exact: union(n.exact, []string{""})}
	case syntax.OpPlus:
		return need{must: needOf(re.Sub[0]).best()}
	case syntax.OpRepeat:
		if re.Min >= 1 {
			return need{must: needOf(re.Sub[0]).best()}
		}
		return need{}
	case syntax.OpAlternate:
		var exact, must []string
		exactKnown, mustKnown := true, true
		for _, sub := range re.Sub {
			n := needOf(sub)
			if n.exact == nil {
				exactKnown = false
			} else {
				exact = union(exact, n.exact)
			}
			// Without a requirement of every branch, the alternation has none.
			if b := n.best(); b == nil {
				mustKnown = false
			} else {
				must = union(must, b)
			}
		}
		if !exactKnown || len(exact) > maxSet {
			exact = nil
		}
		if must = minimal(must); !mustKnown || len(must) > maxMust {
			must = nil
		}
		return need{exact: exact, must: must}
	case syntax.OpConcat:
		var best []string
		cur := []string{""} // the exact strings of the run of parts read so far
		for _, sub := range re.Sub {
			n := needOf(sub)
			if b := n.best(); better(b, best) {
				best = b
			}
			if cur != nil && n.exact != nil {
				if p := product(cur, n.exact); p != nil {
					cur = p
					continue
				}
			}
			if cur != nil && !slices.Contains(cur, "") && better(cur, best) {
				best = cur
			}
			cur = n.exact
			if cur == nil {
				cur = []string{""}
			}
		}
		if !slices.Contains(cur, "") && better(cur, best) {
			best = cur
		}
		// The whole is exact only when every part was.
		exact := []string(nil)
		if all := allExact(re.Sub); all != nil {
			exact = all
		}
		return need{exact: exact, must: best}
	}
	return need{}
}

// allExact is the exact strings of a concatenation whose parts are all exact and few.
func allExact(subs []*syntax.Regexp) []string {
	cur := []string{""}
	for _, sub := range subs {
		n := needOf(sub)
		if n.exact == nil {
			return nil
		}
		if cur = product(cur, n.exact); cur == nil {
			return nil
		}
	}
	return cur
}

// product is every a followed by every b, or nil when there would be more than maxSet.
func product(a, b []string) []string {
	if len(a)*len(b) > maxSet {
		return nil
	}
	var out []string
	for _, x := range a {
		for _, y := range b {
			if s := x + y; !slices.Contains(out, s) {
				out = append(out, s)
			}
		}
	}
	return out
}

func union(a, b []string) []string {
	out := slices.Clone(a)
	for _, s := range b {
		if !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	return out
}

// The finders below run the expression on text only when its clause's folded text (folded,
// of which text is a part) may hold a match.

func (p pre) match(folded, text string) bool { return p.may(folded) && p.MatchString(text) }

func (p pre) findIndex(folded, text string) []int {
	if !p.may(folded) {
		return nil
	}
	return p.FindStringIndex(text)
}

func (p pre) findSubmatch(folded, text string) []string {
	if !p.may(folded) {
		return nil
	}
	return p.FindStringSubmatch(text)
}

func (p pre) findSubmatchIndex(folded, text string) []int {
	if !p.may(folded) {
		return nil
	}
	return p.FindStringSubmatchIndex(text)
}

func (p pre) findAllIndex(folded, text string) [][]int {
	if !p.may(folded) {
		return nil
	}
	return p.FindAllStringIndex(text, -1)
}

func (p pre) findAllSubmatchIndex(folded, text string) [][]int {
	if !p.may(folded) {
		return nil
	}
	return p.FindAllStringSubmatchIndex(text, -1)
}
