package discover

import (
	"bytes"
	"crypto/sha1"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/format/index"
)

// encodeIndex writes an index of paths with go-git's encoder, in format
// version v; every other entry has extended flags (intent to add), which
// versions 3 and 4 write.
func encodeIndex(t *testing.T, v uint32, paths []string) []byte {
	t.Helper()
	idx := &index.Index{Version: v}
	sort.Strings(paths)
	for i, p := range paths {
		e := idx.Add(p)
		e.Hash = plumbing.NewHash("0123456789abcdef0123456789abcdef01234567")
		e.IntentToAdd = v > 2 && i%2 == 1
	}
	var b bytes.Buffer
	if err := index.NewEncoder(&b).Encode(idx); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// The fast index reader gives the names go-git's decoder gives, in every
// format version, for names of every padding, names longer than the
// 12-bit length field, and version 4's shared prefixes.
func TestIndexNamesAgreeWithGoGit(t *testing.T) {
	paths := []string{"a", "ab", "abc", "abcdefg", "abcdefgh", ".mcp.json", "servers/weather/tools.json",
		"servers/weather/tools.yaml", "servers/wind/x.py", "z/" + strings.Repeat("long/", 900) + "tools.json", "é/ünïcode.json"}
	for _, v := range []uint32{2, 3, 4} {
		data := encodeIndex(t, v, slices.Clone(paths))
		got, err := indexNames(data)
		if err != nil {
			t.Fatalf("version %d: %v", v, err)
		}
		var idx index.Index
		if err := index.NewDecoder(bytes.NewReader(data)).Decode(&idx); err != nil {
			t.Fatal(err)
		}
		var want []string
		for _, e := range idx.Entries {
			want = append(want, e.Name)
		}
		if !slices.Equal(got, want) {
			t.Errorf("version %d:\n got %q\nwant %q", v, got, want)
		}
	}
}

// What the fast reader does not accept — a damaged hash, a truncated
// entry, an unknown version, a mandatory extension — is an error, and
// the walk asks go-git, which refuses or reads it.
func TestIndexNamesRefusesWhatItDoesNotRead(t *testing.T) {
	good := encodeIndex(t, 2, []string{"a.json", "b/c.json"})
	bad := map[string][]byte{
		"hash":      append(slices.Clone(good[:len(good)-1]), good[len(good)-1]^1),
		"truncated": good[:40],
		"version":   append(append([]byte("DIRC"), 0, 0, 0, 9), good[8:]...),
		"signature": append([]byte("CRID"), good[4:]...),
	}
	// A mandatory (lower-case) extension before the hash, with the hash
	// made right.
	body := append(slices.Clone(good[:len(good)-20]), []byte("link\x00\x00\x00\x00")...)
	bad["mandatory extension"] = appendSHA1(body)
	for name, data := range bad {
		if names, err := indexNames(data); err == nil {
			t.Errorf("%s: read %q", name, names)
		}
	}
	// An optional extension (upper case) is skipped.
	withExt := appendSHA1(append(slices.Clone(good[:len(good)-20]), []byte("ABCD\x00\x00\x00\x02xy")...))
	if names, err := indexNames(withExt); err != nil || !slices.Equal(names, []string{"a.json", "b/c.json"}) {
		t.Errorf("optional extension: %q, %v", names, err)
	}
}

// A scan that starts above a checkout applies that checkout's index: a
// file it tracks is scanned whatever its .gitignore says, and an
// untracked file the .gitignore lists is not. The root's own index
// still applies at the root.
func TestIndexOfACheckoutBelowTheRoot(t *testing.T) {
	tool := `[{"name":"t","description":"d","inputSchema":{"type":"object"}}]`
	root := t.TempDir()
	files := map[string]string{
		"work/app/.gitignore":          "gen/\n*.local.json\n",
		"work/app/gen/tools.json":      tool, // tracked
		"work/app/gen/b.tools.json":    tool, // not tracked, ignored
		"work/app/x.local.json":        tool, // tracked
		"work/app/y.local.json":        tool, // not tracked, ignored
		"work/app/keep/c.tools.json":   tool, // not tracked, not ignored
		"work/other/.gitignore":        "*.json\n",
		"work/other/o.tools.json":      tool, // no index there: ignored
		"work/app/sub/.git":            "gitdir: ../../../modules/sub\n",
		"modules/sub/index":            "",
		"work/app/sub/.gitignore":      "*.json\n",
		"work/app/sub/s.tools.json":    tool, // tracked by the submodule's index
		"work/app/sub/u.tools.json":    tool, // not tracked, ignored
		"work/app/.git/info/exclude":   "",
		"work/app/.git/HEAD":           "ref: refs/heads/main\n",
		"work/app/.git/d.tools.json":   tool, // never read
		"work/app/keep/d/.placeholder": "",
	}
	for p, c := range files {
		full := filepath.Join(root, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(full, []byte(c), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write := func(p string, data []byte) {
		if err := os.WriteFile(filepath.Join(root, filepath.FromSlash(p)), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("work/app/.git/index", encodeIndex(t, 2, []string{".gitignore", "gen/tools.json", "x.local.json", "sub"}))
	write("modules/sub/index", encodeIndex(t, 4, []string{".gitignore", "s.tools.json"}))
	res := Discover([]string{filepath.Join(root, "work")}, Options{Root: root})
	var got []string
	for _, f := range res.Files {
		got = append(got, f.Path)
	}
	want := []string{"work/app/gen/tools.json", "work/app/keep/c.tools.json", "work/app/sub/s.tools.json", "work/app/x.local.json"}
	if !slices.Equal(got, want) {
		t.Errorf("files:\n got %q\nwant %q", got, want)
	}
	if len(res.Errors) != 0 {
		t.Errorf("errors: %+v", res.Errors)
	}

	// A checkout whose index cannot be read has no .gitignore applied
	// below it (the scan reads more, never less), and says so.
	write("work/app/.git/index", []byte("DIRC damaged"))
	res = Discover([]string{filepath.Join(root, "work")}, Options{Root: root})
	got = got[:0]
	for _, f := range res.Files {
		got = append(got, f.Path)
	}
	want = []string{"work/app/gen/b.tools.json", "work/app/gen/tools.json", "work/app/keep/c.tools.json",
		"work/app/sub/s.tools.json", "work/app/sub/u.tools.json", "work/app/x.local.json", "work/app/y.local.json"}
	if !slices.Equal(got, want) {
		t.Errorf("files with a damaged index:\n got %q\nwant %q", got, want)
	}
	if len(res.Notices) != 1 || res.Notices[0].Path != "work/app/.git/index" || !strings.Contains(res.Notices[0].Message, "could not read the git index") {
		t.Errorf("notices: %+v", res.Notices)
	}
}

func appendSHA1(b []byte) []byte {
	sum := sha1.Sum(b)
	return append(b, sum[:]...)
}

// An index's hash is checked when the index decides something: a path an
// ignore pattern excludes and the index does not list. A wrong hash then
// does what a damaged index does (a notice, and no .gitignore applied
// below it); one that decides nothing is not read for its hash, and not
// reported.
func TestIndexHashCheckedWhenItDecides(t *testing.T) {
	tool := `[{"name":"t","description":"d","inputSchema":{"type":"object"}}]`
	setup := func(t *testing.T, files map[string]string, indexes map[string][]string, damage string) string {
		root := t.TempDir()
		for p, c := range files {
			full := filepath.Join(root, filepath.FromSlash(p))
			if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(full, []byte(c), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		for dir, paths := range indexes {
			data := encodeIndex(t, 2, paths)
			if dir == damage {
				data[len(data)-1] ^= 1 // the hash only: the entries still read
			}
			full := filepath.Join(root, filepath.FromSlash(dir), ".git", "index")
			if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(full, data, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		return root
	}
	paths := func(res *Result) []string {
		var got []string
		for _, f := range res.Files {
			got = append(got, f.Path)
		}
		return got
	}
	files := map[string]string{
		".gitignore":          "*.local.json\nout/\n",
		"a.tools.json":        tool, // tracked
		"x.local.json":        tool, // tracked, ignored
		"y.local.json":        tool, // not tracked, ignored
		"out/z.tools.json":    tool, // not tracked, ignored folder
		"sub/.gitignore":      "*.json\n",
		"sub/s.tools.json":    tool, // tracked by sub's index
		"sub/u.tools.json":    tool, // not tracked, ignored
		"keep/k.tools.json":   tool, // not tracked, not ignored
		"keep/.gitignore":     "nothing-here\n",
		"keep/m/m.tools.json": tool,
	}
	indexes := map[string][]string{".": {".gitignore", "a.tools.json", "x.local.json", "sub"}, "sub": {".gitignore", "s.tools.json"}}
	sound := []string{"a.tools.json", "keep/k.tools.json", "keep/m/m.tools.json", "sub/s.tools.json", "x.local.json"}
	for _, tc := range []struct {
		name, damage string
		want         []string
		notice       string
	}{
		{"sound", "", sound, ""},
		{"root hash", ".", []string{"a.tools.json", "keep/k.tools.json", "keep/m/m.tools.json", "out/z.tools.json",
			"sub/s.tools.json", "sub/u.tools.json", "x.local.json", "y.local.json"}, ".git/index"},
		{"submodule hash", "sub", []string{"a.tools.json", "keep/k.tools.json", "keep/m/m.tools.json", "sub/s.tools.json",
			"sub/u.tools.json", "x.local.json"}, "sub/.git/index"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			root := setup(t, files, indexes, tc.damage)
			res := Discover(nil, Options{Root: root})
			if got := paths(res); !slices.Equal(got, tc.want) {
				t.Errorf("files:\n got %q\nwant %q", got, tc.want)
			}
			var notices []string
			for _, n := range res.Notices {
				notices = append(notices, n.Path+": "+n.Message)
			}
			if tc.notice == "" && len(notices) != 0 || tc.notice != "" && (len(notices) != 1 || res.Notices[0].Path != tc.notice ||
				!strings.Contains(res.Notices[0].Message, "could not read the git index")) {
				t.Errorf("notices: %q, want one at %q", notices, tc.notice)
			}
		})
	}
	// A damaged hash in an index that decides nothing (no path is
	// ignored) is not read for its hash: the scan is the same.
	t.Run("deciding nothing", func(t *testing.T) {
		root := setup(t, map[string]string{".gitignore": "*.local.json\n", "a.tools.json": tool, "b/c.tools.json": tool},
			map[string][]string{".": {".gitignore", "a.tools.json", "b/c.tools.json"}}, ".")
		res := Discover(nil, Options{Root: root})
		if got, want := paths(res), []string{"a.tools.json", "b/c.tools.json"}; !slices.Equal(got, want) || len(res.Notices) != 0 {
			t.Errorf("files %q (want %q), notices %+v", got, want, res.Notices)
		}
	})
}

// With one index, each folder's tracked question searches only the names
// below it: names that share a folder's name as a prefix ("gen-x",
// "gen.json" beside "gen/"), sort before or after its own ("gen/" > "gen-x"
// > "gen.json" bytewise), folders tracked only through a deep file, and a
// walk that starts in a subfolder all get what the whole index says.
func TestTrackedFolderByFolder(t *testing.T) {
	tool := `[{"name":"t","description":"d","inputSchema":{"type":"object"}}]`
	tracked := []string{".gitignore", "a/.gitignore", "a/gen/.gitignore", "a/gen/deep/er/t.tools.json", "a/gen-x.tools.json", "a/gen.tools.json",
		"a/gen0/t.tools.json", "b/t.tools.json", "gen/t.tools.json"}
	untracked := []string{"a/gen/u.tools.json", "a/gen-x/u.tools.json", "a/gen/deep/u.tools.json", "a/gen1/u.tools.json",
		"a/u.tools.json", "c/u.tools.json", "gen-x/u.tools.json", "gen.x/u.tools.json"}
	root := t.TempDir()
	write := func(p string, data []byte) {
		full := filepath.Join(root, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(full, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, p := range append(slices.Clone(tracked), untracked...) {
		if strings.HasSuffix(p, ".gitignore") {
			write(p, []byte("*.json\n")) // a walk from a subfolder reads the ignore files from there down
		} else {
			write(p, []byte(tool))
		}
	}
	write(".git/index", encodeIndex(t, 2, slices.Clone(tracked)))
	for _, tc := range []struct {
		top  string
		want []string
	}{
		{"", []string{"a/gen-x.tools.json", "a/gen.tools.json", "a/gen/deep/er/t.tools.json", "a/gen0/t.tools.json", "b/t.tools.json", "gen/t.tools.json"}},
		{"a", []string{"a/gen-x.tools.json", "a/gen.tools.json", "a/gen/deep/er/t.tools.json", "a/gen0/t.tools.json"}},
		{"a/gen", []string{"a/gen/deep/er/t.tools.json"}},
	} {
		var args []string
		if tc.top != "" {
			args = []string{filepath.Join(root, filepath.FromSlash(tc.top))}
		}
		res := Discover(args, Options{Root: root})
		var got []string
		for _, f := range res.Files {
			got = append(got, f.Path)
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("from %q:\n got %q\nwant %q", tc.top, got, tc.want)
		}
		if len(res.Errors) != 0 || len(res.Notices) != 0 {
			t.Errorf("from %q: errors %+v, notices %+v", tc.top, res.Errors, res.Notices)
		}
	}
}
