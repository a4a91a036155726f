package discover

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The Rust, Java, Kotlin and C# readers take any bytes without a fault: a
// fault would cost its file (an "internal error" at the file).
func FuzzCLikeReaders(f *testing.F) {
	names := []string{"src/main.rs", "Tools.java", "Main.kt", "Tools.cs"}
	for i, n := range names {
		matches, _ := filepath.Glob("testdata/clike/*" + filepath.Ext(n))
		for _, m := range matches {
			if b, err := os.ReadFile(m); err == nil {
				f.Add(b, uint8(i))
			}
		}
	}
	f.Fuzz(func(t *testing.T, data []byte, which uint8) {
		res := DiscoverBytes(names[int(which)%len(names)], data, Options{})
		for _, e := range res.Errors {
			if strings.Contains(e.Message, "internal error") {
				t.Fatal(e.Message)
			}
		}
	})
}
