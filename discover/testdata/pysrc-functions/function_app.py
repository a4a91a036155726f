import azure.functions as func

app = func.FunctionApp(http_auth_level=func.AuthLevel.FUNCTION)

NOTE_DESCRIPTION = "One note of the notebook, by its id."


@app.mcp_tool()
@app.blob_input(arg_name="file", connection="AzureWebJobsStorage", path="notes/{mcptoolargs.title}.md")
def read_note(file: func.InputStream, title: str) -> str:
    """Reads a note by its title."""
    return file.read().decode("utf-8")


@app.mcp_prompt_trigger(
    arg_name="context",
    prompt_name="weekly_review",
    prompt_arguments=[
        func.PromptArgument("week", "The week to review, as an ISO week number.", required=True),
    ],
    description="Drafts a review of the notes of one week.",
)
def weekly_review(context: func.PromptInvocationContext) -> str:
    return "Review the week."


@app.mcp_resource_trigger(
    arg_name="context",
    uri="notes://{id}",
    resource_name="note",
    description=NOTE_DESCRIPTION,
    mime_type="text/markdown",
)
def note(context) -> str:
    return ""
