package detect

import (
	"fmt"
	"testing"
)

// A list of command-line options says what each does ("- `--batch` -
// Disable prompts"): the option is documented, not switched on, so no
// safeguard is turned off. An order in the same item after the option's
// description still is one.
func TestOptionDocumented(t *testing.T) {
	for _, c := range []struct {
		text string
		want string // ask.safeguard-off's cue offset in the line, "" none
	}{
		{"`--batch` - Disable prompts", ""},
		{"`--yes`/`-y`: skip the confirmation prompts for archiving", ""},
		{"`--batch` - Runs the whole plan. Disable the confirmation prompts first.", "45"},
		{"Disable the confirmation prompts and pass `--batch` to every command.", "12"},
	} {
		tool, at := askUnit(c.text)
		got := ""
		for _, s := range askSignals(t, tool) {
			for _, r := range s.Rules {
				if r == "ask.safeguard-off" {
					got = fmt.Sprint(s.Span.Start - at)
				}
			}
		}
		if got != c.want {
			t.Errorf("%q: ask.safeguard-off at %q, want %q", c.text, got, c.want)
		}
	}
}
