package discover

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"github.com/mcp-lint/mcp-lint/internal/safeio"
)

// maxGitmodules bounds the .gitmodules file read.
const maxGitmodules = 1 << 20

// checkSubmodules names, by a notice at its place, each git submodule
// under a folder walked that is not checked out: its folder is missing or
// empty, so nothing of it was read (a clone without --recurse-submodules;
// actions/checkout's default). A submodule is known from the .gitmodules
// of the root and of each checkout whose index the walk read, and from
// the gitlink entries of those indexes (either alone: a .gitmodules can be
// missing, and a gitlink can be left out of it).
func (w *walker) checkSubmodules() {
	type sub struct{ how []string }
	found := map[string]*sub{} // absolute folder → how it is known
	add := func(dir, p, how string) {
		p = path.Clean(p)
		if p == "." || path.IsAbs(p) || p == ".." || strings.HasPrefix(p, "../") {
			return
		}
		abs := filepath.Join(dir, filepath.FromSlash(p))
		s := found[abs]
		if s == nil {
			s = &sub{}
			found[abs] = s
		}
		for _, h := range s.how {
			if h == how {
				return
			}
		}
		s.how = append(s.how, how)
	}
	dirs := []string{w.root}
	for _, c := range w.checkouts {
		if c.dir != w.root {
			dirs = append(dirs, c.dir)
		}
		for _, l := range c.gitlinks {
			add(c.dir, l, "a gitlink in the git index")
		}
	}
	for _, d := range dirs {
		b, err := safeio.ReadSideFile(w.root, filepath.Join(d, ".gitmodules"), maxGitmodules)
		if err != nil {
			// None, or refused: the index's gitlinks still count, and a
			// refusal (over the bound, a link) is named.
			if !errors.Is(err, fs.ErrNotExist) {
				w.Notice(w.rel(filepath.Join(d, ".gitmodules")), fmt.Sprintf("not read (%s; the bound is %d bytes): the submodules it lists are not known, and one not checked out is not named", safeio.Describe(err), maxGitmodules))
			}
			continue
		}
		for _, p := range gitmodulesPaths(string(b)) {
			add(d, p, "listed in .gitmodules")
		}
	}
	var abss []string
	for abs := range found {
		abss = append(abss, abs)
	}
	sort.Strings(abss)
	for _, abs := range abss {
		walked := false
		for _, top := range w.tops {
			walked = walked || safeio.Inside(top, abs)
		}
		if !walked {
			continue
		}
		state := ""
		switch entries, err := os.ReadDir(abs); {
		case err != nil && os.IsNotExist(err):
			state = "its folder is missing"
		case err == nil && len(entries) == 0:
			state = "its folder is empty"
		default:
			continue // checked out (or not a folder: the walk says what it is)
		}
		w.Notice(w.rel(abs), "a git submodule that is not checked out ("+strings.Join(found[abs].how, ", ")+"; "+state+
			"): nothing of it was scanned. Check it out (git submodule update --init --recursive; actions/checkout with submodules: recursive) and scan again")
	}
}

// gitmodulesPaths returns the path values of a .gitmodules file (git's
// config format: "path = deps/x" in a [submodule "…"] section; keys are
// case-insensitive, a value may be quoted, # and ; start comments).
func gitmodulesPaths(text string) []string {
	var out []string
	inSub := false
	for _, line := range strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n") {
		line = strings.TrimSpace(line)
		if strings.HasPrefix(line, "[") {
			inSub = strings.HasPrefix(strings.ToLower(strings.TrimLeft(line[1:], " \t")), "submodule")
			continue
		}
		k, v, ok := strings.Cut(line, "=")
		if !inSub || !ok || !strings.EqualFold(strings.TrimSpace(k), "path") {
			continue
		}
		v = strings.TrimSpace(v)
		if len(v) >= 2 && v[0] == '"' && v[len(v)-1] == '"' {
			v = v[1 : len(v)-1]
		} else if i := strings.IndexAny(v, "#;"); i >= 0 {
			v = strings.TrimSpace(v[:i])
		}
		if v != "" {
			out = append(out, v)
		}
	}
	return out
}
