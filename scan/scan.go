// Package scan wires discovery and the detection engine: it finds the
// artefacts, builds one registry of every server and tool, runs the checks
// and attaches to every finding the file region it points at. Reporters
// render its Output; cmd/mcp-lint owns flags and exit codes.
package scan

import (
	"sort"
	"strings"

	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/discover"
)

// Options for a scan.
type Options struct {
	Paths    []string
	Discover discover.Options
	Policy   Policy
	// Extra are signals produced outside the engine (the lockfile's).
	Extra map[detect.ToolRef][]detect.Signal
}

// offPhrases are the records the policy turns off (detect.IsEngineRecord):
// the engine leaves them out of every sentence's reading.
func (o Options) offPhrases() []string {
	var ids []string
	for id, off := range o.Policy.Disabled {
		if off && (detect.IsEngineRecord(id) || id == detect.IDTrainedProposed) {
			ids = append(ids, id)
		}
	}
	sort.Strings(ids)
	return ids
}

// Signal is a detect signal with the place in the file it points at.
type Signal struct {
	detect.Signal
	Location discover.Location `json:"location"`
}

// Finding is a detect finding located in the repository.
type Finding struct {
	detect.Finding
	// Location is where the primary signal points.
	Location discover.Location `json:"location"`
	// Located holds every signal with its place.
	Located []Signal `json:"-"`
	// Fingerprint is the finding's stable identity (baselines, SARIF).
	Fingerprint  string        `json:"fingerprint"`
	Status       Status        `json:"status"`
	Suppressions []Suppression `json:"suppressions,omitempty"`
	// Disabled: every signal's rule is turned off.
	Disabled bool `json:"-"`
}

// Output is the result of a scan.
type Output struct {
	Discovery *discover.Result
	Report    *detect.Report
	Findings  []Finding
	Problems  []Problem
	// Drift lists definitions pinned in the lockfile and not found.
	Drift []Drift
	// comments holds the comments of each signal's place, read while
	// locating it (a file whose tree discovery let go is read again once).
	comments map[commentKey][]discover.Comment
	// texts holds the text of each signal's field, read in the same pass:
	// the policy's fingerprints read no file again (fieldTexts).
	texts map[commentKey]fieldText
}

// fieldText is an answer of discover.Result.FieldText.
type fieldText struct {
	text string
	ok   bool
}

// fieldTexts answers FieldText from what locating the findings read,
// and asks discovery only for a field it did not (fingerprint).
type fieldTexts struct{ o *Output }

func (t fieldTexts) FieldText(ref detect.ToolRef, field string, key bool) (string, bool) {
	if ft, ok := t.o.texts[commentKey{ref, field, key}]; ok {
		return ft.text, ft.ok
	}
	return t.o.Discovery.FieldText(ref, field, key)
}

func (t fieldTexts) DefinitionPath(ref detect.ToolRef) string {
	return t.o.Discovery.DefinitionPath(ref)
}

type commentKey struct {
	ref   detect.ToolRef
	field string
	key   bool
}

// commentsOf returns the comments that apply to signal s of definition
// ref.
func (o *Output) commentsOf(ref detect.ToolRef, s detect.Signal) []discover.Comment {
	if c, ok := o.comments[commentKey{ref, s.Field, s.Key}]; ok {
		return c
	}
	return o.Discovery.Comments(ref, s.Field, s.Key)
}

// Drift is a lockfile entry the scan did not find.
type Drift struct {
	Ref    detect.ToolRef `json:"definition"`
	Change string         `json:"change"` // removed
	Detail string         `json:"detail"`
}

// Run scans the given paths.
func Run(opts Options) *Output {
	return Analyze(discover.Discover(opts.Paths, opts.Discover), opts)
}

