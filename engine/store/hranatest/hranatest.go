// Package hranatest is a test-only libSQL stand-in: an HTTP server on the loopback interface
// that speaks Hrana over HTTP (the sqld "HTTP API v2": POST /v2/pipeline) and executes the
// statements on a real SQLite database (modernc.org/sqlite, the same engine as QueueProof's
// file: path). It lets tests drive the production remote path — the libSQL client's HTTP
// driver, its batons and its JSON values — without a libSQL server, which cannot be installed
// on the build machines.
//
// What it implements, following the Hrana 2 and HTTP API v2 specifications:
//
//   - GET /v2 answers 200 (the spec's version probe).
//   - POST /v2/pipeline runs the requests in order on a stream named by the baton. A request
//     without a baton opens a stream; each stream owns one dedicated SQLite connection, so a
//     BEGIN in one pipeline and the COMMIT in a later one run on the same connection, which
//     is how the client runs transactions. Every response carries a new, unpredictable baton
//     and the old one stops working; an unknown or reused baton is answered with HTTP 400, as
//     sqld does.
//   - close (the connection's open transaction is rolled back and the connection closed),
//     execute, batch (conditions ok, error, not, and, or), sequence, store_sql and
//     close_sql. describe is answered with an error result (SQLite's parameter and
//     read-only introspection is not reachable through database/sql).
//   - Values null, integer (decimal string), float, text and blob (base64, emitted without
//     padding, accepted with or without), positional args, named args (the prefix :, @ or $
//     optional), want_rows (default true), cols with name and decltype,
//     affected_row_count and last_insert_rowid.
//   - A statement error is an "error" result with the SQLite message and a code such as
//     SQLITE_CONSTRAINT; the pipeline itself still answers 200, as the spec requires.
//   - With a token configured, every request must carry "Authorization: Bearer <token>";
//     anything else is answered 401.
//
// What it is not: sqld. It has no replication, no stream expiry, no JWT validation, no
// response-size limits and none of sqld's lock-stealing; the database underneath is plain
// SQLite with its defaults (foreign keys off). A text value of a column declared DATE,
// DATETIME or TIMESTAMP comes back reformatted, because the modernc driver parses it into a
// time.Time before this server sees it. Use it to prove that QueueProof's SQL and store code
// work through the client's wire format, not to prove anything about sqld itself.
package hranatest

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"database/sql"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"net"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tursodatabase/libsql-client-go/sqliteparserutils"
	"modernc.org/sqlite"
)

// Options configure a Server.
type Options struct {
	// Path is the SQLite database file. Required by Start; NewServer defaults it to a file
	// in the test's temporary folder.
	Path string
	// AuthToken, when set, is the bearer token every request must present.
	AuthToken string
	// Addr, when set, is the loopback address to listen on (host:port), so a test can stop
	// a server and start another on the same URL; empty picks a free port.
	Addr string
}

// Server is a running loopback Hrana-over-HTTP server.
type Server struct {
	// URL is the server's base URL, http://127.0.0.1:PORT.
	URL string

	token  string
	db     *sql.DB
	anchor *sql.Conn // keeps the database open between streams (like sqld's held connection)
	http   *httptest.Server

	mu      sync.Mutex
	streams map[string]*stream // by the baton that may use the stream next
	closed  bool
}

type stream struct {
	conn   *sql.Conn
	sqls   map[int32]string
	closed bool
}

// NewServer starts a server for the duration of t, over a database file in t's temporary
// folder unless opt.Path names one.
func NewServer(t testing.TB, opt Options) *Server {
	t.Helper()
	if opt.Path == "" {
		opt.Path = filepath.Join(t.TempDir(), "hrana.db")
	}
	s, err := Start(opt)
	if err != nil {
		t.Fatalf("hranatest.Start = %v", err)
	}
	t.Cleanup(func() {
		if err := s.Close(); err != nil {
			t.Errorf("hranatest.Server.Close = %v", err)
		}
	})
	return s
}

