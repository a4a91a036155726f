package detect

import (
	"slices"
	"strings"
)

// Persistence written by code (persist22, corpus/blind/brief/CONCEPTS-AGENT.txt):
// a script a unit runs, or the code a hook's command hands an interpreter
// (python3 -c "...", node -e "..."), that writes a place an agent or a
// later session reads again: the agent's global rules, memory, settings
// or hooks in the user's home, a scheduler's or a service manager's
// folder (rules/shells.rules: shell-persist-place). The shell reader
// (ShellFlow) reads such writes in shell; this reads them in any
// language by its identifiers and literals alone, with no parser per
// language:
//
//   - a PLACE is a string literal rooted in the home ("~/.claude/...")
//     or the literals of a statement that names the home
//     (path.join(home, '.claude', 'settings.json'), Path.home() /
//     '.claude/settings.json'), joined as a path; a statement that
//     assigns it binds its name ("p = os.path.expanduser(...)"), and a
//     name bound to the home alone roots later joins ("home =
//     os.homedir()");
//   - a WRITE is a call of a writing function (names.code-write-call:
//     writeFileSync, write_text, copyfile ...) or an open with a writing
//     mode (names.code-write-mode: "w", "a") in a statement that names
//     the place or a name bound to it.
//
// A hook runs with no one's command at every session, so in a hook the
// places where the agent installs skills, agents or plugins, and the
// shell's startup files, count too (codePlaceHook); a script a skill
// runs on the user's command may install its skill there.
// Statements are cut at line ends and semicolons; what the reader does
// not understand it leaves.

// codePlantRule is the rule of a place read again written by code.
const codePlantRule = "shell.code-plant"

var (
	codeWriteCalls = newNameList("names.code-write-call")
	codeWriteModes = newNameList("names.code-write-mode")
	codeHomeRefs   = newNameList("names.code-home-ref")
)

// codeStmt is one statement of code: its span, literals and identifiers.
type codeStmt struct {
	start, end int
	lits       []string
	idents     []string
	assigned   string // the name an assignment binds, "" for none
	// order is the statement's literals and names in their order, a
	// literal as "'" and its text, a name as itself.
	order []string
}

// codeStatements cuts text into statements at line ends and semicolons,
// reading in each its string literals (in ', " or `, closed on the same
// statement) and identifiers. A quote that does not close within the
// statement opens nothing: the code a shell command quotes whole
// (python3 -c "import os; ...") is read statement by statement.
func codeStatements(text string) []codeStmt {
	var out []codeStmt
	start := 0
	for i := 0; i <= len(text); i++ {
		if i < len(text) && text[i] != '\n' && text[i] != ';' {
			continue
		}
		if st, ok := codeStatement(text, start, i); ok {
			out = append(out, st)
		}
		start = i + 1
	}
	return out
}

func codeStatement(text string, from, to int) (codeStmt, bool) {
	st := codeStmt{start: from, end: to}
	s := text[from:to]
	eq := -1
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == '\'' || c == '"' || c == '`':
			j := i + 1
			for j < len(s) && s[j] != c {
				if s[j] == '\\' {
					j++
				}
				j++
			}
			if j >= len(s) {
				i++ // not closed here: the quote of a command around the code
				continue
			}
			st.lits = append(st.lits, s[i+1:j])
			st.order = append(st.order, "'"+s[i+1:j])
			i = j + 1
		case c == '_' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
			j := i + 1
			for j < len(s) && (s[j] == '_' || s[j] == '$' || s[j] >= 'a' && s[j] <= 'z' || s[j] >= 'A' && s[j] <= 'Z' || s[j] >= '0' && s[j] <= '9') {
				j++
			}
			st.idents = append(st.idents, s[i:j])
			st.order = append(st.order, s[i:j])
			i = j
		case c == '=' && eq < 0:
			// An assignment's "=" (not ==, !=, <=, >=, =>), after
			// nothing but names: the last name is bound.
			if (i+1 >= len(s) || s[i+1] != '=' && s[i+1] != '>') && (i == 0 || !strings.ContainsRune("=!<>", rune(s[i-1]))) {
				eq = i
				if len(st.lits) == 0 && len(st.idents) > 0 && strings.TrimLeft(s[:i], " \t:abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_$0123456789") == "" {
					st.assigned = st.idents[len(st.idents)-1]
				}
			}
			i++
		default:
			i++
		}
	}
	return st, len(st.lits) > 0 || len(st.idents) > 0
}

