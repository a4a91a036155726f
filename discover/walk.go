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
	"regexp"
	"runtime"
	"slices"
	"sort"
	"strings"

	"github.com/mcp-lint/mcp-lint/discover/internal/charset"
	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"

	"github.com/bmatcuk/doublestar/v4"
	"github.com/go-git/go-git/v5/plumbing/filemode"
	"github.com/go-git/go-git/v5/plumbing/format/gitignore"
	"github.com/go-git/go-git/v5/plumbing/format/index"

	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/internal/safeio"
)

// skipDirs are never descended into (vendoredDirs only without
// Options.ReadVendored: vendored.go).
var skipDirs = map[string]bool{".git": true, "node_modules": true, "vendor": true, ".hg": true, ".svn": true}

// knownNames are MCP files by name: they are always parsed, and a parse
// error in them is always reported.
var knownNames = map[string]bool{
	"mcp.json": true, ".mcp.json": true, "claude_desktop_config.json": true, "cline_mcp_settings.json": true,
	"mcp_settings.json": true, "smithery.yaml": true, "smithery.yml": true, "mcp_config.json": true,
	"opencode.json": true, "opencode.jsonc": true, "crush.json": true, ".crush.json": true,
	"librechat.yaml": true, "librechat.yml": true,
}

// strongMarkers identify an MCP artefact for sure; weakMarkers only hint.
// A file with neither is not opened past its first bytes.
var (
	strongMarkers = [][]byte{
		[]byte("mcpServers"), []byte("mcp_servers"), []byte("context_servers"), []byte("inputSchema"),
		[]byte("input_schema"), []byte("manifest_version"), []byte("dxt_version"), []byte("server.schema.json"),
		[]byte("startCommand"), []byte("\"jsonrpc\""),
		// The tool annotations of the MCP specification (ToolAnnotations):
		// a table of definitions kept as data carries them.
		[]byte("readOnlyHint"), []byte("destructiveHint"), []byte("idempotentHint"), []byte("openWorldHint"),
	}
	weakMarkers = [][]byte{[]byte("\"tools\""), []byte("tools:"), []byte("\"servers\""), []byte("serverInfo"),
		[]byte("\"mcp\""), []byte("extensions:"), []byte("\"extensions\"")}
)

const sniffBytes = 256 << 10

type walker struct {
	// existing caches Exists: root-relative path → a regular file there.
	existing map[string]bool
	// packagedRead: the packaged text files read (packagedText).
	packagedRead map[string]bool
	// ahead lexes the candidates the walk is about to read (lexAhead);
	// aheadAt is the index of the one it reads.
	ahead   *lexAhead
	aheadAt int
	// folders caches the folder listings Exists answers from.
	folders map[string]*folderList
	// serverDirs caches mcpProject: folder → in an MCP server's project.
	serverDirs map[string]bool
	opts       Options
	res        *Result
	root       string            // absolute root paths are reported against
	realRoot   string            // root with its symlinks resolved
	rootName   string            // the project's declared name (projectName), or defaultServer
	declared   map[string]string // folder → the name its own manifest declares (declaredAt)
	// listed are the folders the walk listed, and withManifest those of
	// them that hold a project manifest: declaredAt reads no file for a
	// listed folder without one.
	listed map[string]bool
	// withManifest has, per listed folder, a bit for each project
	// manifest it holds (manifestBit).
	withManifest map[string]uint8
	// packageDirs are the folders holding a package.json, in walk order:
	// the workspace's own packages (MCPPackage).
	packageDirs []string
	// repos are the folders holding a .git (a repository's root; a
	// submodule's): repoOf.
	repos     map[string]bool
	workspace map[string]string // package name → its folder, built on first use
	mcpPkgs   map[string]bool   // package folder → builds on an MCP SDK (MCPPackage)
	goModules map[string]bool   // module folder → its go.mod requires an MCP SDK (mcpGoModule)
	goDirs    map[string]bool   // folder → mcpGoModule's answer
	// goDir is the last folder MCPGoFolder answered for.
	goDir             string
	goDirMCP, goDirOK bool
	// projects caches projectOf by folder.
	projects map[string]string
	// noSiblings: there are no files to read (standard input).
	noSiblings bool
	// givenFolders, read: the folders the scan was given, the
	// texts a unit named that were read (named_files.go).
	givenFolders []string
	read         map[string]bool
	depth        int    // the files from a unit of the script being read (script)
	unit         string // the unit the script being read was followed from (script)
	// shebang: the files asked whether they open with #! (opensWithShebang).
	shebang map[string]bool
	// agentUnread: the files an agent may read that the scan did not,
	// and why; agentTaken: the agent files read (reach.go).
	agentUnread map[string]string
	agentTaken  map[string]bool
	// agentBound: the files of agentUnread left for a bound of following
	// (size, depth, count): each is also an error (boundErrors).
	agentBound map[string]bool
	// states: the files followed from each unit (unitState);
	// codeOnly: the followed files a bound of reading prose left read
	// as code only, each noted once (pastBound).
	states   map[string]*state
	codeOnly map[string]bool
	// followOK: the followed files asked whether they may be read
	// (within), and the answer.
	followOK map[string]bool
	// layouts: what each folder's plugin manifests say (layoutAt);
	// unitsRead: the agent files read as units (agentFile).
	layouts   map[string]*layout
	unitsRead map[string]bool
	// pluginMarks: the listed folders holding a .claude-plugin folder or
	// a gemini-extension.json (layoutAt asks them, not the file system).
	pluginMarks map[string]uint8
	// pluginNames: each folder's plugin name, "" for none (unitServer).
	pluginNames map[string]string
	// skillFiles: the files each skill ships (noteSkillFile).
	skillFiles []string
	// explicitOther: the files named on the command line of no type
	// mcp-lint reads (a notice, unless an agent unit followed them).
	explicitOther []string
	// bundle: the archive whose members are being read (bundleSources).
	bundle *bundleHost
	// sideTexts holds the text of each file a reader read beside its
	// own that was not UTF-8 as written (sideText), by its name.
	sideTexts map[string]charset.Text
	// state holds the readers' caches for this walk (Host.State): a Go
	// package's declarations, a C# folder's constants, the JavaScript
	// modules read for their constants.
	state map[string]any
	// manifests caches NearestFile by file name and folder.
	manifests map[string]nearFile
	// inferred: modules a server loads by a computed name (Host.Inferred).
	inferred map[string]bool
	// entries: the files each package.json names as its bin or main.
	entries map[string]map[string]bool
	// attrs: the linguist lines of each folder's .gitattributes (generated.go).
	attrs map[string][]gitattr
	// keepTrees: do not detach parse trees (a file read again to locate).
	keepTrees bool
	// sdkDirs holds, per folder, the source files that import an MCP SDK
	// and look like they register tools, and whether one gave anything.
	sdkDirs map[string]*sdkDir
	// pkgSides: per package folder, the SDK sides its files import
	// (clientPackage).
	pkgSides map[string]*pkgSides
	// checkouts are the git work trees whose index the walk read (the
	// root's first, then those below it as they are listed): what a
	// repository ships is scanned whatever .gitignore says (tracked).
	checkouts []*checkout
	// tops are the folders walked from (checkSubmodules).
	tops   []string
	rootCo *checkout
	// indexed are the folders whose checkout's index was read (the
	// root's, and those of checkouts below it).
	indexed map[string]bool
	// realTop is the current walk's top with its symlinks resolved.
	realTop string
	cands   []candidate
	buf     []byte // sniff buffer, reused
	// vendoredOpened counts the files vendoredMCP opened, against
	// maxVendoredOpened; vendoredBuf is its sniff buffer.
	vendoredOpened int
	vendoredBuf    []byte
	// defs counts the definitions registered; capped says the cap was
	// reported for the file named.
	defs   int
	capped map[string]bool
	// imports are the modules of this tree that server files import
	// (relative JavaScript imports, Python modules beside them), by
	// root-relative path: read as modules of the server even where the
	// walk skips files (tests, vendor/, a module without SDK marks).
	imports map[string]bool
	// sourced are the source files read as such (by real path).
	sourced map[string]bool
	// scriptsRead are the scripts agent files name that were read as
	// script units (namedScripts).
	scriptsRead map[string]bool
	// others are files of endings no reader knows (unreadServers).
	others    []otherFile
	othersCut bool // more such files than maxOtherFiles (unreadServers says so)
	// clojure are the Clojure sources and project files (unreadClojure).
	clojure    []otherFile
	clojureCut bool // more than maxClojureFiles (unreadClojure says so)
	// texts are the loose texts registered, by server and place
	// (recognizer.register).
	texts map[string]bool
	// servingPkgs are the packages (language, manifest folder) one of
	// whose files was read as server code; besideServer the source files
	// the walk did not read by themselves (sweepServerPackages).
	servingPkgs  map[string]bool
	besideServer []candidate
	// jsServers are the JavaScript/TypeScript files read as an SDK's
	// server side; jsImporters the ones not read by themselves whose
	// head imports a module by a relative path (readJSEntries).
	jsServers   map[string]bool
	jsImporters []candidate
	pkgOf       map[string]string
	// csServes: a C# file of the tree serves MCP (an SDK, or the
	// tools/list answer written out); csPending are the C# files shaped
	// as tools of the project's own layer, read only then.
	csServes  bool
	csPending []candidate
	// launchFormat is the language of each file a launch starts
	// (followLaunches), read among the imports whatever its name.
	launchFormat map[string]string
}

// roomFor says whether one more definition fits under the scan's cap; the
// first refusal for a file is reported (the scan is then incomplete).
func (w *walker) roomFor(path string) bool {
	if w.defs < w.opts.MaxDefinitions {
		w.defs++
		return true
	}
	if w.capped == nil {
		w.capped = map[string]bool{}
	}
	if !w.capped[path] {
		w.capped[path] = true
		w.res.Errors = append(w.res.Errors, syntax.FileError{Path: path,
			Message: fmt.Sprintf("definition cap reached: the scan reads at most %d definitions (tools, prompts, configs); the rest of this file was not scanned", w.opts.MaxDefinitions)})
	}
	return false
}

// candidate is a file the walk will consider: where it is, the name it is
// reported under, and whether the command line named it.
type candidate struct {
	abs, rel string
	// real is its path with symlinks resolved inside the root (what is
	// opened, and how a file reached under two names is read once); err
	// says why it could not be resolved there.
	real     string
	err      error
	explicit bool
	// imported: a server file imports it (walker.imports), or a launch
	// starts it.
	imported bool
	// format is its language when its name does not say it (a launched
	// script without an ending); "" otherwise.
	format string
	// ofServer: a file whose shape is a tool of the project's own
	// registration layer (csToolShape), read because the project serves
	// MCP.
	ofServer bool
}

// maxIgnoreFile bounds a .gitignore or .git/info/exclude, and
// maxGitIndex the git index.
const (
	maxIgnoreFile = 1 << 20
	maxGitIndex   = 256 << 20
)

