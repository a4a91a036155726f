module github.com/mcp-lint/mcp-lint

go 1.26.0

require golang.org/x/text v0.43.0

require (
	github.com/bmatcuk/doublestar/v4 v4.10.4 // indirect
	github.com/pelletier/go-toml/v2 v2.4.3 // indirect
	github.com/tailscale/hujson v0.0.0-20260727124030-b80ff77dac4f // indirect
	go.yaml.in/yaml/v3 v3.0.6 // indirect
)
