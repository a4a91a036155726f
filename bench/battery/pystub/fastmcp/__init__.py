from mcp.server.fastmcp import FastMCP as _Base


class FastMCP(_Base):
    bare = True
