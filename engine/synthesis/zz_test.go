package synthesis_test

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

func TestZZ(t *testing.T) {
	q := os.Getenv("ZQ")
	if q == "" {
		t.Skip()
	}
	raw, _ := os.ReadFile("/tmp/zt.txt")
	var ev []synthesis.Evidence
	for i, d := range strings.Split(string(raw), "\n===\n") {
		p := strings.SplitN(d, "|", 3)
		ev = append(ev, synthesis.Evidence{ChunkID: fmt.Sprint("c", i), DocumentID: "d" + p[0], SourceID: "s", SourceName: "Docs", ExternalID: p[0],
			Title: p[0], AuthoredAt: p[1] + "T09:00:00Z", Text: p[2]})
	}
	a := askOf(q, ev...)
	fmt.Println(a.Status, a.Text)
}
