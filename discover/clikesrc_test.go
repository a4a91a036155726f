package discover_test

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

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

// The Azure Functions MCP extension's triggers (testdata/clike-functions):
// a tool's name from nameof(), texts that are constants of another file of
// the folder (read there), McpToolProperty in both signatures, a schema
// marked partial where a class parameter or a ConfigureMcpTool call of the
// folder gives properties in code, and the description that call adds
// scanned as text at its place in the constants' file.
func TestCSharpFunctionsTriggers(t *testing.T) {
	root := "testdata/clike-functions"
	res := discover.Discover([]string{root}, discover.Options{Root: root})
	assert.Empty(t, res.Errors)
	var got []string
	for _, tl := range res.Tools {
		got = append(got, fmt.Sprintf("%s %s %q %v partial=%v", tl.KindOrDefault(), tl.Name, tl.Description, tl.InputSchema, tl.SchemaPartial))
	}
	sort.Strings(got)
	assert.Equal(t, []string{
		`text Texts.cs:9:47 "The message to echo" <nil> partial=false`,
		`tool FindItem "Finds items of the shop by name." [{properties [{limit [{description How many items to return}]} {query [{description Words to look for in item names} {type string}]}]} {required [limit]} {type object}] partial=false`,
		`tool echo "Echoes the message back." [{properties []} {type object}] partial=true`,
		`tool save_item "Saves an item." [{properties []} {type object}] partial=true`,
	}, got)
	fi := findDef(t, res, "", "FindItem")
	for _, c := range []struct{ field, sub, want string }{
		{"name", "FindItem", "Tools.cs:11:32-11:40"},
		{"description", "of the shop", "Texts.cs:5:60-5:71"},
		{"inputSchema.properties.limit.description", "items to return", "Texts.cs:7:54-7:69"},
		{"inputSchema.properties.query.description", "item names", "Tools.cs:12:67-12:77"},
	} {
		text, _ := res.FieldText(fi.Ref(), c.field, false)
		assert.Equal(t, c.want, textAt(t, res, fi, c.field, text, c.sub), c.field)
	}
}

// The same triggers in Java (testdata/clike-functions-java): the tool's
// and prompt's name from name=, the resource's from resourceName= (its
// name= is the binding's), properties and prompt arguments from the
// other parameters' annotations, a constant of the file read there.
func TestJavaFunctionsTriggers(t *testing.T) {
	root := "testdata/clike-functions-java"
	res := discover.Discover([]string{root}, discover.Options{Root: root})
	assert.Empty(t, res.Errors)
	var got []string
	for _, tl := range res.Tools {
		got = append(got, fmt.Sprintf("%s %s %q %v %v partial=%v", tl.KindOrDefault(), tl.Name, tl.Description, tl.InputSchema, tl.Extra, tl.SchemaPartial))
	}
	sort.Strings(got)
	assert.Equal(t, []string{
		`prompt digest "Drafts a digest of the notes." <nil> map[arguments:[[{description The first day of the digest.} {name since}]]] partial=false`,
		`resource latest "The latest note." <nil> map[mimeType:text/plain uri:notes://latest] partial=false`,
		`tool add_note "Adds a note." [{properties [{text [{description Text of the note.} {type string}]}]} {required [text]} {type object}] map[] partial=false`,
	}, got)
	an := findDef(t, res, "", "add_note")
	d, _ := res.FieldText(an.Ref(), "inputSchema.properties.text.description", false)
	assert.Equal(t, "Notes.java:7:50-7:54", textAt(t, res, an, "inputSchema.properties.text.description", d, "note"))
	dg := findDef(t, res, "", "digest")
	d, _ = res.FieldText(dg.Ref(), "arguments[0].description", false)
	assert.Equal(t, "Notes.java:20:67-20:76", textAt(t, res, dg, "arguments[0].description", d, "first day"))
}

