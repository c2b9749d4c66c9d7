package queue

import (
	"fmt"
	"slices"
	"testing"

	"github.com/queueproof/queueproof/engine/records"
)

// One stranger's document makes at most maxStrangerItems items of Today: thirty items due
// tomorrow in a digest from outside the team do not push the team's own work out of a short
// queue; the team's items and a second stranger's document keep theirs.
func TestAStrangersDocumentMakesFewItems(t *testing.T) {
	mk := func(id, key, doc string, outside bool) records.Record {
		r := rec(id, []string{key})
		r.Due, r.At, r.Outside = "2025-03-02", "2025-03-01T10:00:00Z", outside
		r.Citation.DocumentID = doc
		return r
	}
	var rs []records.Record
	for i := range 30 {
		rs = append(rs, mk(fmt.Sprint("s", i), fmt.Sprintf("DIG-%d", i+1), "doc_digest", true))
	}
	team := mk("t1", "OPS-7", "doc_team", false)
	team.Due = "2025-03-20"
	rs = append(rs, team, mk("c1", "CUS-1", "doc_customer", true))
	res, err := Compile(rs, goldenAsOf, 12)
	if err != nil {
		t.Fatal(err)
	}
	var keys []string
	digest := 0
	for _, p := range res.Packets {
		keys = append(keys, p.Packet.Key)
		if len(p.Packet.Key) > 4 && p.Packet.Key[:4] == "DIG-" {
			digest++
		}
	}
	if digest != maxStrangerItems || !slices.Contains(keys, "OPS-7") || !slices.Contains(keys, "CUS-1") {
		t.Errorf("packets %v: want %d of the digest's items, the team's OPS-7 and the customer's CUS-1", keys, maxStrangerItems)
	}
}
