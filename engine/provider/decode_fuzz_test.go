package provider

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/queueproof/queueproof/engine/kpi"
)

// FuzzDecodeRetrieve feeds arbitrary bytes to the decoder of provider retrieval responses.
// Invariants: no panic; a refused response is a CallError; what is accepted (the kept results,
// audiences failed closed) satisfies the contract's JSON Schema; with resources selected, every
// kept result is inside them; and a response that satisfies the schema is not refused.
func FuzzDecodeRetrieve(f *testing.F) {
	f.Add([]byte(`{"contractVersion":1,"results":[{"documentId":"d1","title":"Refunds","snippet":"within 5 days","audience":"public","score":0.5,"resourceId":"kb"}]}`), false)
	f.Add([]byte(`{"contractVersion":1,"results":[{"documentId":"d1","title":"t","snippet":"s"},{"documentId":"","title":"t","snippet":"s","audience":"internal"},{"title":"x"},7,null]}`), true)
	f.Add([]byte(`{"contractVersion":2,"results":[]}`), false)
	f.Add([]byte(`{"contractVersion":1.0,"results":null}`), false)
	f.Add([]byte(`{"contractVersion":1.0,"results":[]}`), false)
	f.Add([]byte(`{"contractVersion":1,"results":[{"documentId":"d","title":"t","snippet":"s","audience":"public","score":1e400}]}`), false)
	f.Add([]byte(`[]`), true)
	f.Add([]byte(`{"contractVersion":1,"results":[{"documentId":"d","title":"t","snippet":"s","audience":"internal","Audience":"public"}],"Results":null}`), false)
	f.Add([]byte(`{"contractVersion":1,"results":[{"documentId":"d","title":"t","snippet":"s","audience":"internal","audience":"public"}]}`), false)
	schemas, err := kpi.LoadSchemas()
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data []byte, scoped bool) {
		reg := Registration{Name: "fuzz"}
		if scoped {
			reg.ResourcesJSON = `["kb"]`
		}
		got, err := decodeRetrieve(reg, schemas, data)
		if err != nil {
			var ce *CallError
			if !errors.As(err, &ce) {
				t.Fatalf("refusal is not a CallError: %T %v", err, err)
			}
			if kpi.Validate(schemas.Response, data) == nil && kpi.CheckNoDuplicateKeys(data) == nil {
				t.Fatalf("a response that satisfies the schema was refused: %v", err)
			}
			return
		}
		kept, err := json.Marshal(kpi.RetrieveResponse{ContractVersion: kpi.ContractVersion, Results: nonNil(got.results)})
		if err != nil {
			t.Fatalf("accepted results do not marshal: %v", err)
		}
		if err := kpi.Validate(schemas.Response, kept); err != nil {
			t.Fatalf("accepted results break the contract: %v\n%s", err, kept)
		}
		for _, r := range got.results {
			if scoped && r.ResourceID != "kb" {
				t.Fatalf("result outside the selected resources kept: %+v", r)
			}
		}
	})
}

func nonNil(rs []kpi.Result) []kpi.Result {
	if rs == nil {
		return []kpi.Result{}
	}
	return rs
}

// A provider that writes contractVersion as 1.0 meets the schema (const 1) and used to be
// refused as a failed call.
func TestDecodeRetrieveContractVersionAsFloat(t *testing.T) {
	schemas, err := kpi.LoadSchemas()
	if err != nil {
		t.Fatal(err)
	}
	got, err := decodeRetrieve(Registration{Name: "p"}, schemas, []byte(`{"contractVersion":1.0,"results":[{"documentId":"d","title":"t","snippet":"s","audience":"public"}]}`))
	if err != nil || len(got.results) != 1 || got.violations != 0 {
		t.Fatalf("decodeRetrieve = %+v, %v; want one result", got, err)
	}
	if _, err := decodeRetrieve(Registration{Name: "p"}, schemas, []byte(`{"contractVersion":1.5,"results":[]}`)); err == nil {
		t.Fatal("contractVersion 1.5 accepted")
	}
}
