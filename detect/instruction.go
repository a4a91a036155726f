package detect

import (
	"bytes"
	"path"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"unicode"
	"unicode/utf8"

	"github.com/mcp-lint/mcp-lint/detect/internal/text"
)

// The policy of the instruction kinds (IsInstructionKind): skills, plugin
// commands and agents, rules files, plugin listings and the scripts a
// skill runs. Their texts are orders to the agent by design ("always run
// the tests", "never commit secrets", "use this skill when ..."), so the
// shape of an order counts for nothing there: what counts is what is
// asked. The concepts (corpus/blind/brief/CONCEPTS-AGENT.txt):
//
//   - exfiltration: secrets, files or the conversation sent to an outside
//     address (the exfil family; directive.demand's exfil, harvest,
//     context and personal routed to an outside sink);
//   - remote execution: a download run through a shell or an interpreter
//     (the shell commands of remoteShellKinds; directive.demand's execute
//     only when the program is fetched from an address);
//   - approval bypass: confirmations turned off or consent claimed
//     (noconfirm, consent, authority: "the user already consented",
//     "pre-approved", "the guardrail is disabled"; directive.demand's
//     approve);
//   - concealment (secrecy; directive.demand's conceal);
//   - persistence: rules planted to outlive the task (run-command: a
//     shell profile, a crontab; trigger and sleeper; directive.demand's
//     persist, which reads a rule written where the agent reads it
//     again);
//   - hijack: another tool, skill or command taken over (promote's
//     "deprecated", "use only this"; rules/agent.rules' takeover;
//     directive.demand's hijack);
//   - hidden instructions: an HTML comment (the computed markup cue),
//     invisible Unicode and encoded payloads (the hard tier, unchanged).
//
// What only says that an order is given is left out: the families of
// coercion ("you MUST"), section tags and wrappers, the order to call a
// tool first (order, preamble), overrides (a rules file's own rules
// take precedence, "the user's instructions override this"; what an
// override asks for is read by the families above), references to
// other tools and their
// parameters (cross-tool, fixed-arguments, foreign-workflow,
// foreign-parameter, context, no-own-inputs, tamper: setting a
// parameter is what usage notes do), downplay, destructive commands
// (a concept of no list above), scope and session (a rules file applies
// to every session by design: persistence is what writes itself
// somewhere to be read again), and tag-shaped markup (Markdown and HTML
// are these files' own format: a tag is shown, not hidden). Borrowed
// authority and a claim to speak for the user are no demand of
// directive.demand here: a rules file speaks for its maintainers.

// instructionFamilies are the directive.imperative families that count
// on an instruction kind. A family not listed weighs nothing there.
var instructionFamilies = map[string]bool{
	"exfil": true, "harvest": true, "secret-access": true,
	famShell: true, "arbitrary-exec": true,
	"noconfirm": true, "consent": true, "authority": true,
	"secrecy":     true,
	"run-command": true, "trigger": true, "sleeper": true,
	"promote":  true,
	famComment: true,
	"settings": true, "planted": true, "writes": true, "takeover": true, "concealed": true,
}

// instructionOnlyFamilies are the families of rules/agent.rules: read
// only on an instruction kind.
var instructionOnlyFamilies = map[string]bool{"settings": true, "planted": true, "writes": true, "takeover": true, "concealed": true}

// HookClientPrefix starts the Client of a hook's launch config
// ("hook:PreToolUse"): discovery reads each hook command as a launch
// config, and config.shell reads it with the hooks' shell families too.
const HookClientPrefix = "hook:"

// ExamplesField is the field of an instruction kind that holds the
// blocks its text presents as examples (Markdown fenced code introduced
// as one: ExampleLead). The hard tier reads it; the checks of what a
// text asks do not: an attack quoted in a security guide is not asked.
const ExamplesField = "examples"

// CodeField is the field of an instruction kind that holds the rest of
// its fenced code: commands shown for the reader to copy, which the agent
// reads too. A download run through a shell there weighs codeShellWeight:
// an installer's documented one-liner is what honest skills and rules
// files show ("curl -LsSf https://astral.sh/uv/install.sh | sh"), and it
// counts with another cue of the same block (secrecy, a secret sent out,
// settings turned off); told in prose, it counts alone.
const CodeField = "code"

// RunField is the field of an instruction kind that holds the fenced
// code its prose tells the agent to run (RunLead: "Before the first
// build, run:"): what runs there counts as told in prose, whole, unless
// it is the project's own installer (ownInstaller), and a shell block is
// read at the shell's syntax too (ShellFlow).
const RunField = "run"

// RunLead reports whether lead, the prose that introduces a fenced code
// block, tells the agent to run what follows: it ends with a colon (or a
// full-width one), a verb of running (the demand vocabulary's execute
// class, or a lexicon's in another language) stands in its last
// sentence, and no negation stands there, nor a person before that verb
// ("tell the user to install it:", "never run:" are not the agent's
// orders to run). What an earlier sentence says ("The helper is not on
// npm. Install it with:") and a person the run is for ("Run this as the
// current user:") leave the order as it is (runLeadSentence).
func RunLead(lead string) bool {
	lead = strings.TrimSpace(lead)
	if !strings.HasSuffix(strings.TrimRight(lead, "*_ "), ":") && !strings.HasSuffix(lead, "：") {
		return false
	}
	a := Analyze(lead)
	if a == nil || len(a.Sents) == 0 {
		return false
	}
	s := a.Sents[len(a.Sents)-1]
	if prec24LeadNamesPractice(a, s) {
		return false // a label: "Piping a download into an interpreter:" (prec24.go)
	}
	if runLeadWhole(a, 0, len(a.Tokens), false) && !prec24LeadNamesPractice(a, Sent{From: 0, To: len(a.Tokens)}) {
		return true
	}
	if sl := sentenceLang(a, s); sl.english <= 0 && sl.lang != "" {
		return runLeadLang(readLang(lead, a, s, sl.lang))
	}
	return runLeadWhole(a, s.From, s.To, true)
}

// runLeadWhole: tokens from..to of a lead hold a verb of running and no
// negation or person; with after, a person after that verb is the one
// the run is for ("Run this as the current user:"), not the one told.
func runLeadWhole(a *Analysis, from, to int, after bool) bool {
	run := false
	for i := from; i < to; i++ {
		t := &a.Tokens[i]
		c := demandOf(a, t)
		if c&dNegation != 0 || prohibition[t.Text(a)] || c&dPerson != 0 && !(after && run) {
			return false
		}
		if c&dExecute != 0 {
			run = true
		}
	}
	return run
}

// runLeadLang is RunLead in another language: a verb of running, not
// negated, not in a condition, with no user named before it ("Antes de compilar, execute
// sempre no PowerShell:", "首次使用前，先安装清洗引擎：").
func runLeadLang(f langFacts) bool {
	if f.has(lset(lNegator, lProhibitive)) || f.has(lConditional) && !lang25CaseBounds(&f) {
		return false // a prohibition, or a case ("プラグインとしてインストールした場合：")
	}
	for i := range f.hits {
		h := &f.hits[i]
		if h.cls.has(lUser) {
			return false
		}
		if h.cls.has(lExecute) {
			return true
		}
	}
	return false
}

// runField: field f of an instruction kind is a block it tells the
// agent to run.
func runField(v *ToolView, f *Field) bool {
	p := v.PathOf(f)
	return p == RunField || strings.HasPrefix(p, RunField+"[")
}

// runShellHits are the dangerous commands of a block the text tells the
// agent to run: those of its prose (ShellHits), and, in a shell block
// (its fence names a shell, or none), what its commands send away or run
// read at the shell's syntax.
func runShellHits(v *ToolView, i int) []ShellHit {
	text := v.fields[i].Text
	hits := withFetchedRun(v.ShellHits(i), text)
	info, _, _ := strings.Cut(strings.TrimLeft(text, "`~ "), "\n")
	info = strings.ToLower(strings.TrimSpace(info))
	var flow []ShellHit
	if info != "" && !wsShellShell.has(info) && !wsD27ShellFence.has(info) {
		// Another language's block: what the same block shown as
		// documentation is read for (proseFlow), no less.
		flow = proseFlow(text, true)
	} else {
		flow = ShellFlow(blankFences(text), false)
	}
	if len(flow) == 0 {
		return hits
	}
	out := append(slices.Clip(hits), flow...)
	slices.SortStableFunc(out, func(a, b ShellHit) int { return a.Span.Start - b.Span.Start })
	return out
}

// withFetchedRun is hits with the code an instruction kind's text shows
// fetching and running itself (shell.fetched-code-run: python -c
// "exec(urlopen(URL).read())", node -e "fetch(URL)...eval"), which the
// plain-text scan leaves to scripts and hooks: told to the agent, it is
// code fetched and run; and with the agent's confirmations switched off
// in its settings (shell.approval-settings, kind approval-off) and with
// hooks or schedules installed for every repository (shell.global-plant),
// which only agent files are read for.
func withFetchedRun(hits []ShellHit, text string) []ShellHit {
	var more []ShellHit
	for _, h := range findHookShell(text) {
		if h.Kind == "approval-off" || h.Kind == "plant" {
			// Advice that forbids the setting ("never set ...") does not
			// set it, and a hooks path or template pointed at the null
			// device (/dev/null, NUL) or at nothing switches hooks off.
			if lineNegated(text, h.Span.Start) || h.Kind == "plant" && nullTarget(text, h.Span.End) {
				continue
			}
			more = append(more, h) // the agent's settings written, a hook planted (agent.rules)
			continue
		}
		if h.ID == "shell.fetched-code-run" {
			// The command that runs the code starts the code span or
			// the line it stands in (python3 -c "...exec(...)").
			k := strings.LastIndexAny(text[:h.Span.Start], "`\n") + 1
			for k < h.Span.Start && text[k] == ' ' {
				k++
			}
			h.Span.Start = k
			more = append(more, h)
		}
	}
	if len(more) == 0 {
		return hits
	}
	out := append(slices.Clip(hits), more...)
	slices.SortStableFunc(out, func(a, b ShellHit) int { return a.Span.Start - b.Span.Start })
	return out
}

