package ingest

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/index"
	"github.com/queueproof/queueproof/engine/kpi"
)

// jsonRecord is one JSON Lines record: {id, title, body, author, createdAt, url, metadata}.
type jsonRecord struct {
	ID        json.RawMessage `json:"id"`
	Title     string          `json:"title"`
	Body      string          `json:"body"`
	Author    string          `json:"author"`
	CreatedAt string          `json:"createdAt"`
	URL       string          `json:"url"`
	Metadata  map[string]any  `json:"metadata"`
}

// errNothingToIndex marks a record with neither title nor body: skipped and counted, not fatal.
type errNothingToIndex string

func (e errNothingToIndex) Error() string { return string(e) }

// parseJSONL reads JSON Lines files: one document per non-blank line.
func parseJSONL(ctx context.Context, r reader, in Input) ([]index.Doc, error) {
	var docs []index.Doc
	for _, f := range in.Files {
		text, err := r.text(f)
		if err != nil {
			return nil, err
		}
		for i, line := range strings.Split(text, "\n") {
			if i%1000 == 0 {
				if err := ctx.Err(); err != nil {
					return nil, err
				}
			}
			n := i + 1
			line = strings.TrimSpace(line)
			if line == "" {
				continue
			}
			d, err := jsonDoc(line)
			var empty errNothingToIndex
			if errors.As(err, &empty) {
				r.skip(f.Name, n, string(empty))
				continue
			}
			if err != nil {
				return nil, lineError(f.Name, n, "%v", err)
			}
			if err := checkDoc(f.Name, n, d); err != nil {
				return nil, err
			}
			docs = append(docs, d)
		}
	}
	if len(docs) == 0 && len(*r.skipped) > 0 {
		return nil, errs.E(errs.Invalid, "nothing to index: every record has neither title nor body")
	}
	if len(docs) == 0 {
		return nil, errs.E(errs.Invalid, "no JSON Lines records found")
	}
	return docs, nil
}

func jsonDoc(line string) (index.Doc, error) {
	if err := oneNamePerMember(line); err != nil {
		return index.Doc{}, err
	}
	var rec jsonRecord
	dec := json.NewDecoder(strings.NewReader(line))
	if err := dec.Decode(&rec); err != nil {
		return index.Doc{}, fmt.Errorf("malformed JSON record: %s", jsonProblem(err, "a record"))
	}
	if dec.More() {
		return index.Doc{}, fmt.Errorf("malformed JSON record: more than one value on the line")
	}
	id, err := recordID(rec.ID)
	if err != nil {
		return index.Doc{}, err
	}
	if strings.TrimSpace(rec.Title) == "" && strings.TrimSpace(rec.Body) == "" {
		return index.Doc{}, errNothingToIndex(fmt.Sprintf("record %q has neither title nor body", id))
	}
	for k := range rec.Metadata {
		if strings.EqualFold(strings.TrimSpace(k), "senders") {
			// Who sent each message of a thread is what the mail and Slack importers read from
			// the source's own headers and accounts (index.MetadataMessages); a record cannot
			// say it of itself.
			return index.Doc{}, fmt.Errorf("metadata key %q is reserved: who sent each message of a thread is read from the mailbox or the Slack export, not from a record's metadata", k)
		}
	}
	d := index.Doc{ExternalID: id, Kind: "doc", Title: rec.Title, Body: rec.Body, Author: rec.Author, URL: rec.URL, Metadata: rec.Metadata}
	if rec.CreatedAt != "" {
		t, err := time.Parse(time.RFC3339, rec.CreatedAt)
		if err != nil {
			return index.Doc{}, fmt.Errorf("record %q: createdAt %q is not an RFC 3339 time", id, rec.CreatedAt)
		}
		d.AuthoredAt = t.UTC()
	}
	if k, ok := rec.Metadata["kind"].(string); ok && strings.TrimSpace(k) != "" {
		d.Kind = canonicalKind(k)
	}
	if d.Title == "" {
		d.Title = firstLine(d.Body)
	}
	if rec.Author != "" {
		d.People = []string{rec.Author}
	}
	if p, ok := rec.Metadata["project"].(string); ok && p != "" {
		d.Projects = []string{p}
	}
	if t, ok := rec.Metadata["thread"].(string); ok {
		d.ThreadID = t
	}
	return d, nil
}

func recordID(raw json.RawMessage) (string, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return "", fmt.Errorf("record has no id")
	}
	var s string
	if err := json.Unmarshal(raw, &s); err == nil {
		if strings.TrimSpace(s) == "" {
			return "", fmt.Errorf("record has an empty id")
		}
		// Space around an id is no part of it: "TKT-304 " is TKT-304, not another ticket
		// whose first document would be a record of its own.
		return strings.TrimSpace(s), nil
	}
	var n json.Number
	if err := json.Unmarshal(raw, &n); err == nil {
		return n.String(), nil
	}
	return "", fmt.Errorf("record id must be a string or a number")
}

