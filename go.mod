module github.com/mcp-lint/mcp-lint

go 1.26.0

require golang.org/x/text v0.43.0
