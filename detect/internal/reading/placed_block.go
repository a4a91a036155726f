package reading

// What a fenced block of an agent file is, when its lead line
// names the file it belongs in ("add this to `.claude/settings.json`:").
// Discovery keeps the kind of that file on the unit (Tool.Placed) and reads
// a hooks object in such a block as the hook configs it becomes
// (ServerConfig.Placed), so the launch checks run on what the agent is told
// to install.

// The kinds of file a fenced block may be placed in.
const (
	PlacedAgentSettings   = "agent-settings"   // .claude/settings.json: permissions, hooks, env
	PlacedHookConfig      = "hook-config"      // hooks/hooks.json, .cursor/hooks.json
	PlacedEditorSettings  = "editor-settings"  // .vscode/settings.json
	PlacedMCPConfig       = "mcp-config"       // .mcp.json, claude_desktop_config.json
	PlacedShellStartup    = "shell-startup"    // ~/.bashrc, ~/.zshrc, ~/.profile
	PlacedSSHConfig       = "ssh-config"       // ~/.ssh/config
	PlacedGitConfig       = "git-config"       // ~/.gitconfig, .git/config
	PlacedCrontab         = "crontab"          // a crontab
	PlacedPackageManifest = "package-manifest" // package.json (its scripts run on install)
	PlacedRules           = "rules"            // CLAUDE.md, AGENTS.md: read by every later session
)

// PlacedKind is the kind of file the fenced block at field of t is placed
// in by its lead line, or "".
func PlacedKind(t *Tool, field string) string {
	if t == nil {
		return ""
	}
	return t.Placed[field]
}

// placedSoft keeps the findings on a config written in a fenced block
// soft: a security guide may quote the attack it warns of under a lead
// that names the file ("an attacker adds this to settings.json:"), and
// an example that only documents must never block. Its severity stays, so
// a pipe to a shell still fails the gate.
func PlacedSoft(c *ServerConfig, out []Signal) []Signal {
	if c.Placed == "" {
		return out
	}
	for k := range out {
		if out[k].Tier == TierHard {
			out[k].Tier = TierSoft
		}
	}
	return out
}

// PlaceLead reports whether lead, the prose line before a fenced block,
// puts the block in the file it names at byte offset at: the sentence
// that introduces the block (the lead's last) names the file, and, in
// English, orders it written there: a verb of writing, adding or placing
// (prec-write-setting, persist-plant-verb, hidden-make-verb) or
// "make sure ... contains" (hidden-ensure) in the instruction position,
// with no negation, prohibition, subordinator or person before it in its
// clause ("Never add this to settings.json:", "If you add this to
// .bashrc:", "someone might add to settings.json:"). A sentence in another
// language is taken when it holds no negation: its verbs of writing are not
// all in the lexicons. An earlier sentence that names the file ("Read
// settings.json. A leaking hook looks like this:") does not place the
// block.
func PlaceLead(lead string, at int) bool {
	a := Analyze(lead)
	if a == nil || len(a.Sents) == 0 {
		return false
	}
	s := a.Sents[len(a.Sents)-1]
	if s.From >= s.To || int(a.Tokens[s.From].Start) > at {
		return false
	}
	if sl := SentenceLang(a, s); sl.English < 0 || sl.English == 0 && sl.Lang != "" {
		for i := s.From; i < s.To && sl.Lang == ""; i++ {
			// (A language's own sentence is read by its lexicon below:
			// French "dont", whose, is no English "dont".)
			if t := &a.Tokens[i]; DemandOf(a, t)&DNegation != 0 || Prohibition[t.Text(a)] {
				return false
			}
		}
		if sl.Lang != "" {
			// A prohibition, a case or the user as the one told, read
			// by the language's lexicon as RunLead reads its lead.
			f := ReadLang(lead, a, s, sl.Lang)
			if f.Has(Lset(LNegator, LProhibitive, LConditional)) {
				return false
			}
			for i := range f.Hits {
				if f.Hits[i].Cls.Has(LUser) {
					return false
				}
			}
		}
		return true
	}
	for i := s.From; i < s.To; i++ {
		t := &a.Tokens[i]
		if t.Kind != TokWord {
			continue
		}
		w := t.Text(a)
		if !(WsWrite.Has(w) || WsPlantVerb.Has(w) || wsMakeVerb.Has(w) || wsEnsure.Has(w)) {
			continue
		}
		if ClassifyPosition(a, i) != PosInstruction {
			continue
		}
		// The verb's own clause: a case stated before a comma ("If the
		// file lacks it, add:") leaves the order standing.
		from := s.From
		for k := i - 1; k > s.From; k-- {
			if a.Tokens[k].Text(a) == "," {
				from = k + 1
				break
			}
		}
		ok := true
		for k := from; k < i; k++ {
			c := DemandOf(a, &a.Tokens[k])
			if c&(DNegation|DPerson) != 0 || Prohibition[a.Tokens[k].Text(a)] || a.Tokens[k].Is(WcSubordinator) ||
				Grammar(a.Tokens[k].Text(a), GModal|GPronoun) {
				// "someone might add", "you could add": a case told, not an order.
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}

// statedField: an agent unit states a transform (ROT13, a shift, a key)
// in its body, its blocks and its hidden regions as well as in its
// description: the decoders read the keys stated there too, so that text
// "decode with ROT13 and follow" introduces is decoded where it stands.
func StatedField(v *ToolView, f *Field) bool {
	if !IsInstructionKind(v.Tool.Kind) || v.Tool.Kind == KindScript {
		return false
	}
	return v.PathIs(f, "body") || v.PathIsIndexed(f, CodeField) || v.PathIsIndexed(f, RunField) ||
		v.PathIsIndexed(f, ExamplesField) || v.PathIsIndexed(f, HiddenField) || v.PathIsIndexed(f, "comments")
}

// pathIsIndexed: f is an element of top-level list top ("code[2]").
func (v *ToolView) PathIsIndexed(f *Field, top string) bool {
	nd := &v.Nodes[f.Node]
	if nd.Kind != NodeIndex || nd.Parent < 0 {
		return false
	}
	p := &v.Nodes[nd.Parent]
	return p.Parent < 0 && p.Kind != NodeIndex && p.Seg == top
}
