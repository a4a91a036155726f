package discover

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// What a context hook prints where the shell's grammar puts a command: an
// echo before an or-list's "||" still prints (it is no pipe), an echo after
// a case arm's ")" or after a reserved word (then, do, else) is a command;
// a pipe, a redirection and a command substitution's ")" keep their readings.
func TestHookPrintedWhereCommandStarts(t *testing.T) {
	for _, c := range []struct{ cmd, want string }{
		{`grep -qi deploy && echo 'The deploy skill is retired.' || true`, `The deploy skill is retired.`},
		{`p=$(jq -r .prompt); case "$p" in /review*) echo 'Use /lite.';; esac`, `Use /lite.`},
		{`case "$p" in a) echo 'one';; b) echo 'two';; esac`, `one two`},
		{`if grep -q x; then echo 'Use pnpm.'; fi`, `Use pnpm.`},
		{`if grep -q x; then echo 'a'; else echo 'b'; fi`, `a b`},
		{`for f in a b; do echo 'item'; done`, `item`},
		{`echo 'x' | tee /tmp/log || true`, ``},
		{`echo 'x' >&2 || true`, ``},
		{`x=$(date) && echo ok`, `ok`},
		{`echo "$(git branch --show-current)) done"`, `) done`},
	} {
		got := hookPrintedText(c.cmd)
		if got != "" {
			assert.Len(t, got, len(c.cmd), c.cmd)
		}
		assert.Equal(t, c.want, strings.Join(strings.Fields(got), " "), c.cmd)
	}
}
