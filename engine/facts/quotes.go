package facts

import (
	"regexp"
	"strings"
)

// Where a reply's quoted text or a forward's copied message starts. Mail clients write these
// in the sender's language: an attribution line ("On Mon, 2 Nov 2026, Jonas wrote:", "Am
// 02.11.2026 schrieb Jonas:", "El lun, 2 nov 2026, Jonas escribió:", "Le 2 nov. 2026, Jonas a
// écrit :"), a separator ("-----Original Message-----", "-----Ursprüngliche Nachricht-----",
// "---------- Forwarded message ---------", "----- Forwarded by Jonas on 02.11.2026 -----",
// "Begin forwarded message:"), or Outlook's bare header block ("From: … / Sent: … / To: …",
// "Von:", "De:", "Fra:"). Everything below is another person's words.
var (
	reAttribution = regexp.MustCompile(`(?i)^.{0,160}\b(?:` + attributionVerbs + `)(?:\s*:?|\s[^:]{0,100}:)\s*$`)
	reQuoteSep    = regexp.MustCompile(`(?i)^[-_=*\s]{0,12}(?:original message|original-nachricht|ursprüngliche nachricht|mensaje original|message d'origine|message original|mensagem original|messaggio originale|oorspronkelijk bericht|opprinnelig melding|oprindelig meddelelse|ursprungligt meddelande|alkuperäinen viesti|wiadomość oryginalna|původní zpráva)[-_=*\s]{0,12}$`)
	reForwardSep  = regexp.MustCompile(`(?i)^[-_=*\s]{2,}\s*(?:forwarded message|forwarded by\b.*|weitergeleitete nachricht|mensaje reenviado|message transféré|mensagem encaminhada|messaggio inoltrato|doorgestuurd bericht|videresendt melding|videresendt meddelelse|vidarebefordrat meddelande|välitetty viesti|przekazana wiadomość|přeposlaná zpráva)\s*[-_=*\s]*$|^(?:begin forwarded message|anfang der weitergeleiteten nachricht|inicio del mensaje reenviado|début du message réexpédié|início da mensagem reencaminhada)\s*:?\s*$`)
	// reHeaderFrom and reHeaderNext are a copied message's header lines.
	reHeaderFrom = regexp.MustCompile(`(?i)^\*{0,2}(?:from|von|de|fra|från|van|da|od|lähettäjä)\*{0,2}\s*:\s*\S`)
	reHeaderNext = regexp.MustCompile(`(?i)^\*{0,2}(?:sent|date|to|cc|subject|gesendet|datum|an|betreff|enviado|fecha|para|asunto|envoyé|date|à|objet|sendt|til|emne|skickat|till|ämne|verzonden|aan|onderwerp|inviato|data|a|oggetto|wysłano|do|temat|odesláno|komu|předmět)\*{0,2}\s*:\s*`)
)

// startsQuote reports a line that begins another person's words in a document (see above);
// next is the line after it.
func (x *extraction) startsQuote(t, next string, seenBody bool) bool {
	if reQuoteSep.MatchString(t) || reForwardSep.MatchString(t) {
		return true
	}
	if x.doc.Kind != "mail" {
		return false
	}
	if reAttribution.MatchString(t) && (strings.Contains(t, "@") || hasDigit(t) || reAttributionHead.MatchString(t)) {
		return true // an attribution names a date or an address; "as Jonas wrote:" alone opens no quote
	}
	// A header names an address or a time: "Van: VX-12" over "Data: 4 GB SIM fitted" are a
	// note's fields; a sender's line holds no time ("From: Frankfurt 07:10" heads an itinerary).
	_, from, _ := strings.Cut(t, ":")
	return seenBody && reHeaderFrom.MatchString(t) && reHeaderNext.MatchString(next) && !reClockTime.MatchString(from) &&
		(strings.ContainsAny(t, "@<") || reHeaderTime.MatchString(next))
}

// reHeaderTime is what a copied header's date line holds: a year or a time of day.
var reHeaderTime = regexp.MustCompile(`(?i)\b(?:19|20)\d\d\b|\b\d{1,2}:\d{2}\b|\d\s*[ap]\.?m\b`)

// HeaderTime reports whether a header's date line holds a year or a time of day, as a mail
// program writes one ("Data: 4 GB SIM fitted" holds neither). The team rule of records reads
// copied headers with it too.
func HeaderTime(line string) bool { return reHeaderTime.MatchString(line) }

// ClockTime reports whether s holds a time of day written with a colon ("07:10"): a sender's
// line never does.
func ClockTime(s string) bool { return reClockTime.MatchString(s) }

// attributionVerbs say who wrote what follows; German and Dutch put the name after the verb
// ("Am 02.11.2026 schrieb Jonas Weber <jonas@x>:").
const attributionVerbs = `wrote|writes|schrieb|escribió|escribio|escreveu|a écrit|a ecrit|ha scritto|schreef|skrev|kirjoitti|napisał|napsal|yazdı`

// reAttributionHead is an attribution line's opening word: "On", "Am", "El", "Le", "Em", "Il",
// "Op", "Den", "W dniu", "Dne".
var reAttributionHead = regexp.MustCompile(`(?i)^(?:on|am|el|le|em|il|op|den|w dniu|dne)\s`)

// quoteState follows a document through quoted text. A quote opened by "> " lines ends at
// the first line without the mark: a reply written inline, between the quoted lines, is the
// replier's ("> > Can you ship by Friday?\n> Any news?\nYes, shipping on the 27th."). A quote
// opened by an attribution or a separator whose first line is marked is the same; one whose
// lines are not (Outlook's header block, a forward) runs to the end.
type quoteState struct {
	on, prefixed, first bool
}

// in reports whether a non-empty line continues the quote.
func (q *quoteState) in(t string) bool {
	if !q.on {
		return false
	}
	marked := strings.HasPrefix(t, ">")
	if q.first {
		q.first, q.prefixed = false, marked
	}
	if q.prefixed && !marked {
		q.on = false
		return false
	}
	return true
}

// open starts a quote at a line that opens one (see in).
func (q *quoteState) open(t string) {
	if q.on {
		return
	}
	q.on = true
	q.prefixed = strings.HasPrefix(t, ">")
	q.first = !q.prefixed
}

// reThreadFrom, reThreadDate and reThreadSubject are the header the mbox importer writes above
// each message of a thread it joins into one document: "From:", "Date:" and "Subject:" lines in
// that order (a quoted Outlook header has "Sent:" and "To:", a forward its marker line above).
var (
	reThreadFrom    = regexp.MustCompile(`^From: (.+)$`)
	reThreadDate    = regexp.MustCompile(`^Date: \S`)
	reThreadSubject = regexp.MustCompile(`^Subject: `)
)

// threadHeader reports whether the line from start to end opens a thread message's header, and
// its sender's name. It stands at the text's start or after a blank line.
func threadHeader(text string, start, end int) (string, bool) {
	if start > 0 && !strings.HasSuffix(text[:start], "\n\n") {
		return "", false
	}
	lines := strings.SplitN(text[start:], "\n", 4)
	if len(lines) < 3 || !reThreadDate.MatchString(lines[1]) || !reThreadSubject.MatchString(lines[2]) {
		return "", false
	}
	m := reThreadFrom.FindStringSubmatch(lines[0])
	if m == nil {
		return "", false
	}
	return displayName(m[1]), true
}
