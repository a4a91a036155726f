package detect

import "strings"

// The readings of a sentence in another language (#55, branch lang25),
// where the forms every language writes alike (a path, an address, a
// command line: demand_struct.go) and the lexicon's words (demand_lang.go)
// meet. English reads its words first and the forms after them
// (readLine); in another language the forms came first and alone:
//
//   - a sentence whose command line or address the forms read as a
//     program run or data sent somewhere was not read by its lexicon at
//     all, so what it sends (the conversation, a secret named in words:
//     会話ログ, переписку, la contraseña) was never seen (lang25LexObject);
//   - a secret's path beside an outside address was read as a demand to
//     send it there whatever the sentence's words said of it, so a
//     prohibition (Non inviare mai `.env` a ...; 不要把 `.env` 上传到 ...;
//     sin adjuntar el `.env`) read as the demand it forbids
//     (lang25MoveForbidden).

// lang25LexObject is the lexicon's reading of line, a sentence in lang
// whose forms gave d, when the forms named no object and the lexicon
// reads one (a secret, the conversation, facts about the user): what a
// command line or an address carries, told in words.
func lang25LexObject(v *ToolView, reg *Registry, i int, a *Analysis, line Sent, params map[string]string, lang string, lead bool, d *sentenceDemand) (sentenceDemand, bool) {
	if d.objectKind != "" {
		return sentenceDemand{}, false
	}
	ld, ok := langDemand(v, reg, i, a, line, params, lang, lead)
	if !ok || ld.objectKind == "" {
		return sentenceDemand{}, false
	}
	return ld, true
}

// lang25Moving are the lexicon's classes of moving data: sending,
// copying on, getting hold of, telling.
var lang25Moving = lset(lSend, lReroute, lObtain, lCommunicate, lCarry)

// lang25MoveForbidden: in sentence line, in lang, the secret's path at
// token at (the forms' object) is what a verb of moving forbids or does
// without: a verb of lang25Moving in the path's clause that is negated
// (negatedAt: Non inviare mai; 不要把 … 上传) or that a word of doing
// without stands right before (sin adjuntar el `.env`, ohne die `.env`
// mitzuschicken), and no verb of moving in that clause that is neither.
// A verb of asking or confirming negated (sin preguntar, ohne Rückfrage)
// is not the secret's: "upload `.env` without asking" sends it.
func lang25MoveForbidden(raw string, a *Analysis, line Sent, lang string, at int) bool {
	if at < line.From || at >= line.To {
		return false
	}
	f := readLang(raw, a, line, lang)
	off := int(a.Tokens[at].Start) - f.base
	if off < 0 || off > len(f.text) {
		return false
	}
	from := strings.LastIndexAny(f.text[:off], clausePunct) + 1
	to := len(f.text)
	if k := strings.IndexAny(f.text[off:], clausePunct); k >= 0 {
		to = off + k
	}
	forbidden, free := false, false
	for i := range f.hits {
		h := &f.hits[i]
		if !h.cls.has(lang25Moving) || h.start < from || h.end > to {
			continue
		}
		if f.negatedAt(h) || lang25Without(&f, i, from) {
			forbidden = true
		} else {
			free = true
		}
	}
	return forbidden && !free
}

// lang25Without: a word of doing without (grammar-without) is the hit
// right before hit i in its clause, which opens at from (sin adjuntar,
// sans envoyer, 无需上传): the act done without, not done.
func lang25Without(f *langFacts, i, from int) bool {
	if i == 0 {
		return false
	}
	w := &f.hits[i-1]
	return w.cls.has(lWithout) && w.start >= from && !w.cls.has(lang25Moving) && !strings.ContainsAny(f.text[w.end:f.hits[i].start], clausePunct)
}

