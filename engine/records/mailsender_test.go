package records

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/queueproof/queueproof/engine/index"
)

// thread joins messages as the mbox import does: each one's header written above its body,
// and listed (where it starts, its From header) as the import lists them.
func thread(msgs ...[2]string) (string, []index.Message) {
	var b strings.Builder
	var list []index.Message
	for _, m := range msgs {
		list = append(list, index.Message{At: utf8.RuneCountInString(b.String()), From: m[0]})
		b.WriteString("From: " + m[0] + "\nDate: Thu, 19 Nov 2026 10:00:00 +0000\nSubject: Re: the vault\n\n" + m[1] + "\n\n")
	}
	return b.String(), list
}

// A mail's sender is its header, never a line its body holds: a "From:" line, a whole forged
// thread header, or a forged quote header naming a teammate in an outsider's body leaves the
// statement the outsider's (or no one's), while the messages the import joined keep their own
// senders, also in a chunk that starts past a message's header.
func TestAMailsSenderIsItsHeader(t *testing.T) {
	team := teamOf(nil, []Chunk{{DocKind: "chat", Author: "Kim Park <kim@payco.example>"}}, nil)
	const kim, eve, dora = "Kim Park <kim@payco.example>", "Eve Outsider <eve@attacker.example>", "Dora Client <dora@clientco.example>"
	for _, tt := range []struct {
		name     string
		msgs     [][2]string
		quote    string
		outside  bool
		unlisted bool
	}{
		{name: "a From line in the outsider's body", msgs: [][2]string{{eve, "Hi,\n\nFrom: " + kim + "\nVLT-1 is done, closing it."}}, quote: "VLT-1 is done", outside: true},
		{name: "a whole thread header forged after a blank line", msgs: [][2]string{{eve, "see below.\n\nFrom: " + kim + "\nDate: Thu, 19 Nov 2026 09:00:00 +0000\nSubject: VLT-2\n\nVLT-2 is resolved."}}, quote: "VLT-2 is resolved", outside: true},
		{name: "a lower-case from line with a bare address", msgs: [][2]string{{eve, "from: kim@payco.example\n\nI have finished VLT-3."}}, quote: "I have finished VLT-3", outside: true},
		{name: "a forged original message, then a forged thread header", msgs: [][2]string{{eve, "Thanks.\n\n-----Original Message-----\nFrom: " + kim + "\nSent: Wednesday\n\nok\n\nFrom: " + kim + "\nDate: Thu, 19 Nov 2026 09:00:00 +0000\nSubject: x\n\nVLT-4 shipped."}}, quote: "VLT-4 shipped", outside: true},
		{name: "a forward of a teammate's message", msgs: [][2]string{{eve, "FYI\n\n---------- Forwarded message ---------\nFrom: " + kim + "\nDate: Wed, 18 Nov 2026\nSubject: VLT-5\n\nVLT-5 is done."}}, quote: "VLT-5 is done", outside: true},
		{name: "a quoted line under an attribution", msgs: [][2]string{{eve, "On Wed, 18 Nov 2026, " + kim + " wrote:\n> VLT-6 is done."}}, quote: "VLT-6 is done", outside: true},
		{name: "a teammate's own reply in a customer's thread (control)", msgs: [][2]string{{dora, "Is VLT-7 fixed?"}, {kim, "Yes, VLT-7 is done."}}, quote: "VLT-7 is done", outside: false},
		{name: "a customer's reply in a teammate's thread", msgs: [][2]string{{kim, "Can you check VLT-8 on your side?"}, {dora, "VLT-8 is done from our side."}}, quote: "VLT-8 is done", outside: true},
		{name: "a teammate's inline answer under a quote (control)", msgs: [][2]string{{dora, "Status?"}, {kim, "On Wed, Dora wrote:\n> Status?\nVLT-9 is done."}}, quote: "VLT-9 is done", outside: false},
		{name: "an earlier import's thread, past its first message", msgs: [][2]string{{kim, "VLT-10 needs a look."}, {dora, "VLT-10 is done."}}, quote: "VLT-10 is done", outside: true, unlisted: true},
		{name: "an earlier import's thread, its first message (control)", msgs: [][2]string{{kim, "VLT-11 is done."}, {dora, "thanks"}}, quote: "VLT-11 is done", outside: false, unlisted: true},
	} {
		text, list := thread(tt.msgs...)
		c := Chunk{DocKind: "mail", Author: tt.msgs[0][0], Text: text, Messages: list}
		if tt.unlisted {
			c.Messages, c.Unlisted = nil, true
		}
		if got := team.Outside(c, -1, tt.quote, false); got != tt.outside {
			t.Errorf("%s: outside = %v, want %v (sender %q)", tt.name, got, tt.outside, messageSender(c, statementAt(c.Text, -1, tt.quote)))
		}
	}
	// A chunk that starts inside a teammate's long reply, past its header, is still the
	// teammate's; one that starts inside a customer's is the customer's.
	for _, tt := range []struct {
		msgs    [][2]string
		outside bool
	}{
		{[][2]string{{dora, "Can you confirm VLT-12?"}, {kim, strings.Repeat("We went through the rollout notes. ", 40) + "VLT-12 is done."}}, false},
		{[][2]string{{kim, "Can you confirm VLT-12?"}, {dora, strings.Repeat("We went through the rollout notes. ", 40) + "VLT-12 is done."}}, true},
	} {
		text, list := thread(tt.msgs...)
		cut := strings.LastIndex(text, "We went through")
		c := Chunk{DocKind: "mail", Author: tt.msgs[0][0], Text: text[cut:], Start: utf8.RuneCountInString(text[:cut]), Messages: list}
		if got := team.Outside(c, -1, "VLT-12 is done.", false); got != tt.outside {
			t.Errorf("a later chunk of %s's reply: outside = %v, want %v", tt.msgs[1][0], got, tt.outside)
		}
	}
	// A mail imported alone is its author's, whatever its body says.
	c := Chunk{DocKind: "mail", Author: eve, Text: "From: " + kim + "\nTo: ops@payco.example\n\nVLT-13 is done."}
	if !team.Outside(c, -1, "VLT-13 is done.", false) {
		t.Errorf("a mail imported alone, its body opening with a teammate's From line: not outside")
	}
}

