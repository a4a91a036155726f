package detect

import (
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/text"
)

// The relation of a sentence to another tool's call (issue 53: forced_call,
// tool_hijack), read the same way in English and in the language reader
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

// lWhole: the lexicons' words of the whole (entire, full, complete).
var lWhole = lbit(110)

// lSequence: the lexicons' words that order one act before or after
// another (before, after, afterwards, prior to): English gSequence.
var lSequence = lbit(111)

// lWith: the lexicons' prepositions of accompaniment (with), by which a
// call is given what follows.
var lWith = lbit(112)

var _ = func() bool {
	lexClassNames["grammar-with"] = lWith
	lexClassNames["grammar-whole"] = lWhole
	lexClassNames["grammar-sequence"] = lSequence
	return true
}()

// callArgs is what a call of the tool named at ref is given, after its
// name in sentence s: the token of the first value the text fixes
// (fixed), and of the first word of the whole (whole), or -1.
type callArgs struct{ fixed, whole int }

// fixedValueAfter: the first value the text fixes for the call of the
// tool named at ref, within the clause after it: a literal in quotes
// (username 'rate-bot'; a code span in backticks names, it does not fix)
// or a value after "=" that is not a slot to fill (key=last_query,
// upload=true; not detail=<...>). Another tool's identifier ends the
// search: what follows belongs to that call.
func fixedValueAfter(a *Analysis, s Sent, ref int) int {
	k := ref + 1
	if ref-1 >= s.From && a.Tokens[ref-1].Kind == TokQuote && k < s.To && a.Tokens[k].Kind == TokQuote {
		k++ // the closing mark of the name's own quotes
	}
	for ; k < s.To && k <= ref+16; k++ {
		t := &a.Tokens[k]
		w := t.Text(a)
		if t.Kind == TokIdent && t.Is(wcToolIdent) && strings.Contains(w, ".") || w == ";" || wsSettingIf.has(w) || wsCallClauseStop.has(w) || grammar(w, gSubordinator) {
			return -1 // another call, or a clause of its own ("unless ... in the format '/org/x'")
		}
		if t.Kind == TokQuote && w != "`" {
			// Quotes pair: a span that fixes no value is passed over
			// whole, so its closing mark opens nothing.
			v, end := quotedValue(a, s, k)
			if v >= 0 && keyBefore(a, s, ref, k) {
				return v
			}
			if end > k {
				k = end
			}
			continue
		}
		if w == "=" && k+1 < s.To {
			if v := &a.Tokens[k+1]; literalToken(v) || v.Kind == TokQuote && v.Text(a) != "`" {
				return k + 1
			}
		}
	}
	return -1
}

// keyBefore: the quote mark at q follows what names the value it opens:
// a name that is no word of English grammar ("username 'rate-bot'",
// "rol 'admin'"), a mark of assignment ("=", ":", "("), or "to" after a
// verb of putting ("set to 'x'"); not a verb of being or a comparison
// ("until the state is 'running'", "a time like 'Thursday'"), nor a
// sentence's punctuation ("e.g. 'UmVw'").
func keyBefore(a *Analysis, s Sent, ref, q int) bool {
	if q-1 <= ref {
		return false
	}
	p := &a.Tokens[q-1]
	w := p.Text(a)
	switch {
	case w == "=" || w == ":" || w == "(":
		return true
	case wsInfinitiveTo.has(w):
		return q-2 > ref && demandOf(a, &a.Tokens[q-2])&dTransfer != 0
	case p.Kind == TokWord || p.Kind == TokIdent:
		// A call verb before the quote names the tool called ("call
		// 'get_next_task'"), it does not fix a value.
		return !grammar(w, ^gclass(0)) && !wsCallWhole.has(w) && demandOf(a, p)&dTransfer == 0 && !p.Is(wcCallVerb)
	}
	return false
}

// quotedValue: the quote mark at q opens a span closed by the same mark
// within six tokens (end, or -1): its first token when one to four tokens
// are quoted and one of them is written out (literalToken), else -1.
func quotedValue(a *Analysis, s Sent, q int) (v, end int) {
	lit, mark := -1, a.Tokens[q].Text(a)
	for k := q + 1; k < s.To && k <= q+6; k++ {
		t := &a.Tokens[k]
		if t.Kind == TokQuote && t.Text(a) == mark {
			if lit < 0 || k-q > 5 {
				return -1, k
			}
			return q + 1, k
		}
		if literalToken(t) && lit < 0 {
			lit = k
		}
	}
	return -1, -1
}

// literalToken: a token that can be a value written out (a word, an
// identifier, a number, a path, an address), not a bracket of a slot.
func literalToken(t *Token) bool {
	switch t.Kind {
	case TokWord, TokIdent, TokNumber, TokPath, TokURL, TokEmail:
		return true
	}
	return false
}

