package detect

import "strings"

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
//     "deprecated", "use only this"; override of the agent's own
//     instructions; directive.demand's hijack);
//   - hidden instructions: an HTML comment (the computed markup cue),
//     invisible Unicode and encoded payloads (the hard tier, unchanged).
//
// What only says that an order is given is left out: the families of
// coercion ("you MUST"), section tags and wrappers, the order to call a
// tool first (order, preamble), references to other tools and their
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
	"exfil": true, "harvest": true, "secret-access": true, famSensitive: true,
	famShell: true, "arbitrary-exec": true,
	"noconfirm": true, "consent": true, "authority": true,
	"secrecy":     true,
	"run-command": true, "trigger": true, "sleeper": true,
	"promote": true, "override": true,
	famComment: true,
	"settings": true, "planted": true, "takeover": true,
}

// instructionOnlyFamilies are the families of rules/agent.rules: read
// only on an instruction kind.
var instructionOnlyFamilies = map[string]bool{"settings": true, "planted": true, "takeover": true}

// HookClientPrefix starts the Client of a hook's launch config
// ("hook:PreToolUse"): discovery reads each hook command as a launch
// config, and config.shell reads it with the hooks' shell families too.
const HookClientPrefix = "hook:"

// ExamplesField is the field of an instruction kind that holds the
// blocks its text presents as examples (Markdown fenced code introduced
// as one: ExampleLead). The hard tier reads it; the checks of what a
// text asks do not: an attack quoted in a security guide is not asked.
const ExamplesField = "examples"

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
	"credential-exfiltration": true, "browser-exfiltration": true, "persistence": true,
}

// instructionCue says whether a directive cue counts on tool kind k: all
// of them on a tool's kinds; on an instruction kind, those of
// instructionFamilies (a markup cue only for an HTML comment, which has
// no rule: a tag-shaped one has); on a script, shell commands.
func instructionCue(k Kind, c directiveCue) bool {
	if !IsInstructionKind(k) {
		return true
	}
	if k == KindScript {
		return scriptFamilies[c.family]
	}
	if c.family == famComment && c.rule != "" {
		return false
	}
	return instructionFamilies[c.family]
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
	if k == KindScript && id == IDDemand {
		return false // code is not read for its prose's demands
	}
	return instructionChecks[id]
}

// instructionDemands applies the policy to directive.demand's sentence
// facts on an instruction kind: running a program counts only when it is
// fetched from an address, and neither authority nor a claim to speak
// for the user is a demand.
func instructionDemands(ds []sentenceDemand) {
	for k := range ds {
		d := &ds[k]
		if d.execute && !d.fetched {
			d.execute = false
		}
		d.concepts = dropConcepts(d.concepts)
		d.alone = dropConcepts(d.alone)
	}
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
// Continue, Cline), as a path token spells them (lower case).
var agentHomes = []string{"~/.claude", "~/.cursor", "~/.codex", "~/.gemini", "~/.windsurf", "~/.codeium",
	"~/.continue", "~/.cline", "~/.config/claude", "~/.config/cursor", "$home/.claude", "${home}/.claude", "$home/.cursor", "$home/.codex", "$home/.gemini"}

// agentHomePath: path token text p lies in an agent's home folder.
func agentHomePath(p string) bool {
	for _, h := range agentHomes {
		if rest, ok := strings.CutPrefix(p, h); ok && (rest == "" || rest[0] == '/' || rest[0] == '\\') {
			return true
		}
	}
	return false
}