// Start opens the database and starts serving on a free loopback port.
func Start(opt Options) (*Server, error) {
	if opt.Path == "" {
		return nil, errors.New("hranatest: Options.Path is required")
	}
	dsn := "file:" + opt.Path + "?_pragma=busy_timeout(5000)&_pragma=journal_mode(WAL)"
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, fmt.Errorf("hranatest: open %s: %w", opt.Path, err)
	}
	// A stream's connection is closed for good when the stream ends, so the next stream gets
	// a fresh connection with default settings, as with sqld.
	db.SetMaxIdleConns(0)
	anchor, err := db.Conn(context.Background())
	if err != nil {
		_ = db.Close()
		return nil, fmt.Errorf("hranatest: open %s: %w", opt.Path, err)
	}
	s := &Server{token: opt.AuthToken, db: db, anchor: anchor, streams: map[string]*stream{}}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /v2", s.handleVersion)
	mux.HandleFunc("POST /v2/pipeline", s.handlePipeline)
	s.http = httptest.NewUnstartedServer(s.authenticate(mux))
	if opt.Addr != "" {
		ln, err := net.Listen("tcp", opt.Addr)
		if err != nil {
			_ = anchor.Close()
			_ = db.Close()
			return nil, fmt.Errorf("hranatest: listen on %s: %w", opt.Addr, err)
		}
		_ = s.http.Listener.Close()
		s.http.Listener = ln
	}
	s.http.Start()
	s.URL = s.http.URL
	return s, nil
}

// Close stops the server, ends every open stream (rolling back its transaction) and closes
// the database.
func (s *Server) Close() error {
	s.http.Close() // waits for requests in flight
	s.mu.Lock()
	s.closed = true
	streams := s.streams
	s.streams = map[string]*stream{}
	s.mu.Unlock()
	for _, st := range streams {
		st.release()
	}
	_ = s.anchor.Close()
	return s.db.Close()
}

// DB is the SQLite database behind the server, for assertions that bypass the protocol.
func (s *Server) DB() *sql.DB { return s.db }

// OpenStreams reports how many streams are open (held by a baton).
func (s *Server) OpenStreams() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.streams)
}

func (s *Server) authenticate(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if s.token != "" {
			got := r.Header.Get("Authorization")
			want := "Bearer " + s.token
			if subtle.ConstantTimeCompare([]byte(got), []byte(want)) != 1 {
				writeJSON(w, http.StatusUnauthorized, map[string]string{"error": "Unauthorized: missing or invalid bearer token"})
				return
			}
		}
		next.ServeHTTP(w, r)
	})
}

func (s *Server) handleVersion(w http.ResponseWriter, _ *http.Request) {
	w.Header().Set("Content-Type", "text/plain")
	_, _ = io.WriteString(w, "Hello, this is HTTP API v2 (Hrana over HTTP)")
}

// Wire types of the HTTP API v2.

type pipelineRequest struct {
	Baton    *string         `json:"baton"`
	Requests []streamRequest `json:"requests"`
}

type pipelineResponse struct {
	Baton   *string        `json:"baton"`
	BaseURL *string        `json:"base_url"`
	Results []streamResult `json:"results"`
}

type streamRequest struct {
	Type  string  `json:"type"`
	Stmt  *stmt   `json:"stmt"`
	Batch *batch  `json:"batch"`
	SQL   *string `json:"sql"`
	SQLID *int32  `json:"sql_id"`
}

type streamResult struct {
	Type     string          `json:"type"` // "ok" or "error"
	Response *streamResponse `json:"response,omitempty"`
	Error    *hranaError     `json:"error,omitempty"`
}

type streamResponse struct {
	Type   string `json:"type"`
	Result any    `json:"result,omitempty"`
}

type hranaError struct {
	Message string `json:"message"`
	Code    string `json:"code,omitempty"`
}

type stmt struct {
	SQL       *string    `json:"sql"`
	SQLID     *int32     `json:"sql_id"`
	Args      []value    `json:"args"`
	NamedArgs []namedArg `json:"named_args"`
	WantRows  *bool      `json:"want_rows"`
}

type namedArg struct {
	Name  string `json:"name"`
	Value value  `json:"value"`
}

