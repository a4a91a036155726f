package discover

import (
	"fmt"
	"strings"
	"testing"

	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
)

// TestTomlIndexIsGet: the index finds what Node.Get finds (the first
// member of a name) in a table of many members, members added between
// lookups included; and a file of many tables, one defined twice and
// others extended by dotted keys, reads as a search in order would.
func TestTomlIndexIsGet(t *testing.T) {
	n := &syntax.Node{Kind: syntax.KObject}
	x := tomlIndex{}
	add := func(k string) {
		n.Keys = append(n.Keys, &syntax.Node{Kind: syntax.KString, Str: k})
		n.Vals = append(n.Vals, &syntax.Node{Kind: syntax.KString, Str: fmt.Sprint(len(n.Vals))})
	}
	for i := 0; i < 100; i++ {
		add(fmt.Sprintf("k%d", i%70)) // keys 0 to 29 twice: Get finds the first
		for _, k := range []string{"k0", "k29", fmt.Sprintf("k%d", i%70), "k69", "none"} {
			if got, want := x.get(n, k), n.Get(k); got != want {
				t.Fatalf("after %d members: get(%q) = %v, Get %v", i+1, k, got, want)
			}
		}
	}
	if x[n] == nil {
		t.Fatal("a table of 100 members was never indexed: the test does not test the index")
	}
	var b strings.Builder
	for i := 0; i < 60; i++ {
		fmt.Fprintf(&b, "[mcp_servers.s%d]\ncommand = \"c%d\"\n", i, i)
	}
	b.WriteString("[mcp_servers.s3]\nargs = [\"again\"]\n")
	b.WriteString("[mcp_servers.s50.env]\nX = \"1\"\n")
	data := []byte(b.String())
	src := &syntax.Source{Path: "config.toml", Format: "toml", Data: data}
	root, err := parseTOML(src, data)
	if err != nil {
		t.Fatal(err)
	}
	servers := root.Get("mcp_servers")
	if len(servers.Keys) != 60 || servers.Get("s59").Get("command").Str != "c59" {
		t.Fatalf("%d servers, s59 %v", len(servers.Keys), servers.Get("s59"))
	}
	if s3 := servers.Get("s3"); s3.Get("command").Str != "c3" || s3.Get("args") == nil {
		t.Fatalf("s3 defined twice: %v", s3.Keys)
	}
	if servers.Get("s50").Get("env").Get("X").Str != "1" {
		t.Fatal("s50.env not read into s50")
	}
}
