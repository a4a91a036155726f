package safeio

import (
	"errors"
	"os"
	"path/filepath"
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
