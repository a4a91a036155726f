package safeio

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

func TestWriteFileRefusesSymlinksAndIsAtomic(t *testing.T) {
	dir := t.TempDir()
	victim := filepath.Join(dir, "victim.txt")
	if err := os.WriteFile(victim, []byte("precious"), 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "out.sarif")
	if err := os.Symlink(victim, link); err != nil {
		t.Fatal(err)
	}
	err := WriteFile(link, []byte("report"), 0o644)
	if !errors.Is(err, ErrSymlinkOut) {
		t.Fatalf("write through a symlink: %v", err)
	}
	if b, _ := os.ReadFile(victim); string(b) != "precious" {
		t.Fatalf("victim overwritten: %q", b)
	}
	// A dangling link is refused too: it would create its target.
	dangling := filepath.Join(dir, "mcp-lint.lock")
	if err := os.Symlink(filepath.Join(dir, "created"), dangling); err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(dangling, []byte("x"), 0o644); !errors.Is(err, ErrSymlinkOut) {
		t.Fatalf("write through a dangling symlink: %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "created")); !os.IsNotExist(err) {
		t.Fatalf("the link's target was created: %v", err)
	}
	// A plain file is replaced whole, and no temporary file is left.
	plain := filepath.Join(dir, "plain.json")
	for _, text := range []string{"first, longer text", "second"} {
		if err := WriteFile(plain, []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
		if b, _ := os.ReadFile(plain); string(b) != text {
			t.Fatalf("got %q, want %q", b, text)
		}
	}
	if st, _ := os.Stat(plain); st.Mode().Perm() != 0o600 {
		t.Fatalf("mode %v", st.Mode())
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 4 {
		t.Fatalf("files left: %v", entries)
	}
}

func TestReadSideFileBoundsAndConfines(t *testing.T) {
	root := t.TempDir()
	outside := t.TempDir()
	secret := filepath.Join(outside, "passwd")
	if err := os.WriteFile(secret, []byte("root:x:0:0"), 0o644); err != nil {
		t.Fatal(err)
	}
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(os.Symlink(secret, filepath.Join(root, "config.yaml")))
	must(os.Symlink("/dev/zero", filepath.Join(root, "mcp-lint.lock")))
	must(syscall.Mkfifo(filepath.Join(root, "pipe.json"), 0o644))
	must(os.WriteFile(filepath.Join(root, "big.json"), make([]byte, 2048), 0o644))
	must(os.WriteFile(filepath.Join(root, "ok.json"), []byte("{}"), 0o644))
	must(os.Symlink("ok.json", filepath.Join(root, "alias.json")))

	for name, want := range map[string]error{
		"config.yaml":   ErrOutsideRoot,
		"mcp-lint.lock": ErrOutsideRoot,
		"pipe.json":     ErrNotRegular,
		"big.json":      ErrTooLarge,
	} {
		if _, err := ReadSideFile(root, filepath.Join(root, name), 1024); !errors.Is(err, want) {
			t.Errorf("%s: %v, want %v", name, err, want)
		}
	}
	for _, name := range []string{"ok.json", "alias.json"} {
		if b, err := ReadSideFile(root, filepath.Join(root, name), 1024); err != nil || string(b) != "{}" {
			t.Errorf("%s: %q %v", name, b, err)
		}
	}
	// A file the user names outside the root is read where it is.
	if b, err := ReadSideFile(root, secret, 1024); err != nil || string(b) != "root:x:0:0" {
		t.Errorf("outside the root: %q %v", b, err)
	}
	// /dev/zero named directly is still refused: not a regular file.
	if _, err := ReadSideFile(root, "/dev/zero", 1024); !errors.Is(err, ErrNotRegular) {
		t.Errorf("/dev/zero: %v", err)
	}
}

// A write under base never leaves the folder its path names: a symlinked
// folder on the way (the last one, or one higher up) is refused with a
// clear error and nothing is written where it points; missing folders are
// created as real folders; a path outside every base is written as named.
func TestWriteFileUnderRefusesSymlinkedFolders(t *testing.T) {
	base := t.TempDir()
	elsewhere := t.TempDir()
	if err := os.WriteFile(filepath.Join(elsewhere, "r.sarif"), []byte("precious"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(elsewhere, filepath.Join(base, "reports")); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(base, "a"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(elsewhere, filepath.Join(base, "a", "b")); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ name, shown string }{
		{"reports/r.sarif", "reports"},
		{"reports/new/r.sarif", "reports"},
		{"a/b/r.sarif", "a/b"},
	} {
		err := WriteFileUnder(base, filepath.Join(base, c.name), []byte("report"), 0o644)
		if !errors.Is(err, ErrLinkedDir) {
			t.Fatalf("%s: %v", c.name, err)
		}
		want := c.shown + " is a symlink; refusing to write through a symlinked folder"
		if !strings.Contains(err.Error(), want) {
			t.Fatalf("%s: %q does not say %q", c.name, err, want)
		}
	}
	if b, _ := os.ReadFile(filepath.Join(elsewhere, "r.sarif")); string(b) != "precious" {
		t.Fatalf("the file behind the link was changed: %q", b)
	}
	if entries, _ := os.ReadDir(elsewhere); len(entries) != 1 {
		t.Fatalf("something was created behind the link: %v", entries)
	}
	// Missing folders are created; the file is written.
	if err := WriteFileUnder(base, filepath.Join(base, "out", "deep", "r.sarif"), []byte("report"), 0o644); err != nil {
		t.Fatal(err)
	}
	if st, err := os.Lstat(filepath.Join(base, "out", "deep")); err != nil || !st.IsDir() {
		t.Fatalf("out/deep: %v %v", st, err)
	}
	// A path the user named outside every base is written where it is.
	outside := filepath.Join(elsewhere, "named", "r.sarif")
	if err := WriteFileUnder("", outside, []byte("report"), 0o644); err != nil {
		t.Fatal(err)
	}
}
