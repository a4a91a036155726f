package scan

import (
	"fmt"
	"strings"

	"github.com/mcp-lint/mcp-lint/detect"
)

// ExtendedNote says what a finding of the extended suite does to the
// gate, under suite (the one whose findings fail the default gate).
func ExtendedNote(suite string) string {
	if suite == detect.SuiteExtended {
		return "extended suite: fails the default gate (--suite extended)"
	}
	return "extended suite: reported, does not fail the default gate (--suite extended makes it fail)"
}

// SuiteNote says why a finding of the extended suite is there and what it
// does to the gate: the trained reading's note when it read the finding's
// sentences as honest, ExtendedNote otherwise.
func SuiteNote(f *detect.Finding, suite string) string {
	if f.Trained != nil && f.Trained.Honest {
		return TrainedNote(f.Trained, suite)
	}
	return ExtendedNote(suite)
}

// TrainedNote says what the trained reading made of a finding: its score,
// and for one it reads as honest, why the finding is of the extended
// suite ("" when the reading did not weigh the finding).
func TrainedNote(t *detect.TrainedScore, suite string) string {
	if t == nil {
		return ""
	}
	if !t.Honest {
		return fmt.Sprintf("trained reading: %.3f (%s)", t.Score, t.Model)
	}
	does := "does not fail the default gate (--suite extended makes it fail)"
	if suite == detect.SuiteExtended {
		does = "fails the default gate (--suite extended)"
	}
	return fmt.Sprintf("trained reading: %.3f (%s): its sentences read as the tool's own honest text; extended suite, %s", t.Score, t.Model, does)
}

// Subject names what a finding is about, render-safe: "tool get_alerts of
// server weather", "the launch config of server notes (claude-code)".
func Subject(ref detect.ToolRef) string {
	name, server := detect.SafeText(ref.Name), detect.SafeText(ref.Server)
	switch ref.Kind {
	case detect.KindConfig:
		if event, ok := strings.CutPrefix(name, detect.HookClientPrefix); ok {
			return fmt.Sprintf("the %s hook of %s", event, server)
		}
		return fmt.Sprintf("the launch config of server %s (%s)", server, name)
	case detect.KindSkill, detect.KindCommand, detect.KindAgent, detect.KindScript:
		return fmt.Sprintf("%s %s of %s", ref.Kind, name, server)
	case detect.KindRules:
		return "rules file " + name
	case detect.KindPlugin:
		return fmt.Sprintf("the %s listing of plugin %s", name, server)
	case detect.KindPrompt:
		return fmt.Sprintf("prompt %s of server %s", name, server)
	case detect.KindInstructions:
		return "the instructions of server " + server
	case detect.KindResource:
		return fmt.Sprintf("resource %s of server %s", name, server)
	case detect.KindListing:
		return fmt.Sprintf("the %s listing of server %s", name, server)
	case detect.KindText:
		return fmt.Sprintf("text of server %s at %s that mcp-lint could not tie to a definition", server, name)
	}
	return fmt.Sprintf("tool %s of server %s", name, server)
}

// Message is a finding's message: its first sentence names the definition
// and what was found (the alert title in code scanning), then the other
// signals. All parts are render-safe.
func Message(f *Finding) string {
	p := f.Primary()
	var b strings.Builder
	subj := Subject(f.Tool)
	b.WriteString(strings.ToUpper(subj[:1]) + subj[1:])
	b.WriteString(": ")
	b.WriteString(detect.SafeDetail(p.Detail))
	b.WriteString(".")
	if p.Evidence != "" {
		fmt.Fprintf(&b, " Evidence: %s", p.Evidence)
	}
	var others []string
	for i, s := range f.Signals[1:] {
		if i == maxAlso {
			// A tool copied across many servers has a signal per copy:
			// the message stays short, the cut is stated, and every signal
			// is still in the finding (JSON, SARIF related locations).
			others = append(others, fmt.Sprintf("and %d more", len(f.Signals)-1-maxAlso))
			break
		}
		others = append(others, fmt.Sprintf("%s (%s)", s.Check, detect.SafeDetail(s.Detail)))
	}
	if len(others) > 0 {
		fmt.Fprintf(&b, " Also: %s.", strings.Join(others, "; "))
	}
	if f.Audience == detect.AudiencePerson && !f.Blocking {
		fmt.Fprintf(&b, " (%s)", PersonNote)
	}
	return b.String()
}

// PersonNote says what a finding on text a person reads does to the
// gate (a hard reading of it is raised as a soft one: detect.forPerson).
const PersonNote = "text a person reads (a module's or a helper's docstring, a command line's help): reported, does not fail the default gate"

// maxAlso is how many further signals a message names.
const maxAlso = 8

// Title is the short form: the first sentence only.
func Title(f *Finding) string {
	subj := Subject(f.Tool)
	return strings.ToUpper(subj[:1]) + subj[1:] + ": " + detect.SafeDetail(f.Primary().Detail)
}
