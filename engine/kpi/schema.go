package kpi

import (
	"bytes"
	"embed"
	"fmt"
	"io/fs"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

//go:embed schemas/*.json
var schemaFiles embed.FS

// SchemaFS returns the machine-readable JSON Schemas of the contract, for publishing.
func SchemaFS() fs.FS {
	sub, err := fs.Sub(schemaFiles, "schemas")
	if err != nil {
		panic(err) // constant path
	}
	return sub
}

const schemaBase = "https://queueproof.dev/kpi/v1/schemas/"

// Schemas are the compiled contract schemas.
type Schemas struct {
	Request, Response, Result, Capabilities, Resources *jsonschema.Schema
}

// LoadSchemas compiles the embedded schemas. Nothing is fetched from the network.
func LoadSchemas() (*Schemas, error) {
	c := jsonschema.NewCompiler()
	entries, err := fs.ReadDir(schemaFiles, "schemas")
	if err != nil {
		return nil, err
	}
	for _, e := range entries {
		b, err := schemaFiles.ReadFile("schemas/" + e.Name())
		if err != nil {
			return nil, err
		}
		doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(b))
		if err != nil {
			return nil, fmt.Errorf("schema %s: %w", e.Name(), err)
		}
		if err := c.AddResource(schemaBase+e.Name(), doc); err != nil {
			return nil, fmt.Errorf("schema %s: %w", e.Name(), err)
		}
	}
	var s Schemas
	for loc, dst := range map[string]**jsonschema.Schema{
		"retrieve-request.json":                &s.Request,
		"retrieve-response.json":               &s.Response,
		"retrieve-response.json#/$defs/result": &s.Result,
		"capabilities.json":                    &s.Capabilities,
		"resources.json":                       &s.Resources,
	} {
		sch, err := c.Compile(schemaBase + loc)
		if err != nil {
			return nil, fmt.Errorf("compile %s: %w", loc, err)
		}
		*dst = sch
	}
	return &s, nil
}

// Validate decodes raw JSON (numbers kept exact) and validates it against sch.
func Validate(sch *jsonschema.Schema, raw []byte) error {
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
	if err != nil {
		return fmt.Errorf("not JSON: %w", err)
	}
	return sch.Validate(doc)
}

// ValidateValue validates an already-decoded JSON value (from jsonschema.UnmarshalJSON).
func ValidateValue(sch *jsonschema.Schema, v any) error { return sch.Validate(v) }
