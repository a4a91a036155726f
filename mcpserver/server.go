package mcpserver

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"runtime/debug"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/discover"
	"github.com/mcp-lint/mcp-lint/report"
	"github.com/mcp-lint/mcp-lint/scan"
)

// Bounds of a call besides MaxRequest (transport.go).
const (
	// MaxReport bounds the JSON report one result carries: 8 MiB, so that
	// a result stays within the 16 MiB line an SDK client reads by
	// default. A larger report is a tool error.
	MaxReport = 8 << 20
	// DefaultTimeout is the time one call may take (mcp-lint mcp
	// --timeout).
	DefaultTimeout = time.Minute
)

// Options configure the server.
type Options struct {
	// Root is the folder scan_folder stays inside; paths are reported
	// from it. Default: the current directory.
	Root string
	// Tool names the build in every report.
	Tool report.ToolInfo
	// Timeout bounds one call (default DefaultTimeout).
	Timeout time.Duration
	// Folder scans path (absolute, inside Root, checked) as `mcp-lint
	// scan --root Root path` does; its error is a tool error. Nil: the
	// default policy, with no config, lockfile or baseline.
	Folder func(path string) (*Scanned, error)
}

// Scanned is a scan and what its gate is.
type Scanned struct {
	Output           *scan.Output
	Threshold, Suite string
}

// server holds what the tools share.
type server struct {
	root, realRoot string
	tool           report.ToolInfo
	timeout        time.Duration
	folder         func(string) (*Scanned, error)
	// maxReport is MaxReport (a test moves it to the size of a report).
	maxReport int
	// slot is held by the scan running: one at a time, and one that ran
	// past its call's time holds it until it ends.
	slot chan struct{}
}

// New builds the server with its three tools.
func New(opts Options) (*mcp.Server, error) {
	s, err := newServer(opts)
	if err != nil {
		return nil, err
	}
	return s.mcp(), nil
}

func newServer(opts Options) (*server, error) {
	root := opts.Root
	if root == "" {
		root = "."
	}
	abs, err := filepath.Abs(root)
	if err != nil {
		return nil, err
	}
	real, err := filepath.EvalSymlinks(abs)
	if err != nil {
		return nil, fmt.Errorf("root %s: %w", root, err)
	}
	if st, err := os.Stat(real); err != nil || !st.IsDir() {
		return nil, fmt.Errorf("root %s is not a folder", root)
	}
	s := &server{root: abs, realRoot: real, tool: opts.Tool, timeout: opts.Timeout, folder: opts.Folder,
		maxReport: MaxReport, slot: make(chan struct{}, 1)}
	if s.timeout <= 0 {
		s.timeout = DefaultTimeout
	}
	if s.tool.Name == "" {
		s.tool.Name = "mcp-lint"
	}
	if s.folder == nil {
		s.folder = s.defaultFolder
	}
	return s, nil
}

// Serve runs the server over newline-delimited JSON-RPC on in and out
// (stdio) until in ends or ctx is done.
func Serve(ctx context.Context, opts Options, in io.Reader, out io.Writer) error {
	srv, err := New(opts)
	if err != nil {
		return err
	}
	return srv.Run(ctx, Transport(in, out))
}

