package facts

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A chat line's speaker prefix is a name or a handle ("Dana:", "<@ruth.okoro>", "Ana de la
// Cruz:"); a lead-in before a colon that is a phrase ("Declaring an incident:", "Root cause
// found:", "Update from the depot:") names no speaker, and the line is the author's. A name of
// several words capitalises each, but for the particles names carry ("de", "van", "bin").
// reCapsLabel is a word in capitals that labels a line: a severity or priority ("SEV2", "P1"),
// or a notice word ("FYI", "PSA", "NB", "UPDATE"); a radio call-sign ("KILO2:") still speaks.
var reCapsLabel = regexp.MustCompile(`^(?:(?:SEV|P|S|PRI|PRIO|Q|H)\d{1,2}|FYI|PSA|NB|UPDATE|NOTE|EDIT|ALERT|URGENT|IMPORTANT|WARNING|TLDR|ETA|ACK)$`)

func (x *extraction) speakerName(name string) bool {
	words := strings.Fields(name)
	if x.people.Known(name) {
		return true
	}
	if len(words) < 2 {
		// "SEV2: booking-web returns 502", "FYI: ...": a label in capitals, not a speaker.
		return !reCapsLabel.MatchString(name)
	}
	for i, w := range words {
		r, _ := utf8.DecodeRuneInString(w)
		if unicode.IsUpper(r) || i == 0 && r == '@' {
			continue
		}
		if i == 0 || !nameParticles[strings.ToLower(w)] {
			return false
		}
	}
	return true
}

// nameParticles are the lower-case words inside personal names.
var nameParticles = map[string]bool{"de": true, "da": true, "del": true, "della": true, "di": true, "do": true,
	"dos": true, "das": true, "du": true, "la": true, "le": true, "van": true, "von": true, "der": true, "den": true,
	"ter": true, "ten": true, "bin": true, "binti": true, "al": true, "el": true, "y": true, "e": true}
