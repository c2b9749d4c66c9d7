package synthesis

import (
	"regexp"
	"strings"
	"time"

	"github.com/queueproof/queueproof/engine/index"
)

// Near-duplicates: a copy of a page, a forward of a mail, an older version that changed no
// value. Of two chunks from different documents that say the same thing, the answer reads and
// cites one, the representative, and lists the other as its duplicate. The representative is
// the original rather than a copy or forward, else the latest, else the better ranked. A chunk
// that states a value the other does not is not a duplicate: an older version that changed a
// value is what a revision replaced. A chunk carrying injection-shaped text never stands for a
// clean one.

// Duplicate is a document whose chunk says what a cited chunk says.
type Duplicate struct {
	DocumentID string `json:"documentId"`
	ExternalID string `json:"externalId"`
	Title      string `json:"title"`
	URL        string `json:"url"`
	Timestamp  string `json:"timestamp"`
}

const (
	// shingle is the length in words of the runs two texts are compared by.
	shingle = 3
	// nearSame is the share of the shorter text's runs the longer must hold.
	nearSame = 0.8
)

// reCopyTitle is a title that names its document a copy or a forward: "Copy of ...", "Fwd:",
// "... (intranet copy)", "... - Copy" (a file copied on Windows), "... (1)" (a download or a
// duplicated file).
var reCopyTitle = regexp.MustCompile(`(?i)^\s*(?:copy of|\(copy\)|fwd?:|fw:|forward(?:ed)?:)|\((?:([\w-]+) )?(?:copy|old|archived?)\)\s*$|\s[-–]\s*copy(?:\s*\(\d+\))?\s*$|\S\s*\(\d{1,2}\)\s*$`)

// bindingCopy qualifies a copy that is the binding one, not a reproduction: "(signed copy)".
var bindingCopy = map[string]bool{"signed": true, "executed": true, "final": true, "master": true, "original": true,
	"certified": true, "official": true, "countersigned": true}

// isCopyTitle reports whether a title names its document a reproduction of another.
func isCopyTitle(title string) bool {
	m := reCopyTitle.FindStringSubmatch(title)
	return m != nil && !bindingCopy[strings.ToLower(m[1])]
}

// shingles are a text's runs of words, and the words that hold digits (its values).
func shingles(text string) (map[string]bool, map[string]bool) {
	words := index.Tokens(text)
	runs, values := map[string]bool{}, map[string]bool{}
	for i, w := range words {
		if strings.ContainsAny(w, "0123456789") {
			values[w] = true
		}
		if i+shingle <= len(words) {
			runs[strings.Join(words[i:i+shingle], " ")] = true
		}
	}
	return runs, values
}

// collapseDuplicates marks, among chunks of different documents, each near-duplicate of a
// representative: it leaves the topic (nothing reads or cites it) and is listed on the
// representative.
func collapseDuplicates(chunks []*chunk) {
	type read struct{ runs, values map[string]bool }
	reads := make([]read, len(chunks))
	for i, c := range chunks {
		if c.onTopic {
			reads[i].runs, reads[i].values = shingles(c.ev.Text)
		}
	}
	for i, a := range chunks {
		for j := i + 1; j < len(chunks); j++ {
			b := chunks[j]
			if !a.onTopic || !b.onTopic || a.ev.DocumentID == b.ev.DocumentID || !nearDuplicate(reads[i], reads[j]) {
				continue
			}
			keep, drop := a, b
			if representative(b, a) {
				keep, drop = b, a
			}
			drop.onTopic = false
			drop.dupOf = keep
			keep.dups = append(keep.dups, drop)
			keep.dups = append(keep.dups, drop.dups...)
			drop.dups = nil
		}
	}
}

func nearDuplicate(a, b struct{ runs, values map[string]bool }) bool {
	small, large := a, b
	if len(b.runs) < len(a.runs) {
		small, large = b, a
	}
	if len(small.runs) < 4 {
		return false
	}
	held := 0
	for r := range small.runs {
		if large.runs[r] {
			held++
		}
	}
	if float64(held) < nearSame*float64(len(small.runs)) {
		return false
	}
	// The same values both ways: a longer text that adds a value (a second account, a new
	// date) says something the other does not, so it is no copy of it.
	if len(small.values) != len(large.values) {
		return false
	}
	for v := range small.values {
		if !large.values[v] {
			return false
		}
	}
	return true
}

// representative reports whether a should stand for b. A chunk with injection-shaped text
// never stands for a clean one (a later copy with a line appended must not displace the
// original it copies).
func representative(a, b *chunk) bool {
	if as, bs := len(a.findings) > 0, len(b.findings) > 0; as != bs {
		return !as
	}
	ac, bc := isCopyTitle(a.ev.Title), isCopyTitle(b.ev.Title)
	if ac != bc {
		return !ac
	}
	at, _ := time.Parse(time.RFC3339Nano, a.ev.AuthoredAt)
	bt, _ := time.Parse(time.RFC3339Nano, b.ev.AuthoredAt)
	if !at.Equal(bt) {
		return at.After(bt)
	}
	return a.rank < b.rank
}

// duplicatesOf lists the documents a chunk stands for, once each.
func duplicatesOf(c *chunk) []Duplicate {
	var out []Duplicate
	seen := map[string]bool{c.ev.DocumentID: true}
	for _, d := range c.dups {
		if seen[d.ev.DocumentID] {
			continue
		}
		seen[d.ev.DocumentID] = true
		out = append(out, Duplicate{DocumentID: d.ev.DocumentID, ExternalID: d.ev.ExternalID, Title: d.ev.Title, URL: d.ev.URL, Timestamp: d.ev.AuthoredAt})
	}
	return out
}
