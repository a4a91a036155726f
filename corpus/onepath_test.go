package corpus_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/mcp-lint/mcp-lint/corpus"
	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/scan"
)

// sharedCorpora is where the shared corpora lie beside the clone.
const sharedCorpora = "../../shared/corpora"

// corpusRow is one tool row of a corpus file: its text and where it is.
type corpusRow struct {
	where string // file:line, or file:entries[i] in the nested shape
	raw   json.RawMessage
}

// toolRows returns the tool rows of a corpus file, in its order. Unit
// rows (files laid out as a repository) are left out: eval already scans
// them as a repository, through the scan itself (scan.RunFiles).
func toolRows(t *testing.T, file string) []corpusRow {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var rows []corpusRow
	add := func(where string, b []byte) {
		var r struct {
			Files json.RawMessage `json:"files"`
		}
		if err := json.Unmarshal(b, &r); err != nil {
			t.Fatalf("%s: %v", where, err)
		}
		if r.Files == nil {
			rows = append(rows, corpusRow{where, append(json.RawMessage(nil), b...)})
		}
	}
	var nested struct {
		Entries []json.RawMessage `json:"entries"`
	}
	if trimmed := bytes.TrimSpace(data); len(trimmed) > 0 && trimmed[0] == '{' && json.Unmarshal(trimmed, &nested) == nil && nested.Entries != nil {
		for i, e := range nested.Entries {
			add(fmt.Sprintf("%s:entries[%d]", file, i), e)
		}
		return rows
	}
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	for line := 1; sc.Scan(); line++ {
		if b := bytes.TrimSpace(sc.Bytes()); len(b) > 0 && b[0] != '#' {
			add(fmt.Sprintf("%s:%d", file, line), b)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return rows
}

// toolObject returns a row's or a peer's tool as a tools file holds it,
// and its server: the definition's members under the keys the row gives
// them, none of the row's labels, and none that is null (a row without a
// schema has "input_schema": null; a file leaves the member out). A row
// without a name is named by its id, as the corpus names it.
func toolObject(t *testing.T, raw json.RawMessage, id string) (string, json.RawMessage) {
	t.Helper()
	var m map[string]json.RawMessage
	if err := json.Unmarshal(raw, &m); err != nil {
		t.Fatal(err)
	}
	var server string
	if s, ok := m["server"]; ok {
		_ = json.Unmarshal(s, &server)
	}
	if in, ok := m["tool"]; ok {
		m = nil
		if err := json.Unmarshal(in, &m); err != nil {
			t.Fatal(err)
		}
		var s string
		if v, ok := m["server"]; ok && json.Unmarshal(v, &s) == nil && s != "" {
			server = s
		}
	}
	if _, ok := m["name"]; !ok && id != "" {
		m["name"], _ = json.Marshal(id)
	}
	var b bytes.Buffer
	b.WriteByte('{')
	for _, k := range []string{"name", "title", "description", "inputSchema", "input_schema", "parameters", "outputSchema", "output_schema", "annotations", "_meta"} {
		v, ok := m[k]
		if !ok || string(v) == "null" {
			continue // a file leaves out what the definition does not have
		}
		if b.Len() > 1 {
			b.WriteByte(',')
		}
		kb, _ := json.Marshal(k)
		b.Write(kb)
		b.WriteByte(':')
		b.Write(v)
	}
	b.WriteByte('}')
	return server, b.Bytes()
}

// toolsFile is a tools file of server: a tools/list result, its server
// named by serverInfo (a server's name need not be a file's).
func toolsFile(server string, tools []json.RawMessage) string {
	name, _ := json.Marshal(server)
	var b strings.Builder
	b.WriteString(`{"serverInfo": {"name": `)
	b.Write(name)
	b.WriteString("},\n \"tools\": [\n")
	for i, tl := range tools {
		if i > 0 {
			b.WriteString(",\n")
		}
		b.Write(tl)
	}
	b.WriteString("\n]}\n")
	return b.String()
}

// scanVerdict writes a row's tool to servers/0/tools.json, each other
// server of its peers to a tools file of its own (a peer of the row's own
// server beside the row's tool), scans them as `mcp-lint scan` does, and
// returns whether the row's tool fails the default gate and whether it
// is blocked.
func scanVerdict(t *testing.T, raw json.RawMessage, id string) (fails, blocked bool) {
	t.Helper()
	server, def := toolObject(t, raw, id)
	if server == "" {
		server = "corpus"
	}
	var row struct {
		Peers []json.RawMessage `json:"peers"`
	}
	_ = json.Unmarshal(raw, &row)
	order, byServer := []string{server}, map[string][]json.RawMessage{server: {def}}
	for _, p := range row.Peers {
		ps, pd := toolObject(t, p, "")
		if _, ok := byServer[ps]; !ok {
			order = append(order, ps)
		}
		byServer[ps] = append(byServer[ps], pd)
	}
	files := map[string]string{}
	for i, s := range order {
		files[fmt.Sprintf("servers/%d/tools.json", i)] = toolsFile(s, byServer[s])
	}
	var tool struct {
		Name string `json:"name"`
	}
	_ = json.Unmarshal(def, &tool)
	out, err := scan.RunFiles(files, scan.Policy{})
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range out.Discovery.Errors {
		t.Errorf("%s: the scan could not read %s: %s", id, e.Path, e.Message)
	}
	for _, f := range out.Findings {
		if f.Status != scan.Open || f.Tool.Server != server || f.Tool.Name != tool.Name || f.Location.Path != "servers/0/tools.json" {
			continue
		}
		fails = fails || f.FailsGate(detect.SuiteDefault)
		blocked = blocked || f.Blocking
	}
	return fails, blocked
}

// wholeInSample are the files every run compares whole: the project's
// corpus (its tools without a schema, its shadowing rows with peers) and
// the seed system's two. Of the others a run without
// MCP_LINT_CORPUS_SWEEP compares every sampleEvery-th row.
var wholeInSample = map[string]bool{"mcp-lint-v1.jsonl": true, "detect_corpus_v1.json": true, "security_corpus_v1.json": true}

const sampleEvery = 100

// eval and scan read a tool through one path: for every tool row of every
// corpus file, the verdict eval gives it (fails the default gate or not,
// blocked or not) is the verdict of a scan of the same definition written
// to a tools file, its peers in other servers' files. The whole sweep
// (some 22,000 rows) runs when MCP_LINT_CORPUS_SWEEP is set,
// as .ci/run sets it; otherwise a sample (every row of wholeInSample,
// every sampleEvery-th row of the rest).
func TestEvalVerdictIsScanVerdict(t *testing.T) {
	sweep := os.Getenv("MCP_LINT_CORPUS_SWEEP") != ""
	var files []string
	for _, g := range []string{"*.jsonl", "battery/*.jsonl", "blind/*.jsonl"} {
		m, _ := filepath.Glob(g)
		files = append(files, m...)
	}
	shared, _ := filepath.Glob(sharedCorpora + "/*/*.json*")
	if len(shared) == 0 && os.Getenv("MCP_LINT_REQUIRE_SHARED") != "" {
		t.Fatalf("the shared corpora (%s) are required (MCP_LINT_REQUIRE_SHARED is set)", sharedCorpora)
	}
	files = append(files, shared...)
	sort.Strings(files)
	eng := detect.NewEngine()
	compared, schemaless, failing := 0, 0, 0
	for _, file := range files {
		rows := toolRows(t, file)
		for i, r := range rows {
			if !sweep && !wholeInSample[filepath.Base(file)] && i%sampleEvery != 0 {
				continue
			}
			var line bytes.Buffer
			if err := json.Compact(&line, r.raw); err != nil {
				t.Fatal(err)
			}
			es, err := corpus.Parse(line.Bytes(), r.where)
			if err != nil {
				t.Fatal(err)
			}
			e := es[0]
			vs, _ := corpus.Evaluate(es, corpus.Options{Engine: eng})
			evalFails, evalBlocked := vs[0].Gate == corpus.GateFail, vs[0].Verdict == corpus.Block
			fails, blocked := scanVerdict(t, r.raw, e.ID)
			if fails != evalFails || blocked != evalBlocked {
				t.Errorf("%s: %s: eval: fails the gate %v, blocked %v (%s); a scan of it in a tools file: fails the gate %v, blocked %v",
					r.where, e.ID, evalFails, evalBlocked, strings.Join(vs[0].Signals, ", "), fails, blocked)
			}
			compared++
			if e.Tool.InputSchema == nil {
				schemaless++
			}
			if evalFails {
				failing++
			}
		}
	}
	// What the comparison covers: rows without a schema (the published
	// attacks' shape) and rows that fail the gate, not only clean ones.
	if compared < 500 || schemaless < 100 || failing < 100 {
		t.Errorf("compared %d rows, %d without an input schema, %d failing the gate: too few to hold the paths equal", compared, schemaless, failing)
	}
	t.Logf("compared %d rows (%d without an input schema, %d failing the gate)", compared, schemaless, failing)
}
