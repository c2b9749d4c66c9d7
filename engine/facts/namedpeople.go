package facts

import (
	"regexp"
	"strings"
)

// A first name nobody in the workspace writes under is still a person when the text shows it
// is: led by a title or a word for someone ("Mr. Quang", "my colleague Sorin", "our
// developer, Oksana"), or spoken of again as he or she ("Babajide is on it, he said latest
// Friday"), or doing a thing himself or herself ("Wilhelmina will do the restringing
// herself"). Such names are learned before the document is read (People.AddListed), so the
// owner and promise readings that need a known person take them; a capitalised word the text
// gives no such sign of ("Florian is making it") stays unknown, as "Shipping will do" must.
var (
	// reTitledFirst is a title (or an address of respect) before a name.
	reTitledFirst = regexp.MustCompile(`\b(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Herr|Frau|Sr|Sra|Ate|Kuya|Auntie|Aunty|Uncle)\.?\s+(\p{Lu}\p{Ll}+(?:['’-]\p{Lu}?\p{Ll}+)*)\b`)
	// rePersonNoun is a word for someone, owned, before a name: "my brother Mehdi", "our
	// developer, Oksana", "her apprentice Jo".
	rePersonNoun = regexp.MustCompile(`(?i:\b(?:my|our|his|her|their|your)\s+(?:[\p{L}-]+\s+)?(?:colleague|co-?worker|brother|sister|cousin|son|daughter|wife|husband|partner|father|mother|dad|mum|mom|uncle|aunt|nephew|niece|friend|boss|manager|supervisor|developer|engineer|technician|tech|apprentice|assistant|foreman|driver|designer|intern|electrician|plumber|carpenter|joiner|builder|accountant|lawyer|neighbour|neighbor|deputy|teammate)),?\s+(\p{Lu}\p{Ll}+(?:['’-]\p{Lu}?\p{Ll}+)*)\b`)
	// reSpokenOfAgain is a name opening a clause that a later clause of the sentence speaks of
	// as he or she: "Babajide is on it, he said latest Friday".
	reSpokenOfAgain = regexp.MustCompile(`(?:^|[.;,:!?]\s+|\n)(\p{Lu}\p{Ll}+(?:['’-]\p{Lu}?\p{Ll}+)*)\s+(?:is|was|will|has|had|can|did|'s|’s)\b[^.;!?\n]{0,80}?,\s*(?:and\s+|but\s+)?(?:he|she)\s+(?:said|says|told|promised|thinks|reckons|will|'ll|’ll|is|has)\b`)
	// reHimself is a name opening a clause that ends doing a thing himself or herself.
	reHimself = regexp.MustCompile(`(?:^|[.;,:!?]\s+|\n)(\p{Lu}\p{Ll}+(?:['’-]\p{Lu}?\p{Ll}+)*)\s+(?:will|'ll|’ll|is going to|wants to|can|does|did)\s+[^.;,!?\n]{1,60}?\b(?:himself|herself)\b`)
)

// learnNamed records as people the first names text shows to be people (see above).
func learnNamed(people *People, text string) {
	for _, re := range []*regexp.Regexp{reTitledFirst, rePersonNoun, reSpokenOfAgain, reHimself} {
		for _, m := range re.FindAllStringSubmatch(text, -1) {
			name := m[len(m)-1]
			if IsCalendarWord(name) || isPronoun(name) || discourseLabels[strings.ToLower(name)] {
				continue
			}
			people.AddListed(name)
		}
	}
}
