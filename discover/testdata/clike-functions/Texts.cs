namespace Shop;

internal static class Texts
{
    public const string FindItemDescription = "Finds items of the shop by name.";
    public const string LimitName = "limit";
    public const string LimitDescription = "How many items to return";
    public const string EchoName = "echo";
    public const string MessageDescription = "The message to echo";
}