// Discover walks paths (files or directories) and returns everything found.
// It never fails as a whole: unreadable or broken inputs are reported in
// Result.Errors and the rest of the scan goes on.
//
// The files are gathered first, then read in the order of their reported
// paths, so the result does not depend on the order of the arguments or of
// the directory listing; a file reached under two names is read once, under
// the first name in that order.
func Discover(paths []string, opts Options) *Result {
	if opts.MaxSourceSize <= 0 {
		opts.MaxSourceSize = DefaultMaxSourceSize
	}
	if opts.MaxFileSize <= 0 {
		opts.MaxFileSize = DefaultMaxFileSize
	}
	if opts.MaxArchiveSize <= 0 {
		opts.MaxArchiveSize = DefaultMaxArchiveSize
	}
	if opts.MaxDefinitions <= 0 {
		opts.MaxDefinitions = DefaultMaxDefinitions
	}
	root := opts.Root
	if root == "" {
		root = "."
	}
	absRoot, err := filepath.Abs(root)
	if err != nil {
		absRoot = root
	}
	realRoot, err := filepath.EvalSymlinks(absRoot)
	if err != nil {
		realRoot = absRoot
	}
	if dir, ok := outsideFolder(absRoot, paths); ok && opts.prefix == "" {
		// One folder outside the root (mcp-lint scan ../other-repo, an
		// absolute path elsewhere) is read as its own repository, as
		// cd there && mcp-lint scan . reads it: its imports, manifests
		// and git index lie inside it. Paths are reported as before,
		// from the root: absolute (Result.rebase).
		sub := opts
		sub.Root, sub.prefix = dir, filepath.ToSlash(dir)+"/"
		res := Discover(nil, sub)
		res.rebase(sub.prefix)
		res.Root = absRoot
		return res
	}
	rootName := projectName(absRoot)
	if rootName == "" {
		rootName = defaultServer
	}
	w := &walker{opts: opts, root: absRoot, realRoot: realRoot, rootName: rootName, keepTrees: opts.keepTrees,
		listed: map[string]bool{}, withManifest: map[string]uint8{}, declared: map[string]string{}, projects: map[string]string{},
		repos: map[string]bool{},
		res:   &Result{Root: absRoot, sources: map[string]*syntax.Source{}, origins: map[detect.ToolRef]*origin{}}}
	if !opts.NoGitignore {
		w.loadTracked()
	}
	if len(paths) == 0 {
		paths = []string{root}
	}
	if len(paths) > 1 {
		for _, p := range paths {
			if _, ok := outsideFolder(absRoot, []string{p}); ok {
				// Only one folder outside the root is read as its own
				// repository; among several, each is read from the root.
				w.res.Notices = append(w.res.Notices, Notice{Path: filepath.ToSlash(p), Message: "a folder outside the root, given with other paths, is read from the root, not as its own repository: imports that resolve inside it from its own root, and its manifests, may be missed; scan it alone (mcp-lint scan " + filepath.ToSlash(p) + ") or from inside it"})
			}
		}
	}
	for _, p := range paths {
		w.top(p) // named_files.go: a repository's root for its units' paths
	}
	for _, p := range paths {
		w.walkArg(p)
	}
	w.checkSubmodules()
	w.readCandidates()
	w.unreadClojure()
	w.unreadServers()
	for _, rel := range w.explicitOther {
		if !w.agentTaken[rel] && len(w.res.namedBy[rel]) == 0 {
			w.Notice(rel, "not an MCP file type ("+formatEndings(func(fileFormat) bool { return true })+")")
		}
	}
	w.skillInventory()
	w.agentUnreadNotice()
	w.boundErrors()
	w.res.sortResult()
	return w.res
}

// outsideFolder is the absolute path of the one folder paths names when
// it does not lie inside root (a folder above the root counts: it is
// outside too); false otherwise.
func outsideFolder(root string, paths []string) (string, bool) {
	if len(paths) != 1 || paths[0] == "-" {
		return "", false
	}
	abs, err := filepath.Abs(paths[0])
	if err != nil || safeio.Inside(root, abs) {
		return "", false
	}
	if st, err := os.Stat(abs); err != nil || !st.IsDir() {
		return "", false
	}
	return abs, true
}

func (w *walker) rel(abs string) string {
	if r, err := filepath.Rel(w.root, abs); err == nil && !strings.HasPrefix(r, "..") {
		return filepath.ToSlash(r)
	}
	return filepath.ToSlash(abs)
}

func (w *walker) fail(p string, err error) {
	var pe *syntax.ParseError
	if errors.As(err, &pe) && pe.Syntax && w.opts.InvalidNotice {
		w.invalidNotice(p, pe)
		return
	}
	if errors.As(err, &pe) {
		w.res.Errors = append(w.res.Errors, syntax.FileError{Path: p, Line: pe.Line, Col: pe.Col, Message: pe.Msg})
		return
	}
	msg := safeio.Describe(err)
	var perr *fs.PathError
	if errors.As(err, &perr) && errors.Is(err, fs.ErrNotExist) {
		msg = "file vanished or does not exist"
	}
	w.res.Errors = append(w.res.Errors, syntax.FileError{Path: p, Message: msg})
}

func (w *walker) Notice(p, msg string) {
	w.res.Notices = append(w.res.Notices, Notice{Path: p, Message: msg})
}

// confineTo is the (resolved) root a path must resolve inside: the scan's
// root when the path lies in it, nothing for a path the user named outside.
func (w *walker) confineTo(abs string) string {
	if safeio.Inside(w.root, abs) {
		return w.realRoot
	}
	return ""
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
	real := abs
	if info.Mode()&fs.ModeSymlink != 0 {
		// A link named on the command line gets the walk's protections: it
		// must resolve inside the root when it lies in it.
		if real, err = safeio.ResolveIn(w.confineTo(abs), abs); err != nil {
			w.fail(w.rel(abs), err)
			return
		}
		if info, err = os.Stat(real); err != nil {
			w.fail(w.rel(abs), err)
			return
		}
	}
	if !info.IsDir() {
		// A file named on the command line is always considered.
		w.add(abs, w.rel(abs), true)
		return
	}
	w.walkDir(abs)
}

// add queues a file for reading, with its real path: resolved once, here.
func (w *walker) add(abs, rel string, explicit bool) {
	real, err := safeio.ResolveIn(w.confineTo(abs), abs)
	if err != nil {
		real = abs
	}
	w.cands = append(w.cands, candidate{abs: abs, rel: rel, real: real, err: err, explicit: explicit})
}

// readCandidates reads every queued file once, in the order of the
// reported paths.
func (w *walker) readCandidates() {
	sort.SliceStable(w.cands, func(i, j int) bool {
		if w.cands[i].rel != w.cands[j].rel {
			return w.cands[i].rel < w.cands[j].rel
		}
		return w.cands[i].explicit && !w.cands[j].explicit
	})
	first := map[string]string{}
	w.lexingAhead(w.cands, func(c candidate) {
		if prev, ok := first[c.real]; ok {
			if prev != c.rel {
				w.Notice(c.rel, "the same file as "+prev+"; scanned once, as "+prev)
			}
			return
		}
		first[c.real] = c.rel
		w.file(c, c.rel, c.explicit)
	})
	// What the launch configs start (followLaunches), then the modules
	// server files import that the walk did not read (a *.spec.js, a
	// test_*.py, a vendor/ folder, a module of texts), until none is left:
	// what a server runs is read whatever its name.
	w.followLaunches()
	w.readJSEntries()
	for len(w.imports) > 0 {
		var rels []string
		for rel := range w.imports {
			rels = append(rels, rel)
		}
		sort.Strings(rels)
		w.imports = nil
		var cands []candidate
		for _, rel := range rels {
			abs := filepath.Join(w.root, filepath.FromSlash(rel))
			// Confined against the resolved root: the path is resolved,
			// so the root it is compared with must be too (a root reached
			// through a symlink lies elsewhere by name).
			real, err := safeio.ResolveIn(w.realRoot, abs)
			if err != nil {
				continue // outside the root, or not there
			}
			cands = append(cands, candidate{abs: abs, rel: rel, real: real, imported: true, format: w.launchFormat[rel]})
		}
		w.lexingAhead(cands, func(c candidate) {
			if !w.sourced[c.real] {
				w.file(c, c.rel, false)
			}
		})
	}
	w.sweepServerPackages()
	if w.csServes && len(w.csPending) > 0 {
		pending := w.csPending
		w.csPending = nil
		for i := range pending {
			pending[i].ofServer = true
		}
		w.lexingAhead(pending, func(c candidate) { w.file(c, c.rel, c.explicit) })
	}
	w.cands = nil
	w.dropClaimedLoose()
	w.dropClientLoose()
	w.dropHeldRead()
	w.sourceSilence()
}

// dropHeldRead drops the reports of texts held by an object of another
// file (FileError.Held: a registrar's T.description with T imported) when
// a definition was read in that object where it is written: the text was
// read there, and "not read" would be false.
func (w *walker) dropHeldRead() {
	heldPaths := map[string]bool{}
	for _, es := range [][]syntax.FileError{w.res.Errors, w.res.Computed} {
		for _, e := range es {
			if e.Held != nil {
				heldPaths[e.Held.Path] = true
			}
		}
	}
	if len(heldPaths) == 0 {
		return // the common case: nothing read again
	}
	read := map[string][]int{} // path: lines where a definition's name or description is
	for _, tl := range w.res.Tools {
		if tl.KindOrDefault() == detect.KindText {
			continue // loose text: what the report says of that module
		}
		// Only the definitions of the files that hold such objects are
		// located (a file whose tree was let go is read again for it).
		if o := w.res.origins[w.res.innerRef(tl.Ref())]; o == nil || o.src == nil || !heldPaths[o.src.Path] {
			continue
		}
		for _, field := range []string{"description", "name"} {
			if loc, ok := w.res.Locate(tl.Ref(), field, false, detect.Span{Start: 0, End: 1}); ok {
				read[loc.Path] = append(read[loc.Path], loc.Region.StartLine)
			}
		}
	}
	keep := func(es []syntax.FileError) []syntax.FileError {
		out := es[:0]
		for _, e := range es {
			if h := e.Held; h != nil && slices.ContainsFunc(read[h.Path], func(l int) bool { return l >= h.From && l <= h.To }) {
				continue
			}
			out = append(out, e)
		}
		return out
	}
	w.res.Errors, w.res.Computed = keep(w.res.Errors), keep(w.res.Computed)
}

// dropClaimedLoose drops the loose texts (detect.KindText) whose every
// character a definition read from another file holds: a table of tools
// kept in one module and registered in a loop in another is read as
// those tools, and its module's sweep must not report the same text
// again as a text no definition claims.
func (w *walker) dropClaimedLoose() {
	claims := map[string]map[int]bool{}
	for i := range w.res.Tools {
		t := &w.res.Tools[i]
		if t.Kind == detect.KindText {
			continue
		}
		o := w.res.origins[t.Ref()]
		if o == nil || o.node == nil {
			continue
		}
		o.node.Walk("", func(_ string, x *syntax.Node, _ bool) {
			if x.Kind != syntax.KString || x.Src == nil || x.Src.Path == o.src.Path {
				return
			}
			c := claims[x.Src.Path]
			if c == nil {
				c = map[int]bool{}
				claims[x.Src.Path] = c
			}
			for k := 0; k < len(x.Str); k++ {
				c[x.FileOffset(k)] = true
			}
		})
	}
	if len(claims) == 0 {
		return
	}
	kept := w.res.Tools[:0]
	dropped := map[string]int{}
	for _, t := range w.res.Tools {
		if t.Kind == detect.KindText {
			if o := w.res.origins[t.Ref()]; o != nil && o.node != nil && claims[o.src.Path] != nil {
				if s := o.node.Get("description"); s != nil && s.Kind == syntax.KString && len(s.Str) > 0 && allClaimed(s, claims[o.src.Path]) {
					delete(w.res.origins, t.Ref())
					dropped[o.src.Path]++
					continue
				}
			}
		}
		kept = append(kept, t)
	}
	w.res.Tools = kept
	// The files' counts say what is left: a text dropped is no longer
	// one of its file's.
	for i := range w.res.Files {
		if n := dropped[w.res.Files[i].Path]; n > 0 {
			w.res.Files[i].Texts -= min(n, w.res.Files[i].Texts)
		}
	}
}

// allClaimed: every character of s is in claimed.
func allClaimed(s *syntax.Node, claimed map[int]bool) bool {
	for k := 0; k < len(s.Str); k++ {
		if !claimed[s.FileOffset(k)] {
			return false
		}
	}
	return true
}

