package discover

import (
	"archive/zip"
	"fmt"
	"io"
	"io/fs"
	"path"
	"slices"
	"strings"

	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
)

// maxManifestSize bounds the manifest read out of a bundle.
const maxManifestSize = 8 << 20

// archive reads the manifest of an .mcpb / .dxt bundle (a zip archive),
// with bounded decompression: the manifest's declared and actual sizes are
// both checked, so a zip bomb cannot exhaust memory.
func (w *walker) archive(f io.ReaderAt, size int64, rel string) {
	zr, err := zip.NewReader(f, size)
	if err != nil {
		w.fail(rel, fmt.Errorf("not a readable bundle archive: %w", err))
		return
	}
	var total uint64
	var manifests []*zip.File
	var places []string
	for i, f := range zr.File {
		total += f.UncompressedSize64
		name := strings.TrimLeft(strings.TrimPrefix(f.Name, "./"), "/")
		if name == "manifest.json" {
			manifests = append(manifests, f)
			places = append(places, fmt.Sprintf("entry %d %q", i+1, f.Name))
		}
	}
	if total > uint64(w.opts.MaxArchiveSize) {
		// The manifest and the source files are read, each with its own
		// bound: the rest of a large bundle (assets, binaries) is not.
		w.Notice(rel, fmt.Sprintf("archive declares %d uncompressed bytes; its manifest.json (bounded to %d bytes) and its source files (each bounded to %d bytes) are read, the rest is not", total, maxManifestSize, w.opts.MaxSourceSize))
	}
	if len(manifests) == 0 {
		w.fail(rel, fmt.Errorf("bundle archive without a manifest.json at its root"))
		return
	}
	if len(manifests) > 1 {
		// Which one a client installs depends on its unzip (the first, the
		// last, or a refusal): an error naming them all, and each is read,
		// so a poisoned one is found whichever comes first.
		w.fail(rel, fmt.Errorf("bundle archive with %d manifest.json entries (%s): a client may install either; each is scanned, the k-th as %s#k", len(manifests), strings.Join(places, ", "), rel))
	}
	entries := map[string]string{}
	for i, manifest := range manifests {
		member := "manifest.json"
		if len(manifests) > 1 {
			member = strings.TrimPrefix(places[i], "entry ")
			member = fmt.Sprintf("manifest.json (entry %s)", member[:strings.IndexByte(member, ' ')])
		}
		if entry, format := w.manifestEntry(manifest, rel, member, i); entry != "" {
			entries[entry] = format
		}
	}
	w.bundleSources(zr, rel, entries)
}

// maxBundleSources bounds the source files read out of one bundle; the
// rest are counted in a notice.
const maxBundleSources = 2000

// bundleSkipped are folders of a bundle whose files are its dependencies,
// not its own code: as the walk skips node_modules/ and vendor/, they are
// counted in a notice, not read.
var bundleSkipped = map[string]bool{"node_modules": true, "vendor": true, "site-packages": true, ".git": true, "__pycache__": true}

