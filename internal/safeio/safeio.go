// Package safeio is the one way mcp-lint opens and writes files. Every read
// (walked files, side files such as .gitignore, the config, the lockfile
// and the baseline, and paths named on the command line) goes through Open
// or ReadFile: regular files only, a size bound, and symlinks resolved
// inside a root or refused. Every write goes through WriteFile: it never
// follows a symlink and replaces the file atomically, so a pull request
// that plants mcp-lint.sarif -> ../victim cannot make a scan overwrite
// anything outside what it names.
package safeio

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// Error is a refusal or failure with a message fit for a report: it never
// holds an absolute path of the machine.
type Error struct {
	Msg string
	Err error // the cause, when there is one
}

func (e *Error) Error() string { return e.Msg }
func (e *Error) Unwrap() error { return e.Err }

// Errors callers can test with errors.Is.
var (
	ErrOutsideRoot = errors.New("symlink leaves the root")
	ErrNotRegular  = errors.New("not a regular file")
	ErrTooLarge    = errors.New("file too large")
	ErrSymlinkOut  = errors.New("refusing to write through a symlink")
	ErrLinkedDir   = errors.New("refusing to write through a symlinked folder")
)

// Describe turns an error from the os package into a short message without
// the absolute path it names ("file does not exist", "a symlink loop").
func Describe(err error) string {
	var se *Error
	if errors.As(err, &se) {
		return se.Msg
	}
	var perr *fs.PathError
	if errors.As(err, &perr) {
		switch {
		case errors.Is(perr.Err, fs.ErrNotExist):
			return "file does not exist"
		case errors.Is(perr.Err, fs.ErrPermission):
			return "permission denied"
		case strings.Contains(perr.Err.Error(), "too many links"), strings.Contains(perr.Err.Error(), "too many levels of symbolic links"):
			return "a symlink loop"
		}
		return perr.Err.Error()
	}
	var lerr *os.LinkError
	if errors.As(err, &lerr) {
		return lerr.Err.Error()
	}
	if strings.Contains(err.Error(), "too many links") {
		return "a symlink loop" // filepath.EvalSymlinks says "EvalSymlinks: too many links"
	}
	return err.Error()
}

// Resolve returns the real path of name after following its symlinks. When
// root is not empty, the real path must lie inside root's real path: a
// link that leaves it is refused with ErrOutsideRoot.
func Resolve(root, name string) (string, error) {
	if root == "" {
		return ResolveIn("", name)
	}
	realRoot, err := filepath.EvalSymlinks(root)
	if err != nil {
		return "", &Error{Msg: "root: " + Describe(err), Err: err}
	}
	return ResolveIn(realRoot, name)
}

// ResolveIn is Resolve for a root whose symlinks are already resolved
// (a walk resolves its root once, not once per file).
func ResolveIn(realRoot, name string) (string, error) {
	if abs, err := filepath.Abs(name); err == nil {
		name = abs
	}
	real, err := filepath.EvalSymlinks(name)
	if err != nil {
		if _, lerr := os.Lstat(name); lerr == nil {
			return "", &Error{Msg: "broken symlink: " + Describe(err), Err: err}
		}
		return "", &Error{Msg: Describe(err), Err: err}
	}
	if realRoot == "" {
		return real, nil
	}
	return confined(realRoot, real)
}

func confined(realRoot, real string) (string, error) {
	if !Inside(realRoot, real) {
		return "", &Error{Msg: "a symlink that leads outside the scanned root; not followed", Err: ErrOutsideRoot}
	}
	return real, nil
}

// InsideResolved checks that name lies inside root once both are made
// absolute and cleaned, and once the symlinks of the longest part of its
// folder's path that exists are followed (the folder may not exist yet: a
// lockfile to be written in a new folder). A path that climbs out ("..",
// an absolute path elsewhere) or passes through a linked folder that leads
// out is refused. The file itself is left to the opener (ReadSideFile) or
// the writer (WriteFile), which refuse a link out of the root, or
// any link, with their own words.
func InsideResolved(root, name string) error {
	absRoot, err := filepath.Abs(root)
	if err != nil {
		return err
	}
	abs, err := filepath.Abs(name)
	if err != nil {
		return err
	}
	if !Inside(absRoot, abs) {
		return errors.New("outside the repository's root")
	}
	realRoot, err := filepath.EvalSymlinks(absRoot)
	if err != nil {
		return err
	}
	// The longest existing prefix of the folder, resolved; the rest
	// appended.
	head, rest := filepath.Dir(abs), ""
	for {
		if real, err := filepath.EvalSymlinks(head); err == nil {
			if !Inside(realRoot, filepath.Join(real, rest)) {
				return errors.New("a symlink on the way leads outside the repository's root")
			}
			return nil
		}
		parent := filepath.Dir(head)
		if parent == head {
			return nil
		}
		rest = filepath.Join(filepath.Base(head), rest)
		head = parent
	}
}