// lexingAhead calls read on each candidate in order, while the files of
// cands are lexed ahead (lexAhead), and stops the worker however read
// ends.
func (w *walker) lexingAhead(cands []candidate, read func(candidate)) {
	w.ahead = w.lexAhead(cands)
	defer func() {
		w.res.lexedAhead += w.ahead.close()
		w.ahead = nil
	}()
	for i, c := range cands {
		w.ahead.moveTo(i)
		w.aheadAt = i
		read(c)
	}
}

// lexAhead starts lexing ahead the files of cands the walk will read in
// this order (each real file once, but those already read); nil on one
// core.
func (w *walker) lexAhead(cands []candidate) *lexAhead {
	if runtime.GOMAXPROCS(0) < 2 {
		return nil
	}
	return startLexAhead(w.aheadItems(cands), w.opts.MaxSourceSize)
}

// aheadItems are the files of cands to lex ahead, at their indices.
func (w *walker) aheadItems(cands []candidate) []*aheadItem {
	items := make([]*aheadItem, len(cands))
	seen := map[string]bool{}
	for i, c := range cands {
		if !seen[c.real] && !w.sourced[c.real] {
			seen[c.real] = true
			items[i] = w.lexable(c)
		}
	}
	return items
}

// lexable is what lexAhead needs to lex candidate c before the walk reads
// it: nil unless c is source code in a language whose reader takes tokens
// lexed beforehand (syntax.Lexer), that the options do not exclude and
// that its name does not rule out. The worker opens no file the walk
// would not.
func (w *walker) lexable(c candidate) *aheadItem {
	if c.err != nil || w.excluded(c.rel, false) {
		return nil
	}
	format, ok := formatOf(path.Base(c.rel))
	if !ok {
		return nil
	}
	r := readerOf(format)
	lx, ok := r.(syntax.Lexer)
	if !ok || r.Skip(c.rel) && !c.imported {
		return nil
	}
	return &aheadItem{real: c.real, lex: lx}
}

// sdkDir is what a folder's SDK-importing source files gave.
type sdkDir struct {
	files int
	found bool // a definition, or an error reported at its place
	// loose counts the texts of these files scanned though no definition
	// claims them (looseTexts).
	loose int
}

// registrationMarkers are the calls and literals through which the SDKs
// register a tool or prompt.
var registrationMarkers = [][]byte{
	[]byte("AddTool"), []byte("NewTool("), []byte("Tool{"), []byte("AddPrompt"), // Go
	[]byte("registerTool"), []byte(".tool("), []byte("registerPrompt"), []byte("ListToolsRequestSchema"), // TS/JS
	[]byte("list_tools"), []byte("Tool("), []byte(".prompt("), // Python (and .tool( above)
	[]byte("#[tool"), []byte("Tool::new"), []byte("@Tool"), []byte("@McpTool"), []byte("McpServerTool"), []byte("[McpTool"), []byte("addTool("), // Rust, Java/Kotlin, C#
	[]byte("#[McpTool"), []byte("#[McpPrompt"), []byte("#[McpResource"), []byte("withTool("), []byte("->tool("), []byte("Tool::make("), // PHP
}

// sourceSilence says so of every folder whose source files import an MCP
// SDK but gave no definition: tools registered in a way mcp-lint does not
// read are not scanned, and the scan must not look clean for them.
func (w *walker) sourceSilence() {
	dirs := make([]string, 0, len(w.sdkDirs))
	for dir, sd := range w.sdkDirs {
		if !sd.found {
			dirs = append(dirs, dir)
		}
	}
	sort.Strings(dirs)
	for _, dir := range dirs {
		n := w.sdkDirs[dir].files
		files := "a source file here imports"
		if n > 1 {
			files = fmt.Sprintf("%d source files here import", n)
		}
		if k := w.sdkDirs[dir].loose; k > 0 {
			w.Notice(dir, fmt.Sprintf("%s an MCP SDK, but no tool, prompt or server definition was recognized: "+
				"their %d prose literals were scanned as text not tied to a definition, but parameters and names were not read (snapshot the running server with mcp-lint snapshot)", files, k))
			continue
		}
		w.Notice(dir, files+" an MCP SDK, but no tool, prompt or server definition was recognized: "+
			"tools registered in a way mcp-lint does not read are not scanned (snapshot the running server with mcp-lint snapshot)")
	}
	w.sdkDirs = nil
}

// loadTracked reads the git index of a root that is a git work tree: the
// files it tracks are scanned even when .gitignore lists them (a client
// and a CI checkout have them, and one .gitignore line in a pull request
// must not hide a committed config). A root whose index cannot be read
// has no .gitignore applied at all (the scan reads more, never less).
func (w *walker) loadTracked() {
	w.indexed = map[string]bool{".": true}
	w.rootCo = w.loadIndex(w.root, "", nil)
	if w.rootCo != nil && w.rootCo.failed {
		w.opts.NoGitignore = true
	}
}

// checkout is a git work tree whose index the walk read.
type checkout struct {
	prefix string // its reported path and a slash; "" for the root
	// names are the paths its index lists, sorted bytewise (as git
	// writes them) for tracked's binary search.
	names []string
	// data is the index until its hash is checked (verified), nil after.
	data   []byte
	parent *checkout // the checkout it lies in, if any
	// failed: its index could not be read, and no .gitignore applies
	// below it (the scan reads more, never less).
	failed bool
	// replaced: go-git's names replaced the fast reader's (verified),
	// so the folders' spans of them are void.
	replaced bool
	// dir is the work tree's folder; gitlinks are the index's submodule
	// entries (checkSubmodules).
	dir      string
	gitlinks []string
}

// loadIndex reads the index of the work tree at dir, under prefix (dir's
// reported path and a slash; "" for the root), inside the checkout parent.
// It is nil when there is no index, and failed (with a notice) when the
// index exists but cannot be read. Its hash is checked later, when the
// index first decides something (verified).
func (w *walker) loadIndex(dir, prefix string, parent *checkout) *checkout {
	gitDir := filepath.Join(dir, ".git")
	st, err := os.Lstat(gitDir)
	if err != nil {
		return nil
	}
	fail := func(path, msg string) *checkout {
		c := &checkout{prefix: prefix, parent: parent, failed: true}
		// A notice only where the checkout above has a readable index:
		// below one whose index failed, nothing is read (verified).
		if w.verified(parent) {
			w.Notice(path, msg)
		}
		return c
	}
	if st.Mode().IsRegular() {
		// A linked work tree or a submodule: ".git" names the real git dir.
		b, err := safeio.ReadFile("", gitDir, 4096)
		if err != nil {
			return fail(prefix+".git", "could not read the .git file ("+safeio.Describe(err)+"); .gitignore is not applied")
		}
		line, ok := strings.CutPrefix(strings.TrimSpace(string(b)), "gitdir:")
		if !ok {
			return nil
		}
		gitDir = strings.TrimSpace(line)
		if !filepath.IsAbs(gitDir) {
			gitDir = filepath.Join(dir, gitDir)
		}
	} else if !st.IsDir() {
		return nil
	}
	data, err := safeio.ReadFile("", filepath.Join(gitDir, "index"), maxGitIndex)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil // a repository with nothing staged yet
		}
		return fail(prefix+".git/index", "could not read the git index ("+safeio.Describe(err)+"); .gitignore is not applied, so every file is scanned")
	}
	c := &checkout{prefix: prefix, parent: parent, data: data}
	var links []string
	names, err := parseIndexLinks(data, &links)
	if err != nil {
		// Not an index the fast reader knows (a version or mandatory
		// extension it does not read): go-git's decoder decides, and says
		// why it cannot.
		links = nil
		if names, err = goGitIndexNames(data, &links); err != nil {
			return fail(prefix+".git/index", "could not read the git index ("+err.Error()+"); .gitignore is not applied, so every file is scanned")
		}
		c.data = nil // go-git checked the hash
	}
	c.names = sortedNames(names)
	c.dir, c.gitlinks = dir, links
	w.checkouts = append(w.checkouts, c)
	return c
}

// goGitIndexNames reads an index with go-git's decoder, which checks its
// structure and hash.
func goGitIndexNames(data []byte, links *[]string) ([]string, error) {
	var idx index.Index
	if err := index.NewDecoder(bytes.NewReader(data)).Decode(&idx); err != nil {
		return nil, err
	}
	names := make([]string, 0, len(idx.Entries))
	for _, e := range idx.Entries {
		names = append(names, e.Name)
		if links != nil && e.Mode == filemode.Submodule {
			*links = append(*links, e.Name)
		}
	}
	return names, nil
}

// sortedNames is names sorted bytewise: as they are in an index git
// wrote, else sorted here (the set is the same).
func sortedNames(names []string) []string {
	for i := 1; i < len(names); i++ {
		if names[i] < names[i-1] {
			names = slices.Clone(names)
			sort.Strings(names)
			break
		}
	}
	return names
}

// verified says whether the indexes of c and the checkouts it lies in
// can be read, checking each one's hash the first time it is asked. An
// index is asked only when it decides something: a path an ignore
// pattern excludes and the index does not list (a tracked path is
// scanned whether or not its index is sound, since a damaged index
// applies no .gitignore), or a notice about what lies below it. A
// damaged one then does what it did when the hash was checked at the
// start: a notice, and no .gitignore applied below it (none at all for
// the root's), while nothing it decided before could differ — every path
// walked so far was scanned either way. An index with a wrong hash that
// decides nothing is not reported.
func (w *walker) verified(c *checkout) bool {
	if c == nil {
		return true
	}
	if !w.verified(c.parent) || c.failed {
		return false
	}
	if c.data != nil {
		data := c.data
		c.data = nil
		if !indexHashOK(data) {
			names, err := goGitIndexNames(data, nil)
			if err != nil {
				c.failed = true
				w.Notice(c.prefix+".git/index", "could not read the git index ("+err.Error()+"); .gitignore is not applied, so every file is scanned")
				if c == w.rootCo {
					w.opts.NoGitignore = true
				}
				return false
			}
			c.names, c.replaced = sortedNames(names), true
		}
	}
	return true
}

// tracked says whether a checkout's index lists the path rel (a file),
// or a path below it (dir): what the walk scans whatever .gitignore
// says. An index whose hash is not checked yet is asked too: see
// verified.
func (w *walker) tracked(rel string, dir bool) bool {
	for _, c := range w.checkouts {
		if c.failed || len(c.names) == 0 {
			continue
		}
		if dir && strings.HasPrefix(c.prefix, rel+"/") {
			return true // a folder above the checkout
		}
		name, ok := strings.CutPrefix(rel, c.prefix)
		if !ok {
			continue
		}
		if dir {
			name += "/"
		}
		i := sort.SearchStrings(c.names, name)
		if i < len(c.names) && (c.names[i] == name || dir && strings.HasPrefix(c.names[i], name)) {
			return true
		}
	}
	return false
}

// ignoreOff: .gitignore does not apply in d (a checkout at or above it
// has an index that could not be read).
func (w *walker) ignoreOff(d *walkDir) bool {
	if w.opts.NoGitignore {
		return true
	}
	for c := d.co; c != nil; c = c.parent {
		if c.failed {
			return true
		}
	}
	return false
}

// ignored is git's answer for an entry of d (rel, and parts below the
// walk's top): an ignore pattern excludes it and no index tracks it. For
// a folder, below is its span (spanBelow) when ok.
func (w *walker) ignored(d *walkDir, rel string, parts []string, dir bool, below []string, ok bool) bool {
	if len(d.ign) == 0 || w.ignoreOff(d) || w.trackedIn(d, rel, dir, below, ok) || !matchIgnore(d.ign, parts, dir) {
		return false
	}
	return w.verified(d.co)
}

