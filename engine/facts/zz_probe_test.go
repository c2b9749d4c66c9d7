package facts

import (
	"fmt"
	"os"
	"testing"
	"time"
)

func TestZZProbe(t *testing.T) {
	b, err := os.ReadFile("/tmp/probe/text.txt")
	if err != nil {
		t.Skip()
	}
	p, _ := NewParser()
	at, _ := time.Parse(time.RFC3339, os.Getenv("PROBE_AT"))
	for _, f := range p.Extract(NewThread(), nil, Doc{ID: "d", Kind: os.Getenv("PROBE_KIND"), Author: os.Getenv("PROBE_AUTHOR"), At: at, Title: os.Getenv("PROBE_TITLE"), Text: string(b)}) {
		fmt.Printf("%s subj=%q person=%q date=%s state=%s field=%v quote=%q\n", f.Kind, f.Subject, f.Person, f.Date.Format("2006-01-02"), f.State, f.Field, f.Quote)
	}
}
