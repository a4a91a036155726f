package detect_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// A credential parameter most of a server's tools take, with no text
// speaking of it, is the token its service takes with every call: the
// server's convention, not one tool's ask. The same parameter on one tool
// whose siblings do not take it is still asked for alone.
func TestServerWideCredentialIsTheServersOwn(t *testing.T) {
	schema := func(extra string) map[string]any {
		props := map[string]any{"project_id": map[string]any{"type": "integer"}}
		if extra != "" {
			props[extra] = map[string]any{"type": "string"}
		}
		return map[string]any{"type": "object", "properties": props, "required": []any{"project_id"}}
	}
	tool := func(name, desc, extra string) reading.Tool {
		return reading.Tool{Server: "tracker", Name: name, Description: desc, InputSchema: schema(extra)}
	}
	target := tool("list_memberships", "List the memberships of a project, with each member's role.", "auth_token")
	siblings := []reading.Tool{
		tool("get_membership", "Get one membership of a project by its id.", "auth_token"),
		tool("list_epics", "List the epics of a project, newest first.", "auth_token"),
		tool("create_epic", "Create an epic in a project.", "auth_token"),
	}
	f, _ := scan(t, target, siblings...)
	assert.Empty(t, signalsOf(f, reading.IDDemand), "auth_token on every tool of the server is its service's")

	// One tool of a server whose other tools take no such parameter.
	alone := []reading.Tool{
		tool("get_membership", "Get one membership of a project by its id.", ""),
		tool("list_epics", "List the epics of a project, newest first.", ""),
		tool("create_epic", "Create an epic in a project.", ""),
	}
	f, _ = scan(t, target, alone...)
	sigs := signalsOf(f, reading.IDDemand)
	if assert.Len(t, sigs, 1, "a secret parameter only this tool takes is still asked for") {
		assert.Equal(t, reading.PathInputSchema+".properties.auth_token", sigs[0].Field)
	}
}