// spanValid: d's span is the root index's names below it, and that index
// is the only one read (another one's names count too: tracked).
func (w *walker) spanValid(d *walkDir) bool {
	return d.spanOK && len(w.checkouts) == 1 && w.checkouts[0] == w.rootCo && !w.rootCo.replaced
}

// spanBelow is the span of d's folder rel: the names of d's span with the
// prefix rel+"/", found in d's. ok is false where d has none.
func (w *walker) spanBelow(d *walkDir, rel string) (names []string, ok bool) {
	if !w.spanValid(d) {
		return nil, false
	}
	return namesBelow(d.span, rel+"/"), true
}

// namesBelow is the run of sorted names that start with prefix.
func namesBelow(names []string, prefix string) []string {
	lo := searchNames(names, prefix)
	// The run ends at the first name past every name with the prefix.
	hi, j := lo, len(names)
	for hi < j {
		h := int(uint(hi+j) >> 1)
		if strings.HasPrefix(names[h], prefix) {
			hi = h + 1
		} else {
			j = h
		}
	}
	return names[lo:hi]
}

// searchNames is sort.SearchStrings(names, x) without a call through a
// closure for each comparison: it is asked for every file a walk lists.
func searchNames(names []string, x string) int {
	i, j := 0, len(names)
	for i < j {
		h := int(uint(i+j) >> 1)
		if names[h] < x {
			i = h + 1
		} else {
			j = h
		}
	}
	return i
}

// trackedIn is tracked for an entry of d: a file is searched in d's span
// (its folder's names, a few instead of the whole index), a folder is
// tracked when its own span (below) is not empty.
func (w *walker) trackedIn(d *walkDir, rel string, dir bool, below []string, ok bool) bool {
	if dir && ok {
		return len(below) > 0
	}
	if !dir && w.spanValid(d) {
		i := searchNames(d.span, rel)
		return i < len(d.span) && d.span[i] == rel
	}
	return w.tracked(rel, dir)
}

// ignoreFile is the patterns of one ignore file (.gitignore, the
// checkout's info/exclude), in file order.
type ignoreFile []gitignore.Pattern

// walkDir is one folder the walk lists: what its entries are checked
// against.
type walkDir struct {
	abs, rel string
	// parts is its path below the walk's top, element by element: the
	// domain of its own .gitignore, and the prefix of its entries' paths
	// for ignore patterns.
	parts []string
	// ign are the ignore files that apply to its entries — the top's,
	// the checkout's exclude file, then each folder's own from the top
	// down — in the order git's precedence reads them backwards: only
	// they can match a path below this folder (another folder's patterns
	// are anchored to that folder).
	ign []ignoreFile
	// inside: the folder lies (by name) in the scan's root, so its
	// entries do; a folder below one outside is asked (safeio.Inside).
	inside bool
	// real is the folder with its symlinks resolved: a regular file in it
	// is real/name, without resolving it again. inRoot says real lies in
	// the resolved root when the folder lies (by name) in the root; when
	// it does not, or real is unknown (""), each file is resolved as
	// before and gets its refusal.
	real   string
	inRoot bool
	// co is the checkout it lies in, the innermost whose index was read.
	co *checkout
	// skill is the folder of the skill it lies in (the nearest folder
	// holding a SKILL.md, itself included), with the reading of agent
	// files on: its files are what the skill ships (skillInventory).
	skill string
	// span is, when spanOK, the names of the root's index below this
	// folder (all of them at the root): the entries' tracked question
	// searches it (trackedIn) while that index is the only one read.
	span   []string
	spanOK bool
}

// walkDir walks the tree at top: each folder is listed once, its ignore
// file read from the listing, its real path derived from its parent's
// (a folder reached by the walk is never a symlink: links are entries,
// and directories are reached through their real path), so a file costs
// no lstat of its own. Ignore patterns are asked last, and only of a path
// git does not track and only those of the ignore files above it.
func (w *walker) walkDir(top string) {
	w.tops = append(w.tops, top)
	realTop, err := filepath.EvalSymlinks(top)
	resolved := err == nil
	if err != nil {
		realTop = top
	}
	w.realTop = realTop
	root := &walkDir{abs: top, rel: w.rel(top), co: w.rootCo}
	if c := w.rootCo; c != nil && !c.failed && c.prefix == "" && !strings.HasPrefix(root.rel, "/") && !strings.HasPrefix(root.rel, "..") {
		root.span, root.spanOK = c.names, true
		if root.rel != "." {
			root.span = namesBelow(c.names, root.rel+"/")
		}
	}
	c := w.confineTo(top)
	root.inside = c != ""
	if resolved {
		root.real = realTop
		root.inRoot = c == "" || safeio.Inside(c, realTop)
	}
	if !w.opts.NoGitignore {
		root.ign = w.loadIgnore(root.ign, filepath.Join(top, ".gitignore"), nil, root, false)
		root.ign = w.loadIgnore(root.ign, filepath.Join(top, ".git", "info", "exclude"), nil, root, false)
	}
	// A link to a folder named on the command line, or the root itself
	// being a link (ln -s repo link; cd link; mcp-lint scan .), is
	// walked through: walkArg has resolved it, inside the root when it
	// lies in it. Its target is not otherwise reached (a link met in a
	// walk is left for its folder's real path, which a top never has),
	// so leaving it would read nothing and pass.
	info, err := os.Stat(top)
	if err != nil {
		w.fail(root.rel, err)
		return
	}
	if !info.IsDir() {
		w.fail(root.rel, fmt.Errorf("not a folder"))
		return
	}
	w.listed[root.rel] = true
	entries, err := os.ReadDir(top)
	if err != nil {
		w.fail(root.rel, err)
	}
	w.list(root, entries)
}

// list visits a listed folder's entries, in name order.
func (w *walker) list(d *walkDir, entries []fs.DirEntry) {
	if !w.ignoreOff(d) && d.rel != "." && !w.indexed[d.rel] && d.rel != "" {
		for _, e := range entries {
			if e.Name() == ".git" {
				// A checkout below the scan's start (the scan started above
				// it, or a submodule): what it tracks is scanned too.
				if w.indexed == nil {
					w.indexed = map[string]bool{}
				}
				w.indexed[d.rel] = true
				if c := w.loadIndex(d.abs, strings.TrimSuffix(d.rel, "/")+"/", d.co); c != nil {
					d.co = c
					if c.failed {
						d.ign = nil
					}
				}
				break
			}
		}
	}
	inside := !strings.HasPrefix(d.rel, "/")
	if w.opts.AgentFiles {
		for _, e := range entries {
			if e.Type().IsRegular() && strings.EqualFold(e.Name(), "SKILL.md") {
				d.skill = d.rel
				break
			}
		}
	}
	for _, e := range entries {
		name := e.Name()
		if d.skill != "" && e.Type().IsRegular() {
			w.noteSkillFile(d, name)
		}
		if e.Type().IsRegular() && name != ".git" && !manifestNames[name] && !hasCandidateExt(name) && !agentNameHint(name) {
			// A regular file of a type mcp-lint never reads: entry
			// would count it and do nothing else, ignored or not. Most
			// of a repository's files; their paths are not built.
			w.res.Walked++
			w.noteOther(d, name)
			continue
		}
		abs := joinName(d.abs, name)
		// Its reported path, w.rel(abs), from its folder's.
		var rel string
		if inside {
			if rel = name; d.rel != "." {
				rel = d.rel + "/" + name
			}
		}
		if !inside || strings.HasPrefix(rel, "..") {
			rel = w.rel(abs)
		}
		if e.IsDir() {
			if name == ".claude-plugin" {
				w.markPluginDir(d.rel, claudePluginMark)
			}
			w.dir(d, abs, rel, e)
			continue
		}
		if name == "gemini-extension.json" {
			w.markPluginDir(d.rel, geminiExtensionMark)
		}
		if e.Type().IsRegular() && !hasCandidateExt(name) && !manifestNames[name] && agentNameHint(name) && agentKindOf(rel) == "" {
			// Markdown that is no agent file (a README, docs). An agent
			// file goes on with the reading off too: it is named
			// (agentFileOff) once the ignore files have had their say.
			w.res.Walked++
			continue
		}
		w.entry(d, abs, rel, nil, e)
	}
}

// dir visits a folder below the top: pruned (skipDirs, --exclude, an
// ignore pattern for a folder git tracks nothing in), or listed.
func (w *walker) dir(parent *walkDir, abs, rel string, e fs.DirEntry) {
	name := e.Name()
	if w.skips(name) {
		switch {
		case name == ".git":
			w.repos[syntax.DirOf(rel)] = true
		case vendoredDirs[name]:
			w.vendoredSkipped(parent, abs, rel)
		}
		return
	}
	parts := append(parent.parts[:len(parent.parts):len(parent.parts)], name)
	below, ok := w.spanBelow(parent, rel)
	if w.excluded(rel+"/", true) {
		w.unreadExcludedBelow(abs, rel)
		return
	}
	if w.ignored(parent, rel, parts, true, below, ok) {
		w.unreadBelow(abs, rel, unreadIgnored)
		return
	}
	w.listed[rel] = true
	d := &walkDir{abs: abs, rel: rel, parts: parts, ign: parent.ign, co: parent.co, span: below, spanOK: ok, skill: parent.skill}
	// confineTo and safeio.Inside, from the parent's answers where they
	// decide: an entry of a folder in the root (by name, and by real path)
	// is in it.
	d.inside = parent.inside || safeio.Inside(w.root, abs)
	if parent.real != "" {
		d.real = joinName(parent.real, name)
		switch {
		case !d.inside:
			d.inRoot = true // confined to nothing
		case parent.inside && parent.inRoot:
			d.inRoot = true
		default:
			d.inRoot = safeio.Inside(w.realRoot, d.real)
		}
	}
	entries, err := os.ReadDir(abs)
	if err != nil {
		// Not listed: reported, and nothing below it is read.
		w.fail(rel, err)
		return
	}
	if !w.ignoreOff(d) {
		for _, f := range entries {
			if f.Name() == ".gitignore" {
				d.ign = w.loadIgnore(d.ign, filepath.Join(abs, ".gitignore"), parts, d, f.Type().IsRegular())
				break
			}
		}
	}
	w.list(d, entries)
}

