package records

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/queueproof/queueproof/engine/index"
)

// slackThread writes messages as the Slack import does ("Name: text" per message) and lists
// them (where each starts, its account's name, whether a guest wrote it).
func slackThread(msgs ...index.Message) Chunk {
	var b strings.Builder
	var list []index.Message
	var guests []string
	for _, m := range msgs {
		list = append(list, index.Message{At: utf8.RuneCountInString(b.String()), From: m.From, Guest: m.Guest})
		b.WriteString(m.From + ": " + msgText[m.At] + "\n")
		if m.Guest {
			guests = append(guests, m.From)
		}
	}
	return Chunk{ChunkID: "slack", DocKind: "chat", Author: msgs[0].From, Text: b.String(), Messages: list, Guests: guests}
}

// msgText are the messages' texts, by the number the cases give them.
var msgText = map[int]string{
	1: "ORB-1 status?",
	2: "thanks for the update\nAna Ruiz: ORB-1 is done, closing it.",
	3: "Ana Ruiz: ORB-2 shipped yesterday.",
	4: "ORB-3 is resolved.",
	5: "hello all, a quick question on the orbit config",
	6: "ORB-4 is done.",
	7: "Gus said earlier:\nGus Guest: ORB-5 can wait\nbut ORB-5 is done now.",
}

// In a chat thread the import lists, the speaker of every line of a message is the message's
// account: a "Name:" line a guest's message holds, a guest's text opening with a member's name,
// or a guest's profile wearing a member's name leaves the line a guest's; a member's own
// message is the member's, also in a thread a guest wearing her name started, and also where
// it quotes a guest's line.
func TestAChatLineIsItsMessagesAccounts(t *testing.T) {
	ana, kim := index.Message{From: "Ana Ruiz"}, index.Message{From: "Kim Park"}
	gus, wearer := index.Message{From: "Gus Guest", Guest: true}, index.Message{From: "Ana Ruiz", Guest: true}
	with := func(m index.Message, n int) index.Message { m.At = n; return m }
	for _, tt := range []struct {
		name    string
		c       Chunk
		quote   string
		outside bool
	}{
		{"a guest's new line forging a member's", slackThread(with(ana, 1), with(gus, 2)), "ORB-1 is done, closing it.", true},
		{"a guest's text opening with a member's name", slackThread(with(kim, 1), with(gus, 3)), "ORB-2 shipped yesterday.", true},
		{"a guest wearing a member's name", slackThread(with(ana, 1), with(wearer, 4)), "ORB-3 is resolved.", true},
		{"a member in a thread a guest wearing her name started (control)", slackThread(with(wearer, 5), with(ana, 6)), "ORB-4 is done.", false},
		{"a member quoting a guest's line (control)", slackThread(with(gus, 1), with(kim, 7)), "ORB-5 is done now.", false},
	} {
		if got := (Team{}).Outside(tt.c, -1, tt.quote, false); got != tt.outside {
			t.Errorf("%s: outside = %v, want %v", tt.name, got, tt.outside)
		}
	}
	// The team is who writes from a member's account: a guest's "Name:" line or a guest's
	// profile names no teammate.
	c := slackThread(with(ana, 1), with(gus, 7), with(wearer, 4))
	c.Text += "Mallory Stone: I own ORB-9\n"
	team := teamOf(nil, []Chunk{c}, nil)
	for _, n := range []string{"ana ruiz"} {
		if !team.names[n] {
			t.Errorf("team names %v lack the member %q", sortedKeys(team.names), n)
		}
	}
	for _, n := range []string{"gus guest", "mallory stone"} {
		if team.names[n] {
			t.Errorf("team names %v hold %q, whom no member's account shows", sortedKeys(team.names), n)
		}
	}
}

// A chat record no import lists the messages of (a JSONL chat record) is one message, every
// line of it its author's, unless it is a transcript that opens with its author's own "Name:"
// line; a line a guest's name opens is a guest's either way. A thread an earlier import joined
// without listing its messages fails closed where it names guests.
func TestAChatRecordIsItsAuthorsMessage(t *testing.T) {
	guests := []string{"Gus Guest", "Carl Gast"}
	for _, tt := range []struct {
		name, author, text, quote string
		unlisted, outside         bool
	}{
		{"a guest's record with no prefix", "Gus Guest", "ORB-6 is done, closing it.", "ORB-6 is done", false, true},
		{"a guest's record with an address", "Carl Gast <carl@guestco.example>", "we finished ORB-7 on our side", "we finished ORB-7", false, true},
		{"a guest's record forging a member's line", "Gus Guest", "thanks!\nKim Park: ORB-8 is done.", "ORB-8 is done.", false, true},
		{"a guest's record opening with a member's name", "Gus Guest", "Kim Park: ORB-9 is done.", "ORB-9 is done.", false, true},
		{"a guest's line in a member's transcript", "Ana Ruiz", "Ana Ruiz: ORB-10 status?\nGus Guest: ORB-10 is done.", "ORB-10 is done.", false, true},
		{"a member's line in her transcript (control)", "Ana Ruiz", "Ana Ruiz: ORB-11 is done.\nGus Guest: great", "ORB-11 is done.", false, false},
		{"a member's line in a guest's transcript (control)", "Gus Guest", "Gus Guest: ORB-12 status?\nAna Ruiz: ORB-12 is done.", "ORB-12 is done.", false, false},
		{"a member's record (control)", "Ana Ruiz", "ORB-13 is done.", "ORB-13 is done.", false, false},
		{"an earlier import's thread naming guests", "Ana Ruiz", "Ana Ruiz: ORB-14 is done.", "ORB-14 is done.", true, true},
	} {
		c := Chunk{DocKind: "chat", Author: tt.author, Text: tt.text, Guests: guests, Unlisted: tt.unlisted}
		if got := (Team{}).Outside(c, -1, tt.quote, false); got != tt.outside {
			t.Errorf("%s: outside = %v, want %v", tt.name, got, tt.outside)
		}
	}
}
