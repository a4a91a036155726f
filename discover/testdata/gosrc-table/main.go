package main

import (
	"context"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func describe(s string) string { return strings.ToUpper(s) }

var extra = &mcp.Tool{Name: "extra", Description: "An extra tool."}

func register(server *mcp.Server) {
	refs := []struct {
		uri, name, description string
	}{
		{"docs://intro", "intro", "The introduction to the manual."},
		{"docs://faq", "faq", "Answers to frequent questions."},
	}
	for _, r := range refs {
		server.AddResource(&mcp.Resource{URI: r.uri, Name: r.name, Description: r.description}, nil)
	}

	computed := []struct{ Name, Topic string }{
		{Name: "alpha", Topic: "first"},
		{Name: "beta", Topic: "second"},
		{Name: "gamma", Topic: "third"},
	}
	for _, c := range computed {
		server.AddTool(&mcp.Tool{Name: c.Name, Description: describe(c.Topic)}, nil)
	}

	mixed := []*mcp.Tool{
		{Name: "one", Description: "The first one."},
		extra,
		{Name: "two", Description: "The second one."},
	}
	for _, m := range mixed {
		server.AddTool(&mcp.Tool{Name: m.Name, Description: m.Description}, nil)
	}
	_ = context.Background()
}

func main() {}
