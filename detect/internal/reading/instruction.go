package reading

import (
	"bytes"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/publicsuffix"
)

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

// runField: field f of an instruction kind is a block it tells the
// agent to run.
func IsRunField(v *ToolView, f *Field) bool {
	p := v.PathOf(f)
	return p == RunField || strings.HasPrefix(p, RunField+"[")
}

// proseCodeSpans calls yield with the bounds [start, end) of each inline
// code span of line whose lead does not forbid it ("never run `...`": a
// prohibition, in English or a lexicon's language), in order.
func ProseCodeSpans(line string, yield func(start, end int)) {
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
		if w, clause := NegationWindow(line[:o]); !LineNegated(w, len(w)) && !LangNegated(clause) {
			yield(n, n+c)
		}
		k = n + c + (n - o)
	}
}

// TextCodeSpans is ProseCodeSpans over every line of text, in text's
// offsets and order: the code spans of a prose field, found once for the
// readers that share them (proseFlow, exfiltration.Joined).
func TextCodeSpans(text string) []Span {
	var out []Span
	for off := 0; off < len(text); {
		end := strings.IndexByte(text[off:], '\n')
		if end < 0 {
			end = len(text) - off
		}
		if line := text[off : off+end]; strings.IndexByte(line, '`') >= 0 {
			ProseCodeSpans(line, func(n, e int) { out = append(out, Span{Start: off + n, End: off + e}) })
		}
		off += end + 1
	}
	return out
}

// secretFlowRule is the rule of a credential sent to an address written
// in a command, read at the shell's syntax (ShellFlow). In an instruction
// kind's prose, a block it tells the agent to run, or a block it shows,
// such a command is two concepts agreeing, a secret and a sink the agent
// is handed, and its finding is medium on its own (directive.go raises it to medium at least):
// an honest skill calls its own API with a token from a variable, which
// ShellFlow does not read as a secret; it does not ship a credential
// file or the environment.
const SecretFlowRule = "shell.flow-credential-exfiltration"

