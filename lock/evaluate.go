package lock

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/mcp-lint/mcp-lint/detect"
)

// Options for Evaluate.
type Options struct {
	// RequireApproval makes a definition that is not approved block the
	// build: lock.pending becomes a hard signal.
	RequireApproval bool
}

// Evaluation is the lockfile's verdict on the definitions of a scan.
type Evaluation struct {
	// Signals are the lockfile rules' signals per definition (keyed by
	// Tool.Ref()), for the engine to aggregate with the checks' signals.
	Signals map[detect.ToolRef][]detect.Signal
	// Reviewed maps an approved, unchanged definition (by Tool.Ref()) to
	// the rule IDs present when it was approved: soft findings of those
	// rules are reviewed, not new.
	Reviewed map[detect.ToolRef]Review
	// Removed are pinned definitions not found any more (and not renamed).
	Removed []Entry
	// Pending, Changed and Renamed count the signals by rule.
	Pending, Changed, Renamed int
}

// Review is an approval that still holds.
type Review struct {
	Rules  map[string]bool
	By     string
	Reason string
}

// Evaluate compares the definitions found with the lockfile.
func Evaluate(f *File, tools []detect.Tool, opts Options) (*Evaluation, error) {
	ev := &Evaluation{Signals: map[detect.ToolRef][]detect.Signal{}, Reviewed: map[detect.ToolRef]Review{}}
	found := map[string]bool{}
	type current struct {
		tool detect.Tool
		pin  Entry
	}
	var missing []current // definitions with no entry, candidates for a rename
	byKey := f.index()
	for _, t := range tools {
		if !pinnable(t) {
			continue
		}
		p, err := pin(t)
		if err != nil {
			return nil, err
		}
		found[p.Key()] = true
		ref := t.Ref()
		e := byKey[refKey(lockRef(t))]
		switch {
		case e == nil:
			missing = append(missing, current{t, p})
		case e.State != Approved:
			ev.add(ref, pendingSignal(t, "is pinned in mcp-lint.lock but not approved", opts))
			ev.Pending++
		case e.Hash == p.Hash:
			rules := map[string]bool{}
			for _, r := range e.Rules {
				rules[r] = true
			}
			ev.Reviewed[ref] = Review{Rules: rules, By: e.ApprovedBy, Reason: e.Reason}
		default:
			ev.add(ref, changedSignal(t, e, p))
			ev.Changed++
		}
	}
	// Pinned definitions that are gone: renamed when a new definition has
	// the same content, removed otherwise.
	gone := map[string][]*Entry{}
	var goneOrder []*Entry
	for i := range f.Tools {
		e := &f.Tools[i]
		if !found[e.Key()] {
			gone[e.ContentHash] = append(gone[e.ContentHash], e)
			goneOrder = append(goneOrder, e)
		}
	}
	renamed := map[*Entry]bool{}
	for _, m := range missing {
		ref := m.tool.Ref()
		if cands := gone[m.pin.ContentHash]; len(cands) > 0 && cands[0].State == Approved && cands[0].Server == m.tool.Server {
			old := cands[0]
			gone[m.pin.ContentHash] = cands[1:]
			renamed[old] = true
			ev.add(ref, renamedSignal(m.tool, old))
			ev.Renamed++
		}
		ev.add(ref, pendingSignal(m.tool, "is not in mcp-lint.lock", opts))
		ev.Pending++
	}
	for _, e := range goneOrder {
		if !renamed[e] {
			ev.Removed = append(ev.Removed, *e)
		}
	}
	return ev, nil
}

func (ev *Evaluation) add(ref detect.ToolRef, s detect.Signal) {
	ev.Signals[ref] = append(ev.Signals[ref], s)
}

func nameSpan(t detect.Tool) detect.Span { return detect.Span{Start: 0, End: len(t.Name)} }

func pendingSignal(t detect.Tool, why string, opts Options) detect.Signal {
	s := detect.Signal{Check: detect.IDLockPending, Tier: detect.TierSoft, Threat: detect.ThreatRugPull, Confidence: 0.5,
		Field: detect.PathName, Span: nameSpan(t), Evidence: detect.SafeText(t.Name),
		Detail: fmt.Sprintf("%s %s; review it and run mcp-lint approve", what(t), why)}
	if opts.RequireApproval {
		s.Tier, s.Severity, s.Confidence = detect.TierHard, detect.SeverityHigh, 0.9
		s.Detail += " (--require-approval: unapproved definitions block)"
	}
	return s
}

func what(t detect.Tool) string {
	switch kindOf(t.Kind) {
	case detect.KindPrompt:
		return "this prompt"
	case detect.KindInstructions:
		return "these server instructions"
	case detect.KindResource:
		return "this resource"
	case detect.KindListing:
		return "this listing"
	case detect.KindText:
		return "this text"
	}
	return "this tool"
}

func renamedSignal(t detect.Tool, old *Entry) detect.Signal {
	return detect.Signal{Check: detect.IDRugPullRenamed, Tier: detect.TierSoft, Threat: detect.ThreatRugPull, Confidence: 0.7,
		Field: detect.PathName, Span: nameSpan(t),
		Evidence: detect.SafeText(old.Name) + " → " + detect.SafeText(t.Name),
		Detail:   fmt.Sprintf("same content as %s/%s, approved in mcp-lint.lock and now gone: the definition was renamed", detect.SafeText(old.Server), detect.SafeText(old.Name)),
		Related:  []detect.ToolRef{old.Ref()}}
}

