package facts

import (
	"errors"
	"fmt"
	"strings"
	"time"
)

// Proposed is a fact another reader (the optional model) says a document states, in the
// facts' own terms: a kind, a subject, a value and the verbatim quote that states it.
type Proposed struct {
	Kind    string `json:"kind"`
	Subject string `json:"subject"`
	// Value is the person (owner, commitment, request), the date YYYY-MM-DD (due; a slip's new
	// date), the status (open, in_progress, blocked, done, cancelled) or the phrase (blocker,
	// decision).
	Value string `json:"value"`
	Quote string `json:"quote"`
}

// ErrUnsupported is why a proposed fact was dropped: it does not quote its document, or its
// kind or value is not one the facts layer has.
var ErrUnsupported = errors.New("proposed fact dropped")

// Accept checks a proposed fact against the document it cites, exactly as an answer's claims
// are checked: the quote must stand verbatim in the document's text (its span is where it
// stands), the kind must be a fact kind and the value well formed for it. The accepted fact
// cites that span; anything else is ErrUnsupported, with the reason.
func Accept(p Proposed, d Doc) (Fact, error) {
	quote := strings.TrimSpace(p.Quote)
	subject := strings.TrimSpace(p.Subject)
	value := strings.TrimSpace(p.Value)
	if len(quote) < 3 || subject == "" || value == "" {
		return Fact{}, fmt.Errorf("%w: a fact needs a subject, a value and a quote", ErrUnsupported)
	}
	at := strings.Index(d.Text, quote)
	if at < 0 {
		return Fact{}, fmt.Errorf("%w: its quote is not in the cited passage", ErrUnsupported)
	}
	f := Fact{Kind: Kind(p.Kind), Subject: subject, Doc: d.ID, At: d.At, Span: Span{at, at + len(quote)}, Quote: quote}
	switch f.Kind {
	case Owner, Commitment, Request:
		f.Person = value
	case Due, Slip:
		day, err := time.Parse("2006-01-02", value)
		if err != nil {
			return Fact{}, fmt.Errorf("%w: %q is not a date YYYY-MM-DD", ErrUnsupported, value)
		}
		f.Date = day
		f.Revises = f.Kind == Slip
	case Status:
		switch st := State(strings.ToLower(value)); st {
		case Open, InProgress, Blocked, Done, Cancelled:
			f.State = st
		default:
			return Fact{}, fmt.Errorf("%w: %q is not a status", ErrUnsupported, value)
		}
	case Blocker, Decision:
		f.What = value
	default:
		return Fact{}, fmt.Errorf("%w: %q is not a kind of fact", ErrUnsupported, p.Kind)
	}
	return f, nil
}
