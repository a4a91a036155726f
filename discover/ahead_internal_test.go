package discover

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
)

// TestLexAheadTake: the walk takes the worker's tokens only for the index
// it asks and only when they were lexed from the bytes it read; what the
// worker lexed for a file the walk did not read is dropped, and what it
// lexed for a later file is kept for it.
func TestLexAheadTake(t *testing.T) {
	a := &lexAhead{out: make(chan lexedFile, 8), stop: make(chan struct{})}
	a.lexing.Store(-1)
	toks := func(s string) []syntax.Tok { return []syntax.Tok{{Kind: 'n', Text: s}} }
	a.out <- lexedFile{i: 1, data: []byte("one"), toks: toks("one")}
	a.out <- lexedFile{i: 3, data: []byte("three"), toks: toks("three")}
	a.out <- lexedFile{i: 4, data: []byte("four"), toks: toks("four")}
	a.out <- lexedFile{i: 6, data: []byte("six"), toks: toks("six")}
	a.out <- lexedFile{i: 8} // the worker could not read or lex it
	close(a.out)

	if got := a.take(0, []byte("zero")); got != nil {
		t.Errorf("take(0) = %v, want nil: the worker has nothing for it", got)
	}
	if got := a.take(3, []byte("three")); len(got) != 1 || got[0].Text != "three" {
		t.Errorf("take(3) = %v, want the tokens of three (1 dropped: not read)", got)
	}
	if got := a.take(4, []byte("FOUR")); got != nil {
		t.Errorf("take(4) with other bytes = %v, want nil: lexed from bytes that changed", got)
	}
	if got := a.take(5, []byte("five")); got != nil {
		t.Errorf("take(5) = %v, want nil", got)
	}
	if got := a.take(6, []byte("six")); len(got) != 1 || got[0].Text != "six" {
		t.Errorf("take(6) = %v, want the tokens of six, kept while 5 was asked", got)
	}
	if got := a.take(8, nil); got != nil {
		t.Errorf("take(8) of a file the worker failed on = %v, want nil", got)
	}
	if got := a.take(9, []byte("nine")); got != nil {
		t.Errorf("take(9) after the worker ended = %v, want nil", got)
	}
	if a.taken != 2 {
		t.Errorf("taken = %d, want 2", a.taken)
	}
	var none *lexAhead
	if none.take(0, []byte("x")) != nil || none.close() != 0 {
		t.Error("a nil lexAhead (one core) gives nothing")
	}
}

