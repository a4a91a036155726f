package reading

import (
	"net/netip"
	"path"
	"slices"
	"strings"
)

// The shell-syntax reading of a hook's command and of a shell script a
// skill or a hook runs: what flows where. The families of
// rules/shells.rules read a command's shape on one line; this reads the
// command as a shell does, into pipelines, lists, redirections, here-
// strings, here-documents, command and process substitutions and
// variables, and follows four kinds of data through them:
//
//   - input: what the agent hands a hook on standard input (the prompt,
//     a tool's input, the transcript's path), and what is read from it
//     ("$(cat)", "read -r x", "$(</dev/stdin)", "jq -r .prompt");
//   - secret: a credential file (the sensitive paths of sensitive.go) or
//     the environment dumped ("env", "printenv");
//   - files: the content of a file whose path came from the input, or of
//     the project's code (an archive, a diff);
//   - download: what a network client fetched.
//
// A command that sends to an address written in it (a URL, a host, a
// user@host: of the sender programs) what carries input, a secret or
// files is egress; an interpreter, a shell or eval given what was
// downloaded (on standard input, as its -c code, as the script file it
// runs, through <(...)) or a downloaded file run as a program is a
// download run. The programs, the flags whose value is sent and the
// flags that name an output file are word sets of rules/shells.rules
// (from the POSIX utilities and the curl, wget, nc and HTTPie manuals):
// the Go code holds the syntax and the flow, not the names.

type ShFlow uint8

const (
	FlowInput ShFlow = 1 << iota
	FlowSecret
	flowFiles
	flowDownload
	flowProjects // a loop's variable over the folders in the home (~/code/*/): every other project
	flowValue    // a secret's value read by its name or printed by a CLI (secret_value.go), its services in shState.vendors
)

// shWord is one word of a command: its text with quotes taken off
// (expansions kept as written), the variables it expands, the command
// substitutions in it and the process substitutions it is.
type ShWord struct {
	Lit     string
	Vars    []string
	Subs    []*ShScript // $(...) and `...`
	ProcIn  *ShScript   // <(...): read as a file
	ProcOut *ShScript   // >(...): written as a file
	quoted  bool
	Start   int
	End     int
}

type shRedir struct {
	Op     string // <, >, >>, <<<, <<, >&, <&
	fd     string // the descriptor written before op ("2" in 2>/dev/null, "&" in &>), "" for none
	target ShWord
	body   ShWord // a here-document's body
}

type ShCommand struct {
	Group   *ShScript // { ...; } or ( ... ): a list whose output is the command's
	assigns []shAssign
	Words   []ShWord
	Redirs  []shRedir
	Start   int
	End     int
	Text    string // the command as written
}

type shAssign struct {
	name string
	val  ShWord
}

// shPipeline is commands joined by |; a script is pipelines in order.
type shPipeline []*ShCommand

type ShScript struct {
	Pipes []shPipeline
}

// shParser reads a shell text. It never fails: what it cannot read is
// skipped a byte at a time.
type shParser struct {
	s     string
	i     int
	heres []*shRedir // here-documents whose body starts at the next line
	depth int
	// ticks counts the backquoted substitutions open: inside one, a
	// backquote closes it (a nested one is written \`), so it ends a
	// word rather than opening another.
	ticks int
}

func ParseShell(s string) *ShScript {
	p := &shParser{s: s}
	return p.list(0)
}

// list reads pipelines up to stop (0: the end; ')' or '`': a
// substitution's end).
func (p *shParser) list(stop byte) *ShScript {
	sc := &ShScript{}
	var pipe shPipeline
	var cmd *ShCommand
	flush := func() {
		if cmd != nil && (len(cmd.Words) > 0 || len(cmd.assigns) > 0 || len(cmd.Redirs) > 0 || cmd.Group != nil) {
			cmd.End = p.i
			cmd.Text = p.s[cmd.Start:p.i]
			pipe = append(pipe, cmd)
		}
		cmd = nil
	}
	endPipe := func() {
		flush()
		if len(pipe) > 0 {
			sc.Pipes = append(sc.Pipes, pipe)
		}
		pipe = nil
	}
	p.depth++
	defer func() { p.depth-- }()
	for p.i < len(p.s) {
		c := p.s[p.i]
		if stop != 0 && c == stop {
			p.i++
			break
		}
		switch {
		case c == ' ' || c == '\t' || c == '\r':
			p.i++
			continue
		case c == '\\' && p.i+1 < len(p.s) && p.s[p.i+1] == '\n':
			p.i += 2
			continue
		case c == '#' && (cmd == nil || len(cmd.Words) == 0 && len(cmd.assigns) == 0):
			for p.i < len(p.s) && p.s[p.i] != '\n' {
				p.i++
			}
			continue
		case c == '\n':
			p.i++
			endPipe()
			p.readHeres()
			continue
		case cmd == nil && (c == '{' && p.i+1 < len(p.s) && (p.s[p.i+1] == ' ' || p.s[p.i+1] == '\n') || c == '(' && !strings.HasPrefix(p.s[p.i:], "((")):
			// A group or a subshell: one command of its pipeline, its
			// output that of the commands inside.
			cmd = &ShCommand{Start: p.i}
			stop := byte('}')
			if c == '(' {
				stop = ')'
			}
			p.i++
			cmd.Group = p.sub(stop)
			continue
		case c == ';' || c == '&' && !strings.HasPrefix(p.s[p.i:], "&>") || c == '(' || c == ')' || c == '{' && (p.i+1 >= len(p.s) || p.s[p.i+1] == ' ' || p.s[p.i+1] == '\n') || c == '}' && cmd == nil:
			p.i++
			if c == '&' && p.i < len(p.s) && p.s[p.i] == '&' {
				p.i++
			}
			endPipe()
			continue
		case c == '|':
			p.i++
			if p.i < len(p.s) && p.s[p.i] == '|' {
				p.i++
				endPipe()
				continue
			}
			if p.i < len(p.s) && p.s[p.i] == '&' {
				p.i++
			}
			flush()
			continue
		}
		if cmd == nil {
			cmd = &ShCommand{Start: p.i}
		}
		if r, ok := p.redir(); ok {
			cmd.Redirs = append(cmd.Redirs, r)
			if r.Op == "<<" {
				cmd.Redirs[len(cmd.Redirs)-1].body = ShWord{}
				p.heres = append(p.heres, &cmd.Redirs[len(cmd.Redirs)-1])
			}
			continue
		}
		start := p.i
		w := p.word()
		if p.i == start {
			p.i++ // a byte no rule reads
			continue
		}
		if len(cmd.Words) == 0 {
			// NAME=value, the value quoted or not ("G="$HOME/x""); a
			// quoted name ("G=x") is a word.
			if k := strings.IndexByte(w.Lit, '='); k > 0 && ShName(w.Lit[:k]) && strings.HasPrefix(p.s[w.Start:], w.Lit[:k+1]) {
				val := w
				val.Lit = w.Lit[k+1:]
				cmd.assigns = append(cmd.assigns, shAssign{name: w.Lit[:k], val: val})
				continue
			}
		}
		cmd.Words = append(cmd.Words, w)
	}
	endPipe()
	return sc
}

