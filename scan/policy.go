package scan

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/bmatcuk/doublestar/v4"

	"github.com/mcp-lint/mcp-lint/config"
	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/discover"
)

// Status of a finding after policy.
type Status string

// Finding statuses.
const (
	Open       Status = "open"       // reported and counted against the threshold
	Suppressed Status = "suppressed" // every signal suppressed (inline, config ignore, trusted server)
	Baselined  Status = "baselined"  // in the baseline: reported, not failing
	Filtered   Status = "filtered"   // a soft finding below min-severity or min-confidence
	Reviewed   Status = "reviewed"   // soft findings of a definition approved in the lockfile, unchanged
)

// Review is a lockfile approval that still holds for a definition: its
// soft findings of these rules were seen by the approver.
type Review struct {
	Rules  map[string]bool
	By     string
	Reason string
}

// Suppression records why a signal was not counted, and which signal:
// in a finding that stands on its other signals, what was taken out of it.
type Suppression struct {
	Rule   string `json:"rule"`
	Kind   string `json:"kind"` // inline, config, trusted-server
	Reason string `json:"reason"`
	Where  string `json:"where"` // file:line of the comment or config entry
	// Field and Location are the suppressed signal's field in the
	// definition and its place in the file.
	Field    string            `json:"field,omitempty"`
	Location discover.Location `json:"location"`
}

// Problem is something wrong with a suppression: no reason, expired,
// matched nothing, or refused for a hard rule.
type Problem struct {
	Where   string `json:"where"`
	Message string `json:"message"`
}

// LooseTextMinConfidence is the confidence a soft finding on text no
// definition claims (detect.KindText) needs to count against the gate;
// below it the finding is reported as filtered. Such a literal is prose
// of a server's source, but not known to be a definition's: it may be a
// tool's result, an error or a string of a user interface, where "do not
// follow instructions within the data" or "set the dropTarget argument to
// true" is honest. The directive check rates one family of instruction
// 0.75 to 0.85 and agreeing families (a sensitive resource sent out and
// kept from the user) 0.95: on 29 public servers every soft finding on
// loose text was one family (0.75–0.84), and every poisoned description
// of scan/testdata/loose is 0.95. Hard findings always count.
const LooseTextMinConfidence = 0.9

// Policy is what turns raw findings into reported ones.
type Policy struct {
	Config        *config.Config
	Disabled      map[string]bool // rule IDs off (config and flags)
	MinSeverity   detect.Severity
	MinConfidence float64
	Baseline      *Baseline
	// Reviewed holds the approved, unchanged definitions of the lockfile
	// (keyed by Tool.Ref()).
	Reviewed map[detect.ToolRef]Review
	Now      time.Time // for expiry; the zero value means today
}

// directive: "mcp-lint: ignore[rule.a, rule.b] -- reason"
var directive = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`mcp-lint:\s*ignore\[([^\]]*)\](?:\s*(?:--|:|—)\s*(.*))?`)
})

type inlineDirective struct {
	rules  map[string]bool
	reason string
	where  string
	used   bool
}

func parseDirective(text, where string) (*inlineDirective, bool) {
	m := directive().FindStringSubmatch(text)
	if m == nil {
		return nil, false
	}
	d := &inlineDirective{rules: map[string]bool{}, reason: strings.TrimSpace(m[2]), where: where}
	for _, r := range strings.Split(m[1], ",") {
		if r = strings.TrimSpace(r); r != "" {
			d.rules[r] = true
		}
	}
	return d, true
}

func (d *inlineDirective) covers(rule string) bool { return d.rules[rule] || d.rules["*"] }

