package reading

import (
	"maps"
	"slices"
	"strings"
)

const (
	EgressKind = "code-egress" // a secret sent away by code (secretFlowRule)
	RunKind    = "code-run"    // code fetched from outside and run (remoteRunRule)
)

var wsDefaultWord = NewWordSet("egress-default-word", false)

var egressSendCalls = NewNameList("names.egress-send-call")

var egressConnWrite = NewNameList("names.egress-conn-write")

var egressFetchCalls = NewNameList("names.egress-fetch-call")

var EgressRunCalls = NewNameList("names.egress-run-call")

var egressSecretWord = NewNameList("names.egress-secret-word")

var egressCredUse = NewNameList("names.egress-credential-use")

var egressSecretFile = NewNameList("names.egress-secret-file")

var codeStoreCalls = NewNameList("names.code-store-call")

var codeFunctionKeyword = NewNameList("names.code-function-keyword")

var codeResultKeyword = NewNameList("names.code-result-keyword")

// What a name holds (the bits of its taint).
const (
	holdSecret = 1 << iota // a secret, the environment, a credential file's contents
	holdInput              // what a hook is handed on standard input
	holdCode               // what an outside address serves
	holdOut                // an outside address or a connection to one
)

// codeFlows are the flows of code text (a script that is not shell)
// from a source to a sink, one hit per sink statement. hook: the code
// runs in a hook, and its standard input is the event.
func CodeFlows(text string, hook bool) []ShellHit {
	if !strings.Contains(text, "(") {
		return nil
	}
	EnsureRules()
	// The statements, read once for every reading of the code.
	var stmts []codeStmtRead
	for _, sp := range CodeSpans(text) {
		if st, ok := CodeStatement(text, sp[0], sp[1]); ok {
			direct, ven := directSources(text[sp[0]:sp[1]], st, hook)
			stmts = append(stmts, codeStmtRead{sp: sp, st: st, direct: direct, ven: ven})
		}
	}
	// The functions' parameters and results are read again until they
	// hold no more (at most codeFlowPasses readings): a function written
	// above its caller is read with what the caller hands it (ROOT/".env"
	// given to parse(path)), and a caller with what it returns.
	fn := codeFuncs{params: map[string][]string{}, held: map[string]int{}}
	var hits []ShellHit
	for range codeFlowPasses {
		before := maps.Clone(fn.held)
		hits = codeFlowPass(text, stmts, hook, &fn)
		if maps.Equal(before, fn.held) {
			break
		}
	}
	return hits
}

// codeStmtRead is one statement of code as every reading of it starts:
// its span, its parts, and what it holds by itself (directSources).
type codeStmtRead struct {
	sp     [2]int
	st     CodeStmt
	direct int
	ven    string
	// sendsSecret: the shell command the statement runs sends a secret
	// away (1) or not (2), read once; 0 before it is read.
	sendsSecret int8
}

// codeFlowPasses is the most readings of a code text: a value handed
// through this many calls (report(gather(names))) reaches its sink.
const codeFlowPasses = 4

// codeFuncs are what code's functions are known to take and give: each
// function's parameters by its name, and what a parameter is handed or
// a function returns (holdSecret ...), by name.
type codeFuncs struct {
	params map[string][]string
	held   map[string]int
}

