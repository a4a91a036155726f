package detect

import (
	"fmt"
	"runtime"
	"sort"
	"sync"

	"github.com/mcp-lint/mcp-lint/detect/internal/learned"
	"github.com/mcp-lint/mcp-lint/detect/internal/reading"

	"github.com/mcp-lint/mcp-lint/detect/internal/text"
)

// MaxSignalsPerCheck bounds the signals one check may emit on one tool; the
// rest are counted in a cap record, never silently dropped.
const MaxSignalsPerCheck = 64

// Engine runs checks over a registry and aggregates findings. An Engine
// reuses scratch buffers between tools, so one Engine must not run two
// scans at once; create one per goroutine.
type Engine struct {
	checks []Check
	tz     *text.Tokenizer
	// tzAgent tokenizes an instruction kind's texts with the rules read
	// only there (newInstructionTokenizer), made when the first is met.
	tzAgent *text.Tokenizer
	fw      reading.FieldWalker
	view    reading.ToolView // reused from tool to tool
	// offPhrases are phrase rules that do not count (DisablePhrases).
	offPhrases map[string]bool
	// offFrames are the demand check's frames turned off (DisablePhrases).
	offFrames reading.FrameSet
	// suiteOff is offPhrases and offFrames with the extended suite's
	// records turned off too (suite.go), made when first needed.
	suiteOff *offRecords
	// trainedOff turns the trained reading off (trained.go); fz is its
	// featurizer.
	trainedOff bool
	fz         learned.Featurizer
	readings   []string // scratch of the trained reading's readings of a sentence
	// custom and customAgent are models bench/train measures in place of
	// the shipped ones (of MCP definitions, of agent files).
	custom, customAgent *learned.Model
	// proposeOff turns the trained reading's own findings off
	// (propose.go); fzPropose is its featurizer, customPropose a model
	// measured in place of the shipped one.
	proposeOff    bool
	fzPropose     learned.Featurizer
	customPropose *learned.Model
	proposed      []candidate // the proposing model's candidates of a tool, reused
}

// DisablePhrases turns phrase rules of directive.imperative off by ID
// (mcp-lint rules --phrases): their matches no longer count toward any
// sentence's score; and frames of the demand check (mcp-lint rules
// --frames): the check no longer reads the special case; the readings
// of what an agent file asks (ask records, instruction_ask.go); and the
// cues directive.imperative computes (directive.<family>, IsComputedCue),
// which no longer count either. It reports the IDs that name none.
func (e *Engine) DisablePhrases(ids ...string) (unknown []string) {
	e.suiteOff = nil // made again with these off
	for _, id := range ids {
		if id == TrainedRecord {
			e.trainedOff = true // the trained reading (trained.go)
			continue
		}
		if id == IDTrainedProposed {
			e.proposeOff = true // its own findings (propose.go)
			continue
		}
		if f, ok := reading.FrameOf(id); ok {
			e.offFrames.Add(f)
			continue
		}
		if !IsPhraseRule(id) && !IsAskReading(id) && !IsComputedCue(id) {
			unknown = append(unknown, id)
			continue
		}
		if e.offPhrases == nil {
			e.offPhrases = map[string]bool{}
		}
		e.offPhrases[id] = true
	}
	return unknown
}

// NewEngine returns an engine running checks, or the six default checks
// when none are given.
func NewEngine(checks ...Check) *Engine {
	reading.EnsureRules()
	if len(checks) == 0 {
		checks = Checks()
	}
	return &Engine{checks: checks, tz: reading.NewTokenizer()}
}

// Checks returns the engine's checks.
func (e *Engine) Checks() []Check { return e.checks }

// Scan inspects every tool in the registry. extra holds signals produced
// outside the engine (the lockfile's rug-pull signals), which join the
// tool's own signals before aggregation.
func (e *Engine) Scan(reg *reading.Registry, extra map[reading.ToolRef][]reading.Signal) *reading.Report {
	return e.ScanAll(reg, nil, extra)
}

// ScanAll inspects every tool of the registry and every launch config.
func (e *Engine) ScanAll(reg *reading.Registry, cfgs []reading.ServerConfig, extra map[reading.ToolRef][]reading.Signal) *reading.Report {
	rep := &reading.Report{Findings: []reading.Finding{}, Failures: []reading.Failure{}, Caps: []reading.CapHit{}, FailedCheckIDs: []string{}}
	if reg != nil {
		e.inspectAll(reg, reg.Tools(), extra, rep)
	}
	e.scanConfigs(cfgs, rep)
	e.finish(rep)
	return rep
}

