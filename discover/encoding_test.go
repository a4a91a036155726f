package discover_test

import (
	"archive/zip"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/text/encoding/japanese"

	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/discover"
)

// A module a server imports its description from, written in Shift-JIS,
// is decoded as the server's own file would be: the description is its
// text, located at its characters in the module (a kanji one column) and
// at the module's own bytes, with one notice at the module's first kanji.
func TestImportedModuleIsDecoded(t *testing.T) {
	root := t.TempDir()
	server := "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\nimport { DESCRIPTION } from \"./texts.js\";\n" +
		"const server = new McpServer({ name: \"tenki\", version: \"1.0.0\" });\nserver.tool(\"forecast\", DESCRIPTION, {}, async () => ({ content: [] }));\n"
	texts := "// 天気予報の説明\nexport const DESCRIPTION = \"東京の天気予報を返します。\";\n"
	sjis, err := japanese.ShiftJIS.NewEncoder().String(texts)
	require.NoError(t, err)
	require.NoError(t, os.MkdirAll(filepath.Join(root, "src"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(root, "src", "server.ts"), []byte(server), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(root, "src", "texts.ts"), []byte(sjis), 0o644))

	res := discover.Discover(nil, discover.Options{Root: root})
	require.Empty(t, res.Errors)
	var ref detect.ToolRef
	for _, tl := range res.Tools {
		if tl.Name == "forecast" {
			assert.Equal(t, "東京の天気予報を返します。", tl.Description)
			ref = tl.Ref()
		}
	}
	loc, ok := res.Locate(ref, "description", false, detect.Span{Start: len("東京の"), End: len("東京の天気")})
	require.True(t, ok)
	// Line 2: `export const DESCRIPTION = "` is 28 characters and bytes; 東京の
	// three characters more, six bytes of Shift-JIS; the comment's line
	// is 3 + 7*2 + 1 bytes.
	assert.Equal(t, "src/texts.ts:2:32-34 bytes 52+4", fmt.Sprintf("%s:%d:%d-%d bytes %d+%d", loc.Path, loc.Region.StartLine, loc.Region.StartColumn, loc.Region.EndColumn, loc.Region.ByteOffset, loc.Region.ByteLength))
	assert.Equal(t, "天気", mustShiftJIS(t, []byte(sjis)[loc.Region.ByteOffset:loc.Region.ByteOffset+loc.Region.ByteLength]))
	var notes []string
	for _, e := range res.Decoded {
		notes = append(notes, e.Error())
	}
	assert.Equal(t, []string{"src/texts.ts:1:4: not UTF-8: read as Shift_JIS, guessed from its bytes (saved as UTF-8, it would be read as written)"}, notes)
}

func mustShiftJIS(t *testing.T, b []byte) string {
	t.Helper()
	s, err := japanese.ShiftJIS.NewDecoder().Bytes(b)
	require.NoError(t, err)
	return string(s)
}

// A bundle's manifest.json in UTF-16 (by its byte-order mark) is read: its
// tools and its entry point, which is then read too; the notice names the
// member and its place in it, as a bundle member's notices do.
func TestBundleManifestInUTF16IsRead(t *testing.T) {
	root := t.TempDir()
	manifest := `{"manifest_version":"0.3","name":"acme","version":"1.0.0","description":"Weather alerts — by region.",` +
		`"server":{"type":"node","entry_point":"index.js"},"tools":[{"name":"get_alerts","description":"Returns the alerts of a region."}]}`
	entry := "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\n" +
		"const server = new McpServer({ name: \"acme\", version: \"1.0.0\" });\nserver.tool(\"get_alerts\", \"Returns the alerts of a region.\", {}, async () => ({ content: [] }));\n"
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, m := range [][2]string{{"manifest.json", string(utf16File(manifest, false, true))}, {"index.js", entry}} {
		w, err := zw.Create(m[0])
		require.NoError(t, err)
		_, err = w.Write([]byte(m[1]))
		require.NoError(t, err)
	}
	require.NoError(t, zw.Close())
	require.NoError(t, os.WriteFile(filepath.Join(root, "a.mcpb"), buf.Bytes(), 0o644))

	res := discover.Discover([]string{root}, discover.Options{Root: root})
	require.Empty(t, res.Errors)
	var notes []string
	for _, e := range res.Decoded {
		notes = append(notes, e.Error())
	}
	assert.Equal(t, []string{"a.mcpb: manifest.json:1:1: read as UTF-16LE, by its byte-order mark"}, notes)
	var got []string
	for _, tl := range res.Tools {
		loc, _ := res.Locate(tl.Ref(), "description", false, detect.Span{Start: 0, End: 1})
		got = append(got, fmt.Sprintf("%s %s in %s: %s", tl.Kind, tl.Name, loc.Member, tl.Description))
	}
	assert.Contains(t, got, "listing mcpb in manifest.json: Weather alerts — by region.")
	assert.Contains(t, got, "tool get_alerts in index.js: Returns the alerts of a region.", "the entry point the UTF-16 manifest names is read: %s", strings.Join(got, "; "))
}

// A TypeScript server that joins a map's key with a NUL written as the
// byte (`${a}<NUL>${b}`, as a real one does) is text: it is read, its tool
// with its name and description, and a notice says where the byte is;
// it is no "binary content" error that left the scan incomplete. A head
// whose control bytes are many (a compiled or compressed file named .ts)
// is still binary content.
func TestStrayNULInSourceIsText(t *testing.T) {
	server := "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\n" +
		"const server = new McpServer({ name: \"d365\", version: \"1.0.0\" });\n" +
		"const key = (r: { name: string; type: string }) => `${r.name}\x00${r.type}`;\n" +
		"server.tool(\"find_symbol\", \"Finds a symbol of the model by its name.\", {}, async () => ({ content: [] }));\n"
	binary := "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\n" + strings.Repeat("\x00\x01\x02\x03\x89PNG", 40)
	root := writeFiles(t, map[string]string{"src/server.ts": server, "src/blob.ts": binary})
	res := discover.Discover([]string{root}, discover.Options{Root: root})
	var errs []string
	for _, e := range res.Errors {
		errs = append(errs, e.Path+": "+e.Message)
	}
	assert.Equal(t, []string{"src/blob.ts: binary content, not a text file"}, errs)
	require.Len(t, res.Tools, 1)
	assert.Equal(t, "find_symbol", res.Tools[0].Name)
	assert.Equal(t, "Finds a symbol of the model by its name.", res.Tools[0].Description)
	var notices []string
	for _, n := range res.Notices {
		if n.Path == "src/server.ts" {
			notices = append(notices, n.Message)
		}
	}
	require.Len(t, notices, 1, "%q", notices)
	assert.True(t, strings.HasPrefix(notices[0], "3:62: a NUL byte in text (control bytes other than white space: 1 in the first 316 bytes, too few for binary content)"), notices[0])
}
