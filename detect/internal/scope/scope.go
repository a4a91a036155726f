package scope

import (
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
	"github.com/mcp-lint/mcp-lint/detect/internal/text"
)

// Reader is who reads a text: the model, or a person.
type Reader uint8

const (
	// ReaderModel: a definition's text, which a client puts in the
	// model's context.
	ReaderModel Reader = iota
	// ReaderPerson: text a person reads (a loose text of a server's
	// source that discovery tells is help, a log or an error for
	// people); it is still read, and its findings say so.
	ReaderPerson
)

func (r Reader) String() string {
	if r == ReaderPerson {
		return "a person"
	}
	return "the model"
}

// Scope is what a tool's text is read against: whose it is, the job it
// declares and who reads it.
type Scope struct {
	v    *reading.ToolView
	reg  *reading.Registry
	tool *reading.Tool
	// Loose: a text no definition claims; its owner is the file it lies
	// in, and no job is declared for it.
	Loose  bool
	Reader Reader
	// Job holds the words of the tool's name and title, lower case, four
	// letters or more: what the tool is named for.
	Job []string
	// Product holds the words the tool's own names give its product or
	// service (the server's name and the tool's, split into words):
	// "Ollie" in ask_ollie, "GitHub" in github_create_issue.
	product map[string]bool
}

// Of returns the scope of the tool v views, among the tools of reg (nil:
// the tool alone). It is made once per tool and view and kept on the view.
func Of(v *reading.ToolView, reg *reading.Registry) *Scope {
	if sc, ok := v.Scoped.(*Scope); ok && sc.tool == v.Tool && sc.reg == reg {
		return sc
	}
	sc := &Scope{v: v, reg: reg, tool: v.Tool, Loose: v.Tool.Kind == reading.KindText}
	if v.Tool.Audience == reading.AudiencePerson {
		sc.Reader = ReaderPerson
	}
	for _, w := range v.NameWords() {
		if len(w) >= 4 && !genericName.Has(w) {
			sc.Job = append(sc.Job, w)
		}
	}
	for _, w := range strings.Fields(v.Tool.Title) {
		w = strings.ToLower(strings.Trim(w, ".,:;()'\"`"))
		if len(w) >= 4 && !genericName.Has(w) {
			sc.Job = append(sc.Job, w)
		}
	}
	v.Scoped = sc
	return sc
}

// products fills the words that name the tool's product or service, on the
// first question: the server's name split into words, and the words of the
// tool's name that are no English verb (a tool's name is made of verbs and
// common nouns: install, package, report; ask_ollie names Ollie).
func (sc *Scope) products() map[string]bool {
	if sc.product != nil {
		return sc.product
	}
	sc.product = map[string]bool{}
	add := func(w string) {
		w = reading.Lower(w)
		if len(w) >= 4 && !genericName.Has(w) {
			sc.product[w] = true
		}
	}
	for _, w := range sc.v.NameWords() {
		if reading.TextClassOf(w)&reading.WcVerb == 0 {
			add(w)
		}
	}
	for _, w := range reading.SplitName(sc.tool.Server) {
		add(w)
	}
	return sc.product
}

// OwnTool reports whether name is this tool or another tool of its server
// or project: a step of the server's own workflow.
func (sc *Scope) OwnTool(name string) bool {
	if name == "" {
		return false
	}
	if sc.v.OwnName(name) && text.Skeleton(name) == sc.v.Tool.Skeleton() {
		return true
	}
	if sc.reg == nil {
		return false
	}
	if sc.reg.ServerHas(sc.v.Tool.Server, name) {
		return true
	}
	for _, o := range sc.reg.ByName(name) {
		if reading.SameProject(sc.v.Tool, o) {
			return true
		}
	}
	return false
}

// OwnParam reports whether name is one of the tool's parameters.
func (sc *Scope) OwnParam(name string) bool {
	return sc.v.OwnName(name) && text.Skeleton(name) != sc.v.Tool.Skeleton()
}

// productWord: w names the tool's own product or service.
func (sc *Scope) productWord(w string) bool { return sc.products()[reading.Lower(w)] }

// OwnName reports whether name is one of the tool's own names: the tool,
// one of its parameters, a sibling tool of its server or project, or a
// parameter one of its server's tools takes. A call of it, or a value put
// in it, is the server's own workflow.
func OwnName(v *reading.ToolView, reg *reading.Registry, name string) bool {
	if name == "" {
		return false
	}
	if v.OwnName(name) {
		return true
	}
	if reg == nil {
		return false
	}
	// A sibling tool, or a parameter one of the server's tools takes that
	// no other server names a tool ("poll each job_id with its status
	// tool"): the server's own names.
	if reg.ServerHas(v.Tool.Server, name) || reg.ServerParam(v.Tool.Server, name) && !reading.OtherServerHas(reg, v.Tool, name) {
		return true
	}
	for _, o := range reg.ByName(name) {
		if reading.SameProject(v.Tool, o) {
			return true
		}
	}
	return false
}
