package discover

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/mcp-lint/mcp-lint/detect"
)

// A Rust project's own tool trait over rmcp (a base class of a
// third-party framework recognised by what its arguments become):
// impl Tool for X { const NAME; const DESCRIPTION; type RequestArgs = A }
// is a tool, its parameters those of struct A; an impl without both
// constants is not.
func TestRustImplToolTrait(t *testing.T) {
	root := t.TempDir()
	writeTree(t, root, map[string]string{
		"src/tools.rs": `use rmcp::ErrorData;

#[derive(Debug, serde::Deserialize, schemars::JsonSchema)]
pub struct CheckRequest {
    /// The package to check
    package: Option<String>,
}

pub struct CargoCheckTool;

impl Tool for CargoCheckTool {
    const NAME: &'static str = "cargo-check";
    const TITLE: &'static str = "Run cargo check";
    const DESCRIPTION: &'static str = "Checks a package and its dependencies for errors.";
    type RequestArgs = CheckRequest;

    fn call(&self, request: Self::RequestArgs) -> Result<String, ErrorData> {
        Ok(String::new())
    }
}

impl Default for CargoCheckTool {
    fn default() -> Self { Self }
}
`,
	})
	res := Discover([]string{root}, Options{Root: root})
	var got []string
	for _, tl := range res.Tools {
		if tl.Kind == detect.KindText {
			continue
		}
		b, _ := json.Marshal(tl.InputSchema)
		got = append(got, fmt.Sprintf("%s %q %q %s partial=%v", tl.Name, tl.Title, tl.Description, b, tl.SchemaPartial))
	}
	assert.Equal(t, []string{`cargo-check "Run cargo check" "Checks a package and its dependencies for errors." {"properties":{"package":{"description":"The package to check"}},"type":"object"} partial=false`}, got)
}

// A plugin kit's own tool type in Rust, known by its fields: a struct
// literal that sets name, description and input_schema is a tool, its
// json! schema read; its declaration is not.
func TestRustToolShapedLiteral(t *testing.T) {
	root := t.TempDir()
	writeTree(t, root, map[string]string{
		"src/lib.rs": `use serde_json::json;

pub struct ToolDescription {
    pub name: String,
    pub description: String,
    pub input_schema: serde_json::Map<String, serde_json::Value>,
}

pub(crate) fn describe() -> ListToolsResult {
    ListToolsResult {
        tools: vec![ToolDescription {
            name: "latest_version".into(),
            description: "Fetches the latest version of a crate.".into(),
            input_schema: json!({"type": "object", "properties": {"crate_name": {"type": "string", "description": "The crate"}}}).as_object().unwrap().clone(),
        }],
    }
}
`,
	})
	res := Discover([]string{root}, Options{Root: root})
	var got []string
	for _, tl := range res.Tools {
		if tl.Kind == detect.KindText {
			continue
		}
		b, _ := json.Marshal(tl.InputSchema)
		got = append(got, fmt.Sprintf("%s %q %s", tl.Name, tl.Description, b))
	}
	assert.Equal(t, []string{`latest_version "Fetches the latest version of a crate." {"properties":{"crate_name":{"description":"The crate","type":"string"}},"type":"object"}`}, got)
}