// Rust definitions written as struct literals of rmcp's model
// (testdata/clike-rs-struct): texts through Some, Cow and .into(), a
// json! schema read as JSON, a prompt's PromptArgument list, a
// resource's URI and MIME type, a computed name reported at its place
// (never a Tool in a return type or a Tool::default()).
func TestRustStructDefinitions(t *testing.T) {
	root := "testdata/clike-rs-struct"
	res := discover.Discover([]string{root}, discover.Options{Root: root, ComputedNotice: true})
	assert.Empty(t, res.Errors)
	var got []string
	for _, tl := range res.Tools {
		got = append(got, fmt.Sprintf("%s %s %q %v %v partial=%v", tl.KindOrDefault(), tl.Name, tl.Description, tl.InputSchema, tl.Extra, tl.SchemaPartial))
	}
	sort.Strings(got)
	assert.Equal(t, []string{
		`prompt outline "Outlines an essay." <nil> map[arguments:[[{description What the essay is about} {name topic}]]] partial=false`,
		`resource today "Today's notes." <nil> map[mimeType:text/plain uri:notes://today] partial=false`,
		`tool (computed name, line 20) "" <nil> map[] partial=true`,
		`tool word_count "Counts the words of a text." [{properties [{text [{description The text to count} {type string}]}]} {required [text]} {type object}] map[] partial=false`,
	}, got)
	require.Len(t, res.Computed, 1)
	assert.Equal(t, "server.rs:20:30", fmt.Sprintf("%s:%d:%d", res.Computed[0].Path, res.Computed[0].Line, res.Computed[0].Col))
	wc := findDef(t, res, "", "word_count")
	d, _ := res.FieldText(wc.Ref(), "inputSchema.properties.text.description", false)
	assert.Equal(t, "server.rs:14:84-14:92", textAt(t, res, wc, "inputSchema.properties.text.description", d, "to count"))
	assert.Equal(t, "server.rs:11:57-11:62", textAt(t, res, wc, "description", wc.Description, "words"))
	ol := findDef(t, res, "", "outline")
	d, _ = res.FieldText(ol.Ref(), "arguments[0].description", false)
	assert.Equal(t, "server.rs:34:41-34:46", textAt(t, res, ol, "arguments[0].description", d, "essay"))
}

// A Rust file that sends "tools/list" as a client (its own ClientInfo, no
// server mark) is not a server: nothing of it is read as server text.
func TestRustClientNotServer(t *testing.T) {
	root := "testdata/clike-rs-client"
	res := discover.Discover([]string{root}, discover.Options{Root: root})
	assert.Empty(t, res.Errors)
	assert.Empty(t, res.Tools)
}

// csResources declares resources with the C# SDK's attribute: the
// description in its own attribute list or beside the attribute, the
// name given or the method's, the URI template and the MIME type read.
const csResources = `using System.ComponentModel;
using ModelContextProtocol.Server;

[McpServerResourceType]
public class NoteResources
{
    [McpServerResource(UriTemplate = "notes://today", Name = "today_notes", MimeType = "text/plain")]
    [Description("Today's notes.")]
    public static string Today() => "";

    [McpServerResource(UriTemplate = "notes://{id}"), Description("A note by its number.")]
    public static string NoteById(int id) => "";
}
`

// C# methods with [McpServerResource] are resources, each with its name,
// description (at its place), URI and MIME type. The same attributes of a
// class that uses no MCP SDK read nothing.
func TestCSharpResources(t *testing.T) {
	root := writeTree(t, map[string]string{"Resources.cs": csResources})
	res := discover.Discover(nil, discover.Options{Root: root})
	assert.Empty(t, res.Errors)
	var got []string
	for _, tl := range res.Tools {
		got = append(got, fmt.Sprintf("%s %s %q %v", tl.KindOrDefault(), tl.Name, tl.Description, tl.Extra))
	}
	sort.Strings(got)
	assert.Equal(t, []string{
		`resource note_by_id "A note by its number." map[uri:notes://{id}]`,
		`resource today_notes "Today's notes." map[mimeType:text/plain uri:notes://today]`,
	}, got)
	for _, c := range []struct{ name, want string }{
		{"today_notes", "Resources.cs:8:19-8:33"},
		{"note_by_id", "Resources.cs:11:68-11:89"},
	} {
		tl := findDef(t, res, "", c.name)
		where, exact := spanAt(t, res, tl, detect.PathDescription, 0, len(tl.Description))
		assert.Equal(t, c.want, where, c.name)
		assert.True(t, exact, c.name)
	}
	tn := findDef(t, res, "", "today_notes")
	n, _ := res.FieldText(tn.Ref(), "name", false)
	assert.Equal(t, "Resources.cs:7:63-7:74", textAt(t, res, tn, "name", n, "today_notes"))

	plain := strings.NewReplacer("using ModelContextProtocol.Server;", "using Shop.Catalog;", "McpServerResource", "CatalogEntry").Replace(csResources)
	root = writeTree(t, map[string]string{"Resources.cs": plain})
	assert.Empty(t, discover.Discover(nil, discover.Options{Root: root}).Tools)
}