// proseFlow is what the shell commands an instruction kind writes in its
// prose or in a block of documentation send away, read at the shell's
// syntax (ShellFlow): a credential (a credential file, the environment
// dumped) sent to an address written in the command. In prose the
// commands are its code spans and the lines that open with a network
// client's name; in a block (code), the block whole. Only the secret
// sent counts here: a project's files or a build uploaded is what a
// deploy or a share step does, and is judged by what the prose asks.
func proseFlow(text string, code bool) []ShellHit {
	if code {
		b := blankFences(text)
		return proseFlowHits(b, ShellFlow(b, false))
	}
	var out []ShellHit
	for off := 0; off < len(text); {
		end := strings.IndexByte(text[off:], '\n')
		if end < 0 {
			end = len(text) - off
		}
		line := text[off : off+end]
		if strings.IndexByte(line, '`') >= 0 {
			proseCodeSpans(line, func(n, e int) {
				for _, h := range proseFlowHits(line[n:e], cred26ProseShell(text, off+n, line[n:e])) {
					// The span whole: the command line the prose gives,
					// whose position in its sentence is the span's.
					h.Span = Span{off + n, off + e}
					out = append(out, h)
				}
			})
		} else if t := strings.TrimLeft(line, " \t0123456789.-*+>"); t != "" {
			w, _, _ := strings.Cut(t, " ")
			if wsShellSender.has(strings.ToLower(w)) || wsShellPackageRunner.has(strings.ToLower(w)) {
				at := off + len(line) - len(t)
				cmd := continuedLines24(text, at, t)
				for _, h := range proseFlowHits(cmd, ShellFlow(cmd, false)) {
					h.Span = Span{at, at + len(t)}
					out = append(out, h)
				}
			}
		}
		off += end + 1
	}
	return append(out, bulk29Joined(text, out)...) // commands read as one script (bulk29.go)
}

// proseCodeSpans calls yield with the bounds [start, end) of each inline
// code span of line whose lead does not forbid it ("never run `...`": a
// prohibition, in English or a lexicon's language), in order.
func proseCodeSpans(line string, yield func(start, end int)) {
	for k := 0; k < len(line); {
		o := strings.IndexByte(line[k:], '`')
		if o < 0 {
			return
		}
		o += k
		n := o
		for n < len(line) && line[n] == '`' {
			n++
		}
		c := strings.Index(line[n:], line[o:n])
		if c < 0 {
			return
		}
		if w, clause := negationWindow(line[:o]); !lineNegated(w, len(w)) && !langNegated(clause) {
			yield(n, n+c)
		}
		k = n + c + (n - o)
	}
}

// secretFlowRule is the rule of a credential sent to an address written
// in a command, read at the shell's syntax (ShellFlow). In an instruction
// kind's prose, a block it tells the agent to run, or a block it shows,
// such a command is two concepts agreeing, a secret and a sink the agent
// is handed, and its finding is medium on its own (directive.go raises it to medium at least):
// an honest skill calls its own API with a token from a variable, which
// ShellFlow does not read as a secret; it does not ship a credential
// file or the environment.
const secretFlowRule = "shell.flow-credential-exfiltration"

// secretFlow is hits' credentials sent away, moved by at, in text: a
// command whose every address is a reserved or private host
// (reservedHost: a guide's https://attacker.example) sends nowhere.
func secretFlow(text string, hits []ShellHit, at int) []ShellHit {
	var out []ShellHit
	for _, h := range hits {
		if h.Kind == "credential-exfiltration" && commandSendsOut(text[h.Span.Start:h.Span.End]) {
			h.Span.Start += at
			h.Span.End += at
			out = append(out, h)
		}
	}
	return out
}

// commandSendsOut: command holds a word that is an address (shAddress)
// whose host is not reserved or private, nor the service a credential
// folder the command reads belongs to (ownServiceFolders).
func commandSendsOut(command string) bool {
	var own map[string]bool
	for _, w := range strings.FieldsFunc(command, func(r rune) bool { return r == ' ' || r == '"' || r == '\'' || r == '\n' || r == '\t' }) {
		if i := strings.LastIndexByte(w, ')'); i >= 0 && !strings.Contains(w, "://") {
			w = strings.TrimLeft(w[i+1:], ".") // $(...).host: the host written after the expansion
		}
		if !shAddress(w) {
			continue
		}
		h := w
		if i := strings.Index(h, "://"); i >= 0 {
			h = h[i+3:]
		}
		if i := strings.IndexAny(h, "/?#"); i >= 0 {
			h = h[:i]
		}
		h = addressHost(h)
		if i := strings.LastIndexAny(h, "$)"); i >= 0 {
			h = strings.TrimLeft(h[i+1:], ".")
		}
		if reservedHost(h) {
			continue
		}
		if own == nil {
			own = ownServiceFolders(command)
		}
		if !ownServiceHost(own, h) {
			return true
		}
	}
	return false
}

// ownServiceFolders are the folders of the paths command reads, neither
// the first nor the file and not hidden ones: acme of ~/.config/acme/token.
func ownServiceFolders(command string) map[string]bool {
	folders := map[string]bool{}
	for _, w := range strings.FieldsFunc(command, func(r rune) bool {
		return r == ' ' || r == '"' || r == '\'' || r == '\n' || r == '\t' || r == '(' || r == ')'
	}) {
		if strings.Contains(w, "://") || !strings.Contains(w, "/") {
			continue
		}
		parts := strings.Split(strings.ToLower(w), "/")
		for _, seg := range parts[1 : len(parts)-1] {
			if seg != "" && !strings.HasPrefix(seg, ".") {
				folders[seg] = true
			}
		}
	}
	return folders
}

// ownServiceHost: a label of host h (four letters or more) is one of
// the command's credential folders (ownServiceFolders: the token of
// ~/.config/acme/token sent to api.acme.com): the credential goes to the
// service it belongs to, which is how a skill calls its own API, not a
// send away.
func ownServiceHost(folders map[string]bool, h string) bool {
	for _, label := range strings.FieldsFunc(strings.ToLower(h), func(r rune) bool { return r == '.' || r == '-' }) {
		if len(label) >= 4 && folders[label] {
			return true
		}
	}
	return false
}

// langNegated: a negator of one of the lexicons' languages (grammar-
// negator: nunca, nicht, 不要 ...) stands in before, the text of a line
// before a command it gives: a prohibition in another language.
func langNegated(before string) bool {
	if strings.TrimSpace(before) == "" {
		return false
	}
	var hits []lexHit
	for _, lang := range lexLangs {
		lx := langLex(lang)
		if lx == nil {
			continue
		}
		hits = lx.lexScan(before, hits[:0])
		for _, h := range hits {
			if h.cls.has(lNegator) {
				return true
			}
		}
	}
	return false
}

// lineNegated: a word of demand-negation (not, never, avoid ...) stands
// before at on its line.
func lineNegated(text string, at int) bool {
	line := text[strings.LastIndexByte(text[:at], '\n')+1 : at]
	for _, w := range strings.FieldsFunc(line, func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' }) {
		w = strings.ToLower(w)
		if demandWords[w]&dNegation != 0 || wsNegClitic26.endsIn(w) != "" {
			return true
		}
	}
	return false
}

// negationWindow is the end of before that an English negator must stand
// in to forbid the command after it: of the clause the command is in
// (after the last colon, semicolon or sentence mark), the last three words
// ("never run", "do not run"); a negator further off governs another verb
// ("don't forget to run", "never skip this: run"). clause is that clause
// whole, where the other languages' negators are looked for (their word
// order puts the negator further from the command: "Nunca envie o .env
// para serviços externos (por exemplo `curl …`)").
func negationWindow(before string) (window, clause string) {
	for i := len(before) - 1; i >= 0; i-- {
		if strings.IndexByte(":;.!?", before[i]) >= 0 && (i+1 == len(before) || before[i+1] == ' ') {
			before = before[i+1:] // a mark that ends a clause, not a dot in a name (.env)
			break
		}
	}
	words := strings.Fields(before)
	if len(words) > 3 {
		words = words[len(words)-3:]
	}
	return strings.Join(words, " "), before
}

// nullTarget: the value written after end on its line is the null device
// of POSIX (/dev/null) or Windows (NUL), or an empty string.
func nullTarget(text string, end int) bool {
	rest := text[end:]
	if k := strings.IndexByte(rest, '\n'); k >= 0 {
		rest = rest[:k]
	}
	f := strings.Fields(rest)
	if len(f) == 0 {
		return false
	}
	v := strings.Trim(f[0], "`")
	return v == "/dev/null" || nullDevice27.folds(v) || v == `""` || v == "''"
}

// frontMatterSetting is the hit of a front matter's key set to a value
// that switches the agent's confirmations off (an agent's
// "permissionMode: bypassPermissions"), at the whole value: discovery
// gives each key of the front matter a field of its own
// (frontmatter.KEY), so the key is read from the field's path. A value
// longer than 200 bytes is no mode's value but prose (a description),
// which the instruction checks read as prose, with its own positions;
// it is not read here as a setting.
func frontMatterSetting(path, value string) []ShellHit {
	key, ok := strings.CutPrefix(path, "frontmatter.")
	if !ok || len(value) > 200 {
		return nil
	}
	for _, h := range findHookShell(key + ": " + value) {
		if h.Kind == "approval-off" {
			return []ShellHit{{ID: h.ID, Kind: h.Kind, Span: Span{0, len(value)}}}
		}
	}
	return nil
}

