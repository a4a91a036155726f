package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"
)

var updateCLIDoc = flag.Bool("update", false, "rewrite docs/cli.md")

// docs/cli.md is the CLI reference, generated from the commands' flag
// definitions (their --help): regenerate with `go test ./cmd/mcp-lint
// -update`. The test fails when the file is stale.
func TestCLIReferenceIsCurrent(t *testing.T) {
	var b strings.Builder
	b.WriteString("# mcp-lint command-line reference\n\n")
	b.WriteString("Generated from the flag definitions by `go test ./cmd/mcp-lint -update`; do not edit.\n\n")
	b.WriteString("```text\n" + usage + "```\n")
	for _, cmd := range []string{"scan", "eval", "rules", "explain", "init", "lock", "approve", "snapshot", "mcp", "action", "version", "completion"} {
		var out, errb bytes.Buffer
		if code := run([]string{cmd, "--help"}, &out, &errb); code != exitOK || errb.Len() > 0 {
			t.Fatalf("%s --help: exit %d, stderr %q", cmd, code, errb.String())
		}
		fmt.Fprintf(&b, "\n## mcp-lint %s\n\n```text\n%s```\n", cmd, strings.ReplaceAll(out.String(), "\t", "    "))
	}
	got := b.String()
	const path = "../../docs/cli.md"
	if *updateCLIDoc {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run: go test ./cmd/mcp-lint -update)", err)
	}
	if string(want) != got {
		t.Errorf("docs/cli.md is stale: run `go test ./cmd/mcp-lint -run TestCLIReference -update` and commit it")
	}
}
