package mcpserver

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// MaxRequest bounds one JSON-RPC message the server reads (its line,
// without the line break): 16 MiB, the SDK's own default frame. A longer
// message is not held: it is skipped to its end, and a tools/call gets a
// tool error naming the bound (any other request a JSON-RPC error).
const MaxRequest = 16 << 20

// Transport is the server's side of the MCP stdio transport over in and
// out: newline-delimited JSON-RPC messages, as the specification has them
// (a message holds no line break). It is the SDK's own transport with a
// reader in front that keeps one bad message from ending the session,
// where the SDK's reader stops at it:
//
//   - a message longer than MaxRequest is skipped as it streams past,
//     holding none of it but its "id" and "method", and answered: a
//     tools/call with a tool error, another request with a JSON-RPC error
//     (invalid request), a notification not at all;
//   - a line that is not JSON gets a parse error, and one that is no
//     single JSON-RPC message (a batch, which MCP no longer has, or an
//     object without "jsonrpc") an invalid-request error.
//
// Its answers and the SDK's messages are written whole, one at a time.
func Transport(in io.Reader, out io.Writer) mcp.Transport {
	w := &lineWriter{w: out}
	return &mcp.IOTransport{
		Reader: &frames{in: bufio.NewReaderSize(in, 64<<10), out: w, close: closer(in)},
		Writer: w,
		// The frames the SDK reads are at most MaxRequest and a line
		// break: its own bound is never the one reached.
		MaxLineLength: MaxRequest + 2,
	}
}

func closer(v any) func() error {
	if c, ok := v.(io.Closer); ok {
		return c.Close
	}
	return func() error { return nil }
}

// lineWriter writes each message whole under one lock: the SDK writes a
// message in one call, and so do the answers of frames.
type lineWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (l *lineWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}

func (l *lineWriter) Close() error { return closer(l.w)() }

// frames passes the SDK the messages it can read, one line each, and
// answers the others itself (Transport).
type frames struct {
	in    *bufio.Reader
	out   *lineWriter
	close func() error
	// pending is the rest of the message being passed on.
	pending []byte
	err     error
}

func (f *frames) Close() error { return f.close() }

func (f *frames) Read(p []byte) (int, error) {
	for len(f.pending) == 0 {
		if f.err != nil {
			return 0, f.err
		}
		f.next()
	}
	n := copy(p, f.pending)
	f.pending = f.pending[n:]
	return n, nil
}

// next reads one line: a message to pass on (pending), or one answered
// here, or the end of the input (err).
func (f *frames) next() {
	var (
		line []byte
		head fieldHead
		// size counts the message's bytes; brk those of the line break
		// it ends in, seen in its last bytes.
		size, brk int
		last      [2]byte
		over      bool
	)
	for {
		chunk, err := f.in.ReadSlice('\n')
		size += len(chunk)
		for _, c := range chunk {
			last[0], last[1] = last[1], c
		}
		head.write(chunk)
		if !over {
			// MaxRequest and a line break ("\r\n") may be held.
			if n := len(line) + len(chunk); n > MaxRequest+2 {
				over, line = true, nil
			} else {
				if n > cap(line) {
					// Grown by doubling, but never past what the
					// bound lets a line hold.
					grown := make([]byte, len(line), min(max(2*cap(line), n), MaxRequest+2))
					copy(grown, line)
					line = grown
				}
				line = append(line, chunk...)
			}
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if err != nil {
			f.err = err
		}
		break
	}
	if last[1] == '\n' {
		brk = 1
		if last[0] == '\r' && size >= 2 {
			brk = 2
		}
	}
	size -= brk
	if size > MaxRequest {
		f.tooLarge(&head, size)
		return
	}
	body := line[:size]
	msg := bytes.TrimSpace(body)
	if len(msg) == 0 {
		return
	}
	if !json.Valid(msg) {
		f.answer(nil, nil, &jsonrpc.Error{Code: jsonrpc.CodeParseError, Message: "parse error: the message is not JSON"})
		return
	}
	if _, err := jsonrpc.DecodeMessage(msg); err != nil {
		var probe struct {
			ID json.RawMessage `json:"id"`
		}
		_ = json.Unmarshal(msg, &probe)
		f.answer(validID(probe.ID), nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidRequest, Message: "invalid request: not one JSON-RPC message: " + err.Error()})
		return
	}
	f.pending = append(msg, '\n')
}

