package discover

// What an agent reaches from a unit, and what of it the scan leaves
// unread. Every file a unit's text names that is followed (a script it
// runs, a note it reads, a blob it decodes) is recorded with the file
// that named it (Result.NamedBy), so a scan limited to the files given
// (--context, the pre-commit hook) still reports what a given unit makes
// the agent run. Every file an agent may read that the scan does not
// read is named, with why, in one notice for the whole scan
// (agentUnreadNotice): a file past a bound, a pipe or a device, a file a
// skill ships that is not read, an agents/ folder no client loads, and,
// with the reading off, the agent files themselves. A scan that passes
// never does so silently over a file an agent reads, and a file left
// past a bound of following makes it incomplete (boundErrors).

import (
	"errors"
	"fmt"
	"os"
	"path"
	"sort"
	"strings"

	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
	"github.com/mcp-lint/mcp-lint/internal/safeio"
)

// UnreadFile is one file of the aggregated notice of agent files not
// read (Notice.Files): where it is, and why it was not read.
type UnreadFile struct {
	Path string `json:"path"`
	Why  string `json:"why"`
}

// Why an agent file was not read: the reasons of the aggregated notice.
const (
	whyOff      = "an agent file: reading agent files is off (--agent-files=false, or agent-files: false in .mcp-lint.yaml)"
	whySpecial  = "named by %s, but a named pipe, a device or a socket: never opened (a read would block)"
	whySize     = "named by %s: %d bytes, over the bound of %d bytes for reading a followed file's prose"
	whyDepth    = "named by %s, %d files from the unit: past the bound of %d files deep for reading prose"
	whyCount    = "named by %s: past the bound of %d files per unit for reading prose"
	whyNotNamed = "in a skill's folder, not named by its SKILL.md"
	whyBinary   = "in a skill's folder: %s, whose text is not read"
	whyCompiled = "named by %s to run or read: a compiled program or binary data (a NUL byte in its first 8 KiB), whose text is not read"
	whyPlace    = "Markdown in an agents/ or commands/ folder that no client loads definitions from (not a plugin's, not listed in a manifest, not an agent's own folder), or in a plugin's agents/ without the name or description a subagent's front matter needs"
)

// namedFrom records that the file at from names p, which is followed.
func (w *walker) namedFrom(from, p string) {
	if from == "" || from == p {
		return
	}
	if w.res.namedBy == nil {
		w.res.namedBy = map[string][]string{}
	}
	for _, f := range w.res.namedBy[p] {
		if f == from {
			return
		}
	}
	w.res.namedBy[p] = append(w.res.namedBy[p], from)
}

// NamedBy are the files whose text names the followed file at p (an
// agent unit, or a file it follows), in the order they were read; none
// for a file no unit followed.
func (r *Result) NamedBy(p string) []string {
	return r.namedBy[p]
}

// unreadAgent names, in the aggregated notice, a file an agent may read
// that the scan did not; the first reason given for it stands.
func (w *walker) unreadAgent(p, why string) {
	if w.agentUnread == nil {
		w.agentUnread = map[string]string{}
	}
	if _, ok := w.agentUnread[p]; !ok {
		w.agentUnread[p] = why
	}
}

// tookAgent records that the file at p was read as an agent unit or a
// file one follows: it is not named in the notice of files not read.
func (w *walker) tookAgent(p string) {
	if w.agentTaken == nil {
		w.agentTaken = map[string]bool{}
	}
	w.agentTaken[p] = true
}

// boundReached names, in the aggregated notice, the file at p that a
// bound of following leaves unread (why says which), and marks it for
// boundErrors: a bound is never a way around the reading.
func (w *walker) boundReached(p, why string) {
	w.unreadAgent(p, why)
	if w.agentBound == nil {
		w.agentBound = map[string]bool{}
	}
	w.agentBound[p] = true
}

// unreadRead names a followed file whose read failed (err): over the
// scan's source bound it is a bound reached (boundReached), else a file
// not read.
func (w *walker) unreadRead(p, why string, err error) {
	if errors.Is(err, safeio.ErrTooLarge) {
		w.boundReached(p, why)
		return
	}
	w.unreadAgent(p, why)
}

// boundIncomplete ends the error of a file a bound left unread.
const boundIncomplete = "; an agent runs or reads this file and the scan did not, so the scan is incomplete (exit 3): review the file, or, for a build's output you trust, leave it out with exclude in .mcp-lint.yaml"

