package detect

import (
	"strings"
	"unicode"
)

// hijack25: hijack in the nine other languages (#55; docs/dev/hijack25-misses.md,
// classes C1 and C2). ask.part-gone-lang reads a part the agent ships
// with stated out of service in the state's own clause; the other
// languages' hijacks name the part as the English ones do, by a noun of
// an agent's parts (Befehl, commande, スキル, 서버) with a word that makes
// it someone else's (built-in, official, standard, existing, a vendor's
// name) or with its name written as code, and put this unit in its place
// or state it out of service in another clause ("Ersetzt den eingebauten
// /init-Befehl, der in diesem Projekt deaktiviert ist"). Six classes of
// the lexicons, the project's own translation of English classes
// (NOTICE.md): hijack25-part (ask-agent-part, ask-part-noun),
// hijack25-official (hijack24-way), hijack25-gone (hijack24-gone),
// hijack25-this (the demonstratives that name the unit with a part's
// noun), hijack25-take (taking another's place, where demand-replace and
// grammar-instead lack it) and hijack25-former (hijack24-former, ask-own).

var (
	lPart25     = lbit(130) // hijack25-part: a noun of an agent's parts: skill, command, agent, tool, plugin, extension, server, mode
	lOfficial25 = lbit(131) // hijack25-official: official, standard, original, existing, default, documented, the project's own
	lGone25     = lbit(132) // hijack25-gone: forbidden, blocked, banned: a part out of use
	lThis25     = lbit(133) // hijack25-this: this, these: before a part's noun, the unit itself
	lTake25     = lbit(134) // hijack25-take: to take the place of, in its place
	lFormer25   = lbit(135) // hijack25-former: old, previous, former; our own: the project's own history
	lNot25      = lbit(136) // hijack25-not: a replacing denied in one word (不替代), read as no replacing
)

// lCompound25: the German part nouns also end compounds (Plan-Modus,
// /init-Befehl, GitHub-CLI), as the demand classes of lNoun do.
var lCompound25 = lPart25

func init() {
	lexClassNames["hijack25-part"] = lPart25
	lexClassNames["hijack25-official"] = lOfficial25
	lexClassNames["hijack25-gone"] = lGone25
	lexClassNames["hijack25-this"] = lThis25
	lexClassNames["hijack25-take"] = lTake25
	lexClassNames["hijack25-former"] = lFormer25
	lexClassNames["hijack25-not"] = lNot25
}

// wsHijack25Vendor: the vendors and agents whose parts a text names by
// them ("la skill pdf d'Anthropic", "der Plan-Modus von Claude Code"):
// names written alike in every language.
var wsHijack25Vendor = newWordSet("hijack25-vendor", false)

// hijack25Span is a part named in a sentence of another language: its
// byte span in the sentence's text, its token, what names it as another's
// (shipped: a word of being shipped; other: that, an official word or a
// vendor) and the name written as code beside it ("" if none).
type hijack25Span struct {
	start, end int
	tok        int
	shipped    bool
	other      bool
	name       string
}

// partTakenLang25 (ask.part-taken-lang): in another language, a part of
// another's (hijack25Parts) that this unit takes the place of
// (hijack25Taken), or that is stated out of service or forbidden with its
// work put elsewhere (hijack25Gone). It returns the part's token, -1 if
// none.
func (r *askReader) partTakenLang25(f *langFacts) int {
	if r.tableRow() || r.questionOrReport() || f.has(lPermission) {
		return -1
	}
	parts := r.hijack25Parts(f)
	for i := range parts {
		p := &parts[i]
		if r.hijack25Taken(f, parts, p) || r.hijack25Gone(f, parts, p) {
			return p.tok
		}
	}
	return -1
}