// codeFlowPass reads the statements of code once, from what fn knows of
// its functions, and adds to fn what this reading learns of them.
func codeFlowPass(text string, stmts []codeStmtRead, hook bool, fn *codeFuncs) []ShellHit {
	var hits []ShellHit
	held := map[string]int{}
	for k, h := range fn.held {
		held[k] = h
	}
	vendor := map[string]string{} // a name holding a secret variable named for a service: the service
	saved := map[string]bool{}    // files an outside fetch saved
	cur := ""                     // the function whose body is read
	for i := range stmts {
		sp, st := stmts[i].sp, stmts[i].st
		s := text[sp[0]:sp[1]]
		name, params, head := funcHead(s, st)
		if head {
			cur = name
			fn.params[name] = params
		}
		direct, ven := stmts[i].direct, stmts[i].ven
		hold := direct
		for _, id := range idents(st) {
			if h := held[id]; h != 0 && id != st.Assigned {
				hold |= h &^ holdOut
				if vendor[id] != "" {
					ven = vendor[id]
				}
			}
		}
		out := outsideIn(s, st, held)
		fetches, sends, runs, writes := false, false, false, false
		for _, id := range st.Idents {
			fetches = fetches || egressFetchCalls.Has(id) || fetchCalls.Has(id) // PHP's too
			sends = sends || egressSendCalls.Has(id)
			runs = runs || EgressRunCalls.Has(id)
			writes = writes || egressConnWrite.Has(id)
		}
		from, to := sp[0]+len(s)-len(strings.TrimLeft(s, " \t")), sp[1]
		// A sink: a secret or the hook's input sent to an outside address.
		if out != "" && (sends || writes && connIn(st, held)) && hold&(holdSecret|holdInput) != 0 && carried(s, st, held, direct) {
			// A secret variable named for a service, sent to that
			// service's host, is used with it (RENDER_API_KEY to
			// api.render.com).
			if ven == "" || !strings.Contains(out, ven) {
				if hold&holdSecret != 0 {
					hits = append(hits, ShellHit{ID: SecretFlowRule, Kind: EgressKind, Span: Span{from, to}})
				} else {
					hits = append(hits, ShellHit{ID: HookFlowRule, Kind: "input-egress", Span: Span{from, to}})
				}
			}
		}
		// A sink: a shell command the code runs (os.system("curl ..."),
		// subprocess.run(["curl", ...]), execSync('curl ...')), read at
		// the shell's syntax: a credential file it sends away.
		if runs && (len(hits) == 0 || hits[len(hits)-1].Span.Start != from) {
			if stmts[i].sendsSecret == 0 {
				stmts[i].sendsSecret = 2
				if cmd := shellOfCall(st.Lits); cmd != "" && CommandSendsOut(cmd) {
					for _, h := range ShellFlow(cmd, hook) {
						if h.ID == SecretFlowRule {
							stmts[i].sendsSecret = 1
							break
						}
					}
				}
			}
			if stmts[i].sendsSecret == 1 {
				hits = append(hits, ShellHit{ID: SecretFlowRule, Kind: EgressKind, Span: Span{from, to}})
			}
		}
		// A sink: fetched code, or the file it was saved to, run.
		if runs && (hold&holdCode != 0 || fetches && out != "" || savedIn(st, saved)) {
			hits = append(hits, ShellHit{ID: RemoteRunRule, Kind: RunKind, Span: Span{from, to}})
		}
		if fetches && out != "" {
			hold |= holdCode
			for _, l := range st.Lits {
				if !strings.Contains(l, "://") && strings.ContainsAny(l, "/.") && PathPart(l) {
					saved[l] = true // urlretrieve(URL, '/tmp/p.py')
				}
			}
		}
		if out != "" && hold == 0 {
			hold = holdOut // a name bound to an address or a connection
		}
		for _, name := range Bound(st) {
			held[name] = hold
			vendor[name] = ven
		}
		// What is stored into a container (d[k] = v, d.update(v),
		// l.append(v)) is held by the container.
		// Only a secret or a hook's input is followed through containers
		// and functions: in a bundle's short names, fetched code handed
		// on by name would reach every call.
		carry := hold & (holdSecret | holdInput)
		if name := storedInto(s, st); name != "" && carry != 0 {
			held[name] |= carry
		}
		// What a function returns is held by its name (data = f()), and
		// what a call hands a function's parameters by theirs.
		if cur != "" && len(st.Idents) > 0 && (codeResultKeyword.Has(st.Idents[0]) || head && slices.ContainsFunc(st.Idents, codeResultKeyword.Has)) && carry != 0 {
			held[cur] |= carry
			fn.held[cur] |= carry
		}
		for k, name := range st.Idents {
			params, ok := fn.params[name]
			if !ok || slices.Contains(st.Idents[:k], name) {
				continue // not a function's name, or its calls read already
			}
			for i, arg := range callArgs(s, name) {
				h := 0
				ast, _ := CodeStatement(arg, 0, len(arg))
				for _, id := range idents(ast) {
					if id != name {
						h |= held[id] & (holdSecret | holdInput)
					}
				}
				if wholeEnv(arg) {
					h |= holdSecret
				}
				for _, l := range ast.Lits {
					if secretFileLit(l) {
						h |= holdSecret
					}
				}
				if h == 0 {
					continue
				}
				p := ""
				if kw, _, ok := strings.Cut(arg, "="); ok && slices.Contains(params, strings.TrimSpace(kw)) {
					p = strings.TrimSpace(kw)
				} else if i < len(params) {
					p = params[i]
				}
				if p != "" {
					fn.held[p] |= h
				}
			}
		}
	}
	return hits
}