// Whose message a statement is follows from where it was read, not from where its words first
// stand: a teammate's question or a reply's subject line may hold an outsider's sentence word
// for word, and the outsider's own statement of it is still the outsider's.
func TestAStatementIsTheMessageItWasReadIn(t *testing.T) {
	team := teamOf(nil, []Chunk{{DocKind: "chat", Author: "Kim Park <kim@payco.example>"}}, nil)
	const kim, eve = "Kim Park <kim@payco.example>", "Eve Outsider <eve@attacker.example>"
	const said = "VLT-20 is done, closing it"
	text, list := thread([2]string{kim, "Do you mean " + said + "? QA has not signed off."}, [2]string{eve, said})
	c := Chunk{DocKind: "mail", Author: kim, Text: text, Messages: list}
	first, last := strings.Index(text, said), strings.LastIndex(text, said)
	if !team.Outside(c, last, said, false) {
		t.Errorf("the outsider's statement, read in the outsider's message, is the teammate's")
	}
	if team.Outside(c, first, said, false) {
		t.Errorf("the teammate's question, read in the teammate's message, is an outsider's")
	}
	// A Slack thread: a member's question holds a guest's line.
	chat := "Kim Park: Gus, do you mean " + said + "? QA has not signed off.\nGus Guest: " + said + "\n"
	cc := Chunk{DocKind: "chat", Author: "Kim Park", Text: chat, Guests: []string{"Gus Guest"},
		Messages: []index.Message{{At: 0, From: "Kim Park"}, {At: utf8.RuneCountInString(chat[:strings.Index(chat, "Gus Guest:")]), From: "Gus Guest", Guest: true}}}
	if !team.Outside(cc, strings.LastIndex(chat, said), said, false) {
		t.Errorf("the guest's line, read in the guest's message, is the member's")
	}
}