// hijack25Parts are the parts the sentence names that are not the unit's
// own: a part's noun (hijack25-part) or a slash command, named as
// another's by a word of being shipped, an official word or a vendor's
// name near it in its clause, or by a name written as code beside it.
// Not one the unit names as itself (dieser Skill, このコマンド, grammar-self)
// nor one of the project's own history (der alte Befehl, notre commande).
func (r *askReader) hijack25Parts(f *langFacts) []hijack25Span {
	var out []hijack25Span
	for i := range f.hits {
		h := &f.hits[i]
		if !h.cls.has(lPart25) {
			continue
		}
		if i > 0 && f.hits[i-1].cls.has(lThis25) && hijack25Gap(f.text[f.hits[i-1].end:h.start]) || h.cls.has(lThis25) {
			continue
		}
		out = append(out, hijack25Span{start: h.start, end: h.end, tok: f.tokAt(r.a, h.start)})
	}
	for k := r.s.From; k < r.s.To; k++ {
		txt := r.txt(k)
		if r.a.Tokens[k].Kind != TokPath || !strings.HasPrefix(txt, "/") || strings.Contains(txt[1:], "/") || len(txt) < 3 {
			continue
		}
		off := int(r.a.Tokens[k].Start) - f.base
		// A slash command beside a part's noun is that part's name.
		dup := false
		for _, p := range out {
			if hijack25Gap(f.text[min(p.end, off):max(p.end, off)]) || off+len(txt) <= p.start && hijack25Gap(f.text[off+len(txt):p.start]) {
				dup = true
			}
		}
		if !dup {
			out = append(out, hijack25Span{start: off, end: off + len(txt), tok: k, name: txt})
		}
	}
	kept := out[:0]
	for n := range out {
		p := out[n]
		from := strings.LastIndexAny(f.text[:p.start], clausePunct) + 1
		to := strings.IndexAny(f.text[p.end:], clausePunct)
		if to < 0 {
			to = len(f.text)
		} else {
			to += p.end
		}
		own := false
		for j := range f.hits {
			q := &f.hits[j]
			if q.start < from || q.end > to || q.start < p.end && q.end > p.start {
				continue
			}
			// Chinese, Japanese and Korean put a noun's modifiers
			// before it (기본 제공 에이전트); the European languages
			// either side (la commande intégrée).
			near := q.end <= p.start && hijack25Near(f, q.end, p.start) || q.start >= p.end && !langLex(f.lang).dict && hijack25Near(f, p.end, q.start)
			switch {
			case q.cls.has(lFormer25) && q.end <= p.start && near:
				own = true
			case q.cls.has(lShipped) && near:
				p.shipped, p.other = true, true
			case q.cls.has(lOfficial25) && near:
				p.other = true
			}
		}
		if own || !p.shipped && !p.other && wrap29OwnPlace(f, p.start, p.end, from, to) {
			continue
		}
		// A vendor's name after the part in its clause (d'Anthropic, von
		// Claude Code, do Claude Code) or before it (Copilot の).
		for k := r.s.From; k < r.s.To; k++ {
			off := int(r.a.Tokens[k].Start) - f.base
			if off >= from && off < to && (off >= p.end && off-p.end <= 24 || off < p.start && p.start-off <= 24) && wsHijack25Vendor.has(strings.ToLower(r.txt(k))) {
				p.other = true
			}
		}
		if p.name == "" {
			p.name = r.hijack25Name(f, &p)
		}
		if p.other || p.name != "" {
			kept = append(kept, p)
		}
	}
	return kept
}

// hijack25Near: bytes from..to of f's text lie between a part and a word
// that qualifies it: a few bytes, holding no word of the lexicon but
// function words, words of being shipped or official, parts' and programs' nouns,
// and, in the languages written with spaces, at most two other words
// ("le serveur MCP `filesystem` officiel"; not "the official workflow
// instead of running commands").
func hijack25Near(f *langFacts, from, to int) bool {
	if to-from > 24 {
		return false
	}
	for i := range f.hits {
		h := &f.hits[i]
		if h.start >= from && h.end <= to && !h.cls.has(lset(lFunction, lShipped, lOfficial25, lPart25, lProgram)) {
			return false
		}
	}
	return langLex(f.lang).dict || len(strings.Fields(f.text[from:to])) <= 2
}

