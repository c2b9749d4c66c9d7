package facts

import (
	"regexp"
	"strings"
)

var (
	// reSignOff is a sign-off line in the languages teams mail in ("Saludos cordiales",
	// "Mit freundlichen Grüßen", "Merci !", "Pozdrawiam", "よろしくお願いします").
	reSignOff = regexp.MustCompile(`(?i)^(?:(?:muchas |mil )?gracias|(?:un )?saludos?(?: cordiales)?|atentamente|cordialmente|abrazos?|abraços|` +
		`obrigad[oa]|atenciosamente|cumprimentos|(?:mit )?(?:freundlichen|besten|herzlichen|viele|liebe|beste|schöne) grüße?n?|` +
		`(?:vielen |herzlichen )?dank(?:e)?(?: und (?:viele|beste|liebe) grüße)?|lg|mfg|vg|beste grüße|cordialement|bien (?:à vous|cordialement)|` +
		`merci(?: beaucoup| d'avance)?|amicalement|bonne (?:journée|soirée)|(?:cordiali|distinti) saluti|saluti|grazie(?: mille)?|` +
		`met vriendelijke groet(?:en)?|groet(?:en|jes)|pozdrawiam|z poważaniem|dziękuję|(?:med )?vänliga hälsningar|hälsningar|mvh|` +
		`(?:med venlig )?hilsen|(?:ystävällisin )?terveisin|salamat(?: po)?|terima kasih|よろしくお願いします|宜しくお願いします|敬具)\s*[,.!]*\s*$`)
	// reMobileFooter is the line a phone's or a mail app's client adds under a message.
	reMobileFooter = regexp.MustCompile(`(?i)^(?:sent (?:from|via|with) |get outlook for|enviado (?:desde|do|de) m[ie]u?|envoyé (?:de|depuis) mon|` +
		`von meinem .{2,30} gesendet|inviato da|verzonden (?:vanaf|met) |wysłane z |skickat från )`)
	// reLegalFooter opens the notices a company's mail server appends: confidentiality,
	// disclaimers, registration.
	reLegalFooter = regexp.MustCompile(`(?i)^(?:confidentiality(?: notice)?|disclaimer|legal notice|privileged (?:and|&) confidential|` +
		`this (?:e-?mail|message|communication)(?: and any (?:attachments?|files))?(?: transmitted with it)? (?:is|are|may (?:be|contain)) (?:confidential|intended|privileged)|` +
		`(?:[\p{L}&.,' ]{2,60} )?(?:is )?registered (?:in|office)|company (?:registration|reg\.?) (?:no|number)|aviso legal|` +
		`este (?:correo|mensaje|e-?mail) (?:es|y sus)|ce (?:courriel|message|e-?mail) (?:est|et)|diese (?:e-?mail|nachricht) (?:ist|enthält|kann))`)
	// rePostscript is a postscript, which is the author's body again after the block.
	rePostscript = regexp.MustCompile(`(?i)^p\.?\s?s\.?[:\s]`)
)

// signs reports whether a line of a mail belongs to its signature block, and keeps inSig,
// whether the block has begun: a sign-off word, a mobile footer or a legal footer opens it,
// and so does the author's name alone on a line set apart below the body, when only a few
// short lines follow it. The block runs to the end, except a postscript, which is body
// again. Mail only (a mail brought into a ticket keeps its block too).
func (x *extraction) signs(inSig *bool, t string, start int, seenBody bool) bool {
	if x.doc.Kind != "mail" && x.doc.Kind != "ticket" && !*inSig {
		return false
	}
	if *inSig {
		if rePostscript.MatchString(t) {
			*inSig = false
			return false
		}
		return true
	}
	opens := x.doc.Kind == "mail" && (reCloser.MatchString(t) || reSentFrom.MatchString(t)) ||
		reSignOff.MatchString(t) || reMobileFooter.MatchString(t) || seenBody && reLegalFooter.MatchString(t) ||
		seenBody && x.authorLine(t, start)
	*inSig = opens
	return opens
}

// authorLine reports a line below the body that is the author's name (or first name) alone,
// with few lines below it: where a signature block starts without a sign-off.
func (x *extraction) authorLine(t string, start int) bool {
	name := strings.TrimSpace(strings.Trim(t, "-–—,.~ "))
	if name == "" || x.author == "" {
		return false
	}
	first, _, _ := strings.Cut(x.author, " ")
	if !strings.EqualFold(name, x.author) && !strings.EqualFold(name, first) {
		return false
	}
	rest := x.doc.Text[start:]
	if i := strings.IndexByte(rest, '\n'); i >= 0 {
		rest = rest[i+1:]
	} else {
		rest = ""
	}
	n := 0
	for _, r := range strings.Split(rest, "\n") {
		r = strings.TrimSpace(r)
		if reQuoteHeader.MatchString(r) || strings.HasPrefix(r, ">") || reForward.MatchString(r) {
			break // a quoted message below the block is no part of it
		}
		if r != "" {
			n++
		}
	}
	return n <= 8
}