// bundleSources reads the source files a bundle ships (a server's code,
// which the client runs): its entry point (entries: the manifest's
// server.entry_point, with the language server.type names) as the
// server's whatever it holds, and every other source file that uses an
// MCP SDK, each bounded, its findings placed in the archive's member. The
// files of dependency folders (bundleSkipped), sources past
// maxBundleSources, and members too large are counted in a notice.
func (w *walker) bundleSources(zr *zip.Reader, rel string, entries map[string]string) {
	prev := w.noSiblings
	w.noSiblings = true // a member's siblings are the archive's, not the tree's
	defer func() { w.noSiblings = prev }()
	var deps, over, large int
	read := 0
	// inflated counts the bytes the sources read inflated to: together
	// they are bounded by Options.MaxArchiveSize, whatever the headers say.
	var inflated int64
	prevHost := w.bundle
	w.bundle = newBundleHost(w, rel, zr, &inflated)
	defer func() { w.bundle = prevHost }()
	seen, dup := map[string]bool{}, map[string]bool{}
	for _, f := range zr.File {
		name := path.Clean(strings.TrimLeft(strings.TrimPrefix(f.Name, "./"), "/"))
		if f.FileInfo().IsDir() || name == "manifest.json" {
			continue
		}
		if seen[name] {
			// Two members of one name: an extractor keeps one of them
			// (most, the last written), and which is not ours to guess.
			if !dup[name] {
				dup[name] = true
				w.fail(rel, fmt.Errorf("bundle archive with more than one member named %s: a client's extractor keeps one (most keep the last), and only the first was read", name))
			}
			continue
		}
		format, ok := formatOf(path.Base(name))
		entry, isEntry := entries[name]
		if isEntry && (!ok || !isSourceFormat(format)) {
			format, ok = entry, entry != ""
		}
		if !ok || !isSourceFormat(format) {
			continue
		}
		if !isEntry {
			dep := false
			for _, seg := range strings.Split(path.Dir(name), "/") {
				dep = dep || bundleSkipped[seg]
			}
			if dep {
				deps++
				continue
			}
			if readerOf(format).Skip(name) {
				continue
			}
		}
		if read == maxBundleSources || inflated >= w.opts.MaxArchiveSize {
			over++
			continue
		}
		if f.UncompressedSize64 > uint64(w.opts.MaxSourceSize) {
			large++
			if isEntry {
				w.fail(rel, fmt.Errorf("%s, the bundle's entry point, declares %d bytes (the limit for source code is %d): it was not read", name, f.UncompressedSize64, w.opts.MaxSourceSize))
			}
			continue
		}
		seen[name] = true
		rc, err := f.Open()
		if err != nil {
			w.fail(rel, fmt.Errorf("%s: %w", name, err))
			continue
		}
		// Bounded by the source limit and by what the archive bound
		// leaves, whatever the member's header says.
		limit := min(w.opts.MaxSourceSize, w.opts.MaxArchiveSize-inflated)
		data, err := io.ReadAll(io.LimitReader(rc, limit+1))
		rc.Close()
		inflated += int64(len(data))
		if err != nil {
			w.fail(rel, fmt.Errorf("%s: %w", name, err))
			continue
		}
		if int64(len(data)) > limit {
			what := fmt.Sprintf("%d bytes (the limit for source code)", w.opts.MaxSourceSize)
			if limit < w.opts.MaxSourceSize {
				over++
				what = fmt.Sprintf("the %d inflated bytes a bundle's sources are read to", w.opts.MaxArchiveSize)
			} else {
				large++
			}
			if isEntry {
				w.fail(rel, fmt.Errorf("%s, the bundle's entry point, inflates past %s: it was not read", name, what))
			}
			continue
		}
		read++
		k := classify(name, format, data[:min(len(data), sniffBytes)])
		if !k.strong && !isEntry {
			continue
		}
		src := &syntax.Source{Path: rel, Member: name, Data: data, Format: format, ViaPackage: isEntry && !k.strong}
		w.contentSource(src, false, false, true)
	}
	var parts []string
	if deps > 0 {
		parts = append(parts, fmt.Sprintf("%d source files of its dependencies (node_modules/, vendor/, site-packages/) were not read", deps))
	}
	if over > 0 {
		parts = append(parts, fmt.Sprintf("%d source files were not read: the first %d, or %d inflated bytes, are read", over, maxBundleSources, w.opts.MaxArchiveSize))
	}
	if large > 0 {
		parts = append(parts, fmt.Sprintf("%d source files over %d bytes were not read", large, w.opts.MaxSourceSize))
	}
	if len(parts) > 0 {
		w.Notice(rel, "bundle: "+strings.Join(parts, "; "))
	}
}

// manifestEntry reads one manifest.json of a bundle, bounded, and says
// which member is its server's entry point (server.entry_point) and in
// which language (server.type: node is JavaScript, python Python).
func (w *walker) manifestEntry(manifest *zip.File, rel, member string, copyBase int) (entry, format string) {
	if manifest.UncompressedSize64 > maxManifestSize {
		w.fail(rel, fmt.Errorf("%s declares %d bytes (limit %d)", member, manifest.UncompressedSize64, maxManifestSize))
		return "", ""
	}
	rc, err := manifest.Open()
	if err != nil {
		w.fail(rel, fmt.Errorf("%s: %w", member, err))
		return "", ""
	}
	defer rc.Close()
	data, err := io.ReadAll(io.LimitReader(rc, maxManifestSize+1))
	if err != nil {
		w.fail(rel, fmt.Errorf("%s: %w", member, err))
		return "", ""
	}
	if len(data) > maxManifestSize {
		w.fail(rel, fmt.Errorf("%s inflates past %d bytes", member, maxManifestSize))
		return "", ""
	}
	src := &syntax.Source{Path: rel, Member: member, Data: data, Format: "json", CopyBase: copyBase}
	w.contentSource(src, false, true, true)
	// src.Data is its text, decoded and its byte-order mark blanked.
	if root, err := syntax.ParseJSON(&syntax.Source{Path: rel, Data: src.Data, Format: "json"}, src.Data, 0); err == nil {
		server := root.Get("server")
		if e := server.Get("entry_point"); e.IsString() {
			if p, ok := treePath(e.Str); ok {
				entry = p
			}
		}
		if t := server.Get("type"); t.IsString() {
			switch t.Str {
			case "node":
				format = "js"
			case "python":
				format = "py"
			}
		}
	}
	return entry, format
}