// funcHead: statement st (text s) opens a function (def NAME(a, b):,
// function NAME(a, b) {: a keyword of names.code-function-keyword): its
// name and its parameters' names, the first name of each parameter. A
// statement that holds several functions (a minified bundle's line)
// opens none.
func funcHead(s string, st CodeStmt) (string, []string, bool) {
	ids := st.Idents
	for len(ids) > 2 && !codeFunctionKeyword.Has(ids[0]) && codeFunctionKeyword.Has(ids[1]) {
		ids = ids[1:] // async def, export function
	}
	if len(ids) < 2 || !codeFunctionKeyword.Has(ids[0]) || codeFunctionKeyword.Has(ids[1]) {
		return "", nil, false
	}
	if n := len(slices.DeleteFunc(slices.Clone(ids), func(id string) bool { return !codeFunctionKeyword.Has(id) })); n > 1 {
		return "", nil, false // many functions in one statement: a bundle's line
	}
	var params []string
	for _, a := range argsAt(s, wordsAt(s, ids[1])) {
		a = strings.TrimLeft(a, "*. ")
		k := 0
		for k < len(a) && identByte(a[k]) {
			k++
		}
		params = append(params, a[:k])
	}
	return ids[1], params, true
}

// storedInto is the container statement s (st) stores a value into: the
// name before a subscript or an attribute assigned (d[k] = v, o.x = v,
// d[k] += v), or the receiver of a method that stores its operands
// (names.code-store-call: d.update(v), l.append(v)); "" for none.
func storedInto(s string, st CodeStmt) string {
	t := strings.TrimLeft(s, " \t")
	i := 0
	for i < len(t) && identByte(t[i]) {
		i++
	}
	if i > 0 && i < len(t) && (t[i] == '[' || t[i] == '.') {
		name := t[:i]
		depth := 0
		for j := i; j < len(t); j++ {
			c := t[j]
			switch {
			case c == '[' || c == '(':
				depth++
			case c == ']' || c == ')':
				depth--
			case c == '\'' || c == '"' || c == '`':
				if k := strings.IndexByte(t[j+1:], c); k >= 0 {
					j += k + 1
				}
			case c == '=' && depth == 0:
				if j+1 < len(t) && (t[j+1] == '=' || t[j+1] == '>') || j > 0 && strings.ContainsRune("=!<>", rune(t[j-1])) {
					return ""
				}
				return name
			case depth == 0 && !(c == '.' || c == ' ' || c == '+' || c == '|' || identByte(c)):
				j = len(t)
			}
		}
	}
	for k := 0; k+1 < len(st.Idents); k++ {
		if codeStoreCalls.Has(st.Idents[k+1]) && strings.Contains(s, st.Idents[k]+"."+st.Idents[k+1]+"(") {
			return st.Idents[k]
		}
	}
	return ""
}

// callArgs are the texts of the arguments of the first call to function
// name in s (name(a, b=c)): not a method's (x.name()), not its own head.
func callArgs(s, name string) []string {
	var at []int
	for _, p := range wordsAt(s, name) {
		b := strings.TrimRight(s[:p], " \t")
		k := len(b)
		for k > 0 && identByte(b[k-1]) {
			k--
		}
		if p > 0 && s[p-1] == '.' || codeFunctionKeyword.Has(b[k:]) {
			continue // a method's call, or the function's own head
		}
		at = append(at, p)
	}
	return argsAt(s, at)
}

