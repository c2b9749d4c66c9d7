package canonical_test

import (
	"bytes"
	"encoding/json"
	"math"
	"strconv"
	"testing"

	"github.com/queueproof/queueproof/engine/canonical"
)

// FuzzJSON checks the RFC 8785 encoder on arbitrary input text. Invariants: no panic; input it
// accepts is valid JSON and its output is valid JSON; canonicalising the output again gives
// the same bytes; and equal values give equal bytes: the input re-indented, and the input
// decoded into Go values and marshalled again, canonicalise to the same output.
func FuzzJSON(f *testing.F) {
	for _, s := range []string{
		`{"b":1,"a":[true,false,null,"x"],"\u20ac":{"z":-0,"y":1e21,"x":1e-7}}`,
		`{"numbers":[333333333.33333329,1E30,4.50,2e-3,0.000001,1e-6,5e-324,-1.7976931348623157e308]}`,
		`{"string":"\u20ac$\u000F\u000aA'\u0042\u0022\u005c\\\"\/","\ud83d\ude00":"\udbff\udfff"}`,
		`{"\ue000":1,"\ud800\udc00":2,"a":3}`,
		`{"a":1,"a":2}`,
		`[1 2]`,
		`"\ud800"`,
		`1e400`,
		` [ ] `,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		out, err := canonical.JSON(json.RawMessage(data))
		if err != nil {
			return
		}
		if !json.Valid(data) {
			t.Fatalf("accepted input that is not JSON: %q -> %q", data, out)
		}
		if !json.Valid(out) {
			t.Fatalf("output is not JSON: %q -> %q", data, out)
		}
		again, err := canonical.JSON(json.RawMessage(out))
		if err != nil || !bytes.Equal(again, out) {
			t.Fatalf("not idempotent: %q -> %q -> %q (%v)", data, out, again, err)
		}
		var indented bytes.Buffer
		if err := json.Indent(&indented, data, "", "  "); err != nil {
			t.Fatalf("json.Indent of accepted input: %v", err)
		}
		if b, err := canonical.JSON(indented.Bytes()); err != nil || !bytes.Equal(b, out) {
			t.Fatalf("re-indented input gives %q (%v), want %q", b, err, out)
		}
		var v any
		if err := json.Unmarshal(data, &v); err != nil {
			t.Fatalf("json.Unmarshal of accepted input: %v", err)
		}
		if b, err := canonical.JSON(v); err != nil || !bytes.Equal(b, out) {
			t.Fatalf("decoded value gives %q (%v), want %q", b, err, out)
		}
	})
}

// FuzzNumber checks number formatting over every binary64 bit pattern: finite values format
// to text that parses back to the same value (negative zero as 0) and is a valid JSON
// number; NaN and infinities are errors.
func FuzzNumber(f *testing.F) {
	for _, x := range []float64{0, math.Copysign(0, -1), 1, -1.5, 1e21, 1e-7, 1e-6, 9.999999999999999e20, 5e-324, math.MaxFloat64, 333333333.33333329, math.NaN(), math.Inf(-1)} {
		f.Add(math.Float64bits(x))
	}
	f.Fuzz(func(t *testing.T, bits uint64) {
		x := math.Float64frombits(bits)
		s, err := canonical.Number(x)
		if math.IsNaN(x) || math.IsInf(x, 0) {
			if err == nil {
				t.Fatalf("Number(%v) = %q, want an error", x, s)
			}
			return
		}
		if err != nil {
			t.Fatalf("Number(%v): %v", x, err)
		}
		back, err := strconv.ParseFloat(s, 64)
		if err != nil || back != x {
			t.Fatalf("Number(%v) = %q parses back to %v (%v)", x, s, back, err)
		}
		if !json.Valid([]byte(s)) {
			t.Fatalf("Number(%v) = %q is not a JSON number", x, s)
		}
	})
}
