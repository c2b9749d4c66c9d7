// Command facts scores the facts layer against the labeled evaluation set in bench/facteval:
// precision and recall per fact kind and per voice, the development parts dev, dev2, dev3, dev4,
// dev5, dev6, dev7, dev8, dev9, dev10, dev11, dev12, dev13, dev14, dev15, dev16, dev17 and dev18 (which the rules' authors read; dev5 to dev18 once their first score
// is recorded) and the held-out parts heldout and heldout3 (which they did not) reported
// separately. `-v` lists the development parts' misses and extra facts, never the held-out
// parts'. Run from the repository root: `go run ./bench/facts`.
package main

import (
	"flag"
	"fmt"
	"log"
	"os"

	"github.com/queueproof/queueproof/bench/facteval"
	"github.com/queueproof/queueproof/engine/facts"
)

// heldOut are the parts whose misses are never listed.
var heldOut = map[string]bool{"heldout": true, "heldout3": true}

func main() {
	verbose := flag.Bool("v", false, "list the development parts' misses and extra facts")
	flag.Parse()
	p, err := facts.NewParser()
	if err != nil {
		log.Fatal(err)
	}
	for _, part := range []string{"dev", "dev2", "dev3", "dev4", "dev5", "dev6", "dev7", "dev8", "dev9", "dev10", "dev11", "dev12", "dev13", "dev14", "dev15", "dev16", "dev17", "dev18", "heldout", "heldout3"} {
		cases, err := facteval.Load("bench/facteval/testdata/" + part + ".jsonl")
		if err != nil {
			if os.IsNotExist(err) {
				continue
			}
			log.Fatal(err)
		}
		r := facteval.Score(p, cases)
		r.Write(os.Stdout, part)
		if *verbose && !heldOut[part] {
			for _, m := range r.Misses {
				fmt.Println("MISS ", m)
			}
			for _, e := range r.Extras {
				fmt.Println("EXTRA", e)
			}
		}
	}
}
