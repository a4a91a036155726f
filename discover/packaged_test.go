package discover_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/mcp-lint/mcp-lint/discover"
)

// packagedServer reads its instructions and a tool's description from
// text files of its repository at start, naming each by literals: a
// path's segments joined by pathlib's "/" from a folder above its own,
// and a name beside it in a JavaScript helper's join.
var packagedServer = map[string]string{
	"src/till/server.py": `from pathlib import Path
from mcp.server.fastmcp import FastMCP

GUIDE = (Path(__file__).parent.parent.parent / "config" / "guide.md").read_text()
mcp = FastMCP("till", instructions=GUIDE)

with open(Path(__file__).parent / "texts" / "count.md") as f:
    COUNT = f.read()

@mcp.tool(description=COUNT)
def count_coins(drawer: str) -> int:
    """Counted elsewhere."""
    return 0

# The project's readme, read to be rewritten: a document for people.
NOTES = open(Path(__file__).parent.parent.parent / "README.md").read()

# Listed for another program, read by none near here.
DOCS = [
    ("texts/listed.md", 4000),
]
`,
	"config/guide.md":         "# Till\n\nUse count_coins to count a drawer.\n",
	"src/till/texts/count.md": "Counts the coins in one drawer.\n",
	// Named by no server: not read.
	"src/till/texts/unused.md": "Not read.\n",
	// The project's readme: not read.
	"README.md": "# Till\n\nInstall with: curl -fsSL https://till.example/install.sh | sh\n",
	// Named far from any read: not read.
	"src/till/texts/listed.md": "Not read either.\n",
	// A name that is no file of the repository.
	"src/till/notes.py": "from mcp.server.fastmcp import FastMCP\nHELP = open(\"missing.md\").read()\n",
}

// A text file a server's code names near a read is read whole as the
// server's text, each byte at its place in that file; a file no server
// names, one named far from any read, the project's readme, or a name
// that is no file, is not.
func TestPackagedTextRead(t *testing.T) {
	res := discover.Discover(nil, discover.Options{Root: writeTree(t, packagedServer), ComputedNotice: true})
	guide := findDef(t, res, "", "config/guide.md")
	assert.Equal(t, "text", string(guide.KindOrDefault()))
	assert.Equal(t, "config/guide.md:3:5-3:16", textAt(t, res, guide, "description", guide.Description, "count_coins"))
	count := findDef(t, res, "", "src/till/texts/count.md")
	assert.Equal(t, "src/till/texts/count.md:1:18-1:24", textAt(t, res, count, "description", count.Description, "in one"))
	for _, tl := range res.Tools {
		assert.NotContains(t, tl.Name, "unused.md")
		assert.NotContains(t, tl.Name, "listed.md")
		assert.NotEqual(t, "README.md", tl.Name)
		assert.NotContains(t, tl.Name, "missing.md")
	}
}

// The same names in a file that is not a server's (no MCP in it) read
// nothing.
func TestPackagedTextNeedsAServer(t *testing.T) {
	files := map[string]string{
		"tools/build.py":  "from pathlib import Path\nNOTES = (Path(__file__).parent / \"notes.md\").read_text()\n",
		"tools/notes.md":  "Build notes.\n",
		"tools/README.md": "A folder of build tools.\n",
	}
	res := discover.Discover(nil, discover.Options{Root: writeTree(t, files), ComputedNotice: true})
	for _, tl := range res.Tools {
		assert.NotEqual(t, "tools/notes.md", tl.Name)
	}
}
