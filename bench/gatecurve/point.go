package main

import (
	"slices"
	"strings"

	"github.com/mcp-lint/mcp-lint/detect"
)

// finding is what an operating point reads of one finding that fails
// today's default gate: a pool finding, a unit row's finding, or a tool
// row's verdict (which carries its one finding's values).
type finding struct {
	blocking   bool
	severity   detect.Severity
	confidence float64
	checks     []string // the checks that made it (detect.Finding.Checks)
	rules      []string // the records behind its signals (detect.Finding.RuleIDs)
	// precision is the rank (levelRank) of the most precise measured
	// record it names, its checks and rules together; 0 when none was
	// measured.
	precision int
}

// newFinding is a finding's view, its precision looked up by level (a
// record's measured level, "" when not measured).
func newFinding(blocking bool, sev detect.Severity, conf float64, checks, rules []string, level func(id string) string) finding {
	f := finding{blocking: blocking, severity: sev, confidence: conf, checks: checks, rules: rules}
	for _, id := range append(slices.Clone(checks), rules...) {
		f.precision = max(f.precision, levelRank(level(id)))
	}
	return f
}

// levelRank orders the measured precision levels (ruledoc.Levels), least
// precise first; 0 for a record not measured.
func levelRank(level string) int {
	switch level {
	case "low":
		return 1
	case "medium":
		return 2
	case "high":
		return 3
	case "very-high":
		return 4
	}
	return 0
}

// evidence counts the independent readings behind a finding: its distinct
// checks and its distinct demand concepts (demand.<concept>). The parts
// of a demand that are no concept of their own, its action and its
// order, do not count.
func evidence(f finding) int {
	return len(sortedUnique(slices.Clone(f.checks))) + len(concepts(f))
}

// concepts are the distinct demand concepts a finding names
// (demand.<concept>), without a demand's action and order.
func concepts(f finding) []string {
	var cs []string
	for _, id := range f.rules {
		c, ok := strings.CutPrefix(id, "demand.")
		if !ok || c == "" || strings.Contains(c, ".") || c == "action" || c == "order" {
			continue
		}
		cs = append(cs, c)
	}
	return sortedUnique(cs)
}

// independent counts the readings behind a finding as evidence does, but
// reads the demand check through its concepts: directive.demand fires
// because it read a concept, so the two are one reading, not two. A
// demand finding naming no concept counts once.
func independent(f finding) int {
	cs := len(concepts(f))
	n := cs
	for _, c := range sortedUnique(slices.Clone(f.checks)) {
		if c != detect.IDDemand || cs == 0 {
			n++
		}
	}
	return n
}

// atLeast compares a confidence with a threshold, allowing for the
// rounding of a computed confidence (0.7 may be 0.69999...).
func atLeast(conf, threshold float64) bool { return conf >= threshold-1e-9 }

// point is one way of deciding which of the findings failing today's
// gate still fail it.
type point struct {
	name string
	keep func(f finding) bool
}

// points are the operating points measured, today's gate first. Every
// point but today's keeps a hard finding (blocking), as hard findings
// cannot be approved.
var points = []point{
	// today's gate: every finding that fails the default gate (--fail-on default).
	{"today", func(f finding) bool { return true }},
	// hard findings only (--fail-on blocking).
	{"blocking", func(f finding) bool { return f.blocking }},
	// severity medium or above, or hard.
	{"severity>=medium", func(f finding) bool { return f.blocking || f.severity >= detect.SeverityMedium }},
	// severity high or above, or hard.
	{"severity>=high", func(f finding) bool { return f.blocking || f.severity >= detect.SeverityHigh }},
	// confidence 0.70 or above, or hard.
	{"confidence>=0.70", func(f finding) bool { return f.blocking || atLeast(f.confidence, 0.70) }},
	// confidence 0.75 or above, or hard.
	{"confidence>=0.75", func(f finding) bool { return f.blocking || atLeast(f.confidence, 0.75) }},
	// confidence 0.80 or above, or hard.
	{"confidence>=0.80", func(f finding) bool { return f.blocking || atLeast(f.confidence, 0.80) }},
	// two or more independent readings agree (evidence), or hard.
	{"agreement>=2", func(f finding) bool { return f.blocking || evidence(f) >= 2 }},
	// two or more readings agree, the demand check counted through its concepts (independent), or hard.
	{"independent>=2", func(f finding) bool { return f.blocking || independent(f) >= 2 }},
	// a named record measured medium precision or better, or hard.
	{"precision>=medium", func(f finding) bool { return f.blocking || f.precision >= levelRank("medium") }},
	// a named record measured high precision or better, or hard.
	{"precision>=high", func(f finding) bool { return f.blocking || f.precision >= levelRank("high") }},
	// a named record measured very-high precision, or hard.
	{"precision>=very-high", func(f finding) bool { return f.blocking || f.precision >= levelRank("very-high") }},
}

// keptBy reports whether point p keeps any of fs.
func keptBy(p point, fs []finding) bool {
	return slices.ContainsFunc(fs, p.keep)
}

func sortedUnique(xs []string) []string {
	slices.Sort(xs)
	return slices.Compact(xs)
}