// boundErrors makes each file a bound of following left unread, and that
// no unit read after all (a unit that names it nearer reads it), an error
// at the file: the scan is incomplete (exit 3), as for any bound reached.
// A payload padded past the size bound, or put a file deeper or past the
// count of files followed, would otherwise pass with a notice and exit 0.
// With --context the error stays with a given unit that names the file
// (Result.NamedBy), as its findings would.
func (w *walker) boundErrors() {
	for p := range w.agentBound {
		if w.agentTaken[p] {
			continue
		}
		w.res.Errors = append(w.res.Errors, syntax.FileError{Path: p, Message: "not read: " + w.agentUnread[p] + boundIncomplete})
	}
}

// maxUnreadMessage bounds the aggregated notice's message, so that it
// ends with the count of the paths it leaves out rather than being cut
// (boundMessage); Notice.Files (the JSON report) holds every one.
const maxUnreadMessage = maxMessage - 100

// agentUnreadNotice adds the one notice naming every agent file the scan
// did not read (unreadAgent), unless it was read after all (tookAgent):
// its message names as many as maxUnreadMessage holds, by reason, and
// how many more there are; its Files hold each with why.
func (w *walker) agentUnreadNotice() {
	var files []UnreadFile
	for p, why := range w.agentUnread {
		if !w.agentTaken[p] {
			files = append(files, UnreadFile{Path: p, Why: why})
		}
	}
	if len(files) == 0 {
		return
	}
	sort.Slice(files, func(i, j int) bool { return files[i].Path < files[j].Path })
	// The message groups the paths by reason, the reasons in the order
	// their first path comes.
	var reasons []string
	byWhy := map[string][]string{}
	for _, f := range files {
		if _, ok := byWhy[f.Why]; !ok {
			reasons = append(reasons, f.Why)
		}
		byWhy[f.Why] = append(byWhy[f.Why], f.Path)
	}
	var b strings.Builder
	if len(files) == 1 {
		b.WriteString("1 file an agent may read was not read")
	} else {
		fmt.Fprintf(&b, "%d files an agent may read were not read", len(files))
	}
	named := 0
	for _, why := range reasons {
		if b.Len()+len(why)+len(byWhy[why][0])+5 > maxUnreadMessage {
			break // a reason is said with a path of it, or not at all
		}
		b.WriteString("; " + why + ":")
		for k, p := range byWhy[why] {
			if b.Len()+len(p)+2 > maxUnreadMessage {
				break
			}
			if k > 0 {
				b.WriteString(",")
			}
			b.WriteString(" " + p)
			named++
		}
	}
	if named < len(files) {
		fmt.Fprintf(&b, "; and %d more (the JSON report lists every one, with why)", len(files)-named)
	}
	w.res.Notices = append(w.res.Notices, Notice{Path: ".", Unread: true, Message: b.String(), Files: files})
}

// followable: the file at p, which from names, may be opened. A named
// pipe, a device or a socket is never opened (a read would block); it is
// named in the notice of files not read, with the file that named it.
// It asks the file system only for a name p's folder holds.
func (w *walker) followable(from, p string) bool {
	fi, ok := w.lstatListed(p)
	if !ok {
		return false
	}
	if fi.Mode()&(os.ModeNamedPipe|os.ModeDevice|os.ModeCharDevice|os.ModeSocket) != 0 {
		w.unreadAgent(p, fmt.Sprintf(whySpecial, from))
		return false
	}
	return true // a link: the confined read decides
}

// sizeOf is the size of the regular file at p (a link's target's), or 0
// when it cannot be told (the confined read decides).
func (w *walker) sizeOf(p string) int64 {
	fi, err := os.Stat(w.absOf(p))
	if err != nil || !fi.Mode().IsRegular() {
		return 0
	}
	return fi.Size()
}

// namedSpecial: the name p is there, and is a named pipe, a device or a
// socket (which Exists, asking for a regular file, turns down). It is
// named in the notice of files not read, as from names it.
func (w *walker) namedSpecial(from, p string) bool {
	fi, ok := w.lstatListed(p)
	if !ok || fi.Mode()&(os.ModeNamedPipe|os.ModeDevice|os.ModeCharDevice|os.ModeSocket) == 0 {
		return false
	}
	w.namedFrom(from, p)
	w.unreadAgent(p, fmt.Sprintf(whySpecial, from))
	return true
}

// lstatListed is os.Lstat of the file at reported path p, asked only
// when p's folder lists its name (most names a text holds are not
// files): it never opens the file.
func (w *walker) lstatListed(p string) (os.FileInfo, bool) {
	if !strings.HasPrefix(p, "/") && !strings.HasPrefix(p, "../") {
		dir, base := path.Split(p)
		l := w.folder(strings.TrimSuffix(dir, "/"))
		if l == nil || !l.unlisted && !l.has(base) {
			return nil, false
		}
	}
	fi, err := os.Lstat(w.absOf(p))
	return fi, err == nil
}

