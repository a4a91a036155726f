package discover

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The PHP reader takes any bytes without a fault, read whole as a server
// file (an SDK's import is put first, so every input reaches the
// registration, attribute, docblock and handler passes): a fault would
// cost its file (an "internal error" at the file).
func FuzzPHPReader(f *testing.F) {
	matches, _ := filepath.Glob("testdata/php/*.php")
	more, _ := filepath.Glob("testdata/php/src/*/*.php")
	for _, m := range append(matches, more...) {
		if b, err := os.ReadFile(m); err == nil {
			f.Add(b)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		src := append([]byte("<?php\nuse Mcp\\Capability\\Attribute\\McpTool;\n?>"), data...)
		res := DiscoverBytes("src/Tools.php", src, Options{ComputedNotice: true})
		for _, e := range res.Errors {
			if strings.Contains(e.Message, "internal error") {
				t.Fatal(e.Message)
			}
		}
	})
}