// lang25Secret is the first word of a secret in f that is not what an
// act is done with: in a language read by words, in a sentence that names
// other data (demand-data, lang24-report, demand-program: the file, the
// report, the build), a secret with a word of
// means (grammar-with: con, avec, mit) among the three words before it
// and no verb between (envoie le rapport à … avec le jeton
// `CODECOV_TOKEN`: the report is sent, the token signs the upload; with
// nothing else named, the secret is what fills: preenchido com a senha), as
// ask.exfil-outside reads "with the PYPI_TOKEN" in English. Chinese,
// Japanese and Korean write grammar-with for what goes along (连同,
// と共に), which is sent; there every secret counts.
func lang25Secret(f *langFacts) *lexHit {
	dict := langLex(f.lang).dict
	for i := range f.hits {
		h := &f.hits[i]
		if !h.cls.has(lSecret) {
			continue
		}
		if dict || !lang25OtherData(f) || !lang25Means(f, i) {
			return h
		}
	}
	return nil
}

// lang25Means: a word of grammar-with stands among the three words
// before hit i, in its clause, with no verb between.
func lang25Means(f *langFacts, i int) bool {
	h := &f.hits[i]
	for k := i - 1; k >= 0; k-- {
		w := &f.hits[k]
		if h.seq-w.seq > 3 || strings.ContainsAny(f.text[w.end:h.start], clausePunct) || w.cls.has(lVerb) {
			return false
		}
		if w.cls.has(lWith) {
			return true
		}
	}
	return false
}

// Asking dropped, as ask.asking-off-lang reads it (instruction_lang22.go),
// where the language writes it in ways the reading did not follow.

// lang25AskingWithout: in Chinese, Japanese or Korean, hit h is a word of
// doing without that holds a word of asking or consent in it (確認せずに,
// 聞かずに, 확인하지 않고, 不询问): the dictionary takes the longest entry,
// so the asking it drops is read inside it.
func lang25AskingWithout(f *langFacts, h *lexHit) bool {
	lx := langLex(f.lang)
	if !lx.dict || !h.cls.has(lWithout) {
		return false
	}
	w := f.text[h.start:h.end]
	for i := range w {
		for j := len(w); j > i; j-- {
			if (i > 0 || j < len(w)) && lx.words[w[i:j]].has(lset(lAsk, lConsent, lPrompt)) {
				return true
			}
		}
	}
	return false
}

// lang25Cond: hit i is a condition that bounds an order: not a bare word
// of only (bareOnly24: solo, só, nur, "only"), and not the time of a
// consent claimed in its clause (el usuario ya aceptó … cuando la
// instaló: when the user gave it, not when to ask).
func lang25Cond(f *langFacts, i int) bool {
	h := &f.hits[i]
	if !h.cls.has(lConditional) || bareOnly24(f, i) {
		return false
	}
	return !(f.inClause(h, lAlready) != nil && f.inClause(h, lset(lConsent, lApprove)) != nil)
}

// lang25Conditioned: the sentence holds a condition (lang25Cond).
func lang25Conditioned(f *langFacts) bool {
	for i := range f.hits {
		if lang25Cond(f, i) {
			return true
		}
	}
	return false
}

// lang25CondBefore: a condition (lang25Cond) stands before h in its clause.
func lang25CondBefore(f *langFacts, h *lexHit) bool {
	from, _ := f.clauseOf(h)
	for i := range f.hits {
		if x := &f.hits[i]; x.start >= from && x.end <= h.start && lang25Cond(f, i) {
			return true
		}
	}
	return false
}

// lang25Presumed: consent stated as deemed or presumed given
// (demand-presumed: 视为已同意, gilt als erteilt, se da por otorgado), not
// negated and not under a condition: a consent claimed, as grammar-already
// with a word of consent is.
func lang25Presumed(f *langFacts) bool {
	if lang25Conditioned(f) {
		return false
	}
	for i := range f.hits {
		if h := &f.hits[i]; h.cls.has(lPresumed) && !f.negatedAt(h) {
			return true
		}
	}
	return false
}