// argsAt are the texts of the arguments of the first call in s of a name
// at one of the offsets at, cut at the commas outside brackets and
// quotes; nil when no name there is called.
func argsAt(s string, at []int) []string {
	var out []string
	for _, p := range at {
		if out != nil {
			break
		}
		j := p
		for j < len(s) && identByte(s[j]) {
			j++
		}
		if j >= len(s) || s[j] != '(' {
			continue
		}
		depth, from := 0, j+1
		for k := j; k < len(s); k++ {
			c := s[k]
			switch {
			case c == '\'' || c == '"' || c == '`':
				if e := strings.IndexByte(s[k+1:], c); e >= 0 {
					k += e + 1
				}
			case c == '(' || c == '[' || c == '{':
				depth++
			case c == ')' || c == ']' || c == '}':
				depth--
				if depth == 0 {
					if a := strings.TrimSpace(s[from:k]); a != "" || out == nil {
						out = append(out, a)
					}
					k = len(s)
				}
			case c == ',' && depth == 1:
				out = append(out, strings.TrimSpace(s[from:k]))
				from = k + 1
			}
		}
	}
	return out
}

// shellOfCall is the shell command the literals of a call that runs a
// program spell: a command line written as one string (its literals
// joined as the code concatenates them), or an argument list (its
// literals joined by spaces, a literal that ends in "@" or "=" joined to
// the next: "@" + expanduser("~/.netrc") is @~/.netrc); "" when the
// literals name no program run with arguments.
func shellOfCall(lits []string) string {
	if len(lits) == 0 {
		return ""
	}
	if strings.ContainsAny(strings.TrimSpace(lits[0]), " \t") {
		return strings.Join(lits, "")
	}
	if len(lits) < 2 {
		return ""
	}
	var b strings.Builder
	for i, l := range lits {
		if i > 0 && !strings.HasSuffix(lits[i-1], "@") && !strings.HasSuffix(lits[i-1], "=") {
			b.WriteByte(' ')
		}
		b.WriteString(l)
	}
	return b.String()
}

// codeSpans cuts code into statements: at a line end or a semicolon
// outside parentheses, square brackets and quotes, so a call written
// over several lines is one statement; a comment (# or //, outside
// quotes) is skipped. Braces join lines only around a value (after
// "=", ":", ",", "(" or "[": a dictionary or an object written over
// several lines, payload = {...}); a function's or a block's body is
// many statements.
func CodeSpans(text string) [][2]int {
	var out [][2]int
	start, depth, lines := 0, 0, 0
	var quote byte
	var braces []bool // the braces open: true for a value's
	for i := 0; i < len(text); i++ {
		c := text[i]
		switch {
		case quote == 0 && c == '{':
			p := strings.TrimRight(text[start:i], " \t\n")
			v := p != "" && strings.ContainsRune("=:,([", rune(p[len(p)-1])) && !strings.HasSuffix(p, "=>")
			braces = append(braces, v)
			if v {
				depth++
			}
			continue
		case quote == 0 && c == '}' && len(braces) > 0:
			if braces[len(braces)-1] && depth > 0 {
				depth--
			}
			braces = braces[:len(braces)-1]
			continue
		case quote != 0:
			if c == '\\' {
				i++
			} else if c == quote || c == '\n' && quote != '`' {
				quote = 0
			}
			continue
		case c == '\'' || c == '"' || c == '`':
			quote = c
			continue
		case c == '#' || c == '/' && i+1 < len(text) && text[i+1] == '/':
			if i == 0 || text[i-1] == ' ' || text[i-1] == '\t' || text[i-1] == '\n' {
				if out, start = cut(out, start, i); true {
					for i < len(text) && text[i] != '\n' {
						i++
					}
					start = i + 1
				}
			}
			continue
		case c == '(' || c == '[':
			depth++
		case (c == ')' || c == ']') && depth > 0:
			depth--
		case (c == '\n' || c == ';') && depth == 0:
			out, _ = cut(out, start, i)
			start = i + 1
			lines = 0
		case c == ';' && i-start >= maxStmtBytes:
			// A bracket open over this many bytes is a bundle's
			// wrapper ("(function(){...})()" around a minified
			// module, one line): the statements of its bodies are
			// statements again, as the lines of one left open long.
			out, _ = cut(out, start, i)
			start, depth, lines = i+1, 0, 0
		case c == '\n':
			// A bracket left open this long is one the reader
			// misread (a regular expression, a template's nested
			// quotes): lines are statements again.
			if lines++; lines >= maxStmtLines {
				out, _ = cut(out, start, i)
				start, depth, lines = i+1, 0, 0
			}
		}
	}
	out, _ = cut(out, start, len(text))
	return out
}

