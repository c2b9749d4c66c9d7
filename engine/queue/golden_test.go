package queue

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine/canonical"
	"github.com/queueproof/queueproof/engine/demo"
	"github.com/queueproof/queueproof/engine/records"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/")

const demoSeed = 20250303

// goldenAsOf is the compile time of the golden files: the demo's fixed "today".
var goldenAsOf = demo.Base

func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("read golden file (run go test -update once): %v", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the golden file (%d bytes, want %d); if the change is intended, bump RankingVersion and run go test -update", name, len(got), len(want))
	}
}

// fixedRecords is the golden record set: the demo company's records as extraction produced
// them when the golden file was written.
func fixedRecords(t *testing.T) []records.Record {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "demo_records.jsonl"))
	if err != nil {
		t.Fatalf("read the fixed records (run go test -update once): %v", err)
	}
	var rs []records.Record
	for _, line := range bytes.Split(bytes.TrimSpace(b), []byte("\n")) {
		var r records.Record
		if err := json.Unmarshal(line, &r); err != nil {
			t.Fatal(err)
		}
		rs = append(rs, r)
	}
	return rs
}

// TestExtractionGolden: extraction from the demo's evidence is deterministic and gives the
// fixed record set the compile goldens use.
func TestExtractionGolden(t *testing.T) {
	cs, known := demoChunks(t, demoSeed, 1)
	rs, st := records.Extract(cs, known)
	if st.Excluded == 0 {
		t.Errorf("Extract excluded no injection-shaped chunk; the demo has several")
	}
	var buf bytes.Buffer
	for _, r := range rs {
		b, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		buf.Write(append(b, '\n'))
	}
	golden(t, "demo_records.jsonl", buf.Bytes())
}

func packetLines(t *testing.T, res Result) []byte {
	t.Helper()
	var buf bytes.Buffer
	fmt.Fprintf(&buf, "# ranking %s asOf %s records %d components %d closed %d informational %d ranked %d attached %d ambiguous %d\n",
		RankingVersion, res.AsOf.Format(time.RFC3339), res.Records, res.Components, res.Closed, res.Informational, res.Ranked, res.Attached, res.Ambiguous)
	for _, p := range res.Packets {
		fmt.Fprintf(&buf, "%s %s\n", p.ReceiptHash, p.JSON)
	}
	return buf.Bytes()
}

// TestCompileGolden: the fixed record set compiles to byte-identical packets and receipt
// hashes on every run and platform, and every receipt is SHA-256 of the packet's RFC 8785 form.
func TestCompileGolden(t *testing.T) {
	rs := fixedRecords(t)
	res, err := Compile(rs, goldenAsOf, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Packets) < 20 {
		t.Fatalf("Compile gave %d packets, want the demo's open work (at least 20)", len(res.Packets))
	}
	for i, p := range res.Packets {
		if p.Packet.Rank != i+1 {
			t.Errorf("packet %d has rank %d", i, p.Packet.Rank)
		}
		if i > 0 && p.Packet.Score > res.Packets[i-1].Packet.Score {
			t.Errorf("packet %d scores %d, above packet %d's %d", i, p.Packet.Score, i-1, res.Packets[i-1].Packet.Score)
		}
		if h, err := canonical.Hash(json.RawMessage(p.JSON)); err != nil || h != p.ReceiptHash {
			t.Errorf("packet %s: canonical.Hash(JSON) = %s, %v; receipt %s", p.Packet.Key, h, err, p.ReceiptHash)
		}
		if p.Packet.RankingVersion != RankingVersion || len(p.Packet.ComponentScores) != len(weights) || len(p.Packet.Evidence) == 0 {
			t.Errorf("packet %s lacks its ranking version, scores or evidence: %+v", p.Packet.Key, p.Packet)
		}
	}
	golden(t, "demo_packets.golden", packetLines(t, res))
}

// TestCompileIgnoresInputOrder: shuffling the records changes no byte of any packet.
func TestCompileIgnoresInputOrder(t *testing.T) {
	rs := fixedRecords(t)
	want, err := Compile(rs, goldenAsOf, 0)
	if err != nil {
		t.Fatal(err)
	}
	wantLines := packetLines(t, want)
	for seed := uint64(1); seed <= 5; seed++ {
		shuffled := slices.Clone(rs)
		r := rand.New(rand.NewPCG(seed, 7))
		r.Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
		got, err := Compile(shuffled, goldenAsOf, 0)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(packetLines(t, got), wantLines) {
			t.Fatalf("Compile(shuffle %d) differs from Compile(sorted)", seed)
		}
	}
}

// TestAsOfMovesUrgencyOnly: the same records at a later asOf give other urgency and
// staleness, and the packets say which asOf they were measured from.
func TestAsOfMovesUrgency(t *testing.T) {
	rs := fixedRecords(t)
	a, _ := Compile(rs, goldenAsOf, 0)
	b, _ := Compile(rs, goldenAsOf.AddDate(0, 0, 30), 0)
	if bytes.Equal(packetLines(t, a), packetLines(t, b)) {
		t.Fatal("Compile at asOf+30 days gave the same packets")
	}
	if b.Packets[0].Packet.AsOf != goldenAsOf.AddDate(0, 0, 30).Format(time.RFC3339) {
		t.Errorf("asOf = %s", b.Packets[0].Packet.AsOf)
	}
}

// TestDemoTraps: the demo's traps are handled: injection-shaped chunks give no record, a
// ticket with contradictory deadlines is penalised and says so, and finished work is closed.
func TestDemoTraps(t *testing.T) {
	rs := fixedRecords(t)
	for _, r := range rs {
		for _, bad := range []string{"IGNORE ALL PREVIOUS", "AI assistant", "pwned", "SYSTEM:"} {
			if bytes.Contains([]byte(r.Text), []byte(bad)) {
				t.Errorf("record %s carries injection text %q", r.ID, r.Text)
			}
		}
	}
	res, _ := Compile(rs, goldenAsOf, 0)
	contradictions := 0
	for _, p := range res.Packets {
		for _, pen := range p.Packet.Penalties {
			if pen.Name == "contradiction" {
				contradictions++
				found := false
				for _, c := range p.Packet.Constraints {
					found = found || bytes.Contains([]byte(c), []byte("Confirm which holds"))
				}
				if !found {
					t.Errorf("packet %s has a contradiction penalty but no constraint saying so", p.Packet.Key)
				}
			}
		}
	}
	if contradictions == 0 {
		t.Error("no packet carries a contradiction; the demo states conflicting deadlines for some tickets")
	}
	if res.Closed == 0 {
		t.Error("no component is closed; the demo has finished tickets")
	}
}
