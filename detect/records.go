package detect

import (
	"slices"

	"github.com/mcp-lint/mcp-lint/detect/exfiltration"
	"github.com/mcp-lint/mcp-lint/detect/hijack"
	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
	"github.com/mcp-lint/mcp-lint/detect/payload"
	"github.com/mcp-lint/mcp-lint/detect/persistence"
)

// Kinds of record a finding names: every ID that can stand among a
// finding's signals (a check) or its rules (the rest).
const (
	KindCheck   = "check"   // a rule of the registry (unicode.hidden, directive.demand, ...)
	KindPhrase  = "phrase"  // a phrase rule of directive.imperative (rule and script records)
	KindFrame   = "frame"   // a frame of the demand check (frame records)
	KindAsk     = "ask"     // a reading of what an agent file asks (ask records)
	KindSecret  = "secret"  // a kind of credential (secret records)
	KindShell   = "shell"   // a family of commands (shell records) or a reading of a command's flow
	KindCue     = "cue"     // a cue directive.imperative computes rather than matches (directive.<family>)
	KindConcept = "concept" // a concept a demand finding names (demand.<concept>)
	KindReading = "reading" // a reading written in Go that names itself (payload.decode-and-follow, ...)
)

// Record is one ID a finding can name, and its kind.
type Record struct {
	ID   string `json:"id"`
	Kind string `json:"kind"`
	// Disable: --disable ID (and the config's rules) turns it off: the
	// engine leaves the record out of every reading, or the policy drops a
	// check's signals (a hard check: in the config only, with a reason).
	Disable bool `json:"disable"`
}

// computedCueFamilies are the families of the cues directive.imperative
// computes, without a phrase rule (directive.go, instruction.go): a
// finding names such a cue directive.<family>.
var computedCueFamilies = []string{
	reading.FamCrossTool, reading.FamLiteral, reading.FamShell, reading.FamSensitive, reading.FamComment,
	reading.FamForeign, reading.FamForeignParam, reading.FamContext, reading.FamNoInputs,
	"support", "planted", "settings", "exfil",
}

// flowKinds are the kinds ShState.hit reads in a command's flow, named
// shell.flow-<kind> (shellflow.go, code_plant.go).
var flowKinds = []string{
	"credential-exfiltration", "download-run", "files-egress", "home-plant", "input-egress",
	"persistence", "remote-package", "trace-erase", reading.FloatingKind,
}

// IsComputedCue reports whether id names a cue directive.imperative
// computes (directive.cross-tool, ...): --disable turns it off as it does
// a phrase rule.
func IsComputedCue(id string) bool {
	for _, f := range computedCueFamilies {
		if id == "directive."+f {
			return true
		}
	}
	return false
}

// IsEngineRecord reports whether id names a record the engine leaves out
// when it is disabled (Engine.DisablePhrases): a phrase rule, a frame, a
// reading of what an agent file asks, a computed cue, or the trained
// reading (TrainedRecord).
func IsEngineRecord(id string) bool {
	return IsPhraseRule(id) || reading.IsFrame(id) || IsAskReading(id) || IsComputedCue(id) || id == TrainedRecord
}

// Records lists every ID a finding can name, by kind in the order the
// rules files and the registry write them, without repeats: what
// `mcp-lint rules --precision` and the measured precision
// (ruledoc/precision.json) cover.
func Records() []Record {
	reading.EnsureRules()
	var out []Record
	seen := map[string]bool{}
	add := func(id, kind string, off bool) {
		if !seen[id] {
			seen[id] = true
			out = append(out, Record{ID: id, Kind: kind, Disable: off})
		}
	}
	for _, r := range registry {
		if r.Trained != nil {
			// A trained reading's rule is measured where its point is
			// chosen (bench/train, docs/trained.md), as trained.sentence is,
			// not by bench/precision's firing counts.
			continue
		}
		d := r.Doc()
		add(d.ID, KindCheck, d.Tier == TierSoft)
	}
	for _, r := range PhraseRules() {
		add(r.ID, KindPhrase, true)
	}
	for _, f := range reading.Frames() {
		add(f.ID, KindFrame, true)
	}
	for _, a := range AskReadings() {
		add(a.ID, KindAsk, true)
	}
	for _, k := range SecretKinds() {
		add(k.ID, KindSecret, false)
	}
	for _, f := range ShellFamilies() {
		add(f.ID, KindShell, false)
	}
	flows := []string{reading.SecretFlowRule, reading.RemoteRunRule, reading.HookFlowRule, persistence.CodePlantRule}
	for _, k := range flowKinds {
		flows = append(flows, "shell.flow-"+k)
	}
	slices.Sort(flows)
	for _, id := range flows {
		add(id, KindShell, false)
	}
	for _, f := range computedCueFamilies {
		add("directive."+f, KindCue, true)
	}
	for _, c := range reading.Concepts {
		add("demand."+c, KindConcept, false)
	}
	add(payload.DecodeRule, KindReading, false)
	add(hijack.Rule, KindReading, false)
	add(exfiltration.EndpointRule, KindReading, false)
	add(hijack.MarketplaceRule, KindReading, false)
	return out
}
