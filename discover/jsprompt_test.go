package discover

import (
	"fmt"
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/mcp-lint/mcp-lint/detect"
)

// TypeScript servers: new FastMCP({ name, instructions }) has
// its instructions read as the server's, in a file whose tools are read;
// a prompt written as a plain object (the low-level server's prompts: [{
// name, description, arguments }]) is read as a prompt with its
// arguments, never as a tool and its arguments as further tools.
func TestJSFastMCPInstructionsAndPromptObjects(t *testing.T) {
	root := t.TempDir()
	writeTree(t, root, map[string]string{
		"package.json": `{"name":"fp","dependencies":{"fastmcp":"1.0.0","@modelcontextprotocol/sdk":"1.0.0"}}`,
		"server.ts": `import { FastMCP } from "fastmcp";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListPromptsRequestSchema } from "@modelcontextprotocol/sdk/types.js";

const mcp = new FastMCP({
  name: "notes",
  version: "1.0.0",
  instructions: "Use the notes tools to keep notes.",
});

mcp.addTool({ name: "add_note", description: "Adds a note.", execute: async () => "" });

const server = new Server({ name: "low", version: "1.0.0" }, { capabilities: { prompts: {} } });
server.setRequestHandler(ListPromptsRequestSchema, async () => ({
  prompts: [
    {
      name: "summarize",
      description: "Summarizes the notes of a day.",
      arguments: [
        { name: "day", description: "The day to summarize.", required: true },
        { name: "style", description: "The style of the summary." },
      ],
    },
  ],
}));
`,
	})
	res := Discover([]string{root}, Options{Root: root})
	var got []string
	for _, tl := range res.Tools {
		text := tl.Description
		if tl.KindOrDefault() == detect.KindInstructions {
			text, _ = tl.Extra["instructions"].(string)
		}
		got = append(got, fmt.Sprintf("%s %s %q", tl.KindOrDefault(), tl.Name, text))
	}
	sort.Strings(got)
	assert.Equal(t, []string{
		`instructions instructions "Use the notes tools to keep notes."`,
		`prompt summarize "Summarizes the notes of a day."`,
		`tool add_note "Adds a note."`,
	}, got)
	pr := findDefIn(t, res, "summarize")
	assert.Equal(t, detect.KindPrompt, pr.Kind)
	assert.Equal(t, []any{
		detect.Object{{Key: "description", Value: "The day to summarize."}, {Key: "name", Value: "day"}, {Key: "required", Value: true}},
		detect.Object{{Key: "description", Value: "The style of the summary."}, {Key: "name", Value: "style"}},
	}, pr.Extra["arguments"])
}

func findDefIn(t *testing.T, res *Result, name string) detect.Tool {
	t.Helper()
	for _, tl := range res.Tools {
		if tl.Name == name {
			return tl
		}
	}
	t.Fatalf("no definition %s", name)
	return detect.Tool{}
}

// In a package that builds on the SDK, a module keeping its prompts and
// resources as objects, for a handler elsewhere to list (prompts keyed
// by name, { name, description, arguments }; resources and templates {
// name, description, uri | uriTemplate }), has them read as prompts and
// resources, not only as loose text.
func TestJSPromptAndResourceTablesOfPackage(t *testing.T) {
	root := t.TempDir()
	writeTree(t, root, map[string]string{
		"package.json": `{"name":"ui","dependencies":{"@modelcontextprotocol/sdk":"1.0.0"}}`,
		"src/prompts.ts": `export const prompts = {
  "build-page": {
    name: "build-page",
    description: "Builds a page of the kit.",
    arguments: [{ name: "pageType", description: "The kind of page.", required: true }],
  },
  "review": {
    description: "Reviews a component.",
    arguments: [{ name: "component", description: "The component to review." }],
  },
};
`,
		"src/resources.ts": `export const resources = [
  { name: "components", description: "The components of the kit.", uri: "resource:components", contentType: "text/plain" },
];
export const templates = [
  { name: "install", description: "How to install a component.", uriTemplate: "resource-template:install?component={component}" },
];
`,
	})
	res := Discover([]string{root}, Options{Root: root})
	var got []string
	for _, tl := range res.Tools {
		if tl.Kind != detect.KindText {
			got = append(got, fmt.Sprintf("%s %s %q", tl.KindOrDefault(), tl.Name, tl.Description))
		}
	}
	sort.Strings(got)
	assert.Equal(t, []string{
		`prompt build-page "Builds a page of the kit."`,
		`prompt review "Reviews a component."`,
		`resource components "The components of the kit."`,
		`resource install "How to install a component."`,
	}, got)
}

// A table of tools kept in one module (typed object literals bound to
// names, spread into an array literal) and registered in a loop in
// another is read as those tools, in their module; that module's sweep
// does not report the same texts again as loose text.
func TestJSSpreadTablesOfModulesReadOnce(t *testing.T) {
	root := t.TempDir()
	writeTree(t, root, map[string]string{
		"package.json": `{"name":"player","type":"module","dependencies":{"@modelcontextprotocol/sdk":"1.0.0"}}`,
		"src/index.ts": "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nimport { playTools } from './play.js';\n\nconst server = new McpServer({ name: 'player', version: '1.0.0' });\n[...playTools].forEach((tool) => {\n  server.tool(tool.name, tool.description, tool.schema, tool.handler);\n});\n",
		"src/play.ts":  "import { z } from 'zod';\n\nconst play: tool<{\n  id: z.ZodString;\n}> = {\n  name: 'play',\n  description: 'Plays the track the user names, from its start.',\n  schema: { id: z.string() },\n  handler: async () => ({ content: [] }),\n};\n\nexport const playTools = [play];\n",
	})
	res := Discover([]string{root}, Options{Root: root})
	var got []string
	for _, tl := range res.Tools {
		got = append(got, fmt.Sprintf("%s %s %q", tl.KindOrDefault(), tl.Name, tl.Description))
	}
	assert.Equal(t, []string{`tool play "Plays the track the user names, from its start."`}, got)
}

// A wrapper helper of the file that registers what its parameters give
// (function defineTool(name, description, shape, handler) { server.tool(
// name, description, shape, …) }) is read once per call of it, with that
// call's texts at their places, instead of one tool with a computed name.
func TestJSWrapperHelperReadPerCall(t *testing.T) {
	root := t.TempDir()
	writeTree(t, root, map[string]string{
		"package.json": `{"name":"tw","type":"module","dependencies":{"@modelcontextprotocol/sdk":"1.0.0"}}`,
		"server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

const server = new McpServer({ name: "ledger", version: "1.0.0" });

function defineTool(name: string, description: string, shape: object, handler: Function) {
  server.tool(name, description, shape, async (args) => handler(args));
}

const register = (name, description) => {
  server.registerTool(name, { description }, async () => ({ content: [] }));
};

defineTool("balance", "Returns the balance of an account.", {}, async () => ({ content: [] }));
defineTool("history", "Lists the movements of an account.", {}, async () => ({ content: [] }));
register("close", "Closes an account.");
`,
	})
	res := Discover([]string{root}, Options{Root: root})
	var got []string
	for _, tl := range res.Tools {
		got = append(got, fmt.Sprintf("%s %s %q", tl.KindOrDefault(), tl.Name, tl.Description))
	}
	sort.Strings(got)
	assert.Equal(t, []string{
		`tool balance "Returns the balance of an account."`,
		`tool close "Closes an account."`,
		`tool history "Lists the movements of an account."`,
	}, got)
	assert.Empty(t, res.Computed)
}
