package exfiltration

import (
	"cmp"
	"slices"
	"sort"
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// flowWhole is the workspace whole: every file of the project's root.
const flowWhole reading.ShFlow = 1 << 6

var wsRoot = reading.NewWordSet("bulk-workspace-root", false)

var wsIgnore = reading.NewWordSet("bulk-ignore-flag", false)

var wsVCS = reading.NewWordSet("bulk-vcs-place", false)

var wsDir = reading.NewWordSet("bulk-dir-flag", false)

// root: word w is the project's root folder as a whole.
func root(w *reading.ShWord) bool {
	l := w.Lit
	for strings.HasSuffix(l, "/.") {
		l = l[:len(l)-2]
	}
	if len(l) > 1 {
		l = strings.TrimRight(l, "/")
		if l == "." || l == "" {
			l = "."
		}
	}
	if wsRoot.Has(l) {
		return true
	}
	if len(w.Subs) == 1 && (l == "$()" || l == "``") && len(w.Subs[0].Pipes) == 1 && len(w.Subs[0].Pipes[0]) == 1 {
		// $(pwd): the command substituted, written as the set writes it.
		if c := w.Subs[0].Pipes[0][0]; len(c.Words) == 1 {
			return wsRoot.Has(l[:len(l)-1] + c.Words[0].Lit + l[len(l)-1:])
		}
	}
	if v, ok := strings.CutPrefix(l, "$"); ok {
		v = strings.TrimSuffix(strings.TrimPrefix(v, "{"), "}")
		return reading.ShName(v) && wsRoot.Has(v)
	}
	return false
}

// excluded: the command's options leave out a credential, the
// history or what version control ignores.
func excluded(args []reading.ShWord) bool {
	for i := range args {
		l := args[i].Lit
		if wsIgnore.Has(l) {
			return true
		}
		flag, val, eq := strings.Cut(l, "=")
		if !reading.WsExclude.Has(flag) {
			continue
		}
		if !eq {
			if i+1 >= len(args) {
				continue
			}
			val = args[i+1].Lit
		}
		for _, v := range strings.FieldsFunc(val, func(r rune) bool { return r == ' ' || r == ',' }) {
			v = strings.TrimLeft(strings.Trim(v, "'\""), ":-+ ")
			if reading.SensitivePath(v) || reading.SensitivePath(strings.TrimLeft(v, "*")) || wsVCS.Has(v) || wsVCS.Has(strings.TrimPrefix(v, "./")) {
				return true
			}
		}
	}
	return false
}

// whole is flowWhole when a source operand of an archiver or a
// copy (every operand but a copy's last, its destination) is the root
// and nothing is excluded. An archiver that changes folder first
// (bulk-dir-flag: tar -C DIR .) packs that folder, not the root, unless
// the folder is the root itself.
func whole(args []reading.ShWord, copy bool) reading.ShFlow {
	last := -1
	for i := range args {
		if copy && !strings.HasPrefix(args[i].Lit, "-") {
			last = i
		}
		if !copy && wsDir.Has(args[i].Lit) && i+1 < len(args) && !root(&args[i+1]) {
			return 0
		}
	}
	for i := range args {
		if i == last || !root(&args[i]) || i > 0 && !copy && wsDir.Has(args[i-1].Lit) {
			continue
		}
		if excluded(args) {
			return 0
		}
		return flowWhole
	}
	return 0
}

// packed is what an archiver's output holds of the workspace.
func Packed(prog string, args []reading.ShWord) reading.ShFlow {
	if !reading.WsShellCodeDump.Has(prog) {
		return 0
	}
	return whole(args, false)
}

// sent: what a network client sends (sent, its copies' operands
// among them) with the workspace whole read as the credentials in it.
func Sent(prog string, args []reading.ShWord, sent reading.ShFlow) reading.ShFlow {
	if reading.WsShellCopySender.Has(prog) {
		sent |= whole(args, true)
	}
	if sent&flowWhole != 0 {
		sent |= reading.FlowSecret
	}
	return sent
}

// piece is a command the prose gives: its text and where it is.
type piece struct {
	at   int // in the prose
	text string
}

// joined: the commands a prose field gives, read as one script in
// their order (the code spans not forbidden, and the lines of an
// indented block a line ending in a colon introduces), for what one
// command writes and a later one sends ("pull it with `terraform state
// pull > s.json`, upload it with `curl -T s.json URL`"), or a remote one
// adds and a later one pushes to; proseFlow reads each span alone. Only
// a credential sent is read (proseFlowHits' secretFlow), and only where proseFlow's
// own hits (have) do not stand already; the span is the command's.
func Joined(text string, have []reading.ShellHit) []reading.ShellHit {
	return JoinedSpans(text, have, reading.TextCodeSpans(text))
}

// JoinedSpans is Joined with text's code spans found already
// (reading.TextCodeSpans), as proseFlow has them.
func JoinedSpans(text string, have []reading.ShellHit, spans []reading.Span) []reading.ShellHit {
	pieces := pieces(text, spans)
	if len(pieces) < 2 {
		return nil
	}
	var b strings.Builder
	starts := make([]int, len(pieces))
	for i, p := range pieces {
		starts[i] = b.Len()
		b.WriteString(p.text)
		b.WriteByte('\n')
	}
	joined := b.String()
	// Each hit's pieces and its overlap with proseFlow's own hits are
	// found by binary searches (have is in the text's order; its ends'
	// running maximum tells whether one before a point reaches past
	// another): a look through every piece and every hit for each hit
	// cost time quadratic in the prose's code spans (4 MB of them: 13 s).
	haveBy := slices.Clone(have)
	slices.SortStableFunc(haveBy, func(x, y reading.ShellHit) int { return cmp.Compare(x.Span.Start, y.Span.Start) })
	reach := make([]int, len(haveBy))
	for i, o := range haveBy {
		reach[i] = o.Span.End
		if i > 0 {
			reach[i] = max(reach[i], reach[i-1])
		}
	}
	var out []reading.ShellHit
	kept := count(make([]int, len(pieces)+1))
	for _, h := range reading.ProseFlowHits(joined, reading.ShellFlow(joined, false)) {
		if h.Kind != "credential-exfiltration" {
			continue // a download run across commands is remote execution's reading, not read here
		}
		// The piece the hit's command ends in (the send), and the one it
		// starts in (a line continued, a remote added).
		k := max(0, sort.SearchInts(starts, h.Span.End)-1)
		k0 := max(0, sort.Search(len(starts), func(i int) bool { return starts[i] > h.Span.Start })-1)
		sp := reading.Span{Start: pieces[k].at, End: pieces[k].at + len(pieces[k].text)}
		all := reading.Span{Start: pieces[k0].at, End: sp.End}
		n := sort.Search(len(haveBy), func(i int) bool { return haveBy[i].Span.Start >= all.End })
		// A hit kept is one piece, k's: it overlaps all when its piece is
		// one of k0..k (the pieces are apart and in order).
		dup := n > 0 && reach[n-1] > all.Start || kept.sum(k)-kept.sum(k0-1) > 0
		if !dup {
			h.Span = sp
			out = append(out, h)
			kept.add(k)
		}
	}
	return out
}

// count counts the pieces a hit kept ends in: a Fenwick tree, so a
// hit's overlap with those kept is asked in time logarithmic in them.
type count []int

func (c count) add(k int) {
	for i := k + 1; i < len(c); i += i & -i {
		c[i]++
	}
}

// sum is the count of pieces 0..k kept.
func (c count) sum(k int) int {
	n := 0
	for i := k + 1; i > 0; i -= i & -i {
		n += c[i]
	}
	return n
}

// pieces are the commands of prose text in order: its code spans
// (not those a negator before them forbids, as proseFlow reads them) and
// the lines of an indented paragraph whose preceding line ends in a
// colon; fenced blocks are left to their own reading. spans are text's
// code spans (reading.TextCodeSpans).
func pieces(text string, spans []reading.Span) []piece {
	var out []piece
	fence := false
	introduced := false // the last line not blank ended in a colon
	inBlock := false
	for off := 0; off < len(text); {
		end := strings.IndexByte(text[off:], '\n')
		if end < 0 {
			end = len(text) - off
		}
		line := text[off : off+end]
		t := strings.TrimSpace(line)
		for len(spans) > 0 && spans[0].Start < off {
			spans = spans[1:] // a line the switch does not read the spans of
		}
		switch {
		case strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~"):
			fence = !fence
			introduced, inBlock = false, false
		case fence:
		case t == "":
			// a blank line keeps an introduction and a block open
		case (introduced || inBlock) && (strings.HasPrefix(line, "  ") || strings.HasPrefix(line, "\t")) && strings.IndexByte(t, '`') < 0:
			inBlock = true
			out = append(out, piece{off + len(line) - len(strings.TrimLeft(line, " \t")), t})
			introduced = false
			off += end + 1
			continue
		default:
			inBlock = false
			for len(spans) > 0 && spans[0].Start <= off+end {
				out = append(out, piece{spans[0].Start, text[spans[0].Start:spans[0].End]})
				spans = spans[1:]
			}
		}
		if t != "" && !fence {
			introduced = strings.HasSuffix(t, ":") || strings.HasSuffix(t, "：")
		}
		off += end + 1
	}
	return out
}
