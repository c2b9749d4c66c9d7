package provider

import (
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/kpi"
)

// The decoder reads exactly what the schema validates: member names are exact (encoding/json
// matched them case-insensitively, Unicode folding included, and let the last duplicate win),
// and a duplicate member name anywhere refuses the response. Any doubt is internal.
func TestDecodeRetrieveReadsWhatTheSchemaValidated(t *testing.T) {
	schemas, err := kpi.LoadSchemas()
	if err != nil {
		t.Fatal(err)
	}
	scoped := Registration{Name: "p", ResourcesJSON: `["kb"]`}
	for _, tc := range []struct {
		name, body string
		reg        Registration
	}{
		{"case variant after", `{"contractVersion":1,"results":[{"documentId":"d","title":"LEAK","snippet":"s","audience":"internal","Audience":"public"}]}`, Registration{Name: "p"}},
		{"upper case variant", `{"contractVersion":1,"results":[{"documentId":"d","title":"LEAK","snippet":"s","audience":"internal","AUDIENCE":"public"}]}`, Registration{Name: "p"}},
		{"escaped case variant", `{"contractVersion":1,"results":[{"documentId":"d","title":"LEAK","snippet":"s","audience":"internal","\u0041udience":"public"}]}`, Registration{Name: "p"}},
		{"case variant alone", `{"contractVersion":1,"results":[{"documentId":"d","title":"LEAK","snippet":"s","aUdIeNcE":"public"}]}`, Registration{Name: "p"}},
		{"exact duplicate", `{"contractVersion":1,"results":[{"documentId":"d","title":"LEAK","snippet":"s","audience":"internal","audience":"public"}]}`, Registration{Name: "p"}},
		{"escaped duplicate", `{"contractVersion":1,"results":[{"documentId":"d","title":"LEAK","snippet":"s","audience":"internal","\u0061udience":"public"}]}`, Registration{Name: "p"}},
		{"envelope case variant", `{"contractVersion":1,"results":[],"Results":[{"documentId":"d","title":"LEAK","snippet":"s","audience":"public"}]}`, Registration{Name: "p"}},
		{"envelope duplicate", `{"contractVersion":1,"results":[],"results":[{"documentId":"d","title":"LEAK","snippet":"s","audience":"public"}]}`, Registration{Name: "p"}},
		{"nested duplicate", `{"contractVersion":1,"results":[{"documentId":"d","title":"LEAK","snippet":"s","audience":"public","x":{"a":1,"a":2}}]}`, Registration{Name: "p"}},
		// U+017F (long s) folds to s: "reſourceId" was read as resourceId, so a result outside
		// the selected resources could name itself inside them.
		{"unicode-folded resource", `{"contractVersion":1,"results":[{"documentId":"d","title":"LEAK","snippet":"s","audience":"public","resourceId":"secret-space","reſourceId":"kb"}]}`, scoped},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := decodeRetrieve(tc.reg, schemas, []byte(tc.body))
			if err != nil {
				return // refused: nothing is shown
			}
			for _, r := range got.results {
				if strings.Contains(r.Title, "LEAK") && r.Audience != kpi.Internal {
					t.Errorf("kept %+v as %q; the schema saw it as internal or ambiguous", r, r.Audience)
				}
				if len(tc.reg.Resources()) > 0 && strings.Contains(r.Title, "LEAK") {
					t.Errorf("kept %+v outside the selected resources", r)
				}
			}
		})
	}
	// What the schema allows still decodes: unknown members are ignored, never matched.
	got, err := decodeRetrieve(Registration{Name: "p"}, schemas, []byte(`{"contractVersion":1,"results":[{"documentId":"d","title":"ok","snippet":"s","audience":"public","Title":"other","extra":{"a":1}}]}`))
	if err != nil || len(got.results) != 1 || got.results[0].Title != "ok" || got.results[0].Audience != kpi.Public {
		t.Fatalf("valid response = %+v, %v", got, err)
	}
}
