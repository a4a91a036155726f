package reading

import (
	"slices"
	"strings"
)

var codeWriteCalls = NewNameList("names.code-write-call")

var codeWriteModes = NewNameList("names.code-write-mode")

var CodeHomeRefs = NewNameList("names.code-home-ref")

// codeStmt is one statement of code: its span, literals and identifiers.
type CodeStmt struct {
	Start, End int
	Lits       []string
	Idents     []string
	Assigned   string // the name an assignment binds, "" for none
	// order is the statement's literals and names in their order, a
	// literal as "'" and its text, a name as itself.
	Order []string
}

func CodeStatement(text string, from, to int) (CodeStmt, bool) {
	st := CodeStmt{Start: from, End: to}
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
			st.Lits = append(st.Lits, s[i+1:j])
			st.Order = append(st.Order, "'"+s[i+1:j])
			i = j + 1
		case c == '_' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
			j := i + 1
			for j < len(s) && (s[j] == '_' || s[j] == '$' || s[j] >= 'a' && s[j] <= 'z' || s[j] >= 'A' && s[j] <= 'Z' || s[j] >= '0' && s[j] <= '9') {
				j++
			}
			st.Idents = append(st.Idents, s[i:j])
			st.Order = append(st.Order, s[i:j])
			i = j
		case c == '=' && eq < 0:
			// An assignment's "=" (not ==, !=, <=, >=, =>), after
			// nothing but names: the last name is bound.
			if (i+1 >= len(s) || s[i+1] != '=' && s[i+1] != '>') && (i == 0 || !strings.ContainsRune("=!<>", rune(s[i-1]))) {
				eq = i
				if len(st.Lits) == 0 && len(st.Idents) > 0 && strings.TrimLeft(s[:i], " \t:abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_$0123456789") == "" {
					st.Assigned = st.Idents[len(st.Idents)-1]
				}
			}
			i++
		default:
			i++
		}
	}
	return st, len(st.Lits) > 0 || len(st.Idents) > 0
}

// homeRooted is literal l as a place from the home ("~/x", "$HOME/x"),
// lower-cased, "" when it is not one.
func HomeRooted(l string) string {
	p := strings.ToLower(strings.TrimSpace(l))
	for _, h := range HomeVariable.Items {
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
				if CodeHomeRefs.Has(w) {
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
func PathPart(l string) bool {
	if l == "" || len(l) > 120 || codeWriteModes.Has(l) {
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
func CodeWrites(st CodeStmt) bool {
	open := false
	for _, id := range st.Idents {
		if codeWriteCalls.Has(id) {
			return true
		}
		open = open || id == "open"
	}
	if open {
		for _, l := range st.Lits {
			if codeWriteModes.Has(l) {
				return true
			}
		}
	}
	return false
}

// codePlaceHook: place p, from the home, is one a hook's write makes
// outlive the task though a user's own install may write it: an agent's
// install places (a skill, a plugin copied into ~/.claude/skills/), a
// shell's startup files.
func CodePlaceHook(p string) bool {
	p = HomeRooted(p)
	return p != "" && (PersistPlace(p) == 2 || AgentHomePath(p) && HomePathCue(p) > 0)
}

// homeFolders: a loop's word (quotes off) is every folder of a folder in
// the home ("~/code/*/", "$HOME/src/*"): the projects a user keeps
// there, which the loop's body visits.
func homeFolders(w string) bool {
	p := HomeRooted(w)
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
func (st *ShState) homePlant(c *ShCommand, prog string, ops []ShWord) bool {
	var targets []*ShWord
	for i := range c.Redirs {
		if r := &c.Redirs[i]; (r.Op == ">" || r.Op == ">>") && (r.fd == "" || r.fd == "1" || r.fd == "&") {
			targets = append(targets, &r.target)
		}
	}
	switch {
	case wsShellWriteAll.Has(prog):
		for i := range ops {
			targets = append(targets, &ops[i])
		}
	case wsShellWriteLast.Has(prog) && len(ops) >= 2:
		targets = append(targets, &ops[len(ops)-1])
	}
	for _, t := range targets {
		if st.value(t)&flowProjects != 0 || st.Hook && slices.ContainsFunc(st.places(t.Lit), CodePlaceHook) {
			st.hit(c, "home-plant")
			return true
		}
	}
	return false
}