// codePlants are the places read again that code text writes (kind
// persistence, rule shell.code-plant), one hit per statement. hook: the
// code runs in a hook (codePlaceHook).
func codePlants(text string, hook bool) []ShellHit {
	if !strings.Contains(text, ".") {
		return nil
	}
	loadRules()
	var hits []ShellHit
	bound := map[string]string{} // a name bound to a place in the home ("~/" alone for the home)
	for _, st := range codeStatements(text) {
		place := ""
		for _, l := range st.lits {
			if p := homeRooted(l); p != "" {
				place = p
				break
			}
		}
		root, selfRoot := "", false
		for _, id := range st.idents {
			if p, ok := bound[id]; ok && id != st.assigned {
				if p != "" {
					root = strings.TrimSuffix(p, "/")
				}
			} else if !ok && root == "" && codeHomeRefs.has(strings.ToLower(id)) {
				root, selfRoot = "~", id == st.assigned
			}
		}
		for _, l := range st.lits {
			if root == "" && codeHomeRefs.has(strings.ToLower(l)) {
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
			for _, l := range st.lits {
				if pathPart(l) && !codeHomeRefs.has(strings.ToLower(l)) {
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
			} else if root == "~" && st.assigned != "" {
				place = "~/" // the home alone
			}
		}
		if st.assigned != "" {
			bound[st.assigned] = place // "" for a name bound to no place in the home
		}
		if !codeWrites(st) {
			continue
		}
		// What is written is the last path the statement names (a copy's
		// destination, not its source): a name bound to a place, a
		// literal from the home, or a part of the place joined here.
		target := ""
		for k := len(st.order) - 1; k >= 0 && target == ""; k-- {
			e := st.order[k]
			if l, ok := strings.CutPrefix(e, "'"); ok {
				if p := homeRooted(l); p != "" {
					target = p
				} else if pathPart(l) && !codeHomeRefs.has(strings.ToLower(l)) {
					target = place
					if place == "" {
						break // a path not in the home: a source's copy, a project's file
					}
				}
			} else if p := bound[e]; p != "" && e != st.assigned {
				target = p
			}
		}
		if target != "" && codePlace(target, hook) {
			hits = append(hits, ShellHit{ID: codePlantRule, Kind: "persistence", Span: Span{st.start, st.end}})
		}
	}
	return hits
}

// homeRooted is literal l as a place from the home ("~/x", "$HOME/x"),
// lower-cased, "" when it is not one.
func homeRooted(l string) string {
	p := strings.ToLower(strings.TrimSpace(l))
	for _, h := range homeVariable.items {
		if rest, ok := strings.CutPrefix(p, h); ok {
			return "~/" + rest
		}
	}
	if strings.HasPrefix(p, "~/") {
		return p
	}
	// A template that opens with the home: `${os.homedir()}/.x`.
	if rest, ok := strings.CutPrefix(p, "${"); ok {
		if in, after, ok := strings.Cut(rest, "}"); ok && strings.HasPrefix(after, "/") {
			for _, w := range strings.FieldsFunc(in, func(r rune) bool { return r == '.' || r == '(' || r == ')' || r == ' ' }) {
				if codeHomeRefs.has(w) {
					return "~" + after
				}
			}
		}
	}
	return ""
}

// pathPart: literal l may be a part of a path (".claude",
// "settings.json", ".claude/settings.json"): no white space, no mark a
// path does not hold, not a writing mode.
func pathPart(l string) bool {
	if l == "" || len(l) > 120 || codeWriteModes.has(l) {
		return false
	}
	for _, r := range l {
		if r == ' ' || r == '\t' || r == ':' || r == '@' || r == '{' || r == '%' || r == '\\' || r == '=' {
			return false
		}
	}
	return strings.ContainsAny(l, "./") || len(l) > 1
}

// codeWrites: statement st calls a writing function, or opens a file with
// a writing mode.
func codeWrites(st codeStmt) bool {
	open := false
	for _, id := range st.idents {
		if codeWriteCalls.has(id) {
			return true
		}
		open = open || id == "open"
	}
	if open {
		for _, l := range st.lits {
			if codeWriteModes.has(l) {
				return true
			}
		}
	}
	return false
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
	if persistPlace(p) == 1 || agentHomePath(p) && homePathCue(p) >= homePathWeight {
		return true
	}
	return hook && codePlaceHook(p)
}

// codePlaceHook: place p, from the home, is one a hook's write makes
// outlive the task though a user's own install may write it: an agent's
// install places (a skill, a plugin copied into ~/.claude/skills/), a
// shell's startup files.
func codePlaceHook(p string) bool {
	p = homeRooted(p)
	return p != "" && (persistPlace(p) == 2 || agentHomePath(p) && homePathCue(p) > 0)
}

// homeFolders: a loop's word (quotes off) is every folder of a folder in
// the home ("~/code/*/", "$HOME/src/*"): the projects a user keeps
// there, which the loop's body visits.
func homeFolders(w string) bool {
	p := homeRooted(w)
	if p == "" {
		return false
	}
	p = strings.TrimSuffix(p, "/")
	return strings.HasSuffix(p, "/*") && !strings.Contains(strings.TrimSuffix(p, "/*"), "*") && len(p) > len("~/*")
}

// homePlant: command c (program prog, its operands ops) writes a place
// read again past the task that only a hook's or a loop's write makes
// so (ShellFlow's persisted reads the rest):
//
//   - a write into a folder of every other project (a loop over the
//     folders in the home: "for d in ~/code/*/; do cp F "$d/CLAUDE.md"")
//     plants in every project, in any script;
//   - in a hook, a write into an agent's install places or a shell's
//     startup file (codePlaceHook), which a user's own install may
//     write but a hook writes at every session on no one's command.
//
// It reports the hit as kind home-plant, read softly (config_shell.go)
// and in scripts.
func (st *shState) homePlant(c *shCommand, prog string, ops []shWord) bool {
	var targets []*shWord
	for i := range c.redirs {
		if r := &c.redirs[i]; (r.op == ">" || r.op == ">>") && (r.fd == "" || r.fd == "1" || r.fd == "&") {
			targets = append(targets, &r.target)
		}
	}
	switch {
	case wsShellWriteAll.has(prog):
		for i := range ops {
			targets = append(targets, &ops[i])
		}
	case wsShellWriteLast.has(prog) && len(ops) >= 2:
		targets = append(targets, &ops[len(ops)-1])
	}
	for _, t := range targets {
		if st.value(t)&flowProjects != 0 || st.hook && codePlaceHook(t.lit) {
			st.hit(c, "home-plant")
			return true
		}
	}
	return false
}

// hookPlants are the soft findings on a hook's command texts that write
// a place read again past the task where the hard reading (MatchHookShell)
// found nothing on the same field: code the command hands an interpreter
// (codePlants), or a write only a hook's makes lasting (homePlant). A
// hook that keeps its own plugin or rules alive in the user's home is the
// concept; a hook a team documents for its own machine may look alike,
// so it fails the default gate without blocking.
func hookPlants(texts []ConfigField, found []Signal) []Signal {
	var out []Signal
	for _, f := range texts {
		if slices.ContainsFunc(found, func(s Signal) bool { return s.Field == f.Path }) {
			continue
		}
		hits := codePlants(f.Value, true)
		for _, h := range ShellFlow(f.Value, true) {
			if h.Kind == "home-plant" {
				hits = append(hits, h)
			}
		}
		if len(hits) == 0 {
			continue
		}
		h := hits[0]
		out = append(out, Signal{Tier: TierSoft, Severity: SeverityMedium, Confidence: 0.8, Field: f.Path, Span: h.Span,
			Evidence: Evidence(commandContext(f.Value, h.Span)), Detail: "hook command writes a place read again past the task (persistence)",
			Rules: []string{h.ID}})
	}
	return out
}