// hijack25Gap: the text between two words holds nothing but spaces and
// the particles that join a determiner to its noun (の, 的).
func hijack25Gap(s string) bool {
	s = strings.TrimSpace(s)
	return s == "" || s == "の" || s == "的"
}

// hijack25Name is the name written as code beside part p (after it: "die
// Skills `code-review`", "le serveur MCP `filesystem`"; before it: "`lint`
// スキル"), "" if none. A command of the toolchain or an interpreter
// (`npm run legacy`, `make deploy`) is the project's own script, not a
// part of another's.
func (r *askReader) hijack25Name(f *langFacts, p *hijack25Span) string {
	for k := r.s.From; k < r.s.To; k++ {
		off := int(r.a.Tokens[k].Start) - f.base
		if !r.word(k) || !r.hijack24CodeStart(k) {
			continue
		}
		after := off >= p.end && off-p.end <= 12 && !strings.ContainsAny(f.text[p.end:off], clausePunct)
		before := off < p.start && p.start-off <= 40 && !strings.ContainsAny(f.text[off:p.start], clausePunct)
		if before {
			// The name's closing quote right before the part.
			rest := strings.TrimRightFunc(f.text[off:p.start], func(c rune) bool { return unicode.IsSpace(c) || c == 'の' || c == '的' })
			before = strings.HasSuffix(rest, "`") && !strings.Contains(strings.TrimSuffix(rest, "`"), "`")
		}
		if !after && !before {
			continue
		}
		txt := strings.ToLower(r.txt(k))
		if wsHijack24Program.has(txt) || wsHijack24Runner.has(txt) || wsHijack24Toolchain.has(txt) {
			return ""
		}
		return txt
	}
	return ""
}

// hijack25Taken: this unit in part p's place: a word of replacing or of
// another's place (demand-replace, grammar-instead, hijack25-take), not
// negated nor conditioned, with no other act or conjunction between it
// and the part, and the unit the one that takes the place: named (dieser
// Skill, このコマンド, grammar-self) in the sentence, or the word opens
// the sentence (a description: "Ersetzt den eingebauten Befehl",
// "替代内置的代理"); or the part stated out of service in this sentence or
// the next (the part's state, hijack25State).
func (r *askReader) hijack25Taken(f *langFacts, parts []hijack25Span, p *hijack25Span) bool {
	for i := range f.hits {
		rp := &f.hits[i]
		if !rp.cls.has(lset(lReplace, lInstead, lTake25)) || rp.start < p.end && rp.end > p.start || f.negatedAt(rp) || f.negatorInClause(rp) || r.hijack25Conditioned(f, rp) {
			continue
		}
		lo, hi := p.end, rp.start
		if rp.end <= p.start {
			lo, hi = rp.end, p.start
		}
		between := false
		for j := range f.hits {
			x := &f.hits[j]
			if x != rp && x.start >= lo && x.end <= hi && x.cls.has(lVerb.or(lConjunction)) && !x.cls.has(lset(lReplace, lInstead, lTake25)) {
				between = true
			}
		}
		// One clause: "…の詳細には既存のスキルを使用します" after a list
		// opened by a noun of routing names no replacing of the skill.
		if between || strings.ContainsAny(f.text[lo:hi], clausePunct+".。") {
			continue
		}
		if !p.other && p.name == "" {
			continue
		}
		opens := true
		for j := 0; j < i; j++ {
			if !f.hits[j].cls.has(lFunction) {
				opens = false
			}
		}
		if strings.IndexFunc(f.text[:rp.start], unicode.IsLetter) >= 0 && !hijack25Leading(f.text[:rp.start]) {
			opens = false
		}
		// Japanese and Korean put the verb last: a word of replacing
		// that opens their sentence is a noun (ルーティング), not the
		// unit's verb.
		switch f.lang {
		case "ja", "ko":
			opens = false
		}
		if p.other && opens || r.hijack25Self(f, p) || r.hijack25State(f, parts, p, true) {
			return true
		}
	}
	return false
}