// readHeres reads the bodies of the here-documents opened on the line
// just ended.
func (p *shParser) readHeres() {
	for _, r := range p.heres {
		delim := strings.Trim(r.target.Lit, `'"`)
		start := p.i
		for p.i < len(p.s) {
			end := strings.IndexByte(p.s[p.i:], '\n')
			line := p.s[p.i:]
			if end >= 0 {
				line = p.s[p.i : p.i+end]
			}
			if strings.TrimLeft(line, "\t") == delim {
				r.body = shWordOf(p.s[start:p.i], r.target.quoted)
				if end >= 0 {
					p.i += end + 1
				} else {
					p.i = len(p.s)
				}
				break
			}
			if end < 0 {
				r.body = shWordOf(p.s[start:], r.target.quoted)
				p.i = len(p.s)
				break
			}
			p.i += end + 1
		}
	}
	p.heres = p.heres[:0]
}

// shWordOf is a here-document's body as a word: its expansions, unless
// its delimiter was quoted.
func shWordOf(body string, quoted bool) ShWord {
	if quoted {
		return ShWord{Lit: body, quoted: true}
	}
	q := &shParser{s: `"` + strings.ReplaceAll(body, `"`, `\"`) + `"`}
	return q.word()
}

// redir reads a redirection at p.i, with its target.
func (p *shParser) redir() (shRedir, bool) {
	j := p.i
	for j < len(p.s) && p.s[j] >= '0' && p.s[j] <= '9' {
		j++
	}
	if j < len(p.s) && p.s[j] == '&' && j+1 < len(p.s) && p.s[j+1] == '>' {
		j++
	}
	fd := p.s[p.i:j]
	rest := p.s[j:]
	var op string
	switch {
	case strings.HasPrefix(rest, "<<<"):
		op = "<<<"
	case strings.HasPrefix(rest, "<<-"):
		op = "<<"
		j++
	case strings.HasPrefix(rest, "<<"):
		op = "<<"
	case strings.HasPrefix(rest, "<("), strings.HasPrefix(rest, ">("):
		return shRedir{}, false // a process substitution: a word
	case strings.HasPrefix(rest, ">>"):
		op = ">>"
	case strings.HasPrefix(rest, ">&"), strings.HasPrefix(rest, "<&"):
		op = rest[:2]
	case strings.HasPrefix(rest, ">|"):
		op = ">"
		j++
	case strings.HasPrefix(rest, ">"), strings.HasPrefix(rest, "<"):
		op = rest[:1]
	default:
		return shRedir{}, false
	}
	if j > p.i && p.s[p.i] != '&' && !(p.s[j-1] >= '0' && p.s[j-1] <= '9') {
		return shRedir{}, false
	}
	p.i = j + len(op)
	for p.i < len(p.s) && (p.s[p.i] == ' ' || p.s[p.i] == '\t') {
		p.i++
	}
	return shRedir{Op: op, fd: fd, target: p.word()}, true
}

// closeAt is the offset from p.i of the end of the construct that opens
// there with an opener of n bytes and closes with close: the offset just
// past close, or, where the text ends before one, the text's length from
// p.i (an unclosed "${" or "$((" runs to the end of the text). It is never
// less than n.
func (p *shParser) closeAt(n int, close string) int {
	if k := strings.Index(p.s[p.i+n:], close); k >= 0 {
		return n + k + len(close)
	}
	return len(p.s) - p.i
}