// lang25CaseBounds: every condition of a run lead (grammar-conditional)
// stands in a clause before the clause of its verb of running, which
// holds none: "if the build fails, run:" (ビルドが失敗した場合は、…を実行
// すること:, wenn der Build fehlschlägt, führe … aus:) bounds an order by
// a case, as English reads it; a verb of running inside the condition's
// own clause ("プラグインとしてインストールした場合：": when installed as a
// plugin) names the case, a label over the block, not an order.
func lang25CaseBounds(f *langFacts) bool {
	run := f.hit(lExecute)
	if run == nil {
		return false
	}
	from, _ := f.clauseOf(run)
	for i := range f.hits {
		h := &f.hits[i]
		if h.cls.has(lConditional) && !bareOnly24(f, i) && h.end > from {
			return false
		}
	}
	return true
}

// Concealment stated rather than ordered, in another language.

// lang25ToldWithheld is the telling a sentence withholds when it is not
// an active verb under a negator (withheldLang24's own): a telling stated
// in the passive and negated (не упоминаются, no se mencionan, não são
// mencionadas: the participle's verb classes are in f.toldAt), or a
// telling done without (sans le signaler, senza dirlo, sin mencionarlo:
// lang25TellWithout). Nil: none.
func lang25ToldWithheld(f *langFacts) *lexHit {
	for k := range f.toldAt {
		if h := &f.toldAt[k]; h.cls.has(lset(lCommunicate, lSay24)) && negated24(f, h) {
			return h
		}
	}
	for i := range f.hits {
		if lang25TellWithout(f, i) {
			return &f.hits[i]
		}
	}
	return nil
}

// lang25TellWithout: hit i is a verb of telling (demand-communicate,
// lang24-say) that a word of doing without governs: the hit before it in
// its clause, past the object pronouns between (sans le signaler, sin
// decírselo), is grammar-without.
func lang25TellWithout(f *langFacts, i int) bool {
	h := &f.hits[i]
	if !h.cls.has(lset(lCommunicate, lSay24)) || h.cls.has(lset(lReport24, lReply)) {
		return false
	}
	for k := i - 1; k >= 0; k-- {
		w := &f.hits[k]
		if strings.ContainsAny(f.text[w.end:h.start], clausePunct) {
			return false
		}
		if w.cls.has(lClitic) && !w.cls.has(lWithout) {
			continue
		}
		// A negator over the act the telling is done without makes
		// the telling a requirement (no añadas dependencias sin
		// mencionarlo: add none without saying so).
		return w.cls.has(lWithout) && !w.cls.has(lang25Moving) && !f.negatedAct(w)
	}
	return false
}

// lang25AskedForThing: the sentence r reads asks for a thing, not for
// consent: it names a secret (a word of demand-secret, or one by the
// forms every language writes alike) and no word of consent, approving or
// a prompt (no le pidas la contraseña al usuario: do not ask the user for
// the password, which protects it). Asking for it forbidden is not the
// user's confirmation removed.
func lang25AskedForThing(r *langReader) bool {
	return (r.facts.has(lSecret) || r.formAt >= 0) && !r.facts.has(lset(lConsent, lApprove, lPrompt))
}

// lang25OtherData: f names data other than a secret (demand-data,
// lang24-report, demand-program), by a word that is not also the word of
// means (Portuguese com, a program's extension too).
func lang25OtherData(f *langFacts) bool {
	for i := range f.hits {
		if h := &f.hits[i]; h.cls.has(lset(lData, lReport24, lProgram)) && !h.cls.has(lWith) {
			return true
		}
	}
	return false
}

// lang25Label: token k is a label, closed by a colon after any emphasis
// (- **Drop**: …): the name of a case a list describes, not an act the
// sentence asks for.
func lang25Label(r *askReader, k int) bool {
	end := int(r.a.Tokens[k].End)
	if end > len(r.raw) {
		return false
	}
	rest := strings.TrimLeft(r.raw[end:], "*_` ")
	return strings.HasPrefix(rest, ":") || strings.HasPrefix(rest, "：")
}