// entry visits anything but a listed folder: a file, a symlink, a pipe.
// parts is its path below the top when known; else it is made when an
// ignore pattern has to be asked.
func (w *walker) entry(d *walkDir, p, rel string, parts []string, e fs.DirEntry) {
	name := e.Name()
	w.res.Walked++
	if name == ".git" { // a submodule's or worktree's .git file
		w.repos[syntax.DirOf(rel)] = true
	}
	if manifestNames[name] {
		dir := syntax.DirOf(rel)
		w.withManifest[dir] |= manifestBit[name]
		if name == "package.json" {
			w.packageDirs = append(w.packageDirs, dir)
		}
	}
	// A tracked file is scanned whatever the ignore files say: asked
	// first, its path's elements are never built (an allocation per
	// file of a clean checkout).
	if len(d.ign) > 0 && !w.ignoreOff(d) && !w.trackedIn(d, rel, false, nil, false) {
		if parts == nil {
			parts = append(d.parts[:len(d.parts):len(d.parts)], name)
		}
		if matchIgnore(d.ign, parts, false) && w.verified(d.co) {
			if client := unreadClient(rel); client != "" {
				w.unread(rel, client, unreadIgnored)
			}
			return
		}
	}
	mcpName := hasCandidateExt(name) || w.agentKind(rel) != ""
	if mcpName && w.excluded(rel, false) {
		mcpName = false
		w.unreadExcludedFile(p, rel)
	}
	if e.Type()&fs.ModeSymlink != 0 {
		target, err := filepath.EvalSymlinks(p)
		if err != nil {
			// A link that cannot be resolved (dangling, a loop): when
			// its name is one mcp-lint reads, the scan is incomplete.
			msg := "broken symlink: " + safeio.Describe(err)
			// Emacs marks a file being edited with a dangling link
			// named .#<file>: never a file of the repository.
			if mcpName && !strings.HasPrefix(name, ".#") {
				w.res.Errors = append(w.res.Errors, syntax.FileError{Path: rel, Message: msg})
			} else {
				w.Notice(rel, msg)
			}
			return
		}
		if !safeio.Inside(w.realTop, target) && !safeio.Inside(w.realRoot, target) {
			if mcpName {
				w.res.Errors = append(w.res.Errors, syntax.FileError{Path: rel, Message: "a symlink that leads outside the scanned root; not followed"})
			} else {
				w.Notice(rel, "symlink not followed: it points outside the scanned directory")
			}
			return
		}
		if info, err := os.Stat(target); err != nil || info.IsDir() {
			// Directories are reached through their real path.
			return
		} else if !info.Mode().IsRegular() {
			w.special(rel, mcpName)
			return
		}
		if !mcpName {
			if !w.opts.AgentFiles && agentNameHint(name) {
				w.agentFileOff(rel)
			}
			return
		}
		if c := w.confineTo(p); c != "" && !safeio.Inside(c, target) {
			w.add(p, rel, false) // refused inside the root: add says why
			return
		}
		w.cands = append(w.cands, candidate{abs: p, rel: rel, real: target})
		return
	}
	if !e.Type().IsRegular() {
		w.special(rel, mcpName)
		return
	}
	if !mcpName {
		if !w.opts.AgentFiles && agentNameHint(name) {
			w.agentFileOff(rel) // an agent file, the reading off: named
		}
		return // never read: no need to resolve its path
	}
	if d.real == "" || !d.inRoot {
		w.add(p, rel, false)
		return
	}
	real := p // the folder is its real path: the file's is its name
	if d.real != d.abs {
		real = joinName(d.real, name)
	}
	w.cands = append(w.cands, candidate{abs: p, rel: rel, real: real})
}

// hasCandidateExt: name ends with an extension of a type mcp-lint reads.
func hasCandidateExt(name string) bool {
	_, ok := formatOf(name)
	return ok
}

// MCPGoFolder is mcpGoModule for a folder, kept for the last folder asked:
// the files are read in path order, so a folder's Go files come together.
func (w *walker) MCPGoFolder(dir string) bool {
	if w.goDirOK && w.goDir == dir {
		return w.goDirMCP
	}
	w.goDir, w.goDirMCP, w.goDirOK = dir, w.mcpGoModule(dir), true
	return w.goDirMCP
}

// joinName is filepath.Join(dir, name) for a clean dir and a name from
// its listing (never empty, ".", ".." or holding a separator), without
// cleaning the result again.
func joinName(dir, name string) string {
	if strings.HasSuffix(dir, string(filepath.Separator)) {
		return dir + name
	}
	return dir + string(filepath.Separator) + name
}

// special reports a named pipe, socket or device with an MCP file name: it
// is not read (a pipe could block the scan forever), and the scan is
// incomplete.
func (w *walker) special(rel string, mcpName bool) {
	if mcpName {
		w.res.Errors = append(w.res.Errors, syntax.FileError{Path: rel, Message: "not a regular file (pipe, socket or device); not read"})
	}
}

// loadIgnore reads one ignore file through the bounded, root-confined
// opener and returns ign with its patterns added (ign itself is not
// changed: a folder's list is shared with the folders beside it). One that
// cannot be read is a notice, and ignores nothing: the scan then reads
// more, never less. A regular file in a listed folder d (the folder whose
// entries it applies to) whose real path is known is opened there, without
// resolving its path again.
func (w *walker) loadIgnore(ign []ignoreFile, file string, domain []string, d *walkDir, regular bool) []ignoreFile {
	var data []byte
	var err error
	if d != nil && d.real != "" && d.inRoot && regular {
		data, err = safeio.ReadResolved(filepath.Join(d.real, filepath.Base(file)), maxIgnoreFile)
	} else {
		if _, err := os.Lstat(file); err != nil {
			return ign
		}
		data, err = safeio.ReadFile(w.confineTo(file), file, maxIgnoreFile)
	}
	if err != nil {
		// Said only where .gitignore applies: a checkout above whose index
		// cannot be read applies none (verified).
		if w.verified(d.co) {
			w.Notice(w.rel(file), "not applied: "+safeio.Describe(err))
		}
		return ign
	}
	var ps ignoreFile
	for _, line := range strings.Split(string(data), "\n") {
		line = strings.TrimRight(line, "\r")
		if t := strings.TrimSpace(line); t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		ps = append(ps, gitignore.ParsePattern(line, domain))
	}
	if len(ps) == 0 {
		return ign
	}
	return append(ign[:len(ign):len(ign)], ps)
}

// matchIgnore is git's answer for a path below the top (parts) from the
// ignore files that apply to it: the last pattern that matches decides.
func matchIgnore(ign []ignoreFile, parts []string, dir bool) bool {
	for i := len(ign) - 1; i >= 0; i-- {
		for j := len(ign[i]) - 1; j >= 0; j-- {
			if m := ign[i][j].Match(parts, dir); m > gitignore.NoMatch {
				return m == gitignore.Exclude
			}
		}
	}
	return false
}

