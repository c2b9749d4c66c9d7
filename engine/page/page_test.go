package page_test

import (
	"reflect"
	"testing"

	"github.com/queueproof/queueproof/engine/page"
)

// TestTrim checks the end of a keyset page read with LIMIT first+1.
func TestTrim(t *testing.T) {
	key := func(s string) string { return s }
	for _, c := range []struct {
		in    []string
		first int
		want  []string
		info  page.Info
	}{
		{nil, 2, nil, page.Info{}},
		{[]string{"a"}, 2, []string{"a"}, page.Info{EndCursor: page.EncodeCursor("a")}},
		{[]string{"a", "b"}, 2, []string{"a", "b"}, page.Info{EndCursor: page.EncodeCursor("b")}},
		{[]string{"a", "b", "c"}, 2, []string{"a", "b"}, page.Info{HasNextPage: true, EndCursor: page.EncodeCursor("b")}},
	} {
		got, info := page.Trim(c.in, c.first, key)
		if !reflect.DeepEqual(got, c.want) || info != c.info {
			t.Errorf("Trim(%q, %d) = %q, %+v; want %q, %+v", c.in, c.first, got, info, c.want, c.info)
		}
	}
}
