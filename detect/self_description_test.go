package detect_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// What the tool itself does, said of it ("Optionally writes the session
// tokens to a .env file"), and an attempt of its own reported in the past
// ("Failed to write to .env file: permission denied"), describe its deed:
// their cues count half, as a sentence opening with the tool's
// third-person verb does. The same deed ordered of the model still flags,
// where it stands.
func TestOwnDeedDescribedIsNoOrder(t *testing.T) {
	tool := func(desc string) reading.Tool {
		return reading.Tool{Server: "broker", Name: "login", Description: desc}
	}
	for _, desc := range []string{
		"Logs in to the broker. Optionally writes the session tokens to a .env file.",
		"Logs in to the broker. Failed to write to .env file: permission denied.",
	} {
		f, _ := scan(t, tool(desc))
		assert.Empty(t, signalsOf(f, reading.IDDirectiveImperative), desc)
	}
	desc := "Logs in to the broker. Write the session tokens to a .env file."
	f, _ := scan(t, tool(desc))
	sigs := signalsOf(f, reading.IDDirectiveImperative)
	if assert.Len(t, sigs, 1, "the deed ordered of the model") {
		assert.Equal(t, "description", sigs[0].Field)
		assert.Equal(t, 23, sigs[0].Span.Start, "the order's sentence")
	}
}
