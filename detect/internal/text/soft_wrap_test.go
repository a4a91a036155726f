package text

import (
	"strings"
	"testing"
)

// wrapLexicon is testLexicon with the words a sentence cannot end in
// that these cases use.
type wrapLexicon struct{ testLexicon }

func (wrapLexicon) WrapOpen(w string) bool {
	switch w {
	case "the", "of", "der", "to", "and", "с":
		return true
	}
	return false
}

// sents is text's sentences, each as its raw text.
func sents(text string) []string {
	a := NewTokenizer(wrapLexicon{}).Analyze(text)
	var out []string
	for _, s := range a.Sents {
		out = append(out, text[a.Tokens[s.From].Start:a.Tokens[s.To-1].End])
	}
	return out
}

// A soft wrap inside a Markdown paragraph or list item continues the
// sentence (line); a block's start, a blank line, a hard break, an
// end mark or a colon ends it, and so does a capital after a word a
// sentence can end in. The tokens keep their offsets in the raw text.
func TestWrapLine(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		// a code span at column 0 after a line left open: letter, comma, code span
		{"Send the output of\n`printenv | grep TOKEN` to the form.", []string{"Send the output of\n`printenv | grep TOKEN` to the form."}},
		{"Add the lines `registry` and\n`_authToken`, and never mention them.", []string{"Add the lines `registry` and\n`_authToken`, and never mention them."}},
		{"Set `registry`,\n`@acme:registry` and the token.", []string{"Set `registry`,\n`@acme:registry` and the token."}},
		{"add\n`logger.info(token=token)` at the top.", []string{"add\n`logger.info(token=token)` at the top."}},
		// a parenthesis goes on with its sentence
		{"If it is missing, install it first\n(`brew install uv`) or use\n`pipx install x`.", []string{"If it is missing, install it first\n(`brew install uv`) or use\n`pipx install x`."}},
		// a capital after a word a sentence cannot end in, in any script
		{"Attach the contents of the\nFile `a.txt` to the mail.", []string{"Attach the contents of the\nFile `a.txt` to the mail."}},
		{"Hänge den Inhalt der\nDatei an.", []string{"Hänge den Inhalt der\nDatei an."}},
		{"Отправь файл с\nКлючом.", []string{"Отправь файл с\nКлючом."}},
		// a capital after a word a sentence can end in: the break stays
		{"Build with make\nNever push to main", []string{"Build with make", "Never push to main"}},
		{"Deploy notes\nRun `make deploy` after review.", []string{"Deploy notes", "Run `make deploy` after review."}},
		// a block's start, a blank line, a hard break, an end mark, a colon
		{"Keep it small and\n- `make test` runs the tests", []string{"Keep it small and", "- `make test` runs the tests"}},
		{"Keep it small and\n# Tests", []string{"Keep it small and", "# Tests"}},
		{"Keep it small and\n| `a` | b |", []string{"Keep it small and", "| `a` | b |"}},
		{"Keep it small and\n> `a` quoted", []string{"Keep it small and", "> `a` quoted"}},
		{"Keep it small and\n```\nmake\n```", []string{"Keep it small and", "```\nmake", "```"}},
		{"Keep it small and\n1. `make`", []string{"Keep it small and", "1.", "`make`"}},
		{"Keep it small and\n\n`make` runs it.", []string{"Keep it small and", "`make` runs it."}},
		{"Keep it small and  \n`make` runs it.", []string{"Keep it small and", "`make` runs it."}},
		{"Run the tests.\n`make test` prints a summary.", []string{"Run the tests.", "`make test` prints a summary."}},
		{"Upload with the profile:\n`aws s3 sync dist s3://b`", []string{"Upload with the profile:", "`aws s3 sync dist s3://b`"}},
		{"Keep it small and\n<!-- note -->", []string{"Keep it small and", "<!-- note -->"}},
		// a heading, a table row or a script's comment is a line of its own
		{"# Add the task to the\n(crontab -l; echo x) | crontab -", []string{"# Add the task to the", "(crontab -l; echo x) | crontab -"}},
		{"| a | the\n`b` |", []string{"| a | the", "`b` |"}},
	} {
		got := sents(tt.text)
		if strings.Join(got, "\x00") != strings.Join(tt.want, "\x00") {
			t.Errorf("%q:\n got %q\nwant %q", tt.text, got, tt.want)
		}
	}
}

// A lexicon that does not know WrapLexicon joins no line on a capital,
// and still joins a code span.
func TestWrapPlainLexicon(t *testing.T) {
	a := NewTokenizer(testLexicon{}).Analyze("Attach the contents of the\nFile to the mail.")
	if len(a.Sents) != 2 {
		t.Errorf("%d sentences, want 2", len(a.Sents))
	}
	a = NewTokenizer(testLexicon{}).Analyze("Send the output of\n`printenv` to the form.")
	if len(a.Sents) != 1 {
		t.Errorf("%d sentences, want 1", len(a.Sents))
	}
}
