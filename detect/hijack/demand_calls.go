package hijack

import (
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
	"github.com/mcp-lint/mcp-lint/detect/internal/scope"
	"github.com/mcp-lint/mcp-lint/detect/internal/text"
)

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
func fixedValueAfter(a *reading.Analysis, s reading.Sent, ref int) int {
	k := ref + 1
	if ref-1 >= s.From && a.Tokens[ref-1].Kind == reading.TokQuote && k < s.To && a.Tokens[k].Kind == reading.TokQuote {
		k++ // the closing mark of the name's own quotes
	}
	for ; k < s.To && k <= ref+16; k++ {
		t := &a.Tokens[k]
		w := t.Text(a)
		if t.Kind == reading.TokIdent && t.Is(reading.WcToolIdent) && strings.Contains(w, ".") || w == ";" || reading.WsSettingIf.Has(w) || reading.WsCallClauseStop.Has(w) || reading.Grammar(w, reading.GSubordinator) {
			return -1 // another call, or a clause of its own ("unless ... in the format '/org/x'")
		}
		if t.Kind == reading.TokQuote && w != "`" {
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
			if v := &a.Tokens[k+1]; reading.LiteralToken(v) || v.Kind == reading.TokQuote && v.Text(a) != "`" {
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
func keyBefore(a *reading.Analysis, s reading.Sent, ref, q int) bool {
	if q-1 <= ref {
		return false
	}
	p := &a.Tokens[q-1]
	w := p.Text(a)
	switch {
	case w == "=" || w == ":" || w == "(":
		return true
	case reading.WsInfinitiveTo.Has(w):
		return q-2 > ref && reading.DemandOf(a, &a.Tokens[q-2])&reading.DTransfer != 0
	case p.Kind == reading.TokWord || p.Kind == reading.TokIdent:
		// A call verb before the quote names the tool called ("call
		// 'get_next_task'"), it does not fix a value.
		return !reading.Grammar(w, ^reading.Gclass(0)) && !reading.WsCallWhole.Has(w) && reading.DemandOf(a, p)&reading.DTransfer == 0 && !p.Is(reading.WcCallVerb)
	}
	return false
}

// quotedValue: the quote mark at q opens a span closed by the same mark
// within six tokens (end, or -1): its first token when one to four tokens
// are quoted and one of them is written out (literalToken), else -1.
func quotedValue(a *reading.Analysis, s reading.Sent, q int) (v, end int) {
	lit, mark := -1, a.Tokens[q].Text(a)
	for k := q + 1; k < s.To && k <= q+6; k++ {
		t := &a.Tokens[k]
		if t.Kind == reading.TokQuote && t.Text(a) == mark {
			if lit < 0 || k-q > 5 {
				return -1, k
			}
			return q + 1, k
		}
		if reading.LiteralToken(t) && lit < 0 {
			lit = k
		}
	}
	return -1, -1
}

// handedBack: the other call's result comes back to this tool after its
// name at ref: a verb of putting, then within five words "here", "this"
// or one of this tool's names or parameters ("then pass it here", "pass
// its id as project"); or "to" and a verb of getting ("to get the code"):
// the other call serves this one.
func handedBack(v *reading.ToolView, a *reading.Analysis, s reading.Sent, ref int, params map[string]string) bool {
	for k := ref + 1; k < s.To; k++ {
		t := &a.Tokens[k]
		if t.Kind != reading.TokWord {
			continue
		}
		c := reading.DemandOf(a, t)
		if c&reading.DObtain != 0 && k > s.From && reading.WsInfinitiveTo.Has(a.Tokens[k-1].Text(a)) {
			return true
		}
		if c&reading.DTransfer == 0 {
			continue
		}
		for j := k + 1; j < s.To && j <= k+5; j++ {
			w := a.Tokens[j].Text(a)
			if reading.WsThisHere.Has(w) || text.Skeleton(w) == v.Tool.Skeleton() {
				return true
			}
			if _, ok := params[reading.Lower(w)]; ok && reading.Grammar(a.Tokens[j-1].Text(a), reading.GPreposition) {
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
func ownWorkflow(v *reading.ToolView, a *reading.Analysis, s reading.Sent, call int) bool {
	for b := call - 1; b >= s.From && b >= call-3; b-- {
		t := &a.Tokens[b]
		w := t.Text(a)
		switch {
		case reading.WsCallAnaphor.Has(w) || t.Is(reading.WcToolWord):
			return true
		case reading.Grammar(w, reading.GAdverb) || reading.Grammar(w, reading.GSequence) || reading.Grammar(w, reading.GArticle):
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
func nestedRef(a *reading.Analysis, s reading.Sent, ref int) bool {
	if ref-1 < s.From {
		return false
	}
	p := &a.Tokens[ref-1]
	w := p.Text(a)
	return p.Kind == reading.TokQuote && w != "`" && ref-2 >= s.From && a.Tokens[ref-2].Text(a) == "=" || w == "(" || w == "." || reading.WsCallAwait.Has(w)
}

// callsItself: the call verb at call is followed, within three words, by
// this tool ("call this function before ...", "call `audit_slos()`
// with ..."): the call asked for is this tool's own, the other tool
// only its moment.
func callsItself(v *reading.ToolView, a *reading.Analysis, s reading.Sent, call int) bool {
	for k := call + 1; k < s.To && k <= call+3; k++ {
		t := &a.Tokens[k]
		w := t.Text(a)
		switch {
		case reading.WsThisHere.Has(w) || text.Skeleton(w) == v.Tool.Skeleton():
			return true
		case t.Kind == reading.TokQuote || reading.Grammar(w, reading.GArticle):
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
func wholeAfter(a *reading.Analysis, s reading.Sent, ref int) int {
	marked := false
	for k := ref + 1; k < s.To; k++ {
		t := &a.Tokens[k]
		w := t.Text(a)
		// A bracket marks arguments only written against the name: "X
		// (every code has three letters)" is a remark on X.
		if reading.WsCallGiven.Has(w) || w == "(" && k == ref+1 && t.Start == a.Tokens[ref].End || w == "=" || t.Kind == reading.TokWord && reading.DemandOf(a, t)&reading.DTransfer != 0 {
			marked = true
			continue
		}
		if marked && reading.WsCallWhole.Has(w) && !reading.Grammar(a.Tokens[k-1].Text(a), reading.GSequence) && !reading.Grammar(a.Tokens[k-1].Text(a), reading.GPreposition) {
			return k
		}
	}
	return -1
}

// callGiven: a tool-shaped identifier in s, with a call verb, is followed
// by a value the text fixes or a word of the whole: a sentence with no
// demand word that frame.call-extra still reads.
func CallGiven(a *reading.Analysis, s reading.Sent) bool {
	if s.Cls&reading.WcToolIdent == 0 || s.Cls&reading.WcCallVerb == 0 {
		return false // the cheap refusal first: most sentences
	}
	for k := s.From; k < s.To; k++ {
		if t := &a.Tokens[k]; t.Kind == reading.TokIdent && t.Is(reading.WcToolIdent) && (fixedValueAfter(a, s, k) >= 0 || wholeAfter(a, s, k) >= 0) {
			return true
		}
	}
	return false
}

// readCallExtra is frame.call-extra in English (see the top of the file).
func ReadCallExtra(r *reading.SentenceReader) {
	a, s, d := r.A, r.S, &r.D
	if s.Cls&reading.WcToolIdent == 0 || d.SinkExt && d.ToolRef == "" || d.Frames.Has(reading.FCallCarries) || !r.V.On(reading.FCallExtra) {
		return
	}
	// No tie at all (no call verb, obligation, scope or argument list):
	// refused before the other tool is looked for.
	if s.Cls&reading.WcCallVerb == 0 && !d.Mood && !strings.Contains(r.F.Text[a.Tokens[s.From].Start:a.Tokens[s.To-1].End], "(") && !reading.ScopedToEveryCall(a, s) {
		return
	}
	ref, w, refAt := reading.CrossToolRef(r.V, r.Reg, a, s)
	if ref == "" {
		ref, refAt = r.OtherToolIn(s.From, s.To)
	}
	// A name assigned a value (dry_run=true) is a parameter, not a tool;
	// a part of a wildcard pattern (list.*_reference) names no tool.
	if ref == "" || reading.PairKey(a, refAt) || reading.GlobPart(r.F.Text, &a.Tokens[refAt]) || reading.SameToolFamily(r.V, ref) || reading.ToolNameIn(r.V.Tool.Name, reading.DReroute) {
		return
	}
	// A name of the tool's own scope (one of its parameters, a sibling
	// tool): "use `conversation_id` to persist context across calls" is
	// its own workflow, not another tool's call.
	if scope.OwnName(r.V, r.Reg, ref) {
		return
	}
	if server, _, ok := strings.Cut(ref, "."); ok && strings.EqualFold(server, r.V.Tool.Server) {
		return
	}
	// The call: a call verb, the name's argument list, or none (a call
	// stated by a word of sequence: "tracker.ping ... was sent first").
	call := -1
	for k := s.From; k < s.To; k++ {
		if t := &a.Tokens[k]; t.Kind == reading.TokWord && t.Is(reading.WcCallVerb) && !reading.WsCallNotVerb.Has(t.Text(a)) {
			call = k
			break
		}
	}
	if nestedRef(a, s, refAt) || call >= 0 && callsItself(r.V, a, s, call) {
		return
	}
	// An argument list alone ties the call only where it is the whole
	// value (a default written as a call: "crm.export(format='csv')"); in
	// prose it is code quoted.
	paren := refAt <= s.From+1 && argList(a, s, refAt, true)
	every := reading.ScopedToEveryCall(a, s)
	if call < 0 && !paren && !every && !d.Mood {
		return
	}
	at := refAt
	if call >= 0 && call < refAt {
		at = call
	}
	// A negated call is no demand, unless it is the condition of a
	// sanction or a fault ("rejected unless X has been called with ...",
	// "if X has not been called ..., results are stale"): a requirement.
	neg := reading.NegationBefore(a, s, at, 4)
	if neg < 0 {
		neg = reading.NegationBefore(a, s, refAt, 3)
	}
	if neg < 0 && call > refAt {
		neg = reading.NegationBefore(a, s, call, 3)
	}
	if neg >= 0 && !reading.ConditionBefore(a, s, neg) || modalBefore(a, s, at, reading.WsAbilityModal) {
		return
	}
	if call >= 0 && ownWorkflow(r.V, a, s, call) || handedBack(r.V, a, s, refAt, r.Params) {
		return
	}
	args := callArgs{fixed: fixedValueAfter(a, s, refAt), whole: wholeAfter(a, s, refAt)}
	// The conversation, a secret or facts about the user given to the
	// call count as the whole of something: the user's task sends them
	// nowhere else.
	if args.whole < 0 && (d.ObjectKind == reading.CContext || d.ObjectKind == reading.CPersonal || d.ObjectKind == reading.CHarvest) && reading.ArgumentOf(a, refAt, d.ObjectAt) {
		args.whole = d.ObjectAt
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
		d.Transfer, d.Mood = true, true
		d.Sink, d.SinkExt, d.ToolRef = "the tool "+ref, true, ref
		if d.Data == "" {
			d.Data, d.DataAt = "whole of what it handles", args.whole
		}
		r.Hit(reading.FCallExtra, at)
		return
	}
	d.ToolRef = ref
	r.StatedAlone(reading.FCallExtra, reading.CHijack, at)
}

// argList: the name at ref is written as a call, its argument list
// opening right after it ("crm.export(" , not "example.org (updated
// hourly)") and closing in the sentence; with whole, nothing but
// punctuation follows the list (the call is the whole value, not a line
// of code that goes on: `window.on("message", (ev) => {`). A block
// among the arguments is code.
func argList(a *reading.Analysis, s reading.Sent, ref int, whole bool) bool {
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
					if reading.LiteralToken(&a.Tokens[j]) || a.Tokens[j].Kind == reading.TokQuote {
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
func modalBefore(a *reading.Analysis, s reading.Sent, i int, ws *reading.NamedWords) bool {
	for k := i - 1; k >= s.From && i-k <= 4; k-- {
		if ws.Has(a.Tokens[k].Text(a)) {
			return true
		}
	}
	return false
}

// callExtra is frame.call-extra in the language reader: the same
// relation, its tie to this tool's use read by the lexicons' words of
// calling, of sequence, of every call and of obligation, and the whole by
// grammar-whole; a fixed value is read by its form, as in English.
func CallExtra(r *reading.LangReader) {
	d, facts, a, s := &r.D, &r.Facts, r.A, r.S
	if r.Ok || r.Ref == "" || reading.PairKey(a, r.RefAt) || !r.V.On(reading.FCallExtra) || reading.SameToolFamily(r.V, r.Ref) || reading.ToolNameIn(r.V.Tool.Name, reading.DReroute) {
		return
	}
	if server, _, ok := strings.Cut(r.Ref, "."); ok && strings.EqualFold(server, r.V.Tool.Server) {
		return
	}
	// As in English: an argument list ties the call only as the whole
	// value; in prose or code it is code quoted (row.get("codigo")).
	paren := r.RefAt <= s.From+1 && argList(a, s, r.RefAt, true)
	every := facts.Has(reading.Lset(reading.LEvery, reading.LSequence))
	called := facts.Has(reading.Lset(reading.LCall, reading.LExecute)) || facts.When.Has(reading.LCall)
	if !called && !paren && !every && !r.Mood {
		return
	}
	// A negated call is no demand, unless it is the condition of a
	// sanction or a fault (rifiutate se prima non si esegue ...).
	if facts.NegatedAny(reading.Lset(reading.LCall, reading.LExecute, reading.LSend)) && !facts.Has(reading.LConditional) || facts.Has(reading.LPermission) {
		return
	}
	off := int(a.Tokens[r.RefAt].Start) - facts.Base
	whole, back, marked := -1, false, false
	for k := r.RefAt + 1; k < s.To && !marked; k++ {
		marked = a.Tokens[k].Text(a) == "="
	}
	marked = marked || argList(a, s, r.RefAt, false)
	// A word of giving after the name marks what the call is given,
	// before the words of the whole or after them (SOV: 全文を渡して).
	for i := range facts.Hits {
		if h := &facts.Hits[i]; h.Start >= off && h.Cls.Has(reading.Lset(reading.LWith, reading.LSend, reading.LCarry)) {
			marked = true
		}
	}
	for i := range facts.Hits {
		h := &facts.Hits[i]
		if h.Start < off {
			continue
		}
		switch {
		case h.Cls.Has(reading.LWhole) && whole < 0 && marked && a.Tokens[r.Tok(h)].Kind == reading.TokWord:
			whole = r.Tok(h) // a word, not part of an identifier (completar_subida)
		case h.Cls.Has(reading.LPurpose) && i+1 < len(facts.Hits) && facts.Hits[i+1].Cls.Has(reading.LObtain):
			back = true // para obtener el código
		case h.Cls.Has(reading.LSelf) && facts.Has(reading.LSend):
			back = true // y luego páselo aquí
		}
	}
	if back {
		return
	}
	fixed := fixedValueAfter(a, s, r.RefAt)
	if whole < 0 && r.ObjAt > r.RefAt && (r.Kind == reading.CContext || r.Kind == reading.CPersonal || r.Kind == reading.CHarvest) && marked {
		whole = r.ObjAt
	}
	_, w, _ := reading.CrossToolRef(r.V, r.Reg, a, s)
	strong := w > 0.5 || strings.Contains(r.Ref, ".") && (called || paren || every)
	if fixed < 0 && whole < 0 || !strong && !(every && called) {
		return
	}
	at := r.RefAt
	if h := facts.Hit(reading.LCall); h != nil && r.Tok(h) < at {
		at = r.Tok(h)
	}
	d.ToolRef = r.Ref
	d.Frames.Add(reading.FCallExtra)
	if whole >= 0 {
		d.Transfer, d.Mood = true, true
		d.Sink, d.SinkExt = "the tool "+r.Ref, true
		d.Data, d.DataAt = "whole of what it handles", whole
		if !r.Ok {
			d.At = at
		}
		r.Ok = true
		return
	}
	r.Concepts = append(r.Concepts, reading.CHijack)
	if r.AloneAt < 0 {
		r.AloneAt = at
	}
}