type value struct {
	Type   string          `json:"type"`
	Value  json.RawMessage `json:"value,omitempty"`
	Base64 *string         `json:"base64,omitempty"`
}

type stmtResult struct {
	Cols             []col     `json:"cols"`
	Rows             [][]value `json:"rows"`
	AffectedRowCount int64     `json:"affected_row_count"`
	LastInsertRowID  *string   `json:"last_insert_rowid"`
}

type col struct {
	Name     *string `json:"name"`
	Decltype *string `json:"decltype"`
}

type batch struct {
	Steps []batchStep `json:"steps"`
}

type batchStep struct {
	Condition *batchCond `json:"condition"`
	Stmt      stmt       `json:"stmt"`
}

type batchCond struct {
	Type  string      `json:"type"`
	Step  *int        `json:"step"`
	Cond  *batchCond  `json:"cond"`
	Conds []batchCond `json:"conds"`
}

type batchResult struct {
	StepResults []*stmtResult `json:"step_results"`
	StepErrors  []*hranaError `json:"step_errors"`
}

// protocolError is a request the spec does not allow; it is answered with HTTP 400 and ends
// the stream, as sqld does.
type protocolError struct{ msg string }

func (e *protocolError) Error() string { return e.msg }

func (s *Server) handlePipeline(w http.ResponseWriter, r *http.Request) {
	var req pipelineRequest
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, 64<<20))
	if err := dec.Decode(&req); err != nil {
		writeText(w, http.StatusBadRequest, "Could not deserialize JSON request body: "+err.Error())
		return
	}
	st, err := s.acquire(r.Context(), req.Baton)
	if err != nil {
		var pe *protocolError
		if errors.As(err, &pe) {
			writeText(w, http.StatusBadRequest, pe.msg)
			return
		}
		writeText(w, http.StatusInternalServerError, err.Error())
		return
	}
	resp := pipelineResponse{Results: make([]streamResult, 0, len(req.Requests))}
	for _, sr := range req.Requests {
		res, err := st.handle(r.Context(), sr)
		if err != nil { // a protocol violation: the stream is gone
			st.release()
			writeText(w, http.StatusBadRequest, err.Error())
			return
		}
		resp.Results = append(resp.Results, res)
	}
	if st.closed {
		st.release()
	} else {
		baton, err := s.park(st)
		if err != nil {
			st.release()
			writeText(w, http.StatusInternalServerError, err.Error())
			return
		}
		resp.Baton = &baton
	}
	writeJSON(w, http.StatusOK, resp)
}

// acquire takes the stream named by baton out of the table (so a second request with the
// same baton fails), or opens a new stream when there is no baton.
func (s *Server) acquire(ctx context.Context, baton *string) (*stream, error) {
	if baton != nil && *baton != "" {
		s.mu.Lock()
		defer s.mu.Unlock()
		st, ok := s.streams[*baton]
		if !ok {
			return nil, &protocolError{"Invalid baton"}
		}
		delete(s.streams, *baton)
		return st, nil
	}
	conn, err := s.db.Conn(ctx)
	if err != nil {
		return nil, fmt.Errorf("open stream: %w", err)
	}
	return &stream{conn: conn, sqls: map[int32]string{}}, nil
}

// park files the stream under a new random baton and returns it.
func (s *Server) park(st *stream) (string, error) {
	var b [32]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", fmt.Errorf("baton: %w", err)
	}
	baton := base64.RawURLEncoding.EncodeToString(b[:])
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return "", errors.New("server is closing")
	}
	s.streams[baton] = st
	return baton, nil
}

// release ends the stream: closing a SQLite connection rolls back its open transaction, and
// the ROLLBACK makes that explicit before the connection goes.
func (st *stream) release() {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	_, _ = st.conn.ExecContext(ctx, "ROLLBACK") // "no transaction is active" is fine
	_ = st.conn.Close()
}

