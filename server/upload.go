package server

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"net/http"
	"os"
	"strconv"
	"strings"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/errcode"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/parser"

	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/errs"
)

// uploadForm is the GraphQL multipart transport (the graphql-multipart-request-spec: an
// operations part, a map part, then file parts), for one thing only: an importDocuments mutation
// with one file, by an actor the engine lets import. It refuses everything else before reading
// further than it must: the actor before any byte of the body, operations and map parts over
// MaxBodyBytes as they are read, an operation other than importDocuments before the map and the
// file. The file is streamed to a temporary file, removed when the request ends, never held in
// memory. Every refusal carries an extensions.code.
type uploadForm struct {
	// mayImport is the engine's decision whether the actor may import.
	mayImport func(actor.Actor) error
}

var _ graphql.Transport = uploadForm{}

func (uploadForm) Supports(r *http.Request) bool {
	mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	return err == nil && r.Method == http.MethodPost && mt == "multipart/form-data" && r.Header.Get("Upgrade") == ""
}

// uploadError is a refusal: its status and a message for people (the code is BAD_USER_INPUT).
type uploadError struct {
	status int
	msg    string
}

func refuse(status int, format string, args ...any) *uploadError {
	return &uploadError{status: status, msg: fmt.Sprintf(format, args...)}
}

func (u uploadForm) Do(w http.ResponseWriter, r *http.Request, exec graphql.GraphExecutor) {
	w.Header().Set("Content-Type", "application/json")
	if err := u.mayImport(actor.FromContext(r.Context())); err != nil {
		code := errs.CodeOf(err)
		writeGraphQLError(w, statusOf(code), code, errs.Public(err))
		return
	}
	start := graphql.Now()
	var tmp []*os.File
	defer func() {
		for _, f := range tmp {
			_ = f.Close()
			_ = os.Remove(f.Name())
		}
	}()
	params, rerr := readUpload(r, &tmp)
	if rerr != nil {
		writeGraphQLError(w, rerr.status, errs.Invalid, rerr.msg)
		return
	}
	params.Headers = r.Header
	params.ReadTime = graphql.TraceTiming{Start: start, End: graphql.Now()}
	rc, gerr := exec.CreateOperationContext(r.Context(), params)
	if gerr != nil {
		resp := exec.DispatchError(graphql.WithOperationContext(r.Context(), rc), gerr)
		if errcode.GetErrorKind(gerr) == errcode.KindProtocol {
			w.WriteHeader(http.StatusUnprocessableEntity)
		}
		writeResponse(w, resp)
		return
	}
	responses, ctx := exec.DispatchOperation(r.Context(), rc)
	writeResponse(w, responses(ctx))
}

func writeResponse(w io.Writer, resp *graphql.Response) {
	b, err := json.Marshal(resp)
	if err != nil {
		b = []byte(`{"errors":[{"message":"internal error","extensions":{"code":"INTERNAL"}}]}`)
	}
	_, _ = w.Write(b)
}

// readUpload reads the multipart body: the operations (checked to be one importDocuments
// mutation), the map, and the one file, spooled to a temporary file appended to tmp.
func readUpload(r *http.Request, tmp *[]*os.File) (*graphql.RawParams, *uploadError) {
	mr, err := r.MultipartReader()
	if err != nil {
		return nil, refuse(http.StatusBadRequest, "the multipart body cannot be read: %s", plainMultipartError(err))
	}
	var params graphql.RawParams
	if err := readJSONPart(mr, "operations", &params); err != nil {
		return nil, err
	}
	if err := checkImportOperation(&params); err != nil {
		return nil, err
	}
	var files map[string][]string
	if err := readJSONPart(mr, "map", &files); err != nil {
		return nil, err
	}
	if len(files) > 1 {
		return nil, refuse(http.StatusBadRequest, "a multipart request carries one file (importDocuments takes one); the map names %d", len(files))
	}
	for key, paths := range files {
		if len(paths) != 1 {
			return nil, refuse(http.StatusBadRequest, "the map must give file %q exactly one variable path", key)
		}
	}
	for {
		p, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, bodyError(err)
		}
		key := p.FormName()
		paths, ok := files[key]
		if !ok {
			if len(*tmp) > 0 {
				return nil, refuse(http.StatusBadRequest, "a multipart request carries one file (importDocuments takes one)")
			}
			return nil, refuse(http.StatusBadRequest, "part %q is not a file named in the map", key)
		}
		delete(files, key)
		f, rerr := spool(p, tmp)
		if rerr != nil {
			return nil, rerr
		}
		info, err := f.Stat()
		if err != nil {
			return nil, refuse(http.StatusInternalServerError, "the upload could not be stored")
		}
		up := graphql.Upload{File: f, Filename: p.FileName(), Size: info.Size(), ContentType: p.Header.Get("Content-Type")}
		if err := setUpload(params.Variables, paths[0], up); err != nil {
			return nil, refuse(http.StatusBadRequest, "the map's path %q for file %q: %s", paths[0], key, err)
		}
	}
	for key := range files {
		return nil, refuse(http.StatusBadRequest, "file %q named in the map is missing from the request", key)
	}
	return &params, nil
}

