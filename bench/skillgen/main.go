// Command skillgen writes, for bench/agent-growth, one skill folder
// whose SKILL.md is a long, honest technical guide cut to a size: the
// shape of the largest skills people publish (a runbook of many
// sections, each with prose full of inline code, numbered steps, a
// checklist, fenced blocks in several languages, a table and a section
// of references). Sections differ by service, tool and number, so no two
// paragraphs are the same text. The texts are made up here.
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"strings"
)

var (
	services = []string{"billing", "search", "checkout", "profiles", "reports", "uploads", "alerts", "exports", "sessions", "payments", "catalog", "invoices", "ledger", "webhooks"}
	topics   = []string{"Schema migrations", "Release checklist", "Profiling a slow endpoint", "Rotating a signing key", "Rebuilding the search index", "Debugging a flaky test", "Reading the access logs", "Adding a metric"}
	tools    = []string{"go test", "psql", "kubectl", "jq", "pprof", "make", "git", "curl"}
)

// section is section i of the guide: a heading, prose with inline code,
// steps, a fenced block (shell, Go, YAML or JSON in turn), a checklist,
// a table, and links to reference pages.
func section(i int) string {
	svc := services[i%len(services)]
	topic := topics[(i/len(services)+i)%len(topics)]
	tool := tools[(i*3)%len(tools)]
	var b strings.Builder
	fmt.Fprintf(&b, "## %d. %s for the %s service\n\n", i+1, topic, svc)
	fmt.Fprintf(&b, "This part covers %s in `services/%s/`. The service reads its settings from `config/%s.yaml` and writes its state to the `%s_v%d` schema; the handlers live in `internal/%s/handler.go` and the jobs in `internal/%s/jobs/`. When the user asks about %s, start here and keep the answer to what the code shows.\n\n", strings.ToLower(topic), svc, svc, svc, i%7+2, svc, svc, svc)
	fmt.Fprintf(&b, "The usual tool is `%s`; its output is long, so pipe it through `head -n 40` or `jq '.items[] | .name'` before reading it. A run that prints `FAIL` or `panic:` is the thing to report, with the test name and the first ten lines of the trace.\n\n", tool)
	b.WriteString("### Steps\n\n")
	for k := 1; k <= 5; k++ {
		fmt.Fprintf(&b, "%d. Open `internal/%s/step_%d.go` and find `func (s *Server) Handle%d`; note which tables it touches and whether it holds `s.mu` while calling out.\n", k, svc, k+i, k)
	}
	b.WriteString("\n")
	switch i % 4 {
	case 0:
		fmt.Fprintf(&b, "Run the tests of the package before and after the change:\n\n```bash\ncd services/%s\ngo test -count=1 -run 'Test%s' ./... 2>&1 | tail -n 20\ngo vet ./...\n```\n\n", svc, strings.ToUpper(svc[:1])+svc[1:])
	case 1:
		fmt.Fprintf(&b, "A handler in this service has this shape:\n\n```go\nfunc (s *Server) Handle%d(w http.ResponseWriter, r *http.Request) {\n\tctx, cancel := context.WithTimeout(r.Context(), %d*time.Second)\n\tdefer cancel()\n\trows, err := s.db.QueryContext(ctx, \"SELECT id, name FROM %s WHERE owner = $1\", userID(r))\n\tif err != nil {\n\t\thttp.Error(w, \"lookup failed\", http.StatusInternalServerError)\n\t\treturn\n\t}\n\tdefer rows.Close()\n}\n```\n\n", i, i%5+1, svc)
	case 2:
		fmt.Fprintf(&b, "The deployment's limits, in `deploy/%s.yaml`:\n\n```yaml\nresources:\n  requests:\n    cpu: %dm\n    memory: %dMi\n  limits:\n    memory: %dMi\nreadinessProbe:\n  httpGet:\n    path: /healthz\n    port: 8080\n```\n\n", svc, 100+i%9*50, 128+i%4*64, 256+i%4*128)
	default:
		fmt.Fprintf(&b, "A healthy answer from `GET /v1/%s/status` looks like this:\n\n```json\n{\"service\": \"%s\", \"version\": \"1.%d.0\", \"queue_depth\": %d, \"ok\": true}\n```\n\n", svc, svc, i, i*3%50)
	}
	b.WriteString("### Checklist\n\n")
	for k := 1; k <= 4; k++ {
		fmt.Fprintf(&b, "- [ ] The change to `%s` keeps `%s.Client` and its `Options` struct compatible; callers in `cmd/%s-%d` still build.\n", svc, svc, svc, k)
	}
	b.WriteString("\n| Setting | Default | Meaning |\n|---|---|---|\n")
	fmt.Fprintf(&b, "| `%s.timeout` | `%ds` | how long a request may take |\n| `%s.workers` | `%d` | jobs run at once |\n| `%s.retries` | `%d` | attempts before a job fails |\n\n", svc, i%9+1, svc, i%8+2, svc, i%3+1)
	fmt.Fprintf(&b, "If a step is unclear, ask the user which environment they mean (staging or production) before reading its logs; say what you found and which files you read.\n\n")
	fmt.Fprintf(&b, "See also: [%s internals](references/%s.md), [the runbook](references/runbook.md#%s) and the `%s` notes in `docs/%s/README.md`.\n\n", svc, svc, strings.ReplaceAll(strings.ToLower(topic), " ", "-"), tool, svc)
	return b.String()
}

func main() {
	out := flag.String("o", "", "folder to write the skill in")
	kib := flag.Int("kib", 64, "size of SKILL.md in KiB (cut at a paragraph, never inside a fenced block)")
	flag.Parse()
	if *out == "" {
		log.Fatal("skillgen: -o is required")
	}
	limit := *kib << 10
	var b strings.Builder
	b.WriteString("---\nname: service-runbook\ndescription: How the services of this repository are built, tested, profiled and released. Use when the user asks how a service works or how to change it safely.\n---\n\n# Service runbook\n\nThis skill is a guide to the services in this repository. Read the section of the service the user names; run only the read-only commands shown unless the user asks for a change.\n\n")
	// Cut at the last paragraph boundary (a blank line outside a fenced
	// block) that fits.
	for i := 0; b.Len() < limit; i++ {
		s := section(i)
		if b.Len()+len(s) <= limit {
			b.WriteString(s)
			continue
		}
		fenced, cut := false, 0
		for off := 0; off < len(s); {
			end := strings.IndexByte(s[off:], '\n') + off
			if strings.HasPrefix(s[off:end], "```") {
				fenced = !fenced
			}
			if off == end && !fenced && b.Len()+end+1 <= limit {
				cut = end + 1
			}
			off = end + 1
		}
		b.WriteString(s[:cut])
		break
	}
	if err := os.MkdirAll(filepath.Join(*out, "skills", "service-runbook"), 0o755); err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(*out, "skills", "service-runbook", "SKILL.md"), []byte(b.String()), 0o644); err != nil {
		log.Fatal(err)
	}
}