// word reads one word at p.i.
func (p *shParser) word() ShWord {
	w := ShWord{Start: p.i}
	var b strings.Builder
	if strings.HasPrefix(p.s[p.i:], "<(") || strings.HasPrefix(p.s[p.i:], ">(") {
		in := p.s[p.i] == '<'
		p.i += 2
		sub := p.sub(')')
		if in {
			w.ProcIn = sub
		} else {
			w.ProcOut = sub
		}
		w.Lit = "/dev/fd/63"
		w.End = p.i
		return w
	}
	dq := false
	for p.i < len(p.s) {
		c := p.s[p.i]
		if c == '`' && p.ticks > 0 {
			break // the substitution's end: "`cat ~/.ssh/id_rsa`"
		}
		if !dq && (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ';' || c == '|' || c == '&' || c == '<' || c == '>' || c == '(' || c == ')') {
			break
		}
		switch {
		case c == '\\' && p.i+1 < len(p.s):
			b.WriteByte(p.s[p.i+1])
			p.i += 2
		case c == '\'' && !dq:
			w.quoted = true
			k := strings.IndexByte(p.s[p.i+1:], '\'')
			if k < 0 {
				b.WriteString(p.s[p.i+1:])
				p.i = len(p.s)
			} else {
				b.WriteString(p.s[p.i+1 : p.i+1+k])
				p.i += k + 2
			}
		case c == '"':
			w.quoted = true
			dq = !dq
			p.i++
		case c == '`':
			p.i++
			p.ticks++
			w.Subs = append(w.Subs, p.sub('`'))
			p.ticks--
			b.WriteString("$()")
		case c == '$' && strings.HasPrefix(p.s[p.i:], "$(("):
			k := p.closeAt(3, "))")
			b.WriteString(p.s[p.i : p.i+k])
			p.i += k
		case c == '$' && strings.HasPrefix(p.s[p.i:], "$("):
			p.i += 2
			w.Subs = append(w.Subs, p.sub(')'))
			b.WriteString("$()")
		case c == '$' && strings.HasPrefix(p.s[p.i:], "${"):
			k := p.closeAt(2, "}")
			inner := strings.TrimSuffix(p.s[p.i+2:p.i+k], "}")
			n := 0
			for n < len(inner) && shNameByte(inner[n], n) {
				n++
			}
			w.Vars = append(w.Vars, inner[:n])
			b.WriteString("$" + inner[:n])
			p.i += k
		case c == '$' && p.i+1 < len(p.s) && shNameByte(p.s[p.i+1], 0):
			k := p.i + 1
			for k < len(p.s) && shNameByte(p.s[k], k-p.i-1) {
				k++
			}
			w.Vars = append(w.Vars, p.s[p.i+1:k])
			b.WriteString(p.s[p.i:k])
			p.i = k
		default:
			b.WriteByte(c)
			p.i++
		}
	}
	w.Lit = b.String()
	w.End = p.i
	return w
}

// sub reads a substitution's commands up to stop.
func (p *shParser) sub(stop byte) *ShScript {
	if p.depth > 8 {
		k := strings.IndexByte(p.s[p.i:], stop)
		if k < 0 {
			p.i = len(p.s)
		} else {
			p.i += k + 1
		}
		return &ShScript{}
	}
	return p.list(stop)
}

func ShName(s string) bool {
	for i := 0; i < len(s); i++ {
		if !shNameByte(s[i], i) {
			return false
		}
	}
	return s != ""
}

func shNameByte(c byte, i int) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || i > 0 && c >= '0' && c <= '9'
}

// shState is what the flow knows at a point of the script.
type ShState struct {
	Vars  map[string]ShFlow
	Files map[string]ShFlow
	Stdin ShFlow // the script's own standard input
	Hits  []ShellHit
	Depth int
	// piped is the text of the pipeline up to the command read, with
	// its here-documents' bodies: what a command that writes a file
	// may be writing (persisted).
	piped []string
	Hook  bool // the script runs in a hook (homePlant)
	// vendors are the services the secret values read so far are
	// named for (GITHUB_TOKEN: github; gh auth token: github).
	vendors []string
	NoValue bool  // read no secret's value (valueEgress)
	bulk    state // git's remotes and stagings
	// lits are the variables the script assigns a text with no command
	// in it (F=$HOME/.aws/credentials, U=https://...), by name: a word
	// that expands one reads as its text (expand), so a path or an
	// address held in a variable is read as written in place.
	lits map[string]string
	// each are a loop's words by its variable, as lits reads them
	// ("for f in ~/.bashrc ~/.zshrc"): a word that expands the variable
	// is each of them in turn (places).
	each map[string][]string
}

// ShellFlow reads text as a shell script and reports what it sends away
// or runs: input-egress (what a hook is handed), credential-exfiltration
// (a secret), files-egress (the project's files) to an address written
// in the command, and download-run (what was downloaded, run). hook:
// the script's standard input is what the agent hands a hook.
func ShellFlow(text string, hook bool) []ShellHit {
	EnsureRules()
	st := &ShState{Vars: map[string]ShFlow{}, Files: map[string]ShFlow{}}
	if hook {
		st.Stdin = FlowInput
		st.Hook = true
	}
	st.Run(ParseShell(text))
	return st.Hits
}

func (st *ShState) Run(sc *ShScript) ShFlow {
	var out ShFlow
	for _, pipe := range sc.Pipes {
		in := st.Stdin
		st.piped = st.piped[:0]
		for k, c := range pipe {
			st.piped = append(st.piped, c.Text)
			for i := range c.Redirs {
				st.piped = append(st.piped, c.Redirs[i].body.Lit)
			}
			o := st.command(c, in)
			if k == len(pipe)-1 {
				out |= o
			}
			in = o
		}
	}
	return out
}

// value is what a word's text carries: its variables' and substitutions'
// flows, a credential it names.
func (st *ShState) value(w *ShWord) ShFlow {
	var f ShFlow
	for _, v := range w.Vars {
		f |= st.Vars[v] | st.envSecret(v)
	}
	for _, s := range w.Subs {
		f |= st.subFlow(s)
	}
	if w.ProcIn != nil {
		f |= st.subFlow(w.ProcIn)
	}
	return f
}

// content is what reading the file a word names gives.
func (st *ShState) content(w *ShWord) ShFlow {
	f := st.Files[w.Lit]
	if v := st.value(w); v != 0 {
		f |= v | flowFiles // a file the input names: the user's file
	}
	if w.Lit == "-" || w.Lit == "/dev/stdin" {
		f |= st.Stdin
	}
	if SensitivePath(w.Lit) || SensitivePath(st.expand(w.Lit)) {
		f |= FlowSecret
	}
	return f | st.under(w.Lit)
}

// expand is lit with each variable the script assigned a text
// (st.lits) written as that text; the others ($HOME, a variable of the
// environment or one a command set) are kept as written.
func (st *ShState) expand(lit string) string {
	if len(st.lits) == 0 || !strings.Contains(lit, "$") {
		return lit
	}
	var b strings.Builder
	for i := 0; i < len(lit); {
		k := i + 1
		for lit[i] == '$' && k < len(lit) && shNameByte(lit[k], k-i-1) {
			k++
		}
		if v, ok := st.lits[lit[min(i+1, k):k]]; ok && lit[i] == '$' && k > i+1 {
			b.WriteString(v)
		} else {
			b.WriteString(lit[i:k])
		}
		i = k
	}
	return b.String()
}

