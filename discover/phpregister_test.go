package discover_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mcp-lint/mcp-lint/discover"
)

// A PHP project without an SDK that registers its definitions through its
// own MCP layer (testdata/phpregister): an array literal of the texts
// passed to the constructor of a class whose name says MCP and the kind
// (new RegisterMcpTool(array('name' => …, 'description' => …))). Each is
// read with its texts at their places; a computed description and a
// definition passed in a variable are reported, not passed over; a class
// built with nothing, and the same shape with a class that does not say
// MCP, are no definitions.
func TestPHPRegistrationClass(t *testing.T) {
	root := "testdata/phpregister"
	res := discover.Discover([]string{root}, discover.Options{Root: root, ComputedNotice: true})
	require.Empty(t, res.Errors)
	assert.Equal(t, []string{
		`prompt Shelf/shelf-summary: "Summarizes what stands on the shelf."`,
		// The computed description's literal part, scanned as loose text.
		`text Shelf/src/Shelf/ShelfTools.php:24:22: "Counts the books of "`,
		`tool Shelf/shelf_count: ""`,
		`tool Shelf/shelf_find_book: "Finds a book on the shelf by its title."`,
	}, sourceDefs(res))
	for _, c := range []struct{ name, field, sub, want string }{
		{"shelf_find_book", "description", "Finds a book", "src/Shelf/ShelfTools.php:13:23-13:35"},
		{"shelf_find_book", "inputSchema.properties.title.description", "title to look", "src/Shelf/ShelfTools.php:17:67-17:80"},
		{"shelf-summary", "description", "stands", "src/Shelf/ShelfTools.php:29:39-29:45"},
	} {
		tl := findDef(t, res, "", c.name)
		text, _ := res.FieldText(tl.Ref(), c.field, false)
		assert.Equal(t, c.want, textAt(t, res, tl, c.field, text, c.sub), c.name+" "+c.field)
	}
	var computed []string
	for _, c := range res.Computed {
		computed = append(computed, fmt.Sprintf("%s:%d:%d", c.Path, c.Line, c.Col))
	}
	assert.Equal(t, []string{"src/Shelf/ShelfTools.php:24:21", "src/Shelf/ShelfTools.php:35:24", "src/Shelf/ShelfTools.php:36:24"}, computed)
	for _, tl := range res.Tools {
		assert.NotEqual(t, "plain/Widgets.php", tl.Source, "a class that does not say MCP registers no definition")
	}
}
