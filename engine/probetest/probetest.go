// Package probetest reports the probes of the independent reviews kept as tests: a probe that
// holds passes; one marked with what the reading gets wrong (a known-wrong probe) is logged and
// passes while it still fails, and fails once it holds, so that the mark gets removed when the
// reading is fixed. It imports nothing of the product, so any package's tests can use it.
package probetest

import (
	"fmt"
	"testing"
)

// Expect reports a probe's outcome: an error for an unmarked probe that fails, a log line for
// a known-wrong probe (wrong is its mark) that still fails, an error for one that now holds.
func Expect(t testing.TB, ok bool, wrong, format string, args ...any) {
	t.Helper()
	msg := fmt.Sprintf(format, args...)
	switch {
	case wrong == "" && !ok:
		t.Errorf("%s", msg)
	case wrong != "" && !ok:
		t.Logf("KNOWN WRONG (%s): %s", wrong, msg)
	case wrong != "" && ok:
		t.Errorf("probe marked wrong now holds, remove the mark (%s): %s", wrong, msg)
	}
}