// excluded applies the include/exclude globs to a root-relative path
// (for a folder read outside the root, to the path it is reported under).
func (w *walker) excluded(rel string, dir bool) bool {
	if w.opts.prefix != "" {
		rel = outerPath(w.opts.prefix, rel)
	}
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
func (w *walker) file(c candidate, rel string, explicit bool) {
	base := path.Base(rel)
	if !w.opts.AgentFiles && (strings.HasSuffix(base, ".json") || strings.HasSuffix(base, ".toml")) {
		w.agentFileOff(rel) // a plugin's manifest, a hooks file: read as any JSON file is, and named
	}
	if kind := w.agentKind(rel); kind != "" && !w.excluded(rel, false) {
		// An agent file (a skill, a rules file, a plugin's manifest or
		// hooks): a unit of its own; a JSON one is then read for MCP
		// definitions as any JSON file is (a plugin's inline mcpServers).
		w.agentFile(c, rel, kind)
		if !strings.HasSuffix(strings.ToLower(base), ".json") {
			return
		}
	}
	format, ok := formatOf(base)
	if c.format != "" {
		format, ok = c.format, true
	}
	if !ok {
		switch {
		case !w.opts.AgentFiles && w.agentFileOff(rel):
			// Named on the command line (the pre-commit hook names
			// every changed agent file), or walked: named in the notice
			// of files not read.
		case explicit:
			// Said once the walk is done, unless an agent unit followed
			// it (the pre-commit hook names the scripts a skill runs).
			w.explicitOther = append(w.explicitOther, rel)
		}
		return
	}
	r := readerOf(format)
	if w.excluded(rel, false) {
		return
	}
	if !c.ofServer {
		w.res.Considered++ // a file read again for its package was counted once
	}
	// Every read goes through the one opener: a regular file only (a pipe
	// named on the command line must not block the scan), symlinks
	// resolved inside the root.
	err := c.err
	if err == nil && r != nil && r.Skip(rel) && !c.imported {
		// Its name alone says it is not read (reader.skip: classify and
		// the package gates below turn it down whatever its head holds,
		// so it was opened and its head read for nothing: 797 of
		// moby/moby's 2,292 files): not opened,
		// unless a server file imports it (what a server runs is read
		// whatever its name).
		return
	}
	var f safeio.File
	if err == nil {
		f, err = safeio.OpenFile(c.real, 0)
	}
	if err != nil {
		w.fail(rel, err)
		return
	}
	defer f.Close()
	if format == "mcpb" {
		w.archive(f, f.Size(), rel)
		return
	}
	// Sniff the head into a buffer reused across files: most candidates of
	// a large tree are not MCP files and cost no allocation.
	if w.buf == nil {
		w.buf = make([]byte, sniffBytes)
	}
	n, err := readHead(f, w.buf)
	if err != nil {
		w.fail(rel, err)
		return
	}
	head := w.buf[:n]
	// utf16: the file is UTF-16 (PowerShell's > writes it; VS Code and
	// .NET read it by its byte-order mark), read whole and decoded here,
	// since its markers are in its text, not its bytes: head is then the
	// whole text.
	var utf16 *charset.Text
	if charset.UTF16(head) != "" {
		t, ok := w.wholeUTF16(f, rel, format, head)
		if !ok {
			return
		}
		utf16, head, n = &t, t.Data, len(t.Data)
	}
	g := w.gate(c, rel, format, head)
	// past: the file goes on past its head (a marker found past it makes
	// head the whole file: the bounds below are asked of it all the same).
	past := n == sniffBytes && utf16 == nil
	if !g.strong && !g.weak && past {
		// No marker in the head of a file longer than it: the marker is
		// looked for in the whole file, wherever it is (a server whose
		// import follows 256 KB of data or comments is read as any
		// other), up to the size any file is read to.
		if whole, ok := w.wholeForMarker(f, rel, format, head); ok {
			if wg := w.gate(c, rel, format, whole); wg.strong || wg.weak {
				g, head = wg, whole
				n = len(whole)
			}
		}
	}
	k, viaPackage, textsOnly, protocol, definitionData := g.kindOf, g.viaPackage, g.textsOnly, g.protocol, g.definitionData
	if c.ofServer {
		// A file of a package whose server files serve MCP
		// (sweepServerPackages), or a tool of a project's own layer.
		k.strong, viaPackage = true, true
	}
	if format == "cs" {
		if g.strong || bytes.Contains(head, []byte(`"tools/list"`)) {
			// C# that serves MCP: with an SDK, or answering the
			// protocol's listing itself.
			w.csServes = true
		}
		switch {
		case c.ofServer:
		case !k.strong && !r.Skip(rel) && csToolShape.Match(head):
			// A tool of the project's own registration layer (a
			// command class, a wrapper library's attribute), with no
			// SDK in the file: read once the walk knows the project
			// serves MCP (readCandidates).
			w.csPending = append(w.csPending, c)
			return
		}
	}
	if r != nil && !k.strong && packageManifests[format] != nil && format != "py" && !r.Skip(rel) && !testLikePath(rel) && bytes.Contains(head, []byte(`"tools/list"`)) {
		// A handler that answers the protocol's listing itself, with no
		// SDK (a hand-written JSON-RPC server in C#, Java, Rust or Go):
		// read for the definitions it writes, its prose swept (fail
		// open), and its package read as a server's.
		k.strong, viaPackage, protocol = true, true, true
	}
	if r == nil && c.imported && !k.strong {
		// A data file a server's code imports (import spec from
		// "./tools.spec.json"): read as the server's, whatever its
		// name and head say; what it holds in no shape mcp-lint knows
		// is swept as text (parseAndRecognize).
		k.strong = true
	}
	if format == "js" && r != nil {
		switch {
		case k.strong && !textsOnly && r.Sides().ServerSide(head):
			if w.jsServers == nil {
				w.jsServers = map[string]bool{}
			}
			w.jsServers[rel] = true
		case !k.strong && !c.imported && !r.Skip(rel) && !testLikePath(rel) && len(w.jsImporters) < maxJSImporters && jsRelativeImport(head):
			w.jsImporters = append(w.jsImporters, c)
		}
	}
	if r != nil && !c.ofServer && packageManifests[format] != nil {
		if k.strong && !textsOnly && r.Sides().ServerSide(head) {
			w.serverPackage(format, rel)
		} else if !k.strong && !c.imported && !r.Skip(rel) && !testLikePath(rel) {
			// Not read by itself: read if its package serves MCP.
			w.besideServer = append(w.besideServer, c)
		}
	}
	toolsFile, known, strong := k.toolsFile, k.known, k.strong
	if !k.candidate(w, rel, head) {
		return
	}
	data := append([]byte(nil), head...)
	if past {
		if isSourceFormat(format) && f.Size() > w.opts.MaxSourceSize && f.Size() <= w.opts.MaxFileSize {
			// Source code costs memory in proportion to its literals
			// (tokens, folded texts, loose literals): a source file is
			// bounded on its own, well below data files.
			if strong {
				w.fail(rel, fmt.Errorf("source file too large to scan: %d bytes (the limit for source code is %d bytes, Options.MaxSourceSize): it was not read", f.Size(), w.opts.MaxSourceSize))
			} else {
				w.Notice(rel, "skipped: a source file too large to scan and not recognisably an MCP file")
			}
			return
		}
		if f.Size() > w.opts.MaxFileSize {
			if strong {
				w.fail(rel, fmt.Errorf("file too large to scan: %d bytes (limit %d)", f.Size(), w.opts.MaxFileSize))
			} else {
				w.Notice(rel, "skipped: too large and not recognisably an MCP file")
			}
			return
		}
	}
	if n == sniffBytes && utf16 == nil {
		// One allocation of the file's size (plus a byte to see growth).
		data = make([]byte, n, f.Size()+1)
		copy(data, head)
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
	generated := ""
	if isSourceFormat(format) {
		if generated = w.generatedReason(rel, data); generated != "" && !definitionSniff.In(data) {
			// Generated, minified or vendored, and holding no mark of a
			// definition: nothing of it is read (generated.go).
			w.Notice(rel, "a generated, minified or vendored file ("+generated+") with no mark of an MCP definition in it (a registration call, a server's constructor): not read")
			return
		}
	}
	if r != nil && strong {
		if w.sourced == nil {
			w.sourced = map[string]bool{}
		}
		w.sourced[c.real] = true
	}
	if _, ok := r.(syntax.Importer); ok && strong {
		w.noteImports(rel, format, data)
	}
	src := &syntax.Source{Path: rel, Data: data, Format: format, ViaPackage: viaPackage, TextsOnly: textsOnly, Imported: c.imported && !w.inferred[rel], DefinitionData: definitionData, Generated: generated, Protocol: protocol}
	if utf16 != nil {
		w.decoded(src, *utf16)
	}
	w.contentSource(src, toolsFile, known, strong)
}

// wholeUTF16 reads and decodes the whole of a UTF-16 file whose decoded
// head holds an MCP marker, whatever its name; false for one whose head
// holds none (skipped, as a UTF-8 file without one is) or that cannot be
// read whole (an error).
func (w *walker) wholeUTF16(f safeio.File, rel, format string, head []byte) (charset.Text, bool) {
	t, _ := charset.Decode(head, "")
	if k := classify(rel, format, t.Data); !k.strong && !k.weak {
		return charset.Text{}, false
	}
	limit := w.opts.MaxFileSize
	if isSourceFormat(format) {
		limit = min(limit, w.opts.MaxSourceSize)
	}
	data := append([]byte(nil), head...)
	rest, err := io.ReadAll(io.LimitReader(f, limit+1-int64(len(head))))
	if err != nil {
		w.fail(rel, err)
		return charset.Text{}, false
	}
	if data = append(data, rest...); int64(len(data)) > limit {
		w.fail(rel, fmt.Errorf("file too large to scan: over %d bytes (limit %d)", len(data), limit))
		return charset.Text{}, false
	}
	t, _ = charset.Decode(data, "")
	return t, true
}

// maxBesideServer bounds the files read because their package serves MCP
// (sweepServerPackages); past it a notice names the package.
const maxBesideServer = 2000

// sweepServerPackages reads the source files of a package one of whose
// files serves MCP that the walk did not read by themselves (no SDK in
// their head, no import followed to them): a module of texts, a tool of
// the project's own layer, a registration behind a helper. Each is read
// as the server's, its definitions recognised and its prose swept (fail
// open), never passed as nothing to scan.
func (w *walker) sweepServerPackages() {
	if len(w.servingPkgs) == 0 || len(w.besideServer) == 0 {
		w.besideServer = nil
		return
	}
	var read []candidate
	cut := map[string]bool{}
	for _, c := range w.besideServer {
		format, _ := formatOf(path.Base(c.rel))
		pkg := w.packageOf(format, c.rel)
		if !w.servingPkgs[pkg] || w.sourced[c.real] {
			continue
		}
		if len(read) >= maxBesideServer {
			cut[pkg] = true
			continue
		}
		c.ofServer = true
		read = append(read, c)
	}
	w.besideServer = nil
	for pkg := range cut {
		_, dir, _ := strings.Cut(pkg, ":")
		w.Notice(dir, fmt.Sprintf("a package that serves MCP: only %d of its files without an SDK mark were read as the server's; the rest were not scanned", maxBesideServer))
	}
	w.lexingAhead(read, func(c candidate) { w.file(c, c.rel, c.explicit) })
}

// serverPackage records that file rel, of format, is server code: its
// package serves MCP.
func (w *walker) serverPackage(format, rel string) {
	if w.servingPkgs == nil {
		w.servingPkgs = map[string]bool{}
	}
	w.servingPkgs[w.packageOf(format, rel)] = true
}

// packageManifests are the files that make a folder a package of a
// language (its root): files below it up to the next such folder are of
// that package. A C# project is a folder holding a .csproj; a Python
// package is its import package. JavaScript has no entry: what a server
// of its runs is reached through its imports, and a file of the package
// that none reaches (a build's output, a script) is not the server's.
var packageManifests = map[string][]string{
	"py":   {"__init__.py"}, // packageOf: the chain of folders holding one
	"rs":   {"Cargo.toml"},
	"go":   {"go.mod"},
	"java": {"pom.xml", "build.gradle", "build.gradle.kts"},
	"kt":   {"pom.xml", "build.gradle", "build.gradle.kts"},
	"cs":   {".csproj"},
}

// packageOf is the package of file rel: its language family and the
// nearest folder at or above it holding one of the language's manifests
// (the root when none does). A Go package is its folder.
func (w *walker) packageOf(format, rel string) string {
	dir := syntax.DirOf(rel)
	family := format
	if format == "kt" {
		family = "java"
	}
	if format == "go" {
		return family + ":" + dir
	}
	if format == "py" {
		// A Python package is the outermost folder of a chain of folders
		// holding __init__.py (what "import pkg.sub" names); a module
		// outside any is its own.
		top := ""
		for d := dir; d != "." && d != "" && d != "/" && w.Exists(path.Join(d, "__init__.py")); d = syntax.DirOf(d) {
			top = d
		}
		if top == "" {
			return family + ":" + rel
		}
		return family + ":" + top
	}
	key := family + ":" + dir
	if p, ok := w.pkgOf[key]; ok {
		return p
	}
	if w.pkgOf == nil {
		w.pkgOf = map[string]string{}
	}
	var found string
	for d := dir; ; d = syntax.DirOf(d) {
		for _, m := range packageManifests[format] {
			if strings.HasPrefix(m, ".") {
				for _, e := range w.ReadDir(d) {
					if strings.HasSuffix(e.Name(), m) {
						found = d
					}
				}
			} else if w.Exists(path.Join(d, m)) {
				found = d
			}
		}
		if found != "" || d == "." || d == "" || d == "/" {
			break
		}
	}
	if found == "" {
		found = "."
	}
	p := family + ":" + found
	w.pkgOf[key] = p
	return p
}

// csToolShape: C# whose head shows a tool of a project's own
// registration layer: a class property Description with a literal text
// (public override string Description => "…", { get; } = "…"), or an
// attribute named as a tool and given arguments ([WrapperTool("…")]).
var csToolShape = regexp.MustCompile(`\bstring\s+Description\s*(=>|\{\s*get;\s*\}\s*=)\s*@?"|\[\s*\w+Tool\s*\(`)

// gateOf is what a file's name and bytes say of how it is read (gate).
type gateOf struct {
	kindOf
	viaPackage, textsOnly, protocol, definitionData bool
}

// gate is what decides whether a file is read, and as what, from its name
// and the bytes given (its head, or the whole file).
func (w *walker) gate(c candidate, rel, format string, head []byte) gateOf {
	k := classify(rel, format, head)
	viaPackage, textsOnly := false, false
	r := readerOf(format)
	if r != nil && !k.strong && !r.Skip(rel) {
		// A file of a package that builds on an MCP SDK through the
		// project's own helpers (reader.OfPackage).
		k.strong, textsOnly = r.OfPackage(w, rel, head)
		viaPackage = k.strong
	}
	if r != nil && !k.strong && format == "js" && w.packageEntry(rel) {
		// The program a package of an MCP server runs (its bin or
		// main), a bundle that inlines the SDK included: read as the
		// server's whatever its head shows.
		k.strong, viaPackage = true, true
	}
	if _, ok := r.(syntax.Importer); ok && c.imported {
		// A module a server file imports: read as the server's.
		k.strong, viaPackage = true, true
	}
	protocol := false
	if r != nil && !k.strong && !r.Skip(rel) && !testLikePath(rel) && protocolSniff.In(head) {
		// A file that writes the protocol's tool definitions itself, with
		// no SDK ({"name": …, "description": …, "inputSchema": {…}}
		// returned for tools/list by a hand-written JSON-RPC server, or a
		// module of such definitions): read for them, as a package's file
		// is (only objects with an input schema are tools), and its prose
		// scanned as loose text; one that names a listing method
		// (tools/list) and whose definitions cannot be pinned is named by
		// an unread notice (parseAndRecognize). Tests and stories hold
		// fixtures, not what a server sends (testLikePath).
		k.strong, viaPackage, protocol = true, true, true
	}
	if r != nil && !k.strong && format == "php" && !r.Skip(rel) && !testLikePath(rel) && serverMethod(head) != "" {
		// A PHP file that answers a listing method with definitions it
		// writes itself, in whatever form (a stdClass, $tool->inputSchema
		// = …): what unreadServers named before PHP had a reader, read as
		// such a file is, never passed over.
		k.strong, viaPackage, protocol = true, true, true
	}
	definitionData := false
	if r == nil && !k.strong && !k.weak && definitionDataExt[strings.ToLower(path.Ext(rel))] && (bytes.Contains(head, []byte("arguments")) || toolDataSniff.In(head) || bytes.HasPrefix(head, []byte("tool:"))) && w.mcpProject(syntax.DirOf(rel)) {
		// A data file of a server's project, without a marker, that may
		// hold a prompt the server loads at run time (its arguments), or
		// a tool a loader registers from data (a tool key with its name
		// and description).
		k.weak, definitionData = true, true
	}
	return gateOf{kindOf: k, viaPackage: viaPackage, textsOnly: textsOnly, protocol: protocol, definitionData: definitionData}
}

// wholeForMarker reads the whole of a file whose head held no MCP marker,
// to look for one past the head: at most the size any file is read to
// (Options.MaxFileSize). A file longer than that is not searched past its
// head, and a notice names the bound, so no file's content decides unseen
// whether it is read. Source code over its own, smaller bound
// (MaxSourceSize) is searched too: the file is not read past it, but
// whether that is an error (a server's source left unread, exit 3) or a
// notice (a large file of someone else's code) is the marker's to say,
// wherever it sits; searched only in its head, a server whose SDK import
// came after 256 KB was passed over with a notice.
func (w *walker) wholeForMarker(f safeio.File, rel, format string, head []byte) ([]byte, bool) {
	limit := w.opts.MaxFileSize
	if f.Size() > limit {
		w.Notice(rel, fmt.Sprintf("not searched for an MCP marker past its first %d bytes: the file has %d bytes, over the %d bytes a %s file is read to", len(head), f.Size(), limit, format))
		return nil, false
	}
	data := make([]byte, len(head), f.Size()+1)
	copy(data, head)
	for int64(len(data)) <= limit {
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
			return nil, false
		}
	}
	if int64(len(data)) > limit {
		w.Notice(rel, fmt.Sprintf("not searched for an MCP marker past its first %d bytes: the file grew over the %d bytes a %s file is read to", len(head), limit, format))
		return nil, false
	}
	return data, true
}

// readHead reads buf full, or the whole file when it is smaller: what
// io.ReadFull gave, without the read that only says the file has ended
// once it has given the size it had when opened (a read asks for the
// whole buffer, so a file that has grown since gives what the system
// returns). A file that gives less goes on to its end, as before, and so
// does one whose size says 0 (a pseudo-file's size may say nothing).
func readHead(f safeio.File, buf []byte) (int, error) {
	want := len(buf)
	if size := f.Size(); size > 0 && size < int64(want) {
		want = int(size)
	}
	n := 0
	for n < want {
		k, err := f.Read(buf[n:])
		n += k
		if err == io.EOF {
			break
		}
		if err != nil {
			return n, err
		}
	}
	return n, nil
}

// kindOf is what a file's name and first bytes say about it.
type kindOf struct {
	toolsFile, known, strong, weak bool
}

func classify(rel, format string, head []byte) kindOf {
	base := path.Base(rel)
	var k kindOf
	if readerOf(format) != nil {
		// Source is read when its head uses an MCP SDK; tests are not
		// what a server sends.
		r := readerOf(format)
		k.strong = !r.Skip(rel) && r.UsesSDK(rel, head)
		return k
	}
	if format == "json" && testSnapshot(base, head) {
		// A test runner's snapshot (Jest, Vitest): JavaScript a test
		// compares against, not JSON and not what a server sends; tests
		// are not read (Reader.Skip).
		return k
	}
	// MCPB per-locale files (mcpb-resources/<locale>.json, the default
	// localization path) override tool and prompt descriptions.
	k.toolsFile = isToolsFileName(base) || strings.Contains(rel, "__toolsnaps__/") ||
		strings.Contains("/"+rel, "/mcpb-resources/") && strings.HasSuffix(base, ".json")
	k.known = knownNames[strings.ToLower(base)] || k.toolsFile
	// One pass for both lists: weak is what only candidate asks, and
	// only when strong is not.
	strong, weak := dataSniff.Find(head)
	k.strong = k.known || strong
	k.weak = weak
	return k
}

// testSnapshot: a .snap file written by a JavaScript test runner, whose
// first statement, after its comment lines, assigns exports[`…`]. The
// tools snapshots mcp-lint reads (__toolsnaps__/*.snap) are JSON.
func testSnapshot(base string, head []byte) bool {
	if !strings.HasSuffix(strings.ToLower(base), ".snap") {
		return false
	}
	rest := head
	for {
		rest = bytes.TrimLeft(rest, " \t\r\n")
		if !bytes.HasPrefix(rest, []byte("//")) {
			break
		}
		nl := bytes.IndexByte(rest, '\n')
		if nl < 0 {
			return false
		}
		rest = rest[nl+1:]
	}
	return bytes.HasPrefix(rest, []byte("exports["))
}

// candidate says whether a file is read past its head: it has an MCP
// marker and is text. Binary content with a definite marker is an error.
// A text with a few control bytes in it (a NUL in a TypeScript template
// that joins a map's key, `${a}\x00${b}`, written as the byte) is read,
// its bytes as its language reads them, and a notice says where the
// first is: that it holds a NUL does not make it binary.
func (k kindOf) candidate(w *walker, rel string, head []byte) bool {
	if !k.strong && !k.weak {
		return false
	}
	h := head[:min(len(head), 8192)]
	if nul := bytes.IndexByte(h, 0); nul >= 0 {
		n := controlBytes(h)
		if n*binaryShare > len(h) {
			if k.strong {
				w.fail(rel, errors.New("binary content, not a text file"))
			}
			return false
		}
		src := syntax.Source{Data: h}
		line, col := src.Position(nul)
		w.Notice(rel, fmt.Sprintf("%d:%d: a NUL byte in text (control bytes other than white space: %d in the first %d bytes, too few for binary content): read as text, each byte as its language reads it", line, col, n, len(h)))
	}
	return true
}

// binaryShare: a head of which more than one byte in binaryShare is a
// control byte other than white space is binary content (compressed or
// compiled data: about one byte in ten); text holds none, or a stray one.
const binaryShare = 100

// controlBytes counts the bytes of b that are C0 control characters other
// than white space (tab, line feed, vertical tab, form feed, carriage
// return) and the escape of a terminal sequence.
func controlBytes(b []byte) int {
	n := 0
	for _, c := range b {
		if c < 0x20 && (c < '\t' || c > '\r') && c != 0x1b {
			n++
		}
	}
	return n
}

// DiscoverBytes recognizes one file's bytes as if they were found at
// name (a repository-relative path whose ending gives the format): what
// "mcp-lint scan -" reads from standard input, and what the fuzz targets
// drive. A name that is not an MCP file type is a notice.
func DiscoverBytes(name string, data []byte, opts Options) *Result {
	return DiscoverStreams([]Stream{{Name: name, Data: data}}, opts)
}

// Stream is one file's bytes and the repository-relative path they are
// read as (its ending gives the format).
type Stream struct {
	Name string
	Data []byte
}

// DiscoverStreams recognizes several files' bytes as DiscoverBytes does
// one, in one discovery: definitions given together (a server's tools and
// the other servers' beside it, as the MCP server's inline scan takes
// them) form one registry, as the files of one folder do. Nothing is read
// from disk; each stream is bounded as a file is (Options.MaxFileSize).
func DiscoverStreams(streams []Stream, opts Options) *Result {
	if opts.MaxSourceSize <= 0 {
		opts.MaxSourceSize = DefaultMaxSourceSize
	}
	if opts.MaxFileSize <= 0 {
		opts.MaxFileSize = DefaultMaxFileSize
	}
	if opts.MaxDefinitions <= 0 {
		opts.MaxDefinitions = DefaultMaxDefinitions
	}
	w := &walker{opts: opts, root: ".", realRoot: ".", rootName: "stdin", noSiblings: true,
		res: &Result{Root: ".", sources: map[string]*syntax.Source{}, origins: map[detect.ToolRef]*origin{}}}
	for _, s := range streams {
		w.stream(s.Name, s.Data)
	}
	w.res.sortResult()
	return w.res
}

// stream recognizes one stream's bytes (DiscoverStreams).
func (w *walker) stream(name string, data []byte) {
	rel := path.Clean(filepath.ToSlash(name))
	format, ok := formatOf(rel)
	w.res.Walked++
	switch {
	case !ok || format == "mcpb":
		w.Notice(rel, "not an MCP file type that can be read from a stream ("+formatEndings(func(f fileFormat) bool { return f.format != "mcpb" })+")")
	case int64(len(data)) > w.opts.MaxFileSize:
		w.fail(rel, fmt.Errorf("file too large to scan: %d bytes (limit %d)", len(data), w.opts.MaxFileSize))
	default:
		w.res.Considered++
		src := &syntax.Source{Path: rel, Format: format}
		if charset.UTF16(data) != "" {
			// Its markers are in its text, not its bytes (wholeUTF16).
			t, _ := charset.Decode(data, "")
			w.decoded(src, t)
			data = src.Data
		} else {
			src.Data = append([]byte(nil), data...)
		}
		k := classify(rel, format, data[:min(len(data), sniffBytes)])
		// A stream is read because it was asked for: it is always
		// recognized, as a file named on the command line is.
		k.strong = true
		if k.candidate(w, rel, data) {
			w.contentSource(src, k.toolsFile, k.known, k.strong)
		}
	}
}

// contentSource reads a file's text and recognizes it.
func (w *walker) contentSource(src *syntax.Source, toolsFile, known, strong bool) {
	w.readText(src)
	w.parseAndRecognize(src, strong, toolsFile, known)
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

// readHook, when set (by a test), runs before a file is parsed.
var readHook func(*syntax.Source)

func (w *walker) parseAndRecognize(src *syntax.Source, strong, toolsFile, known bool) {
	// A byte order mark: offsets kept, the parser does not see it.
	src.Data = blankBOM(src.Data)
	data := src.Data
	d := newRecognizer(w, src, toolsFile)
	if _, ok := readerOf(src.Format).(syntax.Lexer); ok {
		if toks := w.ahead.take(w.aheadAt, data); toks != nil {
			d.Toks, d.TokData = toks, data // lexed ahead from these bytes
		}
	}
	errsBefore, computedBefore := len(w.res.Errors), len(w.res.Computed)
	var trees []*syntax.Node
	var err error
	func() {
		// A fault in a reader costs this file, never the scan: the file is
		// an error (the scan is incomplete) and what it gave so far is
		// dropped.
		defer func() {
			if r := recover(); r != nil {
				err = fmt.Errorf("internal error while reading this file, a bug in mcp-lint (%v): it was not scanned", r)
				d, trees, strong = newRecognizer(w, src, toolsFile), nil, true
			}
		}()
		if readHook != nil {
			readHook(src)
		}
		switch src.Format {
		case "json":
			// An empty file (a placeholder config, nothing written yet)
			// holds no text to read: a notice, not a file that could not
			// be parsed.
			if len(bytes.TrimSpace(data)) == 0 {
				w.Notice(src.Path, "an empty file: it holds no definition and no text to scan")
				break
			}
			var n *syntax.Node
			if n, err = syntax.ParseJSON(src, data, 0); err == nil {
				trees = []*syntax.Node{n}
			}
		case "jsonl":
			err = d.jsonl(data)
		case "yaml":
			trees, err = parseYAMLStream(src, data)
			if blank, ok := blankTemplateActions(data); err != nil && ok {
				// A template (a Helm chart's templates/, any {{ }}
				// generated YAML) is not YAML until rendered: its literal
				// text is read with the actions as blanks; one that is
				// still not YAML is a notice, not an unreadable file.
				if t, terr := parseYAMLStream(src, blank); terr == nil {
					trees, err = t, nil
					w.Notice(src.Path, "a Go/Helm template: read with its {{ }} actions left blank, so the text they render was not scanned (scan the rendered output, helm template, to read it)")
				} else {
					trees, err = nil, nil
					w.Notice(src.Path, "a Go/Helm template ({{ }} actions) that is YAML only once rendered: not read (scan the rendered output, helm template, to read it)")
				}
			}
		case "toml":
			var n *syntax.Node
			if n, err = parseTOML(src, data); err == nil {
				trees = []*syntax.Node{n}
			}
		default:
			if r := readerOf(src.Format); r != nil {
				err = r.Read(d.File, data)
			}
		}
	}()
	if err != nil {
		switch {
		case strong:
			w.fail(src.Path, err)
		case src.DefinitionData:
			// Read only in case it held a definition; data that does not
			// parse holds none, and is no MCP file to speak of.
		default:
			w.Notice(src.Path, "skipped: could not be parsed and has no definite MCP marker ("+err.Error()+")")
		}
		return
	}
	d.definite = strong || known || toolsFile
	for _, n := range trees {
		d.tree(n, d.top)
	}
	if src.Imported && !isSourceFormat(src.Format) && len(d.Tools) == 0 && len(d.Instructions) == 0 && len(d.Listings) == 0 {
		// Data a server's code imports and builds its definitions from
		// (a spec of its tools), in no shape read as definitions: its
		// prose is scanned as text of the file, at its places (fail
		// open), never passed as nothing to scan.
		d.looseStrings(trees)
	}
	if src.Generated != "" {
		w.Notice(src.Path, "a generated, minified or vendored file ("+src.Generated+"): its MCP definitions were read, but its other string literals were not scanned as loose text")
	}
	if src.Format == "js" {
		w.notePackageSides(src.Path, data)
	}
	if isSourceFormat(src.Format) && registrationSniff.In(data) && serverSide(src.Format, data) {
		// A source file that imports an MCP SDK and looks like it
		// registers tools: remember whether its folder yields anything
		// (sourceSilence). Files that only use the SDK's types (errors,
		// transports, clients) are not counted.
		dir := path.Dir(src.Path)
		if w.sdkDirs == nil {
			w.sdkDirs = map[string]*sdkDir{}
		}
		sd := w.sdkDirs[dir]
		if sd == nil {
			sd = &sdkDir{}
			w.sdkDirs[dir] = sd
		}
		sd.files++
		sd.found = sd.found || len(d.Tools) > 0 || len(d.Instructions) > 0 || len(w.res.Errors) > errsBefore || len(w.res.Computed) > computedBefore
		sd.loose += d.looseTexts()
	} else if isSourceFormat(src.Format) {
		d.looseTexts()
	}
	if syntax.Lexed(d.TokData, data) {
		// Where the lexer lost its place, the file is not read as its
		// language reads it: said at that place, never a silent skip.
		// (The tokens of every file read as server code, by its reader
		// or the loose-text pass; client code is not lexed for this.)
		w.lostPlaces(src, d.Toks)
	}
	w.res.Errors = append(w.res.Errors, src.Problems...)
	if src.Protocol && !pinnedDefinition(d.Tools) && len(d.Instructions) == 0 && serverMethod(data) != "" {
		w.unreadNotice(src.Path, "this file writes MCP tool definitions itself (it holds the protocol's "+string(protocolDefinition)+" key) in a shape mcp-lint does not pin to a tool: its strings were scanned as loose text of the file, not as tool definitions, so a finding names no tool (snapshot the running server with mcp-lint snapshot)")
	}
	if (toolsFile || known) && len(d.Kinds) == 0 && src.Format != "jsonl" && !isSourceFormat(src.Format) {
		empty := true
		for _, n := range trees {
			empty = empty && emptyDocument(n)
		}
		named := false
		for _, n := range trees {
			named = named || definitionLike(n)
		}
		switch {
		case empty:
		case !named:
			// Named like an MCP file, but nothing in it could be a
			// definition: another program's data (definitionLike).
			w.Notice(src.Path, "named like an MCP file, but holds no definition: no named object, or only records whose names repeat (another program's data, not an MCP shape); not read as MCP")
		default:
			// A file named as an MCP file whose shape is not one mcp-lint
			// knows: never "clean" for what was not read, so every string
			// in it that could be prose is scanned as a text no definition
			// claims, at its place (fail open, as in server source).
			n := d.looseStrings(trees)
			w.Notice(src.Path, fmt.Sprintf("not read as MCP definitions: named like an MCP file, but in no shape mcp-lint knows (a tools/list result, {\"tools\": [...]}, a tool array, a bundle manifest or a client config); its %d string(s) of two words or more, or with characters outside ASCII or control characters, were scanned as text instead", n))
		}
	}
	d.finish()
	w.detach(d, &reread{src: src, strong: strong, toolsFile: toolsFile, known: known})
}

// testLikePath: a file in a folder of tests (a segment test, tests,
// __tests__, or one ending in _test(s) or -test(s): integration_tests/)
// or named as one (testLikeName).
func testLikePath(rel string) bool {
	segs := strings.Split(strings.ToLower(rel), "/")
	for _, sg := range segs[:len(segs)-1] {
		sg = strings.Trim(sg, "_")
		if sg == "test" || sg == "tests" || strings.HasSuffix(sg, "_test") || strings.HasSuffix(sg, "_tests") || strings.HasSuffix(sg, "-test") || strings.HasSuffix(sg, "-tests") {
			return true
		}
	}
	return testLikeName(segs[len(segs)-1])
}

// testLikeName: a file named as a test or a story (a dotted part of its
// name that ends in test or tests, or is spec or stories: x.test.ts,
// x.servertest.ts, x.stories.tsx), whose definitions are fixtures, not
// what a server sends.
func testLikeName(base string) bool {
	parts := strings.Split(strings.ToLower(base), ".")
	for _, p := range parts[:max(len(parts)-1, 0)] {
		if strings.HasSuffix(p, "test") || strings.HasSuffix(p, "tests") || p == "spec" || p == "stories" {
			return true
		}
	}
	return false
}

// pinnedDefinition: a definition was read, not only a text of the file
// (a module's docstring).
func pinnedDefinition(tools []syntax.PendingTool) bool {
	for _, pt := range tools {
		if pt.Kind != detect.KindText {
			return true
		}
	}
	return false
}

// reread is what it takes to read a file again: its bytes (kept for
// positions anyway) and how it was classified.
type reread struct {
	src                      *syntax.Source
	strong, toolsFile, known bool
}

// detach lets go of the parse tree of a data file (JSON, JSONL, YAML,
// TOML) once its definitions are registered: the engine needs only their
// values, and most definitions have no finding to locate. A definition
// that needs its place (Locate, Comments, FieldText) has its file read
// again, once, by the same rules (Result.origin): recognition is a
// function of the file's bytes and path, so the same definitions come out
// at the same places. Source files (whose nodes may come from other files
// of their package) and archive members keep their trees.
func (w *walker) detach(d *recognizer, rr *reread) {
	if w.keepTrees || rr.src.Member != "" || rr.src.Imported {
		// An imported data file keeps its tree: its swept texts are
		// dropped where a definition read from the code that imports
		// it holds them (dropClaimedLoose).
		return
	}
	switch rr.src.Format {
	case "json", "jsonl", "yaml", "toml":
	default:
		return
	}
	for _, ref := range d.refs {
		if o := w.res.origins[ref]; o != nil && o.src == rr.src {
			o.node, o.key, o.chain, o.fields, o.index = nil, nil, nil, nil, nil
			o.file = rr
		}
	}
	if w.res.rerun == nil {
		opts, root, realRoot, rootName := w.opts, w.root, w.realRoot, w.rootName
		// The folders' names as the walk found them (server names), shared
		// with every reading again: the same names, no manifest read twice.
		// Result.origin runs one reading at a time (rereadMu).
		listed, withManifest, declared, projects, repos := w.listed, w.withManifest, w.declared, w.projects, w.repos
		w.res.rerun = func(rr *reread) map[detect.ToolRef]*origin {
			nw := &walker{opts: opts, root: root, realRoot: realRoot, rootName: rootName, keepTrees: true,
				noSiblings: w.noSiblings, listed: listed, withManifest: withManifest, declared: declared, projects: projects, repos: repos,
				res: &Result{Root: root, sources: map[string]*syntax.Source{}, origins: map[detect.ToolRef]*origin{}}}
			src := &syntax.Source{Path: rr.src.Path, Data: rr.src.Data, Format: rr.src.Format, Member: rr.src.Member, ViaPackage: rr.src.ViaPackage, CopyBase: rr.src.CopyBase, TextsOnly: rr.src.TextsOnly, DefinitionData: rr.src.DefinitionData, Imported: rr.src.Imported, FileOffsets: rr.src.FileOffsets}
			nw.parseAndRecognize(src, rr.strong, rr.toolsFile, rr.known)
			for _, o := range nw.res.origins {
				o.src = rr.src // the same bytes; keep the file's line index
			}
			return nw.res.origins
		}
	}
}

// definitionLike: the document holds something that could be a definition
// a client reads. MCP identifies a tool, a prompt or a resource by a name,
// unique on its server; so a document with no object that has a string
// "name" (a glossary of attributes, a settings file) holds none, and
// neither does a list of named records whose names repeat: their name is
// not what identifies them (a command line's subcommands listed by verb,
// "list", "get", "list" again). Records nested in named records are their
// fields (a command's options) and are not looked at; a named object
// outside any list, or a list of distinctly named records, could be a
// definition in a shape mcp-lint does not know.
func definitionLike(n *syntax.Node) bool {
	if n == nil {
		return false
	}
	switch n.Kind {
	case syntax.KObject:
		if n.Get("name") != nil && n.Get("name").Kind == syntax.KString {
			return true
		}
		for _, v := range n.Vals {
			if definitionLike(v) {
				return true
			}
		}
	case syntax.KArray:
		seen := map[string]bool{}
		repeats := false
		for _, e := range n.Elems {
			if nm := e.Get("name"); nm != nil && nm.Kind == syntax.KString {
				repeats = repeats || seen[nm.Str]
				seen[nm.Str] = true
			}
		}
		if len(seen) > 0 && !repeats {
			return true
		}
		for _, e := range n.Elems {
			if nm := e.Get("name"); nm != nil && nm.Kind == syntax.KString {
				continue // a record of a list whose names repeat
			}
			if definitionLike(e) {
				return true
			}
		}
	}
	return false
}

// emptyDocument: null, or objects and arrays holding nothing but empty
// values ({"mcpServers": {}}), which a recognized file may well be.
func emptyDocument(n *syntax.Node) bool {
	if n == nil {
		return true
	}
	switch n.Kind {
	case syntax.KNull:
		return true
	case syntax.KObject:
		for _, v := range n.Vals {
			if !emptyDocument(v) {
				return false
			}
		}
		return true
	case syntax.KArray:
		return len(n.Elems) == 0
	}
	return false
}

// The sniffs of a data file's head, and of a source file's for the
// registration calls of a server (the languages' own are their readers').
var (
	dataSniff         = syntax.NewMarkerSets(strongMarkers, weakMarkers)
	registrationSniff = syntax.NewMarkerSet(registrationMarkers)
	// protocolSniff: the key every tool of a tools/list result carries,
	// written as a key of a literal in source (quoted, or a bare object
	// key; a PHP array's 'inputSchema' =>), not read from one
	// (tool["inputSchema"]).
	protocolSniff = syntax.NewMarkerSet(syntax.Marks(`"inputSchema":`, `'inputSchema':`, `"inputSchema" :`, `'inputSchema' :`, "inputSchema:", "inputSchema :", `json:"inputSchema"`,
		`'inputSchema' =>`, `"inputSchema" =>`, `'inputSchema'=>`, `"inputSchema"=>`))
)

// mcpProject: folder dir belongs to the project of an MCP server in some
// language (Reader.Project).
func (w *walker) mcpProject(dir string) bool {
	if v, ok := w.serverDirs[dir]; ok {
		return v
	}
	v := false
	for _, f := range formats {
		if f.reader != nil && f.reader.Project(w, dir) {
			v = true
			break
		}
	}
	if w.serverDirs == nil {
		w.serverDirs = map[string]bool{}
	}
	w.serverDirs[dir] = v
	return v
}

// toolDataSniff finds the key a tool kept as data sits under, in YAML
// or in JSON (toolData).
var toolDataSniff = syntax.NewMarkerSet(syntax.Marks("\ntool:", `"tool":`, `"tool" :`))

// definitionDataExt are the endings of the data files a server keeps its
// definitions in (DefinitionData): not snapshots, lockfiles or JSONC.
var definitionDataExt = map[string]bool{".json": true, ".yaml": true, ".yml": true}

// lostPlaces reports, as notices, the places where the lexer of a source
// file lost its place (syntax.KLost): the first of each kind at its line
// and column, with the number of others of that kind in the file.
func (w *walker) lostPlaces(src *syntax.Source, toks []syntax.Tok) {
	lost := syntax.LostPlaces(toks)
	if len(lost) == 0 {
		return
	}
	first := map[string]int{}
	var order []string
	count := map[string]int{}
	for _, t := range lost {
		if _, ok := first[t.Text]; !ok {
			first[t.Text] = t.Off
			order = append(order, t.Text)
		}
		count[t.Text]++
	}
	for _, what := range order {
		line, col := src.Position(first[what])
		msg := fmt.Sprintf("%d:%d: the lexer lost its place here: %s", line, col, what)
		if n := count[what] - 1; n > 0 {
			msg += fmt.Sprintf(" (and %d more such place(s) in this file)", n)
		}
		w.Notice(src.Path, msg)
	}
}