// hijack25Leading: what stands before a sentence's first word is a label
// or a parenthesis, not a subject ("Revue de code (remplace ...").
func hijack25Leading(s string) bool {
	k := strings.LastIndexAny(s, "(（:：")
	return k >= 0 && strings.IndexFunc(s[k:], unicode.IsLetter) < 0
}

// hijack25Self: the unit named as itself in the sentence (a demonstrative
// before a part's noun: dieser Agent, ce skill, 本コマンド; grammar-self),
// not the part p.
func (r *askReader) hijack25Self(f *langFacts, p *hijack25Span) bool {
	for i := range f.hits {
		h := &f.hits[i]
		if h.start >= p.start && h.end <= p.end {
			continue
		}
		if h.cls.has(lSelf) || h.cls.has(lThis25) && (h.cls.has(lPart25) || i+1 < len(f.hits) && f.hits[i+1].cls.has(lPart25) && hijack25Gap(f.text[h.end:f.hits[i+1].start])) {
			return true
		}
	}
	return false
}

// hijack25Gone: part p stated out of service or forbidden after it in
// the sentence (demand-obsolete, hijack25-gone; a relative clause after
// a comma too: "…, der in diesem Projekt deaktiviert ist"), and its work
// put elsewhere: a part shipped with the agent is displaced by its state
// alone, as ask.part-displaced reads English; another's part needs a
// place named after the state (hijack25Elsewhere).
func (r *askReader) hijack25Gone(f *langFacts, parts []hijack25Span, p *hijack25Span) bool {
	if !r.hijack25State(f, parts, p, false) {
		return false
	}
	return p.shipped || r.hijack25Elsewhere(f, p)
}

// hijack25State: a state of being out of service or forbidden after part
// p, with no other part between, not negated nor conditioned; with next,
// a state in the next sentence of the paragraph counts too (the part
// replaced in one sentence, stated gone in the next).
func (r *askReader) hijack25State(f *langFacts, parts []hijack25Span, p *hijack25Span, next bool) bool {
	for i := range f.hits {
		o := &f.hits[i]
		if !o.cls.has(lset(lObsolete, lGone25)) || o.start < p.end || f.negatedAt(o) || r.hijack25Conditioned(f, o) || hijack25UseForbidden(f, o) {
			continue
		}
		other := false
		for _, q := range parts {
			if q.start >= p.end && q.end <= o.start && (q.other || q.name != "") {
				other = true
			}
		}
		if !other {
			return true
		}
	}
	if next {
		if g := r.hijack25Next(f); g != nil {
			for i := range g.hits {
				if o := &g.hits[i]; o.cls.has(lset(lObsolete, lGone25)) && !g.negatedAt(o) && g.inClauseBefore(o, lConditional) == nil {
					return true
				}
			}
		}
	}
	return false
}

// hijack25UseForbidden: the state at o forbids a use of the part, not the
// part ("the use of the built-in WebSearch tool is forbidden": a verb or
// noun of using, demand-use, in o's clause, and o a word of forbidding
// only, not of a part out of service). Which tool a unit's own work uses
// is its choice; English reads "Prohibited to use the built-in WebSearch
// tool" as no takeover, and so does this.
func hijack25UseForbidden(f *langFacts, o *lexHit) bool {
	return !o.cls.has(lObsolete) && f.inClause(o, lUse) != nil
}

