package discover_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/mcp-lint/mcp-lint/discover"
)

// tieTree is a package that serves MCP and also ships a command-line
// program: both keep tables of objects with a name, a description and a
// zod schema. The server's tables are tied to MCP (a helper that imports
// the SDK; a module gathered by one that registers tools); the program's
// table of its verbs is not, though the server imports the program.
func tieTree() map[string]string {
	return map[string]string{
		"package.json": `{"name":"garden-mcp","dependencies":{"@modelcontextprotocol/sdk":"^1.0.0","zod":"^3.0.0"}}`,
		"src/server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { PLANTS } from "./plants/all.js";
import { runVerb } from "./shell/run.js";

const server = new McpServer({ name: "garden", version: "1.0.0" });
for (const p of PLANTS) {
  server.registerTool(p.name, { description: p.description, inputSchema: p.args.shape }, p.run);
}
export { runVerb };
`,
		"src/plants/all.ts": `import { water } from "./water.js";
export const PLANTS = [water];
`,
		"src/plants/water.ts": `import { z } from "zod";

export const water = {
  name: "water_plant",
  description: "Waters one plant of the garden.",
  args: z.object({ bed: z.string().describe("The bed the plant grows in.") }),
  run: async () => ({ content: [] }),
};
`,
		"src/helpers/sow.ts": `import type { ToolCallback } from "@modelcontextprotocol/sdk/server/mcp.js";
export function sowTool(spec: { name: string; description: string; args: unknown; run: ToolCallback }) {
  return spec;
}
`,
		"src/helpers/seed.ts": `import { z } from "zod";
import { sowTool } from "./sow.js";

export const seed = sowTool({
  name: "sow_seed",
  description: "Sows a seed in a bed.",
  args: z.object({ kind: z.string() }),
  run: async () => ({ content: [] }),
});
`,
		"src/shell/verb.ts": `import { z } from "zod";
export function declareVerb<T>(verb: T): T {
  return verb;
}
export const noArgs = z.object({});
`,
		"src/shell/verbs.ts": `import { z } from "zod";
import { declareVerb } from "./verb.js";

export const prune = declareVerb({
  name: "prune",
  description: "Prune the hedges from the terminal.",
  args: z.object({ height: z.number().describe("Height to cut at") }),
});

export const mow = declareVerb({
  name: "mow",
  description: "Mow the lawn from the terminal.",
  args: z.object({}),
});
`,
		"src/shell/run.ts": `import { prune, mow } from "./verbs.js";
const verbs = { prune, mow };
export function runVerb(argv: string[]) {
  return verbs[argv[0]];
}
`,
	}
}

// An object table is read as tools when it is tied to MCP: through the
// helper that makes its objects (which imports the SDK), or through the
// modules that gather it for a registration; a command-line program's
// table of verbs of the same shape, tied to nothing that serves MCP, is
// not, its texts scanned as loose text of the module.
func TestObjectTableTiedToMCP(t *testing.T) {
	res := discover.Discover(nil, discover.Options{Root: writeTree(t, tieTree()), ComputedNotice: true})
	var tools []string
	for _, d := range sourceDefs(res) {
		if d[:5] != "text " {
			tools = append(tools, d)
		}
	}
	assert.Equal(t, []string{
		`tool garden-mcp/sow_seed: "Sows a seed in a bed."`,
		`tool garden-mcp/water_plant: "Waters one plant of the garden."`,
		// The server's loop, its texts the table's: said computed.
		`tool garden/(computed name, line 7): ""`,
	}, tools)
	w := findDef(t, res, "", "water_plant")
	assert.Equal(t, "src/plants/water.ts:5:17-5:23", textAt(t, res, w, "description", w.Description, "Waters"))
	s := findDef(t, res, "", "sow_seed")
	assert.Equal(t, "src/helpers/seed.ts:6:17-6:22", textAt(t, res, s, "description", s.Description, "Sows "))
	// The verbs' prose is still scanned, as text of its module.
	var loose []string
	for _, tl := range res.Tools {
		if tl.KindOrDefault() == "text" && tl.Description == "Prune the hedges from the terminal." {
			loose = append(loose, textAt(t, res, tl, "description", tl.Description, "Prune"))
		}
	}
	assert.Equal(t, []string{"src/shell/verbs.ts:6:17-6:22"}, loose)
}

// loadedTree is a server that reads a folder of tool modules at start
// (readdir, then import() of each): no module imports them by name. sdk
// says whether its package depends on the MCP SDK.
func loadedTree(sdk bool) map[string]string {
	deps := `{"zod":"^3.0.0"}`
	if sdk {
		deps = `{"@modelcontextprotocol/sdk":"^1.0.0","zod":"^3.0.0"}`
	}
	return map[string]string{
		"package.json": `{"name":"pond","type":"module","dependencies":` + deps + `}`,
		"src/load.ts": `import { readdir } from "node:fs/promises";
import { join } from "node:path";

export async function loadTools(dir: string) {
  const out = [];
  for (const f of await readdir(dir)) {
    out.push((await import(join(dir, f))).tool);
  }
  return out;
}
`,
		"src/tools/feed.ts": `import { z } from "zod";

export const tool = {
  name: "feed_fish",
  description: "Feeds the fish of one pond.",
  args: z.object({ pond: z.string() }),
};
`,
	}
}

// A module no module of its package imports, in a package that serves
// MCP, is loaded by a computed path: its objects are read as tools. The
// same folder in a package that does not depend on an MCP SDK is not.
func TestObjectTableLoadedByPath(t *testing.T) {
	res := discover.Discover(nil, discover.Options{Root: writeTree(t, loadedTree(true)), ComputedNotice: true})
	f := findDef(t, res, "", "feed_fish")
	assert.Equal(t, "src/tools/feed.ts:5:17-5:22", textAt(t, res, f, "description", f.Description, "Feeds"))
	res = discover.Discover(nil, discover.Options{Root: writeTree(t, loadedTree(false)), ComputedNotice: true})
	for _, d := range sourceDefs(res) {
		assert.NotContains(t, d, "tool pond/feed_fish")
	}
}

// A template with a substitution is a computed path too.
func TestObjectTableLoadedByTemplatePath(t *testing.T) {
	tree := loadedTree(true)
	tree["src/load.ts"] = "import { readdirSync } from \"node:fs\";\n\nexport async function loadTools() {\n  const out = [];\n  for (const f of readdirSync(\"./src/tools\")) {\n    out.push((await import(`./tools/${f}`)).tool);\n  }\n  return out;\n}\n"
	res := discover.Discover(nil, discover.Options{Root: writeTree(t, tree), ComputedNotice: true})
	f := findDef(t, res, "", "feed_fish")
	assert.Equal(t, "src/tools/feed.ts:5:17-5:22", textAt(t, res, f, "description", f.Description, "Feeds"))
}
