package detect

import (
	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// The relation of a sentence to another tool's call (the concepts
// forced_call and tool_hijack), read the same way in English and in the language reader
// (frame.call-extra). A description may tie a call of another tool to this
// one's use: before it, after it, with every call, as a condition of its
// results. Guidance does that too ("call list_files first to get the id,
// then pass it here"); what the guidance never does is fix the other call's
// arguments or hand it the whole of what this call handled. So the relation
// is read from structure alone:
//
//   - another tool named: an identifier that is neither this tool, nor one
//     of its parameters, nor a sibling the registry knows on this server
//     (crossToolRef, toolIdentRef);
//   - after its name, in the same sentence, what it is given: a value the
//     text fixes (a quoted literal, name=value) or a word of the whole
//     (entire, full, all: rules/demand-words.rules call-whole, the
//     lexicons' grammar-whole);
//   - a tie to this tool's use: a call verb, an argument list, a word of
//     sequence or of every call, an obligation;
//   - none of what makes it guidance: a negation or a permission before the
//     call, the other call's result handed back here ("then pass it
//     here"), this tool as the subject of the call (its own workflow), a
//     tool whose job is routing.
//
// A plain name the registry does not know elsewhere may be a sibling of
// this tool: it counts only with a scope over every call, or with the
// whole of something. The finding is soft: the other call's data going out
// (the whole of it) is an exfiltration to that tool; values fixed for it
// alone are a hijack of its call.

var _ = func() bool {
	reading.LexClassNames["grammar-with"] = reading.LWith
	reading.LexClassNames["grammar-whole"] = reading.LWhole
	reading.LexClassNames["grammar-sequence"] = reading.LSequence
	return true
}()
