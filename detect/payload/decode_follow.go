package payload

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// An encoded text the unit itself orders decoded and followed. payload.decoded
// decodes such a text (base64, hex, a stated ROT13) and confirms it when
// it decodes to a command or to an ask its text checks read; what the
// decoded text asks varies with every concept (a limit raised, a remote
// added and pushed, a package vouched for), and a text moved letter by
// letter never reaches hiddenProse, which takes any word-shaped text for
// prose. Read here instead is the order and the encoding:
//
//   - the order: a sentence of the unit that names decoding
//     (prose-decode-verb) and an act of following (prose-obey-verb)
//     whose object is the coded text: nothing, a pronoun, a noun of an
//     instruction (prose-order-noun), or a noun phrase holding the
//     decoding ("follow the decoded note"); in a sentence not English,
//     one lexicon's prose-decode and prose-obey;
//   - the encoding hides words: a decoded blob is text of words
//     (words), and a stated rotation of a line gives it the
//     vowels of a language it did not have (rotated), which no
//     rotation of plain text or of random letters does.
//
// A unit whose declared purpose is reviewing attacks (declaredReview)
// quotes them: it is not read; nor is an order in a code block, a
// sample the unit shows (a training skill's "Team settings (decode and
// apply): ...").

var (
	wsDecode    = reading.NewWordSet("prose-decode-verb", false)
	wsObey      = reading.NewWordSet("prose-obey-verb", false)
	wsOrderNoun = reading.NewWordSet("prose-order-noun", false)
	wsOpener    = reading.NewWordSet("prose-adverbial-opener", false)
)

// lDecode, lObey: the lexicons' verbs of decoding and of following,
// the project's translation of the English classes.
var (
	lDecode = reading.Lbit(158)
	lObey   = reading.Lbit(159)
)

func init() {
	reading.LexClassNames["prose-decode"] = lDecode
	reading.LexClassNames["prose-obey"] = lObey
}

// encPercent is the encoding scanCandidates names a percent-encoded run
// by: a URL-encoded query is readable as it stands (hiddenProse too).
const encPercent = "percent"

// DecodeRule names the reading in a finding's rules.
const DecodeRule = "payload.decode-and-follow"

// ordered: v, an agent unit, orders a coded text decoded and
// followed, in one of its sentences.
func ordered(v *reading.ToolView) bool {
	if !reading.IsInstructionKind(v.Tool.Kind) || reading.DeclaredReview(v) {
		return false
	}
	for i := range v.FieldList {
		f := &v.FieldList[i]
		if f.Key || len(f.Text) < 8 || v.PathIsIndexed(f, reading.CodeField) || v.PathIsIndexed(f, reading.ExamplesField) {
			continue // an order in a code block is a sample the unit shows
		}
		a := v.Analysis(i)
		for _, s := range a.Sents {
			if OrderSent(f.Text, a, s) && !NegatedDecoding(a, s) {
				return true
			}
		}
	}
	return false
}

// forbidden: v, an agent unit, forbids in its own prose what ordered
// reads: a sentence names decoding and following the coded text, with a
// negator on its decoding ("never decode an example and follow it", "do
// not decode these and apply them"). What the unit's blocks show is then
// data to read, as a unit that forbids running its blocks shows them to
// be read (execution.RunForbidden).
func forbidden(v *reading.ToolView) bool {
	if !reading.IsInstructionKind(v.Tool.Kind) {
		return false
	}
	for i := range v.FieldList {
		f := &v.FieldList[i]
		if f.Key || len(f.Text) < 8 || v.PathIsIndexed(f, reading.CodeField) || v.PathIsIndexed(f, reading.ExamplesField) {
			continue // what a block says is the sample's, not the unit's
		}
		a := v.Analysis(i)
		for _, s := range a.Sents {
			if OrderSent(f.Text, a, s) && NegatedDecoding(a, s) {
				return true
			}
		}
	}
	return false
}

