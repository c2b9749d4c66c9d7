package facts

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A mail opens with a salutation that names whom it addresses, in the writer's language:
// "Hi Tom,", "Dear Ms Okafor,", "Hola Nahuel,", "Olá Joana,", "Ciao Marco,", "Bonjour Claire,",
// "Liebe Jana,", "Hallo Jan,", "Hej Sven,", "Beste Pieter,", "Sehr geehrte Frau Roth,"; or
// with the addressee's name alone ("Folake," "Baba,"), a vocative set on its own line. A
// salutation to a group ("Hi all,", "Team,") addresses no one person.
var (
	reGreeting = regexp.MustCompile(`(?i)^(?:hi|hello|hey|dear|good (?:morning|afternoon|evening)|greetings|hiya|morning|` +
		`hola|buen[oa]s (?:d[ií]as|tardes|noches)|buenas|estimad[oa]s?|querid[oa]s?|ol[aá]|oi|bom dia|boa (?:tarde|noite)|prezad[oa]s?|` +
		`ciao|salve|buongiorno|buonasera|gentil[ei]|car[oaie]|bonjour|bonsoir|salut|cher|ch[eè]re|chers|ch[eè]res|` +
		`hallo|liebe[rs]?|sehr geehrte[rs]?|guten (?:morgen|tag|abend)|moin|servus|hoi|beste|goedemorgen|goedemiddag|` +
		`hej|hei|moi|god morgon|dzie[nń] dobry|cze[sś][cć]|witam|ahoj|dobr[yý] den|merhaba)(?:[\s,!:]+|$)(.*?)[,!:]?\s*$`)
	// reBareSalutation is a name alone on a line, ended by a comma.
	reBareSalutation = regexp.MustCompile(`^@?(\p{Lu}[\p{L}'.-]*(?: \p{Lu}[\p{L}'.-]*){0,2})\s*,\s*$`)
)

// groupWords address no one person.
var groupWords = map[string]bool{"all": true, "team": true, "everyone": true, "everybody": true, "folks": true,
	"guys": true, "colleagues": true, "there": true, "both": true, "together": true, "todos": true, "tutti": true,
	"tous": true, "alle": true, "allemaal": true, "zusammen": true, "a todos": true, "a tutti": true, "à tous": true}

// interjections open a reply's first sentence on a line of their own ("Sure," "Yes,") and
// address no one.
var interjections = map[string]bool{"yes": true, "no": true, "sure": true, "ok": true, "okay": true, "sorry": true,
	"urgent": true, "important": true, "reminder": true, "heads-up": true, "attention": true, "note": true,
	"so": true, "well": true, "also": true, "hmm": true, "right": true, "agreed": true, "update": true, "fyi": true,
	"sí": true, "si": true, "oui": true, "ja": true, "nee": true, "non": true, "nein": true, "sim": true, "não": true}

// salutation reads a mail's opening salutation line: whom it addresses ("" for a group or no
// name) and whether the line is one.
func salutation(t string) (to string, ok bool) {
	if len(t) >= 60 {
		return "", false
	}
	m := reGreeting.FindStringSubmatch(t)
	if m == nil {
		m = reBareSalutation.FindStringSubmatch(t)
		if m != nil && groupWords[strings.ToLower(m[1])] {
			return "", true
		}
		if m == nil || reCloser.MatchString(t) || isPronoun(m[1]) || interjections[strings.ToLower(m[1])] {
			return "", false
		}
	}
	to = strings.TrimSpace(reAside.ReplaceAllString(m[1], " "))
	to = strings.TrimSpace(strings.TrimRight(to, " .—–-"))
	to = strings.TrimSpace(reLeadingDiscourse.ReplaceAllString(to, ""))
	if !namesAddressee(to) {
		return "", false // "Hi all, I'll own HOL-4.": a greeting that opens a sentence (see openingSalutation)
	}
	if groupWords[strings.ToLower(strings.TrimPrefix(strings.ToLower(to), "@"))] || reConnector.MatchString(to) {
		to = "" // a group, or several people ("Priya and Ines"): no one person
	}
	return to, true
}

var (
	// reAside is a parenthesis in a salutation: "Hi Priya (cc Ines),".
	reAside = regexp.MustCompile(`\s*\([^)]*\)`)
	// reLeadingDiscourse opens a salutation's rest with words that name no one: "Hello again
	// Priya", "Hey there Priya".
	reLeadingDiscourse = regexp.MustCompile(`(?i)^(?:again|there)\b\s*`)
	// reConnector joins several addressees: "Priya and Ines", "Sir or Madam".
	reConnector = regexp.MustCompile(`(?i)\s(?:and|or|&|y|e|und|et)\s`)
)

// openingSalutation reads a greeting word that opens a mail's first sentence on the same line ("Hi
// all, I'll own HOL-4 from here.", "Hi Tom, can you take the export?"): whom it addresses (""
// for a group) and whether the line opens so. The rest of the line is the message's body.
func openingSalutation(t string) (to string, ok bool) {
	i := strings.IndexAny(t, ",!:—–")
	if i < 0 {
		return "", false
	}
	_, n := utf8.DecodeRuneInString(t[i:])
	if strings.TrimSpace(t[i+n:]) == "" || !reGreeting.MatchString(t[:i+n]) {
		return "", false // a name alone before a comma is the sentence's vocative (extraction.vocative)
	}
	return salutation(t[:i+n])
}

// namesAddressee reports whether the text after a greeting word is whom it addresses ("Tom",
// "Ms. Okafor", "all", "@ana", "Frau Roth", "Sir or Madam") rather than the start of a
// sentence ("Ana I'll take HOL-20") or whom the greeting is from ("from Carl Kunde"): at most
// four capitalised words (or a group, a handle), with no clause punctuation, none of them the
// writer ("I", "we"), an identifier or "from".
func namesAddressee(s string) bool {
	words := strings.Fields(s)
	if len(words) > 4 || strings.ContainsAny(s, ",;?!:") {
		return false
	}
	for _, w := range words {
		if hasDigit(w) || reNotAddressee.MatchString(w) {
			return false
		}
		// A name's words are capitalised ("Ms. Okafor", "Frau Roth"), or it is a group ("all",
		// "team"), a handle, or the words that join names: "Morning update:" and "Care home
		// rota:" open a line, they greet no one.
		r, _ := utf8.DecodeRuneInString(w)
		if !unicode.IsUpper(r) && r != '@' && !groupWords[strings.ToLower(w)] && !reConnector.MatchString(" "+w+" ") {
			return false
		}
	}
	return true
}

// reNotAddressee is a word no addressee's name holds: the writer, or whom a greeting is from.
var reNotAddressee = regexp.MustCompile(`(?i)^(?:i|i['’](?:ll|m|ve|d)|we|we['’](?:ll|re|ve|d)|from|my|our)$`)

func isSalutation(t string) bool {
	_, ok := salutation(t)
	return ok
}
