package synthesis

import "slices"

// ledSupport is how many claims, beside the lead's own, an answer that leads with a value
// keeps. The lead carries the answer; the claims after it show the evidence it stands in, and
// past the best few they cite documents the answer does not need (measured on the development
// companies of bench/reviseeval: extra documents cited per answer fell by a fifth to a
// third, gold documents cited by at most 0.02; Cranfield and the demo unchanged).
const ledSupport = 3

// ledClaims are the claims an answer led by lead keeps: the first ledSupport in reading order
// (best chunks first), and every claim citing a chunk the lead cites.
func ledClaims(claims []Claim, lead string) []Claim {
	if len(claims) <= ledSupport {
		return claims
	}
	own := LeadCitations(Answer{Leads: []string{lead}})
	var out []Claim
	for i, c := range claims {
		if i < ledSupport || slices.ContainsFunc(c.Citations, func(id string) bool { return slices.Contains(own, id) }) {
			out = append(out, c)
		}
	}
	return out
}