func (s *server) mcp() *mcp.Server {
	srv := mcp.NewServer(&mcp.Implementation{Name: s.tool.Name, Version: s.tool.Version}, nil)
	readOnly := &mcp.ToolAnnotations{ReadOnlyHint: true, IdempotentHint: true, OpenWorldHint: new(bool)}
	srv.AddTool(&mcp.Tool{
		Name:        "scan_folder",
		Title:       "Scan a folder",
		Description: "Scans a folder or file under this server's root for tool poisoning and prompt injection in MCP tool definitions, prompts, skills, plugins and client configs: the scan mcp-lint scan makes. The result is the JSON report (each finding with its rule, place, severity and whether it fails the gate) and a short summary with the exit code mcp-lint scan gives: 0 when nothing fails the gate, 1 when findings fail it, 3 when the scan is incomplete. Files are only read; nothing is run and no network is used. A path outside the root is refused.",
		InputSchema: json.RawMessage(`{"type": "object", "properties": {"path": {"type": "string", "description": "The folder or file to scan: relative to the server's root (\".\" is the root) or an absolute path inside it."}}, "required": ["path"], "additionalProperties": false}`),
		Annotations: readOnly,
	}, s.handle(s.scanFolder))
	srv.AddTool(&mcp.Tool{
		Name:        "scan_definitions",
		Title:       "Scan tool definitions",
		Description: "Scans MCP tool definitions given inline, such as a server's tools/list result, for tool poisoning and prompt injection, as mcp-lint scan scans a file that holds them. The tools of the other servers a client has installed may be given as well, for the cross-server checks (a tool that impersonates or steers a tool of another server); findings are reported on the given definitions only, each at its line and column in their JSON text. The result is the JSON report and a short summary with the exit code mcp-lint scan gives. The default policy applies: no config, lockfile or baseline.",
		InputSchema: json.RawMessage(`{"type": "object", "properties": {` +
			`"tools": {"type": ["object", "array", "string"], "description": "The definitions: a tools/list result ({\"tools\": [...]}) or an array of tools, as JSON or as a string of JSON text (lines and columns are counted in that text)."}, ` +
			`"server": {"type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$", "description": "The name the client gives the server (default \"inline\")."}, ` +
			`"otherServers": {"type": "array", "description": "The other servers installed beside it, each with its tools.", "items": {"type": "object", "properties": {` +
			`"server": {"type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$", "description": "The name the client gives that server."}, ` +
			`"tools": {"type": ["object", "array", "string"], "description": "Its tools, in the same forms as tools."}}, "required": ["server", "tools"], "additionalProperties": false}}}, ` +
			`"required": ["tools"], "additionalProperties": false}`),
		Annotations: readOnly,
	}, s.handle(s.scanDefinitions))
	srv.AddTool(&mcp.Tool{
		Name:        "explain",
		Title:       "Explain a rule or a finding",
		Description: "Explains one of mcp-lint's rules by its ID (such as unicode.hidden), or a finding of a scan report: what the rule finds and why it matters, what it leaves alone, a flagged and a clean example, and how a finding is fixed, approved or suppressed. Give either rule or finding.",
		InputSchema: json.RawMessage(`{"type": "object", "properties": {` +
			`"rule": {"type": "string", "description": "A rule ID, as mcp-lint rules lists them."}, ` +
			`"finding": {"type": "object", "description": "A finding as the scan tools report it: an entry of the report's findings."}}, ` +
			`"additionalProperties": false}`),
		Annotations: readOnly,
	}, s.handle(s.explain))
	return srv
}

// toolError is a call that failed for a reason the caller is told.
type toolError struct{ msg string }

func (e toolError) Error() string { return e.msg }

func errorf(format string, args ...any) error { return toolError{fmt.Sprintf(format, args...)} }

// handle wraps a tool: its error, and a panic, are a tool error, never
// the end of the server.
func (s *server) handle(fn func(ctx context.Context, args json.RawMessage) (*mcp.CallToolResult, error)) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
		defer func() {
			if r := recover(); r != nil {
				res, err = failed(fmt.Errorf("%s failed: %v", req.Params.Name, r)), nil
			}
		}()
		res, err = fn(ctx, req.Params.Arguments)
		if err != nil {
			return failed(err), nil
		}
		return res, nil
	}
}

func failed(err error) *mcp.CallToolResult {
	var r mcp.CallToolResult
	r.SetError(err)
	return &r
}

// decodeArgs reads a call's arguments into v: unknown fields, and
// anything after the object, are errors.
func decodeArgs(args json.RawMessage, v any) error {
	if len(bytes.TrimSpace(args)) == 0 {
		args = json.RawMessage("{}")
	}
	dec := json.NewDecoder(bytes.NewReader(args))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return errorf("arguments: %v", err)
	}
	return nil
}

// bounded runs a scan in the one slot, within the call's time. A scan
// cannot be stopped halfway: one that runs past the time goes on in the
// background, holding the slot, and the call returns the bound's error.
func (s *server) bounded(ctx context.Context, work func() (*mcp.CallToolResult, error)) (*mcp.CallToolResult, error) {
	ctx, cancel := context.WithTimeout(ctx, s.timeout)
	defer cancel()
	select {
	case s.slot <- struct{}{}:
	case <-ctx.Done():
		return nil, s.stopped(ctx)
	}
	if ctx.Err() != nil {
		<-s.slot
		return nil, s.stopped(ctx)
	}
	type outcome struct {
		res *mcp.CallToolResult
		err error
	}
	done := make(chan outcome, 1)
	go func() {
		defer func() { <-s.slot }()
		defer func() {
			if r := recover(); r != nil {
				done <- outcome{nil, fmt.Errorf("the scan failed: %v\n%s", r, debug.Stack())}
			}
		}()
		res, err := work()
		done <- outcome{res, err}
	}()
	select {
	case o := <-done:
		return o.res, o.err
	case <-ctx.Done():
		return nil, s.stopped(ctx)
	}
}

