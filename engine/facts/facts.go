// Package facts reads typed facts out of evidence: who owns a piece of work, who committed to
// what by when, its due date, its status, a slip of its date, what blocks it, who asked for
// something and whether anyone answered, and what was decided. Every fact names its subject
// (the exact identifier it is about, or a named thing) and cites the span of the text that
// states it. Ask and Today both read evidence through this package, so they cannot disagree
// about a fact.
//
// Extraction reads the document's layout first (mail headers, greetings, sign-offs and
// signatures, quoted replies, chat speaker prefixes, ticket field lines, tables, standup
// sections), resolves first person to the speaker, splits prose into sentences
// (github.com/neurosnap/sentences, a Punkt model that knows abbreviations), resolves dates
// against the message's own time (see Dates), and then reads each sentence's clauses for
// modality (questions, conditions, negation, hedges), which decide whether a statement is a
// fact at all.
package facts

import (
	"strings"
	"time"
)

// Kind is what a fact states.
type Kind string

// The kinds of facts.
const (
	Owner      Kind = "owner"
	Commitment Kind = "commitment"
	Due        Kind = "due"
	Status     Kind = "status"
	Slip       Kind = "slip"
	Blocker    Kind = "blocker"
	Request    Kind = "request"
	Decision   Kind = "decision"
)

// State is a work item's status.
type State string

// The states.
const (
	Open       State = "open"
	InProgress State = "in_progress"
	Blocked    State = "blocked"
	Done       State = "done"
	Cancelled  State = "cancelled"
)

// Span is a byte range [Start, End) of a document's text.
type Span struct{ Start, End int }

// overlaps reports whether the span shares a byte with [start, end).
func (s Span) overlaps(start, end int) bool { return start < s.End && s.Start < end }

func byStart(a, b Span) int { return a.Start - b.Start }

// Doc is one piece of evidence as extraction sees it.
type Doc struct {
	ID string
	// Kind is chat, mail, ticket, doc, pr or incident (the importer's document kind).
	Kind string
	// Author is the sender as recorded: a display name, a handle or a mail From header.
	Author string
	At     time.Time
	Title  string
	Text   string
	// Key is the document's own work-item identifier (a ticket's key), when it has one.
	Key string
	// Fields are fields the source system gives apart from the text (a ticket's assignee,
	// status, due date), by lower-case name.
	Fields map[string]string
}

// Fact is one typed statement read from a document.
type Fact struct {
	Kind Kind
	// Subject is the exact identifier the fact is about (a ticket key, INC-7, #482), or the
	// named thing ("the SMS vendor contract").
	Subject string
	// Person is the owner (Owner), the one who committed (Commitment) or the asker (Request).
	Person string
	// What is what was committed to or decided, or what blocks the work (Blocker).
	What string
	// Date is the due date (Due, Commitment), or the new date (Slip); zero when none.
	Date time.Time
	// Readings are every reading of an ambiguous numeric date (Date is the first).
	Readings []time.Time
	// Old is the date a slip replaces; zero when the text does not say.
	Old time.Time
	// State is the status (Status).
	State State
	// Answered reports, for a Request, that someone else replied in the thread; AnsweredIn
	// and AnsweredAt are the first reply's document and where in its text it speaks of the
	// request's subject (who replied decides whether the reply answers: records.Team).
	Answered   bool
	AnsweredIn string
	AnsweredAt int
	// To is whom a request was addressed to, when the text says.
	To string
	// Doc and Span cite the statement; Quote is the text of the span.
	Doc   string
	Span  Span
	Quote string
	// At is when the document was written.
	At time.Time
	// Revises marks a statement that says it replaces an earlier value: a slip, a handover, a
	// reassignment, a reopening, a tracker's "changed ... from A to B".
	Revises bool
	// Field marks facts read from a structured field (a ticket field line, a table cell, the
	// source system's fields): the system of record for its subject.
	Field bool
	// Record names the tracker record a field fact was read from (a ticket's author, the system
	// that exported it, and its title): two snapshots of one ticket share it. Empty for other
	// facts.
	Record string
	// Team marks an owner that is a group, team or queue the thread's records name ("Group:
	// Telephony"), not a person: a member taking the work later goes on from it (see Timelines).
	Team bool
	// Outside marks a statement said by someone outside the team (a mail from a sender no
	// team conversation, ticket or page knows): it changes no owner, due date or status of
	// work a system of record tracks (see Timelines).
	Outside bool
}

// QuoteStart is where the quote's first non-space character stands in its document's text.
func (f Fact) QuoteStart() int {
	return f.Span.Start + len(f.Quote) - len(strings.TrimLeft(f.Quote, " \t\r\n"))
}

// Ambiguous reports whether the fact's date has more than one reading.
func (f Fact) Ambiguous() bool { return len(f.Readings) > 1 }
