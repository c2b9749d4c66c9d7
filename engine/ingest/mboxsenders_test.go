package ingest_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/index"
	"github.com/queueproof/queueproof/engine/ingest"
)

// A thread the mbox import joins lists its messages in its metadata: where each one's header
// starts in the body (in runes, as chunk offsets are, past accented and emoji text) and its
// From header, so a "From:" line a body holds is never taken for a message of the thread.
func TestMboxListsEachMessagesSender(t *testing.T) {
	docs, err := parse(t, ingest.Mbox, "testdata/mbox/launch.mbox")
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range docs {
		b, err := json.Marshal(d.Metadata)
		if err != nil {
			t.Fatal(err)
		}
		list, unlisted := index.MetadataMessages(string(b))
		if n, _ := d.Metadata["messages"].(int); len(list) != n || unlisted {
			t.Fatalf("%s: %d messages listed (unlisted %v), want %d", d.ExternalID, len(list), unlisted, n)
		}
		body := []rune(d.Body)
		for _, m := range list {
			if m.At < 0 || m.At > len(body) || !strings.HasPrefix(string(body[m.At:]), "From: "+m.From+"\nDate: ") {
				t.Errorf("%s: a message listed at %d from %q; the body there reads %q", d.ExternalID, m.At, m.From, string(body[min(m.At, len(body)):min(m.At+60, len(body))]))
			}
		}
	}
	// An earlier import's thread lists no senders: its messages are unlisted.
	if _, unlisted := index.MetadataMessages(`{"messages":3}`); !unlisted {
		t.Errorf("a thread of 3 messages without senders is not unlisted")
	}
	if _, unlisted := index.MetadataMessages(`{"messages":1}`); unlisted {
		t.Errorf("one message without senders is unlisted")
	}
}
