package discover

import (
	"fmt"
	"io"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/launchconfig"

	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
	"github.com/mcp-lint/mcp-lint/internal/safeio"
)

// What a client launches is read. A launch config names a
// command and its arguments; when they start a file of the repository the
// walk did not read as source (a script without an extension, a file in
// node_modules/ or vendor/, a shell script, a package.json script), the
// launch is followed one step to that file:
//
//   - source code (by its ending, else by its shebang or the interpreter the
//     launch names) is read as the server's, as a module a server imports is;
//   - a shell script, or the package.json script that npm, pnpm, yarn or bun
//     runs, is the launch's own text: the launch checks (config.shell) see
//     it as a script the client runs, and a finding points into that file.
//
// A package.json that builds on an MCP SDK launches its bin entries the
// same way.

// maxLaunchScript bounds a launch script read (a shell script, a
// package.json): a larger one is reported, not read.
const maxLaunchScript = 1 << 20

// interpreters maps a launch command to the language of the file it runs.
var interpreters = map[string]string{
	"node": "js", "nodejs": "js", "bun": "js", "deno": "js", "tsx": "js", "ts-node": "js", "ts-node-esm": "js",
	"python": "py", "python3": "py", "py": "py", "pypy": "py", "pypy3": "py", "uv": "py",
	"sh": "sh", "bash": "sh", "zsh": "sh", "dash": "sh", "ksh": "sh",
}

// packageRunners run a package.json script by name.
var packageRunners = map[string]bool{"npm": true, "pnpm": true, "yarn": true, "bun": true}