// changedSignal describes a rug pull: which parts changed and, for the
// description, a word diff.
func changedSignal(t detect.Tool, old *Entry, cur Entry) detect.Signal {
	parts := changedParts(old.Parts, cur.Parts)
	s := detect.Signal{Check: detect.IDRugPullChanged, Tier: detect.TierHard, Threat: detect.ThreatRugPull,
		Severity: detect.SeverityHigh, Confidence: 0.95, Field: detect.PathName, Span: nameSpan(t)}
	if len(parts) == 0 {
		// Parts agree but the hash differs: a lockfile written by hand.
		parts = []string{"definition"}
	}
	s.Detail = fmt.Sprintf("%s changed since it was approved (%s); re-approve it with mcp-lint approve if the change is legitimate",
		what(t), strings.Join(parts, ", "))
	if old.ApprovedBy != "" {
		s.Detail += "; approved by " + detect.SafeText(old.ApprovedBy)
	}
	descChanged := false
	for _, p := range parts {
		descChanged = descChanged || p == "description"
	}
	switch {
	case descChanged && old.Words != "" && cur.Words != "":
		ev, start, end := wordDiff(strings.Fields(old.Words), t.Description)
		s.Evidence = ev
		s.Field, s.Span = detect.PathDescription, detect.Span{Start: start, End: end}
	case descChanged:
		s.Evidence = "description changed"
		s.Field, s.Span = detect.PathDescription, detect.Span{}
	default:
		s.Evidence = "changed: " + strings.Join(parts, ", ")
		for _, p := range parts {
			if p != "name" && p != "definition" {
				// A text of a prompt or a unit ("extra.body") is its
				// field ("body").
				s.Field, s.Span = strings.TrimPrefix(p, "extra."), detect.Span{}
				break
			}
		}
	}
	return s
}

// maxDiffWords bounds the LCS table of a word diff.
const maxDiffWords = 2000

// wordDiff diffs the approved description (its word hashes) with the
// current one: added words are shown as {+text+}, removed ones counted as
// [-N words-] (the lockfile does not keep their text), with up to three
// unchanged words of context around each change. It returns the
// render-safe evidence and the byte span, in the current description, of
// the first change.
func wordDiff(old []string, desc string) (string, int, int) {
	cur := splitWords(desc)
	if len(old) > maxDiffWords || len(cur) > maxDiffWords {
		return fmt.Sprintf("description changed (%d words approved, %d now)", len(old), len(cur)), 0, 0
	}
	hashes := make([]string, len(cur))
	for k, w := range cur {
		hashes[k] = wordHash(w.text)
	}
	n, m := len(old), len(cur)
	lcs := make([][]int32, n+1)
	for i := range lcs {
		lcs[i] = make([]int32, m+1)
	}
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			if old[i] == hashes[j] {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	// The edit script: '=' keeps cur[j], '+' adds cur[j], '-' removes old[i].
	type op struct {
		kind byte
		j    int
	}
	var ops []op
	for i, j := 0, 0; i < n || j < m; {
		switch {
		case i < n && j < m && old[i] == hashes[j]:
			ops = append(ops, op{'=', j})
			i++
			j++
		case j < m && (i == n || lcs[i][j+1] >= lcs[i+1][j]):
			ops = append(ops, op{'+', j})
			j++
		default:
			ops = append(ops, op{'-', j})
			i++
		}
	}
	const context = 3
	near := func(k int) bool { // an unchanged word within context of a change
		for d := -context; d <= context; d++ {
			if k+d >= 0 && k+d < len(ops) && ops[k+d].kind != '=' {
				return true
			}
		}
		return false
	}
	var parts []string
	start, end := -1, -1
	for k := 0; k < len(ops); {
		o := ops[k]
		if o.kind == '=' {
			if near(k) {
				parts = append(parts, cur[o.j].text)
			} else if len(parts) == 0 || parts[len(parts)-1] != "…" {
				parts = append(parts, "…")
			}
			k++
			continue
		}
		// A run of changes.
		removed := 0
		var added []string
		runStart, runEnd := -1, -1
		for ; k < len(ops) && ops[k].kind != '='; k++ {
			if ops[k].kind == '-' {
				removed++
				continue
			}
			w := cur[ops[k].j]
			added = append(added, w.text)
			if runStart < 0 {
				runStart = w.start
			}
			runEnd = w.end
		}
		if removed > 0 {
			parts = append(parts, fmt.Sprintf("[-%d word%s-]", removed, plural(removed)))
		}
		if len(added) > 0 {
			parts = append(parts, "{+"+strings.Join(added, " ")+"+}")
		}
		if start < 0 {
			if runStart < 0 { // only removals: point at the next word
				runStart = len(desc)
				if k < len(ops) {
					runStart = cur[ops[k].j].start
				}
				runEnd = runStart
			}
			start, end = runStart, runEnd
		}
	}
	if start < 0 {
		start, end = 0, 0
	}
	return detect.Evidence(strings.Join(parts, " ")), start, end
}

type word struct {
	text       string
	start, end int
}

// splitWords splits text at white space (as strings.Fields), with each
// word's byte span.
func splitWords(s string) []word {
	var out []word
	start := -1
	for i, r := range s {
		if unicode.IsSpace(r) {
			if start >= 0 {
				out = append(out, word{s[start:i], start, i})
				start = -1
			}
		} else if start < 0 {
			start = i
		}
	}
	if start >= 0 {
		out = append(out, word{s[start:], start, len(s)})
	}
	return out
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