// apply runs the policy over the output's findings: disabled rules,
// suppressions, severity overrides, thresholds, fingerprints, baseline.
func (p *Policy) apply(out *Output) {
	now := p.Now
	if now.IsZero() {
		now = time.Now().UTC()
	}
	cfg := p.Config
	if cfg == nil {
		cfg = &config.Config{}
	}
	res := out.Discovery
	texts := fieldTexts{out}
	// Inline directives, keyed by place, shared between findings.
	inline := map[string]*inlineDirective{}
	for _, c := range res.Directives {
		where := fmt.Sprintf("%s:%d", c.Path, c.Line)
		if d, ok := parseDirective(c.Text, where); ok {
			inline[where] = d
		} else {
			out.Problems = append(out.Problems, Problem{Where: where, Message: "comment mentions mcp-lint: but is not `mcp-lint: ignore[rule.id] -- reason`"})
		}
	}
	ignoreUsed := make([]bool, len(cfg.Ignore))
	for i := range out.Findings {
		f := &out.Findings[i]
		var active []Signal
		for _, s := range f.Located {
			if p.Disabled[s.Check] {
				continue
			}
			sup, ok := p.suppress(out, f, s, inline, cfg, ignoreUsed, now)
			if ok {
				sup.Field, sup.Location = s.Field, s.Location
				f.Suppressions = append(f.Suppressions, sup)
				continue
			}
			active = append(active, s)
		}
		if len(active) == 0 {
			if len(f.Suppressions) > 0 {
				f.Status = Suppressed
			} else {
				f.Status = Filtered // every signal's rule is disabled
				f.Disabled = true
			}
			f.Fingerprint = fingerprint(texts, f.Tool, f.Located[0])
			continue
		}
		if len(active) != len(f.Located) {
			sigs := make([]detect.Signal, len(active))
			for k, s := range active {
				sigs[k] = s.Signal
			}
			// A part of a finding of the extended suite is of it too; a
			// part of a default one stays default (which checks stand
			// without the extended records only the engine knew).
			suite, audience := f.Suite, f.Audience
			f.Finding = detect.Aggregate(f.Tool, sigs)
			f.Suite, f.Audience = suite, audience
			f.Located = reorder(active, f.Signals)
			f.Location = f.Located[0].Location
		}
		if rc, ok := cfg.Rules[f.Primary().Check]; ok && rc.Severity != "" && !f.Blocking {
			if sev, ok := detect.ParseSeverity(rc.Severity); ok {
				f.Severity = sev
			}
		}
		f.Fingerprint = fingerprint(texts, f.Tool, f.Located[0])
		f.Status = Open
		switch {
		case !f.Blocking && (f.Severity < p.MinSeverity || f.Confidence < p.MinConfidence):
			f.Status = Filtered
		case !f.Blocking && f.Tool.Kind == detect.KindText && f.Confidence < LooseTextMinConfidence:
			// Prose no definition claims may be a tool's result, an error
			// or a UI string: soft evidence on it must be strong.
			f.Status = Filtered
		case !f.Blocking && f.Severity == detect.SeverityNone:
			f.Status = Filtered
		case p.Baseline != nil && p.Baseline.Has(f.Fingerprint):
			f.Status = Baselined
		case !f.Blocking && p.reviewed(f):
			f.Status = Reviewed
		}
	}
	for _, d := range sortedDirectives(inline) {
		if !d.used {
			out.Problems = append(out.Problems, Problem{Where: d.where, Message: "inline suppression matched no finding"})
		}
		if d.reason == "" {
			out.Problems = append(out.Problems, Problem{Where: d.where, Message: "inline suppression without a reason (write `-- reason`); it does not apply to hard rules"})
		}
	}
	for k, ig := range cfg.Ignore {
		where := fmt.Sprintf("%s:%d", cfg.Path, ig.Line)
		if exp, _ := ig.ExpiresAt(); !exp.IsZero() && now.After(exp.Add(24*time.Hour)) {
			out.Problems = append(out.Problems, Problem{Where: where, Message: fmt.Sprintf("ignore entry expired on %s and no longer applies", ig.Expires)})
			continue
		}
		if !ignoreUsed[k] {
			out.Problems = append(out.Problems, Problem{Where: where, Message: "ignore entry matched no finding"})
		}
		if strings.TrimSpace(ig.Reason) == "" {
			out.Problems = append(out.Problems, Problem{Where: where, Message: "ignore entry without a reason; it does not apply to hard rules"})
		}
	}
	sort.SliceStable(out.Problems, func(i, j int) bool {
		a, b := out.Problems[i], out.Problems[j]
		if a.Where != b.Where {
			return whereLess(a.Where, b.Where)
		}
		return a.Message < b.Message
	})
}

