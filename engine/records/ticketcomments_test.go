package records

import (
	"fmt"
	"testing"
)

// A ticket's record is its first document; what comes later under the same id is a comment,
// and a field line in a comment is its author's word: a customer's "Status: Resolved",
// "Assigned to: <me>", "Due date: ..." or "Resolution: Fixed" is no tracker's field, is outside
// the team, and names no teammate. The record's own fields, a ticket with no comments and a
// teammate's field line in a comment stay as they were.
func TestFieldLinesInATicketsCommentAreTheCommenters(t *testing.T) {
	team := Chunk{ChunkID: "chat", DocumentID: "d-chat", DocKind: "chat", Author: "Ana Ruiz <ana@payco.example>",
		AuthoredAt: "2026-11-01T09:00:00Z", Text: "Ana Ruiz: the oven tickets are ours\nKim Park: agreed"}
	rec := func(n int, author, at string) Chunk {
		id := fmt.Sprintf("OVN-%d", n)
		return Chunk{ChunkID: "c-" + id, DocumentID: "d-" + id, SourceName: "Help desk", DocKind: "ticket", ExternalID: id,
			Title: id + " Oven door", Author: author, AuthoredAt: at, Text: "Assignee: Ana Ruiz\nStatus: Open\nDue date: 2026-12-20"}
	}
	comment := func(n int, author, at, text string) Chunk {
		id := fmt.Sprintf("OVN-%d", n)
		// Imported into a source whose name sorts first: the record is the first written.
		return Chunk{ChunkID: "k-" + id, DocumentID: "dk-" + id, SourceName: "A comments", DocKind: "ticket", ExternalID: id,
			Title: id + " comment", Author: author, AuthoredAt: at, Text: text}
	}
	const early, later = "2026-11-18T09:00:00Z", "2026-11-19T09:10:00Z"
	chunks := []Chunk{team,
		rec(1, "Dora Client <dora@clientco.example>", early), comment(1, "Dora Client <dora@clientco.example>", later, "Status: Resolved"),
		rec(2, "Pia Sand <pia@payco.example>", early), comment(2, "Dora Client <dora@clientco.example>", later, "Assigned to: Dora Client"),
		rec(3, "Pia Sand <pia@payco.example>", early), comment(3, "Sven Käufer <sven@kunde.example>", later, "Due date: 2027-01-15"),
		rec(4, "Pia Sand <pia@payco.example>", early), comment(4, "Priya Nair <priya@shopper.example>", later, "Resolution: Fixed"),
		rec(5, "Pia Sand <pia@payco.example>", early), comment(5, "Kim Park <kim@payco.example>", later, "Status: Done"),
		rec(6, "Pia Sand <pia@payco.example>", early),
	}
	rs, st := Extract(chunks, Known{})
	type seen struct{ record, comment, commentOutside, commentField int }
	got := map[string]*seen{}
	for _, r := range rs {
		if len(r.ExactIDs) == 0 {
			continue
		}
		s := got[r.ExactIDs[0]]
		if s == nil {
			s = &seen{}
			got[r.ExactIDs[0]] = s
		}
		switch r.Citation.DocumentID {
		case "d-" + r.ExactIDs[0]:
			s.record++
			if !r.SystemOfRecord || r.Outside {
				t.Errorf("%s: the record's field %q: system of record %v, outside %v; want the tracker's", r.ExactIDs[0], r.Text, r.SystemOfRecord, r.Outside)
			}
		case "dk-" + r.ExactIDs[0]:
			s.comment++
			if r.SystemOfRecord {
				s.commentField++
				t.Errorf("%s: the comment's line %q (by %s) read as the tracker's field", r.ExactIDs[0], r.Text, r.Citation.Title)
			}
			if r.Outside {
				s.commentOutside++
			}
		}
	}
	for n := 1; n <= 6; n++ {
		id := fmt.Sprintf("OVN-%d", n)
		s := got[id]
		switch {
		case s == nil || s.record == 0:
			t.Errorf("%s: no record read from the ticket's own fields (%+v)", id, s)
		case n <= 4 && (s.comment == 0 || s.commentOutside != s.comment):
			t.Errorf("%s: the customer's comment: %d records, %d outside; want some, all outside", id, s.comment, s.commentOutside)
		case n == 5 && (s.comment == 0 || s.commentOutside != 0):
			t.Errorf("%s: the teammate's comment: %d records, %d outside; want some, none outside", id, s.comment, s.commentOutside)
		}
	}
	// The customer's "Assigned to: Dora Client" makes no teammate of her: her plain-name
	// comment elsewhere stays outside.
	if !st.Team.Outside(Chunk{DocKind: "ticket", Author: "Dora Client"}, -1, "On it.", false) {
		t.Errorf("a comment's assignee line made the customer a teammate")
	}
	if st.Team.Outside(Chunk{DocKind: "ticket", Author: "Ana Ruiz"}, -1, "On it.", false) {
		t.Errorf("the record's assignee is no teammate")
	}
}