// Inside reports whether path p is root or lies under it (both cleaned,
// absolute or both relative).
func Inside(root, p string) bool {
	r, err := filepath.Rel(root, p)
	return err == nil && r != ".." && !strings.HasPrefix(r, ".."+string(filepath.Separator)) && !filepath.IsAbs(r)
}

// Open opens name for reading after Resolve(root, name): only a regular
// file of at most limit bytes (0: no limit) is opened. A named pipe, a
// device or a directory is refused before it is opened, so it cannot block
// the scan; the file is checked again once open.
func Open(root, name string, limit int64) (*os.File, fs.FileInfo, error) {
	real, err := Resolve(root, name)
	if err != nil {
		return nil, nil, err
	}
	return OpenResolved(real, limit)
}

// OpenResolved opens a path Resolve or ResolveIn returned, with Open's
// checks: a regular file of at most limit bytes.
func OpenResolved(real string, limit int64) (*os.File, fs.FileInfo, error) {
	st, err := os.Stat(real)
	if err != nil {
		return nil, nil, &Error{Msg: Describe(err), Err: err}
	}
	if err := checkRegular(st, limit); err != nil {
		return nil, nil, err
	}
	f, err := os.Open(real)
	if err != nil {
		return nil, nil, &Error{Msg: Describe(err), Err: err}
	}
	st, err = f.Stat()
	if err == nil {
		err = checkRegular(st, limit)
	}
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	return f, st, nil
}

func checkRegular(st fs.FileInfo, limit int64) error {
	if st.IsDir() {
		return &Error{Msg: "a directory, not a file", Err: ErrNotRegular}
	}
	if !st.Mode().IsRegular() {
		return &Error{Msg: "not a regular file (pipe, socket or device); not read", Err: ErrNotRegular}
	}
	if limit > 0 && st.Size() > limit {
		return &Error{Msg: fmt.Sprintf("file too large to read: %d bytes (limit %d)", st.Size(), limit), Err: ErrTooLarge}
	}
	return nil
}

// ReadFile reads a whole file through Open: at most limit bytes, whatever
// the file grows to while it is read.
func ReadFile(root, name string, limit int64) ([]byte, error) {
	f, st, err := Open(root, name, limit)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return readAll(f, st, limit)
}

// ReadResolved is ReadFile for a path Resolve or ResolveIn returned (or
// one a walk derived from its folder's resolved path): its symlinks are
// not resolved again.
func ReadResolved(real string, limit int64) ([]byte, error) {
	f, st, err := OpenResolved(real, limit)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return readAll(f, st, limit)
}

// readAll reads an opened file: at most limit bytes, whatever the file
// grows to while it is read.
func readAll(f *os.File, st fs.FileInfo, limit int64) ([]byte, error) {
	r := io.Reader(f)
	if limit > 0 {
		r = io.LimitReader(f, limit+1)
	}
	data := make([]byte, 0, st.Size()+1)
	for {
		if len(data) == cap(data) {
			data = append(data, 0)[:len(data)]
		}
		n, err := r.Read(data[len(data):cap(data)])
		data = data[:len(data)+n]
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, &Error{Msg: Describe(err), Err: err}
		}
	}
	if limit > 0 && int64(len(data)) > limit {
		return nil, &Error{Msg: fmt.Sprintf("file too large to read: over %d bytes (limit %d)", limit, limit), Err: ErrTooLarge}
	}
	return data, nil
}