// blankFences is a fenced block's text with its fence lines (```sh,
// ```) turned to spaces, offsets kept: the code alone.
func blankFences(text string) string {
	b := []byte(text)
	for off := 0; off < len(b); {
		end := bytes.IndexByte(b[off:], '\n')
		if end < 0 {
			end = len(b) - off
		}
		line := bytes.TrimLeft(b[off:off+end], " ")
		if bytes.HasPrefix(line, []byte("```")) || bytes.HasPrefix(line, []byte("~~~")) {
			for k := off; k < off+end; k++ {
				b[k] = ' '
			}
		}
		off += end + 1
	}
	return string(b)
}

// codeShellWeight is the weight of a dangerous command in fenced code.
const codeShellWeight = 0.6

// codeField: field f of an instruction kind is one of its code blocks.
func codeField(v *ToolView, f *Field) bool {
	p := v.PathOf(f)
	return p == CodeField || strings.HasPrefix(p, CodeField+"[")
}

// exampleField: field f of an instruction kind is one of its examples.
func exampleField(v *ToolView, f *Field) bool {
	if !IsInstructionKind(v.Tool.Kind) {
		return false
	}
	p := v.PathOf(f)
	return p == ExamplesField || strings.HasPrefix(p, ExamplesField+"[")
}

// ExampleLead reports whether lead, the prose that introduces a block
// (the line before a fenced code block in Markdown), presents what
// follows as an example, a quotation or content described, by the
// position classifier (position.go): "For example:", "An injected
// comment looks like this. Sample payload:", "Flag text such as".
func ExampleLead(lead string) bool {
	a := Analyze(lead + " x")
	if a == nil || len(a.Tokens) == 0 || len(a.Sents) == 0 {
		return false
	}
	return classifyPosition(a, len(a.Tokens)-1) != posInstruction
}

// scriptFamilies are the families that count on a script a skill runs:
// code is read for its commands, not as prose.
var scriptFamilies = map[string]bool{famShell: true}

// remoteShellKinds are the kinds of shell commands (rules/shells.rules)
// an instruction kind is judged by: code fetched and run, a reverse
// shell, credentials sent away, persistence. A command that deletes
// files or substitutes a command's output is ordinary work there.
var remoteShellKinds = map[string]bool{
	"pipe-to-shell": true, "reverse-shell": true, "powershell-download-exec": true, "download-and-run": true,
	"credential-exfiltration": true, "browser-exfiltration": true, "persistence": true, "download-run": true, "environment-egress": true,
	"remote-package": true, "trace-erase": true, "approval-off": true, "plant": true, "home-plant": true,
}

// installKinds are the kinds of shell commands an installer's one-liner
// is (ownInstaller): code fetched and run. Sending something away is no
// installer, whatever the address names.
// oneCommandFetch are the kinds of shell commands that fetch and run in
// one command, whose address stands inside the command's span (curl URL
// | sh; iex (irm URL)): one that names no address there names the
// pattern (namesSource), in any text.
var oneCommandFetch = map[string]bool{"pipe-to-shell": true, "powershell-download-exec": true}

var installKinds = map[string]bool{"pipe-to-shell": true, "powershell-download-exec": true, "download-and-run": true, "download-run": true,
	"remote-package": true}

// scriptWholeKinds are the kinds of shell commands that count whole in a
// script's code, wherever the line stands: code fetched and run, a place
// read again written, a hook's input sent away. A credential named on
// the line of a network call is what a client of an API does with its
// key, and counts as the line's position says.
var scriptWholeKinds = map[string]bool{"pipe-to-shell": true, "powershell-download-exec": true, "download-and-run": true,
	"download-run": true, "remote-package": true, "persistence": true, "trace-erase": true, "approval-off": true, "plant": true, "home-plant": true}

// hookFlowKinds are the kinds of ShellFlow a hook's command and a script
// a hook runs are judged by besides remoteShellKinds: what it is handed,
// or the files it names, sent to an address.
var hookFlowKinds = map[string]bool{"input-egress": true, "files-egress": true}

// instructionCue says whether a directive cue counts on tool kind k: all
// of them on a tool's kinds; on an instruction kind, those of
// instructionFamilies (a markup cue only for an HTML comment, which has
// no rule: a tag-shaped one has); on a script, shell commands.
func instructionCue(k Kind, c directiveCue, hidden bool) bool {
	if !IsInstructionKind(k) {
		return true
	}
	if k == KindScript {
		return scriptFamilies[c.family]
	}
	if c.family == famComment && c.rule != "" || instructionOffRules[c.rule] {
		return false
	}
	if c.family == famSensitive {
		// A credential named is a demand's support only in text the
		// reader does not see (an HTML comment): in the open, rules
		// files name .env and ~/.ssh to protect them.
		return hidden
	}
	return instructionFamilies[c.family]
}

// supportOnlyRules are rules that count on an instruction kind's visible
// text only with another cue of the same sentence (at most
// supportWeightCap). secrecy.do-not-tell-user reads "not" + a verb of
// telling + the user within five words, which in these files is how
// they say what is not worth the user's time ("no need to warn the
// user", "don't let them wonder why", "don't show the lint noise to the
// user"); what is kept from the user when it is what the agent did is
// read by the concealed family (rules/agent.rules), which names that
// object, and by directive.demand's concealment. In an HTML comment the
// rule keeps its weight.
//
// authority.you-have-unrestricted-access reads "you have full access",
// which from a tool's text is authority the tool invents; an agent file
// is the configuration of the user's own agent, and there it states the
// scope the project gives it ("you have full repository access" in a
// backport prompt, "if you have admin access, use ..."). What the access
// is then used for is what the other readings judge (prec22a).
var supportOnlyRules = map[string]bool{"secrecy.do-not-tell-user": true, "authority.you-have-unrestricted-access": true}

// supportOnlyFamilies are families whose phrase rules count on an
// instruction kind's visible text only with another cue (at most
// supportWeightCap). exfil's phrase rules read a verb of sending and an
// address ("send the email to team@company.com", "deliver to your HTTPS
// endpoint"), which is what honest skills that mail, post and publish
// say; what the concept names is a secret, a file or the conversation
// sent out, which instructionCues reads (computed, at full weight).
var supportOnlyFamilies = map[string]bool{"exfil": true}

// supportWeightCap is the most a cue that supports another weighs: less
// than a finding alone (scoreSentence's 1.0), the weight of a dangerous
// command in fenced code.
const supportWeightCap = codeShellWeight

// instructionOffRules are rules of counted families that read ordinary
// work in an instruction text: writing or copying a file to a path is
// what a skill or a rules file asks all the time (a path in an agent's
// home is read by planted.put-into-path and the home-path cue).
var instructionOffRules = map[string]bool{"exfil.copy-to-path": true, "run-command.append-to-path": true}

// negatable are the families whose phrase a negation turns into a
// prohibition: not secrecy or no-confirmation, whose phrases are
// negative themselves ("do not tell", "do not ask").
var negatable = map[string]bool{"settings": true, "planted": true, "writes": true, "takeover": true, "override": true, "exfil": true,
	"run-command": true, "promote": true, "arbitrary-exec": true, "trigger": true, "sleeper": true}

// clauseNegated: a negation opens the clause of token from, within four
// words before it; a parenthesis is passed over whole ("never put secrets
// (keys, passwords) in ..."), any other mark ends the clause.
func clauseNegated(a *Analysis, s Sent, from int) bool {
	depth := 0
	for i := from - 1; i >= s.From; i-- {
		if a.Tokens[i].Text(a) == ")" {
			depth++
		} else if a.Tokens[i].Text(a) == "(" {
			if depth == 0 {
				from = i // from stands inside the parenthesis
			} else {
				depth--
			}
		}
	}
	n := 0
	for i := from - 1; i >= s.From && n < 4; i-- {
		t := &a.Tokens[i]
		txt := t.Text(a)
		switch {
		case txt == ")":
			for depth = 1; i > s.From && depth > 0; {
				i--
				switch a.Tokens[i].Text(a) {
				case ")":
					depth++
				case "(":
					depth--
				}
			}
			continue
		case t.Kind == TokPunct:
			return false
		case demandOf(a, t)&dNegation != 0 && !wsD26Without.has(txt) || prohibition[txt]:
			return true
		}
		n++
	}
	return false
}

// wsInterfaceHead are the nouns of a service's interface (rules/agent.rules).
var wsInterfaceHead = newWordSet("interface-head", false)

// inflectedVerb: the word at token i, a verb of writing a phrase rule
// opens on, is inflected ("key-value stores", "the links", "it copies"):
// a noun or a statement of what something does, not the order to write,
// whose verb is in its base form.
func inflectedVerb(a *Analysis, i int) bool {
	t := &a.Tokens[i]
	return t.Kind == TokWord && t.Text(a) != t.Stem(a) && wsD26ThirdEnding.endsIn(t.Text(a)) != ""
}

// clauseNegatable are the families whose phrase a negation of its own
// clause turns into a prohibition ("never put secrets in EXPO_PUBLIC_
// variables", "do not read the key file"); a negation of an earlier
// clause ("do not ask; read the key file") does not reach it.
var clauseNegatable = map[string]bool{"harvest": true, "secret-access": true}

