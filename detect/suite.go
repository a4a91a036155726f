package detect

import (
	"maps"
	"slices"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// Suites, as CodeQL has them: the default gate fails on the findings of
// the default suite; a finding that exists only because of the readings
// measured imprecise on honest text (fired on two or more honest
// repositories of the pool while catching at most one attack alone:
// ruledoc/precision.json) is of the extended suite. It is reported in
// every format and fails the gate only with --suite extended (suite:
// extended in the config) or a severity threshold.
const (
	SuiteDefault  = reading.SuiteDefault
	SuiteExtended = reading.SuiteExtended
)

// extendedSuite lists the records of the extended suite: a names record
// (rules/suite.rules) with the rule that chose them and the measurement
// they came from; a test recomputes the rule from precision.json.
var extendedSuite = reading.NewNameList("names.extended-suite")

// agentExtended lists the checks whose findings on an agent file are of
// the extended suite when they rest on them alone (rules/suite.rules):
// what the file holds, not what it asks the model.
var agentExtended = reading.NewNameList("names.agent-extended")

// agentHolds reports whether finding f of a tool of kind k, not blocking,
// rests only on checks of names.agent-extended on an agent file.
func agentHolds(k reading.Kind, f *reading.Finding) bool {
	if !reading.IsInstructionKind(k) || f.Blocking || len(f.Checks) == 0 {
		return false
	}
	for _, id := range f.Checks {
		if !agentExtended.Set[id] {
			return false
		}
	}
	return true
}

// ExtendedSuite is the extended suite's records, as the record lists them.
func ExtendedSuite() []string {
	reading.EnsureRules()
	return slices.Clone(extendedSuite.Items)
}

// InExtendedSuite reports whether record id is of the extended suite.
func InExtendedSuite(id string) bool {
	reading.EnsureRules()
	return extendedSuite.Has(id)
}

// offRecords are records an inspection leaves out.
type offRecords struct {
	phrases map[string]bool
	frames  reading.FrameSet
}

// withoutExtended is what the engine leaves out, with the extended
// suite's records too.
func (e *Engine) withoutExtended() *offRecords {
	if e.suiteOff == nil {
		off := &offRecords{phrases: maps.Clone(e.offPhrases), frames: e.offFrames}
		if off.phrases == nil {
			off.phrases = map[string]bool{}
		}
		for _, id := range extendedSuite.Items {
			if f, ok := reading.FrameOf(id); ok {
				off.frames.Add(f)
			} else {
				off.phrases[id] = true
			}
		}
		e.suiteOff = off
	}
	return e.suiteOff
}

// namesExtended: a signal names a record of the extended suite.
func namesExtended(sigs []reading.Signal) bool {
	for i := range sigs {
		for _, id := range sigs[i].Rules {
			if extendedSuite.Set[id] {
				return true
			}
		}
	}
	return false
}

// standsWithoutExtended inspects tool t again with the extended suite's
// records turned off, and reports whether a signal of one of checks
// remains: then the finding does not rest on them alone. Only a finding
// naming such a record pays for it; what the second inspection counts
// (checks run, failures, bounds) is not the report's.
func (e *Engine) standsWithoutExtended(reg *reading.Registry, t *reading.Tool, checks []string) bool {
	off := e.withoutExtended()
	var scratch reading.Report
	for _, s := range e.signals(reg, t, off.phrases, off.frames, &scratch) {
		if slices.Contains(checks, s.Check) {
			return true
		}
	}
	return false
}
