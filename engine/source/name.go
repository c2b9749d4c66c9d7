package source

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/textsafe"
)

// CheckName returns a source name ready to store: trimmed, in Unicode's composed form (NFC),
// 1 to 200 bytes, with no control characters (NUL, newlines), no bidirectional overrides, no
// invisible format characters (zero-width spaces and joiners, a byte order mark, a soft
// hyphen) and no space but the plain one: any of these could make one source's name show as
// another's in the app or in an agent's tool output ("Tracker" and "Tracker\u200b").
func CheckName(name string) (string, error) {
	name = norm.NFC.String(strings.TrimSpace(name))
	if name == "" || len(name) > 200 {
		return "", errs.E(errs.Invalid, "a source name of 1 to 200 characters is required")
	}
	if r, ok := textsafe.Hidden(name, false); ok {
		return "", errs.E(errs.Invalid, "a source name cannot hold control or text-direction characters (found U+%04X)", r)
	}
	for _, r := range name {
		if unicode.Is(unicode.Cf, r) || unicode.Is(unicode.Zs, r) && r != ' ' {
			return "", errs.E(errs.Invalid, "a source name cannot hold invisible or special space characters (found U+%04X)", r)
		}
	}
	return name, nil
}
