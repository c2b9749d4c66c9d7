package page_test

import (
	"testing"

	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/page"
)

// FuzzDecodeCursor checks the opaque pagination cursors that clients send back: no panic; a
// cursor made by EncodeCursor decodes to its key; anything else either decodes to a key whose
// own cursor decodes to the same key, or is refused with BAD_USER_INPUT (and so is a request
// carrying it, except the empty cursor, which a request reads as "from the start").
func FuzzDecodeCursor(f *testing.F) {
	f.Add("pub_AAAAAAAAAAAAAAAAAAAA", page.EncodeCursor("pub_AAAAAAAAAAAAAAAAAAAA"))
	f.Add("", "YzE6")
	f.Add("\xff\x00", "YzE6YR")
	f.Add("k", "=====")
	f.Fuzz(func(t *testing.T, key, cursor string) {
		if got, err := page.DecodeCursor(page.EncodeCursor(key)); err != nil || got != key {
			t.Fatalf("cursor of %q decodes to %q, %v", key, got, err)
		}
		got, err := page.DecodeCursor(cursor)
		if err != nil {
			if !errs.Is(err, errs.Invalid) {
				t.Fatalf("DecodeCursor(%q) error is not BAD_USER_INPUT: %v", cursor, err)
			}
			if _, err := (page.Request{First: 1, After: cursor}).Normalize(); cursor != "" && !errs.Is(err, errs.Invalid) {
				t.Fatalf("a request after %q = %v, want BAD_USER_INPUT", cursor, err)
			}
			return
		}
		if back, err := page.DecodeCursor(page.EncodeCursor(got)); err != nil || back != got {
			t.Fatalf("%q decodes to %q whose cursor decodes to %q, %v", cursor, got, back, err)
		}
	})
}