// parallelFrom is the number of tools from which ScanAll shares them out
// among the machine's cores: below it, starting workers costs more than
// it saves (a pre-commit run has tens of tools).
const parallelFrom = 2000

// inspectAll inspects tools into rep. A large scan is cut into one
// contiguous part per core (at most 4), each inspected by an engine of its
// own (a tokenizer and scratch per goroutine; the registry's lazy parts
// are locked) and joined in order, so the report is the one a single
// engine gives.
func (e *Engine) inspectAll(reg *reading.Registry, tools []*reading.Tool, extra map[reading.ToolRef][]reading.Signal, rep *reading.Report) {
	workers := min(runtime.GOMAXPROCS(0), 4)
	if workers < 2 || len(tools) < parallelFrom {
		for _, t := range tools {
			e.inspect(reg, t, extra[t.Ref()], rep)
		}
		return
	}
	parts := make([]*reading.Report, workers)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		lo, hi := len(tools)*w/workers, len(tools)*(w+1)/workers
		eng := e
		if w > 0 {
			eng = &Engine{checks: e.checks, offPhrases: e.offPhrases, offFrames: e.offFrames, trainedOff: e.trainedOff, custom: e.custom, customAgent: e.customAgent,
				proposeOff: e.proposeOff, customPropose: e.customPropose, tz: reading.NewTokenizer()}
		}
		part := &reading.Report{}
		parts[w] = part
		wg.Add(1)
		go func() {
			defer wg.Done()
			for _, t := range tools[lo:hi] {
				eng.inspect(reg, t, extra[t.Ref()], part)
			}
		}()
	}
	wg.Wait()
	for _, p := range parts {
		rep.Tools += p.Tools
		rep.ChecksRun += p.ChecksRun
		rep.ChecksFailed += p.ChecksFailed
		rep.Findings = append(rep.Findings, p.Findings...)
		rep.Failures = append(rep.Failures, p.Failures...)
		rep.Caps = append(rep.Caps, p.Caps...)
	}
}

// ScanTool inspects one tool of the registry: the corpus scores an entry
// against its peers without reporting on the peers.
func (e *Engine) ScanTool(reg *reading.Registry, t *reading.Tool) *reading.Report {
	rep := &reading.Report{Findings: []reading.Finding{}, Failures: []reading.Failure{}, Caps: []reading.CapHit{}, FailedCheckIDs: []string{}}
	e.inspect(reg, t, nil, rep)
	e.finish(rep)
	return rep
}

func (e *Engine) inspect(reg *reading.Registry, t *reading.Tool, extra []reading.Signal, rep *reading.Report) {
	rep.Tools++
	sigs := e.signals(reg, t, e.offPhrases, e.offFrames, rep)
	sigs = append(sigs, extra...)
	if len(sigs) == 0 {
		if pf := e.propose(&e.view, reg, nil); pf != nil {
			rep.Findings = append(rep.Findings, *pf)
		}
		return
	}
	if t.Audience == reading.AudiencePerson {
		forPerson(sigs)
	}
	f := Aggregate(t.Ref(), sigs)
	f.Audience = t.Audience
	if len(extra) == 0 && namesExtended(f.Signals) && !e.standsWithoutExtended(reg, t, f.Checks) || agentHolds(t.Kind, &f) {
		f.Suite = reading.SuiteExtended
	}
	if len(extra) == 0 {
		e.weigh(&e.view, &f)
	}
	rep.Findings = append(rep.Findings, f)
	if len(extra) == 0 {
		if pf := e.propose(&e.view, reg, &f); pf != nil {
			rep.Findings = append(rep.Findings, *pf)
		}
	}
}