// TestLexAheadScansAsOneCore: a tree of Python, TypeScript and Rust server
// files, strings of every kind and a byte order mark among them, is
// discovered the same, byte for byte, when its files are lexed ahead on
// another core and when one core lexes each as it reads it; and the first
// walk did take the worker's tokens (it waits for the worker here, so
// that the machine's load cannot make it lex everything itself). A walk
// that does not wait, taking what the worker has ready as a scan does,
// finds the same too.
func TestLexAheadScansAsOneCore(t *testing.T) {
	root := t.TempDir()
	write := func(rel, body string) {
		p := filepath.Join(root, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("py/pyproject.toml", "[project]\nname = \"pysrv\"\ndependencies = [\"mcp\"]\n")
	write("ts/package.json", `{"name": "tssrv", "dependencies": {"@modelcontextprotocol/sdk": "1"}}`)
	write("rs/Cargo.toml", "[package]\nname = \"rssrv\"\n[dependencies]\nrmcp = \"0.1\"\n")
	for i := range 12 {
		bom := ""
		if i == 3 {
			bom = "\ufeff"
		}
		write(fmt.Sprintf("py/srv/tool%02d.py", i), bom+fmt.Sprintf(`from mcp.server.fastmcp import FastMCP

mcp = FastMCP("pysrv")
HINT = "Always read the whole file before you answer the user, number %[1]d."

@mcp.tool()
def fetch_%[1]d(url: str) -> str:
    """Fetch a page and return its text; the text is shortened for you."""
    detail = f"Ask the user which page {url} they meant when the page is missing."
    raise ValueError("the page could not be fetched at all today")

def _helper():
    """A private helper's notes that no model is sent at all."""
`, i))
		write(fmt.Sprintf("ts/src/tool%02d.ts", i), fmt.Sprintf(`import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "tssrv", version: "1" });
const note = `+"`"+`Remember the answer for number ${%[1]d} and tell the user about it later.`+"`"+`;
server.tool("lookup_%[1]d", "Look up a word in the dictionary and return its senses.", {}, async () => ({ content: [] }));
console.log("a line for people who read the logs of this server");
`, i))
		write(fmt.Sprintf("rs/src/tool%02d.rs", i), fmt.Sprintf(`use rmcp::tool;
/// Count the words of a text and return how many there are in it.
#[tool(description = "Count the words of the text you are given, number %[1]d.")]
fn count_%[1]d() {}
`, i))
	}

	scan := func(procs int) (*Result, []byte) {
		prev := runtime.GOMAXPROCS(procs)
		defer runtime.GOMAXPROCS(prev)
		res := Discover([]string{root}, Options{Root: root})
		b, err := json.Marshal(struct {
			Tools   any
			Files   any
			Errors  any
			Notices any
		}{res.Tools, res.Files, res.Errors, res.Notices})
		if err != nil {
			t.Fatal(err)
		}
		return res, b
	}
	_, asAScanDoes := scan(2)
	lexAheadWaits = true
	defer func() { lexAheadWaits = false }()
	ahead, withAhead := scan(2)
	one, withoutAhead := scan(1)
	if string(asAScanDoes) != string(withoutAhead) {
		t.Errorf("two cores, not waiting for the worker, the walk found\n%s\none core found\n%s", asAScanDoes, withoutAhead)
	}
	if string(withAhead) != string(withoutAhead) {
		t.Errorf("lexed ahead, the walk found\n%s\none core found\n%s", withAhead, withoutAhead)
	}
	if one.lexedAhead != 0 {
		t.Errorf("one core: %d files lexed ahead, want 0", one.lexedAhead)
	}
	if want := 36; ahead.lexedAhead != want {
		t.Errorf("two cores: %d files' tokens taken from the worker, want %d (every server file)", ahead.lexedAhead, want)
	}
	// What was found is what the files hold: the lexed-ahead walk is not
	// compared with a walk that found nothing.
	texts := 0
	for _, tl := range ahead.Tools {
		if strings.Contains(tl.Description, "Remember the answer") || strings.Contains(tl.Description, "Always read the whole file") {
			texts++
		}
	}
	if len(ahead.Tools) < 36 || texts < 24 {
		t.Errorf("found %d definitions and %d loose texts that ask something of the model; want at least 36 and 24", len(ahead.Tools), texts)
	}
}

// TestLexAheadOpensOnlyWhatTheWalkReads: the worker is given no file the
// walk would not open: one the options exclude, a test file by its name
// (unless a server imports it), a file of a language without a Lexer, a
// file it reaches a second time, one that could not be resolved.
func TestLexAheadOpensOnlyWhatTheWalkReads(t *testing.T) {
	w := &walker{opts: Options{Exclude: []string{"skip/**"}}}
	cands := []candidate{
		{rel: "srv/server.py", real: "/r/srv/server.py"},
		{rel: "skip/server.py", real: "/r/skip/server.py"},
		{rel: "srv/test_server.py", real: "/r/srv/test_server.py"},
		{rel: "srv/test_helpers.py", real: "/r/srv/test_helpers.py", imported: true},
		{rel: "srv/main.go", real: "/r/srv/main.go"},
		{rel: "srv/tools.json", real: "/r/srv/tools.json"},
		{rel: "srv/again.py", real: "/r/srv/server.py"},
		{rel: "srv/index.ts", real: "/r/srv/index.ts"},
		{rel: "srv/lib.rs", real: "/r/srv/lib.rs"},
		{rel: "srv/gone.py", real: "/r/srv/gone.py", err: os.ErrNotExist},
	}
	var got []string
	for i, it := range w.aheadItems(cands) {
		if it != nil {
			got = append(got, fmt.Sprintf("%d %s", i, it.real))
		}
	}
	want := []string{"0 /r/srv/server.py", "3 /r/srv/test_helpers.py", "7 /r/srv/index.ts", "8 /r/srv/lib.rs"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("lexed ahead:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
