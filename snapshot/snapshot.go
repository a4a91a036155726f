// Package snapshot captures what a live MCP server really exposes: it
// starts a stdio server (or connects to a streamable-HTTP URL) with the
// official MCP Go SDK, calls initialize and every page of tools/list (and
// prompts/list when the server has prompts), and renders a deterministic
// fixture that discovery reads. It never runs during a scan.
package snapshot

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os/exec"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Target is the server to snapshot: a command (stdio) or a URL.
type Target struct {
	// Name is the server's name as the client shows it (the config key);
	// it names the fixture file.
	Name    string
	Command string
	Args    []string
	// Env is the whole environment of the server process: only what the
	// caller passes (see cmd/mcp-lint: PATH, HOME, TMPDIR and the variables
	// the config names).
	Env []string
	Dir string
	// URL of a streamable-HTTP server, with its headers.
	URL     string
	Headers map[string]string
	Timeout time.Duration
	// Version is mcp-lint's, sent as the client version.
	Version string
	// Limits bound what is held (zero: DefaultLimits).
	Limits Limits
}

// Fixture is what the snapshot file holds: the tools/list result plus
// serverInfo and instructions.
type Fixture struct {
	ServerInfo   *mcp.Implementation `json:"serverInfo,omitempty"`
	Instructions string              `json:"instructions,omitempty"`
	Tools        []*mcp.Tool         `json:"tools"`
	Prompts      []*mcp.Prompt       `json:"prompts,omitempty"`
}

// Error is a server that could not be snapshotted, with the tail of its
// standard error.
type Error struct {
	Err        error
	StderrTail string
}

func (e *Error) Error() string {
	if e.StderrTail == "" {
		return e.Err.Error()
	}
	return e.Err.Error() + "\nserver stderr (last lines):\n" + e.StderrTail
}

func (e *Error) Unwrap() error { return e.Err }

// tail keeps the last bytes written to it (the server's stderr).
type tail struct {
	mu  sync.Mutex
	buf []byte
	max int
}

func (t *tail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, p...)
	if len(t.buf) > t.max {
		t.buf = append([]byte(nil), t.buf[len(t.buf)-t.max:]...)
	}
	return len(p), nil
}

func (t *tail) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	s := string(t.buf)
	if len(t.buf) == t.max {
		if k := strings.IndexByte(s, '\n'); k >= 0 {
			s = s[k+1:] // drop the partial first line
		}
	}
	return strings.TrimRight(s, "\n")
}

// headerTransport adds fixed headers to every request.
type headerTransport struct {
	base    http.RoundTripper
	headers map[string]string
}

func (h headerTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	for k, v := range h.headers {
		r.Header.Set(k, v)
	}
	return h.base.RoundTrip(r)
}

// Limits bound what a snapshot holds. A server that pages without end,
// or lists more than a model could ever be shown, is stopped at the first
// bound it reaches, and the error names it: a snapshot's memory follows
// its bounds, not the server's throughput.
type Limits struct {
	// Pages of tools/list, and of prompts/list.
	Pages int
	// Definitions: tools and prompts together.
	Definitions int
	// Bytes: the JSON size of the definitions held.
	Bytes int64
}

// DefaultLimits are far above any real server: a large one lists a few
// hundred tools in a few hundred kilobytes.
var DefaultLimits = Limits{Pages: 1000, Definitions: 10_000, Bytes: 16 << 20}

// BoundError is a listing stopped at one of the Limits.
type BoundError struct {
	// Method is the listing stopped: "tools/list" or "prompts/list".
	Method string
	// Bound names the bound reached: "pages", "definitions" or "bytes".
	Bound string
	Limit int64
	// What was held when it stopped.
	Pages, Definitions int
	Bytes              int64
}

func (e *BoundError) Error() string {
	limit := fmt.Sprintf("%d %s", e.Limit, e.Bound)
	if e.Bound == "bytes" {
		limit = fmt.Sprintf("%d MiB of definitions", e.Limit>>20)
	}
	return fmt.Sprintf("%s: stopped at the bound of %s (after %d pages, %d definitions, %d KiB): the server lists more than a snapshot holds, and nothing was written",
		e.Method, limit, e.Pages, e.Definitions, e.Bytes>>10)
}

// held counts what a snapshot holds against its Limits.
type held struct {
	limits      Limits
	definitions int
	bytes       int64
}

// add counts one page of definitions, or says which bound it passes.
func add[T any](h *held, method string, pages int, defs []T) error {
	for _, d := range defs {
		b, err := json.Marshal(d)
		if err != nil {
			return err
		}
		h.definitions++
		h.bytes += int64(len(b))
		bound, limit := "", int64(0)
		switch {
		case h.definitions > h.limits.Definitions:
			bound, limit = "definitions", int64(h.limits.Definitions)
		case h.bytes > h.limits.Bytes:
			bound, limit = "bytes", h.limits.Bytes
		}
		if bound != "" {
			return &BoundError{Method: method, Bound: bound, Limit: limit, Pages: pages, Definitions: h.definitions, Bytes: h.bytes}
		}
	}
	return nil
}

