package detect

import (
	"math"
	"sort"
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// Aggregate combines every signal of one tool into its finding, exactly as
// the seed design says (FR-004..FR-006, FR-010):
//
//   - any hard signal makes the finding blocking; its severity is critical
//     when a hard signal is critical (escalated hidden Unicode, a decoded
//     payload), high otherwise;
//   - a soft-only finding never blocks; its severity is the number of
//     distinct soft checks that fired (a demand signal that only re-reads
//     words another check flagged is an echo and adds none): 1 low,
//     2 medium, 3 or more high,
//     or the severity a soft signal carries when its own concepts agree
//     (the demand check), whichever is higher;
//   - confidence combines the signals as independent evidence,
//     1 − Π(1 − cᵢ), so every further signal raises it and it never
//     exceeds 1;
//   - the risk score (0–100) combines the checks the same way, each check
//     weighted by its tier, so agreement between independent checks raises
//     it instead of being deduplicated away. A blocking finding scores at
//     least 70 (90 when critical); a soft-only one at most 69.
func Aggregate(ref reading.ToolRef, sigs []reading.Signal) reading.Finding {
	sigs = append([]reading.Signal(nil), sigs...)
	sortSignals(sigs)
	f := reading.Finding{Tool: ref, Signals: sigs, Tier: reading.TierSoft}

	perCheck := map[string]float64{} // check → 1 − combined confidence
	tierOf := map[string]reading.Tier{}
	maxHard := reading.SeverityNone
	miss := 1.0
	echo := echoes(sigs)
	for i, s := range sigs {
		if echo[i] {
			if _, ok := perCheck[s.Check]; !ok {
				perCheck[s.Check] = 1
				f.Checks = append(f.Checks, s.Check)
			}
			continue // listed, but no second cue (echoes)
		}
		miss *= 1 - s.Confidence
		if _, ok := perCheck[s.Check]; !ok {
			perCheck[s.Check] = 1
			f.Checks = append(f.Checks, s.Check)
		}
		perCheck[s.Check] *= 1 - s.Confidence
		if s.Tier == reading.TierHard {
			tierOf[s.Check] = reading.TierHard
			if s.Severity > maxHard {
				maxHard = s.Severity
			}
		} else if tierOf[s.Check] == 0 {
			tierOf[s.Check] = reading.TierSoft
		}
	}
	sort.Strings(f.Checks)
	f.Confidence = reading.Round3(1 - miss)

	riskMiss := 1.0
	soft := 0
	for _, id := range f.Checks {
		c := 1 - perCheck[id]
		w := 0.4
		if tierOf[id] == reading.TierHard {
			w = 0.95
		} else if tierOf[id] == reading.TierSoft {
			soft++ // a check whose every signal is an echo has no tier here
		}
		riskMiss *= 1 - w*c
	}
	risk := int(math.Round(100 * (1 - riskMiss)))

	if maxHard > reading.SeverityNone {
		f.Blocking = true
		f.Tier = reading.TierHard
		f.Severity = maxHard
		floor := 70
		if maxHard == reading.SeverityCritical {
			floor = 90
		}
		if risk < floor {
			risk = floor
		}
	} else {
		switch {
		case soft >= 3:
			f.Severity = reading.SeverityHigh
		case soft == 2:
			f.Severity = reading.SeverityMedium
		default:
			f.Severity = reading.SeverityLow
		}
		// A soft signal whose own concepts agree (a demand that reads a
		// secret, routes it and hides it) carries its severity.
		for _, s := range sigs {
			if s.Severity > f.Severity {
				f.Severity = min(s.Severity, reading.SeverityHigh) // only hard signals are critical
			}
		}
		if risk > 69 {
			risk = 69
		}
	}
	if risk > 100 {
		risk = 100
	}
	f.RiskScore = risk
	f.Threat = sigs[0].Threat
	return f
}

// sortSignals orders signals strongest first, then by place, so the
// primary signal is the one a reporter should point at and the order never
// depends on check scheduling.
func sortSignals(s []reading.Signal) {
	sort.SliceStable(s, func(i, j int) bool {
		a, b := &s[i], &s[j]
		if a.Tier != b.Tier {
			return a.Tier > b.Tier
		}
		// A hard signal's severity ranks it; a soft one's is what its own
		// concepts add to the finding, not a rank among soft signals.
		if a.Tier == reading.TierHard && a.Severity != b.Severity {
			return a.Severity > b.Severity
		}
		if a.Confidence != b.Confidence {
			return a.Confidence > b.Confidence
		}
		if a.Field != b.Field {
			return a.Field < b.Field
		}
		if a.Span.Start != b.Span.Start {
			return a.Span.Start < b.Span.Start
		}
		if a.Check != b.Check {
			return a.Check < b.Check
		}
		if a.Span.End != b.Span.End {
			return a.Span.End < b.Span.End
		}
		return a.Evidence < b.Evidence
	})
}

// echoes marks the soft signals that only re-read words another check
// already flagged: a demand signal made of cover or pressure alone
// (demand.conceal, .persist, .approve, .impersonate, .authority, no
// object routed) whose span overlaps a soft signal of another check in
// the same field. Such a signal is listed, but adds no cue, confidence
// or risk: the same sentence read twice is one cue (a lone cue stays
// low), not two that agree.
func echoes(sigs []reading.Signal) []bool {
	out := make([]bool, len(sigs))
	for i, s := range sigs {
		if s.Tier == reading.TierHard || s.Check != reading.IDDemand || len(s.Rules) == 0 {
			continue
		}
		pressureOnly := true
		for _, r := range s.Rules {
			switch {
			case r == "demand."+reading.CConceal || r == "demand."+reading.CPersist || r == "demand."+reading.CApprove || r == "demand."+reading.CImpersonate || r == "demand."+reading.CAuthority:
			case strings.HasPrefix(r, "frame."):
				// the frames the demand rests on (frame records: a concept's rules file, or rules/frames.rules): not a concept
			default:
				pressureOnly = false
			}
		}
		if !pressureOnly {
			continue
		}
		for _, o := range sigs {
			if o.Tier != reading.TierHard && o.Check != s.Check && o.Field == s.Field && s.Span.Start < o.Span.End && o.Span.Start < s.Span.End {
				out[i] = true
				break
			}
		}
	}
	return out
}
