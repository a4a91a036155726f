package discover

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A server in a language no reader knows is named at its place by an
// unread notice when the scan read no definition and the repository names
// MCP: a file that answers the protocol's listing with a tool's
// inputSchema. When tools were read, only files named for MCP are looked
// into (a second server). A client script that calls a listing, a guide
// that quotes an exchange, a repository that names no MCP say nothing.
func TestUnreadLanguageServerIsNamed(t *testing.T) {
	server := "Procedure Handle(Request)\n  If Method = \"tools/list\" Then\n    Result.Insert(\"inputSchema\", Schema);\n  EndIf;\nEndProcedure\n"
	client := "#!/bin/sh\ncurl -d '{\"jsonrpc\":\"2.0\",\"method\":\"tools/list\"}' http://localhost:8080/rpc\n"
	guide := "# Protocol\n\nA `tools/list` answer lists each tool with its `inputSchema`.\n"
	type want struct{ path, msg string }
	for _, c := range []struct {
		name   string
		files  map[string]string
		want   []want
		agents bool
	}{
		{"server named by its README", map[string]string{
			"README.md":            "# Ledger MCP server\n",
			"src/Modules/Rpc.bsl":  server,
			"src/Modules/Util.bsl": "Procedure Log(Text)\nEndProcedure\n",
			"scripts/probe.sh":     client,
			"docs/protocol.md":     guide,
		}, []want{{"src/Modules/Rpc.bsl", "this file, in a language mcp-lint does not read (.bsl), answers the MCP protocol (it names tools/list and inputSchema), and the scan read no tool definition: this server's tools were not checked (snapshot the running server with mcp-lint snapshot)"}}, false},
		{"server named by its file name", map[string]string{
			"README.md":         "# Ledger\n",
			"src/McpServer.bsl": server,
		}, []want{{"src/McpServer.bsl", "this file, in a language mcp-lint does not read (.bsl), answers the MCP protocol (it names tools/list and inputSchema), and the scan read no tool definition: this server's tools were not checked (snapshot the running server with mcp-lint snapshot)"}}, false},
		{"an agent's skill read beside it", map[string]string{
			"README.md":                 "# Ledger MCP server\n",
			"src/McpServer.bsl":         server,
			".claude/skills/q/SKILL.md": "---\nname: q\ndescription: Writes ledger queries.\n---\nWrite the query.\n",
		}, []want{{"src/McpServer.bsl", "this file, in a language mcp-lint does not read (.bsl), answers the MCP protocol (it names tools/list and inputSchema), and the scan read no tool definition: this server's tools were not checked (snapshot the running server with mcp-lint snapshot)"}}, true},
		{"no name of MCP", map[string]string{
			"README.md":   "# Ledger\n",
			"src/Rpc.bsl": server,
		}, nil, false},
		{"a client and a guide", map[string]string{
			"README.md":        "# MCP probes\n",
			"scripts/probe.sh": client,
			"docs/protocol.md": guide,
		}, nil, false},
		{"tools read elsewhere", map[string]string{
			"README.md":           "# Ledger MCP server\n",
			"src/Modules/Rpc.bsl": server,
			"ledger.tools.json":   `{"tools": [{"name": "balance", "description": "Returns the balance of an account.", "inputSchema": {"type": "object"}}]}`,
		}, nil, false},
		// A second server beside the one read, in a file named for MCP:
		// named; one not named for MCP is not looked into.
		{"tools read elsewhere, a second server named for MCP", map[string]string{
			"README.md":                "# Ledger MCP server\n",
			"ext/mcp_Dispatcher/R.bsl": server,
			"src/Modules/Rpc.bsl":      server,
			"ledger.tools.json":        `{"tools": [{"name": "balance", "description": "Returns the balance of an account.", "inputSchema": {"type": "object"}}]}`,
		}, []want{{"ext/mcp_Dispatcher/R.bsl", "this file, in a language mcp-lint does not read (.bsl), answers the MCP protocol (it names tools/list and inputSchema), and it is not the server whose definitions were read: this server's tools were not checked (snapshot the running server with mcp-lint snapshot)"}}, false},
	} {
		root := t.TempDir()
		for p, text := range c.files {
			full := filepath.Join(root, filepath.FromSlash(p))
			if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(full, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		res := Discover(nil, Options{Root: root, AgentFiles: c.agents})
		if c.agents && len(res.Tools) == 0 {
			t.Errorf("%s: the skill was not read", c.name)
		}
		var got []want
		for _, n := range res.Notices {
			if !n.Unread {
				t.Errorf("%s: a notice not marked unread: %+v", c.name, n)
				continue
			}
			got = append(got, want{n.Path, n.Message})
		}
		if len(got) != len(c.want) {
			t.Errorf("%s: notices %+v, want %+v", c.name, res.Notices, c.want)
			continue
		}
		for i := range got {
			if got[i] != c.want[i] {
				t.Errorf("%s: notice %+v, want %+v", c.name, got[i], c.want[i])
			}
		}
	}
}

// The look opens at most maxOtherOpened files: a server past the bound is
// not named, and the bound reached is said at the root; one file fewer and
// the server is named.
func TestUnreadLanguageLookSaysItsBound(t *testing.T) {
	server := "Procedure Handle(Request)\n  If Method = \"tools/list\" Then\n    Result.Insert(\"inputSchema\", Schema);\n  EndIf;\nEndProcedure\n"
	for _, n := range []int{maxOtherOpened, maxOtherOpened - 1} {
		root := t.TempDir()
		write := func(p, text string) {
			full := filepath.Join(root, filepath.FromSlash(p))
			if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(full, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		write("README.md", "# Ledger MCP server\n")
		for i := 0; i < n; i++ {
			write(fmt.Sprintf("lib/f%03d.bsl", i), "Procedure Log(Text)\nEndProcedure\n")
		}
		write("zz/server.bsl", server)
		res := Discover(nil, Options{Root: root})
		got := res.Notices
		if len(got) != 1 {
			t.Fatalf("%d files before the server: notices %+v, want one", n, got)
		}
		if n == maxOtherOpened {
			want := fmt.Sprintf("the scan read no tool definition and this repository names MCP; mcp-lint looked for a server in a language it does not read in %d files (its bound: the first %d of at most %d, files named for MCP first) and found none, so the files past the bound were not looked into", maxOtherOpened, maxOtherOpened, maxOtherFiles)
			if got[0].Path != "." || got[0].Message != want || !got[0].Unread {
				t.Errorf("at the bound: %+v", got[0])
			}
		} else if got[0].Path != "zz/server.bsl" {
			t.Errorf("below the bound: %+v, want the server named", got[0])
		}
	}
}

// Beside a server that was read, the look for a second one opens at most
// maxOtherBeside files named for MCP: past the bound it says so at the
// root, and at the bound it says nothing (every file was looked into).
func TestUnreadLanguageBesideSaysItsBound(t *testing.T) {
	for _, n := range []int{maxOtherBeside + 1, maxOtherBeside} {
		root := t.TempDir()
		write := func(p, text string) {
			full := filepath.Join(root, filepath.FromSlash(p))
			if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(full, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		write("README.md", "# Ledger MCP server\n")
		write("ledger.tools.json", `{"tools": [{"name": "balance", "description": "Returns the balance of an account.", "inputSchema": {"type": "object"}}]}`)
		for i := 0; i < n; i++ {
			write(fmt.Sprintf("ext/mcp_f%03d.bsl", i), "Procedure Log(Text)\nEndProcedure\n")
		}
		res := Discover(nil, Options{Root: root})
		var got []string
		for _, nt := range res.Notices {
			if nt.Path == "." && nt.Unread {
				got = append(got, nt.Message)
			}
		}
		if n > maxOtherBeside {
			want := fmt.Sprintf("mcp-lint looked for a second server, in a language it does not read, in the first %d (by path) of %d files named for MCP beside the server it read; the other %d were not looked into", maxOtherBeside, n, n-maxOtherBeside)
			if len(got) != 1 || got[0] != want {
				t.Errorf("past the bound (%d files): root notices %q, want %q", n, got, want)
			}
		} else if len(got) != 0 {
			t.Errorf("at the bound (%d files): root notices %q, want none", n, got)
		}
	}
}

// cljTool is a Clojure tool definition, its description on line 6 from
// column 18.
const cljTool = `(ns weather.tools
  (:require [clojure.string :as str]))

(def forecast
  {:name "forecast"
   :description "Returns the forecast for a city."
   :inputSchema {:type "object" :properties {:city {:type "string"}}}})
`

// A Clojure MCP server is not read, so it is named at its place: the
// file that defines a tool (its first description's line and column in
// the notice) when it, or its project's deps.edn or project.clj, names an
// MCP library; the project file when no file of it could be named.
// Clojure with no tie to MCP, or one only in a comment, says nothing.
func TestUnreadClojureServerIsNamed(t *testing.T) {
	type want struct{ path, msg string }
	const notChecked = "and mcp-lint does not read Clojure: its tool definitions were not checked (snapshot the running server with mcp-lint snapshot)"
	for _, c := range []struct {
		name  string
		files map[string]string
		want  []want
	}{
		{"tied by its deps.edn", map[string]string{
			"deps.edn":                `{:deps {io.modelcontextprotocol.sdk/mcp {:mvn/version "0.10.0"}}}`,
			"src/weather/tools.clj":   cljTool,
			"src/weather/strings.clj": "(ns weather.strings)\n(defn title [s] s)\n",
		}, []want{{"src/weather/tools.clj", "this Clojure file defines tools of an MCP server (it gives a :description text at line 6, column 18, and its project names io.modelcontextprotocol.sdk/mcp), " + notChecked}}},
		{"tied by its own require, in a project.clj of no MCP library", map[string]string{
			"project.clj": `(defproject weather "0.1.0" :dependencies [[org.clojure/clojure "1.12.0"]])`,
			"src/weather/tools.cljc": strings.Replace(cljTool, "[clojure.string :as str]", "[mcp-toolkit.server :as server]", 1) +
				"\n(server/create-session {:tools [forecast]})\n",
		}, []want{{"src/weather/tools.cljc", "this Clojure file defines tools of an MCP server (it gives a :description text at line 6, column 18, and it names mcp-toolkit.server), " + notChecked}}},
		{"a project of an MCP library whose tools are built another way", map[string]string{
			"deps.edn":           `{:deps {com.bhauman/clojure-mcp {:git/url "https://github.com/bhauman/clojure-mcp" :git/sha "abc"}}}`,
			"src/notes/main.clj": "(ns notes.main)\n(defn -main [& args] (start!))\n",
		}, []want{{"deps.edn", "this Clojure project depends on an MCP library (com.bhauman/clojure-mcp), and mcp-lint does not read Clojure: the tools it serves were not checked (snapshot the running server with mcp-lint snapshot)"}}},
		{"an answer to the protocol with no description of its own", map[string]string{
			"src/rpc/core.clj": "(ns rpc.core)\n(defn handle [{:keys [method]}]\n  (case method\n    \"tools/list\" {:tools (map tool-def registry)}\n    nil))\n(defn tool-def [t] {:name (:id t) :inputSchema (:schema t)})\n",
		}, []want{{"src/rpc/core.clj", "this Clojure file answers the MCP protocol (it names tools/list and inputSchema), " + notChecked}}},
		{"no tie to MCP", map[string]string{
			"README.md":             "# Weather MCP server\n",
			"deps.edn":              `{:deps {ring/ring-core {:mvn/version "1.12.0"}}}`,
			"src/weather/tools.clj": cljTool,
		}, nil},
		{"MCP only in a comment", map[string]string{
			"src/weather/tools.clj": "; not an MCP server: a form's fields\n" + cljTool,
		}, nil},
	} {
		root := t.TempDir()
		for p, text := range c.files {
			full := filepath.Join(root, filepath.FromSlash(p))
			if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(full, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		res := Discover(nil, Options{Root: root})
		var got []want
		for _, n := range res.Notices {
			if n.Unread {
				got = append(got, want{n.Path, n.Message})
			}
		}
		if fmt.Sprint(got) != fmt.Sprint(c.want) {
			t.Errorf("%s:\n got %q\nwant %q", c.name, got, c.want)
		}
	}
}