// maxStmtLines is the most lines a statement written over several
// lines spans (a call with its arguments one a line).
const maxStmtLines = 12

// maxStmtBytes is the most bytes a statement holding a semicolon inside
// its brackets spans before the semicolon ends it (a call with a
// function's body among its arguments, written out).
const maxStmtBytes = 2 << 10

func cut(out [][2]int, from, to int) ([][2]int, int) {
	if from < to {
		out = append(out, [2]int{from, to})
	}
	return out, to
}

// directSources are what statement st (text s) holds by itself, and
// the service a secret variable it reads is named for.
func directSources(s string, st CodeStmt, hook bool) (int, string) {
	hold := 0
	ven := ""
	if wholeEnv(s) {
		hold |= holdSecret
	}
	if name := envNameRead(s, st); name != "" {
		parts := strings.Split(Lower(name), "_")
		secret := false
		for _, p := range parts {
			secret = secret || egressSecretWord.Has(p)
		}
		if secret && len(parts) > 1 {
			hold |= holdSecret
			if !egressSecretWord.Has(parts[0]) && len(parts[0]) >= 3 {
				ven = parts[0]
			}
		}
	}
	for _, l := range st.Lits {
		if secretFileLit(l) {
			hold |= holdSecret
		}
	}
	if hook {
		for _, m := range []string{"sys.stdin", "process.stdin", "readFileSync(0", "/dev/stdin", "transcript_path"} {
			if strings.Contains(s, m) {
				hold |= holdInput
			}
		}
	} else if strings.Contains(s, "transcript_path") {
		hold |= holdSecret // a conversation's transcript
	}
	return hold, ven
}

// wholeEnv: s hands over the environment whole (os.environ, process.env
// not indexed, not read for one name).
func wholeEnv(s string) bool {
	for _, m := range []string{"os.environ", "process.env"} {
		for i := range Occurrences(s, m) {
			j := i + len(m)
			if j < len(s) && (s[j] == '_' || s[j] >= 'a' && s[j] <= 'z' || s[j] >= 'A' && s[j] <= 'Z') {
				continue // process.envFoo
			}
			rest := s[j:]
			switch {
			case strings.HasPrefix(rest, "["), strings.HasPrefix(rest, ".get("), strings.HasPrefix(rest, ".setdefault("), strings.HasPrefix(rest, ".pop("):
				continue
			case m == "process.env" && strings.HasPrefix(rest, "."):
				continue
			}
			return true
		}
	}
	return false
}

// envNameRead is the name of the environment variable s reads by name
// (os.environ['X'], os.environ.get('X'), os.getenv('X'),
// process.env.X, process.env['X'], Deno.env.get('X')), "" for none.
func envNameRead(s string, st CodeStmt) string {
	for _, m := range []string{"environ[", "environ.get(", "getenv(", "env.get(", "process.env["} {
		if i := strings.Index(s, m); i >= 0 {
			r := strings.TrimLeft(s[i+len(m):], " ")
			if r != "" && (r[0] == '\'' || r[0] == '"') {
				if k := strings.IndexByte(r[1:], r[0]); k > 0 {
					return r[1 : 1+k]
				}
			}
		}
	}
	if i := strings.Index(s, "process.env."); i >= 0 {
		r := s[i+len("process.env."):]
		k := 0
		for k < len(r) && (r[k] == '_' || r[k] >= 'A' && r[k] <= 'Z' || r[k] >= 'a' && r[k] <= 'z' || r[k] >= '0' && r[k] <= '9') {
			k++
		}
		return r[:k]
	}
	return ""
}

