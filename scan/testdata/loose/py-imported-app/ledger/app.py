from mcp.server.fastmcp import FastMCP

app = FastMCP("ledger")