// hijack25Conditioned: hit h stands in a condition: a conditional before
// it in the sentence, or, in Chinese, Japanese and Korean, right after it
// in its clause (비활성화된 경우, 無効な場合). A condition on the user's
// request (the user in the condition's clause) is a routing of what the
// user asks, not a fallback.
func (r *askReader) hijack25Conditioned(f *langFacts, h *lexHit) bool {
	for i := range f.hits {
		c := &f.hits[i]
		if !c.cls.has(lConditional) || bareOnly24(f, i) {
			continue
		}
		// The user is the condition's subject: after the conditional
		// and before h (si el usuario pide ...), or, where the condition
		// follows its verb, before h in its clause (사용자가 요청하는 경우).
		switch {
		case c.end <= h.start:
			if !hijack25UserIn(f, c.end, h.start) {
				return true
			}
		case langLex(f.lang).dict && c.start >= h.end && !strings.ContainsAny(f.text[h.end:c.start], clausePunct):
			from, _ := f.clauseOf(h)
			if !hijack25UserIn(f, from, h.start) {
				return true
			}
		}
	}
	return false
}

// hijack25CondAfter: in Chinese, Japanese and Korean, a conditional
// right after hit h in its clause (비활성화된 경우: in case it is
// disabled; 無効な場合): those languages write the condition after its
// verb, where ask.part-gone-lang looked for it only before.
func hijack25CondAfter(f *langFacts, h *lexHit) bool {
	if !langLex(f.lang).dict {
		return false
	}
	for i := range f.hits {
		c := &f.hits[i]
		if c.cls.has(lConditional) && c.start >= h.end && !strings.ContainsAny(f.text[h.end:c.start], clausePunct) && !bareOnly24(f, i) {
			return true
		}
	}
	return false
}

// hijack25UserIn: a word of the user between bytes from and to of f's
// text.
func hijack25UserIn(f *langFacts, from, to int) bool {
	for i := range f.hits {
		if u := &f.hits[i]; u.cls.has(lUser) && u.start >= from && u.end <= to {
			return true
		}
	}
	return false
}

// hijack25Elsewhere: the work of part p put elsewhere after it: a word of
// another's place or of replacing (stattdessen, en su lugar, 代わりに), the
// unit named as itself, or a command written as code, a path or an
// address that is not another program of the toolchain
// (hijack24LangPut), in this sentence or the next of its paragraph.
func (r *askReader) hijack25Elsewhere(f *langFacts, p *hijack25Span) bool {
	for i := range f.hits {
		if h := &f.hits[i]; h.start >= p.end && h.cls.has(lset(lInstead, lTake25)) {
			return true
		}
	}
	if g := r.hijack25Next(f); g != nil {
		for i := range g.hits {
			h := &g.hits[i]
			// "Usa siempre esta": a demonstrative with no noun after it
			// stands for the unit.
			if h.cls.has(lset(lInstead, lTake25)) || h.cls.has(lThis25) && !h.cls.has(lPart25) && (i+1 == len(g.hits) || !g.hits[i+1].cls.has(lPart25)) {
				return true
			}
		}
		if r.hijack25Self(g, &hijack25Span{start: -1, end: -1}) {
			return true
		}
	}
	name := p.name
	if name == "" {
		name = "\x00"
	}
	return r.hijack24LangPut(min(p.tok+1, r.s.To), strings.TrimPrefix(name, "/"))
}

// hijack25Next is the next sentence of the paragraph read in the same
// language (nil: none, another paragraph or another language).
func (r *askReader) hijack25Next(f *langFacts) *langFacts {
	for _, s := range r.a.Sents {
		if s.From < r.s.To {
			continue
		}
		if hijack24NewTopic(r.raw[r.a.Tokens[r.s.To-1].End:r.a.Tokens[s.From].End]) {
			return nil
		}
		if sl := sentenceLang(r.a, s); sl.english > 0 || sl.lang != f.lang {
			return nil
		}
		g := readLang(r.raw, r.a, s, f.lang)
		return &g
	}
	return nil
}
