package kpi

import (
	"bytes"
	stdjson "encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/santhosh-tekuri/jsonschema/v6"
	segjson "github.com/segmentio/encoding/json"
)

// ErrDuplicateKey is returned for a JSON object that names a member twice: decoders disagree
// on which one counts (the schema validator and encoding/json both keep the last), so a
// provider's answer carrying one is refused rather than guessed at.
var ErrDuplicateKey = errors.New("duplicate member name")

// DecodeStrict reads a provider's JSON the one way the contract's schema reads it: data must be
// one JSON value with no member named twice in any object, must satisfy sch (when not nil), and
// is then decoded into v with exact, case-sensitive member names (encoding/json would match
// "Audience" or "AUDIENCE" to the audience field, Unicode case folding included, so a member
// the schema ignores could overwrite one it validated).
func DecodeStrict(sch *jsonschema.Schema, data []byte, v any) error {
	if err := CheckNoDuplicateKeys(data); err != nil {
		return err
	}
	if sch != nil {
		if err := Validate(sch, data); err != nil {
			return err
		}
	}
	rest, err := segjson.Parse(data, v, segjson.DontMatchCaseInsensitiveStructFields)
	if err != nil {
		return fmt.Errorf("decode: %w", err)
	}
	if len(bytes.TrimSpace(rest)) > 0 {
		return errors.New("decode: data after the JSON value")
	}
	return nil
}

// CheckNoDuplicateKeys reports whether data is exactly one JSON value in which no object names
// a member twice (names compared after unescaping, exactly: "a" and "\u0061" are the same name).
func CheckNoDuplicateKeys(data []byte) error {
	dec := stdjson.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	if err := checkValue(dec); err != nil {
		return err
	}
	if _, err := dec.Token(); err != io.EOF {
		return errors.New("not JSON: data after the JSON value")
	}
	return nil
}

// checkValue consumes one value from dec, refusing duplicate member names at any depth.
func checkValue(dec *stdjson.Decoder) error {
	tok, err := dec.Token()
	if err != nil {
		return fmt.Errorf("not JSON: %w", err)
	}
	switch tok {
	case stdjson.Delim('{'):
		seen := map[string]bool{}
		for dec.More() {
			k, err := dec.Token()
			if err != nil {
				return fmt.Errorf("not JSON: %w", err)
			}
			name, _ := k.(string)
			if seen[name] {
				return fmt.Errorf("%w %q", ErrDuplicateKey, name)
			}
			seen[name] = true
			if err := checkValue(dec); err != nil {
				return err
			}
		}
		_, err = dec.Token() // '}'
	case stdjson.Delim('['):
		for dec.More() {
			if err := checkValue(dec); err != nil {
				return err
			}
		}
		_, err = dec.Token() // ']'
	}
	if err != nil {
		return fmt.Errorf("not JSON: %w", err)
	}
	return nil
}