// bundleHost is the Host of the readers of a bundle's source files: the
// files around a member are the archive's other members, so an entry
// point's relative imports (import { T } from "./lib/texts.js") are read
// in the bundle, each member bounded by Options.MaxSourceSize (or
// MaxFileSize) and, with the sources bundleSources reads, by the
// inflated bytes Options.MaxArchiveSize allows; texts read there are
// reported at their member of the archive. What a Host gives of the
// tree (its manifests, side files) the bundle does not have.
type bundleHost struct {
	*walker
	archive string
	members map[string]*zip.File
	// inflated is bundleSources' count of the bytes read out of the archive.
	inflated *int64
	state    map[string]any
}

func newBundleHost(w *walker, archive string, zr *zip.Reader, inflated *int64) *bundleHost {
	b := &bundleHost{walker: w, archive: archive, members: map[string]*zip.File{}, inflated: inflated}
	for _, f := range zr.File {
		name := path.Clean(strings.TrimLeft(strings.TrimPrefix(f.Name, "./"), "/"))
		if _, dup := b.members[name]; dup || f.FileInfo().IsDir() || name == ".." || strings.HasPrefix(name, "../") {
			continue // of a name given twice, the first, as bundleSources reads (and reports)
		}
		b.members[name] = f
	}
	return b
}

func (b *bundleHost) NoSiblings() bool { return false }

func (b *bundleHost) RootName() string { return "" }

func (b *bundleHost) Exists(rel string) bool { return b.members[rel] != nil }

func (b *bundleHost) Source(rel string, data []byte, format string) *syntax.Source {
	return b.sideSource(b.archive+"\x00"+rel, &syntax.Source{Path: b.archive, Member: rel, Data: data, Format: format})
}

func (b *bundleHost) ReadFile(rel string, source bool) ([]byte, error) {
	limit := b.opts.MaxFileSize
	if source {
		limit = b.opts.MaxSourceSize
	}
	data, err := b.read(rel, limit)
	if err != nil {
		return nil, err
	}
	return b.sideText(b.archive+"\x00"+rel, rel, data), nil
}

// read inflates member rel, at most limit bytes and what the archive's
// bound leaves.
func (b *bundleHost) read(rel string, limit int64) ([]byte, error) {
	f := b.members[rel]
	if f == nil {
		return nil, fs.ErrNotExist
	}
	left := b.opts.MaxArchiveSize - *b.inflated
	if f.UncompressedSize64 > uint64(limit) || left <= 0 {
		return nil, fmt.Errorf("%s: over the bound of a bundle's member", rel)
	}
	rc, err := f.Open()
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	data, err := io.ReadAll(io.LimitReader(rc, min(limit, left)+1))
	*b.inflated += int64(len(data))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > min(limit, left) {
		return nil, fmt.Errorf("%s: inflates past the bound of a bundle's member", rel)
	}
	return data, nil
}

// ReadSideFile: a bundle has no side files (a go.mod beside the tree).
func (b *bundleHost) ReadSideFile(rel string, limit int64) ([]byte, error) {
	return nil, fs.ErrNotExist
}

// ReadDir lists the members of folder rel of the archive.
func (b *bundleHost) ReadDir(rel string) []fs.DirEntry {
	var out []fs.DirEntry
	for name, f := range b.members {
		if path.Dir(name) == rel {
			out = append(out, fs.FileInfoToDirEntry(f.FileInfo()))
		}
	}
	slices.SortFunc(out, func(a, c fs.DirEntry) int { return strings.Compare(a.Name(), c.Name()) })
	return out
}

// Inferred: a member loaded by a computed name is not read as the
// server's; bundleSources reads the members that use an MCP SDK.
func (b *bundleHost) Inferred(string) {}

// State is the bundle's own: a reader's caches are keyed by paths, and
// a member's path is not the tree's file of that path.
func (b *bundleHost) State(key string, mk func() any) any {
	if v, ok := b.state[key]; ok {
		return v
	}
	if b.state == nil {
		b.state = map[string]any{}
	}
	v := mk()
	b.state[key] = v
	return v
}
