package hijack

import (
	"strings"
	"unicode"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

var LOfficial = reading.Lbit(131) // hijack-official: official, standard, original, existing, default, documented, the project's own

var LGone = reading.Lbit(132) // hijack-forbidden: forbidden, blocked, banned: a part out of use

var LTake = reading.Lbit(134) // hijack-supersede: to take the place of, in its place

var LFormer = reading.Lbit(135) // hijack-former: old, previous, former; our own: the project's own history

var LNot = reading.Lbit(136) // hijack-not: a replacing denied in one word (不替代), read as no replacing

// wsVendor: the vendors and agents whose parts a text names by
// them ("la skill pdf d'Anthropic", "der Plan-Modus von Claude Code"):
// names written alike in every language.
var wsVendor = reading.NewWordSet("hijack-vendor", false)

// Hijack in the nine other languages. ask.part-gone-lang reads a part the agent ships
// with stated out of service in the state's own clause; the other
// languages' hijacks name the part as the English ones do, by a noun of
// an agent's parts (Befehl, commande, スキル, 서버) with a word that makes
// it someone else's (built-in, official, standard, existing, a vendor's
// name) or with its name written as code, and put this unit in its place
// or state it out of service in another clause ("Ersetzt den eingebauten
// /init-Befehl, der in diesem Projekt deaktiviert ist"). Six classes of
// the lexicons, the project's own translation of English classes
// (NOTICE.md): hijack-part (ask-agent-part, ask-part-noun),
// hijack-official (hijack-way), hijack-forbidden (hijack-forbidden),
// hijack-this (the demonstratives that name the unit with a part's
// noun), hijack-supersede (taking another's place, where demand-replace and
// grammar-instead lack it) and hijack-former (hijack-former, ask-own).
func init() {
	reading.LexClassNames["hijack-part"] = reading.LPart
	reading.LexClassNames["hijack-official"] = LOfficial
	reading.LexClassNames["hijack-forbidden"] = LGone
	reading.LexClassNames["hijack-this"] = reading.LThis
	reading.LexClassNames["hijack-supersede"] = LTake
	reading.LexClassNames["hijack-former"] = LFormer
	reading.LexClassNames["hijack-not"] = LNot
}

// span is a part named in a sentence of another language: its
// byte span in the sentence's text, its token, what names it as another's
// (shipped: a word of being shipped; other: that, an official word or a
// vendor) and the name written as code beside it ("" if none).
type span struct {
	start, end int
	tok        int
	shipped    bool
	other      bool
	name       string
}

// partTakenLang (ask.part-taken-lang): in another language, a part of
// another's (parts) that this unit takes the place of
// (taken), or that is stated out of service or forbidden with its
// work put elsewhere (gone). It returns the part's token, -1 if
// none.
func PartTakenLang(r *reading.AskReader, f *reading.LangFacts) int {
	if r.TableRow() || r.QuestionOrReport() || f.Has(reading.LPermission) {
		return -1
	}
	parts := parts(r, f)
	for i := range parts {
		p := &parts[i]
		if taken(r, f, parts, p) || gone(r, f, parts, p) {
			return p.tok
		}
	}
	return -1
}

// parts are the parts the sentence names that are not the unit's
// own: a part's noun (hijack-part) or a slash command, named as
// another's by a word of being shipped, an official word or a vendor's
// name near it in its clause, or by a name written as code beside it.
// Not one the unit names as itself (dieser Skill, このコマンド, grammar-self)
// nor one of the project's own history (der alte Befehl, notre commande).
func parts(r *reading.AskReader, f *reading.LangFacts) []span {
	var out []span
	for i := range f.Hits {
		h := &f.Hits[i]
		if !h.Cls.Has(reading.LPart) {
			continue
		}
		if i > 0 && f.Hits[i-1].Cls.Has(reading.LThis) && gap(f.Text[f.Hits[i-1].End:h.Start]) || h.Cls.Has(reading.LThis) {
			continue
		}
		out = append(out, span{start: h.Start, end: h.End, tok: f.TokAt(r.A, h.Start)})
	}
	for k := r.S.From; k < r.S.To; k++ {
		txt := r.Txt(k)
		if r.A.Tokens[k].Kind != reading.TokPath || !strings.HasPrefix(txt, "/") || strings.Contains(txt[1:], "/") || len(txt) < 3 {
			continue
		}
		off := int(r.A.Tokens[k].Start) - f.Base
		// A slash command beside a part's noun is that part's name.
		dup := false
		for _, p := range out {
			if gap(f.Text[min(p.end, off):max(p.end, off)]) || off+len(txt) <= p.start && gap(f.Text[off+len(txt):p.start]) {
				dup = true
			}
		}
		if !dup {
			out = append(out, span{start: off, end: off + len(txt), tok: k, name: txt})
		}
	}
	kept := out[:0]
	for n := range out {
		p := out[n]
		from := strings.LastIndexAny(f.Text[:p.start], reading.ClausePunct) + 1
		to := strings.IndexAny(f.Text[p.end:], reading.ClausePunct)
		if to < 0 {
			to = len(f.Text)
		} else {
			to += p.end
		}
		own := false
		for j := range f.Hits {
			q := &f.Hits[j]
			if q.Start < from || q.End > to || q.Start < p.end && q.End > p.start {
				continue
			}
			// Chinese, Japanese and Korean put a noun's modifiers
			// before it (기본 제공 에이전트); the European languages
			// either side (la commande intégrée).
			near := q.End <= p.start && near(f, q.End, p.start) || q.Start >= p.end && !reading.LangLex(f.Lang).Dict && near(f, p.end, q.Start)
			switch {
			case q.Cls.Has(LFormer) && q.End <= p.start && near:
				own = true
			case q.Cls.Has(reading.LShipped) && near:
				p.shipped, p.other = true, true
			case q.Cls.Has(LOfficial) && near:
				p.other = true
			}
		}
		if own || !p.shipped && !p.other && reading.OwnPlace(f, p.start, p.end, from, to) {
			continue
		}
		// A vendor's name after the part in its clause (d'Anthropic, von
		// Claude Code, do Claude Code) or before it (Copilot の).
		for k := r.S.From; k < r.S.To; k++ {
			off := int(r.A.Tokens[k].Start) - f.Base
			if off >= from && off < to && (off >= p.end && off-p.end <= 24 || off < p.start && p.start-off <= 24) && wsVendor.Has(strings.ToLower(r.Txt(k))) {
				p.other = true
			}
		}
		if p.name == "" {
			p.name = name(r, f, &p)
		}
		if p.other || p.name != "" {
			kept = append(kept, p)
		}
	}
	return kept
}

// near: bytes from..to of f's text lie between a part and a word
// that qualifies it: a few bytes, holding no word of the lexicon but
// function words, words of being shipped or official, parts' and programs' nouns,
// and, in the languages written with spaces, at most two other words
// ("le serveur MCP `filesystem` officiel"; not "the official workflow
// instead of running commands").
func near(f *reading.LangFacts, from, to int) bool {
	if to-from > 24 {
		return false
	}
	for i := range f.Hits {
		h := &f.Hits[i]
		if h.Start >= from && h.End <= to && !h.Cls.Has(reading.Lset(reading.LFunction, reading.LShipped, LOfficial, reading.LPart, reading.LProgram)) {
			return false
		}
	}
	return reading.LangLex(f.Lang).Dict || len(strings.Fields(f.Text[from:to])) <= 2
}

// gap: the text between two words holds nothing but spaces and
// the particles that join a determiner to its noun (の, 的).
func gap(s string) bool {
	s = strings.TrimSpace(s)
	return s == "" || s == "の" || s == "的"
}

// name is the name written as code beside part p (after it: "die
// Skills `code-review`", "le serveur MCP `filesystem`"; before it: "`lint`
// スキル"), "" if none. A command of the toolchain or an interpreter
// (`npm run legacy`, `make deploy`) is the project's own script, not a
// part of another's.
func name(r *reading.AskReader, f *reading.LangFacts, p *span) string {
	for k := r.S.From; k < r.S.To; k++ {
		off := int(r.A.Tokens[k].Start) - f.Base
		if !r.Word(k) || !codeStart(r, k) {
			continue
		}
		after := off >= p.end && off-p.end <= 12 && !strings.ContainsAny(f.Text[p.end:off], reading.ClausePunct)
		before := off < p.start && p.start-off <= 40 && !strings.ContainsAny(f.Text[off:p.start], reading.ClausePunct)
		if before {
			// The name's closing quote right before the part.
			rest := strings.TrimRightFunc(f.Text[off:p.start], func(c rune) bool { return unicode.IsSpace(c) || c == 'の' || c == '的' })
			before = strings.HasSuffix(rest, "`") && !strings.Contains(strings.TrimSuffix(rest, "`"), "`")
		}
		if !after && !before {
			continue
		}
		txt := strings.ToLower(r.Txt(k))
		if reading.WsProgram.Has(txt) || wsRunner.Has(txt) || wsToolchain.Has(txt) {
			return ""
		}
		return txt
	}
	return ""
}

// taken: this unit in part p's place: a word of replacing or of
// another's place (demand-replace, grammar-instead, hijack-supersede), not
// negated nor conditioned, with no other act or conjunction between it
// and the part, and the unit the one that takes the place: named (dieser
// Skill, このコマンド, grammar-self) in the sentence, or the word opens
// the sentence (a description: "Ersetzt den eingebauten Befehl",
// "替代内置的代理"); or the part stated out of service in this sentence or
// the next (the part's state, outOfServiceLang).
func taken(r *reading.AskReader, f *reading.LangFacts, parts []span, p *span) bool {
	for i := range f.Hits {
		rp := &f.Hits[i]
		if !rp.Cls.Has(reading.Lset(reading.LReplace, reading.LInstead, LTake)) || rp.Start < p.end && rp.End > p.start || f.NegatedAt(rp) || f.NegatorInClause(rp) || conditioned(r, f, rp) {
			continue
		}
		lo, hi := p.end, rp.Start
		if rp.End <= p.start {
			lo, hi = rp.End, p.start
		}
		between := false
		for j := range f.Hits {
			x := &f.Hits[j]
			if x != rp && x.Start >= lo && x.End <= hi && x.Cls.Has(reading.LVerb.Or(reading.LConjunction)) && !x.Cls.Has(reading.Lset(reading.LReplace, reading.LInstead, LTake)) {
				between = true
			}
		}
		// One clause: "…の詳細には既存のスキルを使用します" after a list
		// opened by a noun of routing names no replacing of the skill.
		if between || strings.ContainsAny(f.Text[lo:hi], reading.ClausePunct+".。") {
			continue
		}
		if !p.other && p.name == "" {
			continue
		}
		opens := true
		for j := 0; j < i; j++ {
			if !f.Hits[j].Cls.Has(reading.LFunction) {
				opens = false
			}
		}
		if strings.IndexFunc(f.Text[:rp.Start], unicode.IsLetter) >= 0 && !leading(f.Text[:rp.Start]) {
			opens = false
		}
		// Japanese and Korean put the verb last: a word of replacing
		// that opens their sentence is a noun (ルーティング), not the
		// unit's verb.
		switch f.Lang {
		case "ja", "ko":
			opens = false
		}
		if p.other && opens || self(r, f, p) || outOfServiceLang(r, f, parts, p, true) {
			return true
		}
	}
	return false
}

// leading: what stands before a sentence's first word is a label
// or a parenthesis, not a subject ("Revue de code (remplace ...").
func leading(s string) bool {
	k := strings.LastIndexAny(s, "(（:：")
	return k >= 0 && strings.IndexFunc(s[k:], unicode.IsLetter) < 0
}

// self: the unit named as itself in the sentence (a demonstrative
// before a part's noun: dieser Agent, ce skill, 本コマンド; grammar-self),
// not the part p.
func self(r *reading.AskReader, f *reading.LangFacts, p *span) bool {
	for i := range f.Hits {
		h := &f.Hits[i]
		if h.Start >= p.start && h.End <= p.end {
			continue
		}
		if h.Cls.Has(reading.LSelf) || h.Cls.Has(reading.LThis) && (h.Cls.Has(reading.LPart) || i+1 < len(f.Hits) && f.Hits[i+1].Cls.Has(reading.LPart) && gap(f.Text[h.End:f.Hits[i+1].Start])) {
			return true
		}
	}
	return false
}

// gone: part p stated out of service or forbidden after it in
// the sentence (demand-obsolete, hijack-forbidden; a relative clause after
// a comma too: "…, der in diesem Projekt deaktiviert ist"), and its work
// put elsewhere: a part shipped with the agent is displaced by its state
// alone, as ask.part-displaced reads English; another's part needs a
// place named after the state (elsewhere).
func gone(r *reading.AskReader, f *reading.LangFacts, parts []span, p *span) bool {
	if !outOfServiceLang(r, f, parts, p, false) {
		return false
	}
	return p.shipped || elsewhere(r, f, p)
}

// outOfServiceLang: a state of being out of service or forbidden after part
// p, with no other part between, not negated nor conditioned; with next,
// a state in the next sentence of the paragraph counts too (the part
// replaced in one sentence, stated gone in the next).
func outOfServiceLang(r *reading.AskReader, f *reading.LangFacts, parts []span, p *span, next bool) bool {
	for i := range f.Hits {
		o := &f.Hits[i]
		if !o.Cls.Has(reading.Lset(reading.LObsolete, LGone)) || o.Start < p.end || f.NegatedAt(o) || conditioned(r, f, o) || useOnlyForbiddenLang(f, o) {
			continue
		}
		other := false
		for _, q := range parts {
			if q.start >= p.end && q.end <= o.Start && (q.other || q.name != "") {
				other = true
			}
		}
		if !other {
			return true
		}
	}
	if next {
		if g := nextSentenceLang(r, f); g != nil {
			for i := range g.Hits {
				if o := &g.Hits[i]; o.Cls.Has(reading.Lset(reading.LObsolete, LGone)) && !g.NegatedAt(o) && g.InClauseBefore(o, reading.LConditional) == nil {
					return true
				}
			}
		}
	}
	return false
}

// useOnlyForbiddenLang: the state at o forbids a use of the part, not the
// part ("the use of the built-in WebSearch tool is forbidden": a verb or
// noun of using, demand-use, in o's clause, and o a word of forbidding
// only, not of a part out of service). Which tool a unit's own work uses
// is its choice; English reads "Prohibited to use the built-in WebSearch
// tool" as no takeover, and so does this.
func useOnlyForbiddenLang(f *reading.LangFacts, o *reading.LexHit) bool {
	return !o.Cls.Has(reading.LObsolete) && f.InClause(o, reading.LUse) != nil
}

// conditioned: hit h stands in a condition: a conditional before
// it in the sentence, or, in Chinese, Japanese and Korean, right after it
// in its clause (비활성화된 경우, 無効な場合). A condition on the user's
// request (the user in the condition's clause) is a routing of what the
// user asks, not a fallback.
func conditioned(r *reading.AskReader, f *reading.LangFacts, h *reading.LexHit) bool {
	for i := range f.Hits {
		c := &f.Hits[i]
		if !c.Cls.Has(reading.LConditional) || reading.BareOnly(f, i) {
			continue
		}
		// The user is the condition's subject: after the conditional
		// and before h (si el usuario pide ...), or, where the condition
		// follows its verb, before h in its clause (사용자가 요청하는 경우).
		switch {
		case c.End <= h.Start:
			if !userIn(f, c.End, h.Start) {
				return true
			}
		case reading.LangLex(f.Lang).Dict && c.Start >= h.End && !strings.ContainsAny(f.Text[h.End:c.Start], reading.ClausePunct):
			from, _ := f.ClauseOf(h)
			if !userIn(f, from, h.Start) {
				return true
			}
		}
	}
	return false
}

// condAfter: in Chinese, Japanese and Korean, a conditional
// right after hit h in its clause (비활성화된 경우: in case it is
// disabled; 無効な場合): those languages write the condition after its
// verb, where ask.part-gone-lang looked for it only before.
func CondAfter(f *reading.LangFacts, h *reading.LexHit) bool {
	if !reading.LangLex(f.Lang).Dict {
		return false
	}
	for i := range f.Hits {
		c := &f.Hits[i]
		if c.Cls.Has(reading.LConditional) && c.Start >= h.End && !strings.ContainsAny(f.Text[h.End:c.Start], reading.ClausePunct) && !reading.BareOnly(f, i) {
			return true
		}
	}
	return false
}

// userIn: a word of the user between bytes from and to of f's
// text.
func userIn(f *reading.LangFacts, from, to int) bool {
	for i := range f.Hits {
		if u := &f.Hits[i]; u.Cls.Has(reading.LUser) && u.Start >= from && u.End <= to {
			return true
		}
	}
	return false
}

// elsewhere: the work of part p put elsewhere after it: a word of
// another's place or of replacing (stattdessen, en su lugar, 代わりに), the
// unit named as itself, or a command written as code, a path or an
// address that is not another program of the toolchain
// (langPut), in this sentence or the next of its paragraph.
func elsewhere(r *reading.AskReader, f *reading.LangFacts, p *span) bool {
	for i := range f.Hits {
		if h := &f.Hits[i]; h.Start >= p.end && h.Cls.Has(reading.Lset(reading.LInstead, LTake)) {
			return true
		}
	}
	if g := nextSentenceLang(r, f); g != nil {
		for i := range g.Hits {
			h := &g.Hits[i]
			// "Usa siempre esta": a demonstrative with no noun after it
			// stands for the unit.
			if h.Cls.Has(reading.Lset(reading.LInstead, LTake)) || h.Cls.Has(reading.LThis) && !h.Cls.Has(reading.LPart) && (i+1 == len(g.Hits) || !g.Hits[i+1].Cls.Has(reading.LPart)) {
				return true
			}
		}
		if self(r, g, &span{start: -1, end: -1}) {
			return true
		}
	}
	name := p.name
	if name == "" {
		name = "\x00"
	}
	return langPut(r, min(p.tok+1, r.S.To), strings.TrimPrefix(name, "/"))
}

// nextSentenceLang is the next sentence of the paragraph read in the same
// language (nil: none, another paragraph or another language).
func nextSentenceLang(r *reading.AskReader, f *reading.LangFacts) *reading.LangFacts {
	for _, s := range r.A.Sents {
		if s.From < r.S.To {
			continue
		}
		if newTopic(r.Raw[r.A.Tokens[r.S.To-1].End:r.A.Tokens[s.From].End]) {
			return nil
		}
		if sl := reading.SentenceLang(r.A, s); sl.English > 0 || sl.Lang != f.Lang {
			return nil
		}
		g := reading.ReadLang(r.Raw, r.A, s, f.Lang)
		return &g
	}
	return nil
}
