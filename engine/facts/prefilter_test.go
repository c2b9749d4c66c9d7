package facts

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/olebedev/when"
)

// prefiltered is every expression the readers run behind its prefilter.
func prefiltered() []pre {
	return []pre{
		reOwnSelf, reOwnName, reOwnedBy, reFollowedBy, reToBeBy, reHandoff, rePossess, reMovedTo, reNameTo,
		reSelfRole, reNameRole, reRoleIs, reWithMe, reWithName, reTaken, reIsDoing, reArrowTo, reMarker, rePresentAction,
		reSelfAssign, reAcked, reLabelPerson,
		reDone, reCancel, reBlockedS, reProgress, reReopen, reQueued, reWithFor,
		reHardBreak, reSoftBreak, reNameBreak, reLeadName, reFirstPerson, reModalStart,
	}
}

func TestNeeds(t *testing.T) {
	for _, c := range []struct {
		expr string
		want []string
	}{
		{`(?i)\bfoo(?:bar|baz)\b`, []string{"foobar", "foobaz"}},
		{`(?i)\b(?:i'?ll|i will) own\b`, []string{"i'll own", "ill own"}}, // "i will own" holds "ill own"
		{`x`, []string{"x"}},
		{`(?i)\b(?:jan(?:uary)?|feb)\b`, []string{"jan", "feb"}},
		{`\p{Lu}\p{Ll}+ is doing`, []string{" is doing"}},
		{`a*b?`, nil},
		{`(?:x|y*)z?`, nil},
		{`(?i)ask`, []string{"ask"}},
		{`\d+/\d+`, []string{"/"}},
		{`(?:done|finished)\s+by`, []string{"done", "finished"}},
	} {
		if got := needs(mustPre(c.expr).Regexp); !slices.Equal(got, c.want) {
			t.Errorf("needs(%s) = %q, want %q", c.expr, got, c.want)
		}
	}
}

// evaluationTexts are the development sets' documents, with each line and each piece of a
// line between punctuation, as written and in other cases: "ſ" and the Kelvin sign fold to
// s and k under case-insensitive matching.
func evaluationTexts(t *testing.T) []string {
	var out []string
	for _, f := range []string{"dev.jsonl", "dev2.jsonl", "dev3.jsonl"} {
		for _, c := range loadCases(t, filepath.Join("..", "..", "bench", "facteval", "testdata", f)) {
			for _, d := range c.Docs {
				out = append(out, d.Text, d.Title)
				for _, l := range strings.Split(d.Text, "\n") {
					out = append(out, l, strings.ToUpper(l), strings.ToLower(l),
						strings.ReplaceAll(strings.ReplaceAll(l, "s", "ſ"), "k", "\u212A"))
					out = append(out, strings.FieldsFunc(l, func(r rune) bool { return strings.ContainsRune(".;,!?", r) })...)
				}
			}
		}
	}
	if len(out) < 1000 {
		t.Fatalf("only %d evaluation texts", len(out))
	}
	return out
}

// evalCase is the part of a labeled case (bench/facteval, which imports this package) the
// prefilter tests read: its documents' texts.
type evalCase struct {
	Docs []struct{ Title, Text string }
}

func loadCases(t *testing.T, path string) []evalCase {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []evalCase
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<24)
	for sc.Scan() {
		if strings.TrimSpace(sc.Text()) == "" {
			continue
		}
		var c evalCase
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		out = append(out, c)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestPrefiltersAgreeWithExpressions: a prefilter only skips an expression that could not have
// matched: every finder gives what the expression alone gives.
func TestPrefiltersAgreeWithExpressions(t *testing.T) {
	texts := evaluationTexts(t)
	for _, p := range prefiltered() {
		if p.need == nil {
			t.Errorf("%s: no prefilter read", p)
		}
		for _, text := range texts {
			checkPrefilter(t, p, text)
		}
	}
}

func checkPrefilter(t *testing.T, p pre, text string) {
	t.Helper()
	f := foldText(text)
	if got, want := p.match(f, text), p.MatchString(text); got != want {
		t.Errorf("%s on %q: prefiltered %v, alone %v", p, text, got, want)
	}
	if got, want := p.findSubmatchIndex(f, text), p.FindStringSubmatchIndex(text); !reflect.DeepEqual(got, want) {
		t.Errorf("%s on %q: prefiltered %v, alone %v", p, text, got, want)
	}
	if got, want := p.findAllSubmatchIndex(f, text), p.FindAllStringSubmatchIndex(text, -1); !reflect.DeepEqual(got, want) {
		t.Errorf("%s on %q: prefiltered %v, alone %v", p, text, got, want)
	}
}

func FuzzPrefilters(f *testing.F) {
	for _, s := range []string{"I'll own PAY-1", "Kiran is driving the SMS vendor contract", "ENG-4 → @ana", "TODO(Hester) book it",
		"iſ doing", "I'LL TA\u212AE IT", "The DRI for sending is Yui"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		for _, p := range prefiltered() {
			checkPrefilter(t, p, text)
		}
	})
}

// TestDatePrefiltersAgree: a date rule's expression, and each natural-language rule, is left
// out only where it could not have matched: the rules that may match read what all of them read.
func TestDatePrefiltersAgree(t *testing.T) {
	p, err := NewParser()
	if err != nil {
		t.Fatal(err)
	}
	all := p.when.by[len(p.when.by)-1]
	ref := time.Date(2026, 11, 18, 9, 0, 0, 0, time.UTC)
	for _, text := range evaluationTexts(t) {
		f := foldText(text)
		for _, r := range p.own {
			if r.need == nil {
				t.Errorf("%s: no prefilter read", r.re)
			}
			if r.re.MatchString(text) && !hasAny(f, r.need) {
				t.Errorf("%s matches %q, its prefilter says it cannot", r.re, text)
			}
		}
		want, werr := all.Parse(text, ref)
		var got *when.Result
		var gerr error
		if wp := p.when.forText(f); wp != nil {
			got, gerr = wp.Parse(text, ref)
		}
		if !reflect.DeepEqual(got, want) || (gerr == nil) != (werr == nil) {
			t.Errorf("%q: the rules that may match read %+v (%v), all of them %+v (%v)", text, got, gerr, want, werr)
		}
	}
}