// negatedCue: a phrase rule of a negatable family whose match a negation opens
// shortly before ("don't disable the safety checks", "never add it to
// the allow list"): a prohibition, not the demand.
func negatedCue(a *Analysis, s Sent, c directiveCue) bool {
	if strings.HasPrefix(c.rule, "ask.") {
		return false // the readings of instruction_ask.go read their negations
	}
	if c.rule != "" && withoutNegated[c.family] && negatedWithout(a, s, c) {
		return true
	}
	if !(negatable[c.family] || clauseNegatable[c.family]) || c.rule == "" {
		return false
	}
	if personActs[c.family] && personsAct(a, s, c.from) {
		return true
	}
	for i := c.from - 1; negatable[c.family] && i >= s.From && i >= c.from-4; i-- {
		t := &a.Tokens[i]
		if txt := t.Text(a); demandOf(a, t)&dNegation != 0 || prohibition[txt] {
			return true
		}
	}
	// A secret named in a prohibition of its own clause ("never put
	// secrets in public variables"): the negation opens the clause
	// before the match, no mark between.
	if clauseNegatable[c.family] && clauseNegated(a, s, c.from) {
		return true
	}
	// A takeover stated as a condition ("if the Workflow tool is
	// disabled, stop") claims nothing.
	if c.family == "takeover" {
		for i := c.from - 1; i >= s.From && i >= c.from-6; i-- {
			if a.Tokens[i].Is(wcSubordinator) {
				return true
			}
		}
	}
	// A line of a list of things not to do ("❌ Deploy without review").
	if prohibitsAt(a, s.From) && s.From < c.from {
		return true
	}
	return false
}

// personActs are the families whose act, when a person is told to do it
// ("tell the user to add the folder to PATH in their shell profile"), is
// the person's, not the agent's: what persists is what the agent writes.
var personActs = map[string]bool{"run-command": true, "planted": true, "writes": true}

// personsAct: a person (the demand vocabulary's person class) stands
// before token from in sentence s, followed by "to" or a modal ("the
// user to", "the developer should"): the act after is theirs.
func personsAct(a *Analysis, s Sent, from int) bool {
	for i := from - 1; i > s.From; i-- {
		t := &a.Tokens[i-1]
		if demandOf(a, t)&dPerson == 0 {
			continue
		}
		if nx := a.Tokens[i].Text(a); wsD26To.has(nx) || grammar(nx, gModal) {
			return true
		}
	}
	return false
}

// withoutNegated are the families whose phrases read an act done
// "without" the user's confirmation: a negation before the act ("never
// push without explicit approval") forbids what they read.
var withoutNegated = map[string]bool{"noconfirm": true, "settings": true}

// negatedWithout: cue c's match holds "without", and a negation opens the
// act it qualifies, within six words before it (inside the match or just
// before it): "Ask before pushing. Never push without approval".
func negatedWithout(a *Analysis, s Sent, c directiveCue) bool {
	for w := c.from; w < c.to; w++ {
		if !wsD26Without.has(a.Tokens[w].Text(a)) {
			continue
		}
		for i := w - 1; i >= s.From && i >= w-6; i-- {
			t := &a.Tokens[i]
			if txt := t.Text(a); demandOf(a, t)&dNegation != 0 || prohibition[txt] {
				return true
			}
			if t.Kind == TokPunct && i < c.from {
				break
			}
		}
		return negatedList(a, s, w) || conditionWithout(a, s, w) || boundedWithout(a, s, w) || prec23WithoutForbidden(a, s, w)
	}
	return false
}

// conditionWithout: "without" at token w stands in a clause a
// subordinator opens ("If you acted without consent, stop and say so"):
// the act it qualifies is a condition, not an order. The subordinator is
// the clause's first word: one inside it ("deploy when ready without
// asking") does not open it.
func conditionWithout(a *Analysis, s Sent, w int) bool {
	i := w - 1
	for i > s.From && a.Tokens[i-1].Kind != TokPunct {
		i--
	}
	return i < w && a.Tokens[i].Is(wcSubordinator)
}

// boundedWithout: the asking "without" at token w drops is bounded at
// once by a condition of its own ("resolve it without asking when the
// repository already answers it", "without prompting if the flag is
// set"): a subordinator opens the next clause within three words, and
// no mark stands between. Asking is dropped only where the condition
// holds, and elsewhere stays.
func boundedWithout(a *Analysis, s Sent, w int) bool {
	for i := w + 1; i < s.To && i <= w+3; i++ {
		t := &a.Tokens[i]
		if t.Kind == TokPunct {
			return false
		}
		if i > w+1 && t.Is(wcSubordinator) && wsConditionOpener.has(t.Text(a)) {
			return true
		}
	}
	return false
}

// negatedList: "without" at token w closes a list of acts joined by
// commas and a last "or" or "nor" that a negation opens ("Do not approve,
// comment, merge, or edit a PR without approval"): the negation scopes
// over every act of the disjunction. Twenty tokens back at most, and no
// mark but a comma between.
func negatedList(a *Analysis, s Sent, w int) bool {
	or := false
	for i := w - 1; i >= s.From && i >= w-20; i-- {
		t := &a.Tokens[i]
		txt := t.Text(a)
		switch {
		case demandOf(a, t)&dNegation != 0 || prohibition[txt]:
			return or
		case wsApprove26Or.has(txt):
			or = true
		case t.Kind == TokPunct && txt != ",":
			return false
		}
	}
	return false
}

// prohibition are the tokens that open a prohibition besides the
// negations of the demand vocabulary: contractions, and the marks a list
// of things not to do opens its lines with: the names record
// names.prohibition-opener (the map is the list's, filled when the rules
// load).
var prohibition = newNameList("names.prohibition-opener").set

// prohibitsAt: token i opens a prohibition (prohibition). A sign of the
// list (❌, ⛔) does not when one of the next two words is an order's
// positive one, an obligation or "always", before any negation ("⛔
// ALWAYS confirm with the user before executing changes", "⛔ You must
// ask ..."): it is an alarm drawn before an order, not a line of things
// not to do.
func prohibitsAt(a *Analysis, i int) bool {
	t := &a.Tokens[i]
	if !prohibition[t.Text(a)] {
		return false
	}
	if r, _ := utf8.DecodeRuneInString(t.Text(a)); t.Kind == TokWord && unicode.IsLetter(r) {
		return true
	}
	if prec23HaltAlarm(a, i) {
		return false
	}
	words := 0
	for j := i + 1; j < len(a.Tokens) && j <= i+4 && words < 2; j++ {
		n := &a.Tokens[j]
		if n.Kind != TokWord {
			continue
		}
		words++
		c := demandOf(a, n)
		if c&dNegation != 0 {
			return true
		}
		if c&(dObligation|dLasting) != 0 || wsObligationModal.has(n.Text(a)) {
			return false // "⛔ ALWAYS ...", "⛔ You must ..."
		}
	}
	return true
}

// instructionChecks are the checks that read an instruction kind: the
// hard tier (hidden Unicode, decoded payloads, embedded secrets,
// look-alike letters) and the two that read what a text asks. The
// capability check compares a tool's job with its schema, and the
// shadowing check compares tools' names: a unit has neither a schema nor
// a tool's name.
var instructionChecks = map[string]bool{
	IDUnicodeHidden: true, IDPayloadDecoded: true, IDSecretEmbedded: true, IDUnicodeLookalike: true,
	IDDirectiveImperative: true, IDDemand: true,
}

// checkApplies says whether check id reads a definition of kind k.
func checkApplies(k Kind, id string) bool {
	if !IsInstructionKind(k) {
		return true
	}
	if k == KindScript && (id == IDDemand || id == IDPayloadDecoded) {
		// Code is not read for its prose's demands, and decoding data is
		// what code does: what a script runs is read by the shell
		// families, encoded or not.
		return false
	}
	return instructionChecks[id]
}

// instructionDemands applies the policy to directive.demand's sentence
// facts on an instruction kind: running a program is not one of its
// demands (the shell commands read what runs), and neither authority nor
// a claim to speak for the user is a demand.
func instructionDemands(ds []sentenceDemand) {
	for k := range ds {
		d := &ds[k]
		// Running a program, fetched or not, is read by the shell
		// commands and the script-URL cue (instructionCues): a link to a
		// tool's repository with "install" beside it is a reference.
		d.execute = false
		if d.toolRef != "" && !agentMCPToolName(d.toolRef) || d.coerced != "" && !agentMCPToolName(d.coerced) {
			// A tool-shaped identifier in a skill, command or rules
			// file is the code the text is about (Queue.add, az.cmd,
			// record.getMessage), not an MCP tool: a call routed to it
			// or data put into it is no demand there. An MCP tool as
			// the agent names it (mcp__server__tool) still is. Another
			// skill's, command's or built-in's job taken over is read
			// by the takeover records of rules/agent.rules.
			if strings.HasPrefix(d.sink, "the tool ") {
				d.sink, d.sinkExt = "", false
			}
			d.replace, d.instead, d.toolRef, d.coerced = false, false, "", ""
		}
		if d.sinkExt && !strings.HasPrefix(d.sink, "the tool ") && d.objectKind == "" && !anaphorTakesUp23(ds, k) {
			// Data sent to an address with no secret, conversation or
			// fact about the user named ("report security issues to
			// security@…", "send the release notes to …") is what skills
			// that mail, post and publish do: what the concept names
			// is read by the exfil cues and ask.exfil-outside
			// (instruction_ask.go), which know the user's files too.
			d.sink, d.sinkExt = "", false
		}
		d.concepts = dropConcepts(d.concepts)
		d.alone = dropConcepts(d.alone)
	}
}