// Take connects, lists everything, and returns the fixture.
func Take(ctx context.Context, t Target) (*Fixture, error) {
	if t.Timeout <= 0 {
		t.Timeout = 30 * time.Second
	}
	if t.Limits == (Limits{}) {
		t.Limits = DefaultLimits
	}
	ctx, cancel := context.WithTimeout(ctx, t.Timeout)
	defer cancel()

	var transport mcp.Transport
	stderr := &tail{max: 4096}
	switch {
	case t.URL != "":
		client := &http.Client{Timeout: t.Timeout, Transport: headerTransport{base: http.DefaultTransport, headers: t.Headers}}
		transport = &mcp.StreamableClientTransport{Endpoint: t.URL, HTTPClient: client, MaxRetries: -1, DisableStandaloneSSE: true}
	case t.Command != "":
		cmd := exec.Command(t.Command, t.Args...)
		cmd.Env = t.Env
		if cmd.Env == nil {
			cmd.Env = []string{} // never inherit mcp-lint's environment
		}
		cmd.Dir = t.Dir
		cmd.Stderr = stderr
		transport = &mcp.CommandTransport{Command: cmd, TerminateDuration: 2 * time.Second}
	default:
		return nil, errors.New("nothing to snapshot: give a command or a URL")
	}
	fail := func(what string, err error) error {
		var be *BoundError
		if ctx.Err() != nil && !errors.As(err, &be) {
			err = fmt.Errorf("%s: timed out after %s: %w", what, t.Timeout, err)
		} else if !errors.As(err, &be) {
			err = fmt.Errorf("%s: %w", what, err)
		}
		return &Error{Err: err, StderrTail: stderr.String()}
	}

	client := mcp.NewClient(&mcp.Implementation{Name: "mcp-lint", Version: t.Version}, clientOptions())
	session, err := client.Connect(ctx, transport, nil)
	if err != nil {
		return nil, fail("starting the server and initializing", err)
	}
	defer session.Close()

	fx := &Fixture{Tools: []*mcp.Tool{}}
	if init := session.InitializeResult(); init != nil {
		fx.ServerInfo = init.ServerInfo
		fx.Instructions = init.Instructions
	}
	h := &held{limits: t.Limits}
	cursor := ""
	for page := 0; ; page++ {
		if page == t.Limits.Pages {
			return nil, fail("tools/list", &BoundError{Method: "tools/list", Bound: "pages", Limit: int64(t.Limits.Pages), Pages: page, Definitions: h.definitions, Bytes: h.bytes})
		}
		res, err := session.ListTools(ctx, &mcp.ListToolsParams{Cursor: cursor})
		if err != nil {
			return nil, fail("tools/list", err)
		}
		if err := add(h, "tools/list", page+1, res.Tools); err != nil {
			return nil, fail("tools/list", err)
		}
		fx.Tools = append(fx.Tools, res.Tools...)
		if res.NextCursor == "" {
			break
		}
		cursor = res.NextCursor
	}
	if init := session.InitializeResult(); init != nil && init.Capabilities != nil && init.Capabilities.Prompts != nil {
		cursor = ""
		for page := 0; ; page++ {
			if page == t.Limits.Pages {
				return nil, fail("prompts/list", &BoundError{Method: "prompts/list", Bound: "pages", Limit: int64(t.Limits.Pages), Pages: page, Definitions: h.definitions, Bytes: h.bytes})
			}
			res, err := session.ListPrompts(ctx, &mcp.ListPromptsParams{Cursor: cursor})
			if err != nil {
				return nil, fail("prompts/list", err)
			}
			if err := add(h, "prompts/list", page+1, res.Prompts); err != nil {
				return nil, fail("prompts/list", err)
			}
			fx.Prompts = append(fx.Prompts, res.Prompts...)
			if res.NextCursor == "" {
				break
			}
			cursor = res.NextCursor
		}
	}
	// Deterministic: servers may list in any order.
	sort.SliceStable(fx.Tools, func(i, j int) bool { return fx.Tools[i].Name < fx.Tools[j].Name })
	sort.SliceStable(fx.Prompts, func(i, j int) bool { return fx.Prompts[i].Name < fx.Prompts[j].Name })
	return fx, nil
}

// clientOptions declares what a full client declares, sampling,
// elicitation and roots, so that a server that lists some tools only to
// such clients shows them all. Snapshot never samples or asks the user:
// a request for either is refused, and the roots list is empty.
func clientOptions() *mcp.ClientOptions {
	return &mcp.ClientOptions{
		//lint:ignore SA1019 declaring sampling is the point: servers gate tools on it.
		CreateMessageHandler: func(context.Context, *mcp.CreateMessageRequest) (*mcp.CreateMessageResult, error) {
			return nil, fmt.Errorf("mcp-lint snapshot does not sample")
		},
		ElicitationHandler: func(context.Context, *mcp.ElicitRequest) (*mcp.ElicitResult, error) {
			return &mcp.ElicitResult{Action: "decline"}, nil
		},
	}
}

// Marshal renders a fixture: indented JSON, object keys sorted (schemas
// are maps), so the same server gives the same bytes.
func (f *Fixture) Marshal() ([]byte, error) {
	raw, err := json.Marshal(f)
	if err != nil {
		return nil, err
	}
	// Round-trip through generic values so every object's keys are sorted,
	// struct fields included.
	var v any
	if err := json.Unmarshal(raw, &v); err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// FileName is the fixture's name for a server: <name>.tools.json, with
// characters that are not safe in a file name replaced.
func FileName(server string) string {
	var b strings.Builder
	for _, r := range server {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '-', r == '_', r == '.':
			b.WriteRune(r)
		default:
			b.WriteByte('_')
		}
	}
	name := strings.Trim(b.String(), ".")
	if name == "" {
		name = "server"
	}
	return name + ".tools.json"
}
