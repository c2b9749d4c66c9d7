package facts

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// A chat line's speaker prefix is a name or a handle ("Dana:", "<@ruth.okoro>", "Ana de la
// Cruz:"); a lead-in before a colon that is a phrase ("Declaring an incident:", "Root cause
// found:", "Update from the depot:") names no speaker, and the line is the author's. A name of
// several words capitalises each, but for the particles names carry ("de", "van", "bin").
func (x *extraction) speakerName(name string) bool {
	words := strings.Fields(name)
	if len(words) < 2 || x.people.Known(name) {
		return true
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
