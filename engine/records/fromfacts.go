package records

import (
	"cmp"
	"context"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/queueproof/queueproof/engine/facts"
)

// fromFacts reads the chunks' facts, conversation by conversation in time order, and maps each
// fact to a record. Conversations are independent of one another, so they are read
// concurrently (one worker per CPU); the records are the same in any order.
func fromFacts(ctx context.Context, chunks []Chunk, known Known, cache *Extractor) []Record {
	p, err := facts.Default()
	if err != nil {
		panic("records: the sentence model does not load: " + err.Error()) // a build defect, not input
	}
	projects := normalised(known.Projects)
	people := normalised(known.People)
	names := facts.NewPeople(known.People...)
	for _, c := range chunks {
		names.Add(c.Author)
	}
	ordered := slices.Clone(chunks)
	slices.SortStableFunc(ordered, func(a, b Chunk) int {
		// The evidence's own order, never generated ids: what a conversation says first
		// decides what its later chunks mean, and the same evidence must read the same.
		return cmp.Or(strings.Compare(a.AuthoredAt, b.AuthoredAt), strings.Compare(a.ExternalID, b.ExternalID),
			strings.Compare(a.SourceName, b.SourceName), cmp.Compare(a.Ordinal, b.Ordinal), strings.Compare(a.ChunkID, b.ChunkID))
	})
	var keys []string
	convs := map[string][]Chunk{}
	for _, c := range ordered {
		k := conversation(c)
		if _, ok := convs[k]; !ok {
			keys = append(keys, k)
		}
		convs[k] = append(convs[k], c)
	}
	var known2, projects2 []string
	if cache != nil {
		known2 = names.Names()
		for _, pr := range projects {
			projects2 = append(projects2, pr.name)
		}
	}
	results := make([][]Record, len(keys))
	work := make(chan int)
	var wg sync.WaitGroup
	for range max(1, runtime.GOMAXPROCS(0)) {
		wg.Go(func() {
			for i := range work {
				if ctx.Err() != nil {
					continue // the caller has gone: the rest is not read
				}
				conv := convs[keys[i]]
				var k [32]byte
				if cache != nil {
					k = key(conv, known2, projects2)
					if rs, ok := cache.get(k); ok {
						results[i] = rs
						continue
					}
				}
				results[i] = readConversation(p, conv, names.Fork(), projects, people)
				cache.put(k, results[i])
			}
		})
	}
	for i := range keys {
		work <- i
	}
	close(work)
	wg.Wait()
	return slices.Concat(results...)
}

// readConversation reads one conversation's chunks through one thread. A request is work
// while nobody has answered it: answers arrive in later chunks, so the thread's final reading
// decides.
func readConversation(p *facts.Parser, chunks []Chunk, names *facts.People, projects, people []phrase) []Record {
	th := facts.NewThread()
	var out []Record
	for _, c := range chunks {
		at, _ := time.Parse(time.RFC3339Nano, c.AuthoredAt)
		d := facts.Doc{ID: c.ChunkID, Kind: c.DocKind, Author: c.Author, At: at, Title: c.Title, Text: c.Text}
		if c.DocKind == "ticket" {
			d.Key = firstID(c.ExternalID)
		}
		fs := p.Extract(th, names, d)
		for i, f := range fs {
			if r, ok := record(c, i, f, projects, people); ok {
				out = append(out, r)
			}
		}
		out = append(out, lineRecords(c, len(fs), projects)...)
	}
	// A request's reply is noted on its record; whether it answers is decided once the team is
	// known (answeredByTeam): a stranger's mail on the same subject answers no teammate's ask.
	answered := map[string]facts.Fact{}
	for _, f := range th.Facts() {
		if f.Kind == facts.Request && f.Answered {
			answered[f.Doc+"\x00"+f.Quote] = f
		}
	}
	for i, r := range out {
		if f, ok := answered[r.Citation.ChunkID+"\x00"+r.Text]; ok && r.Kind == Request {
			out[i].answer = &reply{chunk: f.AnsweredIn, at: f.AnsweredAt, to: f.To}
		}
	}
	return out
}

// conversation is the thread a chunk belongs to: a ticket, a chat thread, a mail subject.
func conversation(c Chunk) string {
	if c.DocKind == "ticket" {
		return "ticket\x00" + firstID(c.ExternalID) + "\x00" + c.ExternalID
	}
	return c.SourceID + "\x00" + strings.ToLower(facts.Topic(c.Title))
}

func firstID(s string) string {
	if ids := exactIDs(s); len(ids) > 0 {
		return ids[0]
	}
	return ""
}