// readJSONPart reads the next part, which must be the form field name holding at most
// MaxBodyBytes of JSON, into v.
func readJSONPart(mr *multipart.Reader, name string, v any) *uploadError {
	p, err := mr.NextPart()
	if errors.Is(err, io.EOF) {
		return refuse(http.StatusBadRequest, "the multipart body has no %q part (operations, then map, then the file)", name)
	}
	if err != nil {
		return bodyError(err)
	}
	if p.FormName() != name || p.FileName() != "" {
		return refuse(http.StatusBadRequest, "expected the %q field, found part %q (the order is operations, then map, then the file)", name, p.FormName())
	}
	b, err := io.ReadAll(io.LimitReader(p, MaxBodyBytes+1))
	if err != nil {
		return bodyError(err)
	}
	if len(b) > MaxBodyBytes {
		return refuse(http.StatusRequestEntityTooLarge, "the %q field is larger than %d bytes", name, MaxBodyBytes)
	}
	dec := json.NewDecoder(strings.NewReader(string(b)))
	dec.UseNumber()
	if err := dec.Decode(v); err != nil || dec.More() {
		return refuse(http.StatusBadRequest, "the %q field is not valid JSON of the right shape", name)
	}
	return nil
}

// checkImportOperation refuses any operation but a mutation whose only field is importDocuments.
func checkImportOperation(p *graphql.RawParams) *uploadError {
	doc, err := parser.ParseQueryWithTokenLimit(&ast.Source{Input: p.Query}, TokenLimit)
	if err != nil || len(doc.Operations) == 0 {
		return refuse(http.StatusBadRequest, "the operations field holds no valid GraphQL operation")
	}
	var op *ast.OperationDefinition
	switch {
	case p.OperationName != "":
		op = doc.Operations.ForName(p.OperationName)
	case len(doc.Operations) == 1:
		op = doc.Operations[0]
	}
	if op == nil {
		return refuse(http.StatusBadRequest, "the operations field must name the operation to run")
	}
	if op.Operation != ast.Mutation || len(op.SelectionSet) != 1 {
		return refuse(http.StatusBadRequest, "multipart requests are only for the importDocuments mutation, alone in its operation")
	}
	if f, ok := op.SelectionSet[0].(*ast.Field); !ok || f.Name != "importDocuments" {
		return refuse(http.StatusBadRequest, "multipart requests are only for the importDocuments mutation, alone in its operation")
	}
	return nil
}

// spool copies a file part to a new temporary file (appended to tmp for removal), rewound.
func spool(p *multipart.Part, tmp *[]*os.File) (*os.File, *uploadError) {
	f, err := os.CreateTemp("", "queueproof-upload-*")
	if err != nil {
		return nil, refuse(http.StatusInternalServerError, "the upload could not be stored")
	}
	*tmp = append(*tmp, f)
	if _, err := io.Copy(f, p); err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			return nil, bodyError(err)
		}
		var pathErr *os.PathError
		if errors.As(err, &pathErr) {
			return nil, refuse(http.StatusInternalServerError, "the upload could not be stored")
		}
		return nil, bodyError(err)
	}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return nil, refuse(http.StatusInternalServerError, "the upload could not be stored")
	}
	return f, nil
}

// bodyError describes a failure to read the body: over the upload limit, or malformed.
func bodyError(err error) *uploadError {
	var tooLarge *http.MaxBytesError
	if errors.As(err, &tooLarge) {
		return refuse(http.StatusRequestEntityTooLarge, "upload is larger than %d bytes", MaxUploadBytes)
	}
	return refuse(http.StatusBadRequest, "the multipart body cannot be read: %s", plainMultipartError(err))
}

func plainMultipartError(err error) string {
	switch {
	case errors.Is(err, io.ErrUnexpectedEOF):
		return "it ends before its closing boundary"
	case errors.Is(err, http.ErrMissingBoundary), errors.Is(err, http.ErrNotMultipart):
		return "no multipart boundary in Content-Type"
	}
	return "it is not well-formed multipart/form-data"
}

// setUpload puts up where path ("variables.in.file", list indexes allowed) points: at a null
// placeholder in the variables, as the spec has the client send it.
func setUpload(vars map[string]any, path string, up graphql.Upload) error {
	rest, ok := strings.CutPrefix(path, "variables.")
	if !ok {
		return errors.New("it must start with \"variables.\"")
	}
	parts := strings.Split(rest, ".")
	var cur any = vars
	for i, name := range parts {
		last := i == len(parts)-1
		switch c := cur.(type) {
		case map[string]any:
			v, ok := c[name]
			if !ok {
				return fmt.Errorf("the variables have no %q", strings.Join(parts[:i+1], "."))
			}
			if last {
				if v != nil {
					return errors.New("it must point at a null placeholder")
				}
				c[name] = up
				return nil
			}
			cur = v
		case []any:
			n, err := strconv.Atoi(name)
			if err != nil || n < 0 || n >= len(c) {
				return fmt.Errorf("%q is not an index of the list", name)
			}
			if last {
				if c[n] != nil {
					return errors.New("it must point at a null placeholder")
				}
				c[n] = up
				return nil
			}
			cur = c[n]
		default:
			return fmt.Errorf("%q is not an object or a list", strings.Join(parts[:i], "."))
		}
	}
	return errors.New("it names no variable")
}
