package reading

import (
	"sort"
)

// directiveCue is one piece of evidence inside a sentence.
type DirectiveCue struct {
	Family   string
	Weight   float64
	From, To int    // token range
	Rule     string // the phrase rule's ID; "" for a computed cue (its family names it)
}

// Families that are not phrase rules: computed per sentence.
const (
	FamCrossTool    = "cross-tool"
	FamLiteral      = "fixed-arguments"
	FamShell        = "shell-command"
	FamSensitive    = "sensitive-resource"
	FamComment      = "markup"
	FamForeign      = "foreign-workflow"
	FamForeignParam = "foreign-parameter"
	FamContext      = "context"
	FamNoInputs     = "no-own-inputs"
	FamWrapper      = "wrapper" // a phrase family (rules/directive.rules) that spreadWrappers spreads
)

// AppendToPathRule is the phrase rule that adds what it names to a file
// (rules/concepts.rules; OwnSettingWritten).
const AppendToPathRule = "run-command.append-to-path"

// askedFor: after token i, its sentence waits on the person's asking:
// "unless" or "until" followed within four words by the person and a
// verb of asking ("unless the user asks", "until they request it").
func AskedFor(a *Analysis, s Sent, i int) bool {
	toks := a.Tokens
	for k := i + 1; k < s.To; k++ {
		if w := toks[k].Text(a); !WsAskedWait.Has(w) {
			continue
		}
		person := false
		for j := k + 1; j < s.To && j-k <= 4; j++ {
			w := toks[j].Text(a)
			if DemandOf(a, &toks[j])&DPerson != 0 || wsThirdPersons.Has(w) {
				person = true
			} else if person && AsksUser(a, &toks[j]) {
				return true
			}
		}
	}
	return false
}

// participle: an English word WordNet knows as a verb in its -ed or -ing
// form ("required", "missing"), which before a noun modifies it.
func Participle(a *Analysis, t *Token) bool {
	w := t.Text(a)
	var stem string
	switch {
	case WsPastEnding.EndsIn(w) != "":
		stem = w[:len(w)-len(WsPastEnding.EndsIn(w))]
	case WsIngEnding.EndsIn(w) != "":
		stem = w[:len(w)-len(WsIngEnding.EndsIn(w))]
	default:
		return false
	}
	verb := func(b string) bool { return TextClassOf(b)&WcVerb != 0 }
	n := len(stem)
	return n > 1 && (verb(stem) || verb(stem+"e") || // missed, required, making
		stem[n-1] == stem[n-2] && verb(stem[:n-1])) // stopped, setting
}

// SelfDescription reports a sentence that says what the tool itself did or
// does, its subject the tool: a third-person verb opening it, after at most
// two adverbs of manner or frequency ("Optionally writes the tokens to
// ...", "Also returns ..."); or an attempt reported in the
// past with its subject left out ("Failed to write to ...: permission
// denied"), as a message of the tool's own says what became of its deed.
func SelfDescription(a *Analysis, s Sent) bool {
	at := s.From
	// Adverbs before the verb ("Optionally writes"), not a determiner
	// that opens a noun phrase ("Some sites publish", "Many pages hold"):
	// its noun is the subject, not the tool's verb.
	for n := 0; n < 2 && at+1 < s.To && a.Tokens[at].Kind == TokWord && a.Tokens[at].Is(WcAdverb) && !a.Tokens[at].Is(WcVerb) && !Grammar(Lower(a.Tokens[at].Text(a)), GDeterminer); n++ {
		at++
	}
	if at+1 < s.To && wsAttemptPast.Has(Lower(a.Tokens[at].Text(a))) && wsToWord.Has(Lower(a.Tokens[at+1].Text(a))) {
		return true
	}
	return thirdPersonAt(a, s, at)
}

