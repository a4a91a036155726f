package reading

import (
	"slices"
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/text"
)

// mayMention is toolMention's cheap refusal, for the loops that ask it of
// every token: only a tool-shaped identifier, or a word right after a
// quote (in a sentence starting at from), can name a tool.
func MayMention(toks []Token, from, i int) bool {
	t := &toks[i]
	return t.Cls&WcToolIdent != 0 || t.Kind == TokWord && i > from && toks[i-1].Kind == TokQuote
}

// toolMention reports whether token i of sentence s names a tool, and
// which: an identifier-shaped token (snake_case, kebab-case, camelCase,
// dotted) that is called ("call 'read_file'"), written as a tool ("the
// `x` tool"), or quoted in a sentence about calling tools; a plain word
// only when written as a tool. explicit reports the "x tool" form.
// MCP client prefixes (mcp_tool_x, mcp__server__x) are removed.
// productNouns follow a product's name ("ServiceDesk API").
var ProductNouns = NewWordSet("product-noun", false)

// pairKey: token i is the key of a key=value pair written without spaces
// ("task: full_research=natural-language questions | law_system=..."): a
// value or an option the tool lists, not a tool.
func PairKey(a *Analysis, i int) bool {
	toks := a.Tokens
	return i+1 < len(toks) && toks[i+1].Start == toks[i].End && toks[i+1].Text(a) == "="
}

func ToolMention(a *Analysis, s Sent, i int) (name string, explicit bool) {
	m := readMention(a, s, i)
	return m.name, m.explicit
}

// mention is how readMention read a name.
type mention struct {
	name     string
	explicit bool // written as a tool, a function, a method...: "the `x` tool"
	// sure: the name can only be a tool's, never a parameter's or one of
	// its values: called a tool ("the `x` tool", "the tool 'x'"), the
	// object of a verb only a tool takes ("call `x`", "invoke x", "run
	// `x`"), hooked to its running ("when `x` is called", "once `x`
	// runs"), or written with its server (server.tool). "use `cursor` to
	// page", "replace query with", "sent to `limit`", "`limit` is
	// deprecated", "the 'list_workflows' method" (a value of a method
	// parameter) are said of a parameter as well.
	sure bool
}

