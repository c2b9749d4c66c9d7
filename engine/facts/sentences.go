package facts

import (
	"regexp"
	"strings"
)

// reNumberEnd is a sentence that ends with a number ("on or before Dec 14. Kindly remind ..."),
// which the sentence model reads as an ordinal's abbreviation and runs into the next.
var reNumberEnd = regexp.MustCompile(`\p{L}\s+\d{1,4}\.\s+\p{Lu}\p{Ll}`)

// splitAfterNumber splits a sentence where one ends with a number and the next begins.
func splitAfterNumber(text string, sp Span) []Span {
	return splitWhere(text, sp, func(t string) int {
		m := reNumberEnd.FindStringIndex(t)
		if m == nil {
			return -1
		}
		return m[0] + strings.IndexByte(t[m[0]:m[1]], '.') + 1
	})
}

// splitWhere splits a sentence at each offset cut finds in what is left of it (-1: none).
func splitWhere(text string, sp Span, cut func(t string) int) []Span {
	var out []Span
	for {
		at := cut(text[sp.Start:sp.End])
		if at <= 0 {
			return append(out, sp)
		}
		out = append(out, trimSpan(text, Span{sp.Start, sp.Start + at}))
		sp = trimSpan(text, Span{sp.Start + at, sp.End})
	}
}

// reEmojiEnd is an emoji that ends a chat's sentence, after its words and before the next
// one's, which opens with a capital, a mention or a tag: "off from Weds, paternity 🎉 SGD-19
// to @kenna.yule", "parcel shipped 📦 MT-2310 invoice is still open". An emoji that opens a
// line ("✅ LIMS-310 shipped") leads its own, an arrow is no emoji ("Raffle prizes ➜ Wynn
// Abers" gives the work to Wynn), and an icon before a number ("delivery 🚚 4 Dec") or a
// pointing hand ("handed over to 👉 @tomas") ends nothing.
var reEmojiEnd = regexp.MustCompile(`[\p{L}\p{N}.!)]\s*([\x{1F000}-\x{1FAFF}\x{2600}-\x{2793}\x{2300}-\x{23FF}\x{2B50}\x{2B55}])\x{FE0F}?\s+[\p{Lu}@#]`)

// splitAfterEmoji splits a sentence where an emoji ends one (see reEmojiEnd); the emoji stays
// with the sentence it ends ("Lote 14 ya está embotellado ✅").
func splitAfterEmoji(text string, sp Span) []Span {
	return splitWhere(text, sp, func(t string) int {
		m := reEmojiEnd.FindStringSubmatchIndex(t)
		if m == nil || pointing(t[m[2]:m[3]]) {
			return -1
		}
		return strings.LastIndexAny(t[:m[1]], " \t\n") + 1 // the next sentence's first character
	})
}

// pointing reports a hand pointing at what follows (👈 👉 👆 👇): it leads on, it ends nothing.
func pointing(emoji string) bool {
	r := []rune(emoji)
	return len(r) == 1 && r[0] >= 0x1F446 && r[0] <= 0x1F449
}
