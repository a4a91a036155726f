package hiddentext

import (
	"strings"
	"unicode/utf8"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// hiddenLabelMax is the most characters a label addressing the model
// holds before its colon or comma (labelSpeaker's bound; counted in
// characters, so a Japanese label of 16 is not three times as long).
const hiddenLabelMax = 48

// hiddenAddressed: a sentence of field text raw up to and including s
// opens with a label addressed to the model (see above). Only the
// sentences of the same region count: a comment field is one region.
func HiddenAddressed(a *reading.Analysis, raw string, s reading.Sent) bool {
	for _, t := range a.Sents {
		if t.From > s.From {
			break
		}
		if labelAddressesModel(a, raw, t) {
			return true
		}
	}
	return false
}

// labelAddressesModel: sentence s opens with a label of a few words closed
// by a colon or a comma that names the model.
func labelAddressesModel(a *reading.Analysis, raw string, s reading.Sent) bool {
	if s.To <= s.From {
		return false
	}
	start, end := int(a.Tokens[s.From].Start), int(a.Tokens[s.To-1].End)
	if start >= end || end > len(raw) {
		return false
	}
	t := raw[start:end]
	if strings.HasPrefix(t, "[") {
		// A link reference definition ("[//]: # (Assistant: ...)"): the
		// label opens its title.
		if j := strings.Index(t, "]:"); j > 0 {
			if p := strings.IndexAny(t[j+2:], "(\"'"); p >= 0 {
				start += j + 2 + p + 1
				t = raw[start:end]
			}
		}
	}
	k := strings.IndexAny(t, ":,：，")
	if k <= 0 || utf8.RuneCountInString(t[:k]) > hiddenLabelMax || labelQuoted(t[:k]) {
		return false
	}
	if words := reading.LexWords(t[:k]); len(words) == 0 || len(words) > 6 {
		return false
	}
	if sl := reading.SentenceLang(a, s); sl.English <= 0 && sl.Lang != "" {
		f := reading.ReadLang(raw, a, s, sl.Lang)
		for i := range f.Hits {
			if h := &f.Hits[i]; h.Start < k && h.Cls.Has(reading.LAgent) {
				return true
			}
		}
		// Else the model named as every language writes it ("AI への
		// 指示：", "给 AI 的说明："): the English words below.
	}
	for i := s.From; i < s.To && int(a.Tokens[i].Start) < start+k; i++ {
		tk := &a.Tokens[i]
		if tk.Kind != reading.TokWord {
			continue
		}
		if w := tk.Text(a); reading.DemandOf(a, tk)&reading.DAgent != 0 && !reading.Grammar(w, reading.GPronoun|reading.GPossessive) || labelAgentWord(w, reading.LexWords(t[:k])) {
			return true
		}
	}
	return false
}

// hiddenUntoldLang: sentence s, in another language, forbids telling or
// showing something (a verb of demand-communicate with a negator next to
// it, or a telling forbidden: demand-untold) or orders it concealed (a
// verb of demand-conceal not negated). In a
// region only the model sees, what it keeps back is the region's own ask.
func HiddenUntoldLang(a *reading.Analysis, raw string, s reading.Sent) bool {
	sl := reading.SentenceLang(a, s)
	if sl.English > 0 || sl.Lang == "" {
		return false
	}
	f := reading.ReadLang(raw, a, s, sl.Lang)
	if f.Has(reading.LUntold) {
		return true
	}
	for i := range f.Hits {
		h := &f.Hits[i]
		neg := f.NegatedAt(h) || f.NegatorInClause(h)
		if h.Cls.Has(reading.LCommunicate) && neg || h.Cls.Has(reading.LConceal) && !neg {
			return true
		}
		if reading.TellWithout(&f, i) && !reading.DistributiveToldLang(&f, h) {
			return true // done without telling (sans le signaler)
		}
	}
	return false
}

// actUntoldLang (ask.act-untold, in another language): a telling
// forbidden (a verb of demand-communicate under a negator, or
// demand-untold) in an order, told to the user or kept out of a report
// (the user, a reply, or a second word of telling: the summary named),
// with the agent's act as what is not told: a step or a command named
// (demand-deed, demand-program), or a verb of an act after the telling
// (demand-execute, -send, -obtain, -replace, -persist, or a participle:
// "los comandos que ejecutaste", "welche Befehle du ausgeführt hast",
// "你运行了哪些命令"). A secret in the sentence is what rules files keep
// from being shown ("no muestres las contraseñas al usuario"); a
// condition is when, not what; a table row documents.
func ActUntoldLang(r *reading.AskReader, f *reading.LangFacts) int {
	if r.TableRow() || r.QuestionOrReport() || f.Has(reading.Lset(reading.LSecret, reading.LPermission)) {
		return -1
	}
	var tell *reading.LexHit
	for i := range f.Hits {
		h := &f.Hits[i]
		if h.Cls.Has(reading.LUntold) || h.Cls.Has(reading.LCommunicate) && f.NegatedAt(h) || reading.ConcealLang(f, h) {
			tell = h
			break
		}
	}
	if tell == nil || !(f.Ordered() || f.Has(reading.Lset(reading.LObligation, reading.LProhibitive, reading.LUntold))) || reading.ConditionedLang(f, tell) && !reading.ChangeCondLang(f, tell) && !reading.OtherClauseCondLang(f, tell) {
		return -1
	}
	if reading.DistributiveToldLang(f, tell) {
		return -1 // not each one told: a limit on detail
	}
	// What is not told runs to the end of the order: a semicolon starts
	// another ("ne montre pas la solution ; donne un indice").
	end := len(f.Text)
	if k := strings.IndexAny(f.Text[tell.End:], ";；"); k >= 0 {
		end = tell.End + k
	}
	told, act := false, false
	for i := range f.Hits {
		h := &f.Hits[i]
		if h == tell || h.Start >= end {
			continue
		}
		// The user told: marked as the one told (al usuario, dem Nutzer,
		// ユーザーに), or right next to the telling (不要告诉用户); a
		// user who is the subject of a clause of their own (même si
		// l'utilisateur bloque) is not.
		// (A user before the telling, "Anweisung des Benutzers ...
		// (nicht anzeigen)", is none of these: the slice between would
		// run backwards.)
		if h.Cls.Has(reading.LUser) && (f.Addressed(i) || h.Start == tell.End || h.Start > tell.End && strings.TrimSpace(f.Text[tell.End:h.Start]) == "") {
			told = true
		}
		// A second word of telling names the report (Zusammenfassung,
		// résumé); in Chinese, Japanese and Korean it as often heads a
		// compound noun (报告服务: a reporting service).
		told = told || h.Cls.Has(reading.LReply) || h.Cls.Has(reading.LCommunicate) && !h.Cls.Has(reading.LUntold) && !reading.LangLex(f.Lang).Dict
		if h.Cls.Has(reading.Lset(reading.LDeed, reading.LProgram)) || h.Start > tell.Start && h.Cls.Has(reading.Lset(reading.LExecute, reading.LSend, reading.LObtain, reading.LReplace, reading.LPersist, reading.LParticiple)) {
			act = true
		}
	}
	if !told && !reading.ToldLang(tell) || !act && !reading.ChangedLang(f) {
		return -1
	}
	return f.TokAt(r.A, tell.Start)
}

// hiddenAsks: what a sentence addressed to the model in a hidden region
// (hiddenAddressed) asks is more than the file's upkeep: a phrase rule of
// a family that reads a demand matched it, at any weight (on an
// instruction kind most weigh nothing alone: a value set, a scope over
// every later act, a secret, a setting, a command run; the families of
// hiddenDemandFamilies and hiddenAskFamilies), or, in another language,
// the lexicon reads a scope over every act, a secret or an outside place
// in it. Agents are addressed in honest comments too, with the file's
// ordinary upkeep ("Agents: keep this table sorted", "when adding a
// handler, add it to the docs"), which none of these reads.
func HiddenAsks(a *reading.Analysis, raw string, s reading.Sent, cues []reading.DirectiveCue) bool {
	for _, c := range cues {
		if c.Rule != "" && (reading.HiddenDemandFamilies[c.Family] || hiddenAskFamilies[c.Family]) {
			return true
		}
	}
	if sl := reading.SentenceLang(a, s); sl.English <= 0 && sl.Lang != "" {
		f := reading.ReadLang(raw, a, s, sl.Lang)
		if f.Has(reading.Lset(reading.LEvery, reading.LSecret, reading.LDestination, reading.LCovert)) {
			return true
		}
		// Else what every language writes alike: an address, a
		// secret's path or variable (.env, process.env), below.
	}
	for i := s.From; i < s.To; i++ {
		if t := &a.Tokens[i]; t.Kind == reading.TokURL || t.Kind == reading.TokWord && (wsHideEvery.Has(t.Text(a)) && !floatingEach(a, s, i) || reading.DemandOf(a, t)&(reading.DSecret|reading.DCovert) != 0) {
			return true
		}
	}
	return false
}

// wsHideEvery: each of the agent's later acts (hiddentext.rules).
var wsHideEvery = reading.NewWordSet("hide-every", false)

// hiddenAskFamilies are the families besides hiddenDemandFamilies whose
// phrase rules read what a hidden order asks: a value tampered with, a
// scope over every later act, a destructive act, an override of the
// rules.
var hiddenAskFamilies = map[string]bool{"tamper": true, "scope": true, "destructive": true, "override": true}