// tooLarge answers a message longer than MaxRequest.
func (f *frames) tooLarge(h *fieldHead, size int) {
	id := validID(h.id)
	if id == nil {
		return // a notification, or no id to answer to
	}
	msg := fmt.Sprintf("the request is %d bytes, over the %d bytes (16 MiB) a request may hold: it was not read. Scan larger definitions from a file with scan_folder or mcp-lint scan", size, MaxRequest)
	var method string
	_ = json.Unmarshal(h.method, &method)
	if method == "tools/call" {
		f.answer(id, &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: msg}}, IsError: true}, nil)
		return
	}
	f.answer(id, nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidRequest, Message: msg})
}

// validID is a request's id as JSON when it is one a response may carry
// (a string or a number), else nil.
func validID(id json.RawMessage) json.RawMessage {
	id = bytes.TrimSpace(id)
	if len(id) == 0 || !json.Valid(id) {
		return nil
	}
	if c := id[0]; c != '"' && c != '-' && (c < '0' || c > '9') {
		return nil
	}
	return id
}

// answer writes a response to the request id (null when it is not
// known) with a result or an error.
func (f *frames) answer(id json.RawMessage, result any, rpcErr *jsonrpc.Error) {
	if id == nil {
		id = json.RawMessage("null")
	}
	resp := struct {
		JSONRPC string          `json:"jsonrpc"`
		ID      json.RawMessage `json:"id"`
		Result  any             `json:"result,omitempty"`
		Error   *jsonrpc.Error  `json:"error,omitempty"`
	}{"2.0", id, result, rpcErr}
	b, err := json.Marshal(resp)
	if err != nil {
		return
	}
	_, _ = f.out.Write(append(b, '\n'))
}

// maxField bounds the bytes of "id" and "method" fieldHead keeps.
const maxField = 256

// fieldHead reads the top-level "id" and "method" of a JSON object as its
// bytes stream past, keeping at most maxField bytes of each: how a message
// too large to hold is answered.
type fieldHead struct {
	depth     int
	inString  bool
	escaped   bool
	expectKey bool
	// readingKey: the string being read is a key of the top-level
	// object; key holds it.
	readingKey bool
	key        []byte
	// field is the top-level key whose value is being read ("id",
	// "method" or ""), into value; spoilt: it is no scalar, or too long.
	field  string
	value  []byte
	spoilt bool
	// id and method are the values read, as JSON.
	id, method json.RawMessage
}

func (h *fieldHead) write(b []byte) {
	for _, c := range b {
		h.byte(c)
	}
}

func (h *fieldHead) byte(c byte) {
	if h.inString {
		switch {
		case h.escaped:
			h.escaped = false
		case c == '\\':
			h.escaped = true
		case c == '"':
			h.inString = false
			if h.readingKey {
				h.readingKey = false
				return
			}
		}
		if h.readingKey {
			h.keep(&h.key, c)
		} else if h.depth == 1 && h.field != "" {
			h.keep(&h.value, c)
		}
		return
	}
	switch c {
	case '"':
		h.inString = true
		if h.depth == 1 && h.expectKey {
			h.readingKey, h.key = true, h.key[:0]
		} else if h.depth == 1 && h.field != "" {
			h.keep(&h.value, c)
		}
	case '{', '[':
		if h.depth == 1 && h.field != "" {
			h.spoilt = true
		}
		h.depth++
		if h.depth == 1 {
			h.expectKey = c == '{'
		}
	case '}', ']':
		if h.depth == 1 {
			h.done()
		}
		h.depth--
	case ':':
		if h.depth == 1 {
			h.expectKey = false
			h.field, h.value, h.spoilt = "", h.value[:0], false
			if k := string(h.key); k == "id" || k == "method" {
				h.field = k
			}
		}
	case ',':
		if h.depth == 1 {
			h.done()
			h.expectKey = true
		}
	case ' ', '\t', '\r', '\n':
	default:
		if h.depth == 1 && h.field != "" {
			h.keep(&h.value, c)
		}
	}
}

func (h *fieldHead) keep(buf *[]byte, c byte) {
	if len(*buf) >= maxField {
		if buf == &h.value {
			h.spoilt = true
		}
		return
	}
	*buf = append(*buf, c)
}

// done ends the value of a top-level key.
func (h *fieldHead) done() {
	if h.field != "" && !h.spoilt {
		v := append(json.RawMessage(nil), h.value...)
		if h.field == "id" {
			h.id = v
		} else {
			h.method = v
		}
	}
	h.field = ""
}
