package queue

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/records"
)

func rec(id string, ids []string, entities ...string) records.Record {
	return records.Record{ID: id, Kind: records.Commitment, Text: "text of " + id, ExactIDs: ids, Entities: entities,
		Citation: records.Citation{SourceID: "src_a", SourceName: "A", ChunkID: "chk_" + id}}
}

// groups renders a clustering as "key:rec,rec | key:rec" for comparison.
func groups(cl Clustering) string {
	var parts []string
	for _, c := range cl.Components {
		var ids []string
		for _, r := range c.Records {
			ids = append(ids, r.ID)
		}
		slices.Sort(ids)
		parts = append(parts, c.Key+":"+strings.Join(ids, ","))
	}
	return strings.Join(parts, " | ")
}

func TestCluster(t *testing.T) {
	for _, tc := range []struct {
		name          string
		in            []records.Record
		want          string
		attached, amb int
	}{
		{
			name: "overlapping exact ids form one component, transitively",
			in: []records.Record{
				rec("r1", []string{"ENG-1", "INC-7"}), rec("r2", []string{"INC-7", "PR-3"}), rec("r3", []string{"PR-3"}),
				rec("r4", []string{"ENG-2"}),
			},
			want: "ENG-1:r1,r2,r3 | ENG-2:r4",
		},
		{
			name: "near-name trap: similar product names with disjoint ids stay apart",
			in: []records.Record{
				rec("r1", []string{"ENG-1"}, "Ledger Sync"), rec("r2", []string{"DATA-9"}, "Ledger Sync 2"),
				rec("r3", []string{"ENG-1"}, "Ledger Sync"), rec("r4", []string{"DATA-9"}, "Ledger Sync 2"),
			},
			want: "DATA-9:r2,r4 | ENG-1:r1,r3",
		},
		{
			name: "same product name, disjoint ids: still two components",
			in: []records.Record{
				rec("r1", []string{"ENG-1"}, "Checkout v2"), rec("r2", []string{"ENG-2"}, "Checkout v2"),
			},
			want: "ENG-1:r1 | ENG-2:r2",
		},
		{
			name: "an id-less record attaches to the one exact-id component sharing its entity",
			in: []records.Record{
				rec("r1", []string{"ENG-1"}, "Ledger Sync"), rec("r2", []string{"DATA-9"}, "Ledger Sync 2"),
				rec("r3", nil, "Ledger Sync"),
			},
			want:     "DATA-9:r2 | ENG-1:r1,r3",
			attached: 1,
		},
		{
			name: "an ambiguous id-less record attaches nowhere",
			in: []records.Record{
				rec("r1", []string{"ENG-1"}, "Checkout v2"), rec("r2", []string{"ENG-2"}, "Checkout v2"),
				rec("r3", nil, "Checkout v2"),
			},
			want: "ENG-1:r1 | ENG-2:r2 | record:r3:r3",
			amb:  1,
		},
		{
			name: "an id-less record whose two entities point at two components is ambiguous",
			in: []records.Record{
				rec("r1", []string{"ENG-1"}, "Checkout v2"), rec("r2", []string{"ENG-2"}, "Billing"),
				rec("r3", nil, "Billing", "Checkout v2"),
			},
			want: "ENG-1:r1 | ENG-2:r2 | record:r3:r3",
			amb:  1,
		},
		{
			name: "an id-less record matching nothing stands alone, and never joins another id-less record",
			in: []records.Record{
				rec("r1", []string{"ENG-1"}, "Checkout v2"), rec("r2", nil, "Search"), rec("r3", nil, "Search"),
			},
			want: "ENG-1:r1 | record:r2:r2 | record:r3:r3",
		},
		{
			name: "attached records do not extend a component's entities for later id-less records",
			in: []records.Record{
				rec("r1", []string{"ENG-1"}, "Checkout v2"), rec("r2", nil, "Checkout v2", "Mobile"),
				rec("r3", []string{"MOB-4"}, "Mobile"), rec("r4", nil, "Checkout v2"),
			},
			want:     "ENG-1:r1,r4 | MOB-4:r3 | record:r2:r2",
			attached: 1, amb: 1,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := Cluster(tc.in)
			if g := groups(got); g != tc.want || got.Attached != tc.attached || got.Ambiguous != tc.amb {
				t.Errorf("Cluster = %s (attached %d, ambiguous %d)\nwant %s (attached %d, ambiguous %d)", g, got.Attached, got.Ambiguous, tc.want, tc.attached, tc.amb)
			}
			for seed := uint64(1); seed <= 20; seed++ {
				sh := slices.Clone(tc.in)
				rand.New(rand.NewPCG(seed, 1)).Shuffle(len(sh), func(i, j int) { sh[i], sh[j] = sh[j], sh[i] })
				if g := groups(Cluster(sh)); g != tc.want {
					t.Fatalf("Cluster(shuffle %d) = %s, want %s", seed, g, tc.want)
				}
			}
		})
	}
}

// TestRankingTiesAndPenalties: equal scores are ordered by component key; contradictions,
// missing information and a single unverified source are visible penalties.
func TestRankingTiesAndPenalties(t *testing.T) {
	mk := func(id, key, due, owner string, sor bool) records.Record {
		r := rec(id, []string{key})
		r.Due, r.Owner, r.SystemOfRecord, r.At = due, owner, sor, "2025-03-01T10:00:00Z"
		return r
	}
	rs := []records.Record{
		mk("a", "ENG-2", "2025-03-05", "Dana Cho", true), mk("b", "ENG-1", "2025-03-05", "Dana Cho", true),
		mk("c", "ENG-3", "2025-03-05", "Dana Cho", true), mk("d", "ENG-3", "2025-03-20", "Dana Cho", true),
		mk("e", "ENG-4", "", "", false),
	}
	res, err := Compile(rs, goldenAsOf, 0)
	if err != nil {
		t.Fatal(err)
	}
	var keys []string
	for _, p := range res.Packets {
		keys = append(keys, p.Packet.Key)
	}
	if got, want := strings.Join(keys, " "), "ENG-1 ENG-2 ENG-3 ENG-4"; got != want {
		t.Fatalf("order = %s, want %s", got, want)
	}
	if res.Packets[0].Packet.Score != res.Packets[1].Packet.Score {
		t.Errorf("ENG-1 and ENG-2 should tie: %d, %d", res.Packets[0].Packet.Score, res.Packets[1].Packet.Score)
	}
	penalties := func(p Packet) string {
		var n []string
		for _, x := range p.Penalties {
			n = append(n, x.Name)
		}
		return strings.Join(n, ",")
	}
	if got := penalties(res.Packets[2].Packet); got != "contradiction" {
		t.Errorf("ENG-3 penalties = %s, want contradiction", got)
	}
	if got := penalties(res.Packets[3].Packet); got != "missingInformation,missingInformation,singleUnverifiedSource" {
		t.Errorf("ENG-4 penalties = %s", got)
	}
	if got := res.Packets[3].Packet.MissingInformation; len(got) != 2 {
		t.Errorf("ENG-4 missing information = %q", got)
	}
}
