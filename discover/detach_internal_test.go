package discover

import (
	"testing"

	"github.com/mcp-lint/mcp-lint/discover/internal/lang/golang"

	"github.com/mcp-lint/mcp-lint/detect"
)

// A definition whose parse tree was let go is found again at the same
// places: every field of every definition of the scan test repository and
// of the examples locates and carries the same comments with and
// without the trees kept.
func TestDetachedDefinitionsLocateAlike(t *testing.T) {
	for _, root := range []string{"../scan/testdata/repo", "../examples"} {
		kept := Discover([]string{root}, Options{Root: root, keepTrees: true})
		let := Discover([]string{root}, Options{Root: root})
		detached := 0
		for ref, o := range let.origins {
			if o.file != nil {
				detached++
			}
			fields := []string{"", "name", "description", "inputSchema", "command", "args[0]", "instructions"}
			for _, f := range fields {
				for _, key := range []bool{false, true} {
					a, okA := kept.Locate(ref, f, key, detect.Span{})
					b, okB := let.Locate(ref, f, key, detect.Span{})
					if okA != okB || a != b {
						t.Errorf("%s %q key=%v: kept %v %+v, read again %v %+v", ref, f, key, okA, a, okB, b)
					}
					ca, cb := kept.Comments(ref, f, key), let.Comments(ref, f, key)
					if len(ca) != len(cb) {
						t.Errorf("%s %q: comments %v vs %v", ref, f, ca, cb)
					}
				}
			}
		}
		if detached == 0 {
			t.Errorf("%s: no definition was detached; the test proves nothing", root)
		}
	}
}

// An import path or folder that climbs out of the root is never read for
// input types.
func TestGoPackagesStayInsideTheRoot(t *testing.T) {
	w := &walker{root: "testdata/gosrc-handler", realRoot: "testdata/gosrc-handler", res: &Result{}}
	if dir, ok := golang.PackageDir(w, "weather", "example.com/weather/weather/params"); !ok || dir != "weather/params" {
		t.Fatalf("a package of the module: %q %v", dir, ok)
	}
	if dir, ok := golang.PackageDir(w, "weather", "example.com/weather/../../../etc"); ok {
		t.Fatalf("an import path with .. resolved to %q", dir)
	}
	if dir, ok := golang.PackageDir(w, "weather", "github.com/other/module/params"); ok {
		t.Fatalf("another module's package resolved to %q", dir)
	}
	for _, dir := range []string{"..", "../etc", "/etc"} {
		if s := golang.FindSibling(w, dir, "", "Anything", ""); s != nil {
			t.Fatalf("read types from %q", dir)
		}
	}
}
