package discover

import (
	"os"
	"path/filepath"
	"testing"
)

// TestExistsAnswersAsStat: Exists, answered from folder listings, says
// what os.Stat says of every kind of path: a file, a folder named like a
// module, links to a file, to a folder and to nothing, missing folders at
// any depth, a path above the root, and paths that are not clean.
func TestExistsAnswersAsStat(t *testing.T) {
	root := t.TempDir()
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(os.MkdirAll(filepath.Join(root, "pkg", "sub"), 0o755))
	must(os.MkdirAll(filepath.Join(root, "dir.py"), 0o755))
	must(os.WriteFile(filepath.Join(root, "pkg", "a.py"), []byte("x"), 0o644))
	must(os.WriteFile(filepath.Join(root, "pkg", "sub", "__init__.py"), []byte("x"), 0o644))
	must(os.WriteFile(filepath.Join(root, "top.py"), []byte("x"), 0o644))
	must(os.Symlink("a.py", filepath.Join(root, "pkg", "link.py")))
	must(os.Symlink("sub", filepath.Join(root, "pkg", "linkdir")))
	must(os.Symlink("missing.py", filepath.Join(root, "pkg", "dangling.py")))
	must(os.Symlink("../top.py", filepath.Join(root, "pkg", "up.py")))

	paths := []string{
		"top.py", "pkg/a.py", "pkg/b.py", "pkg/sub/__init__.py", "pkg/sub/x.py", "dir.py",
		"pkg/link.py", "pkg/linkdir/__init__.py", "pkg/linkdir/none.py", "pkg/dangling.py", "pkg/up.py",
		"nothere/x.py", "nothere/deeper/x.py", "pkg/a.py/x.py", "pkg", ".", "..", "../x.py",
		"pkg/./a.py", "pkg//a.py", "pkg/sub/../a.py", "typing.py", "typing/__init__.py",
	}
	w := &walker{root: root}
	for pass := range 2 { // the second pass answers from the caches
		for _, rel := range paths {
			fi, err := os.Stat(filepath.Join(root, filepath.FromSlash(rel)))
			want := err == nil && fi.Mode().IsRegular()
			if got := w.Exists(rel); got != want {
				t.Errorf("pass %d: Exists(%q) = %v, os.Stat says %v", pass, rel, got, want)
			}
		}
	}
}
