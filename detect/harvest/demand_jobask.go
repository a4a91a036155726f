package harvest

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
	"github.com/mcp-lint/mcp-lint/detect/internal/text"
)

// jobAsks finds the properties of v that ask for a class of data its
// declared job does not cover, beside the demands already found (have).
// A secret is read in a property's name only (a description that speaks
// of a password may say who types it); facts about a person only where
// the user is named as theirs (a form's fields are someone's facts,
// the customer's, the patient's); the conversation named whole. A
// description that negates or forbids asks for nothing.
func JobAsks(v *reading.ToolView, have []reading.SchemaDemand) []reading.SchemaDemand {
	// The tool's language is read once, for the first property that
	// may ask for something: most tools' properties are flags, numbers
	// or asked for already, and never need it.
	lang, langRead := "", false
	var job reading.JobReading
	var out []reading.SchemaDemand
	jobRead := false
	for i := range v.FieldList {
		f := &v.FieldList[i]
		if !f.Key && (f.Role != reading.RoleProse || len(f.Text) > 200) {
			continue
		}
		param, rest := propOf(v.PathOf(f))
		if param == "" || askedBefore(param, have, out) {
			continue
		}
		if !(f.Key && rest == "" || !f.Key && rest == ".description") || reading.CarriesNoText(v, param) {
			continue
		}
		if !langRead {
			lang, langRead = reading.ToolLang(v), true
		}
		pa := propertyAsk(f.Text, f.Key, lang)
		if pa.ask == 0 {
			continue
		}
		if !jobRead {
			job, jobRead = reading.ConceptReadings.ReadJob(v, lang), true
		}
		ask := pa.ask &^ job.Covers
		if sharesWord(job, pa.words, lang) {
			ask = 0 // the job names what is asked (a PEC mailbox's password, a bot's token)
		}
		if ask&reading.AskSecret != 0 && (reading.PathParamName(param) || grantedOwnKey(param) || secretElsewhere(v, param, lang) || describesOwn(job, v, param, lang) || ownSecretVariable(v, param)) {
			ask &^= reading.AskSecret // the service's own key, or a secret the tool explains
		}
		if ask&reading.AskPersonal != 0 && !pa.user && !userOwnsParam(v, param, lang) {
			ask &^= reading.AskPersonal // someone's facts, not the user's
		}
		switch {
		case ask&reading.AskSecret != 0:
			out = append(out, reading.SchemaDemand{Field: i, Span: reading.Span{Start: 0, End: len(f.Text)}, Object: "a secret", Kind: reading.CHarvest, Param: param, Frame: reading.FrameNames[reading.FSchemaOvercollect], Low: true})
		case ask&reading.AskContext != 0:
			out = append(out, reading.SchemaDemand{Field: i, Span: reading.Span{Start: 0, End: len(f.Text)}, Object: "the conversation", Kind: reading.CContext, Param: param, Frame: reading.FrameNames[reading.FSchemaOvercollect], Low: true})
		case ask&reading.AskPersonal != 0:
			out = append(out, reading.SchemaDemand{Field: i, Span: reading.Span{Start: 0, End: len(f.Text)}, Object: "facts about the user", Kind: reading.CPersonal, Param: param, Frame: reading.FrameNames[reading.FSchemaOvercollect], Low: true})
		}
	}
	return out
}

// propOf is the input property a path is in and the rest of the path
// after it, whether the property's name is written plain
// (inputSchema.properties.city) or quoted (inputSchema.properties["都市"]).
func propOf(path string) (string, string) {
	const pre = reading.PathInputSchema + ".properties"
	if !strings.HasPrefix(path, pre) {
		return "", ""
	}
	rest := path[len(pre):]
	if strings.HasPrefix(rest, ".") {
		name, _, _ := strings.Cut(rest[1:], ".")
		return name, rest[1+len(name):]
	}
	if !strings.HasPrefix(rest, "[\"") {
		return "", ""
	}
	end := strings.Index(rest, "\"]")
	if end < 0 {
		return "", ""
	}
	name, err := strconv.Unquote(rest[1 : end+1])
	if err != nil {
		return "", ""
	}
	return name, rest[end+2:]
}