func (st *ShState) subFlow(s *ShScript) ShFlow {
	if st.Depth > 8 {
		return 0
	}
	st.Depth++
	defer func() { st.Depth-- }()
	// $(<file): the file's content.
	if len(s.Pipes) == 1 && len(s.Pipes[0]) == 1 {
		c := s.Pipes[0][0]
		if len(c.Words) == 0 && len(c.Redirs) == 1 && c.Redirs[0].Op == "<" {
			return st.content(&c.Redirs[0].target)
		}
	}
	return st.Run(s)
}

// credentialTemplateEnding are the endings of a credential file's name
// that make it a public half or a blank template: the names record
// names.credential-template-ending (agent-reading.rules).
var credentialTemplateEnding = NewNameList("names.credential-template-ending")

// sensitivePath: a path to a credential (sensitive.go's locations).
func SensitivePath(p string) bool {
	if p == "" || strings.Contains(p, "://") || strings.ContainsAny(p, "=&?") {
		return false // an address, a form's fields or an assignment ("client_secret=${X}"), not a path
	}
	if credentialTemplateEnding.suffixOf(p) {
		return false // a public key, a credential file's blank template
	}
	if q := strings.TrimRight(p, "*"); q != p && q != "" && !strings.HasSuffix(q, "/") {
		p = q // a glob over a credential's name (.env*): the file and its kin
	}
	if sensitiveFileName(path.Base(p)) != "" {
		return true
	}
	q := strings.TrimPrefix(strings.TrimPrefix(p, "$HOME/"), "~/")
	if q != p {
		q = "~/" + q
	}
	for _, x := range []string{q, p, strings.TrimSuffix(q, "/") + "/"} {
		if SensitiveLocation(TokPath, x) != "" {
			return true // a folder of credentials too (~/.ssh)
		}
	}
	return false
}

func (st *ShState) command(c *ShCommand, stdin ShFlow) ShFlow {
	for i := range c.assigns {
		a := &c.assigns[i]
		st.Vars[a.name] = st.value(&a.val)
		delete(st.each, a.name)
		if st.lits == nil {
			st.lits = map[string]string{}
		}
		if len(a.val.Subs) == 0 && a.val.ProcIn == nil && a.val.ProcOut == nil {
			st.lits[a.name] = st.expand(a.val.Lit)
		} else {
			delete(st.lits, a.name)
		}
	}
	var outFiles []string
	for i := range c.Redirs {
		r := &c.Redirs[i]
		switch r.Op {
		case "<":
			stdin = st.content(&r.target)
		case "<<<":
			stdin = st.value(&r.target)
		case "<<":
			stdin = st.value(&r.body)
		case ">", ">>":
			if r.fd == "" || r.fd == "1" || r.fd == "&" {
				// Standard output written to a file; another
				// descriptor's (2>/dev/null) leaves it flowing on.
				outFiles = append(outFiles, r.target.Lit)
			}
		}
	}
	if c.Group != nil {
		save := st.Stdin
		st.Stdin = stdin
		out := st.subFlow(c.Group)
		st.Stdin = save
		for _, f := range outFiles {
			st.Files[f] |= out
		}
		if len(outFiles) > 0 {
			return 0
		}
		return out
	}
	words := c.Words
	// A compound command's reserved words (do, then, while ...) and a
	// loop's head (prose_flow.go).
	if words = st.compound(words); len(words) == 0 {
		return 0
	}
	// Wrappers that run the command after them.
	for len(words) > 0 {
		n := strings.ToLower(path.Base(words[0].Lit))
		if !wsShellWrapper.Has(n) {
			break
		}
		words = words[1:]
		for len(words) > 0 && (strings.HasPrefix(words[0].Lit, "-") || strings.Contains(words[0].Lit, "=") && !strings.Contains(words[0].Lit, "/")) {
			words = words[1:]
		}
	}
	if len(words) == 0 {
		if len(c.Words) > 0 && len(c.assigns) == 0 {
			return FlowSecret // env, printenv alone: the environment
		}
		return 0
	}
	prog := strings.ToLower(path.Base(words[0].Lit))
	args := words[1:]
	st.persisted(c, prog, args, outFiles)
	st.erased(c, prog, args, outFiles)
	if WsShellPackageRunner.Has(prog) && remotePackage(args) || hostContainer(prog, args) {
		st.hit(c, "remote-package") // a third party's image given the host too
	} else if st.Hook && floating(prog, args) {
		st.hit(c, FloatingKind)
	}
	if out, ok := ConceptReadings.HookFeed(st, c, prog, args, stdin, outFiles); ok {
		return out // xargs CMD: CMD run with the input as its operands
	}
	var out ShFlow
	switch {
	case wsShellEnvDump.Has(prog) && len(nonFlags(args)) == 0:
		out = FlowSecret
	case wsShellEnvDump.Has(prog) && namesSecretVar(args):
		out = FlowSecret // printenv AWS_SECRET_ACCESS_KEY: one secret's value
	case wsShellStdinReader.Has(prog):
		for _, a := range nonFlags(args) {
			st.Vars[a.Lit] = stdin
		}
		return 0
	case WsShellInterpreter.Has(prog):
		out = st.interpreter(c, prog, args, stdin)
	default:
		out = stdin
		if wsNoStdin.Has(prog) || response(prog) {
			out = 0 // prints its operands, never its input, or a response
		}
		for i := range args {
			a := &args[i]
			out |= st.value(a)
			if a.ProcIn != nil {
				out |= st.subFlow(a.ProcIn)
			}
			if !strings.HasPrefix(a.Lit, "-") && (SensitivePath(a.Lit) || SensitivePath(st.expand(a.Lit)) || st.Files[a.Lit] != 0 || st.under(a.Lit) != 0) {
				out |= st.content(a)
			}
			if a.ProcOut != nil {
				save := st.Stdin
				st.Stdin = out
				st.Run(a.ProcOut)
				st.Stdin = save
			}
		}
		if WsShellCodeDump.Has(prog) || packs(prog, args) {
			out |= flowFiles | ConceptReadings.WorkspacePacked(prog, args) // the workspace whole packed
			// The archive it writes: its first operand that is no
			// credential (tar -czf F ..., zip F ...).
			for _, a := range nonFlags(args) {
				if !SensitivePath(a.Lit) && a.ProcIn == nil && (strings.ContainsAny(a.Lit, "./") || namedByVar(a)) {
					st.Files[a.Lit] |= out
					break
				}
			}
		}
	}
	st.publish(c, prog, args, stdin) // gh gist create --public
	if WsShellSender.Has(prog) {
		st.sender(c, prog, args, stdin)
		out |= flowDownload
		if f := downloadFile(prog, args); f != "" {
			st.Files[f] |= flowDownload
			out &^= flowDownload
		}
	}
	// A program that is a downloaded file, or lies in a folder a
	// downloaded archive was unpacked into.
	if (strings.ContainsRune(words[0].Lit, '/') || strings.HasPrefix(words[0].Lit, "$")) && st.downloaded(words[0].Lit) {
		st.hit(c, "download-run")
	}
	st.unpacked(prog, args, stdin) // a download fed on the input, unpacked into a folder
	if prog == "tar" || prog == "unzip" {
		for i := range args {
			if st.Files[args[i].Lit]&flowDownload != 0 {
				dir := "."
				for k := range args {
					if (args[k].Lit == "-C" || args[k].Lit == "-d") && k+1 < len(args) {
						dir = args[k+1].Lit
					}
				}
				st.Files[strings.TrimSuffix(dir, "/")] |= flowDownload
			}
		}
	}
	out = st.secretPrinted(prog, args, out)
	out = output(prog, args, out) // secrets printed in bulk
	st.git(c, prog, args)
	st.assigned(prog, args)
	st.copied(prog, args)
	for _, f := range outFiles {
		st.Files[f] |= out
	}
	if len(outFiles) > 0 {
		return 0
	}
	return out
}

