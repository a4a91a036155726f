// Command scalegen writes a fixture tree for bench/scale: N tools copied
// from the real benign corpus (../shared/corpora/real/dev_benign.jsonl)
// across servers of 100 tools each, one <server>.tools.json per server.
//
//	go run ./bench/scalegen -n 10000 -shape distinct -o /tmp/tree
//
// -shape distinct renames every tool (server prefix), so no two servers
// share a name; -shape shared keeps the corpus names, so a name recurs on
// every server that received the same source tool.
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
)

func main() {
	n := flag.Int("n", 10000, "tools to write")
	shape := flag.String("shape", "distinct", "distinct or shared tool names")
	out := flag.String("o", "", "output directory (created)")
	corpus := flag.String("corpus", "../shared/corpora/real/dev_benign.jsonl", "source of tool definitions")
	flag.Parse()
	if *out == "" || (*shape != "distinct" && *shape != "shared") {
		flag.Usage()
		os.Exit(2)
	}
	f, err := os.Open(*corpus)
	if err != nil {
		log.Fatal(err)
	}
	var src []map[string]any
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		var e map[string]any
		if json.Unmarshal(sc.Bytes(), &e) == nil {
			t := map[string]any{"name": e["name"], "description": e["description"]}
			if s, ok := e["input_schema"].(map[string]any); ok {
				t["inputSchema"] = s
			} else {
				t["inputSchema"] = map[string]any{"type": "object"}
			}
			src = append(src, t)
		}
	}
	if len(src) == 0 {
		log.Fatal("no tools in the corpus")
	}
	const perServer = 100
	for s := 0; s*perServer < *n; s++ {
		var tools []map[string]any
		for k := 0; k < perServer && s*perServer+k < *n; k++ {
			i := s*perServer + k
			t := map[string]any{}
			for key, v := range src[i%len(src)] {
				t[key] = v
			}
			if *shape == "distinct" {
				t["name"] = fmt.Sprintf("s%d_%v", s, t["name"])
			}
			tools = append(tools, t)
		}
		dir := filepath.Join(*out, fmt.Sprintf("server%05d", s))
		if err := os.MkdirAll(dir, 0o755); err != nil {
			log.Fatal(err)
		}
		b, _ := json.Marshal(map[string]any{"tools": tools})
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("server%05d.tools.json", s)), b, 0o644); err != nil {
			log.Fatal(err)
		}
	}
}