// askedBefore: a demand of property param was already found.
func askedBefore(param string, lists ...[]reading.SchemaDemand) bool {
	for _, l := range lists {
		for _, d := range l {
			if d.Param == param {
				return true
			}
		}
	}
	return false
}

// propAsk is what a property's name or description asks for: the
// classes, the words that named them, and whether the user is named as
// their owner.
type propAsk struct {
	ask   uint8
	words []string
	user  bool
}

// propertyAsk reads what a property's name (key) or own description (t)
// asks for: a secret (in a name), facts about a person, or the
// conversation, in English and in the lexicon of lang. The conversation
// counts when it is named whole: a phrase of the class (the system
// prompt, the chat history), a dictionary word of four characters or
// more, or its noun beside a word of wholeness (grammar-whole, the
// English whole-schema words), not "the conversation id". A secret word
// that is also an English one in an ASCII name (token, password) is left
// to the English reading of names (secretParamName, schemaDemands).
func propertyAsk(t string, key bool, lang string) propAsk {
	var pa propAsk
	if key && contextNameWhole(reading.AppendNameWords(nil, t)) {
		pa.ask |= reading.AskContext
	}
	if lang == "" {
		return pa
	}
	lx := reading.LangLex(lang)
	read := t
	if key {
		read = reading.NameText(t)
		if reading.IsASCIIText(read) {
			lx = reading.FoldedLex(lang)
		}
	}
	if lx == nil {
		return pa
	}
	hits := lx.LexScan(read, nil)
	whole := false
	for k, h := range hits {
		if !key && h.Cls.Has(reading.Lset(reading.LNegator, reading.LProhibitive)) {
			return propAsk{} // "do not include passwords"
		}
		whole = whole || h.Cls.Has(reading.LWhole)
		// In a name, the user is the owner when written after what is
		// theirs (iban_des_benutzers, cpf_do_usuario), as a possessor
		// follows its noun in these languages; before it the word is a
		// modifier of a record (cliente_nif). A language read by
		// dictionary puts the possessor first (ユーザーのマイナンバー).
		if h.Cls.Has(reading.LUser) && (!key || lx.Dict || k > 0) && !compoundTail(read, h.Start) {
			pa.user = true
		}
	}
	for _, w := range reading.LowerWords(read) {
		whole = whole || reading.WsWholeSchema.Has(w) || reading.WsTotality.Has(w)
	}
	for _, h := range hits {
		w := read[h.Start:h.End]
		switch {
		case h.Cls.Has(reading.LSecret) && key:
			if ew := reading.Lower(w); reading.IsASCIIText(ew) && reading.DemandWords[ew]|reading.DemandWords[text.Stem(ew)] != 0 {
				continue
			}
			pa.ask |= reading.AskSecret
		case h.Cls.Has(reading.LContext):
			if !(strings.ContainsAny(w, " _") || lx.Dict && utf8.RuneCountInString(w) >= 4 || whole) {
				continue
			}
			pa.ask |= reading.AskContext
		case h.Cls.Has(reading.LPersonal):
			pa.ask |= reading.AskPersonal
		default:
			continue
		}
		pa.words = append(pa.words, w)
	}
	return pa
}

// compoundTail: the word at byte at of t is written on to the word
// before it in the same syllabary (Katakana, Hangul), the head of a
// compound that names someone else (ゲストユーザー, a guest user): the
// languages that space words, or write loanwords in Katakana, join a
// compound so.
func compoundTail(t string, at int) bool {
	if at == 0 {
		return false
	}
	prev, _ := utf8.DecodeLastRuneInString(t[:at])
	first, _ := utf8.DecodeRuneInString(t[at:])
	for _, sc := range []*unicode.RangeTable{unicode.Katakana, unicode.Hangul} {
		if unicode.Is(sc, prev) && unicode.Is(sc, first) {
			return true
		}
	}
	return false
}