// firstLine returns the first non-blank line of s, shortened to a title.
func firstLine(s string) string {
	for _, l := range strings.Split(s, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			if r := []rune(l); len(r) > 80 {
				return string(r[:80]) + "…"
			}
			return l
		}
	}
	return ""
}

// oneNamePerMember refuses a record that names a member twice ("body" twice, or "body" and
// "BODY", which encoding/json matches to one field): decoders disagree on which one counts, so
// what a reader of the file sees need not be what is indexed. Exact duplicates anywhere in the
// record are found by kpi.CheckNoDuplicateKeys; the record's own members are also compared
// case-blind, as they are decoded.
func oneNamePerMember(line string) error {
	if !keysRepeat(line) {
		return nil // every member name, at any depth, differs from every other, case aside
	}
	if err := noMemberTwice([]byte(line)); err != nil {
		return fmt.Errorf("malformed JSON record: %v", err)
	}
	var members map[string]json.RawMessage
	if json.Unmarshal([]byte(line), &members) != nil {
		return nil
	}
	names := slices.Sorted(maps.Keys(members))
	for i, a := range names {
		for _, b := range names[i+1:] {
			if strings.EqualFold(a, b) { // Unicode's simple folding, as encoding/json matches names
				return fmt.Errorf("malformed JSON record: %q and %q name one member", a, b)
			}
		}
	}
	return nil
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// noMemberTwice refuses JSON in which an object names a member twice, at any depth
// (kpi.CheckNoDuplicateKeys); JSON that is not one value is left to the decoder to describe.
func noMemberTwice(data []byte) error {
	if err := kpi.CheckNoDuplicateKeys(data); errors.Is(err, kpi.ErrDuplicateKey) {
		return err
	}
	return nil
}

// keysRepeat reports whether some member name occurs twice in a JSON text, at any depth and
// with case folded: one pass over its bytes, the check a record pays before any decoding.
// (In JSON a string followed by a colon is a member name; a name that repeats in another
// object is a false alarm the exact checks then clear.)
func keysRepeat(text string) bool {
	var seen map[string]bool
	for i := 0; i < len(text); i++ {
		if text[i] != '"' {
			continue
		}
		j := i + 1
		for j < len(text) && text[j] != '"' {
			if text[j] == '\\' {
				j++
			}
			j++
		}
		if j >= len(text) {
			return false // an unterminated string: the decoder will say so
		}
		k := j + 1
		for k < len(text) && (text[k] == ' ' || text[k] == '\t' || text[k] == '\n' || text[k] == '\r') {
			k++
		}
		if k < len(text) && text[k] == ':' {
			name := strings.ToLower(text[i+1 : j])
			if strings.IndexByte(name, '\\') >= 0 || !isASCII(name) {
				return true // "\u0062ody" or a name that folds outside ASCII: the exact checks decide
			}
			if seen[name] {
				return true
			}
			if seen == nil {
				seen = map[string]bool{}
			}
			seen[name] = true
		}
		i = j
	}
	return false
}

// kindWords name the document kinds the product reads by kind (mail, chat, ticket, pull
// request, incident), by a word or two an export's kind holds, in lower case: "email",
// "Email message", "Jira issue", "support_ticket", "pull-request", "Slack message". Who counts
// as the team, and whose word is outside it, is decided by kind (records.Team), so a mail
// exported under another name must still be a mail, and a help desk's "conversation" a ticket.
// The first rule a kind's words hold decides: "email message" is a mail, not a chat.
var kindWords = []struct {
	kind string
	re   *regexp.Regexp
}{
	{"mail", regexp.MustCompile(`\b(?:e ?mails?|mails?|mbox|message/rfc822)\b`)},
	{"pr", regexp.MustCompile(`\b(?:pr|prs|mr|pull requests?|merge requests?)\b`)},
	{"ticket", regexp.MustCompile(`\b(?:tickets?|issues?|cases?|conversations?|support requests?|service requests?)\b`)},
	{"incident", regexp.MustCompile(`\b(?:incidents?|outages?)\b`)},
	{"chat", regexp.MustCompile(`\b(?:chats?|slack|teams|discord|messages?|im|dms?)\b`)},
}

// canonicalKind is a record's metadata kind as the product reads it: one of its own kinds when
// the words are ones an export gives it (any case, "_" and "-" read as spaces), else the name in
// lower case.
func canonicalKind(k string) string {
	k = strings.ToLower(strings.TrimSpace(k))
	words := strings.Join(strings.Fields(strings.NewReplacer("_", " ", "-", " ").Replace(k)), " ")
	for _, k := range kindWords {
		if k.re.MatchString(words) {
			return k.kind
		}
	}
	return k
}