// WriteFile writes data to name atomically: to a temporary file in the same
// directory, then renamed over name. It refuses a name that is a symlink
// (even a dangling one) or anything but a regular file, and a rename
// replaces a directory entry, never what a link points at.
func WriteFile(name string, data []byte, perm fs.FileMode) error {
	if st, err := os.Lstat(name); err == nil {
		if st.Mode()&fs.ModeSymlink != 0 {
			return &Error{Msg: name + ": " + ErrSymlinkOut.Error(), Err: ErrSymlinkOut}
		}
		if !st.Mode().IsRegular() {
			return &Error{Msg: name + ": not a regular file; not overwritten", Err: ErrNotRegular}
		}
	} else if !errors.Is(err, fs.ErrNotExist) {
		return &Error{Msg: name + ": " + Describe(err), Err: err}
	}
	dir, base := filepath.Split(name)
	if dir == "" {
		dir = "."
	}
	tmp, err := os.CreateTemp(dir, "."+base+".tmp-*")
	if err != nil {
		return &Error{Msg: name + ": " + Describe(err), Err: err}
	}
	ok := false
	defer func() {
		if !ok {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if _, err := tmp.Write(data); err != nil {
		return &Error{Msg: name + ": " + Describe(err), Err: err}
	}
	if err := tmp.Chmod(perm); err != nil {
		return &Error{Msg: name + ": " + Describe(err), Err: err}
	}
	if err := tmp.Close(); err != nil {
		return &Error{Msg: name + ": " + Describe(err), Err: err}
	}
	if err := os.Rename(tmp.Name(), name); err != nil {
		return &Error{Msg: name + ": " + Describe(err), Err: err}
	}
	ok = true
	return nil
}

// WriteFileUnder is WriteFile for a path that names a file under base (an
// absolute folder: the current folder, the scan's root): every folder between base and the
// file must be a real folder, not a symlink, so a link a repository
// plants (reports -> ../../elsewhere) cannot carry a write out of the
// folder the path names. Missing folders are created, one by one, as real
// folders. With base "" (a path outside every base, which the user named
// themselves) only the file itself is checked, as WriteFile does.
func WriteFileUnder(base, name string, data []byte, perm fs.FileMode) error {
	if base != "" {
		abs, err := filepath.Abs(name)
		if err != nil {
			return &Error{Msg: name + ": " + Describe(err), Err: err}
		}
		rel, err := filepath.Rel(base, abs)
		if err != nil || !Inside(base, abs) {
			return &Error{Msg: name + ": not under the folder it is written from", Err: ErrOutsideRoot}
		}
		dir := base
		parts := strings.Split(filepath.Dir(rel), string(filepath.Separator))
		for i, part := range parts {
			if part == "." || part == "" {
				continue
			}
			dir = filepath.Join(dir, part)
			st, err := os.Lstat(dir)
			switch {
			case errors.Is(err, fs.ErrNotExist):
				if err := os.Mkdir(dir, 0o755); err != nil && !errors.Is(err, fs.ErrExist) {
					return &Error{Msg: name + ": " + Describe(err), Err: err}
				}
				continue
			case err != nil:
				return &Error{Msg: name + ": " + Describe(err), Err: err}
			case st.Mode()&fs.ModeSymlink != 0:
				shown := filepath.Join(parts[:i+1]...)
				return &Error{Msg: fmt.Sprintf("%s: %s is a symlink; %s (a write stays in the folder its path names)", name, shown, ErrLinkedDir), Err: ErrLinkedDir}
			case !st.IsDir():
				return &Error{Msg: name + ": " + filepath.Join(parts[:i+1]...) + " is not a folder", Err: ErrNotRegular}
			}
		}
	} else if dir := filepath.Dir(name); dir != "." {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return &Error{Msg: name + ": " + Describe(err), Err: err}
		}
	}
	return WriteFile(name, data, perm)
}

// ReadSideFile reads a file mcp-lint uses beside the scan (the config, the
// lockfile, the baseline, a .gitignore). A name that lies inside root
// (lexically) must also resolve inside it: a symlink planted in the
// repository cannot make the scan read /etc/passwd or block on /dev/zero.
// A name outside root was given by the user and is read where it is, but
// it too must be a regular file within the limit.
func ReadSideFile(root, name string, limit int64) ([]byte, error) {
	confine := ""
	if root != "" {
		absRoot, err1 := filepath.Abs(root)
		abs, err2 := filepath.Abs(name)
		if err1 == nil && err2 == nil && Inside(absRoot, abs) {
			confine = absRoot
		}
	}
	return ReadFile(confine, name, limit)
}
