package textsafe

import "testing"

func TestHidden(t *testing.T) {
	for _, tc := range []struct {
		in     string
		lines  bool
		want   rune
		hidden bool
	}{
		{"Rotate the signing key", false, 0, false},
		{"Café ünïcode — dashes and emoji 🙇", false, 0, false},
		{"two\nlines\tand a tab", true, 0, false},
		{"two\nlines", false, '\n', true},
		{"carriage\rreturn", true, '\r', true},
		{"nul\x00", true, 0, true},
		{"escape\x1b[2K", true, 0x1b, true},
		{"override \u202egnp.nigol", false, 0x202e, true},
		{"isolate \u2068x\u2069", true, 0x2068, true},
		{"mark \u200f", false, 0x200f, true},
		{"invalid \xff byte", false, 0xfffd, true},
	} {
		r, ok := Hidden(tc.in, tc.lines)
		if ok != tc.hidden || r != tc.want {
			t.Errorf("Hidden(%q, %v) = %U, %v; want %U", tc.in, tc.lines, r, ok, tc.want)
		}
	}
}