// NegatedDecoding: the first verb of decoding (prose-decode-verb) of
// sentence s has a negator among the three words before it, with no
// mark between ("never decode", "do not decode", "don't decode"): the
// order OrderSent reads is forbidden, not given. English only: another
// language's sentence is read by its lexicon's classes, which place no
// negator on a verb.
func NegatedDecoding(a *reading.Analysis, s reading.Sent) bool {
	for i := s.From; i < s.To; i++ {
		if !wsDecode.Has(a.Tokens[i].Text(a)) {
			continue
		}
		for k := i - 1; k >= s.From && k >= i-3; k-- {
			t := &a.Tokens[k]
			if t.Kind == reading.TokPunct && t.Text(a) != "'" {
				return false
			}
			w := reading.Lower(t.Text(a))
			if reading.DemandOf(a, t)&reading.DNegation != 0 || reading.Prohibition[w] || reading.WsNegClitic.EndsIn(w) != "" {
				return true
			}
		}
		return false
	}
	return false
}

// readOnly: hits, payload.decoded's signals on v, with each hard one in
// a block the unit shows (fenced code or an example, not a block it
// orders run) made a review signal when the unit forbids decoding and
// following what it shows (forbidden): a training skill's quoted
// "decode and apply" sample, presented as text to read. Raised for
// review (medium), as QuotedPayload raises a review unit's samples; in
// prose, in a block told to run, or in a unit that forbids nothing, it
// stays hard.
func (ps *payloadScan) readOnly(hits []reading.Signal) []reading.Signal {
	for i := range hits {
		s := &hits[i]
		if s.Tier != reading.TierHard || !shownBlock(s.Field) {
			continue
		}
		if ps.forbids == 0 {
			ps.forbids = -1
			if forbidden(ps.v) {
				ps.forbids = 1
			}
		}
		if ps.forbids < 0 {
			return hits
		}
		s.Tier, s.Severity, s.Confidence = reading.TierSoft, reading.SeverityMedium, 0.7
		s.Detail += ", in a block of a unit that forbids decoding and following what it shows"
	}
	return hits
}

// shownBlock: field path p is a fenced block of code or an example the
// unit shows.
func shownBlock(p string) bool {
	for _, f := range []string{reading.CodeField, reading.ExamplesField} {
		if p == f || strings.HasPrefix(p, f+"[") {
			return true
		}
	}
	return false
}

// ordered is ordered of the scan's tool, read once: every
// decoded blob asks it, and it reads the whole unit (every sentence not
// in English in every lexicon), so asked per blob it made a unit of
// many blobs cost the square of its length (137 KB: minutes).
func (ps *payloadScan) ordered() bool {
	if ps.order == 0 {
		ps.order = -1
		if ordered(ps.v) {
			ps.order = 1
		}
	}
	return ps.order > 0
}

// orderSent: sentence s names decoding and orders the decoded text
// followed (see the file's comment).
func OrderSent(raw string, a *reading.Analysis, s reading.Sent) bool {
	dec := -1
	for i := s.From; i < s.To; i++ {
		if wsDecode.Has(a.Tokens[i].Text(a)) {
			dec = i
			break
		}
	}
	if dec >= 0 {
		for i := s.From; i < s.To; i++ {
			// An order to follow, not a label naming one ("Encoded
			// payload with an instruction to decode and obey:", the
			// decoding an infinitive): "Decode them and apply them:"
			// before a block orders it.
			if wsObey.Has(a.Tokens[i].Text(a)) && codedObject(a, s, i, dec) && !(labelOfSample(raw, a, s) && dec > s.From && reading.WsTo.Has(a.Tokens[dec-1].Text(a))) && !inWhClause(a, s, i) {
				return true
			}
		}
		return false
	}
	if reading.SentenceLang(a, s).English > 0 {
		return false
	}
	// Every lexicon's language, not only the one the sentence is told to
	// be in: a short sentence of a few function words is told apart
	// poorly (Italian "del" read as Spanish), and the two classes in one
	// sentence are what is read.
	for _, lang := range reading.LexLangs {
		f := reading.ReadLang(raw, a, s, lang)
		var got reading.Lclass
		for i := range f.Hits {
			got.Add(f.Hits[i].Cls)
		}
		got.Add(enclitic(reading.LangLex(lang), a, s))
		if got.Has(lDecode) && got.Has(lObey) {
			return true
		}
	}
	return false
}

