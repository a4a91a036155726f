package reading

import (
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/text"
)

// A Markdown link ("[label](https://host/path)") names a page the reader
// opens: its label is the page's title (an API's name, `fetch`, "curl |
// bash" as a section of an install guide) and its destination an
// address. A word of either is no program the prose runs and no verb of
// its sentence: a shell reading that starts a command there (a
// reference page's `wget` before a table's "| python" cell) reads a
// page's name as an order (InPageLink). A link the prose tells the agent
// to run ("run [the installer](URL)", "execute [`curl ... | sh`](URL)")
// stays what it is told.

// InPageLink reports whether byte at of s stands inside a Markdown
// link to a web page, in its label or inside its destination (not at
// the address's start, which a fetch names as what it fetches), and no
// verb of running (demand-execute) stands among the three words before
// the link on its line.
func InPageLink(s string, at int) bool {
	if at < 0 || at >= len(s) {
		return false
	}
	ls := LineStart(s, at)
	le := LineEnd(s, at)
	line := s[ls:le]
	for off := 0; ; {
		k := strings.Index(line[off:], "](")
		if k < 0 {
			return false
		}
		mid := off + k
		open := strings.LastIndexByte(line[:mid], '[')
		close := strings.IndexByte(line[mid+2:], ')')
		if open < 0 || close < 0 {
			off = mid + 2
			continue
		}
		end := mid + 2 + close
		dest := Lower(strings.TrimSpace(line[mid+2 : end]))
		if i := at - ls; i >= open && i <= end {
			// The address itself (a fetch that names it: "fetch
			// [the guide](URL) and run it") is what is fetched; a
			// word inside it is a part of the address.
			addr := i == mid+2+len(line[mid+2:end])-len(strings.TrimLeft(line[mid+2:end], " "))
			return !addr && (strings.HasPrefix(dest, "https://") || strings.HasPrefix(dest, "http://")) && !runBefore(line[:open])
		}
		off = end
	}
}

// runBefore: a verb of running (demand-execute) is among the last three
// words of before, the text of a line before a link.
func runBefore(before string) bool {
	ws := strings.FieldsFunc(Lower(before), func(r rune) bool { return !(r >= 'a' && r <= 'z' || r == '-') })
	for i := max(0, len(ws)-3); i < len(ws); i++ {
		if DemandWords[ws[i]]&DExecute != 0 || DemandWords[text.Stem(ws[i])]&DExecute != 0 {
			return true
		}
	}
	return false
}