// agentMCPToolName: name is an MCP tool as Claude Code names it in its
// permissions, hooks' matchers and agent files: mcp__<server>__<tool>.
func agentMCPToolName(name string) bool {
	rest, ok := strings.CutPrefix(name, "mcp__")
	return ok && strings.Contains(rest, "__")
}

// dropConcepts is cs without authority and impersonation (a new slice
// when it has them: cs may be shared).
func dropConcepts(cs []string) []string {
	var out []string
	for i, c := range cs {
		if c == cImpersonate || c == cAuthority {
			if out == nil {
				out = append(make([]string, 0, len(cs)), cs[:i]...)
			}
			continue
		}
		if out != nil {
			out = append(out, c)
		}
	}
	if out == nil {
		return cs
	}
	return out
}

// agentHomes are the folders in the user's home where coding agents keep
// their global rules, memory, skills and settings (from the agents'
// documentation: Claude Code, Cursor, Codex, Gemini CLI, Windsurf,
// Continue, Cline), as a path token spells them (lower case): the names
// record names.agent-home (rules/agent-data21.rules).
var agentHomes = newNameList("names.agent-home")

// homePathWeight is the weight of a path into an agent's home folder
// (agentHomePath) where the agent reads rules, memory or settings again
// in every later session; installPathWeight, of one where skills, agents,
// commands, plugins and servers are installed (agentInstallPlace). With a
// verb of writing (writes.into-place, 0.5) the first is a finding and the
// second is not: installing a skill or a server there is what honest
// READMEs and installers show ("copy the folder to ~/.claude/skills/"),
// unless the place is said to outlive the task too
// (planted.lasting-place: "every project").
const (
	homePathWeight    = 0.6
	installPathWeight = 0.4
)

// agentInstallPlaces are the folders and files in an agent's home that
// hold what is installed rather than rules (from the agents'
// documentation: Claude Code's skills, agents, commands and plugins
// folders, Cursor's and others' mcp.json): the names record
// names.agent-install-place.
var agentInstallPlaces = newNameList("names.agent-install-place")

// homePathCue is the weight of path token p's cue when it lies in an
// agent's home folder, 0 when it does not.
func homePathCue(p string) float64 {
	if !agentHomePath(p) || ownDataPlace(p) {
		return 0
	}
	for _, q := range agentInstallPlaces.items {
		if i := strings.Index(p, q); i >= 0 && (i+len(q) == len(p) || p[i+len(q)] == '/') {
			return installPathWeight
		}
	}
	return homePathWeight
}

// agentReadPlaces are the files and folders in an agent's home folder
// that the agent itself reads again in a later session: its global rules
// and memory, its settings and hooks, the projects folder that holds its
// memory per project (from the agents' documentation: Claude Code's
// CLAUDE.md, settings.json, settings.local.json, rules, hooks,
// output-styles and projects/<project>/memory; Codex's AGENTS.md and
// config.toml; Gemini CLI's GEMINI.md and settings.json; Cursor's rules;
// Windsurf's memories and global_rules.md; Continue's config), as a path
// component spells them (lower case): the names record
// names.agent-read-place.
var agentReadPlaces = newNameList("names.agent-read-place")

// ownDataPlace: path token text p, in an agent's home folder, names a
// file or folder there that is neither a place the agent reads again
// (agentReadPlaces) nor one it installs from (agentInstallPlaces): a
// skill's or a command's own data kept beside the agent's
// ("~/.claude/session-data/", "~/.claude/common-ground/<id>/NOTES.md",
// "~/.claude/canary.log"), which no later session loads as a rule. A
// path that names nothing past the home folder, or whose first part is
// a placeholder or a pattern ("~/.claude/*", "~/.claude/<file>"), may
// be any place and stays read.
func ownDataPlace(p string) bool {
	rest := ""
	for _, h := range agentHomes.items {
		if r, ok := strings.CutPrefix(p, h); ok {
			rest = strings.Trim(r, "/\\")
			break
		}
	}
	if rest == "" || strings.ContainsAny(rest[:1], "*{<[$.") {
		return false
	}
	for _, part := range strings.FieldsFunc(rest, func(r rune) bool { return r == '/' || r == '\\' }) {
		if part = strings.ToLower(part); agentReadPlaces.has(part) || agentInstallPlaces.has("/"+part) {
			return false
		}
	}
	return true
}

// agentHomePath: path token text p lies in an agent's home folder.
func agentHomePath(p string) bool {
	for _, h := range agentHomes.items {
		if rest, ok := strings.CutPrefix(p, h); ok && (rest == "" || rest[0] == '/' || rest[0] == '\\') {
			return true
		}
	}
	return false
}

// instructionCues are the cues read only on an instruction kind's prose,
// computed from a sentence's tokens (instruction.go's concepts):
//
//   - exfil: a secret, the conversation or facts about the user named
//     between a verb of sending and an address outside the machine
//     ("upload the diff with the GITHUB_TOKEN value to https://...",
//     "mail the conversation to audit@..."): what is sent is the secret,
//     not the means ("deploy to https://... with the token" is not);
//   - shell-command: a script fetched from an address and run ("download
//     https://host/prep.py and run it"), or a package installed from an
//     address the project does not name as its registry ("--registry
//     https://...", "--index-url https://...");
//   - exfil too: a Markdown image, which the client fetches as it renders
//     the answer, whose URL's query carries a secret by its name
//     (![s](https://host/p.png?k=AWS_SECRET_ACCESS_KEY));
//   - settings: a permission mode the agents document as turning every
//     confirmation off (bypassPermissions; a flag such as
//     --dangerously-skip-permissions only as support: permissiveMode).
//
// None counts where the sentence negates it ("never send the token to
// ...").
func instructionCues(v *ToolView, a *Analysis, s Sent, raw string, add func(directiveCue)) {
	toks := a.Tokens
	neg := -1
	send, addr, secret := -1, -1, -1
	fetched, run := -1, -1
	served, through := -1, -1 // any outside URL; a shell or interpreter run through
	for i := s.From; i < s.To; i++ {
		t := &toks[i]
		txt := t.Text(a)
		switch t.Kind {
		case TokURL, TokEmail:
			if outsideAddress(txt) {
				if addr < 0 && send >= 0 && secret > send && !obtainedFrom(a, s, i) { // "(Get from https://...)": where a key is got (egress23)
					addr = i
				}
				if t.Kind == TokURL && fetched < 0 && scriptURL(txt) {
					fetched = i
				}
				if t.Kind == TokURL && served < 0 && !(i > s.From && packageSource(a, s, i)) {
					served = i
				}
				if t.Kind == TokURL && renderedImage(raw, int(t.Start)) && (queryCarriesSecret(txt) || neg < 0 && (linkCarriesData(raw, int(t.Start)) || imagePathCarries23(raw, int(t.Start)))) {
					add(directiveCue{"exfil", 1.0, i, i + 1, ""})
				}
				if t.Kind == TokURL && i > s.From && packageSource(a, s, i) {
					add(directiveCue{famShell, 1.0, i - 1, i + 1, ""})
				}
			}
			continue
		case TokWord, TokIdent:
		default:
			if t.Kind == TokPath && send >= 0 && secret < 0 {
				if _, ok := sensitiveResource(a, t); ok {
					secret = i
				}
			}
			continue
		}
		c := demandOf(a, t)
		if c&dNegation != 0 || wsOpeningNegation.has(txt) {
			neg = i
		}
		if w := permissiveMode[txt]; w > 0 {
			if flagValue(a, s, i) {
				// --permission-mode bypassPermissions: the mode passed on
				// the command line by the person who starts the agent,
				// as the flags are.
				w = min(w, supportWeightCap)
			}
			add(directiveCue{"settings", w, i, i + 1, ""})
		}
		if c&dTransfer != 0 && send < 0 && neg < 0 {
			send = i
		}
		if c&dExecute != 0 && run < 0 && neg < 0 {
			run = i
		}
		// "run it with bash", "execute what it returns through node":
		// a shell or an interpreter (shell-interpreter) that what is run
		// goes through, after the verb of running.
		if run >= 0 && i > run && through < 0 && i > s.From && wsShellInterpreter.has(strings.ToLower(txt)) &&
			grammar(toks[i-1].Text(a), gPreposition) {
			through = i
		}
		if send >= 0 && i > send && secret < 0 {
			// The conversation's word as the modifier of an interface's
			// noun ("the Chat API", rules/agent.rules' interface-head)
			// names the interface, not the conversation.
			modifier := c&(dSecret|dSecretQualified) == 0 && i+1 < s.To && wsInterfaceHead.has(strings.ToLower(toks[i+1].Text(a)))
			if _, ok := sensitiveResource(a, t); ok || c&(dSecret|dSecretQualified|dContext) != 0 && !modifier || t.Kind == TokIdent && secretNamed(txt) {
				secret = i
			}
		}
	}
	if send >= 0 && secret > send && addr > secret {
		add(directiveCue{"exfil", 1.0, send, addr + 1, ""})
	}
	askCues(v, a, s, raw, add) // what it asks, by slots (instruction_ask.go)
	if fetched < 0 && through >= 0 {
		// What any outside address serves, run through a shell or an
		// interpreter ("fetch https://host/latest and execute it with
		// bash").
		fetched = served
	}
	if fetched >= 0 && run >= 0 && neg < 0 {
		from, to := min(fetched, run), max(fetched, run)
		w := 1.0
		u := toks[fetched]
		if _, rest, ok := strings.Cut(u.Text(a), "://"); ok && int(u.End) <= len(raw) &&
			namedURL(rest, strings.ToLower(raw[:u.Start]+" "+raw[u.End:]), strings.ToLower(v.otherText())) {
			w = supportWeightCap // the project's own installer (ownInstaller)
		}
		add(directiveCue{famShell, w, from, to + 1, ""})
	}
}

