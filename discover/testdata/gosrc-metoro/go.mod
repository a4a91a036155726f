module example.com/notes

go 1.23

require github.com/metoro-io/mcp-golang v0.7.0