// thirdPersonAt: token at (the first of sentence s) reads as a verb in the
// third person ("Reads", "Updates"), not as a plural noun that is the
// subject of the verb after it ("Updates apply", "Assistants integrating
// this tool have found").
func thirdPersonAt(a *Analysis, s Sent, at int) bool {
	t := &a.Tokens[at]
	if !(t.Kind == TokWord && len(t.Text(a)) > 3 && WsThirdEnding.EndsIn(t.Text(a)) != "" && t.Stem(a) != t.Text(a) && !notVerbsInS.Has(t.Text(a))) {
		return false
	}
	// A third person is a verb's: a plural of a noun no verb lemma spells
	// ("Errors from this tool ...", "Warnings ...") is the subject.
	if !VerbInS(Lower(t.Text(a))) {
		return false
	}
	if at+1 < s.To && a.Tokens[at+1].Kind == TokWord {
		n := a.Tokens[at+1].Text(a)
		if subjectFollowers.Has(n) || (len(n) > 4 && WsIngEnding.EndsIn(n) != "") {
			return false
		}
		// "Summaries you write ...": a plural noun that no verb lemma
		// spells, before a relative clause's subject.
		if wsPluralSubject.Has(n) && !VerbInS(t.Text(a)) {
			return false
		}
	}
	return true
}

// verbInS: w, a word ending in s, is a verb lemma's third person
// ("reads", "fetches", "queries").
func VerbInS(w string) bool {
	verb := func(b string) bool { return TextClassOf(b)&WcVerb != 0 }
	switch {
	case wsIesEnding.EndsIn(w) != "" && verb(w[:len(w)-len(wsIesEnding.EndsIn(w))]+"y"):
		return true
	case wsEsEnding.EndsIn(w) != "" && verb(w[:len(w)-len(wsEsEnding.EndsIn(w))]):
		return true
	}
	return verb(w[:len(w)-1])
}

// subjectFollowers come after a plural subject, never after a verb.
var subjectFollowers = NewWordSet("subject-follower", false)

// notVerbsInS end in -s without being third-person verbs.
var notVerbsInS = NewWordSet("not-verb-in-s", false)

// fixedLiterals counts quoted literal values in the sentence that are not
// tool names: "call get_filing with the ticker 'IBM'", "send the message
// 'Just a joke.'".
func FixedLiterals(a *Analysis, s Sent) int {
	toks := a.Tokens
	n := 0
	for i := s.From; i < s.To; i++ {
		q := &toks[i]
		if q.Kind != TokQuote {
			continue
		}
		j := i + 1
		for j < s.To && !(toks[j].Kind == TokQuote && toks[j].Text(a) == q.Text(a)) {
			j++
		}
		if j >= s.To {
			break
		}
		inner := toks[i+1 : j]
		if len(inner) == 1 && inner[0].Kind == TokIdent && inner[0].Is(WcToolIdent) {
			i = j
			continue
		}
		// "in the format '/org/project'", "like 'x'": a shape, not a value.
		if i > s.From && toks[i-1].Is(WcFormat) || ClassifyPosition(a, i) != PosInstruction {
			i = j
			continue
		}
		if len(inner) > 0 {
			n++
		}
		i = j
	}
	return n
}

// sortedRules sorts rule IDs, without repeats.
func SortedRules(ids []string) []string {
	sort.Strings(ids)
	out := ids[:0]
	for i, id := range ids {
		if i == 0 || id != ids[i-1] {
			out = append(out, id)
		}
	}
	return out
}

// OwnSettingWritten: cue c, a verb of adding or writing with what it adds
// and a path after "to" (run-command.append-to-path), adds one of the
// tool's own parameters, or of its server's tools (a message of the
// server's own code), to the file ("Add projectPath to .mcp.json or pass
// it as a parameter"): the server's own setting put where its client
// reads it, named by the server itself, not the agent's data written away.
// What is added must hold that parameter's name (as raw, the field's text,
// writes it) and no secret, personal data or context of the model's.
func OwnSettingWritten(v *ToolView, raw string, a *Analysis, s Sent, c DirectiveCue) bool {
	own := false
	for k := c.From + 1; k < c.To && k < s.To; k++ {
		t := &a.Tokens[k]
		w := Lower(t.Text(a))
		if wsDestinationPreposition.Has(w) {
			break
		}
		if DemandOf(a, t)&(DSecret|DSecretQualified|DCredTerm|DPersonal|DContext) != 0 {
			return false
		}
		if int(t.End) > len(raw) || t.Start > t.End {
			return false
		}
		name := raw[t.Start:t.End] // as written: parameter names keep their case
		if (t.Kind == TokIdent || t.Kind == TokWord) && Lower(name) != Lower(v.Tool.Name) && (v.OwnName(name) || v.Reg != nil && v.Reg.ServerParam(v.Tool.Server, name)) {
			own = true
		}
	}
	return own
}
