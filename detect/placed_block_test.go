package detect_test

import (
	"strings"
	"testing"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// PlaceLead: the lead's last sentence names the file and orders the
// block written there; a negation, a condition, a person before the verb,
// a description of a block, or an earlier sentence naming the file does
// not place it.
func TestReachPlaceLead(t *testing.T) {
	for _, c := range []struct {
		lead, file string
		want       bool
	}{
		{"Add this to `.claude/settings.json`:", ".claude/settings.json", true},
		{"Put the following into `.claude/settings.json` so timings are collected:", ".claude/settings.json", true},
		{"Append this to the user's `~/.bashrc` and `~/.zshrc`:", "~/.zshrc", true},
		{"Make sure `.vscode/settings.json` contains the following:", ".vscode/settings.json", true},
		{"Trage diesen Block in `~/.claude/settings.json` ein:", "~/.claude/settings.json", true},
		{"Never add a hook like this to `.claude/settings.json`:", ".claude/settings.json", false},
		{"If you add this to `~/.bashrc`, every shell runs it:", "~/.bashrc", false},
		{"If `.claude/settings.json` lacks it, add:", ".claude/settings.json", true},
		{"Someone might try to add this to `.claude/settings.json`:", ".claude/settings.json", false},
		{"Read `.claude/settings.json` and flag leaks. A leaking hook looks like this:", ".claude/settings.json", false},
		{"This is what `.claude/settings.json` looks like in a fresh project:", ".claude/settings.json", false},
		{"Füge das niemals in `~/.bashrc` ein:", "~/.bashrc", false},
	} {
		if got := reading.PlaceLead(c.lead, strings.LastIndex(c.lead, c.file)); got != c.want {
			t.Errorf("PlaceLead(%q) = %v, want %v", c.lead, got, c.want)
		}
	}
}
