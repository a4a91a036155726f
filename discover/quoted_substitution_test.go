package discover

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestLeadQuotesInSubstitution: quotes inside a command substitution
// within a double-quoted operand do not end the operand, so the
// substitution's command is not read as printed prose (a SessionStart
// script's `echo "gh installed: $("$BIN/gh" --version)"` was read as an
// order to run a command); the text around it still is.
func TestLeadQuotesInSubstitution(t *testing.T) {
	for _, c := range []struct{ cmd, want string }{
		{`echo "gh installed: $("$LOCAL_BIN/gh" --version | head -1)"`, `gh installed:`},
		{`echo "Use $(printf "%s" "the finder") skill now."`, `Use skill now.`},
		{"echo \"Version `cat \"VERSION\"` ready.\"", `Version ready.`},
		{`echo "a $(f "(" ) b"`, `a b`},
		{`echo "Route every search here." ; echo "$(date "+%F")"`, `Route every search here.`},
		{`echo "unclosed $("x`, `unclosed`},
		{`echo "tail \"quoted\" end"`, `tail \"quoted\" end`},
	} {
		got := hookPrintedText(c.cmd)
		if got != "" {
			assert.Len(t, got, len(c.cmd), c.cmd)
		}
		assert.Equal(t, c.want, strings.Join(strings.Fields(got), " "), c.cmd)
	}
}
