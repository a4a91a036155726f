package safeio

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// OpenFile refuses what OpenResolved refuses, with the same message and
// cause (a FIFO without blocking, a device, a folder, a missing file, one
// over the limit), and reads what it reads.
func TestOpenFileIsOpenResolved(t *testing.T) {
	root := t.TempDir()
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(syscall.Mkfifo(filepath.Join(root, "pipe.json"), 0o644))
	must(os.Mkdir(filepath.Join(root, "dir.json"), 0o755))
	must(os.WriteFile(filepath.Join(root, "big.json"), make([]byte, 2048), 0o644))
	must(os.WriteFile(filepath.Join(root, "ok.json"), []byte(`{"a": 1}`), 0o644))
	must(os.WriteFile(filepath.Join(root, "locked.json"), []byte(`{}`), 0o000))
	must(os.Symlink("ok.json", filepath.Join(root, "alias.json")))
	must(os.Symlink("alias2.json", filepath.Join(root, "loop.json")))
	must(os.Symlink("loop.json", filepath.Join(root, "alias2.json")))
	for _, name := range []string{"pipe.json", "dir.json", "big.json", "missing.json", "locked.json", "loop.json", "/dev/zero", "/dev/null"} {
		p := name
		if !filepath.IsAbs(p) {
			p = filepath.Join(root, name)
		}
		_, _, want := OpenResolved(p, 1024)
		got, err := OpenFile(p, 1024)
		if want == nil {
			// root reads a file whatever its mode
			if err != nil {
				t.Errorf("%s: %v, OpenResolved read it", name, err)
			} else {
				got.Close()
			}
			continue
		}
		if err == nil {
			got.Close()
			t.Errorf("%s: opened, want %v", name, want)
			continue
		}
		if err.Error() != want.Error() || Describe(err) != Describe(want) {
			t.Errorf("%s: %q, want %q", name, err, want)
		}
		for _, target := range []error{ErrNotRegular, ErrTooLarge, os.ErrNotExist, os.ErrPermission} {
			if errors.Is(err, target) != errors.Is(want, target) {
				t.Errorf("%s: errors.Is(%v) = %v, OpenResolved's %v", name, target, errors.Is(err, target), errors.Is(want, target))
			}
		}
		var pe, wpe *os.PathError
		if errors.As(err, &pe) != errors.As(want, &wpe) {
			t.Errorf("%s: a PathError: %v, OpenResolved's: %v", name, pe, wpe)
		}
	}
	for _, name := range []string{"ok.json", "alias.json"} {
		f, err := OpenFile(filepath.Join(root, name), 1024)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		b, err := io.ReadAll(f)
		if err != nil || string(b) != `{"a": 1}` || f.Size() != 8 {
			t.Errorf("%s: %q %v, size %d", name, b, err, f.Size())
		}
		at := make([]byte, 3)
		if n, err := f.ReadAt(at, 5); n != 3 || err != nil || string(at) != " 1}" {
			t.Errorf("%s: ReadAt %d %q %v", name, n, at, err)
		}
		if n, err := f.ReadAt(at, 6); n != 2 || err != io.EOF {
			t.Errorf("%s: ReadAt past the end: %d %v", name, n, err)
		}
		if err := f.Close(); err != nil {
			t.Error(err)
		}
	}
}