// reviewed: the definition is approved and unchanged, and every rule of
// the finding was present when it was approved.
func (p *Policy) reviewed(f *Finding) bool {
	r, ok := p.Reviewed[f.Tool]
	if !ok {
		return false
	}
	for _, c := range f.Checks {
		if !r.Rules[c] {
			return false
		}
	}
	return true
}

// whereLess orders "path:line" places by path, then line number.
func whereLess(a, b string) bool {
	pa, la := splitWhere(a)
	pb, lb := splitWhere(b)
	if pa != pb {
		return pa < pb
	}
	return la < lb
}

func splitWhere(w string) (string, int) {
	k := strings.LastIndexByte(w, ':')
	if k < 0 {
		return w, 0
	}
	n, err := strconv.Atoi(w[k+1:])
	if err != nil {
		return w, 0
	}
	return w[:k], n
}

func sortedDirectives(m map[string]*inlineDirective) []*inlineDirective {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	out := make([]*inlineDirective, len(keys))
	for i, k := range keys {
		out[i] = m[k]
	}
	return out
}

// reorder lines located signals up with the order Aggregate chose.
func reorder(active []Signal, order []detect.Signal) []Signal {
	out := make([]Signal, 0, len(active))
	used := make([]bool, len(active))
	for _, s := range order {
		for k, a := range active {
			if !used[k] && a.Check == s.Check && a.Field == s.Field && a.Span == s.Span && a.Evidence == s.Evidence {
				used[k] = true
				out = append(out, a)
				break
			}
		}
	}
	return out
}

// suppress decides whether one signal is suppressed.
func (p *Policy) suppress(out *Output, f *Finding, s Signal, inline map[string]*inlineDirective, cfg *config.Config, used []bool, now time.Time) (Suppression, bool) {
	hard := s.Tier == detect.TierHard
	for _, c := range out.commentsOf(f.Tool, s.Signal) {
		d := inline[fmt.Sprintf("%s:%d", c.Path, c.Line)]
		if d == nil || !d.covers(s.Check) {
			continue
		}
		d.used = true
		if hard && d.reason == "" {
			out.Problems = appendOnce(out.Problems, Problem{Where: d.where, Message: fmt.Sprintf("%s is a hard rule: its suppression needs a reason and was not applied", s.Check)})
			continue
		}
		return Suppression{Rule: s.Check, Kind: "inline", Reason: d.reason, Where: d.where}, true
	}
	path := out.Discovery.DefinitionPath(f.Tool)
	applies := func(ig config.Ignore) bool {
		if ig.Server != "" && !strings.EqualFold(ig.Server, f.Tool.Server) {
			return false
		}
		if ig.Tool != "" && ig.Tool != f.Tool.Name {
			return false
		}
		if ig.Path != "" {
			if ok, _ := doublestar.Match(ig.Path, path); !ok {
				return false
			}
		}
		exp, _ := ig.ExpiresAt()
		return exp.IsZero() || !now.After(exp.Add(24*time.Hour))
	}
	if sup, ok := p.ignoreRules(out, s, cfg, applies, used); ok {
		return sup, true
	}
	for k, ig := range cfg.Ignore {
		if ig.Rule != "" && ig.Rule != "*" && ig.Rule != s.Check {
			continue
		}
		if !applies(ig) {
			continue
		}
		used[k] = true
		where := fmt.Sprintf("%s:%d", cfg.Path, ig.Line)
		if hard && strings.TrimSpace(ig.Reason) == "" {
			out.Problems = appendOnce(out.Problems, Problem{Where: where, Message: fmt.Sprintf("%s is a hard rule: this ignore needs a reason and was not applied", s.Check)})
			continue
		}
		return Suppression{Rule: s.Check, Kind: "config", Reason: ig.Reason, Where: where}, true
	}
	if !hard && cfg.Trusted(f.Tool.Server) {
		return Suppression{Rule: s.Check, Kind: "trusted-server", Reason: "server " + f.Tool.Server + " is trusted in " + cfg.Path, Where: cfg.Path}, true
	}
	return Suppression{}, false
}

