package synthesis

// Versions of one page: documents of one thread (the series a source names, such as the
// versions of a wiki page) that carry the same title. The topic is the page's, not a
// version's: a later version that rewrote the passage a question is about holds fewer of the
// question's words than the version it replaced, yet it is the page's current word. So when
// one version is on the question's topic, every version retrieved is read too; which value
// holds is then settled by their dates, as for any revision.
func versionsOnTopic(chunks []*chunk) {
	type page struct{ thread, title string }
	onTopic := map[page]bool{}
	key := func(c *chunk) (page, bool) {
		if c.ev.Thread == "" {
			return page{}, false
		}
		return page{c.ev.Thread, normalize(c.ev.Title)}, true
	}
	for _, c := range chunks {
		if k, ok := key(c); ok && c.onTopic {
			onTopic[k] = true
		}
	}
	for _, c := range chunks {
		if k, ok := key(c); ok && onTopic[k] {
			c.onTopic = true
		}
	}
}