func (st *stream) handle(ctx context.Context, r streamRequest) (streamResult, error) {
	if st.closed {
		return streamResult{}, &protocolError{"The stream has already been closed"}
	}
	switch r.Type {
	case "close":
		st.closed = true
		return ok("close", nil), nil
	case "execute":
		if r.Stmt == nil {
			return streamResult{}, &protocolError{"execute request without stmt"}
		}
		res, herr := st.execute(ctx, *r.Stmt)
		if herr != nil {
			return fail(herr), nil
		}
		return ok("execute", res), nil
	case "batch":
		if r.Batch == nil {
			return streamResult{}, &protocolError{"batch request without batch"}
		}
		res, err := st.batch(ctx, *r.Batch)
		if err != nil {
			return streamResult{}, err
		}
		return ok("batch", res), nil
	case "sequence":
		text, herr := st.sqlText(r.SQL, r.SQLID)
		if herr != nil {
			return fail(herr), nil
		}
		if _, err := st.conn.ExecContext(ctx, text); err != nil {
			return fail(sqlError(err)), nil
		}
		return ok("sequence", nil), nil
	case "describe":
		return fail(&hranaError{Message: "describe is not implemented by the hranatest server", Code: "NOT_IMPLEMENTED"}), nil
	case "store_sql":
		if r.SQLID == nil || r.SQL == nil {
			return streamResult{}, &protocolError{"store_sql needs sql_id and sql"}
		}
		if _, used := st.sqls[*r.SQLID]; used {
			return fail(&hranaError{Message: fmt.Sprintf("SQL text id %d is already in use", *r.SQLID)}), nil
		}
		st.sqls[*r.SQLID] = *r.SQL
		return ok("store_sql", nil), nil
	case "close_sql":
		if r.SQLID == nil {
			return streamResult{}, &protocolError{"close_sql needs sql_id"}
		}
		delete(st.sqls, *r.SQLID)
		return ok("close_sql", nil), nil
	default:
		return streamResult{}, &protocolError{fmt.Sprintf("unknown stream request type %q", r.Type)}
	}
}

func ok(typ string, result any) streamResult {
	return streamResult{Type: "ok", Response: &streamResponse{Type: typ, Result: result}}
}

func fail(e *hranaError) streamResult { return streamResult{Type: "error", Error: e} }

func (st *stream) sqlText(text *string, id *int32) (string, *hranaError) {
	switch {
	case text != nil && id != nil:
		return "", &hranaError{Message: "only one of sql and sql_id may be given", Code: "SQL_CONFLICT"}
	case text != nil:
		return *text, nil
	case id != nil:
		s, ok := st.sqls[*id]
		if !ok {
			return "", &hranaError{Message: fmt.Sprintf("SQL text id %d is not stored", *id), Code: "SQL_NOT_FOUND"}
		}
		return s, nil
	default:
		return "", &hranaError{Message: "sql or sql_id is required", Code: "SQL_MISSING"}
	}
}

func (st *stream) execute(ctx context.Context, s stmt) (*stmtResult, *hranaError) {
	text, herr := st.sqlText(s.SQL, s.SQLID)
	if herr != nil {
		return nil, herr
	}
	if n := countStatements(text); n != 1 {
		return nil, &hranaError{Message: fmt.Sprintf("SQL string must contain exactly one statement, got %d", n), Code: "SQL_INPUT_ERROR"}
	}
	args, herr := bindArgs(s)
	if herr != nil {
		return nil, herr
	}
	cols, err := st.columns(text)
	if err != nil {
		return nil, sqlError(err)
	}
	rows, err := st.conn.QueryContext(ctx, text, args...)
	if err != nil {
		return nil, sqlError(err)
	}
	defer rows.Close()
	res := &stmtResult{Cols: cols, Rows: [][]value{}}
	want := s.WantRows == nil || *s.WantRows // optional since Hrana 2, default true
	for rows.Next() {
		dest := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range dest {
			ptrs[i] = &dest[i]
		}
		if err := rows.Scan(ptrs...); err != nil {
			return nil, sqlError(err)
		}
		if !want {
			continue // the statement still runs to completion
		}
		row := make([]value, len(dest))
		for i, v := range dest {
			if row[i], err = encodeValue(v); err != nil {
				return nil, &hranaError{Message: err.Error(), Code: "VALUE_ERROR"}
			}
		}
		res.Rows = append(res.Rows, row)
	}
	if err := rows.Err(); err != nil {
		return nil, sqlError(err)
	}
	if err := rows.Close(); err != nil {
		return nil, sqlError(err)
	}
	var changes, rowid int64
	if err := st.conn.QueryRowContext(ctx, "SELECT changes(), last_insert_rowid()").Scan(&changes, &rowid); err != nil {
		return nil, sqlError(err)
	}
	res.AffectedRowCount = changes
	id := strconv.FormatInt(rowid, 10)
	res.LastInsertRowID = &id
	return res, nil
}

