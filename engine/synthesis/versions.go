package synthesis

import "regexp"

// Versions of one page: documents of one thread (the series a source names, such as the
// versions of a wiki page) that carry the same title. The topic is the page's, not a
// version's: a later version that rewrote the passage a question is about holds fewer of the
// question's words than the version it replaced, yet it is the page's current word. So when
// one version is on the question's topic, every version retrieved is read too; which value
// holds is then settled by their dates, as for any revision.
func versionsOnTopic(chunks []*chunk) {
	onTopic := map[page]bool{}
	for _, c := range chunks {
		if p, ok := pageOf(c); ok && c.onTopic {
			onTopic[p] = true
		}
	}
	for _, c := range chunks {
		if p, ok := pageOf(c); ok && onTopic[p] {
			c.onTopic = true
		}
	}
}

// page names a page whose versions are documents of one thread with one title.
type page struct{ sourceID, source, thread, title string }

// pageOf is the page c's document is a version of: its source, its thread and its title.
// None when its source names no thread, and none for a message: the replies of a mail thread
// and the lines of a chat thread share a title too, but each is its writer's own word, not a
// new version of the one before.
func pageOf(c *chunk) (page, bool) {
	if c.ev.Thread == "" || reReplyTitle.MatchString(c.ev.Title) {
		return page{}, false
	}
	switch kindOf(c.ev) {
	case "chat", "mail", "ticket":
		return page{}, false
	}
	return page{c.ev.SourceID, c.ev.SourceName, c.ev.Thread, normalize(c.ev.Title)}, true
}

// reReplyTitle is the subject of a reply or a forward.
var reReplyTitle = regexp.MustCompile(`(?i)^\s*(?:re|fwd?|fw|aw|sv|wg|tr|rv)\s*:`)

// samePage reports whether two chunks are of versions of one page.
func samePage(a, b *chunk) bool {
	pa, ok := pageOf(a)
	pb, _ := pageOf(b)
	return ok && pa == pb
}
