package discover_test

import (
	"encoding/json"
	"fmt"
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/discover"
)

// Rust (rmcp), Java (Spring AI, the MCP Java SDK), Kotlin (its SDK) and
// C# (its SDK) servers: each definition with its name, description,
// parameters (with their descriptions) and whether the schema is partial.
func TestCLikeSources(t *testing.T) {
	res := discover.Discover([]string{"testdata/clike"}, discover.Options{Root: "testdata/clike"})
	var got []string
	for _, tl := range res.Tools {
		props := "(no schema)"
		if s, ok := tl.InputSchema.(detect.Object); ok {
			if p, ok := s.Get("properties"); ok {
				b, _ := json.Marshal(p)
				props = string(b)
			}
		}
		got = append(got, fmt.Sprintf("%s %s %q %s partial=%v", tl.KindOrDefault(), tl.Name, tl.Description, props, tl.SchemaPartial))
	}
	sort.Strings(got)
	assert.Equal(t, []string{
		// Kotlin's addPrompt in a with(server) block; a C# resource (and not
		// the array [McpServerTool.Create(…)] beside it).
		`prompt summarize_notes "Summarizes the notes." (no schema) partial=false`,
		`resource last_echo "The last message echoed." (no schema) partial=false`,
		`tool add_note "Adds a note." (no schema) partial=true`,
		`tool alerts "Returns the weather alerts of a state." {"state":{}} partial=false`,
		`tool count_words "Counts the words of a text." {} partial=true`,
		`tool define "Defines a word." {"lang":{"description":"The language of the definition"},"word":{"description":"The word to define"}} partial=false`,
		`tool echo "Echoes the message back." {"message":{"description":"The message to echo"}} partial=false`,
		`tool forecast "Returns the forecast for a place." {"latitude":{"description":"Latitude of the place"},"longitude":{"description":"Longitude of the place"}} partial=false`,
		`tool get_http_status "Fetches the HTTP status of a URL." {"url":{}} partial=false`,
		`tool history "" {"place":{}} partial=false`,
		`tool lookup "Looks up a word in the dictionary." {} partial=false`,
		// [Description] in the attribute list before [McpServerTool].
		`tool now "Returns the time of a time zone." {"zone":{"description":"An IANA time zone"}} partial=false`,
		`tool radar "Returns a radar image." (no schema) partial=true`,
		`tool reverse_text "Reverses a text." {"text":{}} partial=false`,
		`tool spell "Checks the spelling of a word." (no schema) partial=true`,
		`tool station "Describes a weather station." (no schema) partial=true`,
	}, got)
	// The one computed description is an error at its place; its literal
	// part is scanned as loose text.
	var errs []string
	for _, e := range res.Errors {
		errs = append(errs, fmt.Sprintf("%s:%d:%d", e.Path, e.Line, e.Col))
	}
	assert.Equal(t, []string{"Weather.java:21:25"}, errs)
	// Texts keep their place: a doc comment, a constant's concatenation,
	// a C# attribute.
	for _, c := range []struct{ name, want string }{
		{"count_words", "server.rs:20:9-20:36"},
		{"alerts", "Weather.java:8:35-8:78"},
		{"echo", "Echo.cs:7:34-7:58"},
	} {
		tl := findDef(t, res, "", c.name)
		where, exact := spanAt(t, res, tl, detect.PathDescription, 0, len(tl.Description))
		assert.Equal(t, c.want, where, c.name)
		assert.True(t, exact, c.name)
	}
}
