package scan_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mcp-lint/mcp-lint/discover"
	"github.com/mcp-lint/mcp-lint/scan"
)

// A .snap file a JavaScript test runner wrote (Jest, Vitest: comment lines,
// then exports[`…`] = …) is a test's snapshot, not JSON: it is not read,
// and it is no parse error that leaves the scan incomplete. A JSON tools
// snapshot (__toolsnaps__/*.snap) is still read, and a .snap holding JSON
// that names MCP shapes is still parsed.
func TestLead23TestRunnerSnapshotIsNotJSON(t *testing.T) {
	root := writeTree(t, map[string]string{
		"packages/otel/src/__snapshots__/otel.test.ts.snap": "// Vitest Snapshot v1, https://vitest.dev/guide/snapshot.html\n\n" +
			"exports[`records tool calls 1`] = `\n[\n  {\n    \"inputSchema\": {},\n    \"tools\": [\"a\"],\n  },\n]\n`;\n",
		"server/__toolsnaps__/get_me.snap": `{"name": "get_me", "description": "Returns the signed-in user's profile.", "inputSchema": {"type": "object", "properties": {}}}`,
	})
	out := scan.Run(scan.Options{Paths: []string{root}, Discover: discover.Options{Root: root}})
	require.Empty(t, out.Discovery.Errors)
	var names []string
	for _, tl := range out.Discovery.Tools {
		names = append(names, tl.Name)
	}
	assert.Equal(t, []string{"get_me"}, names)
	assert.Empty(t, out.Findings)
}
