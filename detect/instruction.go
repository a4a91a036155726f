package detect

import (
	"path"
	"slices"
	"strings"
	"unicode"

	"github.com/mcp-lint/mcp-lint/detect/approval"
	"github.com/mcp-lint/mcp-lint/detect/exfiltration"
	"github.com/mcp-lint/mcp-lint/detect/harvest"
	"github.com/mcp-lint/mcp-lint/detect/hiddentext"
	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
	"github.com/mcp-lint/mcp-lint/detect/persistence"

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
	reading.FamShell: true, "arbitrary-exec": true,
	"noconfirm": true, "consent": true, "authority": true,
	"secrecy":     true,
	"run-command": true, "trigger": true, "sleeper": true,
	"promote":          true,
	reading.FamComment: true,
	"settings":         true, "planted": true, "writes": true, "takeover": true, "concealed": true,
}

// instructionOnlyFamilies are the families of rules/agent.rules: read
// only on an instruction kind.
var instructionOnlyFamilies = map[string]bool{"settings": true, "planted": true, "writes": true, "takeover": true, "concealed": true}

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
	a := reading.Analyze(lead)
	if a == nil || len(a.Sents) == 0 {
		return false
	}
	s := a.Sents[len(a.Sents)-1]
	if reading.LeadNamesPractice(a, s) {
		return false // a label: "Piping a download into an interpreter:"
	}
	if runLeadWhole(a, 0, len(a.Tokens), false) && !reading.LeadNamesPractice(a, reading.Sent{From: 0, To: len(a.Tokens)}) {
		return true
	}
	if sl := reading.SentenceLang(a, s); sl.English <= 0 && sl.Lang != "" {
		return runLeadLang(reading.ReadLang(lead, a, s, sl.Lang))
	}
	return runLeadWhole(a, s.From, s.To, true)
}

// RunLeadOpens reports whether lead is RunLead's order whose last
// sentence opens with its verb of running ("Run the bootstrap script and
// read its output:"): the block is what to run, though what the sentence
// names after the verb (its output) reads as content described. A lead
// that opens with anything else ("For example, run:") is read as
// ExampleLead reads it.
func RunLeadOpens(lead string) bool {
	if !RunLead(lead) {
		return false
	}
	a := reading.Analyze(strings.TrimSpace(lead))
	if a == nil || len(a.Sents) == 0 {
		return false
	}
	s := a.Sents[len(a.Sents)-1]
	t := &a.Tokens[s.From]
	return t.Kind == reading.TokWord && reading.DemandOf(a, t)&reading.DExecute != 0 && !reading.InflectedVerb(a, s.From)
}

// runLeadWhole: tokens from..to of a lead hold a verb of running and no
// negation or person; with after, a person after that verb is the one
// the run is for ("Run this as the current user:"), not the one told.
func runLeadWhole(a *reading.Analysis, from, to int, after bool) bool {
	run := false
	for i := from; i < to; i++ {
		t := &a.Tokens[i]
		c := reading.DemandOf(a, t)
		if c&reading.DNegation != 0 || reading.Prohibition[t.Text(a)] || c&reading.DPerson != 0 && !(after && run) {
			return false
		}
		if c&reading.DExecute != 0 {
			run = true
		}
	}
	return run
}

// runLeadLang is RunLead in another language: a verb of running, not
// negated, not in a condition, with no user named before it ("Antes de compilar, execute
// sempre no PowerShell:", "首次使用前，先安装清洗引擎：").
func runLeadLang(f reading.LangFacts) bool {
	if f.Has(reading.Lset(reading.LNegator, reading.LProhibitive)) || f.Has(reading.LConditional) && !reading.CaseBounds(&f) {
		return false // a prohibition, or a case ("プラグインとしてインストールした場合：")
	}
	for i := range f.Hits {
		h := &f.Hits[i]
		if h.Cls.Has(reading.LUser) {
			return false
		}
		if h.Cls.Has(reading.LExecute) {
			return true
		}
	}
	return false
}

