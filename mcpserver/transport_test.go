package mcpserver

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"testing"
)

// rawSession speaks JSON-RPC to the server line by line, to send what
// the SDK's client never sends: messages of exact sizes, and lines that
// are no message.
type rawSession struct {
	t  *testing.T
	w  io.Writer
	r  *bufio.Reader
	id int
}

func rawConnect(t *testing.T) *rawSession {
	t.Helper()
	clientIn, serverOut := io.Pipe()
	serverIn, clientOut := io.Pipe()
	ctx, cancel := context.WithCancel(context.Background())
	served := make(chan error, 1)
	go func() { served <- Serve(ctx, Options{Root: t.TempDir()}, serverIn, serverOut) }()
	t.Cleanup(func() {
		_ = clientOut.Close()
		cancel()
		_ = clientIn.Close()
		<-served
	})
	s := &rawSession{t: t, w: clientOut, r: bufio.NewReader(clientIn)}
	s.send([]byte(`{"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "raw", "version": "1"}}}`))
	if resp := s.recv(); resp["error"] != nil {
		t.Fatalf("initialize: %v", resp)
	}
	s.send([]byte(`{"jsonrpc": "2.0", "method": "notifications/initialized"}`))
	return s
}

func (s *rawSession) send(line []byte) {
	s.t.Helper()
	if _, err := s.w.Write(append(line, '\n')); err != nil {
		s.t.Fatal(err)
	}
}