// secretFlow is hits' credentials sent away, moved by at, in text: a
// command whose every address is a reserved or private host
// (reservedHost: a guide's https://attacker.example) sends nowhere.
func secretFlow(text string, hits []ShellHit, at int) []ShellHit {
	var out []ShellHit
	for _, h := range hits {
		if h.Kind == "credential-exfiltration" && CommandSendsOut(text[h.Span.Start:h.Span.End]) {
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
func CommandSendsOut(command string) bool {
	var own map[string]bool
	for _, w := range strings.FieldsFunc(command, func(r rune) bool { return r == ' ' || r == '"' || r == '\'' || r == '\n' || r == '\t' }) {
		if i := strings.LastIndexByte(w, ')'); i >= 0 && !strings.Contains(w, "://") {
			w = strings.TrimLeft(w[i+1:], ".") // $(...).host: the host written after the expansion
		}
		if !shAddress(w) {
			continue
		}
		h := writtenPart(addressHost(w), "$)")
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
		parts := strings.Split(Lower(w), "/")
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
	for _, label := range strings.FieldsFunc(Lower(h), func(r rune) bool { return r == '.' || r == '-' }) {
		if len(label) >= 4 && folders[label] {
			return true
		}
	}
	return false
}

// langNegated: a negator of one of the lexicons' languages (grammar-
// negator: nunca, nicht, 不要 ...) stands in before, the text of a line
// before a command it gives: a prohibition in another language.
func LangNegated(before string) bool {
	if strings.TrimSpace(before) == "" {
		return false
	}
	var hits []LexHit
	for _, lang := range LexLangs {
		lx := LangLex(lang)
		if lx == nil {
			continue
		}
		hits = lx.LexScan(before, hits[:0])
		for _, h := range hits {
			if h.Cls.Has(LNegator) {
				return true
			}
		}
	}
	return false
}

// lineNegated: a word of demand-negation (not, never, avoid ...) stands
// before at on its line.
func LineNegated(text string, at int) bool {
	line := text[strings.LastIndexByte(text[:at], '\n')+1 : at]
	for _, w := range strings.FieldsFunc(line, func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' }) {
		w = Lower(w)
		if DemandWords[w]&DNegation != 0 || WsNegClitic.EndsIn(w) != "" {
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
func NegationWindow(before string) (window, clause string) {
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

// blankFences is a fenced block's text with its fence lines (```sh,
// ```) turned to spaces, offsets kept: the code alone.
func BlankFences(text string) string {
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
const CodeShellWeight = 0.6

// codeField: field f of an instruction kind is one of its code blocks.
func IsCodeField(v *ToolView, f *Field) bool {
	p := v.PathOf(f)
	return p == CodeField || strings.HasPrefix(p, CodeField+"[")
}

// exampleField: field f of an instruction kind is one of its examples.
func ExampleField(v *ToolView, f *Field) bool {
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
	return ClassifyPosition(a, len(a.Tokens)-1) != PosInstruction
}

// remoteShellKinds are the kinds of shell commands (rules/shells.rules)
// an instruction kind is judged by: code fetched and run, a reverse
// shell, credentials sent away, persistence. A command that deletes
// files or substitutes a command's output is ordinary work there.
var RemoteShellKinds = map[string]bool{
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
var OneCommandFetch = map[string]bool{"pipe-to-shell": true, "powershell-download-exec": true}

var InstallKinds = map[string]bool{"pipe-to-shell": true, "powershell-download-exec": true, "download-and-run": true, "download-run": true,
	"remote-package": true}

// hookFlowKinds are the kinds of ShellFlow a hook's command and a script
// a hook runs are judged by besides remoteShellKinds: what it is handed,
// or the files it names, sent to an address.
var HookFlowKinds = map[string]bool{"input-egress": true, "files-egress": true}

// supportWeightCap is the most a cue that supports another weighs: less
// than a finding alone (scoreSentence's 1.0), the weight of a dangerous
// command in fenced code.
const SupportWeightCap = CodeShellWeight

// inflectedVerb: the word at token i, a verb of writing a phrase rule
// opens on, is inflected ("key-value stores", "the links", "it copies"):
// a noun or a statement of what something does, not the order to write,
// whose verb is in its base form.
func InflectedVerb(a *Analysis, i int) bool {
	t := &a.Tokens[i]
	return t.Kind == TokWord && t.Text(a) != t.Stem(a) && WsThirdEnding.EndsIn(t.Text(a)) != ""
}

// prohibition are the tokens that open a prohibition besides the
// negations of the demand vocabulary: contractions, and the marks a list
// of things not to do opens its lines with: the names record
// names.prohibition-opener (the map is the list's, filled when the rules
// load).
var Prohibition = NewNameList("names.prohibition-opener").Set

// prohibitsAt: token i opens a prohibition (prohibition). A sign of the
// list (❌, ⛔) does not when one of the next two words is an order's
// positive one, an obligation or "always", before any negation ("⛔
// ALWAYS confirm with the user before executing changes", "⛔ You must
// ask ..."): it is an alarm drawn before an order, not a line of things
// not to do.
func ProhibitsAt(a *Analysis, i int) bool {
	t := &a.Tokens[i]
	if !Prohibition[t.Text(a)] {
		return false
	}
	if r, _ := utf8.DecodeRuneInString(t.Text(a)); t.Kind == TokWord && unicode.IsLetter(r) {
		return true
	}
	if haltAlarm(a, i) {
		return false
	}
	words := 0
	for j := i + 1; j < len(a.Tokens) && j <= i+4 && words < 2; j++ {
		n := &a.Tokens[j]
		if n.Kind != TokWord {
			continue
		}
		words++
		c := DemandOf(a, n)
		if c&DNegation != 0 {
			return true
		}
		if c&(DObligation|DLasting) != 0 || wsObligationModal.Has(n.Text(a)) {
			return false // "⛔ ALWAYS ...", "⛔ You must ..."
		}
	}
	return true
}

// agentHomes are the folders in the user's home where coding agents keep
// their global rules, memory, skills and settings (from the agents'
// documentation: Claude Code, Cursor, Codex, Gemini CLI, Windsurf,
// Continue, Cline), as a path token spells them (lower case): the names
// record names.agent-home (agent-reading.rules).
var agentHomes = NewNameList("names.agent-home")

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
	HomePathWeight    = 0.6
	InstallPathWeight = 0.4
)

// agentInstallPlaces are the folders and files in an agent's home that
// hold what is installed rather than rules (from the agents'
// documentation: Claude Code's skills, agents, commands and plugins
// folders, Cursor's and others' mcp.json): the names record
// names.agent-install-place.
var agentInstallPlaces = NewNameList("names.agent-install-place")

// homePathCue is the weight of path token p's cue when it lies in an
// agent's home folder, 0 when it does not.
func HomePathCue(p string) float64 {
	if !AgentHomePath(p) || ownDataPlace(p) {
		return 0
	}
	for _, q := range agentInstallPlaces.Items {
		if i := strings.Index(p, q); i >= 0 && (i+len(q) == len(p) || p[i+len(q)] == '/') {
			return InstallPathWeight
		}
	}
	return HomePathWeight
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
var agentReadPlaces = NewNameList("names.agent-read-place")

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
	for _, h := range agentHomes.Items {
		if r, ok := strings.CutPrefix(p, h); ok {
			rest = strings.Trim(r, "/\\")
			break
		}
	}
	if rest == "" || strings.ContainsAny(rest[:1], "*{<[$.") {
		return false
	}
	for _, part := range strings.FieldsFunc(rest, func(r rune) bool { return r == '/' || r == '\\' }) {
		if part = Lower(part); agentReadPlaces.Has(part) || agentInstallPlaces.Has("/"+part) {
			return false
		}
	}
	return true
}

// agentHomePath: path token text p lies in an agent's home folder.
func AgentHomePath(p string) bool {
	for _, h := range agentHomes.Items {
		if rest, ok := strings.CutPrefix(p, h); ok && (rest == "" || rest[0] == '/' || rest[0] == '\\') {
			return true
		}
	}
	return false
}

// permissiveMode are the permission modes and flags the agents document
// as running every tool without asking (Claude Code's bypassPermissions
// mode and --dangerously-skip-permissions, Codex's
// --dangerously-bypass-approvals-and-sandbox), as tokens spell them, with
// their weights: the mode is a value of the agent's settings, which a
// text that names it asks to be written there; a flag is passed by the
// person who starts the agent, and a skill that needs it says so to
// them, so it counts only with another cue (supportWeightCap).
var PermissiveMode = map[string]float64{
	"bypasspermissions": 1.0, "dangerously-skip-permissions": SupportWeightCap, "dangerously-bypass-approvals-and-sandbox": SupportWeightCap,
}

// flagValue: token i is the value of a command-line option written
// before it ("--mode value", "--mode=value").
func FlagValue(a *Analysis, s Sent, i int) bool {
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

// HiddenField is the field of an instruction kind that holds the other
// text of its Markdown a rendered page keeps from its reader (a link
// reference definition, a link's title, an image's alt text, a collapsed
// <details>, an element not displayed, an HTML attribute's prose, text
// pushed off the screen by a run of spaces): text only the model sees,
// as a comment is.
const HiddenField = "hidden"

// hiddenDemandFamilies are the directive families that read a demand in
// an instruction kind's sentence (data or secrets sent or read, a
// download run, confirmations or consent removed, concealment, a rule
// planted for later, another skill's job taken over); running a command,
// a trigger and writing a file are these files' ordinary work.
var HiddenDemandFamilies = map[string]bool{"exfil": true, "harvest": true, "secret-access": true, FamSensitive: true,
	FamShell: true, "arbitrary-exec": true, "noconfirm": true, "consent": true, "authority": true, "secrecy": true,
	"sleeper": true, "promote": true, "settings": true, "planted": true, "takeover": true, "concealed": true}

// famPurpose is the family of rules/hidden.rules that reads a unit's
// declared purpose of reviewing, scanning for or testing attacks.
const famPurpose = "purpose"

// declaredReview: the unit's declared purpose (its name's words and the
// first sentence of its description) is to review, scan for, test or
// teach attacks (the purpose family): a security guide, a scanner's
// checklist, a red-team skill, injection test examples. Read once per
// unit.
func DeclaredReview(v *ToolView) bool {
	if v.review != 0 {
		return v.review == 2
	}
	v.review = 1
	rs := PhraseRulesFor(v.Tool.Kind)
	var sc RuleScratch
	found := false
	look := func(a *Analysis) {
		for _, s := range a.Sents {
			rs.MatchSentence(a, s, &sc, func(m Match) { found = found || m.Rule.Family == famPurpose })
		}
	}
	look(v.Lead())
	if !found && len(v.NameWords()) > 0 {
		look(v.Tz.Analyze(strings.Join(v.NameWords(), " ")))
	}
	if found {
		v.review = 2
	}
	return found
}

// otherText is the text of the unit's fields but the one
// directive.imperative reads (v.fieldText), joined: what the unit says
// about its subject in its other parts (its fenced code, its front
// matter), which ownInstaller reads too.
func (v *ToolView) OtherText() string {
	var b strings.Builder
	for i := range v.FieldList {
		if t := v.FieldList[i].Text; t != v.FieldText && !v.FieldList[i].Key {
			b.WriteString(t)
			b.WriteByte('\n')
		}
	}
	return b.String()
}

// UnitReading is a reading of a text that holds of the text when it
// holds of one of its sentences, each bit on its own (a bit is set when
// some sentence split at ".!?;" or a line end sets it). Fields joined by
// line ends (OtherText) have the sentences of their fields, so such a
// reading of the unit's other text is the union of its fields' readings:
// the view reads each field once and keeps it, where reading OtherText
// for every sentence of a long file read the whole file again each time.
type UnitReading struct {
	id   int
	read func(text string) uint8
}

// unitReadingsMade counts the UnitReading made (package init only).
var unitReadingsMade int

// NewUnitReading makes a UnitReading of read; call it once, at
// package initialization.
func NewUnitReading(read func(text string) uint8) *UnitReading {
	unitReadingsMade++
	return &UnitReading{id: unitReadingsMade - 1, read: read}
}

// unitReadings is one UnitReading's readings in a view: per field (bit
// readKnown once read), and for the field text last asked.
type unitReadings struct {
	field      []uint16
	text       string
	own, other uint8
	asked      bool
}

const readKnown = 1 << 8

// ReadOther is r's reading of v.OtherText().
func (v *ToolView) ReadOther(r *UnitReading) uint8 {
	_, other := v.readUnit(r)
	return other
}

// ReadUnit is r's reading of v.FieldText and v.OtherText() joined.
func (v *ToolView) ReadUnit(r *UnitReading) uint8 {
	own, other := v.readUnit(r)
	return own | other
}

func (v *ToolView) readUnit(r *UnitReading) (own, other uint8) {
	if len(v.readings) < unitReadingsMade {
		v.readings = append(v.readings, make([]unitReadings, unitReadingsMade-len(v.readings))...)
	}
	u := &v.readings[r.id]
	if len(u.field) != len(v.FieldList) {
		u.field = GrowClear(u.field, len(v.FieldList))
		u.asked = false
	}
	if u.asked && u.text == v.FieldText {
		return u.own, u.other
	}
	ownRead := false
	for i := range v.FieldList {
		f := &v.FieldList[i]
		same := f.Text == v.FieldText
		if f.Key && !same || same && ownRead {
			continue
		}
		if u.field[i]&readKnown == 0 {
			u.field[i] = uint16(r.read(f.Text)) | readKnown
		}
		if same {
			own, ownRead = uint8(u.field[i]), true
		} else {
			other |= uint8(u.field[i])
		}
	}
	if !ownRead {
		own = r.read(v.FieldText)
	}
	u.text, u.own, u.other, u.asked = v.FieldText, own, other, true
	return own, other
}

// namesSource: the command at span sp of text (to the end of its line or
// its inline code) names what it fetches: an address (a URL, a host
// name), a variable or a file. A download run through a shell that
// names nothing to download ("never pipe `curl | sh`", "flag any `wget
// ... | bash`") names the pattern, as rules files and reviews do; it
// runs nothing.
func NamesSource(text string, sp Span) bool {
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
		if strings.Contains(w, "://") || strings.ContainsAny(w, "$@") || remoteSource(Lower(w)) {
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
func OwnInstaller(text, name, more string, sp Span) bool {
	if sp.Start < 0 || sp.End > len(text) || sp.Start >= sp.End {
		return false
	}
	end := LineEnd(text, sp.End)
	cmd := text[sp.Start:end] // the command's line: a match can end before its URL
	// An address repeated names no vendor.
	rest := unaddressed(strings.ToLower(text[:sp.Start]+" "+text[end:]+" "+name), cmd)
	if own, ok := ownInstaller(cmd, rest, more); ok {
		return own // a git source on a branch: its owner named
	}
	for u := range AddressesAfterSchemes(cmd) {
		if NamedURL(u, rest, Lower(more)) || codeNamedURL(u, rest) {
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
			if NumericHost(after) {
				continue // an IP address's folders name no owner (namedURL)
			}
			_, w, _ = strings.Cut(after, "/") // the host is read above
		} else if _, after, ok := strings.Cut(w, ":"); ok {
			w = after
		}
		for _, seg := range strings.Split(w, "/") {
			seg, _, _ = strings.Cut(seg, "@")
			seg, _, _ = strings.Cut(seg, "#")
			seg = strings.TrimSuffix(seg, ".git")
			if len(seg) >= 4 && wordIn(rest, seg) || len(seg) >= 2 && wordCount(rest+" "+Lower(more), seg, 3) {
				return true
			}
		}
	}
	return false
}

// VendorNamed: the command at span sp of text, an instruction kind's
// field, fetches only from hosts the text names as their vendor's: each
// outside address's registered name (or its owner, on a host that serves
// many: raw.githubusercontent.com/Homebrew/...) is a word of the text
// outside the command or of name (vendorLabel; a name of three letters
// or fewer said three times), and a git source on a
// branch names its owner. Stricter than OwnInstaller, which also takes
// any segment of a package's path the text says ("rules" of
// github.com/someone/rules): an install step reported as hygiene is the
// vendor's own (install_step.go).
func VendorNamed(text, name, more string, sp Span) bool {
	if sp.Start < 0 || sp.End > len(text) || sp.Start >= sp.End {
		return false
	}
	end := LineEnd(text, sp.End)
	cmd := text[sp.Start:end]
	rest := unaddressed(strings.ToLower(text[:sp.Start]+" "+text[end:]+" "+name), cmd)
	if own, ok := ownInstaller(cmd, rest, more); ok {
		return own
	}
	n := 0
	for u := range AddressesAfterSchemes(cmd) {
		h, path, _ := strings.Cut(u, "/")
		h, _, _ = strings.Cut(Lower(h), ":")
		if !OutsideAddress("https://" + h) {
			continue
		}
		vendor := vendorLabel(h)
		if wsManyOwners.Has(h) {
			vendor, _, _ = strings.Cut(Lower(path), "/") // the owner, on a host that serves many
		}
		if !(len(vendor) >= 4 && wordIn(rest, vendor) || len(vendor) >= 2 && wordCount(rest+" "+Lower(more), vendor, 3)) {
			return false
		}
		n++
	}
	return n > 0
}

// vendorLabel is the name host (lower case) is registered under: the
// label before its public suffix of the root zone's registries (the
// ICANN section of the Public Suffix List: "astral" of astral.sh,
// "devparceiros" of cdn.devparceiros.com.br, never "com"); "" for a
// host that is a suffix itself.
func vendorLabel(host string) string {
	labels := strings.Split(strings.TrimSuffix(host, "."), ".")
	for k := 1; k < len(labels); k++ {
		suffix := strings.Join(labels[k:], ".")
		if ps, icann := publicsuffix.PublicSuffix(suffix); icann && ps == suffix {
			return labels[k-1]
		}
	}
	return ""
}

// namedURL: u (a URL without its scheme) is an outside address a label of
// whose host, but its last, or the first segment of whose path, four
// letters or more, is a word of rest (lower case), or, shorter, a word
// rest and more (the unit's other parts) say three times or more. An
// address on a host written as an IP address is named by no text.
func NamedURL(u, rest, more string) bool {
	host, path, _ := strings.Cut(u, "/")
	if !OutsideAddress("https://"+host) || NumericHost(u) {
		// A host written as an IP address names no vendor: a word of
		// its path the text says ("rules" of 34.89.201.17/rules/...,
		// in a command about lint rules) is no sign the text is about
		// the address.
		return false
	}
	labels := strings.Split(Lower(host), ".")
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
	if seg, tail, deeper := strings.Cut(path, "/"); seg != "" && deeper && tail != "" && ownerNamed(host, Lower(seg), rest+" "+more) {
		// The first segment names an owner on a host that serves many
		// (raw.githubusercontent.com/Homebrew/install/...): a path
		// with more segments after it. A host's own path
		// (host.sh/install, host.io/setup) names a file of its own.
		words = append(words, Lower(seg))
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

// listItemLine: line opens a Markdown list item ("- ", "* ", "+ ", "1. ").
func ListItemLine(line string) bool {
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
var InstructionRuleSet = sync.OnceValues(func() (*ruleSet, map[string]*lexEntry) {
	EnsureRules()
	InstructionRulesBuilt.Store(true)
	d := *AllRuleData
	d.Rules = slices.Clone(AllRules)
	slices.SortStableFunc(d.Rules, func(a, b PhraseRule) int {
		return boolInt(agentOnlyFile(a.at.File)) - boolInt(agentOnlyFile(b.at.File))
	})
	rs, err := CompileRuleSet(&d)
	if err != nil {
		panic("detect: rule files: " + err.Error()) // compiled by every build's tests
	}
	return rs, BuildLexicon(rs)
})

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// instructionRulesBuilt says whether instructionRuleSet has run (a test
// holds it to its laziness).
var InstructionRulesBuilt atomic.Bool

// phraseRulesFor is the rule set that reads a text of kind k.
func PhraseRulesFor(k Kind) *ruleSet {
	if IsInstructionKind(k) {
		rs, _ := InstructionRuleSet()
		return rs
	}
	return DirectiveRules
}

// declarationEndings are the endings of files that declare types and run
// nothing: TypeScript's declaration files and Python's stubs. A rules
// file names them for the agent to read an API's types; no statement in
// them runs, so a code reading of one (the commands a script runs, its
// flows) has nothing to find.
var declarationEndings = []string{".d.ts", ".d.mts", ".d.cts", ".pyi"}

// DeclarationsOnly reports whether the script at path is a declaration
// file (declarationEndings), whose code runs nothing.
func DeclarationsOnly(path string) bool {
	for _, e := range declarationEndings {
		if len(path) > len(e) && strings.EqualFold(path[len(path)-len(e):], e) {
			return true
		}
	}
	return false
}
