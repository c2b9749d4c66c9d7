package ingest

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
	"unicode/utf8"

	"github.com/queueproof/queueproof/engine/index"
)

// Field limits. A document's title is stored with, and searched beside, every chunk of its
// body, so a long title would make an import's work grow with the square of its size; titles and
// the other one-line fields are bounded so the work stays linear in the file's size. A field
// over its limit fails the import with BAD_USER_INPUT naming the file and line.
const (
	// MaxFieldChars bounds titles (headings, mail subjects), authors, senders and user names,
	// people, projects and channels, in characters.
	MaxFieldChars = 1000
	// MaxIDChars bounds document ids, thread ids and URLs, in characters.
	MaxIDChars = 4096
)

// fieldTooLong returns a description of the first field of d over its limit, or "".
func fieldTooLong(d index.Doc) string {
	for _, f := range []struct {
		name, value string
		max         int
	}{
		{"id", d.ExternalID, MaxIDChars},
		{"title", d.Title, MaxFieldChars},
		{"author", d.Author, MaxFieldChars},
		{"url", d.URL, MaxIDChars},
		{"thread", d.ThreadID, MaxIDChars},
	} {
		if msg := tooLong(f.name, f.value, f.max); msg != "" {
			return msg
		}
	}
	for _, p := range d.People {
		if msg := tooLong("person", p, MaxFieldChars); msg != "" {
			return msg
		}
	}
	for _, p := range d.Projects {
		if msg := tooLong("project", p, MaxFieldChars); msg != "" {
			return msg
		}
	}
	return ""
}

// tooLong describes value when it has more than max characters, or returns "".
func tooLong(name, value string, max int) string {
	if len(value) <= max {
		return "" // no more bytes than the limit: no more characters either
	}
	if n := utf8.RuneCountInString(value); n > max {
		return fmt.Sprintf("%s is %d characters long; the limit is %d", name, n, max)
	}
	return ""
}

// checkDoc refuses a document with a field over its limit, naming the file and line.
func checkDoc(name string, line int, d index.Doc) error {
	if msg := fieldTooLong(d); msg != "" {
		return lineError(name, line, "%s", msg)
	}
	return nil
}

// jsonProblem describes a JSON decoding error for people: the field and the kind of value it
// needs, never Go's type names. what names the whole value ("a record").
func jsonProblem(err error, what string) string {
	var te *json.UnmarshalTypeError
	var se *json.SyntaxError
	switch {
	case errors.As(err, &te):
		if te.Field == "" {
			return fmt.Sprintf("%s must be %s, not %s", what, jsonKind(te.Type), jsonValue(te.Value))
		}
		return fmt.Sprintf("%q must be %s, not %s", te.Field, jsonKind(te.Type), jsonValue(te.Value))
	case errors.As(err, &se):
		return fmt.Sprintf("%s (at character %d)", se.Error(), se.Offset)
	case errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, io.EOF):
		return "the record ends before its JSON is complete"
	}
	return "not valid JSON"
}

// jsonKind names the JSON kind a Go type is decoded from.
func jsonKind(t reflect.Type) string {
	if t == nil {
		return "a value"
	}
	switch t.Kind() {
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64, reflect.Uint, reflect.Uint8,
		reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.Slice, reflect.Array:
		return "an array"
	case reflect.Map, reflect.Struct:
		return "an object"
	}
	return "a value"
}

// jsonValue names the kind of JSON value encoding/json reports in UnmarshalTypeError.Value.
func jsonValue(v string) string {
	switch v {
	case "bool":
		return "true or false"
	case "object", "array":
		return "an " + v
	case "string", "number":
		return "a " + v
	}
	if n, ok := strings.CutPrefix(v, "number "); ok {
		return "the number " + n // too large or fractional for its field
	}
	return "a " + v
}
