package canonical

import (
	"encoding/json"
	"math"
	"testing"
)

// TestNumbers is RFC 8785 appendix B: binary64 values and their canonical text.
func TestNumbers(t *testing.T) {
	for _, tc := range []struct {
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
		got, err := Number(math.Float64frombits(tc.bits))
		if err != nil || got != tc.want {
			t.Errorf("Number(%#016x) = %q, %v; want %q", tc.bits, got, err, tc.want)
		}
	}
	for _, bits := range []uint64{0x7fffffffffffffff, 0x7ff0000000000000, 0xfff0000000000000} {
		if got, err := Number(math.Float64frombits(bits)); err == nil {
			t.Errorf("Number(%#016x) = %q, want an error", bits, got)
		}
	}
}

// TestRFC8785Example is the example of RFC 8785 section 3.2.4 (numbers, string escaping,
// literals, member order).
func TestRFC8785Example(t *testing.T) {
	in := `{
  "numbers": [333333333.33333329, 1E30, 4.50,
              2e-3, 0.000000000000000000000000001],
  "string": "\u20ac$\u000F\u000aA'\u0042\u0022\u005c\\\"\/",
  "literals": [null, true, false]
}`
	want := `{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],"string":"€$\u000f\nA'B\"\\\\\"/"}`
	got, err := JSON(json.RawMessage(in))
	if err != nil || string(got) != want {
		t.Fatalf("JSON(example) =\n%s, %v\nwant\n%s", got, err, want)
	}
}

// TestSorting is RFC 8785 section 3.2.3: names sorted by UTF-16 code units, so the emoji (a
// surrogate pair, 0xd83d) sorts before U+FB33 although its code point is larger.
func TestSorting(t *testing.T) {
	in := `{
  "\u20ac": "Euro Sign",
  "\r": "Carriage Return",
  "\ufb33": "Hebrew Letter Dalet With Dagesh",
  "1": "One",
  "\ud83d\ude00": "Emoji: Grinning Face",
  "\u0080": "Control",
  "\u00f6": "Latin Small Letter O With Diaeresis"
}`
	want := "{\"\\r\":\"Carriage Return\",\"1\":\"One\",\"\u0080\":\"Control\",\"ö\":\"Latin Small Letter O With Diaeresis\"," +
		"\"€\":\"Euro Sign\",\"😀\":\"Emoji: Grinning Face\",\"\ufb33\":\"Hebrew Letter Dalet With Dagesh\"}"
	got, err := JSON(json.RawMessage(in))
	if err != nil || string(got) != want {
		t.Fatalf("JSON(sorting example) =\n%s, %v\nwant\n%s", got, err, want)
	}
}

func TestEscapes(t *testing.T) {
	in := map[string]any{"s": "tab\there \b\f\r\x01 <&> \u2028 \"q\" \\"}
	want := `{"s":"tab\there \b\f\r\u0001 <&> ` + "\u2028" + ` \"q\" \\"}`
	got, err := JSON(in)
	if err != nil || string(got) != want {
		t.Fatalf("JSON(%q) = %s, %v; want %s", in["s"], got, err, want)
	}
}

func TestStructsAndHash(t *testing.T) {
	type inner struct {
		Z int     `json:"z"`
		A float64 `json:"a"`
	}
	v := struct {
		B []inner `json:"b"`
		A string  `json:"a"`
	}{B: []inner{{Z: 1, A: 0.5}}, A: "x"}
	got, err := JSON(v)
	if want := `{"a":"x","b":[{"a":0.5,"z":1}]}`; err != nil || string(got) != want {
		t.Fatalf("JSON(struct) = %s, %v; want %s", got, err, want)
	}
	h, err := Hash(v)
	// sha256sum of the bytes {"a":"x","b":[{"a":0.5,"z":1}]}
	if want := "f6b6afecf3a68c7ccd62ae8bbf3dda579adb39b7a76c2f2396b3ebefd6274793"; err != nil || h != want {
		t.Fatalf("Hash = %q, %v", h, err)
	}
	h2, _ := Hash(json.RawMessage(" { \"b\" : [ {\"z\":1.0, \"a\":5e-1} ], \"a\":\"x\" } "))
	if h2 != h {
		t.Errorf("Hash of an equal value written differently = %s, want %s", h2, h)
	}
}

func TestRefuses(t *testing.T) {
	for _, in := range []string{`{"a":1,"a":2}`, `{"a":1} 2`, `[1e400]`, "\"\xff\"", `{`} {
		if got, err := JSON(json.RawMessage(in)); err == nil {
			t.Errorf("JSON(%q) = %s, want an error", in, got)
		}
	}
}
