import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { BALANCE } from "./tools.js";

const server = new McpServer({ name: "ledger", version: "1.0.0" });

server.registerTool(BALANCE.name, { description: BALANCE.description, inputSchema: BALANCE.schema }, async () => ({ content: [] }));
