package reading

import (
	"sort"
	"strings"
	"sync"
)

// ShellHit is a confirmed shell or exfiltration command.
type ShellHit struct {
	ID   string // the family's rule ID: shell.pipe-to-shell
	Kind string // pipe-to-shell, reverse-shell, ...
	Span Span   // bytes of the matched command inside the text
	// Via is the address a flow's command sends to when the command
	// does not write it as one (a variable of the script holds it, or it
	// has no scheme), as the flow read it; of a persistence flow, the
	// place written, its variables read; "" otherwise.
	Via string
}

// shellFamily is one kind of dangerous command. A family's regexes run only
// when one of its literal keywords occurs in the lower-cased text, so the
// matcher costs almost nothing on ordinary prose.
type ShellFamily struct {
	Id, Kind string
	Keywords []string
	Res      []*LazyRe
	// needsBoth: the text must also match one of these (credential read
	// and network send in one command).
	Also           []*LazyRe
	Match, Nomatch []string
}

func mustRes(exprs ...string) []*LazyRe {
	out := make([]*LazyRe, len(exprs))
	for i, e := range exprs {
		out[i] = Lazy(`(?i)` + e)
	}
	return out
}

// shellFamilies are the dangerous commands (rules/shells.rules): what
// decode-then-confirm accepts as proof that hidden bytes are an attack.
// Built with the phrase rules (loadRules), as are the scanners below.
var ShellFamilies []ShellFamily

var (
	AllShell *shellScanner
	// plainShell is the plain-text scan of prose. It leaves out credential
	// paths and code snippets, common in honest prose (the phrase checks
	// judge them in context), and does not even index their common words.
	PlainShell *shellScanner
)

// buildShellFamilies makes the families of their records, and the
// scanners that index their keywords.
func buildShellFamilies(recs []shellRecord) {
	ShellFamilies = make([]ShellFamily, len(recs))
	for i, r := range recs {
		ShellFamilies[i] = ShellFamily{Id: r.id, Kind: r.kind, Keywords: r.keywords, Res: mustRes(r.res...), Also: mustRes(r.also...),
			Match: r.match, Nomatch: r.nomatch}
	}
	AllShell = newShellScanner(hookOnlyShellKinds...)
	PlainShell = newShellScanner(append([]string{"credential-exfiltration", "code-exec"}, hookOnlyShellKinds...)...)
}

// hookOnlyShellKinds are read only in a hook's command and a script a
// skill runs (instruction.go): sending standard input away is what a
// hook would do with the prompt, and is no sign of anything in an MCP
// server's launch command or text; code a script fetches and runs is
// read in scripts (an MCP tool's text that names such code is read by
// the demand check, as it was). An agent's confirmations switched off in
// its settings (approval-off) and hooks or schedules installed for every
// repository (plant) are read in agent files alone.
var hookOnlyShellKinds = []string{"input-egress", downloadRunKind, "environment-egress", approvalOffKind, plantKind, HookAllowKind}

// The kinds settingShell scans for.
const (
	downloadRunKind = "download-run"
	approvalOffKind = "approval-off"
	plantKind       = "plant"
)

// hookShell scans every family, those of hooks too. It is built on first
// use: a scan without hooks or skills' scripts does not pay for its index.
var hookShell = sync.OnceValue(func() *shellScanner {
	EnsureRules()
	return newShellScanner()
})

// MatchHookShell is MatchShell for a hook's command: the families of
// hooks too, and of the others only those a hook is judged by
// (hookShellKinds). A hook runs the project's formatter, linter or tests
// on what the agent hands it, so substituting a command's output
// ("$(jq -r .tool_input.file_path)"), deleting files or running an
// interpreter is its ordinary work.
func MatchHookShell(text string) (ShellHit, bool) {
	for _, h := range hookShell().Find(text, false) {
		if HookShellKinds[h.Kind] {
			return h, true
		}
	}
	// The command read at the shell's syntax: what it is handed, a
	// secret or the files it names sent to an address, a download run.
	for _, h := range ShellFlow(text, true) {
		if HookShellKinds[h.Kind] {
			return h, true
		}
	}
	return ShellHit{}, false
}