// commandBase is a command's program name as Windows and POSIX both
// find it: the last element of its path (either slash), lower case,
// without the endings Windows runs (.exe, .cmd, .bat: npx is npx.cmd).
func commandBase(cmd string) string {
	base := strings.ToLower(path.Base(strings.ReplaceAll(cmd, `\`, "/")))
	for _, ext := range []string{".exe", ".cmd", ".bat"} {
		base = strings.TrimSuffix(base, ext)
	}
	return base
}

// interpreterOf is the language an interpreter's name runs ("" if none):
// python3.12 is Python.
func interpreterOf(cmd string) string {
	base := commandBase(cmd)
	if l, ok := interpreters[base]; ok {
		return l
	}
	if strings.HasPrefix(base, "python") && strings.Trim(base[len("python"):], "0123456789.") == "" {
		return "py"
	}
	return ""
}

// shebangLanguage is the language a file's first line names
// (#!/usr/bin/env node, #!/usr/bin/env -S deno run, #!/bin/sh), or "".
func shebangLanguage(head []byte) string {
	if !strings.HasPrefix(string(head[:min(len(head), 2)]), "#!") {
		return ""
	}
	line := string(head[2:])
	if i := strings.IndexAny(line, "\r\n"); i >= 0 {
		line = line[:i]
	}
	for _, f := range strings.Fields(line) {
		if strings.HasPrefix(f, "-") || path.Base(f) == "env" {
			continue
		}
		return interpreterOf(f)
	}
	return ""
}

// launch is what one config starts: a file of the tree (rel, with the
// language its launch names) or a package.json script (script).
type launch struct {
	rel, lang string
	script    string // a package.json script's name
	pkgDir    string // where that package.json is looked for
}

// launchOf reads a config's command and arguments: the file or script
// it starts, or ok false.
func launchOf(c *detect.ServerConfig) (launch, bool) {
	var words []string
	for _, f := range c.Fields {
		switch f.Role {
		case detect.CfgCommand:
			if len(words) > 0 {
				return launch{}, false
			}
			if strings.ContainsAny(f.Value, "|;&$`<>") {
				return launch{}, false // a shell line: config.shell reads it
			}
			if v := strings.TrimSpace(f.Value); interpreterOf(v) != "" || v != "" && unwrapName(v) != "" {
				// One program whose path holds a space (C:\Program
				// Files\nodejs\node.exe), as the client spawns it.
				words = append(words, v)
			} else {
				words = append(words, strings.Fields(f.Value)...)
			}
		case detect.CfgArg:
			if len(words) > 0 {
				words = append(words, f.Value)
			}
		}
	}
	if len(words) == 0 {
		return launch{}, false
	}
	cmd, args := words[0], words[1:]
	base := commandBase(cmd)
	if w, ok := unwrap(base, args); ok {
		// cmd /c node x, poetry run python x: the command the wrapper
		// starts is the launch.
		cmd, args = w[0], w[1:]
		base = commandBase(cmd)
	}
	if base == "npx" || base == "pnpx" || base == "bunx" {
		// npx tsx server.ts: the runner is the interpreter.
		args = slices.DeleteFunc(slices.Clone(args), func(a string) bool { return a == "-y" || a == "--yes" })
		if len(args) > 0 {
			// npx tsx@4.19.2 server.ts: the pinned runner is the same.
			if name, _, ok := strings.Cut(args[0], "@"); ok && name != "" {
				args[0] = name
			}
		}
		if len(args) == 0 || interpreterOf(args[0]) != "js" {
			return launch{}, false
		}
		cmd, args, base = args[0], args[1:], interpreterOf(args[0])
	}
	if packageRunners[base] {
		l, ok := scriptLaunch(base, args)
		if _, file := formatOf(path.Base(l.script)); base != "bun" || ok && !file && !strings.ContainsAny(l.script, `/\`) {
			return l, ok
		}
		// bun FILE, bun run FILE: bun runs a file (a path, or a name
		// with a source ending) as node would.
	}
	lang := interpreterOf(cmd)
	if lang == "" {
		// The command itself is a file of the tree (./scripts/start.sh).
		if p, ok := treePath(cmd); ok && (strings.Contains(cmd, "/") || strings.Contains(cmd, `\`)) {
			return launch{rel: p}, true
		}
		return launch{}, false
	}
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case optionValues[base][a] || optionValues[lang][a]:
			i++ // the option's value (node -r dotenv/config, uv run --with mcp)
			continue
		case a == "-c" || a == "-e" || a == "--eval" || a == "-m" || a == "-p" || a == "--print":
			return launch{}, false // inline code, or a module by name
		case strings.HasPrefix(a, "-"):
			continue
		case base == "uv" && (a == "run" || interpreterOf(a) == "py"), base == "deno" && a == "run", base == "bun" && a == "run":
			continue
		}
		if p, ok := treePath(a); ok {
			return launch{rel: p, lang: lang}, true
		}
		return launch{}, false
	}
	return launch{}, false
}

// optionValues are, by language run (js, py) and by launcher, the
// options whose value is the next argument, not the file run: node -r
// dotenv/config bin/server runs bin/server. (Options written
// --name=value are one argument.)
var optionValues = map[string]map[string]bool{
	"js": {"-r": true, "--require": true, "--import": true, "--loader": true, "--experimental-loader": true,
		"-C": true, "--conditions": true, "--env-file": true, "--title": true, "--input-type": true,
		"--tsconfig": true, "-P": true, "--project": true}, // tsx, ts-node
	"py": {"-X": true, "-W": true},
	"uv": {"--with": true, "--with-requirements": true, "--with-editable": true, "--directory": true, "--project": true,
		"--python": true, "-p": true, "--env-file": true, "--extra": true, "--group": true, "--package": true, "--index": true, "--from": true},
}

// unwrapName is the base name of a command path, lower case, without
// .exe, when it is a package runner or a wrapper; "" otherwise.
func unwrapName(cmd string) string {
	base := commandBase(cmd)
	if packageRunners[base] || runWrappers[base] || base == "cmd" || base == "npx" || base == "pnpx" || base == "bunx" {
		return base
	}
	return ""
}

// runWrappers start the command that follows their subcommand in an
// environment they prepare (poetry run python srv/run).
var runWrappers = map[string]bool{"poetry": true, "pipenv": true, "pdm": true, "hatch": true, "rye": true, "conda": true, "pixi": true}

// unwrap is the command a wrapper starts, with its arguments: cmd /c
// (Windows' launch form, its command line in one argument or several)
// and the Python environments' run (with conda run's -n/-p values); ok
// false when base is no wrapper.
func unwrap(base string, args []string) ([]string, bool) {
	switch {
	case base == "cmd":
		for i, a := range args {
			switch strings.ToLower(a) {
			case "/c", "/k":
				var rest []string
				for _, r := range args[i+1:] {
					rest = append(rest, strings.Fields(strings.Trim(r, `"`))...)
				}
				return rest, len(rest) > 0
			}
			if !strings.HasPrefix(a, "/") {
				return nil, false
			}
		}
	case runWrappers[base]:
		for i := 0; i < len(args); i++ {
			if args[i] != "run" {
				continue
			}
			for j := i + 1; j < len(args); j++ {
				switch a := args[j]; {
				case a == "-n" || a == "--name" || a == "-p" || a == "--prefix" || a == "-e" || a == "--environment":
					j++
				case strings.HasPrefix(a, "-"):
				default:
					return args[j:], true
				}
			}
			return nil, false
		}
	}
	return nil, false
}

