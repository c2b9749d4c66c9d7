package retrieval

import (
	"context"
	"sort"
	"strings"

	"github.com/queueproof/queueproof/engine/index"
)

// RRFK is the k of Reciprocal Rank Fusion: score = sum over rankings of 1 / (k + rank).
const RRFK = 60

// Hybrid fuses two rankings of one candidate set with Reciprocal Rank Fusion: BM25F (the text
// lane) and a local, model-free signal that catches aliases and inexact wording — how much of
// the query a chunk covers, counting aliases from the alias table and near-forms the stemmer
// did not join, plus how close together the query's terms occur. Alias expansions also bring in
// candidates the words of the query alone would not match. No network, no model.
func (l *Lanes) Hybrid(ctx context.Context, s Scope, q Query) ([]Hit, error) {
	cands, _, err := l.textCandidates(ctx, s, q, expand(q.Text))
	if err != nil || len(cands) == 0 {
		return nil, err
	}
	byBM25 := append([]*candidate(nil), cands...)
	sort.SliceStable(byBM25, func(i, j int) bool { return byBM25[i].bm25 > byBM25[j].bm25 })
	bySoft := append([]*candidate(nil), cands...)
	sort.SliceStable(bySoft, func(i, j int) bool { return bySoft[i].soft > bySoft[j].soft })
	fused := map[int64]float64{}
	for r, c := range byBM25 {
		if c.bm25 > 0 {
			fused[c.Seq] += 1 / float64(RRFK+r+1)
		}
	}
	for r, c := range bySoft {
		if c.soft > 0 {
			fused[c.Seq] += 1 / float64(RRFK+r+1)
		}
	}
	// Equal fused scores (two rankings that swap two chunks) are settled by the second signal.
	sort.SliceStable(cands, func(i, j int) bool {
		a, b := cands[i], cands[j]
		fa, fb := fused[a.Seq]*q.recency(a.AuthoredAt), fused[b.Seq]*q.recency(b.AuthoredAt)
		switch {
		case fa != fb:
			return fa > fb
		case a.soft != b.soft:
			return a.soft > b.soft
		case a.bm25 != b.bm25:
			return a.bm25 > b.bm25
		}
		return a.ID < b.ID
	})
	hits := make([]Hit, 0, q.limit())
	for _, c := range cands {
		if f := fused[c.Seq]; f > 0 && len(hits) < q.limit() {
			hits = append(hits, c.hit(f*q.recency(c.AuthoredAt), LaneHybrid))
		}
	}
	return hits, l.fillDocuments(ctx, s.WorkspaceID, hits)
}

// expand returns alias words for the query's words, from the alias table.
func expand(q string) []string {
	var out []string
	seen := map[string]bool{}
	for _, w := range index.Tokens(q) {
		for _, a := range aliases[w] {
			if !seen[a] {
				seen[a] = true
				out = append(out, a)
			}
		}
	}
	return out
}

// aliases is the alias table: words of work conversations that name the same thing. It is
// data, symmetric by construction (every word of a group aliases every other).
var aliases = func() map[string][]string {
	groups := []string{
		"deadline due eta duedate",
		"bug defect issue fault",
		"outage incident downtime disruption",
		"release ship launch rollout deploy deployment",
		"customer client account",
		"meeting call sync standup",
		"fix patch hotfix resolve",
		"cancel cancelled drop abandon",
		"delay delayed slip slipped postpone postponed",
		"spec specification design rfc",
		"owner assignee responsible",
		"done completed finished shipped resolved",
		"blocked blocker stuck",
		"email mail message",
		"invoice bill billing",
		"cost price pricing",
		"error failure exception crash",
		"slow latency performance",
		"login signin authentication auth sso",
		"database db datastore",
	}
	m := map[string][]string{}
	for _, g := range groups {
		ws := strings.Fields(g)
		for _, a := range ws {
			for _, b := range ws {
				if a != b {
					m[a] = append(m[a], b)
				}
			}
		}
	}
	return m
}()