// columns describes the statement's result columns without running it: the name and the
// type as declared in the table (null for expressions).
func (st *stream) columns(text string) ([]col, error) {
	var infos []sqlite.ColumnInfo
	err := st.conn.Raw(func(dc any) error {
		ci, ok := dc.(interface {
			ColumnInfo(query string) ([]sqlite.ColumnInfo, error)
		})
		if !ok {
			return errors.New("the SQLite driver cannot describe columns")
		}
		var err error
		infos, err = ci.ColumnInfo(text)
		return err
	})
	if err != nil {
		return nil, err
	}
	cols := make([]col, len(infos))
	for i, info := range infos {
		name := info.Name
		cols[i].Name = &name
		if info.DeclType != "" {
			dt := info.DeclType
			cols[i].Decltype = &dt
		}
	}
	return cols, nil
}

func (st *stream) batch(ctx context.Context, b batch) (*batchResult, error) {
	res := &batchResult{
		StepResults: make([]*stmtResult, len(b.Steps)),
		StepErrors:  make([]*hranaError, len(b.Steps)),
	}
	for i, step := range b.Steps {
		if step.Condition != nil {
			run, err := eval(*step.Condition, res, i)
			if err != nil {
				return nil, err
			}
			if !run {
				continue
			}
		}
		r, herr := st.execute(ctx, step.Stmt)
		res.StepResults[i], res.StepErrors[i] = r, herr
	}
	return res, nil
}

// eval evaluates a batch condition for step cur; it may refer only to earlier steps.
func eval(c batchCond, res *batchResult, cur int) (bool, error) {
	step := func() (int, error) {
		if c.Step == nil || *c.Step < 0 || *c.Step >= cur {
			return 0, &protocolError{fmt.Sprintf("batch condition %q must refer to an earlier step", c.Type)}
		}
		return *c.Step, nil
	}
	switch c.Type {
	case "ok":
		i, err := step()
		return err == nil && res.StepResults[i] != nil, err
	case "error":
		i, err := step()
		return err == nil && res.StepErrors[i] != nil, err
	case "not":
		if c.Cond == nil {
			return false, &protocolError{"batch condition not needs cond"}
		}
		v, err := eval(*c.Cond, res, cur)
		return !v, err
	case "and", "or":
		all := c.Type == "and"
		for _, sub := range c.Conds {
			v, err := eval(sub, res, cur)
			if err != nil {
				return false, err
			}
			if v != all {
				return v, nil
			}
		}
		return all, nil
	default:
		return false, &protocolError{fmt.Sprintf("unknown batch condition %q", c.Type)}
	}
}

func bindArgs(s stmt) ([]any, *hranaError) {
	if len(s.Args) > 0 && len(s.NamedArgs) > 0 {
		return nil, &hranaError{Message: "this server does not accept positional and named arguments in one statement", Code: "ARGS_INVALID"}
	}
	args := make([]any, 0, len(s.Args)+len(s.NamedArgs))
	for i, a := range s.Args {
		v, err := decodeValue(a)
		if err != nil {
			return nil, &hranaError{Message: fmt.Sprintf("argument %d: %v", i+1, err), Code: "ARGS_INVALID"}
		}
		args = append(args, v)
	}
	for _, a := range s.NamedArgs {
		v, err := decodeValue(a.Value)
		if err != nil {
			return nil, &hranaError{Message: fmt.Sprintf("argument %s: %v", a.Name, err), Code: "ARGS_INVALID"}
		}
		// The driver matches a name without its prefix; the spec lets the client omit it.
		name := strings.TrimLeft(a.Name, ":@$")
		if name == "" {
			return nil, &hranaError{Message: fmt.Sprintf("invalid argument name %q", a.Name), Code: "ARGS_INVALID"}
		}
		args = append(args, sql.Named(name, v))
	}
	return args, nil
}