func (s *rawSession) recv() map[string]any {
	s.t.Helper()
	line, err := s.r.ReadBytes('\n')
	if err != nil {
		s.t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(line, &m); err != nil {
		s.t.Fatalf("%v: %s", err, line)
	}
	return m
}

// explainCall is a tools/call of explain, padded with spaces before its
// closing brace to size bytes.
func (s *rawSession) explainCall(size int) []byte {
	s.id++
	head := fmt.Sprintf(`{"jsonrpc": "2.0", "id": %d, "method": "tools/call", "params": {"name": "explain", "arguments": {"rule": "unicode.hidden"}}`, s.id)
	if pad := size - len(head) - 1; pad >= 0 {
		return []byte(head + strings.Repeat(" ", pad) + "}")
	}
	return []byte(head + "}")
}

// toolResult reads the answer to call id: its text and whether it is a
// tool error.
func (s *rawSession) toolResult(id int) (string, bool) {
	s.t.Helper()
	resp := s.recv()
	if resp["id"] != float64(id) {
		s.t.Fatalf("answer to %v, want %d: %v", resp["id"], id, resp)
	}
	res, ok := resp["result"].(map[string]any)
	if !ok {
		s.t.Fatalf("no result: %v", resp)
	}
	content := res["content"].([]any)
	isErr, _ := res["isError"].(bool)
	return content[0].(map[string]any)["text"].(string), isErr
}

// A request of MaxRequest bytes is read; one byte more is a tool error
// naming the bound, and the session goes on.
func TestRequestBound(t *testing.T) {
	s := rawConnect(t)
	at := s.explainCall(MaxRequest)
	if len(at) != MaxRequest {
		t.Fatalf("the request is %d bytes", len(at))
	}
	s.send(at)
	if text, isErr := s.toolResult(s.id); isErr || !strings.HasPrefix(text, "unicode.hidden — ") {
		t.Errorf("a request of %d bytes: error %v, %.80q", MaxRequest, isErr, text)
	}
	s.send(s.explainCall(MaxRequest + 1))
	text, isErr := s.toolResult(s.id)
	if want := fmt.Sprintf("the request is %d bytes, over the %d bytes (16 MiB) a request may hold", MaxRequest+1, MaxRequest); !isErr || !strings.Contains(text, want) {
		t.Errorf("a request of %d bytes: error %v, %q, want %q", MaxRequest+1, isErr, text, want)
	}
	// A line break of "\r\n" is no part of the message.
	s.send(append(s.explainCall(MaxRequest), '\r'))
	if text, isErr := s.toolResult(s.id); isErr {
		t.Errorf("a request of %d bytes ending in \\r\\n: %q", MaxRequest, text)
	}
	s.send(s.explainCall(100))
	if text, isErr := s.toolResult(s.id); isErr {
		t.Errorf("the next call: %q", text)
	}
}

// Other requests over the bound get a JSON-RPC error, a notification
// nothing; lines that are no message get an error; the session goes on.
func TestLinesThatAreNoMessage(t *testing.T) {
	s := rawConnect(t)
	pad := strings.Repeat(" ", MaxRequest)
	s.send([]byte(`{"jsonrpc": "2.0", "method": "tools/list", "id": "big", "params": {}` + pad + `}`))
	resp := s.recv()
	if e, _ := resp["error"].(map[string]any); resp["id"] != "big" || e == nil || e["code"] != float64(-32600) || !strings.Contains(e["message"].(string), "a request may hold") {
		t.Errorf("tools/list over the bound: %v", resp)
	}
	// A notification over the bound is dropped: the next answer is the
	// next call's.
	s.send([]byte(`{"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {"requestId": 1, "reason": "` + pad + `"}}`))
	for _, c := range []struct{ line, want string }{
		{"not json at all", `{"code":-32700,"message":"parse error: the message is not JSON"}`},
		{`{"jsonrpc": "2.0", "id": 5, "method": "tools/call"`, `{"code":-32700,"message":"parse error: the message is not JSON"}`},
		{`[{"jsonrpc": "2.0", "id": 6, "method": "tools/list"}]`, `"code":-32600`},
		{`{"id": 7, "method": "tools/list"}`, `"code":-32600`},
	} {
		s.send([]byte(c.line))
		b, _ := json.Marshal(s.recv())
		if !bytes.Contains(b, []byte(c.want)) {
			t.Errorf("%q: %s, want %s", c.line, b, c.want)
		}
	}
	s.send(s.explainCall(100))
	if text, isErr := s.toolResult(s.id); isErr {
		t.Errorf("the next call: %q", text)
	}
}

// fieldHead finds the top-level id and method wherever they are, and only
// there.
func TestFieldHead(t *testing.T) {
	for _, c := range []struct{ msg, id, method string }{
		{`{"jsonrpc":"2.0","id":12,"method":"tools/call","params":{}}`, `12`, `"tools/call"`},
		{`{"params":{"id":3,"method":"x","a":[{"id":4}]},"method":"tools/call","id":"a\"b"}`, `"a\"b"`, `"tools/call"`},
		{`{"method":"notifications/cancelled","params":{"requestId":1}}`, ``, `"notifications/cancelled"`},
		{`{"id":{"x":1},"method":"m"}`, ``, `"m"`},
		{`[{"id":1,"method":"m"}]`, ``, ``},
	} {
		var h fieldHead
		// Byte by byte: a message arrives in pieces of any size.
		for i := range len(c.msg) {
			h.write([]byte{c.msg[i]})
		}
		if string(h.id) != c.id || string(h.method) != c.method {
			t.Errorf("%s: id %s, method %s; want %s, %s", c.msg, h.id, h.method, c.id, c.method)
		}
	}
}

// The SDK's client takes the answer to a request over the bound as the
// tool error of its call: a 100 MB definition, then the next call.
func TestHundredMegabyteDefinition(t *testing.T) {
	cs := connect(t, Options{Root: t.TempDir()})
	huge := `[{"name": "big", "description": "` + strings.Repeat("a", 100<<20) + `"}]`
	wantError(t, call(t, cs, "scan_definitions", map[string]any{"tools": huge}), "bytes, over the 16777216 bytes (16 MiB) a request may hold: it was not read")
	if r := reportOf(t, call(t, cs, "scan_definitions", map[string]any{"tools": honest})); r.Summary.Tools != 2 {
		t.Errorf("the next call: %+v", r.Summary)
	}
}
