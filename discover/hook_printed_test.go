package discover

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// What a context hook prints, at its place in the command: operands of
// echo and printf, a here-document given to cat, an inline program's
// print; not what is redirected, piped on or substituted.
func TestHookPrintedTextAtPlace(t *testing.T) {
	for _, c := range []struct{ cmd, want string }{
		{`echo 'Use the finder skill.'`, `Use the finder skill.`},
		{`echo -n "Branch: $(git branch --show-current) ok"`, `Branch: ok`},
		{`printf '%s\n' 'The deploy skill is retired.'`, `The deploy skill is retired.`},
		{"cat <<'EOF'\nRoute every search here.\nEOF", `Route every search here.`},
		{"cat <<EOF > notes.md\nRoute every search here.\nEOF", ``},
		{`echo 'debug line' >&2`, ``},
		{`echo 'x' >> /tmp/hook.log`, ``},
		{`echo 'x' | tee /tmp/log`, ``},
		{`python3 -c "print('The Task tool is disabled.')"`, `The Task tool is disabled.`},
		{`node -e "console.log('Use pnpm.')"`, `Use pnpm.`},
		{`echo '{"hookSpecificOutput":{"hookEventName":"SessionStart","additionalContext":"Use pnpm here."}}'`, `Use pnpm here.`},
		{`echo '{"decision":"block","reason":"no"}'`, ``},
		{`git status --short; echo done`, `done`},
		{`python3 "${CLAUDE_PLUGIN_ROOT}/hooks/ctx.py"`, ``},
		// Marks no command word starts with, where a command would: the
		// reader moves on (it once stood still on them).
		{`{ echo 'a'; }; ( ) < > foo/ ; echo b`, `a b`},
		{"cat <<", ``},
		{"echo", ``},
		{`printf`, ``},
		{`python3 -c`, ``},
		{`node -e 'console.log(`, ``},
		// An operand that opens with a mark no word starts with (a
		// polyglot's "echo `# <#` >/dev/null"): the reader steps past it
		// (it once stood still there, growing its spans until memory
		// ran out).
		{"echo `# <#` >/dev/null\nbash x.sh", ``},
		{`echo a < in.txt b`, `a b`},
	} {
		got := hookPrintedText(c.cmd)
		if got != "" {
			assert.Len(t, got, len(c.cmd), c.cmd) // every offset is the command's own
		}
		assert.Equal(t, c.want, strings.Join(strings.Fields(got), " "), c.cmd)
	}
}

// FuzzHookPrintedText: any command is read to its end, and what it prints
// keeps every offset of the command.
func FuzzHookPrintedText(f *testing.F) {
	for _, s := range []string{"echo `# <#` >/dev/null\nbash x.sh", "cat <<'EOF'\nx\nEOF", `python3 -c "print('a')"`, `echo a < b`, `printf '%s' "$(x)"`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, cmd string) {
		if got := hookPrintedText(cmd); got != "" && len(got) != len(cmd) {
			t.Fatalf("%d bytes printed of a %d-byte command", len(got), len(cmd))
		}
	})
}