// contextNameWhole: an English property name whose context noun is
// followed only by words of wholeness or of its holder
// (system_prompt_verbatim, chat_history_full), the case contextParamName
// leaves to its tail words.
func contextNameWhole(words []string) bool {
	for i, w := range words {
		if (reading.DemandWords[w]|reading.DemandWords[text.Stem(w)])&reading.DContext == 0 || i+1 >= len(words) {
			continue
		}
		tail := words[i+1:]
		ok := true
		for _, t := range tail {
			ok = ok && (reading.WsWholeSchema.Has(t) || reading.WsContextTail.Has(t) || reading.WsVerbatim.Has(t))
		}
		if !ok || !reading.WsWholeSchema.Has(tail[len(tail)-1]) && !reading.WsVerbatim.Has(tail[len(tail)-1]) {
			continue
		}
		prev := func(k int) string {
			if i-k >= 0 {
				return words[i-k]
			}
			return ""
		}
		if reading.ContextNounWhat(text.Stem(w), w, prev) != "" {
			return true
		}
	}
	return false
}

// readJob reads the declared job: the tool's name, server and title,
// its lead sentence, in English and in lang. A word of the class covers
// it; a person the tool serves (the user, a customer) covers a person's
// facts; a purpose of accounts, files or the network by the name
// (sensitive-purpose) covers secrets and a person's facts; sending or
// telling covers a person's facts (an address to send to); keeping or
// data words (memory, messages, files) cover the conversation.
func ReadJob(v *reading.ToolView, lang string) reading.JobReading {
	var job reading.JobReading
	if _, sensitive := reading.DeclaredPurpose(v); sensitive {
		job.Covers |= reading.AskSecret | reading.AskPersonal
	}
	texts := []string{reading.NameText(v.Tool.Name), reading.NameText(v.Tool.Server), v.Tool.Title}
	if lead := leadText(v); lead != "" {
		texts = append(texts, lead)
	}
	job.Text = reading.FoldMarks(strings.ToLower(strings.Join(texts, " ")))
	for _, t := range texts {
		for _, w := range reading.LowerWords(t) {
			c := reading.DemandWords[w] | reading.DemandWords[text.Stem(w)]
			if c&(reading.DSecret|reading.DCredTerm|reading.DSecretQualified) != 0 {
				job.Covers |= reading.AskSecret
			}
			if c&(reading.DPersonal|reading.DPerson|reading.DSend) != 0 {
				job.Covers |= reading.AskPersonal
			}
			if c&(reading.DContext|reading.DTalk|reading.DPersist) != 0 {
				job.Covers |= reading.AskContext
			}
		}
	}
	if reading.LangLex(lang) == nil {
		return job
	}
	for k, t := range texts {
		lx := reading.LangLex(lang)
		if k < 2 && reading.IsASCIIText(t) {
			lx = reading.FoldedLex(lang) // the name and the server are identifiers
		}
		for _, h := range lx.LexScan(t, nil) {
			if h.Cls.Has(reading.Lset(reading.LSecret, reading.LUser)) {
				job.Covers |= reading.AskSecret // the user's own account, signed in to
			}
			if h.Cls.Has(reading.Lset(reading.LPersonal, reading.LUser, reading.LSend, reading.LCommunicate)) {
				job.Covers |= reading.AskPersonal
			}
			if h.Cls.Has(reading.Lset(reading.LContext, reading.LPersist, reading.LData)) {
				job.Covers |= reading.AskContext
			}
		}
	}
	return job
}

// sharesWord: a word of what is asked is a word of the job (the PEC
// mailbox's password on a tool that sends from it, the phone of a phone
// check): by the stem in a language read by words, by its first two
// characters in one read by dictionary.
func sharesWord(j reading.JobReading, asked []string, lang string) bool {
	lx := reading.LangLex(lang)
	if lx == nil {
		return false
	}
	var jobStems map[string]bool
	for _, a := range asked {
		a = reading.FoldMarks(reading.Lower(a))
		if lx.Dict {
			if rs := []rune(a); len(rs) >= 2 && strings.Contains(j.Text, string(rs[:2])) {
				return true
			}
			continue
		}
		if jobStems == nil {
			jobStems = map[string]bool{}
			for _, w := range reading.LowerWords(j.Text) {
				if len(w) >= 3 {
					jobStems[lx.StemOf(w)] = true
				}
			}
		}
		for _, w := range reading.LowerWords(a) {
			if len(w) >= 3 && jobStems[lx.StemOf(w)] {
				return true
			}
		}
	}
	return false
}

