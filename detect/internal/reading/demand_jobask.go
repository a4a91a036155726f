package reading

import (
	"slices"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// Ask and job classes: what a property asks for, what a job covers.
const (
	AskSecret uint8 = 1 << iota
	AskPersonal
	AskContext
)

// toolLang is the language of the tool's texts when it is one the
// lexicons read and not English, or "": the description's first sentence
// whose language is told, else a property's description's.
func ToolLang(v *ToolView) string {
	for pass := 0; pass < 1; pass++ {
		for i := range v.FieldList {
			f := &v.FieldList[i]
			if f.Key || f.Role != RoleProse || (pass == 0) != (v.PathOf(f) == PathDescription) {
				continue
			}
			a := v.PhraseAnalysis(i)
			if a == nil {
				continue
			}
			for _, s := range a.Sents {
				if s.To <= s.From {
					continue
				}
				sl := SentenceLang(a, s)
				if sl.English < 0 && sl.Lang != "" {
					return sl.Lang
				}
				return ""
			}
		}
	}
	return ""
}

// nameText is an identifier's words joined by spaces, for a lexicon to
// read (historial_de_conversación, inhalteAllerDokumente).
func NameText(name string) string {
	return strings.Join(AppendNameWords(nil, name), " ")
}

// jobReading is the declared job: the classes it covers and its words.
type JobReading struct {
	Covers uint8
	Text   string // the job's texts, in lower case, diacritics off
}

// foldedTables are the lexicons of the Latin-script languages with their
// entries' diacritics taken off, built when a property name first needs
// one: identifiers are written in ASCII (historial_de_la_conversacion,
// donnees_personnelles), the lexicons in the language's spelling.
var foldedTables = map[string]*lexTable{"es": new(lexTable), "pt": new(lexTable), "it": new(lexTable), "fr": new(lexTable), "de": new(lexTable)}

// germanASCII spells the German umlauts and ß in ASCII (DIN 5007-2).
var germanASCII = strings.NewReplacer("ä", "ae", "ö", "oe", "ü", "ue", "Ä", "Ae", "Ö", "Oe", "Ü", "Ue", "ß", "ss")

// foldedLex is lang's folded tables, or its own when it has none.
func FoldedLex(lang string) *LangLexicon {
	t := foldedTables[lang]
	if t == nil {
		return LangLex(lang)
	}
	t.once.Do(func() {
		LexOnce.Do(LoadLexicons)
		lexParse.Do(parseLexicons)
		recs := slices.Clone(lexRecs[lang])
		for i := range recs {
			entries := make([]string, len(recs[i].Entries))
			for k, e := range recs[i].Entries {
				if lang == "de" {
					// German identifiers write the umlauts as DIN 5007-2
					// does (gespraech, groesse, ss for ß).
					e = germanASCII.Replace(e)
				}
				entries[k] = FoldMarks(e)
			}
			recs[i].Entries = entries
		}
		t.lx = lexiconTables(recs)[lang]
	})
	return t.lx
}

// foldMarks takes a Latin text's combining marks off (Unicode canonical
// decomposition, then every nonspacing mark dropped): conversación is
// conversacion; ß and other letters without a decomposition stay.
func FoldMarks(s string) string {
	if IsASCIIText(s) {
		return s
	}
	var b strings.Builder
	for _, r := range norm.NFD.String(s) {
		if !unicode.Is(unicode.Mn, r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// langDestinationParam is destinationParam in the tool's own language: a
// word of property param's name (read with the diacritics off) or of its
// own description sends, copies on or names a destination (demand-send,
// demand-reroute, demand-destination), where the description does not
// negate it, and the address's host is not the service the job names
// (hostOfJob, serviceHost): a copy of what the tool handles goes to a
// place the author fixed.
func langDestinationParam(v *ToolView, param, host string) bool {
	lang := ToolLang(v)
	if lang == "" || hostOfJob(v, host) || serviceHost(v, host) {
		return false
	}
	want := Lset(LSend, LReroute, LDestination)
	name := NameText(param)
	lx := LangLex(lang)
	if IsASCIIText(name) {
		lx = FoldedLex(lang)
	}
	for _, h := range lx.LexScan(name, nil) {
		if h.Cls.Has(want) {
			return true
		}
	}
	i := ParamDescription(v, param)
	if i < 0 {
		return false
	}
	found := false
	for _, h := range LangLex(lang).LexScan(v.FieldList[i].Text, nil) {
		if h.Cls.Has(Lset(LNegator, LProhibitive, LConditional)) {
			return false
		}
		found = found || h.Cls.Has(want)
	}
	return found
}
