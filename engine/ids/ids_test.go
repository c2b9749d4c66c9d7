package ids_test

import (
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/ids"
)

func TestNew(t *testing.T) {
	a, b := ids.New("job_", 12), ids.New("job_", 12)
	if !strings.HasPrefix(a, "job_") || len(a) != len("job_")+24 || a == b {
		t.Fatalf("New = %q, %q; want two different job_ ids of 24 hex digits", a, b)
	}
	if got := ids.New("pr_", 10); len(got) != len("pr_")+20 {
		t.Fatalf("New(pr_, 10) = %q", got)
	}
}