// places are the paths word lit (quotes off) may name: as written, with
// the variables the script assigned a text written as it (expand), and,
// where it expands a loop's variable, once for each of the loop's words
// ("for f in ~/.bashrc ~/.zshrc; do ... >> "$f""): a file written through
// a variable is the file the variable holds.
func (st *ShState) places(lit string) []string {
	out := []string{lit}
	if !strings.Contains(lit, "$") {
		return out
	}
	if e := st.expand(lit); e != lit {
		out = append(out, e)
	}
	for name, ws := range st.each {
		for _, ref := range []string{"$" + name, "${" + name + "}"} {
			i := strings.Index(lit, ref)
			if i < 0 || ref[1] != '{' && i+len(ref) < len(lit) && shNameByte(lit[i+len(ref)], 1) {
				continue
			}
			for _, w := range ws {
				out = append(out, st.expand(lit[:i]+w+lit[i+len(ref):]))
			}
		}
	}
	return out
}

// downloaded: file p, or a folder above it, holds what was downloaded.
func (st *ShState) downloaded(p string) bool {
	p = strings.TrimPrefix(p, "./")
	for q := p; ; {
		if st.Files[q]&flowDownload != 0 || st.Files["./"+q]&flowDownload != 0 {
			return true
		}
		d := path.Dir(q)
		if d == q || d == "/" {
			return false
		}
		q = d
	}
}

func nonFlags(ws []ShWord) []ShWord {
	var out []ShWord
	for _, w := range ws {
		if !strings.HasPrefix(w.Lit, "-") {
			out = append(out, w)
		}
	}
	return out
}

// interpreter: a shell, an interpreter, eval or source given what was
// downloaded.
func (st *ShState) interpreter(c *ShCommand, prog string, args []ShWord, stdin ShFlow) ShFlow {
	var code *ShWord
	script := -1
	for i := 0; i < len(args); i++ {
		a := args[i].Lit
		if wsShellCodeFlag.Has(Lower(a)) && i+1 < len(args) {
			code = &args[i+1]
			break
		}
		if !strings.HasPrefix(a, "-") || args[i].ProcIn != nil {
			script = i
			break
		}
	}
	var ran ShFlow
	switch {
	case prog == "eval":
		for i := range args {
			ran |= st.value(&args[i])
		}
	case code != nil:
		ran = st.value(code) | inlineRun(prog, code.Lit) // code that fetches code and runs it
		if WsShellShell.Has(prog) && code.quoted && len(code.Subs) == 0 && st.Depth < 8 {
			// sh -c '...': its own commands, found at this command.
			n := len(st.Hits)
			st.Depth++
			st.Run(ParseShell(code.Lit))
			st.Depth--
			for k := n; k < len(st.Hits); k++ {
				st.Hits[k].Span = Span{c.Start, c.End}
			}
		}
	case script >= 0:
		a := &args[script]
		ran = st.Files[a.Lit] | st.Files["./"+strings.TrimPrefix(a.Lit, "./")]
		if st.inDownload(a.Lit) {
			ran |= flowDownload // a script in a folder a download was unpacked into
		}
		if a.ProcIn != nil {
			ran |= st.subFlow(a.ProcIn)
		}
		if a.Lit == "-" || a.Lit == "/dev/stdin" {
			ran |= stdin
		}
	default:
		ran = stdin
	}
	if ran&flowDownload != 0 {
		st.hit(c, "download-run")
	}
	return 0
}

