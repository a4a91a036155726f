package discover_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/mcp-lint/mcp-lint/discover"
)

// tableHelperSrc is a server whose tools are entries of a table, each
// turned into a tool by a helper taking the entry (the name and the
// description flow from fields the helper passes to mcp.NewTool and
// mcp.WithDescription) called in a loop over the table. imp is the
// package the helper's NewTool comes from.
func tableHelperSrc(imp string) string {
	return `package main

import (
	"github.com/mark3labs/mcp-go/server"

	mcp "` + imp + `"
)

type command struct {
	Key     string
	Summary string
	Verb    string
}

var commands = []command{
	{Key: "open_drawer", Summary: "Opens the cash drawer.", Verb: "open"},
	{Key: "count_coins", Summary: "Counts the coins in the drawer.", Verb: "count"},
	lastCommand,
	spare(),
}

var lastCommand = command{Key: "lock_drawer", Summary: "Locks the drawer.", Verb: "lock"}

func spare() command { return command{} }

func toTool(c command) mcp.Tool {
	opts := []mcp.ToolOption{
		mcp.WithDescription(c.Summary),
		mcp.WithTitleAnnotation(c.Verb),
	}
	return mcp.NewTool(c.Key, opts...)
}

func main() {
	s := server.NewMCPServer("till", "1.0.0")
	for _, c := range commands {
		tool := toTool(c)
		s.AddTool(tool, nil)
	}
}
`
}

// A table whose entries a helper function turns into tools: each entry is
// a tool, named by the field the helper passes as mcp.NewTool's name and
// described by the one it passes to mcp.WithDescription, its texts at
// their places in the table (an entry may be a variable bound to one); an
// entry that is neither is counted, not read.
func TestGoTableThroughHelper(t *testing.T) {
	root := writeTree(t, map[string]string{
		"go.mod":  "module example.com/till\n\ngo 1.22\n\nrequire github.com/mark3labs/mcp-go v0.30.0\n",
		"main.go": tableHelperSrc("github.com/mark3labs/mcp-go/mcp"),
	})
	res := discover.Discover(nil, discover.Options{Root: root, ComputedNotice: true})
	assert.Empty(t, res.Errors)
	assert.Equal(t, []string{
		`tool till/count_coins: "Counts the coins in the drawer."`,
		`tool till/lock_drawer: "Locks the drawer."`,
		`tool till/open_drawer: "Opens the cash drawer."`,
	}, sourceDefs(res))
	od := findDef(t, res, "", "open_drawer")
	assert.Equal(t, "main.go:16:43-16:47", textAt(t, res, od, "description", od.Description, "cash"))
	cc := findDef(t, res, "", "count_coins")
	assert.Equal(t, "main.go:17:33-17:39", textAt(t, res, cc, "description", cc.Description, "Counts"))
	ld := findDef(t, res, "", "lock_drawer")
	assert.Equal(t, "main.go:22:57-22:62", textAt(t, res, ld, "description", ld.Description, "Locks"))
	var notes []string
	for _, c := range res.Computed {
		notes = append(notes, fmt.Sprintf("%s:%d:%d", c.Path, c.Line, c.Col))
	}
	assert.Equal(t, []string{"main.go:36:20"}, notes)
}

// The same shape around a NewTool of a package that is not an MCP SDK
// reads no tool.
func TestGoTableThroughHelperNeedsMCP(t *testing.T) {
	root := writeTree(t, map[string]string{
		"go.mod":        "module example.com/till\n\ngo 1.22\n",
		"main.go":       tableHelperSrc("example.com/till/menu"),
		"menu/menu.go":  "package menu\n\n// Tool is a menu entry.\ntype Tool struct{ Name, Text string }\n\n// ToolOption sets a field.\ntype ToolOption func(*Tool)\n",
		"menu/build.go": "package menu\n\n// NewTool makes an entry.\nfunc NewTool(name string, opts ...ToolOption) Tool { return Tool{Name: name} }\n\n// WithDescription sets the text.\nfunc WithDescription(s string) ToolOption { return nil }\n\n// WithTitleAnnotation sets the title.\nfunc WithTitleAnnotation(s string) ToolOption { return nil }\n",
	})
	res := discover.Discover(nil, discover.Options{Root: root, ComputedNotice: true})
	for _, d := range sourceDefs(res) {
		assert.NotRegexp(t, `^tool `, d)
	}
}