func (s *server) stopped(ctx context.Context) error {
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return errorf("the call ran past its time limit of %s (mcp-lint mcp --timeout): a scan that started goes on until it ends, and the next scan waits for it", s.timeout)
	}
	return errorf("the call was cancelled")
}

// scanFolder is the scan_folder tool.
func (s *server) scanFolder(ctx context.Context, args json.RawMessage) (*mcp.CallToolResult, error) {
	var in struct {
		Path *string `json:"path"`
	}
	if err := decodeArgs(args, &in); err != nil {
		return nil, err
	}
	if in.Path == nil || *in.Path == "" {
		return nil, errorf("path: give the folder or file to scan, inside the root %s (\".\" is the root)", s.root)
	}
	path, err := s.confine(*in.Path)
	if err != nil {
		return nil, err
	}
	return s.bounded(ctx, func() (*mcp.CallToolResult, error) {
		sc, err := s.folder(path)
		if err != nil {
			return nil, errorf("%v", err)
		}
		return s.result(sc)
	})
}

// confine resolves a path the caller gave inside the root: by its name
// and, through any symbolic link, by where it leads. It returns the path
// by its name (reports name files from the root).
func (s *server) confine(p string) (string, error) {
	if strings.ContainsRune(p, 0) {
		return "", errorf("path %q: a NUL character", p)
	}
	full := filepath.Clean(filepath.FromSlash(p))
	if !filepath.IsAbs(full) {
		full = filepath.Join(s.root, full)
	}
	if !within(s.root, full) {
		return "", errorf("path %q is outside the root %s: only paths inside it are scanned", p, s.root)
	}
	real, err := filepath.EvalSymlinks(full)
	if errors.Is(err, os.ErrNotExist) {
		return "", errorf("path %q does not exist under the root %s", p, s.root)
	}
	if err != nil {
		return "", errorf("path %q: %v", p, err)
	}
	if !within(s.realRoot, real) {
		return "", errorf("path %q leads outside the root %s through a symbolic link: only paths inside it are scanned", p, s.root)
	}
	return full, nil
}

// within: p is base or under it.
func within(base, p string) bool {
	rel, err := filepath.Rel(base, p)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) && !filepath.IsAbs(rel)
}

// defaultFolder scans a folder with the default policy, as `mcp-lint scan
// --no-config --no-lock` does.
func (s *server) defaultFolder(path string) (*Scanned, error) {
	out := scan.Run(scan.Options{Paths: []string{path},
		Discover: discover.Options{Root: s.root, ComputedNotice: true, AgentFiles: true}})
	return &Scanned{Output: out, Threshold: "default", Suite: detect.SuiteDefault}, nil
}

