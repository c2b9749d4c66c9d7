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
	} {
		_, err := CheckName(tc.name)
		if tc.ok != (err == nil) || err != nil && !errs.Is(err, errs.Invalid) {
			t.Errorf("CheckName(%q) = %v, want ok %v", tc.name, err, tc.ok)
		}
	}
}
