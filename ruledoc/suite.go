package ruledoc

import "github.com/mcp-lint/mcp-lint/detect"

// The rule that chooses the extended suite from the measured precision
// (names.extended-suite says it too): a record the engine can turn off
// by ID (a phrase rule, a frame, a reading of what an agent file asks, a
// computed cue) goes to the extended suite when it fires on at least
// ExtendedMinRepos honest repositories of the pool and alone catches at
// most ExtendedMaxAlone attacks across every set. Such a reading is
// seen wrong by users on real repositories and buys next to no recall.
const (
	ExtendedMinRepos = 2
	ExtendedMaxAlone = 1
)

// ExtendedByRule is the records the rule puts in the extended suite, in
// the order of p's records.
func ExtendedByRule(p *PrecisionFile) []string {
	var out []string
	for _, m := range p.Records {
		if detect.IsEngineRecord(m.ID) && m.Repos >= ExtendedMinRepos && m.AloneTotal <= ExtendedMaxAlone {
			out = append(out, m.ID)
		}
	}
	return out
}

// SuiteOf is the suite of record id: "extended" for a record of
// names.extended-suite, "default" for every other.
func SuiteOf(id string) string {
	if detect.InExtendedSuite(id) {
		return detect.SuiteExtended
	}
	return detect.SuiteDefault
}
