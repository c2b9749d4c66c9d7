package hranatest_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/store/hranatest"
)

// These tests speak the wire format by hand, so they check the server against the
// specification rather than against the client it is meant to serve.

type reply struct {
	Status int
	Baton  *string `json:"baton"`
	Result []struct {
		Type     string `json:"type"`
		Response struct {
			Type   string          `json:"type"`
			Result json.RawMessage `json:"result"`
		} `json:"response"`
		Error *struct {
			Message string `json:"message"`
			Code    string `json:"code"`
		} `json:"error"`
	} `json:"results"`
	Body string
}

func post(t *testing.T, s *hranatest.Server, token string, baton *string, requests ...string) reply {
	t.Helper()
	body := `{"baton":null,"requests":[` + strings.Join(requests, ",") + `]}`
	if baton != nil {
		b, _ := json.Marshal(*baton)
		body = `{"baton":` + string(b) + `,"requests":[` + strings.Join(requests, ",") + `]}`
	}
	req, err := http.NewRequestWithContext(context.Background(), http.MethodPost, s.URL+"/v2/pipeline", bytes.NewBufferString(body))
	if err != nil {
		t.Fatal(err)
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("POST /v2/pipeline = %v", err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	r := reply{Status: resp.StatusCode, Body: string(raw)}
	if resp.StatusCode == http.StatusOK {
		if err := json.Unmarshal(raw, &r); err != nil {
			t.Fatalf("response %s: %v", raw, err)
		}
	}
	return r
}

func execute(sql string, extra string) string {
	b, _ := json.Marshal(sql)
	if extra != "" {
		extra = "," + extra
	}
	return `{"type":"execute","stmt":{"sql":` + string(b) + extra + `}}`
}

type stmtResult struct {
	Cols []struct {
		Name     *string `json:"name"`
		Decltype *string `json:"decltype"`
	} `json:"cols"`
	Rows             [][]map[string]any `json:"rows"`
	AffectedRowCount int                `json:"affected_row_count"`
	LastInsertRowID  *string            `json:"last_insert_rowid"`
}

func result(t *testing.T, r reply, i int) stmtResult {
	t.Helper()
	if r.Status != http.StatusOK {
		t.Fatalf("status %d: %s", r.Status, r.Body)
	}
	if r.Result[i].Type != "ok" {
		t.Fatalf("result %d = error %+v, want ok", i, r.Result[i].Error)
	}
	var sr stmtResult
	if err := json.Unmarshal(r.Result[i].Response.Result, &sr); err != nil {
		t.Fatal(err)
	}
	return sr
}

func TestVersionProbe(t *testing.T) {
	s := hranatest.NewServer(t, hranatest.Options{})
	resp, err := http.Get(s.URL + "/v2")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("GET /v2 = %d, want 200", resp.StatusCode)
	}
}

func TestStreamHoldsOneConnectionAcrossRequests(t *testing.T) {
	s := hranatest.NewServer(t, hranatest.Options{})
	r := post(t, s, "", nil, execute("CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)", ""), execute("BEGIN", ""))
	result(t, r, 1)
	if r.Baton == nil {
		t.Fatal("open stream answered without a baton")
	}
	first := *r.Baton

	r = post(t, s, "", &first, execute("INSERT INTO t (v) VALUES ('a')", `"want_rows":false`))
	ins := result(t, r, 0)
	if ins.AffectedRowCount != 1 || ins.LastInsertRowID == nil || *ins.LastInsertRowID != "1" {
		t.Fatalf("insert = %+v, want 1 row, rowid \"1\"", ins)
	}
	if r.Baton == nil || *r.Baton == first {
		t.Fatalf("baton = %v, want a new one", r.Baton)
	}
	second := *r.Baton

	// Another stream does not see the uncommitted row: the transaction lives on the stream.
	other := post(t, s, "", nil, execute("SELECT count(*) FROM t", ""), `{"type":"close"}`)
	if got := result(t, other, 0).Rows[0][0]; got["value"] != "0" || got["type"] != "integer" {
		t.Fatalf("other stream sees %v, want integer \"0\"", got)
	}
	if other.Baton != nil {
		t.Fatalf("baton after close = %q, want null", *other.Baton)
	}

	// The old baton is spent.
	if r := post(t, s, "", &first, execute("SELECT 1", "")); r.Status != http.StatusBadRequest {
		t.Fatalf("reused baton = %d %s, want 400", r.Status, r.Body)
	}

	r = post(t, s, "", &second, execute("COMMIT", ""), `{"type":"close"}`)
	result(t, r, 0)
	if r.Baton != nil {
		t.Fatal("close left the stream open")
	}
	if n := s.OpenStreams(); n != 0 {
		t.Fatalf("open streams = %d, want 0", n)
	}
	var n int
	if err := s.DB().QueryRow(`SELECT count(*) FROM t`).Scan(&n); err != nil || n != 1 {
		t.Fatalf("committed rows = %d, %v; want 1", n, err)
	}
}

func TestUnknownBatonIsHTTP400(t *testing.T) {
	s := hranatest.NewServer(t, hranatest.Options{})
	bogus := "not-a-baton"
	if r := post(t, s, "", &bogus, execute("SELECT 1", "")); r.Status != http.StatusBadRequest {
		t.Fatalf("unknown baton = %d %s, want 400", r.Status, r.Body)
	}
}

func TestClosingAStreamRollsBackItsTransaction(t *testing.T) {
	s := hranatest.NewServer(t, hranatest.Options{})
	r := post(t, s, "", nil, execute("CREATE TABLE t (id INTEGER)", ""), execute("BEGIN", ""), execute("INSERT INTO t VALUES (1)", ""), `{"type":"close"}`)
	result(t, r, 2)
	var n int
	if err := s.DB().QueryRow(`SELECT count(*) FROM t`).Scan(&n); err != nil || n != 0 {
		t.Fatalf("rows after close = %d, %v; want 0", n, err)
	}
}

func TestStatementErrorIsAnErrorResult(t *testing.T) {
	s := hranatest.NewServer(t, hranatest.Options{})
	r := post(t, s, "", nil,
		execute("SELECT * FROM missing", ""),
		execute("SELECT 1; SELECT 2", ""),
		execute("SELECT 2", ""))
	if r.Status != http.StatusOK {
		t.Fatalf("status = %d, want 200 (errors are results)", r.Status)
	}
	if e := r.Result[0].Error; r.Result[0].Type != "error" || e == nil || !strings.Contains(e.Message, "no such table") || e.Code != "SQLITE_ERROR" {
		t.Fatalf("result 0 = %+v, want a no-such-table SQLITE_ERROR", r.Result[0])
	}
	if r.Result[1].Type != "error" {
		t.Fatalf("two statements in one execute = %+v, want an error", r.Result[1])
	}
	result(t, r, 2) // the pipeline goes on after an error
}

func TestValuesArgsAndColumns(t *testing.T) {
	s := hranatest.NewServer(t, hranatest.Options{})
	r := post(t, s, "", nil,
		execute("CREATE TABLE v (i INTEGER, f REAL, s TEXT, b BLOB, n TEXT)", ""),
		execute("INSERT INTO v VALUES (?, ?, ?, ?, ?)", `"args":[{"type":"integer","value":"9007199254740993"},{"type":"float","value":1.5},{"type":"text","value":"héllo"},{"type":"blob","base64":"AAEC/w=="},{"type":"null"}]`),
		execute("SELECT i, f, s, b, n, i + 1 AS next FROM v WHERE s = :s AND i = @i", `"named_args":[{"name":":s","value":{"type":"text","value":"héllo"}},{"name":"i","value":{"type":"integer","value":"9007199254740993"}}]`),
		execute("SELECT i FROM v", `"want_rows":false`),
	)
	res := result(t, r, 2)
	if len(res.Rows) != 1 {
		t.Fatalf("rows = %v, want 1", res.Rows)
	}
	row := res.Rows[0]
	want := []map[string]any{
		{"type": "integer", "value": "9007199254740993"},
		{"type": "float", "value": 1.5},
		{"type": "text", "value": "héllo"},
		{"type": "blob", "base64": "AAEC/w"}, // unpadded, as sqld sends it
		{"type": "null"},
		{"type": "integer", "value": "9007199254740994"},
	}
	for i := range want {
		for k, v := range want[i] {
			if row[i][k] != v {
				t.Errorf("column %d %s = %v, want %v", i, k, row[i][k], v)
			}
		}
	}
	names := []string{"i", "f", "s", "b", "n", "next"}
	decl := []string{"INTEGER", "REAL", "TEXT", "BLOB", "TEXT", ""}
	for i, c := range res.Cols {
		if c.Name == nil || *c.Name != names[i] {
			t.Errorf("col %d name = %v, want %s", i, c.Name, names[i])
		}
		switch {
		case decl[i] == "" && c.Decltype != nil:
			t.Errorf("col %d decltype = %q, want null for an expression", i, *c.Decltype)
		case decl[i] != "" && (c.Decltype == nil || *c.Decltype != decl[i]):
			t.Errorf("col %d decltype = %v, want %s", i, c.Decltype, decl[i])
		}
	}
	if got := result(t, r, 3); len(got.Rows) != 0 || len(got.Cols) != 1 {
		t.Fatalf("want_rows=false gave %d rows, %d cols; want 0 rows, 1 col", len(got.Rows), len(got.Cols))
	}
}

func TestBatchConditionsAndStoredSQL(t *testing.T) {
	s := hranatest.NewServer(t, hranatest.Options{})
	r := post(t, s, "", nil,
		`{"type":"store_sql","sql_id":7,"sql":"INSERT INTO b VALUES (2)"}`,
		`{"type":"sequence","sql":"CREATE TABLE b (id INTEGER PRIMARY KEY); INSERT INTO b VALUES (1);"}`,
		`{"type":"batch","batch":{"steps":[
			{"stmt":{"sql":"INSERT INTO b VALUES (1)"}},
			{"condition":{"type":"error","step":0},"stmt":{"sql_id":7}},
			{"condition":{"type":"ok","step":0},"stmt":{"sql":"INSERT INTO b VALUES (3)"}},
			{"condition":{"type":"and","conds":[{"type":"ok","step":1},{"type":"not","cond":{"type":"ok","step":2}}]},"stmt":{"sql":"SELECT count(*) FROM b"}}
		]}}`,
		`{"type":"close_sql","sql_id":7}`,
		execute("SELECT 1", `"sql_id":7`),
	)
	if r.Status != http.StatusOK {
		t.Fatalf("status %d: %s", r.Status, r.Body)
	}
	for i := 0; i < 2; i++ {
		if r.Result[i].Type != "ok" {
			t.Fatalf("result %d = %+v", i, r.Result[i].Error)
		}
	}
	var br struct {
		StepResults []*stmtResult     `json:"step_results"`
		StepErrors  []*map[string]any `json:"step_errors"`
	}
	if err := json.Unmarshal(r.Result[2].Response.Result, &br); err != nil {
		t.Fatal(err)
	}
	if br.StepErrors[0] == nil || br.StepResults[0] != nil {
		t.Errorf("step 0 (duplicate key) = %v / %v, want an error", br.StepResults[0], br.StepErrors[0])
	}
	if br.StepResults[1] == nil {
		t.Errorf("step 1 (stored SQL after an error) did not run: %v", br.StepErrors[1])
	}
	if br.StepResults[2] != nil || br.StepErrors[2] != nil {
		t.Errorf("step 2 (ok of a failed step) ran")
	}
	if br.StepResults[3] == nil || br.StepResults[3].Rows[0][0]["value"] != "2" {
		t.Errorf("step 3 = %+v, want count 2", br.StepResults[3])
	}
	if r.Result[4].Type != "error" {
		t.Errorf("execute of a closed sql_id = %+v, want an error", r.Result[4])
	}
}

func TestAuthToken(t *testing.T) {
	s := hranatest.NewServer(t, hranatest.Options{AuthToken: "s3cret"})
	if r := post(t, s, "", nil, execute("SELECT 1", "")); r.Status != http.StatusUnauthorized {
		t.Fatalf("no token = %d, want 401", r.Status)
	}
	if r := post(t, s, "wrong", nil, execute("SELECT 1", "")); r.Status != http.StatusUnauthorized {
		t.Fatalf("wrong token = %d, want 401", r.Status)
	}
	result(t, post(t, s, "s3cret", nil, execute("SELECT 1", "")), 0)
}