// handedBack: the other call's result comes back to this tool after its
// name at ref: a verb of putting, then within five words "here", "this"
// or one of this tool's names or parameters ("then pass it here", "pass
// its id as project"); or "to" and a verb of getting ("to get the code"):
// the other call serves this one.
func handedBack(v *ToolView, a *Analysis, s Sent, ref int, params map[string]string) bool {
	for k := ref + 1; k < s.To; k++ {
		t := &a.Tokens[k]
		if t.Kind != TokWord {
			continue
		}
		c := demandOf(a, t)
		if c&dObtain != 0 && k > s.From && wsInfinitiveTo.has(a.Tokens[k-1].Text(a)) {
			return true
		}
		if c&dTransfer == 0 {
			continue
		}
		for j := k + 1; j < s.To && j <= k+5; j++ {
			w := a.Tokens[j].Text(a)
			if wsThisHere.has(w) || text.Skeleton(w) == v.Tool.skeleton() {
				return true
			}
			if _, ok := params[strings.ToLower(w)]; ok && grammar(a.Tokens[j-1].Text(a), gPreposition) {
				return true
			}
		}
	}
	return false
}

// ownWorkflow: the call verb at call has this tool as its subject ("it
// then calls build_package", "the tool calls ..."): the tool says what it
// does itself. Its own name before the word is a noun's modifier ("every
// git_diff call"), not its subject.
func ownWorkflow(v *ToolView, a *Analysis, s Sent, call int) bool {
	for b := call - 1; b >= s.From && b >= call-3; b-- {
		t := &a.Tokens[b]
		w := t.Text(a)
		switch {
		case wsCallAnaphor.has(w) || t.Is(wcToolWord):
			return true
		case grammar(w, gAdverb) || grammar(w, gSequence) || grammar(w, gArticle):
			continue
		}
		return false
	}
	return false
}

// nestedRef: the name at ref stands inside a quoted string or an
// argument list ("pattern=\"toast.error('x')\"", "f(df.groupby(...))"):
// code quoted, not a call the text asks for. A code span in backticks
// names a tool as prose does.
func nestedRef(a *Analysis, s Sent, ref int) bool {
	if ref-1 < s.From {
		return false
	}
	p := &a.Tokens[ref-1]
	w := p.Text(a)
	return p.Kind == TokQuote && w != "`" && ref-2 >= s.From && a.Tokens[ref-2].Text(a) == "=" || w == "(" || w == "." || wsCallAwait.has(w)
}

// callsItself: the call verb at call is followed, within three words, by
// this tool ("call this function before ...", "call `audit_slos()`
// with ..."): the call asked for is this tool's own, the other tool
// only its moment.
func callsItself(v *ToolView, a *Analysis, s Sent, call int) bool {
	for k := call + 1; k < s.To && k <= call+3; k++ {
		t := &a.Tokens[k]
		w := t.Text(a)
		switch {
		case wsThisHere.has(w) || text.Skeleton(w) == v.Tool.skeleton():
			return true
		case t.Kind == TokQuote || grammar(w, gArticle):
			continue
		}
		return false
	}
	return false
}

// wholeAfter: a word of the whole (rules/demand-words.rules call-whole)
// after the tool named at ref and an argument's mark (argumentOf's: with,
// "(" against the name, "=", a verb of putting), not one that scopes a sequence ("after
// every lookup").
func wholeAfter(a *Analysis, s Sent, ref int) int {
	marked := false
	for k := ref + 1; k < s.To; k++ {
		t := &a.Tokens[k]
		w := t.Text(a)
		// A bracket marks arguments only written against the name: "X
		// (every code has three letters)" is a remark on X.
		if wsCallGiven.has(w) || w == "(" && k == ref+1 && t.Start == a.Tokens[ref].End || w == "=" || t.Kind == TokWord && demandOf(a, t)&dTransfer != 0 {
			marked = true
			continue
		}
		if marked && wsCallWhole.has(w) && !grammar(a.Tokens[k-1].Text(a), gSequence) && !grammar(a.Tokens[k-1].Text(a), gPreposition) {
			return k
		}
	}
	return -1
}

// callGiven: a tool-shaped identifier in s, with a call verb, is followed
// by a value the text fixes or a word of the whole: a sentence with no
// demand word that frame.call-extra still reads.
func callGiven(a *Analysis, s Sent) bool {
	if s.Cls&wcToolIdent == 0 || s.Cls&wcCallVerb == 0 {
		return false // the cheap refusal first: most sentences
	}
	for k := s.From; k < s.To; k++ {
		if t := &a.Tokens[k]; t.Kind == TokIdent && t.Is(wcToolIdent) && (fixedValueAfter(a, s, k) >= 0 || wholeAfter(a, s, k) >= 0) {
			return true
		}
	}
	return false
}