// secretFileLit: literal l names a credential file or folder, or the
// agent's transcripts, as a path or a path's part; a blank template
// (.env.example) names none.
func secretFileLit(l string) bool {
	if l == "" || len(l) > 200 || strings.ContainsAny(l, " \n") || strings.Contains(l, "://") || credentialTemplateEnding.suffixOf(l) {
		return false
	}
	for _, item := range egressSecretFile.Items {
		if strings.Contains(item, "/") {
			if strings.Contains(l, item) {
				return true
			}
			continue
		}
		for _, seg := range strings.Split(l, "/") {
			if seg == item || item == ".env" && strings.HasPrefix(seg, ".env.") {
				return true
			}
		}
	}
	return false
}

// outsideIn is the host of an outside address statement st names: a
// literal URL whose host is written and is not local or reserved, a host
// literal given as a connection's host, or a name bound to one ("?" for
// a name, its host unknown here); "" for none.
func outsideIn(s string, st CodeStmt, held map[string]int) string {
	for _, l := range st.Lits {
		if i := strings.Index(l, "://"); i > 0 {
			h := addressHost(l[i:])
			if h != "" && !strings.ContainsAny(h, "{}$<>% ") && !reservedHost(h) {
				return Lower(h)
			}
		}
	}
	conn := false
	for _, id := range st.Idents {
		switch id {
		case "hostname", "host", "create_connection", "HTTPSConnection", "HTTPConnection", "connect":
			conn = true
		}
	}
	if conn {
		for _, l := range st.Lits {
			if hostLit(l) && !reservedHost(l) {
				return Lower(l)
			}
		}
	}
	for _, id := range st.Idents {
		if held[id]&holdOut != 0 && id != st.Assigned {
			return "?"
		}
	}
	return ""
}

// hostLit: literal l is a host name (labels of letters, digits and
// hyphens, a dot, a last label of letters).
func hostLit(l string) bool {
	dot := strings.LastIndexByte(l, '.')
	if dot <= 0 || dot == len(l)-1 || len(l) > 253 {
		return false
	}
	for _, r := range l {
		if !(r == '.' || r == '-' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
			return false
		}
	}
	for _, r := range l[dot+1:] {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') {
			return false
		}
	}
	return true
}

// connIn: st writes into a name bound to an outside connection.
func connIn(st CodeStmt, held map[string]int) bool {
	for i, id := range st.Idents {
		if held[id]&holdOut != 0 && i+1 < len(st.Idents) && egressConnWrite.Has(st.Idents[i+1]) {
			return true
		}
	}
	return false
}

// carried: a source of statement st (text s) stands in what it sends,
// not only in its credentials' place: the nearest word before it that
// names a place of a request (names.egress-credential-use, or a
// body's data, json, body, params) is not a credential's.
func carried(s string, st CodeStmt, held map[string]int, direct int) bool {
	low := Lower(s)
	var at []int
	for _, id := range idents(st) {
		if held[id]&(holdSecret|holdInput) != 0 && id != st.Assigned {
			for _, p := range namesAt(s, id) {
				if e := p + len(id); e+1 < len(s) && s[e] == '=' && s[e+1] != '=' {
					continue // a keyword argument's name (headers=headers), not its value
				}
				at = append(at, p)
			}
		}
	}
	if direct&(holdSecret|holdInput) != 0 {
		for _, m := range []string{"environ", "process.env", "getenv", "stdin", "readFileSync(0", "transcript_path"} {
			at = append(at, wordsAt(s, m)...)
		}
		for _, l := range st.Lits {
			if secretFileLit(l) {
				if i := strings.Index(s, l); i >= 0 {
					at = append(at, i)
				}
			}
		}
	}
	for _, p := range at {
		if !credPlace(low[:p]) {
			return true
		}
	}
	return false
}

