package index

import (
	"regexp"
	"strconv"
	"strings"
)

// An IdentifierPattern says how one kind of exact identifier is written and how its matches are
// normalised. The table below is the only place identifiers are defined: the indexer and the
// exact-ID lane both read it.
type IdentifierPattern struct {
	Kind string
	// Expr finds the identifier; Template (regexp.Expand syntax) builds the stored value.
	Expr     *regexp.Regexp
	Template string
	// Case is "upper", "lower" or "" (keep).
	Case string
	// TrimRight is punctuation that may follow the identifier in prose and is not part of it.
	TrimRight string
	// Needs is a cheap precondition: text without it cannot match, so Expr is not run.
	// "://", "@" and "-" must occur; "-digit" needs a dash before a digit; "inc" and "pr|pull"
	// need those letters (any case) before a digit.
	Needs string
}

// Identifier is one exact identifier found in text.
type Identifier struct {
	Kind  string
	Value string
}

// IdentifierPatterns are the kinds of exact identifiers, in precedence order: a value claimed
// by an earlier kind is not claimed again by a later one.
var IdentifierPatterns = []IdentifierPattern{
	{Kind: "url", Expr: regexp.MustCompile(`https?://[^\s<>"'` + "`" + `]+`), Template: "$0", TrimRight: `.,;:!?)]}'"`, Needs: "://"},
	{Kind: "email", Expr: regexp.MustCompile(`\b[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}\b`), Template: "$0", Case: "lower", Needs: "@"},
	{Kind: "uuid", Expr: regexp.MustCompile(`\b[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\b`), Template: "$0", Case: "lower", Needs: "-"},
	// An incident's number may carry a running part ("incident #2611-03", the third of a day's
	// numbering): the two parts are one incident, not the day's first.
	{Kind: "incident", Expr: regexp.MustCompile(`(?i)\b(?:INC|incident)[ -]?#?(\d{1,7}(?:-\d{1,4})?)\b`), Template: "INC-$1", Needs: "inc"},
	{Kind: "pr", Expr: regexp.MustCompile(`(?i)\b(?:PR|pull request)[ -]?#(\d{1,7})\b|(?i)\bPR-(\d{1,7})\b|/pull/(\d{1,7})\b`), Template: "PR-$1$2$3", Needs: "pr|pull"},
	// A key may have more than one numbered part ("NCR-2026-009", "CVE-2024-3094"): the whole
	// key is the identifier, not its first two parts (which every record of that year shares).
	{Kind: "ticket", Expr: regexp.MustCompile(`\b[A-Z][A-Z0-9]{1,9}-\d{1,7}(?:-\d{1,7})*\b`), Template: "$0", Case: "upper", Needs: "-digit"},
}

// queryTicket also accepts ticket keys typed in lower case in a query ("eng-123").
var queryTicket = regexp.MustCompile(`(?i)\b[a-z][a-z0-9]{1,9}-\d{1,7}(?:-\d{1,7})*\b`)

// reYear is a key's first number written as a year.
var reYear = regexp.MustCompile(`^(?:19|20)\d\d$`)

// keyOf is the ticket key a match of several numbered parts writes. Two parts are one key
// ("NCR-2026-009", "CVE-2024-3094"), unless they are a range of one project's keys ("OPS-120-125":
// two numbers of one length, the second a little above the first, the first no year), which
// names its first key.
// More parts are a key and a date or a stamp after it ("ENG-123-2026-11-05.pdf"): the key is
// its first part.
func keyOf(v string) string {
	parts := strings.Split(v, "-")
	if len(parts) <= 2 {
		return v
	}
	first := parts[0] + "-" + parts[1]
	if len(parts) > 3 {
		return first
	}
	if NumberRange(parts[1], parts[2]) {
		return first
	}
	return v
}

// NumberRange reports whether two numbers written "a-b" after one prefix are a range of that
// prefix's numbers ("OPS-120-125", "#120-125": of one length, the second a little above the
// first, the first no year) rather than one number in two parts ("NCR-2026-009", "#2611-03").
func NumberRange(a, b string) bool {
	if reYear.MatchString(a) || len(a) != len(b) || b <= a || len(a) > 4 {
		return false // "CVE-2024-2100", "NCR-2026-2031": a year's numbering, never a range
	}
	x, err := strconv.Atoi(a)
	if err != nil {
		return false
	}
	y, err := strconv.Atoi(b)
	return err == nil && y-x < 100
}

// ExtractIdentifiers returns the distinct identifiers in text, in order of first appearance.
func ExtractIdentifiers(text string) []Identifier {
	return extract(text, IdentifierPatterns)
}

// QueryIdentifiers returns the identifiers a query names, ticket keys in any case included.
func QueryIdentifiers(q string) []Identifier {
	ids := ExtractIdentifiers(q)
	seen := map[string]bool{}
	for _, id := range ids {
		seen[id.Value] = true
	}
	for _, m := range queryTicket.FindAllString(q, -1) {
		v := keyOf(strings.ToUpper(m))
		if !seen[v] && !strings.HasPrefix(v, "HTTP") {
			seen[v] = true
			ids = append(ids, Identifier{Kind: "ticket", Value: v})
		}
	}
	return ids
}

// features are the cheap preconditions text meets.
func features(text string) map[string]bool {
	f := map[string]bool{"": true}
	for i := 0; i < len(text); i++ {
		switch c := text[i]; {
		case c >= '0' && c <= '9':
			if i > 0 && text[i-1] == '-' {
				f["-digit"] = true
			}
			// Letters shortly before a digit: "INC-42", "incident #7", "PR #12", "/pull/3".
			if f["inc"] && f["pr|pull"] {
				continue
			}
			w := strings.ToLower(text[max(0, i-16):i])
			if strings.Contains(w, "inc") {
				f["inc"] = true
			}
			if strings.Contains(w, "pr") || strings.Contains(w, "pull") {
				f["pr|pull"] = true
			}
		case c == '@':
			f["@"] = true
		case c == '-':
			f["-"] = true
		case c == ':' && i+2 < len(text) && text[i+1] == '/' && text[i+2] == '/':
			f["://"] = true
		}
	}
	return f
}

func extract(text string, patterns []IdentifierPattern) []Identifier {
	var out []Identifier
	var seen map[string]bool
	f := features(text)
	for _, p := range patterns {
		if !f[p.Needs] {
			continue
		}
		if seen == nil {
			seen = map[string]bool{}
		}
		for _, m := range p.Expr.FindAllStringSubmatchIndex(text, -1) {
			v := string(p.Expr.ExpandString(nil, p.Template, text, m))
			v = strings.TrimRight(v, p.TrimRight)
			if p.Kind == "ticket" || p.Kind == "incident" {
				v = keyOf(v) // (an incident's range, "INC-120-125", names its first)
			}
			switch p.Case {
			case "upper":
				v = strings.ToUpper(v)
			case "lower":
				v = strings.ToLower(v)
			}
			if v == "" || seen[v] || len(v) > 500 {
				continue
			}
			seen[v] = true
			out = append(out, Identifier{Kind: p.Kind, Value: v})
		}
	}
	return out
}
