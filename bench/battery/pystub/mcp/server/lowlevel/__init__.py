from mcp._serve import dump


class Server:
    def __init__(self, name, instructions=None, **kw):
        self.name, self.instructions, self.handler = name, instructions, None

    def list_tools(self):
        def deco(fn):
            self.handler = fn
            return fn
        return deco

    def create_initialization_options(self):
        return {}

    async def run(self, read, write, options, **kw):
        dump({"instructions": self.instructions, "tools": await self.handler() if self.handler else []})
