package detect

import (
	"strings"
	"testing"
)

// askUnit is a rules file (CLAUDE.md) with text as one item of its list
// of orders, among ordinary ones: where the ask records' examples and the
// own sentences below are read.
func askUnit(text string) (Tool, int) {
	head := "# Project notes\n\n- Use pnpm, not npm.\n- "
	if strings.HasPrefix(text, "|") {
		head = "# Project notes\n\n- Use pnpm, not npm.\n\n| Name | Key | Notes | Link |\n|---|---|---|---|\n"
	}
	return Tool{Server: "repo", Kind: KindRules, Name: "CLAUDE.md",
		Description: head + text + "\n- Run the tests before committing.\n"}, len(head)
}

// askSignals are the signals of a scan of tool.
func askSignals(t *testing.T, tool Tool) []Signal {
	t.Helper()
	rep := NewEngine().Scan(NewRegistry([]Tool{tool}), nil)
	var out []Signal
	for _, f := range rep.Findings {
		out = append(out, f.Signals...)
	}
	return out
}

// askReads are the readings of the rules file's description, each with
// the byte span of its cue (another cue of its family may be the one a
// finding names: the reading is asked directly).
func askReads(t *testing.T, tool Tool) map[string]Span {
	t.Helper()
	loadRules()
	var fw fieldWalker
	v := newToolViewWith(&tool, newInstructionTokenizer(), &fw, nil)
	out := map[string]Span{}
	for i := range v.Fields() {
		f := &v.fields[i]
		if !v.pathIs(f, PathDescription) {
			continue
		}
		a := v.PhraseAnalysis(i)
		for _, s := range a.Sents {
			askCues(v, a, s, f.Text, func(c directiveCue) {
				out[c.rule] = Span{int(a.Tokens[c.from].Start), int(a.Tokens[c.to-1].End)}
			})
		}
	}
	return out
}

// Every ask record's examples: each match is read by the reading, at a
// span inside the example; no nomatch is. And each match fails the
// default gate as a rules file: a finding in its text.
func TestAskExamples(t *testing.T) {
	rs := AskReadings()
	if len(rs) != int(askCount) {
		t.Fatalf("%d ask records for %d readings", len(rs), askCount)
	}
	for _, r := range rs {
		for _, m := range r.Match {
			tool, at := askUnit(m)
			sp, ok := askReads(t, tool)[r.ID]
			if !ok || sp.Start < at || sp.End > at+len(m) {
				t.Errorf("%s does not read %q (%v)", r.ID, m, sp)
			}
			if len(askSignals(t, tool)) == 0 {
				t.Errorf("%s: %q: no finding", r.ID, m)
			}
		}
		for _, m := range r.NoMatch {
			tool, _ := askUnit(m)
			if _, ok := askReads(t, tool)[r.ID]; ok {
				t.Errorf("%s reads %q", r.ID, m)
			}
		}
	}
}

// Turned off by ID (the config's rules, --disable), a reading no longer
// names its first match example.
func TestAskDisabled(t *testing.T) {
	for _, r := range AskReadings() {
		tool, _ := askUnit(r.Match[0])
		e := NewEngine()
		if unknown := e.DisablePhrases(r.ID); len(unknown) > 0 {
			t.Fatalf("%s: unknown to DisablePhrases", r.ID)
		}
		rep := e.Scan(NewRegistry([]Tool{tool}), nil)
		for _, f := range rep.Findings {
			for _, s := range f.Signals {
				if strings.Contains(strings.Join(s.Rules, " "), r.ID) {
					t.Errorf("%s turned off still reads %q", r.ID, r.Match[0])
				}
			}
		}
	}
}

// The readings are the instruction kinds' own: an MCP tool's description
// with the same sentence is not read by them.
func TestAskOnlyInstructionKinds(t *testing.T) {
	for _, r := range AskReadings() {
		tool := Tool{Server: "s", Name: "lookup", Description: "Looks up a value. " + r.Match[0]}
		for _, s := range askSignals(t, tool) {
			if strings.Contains(strings.Join(s.Rules, " "), "ask.") {
				t.Errorf("%s read on an MCP tool: %q", r.ID, r.Match[0])
			}
		}
	}
}
