package discover_test

import (
	"strings"
	"testing"

	"github.com/mcp-lint/mcp-lint/discover"
)

// An empty (or blank) JSON file named like an MCP file holds nothing to
// read: a notice at its path, no error that would make the scan
// incomplete. A file with one character of JSON that does not parse is
// still an error.
func TestEmptyJSONIsANotice(t *testing.T) {
	for _, src := range []string{"", " \n\t\n"} {
		res := discover.DiscoverBytes("mcp.json", []byte(src), discover.Options{})
		if len(res.Errors) != 0 {
			t.Errorf("%q: errors %+v", src, res.Errors)
		}
		if len(res.Tools) != 0 {
			t.Errorf("%q: tools %+v", src, res.Tools)
		}
		if len(res.Notices) != 1 || res.Notices[0].Path != "mcp.json" || !strings.Contains(res.Notices[0].Message, "an empty file") {
			t.Errorf("%q: notices %+v", src, res.Notices)
		}
	}
	res := discover.DiscoverBytes("mcp.json", []byte("{"), discover.Options{})
	if len(res.Errors) != 1 {
		t.Errorf("\"{\": errors %+v, want one", res.Errors)
	}
}