// hookShellKinds are the kinds of shell commands a hook's command is
// judged by (corpus/blind/brief/CONCEPTS-AGENT.txt, hook_abuse): what it
// is handed sent to an address, and code fetched and run (the kinds an
// instruction kind is judged by, remoteShellKinds).
var HookShellKinds = func() map[string]bool {
	m := map[string]bool{}
	for k := range HookFlowKinds {
		m[k] = true
	}
	for k := range RemoteShellKinds {
		m[k] = true
	}
	// Settings and schedules written (agent.rules) are read in what a
	// unit tells the agent and in scripts, softly; a hook's command is
	// judged hard, and a hook planting a schedule is shell.flow-persistence's.
	delete(m, "approval-off")
	delete(m, "plant")
	delete(m, "home-plant") // read softly in a hook's command (hookPlants)
	return m
}()

// settingShell scans only the families FindSettingShell reports: the
// agent's settings written (approval-off), hooks or schedules planted
// (plant) and code fetched and run (download-run). Scanning every family
// of a long file for these few cost most of a skill's reading.
var settingShell = sync.OnceValue(func() *shellScanner {
	EnsureRules()
	var skip []string
	for i := range ShellFamilies {
		if k := ShellFamilies[i].Kind; k != approvalOffKind && k != plantKind && k != downloadRunKind {
			skip = append(skip, k)
		}
	}
	return newShellScanner(skip...)
})

// FindSettingShell is FindHookShell's hits of the kinds approval-off,
// plant and download-run, in the same order.
func FindSettingShell(text string) []ShellHit {
	return settingShell().Find(text, false)
}

// findHookShell is FindShell over every family, those of hooks too.
func FindHookShell(text string) []ShellHit {
	return hookShell().Find(text, false)
}

// Code is read in pieces of CodeChunk bytes, each cut at a line's end
// (a line longer than that is cut where it reaches it), and each piece
// reads the CodeOverlap bytes before it again, so a command written
// over a few lines at a cut is whole in one piece.
const (
	CodeChunk   = 4 << 10
	CodeOverlap = 512
)

// FindHookShellInCode is FindHookShell for a script's code, piece by
// piece (CodeChunk): a family's expressions run only over the pieces
// that hold one of its keywords, so reading a long script costs in
// proportion to its bytes and to the commands in it, not to its bytes
// times the families whose keyword it holds anywhere (a 200 KB
// minified bundle held most of them). A text of at most CodeChunk bytes
// is one piece: FindHookShell's hits. Each hit is reported once, at its
// place in text, in order; each expression reports at most eight hits a
// piece.
func FindHookShellInCode(text string) []ShellHit {
	return hookShell().FindInCode(text)
}

// FindInCode is Find (every hit) for code, piece by piece
// (FindHookShellInCode).
func (sc *shellScanner) FindInCode(text string) []ShellHit {
	if len(text) <= CodeChunk {
		return sc.Find(text, false)
	}
	var hits []ShellHit
	seen := map[ShellHit]bool{}
	for start := 0; start < len(text); {
		end := min(start+CodeChunk, len(text))
		if end < len(text) {
			if nl := strings.IndexByte(text[end:], '\n'); nl >= 0 && nl < CodeChunk {
				end += nl + 1
			}
		}
		from := max(start-CodeOverlap, 0)
		if from > 0 {
			if nl := strings.IndexByte(text[from:start], '\n'); nl >= 0 {
				from += nl + 1 // the overlap starts at a line
			}
		}
		for _, h := range sc.Find(text[from:end], false) {
			h.Span.Start += from
			h.Span.End += from
			if !seen[h] {
				seen[h] = true
				hits = append(hits, h)
			}
		}
		start = end
	}
	sort.SliceStable(hits, func(a, b int) bool { return hits[a].Span.Start < hits[b].Span.Start })
	return hits
}

// MatchShell reports the first dangerous command in text: the check behind
// payload.decoded (on decoded bytes), config.shell and the plain-text
// shell directive. text is matched case-insensitively.
func MatchShell(text string) (ShellHit, bool) {
	EnsureRules()
	hits := AllShell.Find(text, true)
	if len(hits) == 0 {
		return ShellHit{}, false
	}
	return hits[0], true
}