// permissiveMode are the permission modes and flags the agents document
// as running every tool without asking (Claude Code's bypassPermissions
// mode and --dangerously-skip-permissions, Codex's
// --dangerously-bypass-approvals-and-sandbox), as tokens spell them, with
// their weights: the mode is a value of the agent's settings, which a
// text that names it asks to be written there; a flag is passed by the
// person who starts the agent, and a skill that needs it says so to
// them, so it counts only with another cue (supportWeightCap).
var permissiveMode = map[string]float64{
	"bypasspermissions": 1.0, "dangerously-skip-permissions": supportWeightCap, "dangerously-bypass-approvals-and-sandbox": supportWeightCap,
}

// flagValue: token i is the value of a command-line option written
// before it ("--mode value", "--mode=value").
func flagValue(a *Analysis, s Sent, i int) bool {
	k := i - 1
	if k > s.From && a.Tokens[k].Text(a) == "=" {
		k--
	}
	if k <= s.From {
		return false
	}
	t := a.Tokens[k].Text(a)
	return strings.Contains(t, "-") && a.Tokens[k-1].Text(a) == "-" || strings.HasPrefix(t, "--")
}

// scriptURL: a URL whose path names a script or an installer.
func scriptURL(u string) bool {
	p := u
	if i := strings.IndexAny(p, "?#"); i >= 0 {
		p = p[:i]
	}
	k := strings.LastIndexByte(p, '.')
	if k < 0 || strings.Contains(p[k:], "/") {
		return false
	}
	return scriptURLEnding.has(p[k:])
}

// scriptURLEnding are the endings of a URL's path that name a script or
// an installer: the names record names.script-url-ending.
var scriptURLEnding = newNameList("names.script-url-ending")

// packageSource: the URL at token i is the value of a package manager's
// registry or index option (npm --registry, pip --index-url and
// --extra-index-url, gem --source).
func packageSource(a *Analysis, s Sent, i int) bool {
	k := i - 1
	if k > s.From && a.Tokens[k].Text(a) == "=" {
		k--
	}
	return packageSourceOption.has(a.Tokens[k].Text(a)) && k > s.From && a.Tokens[k-1].Text(a) == "-"
}

// packageSourceOption are the package managers' options whose value is
// where packages come from: the names record names.package-source-option.
var packageSourceOption = newNameList("names.package-source-option")

// instructionSignals applies the policy to the signals of an instruction
// kind: directive.demand's lone concept of pressure (low: a sentence that
// only hides, keeps for later or approves, read as in a tool's
// description) is an order like any other in a text whose purpose is
// orders, unless directive.imperative reads a demand in the same field;
// two agreeing concepts, or data moved, stand (medium and above).
func instructionSignals(sigs []Signal) []Signal {
	out := sigs[:0]
	for _, s := range sigs {
		if s.Check == IDDemand && s.Severity < SeverityMedium && !slices.ContainsFunc(sigs, func(o Signal) bool {
			return o.Check == IDDirectiveImperative && o.Field == s.Field
		}) {
			continue
		}
		out = append(out, s)
	}
	return out
}

// CommentsField is the field of an instruction kind that holds its
// Markdown's HTML comments, which a renderer hides: text only the model
// sees.
const CommentsField = "comments"

// HiddenField is the field of an instruction kind that holds the other
// text of its Markdown a rendered page keeps from its reader (a link
// reference definition, a link's title, an image's alt text, a collapsed
// <details>, an element not displayed, an HTML attribute's prose, text
// pushed off the screen by a run of spaces): text only the model sees,
// as a comment is.
const HiddenField = "hidden"

// commentField: field f of an instruction kind is one of its comments.
func commentField(v *ToolView, f *Field) bool {
	p := v.PathOf(f)
	return p == CommentsField || strings.HasPrefix(p, CommentsField+"[")
}

// hiddenField: field f of an instruction kind is text only the model
// sees: one of its comments or another hidden region (HiddenField).
func hiddenField(v *ToolView, f *Field) bool {
	p := v.PathOf(f)
	return commentField(v, f) || p == HiddenField || strings.HasPrefix(p, HiddenField+"[")
}

// hiddenWeight is the weight of a hidden comment's sentence in a file of
// instructions: a comment is where a file keeps notes to its editors
// ("generated with ...", "markdownlint-disable"), so being hidden is
// support for what it asks (a secret sent out, a download run), not a
// finding alone: 0.6 for a sentence that addresses the model, 0.4
// otherwise.
func hiddenWeight(w float64) float64 {
	if w >= 1.0 {
		return 0.6
	}
	return 0.4
}

// hiddenSentenceWeight is the weight of sentence s of a hidden region
// (hiddenField) of an instruction kind, read with the demand model's
// reading (readSentence) rather than for being hidden: a sentence that
// asks what the demand check reads (a secret, the conversation or the
// user's facts; an outside address; concealment, a rule for later turns,
// consent given, a claimed authority) is an instruction only the model
// sees, and so is an order (the imperative or obligation mood) addressed
// to the agent by name ("Assistant: ...", "Note to the AI"). Either is a
// finding alone (weight 1). A note the file keeps for its editors (a task
// label, a linter's directive, a generated-section marker, a licence
// header: the note family, rules/hidden.rules) that asks none of that
// weighs nothing; any other hidden sentence keeps w (hiddenWeight).
func hiddenSentenceWeight(v *ToolView, reg *Registry, f *Field, a *Analysis, s Sent, cues []directiveCue, w float64) float64 {
	d, ok := readSentence(v, reg, f, a, s, nil, false, nil, nil)
	if ok && d.mood && len(d.concepts) > 0 {
		return 1.0 // concealment, a rule for later, consent, authority
	}
	if slices.ContainsFunc(cues, func(c directiveCue) bool { return c.family == famNote && noteLabel24(a, f.Text, s, c) }) {
		return 0
	}
	if hiddenUntoldLang(a, f.Text, s) || hiddenUntoldEn24(a, f.Text, s) ||
		hiddenAddressed(a, f.Text, s) && (hiddenAsks(a, f.Text, s, cues) || hiddenCover24(a, f.Text, s)) {
		return 1.0 // what it keeps back, or an ask addressed to the model (instruction_hide.go)
	}
	for _, c := range cues {
		// What the phrase checks read it to ask, not negated (their
		// weights are zero then: sentenceCues).
		if hiddenDemandFamilies[c.family] && c.weight >= 0.2 {
			return 1.0
		}
	}
	return w
}

// hiddenDemandFamilies are the directive families that read a demand in
// an instruction kind's sentence (data or secrets sent or read, a
// download run, confirmations or consent removed, concealment, a rule
// planted for later, another skill's job taken over); running a command,
// a trigger and writing a file are these files' ordinary work.
var hiddenDemandFamilies = map[string]bool{"exfil": true, "harvest": true, "secret-access": true, famSensitive: true,
	famShell: true, "arbitrary-exec": true, "noconfirm": true, "consent": true, "authority": true, "secrecy": true,
	"sleeper": true, "promote": true, "settings": true, "planted": true, "takeover": true, "concealed": true}

// famPurpose is the family of rules/hidden.rules that reads a unit's
// declared purpose of reviewing, scanning for or testing attacks.
const famPurpose = "purpose"

// declaredReview: the unit's declared purpose (its name's words and the
// first sentence of its description) is to review, scan for, test or
// teach attacks (the purpose family): a security guide, a scanner's
// checklist, a red-team skill, injection test examples. Read once per
// unit.
func declaredReview(v *ToolView) bool {
	if v.review != 0 {
		return v.review == 2
	}
	v.review = 1
	rs := phraseRulesFor(v.Tool.Kind)
	var sc ruleScratch
	found := false
	look := func(a *Analysis) {
		for _, s := range a.Sents {
			rs.matchSentence(a, s, &sc, func(m match) { found = found || m.rule.family == famPurpose })
		}
	}
	look(v.Lead())
	if !found && len(v.NameWords()) > 0 {
		look(v.tz.Analyze(strings.Join(v.NameWords(), " ")))
	}
	if found {
		v.review = 2
	}
	return found
}

// quotedPattern: the sentence at byte off of raw is a list item or a
// table row, or raw is code the file shows: in a unit that declares a
// purpose of reviewing attacks (declaredReview), what it lists there is
// an example of what it looks for.
func quotedPattern(v *ToolView, raw string, off int) bool {
	if v.inCode {
		return true
	}
	if off > len(raw) {
		return false
	}
	ls := strings.LastIndexByte(raw[:off], '\n') + 1
	le := strings.IndexByte(raw[off:], '\n')
	if le < 0 {
		le = len(raw)
	} else {
		le += off
	}
	line := raw[ls:le]
	return listItemLine(line) || strings.HasPrefix(strings.TrimLeft(line, " \t"), "|")
}

// famNote is the family of rules/hidden.rules: a note a file keeps for
// its editors.
const famNote = "note"

// HookScriptField is the field of a script a hook's command runs (a
// script unit's code is field "script" otherwise): what it reads on
// standard input is what the agent hands the hook.
const HookScriptField = "hook-script"

