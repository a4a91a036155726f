import { app, InvocationContext } from "@azure/functions";
import { LabelDescription, Renamed as Other } from "./texts";

app.mcpTool("printLabel", {
  toolName: "print_label",
  description: LabelDescription,
  toolProperties: [
    { propertyName: "address", propertyType: "string", description: "Where the parcel goes." },
  ],
  handler: async (_args: unknown, context: InvocationContext) => "printed",
});

app.mcpTool("track", {
  description: Other,
  handler: async () => "on its way",
});

app.mcpResource("getRates", {
  uri: "rates://current",
  resourceName: "rates",
  description: "Current shipping rates per zone.",
  mimeType: "application/json",
  handler: async () => "{}",
});
