package retrieval

import (
	"context"
	"regexp"
	"sort"
	"strings"

	"github.com/queueproof/queueproof/engine/index"
)

// RRFK is the k of Reciprocal Rank Fusion: score = sum over rankings of weight / (k + rank).
const RRFK = 60

// ExpandedWeight is the weight of the expanded ranking in the hybrid fusion (BM25's is 1).
const ExpandedWeight = 2

// Hybrid fuses two rankings of one candidate set with weighted Reciprocal Rank Fusion: BM25F
// over the query's words (the text lane's signal), and a second, local, model-free signal that
// catches aliases and inexact wording — BM25F of the query expanded three ways: aliases from
// the alias table and near-forms the stemmer did not join count as partial occurrences of the
// query's words, and pseudo-relevance feedback adds the words the best chunks share. Alias
// and feedback words also bring in candidates the query's own words do not match. No network,
// no model.
func (l *Lanes) Hybrid(ctx context.Context, s Scope, q Query) ([]Hit, error) {
	cands, _, err := l.textCandidates(ctx, s, q, expand(q.Text), true)
	if err != nil || len(cands) == 0 {
		return nil, err
	}
	fused := map[int64]float64{}
	for _, sig := range []struct {
		weight float64
		score  func(*candidate) float64
	}{
		{1, func(c *candidate) float64 { return c.bm25 }},
		{ExpandedWeight, func(c *candidate) float64 { return c.expanded }},
	} {
		ranked := append([]*candidate(nil), cands...)
		sort.SliceStable(ranked, func(i, j int) bool { return sig.score(ranked[i]) > sig.score(ranked[j]) })
		for r, c := range ranked {
			if sig.score(c) > 0 {
				fused[c.Seq] += sig.weight / float64(RRFK+r+1)
			}
		}
	}
	// Equal fused scores (two rankings that swap two chunks) are settled by the second signal.
	sort.SliceStable(cands, func(i, j int) bool {
		a, b := cands[i], cands[j]
		fa, fb := fused[a.Seq]*q.recency(a.AuthoredAt), fused[b.Seq]*q.recency(b.AuthoredAt)
		switch {
		case fa != fb:
			return fa > fb
		case a.expanded != b.expanded:
			return a.expanded > b.expanded
		case a.soft != b.soft:
			return a.soft > b.soft
		case a.bm25 != b.bm25:
			return a.bm25 > b.bm25
		case a.Text != b.Text:
			return a.Text < b.Text // the evidence, not its generated id (see Tie)
		}
		return a.ID < b.ID
	})
	hits := make([]Hit, 0, q.limit())
	for _, c := range diverse(cands, func(c *candidate) bool { return fused[c.Seq] > 0 }, q.limit()) {
		hits = append(hits, c.hit(fused[c.Seq]*q.recency(c.AuthoredAt), LaneHybrid))
	}
	return hits, l.fillDocuments(ctx, s.WorkspaceID, hits)
}

// reHeaderLine is a mail's header line as the mbox import writes it before the body.
var reHeaderLine = regexp.MustCompile(`(?m)^(?:From|To|Cc|Date|Sent|Subject):[^\n]*\n?`)

// bodyOf is a chunk's text without its mail header lines: sixty mails of one body from one
// sender differ only in their dates and subjects, and say one thing.
func bodyOf(text string) string {
	return strings.TrimSpace(reHeaderLine.ReplaceAllString(text, ""))
}

// perDocument is how many of a ranking's places one document takes while others wait.
const perDocument = 4

// diverse takes up to limit of the ranked candidates that pass keep, in rank order: a chunk
// whose text (less its mail header lines) one already taken has (sixty copies of one mail)
// takes no place, and a document takes at most perDocument places while other documents'
// candidates wait (one mail of ten thousand lines must not crowd out the page that answers);
// places left over go to the waiting ones, best first.
func diverse(ranked []*candidate, keep func(*candidate) bool, limit int) []*candidate {
	taken := make([]bool, len(ranked))
	var waiting []int
	n := 0
	texts := map[string]bool{}
	perDoc := map[string]int{}
	for i, c := range ranked {
		if n == limit {
			break
		}
		if !keep(c) {
			continue
		}
		key := bodyOf(c.Text)
		if texts[key] {
			continue
		}
		texts[key] = true
		if perDoc[c.DocumentID] >= perDocument {
			waiting = append(waiting, i)
			continue
		}
		perDoc[c.DocumentID]++
		taken[i], n = true, n+1
	}
	for _, i := range waiting[:min(len(waiting), limit-n)] {
		taken[i] = true
	}
	out := make([]*candidate, 0, limit)
	for i, c := range ranked {
		if taken[i] {
			out = append(out, c)
		}
	}
	return out
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
