package discover

import (
	"flag"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the generated table of docs/sources.md")

// The table of formats is one table: an ending belongs to one row, is
// lower case, and every source format has a reader and battery cases
// (testdata/battery/<format>/), and every battery folder is a reader's.
func TestFormatTable(t *testing.T) {
	seen := map[string]string{}
	names := map[string]bool{}
	for _, f := range formats {
		if names[f.format] {
			t.Errorf("format %s has two rows", f.format)
		}
		names[f.format] = true
		if len(f.exts) == 0 {
			t.Errorf("format %s has no ending", f.format)
		}
		for _, e := range f.exts {
			if !strings.HasPrefix(e, ".") || e != strings.ToLower(e) {
				t.Errorf("ending %q of %s: want a lower-case ending with its dot", e, f.format)
			}
			if other, ok := seen[e]; ok {
				t.Errorf("ending %s is in two rows: %s and %s", e, other, f.format)
			}
			seen[e] = f.format
		}
		if (f.reader == nil) == (f.what == "") {
			t.Errorf("format %s: a data format says what it is, a source format has a reader (and only one of them)", f.format)
		}
	}
	if len(candidateExt) != len(seen) {
		t.Errorf("candidateExt has %d endings, the table %d", len(candidateExt), len(seen))
	}
	dirs, err := filepath.Glob("testdata/battery/*")
	if err != nil {
		t.Fatal(err)
	}
	battery := map[string]bool{}
	for _, d := range dirs {
		if fi, err := os.Stat(d); err == nil && fi.IsDir() {
			battery[filepath.Base(d)] = true
			if readerOf(filepath.Base(d)) == nil {
				t.Errorf("%s: a battery folder for no reader", d)
			}
		}
	}
	for _, f := range sourceFormats() {
		cases, _ := filepath.Glob(filepath.Join("testdata/battery", f, "*.txtar"))
		if len(cases) == 0 {
			t.Errorf("reader %s (%s) has no battery case under testdata/battery/%s/", f, readerOf(f).Name(), f)
		}
	}
	if got := sourceFormats(); !sort.StringsAreSorted(got) || len(got) != len(readers) {
		t.Errorf("sourceFormats() = %v", got)
	}
}

// The format of a name is its ending's, in any case; a name with no
// ending of the table has none.
func TestFormatOf(t *testing.T) {
	for name, want := range map[string]string{
		"tools.json": "json", "a/B.JSONC": "json", "x.code-workspace": "json", "s.ndjson": "jsonl",
		"server.PY": "py", "index.mts": "js", "Tool.kt": "kt", "Program.cs": "cs", "bundle.dxt": "mcpb", "src/Tools.PHP": "php",
		"README.md": "", "Makefile": "", "x.json.bak": "",
	} {
		got, ok := formatOf(name)
		if got != want || ok != (want != "") {
			t.Errorf("formatOf(%q) = %q, %v; want %q", name, got, ok, want)
		}
	}
}

// Each reader turns down its language's tests and declarations by name,
// and only those.
func TestReaderSkip(t *testing.T) {
	for _, c := range []struct {
		rel  string
		want bool
	}{
		{"pkg/server_test.go", true}, {"pkg/server.go", false},
		{"tests/test_tools.py", true}, {"src/conftest.py", true}, {"src/tools_test.py", true}, {"src/tools.py", false}, {"src/testing.py", false},
		{"src/index.d.ts", true}, {"src/a.spec.ts", true}, {"src/a.test.js", true}, {"dist/a.min.js", false}, {"src/tests.ts", false},
		{"src/test/java/ToolsTest.java", true}, {"src/main/java/Tools.java", false}, {"src/main/java/ToolsTests.java", true},
		{"tests/server.rs", true}, {"src/tests.rs", false}, {"src/tool_test.rs", true},
		{"Tools.Tests/EchoTests.cs", true}, {"Tools/Echo.cs", false}, {"app/ToolTest.kt", true},
		{"tests/Unit/LedgerTest.php", true}, {"src/Ledger.php", false}, {"src/LedgerTest.php", true}, {"src/Testing.php", false},
	} {
		f, ok := formatOf(c.rel)
		if !ok || readerOf(f) == nil {
			t.Fatalf("%s: no reader", c.rel)
		}
		if got := readerOf(f).Skip(c.rel); got != c.want {
			t.Errorf("%s reader: skip(%q) = %v, want %v", readerOf(f).Name(), c.rel, got, c.want)
		}
	}
}

// docs/sources.md holds the tables of formats and of clients as they
// render.
func TestSourcesDocTables(t *testing.T) {
	const file = "../docs/sources.md"
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	doc := string(b)
	for name, table := range map[string]string{"formats": formatTable(), "clients": clientTable(), "agents": agentTable()} {
		begin, end := "<!-- "+name+":begin -->\n", "<!-- "+name+":end -->"
		i, j := strings.Index(doc, begin), strings.Index(doc, end)
		if i < 0 || j < i {
			t.Fatalf("%s: no %q … %q block", file, begin, end)
		}
		doc = doc[:i+len(begin)] + table + doc[j:]
	}
	if *update {
		if err := os.WriteFile(file, []byte(doc), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if doc != string(b) {
		t.Errorf("%s: a generated table is stale: run go test ./discover -run TestSourcesDocTables -update", file)
	}
}

// Every row of the client table names its example: no row is shadowed
// by one above it.
func TestClientTableRows(t *testing.T) {
	for _, c := range clientConfigs {
		key := c.key
		if key == "" {
			key = "mcpServers"
		}
		if got := clientOf(c.example, key); got != c.client {
			t.Errorf("clientOf(%q, %q) = %s, want %s (row shadowed?)", c.example, key, got, c.client)
		}
	}
	if got := clientOf("configs/servers.json", "mcpServers"); got != "mcp-client" {
		t.Errorf("a config no row names is %s, want mcp-client", got)
	}
}
