package python

import (
	"regexp"
	"strings"
	"sync"

	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"

	"github.com/pelletier/go-toml/v2"
)

// pyMCPDists are the Python distributions of the MCP SDKs: the official
// one and the fastmcp package.
var pyMCPDists = map[string]bool{"mcp": true, "fastmcp": true}

// pyRequirement is the distribution name at the start of a PEP 508
// requirement ("mcp[cli]>=1.2" → mcp).
var pyRequirement = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^\s*([A-Za-z0-9][A-Za-z0-9._-]*)`) })

// mcpPyProject says whether the Python project holding folder dir (the
// nearest pyproject.toml at or above it) depends on an MCP SDK: its
// [project] dependencies, optional dependencies or Poetry dependencies.
func mcpPyProject(h syntax.Host, dir string) bool { return pyProjectMCP(h, dir, true) }

// mcpPyCore: the package of folder dir builds on an MCP SDK in its core:
// the SDK is a dependency of the package itself, not only of an optional
// extra ("pip install pkg[mcp]"). A package whose MCP support is an extra
// is another program with an MCP feature (an LLM or agent framework): its
// modules that use the SDK, or that a server file imports, are read as
// the server's, not every module that names a .tool.
func mcpPyCore(h syntax.Host, dir string) bool { return pyProjectMCP(h, dir, false) }

func pyProjectMCP(h syntax.Host, dir string, extras bool) bool {
	_, b, ok := h.NearestFile(dir, "pyproject.toml")
	if !ok {
		return false
	}
	var py struct {
		Project struct {
			Dependencies         []string
			OptionalDependencies map[string][]string `toml:"optional-dependencies"`
			EntryPoints          map[string]any      `toml:"entry-points"`
		}
		Tool struct {
			Poetry struct{ Dependencies map[string]any }
		}
	}
	if toml.Unmarshal(b, &py) != nil {
		return false
	}
	reqs := py.Project.Dependencies
	for _, more := range py.Project.OptionalDependencies {
		if extras {
			reqs = append(reqs, more...)
		}
	}
	for _, r := range reqs {
		if m := pyRequirement().FindStringSubmatch(r); m != nil && pyMCPDists[strings.ToLower(m[1])] {
			return true
		}
	}
	for group := range py.Project.EntryPoints {
		// A plugin of an MCP host: the host loads the package's tools
		// through an entry-point group named for MCP ("mcp_ckan"), and
		// the SDK is the host's dependency, not the plugin's.
		if mcpToken(group) {
			return true
		}
	}
	for name := range py.Tool.Poetry.Dependencies {
		if pyMCPDists[strings.ToLower(name)] {
			return true
		}
	}
	return false
}

// mcpToken: name s holds "mcp" as one of its parts (split at '-', '_'
// and '.').
func mcpToken(s string) bool {
	for _, part := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return r == '-' || r == '_' || r == '.' }) {
		if part == "mcp" {
			return true
		}
	}
	return false
}

// pyRegistrationMarks: the head of a Python file that may register a tool
// through an object imported from another module (@app.tool on a server
// made elsewhere, add_tool(fn), Tool.from_function(fn)), for the project
// gate.
func pyRegistrationMarks(head []byte) bool { return pyRegistration().In(head) }

// pyRegistration finds pyRegistrationMarks' marks in one pass.
var pyRegistration = syntax.LazyMarkers(syntax.Marks(".tool", "add_tool(", "from_function(", ".prompt(", ".resource("))