// scriptLaunch reads npm run NAME, npm start, pnpm NAME, yarn NAME, bun
// run NAME (with --prefix/-C/--cwd/--dir naming the package's folder).
func scriptLaunch(runner string, args []string) (launch, bool) {
	var l launch
	run := false
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--prefix" || a == "-C" || a == "--cwd" || a == "--dir" || a == "-w" || a == "--workspace":
			// npm -w packages/server runs that folder's script (a
			// workspace named by its folder; one named by its package
			// name is not found).
			if i+1 < len(args) {
				if p, ok := treePath(args[i+1]); ok {
					l.pkgDir = p
				}
				i++
			}
		case a == "--filter" || a == "-F":
			i++ // pnpm --filter PKG: a value, not the script
		case strings.HasPrefix(a, "--prefix=") || strings.HasPrefix(a, "--cwd=") || strings.HasPrefix(a, "--dir=") || strings.HasPrefix(a, "--workspace="):
			if p, ok := treePath(a[strings.IndexByte(a, '=')+1:]); ok {
				l.pkgDir = p
			}
		case strings.HasPrefix(a, "-"):
		case (a == "run" || a == "run-script") && !run && l.script == "":
			run = true // the script is the next word that is not an option (npm run --silent mcp)
		case l.script == "" && run:
			l.script = a
		case l.script == "":
			switch {
			case a == "start" || a == "test" || a == "stop" || a == "restart":
				l.script = a
			case runner == "yarn" || runner == "pnpm":
				l.script = a // yarn NAME, pnpm NAME run a script of that name
			default:
				return launch{}, false
			}
		}
	}
	return l, l.script != ""
}