// sender: a network client; what it sends to an address written in it.
func (st *ShState) sender(c *ShCommand, prog string, args []ShWord, stdin ShFlow) {
	addr := false
	// held are the addresses the command names otherwise: one a
	// variable of the script holds, one without its scheme.
	var held []string
	var sent ShFlow
	if wsShellStreamSender.Has(prog) {
		sent |= stdin
	}
	items := requestItemClient.Has(prog)
	for i := range args {
		a := &args[i]
		x := st.expand(a.Lit)
		switch {
		case shAddress(a.Lit):
			addr = true
		case shAddress(x):
			held = append(held, x)
		case items && bareURL(x):
			held = append(held, "https://"+x)
		}
		if items && !strings.HasPrefix(a.Lit, "-") {
			if p, ok := requestItemFile(a.Lit); ok {
				fw := *a
				fw.Lit = p
				sent |= st.content(&fw) // f@FILE, k=@FILE, k:=@FILE, @FILE: the file's content sent
			}
		}
		if i == 0 || !WsShellHeaderFlag.Has(strings.ToLower(args[i-1].Lit)) && !ExfilAuthFlag.Has(args[i-1].Lit) {
			sent |= st.value(a) // a header's value is the client's own credential for the service
		}
		l := strings.ToLower(a.Lit)
		flag, _, eq := strings.Cut(l, "=")
		_, val, _ := strings.Cut(a.Lit, "=") // the value as written (a path's case kept)
		if !eq {
			flag = l
		}
		if !eq && len(flag) > 2 && flag[0] == '-' && flag[1] != '-' && wsShellSendFlag.Has(flag[:1]+flag[len(flag)-1:]) {
			flag = flag[:1] + flag[len(flag)-1:] // short options run together (-sF): the last takes the value
		}
		if wsShellSendFlag.Has(flag) {
			v := a
			if !eq && i+1 < len(args) {
				v = &args[i+1]
				val = v.Lit
			} else if !eq {
				continue
			}
			if val == "-" || val == "/dev/stdin" || strings.HasSuffix(val, "@-") || formStdin(flag, val) {
				sent |= stdin
			} else if k := strings.IndexByte(val, '@'); k >= 0 && (k == 0 || strings.HasPrefix(flag, "-f") || flag == "--form" || flag == "--data-urlencode") {
				fw := *v
				fw.Lit = val[k+1:]
				sent |= st.content(&fw)
			} else if uploadFileOption.Has(flag) {
				fw := *v
				fw.Lit = val
				sent |= st.content(&fw)
			}
		}
		if WsShellCopySender.Has(prog) && !strings.HasPrefix(a.Lit, "-") && !strings.Contains(a.Lit, ":") && !excludeValue(args, i) {
			sent |= st.content(a)
		}
	}
	sent = ConceptReadings.WorkspaceSent(prog, args, sent) // the workspace whole sent
	if addr && sent&FlowSecret == 0 && sent&flowValue != 0 && st.valueAway(args) {
		sent |= FlowSecret
	}
	if !addr && len(held) > 0 && sent&FlowSecret != 0 && CommandSendsOut(strings.Join(held, " ")+" "+c.Text) {
		// A secret sent to an address the command does not write as
		// one (a variable of the script holds it, or it has no scheme),
		// not the secret's own service: the hit says where (Via).
		st.Hits = append(st.Hits, ShellHit{ID: SecretFlowRule, Kind: "credential-exfiltration", Span: Span{c.Start, c.End}, Via: strings.Join(held, " ")})
		return
	}
	if !addr || sent&(FlowInput|FlowSecret|flowFiles) == 0 {
		return
	}
	switch {
	case sent&FlowSecret != 0:
		st.hit(c, "credential-exfiltration")
	case sent&FlowInput != 0:
		st.hit(c, "input-egress")
	default:
		st.hit(c, "files-egress")
	}
}

// shAddress: a word that is an address outside the machine written in the
// command: a URL, user@host:path, host:port or a host name, whose host is
// written (not only a variable's value).
func shAddress(lit string) bool {
	if strings.HasPrefix(lit, "-") || lit == "" {
		return false
	}
	h, scheme := withoutScheme(lit)
	if !scheme && strings.ContainsAny(h, "/=") && !strings.Contains(h, ":") {
		return false
	}
	// The written part of the host: after the last expansion (the
	// parser writes ${NAME} as $NAME).
	h = writtenPart(authorityHost(h), "$)")
	if !strings.ContainsRune(h, '.') || h[0] == '.' {
		return false
	}
	for i := 0; i < len(h); i++ {
		if c := h[i]; !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '-') {
			return false
		}
	}
	if ip, err := netip.ParseAddr(h); err == nil {
		return ip.Is4() && OutsideAddress("https://"+h) // an address written as an IP: its last number may be one digit
	}
	tld := h[strings.LastIndexByte(h, '.')+1:]
	if len(tld) < 2 || tld[0] >= '0' && tld[0] <= '9' && !strings.ContainsFunc(h, func(r rune) bool { return r >= 'a' && r <= 'z' }) && strings.Count(h, ".") != 3 {
		return false
	}
	return OutsideAddress("https://" + h)
}

// requestItemClient are the network clients that take request items
// after the URL and a URL without its scheme: the names record
// names.request-item-client.
var requestItemClient = NewNameList("names.request-item-client")

// requestItemFile is the file a request item sends (HTTPie's grammar:
// "field@FILE" a form's file, "field=@FILE" and "field:=@FILE" a field
// whose value is the file's text or JSON, "@FILE" the body), and
// whether lit is such an item. A header ("Name:value") or a query
// parameter ("name==value") sends no file.
func requestItemFile(lit string) (string, bool) {
	k := strings.IndexByte(lit, '@')
	if k < 0 || k == len(lit)-1 {
		return "", false
	}
	name := strings.TrimSuffix(strings.TrimSuffix(lit[:k], ":="), "=")
	if strings.ContainsAny(name, "/:=$") || strings.Contains(lit[:k], "==") {
		return "", false
	}
	return lit[k+1:], true
}

// bareURL: lit is a URL written without its scheme, as a request-item
// client takes it ("relay.example.org/u", "example.org:8080"): a host
// name shAddress would read, then a path or a port.
func bareURL(lit string) bool {
	if strings.Contains(lit, "://") || strings.HasPrefix(lit, "-") || strings.Contains(lit, "@") {
		return false
	}
	host, _, _ := strings.Cut(lit, "/")
	return strings.ContainsAny(lit, "/:") && host != "" && shAddress(host)
}

