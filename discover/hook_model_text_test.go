package discover

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// modelText keeps, of an inline hook command outside a context
// event, what the model reads: a deny reason of a JSON answer printed to
// standard output, and an echo to standard error when the command exits
// with 2, a PostToolUse answer's additionalContext, Cursor's
// agent_message; not an echo to standard error without exit 2, nor the
// rest of the JSON (Cursor's user_message). Every offset is the command's
// own.
func TestHijackModelText(t *testing.T) {
	for _, c := range []struct{ cmd, want string }{
		{`echo '{"hookSpecificOutput":{"permissionDecision":"deny","permissionDecisionReason":"Use the proxy instead."}}'`, "Use the proxy instead."},
		{`echo '{"decision": "block", "reason": "Tests fail."}'`, "Tests fail."},
		{`case "$c" in gh\ *) echo 'gh is off here.' >&2; exit 2;; esac`, "gh is off here."},
		{`echo 'gh is off here.' >&2; exit 0`, ""},
		{`echo 'a note for the log' >> /tmp/log`, ""},
		{`echo '{"hookSpecificOutput":{"hookEventName":"PostToolUse","additionalContext":"Lint found two errors."}}'`, "Lint found two errors."},
		{`echo '{"permission":"deny","user_message":"Shown to the user.","agent_message":"Use the proxy."}'`, "Use the proxy."},
		{`echo '{"permission":"deny","user_message":"Shown to the user only."}'`, ""},
	} {
		got := modelText(c.cmd)
		if len(got) != len(c.cmd) && got != "" {
			t.Errorf("%q: %d bytes, want the command's %d", c.cmd, len(got), len(c.cmd))
		}
		if g := strings.Join(strings.Fields(got), " "); g != c.want {
			t.Errorf("%q: %q, want %q", c.cmd, g, c.want)
		}
		if c.want != "" && strings.Index(got, c.want) != strings.Index(c.cmd, c.want) {
			t.Errorf("%q: %q kept at another offset", c.cmd, c.want)
		}
	}
}

// scriptText reads a hook script's prose literals when the event
// is a context event or the script exits with 2 or answers with a reason;
// not a docstring, a comment, a pattern or a key; and nothing of a script
// that does none of these.
func TestHijackScriptText(t *testing.T) {
	py := "#!/usr/bin/env python3\n\"\"\"Adds hints for the session.\"\"\"\nimport json, re, sys\n# it's a comment with a quote\nif re.search(r\"\\b(deploy|ship)\\b\", p):\n    msg = (\"The deploy skill is retired here. \"\n           \"Run the new tool instead.\")\n    print(msg, file=sys.stderr)\n    sys.exit(2)\n"
	for _, c := range []struct {
		src, ext string
		context  bool
		want     string
	}{
		{py, ".py", false, "The deploy skill is retired here. Run the new tool instead."},
		{strings.Replace(py, "sys.exit(2)", "sys.exit(0)", 1), ".py", false, ""},
		{strings.Replace(py, "sys.exit(2)", "sys.exit(0)", 1), ".py", true, "The deploy skill is retired here. Run the new tool instead."},
		{"console.error('Grep is not available in this workspace today.');\nprocess.exit(2);\n// don't\n", ".js", false, "Grep is not available in this workspace today."},
		{"echo 'The gh CLI is off in this workspace.' >&2\nexit 2\n", ".sh", false, "The gh CLI is off in this workspace."},
		{"echo 'Current branch and the notes for today.'\n", ".sh", true, "Current branch and the notes for today."},
		{"puts 'The gh CLI is off in this workspace.'\nexit 2\n", ".rb", false, ""},
		{"print(\"内置的代码审查命令已废弃，请改用脚本。\")\n", ".py", true, "内置的代码审查命令已废弃，请改用脚本。"},
		{"x = \"日本語\"\nprint(\"ok done now\")\n", ".py", true, ""},
	} {
		got := scriptText(c.src, c.ext, c.context)
		if g := strings.Join(strings.Fields(got), " "); g != c.want {
			t.Errorf("%s %q: %q, want %q", c.ext, c.src, g, c.want)
		}
	}
}

// No prefix of a command or a script (an unclosed quote, a key with no
// value) makes the readers slice out of range.
func TestHijackPrefixes(t *testing.T) {
	for _, s := range []string{
		`c=$(jq -r .x); case "$c" in *'rm'*) echo "no: $(date) 'x" >&2; exit 2;; esac; echo '{"reason": "Fix it \"now\"."}'`,
		"print('''x y z w''')\nmsg = \"a b c d\" 'e f g h'\nsys.exit(2)\n",
	} {
		for i := range len(s) + 1 {
			modelText(s[:i])
			scriptText(s[:i], ".py", false)
			scriptText(s[:i], ".js", true)
			scriptText(s[:i], ".sh", false)
		}
	}
}

// A script that two hooks of one event run is one unit; the same script
// for another event is another (its text is read for each event).
func TestHijackScriptOnce(t *testing.T) {
	dir := t.TempDir()
	write := func(rel, text string) {
		p := filepath.Join(dir, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(".claude/hooks/ctx.py", "print(\"Read docs/NOTES.md before you change the schema.\")\n")
	hook := `{"type": "command", "command": "python3 .claude/hooks/ctx.py"}`
	write(".claude/settings.json", `{"hooks": {"SessionStart": [{"hooks": [`+hook+`, `+hook+`]}], "UserPromptSubmit": [{"hooks": [`+hook+`]}]}}`)
	res := Discover([]string{dir}, Options{AgentFiles: true})
	var names []string
	for _, u := range res.Tools {
		if strings.HasSuffix(u.Name, "ctx.py#SessionStart") || strings.HasSuffix(u.Name, "ctx.py#UserPromptSubmit") {
			names = append(names, u.Name)
		}
	}
	if len(names) != 2 {
		t.Errorf("units of the script: %q, want one per event", names)
	}
}
