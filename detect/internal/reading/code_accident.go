package reading

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/mcp-lint/mcp-lint/detect/internal/text"
)

// tableMin is how many hidden controls, in ascending order, a
// group of a table holds at least, and tableRun how many printable
// characters in code-point order follow it.
const (
	tableMin = 3
	tableRun = 16
	// encodingRun: the longest run of controls a broken encoding's
	// group may hold (two capitals side by side: "ХЛС").
	encodingRun = 3
)

// codeTable: group g of text (code) is part of a table of code
// points: its hidden characters are all controls (C0, C1), each greater
// than the one before, and within the next few hundred bytes the literal
// goes on with a run of printable characters in code-point order (a
// single-byte charset's 256 characters written as one string, the
// controls typed raw). A message hidden in controls would not ascend; a
// table carries none.
func CodeTable(text string, g *HiddenGroup) bool {
	if g.Counts[HcControl]+g.Counts[HcTerminal] == 0 {
		return false
	}
	for c := range g.Counts {
		if c != int(HcControl) && c != int(HcTerminal) && g.Counts[c] > 0 {
			return false
		}
	}
	prev, n := rune(-1), 0
	for _, r := range text[g.Start:g.End] {
		if k := ClassifyHidden(r); k != HcControl && k != HcTerminal {
			continue
		}
		if r <= prev {
			return false
		}
		prev = r
		n++
	}
	if n < tableMin {
		return false
	}
	tail := text[g.End:min(len(text), g.End+512)]
	run, last := 0, rune(-1)
	for _, r := range tail {
		if r == last+1 && unicode.IsPrint(r) {
			run++
			if run+1 >= tableRun {
				return true
			}
		} else {
			run = 0
		}
		last = r
	}
	return false
}

// CharsetTable: group g stands in a table of characters the code holds,
// not in text: around it, within charsetWindow runes either side, stand
// at least charsetDistinct other distinct characters beyond ASCII, of
// them charsetSigns that are no letter, and ASCII letters for at most a
// third of the runes (a single-byte code page's characters in its
// byte order, an emoji or script table). Hidden text hides among words;
// a code page holds the joiners and marks in their byte's place.
func CharsetTable(text string, g *HiddenGroup) bool {
	lo := g.Start
	for n := 0; lo > 0 && n < charsetWindow; n++ {
		_, size := utf8.DecodeLastRuneInString(text[:lo])
		lo -= size
	}
	hi := g.End
	for n := 0; hi < len(text) && n < charsetWindow; n++ {
		_, size := utf8.DecodeRuneInString(text[hi:])
		hi += size
	}
	distinct := map[rune]bool{}
	letters, signs, total := 0, 0, 0
	for _, r := range text[lo:hi] {
		total++
		switch {
		case r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z':
			letters++
		case r >= utf8.RuneSelf:
			if !distinct[r] && !unicode.IsLetter(r) {
				signs++ // a table's symbols and marks, which prose in any script has few of
			}
			distinct[r] = true
		}
	}
	return len(distinct) >= charsetDistinct && signs >= charsetSigns && letters*3 <= total
}

// The bounds of CharsetTable: the runes read either side of a group, and
// the distinct characters beyond ASCII that make them a table.
const (
	charsetWindow   = 128
	charsetDistinct = 64
	charsetSigns    = 16
)

// brokenEncoding: group g is controls only, none in a run of more
// than encodingRun, in a text that shows it was decoded wrongly (bytes that
// are no UTF-8, or the decoder's replacement character) and holds
// controls elsewhere too: a file saved in one encoding and read in
// another turns letters into controls all through it (UTF-16 with its
// high bytes dropped makes Cyrillic capitals C0 controls). Such controls
// spell nothing; a message hidden in controls needs a long run.
func BrokenEncoding(text string, g *HiddenGroup) bool {
	total := 0
	for _, n := range g.Counts {
		total += n
	}
	if total == 0 || g.Counts[HcControl] != total {
		return false
	}
	run := 0
	for _, r := range text[g.Start:g.End] {
		if ClassifyHidden(r) == HcNone {
			run = 0
		} else if run++; run > encodingRun {
			return false // a run long enough to spell something
		}
	}
	if utf8.ValidString(text) && !strings.ContainsRune(text, utf8.RuneError) {
		return false
	}
	controls := 0
	for _, r := range text {
		if ClassifyHidden(r) == HcControl {
			controls++
		}
	}
	return controls > total
}

// formulaMarks: group g is zero-width marks each standing alone
// between two visible characters, around the symbols of a formula (a
// mathematical letter, U+1D400–U+1D7FF, or a math symbol): what a copy
// from rendered math leaves between the symbols. A lone mark carries no
// bits; a run between symbols may (kept hard), and marks splitting the
// letters of plain words are not a formula's (kept hard).
func FormulaMarks(text string, g *HiddenGroup) bool {
	total := 0
	for _, n := range g.Counts {
		total += n
	}
	if total == 0 || g.Counts[HcZeroWidth] != total {
		return false
	}
	lo := g.Start
	if r, n := utf8.DecodeLastRuneInString(text[:lo]); n > 0 && r != utf8.RuneError {
		lo -= n
	}
	hi := g.End
	if r, n := utf8.DecodeRuneInString(text[hi:]); n > 0 && r != utf8.RuneError {
		hi += n
	}
	math := false
	prevHidden := lo == g.Start // no character before the first mark
	for _, r := range text[lo:hi] {
		hidden := ClassifyHidden(r) != HcNone
		if hidden && prevHidden {
			return false // a run: it may encode bits
		}
		if r >= 0x1D400 && r <= 0x1D7FF || unicode.Is(unicode.Sm, r) {
			math = true
		}
		prevHidden = hidden
	}
	return math && !prevHidden // the last mark has a character after it
}

// response: what a network client (shell-sender: curl, wget, ssh
// ...) prints is the response it got, not its standard input; what it
// sends of that input is read where it sends it (shState.sender). A
// "$(curl …/releases/latest)" in a download's address then carries no
// hook input.
func response(prog string) bool {
	return WsShellSender.Has(prog)
}

// namesNoPart: field f is the name of a unit of an agent's files
// (a command, a skill, an agent ...) whose look-alike names no other part
// of the scan: no tool, command, skill or agent is called what the name
// reads as. A disguised name that takes another part's name (a command
// "сommit" beside the plugin's "commit") is the attack, kept hard; one
// that names nothing else shadows nothing and is raised soft, for review.
func NamesNoPart(v *ToolView, reg *Registry, f *Field) bool {
	if reg == nil || !IsInstructionKind(v.Tool.Kind) || f.Role != RoleName {
		return false
	}
	sk := strings.ToLower(text.Skeleton(f.Text))
	for _, t := range reg.Tools() {
		if t.Name != f.Text && strings.ToLower(text.Skeleton(t.Name)) == sk {
			return false
		}
	}
	return true
}

// namedByVar: an archiver's operand that is a variable's
// expansion ("$arch", set to a path earlier) names the archive it writes
// as a written path does: a later upload of "$arch" sends the project's
// files. (A hook's "$(whoami)" in the address once flagged that upload
// for the wrong reason, as the hook's input sent.)
func namedByVar(w ShWord) bool {
	return len(w.Vars) > 0
}