// downloadFile is the file a network client writes what it fetches to:
// an output flag's value, or (wget, curl -O) the URL's last segment.
func downloadFile(prog string, args []ShWord) string {
	for i := range args {
		l := args[i].Lit
		if strings.HasPrefix(l, "-") && !strings.HasPrefix(l, "--") && strings.HasSuffix(l, "O-") {
			return "" // wget -qO-: to standard output
		}
		flag, val, eq := strings.Cut(l, "=")
		if !eq {
			flag = l
		}
		if strings.HasPrefix(flag, "-") && !strings.HasPrefix(flag, "--") && len(flag) > 2 && strings.ContainsAny(flag[len(flag)-1:], "oO") {
			flag = "-" + flag[len(flag)-1:] // -qO, -sSLo
		}
		if !wsShellOutputFlag.Has(Lower(flag)) {
			continue
		}
		if !eq {
			if i+1 >= len(args) {
				return ""
			}
			val = args[i+1].Lit
		}
		if strings.Contains(val, "://") {
			return path.Base(val)
		}
		if val == "-" || val == "/dev/stdout" {
			return ""
		}
		return val
	}
	if wsShellFetchSaver.Has(prog) {
		// wget URL: the file is named as the URL's last segment.
		for _, a := range nonFlags(args) {
			if u, ok := strings.CutPrefix(a.Lit, "http"); ok && strings.Contains(u, "://") {
				u, _, _ = strings.Cut(u, "?")
				if b := path.Base(u); b != "" && !strings.Contains(b, ":") {
					return b
				}
			}
		}
	}
	return ""
}

// persisted: command c (program prog, operands args, writing outFiles
// by redirection) writes a place the agent or the shell reads again
// (rules/shells.rules: shell-persist-place, where any write is a rule
// or a job planted, and shell-persist-carrier, a shell profile, a git
// hook or a CI config, where what is written fetches or sends: it
// names an address or a network client), or hands a scheduler a job.
func (st *ShState) persisted(c *ShCommand, prog string, args []ShWord, outFiles []string) {
	targets := outFiles
	ops := nonFlags(args)
	switch {
	case wsShellWriteAll.Has(prog):
		for _, a := range ops {
			targets = append(targets, a.Lit)
		}
	case wsShellWriteLast.Has(prog) && len(ops) >= 2:
		targets = append(targets, ops[len(ops)-1].Lit)
	case wsShellEditInPlace.Has(prog) && len(ops) >= 2 && slices.ContainsFunc(args, func(w ShWord) bool { return strings.HasPrefix(w.Lit, "-i") }):
		targets = append(targets, ops[len(ops)-1].Lit)
	case WsShellScheduler.Has(prog) && (len(ops) > 0 || slices.ContainsFunc(args, func(w ShWord) bool { return w.Lit == "-" })):
		st.hit(c, "persistence") // crontab - , crontab FILE: a job installed
		return
	}
	for _, t := range targets {
		for _, p := range st.places(t) {
			switch PersistPlace(p) {
			case 1:
				st.hit(c, "persistence")
				st.Hits[len(st.Hits)-1].Via = p // the place written
				return
			case 2:
				if carriesNetwork(st.expand(strings.Join(st.piped, "\n"))) {
					st.hit(c, "persistence")
					st.Hits[len(st.Hits)-1].Via = p
					return
				}
			}
		}
	}
	st.homePlant(c, prog, ops) // a write only a hook's or a loop's makes lasting
}

// erased: command c deletes or empties a record of what was done (rules/
// shells.rules: shell-trace-place, the shells' history files, the
// agents' stored transcripts, git's reflog): a remover given it as an
// operand (rm, shred, find ... -delete), a redirection that truncates it
// ("> ~/.bash_history", ": > FILE"), or a program's own clearing of its
// record (history -c, git reflog expire: shell-trace-clear).
func (st *ShState) erased(c *ShCommand, prog string, args []ShWord, outFiles []string) {
	ops := nonFlags(args)
	for _, f := range outFiles {
		for _, p := range st.places(f) {
			if PlaceIn(p, wsShellTracePlace) {
				st.hit(c, "trace-erase")
				return
			}
		}
	}
	// find -delete bounded by age (-mtime +30) is retention: what is older
	// than a window goes, the recent record stays.
	aged := slices.ContainsFunc(args, func(w ShWord) bool { return wsShellAgeTest.Has(w.Lit) })
	if wsShellRemover.Has(prog) || prog == "find" && !aged && slices.ContainsFunc(args, func(w ShWord) bool { return w.Lit == "-delete" }) {
		for _, a := range ops {
			for _, p := range st.places(a.Lit) {
				if PlaceIn(p, wsShellTracePlace) {
					st.hit(c, "trace-erase")
					return
				}
			}
		}
	}
	// "history -c", "git reflog expire": the program and the words
	// after it as the record writes them, joined by "+".
	for _, e := range wsShellTraceClear.Words {
		if first, _, _ := strings.Cut(e, "+"); first != prog {
			continue
		}
		want := strings.Split(e, "+")
		if len(want)-1 > len(args) {
			continue
		}
		ok := true
		for k, w := range want[1:] {
			ok = ok && strings.ToLower(args[k].Lit) == w
		}
		if ok {
			st.hit(c, "trace-erase")
			return
		}
	}
}

// uploadFileOption are the options of a network client whose value is a
// file it sends whole: the names record names.upload-file-option.
var uploadFileOption = NewNameList("names.upload-file-option")

// homeVariable are the spellings of the user's home folder by its
// variable, lower-cased, which a place is read as ~/: the names record
// names.home-variable.
var HomeVariable = NewNameList("names.home-variable")

