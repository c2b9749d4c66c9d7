package synthesis

import (
	"github.com/queueproof/queueproof/engine/facts"
	"github.com/queueproof/queueproof/engine/index"
)

// Versions of one page: documents of one thread (the series a source names, such as the
// versions of a wiki page) that carry the same title. The topic is the page's, not a
// version's: a later version that rewrote the passage a question is about holds fewer of the
// question's words than the version it replaced, yet it is the page's current word. So when
// one version is on the question's topic, every version retrieved is read too; which value
// holds is then settled by their dates, as for any revision.
func versionsOnTopic(chunks []*chunk) {
	onTopic := map[page][]*chunk{}
	for _, c := range chunks {
		if p, ok := pageOf(c); ok && c.onTopic {
			onTopic[p] = append(onTopic[p], c)
		}
	}
	k := newKinship()
	for _, c := range chunks {
		if p, ok := pageOf(c); ok && !c.onTopic {
			for _, o := range onTopic[p] {
				if k.kin(c, o) {
					c.onTopic = true
					break
				}
			}
		}
	}
}

// Two documents of one thread with one title can be two pages (each service's "Overview" in
// one space): versions of one page keep most of its words. minKin is the share of the
// shorter text's distinct words the other must hold.
const minKin = 0.5

// kinship tells whether two chunks read as versions of one text, their words read once.
type kinship struct{ words map[*chunk]map[string]bool }

func newKinship() *kinship { return &kinship{words: map[*chunk]map[string]bool{}} }

func (k *kinship) of(c *chunk) map[string]bool {
	if w, ok := k.words[c]; ok {
		return w
	}
	w := map[string]bool{}
	for _, t := range index.Tokens(c.ev.Text) {
		if len(t) > 2 && !index.IsStopWord(t) {
			w[t] = true
		}
	}
	k.words[c] = w
	return w
}

// kin reports whether the shorter of two chunks has at least minKin of its words in the other.
func (k *kinship) kin(a, b *chunk) bool {
	wa, wb := k.of(a), k.of(b)
	if len(wa) > len(wb) {
		wa, wb = wb, wa
	}
	if len(wa) == 0 {
		return false
	}
	n := 0
	for w := range wa {
		if wb[w] {
			n++
		}
	}
	return float64(n) >= minKin*float64(len(wa))
}

// page names a page whose versions are documents of one thread with one title.
type page struct{ sourceID, source, thread, title string }

// pageOf is the page c's document is a version of: its source, its thread and its title.
// None when its source names no thread, and none for a message: the replies of a mail thread
// and the lines of a chat thread share a title too, but each is its writer's own word, not a
// new version of the one before.
func pageOf(c *chunk) (page, bool) {
	if c.ev.Thread == "" || facts.ReplyOrForwardSubject(c.ev.Title) {
		return page{}, false
	}
	switch kindOf(c.ev) {
	case "chat", "mail", "ticket":
		return page{}, false
	}
	return page{c.ev.SourceID, c.ev.SourceName, c.ev.Thread, normalize(c.ev.Title)}, true
}

// samePage reports whether two chunks are of versions of one page.
func samePage(a, b *chunk) bool {
	pa, ok := pageOf(a)
	pb, _ := pageOf(b)
	return ok && pa == pb
}

// recordOnTopic puts on the topic every retrieved chunk of a work item's record (a ticket, or
// a document whose own id is a work identifier: PLAY-1184, INC0041877) one of whose chunks is
// on it: the record is one item, and its activity log ("changed Priority: P2 → P1") is about
// that item though it may not repeat the question's words.
func recordOnTopic(chunks []*chunk) {
	on := map[string]bool{}
	for _, c := range chunks {
		if c.onTopic && (c.ev.Kind == "ticket" || len(index.ExtractIdentifiers(c.ev.ExternalID)) > 0) {
			on[c.ev.DocumentID] = true
		}
	}
	for _, c := range chunks {
		if on[c.ev.DocumentID] {
			c.onTopic = true
		}
	}
}
