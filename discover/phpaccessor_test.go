package discover_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mcp-lint/mcp-lint/discover"
)

// A PHP server of the official SDK that keeps each tool as a class whose
// accessors return its texts and registers a list of instances in a loop
// (testdata/phpaccessor): each class is a tool, its texts read where its
// methods return them (in the file the autoloading gives the class); a
// text a class computes is reported at the registration's argument, and
// a schema its base class builds is partial. The same loop in a file
// with no MCP tie is not read.
func TestPHPAccessorRegistration(t *testing.T) {
	root := "testdata/phpaccessor"
	res := discover.Discover([]string{root}, discover.Options{Root: root, ComputedNotice: true})
	require.Empty(t, res.Errors)
	var got []string
	for _, tl := range res.Tools {
		if tl.KindOrDefault() != "text" {
			got = append(got, fmt.Sprintf("%s %s %q %s partial=%v", tl.KindOrDefault(), tl.Name, tl.Description, tl.Source, tl.SchemaPartial))
		}
	}
	assert.ElementsMatch(t, []string{
		`tool list_books "Lists the books of the library, newest first." server.php partial=true`,
		`tool add_book "" server.php partial=true`,
	}, got)
	tl := findDef(t, res, "", "list_books")
	text, _ := res.FieldText(tl.Ref(), "description", false)
	assert.Equal(t, "src/Tools/ListBooks.php:14:17-14:26", textAt(t, res, tl, "description", text, "Lists the"))
	assert.Equal(t, "src/Tools/ListBooks.php:15:16-15:22", textAt(t, res, tl, "description", text, "newest"))
	var computed []string
	for _, c := range res.Computed {
		computed = append(computed, fmt.Sprintf("%s:%d:%d %s", c.Path, c.Line, c.Col, c.Message[:40]))
	}
	assert.Equal(t, []string{"server.php:20:22 the tool's description (AddBook::getDesc"}, computed)
	for _, tl := range res.Tools {
		assert.NotEqual(t, "plain/Menu.php", tl.Source, "a file with no MCP tie is not read")
	}
}
