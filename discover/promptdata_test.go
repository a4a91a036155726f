package discover

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/mcp-lint/mcp-lint/detect"
)

// A prompt a server keeps as data (description, arguments) and loads at
// run time is read in the project of an MCP server, whatever its
// language, and only there; data of another shape beside it is not
// taken for a definition, and says nothing.
func TestPromptDataOfAServerProject(t *testing.T) {
	yamlPrompt := "description: \"Summarizes an account.\"\narguments:\n  - name: \"account\"\n    description: \"The account.\"\n"
	for _, c := range []struct {
		name  string
		files map[string]string
		want  []string // prompt "server/name source description"
	}{
		{"python project, named by its folder", map[string]string{
			"pyproject.toml":                         "[project]\nname = \"ledger\"\ndependencies = [\"mcp>=1.2\"]\n",
			"ledger/templates/summary/config.yaml":   yamlPrompt,
			"ledger/templates/summary/template.yaml": "body: \"Summarize {{account}}.\"\n",
		}, []string{"ledger/summary ledger/templates/summary/config.yaml Summarizes an account."}},
		{"node project, named by its name key", map[string]string{
			"package.json":           `{"name": "ledger", "dependencies": {"@modelcontextprotocol/sdk": "^1.0.0"}}`,
			"prompts/summarize.json": `{"name": "summarize_account", "description": "Summarizes an account.", "arguments": [{"name": "account", "required": true}]}`,
		}, []string{"ledger/summarize_account prompts/summarize.json Summarizes an account."}},
		{"named by its file's stem", map[string]string{
			"pyproject.toml":      "[project]\nname = \"ledger\"\ndependencies = [\"fastmcp\"]\n",
			"prompts/review.yaml": yamlPrompt,
		}, []string{"ledger/review prompts/review.yaml Summarizes an account."}},
		{"the same file in a project that is no MCP server", map[string]string{
			"pyproject.toml":                       "[project]\nname = \"ledger\"\ndependencies = [\"requests\"]\n",
			"ledger/templates/summary/config.yaml": yamlPrompt,
		}, nil},
		{"no project at all", map[string]string{
			"templates/summary/config.yaml": yamlPrompt,
		}, nil},
		{"a command's arguments are not a prompt's", map[string]string{
			"pyproject.toml":   "[project]\nname = \"ledger\"\ndependencies = [\"mcp\"]\n",
			"tasks/build.yaml": "description: \"Builds the wheel.\"\narguments: [\"--release\", \"--strip\"]\n",
			"config/app.yaml":  "description: \"The ledger service.\"\nport: 8080\n# arguments are passed on the command line\n",
		}, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			root := t.TempDir()
			writeTree(t, root, c.files)
			res := Discover([]string{root}, Options{Root: root})
			var got []string
			for _, tl := range res.Tools {
				if tl.Kind == detect.KindPrompt {
					got = append(got, tl.Server+"/"+tl.Name+" "+tl.Source+" "+tl.Description)
				}
			}
			if strings.Join(got, "\n") != strings.Join(c.want, "\n") {
				t.Errorf("prompts:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(c.want, "\n"))
			}
			if len(res.Errors) != 0 || len(res.Notices) != 0 {
				t.Errorf("errors %+v, notices %+v: want none", res.Errors, res.Notices)
			}
		})
	}
}

// A file read in case it held a prompt that does not parse holds none,
// and says nothing: it is no MCP file.
func TestPromptDataThatDoesNotParseIsQuiet(t *testing.T) {
	root := t.TempDir()
	writeTree(t, root, map[string]string{
		"go.mod":               "module example.com/ledger\n\nrequire github.com/modelcontextprotocol/go-sdk v1.0.0\n",
		"main.go":              "package main\n\nimport \"github.com/modelcontextprotocol/go-sdk/mcp\"\n\nfunc main() { _ = mcp.NewServer }\n",
		"testdata/out.json":    "// recorded\n{\"arguments\": [}\n",
		"testdata/record.snap": "{\"description\": \"x\", \"arguments\": [{\"name\": \"a\"}]}\n",
	})
	res := Discover([]string{root}, Options{Root: root})
	if len(res.Errors) != 0 || len(res.Notices) != 0 {
		t.Errorf("errors %+v, notices %+v: want none", res.Errors, res.Notices)
	}
	for _, tl := range res.Tools {
		if tl.Kind == detect.KindPrompt {
			t.Errorf("prompt %s from %s: a snapshot is not where a server keeps its prompts", tl.Name, tl.Source)
		}
	}
}

// A tool kept as data ({tool: {name, description, …}}) in the project of
// a server, which a loader registers at run time, is read as a tool with
// every other key of it (its filters, its columns) as the tool's fields;
// a plugin of an MCP host (an entry-point group named for MCP) is such a
// project. A tool key of another shape, or outside such a project, says
// nothing.
func TestToolDataOfAServerProject(t *testing.T) {
	yamlTool := "engine: rows\n\ntool:\n  name: list_spend\n  description: >\n    Lists spending rows by department.\n  filters:\n    - param: dept\n      description: \"Department code.\"\n"
	jsonTool := `{"tool": {"name": "count_rows", "description": "Counts the rows.", "columns": [{"label": "Total"}]}}`
	plugin := "[project]\nname = \"ledger\"\ndependencies = [\"pandas\"]\n\n[project.entry-points.\"mcp_host\"]\nledger = \"ledger:register_tools\"\n"
	for _, c := range []struct {
		name  string
		files map[string]string
		want  []string // "server/name source description extra-keys"
	}{
		{"a plugin of an MCP host, YAML and JSON", map[string]string{
			"pyproject.toml":         plugin,
			"ledger/data/spend.yaml": yamlTool,
			"ledger/data/count.json": jsonTool,
		}, []string{
			"ledger/count_rows ledger/data/count.json Counts the rows. [columns]",
			"ledger/list_spend ledger/data/spend.yaml Lists spending rows by department.\n [filters]",
		}},
		{"a project on the SDK", map[string]string{
			"pyproject.toml":    "[project]\nname = \"ledger\"\ndependencies = [\"mcp\"]\n",
			"tools/spend.yaml":  yamlTool,
			"tools/readme.yaml": "tool:\n  name: Spend report\n  description: The report's settings.\n",
		}, []string{"ledger/list_spend tools/spend.yaml Lists spending rows by department.\n [filters]"}},
		{"an entry-point group of another kind", map[string]string{
			"pyproject.toml":   "[project]\nname = \"ledger\"\ndependencies = [\"pandas\"]\n\n[project.entry-points.\"console_scripts\"]\nledger = \"ledger:main\"\n",
			"tools/spend.yaml": yamlTool,
		}, nil},
		{"no project at all", map[string]string{
			"tools/spend.yaml": yamlTool,
		}, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			root := t.TempDir()
			writeTree(t, root, c.files)
			res := Discover([]string{root}, Options{Root: root})
			var got []string
			for _, tl := range res.Tools {
				if tl.Kind != detect.KindTool {
					continue
				}
				var keys []string
				for k := range tl.Extra {
					keys = append(keys, k)
				}
				got = append(got, fmt.Sprintf("%s/%s %s %s %v", tl.Server, tl.Name, tl.Source, tl.Description, keys))
			}
			sort.Strings(got)
			if strings.Join(got, "\n") != strings.Join(c.want, "\n") {
				t.Errorf("tools:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(c.want, "\n"))
			}
			if len(res.Errors) != 0 || len(res.Notices) != 0 {
				t.Errorf("errors %+v, notices %+v: want none", res.Errors, res.Notices)
			}
		})
	}
}
