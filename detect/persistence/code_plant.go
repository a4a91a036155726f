package persistence

import (
	"slices"
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// codePlantRule is the rule of a place read again written by code.
const CodePlantRule = "shell.code-plant"

// codeStatements cuts text into statements at line ends and semicolons,
// reading in each its string literals (in ', " or `, closed on the same
// statement) and identifiers. A quote that does not close within the
// statement opens nothing: the code a shell command quotes whole
// (python3 -c "import os; ...") is read statement by statement.
func codeStatements(text string) []reading.CodeStmt {
	var out []reading.CodeStmt
	start := 0
	for i := 0; i <= len(text); i++ {
		if i < len(text) && text[i] != '\n' && text[i] != ';' {
			continue
		}
		if st, ok := reading.CodeStatement(text, start, i); ok {
			out = append(out, st)
		}
		start = i + 1
	}
	return out
}

// codePlants are the places read again that code text writes (kind
// persistence, rule shell.code-plant), one hit per statement. hook: the
// code runs in a hook (codePlaceHook).
func CodePlants(text string, hook bool) []reading.ShellHit {
	if !strings.Contains(text, ".") {
		return nil
	}
	reading.EnsureRules()
	var hits []reading.ShellHit
	bound := map[string]string{} // a name bound to a place in the home ("~/" alone for the home)
	for _, st := range codeStatements(text) {
		place := ""
		for _, l := range st.Lits {
			if p := reading.HomeRooted(l); p != "" {
				place = p
				break
			}
		}
		root, selfRoot := "", false
		for _, id := range st.Idents {
			if p, ok := bound[id]; ok && id != st.Assigned {
				if p != "" {
					root = strings.TrimSuffix(p, "/")
				}
			} else if !ok && root == "" && reading.CodeHomeRefs.Has(reading.Lower(id)) {
				root, selfRoot = "~", id == st.Assigned
			}
		}
		for _, l := range st.Lits {
			if root == "" && reading.CodeHomeRefs.Has(reading.Lower(l)) {
				root = "~" // os.environ["HOME"]
			}
		}
		// The literals joined to the home as a path (path.join(home,
		// '.claude', 'settings.json'), home / '.codex/AGENTS.md'); a
		// name bound to a deeper place is not joined: its statement may
		// copy from it (copyfile(src, 'backup.json')).
		if place == "" && root == "~" {
			parts := []string{root}
			abs := false
			for _, l := range st.Lits {
				if reading.PathPart(l) && !reading.CodeHomeRefs.Has(reading.Lower(l)) {
					if len(parts) == 1 && selfRoot && strings.HasPrefix(l, "/") {
						abs = true // an absolute path: not from the home
						break
					}
					parts = append(parts, strings.Trim(l, "/"))
				}
			}
			if abs {
				place = ""
			} else if len(parts) > 1 {
				place = strings.Join(parts, "/")
			} else if root == "~" && st.Assigned != "" {
				place = "~/" // the home alone
			}
		}
		if st.Assigned != "" {
			bound[st.Assigned] = place // "" for a name bound to no place in the home
		}
		if !reading.CodeWrites(st) {
			continue
		}
		// What is written is the last path the statement names (a copy's
		// destination, not its source): a name bound to a place, a
		// literal from the home, or a part of the place joined here.
		target := ""
		for k := len(st.Order) - 1; k >= 0 && target == ""; k-- {
			e := st.Order[k]
			if l, ok := strings.CutPrefix(e, "'"); ok {
				if p := reading.HomeRooted(l); p != "" {
					target = p
				} else if reading.PathPart(l) && !reading.CodeHomeRefs.Has(reading.Lower(l)) {
					target = place
					if place == "" {
						break // a path not in the home: a source's copy, a project's file
					}
				}
			} else if p := bound[e]; p != "" && e != st.Assigned {
				target = p
			}
		}
		if target != "" && codePlace(target, hook) {
			hits = append(hits, reading.ShellHit{ID: CodePlantRule, Kind: "persistence", Span: reading.Span{Start: st.Start, End: st.End}})
		}
	}
	return hits
}

// codePlace: place p (lower case, from "~/") is read again past the task:
// a place any write there persists (shell-persist-place), or a file or
// folder of an agent's home that the agent reads again; in a hook
// (codePlaceHook), also an agent's install places and a shell's
// startup files.
func codePlace(p string, hook bool) bool {
	if p == "" || p == "~/" {
		return false
	}
	if reading.PersistPlace(p) == 1 || reading.AgentHomePath(p) && reading.HomePathCue(p) >= reading.HomePathWeight {
		return true
	}
	return hook && reading.CodePlaceHook(p)
}

// hookPlants are the soft findings on a hook's command texts that write
// a place read again past the task where the hard reading (MatchHookShell)
// found nothing on the same field: code the command hands an interpreter
// (codePlants), or a write only a hook's makes lasting (homePlant). A
// hook that keeps its own plugin or rules alive in the user's home is the
// concept; a hook a team documents for its own machine may look alike,
// so it fails the default gate without blocking.
func HookPlants(texts []reading.ConfigField, found []reading.Signal) []reading.Signal {
	var out []reading.Signal
	for _, f := range texts {
		if slices.ContainsFunc(found, func(s reading.Signal) bool { return s.Field == f.Path }) {
			continue
		}
		hits := CodePlants(f.Value, true)
		for _, h := range reading.ShellFlow(f.Value, true) {
			if h.Kind == "home-plant" {
				hits = append(hits, h)
			}
		}
		if len(hits) == 0 {
			continue
		}
		h := hits[0]
		out = append(out, reading.Signal{Tier: reading.TierSoft, Severity: reading.SeverityMedium, Confidence: 0.8, Field: f.Path, Span: h.Span,
			Evidence: reading.Evidence(reading.CommandContext(f.Value, h.Span)), Detail: "hook command writes a place read again past the task (persistence)",
			Rules: []string{h.ID}})
	}
	return out
}
