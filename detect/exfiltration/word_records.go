package exfiltration

import (
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// instruction.go
var WsShellFence = reading.NewWordSet("shell-fence-info", false)

var NullDevice = reading.NewNameList("names.data-null-device")

// folds: s is one of the list's items in any case (a Windows device name:
// NUL, nul).
func Folds(l *reading.NameSet, s string) bool {
	for _, x := range l.Items {
		if strings.EqualFold(s, x) {
			return true
		}
	}
	return false
}

// WordSet is a words record as `mcp-lint rules --words` lists it: its ID
// (the class or set it fills), its form, its words, its gloss (the
// comment over it in the rule file, which gives examples and names the
// function that reads it) and whether the Go code reads it by name (a
// named set) rather than as a word class every token carries.
type WordSet struct {
	ID    string   `json:"id"`
	Form  string   `json:"form"`
	Named bool     `json:"named"`
	Words []string `json:"words"`
	Gloss string   `json:"gloss,omitempty"`
	File  string   `json:"file"`
}

// WordSets are the words records, in the rule files' order.
func WordSets() []WordSet {
	reading.EnsureRules()
	out := make([]WordSet, 0, len(reading.AllRuleData.Vocab))
	lines := map[string][]string{}
	for _, v := range reading.AllRuleData.Vocab {
		if lines[v.At.File] == nil {
			b, _ := reading.ReadRuleFile(v.At.File)
			lines[v.At.File] = strings.Split(string(b), "\n")
		}
		out = append(out, WordSet{ID: v.Class, Form: v.Form, Named: reading.WordSets[v.Class] != nil, Words: v.Words,
			Gloss: WordsGloss(lines[v.At.File], v.At.Line-1), File: strings.TrimPrefix(v.At.File, "rules/")})
	}
	return out
}

// wordsGloss is the comment over the record whose first line is
// lines[at]: the block of comment lines right above it, or above the
// records of a group it follows with no comment of its own (gate-unless,
// gate-after, gate-until share one). A line of another kind of record
// ends the search: no gloss.
func WordsGloss(lines []string, at int) string {
	k := at - 1
	for k >= 0 && !strings.HasPrefix(lines[k], "#") {
		key, _, _ := strings.Cut(strings.TrimSpace(lines[k]), " ")
		if key != "" && key != "words" && key != "form" && key != "list" {
			return ""
		}
		k--
	}
	end := k + 1
	for k >= 0 && strings.HasPrefix(lines[k], "#") {
		k--
	}
	var parts []string
	for _, l := range lines[k+1 : end] {
		parts = append(parts, strings.TrimSpace(strings.TrimPrefix(l, "#")))
	}
	return strings.Join(parts, " ")
}
