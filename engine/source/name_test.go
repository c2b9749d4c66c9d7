package source

import (
	"testing"

	"github.com/queueproof/queueproof/engine/errs"
)

func TestCheckName(t *testing.T) {
	for _, tc := range []struct {
		name string
		ok   bool
	}{
		{"Payments", true},
		{"  Café notes  ", true},
		{"", false},
		{"   ", false},
		{string(make([]byte, 201)), false},
		{"Pay\x00ments", false},
		{"Pay\nments", false},
		{"Pay\u202Eslitn", false}, // right-to-left override
		{"Pay\u200Fments", false}, // right-to-left mark
		{"Pay\xffments", false},   // not UTF-8
		{"Tra\u200bcker", false},  // zero-width space
		{"Tracker\ufeff", false},  // byte order mark
		{"Tra\u00adcker", false},  // soft hyphen
		{"Tra\u00a0cker", false},  // no-break space
		{"Ops\u2060log", false},   // word joiner
	} {
		_, err := CheckName(tc.name)
		if tc.ok != (err == nil) || err != nil && !errs.Is(err, errs.Invalid) {
			t.Errorf("CheckName(%q) = %v, want ok %v", tc.name, err, tc.ok)
		}
	}
}

// A name is stored as one form: trimmed and composed ("Cafe\u0301" is "Café").
func TestCheckNameNormalises(t *testing.T) {
	for in, want := range map[string]string{"  Tracker ": "Tracker", "Cafe\u0301 notes": "Caf\u00e9 notes"} {
		if got, err := CheckName(in); err != nil || got != want {
			t.Errorf("CheckName(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
}
