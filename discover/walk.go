package discover

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/bmatcuk/doublestar/v4"
	"github.com/go-git/go-git/v5/plumbing/format/gitignore"
	"github.com/mcp-lint/mcp-lint/detect"
)

// skipDirs are never descended into.
var skipDirs = map[string]bool{".git": true, "node_modules": true, "vendor": true, ".hg": true, ".svn": true}

// candidateExt are the file endings that can hold an MCP artefact; others
// are not opened at all, which keeps a walk of a large tree cheap.
var candidateExt = map[string]string{
	".json": "json", ".jsonc": "json", ".json5": "json", ".snap": "json",
	".jsonl": "jsonl", ".ndjson": "jsonl",
	".yaml": "yaml", ".yml": "yaml",
	".toml": "toml",
	".mcpb": "mcpb", ".dxt": "mcpb",
}

// knownNames are MCP files by name: they are always parsed, and a parse
// error in them is always reported.
var knownNames = map[string]bool{
	"mcp.json": true, ".mcp.json": true, "claude_desktop_config.json": true, "cline_mcp_settings.json": true,
	"mcp_settings.json": true, "smithery.yaml": true, "smithery.yml": true, "mcp_config.json": true,
}

// strongMarkers identify an MCP artefact for sure; weakMarkers only hint.
// A file with neither is not opened past its first bytes.
var (
	strongMarkers = [][]byte{
		[]byte("mcpServers"), []byte("mcp_servers"), []byte("context_servers"), []byte("inputSchema"),
		[]byte("input_schema"), []byte("manifest_version"), []byte("dxt_version"), []byte("server.schema.json"),
		[]byte("startCommand"), []byte("\"jsonrpc\""),
	}
	weakMarkers = [][]byte{[]byte("\"tools\""), []byte("tools:"), []byte("\"servers\""), []byte("serverInfo")}
)

const sniffBytes = 256 << 10

func hasAny(b []byte, ms [][]byte) bool {
	for _, m := range ms {
		if bytes.Contains(b, m) {
			return true
		}
	}
	return false
}

type walker struct {
	opts     Options
	res      *Result
	root     string // absolute root paths are reported against
	rootName string
	seen     map[string]bool // real paths of files already scanned
	ignore   []gitignore.Pattern
	buf      []byte // sniff buffer, reused
}

// Discover walks paths (files or directories) and returns everything found.
// It never fails as a whole: unreadable or broken inputs are reported in
// Result.Errors and the rest of the scan goes on.
func Discover(paths []string, opts Options) *Result {
	if opts.MaxFileSize <= 0 {
		opts.MaxFileSize = DefaultMaxFileSize
	}
	if opts.MaxArchiveSize <= 0 {
		opts.MaxArchiveSize = DefaultMaxArchiveSize
	}
	root := opts.Root
	if root == "" {
		root = "."
	}
	absRoot, err := filepath.Abs(root)
	if err != nil {
		absRoot = root
	}
	w := &walker{opts: opts, root: absRoot, rootName: filepath.Base(absRoot), seen: map[string]bool{},
		res: &Result{Root: absRoot, sources: map[string]*Source{}, origins: map[detect.ToolRef]*origin{}}}
	if len(paths) == 0 {
		paths = []string{root}
	}
	for _, p := range paths {
		w.walkArg(p)
	}
	w.res.sortResult()
	return w.res
}

func (w *walker) rel(abs string) string {
	if r, err := filepath.Rel(w.root, abs); err == nil && !strings.HasPrefix(r, "..") {
		return filepath.ToSlash(r)
	}
	return filepath.ToSlash(abs)
}

func (w *walker) fail(p string, err error) {
	msg := err.Error()
	var pe *ParseError
	if errors.As(err, &pe) {
		w.res.Errors = append(w.res.Errors, FileError{Path: p, Line: pe.Line, Col: pe.Col, Message: pe.Msg})
		return
	}
	var perr *fs.PathError
	if errors.As(err, &perr) {
		msg = perr.Err.Error()
		if errors.Is(err, fs.ErrNotExist) {
			msg = "file vanished or does not exist"
		}
	}
	w.res.Errors = append(w.res.Errors, FileError{Path: p, Message: msg})
}

func (w *walker) notice(p, msg string) {
	w.res.Notices = append(w.res.Notices, Notice{Path: p, Message: msg})
}

func (w *walker) walkArg(arg string) {
	abs, err := filepath.Abs(arg)
	if err != nil {
		w.fail(filepath.ToSlash(arg), err)
		return
	}
	info, err := os.Lstat(abs)
	if err != nil {
		w.fail(w.rel(abs), err)
		return
	}
	if info.Mode()&fs.ModeSymlink != 0 {
		target, err := filepath.EvalSymlinks(abs)
		if err != nil {
			w.fail(w.rel(abs), fmt.Errorf("broken symlink: %w", err))
			return
		}
		if info, err = os.Stat(target); err != nil {
			w.fail(w.rel(abs), err)
			return
		}
	}
	if !info.IsDir() {
		// A file named on the command line is always considered.
		w.file(abs, w.rel(abs), true)
		return
	}
	w.walkDir(abs)
}

