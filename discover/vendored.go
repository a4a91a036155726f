package discover

import (
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/mcp-lint/mcp-lint/internal/safeio"
)

// Vendored folders. The walk does not enter node_modules/ or vendor/:
// they hold other projects' code, installed or copied in, and reading
// every package of them would be slow and report what the repository does
// not own. Options.ReadVendored (read-vendored: true) walks them as any
// folder. Off, a folder passed over is not passed over in silence: where
// it holds files the walk would read as MCP (a tools file, a client
// config, a server's source: classify's definite kinds) and that the
// repository holds (git tracks them, or there is no git index, as for a
// file a launch starts there: vendorFiles), one notice at the folder
// counts them and names the first, so a poisoned tools.json committed
// under vendor/ is named, and the switch reads it.

// vendoredDirs are the folders of skipDirs that hold vendored code.
var vendoredDirs = map[string]bool{"node_modules": true, "vendor": true}

// Bounds on counting what a vendored folder holds: the entries listed
// when there is no git index, and the files opened, in one scan.
const (
	maxVendoredEntries = 50000
	maxVendoredOpened  = 10000
)

// skips says whether the walk leaves a folder of this name unentered.
func (w *walker) skips(name string) bool {
	return skipDirs[name] && !(w.opts.ReadVendored && vendoredDirs[name])
}

// vendoredSkipped names, in one notice at rel, the files of the vendored
// folder at abs (an entry of parent) that the walk would have read as
// MCP. A folder include/exclude leave out, or that git ignores and tracks
// nothing in, is one the walk would not have read either: nothing is said.
func (w *walker) vendoredSkipped(parent *walkDir, abs, rel string) {
	if w.excluded(rel+"/", true) {
		return
	}
	parts := append(parent.parts[:len(parent.parts):len(parent.parts)], path.Base(rel))
	below, ok := w.spanBelow(parent, rel)
	if w.ignored(parent, rel, parts, true, below, ok) {
		return
	}
	files, listedAll := w.vendorFiles(parent, abs, rel, parts)
	count, first, looked := 0, "", 0
	for _, f := range files {
		if w.vendoredOpened >= maxVendoredOpened {
			listedAll = false
			break
		}
		looked++
		if w.vendoredMCP(f) {
			if count == 0 {
				first = f
			}
			count++
		}
	}
	if count == 0 {
		if !listedAll {
			// Too large to count: what was not looked at is named as such.
			what := "its files were not looked at"
			if looked > 0 {
				what = fmt.Sprintf("none of the %d of its files looked at would be read as MCP, and the rest were not looked at", looked)
			}
			w.Notice(rel, "a vendored folder the walk does not enter: "+what+" (counting stopped at a bound); read-vendored: true in .mcp-lint.yaml reads it")
		}
		return
	}
	n := fmt.Sprintf("%d files", count)
	if count == 1 {
		n = "1 file"
	}
	if !listedAll {
		n = "at least " + n + " (counting stopped at a bound)"
	}
	w.Notice(rel, fmt.Sprintf("a vendored folder the walk does not enter holds %s it would read as MCP (a tools file, a client config, a server's source), %s first: not scanned; read-vendored: true in .mcp-lint.yaml reads it", n, first))
}

// vendorFiles lists the files of the vendored folder rel (at abs, below
// the walk's top as parts) that the repository holds, root-relative and
// with a name of a type the walk reads: those the index of the checkout
// it lies in tracks, or with no readable index, those on disk that the
// ignore files do not leave out. It reports false when a bound cut the
// listing short.
func (w *walker) vendorFiles(parent *walkDir, abs, rel string, parts []string) ([]string, bool) {
	var files []string
	if co := parent.co; co != nil && !co.failed {
		inCo, ok := strings.CutPrefix(rel, co.prefix)
		if !ok {
			return nil, true
		}
		for _, name := range namesBelow(co.names, inCo+"/") {
			if hasCandidateExt(path.Base(name)) {
				files = append(files, co.prefix+name)
			}
		}
		return files, true
	}
	ign := parent.ign
	if w.ignoreOff(parent) {
		ign = nil
	}
	listed := 0
	var visit func(abs, rel string, parts []string) bool
	visit = func(abs, rel string, parts []string) bool {
		entries, err := os.ReadDir(abs)
		if err != nil {
			return true // the walk would not have read it either
		}
		for _, e := range entries {
			if listed++; listed > maxVendoredEntries {
				return false
			}
			name := e.Name()
			p := append(parts[:len(parts):len(parts)], name)
			switch {
			case e.IsDir():
				if skipDirs[name] && !vendoredDirs[name] || len(ign) > 0 && matchIgnore(ign, p, true) {
					continue
				}
				if !visit(filepath.Join(abs, name), rel+"/"+name, p) {
					return false
				}
			case e.Type()&fs.ModeType&^fs.ModeSymlink == 0 && hasCandidateExt(name):
				if len(ign) == 0 || !matchIgnore(ign, p, false) {
					files = append(files, rel+"/"+name)
				}
			}
		}
		return true
	}
	all := visit(abs, rel, parts)
	return files, all
}

// vendoredMCP says whether the walk would read the file at root-relative
// rel as MCP: classify finds a definite kind in its head (an MCP file's
// name, a strong marker, a source file that uses an MCP SDK). It is
// opened through the root-confined opener; one that cannot be opened is
// not counted.
func (w *walker) vendoredMCP(rel string) bool {
	format, ok := formatOf(path.Base(rel))
	if !ok || format == "mcpb" {
		return ok // a bundle a client installs: by its name
	}
	abs := filepath.Join(w.root, filepath.FromSlash(rel))
	w.vendoredOpened++
	real, err := safeio.Resolve(w.confineTo(abs), abs)
	if err != nil {
		return false
	}
	f, err := safeio.OpenFile(real, 0)
	if err != nil {
		return false
	}
	defer f.Close()
	if w.vendoredBuf == nil {
		w.vendoredBuf = make([]byte, sniffBytes)
	}
	n, err := readHead(f, w.vendoredBuf)
	if err != nil {
		return false
	}
	return classify(rel, format, w.vendoredBuf[:n]).strong
}