// inRepository: p, a path a unit at rel names, cleaned ("scripts/../x"
// is "x"), stays inside the unit's repository: the folder the scan was
// given that holds rel, else the root. A path that climbs out of it is
// not followed.
func (w *walker) inRepository(p, rel string) bool {
	if path.IsAbs(rel) {
		return true // a unit outside the root: its paths have no ".." (follow)
	}
	if p == ".." || strings.HasPrefix(p, "../") || path.IsAbs(p) {
		return false
	}
	for _, t := range w.givenFolders {
		if strings.HasPrefix(rel, t+"/") && p != t && !strings.HasPrefix(p, t+"/") {
			return false
		}
	}
	return true
}

// agentFileOff: with the reading of agent files off, the file at rel is
// one the reading would take (agentKindOf); it is named in the notice of
// files not read, unless include/exclude leave it out. A scan of a
// repository whose only content is a skill says so, and does not pass
// as one with nothing to scan.
func (w *walker) agentFileOff(rel string) bool {
	kind := agentKindOf(rel)
	if kind == "" {
		return false
	}
	if (kind == "command" || kind == "agent") && !agentOwnFolder(rel) && !w.agentPlaced(rel) {
		return true // no client loads it: not an agent file
	}
	if w.excluded(rel, false) {
		return true
	}
	w.unreadAgent(rel, whyOff)
	if kind == "plugin" {
		// The files its manifest lists, wherever they are.
		for p := range w.layoutAt(path.Dir(path.Dir(rel))).listed {
			if w.inRepository(p, rel) && w.agentExists(p) && !w.excluded(p, false) {
				w.unreadAgent(p, whyOff)
			}
		}
	}
	return true
}

// noteSkillFile records a regular file of a skill's folder (d.skill),
// unless git ignores it (it is not shipped).
func (w *walker) noteSkillFile(d *walkDir, name string) {
	rel := name
	if d.rel != "." {
		rel = d.rel + "/" + name
	}
	if strings.HasPrefix(rel, "/") || strings.EqualFold(name, "SKILL.md") && d.rel == d.skill {
		return
	}
	if len(d.ign) > 0 && !w.ignoreOff(d) && !w.trackedIn(d, rel, false, nil, false) {
		parts := append(d.parts[:len(d.parts):len(d.parts)], name)
		if matchIgnore(d.ign, parts, false) && w.verified(d.co) {
			return
		}
	}
	w.skillFiles = append(w.skillFiles, rel)
}

// shippedKinds name what a file a skill ships is by its ending, when its
// text cannot be read as text: bytecode, an archive, an office document,
// a compiled program. Trail of Bits hid a skill's payload in .pyc
// bytecode and in a .docx, past scanners that read only text: such a file
// is named, not passed over.
var shippedKinds = map[string]string{
	".pyc": "bytecode", ".pyo": "bytecode", ".class": "bytecode", ".wasm": "bytecode",
	".zip": "an archive", ".tar": "an archive", ".gz": "an archive", ".tgz": "an archive", ".bz2": "an archive",
	".xz": "an archive", ".7z": "an archive", ".rar": "an archive", ".jar": "an archive", ".whl": "an archive", ".egg": "an archive",
	".docx": "an office document", ".doc": "an office document", ".xlsx": "an office document", ".xls": "an office document",
	".pptx": "an office document", ".ppt": "an office document", ".odt": "an office document", ".ods": "an office document",
	".odp": "an office document", ".rtf": "an office document", ".pdf": "an office document",
	".so": "a compiled program", ".dll": "a compiled program", ".dylib": "a compiled program", ".exe": "a compiled program", ".bin": "a compiled program",
}

// skillInventory names each file a skill ships that no unit read: a
// reference its SKILL.md does not name or link, a script it does not run,
// bytecode, an archive, an office document. The agent may open any of
// them (a skill's folder is its to read), so none is passed over in
// silence.
func (w *walker) skillInventory() {
	if len(w.skillFiles) == 0 {
		return
	}
	read := make(map[string]bool, len(w.res.Files))
	for _, f := range w.res.Files {
		read[f.Path] = true
	}
	for _, rel := range w.skillFiles {
		if read[rel] || w.agentTaken[rel] || w.unitsRead[rel] {
			continue
		}
		if kind := shippedKinds[strings.ToLower(path.Ext(rel))]; kind != "" {
			w.unreadAgent(rel, fmt.Sprintf(whyBinary, kind))
			continue
		}
		w.unreadAgent(rel, whyNotNamed)
	}
}
