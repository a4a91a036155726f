package discover

import (
	"bytes"
	"io"
	"path"
	"strings"

	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
	"github.com/mcp-lint/mcp-lint/internal/safeio"
)

// hookOperands reads, as hook scripts, the files a hook command
// hands an interpreter by a path with no ending (`bash
// "${CLAUDE_PLUGIN_ROOT}/bin/setup"`): any word of the command after its
// first that is a file of the repository below one of bases and opens
// with a #! line. namedScripts takes the paths with a script's ending,
// hookExecs the ones run as programs; a data file or a folder named in
// the command is no script.
func (w *walker) hookOperands(cmd, from string, bases []string) {
	if w.noSiblings {
		return
	}
	st := w.unitState(from, "hook")
	for _, part := range strings.FieldsFunc(cmd, func(r rune) bool { return strings.ContainsRune(";&|\n", r) }) {
		f := strings.Fields(part)
		for _, word := range f[min(1, len(f)):] {
			tok := strings.TrimPrefix(word, "./")
			if !strings.Contains(tok, "/") || path.Ext(tok) != "" || strings.HasPrefix(tok, "/") || strings.HasPrefix(tok, "-") {
				continue
			}
			for _, b := range bases {
				p := path.Join(b, tok)
				if !w.inRepository(p, from) {
					continue
				}
				if !w.agentExists(p) {
					if w.namedSpecial(from, p) {
						break
					}
					continue
				}
				if w.excluded(p, false) || !w.scriptsRead[p] && !w.opensWithShebang(p) {
					continue
				}
				w.takeScript(st, from, p, 1, true)
				break
			}
		}
	}
}

// opensWithShebang: the file at p opens with a #! line (a script, whatever
// its name). Only its first bytes are read, once per path: a unit that
// names a large data file with no ending many times (follow asks
// for each mention) had the whole file read again for each.
func (w *walker) opensWithShebang(p string) bool {
	if v, ok := w.shebang[p]; ok {
		return v
	}
	v := false
	if f, _, err := safeio.Open(w.confineTo(w.absOf(p)), w.absOf(p), w.opts.MaxSourceSize); err == nil {
		var head [2]byte
		n, _ := io.ReadFull(f, head[:])
		f.Close()
		v = bytes.HasPrefix(head[:n], []byte("#!"))
	}
	if w.shebang == nil {
		w.shebang = map[string]bool{}
	}
	w.shebang[p] = v
	return v
}

// proseHooks reads the hook commands an instruction file's prose
// tells the agent to install: a paragraph that places
// something in an agent's settings or hooks file ("add to
// `.claude/settings.json` a PostToolUse hook whose command is `...`";
// PlaceLead reads the order, a prohibition or a case is none) and
// gives, after the file's name, a code span that is a command (it has
// an operand: an event's or a matcher's name has none). The first such span
// is a launch config of client hook:EVENT placed in that file, as a hook
// object in a block under the same lead is (placedBlock), so the launch
// checks read what it sends away or runs with the hook's input. body is
// the prose with the blocks blanked, at bodyOff in the file.
func (w *walker) proseHooks(d *recognizer, server string, body []byte, bodyOff int, info *FileInfo) {
	for ps := 0; ps < len(body); {
		pe := paragraphEnd(body, ps)
		w.paragraphHooks(d, server, string(body[ps:pe]), bodyOff+ps, info)
		ps = pe + 1
	}
}

// paragraphEnd is the end of the paragraph or list item that
// starts at ps: a blank line, or a line that opens a list item.
func paragraphEnd(body []byte, ps int) int {
	for i := ps; i < len(body); i++ {
		if body[i] != '\n' {
			continue
		}
		rest := body[i+1:]
		line := rest
		if nl := bytes.IndexByte(rest, '\n'); nl >= 0 {
			line = rest[:nl]
		}
		t := bytes.TrimLeft(line, " \t")
		if len(t) == 0 || listMarker(t) {
			return i
		}
	}
	return len(body)
}

// listMarker: a line that opens a list item ("- ", "* ", "+ ", "3. ").
func listMarker(t []byte) bool {
	if len(t) >= 2 && strings.ContainsRune("-*+", rune(t[0])) && t[1] == ' ' {
		return true
	}
	k := 0
	for k < len(t) && t[k] >= '0' && t[k] <= '9' {
		k++
	}
	return k > 0 && k+1 < len(t) && (t[k] == '.' || t[k] == ')') && t[k+1] == ' '
}

// paragraphHooks registers the hook one paragraph (para, at off in
// the file) installs, if it places one (proseHooks).
func (w *walker) paragraphHooks(d *recognizer, server, para string, off int, info *FileInfo) {
	file, kind := placedFile(para)
	if kind != detect.PlacedAgentSettings && kind != detect.PlacedHookConfig {
		return
	}
	from := strings.Index(para, file) + len(file)
	for k := 0; k < len(para); {
		o := strings.IndexByte(para[k:], '`')
		if o < 0 {
			return
		}
		o += k
		n := o
		for n < len(para) && para[n] == '`' {
			n++
		}
		c := strings.Index(para[n:], para[o:n])
		if c < 0 {
			return
		}
		cmd := para[n : n+c]
		k = n + c + (n - o)
		if o < from || !strings.ContainsAny(strings.TrimSpace(cmd), " \t") || strings.Contains(cmd, "\n") {
			continue // an event's, a matcher's or a file's name
		}
		lead := strings.Join(strings.Fields(para[:o]), " ")
		if !detect.PlaceLead(lead, strings.LastIndex(lead, file)) {
			return
		}
		event := event(lead)
		p := syntax.ChildPath(syntax.ChildPath("hooks", event), "command")
		node := &syntax.Node{Kind: syntax.KString, Str: cmd, Off: off + n, End: off + n + c,
			Mapper: syntax.SpanMapper{Base: off + n, N: c}}
		cfg := detect.ServerConfig{Server: server, Client: detect.HookClientPrefix + event, Placed: file,
			Fields: []detect.ConfigField{{Path: p, Role: detect.CfgScript, Value: cmd}}}
		if d.registerConfig(cfg, &origin{src: d.Src, node: node, chain: []*syntax.Node{node}, fields: map[string]*syntax.Node{p: node}}) {
			info.Configs++
		}
		return // the hook's command is the first; a span after it is another step's
	}
}

// event is the hook event a lead names: its first word of letters
// with a capital after its first letter (PostToolUse, beforeSubmitPrompt,
// afterFileEdit), as the agents' hook events are spelled; "" when none
// is (a hook of an event spelled as an ordinary word).
func event(lead string) string {
	for _, f := range strings.FieldsFunc(lead, func(r rune) bool { return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') }) {
		lower, inner := false, false
		for i := 0; i < len(f); i++ {
			lower = lower || f[i] >= 'a' && f[i] <= 'z'
			inner = inner || i > 0 && f[i] >= 'A' && f[i] <= 'Z'
		}
		if lower && inner && len(f) > 4 {
			return f
		}
	}
	return ""
}
