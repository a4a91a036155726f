from mcp._serve import dump, schema


class FastMCP:
    bare = False  # fastmcp 2 accepts @mcp.tool without a call

    def __init__(self, name=None, instructions=None, **kw):
        self.name, self.instructions = name, instructions
        self.tools, self.prompts, self.resources = [], [], []

    def add_tool(self, fn, name=None, title=None, description=None, annotations=None, structured_output=None):
        self.tools.append({"name": name or fn.__name__, "title": title, "description": description or fn.__doc__ or "", "inputSchema": schema(fn)})

    def tool(self, name=None, title=None, description=None, annotations=None, structured_output=None):
        if callable(name):
            if not self.bare:
                raise TypeError("The @tool decorator was used incorrectly. Did you forget to call it? Use @tool() instead of @tool")
            self.add_tool(name)
            return name

        def deco(fn):
            self.add_tool(fn, name=name, title=title, description=description, annotations=annotations)
            return fn
        return deco

    def prompt(self, name=None, title=None, description=None):
        def deco(fn):
            self.prompts.append({"name": name or fn.__name__, "description": description or fn.__doc__ or ""})
            return fn
        return deco

    def resource(self, uri, name=None, title=None, description=None, mime_type=None):
        def deco(fn):
            self.resources.append({"uri": uri, "name": name or fn.__name__, "description": description or fn.__doc__ or ""})
            return fn
        return deco

    def run(self, transport="stdio"):
        dump({"instructions": self.instructions, "tools": self.tools, "prompts": self.prompts, "resources": self.resources})