// readCallExtra is frame.call-extra in English (see the top of the file).
func (r *sentenceReader) readCallExtra() {
	a, s, d := r.a, r.s, &r.d
	if s.Cls&wcToolIdent == 0 || d.sinkExt && d.toolRef == "" || d.frames.has(fCallCarries) || !r.v.on(fCallExtra) {
		return
	}
	// No tie at all (no call verb, obligation, scope or argument list):
	// refused before the other tool is looked for.
	if s.Cls&wcCallVerb == 0 && !d.mood && !strings.Contains(r.f.Text[a.Tokens[s.From].Start:a.Tokens[s.To-1].End], "(") && !scopedToEveryCall(a, s) {
		return
	}
	ref, w, refAt := crossToolRef(r.v, r.reg, a, s)
	if ref == "" {
		ref, refAt = r.otherToolIn(s.From, s.To)
	}
	// A name assigned a value (dry_run=true) is a parameter, not a tool.
	if ref == "" || pairKey(a, refAt) || sameToolFamily(r.v, ref) || toolNameIn(r.v.Tool.Name, dReroute) {
		return
	}
	if server, _, ok := strings.Cut(ref, "."); ok && strings.EqualFold(server, r.v.Tool.Server) {
		return
	}
	// The call: a call verb, the name's argument list, or none (a call
	// stated by a word of sequence: "tracker.ping ... was sent first").
	call := -1
	for k := s.From; k < s.To; k++ {
		if t := &a.Tokens[k]; t.Kind == TokWord && t.Is(wcCallVerb) && !wsCallNotVerb.has(t.Text(a)) {
			call = k
			break
		}
	}
	if nestedRef(a, s, refAt) || call >= 0 && callsItself(r.v, a, s, call) {
		return
	}
	// An argument list alone ties the call only where it is the whole
	// value (a default written as a call: "crm.export(format='csv')"); in
	// prose it is code quoted.
	paren := refAt <= s.From+1 && argList(a, s, refAt, true)
	every := scopedToEveryCall(a, s)
	if call < 0 && !paren && !every && !d.mood {
		return
	}
	at := refAt
	if call >= 0 && call < refAt {
		at = call
	}
	// A negated call is no demand, unless it is the condition of a
	// sanction or a fault ("rejected unless X has been called with ...",
	// "if X has not been called ..., results are stale"): a requirement.
	neg := negationBefore(a, s, at, 4)
	if neg < 0 {
		neg = negationBefore(a, s, refAt, 3)
	}
	if neg < 0 && call > refAt {
		neg = negationBefore(a, s, call, 3)
	}
	if neg >= 0 && !conditionBefore(a, s, neg) || modalBefore(a, s, at, wsAbilityModal) {
		return
	}
	if call >= 0 && ownWorkflow(r.v, a, s, call) || handedBack(r.v, a, s, refAt, r.params) {
		return
	}
	args := callArgs{fixed: fixedValueAfter(a, s, refAt), whole: wholeAfter(a, s, refAt)}
	// The conversation, a secret or facts about the user given to the
	// call count as the whole of something: the user's task sends them
	// nowhere else.
	if args.whole < 0 && (d.objectKind == cContext || d.objectKind == cPersonal || d.objectKind == cHarvest) && argumentOf(a, refAt, d.objectAt) {
		args.whole = d.objectAt
	}
	// Another server's tool: one the registry knows elsewhere, or a
	// server.tool name that is called (a dotted name alone may be a
	// setting's key: user.email). A plain name may be a sibling: it
	// counts when a call verb ties it to every call or to a sequence.
	strong := w > 0.5 || strings.Contains(ref, ".") && (call >= 0 || paren || every)
	if args.fixed < 0 && args.whole < 0 || !strong && !(every && call >= 0) {
		return
	}
	if args.whole >= 0 {
		d.transfer, d.mood = true, true
		d.sink, d.sinkExt, d.toolRef = "the tool "+ref, true, ref
		if d.data == "" {
			d.data, d.dataAt = "whole of what it handles", args.whole
		}
		r.hit(fCallExtra, at)
		return
	}
	d.toolRef = ref
	r.sixAlone(fCallExtra, cHijack, at)
}

