package discover_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/mcp-lint/mcp-lint/discover"
)

// A server with no SDK that writes its tools/list and prompts/list
// results itself in json! (a tool: a named object with an inputSchema;
// a prompt: a named object of a "prompts" list, a vec! of json! values
// among Rust values) has each definition read with its name, at its
// place. Its call handler (handle_call_tool) is no client's call_tool().
func TestRustProtocolJSONDefinitions(t *testing.T) {
	root := writeFiles(t, map[string]string{
		"Cargo.toml": "[package]\nname = \"ledger\"\n",
		"src/main.rs": `use serde_json::{json, Value};

fn handle_list_tools(id: Value) -> Value {
    json!({
        "jsonrpc": "2.0",
        "id": id,
        "result": { "tools": [
            { "name": "balance", "description": "Returns the balance of an account.", "inputSchema": { "type": "object", "properties": { "account": { "type": "string" } } } }
        ] }
    })
}

fn handle_list_prompts(id: Value) -> Value {
    json!({ "result": { "prompts": vec![
        json!({ "name": "monthly-report", "description": "Summarises the month's payments." })
    ] }, "id": id })
}

fn handle_call_tool(name: &str) -> Value { json!({ "content": [] }) }
`,
	})
	res := discover.Discover([]string{root}, discover.Options{Root: root, ComputedNotice: true})
	assert.Equal(t, []string{
		`prompt default/monthly-report: "Summarises the month's payments."`,
		`tool default/balance: "Returns the balance of an account."`,
	}, sourceDefs(res))
	b := findDef(t, res, "", "balance")
	assert.Equal(t, "src/main.rs:8:62-8:69", textAt(t, res, b, "description", b.Description, "balance"))
}
