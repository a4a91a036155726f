package reading

// The words after which a sentence cannot end (agent-reading.rules,
// words wrap-open), which the tokenizer asks at a soft line wrap
// before a capital (text.WrapLexicon).

var (
	wsOpen    = NewWordSet("wrap-open", false)
	wsTrouble = NewWordSet("wrap-trouble", false)
)

// WrapOpen: w (lower case) is a word after which a sentence cannot end.
func (l RuleLexicon) WrapOpen(w string) bool { return wsOpen.Has(w) }

// lOwnPlace (wrap-own-place): the nouns of the unit's own place: its
// folder, directory, repository, project, plugin or package.
var lOwnPlace = Lbit(161)

func init() { LexClassNames["wrap-own-place"] = lOwnPlace }

// ownPlace: part p (bytes start..end of f's text), in the clause
// from..to, is placed in the unit's own place ("la skill `x` de esta
// misma carpeta", "このフォルダの `x` スキル"): a demonstrative of the unit
// (hijack-this) and, a few bytes after it, a noun of its own place
// (wrap-own-place), near the part, which no word of being shipped or
// official marks as another's ("el comando /security-review integrado de
// este proyecto" is the built-in one). A part of the project's own is not
// another's to take over, as hijack-former's "our old command" is not.
// A sentence joined across a soft wrap (text.line) reads the next
// sentence as the same paragraph's, where elsewhere finds the work
// put in this unit: the part's own place is what tells the two apart.
func OwnPlace(f *LangFacts, start, end, from, to int) bool {
	for i := range f.Hits {
		h := &f.Hits[i]
		if !h.Cls.Has(LThis) || h.Start < from || h.End > to {
			continue
		}
		for k := i + 1; k < len(f.Hits) && f.Hits[k].Start-h.End <= 12; k++ {
			o := &f.Hits[k]
			if o.Cls.Has(lOwnPlace) && o.End <= to && (o.Start >= end && h.Start-end <= 40 || o.End <= start && start-o.End <= 40) {
				return true
			}
		}
	}
	return false
}

// leadShape: lead (the paragraph before a block that fetches code
// from an outside address and runs it, its last line ending in a colon;
// FetchLead) presents the block as what to do, whatever its verb
// (a lead-in). A label ("Setup (once per
// machine):", "Mise en place :"), a sentence that names the block ("The
// test command for this repository is always:") and a task with an
// instrument ("Fix the environment with our helper:") tell the agent to
// run the block as "Run this:" does: the block is the only way the text
// gives to do the task it names. The lead is not an order when it keeps
// the block from the agent: a negation or a prohibition, a person (the
// user told, a reader addressed), a condition in another language (as
// leadOrderLang), a word that describes or analyses
// (descriptive), or one that labels quoted content or an example
// (content-label, example); ToldLead, ExampleLead and a practice named
// (leadNamesPractice) are read before. A lead too short for its
// language to be told is vetoed by a negator, prohibition, condition or
// user of any of the lexicons' languages.
func LeadShape(lead string, a *Analysis) bool {
	if LeadVeto(a) {
		return false
	}
	veto := func(f LangFacts) bool {
		return f.Has(Lset(LNegator, LProhibitive, LUser)) || f.Has(LConditional) && !CaseBounds(&f)
	}
	for _, s := range a.Sents {
		sl := SentenceLang(a, s)
		switch {
		case sl.English <= 0 && sl.Lang != "":
			if veto(ReadLang(lead, a, s, sl.Lang)) {
				return false
			}
		case sl.English == 0:
			LexOnce.Do(LoadLexicons)
			for _, lang := range LexLangs {
				if veto(ReadLang(lead, a, s, lang)) {
					return false
				}
			}
		}
	}
	return true
}

// fetchRun: block fetches a file from an outside address and then
// runs it (a download-run: "wget URL -O /tmp/x.sh && sh /tmp/x.sh",
// "curl -o /tmp/t URL", "chmod +x /tmp/t", "/tmp/t --install"), the
// address anywhere before the run in the block. fetchRun looks
// for the address from the run on, on the run's line; a download written
// before the run it feeds was no fetch-and-run to the lead's reading.
// The address is looked for once, up to the last run: what stands before
// an earlier run stands before the last one too, and a look from the
// block's start for each run took time quadratic in the block's length.
func FetchRun(block string) bool {
	b := BlankFences(block)
	end := -1
	for _, h := range ShellFlow(b, false) {
		if ProseRunKinds[h.Kind] {
			end = max(end, h.Span.End)
		}
	}
	return end >= 0 && OutsideURLIn(b, Span{Start: 0, End: end})
}

// leadVeto: a token of lead a keeps its block from the agent (a
// negation, a prohibition, a person, a describing word, an example's or
// quoted content's label, a noun of a difficulty, wrap-trouble: "Node
// version issues:" offers a remedy to whoever has the issue;
// leadShape). FetchLead asks it of
// a lead too short for its language to be told as well: "Never run an
// installer like this:" had been read, in some lexicon's language, as an
// order with no negator.
func LeadVeto(a *Analysis) bool {
	for _, s := range a.Sents {
		if sentVeto(a, s) {
			return true
		}
	}
	return false
}

// sentVeto is leadVeto of sentence s. In a sentence not read
// as English, a word that is also another language's function word is not
// read as English ("Execute sempre no PowerShell:", whose "no" is
// Portuguese "in the"); that language's own negators are its facts'
// (leadShape).
func sentVeto(a *Analysis, s Sent) bool {
	english := SentenceLang(a, s).English > 0
	for i := s.From; i < s.To; i++ {
		t := &a.Tokens[i]
		if !english && t.Is(WcForeignWord) {
			continue
		}
		c := DemandOf(a, t)
		if c&(DNegation|DPerson) != 0 || Prohibition[Lower(t.Text(a))] || wsTrouble.Has(Lower(t.Text(a))) || t.Is(wcDescriptive|wcContentLabel|wcExample) {
			return true
		}
	}
	return false
}
