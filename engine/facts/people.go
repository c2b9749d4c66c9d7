package facts

import (
	"regexp"
	"slices"
	"strings"
	"unicode"

	"golang.org/x/text/runes"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"
)

// People resolves the names, handles and first names evidence uses to one person's name.
type People struct {
	// parent holds names shared with other resolvers (see Fork); it is only read.
	parent *People
	names  []string        // full display names, in first-seen order
	seen   map[string]bool // lower-cased names
	// listed are first names a list of people gave alone ("Attendees: Morven, Tormod"), lower
	// case: people, though no full name is known for them.
	listed map[string]bool
}

// NewPeople returns a resolver over the given display names (authors of the workspace's
// documents, its known people).
func NewPeople(names ...string) *People {
	p := &People{seen: map[string]bool{}}
	for _, n := range names {
		p.Add(n)
	}
	return p
}

// Fork returns a resolver that knows p's names and learns its own without changing p, so
// several forks of one resolver can read concurrently.
func (p *People) Fork() *People { return &People{parent: p, seen: map[string]bool{}} }

// Add records a display name (a mail From value is reduced to its name).
func (p *People) Add(name string) {
	name = withoutTitle(displayName(name))
	if name == "" || !strings.ContainsRune(name, ' ') {
		// A handle names no one new; it is resolved against full names. A chat handle an author
		// writes under ("tamsin_al", "kit.m", "dj2000") is a person, though, when no full name
		// stands behind it: someone may hand work to it.
		if reAuthorHandle.MatchString(name) {
			if p.listed == nil {
				p.listed = map[string]bool{}
			}
			p.listed[strings.ToLower(name)] = true
		}
		return
	}
	key := strings.ToLower(name)
	for q := p; q != nil; q = q.parent {
		if q.seen[key] {
			return
		}
	}
	p.seen[key] = true
	p.names = append(p.names, name)
}

// reAuthorHandle is a chat handle: letters with a separator or digits ("tamsin_al",
// "kit.m", "jun2"), not a plain first name or a word.
var reAuthorHandle = regexp.MustCompile(`^\p{Ll}[\p{Ll}\d]*(?:[._][\p{Ll}\d]+)+$|^\p{Ll}+\d+$`)

// AddListed records a name a list of people gives (a meeting's attendees): a full name as Add
// does, a first name alone as a person whom no full name need resolve.
func (p *People) AddListed(name string) {
	name = strings.TrimSpace(name)
	if strings.ContainsRune(name, ' ') || !reNameWord.MatchString(name) || reNameWord.FindString(name) != name {
		p.Add(name)
		return
	}
	if p.listed == nil {
		p.listed = map[string]bool{}
	}
	p.listed[strings.ToLower(name)] = true
}

// Names returns every known name, sorted.
func (p *People) Names() []string {
	var out []string
	p.all(func(n string) bool {
		out = append(out, n)
		return true
	})
	slices.Sort(out)
	return out
}

// all calls f with every known name, the parent's first.
func (p *People) all(f func(string) bool) {
	if p.parent != nil {
		stop := false
		p.parent.all(func(n string) bool {
			if !f(n) {
				stop = true
				return false
			}
			return true
		})
		if stop {
			return
		}
	}
	for _, n := range p.names {
		if !f(n) {
			return
		}
	}
}

// Resolve returns the full name a handle, first name or name stands for, preferring author
// (the document's own author) when it fits; a handle that fits no one, or more than one
// person, is returned as written (a first letter upper-cased).
func (p *People) Resolve(handle, author string) string {
	h := strings.Trim(strings.TrimSpace(handle), "@<>:,. ")
	for _, own := range []string{"'s", "’s"} {
		h = strings.TrimSuffix(h, own) // "Marek's team": a possessive is no part of a name
	}
	if h == "" {
		return ""
	}
	key := strings.ToLower(h)
	if author != "" && fits(key, author) {
		return author
	}
	found, many := "", false
	p.all(func(n string) bool {
		if fits(key, n) {
			if found != "" && found != n {
				many = true
				return false
			}
			found = n
		}
		return true
	})
	if found != "" && !many {
		return found
	}
	return capitalise(h)
}

