package facts

import (
	"regexp"
	"slices"
	"strings"
)

// A first name nobody in the workspace writes under is still a person when the text shows it
// is: led by a title or a word for someone ("Mr. Quang", "my colleague Sorin", "our
// developer, Oksana"), or doing a thing himself or herself ("Wilhelmina will do the
// restringing herself"). Such names are learned before the document is read
// (People.AddListed), so the owner and promise readings that need a known person take them; a
// capitalised word the text gives no such sign of ("Florian is making it") stays unknown, as
// "Shipping will do" must. Being spoken of again as he or she ("Babajide is on it, he said")
// is no such sign: departments are too ("Finishing is on it, he said"), and nothing in the
// words tells the two apart.
var (
	// reTitledFirst is a title (or an address of respect) before a name.
	reTitledFirst = regexp.MustCompile(`\b(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Herr|Frau|Sr|Sra|Ate|Kuya|Auntie|Aunty|Uncle)\.?\s+(\p{Lu}\p{Ll}+(?:['’-]\p{Lu}?\p{Ll}+)*)\b`)
	// rePersonNoun is a word for someone, owned, before a name: "my brother Mehdi", "our
	// developer, Oksana", "her apprentice Jo". A word before it may say more of them ("my
	// new colleague"), in lower case: "our AI tool Copilot" names a thing.
	rePersonNoun = regexp.MustCompile(`(?i:\b(?:my|our|his|her|their|your)\s+)(?:(\p{Ll}[\p{Ll}-]*)\s+)?(?i:(?:colleague|co-?worker|brother|sister|cousin|son|daughter|wife|husband|partner|father|mother|dad|mum|mom|uncle|aunt|nephew|niece|friend|boss|manager|supervisor|developer|engineer|technician|apprentice|assistant|foreman|driver|designer|intern|electrician|plumber|carpenter|joiner|builder|accountant|lawyer|neighbour|neighbor|deputy|teammate)),?\s+(\p{Lu}\p{Ll}+(?:['’-]\p{Lu}?\p{Ll}+)*)\b`)
	// reHimself is a name opening a clause that ends doing a thing himself or herself, no
	// other name between them ("Procurement will ask Marek to order it himself" is Marek's).
	reHimself = regexp.MustCompile(`(?:^|[.;,:!?]\s+|\n)(\p{Lu}\p{Ll}+(?:['’-]\p{Lu}?\p{Ll}+)*)\s+(?:will|'ll|’ll|is going to|wants to|can|does|did)\s+(?:[\p{Ll}'’-]+\s+){0,8}?(?:himself|herself)\b`)
	// softwareWords before a word for someone make it a program: "our online assistant Libby".
	softwareWords = map[string]bool{"online": true, "virtual": true, "digital": true, "chat": true, "voice": true, "smart": true, "automated": true, "ai": true, "robot": true}
	// reArticleBefore is "the" right before a title: "the Dr. Weigert descaler" names a
	// product ("a Mrs Okafor from Schott" is a stranger, still a person).
	reArticleBefore = regexp.MustCompile(`(?i)\bthe\s+$`)
)

// learnNamed records as people the first names text shows to be people (see above). Each sign
// is looked for only where its words occur: the text of every chunk an answer reads passes
// here, and a regular expression's scan of it costs more than these look-ups.
func learnNamed(people *People, text string) {
	lower := strings.ToLower(text)
	for _, re := range []*regexp.Regexp{reTitledFirst, rePersonNoun, reHimself} {
		if !mayShow(re, text, lower) {
			continue
		}
		for _, m := range re.FindAllStringSubmatchIndex(text, -1) {
			name := text[m[len(m)-2]:m[len(m)-1]]
			if IsCalendarWord(name) || isPronoun(name) || discourseLabels[strings.ToLower(name)] ||
				re == reTitledFirst && reArticleBefore.MatchString(text[:m[0]]) ||
				re == rePersonNoun && m[2] >= 0 && softwareWords[text[m[2]:m[3]]] {
				continue
			}
			people.AddListed(name)
		}
	}
}

// titleWords and possessives are the words the title and word-for-someone signs open with.
var (
	titleWords  = []string{"Mr", "Ms", "Mx", "Dr", "Prof", "Herr", "Frau", "Sr", "Ate", "Kuya", "Aunt", "Uncle", "Miss"}
	possessives = []string{"my ", "our ", "his ", "her ", "their ", "your "}
)

// mayShow reports whether text holds the words a sign needs (lower is text in lower case).
func mayShow(re *regexp.Regexp, text, lower string) bool {
	switch re {
	case reTitledFirst:
		return slices.ContainsFunc(titleWords, func(w string) bool { return strings.Contains(text, w) })
	case rePersonNoun:
		return slices.ContainsFunc(possessives, func(w string) bool { return strings.Contains(lower, w) })
	case reHimself:
		return strings.Contains(lower, "self")
	}
	return true
}
