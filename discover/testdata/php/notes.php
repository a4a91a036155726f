<?php

use Mcp\Server\McpServer;
use Mcp\Types\Tool;
use Mcp\Types\ToolInputSchema;
use Mcp\Types\ToolInputProperties;

$server = new McpServer('notes');
$server->tool('add_note', 'Adds a note.', function (string $text): string {
    return 'saved';
});
$server->resource('notes://today', 'today', fn () => 'none yet');

$search = new Tool(
    name: 'search',
    inputSchema: new ToolInputSchema(properties: ToolInputProperties::fromArray(['q' => ['type' => 'string', 'description' => 'What to look for']]), required: ['q']),
    description: 'Searches the ' . "notes.",
);
