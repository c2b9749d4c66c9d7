package facts

import "strings"

// firstWritten is the identifier of ids that text writes first: a title names its own item
// before the ones it refers to ("#601 Charger handshake (KAS-310)" is about #601).
func firstWritten(text string, ids []string) string {
	best, at := ids[0], len(text)+1
	for _, id := range ids {
		if i := strings.Index(text, id); i >= 0 && i < at {
			best, at = id, i
		}
	}
	return best
}
