package detect

import "strings"

// askingOffLang (ask.asking-off-lang): in another language, asking the
// user dropped, as ask.asking-removed reads English: a word of asking or
// of consent (demand-ask, demand-consent, demand-prompt) negated next to
// it (nie nachfragen, ne demande jamais, no pidas, 不要询问), or in the
// clause of a word of doing without (sin pedir confirmación, ohne
// Rückfrage, 確認なしで, 不需要确认). Rules files drop asking for their
// everyday commands all the time ("run the tests without asking"), so the
// asking dropped counts only over a scope that is not one named command:
//
//   - every act or every time: a word of grammar-never (nunca, jamais,
//     niemals, 決して), grammar-every, grammar-whole, grammar-concessive
//     (even for, aunque), or a deed negated (en ningún paso, à aucune
//     étape);
//   - a weighty act any language writes alike: a word of ask-weighty-act
//     (push, drop, deploy, delete) or a destructive command in the
//     sentence's code (`git push --force`, `rm -rf`);
//   - consent claimed given already, in the sentence or the one beside it
//     (grammar-already with demand-consent or demand-approve: el usuario
//     ya lo aceptó, 事前に同意しています).
//
// Not in a condition (si la herramienta pide confirmación, ...), not a
// permission (puedes ejecutar ... sin pedir permiso: what the agent may
// do), not an act forbidden that the doing without qualifies (nunca
// borres sin confirmación: the negator opens the act, before the word of
// doing without), not a table row, a question or a report.
func (r *askReader) askingOffLang(f *langFacts) int {
	if r.tableRow() || r.questionOrReport() || f.has(lPermission) {
		return -1
	}
	asking := lset(lAsk, lConsent, lPrompt)
	at := -1
	for i := range f.hits {
		h := &f.hits[i]
		if !h.cls.has(asking) && !lang25AskingWithout(f, h) || lang25CondBefore(f, h) {
			continue
		}
		if f.negatedAt(h) && !f.userAsks(h) && f.inClause(h, lWithout) == nil && !f.prec25ApprovalKept(h) && !f.approve26KeptLang(h) {
			at = i
			break
		}
		if w := f.inClause(h, lWithout); w != nil && !f.negatedAct(w) {
			at = i
			break
		}
	}
	if at < 0 || lang25Conditioned(f) && !f.has(lset(lNever, lEvery)) {
		return -1
	}
	if !f.askingScope(&f.hits[at]) && !r.weightyNamed() && !r.consentClaimedBeside(f) {
		return -1
	}
	if r.approve27HarmlessLang(f) {
		return -1 // asking dropped over a harmless scope, kept elsewhere (approve27.go)
	}
	return f.tokAt(r.a, f.hits[at].start)
}

// userAsks: the asking at h is the user's (the user named before it in
// its clause, as its subject: si el usuario no pide confirmación): what
// the user does, not what the agent is told to drop.
func (f *langFacts) userAsks(h *lexHit) bool {
	u := f.inClauseBefore(h, lUser)
	return u != nil && f.inClauseBefore(h, lAddressee) == nil && !strings.ContainsAny(f.text[u.end:h.start], ",;:")
}

// negatedAct: the word of doing without at w qualifies an act a negator
// forbids: a negator stands before it in the sentence, with no ";" or ":"
// between, and not right before it (nunca borres nada sin confirmación;
// n'ajoute jamais rien (un paquet) sans accord). A negator right before
// the word of doing without is part of it (no hace falta) and forbids
// nothing.
func (f *langFacts) negatedAct(w *lexHit) bool {
	if langLex(f.lang).dict {
		// Chinese, Japanese, Korean: any negator or prohibition of the
		// sentence outside the word of doing without forbids the act it
		// qualifies (绝不在没有批准的情况下添加; 未经确认，不得声称).
		for i := range f.hits {
			if n := &f.hits[i]; n.cls.has(lset(lNegator, lProhibitive)) && (n.end <= w.start || n.start >= w.end) {
				return true
			}
		}
		return false
	}
	for i := range f.hits {
		n := &f.hits[i]
		if n.cls.has(lNegator) && n.end <= w.start && n.seq+1 < w.seq && !strings.ContainsAny(f.text[n.end:w.start], ";:") {
			return true
		}
	}
	return false
}

// askingScope: the sentence scopes over every time (a word of never, a
// concession: even for, aunque), or the clause of the asking at h over
// every act (every, the whole: en todas las operaciones, 所有命令; not a
// time of another clause: `make test` vor jedem Commit, ohne
// nachzufragen), or negates a deed (in no step).
func (f *langFacts) askingScope(h *lexHit) bool {
	if f.has(lset(lNever, lConcessive)) || f.inClause(h, lset(lEvery, lWhole)) != nil {
		return true
	}
	for i := range f.hits {
		if d := &f.hits[i]; d.cls.has(lDeed) && f.negatedAt(d) {
			return true
		}
	}
	return false
}

// weightyNamed: a weighty act as any language writes it in the
// sentence's code or identifiers: a word of ask-weighty-act (push, drop,
// deploy) or a destructive command (rm -rf).
func (r *askReader) weightyNamed() bool {
	for k := r.s.From; k < r.s.To; k++ {
		if wsAskWeighty.has(strings.ToLower(r.txt(k))) && !lang25Label(r, k) {
			return true
		}
	}
	start, end := int(r.a.Tokens[r.s.From].Start), int(r.a.Tokens[r.s.To-1].End)
	if end > len(r.raw) {
		return false
	}
	for _, h := range plainShell.find(r.raw[start:end], false) {
		if h.Kind == "destructive-command" {
			return true
		}
	}
	return false
}

// consentClaimedBeside: consent claimed given already (grammar-already
// with a word of consent or approving, not negated, not a condition) in
// this sentence or the one before or after it in the same field.
func (r *askReader) consentClaimedBeside(f *langFacts) bool {
	if f.consentAlready() {
		return true
	}
	for k := range r.a.Sents {
		if s := r.a.Sents[k]; s.From == r.s.From && s.To == r.s.To {
			for _, j := range [2]int{k - 1, k + 1} {
				if j < 0 || j >= len(r.a.Sents) || r.a.Sents[j].To <= r.a.Sents[j].From {
					continue
				}
				g := readLang(r.raw, r.a, r.a.Sents[j], f.lang)
				if g.consentAlready() {
					return true
				}
			}
			break
		}
	}
	return false
}

// consentAlready: a word of already with one of consent or approving, and
// no condition or negation of it.
func (f *langFacts) consentAlready() bool {
	if lang25Presumed(f) {
		return true // consent deemed given (视为已同意, gilt als erteilt: lang25.go)
	}
	if !f.has(lAlready) || lang25Conditioned(f) {
		return false
	}
	for i := range f.hits {
		if h := &f.hits[i]; h.cls.has(lset(lConsent, lApprove)) && !f.negatedAt(h) {
			return true
		}
	}
	return false
}
