package synthesis

import (
	"slices"
	"time"
)

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

// unledDocuments is how many documents an answer to a question asking one detail cites claims
// from when it leads with nothing (the detail not found, or not read): past the best few, the
// claims show documents that merely share words with the question. Measured on the
// development companies of bench/reviseeval: extra documents cited per answer fell by 0.02 to
// 0.15 per company, gold documents cited by at most 0.01; at three documents gold fell by up
// to 0.06 and Cranfield lost an answer citing a relevant document.
const unledDocuments = 4

// fewDocuments are the claims of the first unledDocuments documents, in reading order.
func fewDocuments(claims []Claim, cites *citer) []Claim {
	docs := map[string]bool{}
	var out []Claim
	for _, c := range claims {
		doc := cites.documentOf(c)
		if !docs[doc] && len(docs) >= unledDocuments {
			continue
		}
		docs[doc] = true
		out = append(out, c)
	}
	return out
}

// firstCitation is the citation of a claim's first cited chunk.
func (ci *citer) firstCitation(c Claim) (Citation, bool) {
	if len(c.Citations) == 0 {
		return Citation{}, false
	}
	i, ok := ci.index[c.Citations[0]]
	if !ok {
		return Citation{}, false
	}
	return ci.list[i], true
}

// documentOf is the document a claim's first citation is in ("" for none; the chunk id for a
// chunk the citer does not know).
func (ci *citer) documentOf(c Claim) string {
	if cit, ok := ci.firstCitation(c); ok {
		return cit.DocumentID
	}
	if len(c.Citations) > 0 {
		return c.Citations[0]
	}
	return ""
}

// writtenAt is when a claim's first cited chunk was written (zero when unknown).
func (ci *citer) writtenAt(c Claim) time.Time {
	at, _ := time.Parse(time.RFC3339Nano, ci.whenOf(c))
	return at
}

// whenOf is when a claim's first cited chunk was written (RFC 3339, "" when unknown): claims
// compare by it as strings.
func (ci *citer) whenOf(c Claim) string {
	cit, _ := ci.firstCitation(c)
	return cit.Timestamp
}
