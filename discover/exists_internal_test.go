package discover

import (
	"os"
	"path/filepath"
	"testing"
)

// TestExistsAnswersAsStat: Exists, answered from folder listings, says
// what os.Stat says of every kind of path: a file, a folder named like a
// module, links to a file, to a folder and to nothing, missing folders at
// any depth, a file above the root, names in another case, paths that
// are not clean, and (when the test does not run as root, whom
// permissions do not stop) a folder that cannot be listed and one that
// can be listed but not entered.
func TestExistsAnswersAsStat(t *testing.T) {
	above := t.TempDir()
	root := filepath.Join(above, "root")
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	file := func(rel string) {
		t.Helper()
		p := filepath.Join(root, filepath.FromSlash(rel))
		must(os.MkdirAll(filepath.Dir(p), 0o755))
		must(os.WriteFile(p, []byte("x"), 0o644))
	}
	file("pkg/a.py")
	file("pkg/sub/__init__.py")
	file("top.py")
	file("Caps/Mod.py")
	file("shut/hidden.py")
	file("blind/seen.py")
	must(os.MkdirAll(filepath.Join(root, "dir.py"), 0o755))
	must(os.WriteFile(filepath.Join(above, "x.py"), []byte("x"), 0o644))
	must(os.Symlink("a.py", filepath.Join(root, "pkg", "link.py")))
	must(os.Symlink("sub", filepath.Join(root, "pkg", "linkdir")))
	must(os.Symlink("missing.py", filepath.Join(root, "pkg", "dangling.py")))
	must(os.Symlink("../top.py", filepath.Join(root, "pkg", "up.py")))
	if os.Geteuid() != 0 {
		must(os.Chmod(filepath.Join(root, "shut"), 0o311))  // entered, not listed
		must(os.Chmod(filepath.Join(root, "blind"), 0o644)) // listed, not entered
		t.Cleanup(func() {
			os.Chmod(filepath.Join(root, "shut"), 0o755)
			os.Chmod(filepath.Join(root, "blind"), 0o755)
		})
	}

	paths := []string{
		"top.py", "pkg/a.py", "pkg/b.py", "pkg/sub/__init__.py", "pkg/sub/x.py", "dir.py",
		"pkg/link.py", "pkg/linkdir/__init__.py", "pkg/linkdir/none.py", "pkg/dangling.py", "pkg/up.py",
		"nothere/x.py", "nothere/deeper/x.py", "pkg/a.py/x.py", "pkg", ".", "..", "../x.py", "../y.py",
		"pkg/./a.py", "pkg//a.py", "pkg/sub/../a.py", "typing.py", "typing/__init__.py",
		"Caps/Mod.py", "caps/mod.py", "CAPS/MOD.PY", "Pkg/A.py", "TOP.py",
		"shut/hidden.py", "shut/other.py", "blind/seen.py", "blind/other.py",
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
	if !w.Exists("../x.py") || w.Exists("pkg/b.py") || !w.Exists("pkg/link.py") {
		t.Error("the paths above do not cover a file above the root, a missing name and a link")
	}
}