func (w *walker) walkDir(top string) {
	realTop, err := filepath.EvalSymlinks(top)
	if err != nil {
		realTop = top
	}
	w.ignore = nil
	if !w.opts.NoGitignore {
		w.loadIgnore(top, nil)
		w.loadIgnoreFile(filepath.Join(top, ".git", "info", "exclude"), nil)
	}
	_ = filepath.WalkDir(top, func(p string, d fs.DirEntry, err error) error {
		rel := w.rel(p)
		if err != nil {
			if p == top {
				w.fail(rel, err)
				return nil
			}
			w.fail(rel, err)
			if d != nil && d.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		inTop, _ := filepath.Rel(top, p)
		parts := strings.Split(filepath.ToSlash(inTop), "/")
		if d.IsDir() {
			if p == top {
				return nil
			}
			if skipDirs[d.Name()] {
				return fs.SkipDir
			}
			if w.ignored(parts, true) || w.excluded(rel+"/", true) {
				return fs.SkipDir
			}
			if !w.opts.NoGitignore {
				w.loadIgnore(p, parts)
			}
			return nil
		}
		w.res.Walked++
		if w.ignored(parts, false) {
			return nil
		}
		if d.Type()&fs.ModeSymlink != 0 {
			target, err := filepath.EvalSymlinks(p)
			if err != nil {
				// A link that cannot be resolved (dangling, a loop): when
				// its name is one mcp-lint reads, the scan is incomplete.
				msg := "broken symlink: " + symlinkError(err)
				if _, ok := candidateExt[strings.ToLower(path.Ext(d.Name()))]; ok && !w.excluded(rel, false) {
					w.res.Errors = append(w.res.Errors, FileError{Path: rel, Message: msg})
				} else {
					w.notice(rel, msg)
				}
				return nil
			}
			if r, err := filepath.Rel(realTop, target); err != nil || r == ".." || strings.HasPrefix(r, "../") {
				w.notice(rel, "symlink not followed: it points outside the scanned directory")
				return nil
			}
			if info, err := os.Stat(target); err != nil || info.IsDir() {
				// Directories are reached through their real path.
				return nil
			} else if !info.Mode().IsRegular() {
				w.special(rel)
				return nil
			}
			p = target
		} else if !d.Type().IsRegular() {
			w.special(rel)
			return nil
		}
		w.file(p, rel, false)
		return nil
	})
}

// special notes a named pipe, socket or device with an MCP file name: it is
// not read (a pipe could block the scan forever), and not silently skipped.
func (w *walker) special(rel string) {
	if _, ok := candidateExt[strings.ToLower(path.Ext(rel))]; ok {
		w.notice(rel, "not a regular file (pipe, socket or device); not read")
	}
}

// symlinkError says why a link did not resolve, without the absolute path.
func symlinkError(err error) string {
	var perr *fs.PathError
	if errors.As(err, &perr) {
		if errors.Is(perr.Err, fs.ErrNotExist) {
			return "its target does not exist"
		}
		if strings.Contains(perr.Err.Error(), "too many links") {
			return "a symlink loop"
		}
		return perr.Err.Error()
	}
	return err.Error()
}

func (w *walker) loadIgnore(dir string, domain []string) {
	w.loadIgnoreFile(filepath.Join(dir, ".gitignore"), domain)
}

func (w *walker) loadIgnoreFile(file string, domain []string) {
	data, err := os.ReadFile(file)
	if err != nil {
		return
	}
	for _, line := range strings.Split(string(data), "\n") {
		line = strings.TrimRight(line, "\r")
		if t := strings.TrimSpace(line); t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		w.ignore = append(w.ignore, gitignore.ParsePattern(line, domain))
	}
}

func (w *walker) ignored(parts []string, dir bool) bool {
	if len(w.ignore) == 0 {
		return false
	}
	return gitignore.NewMatcher(w.ignore).Match(parts, dir)
}

// excluded applies the include/exclude globs to a root-relative path.
func (w *walker) excluded(rel string, dir bool) bool {
	for _, g := range w.opts.Exclude {
		if ok, _ := doublestar.Match(g, strings.TrimSuffix(rel, "/")); ok {
			return true
		}
		if dir {
			if ok, _ := doublestar.Match(strings.TrimSuffix(g, "/**"), strings.TrimSuffix(rel, "/")); ok && strings.HasSuffix(g, "/**") {
				return true
			}
		}
	}
	if dir || len(w.opts.Include) == 0 {
		return false
	}
	for _, g := range w.opts.Include {
		if ok, _ := doublestar.Match(g, rel); ok {
			return false
		}
	}
	return true
}

// file considers one file: filter by name, sniff, read, parse, recognize.
func (w *walker) file(abs, rel string, explicit bool) {
	base := path.Base(rel)
	format, ok := candidateExt[strings.ToLower(path.Ext(base))]
	if !ok {
		if explicit {
			w.notice(rel, "not an MCP file type (.json, .jsonc, .jsonl, .snap, .yaml, .yml, .toml, .mcpb, .dxt)")
		}
		return
	}
	if w.excluded(rel, false) {
		return
	}
	real, err := filepath.EvalSymlinks(abs)
	if err == nil {
		if w.seen[real] {
			return
		}
		w.seen[real] = true
	}
	w.res.Considered++
	if format == "mcpb" {
		w.archive(abs, rel)
		return
	}
	f, err := os.Open(abs)
	if err != nil {
		w.fail(rel, err)
		return
	}
	defer f.Close()
	// Sniff the head into a buffer reused across files: most candidates of
	// a large tree are not MCP files and cost no allocation.
	if w.buf == nil {
		w.buf = make([]byte, sniffBytes)
	}
	n, err := io.ReadFull(f, w.buf)
	if err != nil && err != io.EOF && err != io.ErrUnexpectedEOF {
		w.fail(rel, err)
		return
	}
	head := w.buf[:n]
	toolsFile := isToolsFileName(base) || strings.Contains(rel, "__toolsnaps__/")
	known := knownNames[strings.ToLower(base)] || toolsFile
	strong := known || hasAny(head, strongMarkers)
	if !strong && !hasAny(head, weakMarkers) {
		return
	}
	if bytes.IndexByte(head[:min(len(head), 8192)], 0) >= 0 {
		if strong {
			w.fail(rel, errors.New("binary content, not a text file"))
		}
		return
	}
	data := append([]byte(nil), head...)
	if n == sniffBytes {
		info, err := f.Stat()
		if err == nil && info.Size() > w.opts.MaxFileSize {
			if strong {
				w.fail(rel, fmt.Errorf("file too large to scan: %d bytes (limit %d)", info.Size(), w.opts.MaxFileSize))
			} else {
				w.notice(rel, "skipped: too large and not recognisably an MCP file")
			}
			return
		}
		if err == nil {
			// One allocation of the file's size (plus a byte to see growth).
			data = make([]byte, n, info.Size()+1)
			copy(data, head)
		}
		for int64(len(data)) <= w.opts.MaxFileSize {
			if len(data) == cap(data) {
				data = append(data, 0)[:len(data)]
			}
			k, err := f.Read(data[len(data):cap(data)])
			data = data[:len(data)+k]
			if err == io.EOF {
				break
			}
			if err != nil {
				w.fail(rel, err)
				return
			}
		}
		if int64(len(data)) > w.opts.MaxFileSize {
			w.fail(rel, fmt.Errorf("file too large to scan: over %d bytes (limit %d)", len(data), w.opts.MaxFileSize))
			return
		}
	}
	src := &Source{Path: rel, Data: data, Format: format}
	if bad, ok := validUTF8(data); !ok {
		line, col := src.Position(bad)
		w.res.Errors = append(w.res.Errors, FileError{Path: rel, Line: line, Col: col,
			Message: "invalid UTF-8; the bytes were read as U+FFFD and the rest of the file was scanned"})
	}
	w.parseAndRecognize(src, strong, toolsFile)
}

// isToolsFileName: tools.json, <server>.tools.json and the like, the names
// mcp-lint snapshot and common fixture layouts use.
func isToolsFileName(base string) bool {
	b := strings.ToLower(base)
	for _, ext := range []string{".json", ".jsonc", ".yaml", ".yml", ".toml"} {
		if stem, ok := strings.CutSuffix(b, ext); ok {
			return stem == "tools" || strings.HasSuffix(stem, ".tools")
		}
	}
	return false
}

func (w *walker) parseAndRecognize(src *Source, strong, toolsFile bool) {
	data := src.Data
	if len(data) >= 3 && data[0] == 0xef && data[1] == 0xbb && data[2] == 0xbf {
		// a byte order mark: keep offsets, skip it for the parser
		src.Data = append([]byte("   "), data[3:]...)
		data = src.Data
	}
	d := &recognizer{w: w, src: src, toolsFile: toolsFile}
	var err error
	switch src.Format {
	case "json":
		var n *Node
		n, err = parseJSON(src, data, 0)
		if err == nil {
			d.top(n)
		}
	case "jsonl":
		err = d.jsonl(data)
	case "yaml":
		var n *Node
		n, err = parseYAML(src, data)
		if err == nil {
			d.top(n)
		}
	case "toml":
		var n *Node
		n, err = parseTOML(src, data)
		if err == nil {
			d.top(n)
		}
	}
	if err != nil {
		if strong {
			w.fail(src.Path, err)
		} else {
			w.notice(src.Path, "skipped: could not be parsed and has no definite MCP marker ("+err.Error()+")")
		}
		return
	}
	d.finish()
}