// FindShell reports every dangerous command in text (one per family and
// pattern), in text order. skip is a set of kinds to leave out.
func FindShell(text string, skip ...string) []ShellHit {
	EnsureRules()
	sc := *AllShell
	sc.Skip = shellMask(append(skip[:len(skip):len(skip)], hookOnlyShellKinds...))
	return sc.Find(text, false)
}

func shellMask(kinds []string) uint32 {
	var mask uint32
	for i := range ShellFamilies {
		for _, k := range kinds {
			if ShellFamilies[i].Kind == k {
				mask |= 1 << i
			}
		}
	}
	return mask
}

// shellScanner looks for the shell families not in skip. Its keyword index
// holds the keywords of the families it looks for (or more: a family in
// skip is never reported either way).
type shellScanner struct {
	Skip     uint32
	Keywords *KeywordSet
}

func newShellScanner(skipKinds ...string) *shellScanner {
	sc := &shellScanner{Skip: shellMask(skipKinds), Keywords: NewKeywordSet(true)}
	for i := range ShellFamilies {
		if sc.Skip&(1<<i) == 0 {
			sc.Keywords.Add(i, ShellFamilies[i].Keywords...)
		}
	}
	return sc
}

// fieldKeywords is the keyword index a tool's fields are scanned with,
// once each: the secret rules' keywords (bit i for secretRules[i]) and
// plainShell's (bit shellShift+i for shellFamilies[i]), so the secret
// check and the shell scan of the phrase checks share one pass.
var FieldKeywords *KeywordSet

// buildFieldKeywords builds fieldKeywords (buildSecretRules).
func BuildFieldKeywords() *KeywordSet {
	if len(SecretRules) > ShellShift || ShellShift+len(ShellFamilies) >= 63 {
		panic("detect: fieldKeywords has no room for the secret rules and shell families")
	}
	k := NewKeywordSet(false)
	for i := range SecretRules {
		k.Add(i, SecretRules[i].Keywords...)
	}
	for i := range ShellFamilies {
		if PlainShell.Skip&(1<<i) != 0 {
			continue
		}
		for _, w := range ShellFamilies[i].Keywords {
			// The shell index folds case; here each keyword does.
			if rest, ok := strings.CutPrefix(w, `\b`); ok {
				w = `\b(?i)` + rest
			} else {
				w = "(?i)" + w
			}
			k.Add(ShellShift+i, w)
		}
	}
	return k
}

// shellShift is where the shell families' bits start in fieldKeywords:
// secret kinds take the bits below it, shell families the bits from it
// to maxShells (rule loading refuses more of either, naming the record).
const (
	ShellShift = 32
	MaxShells  = 63 - ShellShift - 1
)

func (sc *shellScanner) Find(text string, first bool) []ShellHit {
	return sc.findPresent(text, sc.Keywords.Scan(text), first)
}

// findPresent is find for a text whose families with a keyword in it are
// known (present: bit i for shellFamilies[i]).
func (sc *shellScanner) findPresent(text string, present uint64, first bool) []ShellHit {
	if len(text) < 4 {
		return nil
	}
	skip := sc.Skip
	var hits []ShellHit
	for i := range ShellFamilies {
		fam := &ShellFamilies[i]
		if skip&(1<<i) != 0 || present&(1<<uint(i)) == 0 {
			continue
		}
		if len(fam.Also) > 0 {
			ok := false
			for _, a := range fam.Also {
				if a.MatchString(text) {
					ok = true
					break
				}
			}
			if !ok {
				continue
			}
		}
		for _, re := range fam.Res {
			for _, loc := range re.FindAllStringIndex(text, 8) {
				hits = append(hits, ShellHit{ID: fam.Id, Kind: fam.Kind, Span: Span{loc[0], loc[1]}})
				if first {
					return hits
				}
			}
		}
	}
	sort.SliceStable(hits, func(a, b int) bool { return hits[a].Span.Start < hits[b].Span.Start })
	return hits
}