// signals runs the checks over tool t with the records off turned off
// (offPhrases, offFrames): the signals, with the checks run, the
// failures and the bounds reached counted in rep.
func (e *Engine) signals(reg *reading.Registry, t *reading.Tool, offPhrases map[string]bool, offFrames reading.FrameSet, rep *reading.Report) []reading.Signal {
	tz := e.tz
	if reading.IsInstructionKind(t.Kind) {
		// The rules read only on these kinds are compiled now
		// (instructionRuleSet), and their texts tokenized with them.
		if e.tzAgent == nil {
			e.tzAgent = newInstructionTokenizer()
		}
		tz = e.tzAgent
	}
	tz.ResetTool()
	v := reading.NewToolViewWith(t, tz, &e.fw, &e.view)
	v.OffPhrases, v.OffFrames, v.Reg = offPhrases, offFrames, reg
	var sigs []reading.Signal
	for _, c := range e.checks {
		if !checkApplies(t.Kind, c.ID()) {
			continue
		}
		rep.ChecksRun++
		v.Check = c.ID()
		out, err := runCheck(c, v, reg)
		if err != nil {
			rep.ChecksFailed++
			rep.Failures = append(rep.Failures, reading.Failure{Check: c.ID(), Tool: t.Ref(), Message: err.Error()})
			continue
		}
		if len(out) > MaxSignalsPerCheck {
			v.NoteCap("", fmt.Sprintf("%d signals per check", MaxSignalsPerCheck),
				fmt.Sprintf("%d signals found, the %d strongest kept", len(out), MaxSignalsPerCheck))
			sortSignals(out)
			out = out[:MaxSignalsPerCheck]
		}
		for i := range out {
			out[i] = sanitizeSignal(c.Doc(), out[i])
		}
		sigs = append(sigs, out...)
	}
	v.Check = ""
	if reading.IsInstructionKind(t.Kind) {
		sigs = instructionSignals(sigs)
		sigs = append(sigs, installSignals(v)...) // install steps, as hygiene (install_step.go)
	}
	rep.Caps = append(rep.Caps, v.Caps...)
	return sigs
}

// runCheck isolates a check: a panic becomes an error.
func runCheck(c Check, v *reading.ToolView, reg *reading.Registry) (out []reading.Signal, err error) {
	defer func() {
		if r := recover(); r != nil {
			out, err = nil, fmt.Errorf("check panicked: %v", r)
		}
	}()
	return c.Inspect(v, reg), nil
}

// sanitizeSignal enforces the signal contract whatever a check returned:
// its own ID and tier, confidence in [0,1], bounded evidence.
func sanitizeSignal(d *reading.Doc, s reading.Signal) reading.Signal {
	s.Check = d.ID
	if s.Tier == 0 {
		s.Tier = d.Tier
	}
	if s.Threat == "" {
		s.Threat = d.Threat
	}
	if s.Confidence < 0 {
		s.Confidence = 0
	}
	if s.Confidence > 1 {
		s.Confidence = 1
	}
	s.Evidence = reading.Clip(s.Evidence, reading.MaxEvidenceRunes)
	if s.Tier == reading.TierHard && s.Severity < reading.SeverityHigh {
		s.Severity = reading.SeverityHigh
	}
	if s.Tier == reading.TierSoft && s.Severity > reading.SeverityHigh {
		// A soft signal may say how much its own concepts agree (the
		// demand check), never more than high: only hard ones are critical.
		s.Severity = reading.SeverityHigh
	}
	return s
}

func (e *Engine) finish(rep *reading.Report) {
	sort.SliceStable(rep.Findings, func(i, j int) bool { return rep.Findings[i].Tool.Less(rep.Findings[j].Tool) })
	seen := map[string]bool{}
	for _, f := range rep.Failures {
		if !seen[f.Check] {
			seen[f.Check] = true
			rep.FailedCheckIDs = append(rep.FailedCheckIDs, f.Check)
		}
	}
	sort.Strings(rep.FailedCheckIDs)
	sort.SliceStable(rep.Caps, func(i, j int) bool {
		a, b := rep.Caps[i], rep.Caps[j]
		if a.Tool != b.Tool {
			return a.Tool.Less(b.Tool)
		}
		if a.Check != b.Check {
			return a.Check < b.Check
		}
		if a.Field != b.Field {
			return a.Field < b.Field
		}
		return a.Limit < b.Limit
	})
}

// forPerson reads the signals of a text a person reads (a module's or a
// helper's docstring, a command line's help): no model is handed it, so
// no reading of it blocks. A hard signal is raised for review at its
// severity (high at most, as any soft one): hidden characters that a
// string's escapes write into a helper's documentation ("\0", a NUL)
// hide nothing from a model that never reads it.
func forPerson(sigs []reading.Signal) {
	for i := range sigs {
		if sigs[i].Tier == reading.TierHard {
			sigs[i].Tier = reading.TierSoft
			sigs[i].Severity = min(sigs[i].Severity, reading.SeverityHigh)
		}
	}
}