// ktPrompts registers prompts with the Kotlin SDK: a Prompt object handed
// to addPrompt, positional and named (prompt = Prompt(…)), and addPrompt's
// own named arguments, each with its listOf(PromptArgument(…)).
const ktPrompts = `import io.modelcontextprotocol.kotlin.sdk.server.Server
import io.modelcontextprotocol.kotlin.sdk.types.Prompt
import io.modelcontextprotocol.kotlin.sdk.types.PromptArgument

fun configure(server: Server) {
    server.addPrompt(
        Prompt(
            name = "review_code",
            description = "Reviews a piece of code.",
            arguments = listOf(
                PromptArgument(name = "code", description = "The code to review", required = true),
                PromptArgument("language", "The language of the code"),
            ),
        ),
    ) { request -> GetPromptResult("x", emptyList()) }
    server.addPrompt(prompt = Prompt(name = "explain", description = "Explains an error.")) { _ -> GetPromptResult("x", emptyList()) }
    server.addPrompt(
        name = "summarize",
        description = "Summarizes a text.",
        arguments = listOf(PromptArgument(name = "text", description = "The text to summarize", required = true)),
    ) { request -> GetPromptResult("x", emptyList()) }
}
`

// Kotlin SDK prompts are read with their arguments, every description at
// its place. A file of no MCP SDK with the same calls reads nothing.
func TestKotlinPrompts(t *testing.T) {
	root := writeTree(t, map[string]string{"src/main/kotlin/Prompts.kt": ktPrompts})
	res := discover.Discover(nil, discover.Options{Root: root})
	assert.Empty(t, res.Errors)
	var got []string
	for _, tl := range res.Tools {
		got = append(got, fmt.Sprintf("%s %s %q %v", tl.KindOrDefault(), tl.Name, tl.Description, tl.Extra))
	}
	sort.Strings(got)
	assert.Equal(t, []string{
		`prompt explain "Explains an error." map[]`,
		`prompt review_code "Reviews a piece of code." map[arguments:[[{description The code to review} {name code}] [{description The language of the code} {name language}]]]`,
		`prompt summarize "Summarizes a text." map[arguments:[[{description The text to summarize} {name text}]]]`,
	}, got)
	const file = "src/main/kotlin/Prompts.kt"
	for _, c := range []struct{ name, field, want string }{
		{"review_code", "description", file + ":9:28-9:52"},
		{"review_code", "arguments[0].description", file + ":11:62-11:80"},
		{"review_code", "arguments[1].description", file + ":12:45-12:69"},
		{"explain", "description", file + ":16:71-16:89"},
		{"summarize", "description", file + ":19:24-19:42"},
		{"summarize", "arguments[0].description", file + ":20:73-20:94"},
	} {
		tl := findDef(t, res, "", c.name)
		text, _ := res.FieldText(tl.Ref(), c.field, false)
		assert.Equal(t, c.want, textAt(t, res, tl, c.field, text, text), c.name+" "+c.field)
	}
	for _, c := range []struct{ name, want string }{
		{"review_code", file + ":8:21-8:32"},
		{"explain", file + ":16:46-16:53"},
	} {
		tl := findDef(t, res, "", c.name)
		assert.Equal(t, c.want, textAt(t, res, tl, "name", c.name, c.name), c.name)
	}

	plain := strings.NewReplacer("io.modelcontextprotocol.kotlin.sdk.server.Server", "com.example.chat.Library",
		"io.modelcontextprotocol.kotlin.sdk.types.", "com.example.chat.").Replace(ktPrompts)
	root = writeTree(t, map[string]string{"src/main/kotlin/Prompts.kt": plain})
	assert.Empty(t, discover.Discover(nil, discover.Options{Root: root}).Tools)
}