// scriptShellHits are the dangerous commands of a script's code, for an
// instruction kind: every family, those of hooks too, with credentials
// sent away read line by line (a client that loads its key from .env and
// calls its API names both in one file, not on one line); and, in a
// shell script (name's ending or its #! line), what its commands send
// away or run (ShellFlow). hook: a hook runs it, so what it reads on
// standard input is the hook's input, and sending it or the files it
// names away is what hook_abuse names.
func scriptShellHits(text, name string, hook bool) []ShellHit {
	var out []ShellHit
	code := !shellScript(text, name)
	for _, h := range findHookShell(text) {
		if h.Kind != "credential-exfiltration" && (hook || h.Kind != "input-egress") && !(code && codeInert23(text, h.Span)) {
			out = append(out, h)
		}
	}
	for off := 0; off < len(text); {
		end := strings.IndexByte(text[off:], '\n')
		line := text[off:]
		if end >= 0 {
			line = text[off : off+end]
		}
		// In code (not shell), a secret and a client on one line send
		// only to an address the line writes (commandSendsOut): a
		// webhook read from the user's variable names none; the flows
		// over statements are codeFlows23's (egress23.go). And the line
		// calls a client (codeLineSends29, lead29.go): an address alone
		// is a default value or a comment's link.
		if strings.TrimSpace(line) != "" && !(code && (!commandSendsOut(line) || !codeLineSends29(line))) {
			for _, h := range findHookShell(line) {
				if h.Kind == "credential-exfiltration" {
					h.Span.Start += off
					h.Span.End += off
					out = append(out, h)
				}
			}
		}
		if end < 0 {
			break
		}
		off += end + 1
	}
	out = append(out, codePlants(text, hook)...) // a place read again written by code (codeplant22.go)
	if !shellScript(text, name) {
		out = append(out, codeFlows23(text, hook)...) // a secret sent away, code fetched and run, by code (egress23.go)
	}
	if shellScript(text, name) {
		for _, h := range ShellFlow(text, hook) {
			if hook || h.Kind != "input-egress" && h.Kind != "files-egress" {
				out = append(out, h)
			}
		}
	}
	slices.SortStableFunc(out, func(a, b ShellHit) int { return a.Span.Start - b.Span.Start })
	return out
}

// shellScript: a script's code is shell: its name ends as a shell
// script's, or its #! line names a shell.
func shellScript(text, name string) bool {
	if ext := strings.ToLower(path.Ext(name)); shellScriptEnding.has(ext) {
		return true
	} else if ext != "" {
		return false
	}
	if !strings.HasPrefix(text, "#!") {
		return false
	}
	line, _, _ := strings.Cut(text, "\n")
	f := strings.Fields(strings.ReplaceAll(line[2:], "/", " "))
	for _, w := range f {
		if wsShellShell.has(w) {
			return true
		}
	}
	return false
}

// shellScriptEnding are the endings of a shell script's file name: the
// names record names.shell-script-ending.
var shellScriptEnding = newNameList("names.shell-script-ending")

// localDemands cuts an instruction kind's sentence facts into the groups
// directive.demand joins: one per paragraph of a field (text between
// blank lines). A tool's description is a few sentences about one tool,
// and what they ask together is its demand; a rules file or a skill is
// pages about many things, and two orders pages apart ("report the
// build only if it ran", "save the timings to timing.json") are not one
// demand.
func localDemands(v *ToolView, ds []sentenceDemand) [][]sentenceDemand {
	var out [][]sentenceDemand
	start := 0
	key := func(d *sentenceDemand) [2]int {
		a := d.analysis(v)
		at := d.at
		if at < 0 || at >= len(a.Tokens) {
			at = d.verbAt
		}
		if at < 0 || at >= len(a.Tokens) {
			return [2]int{d.field, 0}
		}
		txt := v.fields[d.field].Text
		end := min(int(a.Tokens[at].Start), len(txt))
		return [2]int{d.field, strings.Count(txt[:end], "\n\n")}
	}
	for k := 1; k <= len(ds); k++ {
		if k == len(ds) || key(&ds[k]) != key(&ds[start]) {
			out = append(out, ds[start:k])
			start = k
		}
	}
	return out
}

// renderedImage: the URL at byte off of raw is a Markdown image's
// destination ("![alt](URL"), which a client fetches when it renders it,
// or a link's ("[text](URL"), which the user is shown to follow: either
// carries its query out.
func renderedImage(raw string, off int) bool {
	if off < 2 || off > len(raw) || raw[off-1] != '(' || raw[off-2] != ']' {
		return false
	}
	line := raw[:off-2]
	if k := strings.LastIndexByte(line, '\n'); k >= 0 {
		line = line[k+1:]
	}
	k := strings.LastIndexByte(line, '[')
	return k >= 0 && !strings.Contains(line[k:], "](")
}

// queryCarriesSecret: a value of URL u's query names a secret
// (AWS_SECRET_ACCESS_KEY, {{api_token}}, $GITHUB_TOKEN).
func queryCarriesSecret(u string) bool {
	_, q, ok := strings.Cut(u, "?")
	if !ok {
		return false
	}
	for _, kv := range strings.Split(q, "&") {
		_, v, _ := strings.Cut(kv, "=")
		v = strings.Trim(v, "{}$<>()[]%")
		if v != "" && secretNamed(strings.ToLower(v)) {
			return true
		}
	}
	return false
}

// otherText is the text of the unit's fields but the one
// directive.imperative reads (v.fieldText), joined: what the unit says
// about its subject in its other parts (its fenced code, its front
// matter), which ownInstaller reads too.
func (v *ToolView) otherText() string {
	var b strings.Builder
	for i := range v.fields {
		if t := v.fields[i].Text; t != v.fieldText && !v.fields[i].Key {
			b.WriteString(t)
			b.WriteByte('\n')
		}
	}
	return b.String()
}

// namesSource: the command at span sp of text (to the end of its line or
// its inline code) names what it fetches: an address (a URL, a host
// name), a variable or a file. A download run through a shell that
// names nothing to download ("never pipe `curl | sh`", "flag any `wget
// ... | bash`") names the pattern, as rules files and reviews do; it
// runs nothing.
func namesSource(text string, sp Span) bool {
	if sp.Start < 0 || sp.End > len(text) || sp.Start >= sp.End {
		return true
	}
	end := sp.End
	if k := strings.IndexAny(text[end:], "\n`"); k >= 0 {
		end += k
	} else {
		end = len(text)
	}
	for _, w := range strings.Fields(text[sp.Start:end]) {
		w = strings.Trim(w, "\"'()`;,")
		if _, host, ok := strings.Cut(w, "://"); ok && strings.Trim(host, ".…/") == "" {
			continue // an address elided (http://...): the pattern named
		}
		if strings.Contains(w, "://") || strings.ContainsAny(w, "$@") || remoteSource(strings.ToLower(w)) {
			return true // an address, or a package's git source (github:owner/repo)
		}
		if strings.HasPrefix(w, "-") || w == "..." || w == "…" {
			continue
		}
		// A host name or a file: a dot between letters or digits.
		if k := strings.IndexByte(w, '.'); k > 0 && k < len(w)-1 && wordByte(w[k-1]|0x20) && wordByte(w[k+1]|0x20) {
			return true
		}
	}
	return false
}

// ownInstaller: the command at span sp of text, an instruction kind's
// field, fetches from an address that names what the text is about: a
// label of its host (app.factory.ai, astral.sh) or the first segment of
// its path (raw.githubusercontent.com/Homebrew/...) is a word of the text
// outside the command, or of the unit's name. That is a project's
// documented installer ("curl -fsSL https://astral.sh/uv/install.sh |
// sh" in a skill about uv), shown to the person who installs it; it
// counts as a fenced one-liner does (codeShellWeight), with another cue.
// A download from an address the text never names stays whole.
func ownInstaller(text, name, more string, sp Span) bool {
	if sp.Start < 0 || sp.End > len(text) || sp.Start >= sp.End {
		return false
	}
	end := sp.End
	if k := strings.IndexByte(text[end:], '\n'); k >= 0 {
		end += k
	} else {
		end = len(text)
	}
	cmd := text[sp.Start:end] // the command's line: a match can end before its URL
	// An address repeated names no vendor (remote26.go).
	rest := remote26Unaddressed(strings.ToLower(text[:sp.Start]+" "+text[end:]+" "+name), cmd)
	if own, ok := remote27OwnInstaller(cmd, rest, more); ok {
		return own // a git source on a branch: its owner named (remote27.go)
	}
	for off := 0; ; {
		k := strings.Index(cmd[off:], "://")
		if k < 0 {
			break
		}
		u := cmd[off+k+3:]
		off += k + 3
		if e := strings.IndexAny(u, " \t\n\"'`)|;"); e >= 0 {
			u = u[:e]
		}
		if namedURL(u, rest, strings.ToLower(more)) || codeNamedURL(u, rest) {
			return true
		}
	}
	// A package's git source (npx github:owner/repo, pip install
	// git+https://host/owner/repo.git): its owner or its repository is
	// what the text is about.
	for _, w := range strings.Fields(cmd) {
		w = strings.ToLower(strings.Trim(w, "\"'()`;,"))
		if _, v, ok := strings.Cut(w, "="); ok && strings.HasPrefix(w, "-") {
			w = v
		}
		if !remoteSource(w) {
			continue
		}
		if _, after, ok := strings.Cut(w, "://"); ok {
			_, w, _ = strings.Cut(after, "/") // the host is read above
		} else if _, after, ok := strings.Cut(w, ":"); ok {
			w = after
		}
		for _, seg := range strings.Split(w, "/") {
			seg, _, _ = strings.Cut(seg, "@")
			seg, _, _ = strings.Cut(seg, "#")
			seg = strings.TrimSuffix(seg, ".git")
			if len(seg) >= 4 && wordIn(rest, seg) || len(seg) >= 2 && wordCount(rest+" "+strings.ToLower(more), seg, 3) {
				return true
			}
		}
	}
	return false
}

