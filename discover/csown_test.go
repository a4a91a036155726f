package discover

import (
	"fmt"
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"
)

// A C# framework's own tool attribute, known by what its arguments become: [McpTool("name",
// "description")] or [AgentTool(Name = …, Description = …)] on a method is
// a tool with that name and description and the method's parameters; an
// attribute ending in Tool that gives no description is not.
func TestCSharpOwnToolAttribute(t *testing.T) {
	root := t.TempDir()
	writeTree(t, root, map[string]string{
		"Tools.cs": `using System.ComponentModel;
using AgentKit.Mcp;

public class LedgerTools
{
    [McpTool("balance", "Returns the balance of an account.")]
    public string Balance([Description("The account")] string account) => "0";

    [AgentTool(Name = "history", Description = "Lists the movements of an account.")]
    public string History(string account, int days) => "";

    [CacheTool(30)]
    public string Cached() => "";
}
`,
	})
	res := Discover([]string{root}, Options{Root: root})
	var got []string
	for _, tl := range res.Tools {
		if tl.KindOrDefault() == "tool" {
			got = append(got, fmt.Sprintf("%s %q", tl.Name, tl.Description))
		}
	}
	sort.Strings(got)
	assert.Equal(t, []string{`balance "Returns the balance of an account."`, `history "Lists the movements of an account."`}, got)
}
