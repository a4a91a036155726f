package detect

import (
	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// Structural reading of sentences mcp-lint cannot read by their words.
//
// The demand model reads English by its vocabulary (WordNet's verbs and
// nouns, rules/demand.rules); no lexical database of the other languages
// tools are written in could be shipped (docs: corpus/blind/README.md).
// But what a demand is made of is often written the same way in every
// language: a credential store by its path (~/.aws/credentials), a secret
// by its environment variable (STRIPE_SECRET_KEY), a command line in
// backticks, an address (a URL, an e-mail address), the tool's own
// parameters and other tools by their identifiers. A sentence that is not
// English is read by those forms alone:
//
//   - a secret named by path or variable, with a sink (the parameter whose
//     text it is, another of the tool's parameters named, an address):
//     the secret is to go there, unless the tool's job names what the
//     secret opens (foreignCredential);
//   - a command line whose syntax fetches or elevates (an address among
//     its arguments, sudo, commands chained or piped, output redirected,
//     a program sent to the background, inline code): a program to run;
//   - an address and another tool named together: data sent out with
//     that tool.
//
// Another tool named beside this tool's own name is not read as a
// re-routing: same-server usage guidance ("before delete_branch, call
// list_branches") has that form too.
//
// What these forms cannot tell is the mood: a sentence in another
// language that forbids ("never put ~/.ssh/id_rsa in notes") reads as
// one that orders. Such restrictions name the forbidden thing rarely
// enough, and the finding is a soft one.

// formFrames records in the facts the frames a reading by forms matched
// (structuralDemand): they are the sentence's, at the token it points at.
func formFrames(tr *reading.FactTrace, d *reading.SentenceDemand) {
	for _, f := range []reading.FrameID{reading.FFormsCommandLine, reading.FFormsAddressTool} {
		if d.Frames.Has(f) {
			tr.Hit(reading.FrameNames[f], d.At)
		}
	}
}