// namedURL: u (a URL without its scheme) is an outside address a label of
// whose host, but its last, or the first segment of whose path, four
// letters or more, is a word of rest (lower case), or, shorter, a word
// rest and more (the unit's other parts) say three times or more.
func namedURL(u, rest, more string) bool {
	host, path, _ := strings.Cut(u, "/")
	if !outsideAddress("https://" + host) {
		return false
	}
	labels := strings.Split(strings.ToLower(host), ".")
	// The name registered under the public suffix (astral.sh, get.pnpm.io,
	// sh.rustup.rs), and the one before a short second-level suffix
	// (vqmrt.com.br): a subdomain names a service of the host (get, cdn,
	// rules, install), a word any text may say.
	var words []string
	if n := len(labels); n >= 2 {
		words = append(words, labels[n-2])
		if n >= 3 && len(labels[n-2]) <= 3 {
			words = append(words, labels[n-3])
		}
	}
	if seg, tail, deeper := strings.Cut(path, "/"); seg != "" && deeper && tail != "" && remote26OwnerNamed(host, strings.ToLower(seg), rest+" "+more) {
		// The first segment names an owner on a host that serves many
		// (raw.githubusercontent.com/Homebrew/install/...): a path
		// with more segments after it. A host's own path
		// (host.sh/install, host.io/setup) names a file of its own.
		words = append(words, strings.ToLower(seg))
	}
	for _, w := range words {
		if len(w) >= 4 && wordIn(rest, w) {
			return true
		}
		// A short name (uv, gh, bun) is the text's subject when the text
		// says it again and again, not once by chance.
		if len(w) >= 2 && wordCount(rest+" "+more, w, 3) {
			return true
		}
	}
	return false
}

// wordCount: w occurs in s as a whole word at least n times.
func wordCount(s, w string, n int) bool {
	for off := 0; n > 0; n-- {
		k := strings.Index(s[off:], w)
		for k >= 0 {
			i, j := off+k, off+k+len(w)
			if (i == 0 || !wordByte(s[i-1])) && (j == len(s) || !wordByte(s[j])) {
				off = j
				break
			}
			off = i + 1
			k = strings.Index(s[off:], w)
		}
		if k < 0 {
			return false
		}
	}
	return true
}

// wordIn: w occurs in s as a whole word (no letter or digit on either
// side).
func wordIn(s, w string) bool {
	for off := 0; ; {
		k := strings.Index(s[off:], w)
		if k < 0 {
			return false
		}
		i, j := off+k, off+k+len(w)
		if (i == 0 || !wordByte(s[i-1])) && (j == len(s) || !wordByte(s[j])) {
			return true
		}
		off = i + 1
	}
}

func wordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c >= 0x80
}

// prohibitedListItem: byte off of text lies in an item of a Markdown list
// that a line of prohibition introduces ("**Never:**", "Don't:",
// "### Avoid:" then "- Delete work without confirmation"): each item is
// a thing not to do.
func prohibitedListItem(text string, off int) bool {
	if off < 0 || off > len(text) {
		return false
	}
	start := strings.LastIndexByte(text[:off], '\n') + 1
	if !listItemLine(text[start:]) {
		return false
	}
	for n := 0; start > 0 && n < 40; n++ {
		prev := strings.LastIndexByte(text[:start-1], '\n') + 1
		line := text[prev : start-1]
		start = prev
		t := strings.TrimSpace(line)
		if t == "" || listItemLine(line) || line[0] == ' ' || line[0] == '\t' {
			continue // another item, or an item's next line
		}
		heading := t[0] == '#' || t[0] == '<' && t[len(t)-1] == '>'
		t = strings.ToLower(strings.Trim(t, "#*_ :<>/"))
		if !heading && !strings.HasSuffix(strings.TrimRight(strings.TrimSpace(line), "*_ "), ":") {
			return false
		}
		w, rest, _ := strings.Cut(t, " ")
		if prohibition[w] || wsD26Do.has(w) && wsD26Not.startsIn(rest) != "" {
			return true
		}
		// A heading, a tag or an opening line that names its items
		// as things not to do anywhere in it ("### MUST NOT DO",
		// "## Anti-Patterns to Avoid", "PROHIBITED CONTENT:").
		for _, w := range strings.FieldsFunc(t, headingBreak) {
			if wsListProhibited.has(w) {
				return true
			}
		}
		return false
	}
	return false
}

// headingBreak: r separates the words of a heading (a space, a mark
// other than those inside a word: "anti-patterns", "don't", "anti_patterns").
func headingBreak(r rune) bool {
	return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-' || r == '_' || r == '\'' || r >= 0x80)
}

// wsListProhibited are the words of a heading or a list's opening line
// that name its items as things not to do (rules/agent.rules).
var wsListProhibited = newWordSet("list-prohibited", false)

// listItemLine: line opens a Markdown list item ("- ", "* ", "+ ", "1. ").
func listItemLine(line string) bool {
	t := strings.TrimLeft(line, " \t")
	if len(t) >= 2 && strings.IndexByte("-*+", t[0]) >= 0 && t[1] == ' ' {
		return true
	}
	i := 0
	for i < len(t) && t[i] >= '0' && t[i] <= '9' {
		i++
	}
	return i > 0 && i+1 < len(t) && (t[i] == '.' || t[i] == ')') && t[i+1] == ' '
}

// agentRulesFile holds the phrase rules read only on an instruction kind
// (instructionOnlyFamilies).
const agentRulesFile = "rules/agent.rules"

// hiddenRulesFile holds what a note kept for a file's editors is (the
// note family), read only on an instruction kind as well.
const hiddenRulesFile = "rules/hidden.rules"

// agentOnlyFile: the rules of file f are read only on an instruction kind.
func agentOnlyFile(f string) bool { return f == agentRulesFile || f == hiddenRulesFile }

// instructionRuleSet is every phrase rule, agent.rules' too, and the
// lexicon made from them: compiled when the first instruction kind is met
// (Engine.inspect), so that a scan of a repository without skills, plugin
// commands or rules files does not pay for them. Its rules and atoms
// begin with directiveRules' own, in the same order (agent.rules is
// compiled last).
var instructionRuleSet = sync.OnceValues(func() (*ruleSet, map[string]*lexEntry) {
	loadRules()
	instructionRulesBuilt.Store(true)
	d := *allRuleData
	d.rules = slices.Clone(allRules)
	slices.SortStableFunc(d.rules, func(a, b phraseRule) int {
		return boolInt(agentOnlyFile(a.at.file)) - boolInt(agentOnlyFile(b.at.file))
	})
	rs, err := compileRuleSet(&d)
	if err != nil {
		panic("detect: rule files: " + err.Error()) // compiled by every build's tests
	}
	return rs, buildLexicon(rs)
})

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// instructionRulesBuilt says whether instructionRuleSet has run (a test
// holds it to its laziness).
var instructionRulesBuilt atomic.Bool

// newInstructionTokenizer is newTokenizer for an instruction kind's texts:
// its tokens carry the candidates and atoms of instructionRuleSet.
func newInstructionTokenizer() *text.Tokenizer {
	rs, lex := instructionRuleSet()
	return text.NewTokenizer(ruleLexicon{rs: rs, lex: lex})
}

// phraseRulesFor is the rule set that reads a text of kind k.
func phraseRulesFor(k Kind) *ruleSet {
	if IsInstructionKind(k) {
		rs, _ := instructionRuleSet()
		return rs
	}
	return directiveRules
}

// statedManner: token i opens a concealment phrase with a manner adverb
// (an "-ly" word: silently, secretly), and the clause states rather than
// orders: an auxiliary of the description (is, are, was, did) or a
// negation stands right before the adverb, and the word after it is not
// an act done to something (a past participle "-ed" or a verb of sending:
// "are silently copied to", "is secretly sent"), but an ongoing act
// ("-ing") or a state ("secretly simple").
func statedManner(a *Analysis, s Sent, i int) bool {
	t := &a.Tokens[i]
	if t.Kind != TokWord || wsD26LyEnding.endsIn(t.Text(a)) == "" || i == s.From || i+1 >= s.To {
		return false
	}
	prev := &a.Tokens[i-1]
	pw := prev.Text(a)
	if !(wsAskAux.has(pw) || wsStatedAux.has(pw) || demandOf(a, prev)&dNegation != 0 || prohibition[pw]) {
		return false
	}
	if demandOf(a, prev)&dNegation != 0 || prohibition[pw] {
		return true // "did not silently execute": the act denied
	}
	next := &a.Tokens[i+1]
	nw := next.Text(a)
	if next.Kind != TokWord {
		return false
	}
	if wsD26IngEnding.endsIn(nw) != "" {
		return true
	}
	return wsD26PastEnding.endsIn(nw) == "" && !next.Is(wcVerb) && demandOf(a, next)&dTransfer == 0
}

// wsStatedAux are the auxiliaries of a statement besides ask-aux's (do
// and its forms), from English grammar (rules/agent.rules).
var wsStatedAux = newWordSet("stated-aux", false)

// ownModeCommand: cue c is a setting of the agent's (a mode that asks for
// nothing) in a sentence of a command that names the mode the command
// is named for ("/yolo": "Enable YOLO mode for this session, without
// prompting"). A command runs only when the
// user types its name, so the mode it switches is the job the user
// asked for by name, not a setting slipped into another job. Skills,
// agents and rules load without being named, and keep the cue.
func ownModeCommand(v *ToolView, a *Analysis, s Sent, c directiveCue) bool {
	if v.Tool.Kind != KindCommand || c.family != "settings" || c.rule == "" {
		return false
	}
	parts := strings.FieldsFunc(strings.ToLower(v.Tool.Name), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	for i := s.From; i < s.To; i++ {
		w := a.Tokens[i].Text(a)
		if len(w) >= 3 && slices.Contains(parts, w) {
			return true
		}
	}
	return false
}