// Analyze runs the engine and the policy over a discovery (callers that
// need the definitions before the engine runs — the lockfile — discover
// first).
func Analyze(res *discover.Result, opts Options) *Output {
	var rep *detect.Report
	if len(res.Tools) == 0 && len(res.Configs) == 0 {
		// Nothing to check (a repository without MCP artefacts): the
		// report an engine gives for nothing, without building the rules
		// (most of such a scan's instructions otherwise).
		rep = &detect.Report{Findings: []detect.Finding{}, Failures: []detect.Failure{}, Caps: []detect.CapHit{}, FailedCheckIDs: []string{}}
	} else {
		eng := detect.NewEngine()
		eng.DisablePhrases(opts.offPhrases()...)
		rep = eng.ScanAll(res.Registry(), res.Configs, opts.Extra)
	}
	out := &Output{Discovery: res, Report: rep}
	// Locate file by file: a file whose tree discovery let go is read again
	// to locate its findings, once if they come together. What the
	// policy needs of the file (comments, field texts for fingerprints)
	// is taken in the same pass: it asks in the findings' order, which
	// would read such a file again for each finding of another file in
	// between.
	order := make([]int, len(rep.Findings))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool {
		return res.DefinitionPath(rep.Findings[order[a]].Tool) < res.DefinitionPath(rep.Findings[order[b]].Tool)
	})
	out.Findings = make([]Finding, len(rep.Findings))
	out.comments = map[commentKey][]discover.Comment{}
	out.texts = map[commentKey]fieldText{}
	for _, i := range order {
		f := rep.Findings[i]
		sf := Finding{Finding: f}
		for _, s := range f.Signals {
			loc, _ := res.Locate(f.Tool, s.Field, s.Key, s.Span)
			sf.Located = append(sf.Located, Signal{Signal: s, Location: loc})
			k := commentKey{f.Tool, s.Field, s.Key}
			if _, ok := out.comments[k]; !ok {
				out.comments[k] = res.Comments(f.Tool, s.Field, s.Key)
				text, ok := res.FieldText(f.Tool, s.Field, s.Key)
				out.texts[k] = fieldText{text, ok}
			}
		}
		if len(sf.Located) > 0 {
			sf.Location = sf.Located[0].Location
		}
		out.Findings[i] = sf
	}
	opts.Policy.apply(out)
	sort.SliceStable(out.Findings, func(i, j int) bool {
		a, b := out.Findings[i].Location, out.Findings[j].Location
		if a.Path != b.Path {
			return a.Path < b.Path
		}
		if a.Region.StartLine != b.Region.StartLine {
			return a.Region.StartLine < b.Region.StartLine
		}
		if a.Region.StartColumn != b.Region.StartColumn {
			return a.Region.StartColumn < b.Region.StartColumn
		}
		return out.Findings[i].Tool.Less(out.Findings[j].Tool)
	})
	return out
}

// Restrict keeps what the given root-relative paths (files or
// directories) hold: findings elsewhere are dropped, and files elsewhere
// that could not be read become notices. The registry the checks used
// still held every definition found (a pre-commit run checks the files
// being committed against the whole repository's servers). A file an
// agent unit given follows (a script a skill runs, a note it reads, at
// any depth: discover.Result.NamedBy) is the unit's: what it holds is
// kept, since committing the unit makes the agent run it.
func (o *Output) Restrict(paths []string) {
	given := func(p string) bool {
		for _, s := range paths {
			s = strings.TrimSuffix(s, "/")
			if s == "." || s == "" || p == s || strings.HasPrefix(p, s+"/") {
				return true
			}
		}
		return false
	}
	reached := map[string]bool{}
	var follows func(p string, seen map[string]bool) bool
	follows = func(p string, seen map[string]bool) bool {
		for _, from := range o.Discovery.NamedBy(p) {
			if seen[from] {
				continue
			}
			seen[from] = true
			if given(from) || follows(from, seen) {
				return true
			}
		}
		return false
	}
	in := func(p string) bool {
		if given(p) {
			return true
		}
		v, ok := reached[p]
		if !ok {
			v = follows(p, map[string]bool{p: true})
			reached[p] = v
		}
		return v
	}
	kept := o.Findings[:0]
	for _, f := range o.Findings {
		if in(f.Location.Path) {
			kept = append(kept, f)
		}
	}
	o.Findings = kept
	res := o.Discovery
	errs := res.Errors[:0]
	for _, e := range res.Errors {
		if in(e.Path) {
			errs = append(errs, e)
			continue
		}
		res.Notices = append(res.Notices, discover.Notice{Path: e.Path, Message: "not checked (outside the files given): " + e.Message})
	}
	res.Errors = errs
	computed := res.Computed[:0]
	for _, e := range res.Computed {
		if in(e.Path) {
			computed = append(computed, e)
		}
	}
	res.Computed = computed
	decoded := res.Decoded[:0]
	for _, e := range res.Decoded {
		if in(e.Path) {
			decoded = append(decoded, e)
		}
	}
	res.Decoded = decoded
	o.Drift = nil
}
