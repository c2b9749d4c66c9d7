package facts

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"
)

func TestZZCase(t *testing.T) {
	id := os.Getenv("ZC")
	if id == "" {
		t.Skip()
	}
	split := strings.SplitN(id, "-", 2)[0]
	split = "dev" + strings.TrimPrefix(split, "d")
	f, err := os.Open("../../bench/facteval/testdata/" + split + ".jsonl")
	if err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<22)
	for sc.Scan() {
		var c struct {
			ID   string `json:"id"`
			Docs []struct {
				ID, Kind, Author, Title, Text string
				At                            time.Time
			} `json:"docs"`
			Facts []map[string]any `json:"facts"`
		}
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			t.Fatal(err)
		}
		if c.ID != id {
			continue
		}
		var ds []Doc
		for _, d := range c.Docs {
			ds = append(ds, Doc{ID: d.ID, Kind: d.Kind, Author: d.Author, At: d.At, Title: d.Title, Text: d.Text})
		}
		for _, g := range show(extractAll(t, ds...)) {
			fmt.Println("GOT ", g)
		}
		for _, w := range c.Facts {
			fmt.Println("WANT", w["kind"], w["subject"], w["person"], w["value"], w["date"], "|", w["quote"])
		}
	}
}
