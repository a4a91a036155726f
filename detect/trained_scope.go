package detect

import (
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/learned"
	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
	"github.com/mcp-lint/mcp-lint/detect/internal/text"
)

// The scope of a sentence: what it shares with the rest of its own
// definition. A sentence about the tool's own job names the tool's own
// parameters, its server's other tools, the words its other texts use; a
// sentence that reaches outside the job is about something the definition
// does not otherwise mention. These are facts of the definition, not of
// any wording, and the trained reading reads them beside the readings'.

// defScope is what a definition's texts hold, for reading its sentences'
// scope: how often each word's stem occurs across all its texts, its
// parameters' names, and the tool names of the registry.
type defScope struct {
	t      *reading.Tool
	reg    *reading.Registry
	stems  map[string]int
	params map[string]bool
}

// newScope reads every text of the view's tool once.
func newScope(v *reading.ToolView, t *reading.Tool, reg *reading.Registry) *defScope {
	sc := &defScope{t: t, reg: reg, stems: map[string]int{}, params: map[string]bool{}}
	sc.add(reading.Lower(t.Name))
	for i := range v.FieldList {
		f := &v.FieldList[i]
		if f.Role == reading.RoleStructural || f.Text == "" {
			continue
		}
		if learned.PlaceOf(v.PathOf(f), f.Key) == learned.PlaceParamName {
			sc.params[reading.Lower(f.Text)] = true
			sc.add(reading.Lower(f.Text))
			continue
		}
		a := v.Analysis(i)
		if a == nil {
			continue
		}
		for k := range a.Tokens {
			if w := scopeWord(a, &a.Tokens[k]); w != "" {
				sc.stems[w]++
			}
		}
	}
	return sc
}

// add counts the parts of an identifier (snake, kebab or camel case) as
// words of the definition.
func (sc *defScope) add(id string) {
	sc.stems[id]++
	for _, p := range strings.FieldsFunc(id, func(r rune) bool { return r == '_' || r == '-' || r == '.' || r == ' ' }) {
		if p != id && len(p) >= 3 {
			sc.stems[p]++
		}
	}
}

// scopeWord is the text a token counts as: a content word's stem (four
// letters or more) or an identifier; "" for the rest.
func scopeWord(a *text.Analysis, t *text.Token) string {
	switch t.Kind {
	case text.Word:
		if w := t.Stem(a); len(w) >= 4 {
			return w
		}
	case text.Ident:
		return t.Text(a)
	}
	return ""
}

// at is facts, or dst when there is no scope (the model reads none).
func (sc *defScope) at(dst []string, a *text.Analysis, s text.Sent) []string {
	if sc == nil {
		return dst
	}
	return sc.facts(dst, a, s)
}

// outside appends to dst the stems of sentence s's content words that no
// other text of the definition uses (nil scope: none).
func (sc *defScope) outside(dst []string, a *text.Analysis, s text.Sent) []string {
	if sc == nil {
		return dst
	}
	own := map[string]int{}
	var order []string
	for k := s.From; k < s.To && k < len(a.Tokens); k++ {
		t := &a.Tokens[k]
		if t.Kind != text.Word {
			continue
		}
		if w := scopeWord(a, t); w != "" {
			if own[w] == 0 {
				order = append(order, w)
			}
			own[w]++
		}
	}
	for _, w := range order {
		if sc.stems[w] <= own[w] {
			dst = append(dst, w)
		}
	}
	return dst
}

// facts appends the scope facts of sentence s of a to dst: which names of
// the definition and its registry it uses, and how much of its words the
// rest of the definition shares (none, some, most).
func (sc *defScope) facts(dst []string, a *text.Analysis, s text.Sent) []string {
	own := map[string]int{}
	var param, self, sibling, foreign bool
	for k := s.From; k < s.To && k < len(a.Tokens); k++ {
		t := &a.Tokens[k]
		w := scopeWord(a, t)
		if w == "" {
			continue
		}
		own[w]++
		if t.Kind != text.Ident && !strings.ContainsAny(w, "_") {
			continue
		}
		switch {
		case sc.params[w]:
			param = true
		case w == reading.Lower(sc.t.Name):
			self = true
		default:
			for _, o := range sc.reg.ByName(w) {
				if o == sc.t {
					continue
				}
				if o.Server == sc.t.Server || sc.reg.OneServer(sc.t, o) {
					sibling = true
				} else {
					foreign = true
				}
			}
		}
	}
	for _, x := range []struct {
		on   bool
		name string
	}{{param, "names-param"}, {self, "names-self"}, {sibling, "names-sibling"}, {foreign, "names-foreign"}} {
		if x.on {
			dst = append(dst, x.name)
		}
	}
	if len(own) == 0 {
		return append(dst, "shared:nowords")
	}
	shared := 0
	for w, n := range own {
		if sc.stems[w] > n {
			shared++
		}
	}
	switch r := float64(shared) / float64(len(own)); {
	case shared == 0:
		dst = append(dst, "shared:none")
	case r < 0.34:
		dst = append(dst, "shared:few")
	case r < 0.67:
		dst = append(dst, "shared:half")
	default:
		dst = append(dst, "shared:most")
	}
	return dst
}
