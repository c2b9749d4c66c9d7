package synthesis

// An answer cites only what it uses: citations that no claim, leading line, contradiction or
// disagreement refers to are dropped.

func disagreementCitations(d Disagreement) []string {
	var out []string
	if d.Current != nil {
		out = append(out, d.Current.Citations...)
	}
	for _, v := range d.Values {
		out = append(out, v.Citations...)
	}
	return out
}

// usedCitations are the citations of list that the answer's claims, leading lines,
// contradictions or disagreements cite, in list order.
func usedCitations(list []Citation, a Answer, leads []string) []Citation {
	used := map[string]bool{}
	for _, c := range a.Claims {
		for _, id := range c.Citations {
			used[id] = true
		}
	}
	for _, c := range a.Contradictions {
		for _, v := range c.Values {
			for _, id := range v.Citations {
				used[id] = true
			}
		}
	}
	for _, d := range a.Disagreements {
		for _, id := range disagreementCitations(d) {
			used[id] = true
		}
	}
	for _, id := range LeadCitations(Answer{Leads: leads}) {
		used[id] = true
	}
	out := []Citation{}
	for _, c := range list {
		if used[c.ID] {
			out = append(out, c)
		}
	}
	return out
}
