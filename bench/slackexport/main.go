// Command slackexport writes a synthetic Slack export zip of about the size asked for (users.json,
// channels.json and channel folders of day files; threads of a parent and its replies), for
// import benchmarks. Entries are stored uncompressed, so the zip's size is the JSON's size. The
// same seed writes the same file.
//
//	go run ./bench/slackexport -mb 50 -out /tmp/slack-50mb.zip
package main

import (
	"archive/zip"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"strings"
	"time"
)

type message struct {
	Type     string `json:"type"`
	User     string `json:"user"`
	Text     string `json:"text"`
	TS       string `json:"ts"`
	ThreadTS string `json:"thread_ts,omitempty"`
}

// counter counts the bytes written through it.
type counter struct {
	w io.Writer
	n int64
}

func (c *counter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	return n, err
}

var words = strings.Fields(`checkout rollout release deploy incident customer invoice refund retry session token
	mobile web latency database migration queue worker cache index search ranking canary owner review
	approve block blocked friday monday deadline sprint roadmap billing payments ledger reconciliation
	alert pager oncall escalation postmortem fix bug regression test flaky staging production rollback
	feature flag experiment metric dashboard error timeout budget plan estimate scope design spec`)

func sentence(r *rand.Rand) string {
	n := 8 + r.IntN(14)
	ws := make([]string, n)
	for i := range ws {
		ws[i] = words[r.IntN(len(words))]
	}
	if r.IntN(4) == 0 {
		ws[r.IntN(n)] = fmt.Sprintf("ENG-%d", 100+r.IntN(900))
	}
	s := strings.Join(ws, " ")
	return strings.ToUpper(s[:1]) + s[1:] + "."
}

func main() {
	mb := flag.Int("mb", 50, "target size in MiB")
	out := flag.String("out", "slack-export.zip", "output file")
	seed := flag.Uint64("seed", 20250303, "random seed")
	flag.Parse()
	if err := write(*out, int64(*mb)<<20, *seed); err != nil {
		fmt.Fprintln(os.Stderr, "slackexport:", err)
		os.Exit(1)
	}
}

func write(path string, target int64, seed uint64) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	defer f.Close()
	c := &counter{w: f}
	zw := zip.NewWriter(c)
	entry := func(name string, v any) error {
		w, err := zw.CreateHeader(&zip.FileHeader{Name: name, Method: zip.Store, Modified: time.Date(2025, 3, 3, 0, 0, 0, 0, time.UTC)})
		if err != nil {
			return err
		}
		return json.NewEncoder(w).Encode(v)
	}
	r := rand.New(rand.NewPCG(seed, seed))
	users := make([]map[string]string, 40)
	for i := range users {
		users[i] = map[string]string{"id": fmt.Sprintf("U%03d", i), "name": fmt.Sprintf("user%d", i), "real_name": fmt.Sprintf("Person %d", i)}
	}
	if err := entry("users.json", users); err != nil {
		return err
	}
	channels := []string{"eng-checkout", "eng-mobile", "ops", "billing", "support", "launch", "design", "data"}
	var chs []map[string]string
	for _, ch := range channels {
		chs = append(chs, map[string]string{"name": ch})
	}
	if err := entry("channels.json", chs); err != nil {
		return err
	}
	day := time.Date(2024, 1, 1, 9, 0, 0, 0, time.UTC)
	ts := day.Unix()
	for c.n < target {
		for _, ch := range channels {
			var msgs []message
			for t := 0; t < 30; t++ {
				ts += int64(1 + r.IntN(300))
				parent := fmt.Sprintf("%d.%06d", ts, r.IntN(1000000))
				msgs = append(msgs, message{Type: "message", User: users[r.IntN(len(users))]["id"], Text: sentence(r) + " " + sentence(r), TS: parent, ThreadTS: parent})
				for k := r.IntN(5); k > 0; k-- {
					ts += int64(1 + r.IntN(60))
					msgs = append(msgs, message{Type: "message", User: users[r.IntN(len(users))]["id"], Text: sentence(r), TS: fmt.Sprintf("%d.%06d", ts, r.IntN(1000000)), ThreadTS: parent})
				}
			}
			if err := entry(fmt.Sprintf("%s/%s.json", ch, day.Format("2006-01-02")), msgs); err != nil {
				return err
			}
		}
		day = day.AddDate(0, 0, 1)
	}
	if err := zw.Close(); err != nil {
		return err
	}
	fmt.Printf("%s: %d bytes, %d days of %d channels\n", path, c.n, int(day.Sub(time.Date(2024, 1, 1, 9, 0, 0, 0, time.UTC)).Hours()/24), len(channels))
	return nil
}
