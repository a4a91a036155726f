using Microsoft.Azure.Functions.Worker.Builder;
using static Shop.Texts;

var builder = FunctionsApplication.CreateBuilder(args);
builder
    .ConfigureMcpTool(EchoName)
    .WithProperty("message", McpToolPropertyType.String, MessageDescription, required: true);
builder.Build().Run();
