// Command marketplacegen writes, for bench/agent-growth, a synthetic
// plugin marketplace of honest agent files: a .claude-plugin/
// marketplace.json listing N plugins under plugins/, each with its
// manifest and M agent files spread over its commands/, agents/ and
// skills/ (a skill with a script it runs and a reference it links), plus
// an AGENTS.md at the root. Every file is prose an agent reads (steps,
// lists, a fenced block told to run), different per plugin and file, of
// one to two kilobytes. The texts are made up here.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"strings"
)

// areas and verbs vary the prose per plugin and file.
var (
	areas = []string{"billing", "search", "checkout", "profiles", "reports", "uploads", "alerts", "exports", "sessions", "payments", "catalog", "invoices"}
	verbs = []string{"Review", "Refactor", "Document", "Test", "Profile", "Migrate", "Audit", "Tidy"}
)

// body is the prose of file j of plugin i: a purpose, steps, a block to
// run and a checklist.
func body(i, j int) string {
	area := areas[(i+j)%len(areas)]
	verb := verbs[(i*3+j)%len(verbs)]
	var b strings.Builder
	fmt.Fprintf(&b, "# %s the %s module (%d.%d)\n\n", verb, area, i, j)
	fmt.Fprintf(&b, "Use this when the user asks to %s the code of the %s service, or when a change touches src/%s/ and its tests.\n\n", strings.ToLower(verb), area, area)
	b.WriteString("## Steps\n\n")
	for k := 1; k <= 6; k++ {
		fmt.Fprintf(&b, "%d. Read src/%s/handler_%d.go and list what it exports; keep the list short and name each function once.\n", k, area, k+j)
	}
	b.WriteString("\nBefore the first build, run:\n\n```bash\n")
	fmt.Fprintf(&b, "make -C services/%s test && go vet ./services/%s/...\n```\n\n", area, area)
	b.WriteString("## Checklist\n\n")
	for k := 1; k <= 5; k++ {
		fmt.Fprintf(&b, "- The %s change keeps the public API of package %s%d stable, and the changelog says what moved.\n", area, area, k)
	}
	fmt.Fprintf(&b, "\nAsk the user before renaming anything exported from the %s package; report what you changed in a short summary with the files touched.\n", area)
	return b.String()
}

func write(root, rel, text string) {
	p := filepath.Join(root, filepath.FromSlash(rel))
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		log.Fatal(err)
	}
}

func main() {
	out := flag.String("o", "", "folder to write the marketplace in")
	plugins := flag.Int("plugins", 16, "plugins in the marketplace")
	files := flag.Int("files", 8, "agent files per plugin (commands, agents and skills in turn)")
	flag.Parse()
	if *out == "" {
		log.Fatal("marketplacegen: -o is required")
	}
	type entry struct {
		Name        string `json:"name"`
		Source      string `json:"source"`
		Description string `json:"description"`
	}
	var entries []entry
	for i := 0; i < *plugins; i++ {
		name := fmt.Sprintf("%s-tools-%d", areas[i%len(areas)], i)
		dir := "plugins/" + name
		desc := fmt.Sprintf("Helpers for the %s service: reviews, tests and docs (%d).", areas[i%len(areas)], i)
		entries = append(entries, entry{name, "./" + dir, desc})
		man, _ := json.Marshal(map[string]string{"name": name, "description": desc, "version": "1.0.0"})
		write(*out, dir+"/.claude-plugin/plugin.json", string(man))
		for j := 0; j < *files; j++ {
			switch j % 3 {
			case 0:
				write(*out, fmt.Sprintf("%s/commands/task-%d.md", dir, j), fmt.Sprintf("---\ndescription: %s task %d of %s\nargument-hint: [path]\n---\n\n", verbs[j%len(verbs)], j, name)+body(i, j))
			case 1:
				write(*out, fmt.Sprintf("%s/agents/helper-%d.md", dir, j), fmt.Sprintf("---\nname: helper-%d-%d\ndescription: Helps with %s work in %s.\ntools: Read, Grep\n---\n\n", i, j, verbs[j%len(verbs)], name)+body(i, j))
			default:
				skill := fmt.Sprintf("%s/skills/skill-%d", dir, j)
				write(*out, skill+"/SKILL.md", fmt.Sprintf("---\nname: skill-%d-%d\ndescription: %s the %s code. Use when the user asks for it.\n---\n\nRun `bash scripts/check.sh` first, then follow [the guide](references/guide.md).\n\n", i, j, verbs[j%len(verbs)], areas[(i+j)%len(areas)])+body(i, j))
				write(*out, skill+"/scripts/check.sh", fmt.Sprintf("#!/bin/sh\nset -eu\ncd \"$(dirname \"$0\")/..\"\necho \"checking %s\"\ngo vet ./... && go test ./services/%s/...\n", name, areas[(i+j)%len(areas)]))
				write(*out, skill+"/references/guide.md", body(i, j+100))
			}
		}
	}
	man, _ := json.MarshalIndent(map[string]any{"name": "synthetic", "owner": map[string]string{"name": "bench"}, "plugins": entries}, "", "  ")
	write(*out, ".claude-plugin/marketplace.json", string(man))
	write(*out, "AGENTS.md", "# Marketplace\n\nKeep each plugin's manifest in step with its folder. Run `make check` before a release.\n")
}
