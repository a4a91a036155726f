import io.modelcontextprotocol.kotlin.sdk.server.Server

fun register(server: Server) {
    server.addTool(
        name = "add_note",
        description = "Adds a note.",
        inputSchema = Tool.Input(),
    ) { request -> CallToolResult(content = listOf()) }
}

fun prompts(server: Server) = with(server) {
    addPrompt(name = "summarize_notes", description = "Summarizes the notes.") { request -> GetPromptResult(messages = listOf()) }
}