func readMention(a *Analysis, s Sent, i int) (m mention) {
	if !MayMention(a.Tokens, s.From, i) {
		return m
	}
	toks := a.Tokens
	t := &toks[i]
	// The cheap refusals first (most tokens): a plain word must be quoted,
	// an identifier tool-shaped.
	between := i > s.From && i+1 < s.To && toks[i-1].Kind == TokQuote && toks[i+1].Kind == TokQuote
	switch t.Kind {
	case TokIdent:
		if !t.Is(WcToolIdent) {
			return mention{}
		}
	case TokWord:
		if !between {
			return mention{}
		}
	default:
		return mention{}
	}
	if len(t.Text(a)) == 0 || !text.IsLetter(rune(t.Text(a)[0])) {
		return mention{}
	}
	// A path of three or more dotted segments is a field of a value
	// (tool_config.jmeter.script.content): a client names another
	// server's tool with one prefix at most (server.tool).
	if strings.Count(t.Text(a), ".") >= 2 {
		return mention{}
	}
	if PairKey(a, i) {
		return mention{}
	}
	quoted := between && toks[i-1].Text(a) == toks[i+1].Text(a)
	if t.Kind == TokWord && !quoted {
		return mention{}
	}
	next := i + 1
	if quoted {
		next++
	}
	explicit := next < s.To && toks[next].Is(WcToolWord)
	sure := explicit && wsToolNoun.Has(toks[next].Text(a))
	dotted := strings.Count(t.Text(a), ".") == 1
	// A product named before what it is ("Uses ServiceDesk API", "with
	// the PayPal SDK"), or a plain name qualifying the content word after
	// it ("a SurrealDB DELETE statement", "the Docker daemon"), is not a
	// tool (a snake_case, kebab-case or quoted name still is; a dotted one
	// only before a product noun).
	if nm := t.Text(a); !explicit && !quoted && t.Kind == TokIdent && next < s.To && !strings.ContainsAny(nm, "_-") &&
		(ProductNouns.Has(toks[next].Text(a)) || !strings.Contains(nm, ".") && modifier(a, s, i)) {
		return mention{}
	}
	called := false
	for k := i - 1; k >= s.From; k-- {
		tk := &toks[k]
		if tk.Kind == TokQuote || tk.Is(wcFiller) {
			continue
		}
		if tk.Is(WcCallVerb) || DemandOf(a, tk)&DReplace != 0 {
			called = true // "call x", "supersedes x", "replaces x"
			sure = sure || wsToolCallVerb.Has(tk.Text(a))
		}
		// "a replacement for x"; "instead of server.tool", a name written
		// with its server (a quoted plain name after "instead of" is as
		// often one of the server's own tools).
		if w := tk.Text(a); k > s.From && (WsFor.Has(w) && wsReplacement.StartsIn(toks[k-1].Text(a)) != "" ||
			WsOf.Has(w) && WsInstead.Has(toks[k-1].Text(a)) && dotted) {
			called = true
			sure = sure || dotted
		}
		// "sent to `transfer_funds`", "passed to `map_geocode`": data
		// routed to the name is a call of it.
		if WsTo.Has(tk.Text(a)) && k > s.From && (routedVerbs.Has(toks[k-1].Text(a)) || dotted && movedBefore(a, s, k)) {
			called = true
			sure = sure || dotted
		}
		if tk.Is(WcToolWord) {
			explicit = true // "the tool 'markAsRead'"
			sure = sure || wsToolNoun.Has(tk.Text(a))
		}
		break
	}
	// "When `post_message` runs", "whenever `send_email` is called": the
	// name is what runs, and the sentence hooks it.
	if k := next; k < s.To && !called && hookedBefore(a, s, i) {
		switch w := toks[k].Text(a); {
		case wsHookRuns.Has(w):
			called, sure = true, true
		case wsHookAux.Has(w):
			if k+1 < s.To && wsHookCalled.Has(toks[k+1].Text(a)) {
				called = true
				sure = wsToolCallVerb.Has(toks[k+1].Text(a)) // "is called", not "is used"
			}
		}
	}
	// "`read_file` is deprecated", "search_docs now defaults to": a
	// statement about another tool's state is about that tool.
	if k := next; k+1 < s.To && !called {
		if wsStateAux.Has(toks[k].Text(a)) && wsStateOfTool.Has(toks[k+1].Text(a)) {
			called = true
		}
	}
	switch t.Kind {
	case TokIdent:
		if t.Upper && !explicit && !called {
			return mention{} // CONSTANT_NAMES are values, not tools
		}
		if !explicit && !called {
			return mention{}
		}
	case TokWord:
		// A plain word is a tool only when quoted and called a tool
		// ("the `canvas` tool", never "this tool"); a kebab-case name
		// also when quoted after a call verb ("call 'resolve-library-id'").
		kebab := strings.Contains(t.Text(a), "-") && IsToolShaped(t.Text(a))
		if !(quoted && (explicit || (kebab && called))) {
			return mention{}
		}
	}
	name := strings.TrimPrefix(t.Text(a), "mcp_tool_")
	if strings.HasPrefix(name, "mcp__") {
		if k := strings.LastIndex(name, "__"); k > 3 {
			name = name[k+2:]
		}
	}
	return mention{name: name, explicit: explicit, sure: sure}
}

// movedBefore: a verb of moving or sending stands in the clause before
// token k ("pass the summary to metrics.push"): what follows "to" is
// where it goes; for a name written server.tool, that is another
// server's tool.
func movedBefore(a *Analysis, s Sent, k int) bool {
	for j := k - 1; j >= s.From && k-j <= 8; j-- {
		t := &a.Tokens[j]
		if t.Kind == TokPunct {
			return false
		}
		if t.Kind == TokWord && DemandOf(a, t)&(DTransfer|DSend) != 0 {
			return true
		}
	}
	return false
}

// routedVerbs: "<verb> to X" hands data to X.
var routedVerbs = NewWordSet("routed-verb", false)

// wsToolCallVerb: verbs whose object is a tool, never a value or a
// parameter ("call", "invoke", "run", "execute", "trigger", in every
// form): readMention's sure.
var wsToolCallVerb = NewWordSet("tool-call-verb", false)

// hookedBefore: the word before the name at i (past its opening quote) is
// when, whenever, once, before or after.
func hookedBefore(a *Analysis, s Sent, i int) bool {
	k := i - 1
	if k >= s.From && a.Tokens[k].Kind == TokQuote {
		k--
	}
	if k < s.From {
		return false
	}
	return wsHookOpener.Has(a.Tokens[k].Text(a))
}

