package detect_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"

	"golang.org/x/tools/txtar"
)

// Expectations next to the input: each concept's cases in its home
// (HOME/testdata/cases/*.txtar), the shared reading's (its stages, its
// languages, texts no concept claims) in testdata/cases. A case is a tool as JSON
// in tool.json ({"server", "name", "description", "inputSchema", ...,
// "peers": [tools installed beside it]}), and a want file with one line
// per signal:
//
//	FIELD[START:END] CHECK [RULE ...]
//
// FIELD is the signal's field path, START:END its byte span in that text,
// and the RULE IDs the phrase rules it names. A missing signal and an
// unexpected one both fail. An optional severity file holds the
// finding's severity, and a demand file the demand check's words.
// testdata/ok/*.json are tools no check may
// flag: the hard negatives, one file each.
func TestCases(t *testing.T) {
	eachTestdata(t, "*/testdata/cases/*.txtar", func(t *testing.T, file string) {
		ar, err := txtar.ParseFile(file)
		if err != nil {
			t.Fatal(err)
		}
		var toolJSON, want, severity, demand []byte
		for _, f := range ar.Files {
			switch f.Name {
			case "tool.json":
				toolJSON = f.Data
			case "want":
				want = f.Data
			case "severity":
				severity = f.Data
			case "demand":
				demand = f.Data
			}
		}
		tool, peers := readTool(t, toolJSON)
		f, _ := scan(t, tool, peers...)
		var got []string
		if f != nil {
			for _, s := range f.Signals {
				line := fmt.Sprintf("%s[%d:%d] %s", s.Field, s.Span.Start, s.Span.End, s.Check)
				if len(s.Rules) > 0 {
					line += " " + strings.Join(s.Rules, " ")
				}
				got = append(got, line)
			}
		}
		var wantLines []string
		for _, l := range strings.Split(string(want), "\n") {
			if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
				wantLines = append(wantLines, l)
			}
		}
		// Optional: the finding's severity, and the demand it names.
		if w := strings.TrimSpace(string(severity)); w != "" && (f == nil || f.Severity.String() != w) {
			t.Errorf("severity: got %v, want %s", f, w)
		}
		if w := strings.TrimSpace(string(demand)); w != "" {
			got := ""
			if f != nil {
				for _, s := range f.Signals {
					if s.Check == reading.IDDemand {
						got = s.Detail
					}
				}
			}
			if got != w {
				t.Errorf("demand:\n  got  %s\n  want %s", got, w)
			}
		}
		sort.Strings(got)
		sort.Strings(wantLines)
		if strings.Join(got, "\n") != strings.Join(wantLines, "\n") {
			t.Errorf("signals:\n  got  %s\n  want %s", strings.Join(got, "\n       "), strings.Join(wantLines, "\n       "))
		}
	})
}

func TestOkTools(t *testing.T) {
	eachTestdata(t, "testdata/ok/*.json", func(t *testing.T, file string) {
		b, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		tool, peers := readTool(t, b)
		if f, _ := scan(t, tool, peers...); f != nil {
			t.Errorf("flagged: %v: %s at %s", f.Checks, f.Primary().Detail, f.Primary().Field)
		}
	})
}

// eachTestdata runs test on every file that pattern names, each as a
// subtest named for the file, and fails when fewer than five are found
// (a moved folder would otherwise pass in silence).
func eachTestdata(t *testing.T, pattern string, test func(t *testing.T, file string)) {
	files, _ := filepath.Glob(pattern)
	if strings.HasPrefix(pattern, "*/") {
		// the homes' and the shared reading's: testdata/... matches */testdata/... one folder up
		shared, _ := filepath.Glob(strings.TrimPrefix(pattern, "*/"))
		files = append(shared, files...)
	}
	if len(files) < 5 {
		t.Fatalf("only %d files match %s", len(files), pattern)
	}
	for _, file := range files {
		name := strings.TrimSuffix(file, filepath.Ext(file))
		name = strings.Replace(strings.Replace(name, "testdata/cases/", "", 1), "testdata/ok/", "", 1)
		t.Run(name, func(t *testing.T) { test(t, file) })
	}
}

// readTool decodes a test tool and the peers installed beside it.
func readTool(t *testing.T, b []byte) (reading.Tool, []reading.Tool) {
	t.Helper()
	type raw struct {
		Server, Name, Title, Description string
		Kind                             string
		InputSchema                      any `json:"inputSchema"`
		OutputSchema                     any `json:"outputSchema"`
		Annotations                      any `json:"annotations"`
		Meta                             any `json:"_meta"`
		Peers                            []raw
	}
	var r raw
	// A key the harness does not know would be dropped unread and the
	// case would test less than it shows: refuse it.
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&r); err != nil {
		t.Fatalf("tool.json: %v", err)
	}
	conv := func(r raw) reading.Tool {
		return reading.Tool{Server: r.Server, Kind: reading.Kind(r.Kind), Name: r.Name, Title: r.Title, Description: r.Description,
			InputSchema: r.InputSchema, OutputSchema: r.OutputSchema, Annotations: r.Annotations, Meta: r.Meta}
	}
	var peers []reading.Tool
	for _, p := range r.Peers {
		peers = append(peers, conv(p))
	}
	return conv(r), peers
}
