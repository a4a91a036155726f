using System.ComponentModel;
using ModelContextProtocol.Server;

[McpServerToolType]
public static class EchoTools
{
    [McpServerTool, Description("Echoes the message back.")]
    public static string Echo([Description("The message to echo")] string message, CancellationToken token) => message;

    [McpServerTool(Name = "reverse_text"), Description("Reverses a text.")]
    public static string Reverse(string text) => text;

    [McpServerTool, Description("Fetches the HTTP status of a URL.")]
    public static async Task<string> GetHTTPStatusAsync(string url) => "";
}

[McpServerResourceType]
public static class EchoResources
{
    [McpServerResource(UriTemplate = "echo://last", Name = "last_echo"), Description("The last message echoed.")]
    public static string Last() => "";

    public static McpServerTool[] All() => [McpServerTool.Create(Last)];
}

[McpServerToolType]
public static class ClockTools
{
    [Description("Returns the time of a time zone.")]
    [McpServerTool]
    public static string Now([Description("An IANA time zone")] string zone) => "";
}
