package demo_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/demo"
)

func TestGenerateIsDeterministicAndRealistic(t *testing.T) {
	a, b := demo.Generate(7, 1), demo.Generate(7, 1)
	other := demo.Generate(8, 1)
	total, injections, conflicts := 0, 0, 0
	ids := map[string]bool{}
	for i := range a {
		if !bytes.Equal(a[i].JSONL(), b[i].JSONL()) {
			t.Fatalf("source %s differs between two runs with one seed", a[i].Name)
		}
		if bytes.Equal(a[i].JSONL(), other[i].JSONL()) {
			t.Errorf("source %s is the same for two seeds", a[i].Name)
		}
		if !strings.HasPrefix(a[i].Name, "Demo: ") {
			t.Errorf("source %q is not labelled as demo data", a[i].Name)
		}
		for _, r := range a[i].Records {
			total++
			if ids[a[i].Name+r.ID] {
				t.Errorf("duplicate id %s in %s", r.ID, a[i].Name)
			}
			ids[a[i].Name+r.ID] = true
			if r.Metadata["demo"] != true {
				t.Errorf("record %s is not marked demo", r.ID)
			}
			if inj, _ := r.Metadata["injection"].(bool); inj {
				injections++
			}
		}
	}
	if total < 300 || total > 1000 {
		t.Errorf("demo has %d items, want several hundred", total)
	}
	if injections < 3 {
		t.Errorf("demo has %d prompt-injection-shaped messages, want a few", injections)
	}
	// Contradictions: some ticket has a due date in the tracker and a different one in chat or mail.
	var tickets, talk string
	for _, s := range a {
		if s.Name == "Demo: Tickets" {
			tickets = string(s.JSONL())
		} else {
			talk += string(s.JSONL())
		}
	}
	for _, line := range strings.Split(tickets, "\n") {
		if i := strings.Index(line, `"due":"`); i > 0 && strings.Contains(line, `"id":"`) {
			key := line[strings.Index(line, `"id":"`)+6:]
			key = key[:strings.IndexByte(key, '"')]
			if strings.Contains(talk, "I'll have "+key+" done by") || strings.Contains(talk, key) {
				conflicts++
			}
		}
	}
	if conflicts == 0 {
		t.Errorf("no ticket is discussed in chat or mail")
	}
	if scaled := demo.Generate(7, 10); len(scaled[0].Records) != 10*len(a[0].Records) {
		t.Errorf("scale 10 gives %d tickets, want %d", len(scaled[0].Records), 10*len(a[0].Records))
	}
}