// crossToolRef finds a reference to a tool other than this one in sentence
// s (see toolMention). A name the registry knows on this tool's own server,
// or on another server of the same project (a server's source and its
// bundle manifest, Tool.Project), is the author's own usage guidance and
// does not count; one on another project's server counts most.
func CrossToolRef(v *ToolView, reg *Registry, a *Analysis, s Sent) (string, float64, int) {
	bestName, bestW, bestAt, bestPos := "", 0.0, 0, PosExample+1
	for i := s.From; i < s.To && s.Cls&(WcToolIdent|WcQuote) != 0; i++ {
		if !MayMention(a.Tokens, s.From, i) {
			continue
		}
		m := readMention(a, s, i)
		name := m.name
		if name == "" || v.OwnName(name) || ownedMention(reg, v, a, s, i, name) {
			continue
		}
		// A tool whose schema is partly unknown may be naming its own
		// parameter ("use `cursor` to page"), unless the sentence can
		// only mean a tool ("call `x`", "the `x` tool"); one of a server
		// whose tool names are not all known (computed in source) may be
		// naming a sibling tool. Otherwise only a tool the registry knows
		// elsewhere counts.
		if (v.Tool.SchemaPartial && !m.sure || reg != nil && reg.UnnamedTools(v.Tool.Server)) && (reg == nil || !OtherServerHas(reg, v.Tool, name)) {
			continue
		}
		// A name no tool has that is part of this tool's own name is what
		// the tool works with ("Generate a model using Hyper3D" from
		// generate_hyper3d_model), not another tool. A known tool's name
		// inside this one's (send_email in send_email_pro) still counts.
		if (reg == nil || !OtherServerHas(reg, v.Tool, name)) && inOwnName(v, name) {
			continue
		}
		w := 0.4
		if reg != nil {
			if reg.ServerHas(v.Tool.Server, name) || projectHas(reg, v.Tool, name) {
				continue
			}
			// A parameter of one of the server's own tools ("use reply_to
			// only when replying" in its instructions), which no other
			// server names as a tool, is the server's own word.
			if !OtherServerHas(reg, v.Tool, name) && reg.ServerParam(v.Tool.Server, name) {
				continue
			}
			if OtherServerHas(reg, v.Tool, name) {
				w = 0.6
			}
		}
		// Prefer the reference in instruction position: "When a user asks
		// to run `a`, you must instead call `b`" points at `b`.
		if pos := OperandPosition(a, s, i); pos < bestPos || (pos == bestPos && w > bestW) {
			bestName, bestW, bestAt, bestPos = name, w, i, pos
		}
	}
	return bestName, bestW, bestAt
}

// inOwnName: name, split into words as tool names are, is a run of whole
// words of the tool's own name ("Hyper3D" in generate_hyper3d_model).
func inOwnName(v *ToolView, name string) bool {
	words := AppendNameWords(nil, name)
	if len(words) == 0 {
		return false
	}
	own := v.NameWords()
	for i := 0; i+len(words) <= len(own); i++ {
		if slices.Equal(own[i:i+len(words)], words) {
			return true
		}
	}
	return false
}

// otherServerHas reports whether a server other than t's, and not of t's
// project, has a tool named name.
func OtherServerHas(reg *Registry, t *Tool, name string) bool {
	for _, o := range reg.ByName(name) {
		if o.Server != t.Server && !SameProject(t, o) {
			return true
		}
	}
	return false
}

// projectHas reports whether another server of t's project has a tool
// named name: the author's own tool, listed under another server name (a
// bundle manifest's display name beside the source's package name).
func projectHas(reg *Registry, t *Tool, name string) bool {
	for _, o := range reg.ByName(name) {
		if o.Server != t.Server && SameProject(t, o) {
			return true
		}
	}
	return false
}

// isToolShaped: snake_case, kebab-case, camelCase or dotted names that are
// not file names, hosts or versions.
func IsToolShaped(s string) bool {
	if strings.ContainsAny(s, "/@:") {
		return false
	}
	if k := strings.LastIndexByte(s, '.'); k >= 0 {
		if fileExtensions[s[k+1:]] {
			return false
		}
	}
	letters := 0
	for i := 0; i < len(s); i++ {
		if s[i] >= 'a' && s[i] <= 'z' {
			letters++
		}
	}
	return letters >= 4
}

// fileExtensions mark an identifier as a file name, not a tool.
var fileExtensions = map[string]bool{
	"json": true, "md": true, "txt": true, "yaml": true, "yml": true, "toml": true, "py": true,
	"js": true, "ts": true, "go": true, "csv": true, "xml": true, "html": true, "pdf": true,
	"png": true, "jpg": true, "log": true, "sh": true, "env": true, "pub": true, "db": true,
	"sql": true, "xlsx": true, "docx": true, "ini": true, "cfg": true, "conf": true, "lock": true,
	"com": true, "org": true, "net": true, "io": true, "dev": true, "ai": true, "gz": true, "zip": true,
}

// GlobPart: token t of text raw is written against a wildcard (a '*' or
// '?' right before or after it, no space between: list.*_reference,
// get_*): a part of a pattern that matches names, not a name.
func GlobPart(raw string, t *Token) bool {
	start, end := int(t.Start), int(t.End)
	if start < 0 || end > len(raw) || start > end {
		return false
	}
	return start > 0 && strings.IndexByte("*?", raw[start-1]) >= 0 || end < len(raw) && strings.IndexByte("*?", raw[end]) >= 0
}
