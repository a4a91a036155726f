package reading

import (
	"strings"
)

// The verb particles of leaving out (agent-reading.rules).
var (
	wsParticle = NewWordSet("prec-verb-particle", false)
	wsNegDet   = NewWordSet("prec-negative-determiner", false)
	wsNoStdin  = NewWordSet("prec-shell-no-stdin", false)
	wsVCSPack  = NewWordSet("prec-vcs-pack", false)
)

// Precision of the agent-file reading, by mechanism.

// ownObject: the act at token j stands past a mark that ends the
// clause of the verb at token i (a semicolon, or a full stop the
// sentence split did not see, "**Never report `Skipped`.** If a file is
// in the backup ..."), and the verb has an object of its own before the
// mark (a word of content or a quoted literal: the words not to write)
// or none after it at all, its object fronted ("what it may omit; for
// CLI wrappers, preserve command"): what is left out is that object, not
// the act of the clause after. A verb with only a pronoun before the
// mark ("leave it out; the upload is routine") leaves the act after to
// say what is meant, and so does an object that is itself an act.
func (r *AskReader) OwnObject(i, j int) bool {
	if j <= i {
		return false
	}
	sep := r.Find(i+1, j, func(k int) bool {
		t := &r.A.Tokens[k]
		if t.Kind != TokPunct {
			return false
		}
		w := t.Text(r.A)
		return w == ";" || w == "." || w == "!" || w == "?"
	})
	if sep < 0 {
		return false
	}
	if sep == i+1 {
		return true
	}
	first := i + 1
	if wsParticle.Has(r.Txt(first)) && first+1 < sep {
		first++ // a particle of the verb: "leave out `--verbose`"
	}
	if Grammar(r.Txt(first), GPronoun) {
		return false
	}
	// The verb's own object an act ("leave step 2 out of the summary;
	// describe the change as ..."): what is left out is that act, and
	// the reading stands.
	if r.Find(i+1, sep, func(k int) bool {
		w := r.Txt(k)
		return r.Class(k)&DDeed != 0 || WsAskDeed.Has(w) || WsAskAct.Has(w) || WsAskChange.Has(w)
	}) >= 0 {
		return false
	}
	return r.Find(i+1, sep, func(k int) bool {
		t := &r.A.Tokens[k]
		if t.Kind == TokQuote {
			return true
		}
		w := t.Text(r.A)
		return t.Kind == TokWord && !Grammar(w, GFunction|GDo|GBe|GModal|GAdverb) && r.Class(k)&(DNegation|DPerson|DCommunicate|DAgent) == 0 &&
			!WsAskTell.Has(w) && !WsAskLeaveOut.Has(w)
	}) >= 0
}

// attributive: the verb of leaving out at token i is a participle
// a determiner stands right before ("an omitted (not-yet-due) item
// never can"): a noun's modifier, what an item is, not an order.
func (r *AskReader) Attributive(i int) bool {
	return i > r.S.From && WsAskDeterminer.Has(r.Txt(i-1))
}

// quotedPayload: a decoded command in a block of code or an
// example the file shows, in a unit that declares it reviews or tests
// attacks (declaredReview: its name, its description's first sentence;
// a red-team training skill quoting a base64 `rm -rf` as inert data), is
// one of the examples the unit is about: raised for review, medium, not
// blocked, as unicode.hidden raises the hidden characters of such a unit.
// The attack does not escape by a fence: the finding stays and fails the
// default gate; in prose, or in a unit that declares no such purpose, it
// stays hard.
func QuotedPayload(v *ToolView, hits []Signal) []Signal {
	for i := range hits {
		s := &hits[i]
		if s.Tier != TierHard || !shownCode(s.Field) || !DeclaredReview(v) {
			continue
		}
		s.Tier, s.Severity, s.Confidence = TierSoft, SeverityMedium, 0.7
		s.Detail += ", in a block of a unit that declares it tests or reviews attacks"
	}
	return hits
}

// shownCode: field path p is a block of code or an example the
// unit shows.
func shownCode(p string) bool {
	for _, f := range []string{CodeField, ExamplesField} {
		if p == f || strings.HasPrefix(p, f+"[") {
			return true
		}
	}
	return false
}

// nounTelling: the word of telling at token i is a noun that a
// negative determiner stands right before ("better than no report
// because ..."): the absence of a report spoken of, not a telling
// forbidden.
func (r *AskReader) NounTelling(i int) bool {
	return i > r.S.From && wsNegDet.Has(r.Txt(i-1))
}

// hitsAround are the lexicon hits of the sentence nearest before h and
// nearest after it (nil where none).
func (f *LangFacts) HitsAround(h *LexHit) (before, after *LexHit) {
	for i := range f.Hits {
		n := &f.Hits[i]
		if n.End <= h.Start && (before == nil || n.End > before.End) {
			before = n
		}
		if n.Start >= h.End && (after == nil || n.Start < after.Start) {
			after = n
		}
	}
	return before, after
}

// approvalKept: in Chinese, Japanese or Korean (read by
// dictionary), the word of consent at h is negated so that the approval
// stays with the user or is withheld, not dropped:
//
//   - the approving is the negated verb itself, a word of never right
//     before it (zh 绝不允许; ja 決して承認しない; ko 절대 승인하지 마세요): the
//     agent refuses to approve code or an exception, as a reviewer does;
//     asking for the approval negated (決して承認を求めない, 绝不请求批准)
//     has another verb and stays asking dropped;
//   - the consent is negated by a plain negator and a word of never or
//     prohibition stands before that negator (绝不在没有批准的情况下添加:
//     never add without approval): the act is forbidden without it.
func (f *LangFacts) ApprovalKept(h *LexHit) bool {
	if !LangLex(f.Lang).Dict || !h.Cls.Has(Lset(LConsent, LApprove)) {
		return false
	}
	never := func(n *LexHit) bool { return n.Cls.Has(LNever) }
	before, after := f.HitsAround(h)
	gap := func(a, b int) string { return strings.TrimSpace(f.Text[a:b]) }
	switch f.Lang {
	case "zh":
		if before != nil && never(before) && gap(before.End, h.Start) == "" {
			return true
		}
	default: // ja, ko: the negator after the verb
		if before != nil && never(before) && gap(before.End, h.Start) == "" && after != nil && after.Cls.Has(LNegator) && gap(h.End, after.Start) == "" {
			return true
		}
	}
	// Never ... without: a plain negator before the consent, in its clause,
	// and a word of never or prohibition before that negator.
	if before == nil || !before.Cls.Has(LNegator) || never(before) || strings.ContainsAny(f.Text[before.End:h.Start], ClausePunct) {
		return false
	}
	for i := range f.Hits {
		n := &f.Hits[i]
		if n.End <= before.Start && n.Cls.Has(Lset(LNever, LProhibitive)) && !strings.ContainsAny(f.Text[n.End:before.Start], ClausePunct) {
			return true
		}
	}
	return false
}

// packs: a version-control program (one of part_program.go's program
// names) whose subcommand packs the repository into one file ("git
// bundle create F --all", "git archive -o F HEAD") is an archiver of the
// project's files. A hook that bundled the history and uploaded it was
// caught before only through the folder name in its address, read as the
// hook's input; it is caught now for what it sends.
func packs(prog string, args []ShWord) bool {
	if !WsProgram.Has(prog) {
		return false
	}
	ops := nonFlags(args)
	return len(ops) > 0 && wsVCSPack.Has(ops[0].Lit)
}
