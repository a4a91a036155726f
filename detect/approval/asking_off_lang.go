package approval

import (
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

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
func AskingOffLang(r *reading.AskReader, f *reading.LangFacts) int {
	if r.TableRow() || r.QuestionOrReport() || f.Has(reading.LPermission) {
		return -1
	}
	asking := reading.Lset(reading.LAsk, reading.LConsent, reading.LPrompt)
	at := -1
	for i := range f.Hits {
		h := &f.Hits[i]
		if !h.Cls.Has(asking) && !reading.AskingWithout(f, h) || reading.CondBefore(f, h) {
			continue
		}
		if f.NegatedAt(h) && !userAsks(f, h) && f.InClause(h, reading.LWithout) == nil && !f.ApprovalKept(h) && !keptLang(f, h) {
			at = i
			break
		}
		if w := f.InClause(h, reading.LWithout); w != nil && !f.NegatedAct(w) {
			at = i
			break
		}
	}
	if at < 0 || reading.Conditioned(f) && !f.Has(reading.Lset(reading.LNever, reading.LEvery)) {
		return -1
	}
	if !askingScope(f, &f.Hits[at]) && !weightyNamed(r) && !consentClaimedBeside(r, f) {
		return -1
	}
	if harmlessLang(r, f) {
		return -1 // asking dropped over a harmless scope, kept elsewhere
	}
	return f.TokAt(r.A, f.Hits[at].Start)
}

// userAsks: the asking at h is the user's (the user named before it in
// its clause, as its subject: si el usuario no pide confirmación): what
// the user does, not what the agent is told to drop.
func userAsks(f *reading.LangFacts, h *reading.LexHit) bool {
	u := f.InClauseBefore(h, reading.LUser)
	return u != nil && f.InClauseBefore(h, reading.LAddressee) == nil && !strings.ContainsAny(f.Text[u.End:h.Start], ",;:")
}

// askingScope: the sentence scopes over every time (a word of never, a
// concession: even for, aunque), or the clause of the asking at h over
// every act (every, the whole: en todas las operaciones, 所有命令; not a
// time of another clause: `make test` vor jedem Commit, ohne
// nachzufragen), or negates a deed (in no step).
func askingScope(f *reading.LangFacts, h *reading.LexHit) bool {
	if f.Has(reading.Lset(reading.LNever, reading.LConcessive)) || f.InClause(h, reading.Lset(reading.LEvery, reading.LWhole)) != nil {
		return true
	}
	for i := range f.Hits {
		if d := &f.Hits[i]; d.Cls.Has(reading.LDeed) && f.NegatedAt(d) {
			return true
		}
	}
	return false
}

// weightyNamed: a weighty act as any language writes it in the
// sentence's code or identifiers: a word of ask-weighty-act (push, drop,
// deploy) or a destructive command (rm -rf).
func weightyNamed(r *reading.AskReader) bool {
	for k := r.S.From; k < r.S.To; k++ {
		if reading.WsAskWeighty.Has(strings.ToLower(r.Txt(k))) && !reading.Label(r, k) {
			return true
		}
	}
	start, end := int(r.A.Tokens[r.S.From].Start), int(r.A.Tokens[r.S.To-1].End)
	if end > len(r.Raw) {
		return false
	}
	for _, h := range reading.PlainShell.Find(r.Raw[start:end], false) {
		if h.Kind == "destructive-command" {
			return true
		}
	}
	return false
}

// consentClaimedBeside: consent claimed given already (grammar-already
// with a word of consent or approving, not negated, not a condition) in
// this sentence or the one before or after it in the same field.
func consentClaimedBeside(r *reading.AskReader, f *reading.LangFacts) bool {
	if consentAlready(f) {
		return true
	}
	for k := range r.A.Sents {
		if s := r.A.Sents[k]; s.From == r.S.From && s.To == r.S.To {
			for _, j := range [2]int{k - 1, k + 1} {
				if j < 0 || j >= len(r.A.Sents) || r.A.Sents[j].To <= r.A.Sents[j].From {
					continue
				}
				g := reading.ReadLang(r.Raw, r.A, r.A.Sents[j], f.Lang)
				if consentAlready(&g) {
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
func consentAlready(f *reading.LangFacts) bool {
	if reading.Presumed(f) {
		return true // consent deemed given (视为已同意, gilt als erteilt)
	}
	if !f.Has(reading.LAlready) || reading.Conditioned(f) {
		return false
	}
	for i := range f.Hits {
		if h := &f.Hits[i]; h.Cls.Has(reading.Lset(reading.LConsent, reading.LApprove)) && !f.NegatedAt(h) {
			return true
		}
	}
	return false
}
