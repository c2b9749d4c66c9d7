package facts

// A document that hands its work on after naming its holder ("22:15 … I'm IC for now." then
// "23:05 handing IC to @femi"; "Ruth has the rota. … Ruth handed it to Omar at noon") ends with
// the new holder: the earlier holder was the owner only until the handover, so the
// document states the later one. A field line ("Owner: Ruth") is the system's record and stays.
func supersededOwners(fs []Fact) []Fact {
	out := fs[:0]
	for i, f := range fs {
		if f.Kind == Owner && !f.Field && handedOnLater(fs[i+1:], f) {
			continue
		}
		out = append(out, f)
	}
	return out
}

// handedOnLater reports a handover of f's subject to someone else later in the document.
func handedOnLater(later []Fact, f Fact) bool {
	for _, g := range later {
		if g.Kind == Owner && g.Revises && g.Subject == f.Subject && g.Span.Start > f.Span.End && !samePerson(g.Person, f.Person) {
			return true
		}
	}
	return false
}
