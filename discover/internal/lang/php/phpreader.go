// Package php reads PHP servers: the attributes of the official SDK
// (mcp/sdk, namespace Mcp\) and of php-mcp/server (#[McpTool],
// #[McpPrompt], #[McpResource], #[McpResourceTemplate], #[Schema]), their
// builders' registration calls, and the protocol's types written as
// objects or arrays (logiscape/mcp-sdk-php's new Tool(…), php-mcp's
// Tool::make(…), ['name' => …, 'inputSchema' => […]]), and a project's
// own MCP layer that registers such arrays (new RegisterMcpTool([…])).
package php

import (
	"bytes"
	"encoding/json"
	"path"
	"regexp"
	"strings"

	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
)

// Reader reads PHP.
type Reader struct{}

func (Reader) Name() string { return "PHP" }

// Skip: tests by PHPUnit's conventions (FooTest.php, a tests/ folder).
func (Reader) Skip(rel string) bool {
	base := path.Base(rel)
	if strings.HasSuffix(base, "Test.php") || strings.HasSuffix(base, "Tests.php") {
		return true
	}
	for _, seg := range strings.Split(path.Dir(rel), "/") {
		if s := strings.ToLower(seg); s == "tests" || s == "test" {
			return true
		}
	}
	return false
}

// UsesSDK: the file's head imports or names an MCP SDK's namespace or
// uses its attributes. Any other PHP file is not read.
func (Reader) UsesSDK(_ string, head []byte) bool { return phpSniff.In(head) }

// Markers are the marks of a PHP file that uses an MCP SDK: the
// namespaces of the official SDK and of logiscape/mcp-sdk-php (Mcp\),
// php-mcp's (PhpMcp\), Laravel's (Laravel\Mcp\), and the attributes
// written without an import.
var Markers = syntax.Marks(`use Mcp\`, `\Mcp\Capability\`, `\Mcp\Server`, `\Mcp\Schema\`, `\Mcp\Types\`, `use PhpMcp\`, `\PhpMcp\`,
	`Laravel\Mcp\`, "#[McpTool", "#[McpPrompt", "#[McpResource")

var phpSniff = syntax.NewMarkerSet(Markers)

// OfPackage: a file that registers definitions through the project's own
// MCP layer, with no SDK in it: it builds a registration class (one whose
// name says MCP and ends with Tool, Prompt or Resource) with arguments
// (new RegisterMcpTool(array('name' => …)), registered).
func (Reader) OfPackage(_ syntax.Host, _ string, head []byte) (bool, bool) {
	return bytes.Contains(head, []byte("new ")) && registrationShape.Match(head), false
}

// registrationShape finds new C(x…) of a registration class C.
var registrationShape = regexp.MustCompile(`\bnew\s+\\?(?:\w+\\)*\w*(?:Mcp|MCP)\w*(?:Tool|Prompt|Resource|ResourceTemplate)\s*\(\s*[^\s)]`)

func (Reader) Sides() syntax.SDKMarks { return phpSides }

// phpSides are the SDKs' server side and client side: a file that uses
// only a client (Mcp\Client\Client) sends texts to its own model, it
// serves none.
var phpSides = syntax.NewSDKMarks(
	syntax.Marks(`Mcp\Server`, `Mcp\Capability`, `PhpMcp\Server`, `Laravel\Mcp\Server`, "McpTool", "McpPrompt", "McpResource",
		"withTool(", "addTool(", "registerHandler(", "inputSchema"),
	syntax.Marks(`Mcp\Client`, `PhpMcp\Client`),
)

func (Reader) Read(d *syntax.File, data []byte) error { phpSource(d, data); return nil }

func (Reader) Lex(data []byte) []syntax.Tok { return phpLex(data) }

func (Reader) Tokens(data []byte, pre []syntax.Tok) ([]syntax.Tok, map[int]bool) {
	if pre == nil {
		pre = phpLex(data)
	}
	return pre, nil
}

// composerPackages are the Composer packages of the PHP MCP SDKs.
var composerPackages = map[string]bool{
	"mcp/sdk": true, "php-mcp/server": true, "php-mcp/laravel": true, "logiscape/mcp-sdk-php": true, "laravel/mcp": true,
}

// Project: the nearest composer.json requires an MCP SDK.
func (Reader) Project(h syntax.Host, dir string) bool {
	_, b, ok := h.NearestFile(dir, "composer.json")
	if !ok {
		return false
	}
	var c struct {
		Require map[string]any `json:"require"`
	}
	if json.Unmarshal(b, &c) != nil {
		return false
	}
	for p := range c.Require {
		if composerPackages[strings.ToLower(p)] {
			return true
		}
	}
	return false
}