// kindOf is the record kind of a fact ("" when the fact makes no record).
func kindOf(f facts.Fact) Kind {
	switch f.Kind {
	case facts.Commitment:
		return Commitment
	case facts.Due:
		return Deadline
	case facts.Status:
		return Status
	case facts.Blocker:
		return Blocked
	case facts.Request:
		return Request
	case facts.Owner:
		return Owner
	}
	return ""
}

// strangersOwnThings takes from an outsider's record of a thing its line names itself the item
// it took from its document's title only: a stranger's "Kim Park assigned to you: Packing
// station 3 rebuild" in a reply to a customer's thread titled "PAY-77 …" is no line of PAY-77,
// and twelve of them must not take over its packet (attack 27). A teammate's line keeps its
// thread's item ("Kim Park marked Card vault migration complete" on PAY-53's thread).
func strangersOwnThings(rs []Record) {
	for i := range rs {
		if rs[i].Outside && rs[i].byTitle {
			rs[i].ExactIDs = nil
		}
	}
}

func record(c Chunk, i int, f facts.Fact, projects, people []phrase) (Record, bool) {
	kind := kindOf(f)
	if kind == "" || f.Ambiguous() && (kind == Deadline) {
		return Record{}, false
	}
	text := strings.TrimSpace(f.Quote)
	if text == "" {
		return Record{}, false
	}
	ids := exactIDs(text)
	if subj := exactIDs(f.Subject); len(subj) > 0 {
		ids = union(ids, subj)
	}
	if c.DocKind == "ticket" {
		ids = union(ids, exactIDs(c.ExternalID))
	}
	byTitle := false
	if len(ids) == 0 {
		ids = exactIDs(c.Title)
		byTitle = len(ids) > 0 && f.Subject != "" && f.Subject != facts.Topic(c.Title)
	}
	r := Record{
		ID: recordID(c.ChunkID, i, kind, text), Kind: kind, Text: text, SystemOfRecord: c.DocKind == "ticket" && !c.Comment && f.Field,
		Start: f.QuoteStart(),
		At:    c.AuthoredAt, Revises: f.Revises, ExactIDs: ids, byTitle: byTitle,
		Entities: union(match(text, projects), c.Projects),
		Citation: Citation{ChunkID: c.ChunkID, DocumentID: c.DocumentID, SourceID: c.SourceID, SourceName: c.SourceName,
			ExternalID: c.ExternalID, Title: c.Title, URL: c.URL, AuthoredAt: c.AuthoredAt},
	}
	actors := match(text, people)
	switch kind {
	case Commitment, Owner:
		r.Owner = f.Person
	case Status:
		r.State = string(f.State)
		r.Done = f.State == facts.Done || f.State == facts.Cancelled
	}
	if f.Person != "" {
		actors = append(actors, f.Person)
	}
	r.Actors = union(actors, nil)
	if (kind == Commitment || kind == Deadline) && !f.Date.IsZero() && !f.Ambiguous() {
		r.Due = f.Date.Format("2006-01-02")
	}
	return r, true
}

// lineRecords are the records a line states by its form rather than its sense: acceptance
// criteria, and open incidents (a line naming an incident that does not say it is over).
func lineRecords(c Chunk, from int, projects []phrase) []Record {
	var out []Record
	start := 0 // where each line starts in the chunk's text
	for i, raw := range strings.Split(c.Text, "\n") {
		at := start + len(raw) - len(strings.TrimLeft(raw, " \t\r"))
		start += len(raw) + 1
		line := strings.TrimSpace(raw)
		kind := Kind("")
		switch {
		case line == "":
			continue
		case reAccept.MatchString(line):
			kind = Acceptance
		case hasKind(line, "incident") && !reResolved.MatchString(line) && !strings.HasSuffix(line, "?"):
			kind = Incident
		default:
			continue
		}
		ids := union(exactIDs(line), nil)
		if c.DocKind == "ticket" {
			ids = union(ids, exactIDs(c.ExternalID))
		}
		out = append(out, Record{
			ID: recordID(c.ChunkID, from+i, kind, line), Kind: kind, Text: line, Start: at, SystemOfRecord: c.DocKind == "ticket" && !c.Comment,
			At: c.AuthoredAt, ExactIDs: ids, Entities: union(match(line, projects), c.Projects),
			Citation: Citation{ChunkID: c.ChunkID, DocumentID: c.DocumentID, SourceID: c.SourceID, SourceName: c.SourceName,
				ExternalID: c.ExternalID, Title: c.Title, URL: c.URL, AuthoredAt: c.AuthoredAt},
		})
	}
	return out
}
