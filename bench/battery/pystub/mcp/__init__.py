"""A stub of the MCP Python SDK's registration (mcp 1.x), for
bench/battery/verify.py: it keeps what each registration would serve and
prints it as JSON on run(). Descriptions follow the SDK's rule
(Tool.from_function: description or fn.__doc__ or ""); input schemas are
pydantic's, from the signature, as FastMCP builds them."""
