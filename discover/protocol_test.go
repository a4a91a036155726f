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

// C# tools of a project's own registration layer, in files that import
// no MCP SDK: command classes that say what they are in properties
// (public override string Description => "…"), and methods carrying a
// wrapper library's attribute instead of the SDK's. They are read as
// named definitions when the project serves MCP (here a handler answers
// tools/list itself); in a tree that serves no MCP they are not read.
func TestCSharpOwnRegistrationLayer(t *testing.T) {
	files := map[string]string{
		"Ledger/Commands/BalanceCommand.cs": `namespace Ledger.Commands;

public sealed class BalanceCommand : LedgerCommand<BalanceArgs>
{
    public override string Name => "balance";
    public override string Description => "Returns the balance of an account.";
    protected override string Run(BalanceArgs args) => "0";
}
`,
		"Ledger/Commands/RefundCommand.cs": `namespace Ledger.Commands;

public sealed class RefundCommand : LedgerCommand<RefundArgs>
{
    public override string Description { get; } = "Refunds a payment.";
}
`,
		"Ledger/Tools/HistoryTools.cs": `using Acme.Agents;

public static class HistoryTools
{
    [AgentTool("history", "Lists the payments of an account.")]
    public static string History(string account) => "";
}
`,
	}
	root := writeFiles(t, files)
	res := discover.Discover([]string{root}, discover.Options{Root: root, ComputedNotice: true})
	assert.Empty(t, sourceDefs(res), "no MCP server in the tree")

	files["Ledger/Server/Handler.cs"] = `public sealed class Handler
{
    public object Handle(string method) => method switch
    {
        "tools/list" => Registry.List(),
        _ => null,
    };
}
`
	root = writeFiles(t, files)
	res = discover.Discover([]string{root}, discover.Options{Root: root, ComputedNotice: true})
	assert.Equal(t, []string{
		`tool Commands/RefundCommand: "Refunds a payment."`,
		`tool Commands/balance: "Returns the balance of an account."`,
		`tool Ledger/history: "Lists the payments of an account."`,
	}, sourceDefs(res))
	b := findDef(t, res, "", "balance")
	assert.Equal(t, "Ledger/Commands/BalanceCommand.cs:6:56-6:63", textAt(t, res, b, "description", b.Description, "balance"))
}

// A Go server with no SDK that declares its own type for the protocol's
// tool (its fields tagged name, description, inputSchema) and lists its
// tools as a slice literal of it has each read with its name, at its
// place; the file is read for that shape alone.
func TestGoOwnProtocolStructDefinitions(t *testing.T) {
	root := writeFiles(t, map[string]string{
		"go.mod": "module ledger\n\ngo 1.22\n",
		"tools.go": "package main\n\ntype ToolDefinition struct {\n\tName        string         `json:\"name\"`\n\tDescription string         `json:\"description\"`\n\tInputSchema map[string]any `json:\"inputSchema\"`\n}\n\n" +
			"func toolsList() []ToolDefinition {\n\treturn []ToolDefinition{\n\t\t{Name: \"balance\", Description: \"Returns the balance of an account.\", InputSchema: map[string]any{\"type\": \"object\"}},\n\t}\n}\n",
	})
	res := discover.Discover([]string{root}, discover.Options{Root: root, ComputedNotice: true})
	assert.Equal(t, []string{`tool ledger/balance: "Returns the balance of an account."`}, sourceDefs(res))
	b := findDef(t, res, "", "balance")
	assert.Equal(t, "tools.go:11:61-11:68", textAt(t, res, b, "description", b.Description, "account"))
}

// A file of a package whose entry point serves MCP is read as the
// server's even when it names no SDK (here a Rust module that builds its
// tools through the crate's own helper): its prose is swept at its
// places (fail open). The same module in a crate that serves nothing is
// not read.
func TestFilesOfAServingPackageAreSwept(t *testing.T) {
	module := `use crate::tools::common::tool_definition;

pub fn definitions() -> Vec<serde_json::Value> {
    vec![tool_definition("create_document", "Creates a document in the workspace.", &[])]
}
`
	files := map[string]string{
		"Cargo.toml":             "[package]\nname = \"notes\"\n",
		"src/tools/documents.rs": module,
	}
	root := writeFiles(t, files)
	res := discover.Discover([]string{root}, discover.Options{Root: root, ComputedNotice: true})
	assert.Empty(t, sourceDefs(res), "no server in the crate")

	files["src/main.rs"] = `use rmcp::{ServerHandler, model::ServerInfo};

struct Notes;

impl ServerHandler for Notes {
    fn get_info(&self) -> ServerInfo { ServerInfo::default() }
}
`
	root = writeFiles(t, files)
	res = discover.Discover([]string{root}, discover.Options{Root: root, ComputedNotice: true})
	assert.Equal(t, []string{`text default/src/tools/documents.rs:4:46: "Creates a document in the workspace."`}, sourceDefs(res))
}
