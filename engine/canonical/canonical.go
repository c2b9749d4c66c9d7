// Package canonical writes the JSON Canonicalization Scheme (RFC 8785): object members sorted
// by the UTF-16 code units of their names, no insignificant white space, strings escaped as
// ECMAScript's JSON.stringify does and numbers written as ECMAScript's Number.prototype.toString
// writes a binary64 value. Receipt hashes are SHA-256 over these bytes, so the same value
// hashes the same on every run and platform.
package canonical

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// JSON returns the canonical JSON of v. v is marshalled with encoding/json first (so struct
// tags apply); a json.RawMessage or []byte of JSON text is canonicalised as it is. Duplicate
// member names, invalid UTF-8 in raw input, and numbers that are not finite binary64 values
// are errors.
func JSON(v any) ([]byte, error) {
	var raw []byte
	switch x := v.(type) {
	case json.RawMessage:
		raw = x
	case []byte:
		raw = x
	default:
		b, err := json.Marshal(v)
		if err != nil {
			return nil, fmt.Errorf("canonical: marshal: %w", err)
		}
		raw = b
	}
	if !utf8.Valid(raw) {
		return nil, errors.New("canonical: input is not valid UTF-8")
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var out bytes.Buffer
	out.Grow(len(raw))
	if err := write(&out, dec); err != nil {
		return nil, fmt.Errorf("canonical: %w", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, errors.New("canonical: trailing data after the JSON value")
	}
	return out.Bytes(), nil
}

// Hash returns the lowercase hex SHA-256 of JSON(v).
func Hash(v any) (string, error) {
	b, err := JSON(v)
	if err != nil {
		return "", err
	}
	return HashBytes(b), nil
}

// HashBytes returns the lowercase hex SHA-256 of b, canonical JSON already written by JSON.
func HashBytes(b []byte) string {
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

type member struct {
	key   string
	units []uint16
	value []byte
}

// write reads one value from dec and writes it canonically.
func write(out *bytes.Buffer, dec *json.Decoder) error {
	tok, err := dec.Token()
	if err != nil {
		return err
	}
	switch t := tok.(type) {
	case json.Delim:
		switch t {
		case '{':
			var ms []member
			seen := map[string]bool{}
			for dec.More() {
				kt, err := dec.Token()
				if err != nil {
					return err
				}
				k, ok := kt.(string)
				if !ok {
					return fmt.Errorf("object key %v is not a string", kt)
				}
				if seen[k] {
					return fmt.Errorf("duplicate member name %q", k)
				}
				seen[k] = true
				var vb bytes.Buffer
				if err := write(&vb, dec); err != nil {
					return err
				}
				ms = append(ms, member{key: k, units: utf16.Encode([]rune(k)), value: vb.Bytes()})
			}
			if _, err := dec.Token(); err != nil { // '}'
				return err
			}
			slices.SortFunc(ms, func(a, b member) int { return slices.Compare(a.units, b.units) })
			out.WriteByte('{')
			for i, m := range ms {
				if i > 0 {
					out.WriteByte(',')
				}
				writeString(out, m.key)
				out.WriteByte(':')
				out.Write(m.value)
			}
			out.WriteByte('}')
		case '[':
			out.WriteByte('[')
			for i := 0; dec.More(); i++ {
				if i > 0 {
					out.WriteByte(',')
				}
				if err := write(out, dec); err != nil {
					return err
				}
			}
			if _, err := dec.Token(); err != nil { // ']'
				return err
			}
			out.WriteByte(']')
		default:
			return fmt.Errorf("unexpected %v", t)
		}
	case string:
		writeString(out, t)
	case json.Number:
		f, err := strconv.ParseFloat(string(t), 64)
		if err != nil {
			return fmt.Errorf("number %s is not a finite binary64 value", t)
		}
		s, err := Number(f)
		if err != nil {
			return err
		}
		out.WriteString(s)
	case bool:
		if t {
			out.WriteString("true")
		} else {
			out.WriteString("false")
		}
	case nil:
		out.WriteString("null")
	default:
		return fmt.Errorf("unexpected token %T", tok)
	}
	return nil
}

// Number writes f as ECMAScript's Number.prototype.toString does (RFC 8785 section 3.2.2.3):
// the shortest digits that round-trip, fixed notation for 1e-6 <= |f| < 1e21, exponential
// notation ("1e+21", "5e-324") otherwise, and 0 for negative zero. NaN and infinities are
// errors.
func Number(f float64) (string, error) {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return "", fmt.Errorf("number %v is not allowed in JSON", f)
	}
	if f == 0 {
		return "0", nil
	}
	sign := ""
	if f < 0 {
		sign, f = "-", -f
	}
	if f >= 1e-6 && f < 1e21 {
		return sign + strconv.FormatFloat(f, 'f', -1, 64), nil
	}
	s := strconv.FormatFloat(f, 'e', -1, 64) // e.g. 1e+21, 1.5e-07
	i := strings.IndexByte(s, 'e')
	mant, exp := s[:i], s[i+2:]
	exp = strings.TrimLeft(exp, "0")
	return sign + mant + "e" + s[i+1:i+2] + exp, nil
}

const hexDigits = "0123456789abcdef"

// writeString escapes s as JSON.stringify does: quotation mark, reverse solidus and the C0
// controls only, with the short forms \b \t \n \f \r and lowercase \u00xx for the rest.
func writeString(out *bytes.Buffer, s string) {
	out.WriteByte('"')
	start := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 0x20 && c != '"' && c != '\\' {
			continue
		}
		out.WriteString(s[start:i])
		switch c {
		case '"':
			out.WriteString(`\"`)
		case '\\':
			out.WriteString(`\\`)
		case '\b':
			out.WriteString(`\b`)
		case '\t':
			out.WriteString(`\t`)
		case '\n':
			out.WriteString(`\n`)
		case '\f':
			out.WriteString(`\f`)
		case '\r':
			out.WriteString(`\r`)
		default:
			out.WriteString(`\u00`)
			out.WriteByte(hexDigits[c>>4])
			out.WriteByte(hexDigits[c&0xf])
		}
		start = i + 1
	}
	out.WriteString(s[start:])
	out.WriteByte('"')
}
