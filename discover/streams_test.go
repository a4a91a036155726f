package discover_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/discover"
)

// Several streams read in one discovery give what a walk of the same
// files gives: every file's definitions in one registry, each located in
// its own file at the same line and column.
func TestStreamsAreReadAsTheirFiles(t *testing.T) {
	files := []discover.Stream{
		{Name: "calc.tools.json", Data: []byte("{\"tools\": [\n  {\"name\": \"add\",\n   \"description\": \"Adds two numbers.\"}]}\n")},
		{Name: "others/github.tools.json", Data: []byte("[{\"name\": \"merge_pull_request\", \"description\": \"Merges a pull request.\"}]")},
	}
	dir := t.TempDir()
	for _, f := range files {
		p := filepath.Join(dir, filepath.FromSlash(f.Name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, f.Data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	walked := discover.Discover([]string{dir}, discover.Options{Root: dir, NoGitignore: true})
	streamed := discover.DiscoverStreams(files, discover.Options{})
	type place struct {
		ref             detect.ToolRef
		path            string
		line, col, size int
	}
	places := func(r *discover.Result) []place {
		var out []place
		for _, tl := range r.Tools {
			ref := tl.Ref()
			ref.Source = "" // the walk names the file by its place on disk
			loc, _ := r.Locate(tl.Ref(), detect.PathDescription, false, detect.Span{Start: 0, End: 4})
			out = append(out, place{ref, loc.Path, loc.Region.StartLine, loc.Region.StartColumn, loc.Region.ByteLength})
		}
		return out
	}
	want := []place{
		{detect.ToolRef{Server: "calc", Kind: detect.KindTool, Name: "add"}, "calc.tools.json", 3, 20, 4},
		{detect.ToolRef{Server: "github", Kind: detect.KindTool, Name: "merge_pull_request"}, "others/github.tools.json", 1, 49, 4},
	}
	for name, r := range map[string]*discover.Result{"walk": walked, "streams": streamed} {
		if len(r.Errors) != 0 {
			t.Fatalf("%s: errors %+v", name, r.Errors)
		}
		got := places(r)
		if len(got) != len(want) {
			t.Fatalf("%s: %+v, want %+v", name, got, want)
		}
		for i := range want {
			if got[i] != want[i] {
				t.Errorf("%s: %+v, want %+v", name, got[i], want[i])
			}
		}
	}
}
