using Microsoft.Azure.Functions.Worker;
using Microsoft.Azure.Functions.Worker.Extensions.Mcp;
using static Shop.Texts;

namespace Shop;

public class Tools
{
    [Function(nameof(FindItem))]
    public string FindItem(
        [McpToolTrigger(nameof(FindItem), FindItemDescription)] ToolInvocationContext context,
        [McpToolProperty("query", "string", "Words to look for in item names")] string query,
        [McpToolProperty(LimitName, LimitDescription, true)] int limit)
    {
        return "";
    }

    [Function(nameof(Echo))]
    public string Echo([McpToolTrigger(EchoName, "Echoes the message back.")] ToolInvocationContext context)
    {
        return "";
    }

    [Function(nameof(SaveItem))]
    public string SaveItem([McpToolTrigger("save_item", "Saves an item.")] Item item)
    {
        return "";
    }
}
