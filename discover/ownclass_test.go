package discover_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/mcp-lint/mcp-lint/discover"
)

// Java and Kotlin classes of a project's own tool type of an MCP package
// (an interface named as one, or imported from a package with an mcp
// segment, or a type of the class's own such package): each is a tool
// named and described by the literals its getters return, at their
// places; an abstract base and a getter computing its text are not read
// as tools.
func TestOwnToolClasses(t *testing.T) {
	root := writeTree(t, map[string]string{
		"src/main/java/org/acme/mcp/tools/ShopTool.java": `package org.acme.mcp.tools;

public interface ShopTool {
    String getName();
    String getDescription();
}
`,
		"src/main/java/org/acme/mcp/tools/PriceTool.java": `package org.acme.mcp.tools;

import org.springframework.stereotype.Component;

@Component
public class PriceTool implements ShopTool {
    private static final String TEXT = "Looks up the price of an item.";

    @Override
    public String getName() {
        return "item_price";
    }

    @Override
    public String getDescription() {
        return TEXT;
    }
}
`,
		"src/main/java/org/acme/shop/StockTool.java": `package org.acme.shop;

import org.acme.mcp.tools.ShopTool;

public final class StockTool implements ShopTool, java.io.Serializable {
    public String getName() { return "stock_level"; }
    public String getDescription() { return "Counts the items " + "in stock."; }
}
`,
		"src/main/java/org/acme/shop/OwnMcpTool.java": `package org.acme.shop;

public abstract class OwnMcpTool {
    public String getName() { return "base"; }
    public String getDescription() { return "A base of tools."; }
}
`,
		"src/main/java/org/acme/mcp/LoudTool.java": `package org.acme.mcp;

import org.acme.shop.OwnMcpTool;

public class LoudTool extends OwnMcpTool {
    public String getName() { return "loud"; }
    public String getDescription() { return "Shouts.".toUpperCase(); }
}
`,
		"src/main/kotlin/org/acme/mcp/Tools.kt": `package org.acme.mcp

class RefundTool(private val shop: String) : ShopTool {
    override val name = "refund"
    override fun getDescription(): String = "Refunds an order."
}

class HoursTool : McpTool() {
    override val name: String get() = "opening_hours"
    override val description: String = "Says when the shop opens."
}
`,
	})
	res := discover.Discover(nil, discover.Options{Root: root, ComputedNotice: true})
	assert.Empty(t, res.Errors)
	assert.Equal(t, []string{
		`text shop/src/main/java/org/acme/shop/OwnMcpTool.java:5:46: "A base of tools."`,
		`tool acme/item_price: "Looks up the price of an item."`,
		`tool acme/opening_hours: "Says when the shop opens."`,
		`tool acme/refund: "Refunds an order."`,
		`tool shop/stock_level: "Counts the items in stock."`,
	}, sourceDefs(res))
	ip := findDef(t, res, "", "item_price")
	assert.Equal(t, "src/main/java/org/acme/mcp/tools/PriceTool.java:7:41-7:46", textAt(t, res, ip, "description", ip.Description, "Looks"))
	sl := findDef(t, res, "", "stock_level")
	assert.Equal(t, "src/main/java/org/acme/shop/StockTool.java:7:71-7:76", textAt(t, res, sl, "description", sl.Description, "stock"))
	rf := findDef(t, res, "", "refund")
	assert.Equal(t, "src/main/kotlin/org/acme/mcp/Tools.kt:5:46-5:53", textAt(t, res, rf, "description", rf.Description, "Refunds"))
	oh := findDef(t, res, "", "opening_hours")
	assert.Equal(t, "src/main/kotlin/org/acme/mcp/Tools.kt:10:41-10:45", textAt(t, res, oh, "description", oh.Description, "Says"))
}

// The same classes with no tie to MCP (a Tool type of a package with no
// mcp segment, in a file an MCP marker selects) are not read as tools.
func TestOwnToolClassesNeedMCP(t *testing.T) {
	root := writeTree(t, map[string]string{
		"src/main/java/org/acme/shop/PriceTool.java": `package org.acme.shop;

import io.modelcontextprotocol.server.McpServer;
import org.acme.cli.Tool;

public class PriceTool implements Tool {
    public String getName() { return "item_price"; }
    public String getDescription() { return "Looks up the price of an item."; }
}

class Report implements Command {
    public String getName() { return "report"; }
    public String getDescription() { return "Prints a report."; }
}
`,
	})
	res := discover.Discover(nil, discover.Options{Root: root, ComputedNotice: true})
	for _, d := range sourceDefs(res) {
		assert.NotRegexp(t, `^tool `, d)
	}
}
