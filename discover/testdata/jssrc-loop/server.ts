import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

const server = new McpServer({ name: "kitchen", version: "1.0.0" });

const RECIPES = [
  { name: "boil_eggs", description: "Boils eggs for a number of minutes." },
  { name: "toast_bread", description: "Toasts slices of bread." },
];
for (const r of RECIPES) {
  server.registerTool(r.name, { description: r.description }, async () => ({ content: [] }));
}

const SHORT = [{ name: "stir" }, { name: "whisk" }, { name: "fold" }];
SHORT.forEach((s) => {
  server.tool(s.name, s.summary, async () => ({ content: [] }));
});

export function registerAll(list: { name: string }[]) {
  list.forEach(function (x) {
    server.tool(x.name, "A kitchen step.", async () => ({ content: [] }));
  });
}
