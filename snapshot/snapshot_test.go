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