// describesOwn: property param's own description shares a content word
// with the job (a GitHub token on a tool that lists GitHub
// repositories): what the secret opens is what the tool works on.
// Function words and the user are not content.
func describesOwn(j reading.JobReading, v *reading.ToolView, param, lang string) bool {
	i := reading.ParamDescription(v, param)
	lx := reading.LangLex(lang)
	if i < 0 || lx == nil {
		return false
	}
	t := v.FieldList[i].Text
	var words []string
	for _, h := range lx.LexScan(t, nil) {
		if h.Cls.Has(reading.Lset(reading.LFunction, reading.LUser, reading.LSecret)) {
			continue
		}
		words = append(words, t[h.Start:h.End])
	}
	// Words no class of the lexicon holds are content too: names of
	// products and services.
	for _, w := range reading.LowerWords(t) {
		if len(w) >= 4 && !lx.Dict && !lx.Fn[w] && !lx.Words[lx.StemOf(w)].Any() {
			words = append(words, w)
		}
	}
	return sharesWord(j, words, lang)
}

// ownSecretVariable: property param's own description names the
// environment variable its secret is read from by default
// (OPENAI_API_KEY): a key the tool explains, not one it asks for.
func ownSecretVariable(v *reading.ToolView, param string) bool {
	i := reading.ParamDescription(v, param)
	if i < 0 {
		return false
	}
	for _, w := range strings.FieldsFunc(v.FieldList[i].Text, func(r rune) bool { return !(r == '_' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') }) {
		if strings.Contains(w, "_") && reading.SecretParamName(w) {
			return true
		}
	}
	return false
}

// userOwnsParam: property param's own description names the user (the
// user's card number, del usuario, ユーザーの).
func userOwnsParam(v *reading.ToolView, param, lang string) bool {
	i := reading.ParamDescription(v, param)
	if i < 0 {
		return false
	}
	return propertyAsk(v.FieldList[i].Text, false, lang).user
}

// leadText is the description's first sentence.
func leadText(v *reading.ToolView) string {
	for i := range v.FieldList {
		f := &v.FieldList[i]
		if f.Key || f.Role != reading.RoleProse || v.PathOf(f) != reading.PathDescription {
			continue
		}
		a := v.PhraseAnalysis(i)
		if a == nil || len(a.Sents) == 0 || a.Sents[0].To <= a.Sents[0].From {
			return ""
		}
		s := a.Sents[0]
		return f.Text[a.Tokens[s.From].Start:a.Tokens[s.To-1].End]
	}
	return ""
}

// grantedOwnKey: a property named for an API's or an account's own key
// (clave_api, api_token): the service the tool calls asks for its key.
func grantedOwnKey(param string) bool {
	for _, w := range reading.AppendNameWords(nil, param) {
		if reading.GrantQualifier(w) {
			return true
		}
	}
	return false
}

// secretElsewhere: a text of the tool other than property param's own
// name and description speaks of a secret, in English (mentionsSecret's
// reading without the property) or in lang.
func secretElsewhere(v *reading.ToolView, param, lang string) bool {
	if reading.NameSpeaksOfSecret(v) {
		return true
	}
	own := reading.PathInputSchema + ".properties." + param
	lx := reading.LangLex(lang)
	for i := range v.FieldList {
		f := &v.FieldList[i]
		path := v.PathOf(f)
		if path == own || strings.HasPrefix(path, own+".") || f.Role != reading.RoleProse && !f.Key {
			continue
		}
		if f.Key {
			if strings.HasPrefix(path, reading.PathInputSchema+".properties.") && (reading.SecretParamName(f.Text) || reading.AccountParamName(f.Text)) {
				return true
			}
			continue
		}
		for _, w := range reading.LowerWords(f.Text) {
			if (reading.DemandWords[w]|reading.DemandWords[text.Stem(w)])&(reading.DSecret|reading.DCredTerm) != 0 {
				return true
			}
		}
		if lx != nil {
			for _, h := range lx.LexScan(f.Text, nil) {
				if h.Cls.Has(reading.LSecret) {
					return true
				}
			}
		}
	}
	return false
}