func decodeValue(v value) (any, error) {
	switch v.Type {
	case "null":
		return nil, nil
	case "integer":
		var s string
		if err := json.Unmarshal(v.Value, &s); err != nil {
			return nil, fmt.Errorf("integer value must be a decimal string: %w", err)
		}
		return strconv.ParseInt(s, 10, 64)
	case "float":
		var f float64
		if err := json.Unmarshal(v.Value, &f); err != nil {
			return nil, fmt.Errorf("float value must be a number: %w", err)
		}
		return f, nil
	case "text":
		var s string
		if err := json.Unmarshal(v.Value, &s); err != nil {
			return nil, fmt.Errorf("text value must be a string: %w", err)
		}
		return s, nil
	case "blob":
		if v.Base64 == nil {
			return nil, errors.New("blob value needs base64")
		}
		b, err := base64.RawStdEncoding.DecodeString(strings.TrimRight(*v.Base64, "="))
		if err != nil {
			return nil, fmt.Errorf("blob value: %w", err)
		}
		return b, nil
	default:
		return nil, fmt.Errorf("unknown value type %q", v.Type)
	}
}

func encodeValue(v any) (value, error) {
	raw := func(x any) json.RawMessage { b, _ := json.Marshal(x); return b }
	switch x := v.(type) {
	case nil:
		return value{Type: "null"}, nil
	case int64:
		return value{Type: "integer", Value: raw(strconv.FormatInt(x, 10))}, nil
	case float64:
		if math.IsInf(x, 0) || math.IsNaN(x) {
			return value{}, fmt.Errorf("float %v cannot be sent as JSON", x)
		}
		return value{Type: "float", Value: raw(x)}, nil
	case string:
		return value{Type: "text", Value: raw(x)}, nil
	case []byte:
		b64 := base64.RawStdEncoding.EncodeToString(x)
		return value{Type: "blob", Base64: &b64}, nil
	case time.Time: // see the package comment: a DATE/DATETIME/TIMESTAMP text, reformatted
		return value{Type: "text", Value: raw(x.Format("2006-01-02 15:04:05.999999999-07:00"))}, nil
	default:
		return value{}, fmt.Errorf("unexpected SQLite value of type %T", v)
	}
}

// countStatements counts the non-empty statements in text with the libSQL client's own
// splitter (which keeps CREATE TRIGGER ... END whole).
func countStatements(text string) int {
	parts, _ := sqliteparserutils.SplitStatement(text)
	n := 0
	for _, p := range parts {
		if strings.TrimSpace(p) != "" {
			n++
		}
	}
	return n
}

var codeName = regexp.MustCompile(`\((SQLITE_[A-Z_]+)\)`)

// sqlError turns a SQLite error into a Hrana error with the primary result code's name.
func sqlError(err error) *hranaError {
	e := &hranaError{Message: err.Error(), Code: "SQLITE_ERROR"}
	var se *sqlite.Error
	if errors.As(err, &se) {
		if m := codeName.FindStringSubmatch(sqlite.ErrorCodeString[se.Code()&0xff]); m != nil {
			e.Code = m[1]
		}
	}
	return e
}

func writeJSON(w http.ResponseWriter, status int, body any) {
	b, err := json.Marshal(body)
	if err != nil {
		writeText(w, http.StatusInternalServerError, err.Error())
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_, _ = w.Write(b)
}

func writeText(w http.ResponseWriter, status int, msg string) {
	w.Header().Set("Content-Type", "text/plain")
	w.WriteHeader(status)
	_, _ = io.WriteString(w, msg)
}