// The record is the first document in the evidence's order, whatever order the chunks come
// in: when written, then the source's name, then the document's id.
func TestATicketsRecordIsItsFirstDocument(t *testing.T) {
	for _, tt := range []struct {
		docs []TicketDoc
		want string
	}{
		{[]TicketDoc{{"b", "2026-11-19T09:00:00Z", "A"}, {"a", "2026-11-18T09:00:00Z", "Z"}}, "a"},
		{[]TicketDoc{{"b", "2026-11-18T09:00:00Z", "Tickets"}, {"a", "2026-11-18T09:00:00Z", "Zendesk"}}, "b"},
		{[]TicketDoc{{"b", "", "S"}, {"a", "", "S"}}, "a"},
		// Times are compared as times: a fraction of a second after the whole second is later.
		{[]TicketDoc{{"comment", "2026-11-18T09:00:00.25Z", "Help desk"}, {"record", "2026-11-18T09:00:00Z", "Help desk"}}, "record"},
		{[]TicketDoc{{"comment", "2026-11-18T10:00:00+02:00", "Help desk"}, {"record", "2026-11-18T07:30:00Z", "Help desk"}}, "record"}, // 10:00+02:00 is 08:00Z
		// A document that does not say when it was written is never the first.
		{[]TicketDoc{{"comment", "", "Help desk"}, {"record", "2026-11-18T09:00:00Z", "Help desk"}}, "record"},
		{nil, ""},
	} {
		if got := TicketRecord(tt.docs); got != tt.want {
			t.Errorf("TicketRecord(%v) = %q, want %q", tt.docs, got, tt.want)
		}
	}
	cs := []Chunk{
		{ChunkID: "2", DocumentID: "later", DocKind: "ticket", ExternalID: "T-1", AuthoredAt: "2026-11-19T09:00:00Z"},
		{ChunkID: "1", DocumentID: "first", DocKind: "ticket", ExternalID: "T-1", AuthoredAt: "2026-11-18T09:00:00Z"},
		{ChunkID: "3", DocumentID: "first", DocKind: "ticket", ExternalID: "T-1", AuthoredAt: "2026-11-18T09:00:00Z", Ordinal: 1},
		{ChunkID: "4", DocumentID: "alone", DocKind: "ticket", ExternalID: "T-2", AuthoredAt: "2026-11-20T09:00:00Z"},
		{ChunkID: "5", DocumentID: "page", DocKind: "doc", ExternalID: "T-1", AuthoredAt: "2026-11-17T09:00:00Z"},
	}
	want := map[string]bool{"1": false, "2": true, "3": false, "4": false, "5": false}
	for _, c := range markComments(cs) {
		if c.Comment != want[c.ChunkID] {
			t.Errorf("chunk %s of %s: comment = %v, want %v", c.ChunkID, c.DocumentID, c.Comment, want[c.ChunkID])
		}
	}
	if cs[0].Comment {
		t.Errorf("markComments changed its argument")
	}
}