// serverName is a server's name as a client gives it, made a file name.
var serverName = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$`)

// scanDefinitions is the scan_definitions tool.
func (s *server) scanDefinitions(ctx context.Context, args json.RawMessage) (*mcp.CallToolResult, error) {
	type definitions struct {
		Server string          `json:"server"`
		Tools  json.RawMessage `json:"tools"`
	}
	var in struct {
		definitions
		Others []definitions `json:"otherServers"`
	}
	if err := decodeArgs(args, &in); err != nil {
		return nil, err
	}
	if in.Server == "" {
		in.Server = "inline"
	}
	// Each server's definitions are read as the file a snapshot of it
	// is (NAME.tools.json), the other servers' in a folder of their own.
	main := in.Server + ".tools.json"
	names := map[string]bool{}
	var streams []discover.Stream
	for i, d := range append([]definitions{in.definitions}, in.Others...) {
		what, name := "tools", main
		if i > 0 {
			what, name = fmt.Sprintf("otherServers[%d]", i-1), "others/"+d.Server+".tools.json"
			if d.Server == "" {
				return nil, errorf("%s.server: give the server's name", what)
			}
		}
		if !serverName.MatchString(d.Server) {
			return nil, errorf("%s: server %q: a name of letters, digits, '.', '_' and '-' (at most 64, not starting with '.', '_' or '-')", what, d.Server)
		}
		if names[d.Server] {
			return nil, errorf("%s: server %q is given twice", what, d.Server)
		}
		names[d.Server] = true
		text, err := definitionText(d.Tools)
		if err != nil {
			if i > 0 {
				what += ".tools"
			}
			return nil, errorf("%s: %v", what, err)
		}
		streams = append(streams, discover.Stream{Name: name, Data: text})
	}
	return s.bounded(ctx, func() (*mcp.CallToolResult, error) {
		res := discover.DiscoverStreams(streams, discover.Options{ComputedNotice: true, AgentFiles: true})
		for i, st := range streams {
			if !holdsTools(res, st.Name) {
				what := "tools"
				if i > 0 {
					what = fmt.Sprintf("otherServers[%d].tools", i-1)
				}
				return nil, errorf("%s: no tool definition was found in it%s: give a tools/list result ({\"tools\": [...]}) or an array of tools, each with a name", what, readProblems(res, st.Name))
			}
		}
		out := scan.Analyze(res, scan.Options{})
		if len(streams) > 1 {
			out.Restrict([]string{main})
		}
		return s.result(&Scanned{Output: out, Threshold: "default", Suite: detect.SuiteDefault})
	})
}

// definitionText is the JSON text of definitions given as JSON or as a
// string of it: an object or an array.
func definitionText(raw json.RawMessage) ([]byte, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return nil, errorf("give the definitions: a tools/list result or an array of tools")
	}
	text := []byte(raw)
	if raw[0] == '"' {
		var str string
		if err := json.Unmarshal(raw, &str); err != nil {
			return nil, errorf("%v", err)
		}
		text = []byte(str)
		if err := validJSON(text); err != nil {
			return nil, err
		}
	}
	switch t := bytes.TrimSpace(text); {
	case len(t) > 0 && (t[0] == '{' || t[0] == '['):
	default:
		return nil, errorf("not a tools/list result or an array of tools: a JSON object or array")
	}
	return text, nil
}

// validJSON says where JSON text stops being JSON.
func validJSON(text []byte) error {
	dec := json.NewDecoder(bytes.NewReader(text))
	var v any
	err := dec.Decode(&v)
	if err == nil {
		if _, err2 := dec.Token(); err2 != io.EOF {
			err = errors.New("more than one JSON value")
		}
	}
	if err == nil {
		return nil
	}
	off := dec.InputOffset()
	var se *json.SyntaxError
	if errors.As(err, &se) {
		off = se.Offset
	}
	line, col := 1, 1
	for _, c := range text[:min(int(off), len(text))] {
		if c == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	return errorf("not valid JSON at line %d, byte %d of the line: %v", line, col, err)
}

// readProblems are the errors and notices of the file name, as "
// (...)", or "".
func readProblems(res *discover.Result, name string) string {
	var msgs []string
	for _, e := range res.Errors {
		if e.Path == name {
			msgs = append(msgs, report.Plain(e.Message))
		}
	}
	for _, n := range res.Notices {
		if n.Path == name {
			msgs = append(msgs, report.Plain(n.Message))
		}
	}
	if len(msgs) == 0 {
		return ""
	}
	return " (" + strings.Join(msgs, "; ") + ")"
}

// holdsTools: the discovery read a definition in the file name.
func holdsTools(res *discover.Result, name string) bool {
	for _, f := range res.Files {
		if f.Path == name && f.Tools > 0 {
			return true
		}
	}
	return false
}

// result is a scan's result: the JSON report as structured content and a
// summary as text.
func (s *server) result(sc *Scanned) (*mcp.CallToolResult, error) {
	rep := report.BuildJSON(sc.Output, s.tool, sc.Threshold, sc.Suite)
	b, err := json.Marshal(rep)
	if err != nil {
		return nil, err
	}
	if len(b) > s.maxReport {
		return nil, errorf("the report is %d bytes, over the %d bytes (8 MiB) a result may carry: scan a smaller folder, or run mcp-lint scan --format json", len(b), s.maxReport)
	}
	return &mcp.CallToolResult{
		Content:           []mcp.Content{&mcp.TextContent{Text: summary(sc)}},
		StructuredContent: json.RawMessage(b),
	}, nil
}
