package com.example;

import com.microsoft.azure.functions.ExecutionContext;
import com.microsoft.azure.functions.annotation.*;

public class Notes {
    static final String NOTE_TEXT = "Text of the note.";

    @FunctionName("AddNote")
    public String addNote(
            @McpToolTrigger(name = "add_note", description = "Adds a note.") String context,
            @McpToolProperty(name = "text", propertyType = "string", description = NOTE_TEXT, isRequired = true) String text,
            final ExecutionContext executionContext) {
        return "added";
    }

    @FunctionName("Digest")
    public String digest(
            @McpPromptTrigger(name = "digest", description = "Drafts a digest of the notes.", title = "Digest") String context,
            @McpPromptArgument(name = "since", description = "The first day of the digest.") String since) {
        return "digest";
    }

    @FunctionName("Latest")
    public String latest(
            @McpResourceTrigger(name = "context", uri = "notes://latest", resourceName = "latest", description = "The latest note.", mimeType = "text/plain") String context) {
        return "";
    }
}
