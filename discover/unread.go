package discover

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
	"github.com/mcp-lint/mcp-lint/internal/safeio"
)

// A file a client reads that the scan does not read is named at its
// place: the configuration's include/exclude, or an ignore file of git,
// must not make a scan of a repository whose client config starts a
// poisoned server look clean, or say there was nothing to scan. Such a
// notice is Unread: the summary counts it (a scan with one is never
// "nothing to scan").

// Why a client's file was not read.
const (
	unreadExcluded = "excluded by include/exclude (the config or --exclude), so not scanned"
	unreadIgnored  = "ignored by git (.gitignore or .git/info/exclude), so not read: it often holds local secrets, and mcp-lint does not open it (review it, or scan with --no-gitignore)"
)

// unreadClient is the client that reads the file at root-relative rel as
// a project's config (a row's project location, in the project's folder
// or in a folder below the root), or "".
func unreadClient(rel string) string {
	for _, c := range clientConfigs {
		for _, p := range c.project {
			if rel == p || strings.HasSuffix(rel, "/"+p) {
				return c.client
			}
		}
	}
	return ""
}

// unread names a file a client reads as a project's config that the
// scan leaves out, and why.
func (w *walker) unread(rel, client, why string) {
	w.unreadNotice(rel, why+"; "+client+" reads this file as the project's MCP config, and the servers it starts were not checked")
}

// unreadNotice is a notice marked Unread.
func (w *walker) unreadNotice(rel, msg string) {
	w.res.Notices = append(w.res.Notices, Notice{Path: rel, Unread: true, Message: msg})
}

// unreadBelow names the client configs inside a folder the walk prunes
// (rel, at abs): a client's own folder (.cursor/ for .cursor/mcp.json,
// .kiro or .kiro/settings for .kiro/settings/mcp.json) holding its
// project config. Only such folders are looked into, a name each, so a
// pruned build folder costs nothing.
func (w *walker) unreadBelow(abs, rel, why string) {
	for _, c := range clientConfigs {
		for _, p := range c.project {
			segs := strings.Split(p, "/")
			for k := 1; k < len(segs); k++ {
				head := strings.Join(segs[:k], "/")
				if rel != head && !strings.HasSuffix(rel, "/"+head) {
					continue
				}
				rest := strings.Join(segs[k:], "/")
				if info, err := os.Lstat(abs + "/" + rest); err == nil && !info.IsDir() {
					w.unread(path.Join(rel, rest), c.client, why)
				}
			}
		}
	}
}

// unreadExcludedBelow names what a client reads inside a folder
// include/exclude prune (rel, at abs): every file unreadExcludedFile
// names, at any depth (packages/** hides packages/tool/.mcp.json and
// packages/tool/.cursor/mcp.json as surely as excluding each file). The
// folder's names are listed, no file is opened but a manifest.json's
// head; links are not followed, and the folders the walk never enters
// (skipDirs) are not listed.
func (w *walker) unreadExcludedBelow(abs, rel string) {
	entries, err := os.ReadDir(abs)
	if err != nil {
		return // the walk would not have read it either; excluded anyway
	}
	for _, e := range entries {
		name := e.Name()
		a, r := filepath.Join(abs, name), rel+"/"+name
		switch {
		case e.IsDir():
			if !skipDirs[name] {
				w.unreadExcludedBelow(a, r)
			}
		case hasCandidateExt(name):
			w.unreadExcludedFile(a, r)
		}
	}
}

// unreadExcludedFile names a file the include/exclude globs leave out
// when a client reads it: a project's config (unreadClient), a bundle
// archive, or a bundle's manifest.json (known by its manifest_version or
// dxt_version in its first bytes, read through the confined opener).
func (w *walker) unreadExcludedFile(abs, rel string) {
	if client := unreadClient(rel); client != "" {
		w.unread(rel, client, unreadExcluded)
		return
	}
	base := strings.ToLower(path.Base(rel))
	switch {
	case strings.HasSuffix(base, ".mcpb") || strings.HasSuffix(base, ".dxt"):
	case base == "manifest.json" && bundleManifestHead(w.confineTo(abs), abs):
	default:
		return
	}
	w.unreadNotice(rel, unreadExcluded+"; a client installs this bundle and runs the server it describes, and it was not checked")
}

// bundleManifestHead: the file's first bytes mark an MCP bundle's
// manifest.
func bundleManifestHead(root, abs string) bool {
	f, _, err := safeio.Open(root, filepath.Clean(abs), 0)
	if err != nil {
		return false
	}
	defer f.Close()
	head := make([]byte, 8192)
	n, _ := io.ReadFull(f, head)
	head = head[:n]
	return bytes.Contains(head, []byte(`"manifest_version"`)) || bytes.Contains(head, []byte(`"dxt_version"`))
}

// formatNames name the data formats in a notice.
var formatNames = map[string]string{"json": "JSON", "jsonl": "JSON Lines", "yaml": "YAML", "toml": "TOML"}

// invalidNotice names a data file that is not valid in its format
// (Options.InvalidNotice): where, what the parser says, and that its
// definitions were not read.
func (w *walker) invalidNotice(p string, pe *syntax.ParseError) {
	name := "data"
	if f, ok := formatOf(p); ok && formatNames[f] != "" {
		name = formatNames[f]
	}
	at := ""
	if pe.Line > 0 {
		at = fmt.Sprintf(" at line %d, column %d", pe.Line, pe.Col)
	}
	w.unreadNotice(p, fmt.Sprintf("not valid %s%s (%s), so nothing in it was read (--invalid notice): a strict parser rejects it, but a lenient one (NaN in JSON, a YAML 1.2 escape) may read it, so fix the file or scan without --invalid notice", name, at, pe.Msg))
}
