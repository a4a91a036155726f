package discover

import (
	"strings"
	"testing"
	"time"
)

// The PHP reader's cost stays linear in the shapes that repeat what it
// reads (each of them took seconds at these sizes when a step of it went
// over the rest of the file again): a chain of concatenations, attributes
// written one after another (and the docblocks between them), attributes
// on classes, and substitutions whose index never closes.
func TestPHPReaderCostIsLinear(t *testing.T) {
	head := "<?php\nuse Mcp\\Capability\\Attribute\\McpTool;\n"
	for name, body := range map[string]string{
		"concatenation": "const A = " + strings.Repeat("'a' . ", 50000) + "'b';",
		"attribute run": strings.Repeat("#[McpTool(name: 'a', description: 'b')] ", 20000),
		"docblocks":     strings.Repeat("/** x */ #[McpTool] ", 20000),
		"classes":       strings.Repeat("#[McpTool] class A {}\n", 20000),
		"open index":    "\"" + strings.Repeat("$a[", 100000),
		"handlers":      strings.Repeat("class A { function f() {} } ->withTool([A::class, 'f'], 'n')", 5000),
	} {
		start := time.Now()
		DiscoverBytes("src/Tools.php", []byte(head+body), Options{ComputedNotice: true})
		if d := time.Since(start); d > 4*time.Second {
			t.Errorf("%s: %d bytes read in %v", name, len(body), d)
		}
	}
}