// Known reports whether a handle or name fits exactly one known person, or is a first name a
// list of people gave alone (see AddListed).
func (p *People) Known(handle string) bool {
	key := strings.ToLower(strings.Trim(strings.TrimSpace(handle), "@<>:,. "))
	n := p.fitting(key)
	if n == 0 {
		for q := p; q != nil; q = q.parent {
			if q.listed[fold(key)] || q.listed[key] {
				return true
			}
		}
	}
	return n == 1
}

// KnownFull reports whether a handle or name fits exactly one person known by a full name
// (an author, a mail sender, an owner named in full), not a first name a list gave alone.
func (p *People) KnownFull(handle string) bool {
	return p.fitting(strings.ToLower(strings.Trim(strings.TrimSpace(handle), "@<>:,. "))) == 1
}

// fitting counts the known full names a lower-case key fits, up to two.
func (p *People) fitting(key string) int {
	n := 0
	p.all(func(name string) bool {
		if fits(key, name) {
			n++
		}
		return n < 2
	})
	return n
}

// fits reports whether a lower-case handle names the person: the full name, the first name,
// first.last, firstlast, first initial + last name, first name + last initial.
func fits(key, name string) bool {
	key, name = fold(key), fold(name)
	parts := strings.Fields(strings.ToLower(name))
	if len(parts) == 0 {
		return false
	}
	first, last := parts[0], parts[len(parts)-1]
	if key == strings.ToLower(name) || key == first {
		return true
	}
	if len(parts) < 2 {
		return false
	}
	// A short form of the first name, when the full name has a last name too: "Alex" for
	// Alexandra Bell, "Seun" for Oluwaseun Adeyemi-Clarke (Resolve takes it only when one
	// known person fits).
	if !strings.ContainsAny(key, " ._-") && len(key) < len(first) &&
		(len(key) >= 3 && strings.HasPrefix(first, key) || len(key) >= 4 && strings.HasSuffix(first, key)) {
		return true
	}
	for _, sep := range []string{".", "_", "-", ""} {
		if key == first+sep+last || key == first[:1]+sep+last || key == first+sep+last[:1] {
			return true
		}
	}
	return false
}

func capitalise(s string) string {
	if strings.ContainsAny(s, "._") || len(s) == 0 {
		return s
	}
	r := []rune(s)
	r[0] = unicode.ToUpper(r[0])
	return string(r)
}

// fold drops a name's accents, so a handle typed without them names the person ("@lucia" is
// Lucía Herrera, "jedrzej" is Jędrzej Sowa).
func fold(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			t := transform.Chain(norm.NFD, runes.Remove(runes.In(unicode.Mn)), norm.NFC)
			if out, _, err := transform.String(t, s); err == nil {
				return strings.Map(foldRune, out)
			}
			return s
		}
	}
	return s
}

// foldRune spells the letters that decompose to no base letter ("ł", "ø") as their base.
func foldRune(r rune) rune {
	switch r {
	case 'ł':
		return 'l'
	case 'Ł':
		return 'L'
	case 'ø':
		return 'o'
	case 'Ø':
		return 'O'
	case 'đ':
		return 'd'
	case 'ß':
		return 's'
	}
	return r
}

// withoutTitle drops an honorific before a name ("Dr Cordelia Vance" is Cordelia Vance, whom
// "Cordelia" names).
func withoutTitle(name string) string {
	first, rest, ok := strings.Cut(name, " ")
	if !ok || !strings.Contains(rest, " ") {
		return name // a title and one name: no full name to resolve handles against
	}
	switch strings.ToLower(strings.TrimSuffix(first, ".")) {
	case "dr", "mr", "mrs", "ms", "miss", "mx", "prof", "sir", "dame":
		return rest
	}
	return name
}

// placeholderPerson reports a value that stands where a person would and names nobody:
// "tbc", "TBD", "unassigned", "nobody yet".
func placeholderPerson(v string) bool {
	switch strings.ToLower(strings.Trim(strings.TrimSpace(v), ".!?-— ")) {
	case "tbc", "tbd", "tba", "unassigned", "not assigned", "nobody", "no one", "noone", "nobody yet", "unknown", "open", "anyone", "someone", "?", "??", "???":
		return true
	}
	return false
}
