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

// The bound is per voice, not per document: a stranger's items split over thirty mails are ten
// in all, and a customer's request in the thread she floods keeps its place; the senders of one
// organisation make twenty, and its first five senders' first items stay beyond that. However many organisations flood, the
// team's items keep half of Today's places.
func TestAStrangersVoiceMakesFewItemsAndTheTeamKeepsItsPlaces(t *testing.T) {
	mk := func(id, key, doc, sender, org string) records.Record {
		r := rec(id, []string{key})
		r.Due, r.At, r.Outside = "2025-03-02", "2025-03-01T10:00:00Z", sender != ""
		if sender != "" {
			r.Voice = &records.Voice{Sender: sender, Organisation: org}
		}
		r.Citation.DocumentID = doc
		return r
	}
	count := func(res Result, prefix string) (n int, keys []string) {
		for _, p := range res.Packets {
			keys = append(keys, p.Packet.Key)
			if len(p.Packet.Key) > len(prefix) && p.Packet.Key[:len(prefix)] == prefix {
				n++
			}
		}
		return n, keys
	}
	customer := mk("c1", "CUS-1", "doc_mail0", "carl@customer.example", "domain customer.example")
	customer.Due = "2025-03-20"
	team := mk("t1", "OPS-7", "doc_team", "", "")
	team.Due = "2025-03-20"
	var rs []records.Record
	for i := range 30 {
		rs = append(rs, mk(fmt.Sprint("s", i), fmt.Sprintf("DIG-%d", i+1), fmt.Sprint("doc_mail", i), "eve@attacker.example", "domain attacker.example"))
	}
	res, err := Compile(append(rs, customer, team), goldenAsOf, 14)
	if err != nil {
		t.Fatal(err)
	}
	if n, keys := count(res, "DIG-"); n != maxStrangerItems || !slices.Contains(keys, "OPS-7") || !slices.Contains(keys, "CUS-1") {
		t.Errorf("one voice over thirty mails: packets %v: want %d of its items, the team's OPS-7 and the customer's CUS-1", keys, maxStrangerItems)
	}

	// Two strangers writing from the customer's own domain use up its organisation's count, but
	// not the customer's first ask.
	rs = nil
	for i := range 20 {
		rs = append(rs, mk(fmt.Sprint("s", i), fmt.Sprintf("DIG-%d", i+1), fmt.Sprint("doc_mail", i), fmt.Sprintf("eve%d@customer.example", i%2), "domain customer.example"))
	}
	res, err = Compile(append(rs, customer, team), goldenAsOf, 40)
	if err != nil {
		t.Fatal(err)
	}
	if _, keys := count(res, "DIG-"); !slices.Contains(keys, "OPS-7") || !slices.Contains(keys, "CUS-1") {
		t.Errorf("strangers at the customer's domain: packets %v: want OPS-7 and CUS-1", keys)
	}
	// Thirty senders of one organisation, three items each: the organisation's twenty, and
	// its first five senders' first items whatever the count.
	rs = nil
	for i := range 90 {
		rs = append(rs, mk(fmt.Sprint("s", i), fmt.Sprintf("DIG-%d", i+1), fmt.Sprint("doc_mail", i), fmt.Sprintf("eve%d@attacker.example", i%30), "domain attacker.example"))
	}
	res, err = Compile(append(rs, customer, team), goldenAsOf, 100)
	if err != nil {
		t.Fatal(err)
	}
	if n, keys := count(res, "DIG-"); n < maxOrganisationItems || n > maxOrganisationItems+maxOrganisationFirsts || !slices.Contains(keys, "OPS-7") || !slices.Contains(keys, "CUS-1") {
		t.Errorf("thirty senders of one organisation: %d of their items (want %d to %d), packets %v", n, maxOrganisationItems, maxOrganisationItems+maxOrganisationFirsts, keys)
	}

	rs = nil
	for i := range 60 {
		rs = append(rs, mk(fmt.Sprint("s", i), fmt.Sprintf("DIG-%d", i+1), fmt.Sprint("doc_mail", i), fmt.Sprintf("eve@attacker%d.example", i), fmt.Sprintf("domain attacker%d.example", i)))
	}
	for i := range 8 {
		r := mk(fmt.Sprint("t", i), fmt.Sprintf("OPS-%d", i+1), "doc_team", "", "")
		r.Due = "2025-03-20"
		rs = append(rs, r)
	}
	res, err = Compile(rs, goldenAsOf, 10)
	if err != nil {
		t.Fatal(err)
	}
	if n, keys := count(res, "OPS-"); n != 5 {
		t.Errorf("sixty organisations: packets %v: want the team's items in half of the 10 places", keys)
	}
	res, err = Compile(rs[:60], goldenAsOf, 10)
	if err != nil {
		t.Fatal(err)
	}
	if n, keys := count(res, "DIG-"); n != 10 {
		t.Errorf("sixty organisations and no team item: packets %v: want all 10 places theirs", keys)
	}
}
