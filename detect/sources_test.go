package detect

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// GoSources are the paths of the non-test Go files of detect and the
// packages under it (testdata left out), with forward slashes: the files
// the tests that read the source itself parse.
func GoSources(t *testing.T) []string {
	t.Helper()
	var paths []string
	err := filepath.WalkDir(".", func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && d.Name() == "testdata" {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(p, ".go") && !strings.HasSuffix(p, "_test.go") {
			paths = append(paths, filepath.ToSlash(p))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return paths
}