// treePath is a launch argument as a path relative to the config's
// project folder: ${workspaceFolder}/x and ./x are x; absolute paths and
// paths leaving the folder are not the tree's.
func treePath(a string) (string, bool) {
	a = strings.ReplaceAll(a, `\`, "/")
	for _, v := range []string{"${workspaceFolder}/", "${workspaceRoot}/", "${PWD}/", "$PWD/"} {
		a = strings.TrimPrefix(a, v)
	}
	if a == "" || strings.HasPrefix(a, "/") || strings.Contains(a, "$") || strings.Contains(a, "://") || strings.Contains(a, ":") && len(a) > 1 && a[1] == ':' {
		return "", false
	}
	p := path.Clean(a)
	if p == "." || p == ".." || strings.HasPrefix(p, "../") {
		return "", false
	}
	return p, true
}

// followLaunches follows every launch config of the scan, and the bin
// entries of the tree's MCP packages, one step: source files are queued
// for reading as the server's (w.imports, with their language in
// w.launchFormat), scripts become the config's script text.
func (w *walker) followLaunches() {
	if w.noSiblings {
		return
	}
	n := len(w.res.Configs)
	for i := 0; i < n; i++ {
		c := &w.res.Configs[i]
		o := w.res.origins[launchconfig.Ref(c)]
		if o == nil || o.src.Member != "" {
			continue // a bundle's config runs the bundle's files (archive)
		}
		l, ok := launchOf(c)
		if !ok {
			continue
		}
		dir := syntax.DirOf(o.src.Path)
		if l.script != "" {
			w.packageScript(c, l, dir)
			continue
		}
		// The client's folder: the config's, or one above it (.cursor/,
		// .kiro/settings/ are in the project's folder).
		for d := dir; ; d = syntax.DirOf(d) {
			if rel := path.Join(d, l.rel); w.Exists(rel) {
				w.launched(c, rel, l.lang, o.src.Path)
				break
			}
			if d == "." || d == "" || d == "/" {
				break
			}
		}
	}
	for _, dir := range w.packageDirs {
		if !w.MCPPackage(dir) {
			continue
		}
		pdir, data, ok := w.NearestFile(dir, "package.json")
		if !ok || pdir != dir {
			continue
		}
		src := &syntax.Source{Path: path.Join(dir, "package.json"), Data: data, Format: "json"}
		root, err := syntax.ParseJSON(src, data, 0)
		if err != nil {
			continue
		}
		bin := root.Get("bin")
		var targets []*syntax.Node
		switch {
		case bin.IsString():
			targets = append(targets, bin)
		case bin != nil && bin.Kind == syntax.KObject:
			targets = append(targets, bin.Vals...)
		}
		for _, t := range targets {
			if !t.IsString() {
				continue
			}
			if p, ok := treePath(t.Str); ok && w.Exists(path.Join(dir, p)) {
				w.launched(nil, path.Join(dir, p), "", src.Path)
			}
		}
	}
}

// launched handles a file of the tree a launch starts (rel), in the
// language the launch names (lang, "" if none): by its ending, else lang,
// else its shebang.
func (w *walker) launched(c *detect.ServerConfig, rel, lang, by string) {
	if _, err := safeio.ResolveIn(w.realRoot, filepath.Join(w.root, filepath.FromSlash(rel))); err != nil {
		// A link out of the root is never followed: named, not read.
		w.unreadNotice(rel, "started by the launch in "+by+", but not read: "+safeio.Describe(err))
		return
	}
	format, known := formatOf(path.Base(rel))
	if known && !isSourceFormat(format) {
		return // a data file: the walk reads it as such
	}
	pruned := false
	for _, seg := range strings.Split(syntax.DirOf(rel), "/") {
		if w.skips(seg) {
			pruned = true
		}
	}
	if known && !pruned {
		switch {
		case w.leftOut(rel):
			w.unreadNotice(rel, unreadExcluded+"; the launch in "+by+" starts this file, and it was not checked")
			return
		case !readerOf(format).Skip(rel):
			return // source the walk considered
		}
		// A test's name (srv.test.js, test_server.py): the walk passes
		// over it, the client runs it.
	}
	if !known {
		head, err := w.launchHead(rel)
		if err != nil {
			w.fail(rel, fmt.Errorf("the file a launch in %s starts could not be read: %s", by, safeio.Describe(err)))
			return
		}
		ext := strings.ToLower(path.Ext(rel))
		// The interpreter the launch names runs the file whatever its
		// first line says; a file run as the command, by its shebang.
		switch {
		case ext == ".sh" || ext == ".bash" || ext == ".zsh":
			format = "sh"
		case lang != "":
			format = lang
		case shebangLanguage(head) != "":
			format = shebangLanguage(head)
		case c == nil:
			format = "js" // a package's bin, which npm runs with node
		default:
			return
		}
	}
	if pruned && w.rootCo != nil && !w.rootCo.failed && !w.tracked(rel, false) {
		// Installed, not shipped: a dependency the repository does not
		// hold (npm install's node_modules/).
		w.unreadNotice(rel, "started by the launch in "+by+" from a folder the walk skips (node_modules/, vendor/), and git does not track it (installed, not part of the repository), so not read")
		return
	}
	if format == "sh" {
		if c != nil {
			w.shellScript(c, rel)
		}
		return
	}
	if w.leftOut(rel) {
		w.unreadNotice(rel, unreadExcluded+"; the launch in "+by+" starts this file, and it was not checked")
		return
	}
	if w.imports == nil {
		w.imports = map[string]bool{}
	}
	if w.launchFormat == nil {
		w.launchFormat = map[string]string{}
	}
	w.imports[rel] = true
	w.launchFormat[rel] = format
}

// leftOut says whether include/exclude leave the file at rel out: by
// its name, or by a folder on its way the walk prunes (exclude: [server]
// prunes server/ without matching server/index.js).
func (w *walker) leftOut(rel string) bool {
	if w.excluded(rel, false) {
		return true
	}
	for d := syntax.DirOf(rel); d != "." && d != "" && d != "/"; d = syntax.DirOf(d) {
		if w.excluded(d+"/", true) {
			return true
		}
	}
	return false
}

// shellScript makes the shell script at rel the script text of config c.
func (w *walker) shellScript(c *detect.ServerConfig, rel string) {
	data, err := w.ReadSideFile(rel, maxLaunchScript)
	if err != nil {
		w.fail(rel, fmt.Errorf("the shell script a launch runs could not be read: %s", safeio.Describe(err)))
		return
	}
	src := &syntax.Source{Path: rel, Data: data, Format: "sh"}
	n := &syntax.Node{Kind: syntax.KString, Str: string(data), Off: 0, End: len(data), Mapper: syntax.IdentityMapper{}, Src: src}
	w.launchText(c, "launch:"+rel, n)
}

// packageScript makes the package.json script a runner starts (with its
// pre and post scripts, which npm runs around it) the script text of
// config c. The package.json is the nearest at or above the config's
// folder, or the one --prefix names.
func (w *walker) packageScript(c *detect.ServerConfig, l launch, dir string) {
	rel := ""
	if l.pkgDir != "" {
		if p := path.Join(l.pkgDir, "package.json"); w.Exists(p) {
			rel = p
		}
	} else {
		for d := dir; ; d = syntax.DirOf(d) {
			if p := path.Join(d, "package.json"); w.Exists(p) {
				rel = p
				break
			}
			if d == "." || d == "" || d == "/" {
				break
			}
		}
	}
	if rel == "" {
		return
	}
	data, err := w.ReadSideFile(rel, maxLaunchScript)
	if err != nil {
		w.fail(rel, fmt.Errorf("the package.json whose scripts a launch runs could not be read: %s", safeio.Describe(err)))
		return
	}
	src := &syntax.Source{Path: rel, Data: data, Format: "json"}
	root, err := syntax.ParseJSON(src, data, 0)
	if err != nil {
		return
	}
	scripts := root.Get("scripts")
	for _, name := range []string{"pre" + l.script, l.script, "post" + l.script} {
		if s := scripts.Get(name); s.IsString() {
			s.SetSource(src)
			w.launchText(c, "launch:"+rel+"#scripts."+name, s)
		}
	}
}

// launchText adds a script the launch runs to config c, at field p, with
// the node that locates it in its file.
func (w *walker) launchText(c *detect.ServerConfig, p string, n *syntax.Node) {
	c.Fields = append(c.Fields, detect.ConfigField{Path: p, Role: detect.CfgScript, Value: n.Str})
	if w.res.launchNodes == nil {
		w.res.launchNodes = map[detect.ToolRef]map[string]*syntax.Node{}
	}
	ref := launchconfig.Ref(c)
	if w.res.launchNodes[ref] == nil {
		w.res.launchNodes[ref] = map[string]*syntax.Node{}
	}
	w.res.launchNodes[ref][p] = n
}

// launchHead is the first line's worth of a file a launch starts (its
// shebang), through the root-confined opener.
func (w *walker) launchHead(rel string) ([]byte, error) {
	f, _, err := safeio.Open(w.realRoot, filepath.Join(w.realRoot, filepath.FromSlash(rel)), 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	head := make([]byte, 256)
	n, err := io.ReadFull(f, head)
	if err != nil && err != io.ErrUnexpectedEOF && err != io.EOF {
		return nil, err
	}
	return head[:n], nil
}
