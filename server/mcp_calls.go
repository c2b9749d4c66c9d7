package server

import (
	"bytes"
	"encoding/json"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	sjson "github.com/segmentio/encoding/json"
)

// calledTools returns the tool names of the tools/call requests in a JSON-RPC message or
// batch, read exactly as the SDK's dispatcher reads them: a batch or a single message as its
// transport splits them, each message through the SDK's own jsonrpc.DecodeMessage, and the
// params with the decoder the SDK uses (segmentio's, keys matched case-sensitively). A
// case-insensitive decoder would read a "NAME", "METHOD" or "PARAMS" key the dispatcher
// ignores, so the scope check would judge another call than the one that runs. A body the
// dispatcher could not read either is an error.
func calledTools(body []byte) ([]string, error) {
	raws := []json.RawMessage{body}
	var batch []json.RawMessage
	if strictUnmarshal(body, &batch) == nil {
		if len(batch) == 0 {
			return nil, errors.New("empty batch")
		}
		raws = batch
	}
	var names []string
	for _, raw := range raws {
		msg, err := jsonrpc.DecodeMessage(raw)
		if err != nil {
			return nil, err
		}
		req, ok := msg.(*jsonrpc.Request)
		if !ok || req.Method != "tools/call" {
			continue
		}
		var p mcp.CallToolParamsRaw
		if err := strictUnmarshal(req.Params, &p); err != nil {
			return nil, err
		}
		names = append(names, p.Name)
	}
	return names, nil
}

// strictUnmarshal decodes data into v as the MCP SDK does: object keys match struct fields
// case-sensitively.
func strictUnmarshal(data []byte, v any) error {
	if len(data) == 0 {
		return errors.New("no JSON value")
	}
	dec := sjson.NewDecoder(bytes.NewReader(data))
	dec.DontMatchCaseInsensitiveStructFields()
	return dec.Decode(v)
}