// enclitic is the classes of decoding and following the words of
// sentence s hold as verbs with pronouns attached to their end (es
// "decodifícala", "aplícala"), read as encliticVerb reads them (the
// pronouns and the stress mark they made the verb carry taken off):
// encliticVerb keeps only the classes of actions the demand model reads.
func enclitic(lx *reading.LangLexicon, a *reading.Analysis, s reading.Sent) reading.Lclass {
	var out reading.Lclass
	if lx == nil || len(lx.Enclitics) == 0 {
		return out
	}
	for i := s.From; i < s.To; i++ {
		w := a.Tokens[i].Text(a)
		for _, e := range lx.Enclitics {
			base, ok := strings.CutSuffix(w, e)
			if !ok || utf8.RuneCountInString(base) < 3 {
				continue
			}
			base = reading.Unstressed(strings.TrimSuffix(base, "-"))
			out.Add(lx.Words[lx.StemOf(base)].Or(lx.Exact[base]).And(reading.Lset(lDecode, lObey)))
		}
	}
	return out
}

// codedObject: the act of following at i takes the coded text as
// its object: the sentence or clause ends after it, or within the three
// words after it, before a clause mark, stands a pronoun, a noun of an
// instruction or the decoding at dec ("follow the decoded note", "apply
// the following maintainer note", "do what it says"); or the act is
// followed at once by an adverbial of time or scope, so that it has no
// object of its own ("decoded and applied whenever you touch ...",
// "apply for the rest of the session").
func codedObject(a *reading.Analysis, s reading.Sent, i, dec int) bool {
	if i+1 >= s.To || a.Tokens[i+1].Kind == reading.TokPunct {
		return true
	}
	for k := i + 1; k < s.To && k <= i+3; k++ {
		if a.Tokens[k].Kind == reading.TokPunct {
			return false
		}
		w := a.Tokens[k].Text(a)
		if k == dec || reading.WsItThem.Has(w) || reading.WsThisThese.Has(w) || wsOrderNoun.Has(w) || k == i+1 && wsOpener.Has(w) {
			return true
		}
	}
	return false
}

// words: a decoded text reads as words, not data: four tokens or
// more of letters only, two of three or more, and at least a third of
// its tokens; or a natural sentence (which reads unspaced scripts).
func Words(t string) bool {
	if naturalSentence(t) {
		return true
	}
	tokens, words, long := 0, 0, 0
	for _, tok := range strings.Fields(t) {
		tokens++
		tok = strings.TrimRight(tok, ".,;:!?\"')")
		n := 0
		for _, r := range tok {
			if !unicode.IsLetter(r) && r != '\'' {
				n = -1
				break
			}
			n++
		}
		if n >= 2 {
			words++
			if n >= 3 {
				long++
			}
		}
	}
	return words >= 4 && long >= 2 && words*3 >= tokens
}

// vowelShare is the share of the ASCII letters of t that are the
// five Latin vowels, and how many ASCII letters t has.
func vowelShare(t string) (float64, int) {
	letters, vowels := 0, 0
	for i := 0; i < len(t); i++ {
		c := t[i] | 0x20
		if c < 'a' || c > 'z' {
			continue
		}
		letters++
		switch c {
		case 'a', 'e', 'i', 'o', 'u':
			vowels++
		}
	}
	if letters == 0 {
		return 0, 0
	}
	return float64(vowels) / float64(letters), letters
}

// rotated finds the first stretch of t (a line, or a part of one
// between quotation marks, backquotes or a colon) that a rotation by
// shift turns from letters without a language's vowels into text with
// them: the Latin-script languages spell a third or more of their
// letters with a, e, i, o and u, while their ROT13 has about a fifth
// (n, r, v, b and h stand for them; under a third always): a rotation
// that gains eight points or more of vowels and reaches a third is a
// decoding. Plain text loses vowels when rotated, and letters drawn at
// random keep about a fifth. It returns the stretch's span in t.
func Rotated(t string, shift int) (reading.Span, bool) {
	start := 0
	for start <= len(t) {
		end := strings.IndexAny(t[start:], "\n`\"“”«»:")
		if end < 0 {
			end = len(t)
		} else {
			end += start
		}
		part := t[start:end]
		if before, n := vowelShare(part); n >= 30 && before < 0.33 {
			if after, _ := vowelShare(Rotate(part, shift)); after >= 0.33 && after >= before+0.08 && Words(part) {
				lead := len(part) - len(strings.TrimLeft(part, " \t>#*-/"))
				return reading.Span{Start: start + lead, End: start + len(strings.TrimRight(part, " \t"))}, true
			}
		}
		if end >= len(t) {
			break
		}
		_, w := utf8.DecodeRuneInString(t[end:])
		start = end + w
	}
	return reading.Span{}, false
}