// placeIn: path p (a command's operand, quotes off) is one of the
// places of ws, as persistPlace reads them; a folder of ws is also named
// by its own path without the closing "/".
func PlaceIn(p string, ws *NamedWords) bool {
	return placeOf(homePath(p), ws, true)
}

// persistPlace: 1 when path p is a place of shell-persist-place, 2 of
// shell-persist-carrier, 0 otherwise. A place ending in "/" is a folder
// (what lies in it counts); one starting with "~/" or "/" is read from
// there, any other is a path's tail (".git/hooks/", ".github/workflows/").
func PersistPlace(p string) int {
	p = homePath(p)
	for k, ws := range []*NamedWords{wsShellPersistPlace, WsShellPersistCarrier} {
		if placeOf(p, ws, false) {
			return k + 1
		}
	}
	if JobPlace(p) {
		return 1
	}
	return 0
}

// JobPlace: path p is a place of shell-job-place, where a scheduler or
// a service manager finds a job it runs again.
func JobPlace(p string) bool {
	return placeOf(homePath(p), wsShellJobPlace, false)
}

// homePath is path p in lower case without its quotes, a home variable
// it starts with written "~" ($HOME/.bashrc: ~/.bashrc).
func homePath(p string) string {
	p = strings.ToLower(strings.Trim(p, `"'`))
	for _, h := range HomeVariable.Items {
		if rest, ok := strings.CutPrefix(p, h); ok {
			p = "~/" + rest
		}
	}
	return p
}

// placeOf: path p (homePath) is one of the places of ws (persistPlace
// says how a place is read); with folderItself, a folder's path without
// its closing "/" is the folder too.
func placeOf(p string, ws *NamedWords, folderItself bool) bool {
	for _, e := range ws.Words {
		anchored := strings.HasPrefix(e, "~/") || strings.HasPrefix(e, "/")
		var ok bool
		switch {
		case strings.HasSuffix(e, "/"):
			i := strings.Index(p, e)
			ok = i == 0 || i > 0 && !anchored && p[i-1] == '/' || !anchored && strings.HasPrefix(p, e) || folderItself && p+"/" == e
		case anchored:
			ok = p == e
		default:
			ok = p == e || strings.HasSuffix(p, "/"+e)
		}
		if ok {
			return true
		}
	}
	return false
}

// carriesNetwork: text (what a command writes) names an address outside
// the machine or a network client (shell-sender).
func carriesNetwork(text string) bool {
	for _, f := range strings.FieldsFunc(text, func(r rune) bool {
		return r == ' ' || r == '\t' || r == '\n' || r == '\'' || r == '"' || r == '|' || r == ';' || r == '(' || r == ')' || r == '`' || r == '='
	}) {
		if strings.Contains(f, "://") && OutsideAddress(f) || WsShellSender.Has(Lower(f)) && f != "host" {
			return true
		}
	}
	return false
}

// remotePackage: a package runner's or installer's operand is a package
// fetched from an address, not from its registry, and not pinned to a
// commit or a version: a git URL (git+https://..., github:owner/repo,
// git@host:...), or a URL of an archive or a script; also as the value of
// a flag that names the source (shell-package-source-flag: --from, --git).
func remotePackage(args []ShWord) bool {
	for i := range args {
		l := strings.ToLower(args[i].Lit)
		if flag, val, ok := strings.Cut(l, "="); ok && strings.HasPrefix(flag, "-") {
			if !wsShellPackageSourceFlag.Has(flag) {
				continue
			}
			l = val
		} else if strings.HasPrefix(l, "-") {
			continue
		} else if i > 0 && strings.HasPrefix(args[i-1].Lit, "--") && !strings.Contains(args[i-1].Lit, "=") && !wsShellPackageSourceFlag.Has(strings.ToLower(args[i-1].Lit)) && !packageFileURL(l) && !gitSource(l) {
			continue // another flag's value (--index-url https://...); an archive's URL or a git source after a switch (npx --yes URL.tgz, pip install --upgrade git+https://...) is the package
		}
		if remoteSource(l) && !pinnedSource(l) {
			return true
		}
	}
	return false
}

// remoteSource: operand l (lower case) names a package by an address:
// a git source (shell-remote-source: git+, github:, git@, ...), or an
// http(s) URL whose path ends in .git or in an archive or a script.
func remoteSource(l string) bool {
	for _, pre := range wsShellRemoteSource.Words {
		if strings.HasPrefix(l, pre) {
			return true
		}
	}
	rest, ok := strings.CutPrefix(l, "https://")
	if !ok {
		rest, ok = strings.CutPrefix(l, "http://")
	}
	if !ok || !OutsideAddress("https://"+rest) {
		return false
	}
	rest, _, _ = strings.Cut(rest, "?")
	rest, _, _ = strings.Cut(rest, "#")
	if !strings.Contains(rest, "/") {
		return false
	}
	ext := path.Ext(rest)
	if strings.HasSuffix(rest, ".tar.gz") {
		ext = ".tar.gz"
	}
	return wsShellPackageFile.Has(ext)
}

// pinnedSource: a git source pinned to a commit (@ or # and seven hex
// digits or more) or to a version tag (@v1.2.3).
func pinnedSource(l string) bool {
	k := strings.LastIndexAny(l, "@#")
	if k < 0 || k < strings.LastIndexByte(l, '/') && l[k] == '@' {
		return false
	}
	ref := strings.TrimPrefix(l[k+1:], "v")
	if ref == "" {
		return false
	}
	hex, ver := len(ref) >= 7, ref[0] >= '0' && ref[0] <= '9' && strings.Contains(ref, ".")
	for i := 0; i < len(ref); i++ {
		c := ref[i]
		hex = hex && (c >= '0' && c <= '9' || c >= 'a' && c <= 'f')
		ver = ver && (c >= '0' && c <= '9' || c == '.')
	}
	return hex || ver
}

func (st *ShState) hit(c *ShCommand, kind string) {
	st.Hits = append(st.Hits, ShellHit{ID: "shell.flow-" + kind, Kind: kind, Span: Span{c.Start, c.End}})
}
