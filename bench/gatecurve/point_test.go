package main

import (
	"strings"
	"testing"

	"github.com/mcp-lint/mcp-lint/detect"
)

// level is a made-up measured precision: a record's level is its name's
// first part after "p-".
func level(id string) string {
	if l, ok := strings.CutPrefix(id, "p-"); ok {
		return l
	}
	return ""
}

// Each point keeps the findings it is defined to keep and drops the rest.
func TestPointsKeep(t *testing.T) {
	low, medium, high, critical := detect.SeverityLow, detect.SeverityMedium, detect.SeverityHigh, detect.SeverityCritical
	findings := map[string]finding{
		// a soft finding, low severity, one check, unmeasured
		"soft-low": newFinding(false, low, 0.55, []string{"directive.imperative"}, nil, level),
		// a hard finding at low confidence: every point keeps it
		"hard": newFinding(true, critical, 0.40, []string{"unicode.hidden"}, nil, level),
		// medium severity, confidence 0.7 as a computation may round it
		"medium-0.7": newFinding(false, medium, 0.7-1e-12, []string{"directive.imperative"}, nil, level),
		// high severity, confidence 0.75
		"high-0.75": newFinding(false, high, 0.75, []string{"directive.demand"}, []string{"demand.action", "demand.order"}, level),
		// confidence 0.8, two checks agreeing
		"two-checks": newFinding(false, low, 0.80, []string{"capability.mismatch", "directive.imperative"}, nil, level),
		// one check and one demand concept (its action and order do not count)
		"check-concept": newFinding(false, low, 0.5, []string{"directive.demand"}, []string{"demand.action", "demand.exfil", "demand.order"}, level),
		// one check named twice, and a demand's sub-reading that is no concept
		"one-check": newFinding(false, low, 0.5, []string{"directive.demand", "directive.demand"}, []string{"demand.action.execute"}, level),
		// two demand concepts read by the demand check
		"two-concepts": newFinding(false, low, 0.5, []string{"directive.demand"}, []string{"demand.conceal", "demand.exfil"}, level),
		// another check beside the demand check and its concept
		"check-demand-concept": newFinding(false, low, 0.5, []string{"directive.demand", "directive.imperative"}, []string{"demand.exfil"}, level),
		// records measured medium and low: the best counts
		"prec-medium": newFinding(false, low, 0.5, []string{"p-low"}, []string{"p-medium"}, level),
		// a record measured high
		"prec-high": newFinding(false, low, 0.5, []string{"directive.demand"}, []string{"p-high"}, level),
		// a check measured very-high
		"prec-very-high": newFinding(false, low, 0.5, []string{"p-very-high"}, nil, level),
	}
	all := []string{"soft-low", "hard", "medium-0.7", "high-0.75", "two-checks", "check-concept", "one-check", "two-concepts", "check-demand-concept", "prec-medium", "prec-high", "prec-very-high"}
	want := map[string][]string{
		"today":                all,
		"blocking":             {"hard"},
		"severity>=medium":     {"hard", "medium-0.7", "high-0.75"},
		"severity>=high":       {"hard", "high-0.75"},
		"confidence>=0.70":     {"hard", "medium-0.7", "high-0.75", "two-checks"},
		"confidence>=0.75":     {"hard", "high-0.75", "two-checks"},
		"confidence>=0.80":     {"hard", "two-checks"},
		"agreement>=2":         {"hard", "two-checks", "check-concept", "two-concepts", "check-demand-concept"},
		"independent>=2":       {"hard", "two-checks", "two-concepts", "check-demand-concept"},
		"precision>=medium":    {"hard", "prec-medium", "prec-high", "prec-very-high"},
		"precision>=high":      {"hard", "prec-high", "prec-very-high"},
		"precision>=very-high": {"hard", "prec-very-high"},
	}
	if len(want) != len(points) {
		t.Errorf("%d points, %d pinned", len(points), len(want))
	}
	for _, p := range points {
		w, ok := want[p.name]
		if !ok {
			t.Errorf("point %s is not pinned", p.name)
			continue
		}
		var got []string
		for _, name := range all {
			if p.keep(findings[name]) {
				got = append(got, name)
			}
		}
		if strings.Join(got, " ") != strings.Join(w, " ") {
			t.Errorf("%s keeps %v, want %v", p.name, got, w)
		}
	}
	if points[0].name != "today" {
		t.Errorf("the first point is %s, want today's gate", points[0].name)
	}
}

// A repository passes a point when the point keeps none of its failing
// findings; a row is caught or flagged when it keeps one.
func TestMeasure(t *testing.T) {
	soft := newFinding(false, detect.SeverityMedium, 0.6, []string{"directive.imperative"}, nil, level)
	hard := newFinding(true, detect.SeverityCritical, 0.9, []string{"unicode.hidden"}, nil, level)
	repos := [][]finding{nil, {soft}, {soft, hard}}
	groups := map[string][]row{
		groupBlind:        {{malicious: true, failing: []finding{soft}}, {malicious: true, failing: []finding{hard}}, {malicious: true}, {failing: []finding{soft}}, {}},
		groupDevMalicious: {{malicious: true, failing: []finding{soft, hard}}},
	}
	res := measure(repos, groups)
	byName := map[string]pointResult{}
	for _, r := range res {
		byName[r.Point] = r
	}
	today, blocking := byName["today"], byName["blocking"]
	if today.ReposPassing != 1 || today.Repos != 3 || blocking.ReposPassing != 2 {
		t.Errorf("repositories passing: today %d/%d, blocking %d", today.ReposPassing, today.Repos, blocking.ReposPassing)
	}
	if want := (tally{Attacks: 3, Caught: 2, Honest: 2, Flagged: 1}); today.Blind != want {
		t.Errorf("today, blind: %+v, want %+v", today.Blind, want)
	}
	if want := (tally{Attacks: 3, Caught: 1, Honest: 2, Flagged: 0}); blocking.Blind != want {
		t.Errorf("blocking, blind: %+v, want %+v", blocking.Blind, want)
	}
	if want := (tally{Attacks: 1, Caught: 1}); blocking.DevMalicious != want {
		t.Errorf("blocking, dev_malicious: %+v, want %+v", blocking.DevMalicious, want)
	}
	if (today.Realistic != tally{}) {
		t.Errorf("an empty group counts %+v", today.Realistic)
	}
}
