package snapshot

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestFileName(t *testing.T) {
	assert.Equal(t, "weather.tools.json", FileName("weather"))
	assert.Equal(t, "io.github.acme_weather.tools.json", FileName("io.github.acme/weather"))
	assert.Equal(t, "_etc_passwd.tools.json", FileName("../etc/passwd"[2:]))
	assert.Equal(t, "server.tools.json", FileName(".."))
	assert.NotContains(t, FileName("a/../../b"), "/")
}

func TestMarshalSortsKeys(t *testing.T) {
	f := &Fixture{ServerInfo: &mcp.Implementation{Name: "s", Version: "1"}, Instructions: "Use it.",
		Tools: []*mcp.Tool{{Name: "b", Description: "B.", InputSchema: map[string]any{"type": "object", "properties": map[string]any{"z": map[string]any{}, "a": map[string]any{}}}}}}
	b, err := f.Marshal()
	require.NoError(t, err)
	s := string(b)
	assert.Less(t, strings.Index(s, `"instructions"`), strings.Index(s, `"serverInfo"`), "keys sorted")
	assert.Less(t, strings.Index(s, `"a"`), strings.Index(s, `"z"`))
	again, err := f.Marshal()
	require.NoError(t, err)
	assert.Equal(t, s, string(again))
}

func TestTakeReportsAServerThatWillNotStart(t *testing.T) {
	_, err := Take(context.Background(), Target{Command: "/nonexistent/mcp-server", Timeout: 5 * time.Second})
	require.Error(t, err)
	var se *Error
	assert.True(t, errors.As(err, &se))
	_, err = Take(context.Background(), Target{})
	assert.ErrorContains(t, err, "nothing to snapshot")
}

func TestTailKeepsTheLastLines(t *testing.T) {
	tl := &tail{max: 16}
	_, _ = tl.Write([]byte("first line\nsecond line\nthird\n"))
	assert.Equal(t, "third", tl.String())
}

// The bound reached is named, with what was held when it stopped.
func TestBoundErrorNamesTheBound(t *testing.T) {
	for _, c := range []struct {
		e    BoundError
		want string
	}{
		{BoundError{Method: "tools/list", Bound: "pages", Limit: 1000, Pages: 1000, Definitions: 1000, Bytes: 80 << 10},
			"tools/list: stopped at the bound of 1000 pages (after 1000 pages, 1000 definitions, 80 KiB)"},
		{BoundError{Method: "prompts/list", Bound: "bytes", Limit: 16 << 20, Pages: 83, Definitions: 4150, Bytes: 16<<20 + 1},
			"prompts/list: stopped at the bound of 16 MiB of definitions (after 83 pages, 4150 definitions, 16384 KiB)"},
		{BoundError{Method: "tools/list", Bound: "definitions", Limit: 10000, Pages: 11, Definitions: 10001, Bytes: 1 << 20},
			"tools/list: stopped at the bound of 10000 definitions (after 11 pages, 10001 definitions, 1024 KiB)"},
	} {
		assert.True(t, strings.HasPrefix(c.e.Error(), c.want+": "), "%q", c.e.Error())
	}
	h := &held{limits: Limits{Pages: 10, Definitions: 2, Bytes: 1 << 20}}
	require.NoError(t, add(h, "tools/list", 1, []*mcp.Tool{{Name: "a"}, {Name: "b"}}))
	err := add(h, "tools/list", 2, []*mcp.Tool{{Name: "c"}})
	var be *BoundError
	require.True(t, errors.As(err, &be))
	assert.Equal(t, "definitions", be.Bound)
	assert.Equal(t, 3, be.Definitions)
}
