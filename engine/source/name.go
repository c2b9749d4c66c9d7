package source

import (
	"strings"

	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/textsafe"
)

// CheckName returns a source name ready to store: trimmed, 1 to 200 bytes, with no control
// characters (NUL, newlines) and no bidirectional overrides, which could make one source's
// name show as another's in the app or in an agent's tool output.
func CheckName(name string) (string, error) {
	name = strings.TrimSpace(name)
	if name == "" || len(name) > 200 {
		return "", errs.E(errs.Invalid, "a source name of 1 to 200 characters is required")
	}
	if r, ok := textsafe.Hidden(name, false); ok {
		return "", errs.E(errs.Invalid, "a source name cannot hold control or text-direction characters (found U+%04X)", r)
	}
	return name, nil
}
