package discover_test

import (
	"encoding/json"
	"fmt"
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mcp-lint/mcp-lint/discover"
)

// PHP servers (testdata/php): the official SDK's and php-mcp's attributes
// on methods and on an invokable class, their builders' registrations
// with a handler of another file (found by the project's psr-4
// autoloading) or a closure, logiscape's McpServer and Tool types,
// Laravel's definition classes, and a hand-written server's array. Each definition with its name,
// description, schema (types, @param and #[Schema] descriptions,
// required) and whether the schema is partial; a client's file is not
// read.
func TestPHPSources(t *testing.T) {
	root := "testdata/php"
	res := discover.Discover([]string{root}, discover.Options{Root: root, ComputedNotice: true})
	require.Empty(t, res.Errors)
	var got []string
	for _, tl := range res.Tools {
		schema := "(no schema)"
		if tl.InputSchema != nil {
			b, _ := json.Marshal(tl.InputSchema)
			schema = string(b)
		}
		got = append(got, fmt.Sprintf("%s %s/%s %q %s %v partial=%v", tl.KindOrDefault(), tl.Server, tl.Name, tl.Description, schema, tl.Extra, tl.SchemaPartial))
	}
	sort.Strings(got)
	assert.Equal(t, []string{
		`instructions ledger-official/instructions "" (no schema) map[instructions:Ledger tools. Read balances before transfers.] partial=false`,
		`prompt default/month_summary "Summarizes the month." (no schema) map[arguments:[[{name month} {required true}]]] partial=false`,
		// Laravel's MCP: a class that extends its Prompt, its texts in
		// properties or methods.
		`prompt default/rates-digest "Drafts a digest of the exchange rates." (no schema) map[] partial=false`,
		// A closure's parameters are a prompt's arguments.
		`prompt ledger/outline "Outlines a topic." (no schema) map[arguments:[[{name topic} {required true}]]] partial=false`,
		`resource default/account "One account's details." (no schema) map[uriTemplate:ledger://accounts/{id}] partial=false`,
		`resource default/rates "Today’s exchange rates" (no schema) map[mimeType:application/json uri:ledger://rates] partial=false`,
		// logiscape's resource(uri, name, callback): no description.
		`resource notes/today "" (no schema) map[uri:notes://today] partial=false`,
		// The docblock's summary, its @param; the SDK's RequestContext is
		// no argument.
		`tool default/balance "Returns the balance of an account." {"properties":{"account":{"description":"The account number","type":"string"}},"required":["account"],"type":"object"} map[] partial=false`,
		`tool default/convert "" {"properties":{"amount":{"type":"number"}},"required":["amount"],"type":"object"} map[] partial=false`,
		// A class that extends Laravel's Tool: named after the class, its
		// schema code's.
		`tool default/forecast-tool "Returns the weather forecast of a city." (no schema) map[] partial=true`,
		`tool default/history "Lists the movements of an account. Amounts are in cents." {"properties":{"account":{"description":"The account to list","minLength":4,"type":"string"},"days":{"type":"integer"}},"required":["account"],"type":"object"} map[] partial=false`,
		`tool default/ping "Replies with pong." {"properties":{},"type":"object"} map[] partial=false`,
		`tool default/quote "Returns a quote for a pair:\tbid and ask." {"properties":{"pair":{"description":"The currency pair, such as EURUSD","type":"string"}},"required":["pair"],"type":"object"} map[] partial=false`,
		`tool ledger-official/transfer "Moves money to an account." {"properties":{"to":{"description":"The account to pay","type":"string"}},"type":"object"} map[] partial=false`,
		// The handler's docblock and parameters, read in its own file.
		`tool ledger/fee "Returns the fee of a transfer." {"properties":{"amount":{"description":"The amount in cents","type":"integer"}},"required":["amount"],"type":"object"} map[] partial=false`,
		`tool ledger/fee_named "Returns the fee, by name." {"properties":{"amount":{"description":"The amount in cents","type":"integer"}},"required":["amount"],"type":"object"} map[] partial=false`,
		// A handler mcp-lint cannot find: its schema is not known.
		`tool ledger/missing "" (no schema) map[] partial=true`,
		`tool notes/add_note "Adds a note." {"properties":{"text":{"type":"string"}},"required":["text"],"type":"object"} map[] partial=false`,
		`tool notes/search "Searches the notes." {"properties":{"q":{"description":"What to look for","type":"string"}},"required":["q"],"type":"object"} map[] partial=false`,
	}, got)
	// An interpolated description is computed, at its place; a handler
	// mcp-lint cannot find, at the handler.
	var computed []string
	for _, c := range res.Computed {
		computed = append(computed, fmt.Sprintf("%s:%d:%d", c.Path, c.Line, c.Col))
	}
	assert.Equal(t, []string{"server.php:15:16", "src/Tools/Ledger.php:61:45"}, computed)
	// Texts keep their places: a docblock's summary and @param, a class
	// constant joined on, a #[Schema] description, an escape, a dedented
	// heredoc, a handler's docblock in its own file, a constant of the
	// file.
	for _, c := range []struct{ name, field, sub, want string }{
		{"balance", "description", "Returns the balance", "src/Tools/Ledger.php:19:8-19:27"},
		{"balance", "inputSchema.properties.account.description", "The account number", "src/Tools/Ledger.php:23:31-23:49"},
		{"history", "description", "Lists the movements", "src/Tools/Ledger.php:31:27-31:46"},
		{"history", "description", "Amounts are in cents.", "src/Tools/Ledger.php:16:27-16:48"},
		{"history", "inputSchema.properties.account.description", "to list", "src/Tools/Ledger.php:33:44-33:51"},
		{"rates", "description", "s exchange", "src/Tools/Ledger.php:47:84-47:94"},
		{"account", "description", "details", "src/Tools/Ledger.php:54:23-54:30"},
		{"quote", "description", "bid and ask", "src/Tools/Quote.php:11:34-11:45"},
		{"fee", "description", "fee of a transfer", "src/Handlers/Fees.php:8:20-8:37"},
		{"search", "description", "notes.", "notes.php:17:37-17:43"},
		{"ping", "description", "pong", "handwritten.php:6:59-6:63"},
		{"forecast-tool", "description", "forecast", "src/Tools/ForecastTool.php:12:58-12:66"},
		{"rates-digest", "description", "digest", "src/Tools/ForecastTool.php:31:26-31:32"},
	} {
		tl := findDef(t, res, "", c.name)
		text, _ := res.FieldText(tl.Ref(), c.field, false)
		assert.Equal(t, c.want, textAt(t, res, tl, c.field, text, c.sub), c.name+" "+c.field)
	}
	assert.Equal(t, "builder.php:5:16-5:28", instructionsAt(t, res, "ledger-official", "Ledger tools"))
	assert.Equal(t, "builder.php:9:33-9:37", instructionsAt(t, res, "ledger-official", "Read"))
	for _, tl := range res.Tools {
		assert.NotEqual(t, "client.php", tl.Source, "a client's file is not a server's")
	}
}