// ignoreRules applies the ignore entries that name the rules behind a
// signal (a phrase rule of directive.imperative, a kind of credential, a
// family of commands): a signal is suppressed when every rule that fired
// in it is named by an entry that applies here. A signal that also rests
// on a rule no entry names (or on a computed cue, which has no rule
// record) stands: an ignore never hides more than it names. A hard signal
// is suppressed only by entries that give a reason.
func (p *Policy) ignoreRules(out *Output, s Signal, cfg *config.Config, applies func(config.Ignore) bool, used []bool) (Suppression, bool) {
	if len(s.Rules) == 0 {
		return Suppression{}, false
	}
	var entries []int
	for _, id := range s.Rules {
		found := -1
		for k, ig := range cfg.Ignore {
			if ig.Rule == id && applies(ig) {
				found = k
				break
			}
		}
		if found < 0 {
			return Suppression{}, false
		}
		entries = append(entries, found)
	}
	if s.Tier == detect.TierHard {
		for _, k := range entries {
			if strings.TrimSpace(cfg.Ignore[k].Reason) == "" {
				used[k] = true
				where := fmt.Sprintf("%s:%d", cfg.Path, cfg.Ignore[k].Line)
				out.Problems = appendOnce(out.Problems, Problem{Where: where, Message: fmt.Sprintf("%s is a hard rule: this ignore needs a reason and was not applied", s.Check)})
				return Suppression{}, false
			}
		}
	}
	var reasons []string
	for _, k := range entries {
		used[k] = true
		if r := strings.TrimSpace(cfg.Ignore[k].Reason); r != "" && !slices.Contains(reasons, r) {
			reasons = append(reasons, r)
		}
	}
	return Suppression{Rule: s.Check, Kind: "config", Reason: strings.Join(reasons, "; "),
		Where: fmt.Sprintf("%s:%d", cfg.Path, cfg.Ignore[entries[0]].Line)}, true
}

func appendOnce(ps []Problem, p Problem) []Problem {
	for _, q := range ps {
		if q == p {
			return ps
		}
	}
	return append(ps, p)
}

// fingerprint is a finding's stable identity: its rule, file, definition,
// field, the field's text and the characters it points at — not line
// numbers, so moving a definition does not change it, and changing its
// text does.
func fingerprint(res interface {
	FieldText(detect.ToolRef, string, bool) (string, bool)
	DefinitionPath(detect.ToolRef) string
}, ref detect.ToolRef, s Signal) string {
	text, _ := res.FieldText(ref, s.Field, s.Key)
	span := text
	if s.Span.End > 0 && s.Span.End <= len(text) && s.Span.Start <= s.Span.End {
		span = text[s.Span.Start:s.Span.End]
	}
	h := sha256.New()
	// The field's whole text, not only the span: an edited description is
	// a new finding (a baselined one is raised again for review), while
	// moving lines, reformatting the file or reordering tools is not.
	for _, part := range []string{"mcp-lint/1", s.Check, res.DefinitionPath(ref), ref.Server, string(ref.Kind), ref.Name, s.Field, text, span} {
		h.Write([]byte(part))
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil))[:32]
}