// argList: the name at ref is written as a call, its argument list
// opening right after it ("crm.export(" , not "example.org (updated
// hourly)") and closing in the sentence; with whole, nothing but
// punctuation follows the list (the call is the whole value, not a line
// of code that goes on: `window.on("message", (ev) => {`). A block
// among the arguments is code.
func argList(a *Analysis, s Sent, ref int, whole bool) bool {
	if ref+1 >= s.To || a.Tokens[ref+1].Text(a) != "(" || a.Tokens[ref+1].Start != a.Tokens[ref].End {
		return false
	}
	depth := 0
	for k := ref + 1; k < s.To; k++ {
		switch a.Tokens[k].Text(a) {
		case "{":
			return false // a block among the arguments: code, not a value
		case "(":
			depth++
		case ")":
			if depth--; depth == 0 {
				if !whole {
					return true
				}
				for j := k + 1; j < s.To; j++ {
					if literalToken(&a.Tokens[j]) || a.Tokens[j].Kind == TokQuote {
						return false
					}
				}
				return true
			}
		}
	}
	return false
}

// modalBefore: a modal of set ws stands within four words before token i
// ("you may call ...").
func modalBefore(a *Analysis, s Sent, i int, ws *namedWords) bool {
	for k := i - 1; k >= s.From && i-k <= 4; k-- {
		if ws.has(a.Tokens[k].Text(a)) {
			return true
		}
	}
	return false
}

// callExtra is frame.call-extra in the language reader: the same
// relation, its tie to this tool's use read by the lexicons' words of
// calling, of sequence, of every call and of obligation, and the whole by
// grammar-whole; a fixed value is read by its form, as in English.
func (r *langReader) callExtra() {
	d, facts, a, s := &r.d, &r.facts, r.a, r.s
	if r.ok || r.ref == "" || pairKey(a, r.refAt) || !r.v.on(fCallExtra) || sameToolFamily(r.v, r.ref) || toolNameIn(r.v.Tool.Name, dReroute) {
		return
	}
	if server, _, ok := strings.Cut(r.ref, "."); ok && strings.EqualFold(server, r.v.Tool.Server) {
		return
	}
	// As in English: an argument list ties the call only as the whole
	// value; in prose or code it is code quoted (row.get("codigo")).
	paren := r.refAt <= s.From+1 && argList(a, s, r.refAt, true)
	every := facts.has(lset(lEvery, lSequence))
	called := facts.has(lset(lCall, lExecute)) || facts.when.has(lCall)
	if !called && !paren && !every && !r.mood {
		return
	}
	// A negated call is no demand, unless it is the condition of a
	// sanction or a fault (rifiutate se prima non si esegue ...).
	if facts.negatedAny(lset(lCall, lExecute, lSend)) && !facts.has(lConditional) || facts.has(lPermission) {
		return
	}
	off := int(a.Tokens[r.refAt].Start) - facts.base
	whole, back, marked := -1, false, false
	for k := r.refAt + 1; k < s.To && !marked; k++ {
		marked = a.Tokens[k].Text(a) == "="
	}
	marked = marked || argList(a, s, r.refAt, false)
	// A word of giving after the name marks what the call is given,
	// before the words of the whole or after them (SOV: 全文を渡して).
	for i := range facts.hits {
		if h := &facts.hits[i]; h.start >= off && h.cls.has(lset(lWith, lSend, lCarry)) {
			marked = true
		}
	}
	for i := range facts.hits {
		h := &facts.hits[i]
		if h.start < off {
			continue
		}
		switch {
		case h.cls.has(lWhole) && whole < 0 && marked && a.Tokens[r.tok(h)].Kind == TokWord:
			whole = r.tok(h) // a word, not part of an identifier (completar_subida)
		case h.cls.has(lPurpose) && i+1 < len(facts.hits) && facts.hits[i+1].cls.has(lObtain):
			back = true // para obtener el código
		case h.cls.has(lSelf) && facts.has(lSend):
			back = true // y luego páselo aquí
		}
	}
	if back {
		return
	}
	fixed := fixedValueAfter(a, s, r.refAt)
	if whole < 0 && r.objAt > r.refAt && (r.kind == cContext || r.kind == cPersonal || r.kind == cHarvest) && marked {
		whole = r.objAt
	}
	_, w, _ := crossToolRef(r.v, r.reg, a, s)
	strong := w > 0.5 || strings.Contains(r.ref, ".") && (called || paren || every)
	if fixed < 0 && whole < 0 || !strong && !(every && called) {
		return
	}
	at := r.refAt
	if h := facts.hit(lCall); h != nil && r.tok(h) < at {
		at = r.tok(h)
	}
	d.toolRef = r.ref
	d.frames.add(fCallExtra)
	if whole >= 0 {
		d.transfer, d.mood = true, true
		d.sink, d.sinkExt = "the tool "+r.ref, true
		d.data, d.dataAt = "whole of what it handles", whole
		if !r.ok {
			d.at = at
		}
		r.ok = true
		return
	}
	r.concepts = append(r.concepts, cHijack)
	if r.aloneAt < 0 {
		r.aloneAt = at
	}
}