// runShellHits are the dangerous commands of a block the text tells the
// agent to run: those of its prose (ShellHits), and, in a shell block
// (its fence names a shell, or none), what its commands send away or run
// read at the shell's syntax.
func runShellHits(v *reading.ToolView, i int) []reading.ShellHit {
	text := v.FieldList[i].Text
	hits := withFetchedRun(v.ShellHits(i), text)
	info, _, _ := strings.Cut(strings.TrimLeft(text, "`~ "), "\n")
	info = strings.ToLower(strings.TrimSpace(info))
	var flow []reading.ShellHit
	if info != "" && !reading.WsShellShell.Has(info) && !exfiltration.WsShellFence.Has(info) {
		// Another language's block: what the same block shown as
		// documentation is read for (proseFlow), no less.
		flow = proseFlow(text, true)
	} else {
		flow = reading.ShellFlow(reading.BlankFences(text), false)
	}
	if len(flow) == 0 {
		return hits
	}
	out := append(slices.Clip(hits), flow...)
	slices.SortStableFunc(out, func(a, b reading.ShellHit) int { return a.Span.Start - b.Span.Start })
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
func withFetchedRun(hits []reading.ShellHit, text string) []reading.ShellHit {
	var more []reading.ShellHit
	for _, h := range reading.FindSettingShell(text) {
		if h.Kind == "approval-off" || h.Kind == "plant" {
			// Advice that forbids the setting ("never set ...") does not
			// set it, and a hooks path or template pointed at the null
			// device (/dev/null, NUL) or at nothing switches hooks off.
			if reading.LineNegated(text, h.Span.Start) || h.Kind == "plant" && nullTarget(text, h.Span.End) {
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
	slices.SortStableFunc(out, func(a, b reading.ShellHit) int { return a.Span.Start - b.Span.Start })
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
func proseFlow(text string, code bool) []reading.ShellHit {
	if code {
		b := reading.BlankFences(text)
		return reading.ProseFlowHits(b, reading.ShellFlow(b, false))
	}
	var out []reading.ShellHit
	spans := reading.TextCodeSpans(text)
	next := spans
	for off := 0; off < len(text); {
		end := strings.IndexByte(text[off:], '\n')
		if end < 0 {
			end = len(text) - off
		}
		line := text[off : off+end]
		if strings.IndexByte(line, '`') >= 0 {
			for ; len(next) > 0 && next[0].Start <= off+end; next = next[1:] {
				sp := next[0]
				for _, h := range reading.ProseFlowHits(text[sp.Start:sp.End], harvest.ProseShell(text, sp.Start, text[sp.Start:sp.End])) {
					// The span whole: the command line the prose gives,
					// whose position in its sentence is the span's.
					h.Span = sp
					out = append(out, h)
				}
			}
		} else if t := strings.TrimLeft(line, " \t0123456789.-*+>"); t != "" {
			w, _, _ := strings.Cut(t, " ")
			if reading.WsShellSender.Has(reading.Lower(w)) || reading.WsShellPackageRunner.Has(reading.Lower(w)) {
				at := off + len(line) - len(t)
				cmd := exfiltration.ContinuedLines(text, at, t)
				for _, h := range reading.ProseFlowHits(cmd, reading.ShellFlow(cmd, false)) {
					h.Span = reading.Span{Start: at, End: at + len(t)}
					out = append(out, h)
				}
			}
		}
		off += end + 1
	}
	return append(out, exfiltration.JoinedSpans(text, out, spans)...) // commands read as one script
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
	return v == "/dev/null" || exfiltration.Folds(exfiltration.NullDevice, v) || v == `""` || v == "''"
}

// frontMatterSetting is the hit of a front matter's key set to a value
// that switches the agent's confirmations off (an agent's
// "permissionMode: bypassPermissions"), at the whole value: discovery
// gives each key of the front matter a field of its own
// (frontmatter.KEY), so the key is read from the field's path. A value
// longer than 200 bytes is no mode's value but prose (a description),
// which the instruction checks read as prose, with its own positions;
// it is not read here as a setting.
func frontMatterSetting(path, value string) []reading.ShellHit {
	key, ok := strings.CutPrefix(path, "frontmatter.")
	if !ok || len(value) > 200 {
		return nil
	}
	for _, h := range reading.FindHookShell(key + ": " + value) {
		if h.Kind == "approval-off" {
			return []reading.ShellHit{{ID: h.ID, Kind: h.Kind, Span: reading.Span{Start: 0, End: len(value)}}}
		}
	}
	return nil
}

// scriptFamilies are the families that count on a script a skill runs:
// code is read for its commands, not as prose.
var scriptFamilies = map[string]bool{reading.FamShell: true}

// scriptWholeKinds are the kinds of shell commands that count whole in a
// script's code, wherever the line stands: code fetched and run, a place
// read again written, a hook's input sent away. A credential named on
// the line of a network call is what a client of an API does with its
// key, and counts as the line's position says.
var scriptWholeKinds = map[string]bool{"pipe-to-shell": true, "powershell-download-exec": true, "download-and-run": true,
	"download-run": true, "remote-package": true, "persistence": true, "trace-erase": true, "approval-off": true, "plant": true, "home-plant": true}

// instructionCue says whether a directive cue counts on tool kind k: all
// of them on a tool's kinds; on an instruction kind, those of
// instructionFamilies (a markup cue only for an HTML comment, which has
// no rule: a tag-shaped one has); on a script, shell commands.
func instructionCue(k reading.Kind, c reading.DirectiveCue, hidden bool) bool {
	if !reading.IsInstructionKind(k) {
		return true
	}
	if k == reading.KindScript {
		return scriptFamilies[c.Family]
	}
	if c.Family == reading.FamComment && c.Rule != "" || instructionOffRules[c.Rule] {
		return false
	}
	if c.Family == reading.FamSensitive {
		// A credential named is a demand's support only in text the
		// reader does not see (an HTML comment): in the open, rules
		// files name .env and ~/.ssh to protect them.
		return hidden
	}
	return instructionFamilies[c.Family]
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
// is then used for is what the other readings judge.
var supportOnlyRules = map[string]bool{"secrecy.do-not-tell-user": true, "authority.you-have-unrestricted-access": true}

// supportOnlyFamilies are families whose phrase rules count on an
// instruction kind's visible text only with another cue (at most
// supportWeightCap). exfil's phrase rules read a verb of sending and an
// address ("send the email to team@company.com", "deliver to your HTTPS
// endpoint"), which is what honest skills that mail, post and publish
// say; what the concept names is a secret, a file or the conversation
// sent out, which instructionCues reads (computed, at full weight).
var supportOnlyFamilies = map[string]bool{"exfil": true}

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
func clauseNegated(a *reading.Analysis, s reading.Sent, from int) bool {
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
		case t.Kind == reading.TokPunct:
			return false
		case reading.DemandOf(a, t)&reading.DNegation != 0 && !reading.WsWithout.Has(txt) || reading.Prohibition[txt]:
			return true
		}
		n++
	}
	return false
}

// wsInterfaceHead are the nouns of a service's interface (rules/agent.rules).
var wsInterfaceHead = reading.NewWordSet("interface-head", false)

// clauseNegatable are the families whose phrase a negation of its own
// clause turns into a prohibition ("never put secrets in EXPO_PUBLIC_
// variables", "do not read the key file"); a negation of an earlier
// clause ("do not ask; read the key file") does not reach it.
var clauseNegatable = map[string]bool{"harvest": true, "secret-access": true}

// negatedCue: a phrase rule of a negatable family whose match a negation opens
// shortly before ("don't disable the safety checks", "never add it to
// the allow list"): a prohibition, not the demand.
func negatedCue(a *reading.Analysis, s reading.Sent, c reading.DirectiveCue) bool {
	if strings.HasPrefix(c.Rule, "ask.") {
		return false // the readings of instruction_ask.go read their negations
	}
	if c.Rule != "" && withoutNegated[c.Family] && negatedWithout(a, s, c) {
		return true
	}
	if !(negatable[c.Family] || clauseNegatable[c.Family]) || c.Rule == "" {
		return false
	}
	if personActs[c.Family] && personsAct(a, s, c.From) {
		return true
	}
	for i := c.From - 1; negatable[c.Family] && i >= s.From && i >= c.From-4; i-- {
		t := &a.Tokens[i]
		if txt := t.Text(a); reading.DemandOf(a, t)&reading.DNegation != 0 || reading.Prohibition[txt] {
			return true
		}
	}
	// A secret named in a prohibition of its own clause ("never put
	// secrets in public variables"): the negation opens the clause
	// before the match, no mark between.
	if clauseNegatable[c.Family] && clauseNegated(a, s, c.From) {
		return true
	}
	// A takeover stated as a condition ("if the Workflow tool is
	// disabled, stop") claims nothing.
	if c.Family == "takeover" {
		for i := c.From - 1; i >= s.From && i >= c.From-6; i-- {
			if a.Tokens[i].Is(reading.WcSubordinator) {
				return true
			}
		}
	}
	// A line of a list of things not to do ("❌ Deploy without review").
	if reading.ProhibitsAt(a, s.From) && s.From < c.From {
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
func personsAct(a *reading.Analysis, s reading.Sent, from int) bool {
	for i := from - 1; i > s.From; i-- {
		t := &a.Tokens[i-1]
		if reading.DemandOf(a, t)&reading.DPerson == 0 {
			continue
		}
		if nx := a.Tokens[i].Text(a); reading.WsTo.Has(nx) || reading.Grammar(nx, reading.GModal) {
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
func negatedWithout(a *reading.Analysis, s reading.Sent, c reading.DirectiveCue) bool {
	for w := c.From; w < c.To; w++ {
		if !reading.WsWithout.Has(a.Tokens[w].Text(a)) {
			continue
		}
		for i := w - 1; i >= s.From && i >= w-6; i-- {
			t := &a.Tokens[i]
			if txt := t.Text(a); reading.DemandOf(a, t)&reading.DNegation != 0 || reading.Prohibition[txt] {
				return true
			}
			if t.Kind == reading.TokPunct && i < c.From {
				break
			}
		}
		return negatedList(a, s, w) || conditionWithout(a, s, w) || boundedWithout(a, s, w) || approval.WithoutForbidden(a, s, w)
	}
	return false
}

// conditionWithout: "without" at token w stands in a clause a
// subordinator opens ("If you acted without consent, stop and say so"):
// the act it qualifies is a condition, not an order. The subordinator is
// the clause's first word: one inside it ("deploy when ready without
// asking") does not open it.
func conditionWithout(a *reading.Analysis, s reading.Sent, w int) bool {
	i := w - 1
	for i > s.From && a.Tokens[i-1].Kind != reading.TokPunct {
		i--
	}
	return i < w && a.Tokens[i].Is(reading.WcSubordinator)
}

// boundedWithout: the asking "without" at token w drops is bounded at
// once by a condition of its own ("resolve it without asking when the
// repository already answers it", "without prompting if the flag is
// set"): a subordinator opens the next clause within three words, and
// no mark stands between. Asking is dropped only where the condition
// holds, and elsewhere stays.
func boundedWithout(a *reading.Analysis, s reading.Sent, w int) bool {
	for i := w + 1; i < s.To && i <= w+3; i++ {
		t := &a.Tokens[i]
		if t.Kind == reading.TokPunct {
			return false
		}
		if i > w+1 && t.Is(reading.WcSubordinator) && reading.WsConditionOpener.Has(t.Text(a)) {
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
func negatedList(a *reading.Analysis, s reading.Sent, w int) bool {
	or := false
	for i := w - 1; i >= s.From && i >= w-20; i-- {
		t := &a.Tokens[i]
		txt := t.Text(a)
		switch {
		case reading.DemandOf(a, t)&reading.DNegation != 0 || reading.Prohibition[txt]:
			return or
		case approval.WsOr.Has(txt):
			or = true
		case t.Kind == reading.TokPunct && txt != ",":
			return false
		}
	}
	return false
}

// instructionChecks are the checks that read an instruction kind: the
// hard tier (hidden Unicode, decoded payloads, embedded secrets,
// look-alike letters) and the two that read what a text asks. The
// capability check compares a tool's job with its schema, and the
// shadowing check compares tools' names: a unit has neither a schema nor
// a tool's name.
var instructionChecks = map[string]bool{
	reading.IDUnicodeHidden: true, reading.IDPayloadDecoded: true, reading.IDSecretEmbedded: true, reading.IDUnicodeLookalike: true,
	reading.IDDirectiveImperative: true, reading.IDDemand: true,
}

// checkApplies says whether check id reads a definition of kind k.
func checkApplies(k reading.Kind, id string) bool {
	if !reading.IsInstructionKind(k) {
		return true
	}
	if k == reading.KindScript && (id == reading.IDDemand || id == reading.IDPayloadDecoded) {
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
func instructionDemands(ds []reading.SentenceDemand) {
	for k := range ds {
		d := &ds[k]
		// Running a program, fetched or not, is read by the shell
		// commands and the script-URL cue (instructionCues): a link to a
		// tool's repository with "install" beside it is a reference.
		d.Execute = false
		if d.ToolRef != "" && !agentMCPToolName(d.ToolRef) || d.Coerced != "" && !agentMCPToolName(d.Coerced) {
			// A tool-shaped identifier in a skill, command or rules
			// file is the code the text is about (Queue.add, az.cmd,
			// record.getMessage), not an MCP tool: a call routed to it
			// or data put into it is no demand there. An MCP tool as
			// the agent names it (mcp__server__tool) still is. Another
			// skill's, command's or built-in's job taken over is read
			// by the takeover records of rules/agent.rules.
			if strings.HasPrefix(d.Sink, "the tool ") {
				d.Sink, d.SinkExt = "", false
			}
			d.Replace, d.Instead, d.ToolRef, d.Coerced = false, false, "", ""
		}
		if d.SinkExt && !strings.HasPrefix(d.Sink, "the tool ") && d.ObjectKind == "" && !exfiltration.AnaphorTakesUp(ds, k) {
			// Data sent to an address with no secret, conversation or
			// fact about the user named ("report security issues to
			// security@…", "send the release notes to …") is what skills
			// that mail, post and publish do: what the concept names
			// is read by the exfil cues and ask.exfil-outside
			// (instruction_ask.go), which know the user's files too.
			d.Sink, d.SinkExt = "", false
		}
		d.Concepts = dropConcepts(d.Concepts)
		d.Alone = dropConcepts(d.Alone)
	}
}

// ownServiceDemands: a secret whose sink is an outside address is the
// key of the service at that address (reading.OwnServiceSink: a vendor's
// reference or a recipe that authenticates its requests with the key
// they are for), not data sent away: its sink is dropped, as the exfil
// cue of instructionCues is.
func ownServiceDemands(v *reading.ToolView, ds []reading.SentenceDemand) {
	for k := range ds {
		d := &ds[k]
		if !d.SinkExt || strings.HasPrefix(d.Sink, "the tool ") || d.ObjectKind != reading.CHarvest || d.ObjectAt < 0 || d.Field < 0 || d.Field >= len(v.FieldList) {
			continue
		}
		a := d.Analysis(v)
		if a == nil || d.ObjectAt >= len(a.Tokens) {
			continue
		}
		raw := v.FieldList[d.Field].Text
		for _, s := range a.Sents {
			if d.ObjectAt < s.From || d.ObjectAt >= s.To {
				continue
			}
			for i := d.ObjectAt + 1; i < s.To; i++ {
				if t := &a.Tokens[i]; (t.Kind == reading.TokURL || t.Kind == reading.TokEmail) && reading.OutsideAddress(t.Text(a)) {
					if reading.OwnServiceSink(a, raw, d.ObjectAt, i) {
						d.Sink, d.SinkExt = "", false
					}
					break
				}
			}
			break
		}
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
		if c == reading.CImpersonate || c == reading.CAuthority {
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
func instructionCues(v *reading.ToolView, a *reading.Analysis, s reading.Sent, raw string, add func(reading.DirectiveCue)) {
	if reading.SettingRow(raw, a, s) {
		return // a table row that documents a setting asks nothing
	}
	toks := a.Tokens
	neg := -1
	send, addr, secret := -1, -1, -1
	fetched, run := -1, -1
	served, through := -1, -1 // any outside URL; a shell or interpreter run through
	for i := s.From; i < s.To; i++ {
		t := &toks[i]
		txt := t.Text(a)
		switch t.Kind {
		case reading.TokURL, reading.TokEmail:
			if reading.OutsideAddress(txt) {
				if addr < 0 && send >= 0 && secret > send && !reading.ObtainedFrom(a, s, i) { // "(Get from https://...)": where a key is got
					addr = i
				}
				if t.Kind == reading.TokURL && fetched < 0 && scriptURL(txt) {
					fetched = i
				}
				if t.Kind == reading.TokURL && served < 0 && !(i > s.From && packageSource(a, s, i)) {
					served = i
				}
				if t.Kind == reading.TokURL && reading.RenderedImage(raw, int(t.Start)) && (queryCarriesSecret(txt) || neg < 0 && (exfiltration.LinkCarriesData(raw, int(t.Start)) || exfiltration.ImagePathCarries(raw, int(t.Start)))) {
					add(reading.DirectiveCue{Family: "exfil", Weight: 1.0, From: i, To: i + 1, Rule: ""})
				}
				if t.Kind == reading.TokURL && i > s.From && packageSource(a, s, i) {
					add(reading.DirectiveCue{Family: reading.FamShell, Weight: 1.0, From: i - 1, To: i + 1, Rule: ""})
				}
			}
			continue
		case reading.TokWord, reading.TokIdent:
		default:
			if t.Kind == reading.TokPath && send >= 0 && secret < 0 {
				if _, ok := reading.SensitiveResource(a, t); ok {
					secret = i
				}
			}
			continue
		}
		c := reading.DemandOf(a, t)
		if c&reading.DNegation != 0 || reading.WsOpeningNegation.Has(txt) {
			neg = i
		}
		if w := reading.PermissiveMode[txt]; w > 0 {
			if reading.FlagValue(a, s, i) {
				// --permission-mode bypassPermissions: the mode passed on
				// the command line by the person who starts the agent,
				// as the flags are.
				w = min(w, reading.SupportWeightCap)
			}
			add(reading.DirectiveCue{Family: "settings", Weight: w, From: i, To: i + 1, Rule: ""})
		}
		if c&reading.DTransfer != 0 && send < 0 && neg < 0 {
			send = i
		}
		if c&reading.DExecute != 0 && run < 0 && neg < 0 {
			run = i
		}
		// "run it with bash", "execute what it returns through node":
		// a shell or an interpreter (shell-interpreter) that what is run
		// goes through, after the verb of running.
		if run >= 0 && i > run && through < 0 && i > s.From && reading.WsShellInterpreter.Has(reading.Lower(txt)) &&
			reading.Grammar(toks[i-1].Text(a), reading.GPreposition) {
			through = i
		}
		if send >= 0 && i > send && secret < 0 {
			// The conversation's word as the modifier of an interface's
			// noun ("the Chat API", rules/agent.rules' interface-head)
			// names the interface, not the conversation.
			modifier := c&(reading.DSecret|reading.DSecretQualified) == 0 && i+1 < s.To && wsInterfaceHead.Has(reading.Lower(toks[i+1].Text(a)))
			if _, ok := reading.SensitiveResource(a, t); ok || c&(reading.DSecret|reading.DSecretQualified|reading.DContext) != 0 && !modifier || t.Kind == reading.TokIdent && reading.SecretNamed(txt) {
				secret = i
			}
		}
	}
	if send >= 0 && secret > send && addr > secret && !reading.OwnServiceSink(a, raw, secret, addr) {
		// (The key of the service at the address, used with it, is not
		// sent away: own_service.go.)
		add(reading.DirectiveCue{Family: "exfil", Weight: 1.0, From: send, To: addr + 1, Rule: ""})
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
			reading.NamedURL(rest, strings.ToLower(raw[:u.Start]+" "+raw[u.End:]), strings.ToLower(v.OtherText())) {
			w = reading.SupportWeightCap // the project's own installer (ownInstaller)
		}
		add(reading.DirectiveCue{Family: reading.FamShell, Weight: w, From: from, To: to + 1, Rule: ""})
	}
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
	return scriptURLEnding.Has(p[k:])
}

// scriptURLEnding are the endings of a URL's path that name a script or
// an installer: the names record names.script-url-ending.
var scriptURLEnding = reading.NewNameList("names.script-url-ending")

// packageSource: the URL at token i is the value of a package manager's
// registry or index option (npm --registry, pip --index-url and
// --extra-index-url, gem --source).
func packageSource(a *reading.Analysis, s reading.Sent, i int) bool {
	k := i - 1
	if k > s.From && a.Tokens[k].Text(a) == "=" {
		k--
	}
	return packageSourceOption.Has(a.Tokens[k].Text(a)) && k > s.From && a.Tokens[k-1].Text(a) == "-"
}

// packageSourceOption are the package managers' options whose value is
// where packages come from: the names record names.package-source-option.
var packageSourceOption = reading.NewNameList("names.package-source-option")

// instructionSignals applies the policy to the signals of an instruction
// kind: directive.demand's lone concept of pressure (low: a sentence that
// only hides, keeps for later or approves, read as in a tool's
// description) is an order like any other in a text whose purpose is
// orders, unless directive.imperative reads a demand in the same field;
// two agreeing concepts, or data moved, stand (medium and above).
func instructionSignals(sigs []reading.Signal) []reading.Signal {
	out := sigs[:0]
	for _, s := range sigs {
		if s.Check == reading.IDDemand && s.Severity < reading.SeverityMedium && !slices.ContainsFunc(sigs, func(o reading.Signal) bool {
			return o.Check == reading.IDDirectiveImperative && o.Field == s.Field
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

// commentField: field f of an instruction kind is one of its comments.
func commentField(v *reading.ToolView, f *reading.Field) bool {
	p := v.PathOf(f)
	return p == CommentsField || strings.HasPrefix(p, CommentsField+"[")
}

// hiddenField: field f of an instruction kind is text only the model
// sees: one of its comments or another hidden region (HiddenField).
func hiddenField(v *reading.ToolView, f *reading.Field) bool {
	p := v.PathOf(f)
	return commentField(v, f) || p == reading.HiddenField || strings.HasPrefix(p, reading.HiddenField+"[")
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
func hiddenSentenceWeight(v *reading.ToolView, reg *reading.Registry, f *reading.Field, a *reading.Analysis, s reading.Sent, cues []reading.DirectiveCue, w float64) float64 {
	d, ok := reading.ReadSentence(v, reg, f, a, s, nil, false, nil, nil)
	if ok && d.Mood && len(d.Concepts) > 0 {
		return 1.0 // concealment, a rule for later, consent, authority
	}
	if slices.ContainsFunc(cues, func(c reading.DirectiveCue) bool {
		return c.Family == famNote && hiddentext.NoteLabel(a, f.Text, s, c)
	}) {
		return 0
	}
	if hiddentext.HiddenUntoldLang(a, f.Text, s) || hiddentext.HiddenUntoldEn(a, f.Text, s) ||
		hiddentext.HiddenAddressed(a, f.Text, s) && (hiddentext.HiddenAsks(a, f.Text, s, cues) || hiddentext.HiddenCover(a, f.Text, s)) {
		return 1.0 // what it keeps back, or an ask addressed to the model (instruction_hide.go)
	}
	for _, c := range cues {
		// What the phrase checks read it to ask, not negated (their
		// weights are zero then: sentenceCues).
		if reading.HiddenDemandFamilies[c.Family] && c.Weight >= 0.2 {
			return 1.0
		}
	}
	return w
}

// quotedPattern: the sentence at byte off of raw is a list item or a
// table row, or raw is code the file shows: in a unit that declares a
// purpose of reviewing attacks (declaredReview), what it lists there is
// an example of what it looks for.
func quotedPattern(v *reading.ToolView, raw string, off int) bool {
	if v.InCode {
		return true
	}
	if off > len(raw) {
		return false
	}
	line := raw[reading.LineStart(raw, off):reading.LineEnd(raw, off)]
	return reading.ListItemLine(line) || strings.HasPrefix(strings.TrimLeft(line, " \t"), "|")
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
func scriptShellHits(text, name string, hook bool) []reading.ShellHit {
	var out []reading.ShellHit
	code := !shellScript(text, name)
	for _, h := range reading.FindHookShellInCode(text) {
		if h.Kind != "credential-exfiltration" && (hook || h.Kind != "input-egress") && !(code && exfiltration.CodeInert(text, h.Span)) {
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
		// over statements are codeFlows's. And the line
		// calls a client (codeLineSends): an address alone
		// is a default value or a comment's link.
		if strings.TrimSpace(line) != "" && !(code && (!reading.CommandSendsOut(line) || !reading.CodeLineSends(line))) {
			for _, h := range reading.FindHookShellInCode(line) {
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
	out = append(out, persistence.CodePlants(text, hook)...) // a place read again written by code
	var flows []reading.ShellHit
	if !shellScript(text, name) {
		flows = reading.CodeFlows(text, hook) // a secret sent away, code fetched and run, by code
	} else {
		for _, h := range reading.ShellFlow(text, hook) {
			if h.ID == reading.SecretFlowRule && h.Via != "" {
				// Its address is the script's (a variable's text, a URL
				// without its scheme), not written in the command: the
				// script's code flow, read as code's is (code-egress).
				h.Kind = reading.EgressKind
			}
			if hook || h.Kind != "input-egress" && h.Kind != "files-egress" {
				flows = append(flows, h)
			}
		}
	}
	out = append(flowRead(text, out, flows), flows...)
	slices.SortStableFunc(out, func(a, b reading.ShellHit) int {
		if a.Span.Start == b.Span.Start && (a.ID == reading.SecretFlowRule) != (b.ID == reading.SecretFlowRule) {
			if a.ID == reading.SecretFlowRule {
				return -1 // at one command, the secret's flow is what it does
			}
			return 1
		}
		return a.Span.Start - b.Span.Start
	})
	return out
}

// flowRead is hits without the line-by-line readings of a credential
// sent away on the lines of a command whose flow the code's syntax reads
// as a secret sent away (flows): that command is read as code, and its
// flow is the finding. A credential's name met first on the line (the
// file a condition tests, the file piped into the client) would
// otherwise stand in the flow's place as a lone shell cue.
func flowRead(text string, hits, flows []reading.ShellHit) []reading.ShellHit {
	var lines []reading.Span
	for _, f := range flows {
		if f.ID == reading.SecretFlowRule {
			lines = append(lines, reading.Span{Start: reading.LineStart(text, f.Span.Start), End: reading.LineEnd(text, max(f.Span.Start, f.Span.End-1))})
		}
	}
	if len(lines) == 0 {
		return hits
	}
	return slices.DeleteFunc(hits, func(h reading.ShellHit) bool {
		if h.Kind != "credential-exfiltration" || h.ID == reading.SecretFlowRule {
			return false
		}
		for _, l := range lines {
			if h.Span.Start >= l.Start && h.Span.Start < l.End {
				return true
			}
		}
		return false
	})
}

// shellScript: a script's code is shell: its name ends as a shell
// script's, or its #! line names a shell.
func shellScript(text, name string) bool {
	if ext := strings.ToLower(path.Ext(name)); shellScriptEnding.Has(ext) {
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
		if reading.WsShellShell.Has(w) {
			return true
		}
	}
	return false
}

// shellScriptEnding are the endings of a shell script's file name: the
// names record names.shell-script-ending.
var shellScriptEnding = reading.NewNameList("names.shell-script-ending")

// localDemands cuts an instruction kind's sentence facts into the groups
// directive.demand joins: one per paragraph of a field (text between
// blank lines). A tool's description is a few sentences about one tool,
// and what they ask together is its demand; a rules file or a skill is
// pages about many things, and two orders pages apart ("report the
// build only if it ran", "save the timings to timing.json") are not one
// demand.
func localDemands(v *reading.ToolView, ds []reading.SentenceDemand) [][]reading.SentenceDemand {
	var out [][]reading.SentenceDemand
	start := 0
	key := func(d *reading.SentenceDemand) [2]int {
		a := d.Analysis(v)
		at := d.At
		if at < 0 || at >= len(a.Tokens) {
			at = d.VerbAt
		}
		if at < 0 || at >= len(a.Tokens) {
			return [2]int{d.Field, 0}
		}
		txt := v.FieldList[d.Field].Text
		end := min(int(a.Tokens[at].Start), len(txt))
		return [2]int{d.Field, strings.Count(txt[:end], "\n\n")}
	}
	for k := 1; k <= len(ds); k++ {
		if k == len(ds) || key(&ds[k]) != key(&ds[start]) {
			out = append(out, ds[start:k])
			start = k
		}
	}
	return out
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
		if v != "" && reading.SecretNamed(reading.Lower(v)) {
			return true
		}
	}
	return false
}

// prohibitedListItem: byte off of text lies in an item of a Markdown list
// that a line of prohibition introduces ("**Never:**", "Don't:",
// "### Avoid:" then "- Delete work without confirmation"): each item is
// a thing not to do.
func prohibitedListItem(text string, off int) bool {
	if off < 0 || off > len(text) {
		return false
	}
	start := reading.LineStart(text, off)
	if !reading.ListItemLine(text[start:]) {
		return false
	}
	for n := 0; start > 0 && n < 40; n++ {
		prev := strings.LastIndexByte(text[:start-1], '\n') + 1
		line := text[prev : start-1]
		start = prev
		t := strings.TrimSpace(line)
		if t == "" || reading.ListItemLine(line) || line[0] == ' ' || line[0] == '\t' {
			continue // another item, or an item's next line
		}
		heading := t[0] == '#' || t[0] == '<' && t[len(t)-1] == '>'
		t = strings.ToLower(strings.Trim(t, "#*_ :<>/"))
		if !heading && !strings.HasSuffix(strings.TrimRight(strings.TrimSpace(line), "*_ "), ":") {
			return false
		}
		w, rest, _ := strings.Cut(t, " ")
		if reading.Prohibition[w] || reading.WsDo.Has(w) && reading.WsNot.StartsIn(rest) != "" {
			return true
		}
		// A heading, a tag or an opening line that names its items
		// as things not to do anywhere in it ("### MUST NOT DO",
		// "## Anti-Patterns to Avoid", "PROHIBITED CONTENT:").
		for _, w := range strings.FieldsFunc(t, headingBreak) {
			if wsListProhibited.Has(w) {
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
var wsListProhibited = reading.NewWordSet("list-prohibited", false)

// newInstructionTokenizer is newTokenizer for an instruction kind's texts:
// its tokens carry the candidates and atoms of instructionRuleSet.
func newInstructionTokenizer() *text.Tokenizer {
	rs, lex := reading.InstructionRuleSet()
	return text.NewTokenizer(reading.RuleLexicon{Rs: rs, Lex: lex})
}

// statedManner: token i opens a concealment phrase with a manner adverb
// (an "-ly" word: silently, secretly), and the clause states rather than
// orders: an auxiliary of the description (is, are, was, did) or a
// negation stands right before the adverb, and the word after it is not
// an act done to something (a past participle "-ed" or a verb of sending:
// "are silently copied to", "is secretly sent"), but an ongoing act
// ("-ing") or a state ("secretly simple").
func statedManner(a *reading.Analysis, s reading.Sent, i int) bool {
	t := &a.Tokens[i]
	if t.Kind != reading.TokWord || reading.WsLyEnding.EndsIn(t.Text(a)) == "" || i == s.From || i+1 >= s.To {
		return false
	}
	prev := &a.Tokens[i-1]
	pw := prev.Text(a)
	if !(reading.WsAskAux.Has(pw) || wsStatedAux.Has(pw) || reading.DemandOf(a, prev)&reading.DNegation != 0 || reading.Prohibition[pw]) {
		return false
	}
	if reading.DemandOf(a, prev)&reading.DNegation != 0 || reading.Prohibition[pw] {
		return true // "did not silently execute": the act denied
	}
	next := &a.Tokens[i+1]
	nw := next.Text(a)
	if next.Kind != reading.TokWord {
		return false
	}
	if reading.WsIngEnding.EndsIn(nw) != "" {
		return true
	}
	return reading.WsPastEnding.EndsIn(nw) == "" && !next.Is(reading.WcVerb) && reading.DemandOf(a, next)&reading.DTransfer == 0
}

// wsStatedAux are the auxiliaries of a statement besides ask-aux's (do
// and its forms), from English grammar (rules/agent.rules).
var wsStatedAux = reading.NewWordSet("stated-aux", false)

// ownModeCommand: cue c is a setting of the agent's (a mode that asks for
// nothing) in a sentence of a command that names the mode the command
// is named for ("/yolo": "Enable YOLO mode for this session, without
// prompting"). A command runs only when the
// user types its name, so the mode it switches is the job the user
// asked for by name, not a setting slipped into another job. Skills,
// agents and rules load without being named, and keep the cue.
func ownModeCommand(v *reading.ToolView, a *reading.Analysis, s reading.Sent, c reading.DirectiveCue) bool {
	if v.Tool.Kind != reading.KindCommand || c.Family != "settings" || c.Rule == "" {
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