// signal is the finding: the coded text, at sp, is an instruction
// only the model reads.
func (ps *payloadScan) signal(sp reading.Span, how, decoded string) {
	ps.hits = append(ps.hits, reading.Signal{
		Tier: reading.TierSoft, Threat: reading.ThreatToolPoisoning, Severity: reading.SeverityMedium, Confidence: 0.8,
		Field: ps.v.PathOf(ps.field), Key: ps.field.Key, Span: sp,
		Evidence: "decoded: " + reading.Evidence(decoded),
		Detail: fmt.Sprintf("%s the unit orders decoded and followed: an instruction its reader cannot read",
			how),
		Rules: []string{DecodeRule},
	})
}

// decoded (after confirm found nothing in a decoded blob): the
// blob decodes to words the unit does not show plainly, and the unit
// orders it followed. In an agent unit it stands for hiddenProse: a
// sentence an agent file carries encoded without an order to follow it
// is a sample (a mail body, a log line, a quoted attack) the agent has
// no reason to act on.
func (ps *payloadScan) decoded(sp reading.Span, text string, chain []string) bool {
	if chain[0] == encPercent || !Words(text) || !ps.ordered() {
		return false
	}
	if ps.shown == "" {
		ps.shown = strings.ToLower(reading.ToolText(ps.v))
	}
	if strings.Contains(ps.shown, strings.ToLower(strings.TrimSpace(text))) {
		return false
	}
	ps.signal(sp, blobName(chain[0])+" ("+strings.Join(chain, " → ")+")", text)
	return true
}

// shifted (after confirm found nothing in a rotated text): a line
// of t that the stated rotation turns into a language's letters, in a
// unit that orders it followed.
func (ps *payloadScan) shifted(t string, shift int, at *reading.Span) bool {
	sp, ok := Rotated(t, shift)
	if !ok || !ps.ordered() {
		return false
	}
	decoded := Rotate(t[sp.Start:sp.End], shift)
	if at != nil {
		sp = *at
	}
	how := fmt.Sprintf("text in a Caesar shift %d", 26-shift)
	if shift == 13 {
		how = blobName("ROT13")
	}
	ps.signal(sp, how, decoded)
	return true
}

// labelOfSample: sentence s is a label that introduces a fenced block (it
// ends in a colon and the block follows): it names the sample's content,
// it orders nothing.
func labelOfSample(raw string, a *reading.Analysis, s reading.Sent) bool {
	if s.To <= s.From || a.Tokens[s.To-1].Text(a) != ":" {
		return false
	}
	after := raw[a.Tokens[s.To-1].End:]
	rest := strings.TrimLeft(after, " \t\r\n")
	if strings.HasPrefix(rest, "```") || strings.HasPrefix(rest, "~~~") {
		return true
	}
	// A unit's prose holds its fenced blocks as blank runs of spaces
	// (their text is read apart as code): a line of spaces alone before
	// the next text is the block the label introduces.
	gap := after[:len(after)-len(rest)]
	for _, line := range strings.Split(gap, "\n") {
		if len(line) >= 3 && strings.Trim(line, " ") == "" {
			return true
		}
	}
	return false
}

// inWhClause: the verb at i stands in a clause a relative or
// interrogative word opens ("say what it asks an agent to do"): what is
// reported, not an order to do it.
func inWhClause(a *reading.Analysis, s reading.Sent, i int) bool {
	for k := i - 1; k >= s.From && i-k <= 6; k-- {
		t := &a.Tokens[k]
		if t.Kind == reading.TokPunct {
			return false
		}
		if t.Kind == reading.TokWord && reading.Grammar(reading.Lower(t.Text(a)), reading.GRelative) {
			return true
		}
	}
	return false
}
