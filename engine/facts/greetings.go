package facts

import (
	"regexp"
	"strings"
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
	to = strings.TrimSpace(m[1])
	if groupWords[strings.ToLower(strings.TrimPrefix(strings.ToLower(to), "@"))] {
		to = ""
	}
	return to, true
}

func isSalutation(t string) bool {
	_, ok := salutation(t)
	return ok
}
