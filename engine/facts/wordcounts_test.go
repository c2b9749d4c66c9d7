package facts

import (
	"slices"
	"testing"
)

// A count written in words is a count ("two spare engines", "Decided: one spare engine");
// a loose range, the whole a part is of ("two of the three"), a position ("gate two"), a
// length of time, a name and a bare "one" are not.
func TestCountsInWords(t *testing.T) {
	p, err := NewParser()
	if err != nil {
		t.Fatal(err)
	}
	for text, want := range map[string][]float64{
		"Powerplant proposed leasing two spare engines.": {2},
		"Decided: one spare engine, kept at Skarvnes.":   {1},
		"We settled on three vendors in the end.":        {3},
		"twenty-four bays are open at the new depot.":    {24},
		"two or three people were on shift":              nil,
		"five to six bays":                               nil,
		"two of the three replicas failed":               nil,
		"kept for two weeks":                             nil,
		"the board went for one spare engine":            {1},
		"gate two and gate four have a GPU":              nil,
		"One Piece arrived today":                        nil,
		"one thing before we start":                      nil,
	} {
		var got []float64
		for _, m := range p.Measures(text) {
			if m.Class == Count {
				got = append(got, m.Amount)
			}
		}
		if !slices.Equal(got, want) {
			t.Errorf("%q: counts %v, want %v", text, got, want)
		}
	}
}
