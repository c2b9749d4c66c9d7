package canonical_test

import (
	"errors"
	"math"
	"testing"

	"github.com/queueproof/queueproof/engine/canonical"
)

// TestNumbers are the IEEE 754 examples of RFC 8785 appendix B.
func TestNumbers(t *testing.T) {
	for _, tt := range []struct {
		bits uint64
		want string
	}{
		{0x0000000000000000, "0"},
		{0x8000000000000000, "0"},
		{0x0000000000000001, "5e-324"},
		{0x8000000000000001, "-5e-324"},
		{0x7fefffffffffffff, "1.7976931348623157e+308"},
		{0xffefffffffffffff, "-1.7976931348623157e+308"},
		{0x4340000000000000, "9007199254740992"},
		{0xc340000000000000, "-9007199254740992"},
		{0x4430000000000000, "295147905179352830000"},
		{0x44b52d02c7e14af5, "9.999999999999997e+22"},
		{0x44b52d02c7e14af6, "1e+23"},
		{0x44b52d02c7e14af7, "1.0000000000000001e+23"},
		{0x444b1ae4d6e2ef4e, "999999999999999700000"},
		{0x444b1ae4d6e2ef4f, "999999999999999900000"},
		{0x444b1ae4d6e2ef50, "1e+21"},
		{0x3eb0c6f7a0b5ed8c, "9.999999999999997e-7"},
		{0x3eb0c6f7a0b5ed8d, "0.000001"},
		{0x41b3de4355555553, "333333333.3333332"},
		{0x41b3de4355555554, "333333333.33333325"},
		{0x41b3de4355555555, "333333333.3333333"},
		{0x41b3de4355555556, "333333333.3333334"},
		{0x41b3de4355555557, "333333333.33333343"},
		{0xbecbf647612f3696, "-0.0000033333333333333333"},
		{0x43143ff3c1cb0959, "1424953923781206.2"},
	} {
		got, err := canonical.Number(math.Float64frombits(tt.bits))
		if err != nil || got != tt.want {
			t.Errorf("Number(%#016x) = %q, %v; want %q", tt.bits, got, err, tt.want)
		}
	}
	for _, bits := range []uint64{0x7fffffffffffffff, 0x7ff0000000000000, 0xfff0000000000000} {
		if _, err := canonical.Number(math.Float64frombits(bits)); !errors.Is(err, canonical.ErrNumber) {
			t.Errorf("Number(%#016x) error = %v, want ErrNumber", bits, err)
		}
	}
}

func TestTransform(t *testing.T) {
	for _, tt := range []struct{ name, in, want string }{
		{
			// RFC 8785 section 3.2.2, the sample input and its canonical form.
			"rfc 8785 3.2.2",
			`{
  "numbers": [333333333.33333329, 1E30, 4.50, 2e-3, 0.000000000000000000000000001],
  "string": "\u20ac$\u000F\u000aA'\u0042\u0022\u005c\\\"\/",
  "literals": [null, true, false]
}`,
			`{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],"string":"€$\u000f\nA'B\"\\\\\"/"}`,
		},
		{
			// RFC 8785 section 3.2.3, property sorting by UTF-16 code units.
			"rfc 8785 3.2.3",
			`{
  "\u20ac": "Euro Sign",
  "\r": "Carriage Return",
  "\ufb33": "Hebrew Letter Dalet With Dagesh",
  "1": "One",
  "\ud83d\ude00": "Emoji: Grinning Face",
  "\u0080": "Control",
  "\u00f6": "Latin Small Letter O With Diaeresis"
}`,
			"{\"\\r\":\"Carriage Return\",\"1\":\"One\",\"\u0080\":\"Control\",\"\u00f6\":\"Latin Small Letter O With Diaeresis\",\"\u20ac\":\"Euro Sign\",\"\U0001f600\":\"Emoji: Grinning Face\",\"\ufb33\":\"Hebrew Letter Dalet With Dagesh\"}",
		},
		{"nested and empty", `{"b":[{"z":1,"a":[]},{}],"a":{"y":null,"x":"<&>"}}`, `{"a":{"x":"<&>","y":null},"b":[{"a":[],"z":1},{}]}`},
		{"control characters", `"\u0001\b\t\u001f\u007f\u2028"`, "\"\\u0001\\b\\t\\u001f\u007f\u2028\""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got, err := canonical.Transform([]byte(tt.in))
			if err != nil || string(got) != tt.want {
				t.Fatalf("Transform = %s, %v\nwant %s", got, err, tt.want)
			}
		})
	}
	if _, err := canonical.Transform([]byte(`{"a":1} {"b":2}`)); err == nil {
		t.Error("Transform accepted trailing data")
	}
	if _, err := canonical.Transform([]byte(`[1e400]`)); !errors.Is(err, canonical.ErrNumber) {
		t.Errorf("Transform(1e400) = %v, want ErrNumber", err)
	}
}

func TestJSONAndHash(t *testing.T) {
	type inner struct {
		Z string `json:"z"`
		A int    `json:"a"`
	}
	v := struct {
		Name  string         `json:"name"`
		Inner inner          `json:"inner"`
		Map   map[string]int `json:"map"`
		HTML  string         `json:"html"`
	}{"q", inner{"x", 2}, map[string]int{"b": 1, "a": 2}, "<b>&</b>"}
	got, err := canonical.JSON(v)
	want := `{"html":"<b>&</b>","inner":{"a":2,"z":"x"},"map":{"a":2,"b":1},"name":"q"}`
	if err != nil || string(got) != want {
		t.Fatalf("JSON = %s, %v; want %s", got, err, want)
	}
	h1, err := canonical.Hash(v)
	if err != nil || len(h1) != 64 {
		t.Fatalf("Hash = %q, %v", h1, err)
	}
	// The same value from another path (a generic map) hashes the same; a change does not.
	h2, _ := canonical.Hash(map[string]any{"name": "q", "map": map[string]any{"b": 1, "a": 2.0}, "inner": map[string]any{"z": "x", "a": 2}, "html": "<b>&</b>"})
	if h1 != h2 {
		t.Errorf("Hash differs for equal values: %s %s", h1, h2)
	}
	v.Name = "r"
	if h3, _ := canonical.Hash(v); h3 == h1 {
		t.Error("Hash did not change with the value")
	}
	// SHA-256 of the canonical form of an empty object.
	if h, _ := canonical.Hash(map[string]any{}); h != "44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a" {
		t.Errorf("Hash({}) = %s", h)
	}
	if _, err := canonical.JSON(math.NaN()); err == nil {
		t.Error("JSON(NaN) succeeded")
	}
}