// credPlace: the last place word of before (lower case) is a
// credential's (a header, auth).
func credPlace(before string) bool {
	best, cred := -1, false
	for _, w := range egressCredUse.Items {
		if i := strings.LastIndex(before, w); i > best {
			best, cred = i, true
		}
	}
	for _, w := range []string{"data", "json", "body", "params", "files", "content"} {
		if i := strings.LastIndex(before, w); i > best {
			best, cred = i, false
		}
	}
	return cred
}

// idents are the names statement st uses: its identifiers, and the
// first name of each slot of its literals (an f-string's {t}, a
// template's ${t}).
func idents(st CodeStmt) []string {
	out := st.Idents
	for _, l := range st.Lits {
		for i := strings.IndexByte(l, '{'); i >= 0; {
			j := i + 1
			for j < len(l) && (l[j] == ' ' || l[j] == '$') {
				j++
			}
			k := j
			for k < len(l) && identByte(l[k]) {
				k++
			}
			if k > j {
				if len(out) == len(st.Idents) {
					out = append([]string(nil), st.Idents...)
				}
				out = append(out, l[j:k])
			}
			n := strings.IndexByte(l[i+1:], '{')
			if n < 0 {
				break
			}
			i += 1 + n
		}
	}
	return out
}

// namesAt are the offsets in s of name n used as a name: outside
// quotes, or inside them as a slot's first name ({n}, ${n}).
func namesAt(s, n string) []int {
	var quoted []bool // quoted[i]: byte i of s is inside quotes
	var q byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		in := q != 0
		switch {
		case q != 0 && c == '\\':
			quoted = append(quoted, true)
			i++
		case q != 0 && c == q:
			q = 0
		case q == 0 && (c == '\'' || c == '"' || c == '`'):
			q = c
			in = true
		}
		for len(quoted) <= i {
			quoted = append(quoted, in)
		}
	}
	var out []int
	for _, p := range wordsAt(s, n) {
		if !quoted[p] || strings.HasSuffix(strings.TrimRight(s[:p], " $"), "{") {
			out = append(out, p)
		}
	}
	return out
}

// wordsAt are the offsets of w in s as a whole word.
func wordsAt(s, w string) []int {
	var out []int
	for j := range Occurrences(s, w) {
		off := j + len(w)
		if j > 0 && identByte(s[j-1]) || off < len(s) && identByte(s[off]) && identByte(w[len(w)-1]) {
			continue
		}
		out = append(out, j)
	}
	return out
}

func identByte(c byte) bool {
	return c == '_' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// savedIn: st names a file an outside fetch saved.
func savedIn(st CodeStmt, saved map[string]bool) bool {
	for _, l := range st.Lits {
		if saved[l] {
			return true
		}
	}
	return false
}

// bound are the names statement st binds: an assignment's, a with's
// "as NAME", a loop's "for NAME in".
func Bound(st CodeStmt) []string {
	var out []string
	if st.Assigned != "" {
		out = append(out, st.Assigned)
	}
	ids := st.Idents
	if len(ids) >= 3 && ids[0] == "for" && (ids[2] == "in" || ids[2] == "of") {
		out = append(out, ids[1])
	}
	if len(ids) >= 4 && ids[0] == "for" && (ids[1] == "const" || ids[1] == "let" || ids[1] == "var") && (ids[3] == "in" || ids[3] == "of") {
		out = append(out, ids[2]) // for (const x of ...)
	}
	if n := len(ids); n >= 2 && ids[n-2] == "as" {
		out = append(out, ids[n-1])
	}
	return out
}

// defaultValue: the address at token i follows a destination's
// preposition that a word of a default value governs, inside a
// parenthesis that documents a setting ("EC_BASE_URL (optional,
// defaults to https://...)"): the value a setting holds when unset, not
// where anything is sent. A sentence that states a default as its own
// claim ("the push remote now defaults to https://mirror...") is still a
// route: it is what a redirect says.
func defaultValue(a *Analysis, s Sent, i int) bool {
	k := destinationAt(a, s, i)
	if k <= s.From || !wsDefaultWord.Has(Lower(a.Tokens[k-1].Text(a))) {
		return false
	}
	for j := k - 2; j >= s.From; j-- {
		switch a.Tokens[j].Text(a) {
		case "(":
			return true
		case ")":
			return false
		}
	}
	return false
}
