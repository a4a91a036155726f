package discover

import (
	"path/filepath"
	"testing"
)

// A file listed by the walk and gone before it is read (deleted mid-scan)
// is an error for that file, not a silent skip.
func TestFileVanishingMidScan(t *testing.T) {
	root := t.TempDir()
	w := fuzzWalker()
	w.opts.MaxFileSize = DefaultMaxFileSize
	w.root = root
	w.file(filepath.Join(root, "gone.tools.json"), "gone.tools.json", false)
	if len(w.res.Errors) != 1 || w.res.Errors[0].Path != "gone.tools.json" || w.res.Errors[0].Message != "file vanished or does not exist" {
		t.Fatalf("errors: %+v", w.res.Errors)
	}
}
