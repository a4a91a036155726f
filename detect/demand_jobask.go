package detect

import (
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/mcp-lint/mcp-lint/detect/internal/text"
	"golang.org/x/text/unicode/norm"
)

// The declared job against what a property asks (issue 53, concept 3), in
// the tool's own language as well as in English: a property whose name or
// own description names a secret, facts about the user or the conversation
// is a request for them, and the tool's declared job (its name, server,
// title and lead sentence) says whether it needs them. The job is read
// generously: any word of the same class, of a person the tool serves, or
// (for a secret or a person's facts) a purpose whose business is accounts,
// files or the network covers the ask; so does, for a secret, any other
// text of the tool that speaks of one. What is left is a job that names
// none of it asking for it (frame.schema-overcollect).

// Ask and job classes: what a property asks for, what a job covers.
const (
	askSecret uint8 = 1 << iota
	askPersonal
	askContext
)

// jobAsks finds the properties of v that ask for a class of data its
// declared job does not cover, beside the demands already found (have).
// A secret is read in a property's name only (a description that speaks
// of a password may say who types it); facts about a person only where
// the user is named as theirs (a form's fields are someone's facts,
// the customer's, the patient's); the conversation named whole. A
// description that negates or forbids asks for nothing.
func jobAsks(v *ToolView, have []schemaDemand) []schemaDemand {
	// The tool's language is read once, for the first property that
	// may ask for something: most tools' properties are flags, numbers
	// or asked for already, and never need it.
	lang, langRead := "", false
	var job jobReading
	var out []schemaDemand
	jobRead := false
	for i := range v.fields {
		f := &v.fields[i]
		if !f.Key && (f.Role != RoleProse || len(f.Text) > 200) {
			continue
		}
		param, rest := propOf(v.PathOf(f))
		if param == "" || askedBefore(param, have, out) {
			continue
		}
		if !(f.Key && rest == "" || !f.Key && rest == ".description") || carriesNoText(v, param) {
			continue
		}
		if !langRead {
			lang, langRead = toolLang(v), true
		}
		pa := propertyAsk(f.Text, f.Key, lang)
		if pa.ask == 0 {
			continue
		}
		if !jobRead {
			job, jobRead = conceptReadings.readJob(v, lang), true
		}
		ask := pa.ask &^ job.covers
		if job.sharesWord(pa.words, lang) {
			ask = 0 // the job names what is asked (a PEC mailbox's password, a bot's token)
		}
		if ask&askSecret != 0 && (pathParamName(param) || grantedOwnKey(param) || secretElsewhere(v, param, lang) || job.describesOwn(v, param, lang) || ownSecretVariable(v, param)) {
			ask &^= askSecret // the service's own key, or a secret the tool explains
		}
		if ask&askPersonal != 0 && !pa.user && !userOwnsParam(v, param, lang) {
			ask &^= askPersonal // someone's facts, not the user's
		}
		switch {
		case ask&askSecret != 0:
			out = append(out, schemaDemand{field: i, span: Span{0, len(f.Text)}, object: "a secret", kind: cHarvest, param: param, frame: frameNames[fSchemaOvercollect], low: true})
		case ask&askContext != 0:
			out = append(out, schemaDemand{field: i, span: Span{0, len(f.Text)}, object: "the conversation", kind: cContext, param: param, frame: frameNames[fSchemaOvercollect], low: true})
		case ask&askPersonal != 0:
			out = append(out, schemaDemand{field: i, span: Span{0, len(f.Text)}, object: "facts about the user", kind: cPersonal, param: param, frame: frameNames[fSchemaOvercollect], low: true})
		}
	}
	return out
}

// propOf is the input property a path is in and the rest of the path
// after it, whether the property's name is written plain
// (inputSchema.properties.city) or quoted (inputSchema.properties["都市"]).
func propOf(path string) (string, string) {
	const pre = PathInputSchema + ".properties"
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
func askedBefore(param string, lists ...[]schemaDemand) bool {
	for _, l := range lists {
		for _, d := range l {
			if d.param == param {
				return true
			}
		}
	}
	return false
}

// toolLang is the language of the tool's texts when it is one the
// lexicons read and not English, or "": the description's first sentence
// whose language is told, else a property's description's.
func toolLang(v *ToolView) string {
	for pass := 0; pass < 1; pass++ {
		for i := range v.fields {
			f := &v.fields[i]
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
				sl := sentenceLang(a, s)
				if sl.english < 0 && sl.lang != "" {
					return sl.lang
				}
				return ""
			}
		}
	}
	return ""
}

// nameText is an identifier's words joined by spaces, for a lexicon to
// read (historial_de_conversación, inhalteAllerDokumente).
func nameText(name string) string {
	return strings.Join(appendNameWords(nil, name), " ")
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
	if key && contextNameWhole(appendNameWords(nil, t)) {
		pa.ask |= askContext
	}
	if lang == "" {
		return pa
	}
	lx := langLex(lang)
	read := t
	if key {
		read = nameText(t)
		if isASCIIText(read) {
			lx = foldedLex(lang)
		}
	}
	if lx == nil {
		return pa
	}
	hits := lx.lexScan(read, nil)
	whole := false
	for k, h := range hits {
		if !key && h.cls.has(lset(lNegator, lProhibitive)) {
			return propAsk{} // "do not include passwords"
		}
		whole = whole || h.cls.has(lWhole)
		// In a name, the user is the owner when written after what is
		// theirs (iban_des_benutzers, cpf_do_usuario), as a possessor
		// follows its noun in these languages; before it the word is a
		// modifier of a record (cliente_nif). A language read by
		// dictionary puts the possessor first (ユーザーのマイナンバー).
		if h.cls.has(lUser) && (!key || lx.dict || k > 0) && !compoundTail(read, h.start) {
			pa.user = true
		}
	}
	for _, w := range lowerWords(read) {
		whole = whole || wsWholeSchema.has(w) || wsTotality.has(w)
	}
	for _, h := range hits {
		w := read[h.start:h.end]
		switch {
		case h.cls.has(lSecret) && key:
			if ew := strings.ToLower(w); isASCIIText(ew) && demandWords[ew]|demandWords[text.Stem(ew)] != 0 {
				continue
			}
			pa.ask |= askSecret
		case h.cls.has(lContext):
			if !(strings.ContainsAny(w, " _") || lx.dict && utf8.RuneCountInString(w) >= 4 || whole) {
				continue
			}
			pa.ask |= askContext
		case h.cls.has(lPersonal):
			pa.ask |= askPersonal
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
		if (demandWords[w]|demandWords[text.Stem(w)])&dContext == 0 || i+1 >= len(words) {
			continue
		}
		tail := words[i+1:]
		ok := true
		for _, t := range tail {
			ok = ok && (wsWholeSchema.has(t) || wsContextTail.has(t) || wsVerbatim.has(t))
		}
		if !ok || !wsWholeSchema.has(tail[len(tail)-1]) && !wsVerbatim.has(tail[len(tail)-1]) {
			continue
		}
		prev := func(k int) string {
			if i-k >= 0 {
				return words[i-k]
			}
			return ""
		}
		if contextNounWhat(text.Stem(w), w, prev) != "" {
			return true
		}
	}
	return false
}

// jobReading is the declared job: the classes it covers and its words.
type jobReading struct {
	covers uint8
	text   string // the job's texts, in lower case, diacritics off
}

// readJob reads the declared job: the tool's name, server and title,
// its lead sentence, in English and in lang. A word of the class covers
// it; a person the tool serves (the user, a customer) covers a person's
// facts; a purpose of accounts, files or the network by the name
// (sensitive-purpose) covers secrets and a person's facts; sending or
// telling covers a person's facts (an address to send to); keeping or
// data words (memory, messages, files) cover the conversation.
func readJob(v *ToolView, lang string) jobReading {
	var job jobReading
	if _, sensitive := declaredPurpose(v); sensitive {
		job.covers |= askSecret | askPersonal
	}
	texts := []string{nameText(v.Tool.Name), nameText(v.Tool.Server), v.Tool.Title}
	if lead := leadText(v); lead != "" {
		texts = append(texts, lead)
	}
	job.text = foldMarks(strings.ToLower(strings.Join(texts, " ")))
	for _, t := range texts {
		for _, w := range lowerWords(t) {
			c := demandWords[w] | demandWords[text.Stem(w)]
			if c&(dSecret|dCredTerm|dSecretQualified) != 0 {
				job.covers |= askSecret
			}
			if c&(dPersonal|dPerson|dSend) != 0 {
				job.covers |= askPersonal
			}
			if c&(dContext|dTalk|dPersist) != 0 {
				job.covers |= askContext
			}
		}
	}
	if langLex(lang) == nil {
		return job
	}
	for k, t := range texts {
		lx := langLex(lang)
		if k < 2 && isASCIIText(t) {
			lx = foldedLex(lang) // the name and the server are identifiers
		}
		for _, h := range lx.lexScan(t, nil) {
			if h.cls.has(lset(lSecret, lUser)) {
				job.covers |= askSecret // the user's own account, signed in to
			}
			if h.cls.has(lset(lPersonal, lUser, lSend, lCommunicate)) {
				job.covers |= askPersonal
			}
			if h.cls.has(lset(lContext, lPersist, lData)) {
				job.covers |= askContext
			}
		}
	}
	return job
}

// sharesWord: a word of what is asked is a word of the job (the PEC
// mailbox's password on a tool that sends from it, the phone of a phone
// check): by the stem in a language read by words, by its first two
// characters in one read by dictionary.
func (j jobReading) sharesWord(asked []string, lang string) bool {
	lx := langLex(lang)
	if lx == nil {
		return false
	}
	var jobStems map[string]bool
	for _, a := range asked {
		a = foldMarks(strings.ToLower(a))
		if lx.dict {
			if rs := []rune(a); len(rs) >= 2 && strings.Contains(j.text, string(rs[:2])) {
				return true
			}
			continue
		}
		if jobStems == nil {
			jobStems = map[string]bool{}
			for _, w := range lowerWords(j.text) {
				if len(w) >= 3 {
					jobStems[lx.stemOf(w)] = true
				}
			}
		}
		for _, w := range lowerWords(a) {
			if len(w) >= 3 && jobStems[lx.stemOf(w)] {
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
func (j jobReading) describesOwn(v *ToolView, param, lang string) bool {
	i := paramDescription(v, param)
	lx := langLex(lang)
	if i < 0 || lx == nil {
		return false
	}
	t := v.fields[i].Text
	var words []string
	for _, h := range lx.lexScan(t, nil) {
		if h.cls.has(lset(lFunction, lUser, lSecret)) {
			continue
		}
		words = append(words, t[h.start:h.end])
	}
	// Words no class of the lexicon holds are content too: names of
	// products and services.
	for _, w := range lowerWords(t) {
		if len(w) >= 4 && !lx.dict && !lx.fn[w] && !lx.words[lx.stemOf(w)].any() {
			words = append(words, w)
		}
	}
	return j.sharesWord(words, lang)
}

// ownSecretVariable: property param's own description names the
// environment variable its secret is read from by default
// (OPENAI_API_KEY): a key the tool explains, not one it asks for.
func ownSecretVariable(v *ToolView, param string) bool {
	i := paramDescription(v, param)
	if i < 0 {
		return false
	}
	for _, w := range strings.FieldsFunc(v.fields[i].Text, func(r rune) bool { return !(r == '_' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') }) {
		if strings.Contains(w, "_") && secretParamName(w) {
			return true
		}
	}
	return false
}

// userOwnsParam: property param's own description names the user (the
// user's card number, del usuario, ユーザーの).
func userOwnsParam(v *ToolView, param, lang string) bool {
	i := paramDescription(v, param)
	if i < 0 {
		return false
	}
	return propertyAsk(v.fields[i].Text, false, lang).user
}

// leadText is the description's first sentence.
func leadText(v *ToolView) string {
	for i := range v.fields {
		f := &v.fields[i]
		if f.Key || f.Role != RoleProse || v.PathOf(f) != PathDescription {
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
	for _, w := range appendNameWords(nil, param) {
		if grantQualifier(w) {
			return true
		}
	}
	return false
}

// secretElsewhere: a text of the tool other than property param's own
// name and description speaks of a secret, in English (mentionsSecret's
// reading without the property) or in lang.
func secretElsewhere(v *ToolView, param, lang string) bool {
	if nameSpeaksOfSecret(v) {
		return true
	}
	own := PathInputSchema + ".properties." + param
	lx := langLex(lang)
	for i := range v.fields {
		f := &v.fields[i]
		path := v.PathOf(f)
		if path == own || strings.HasPrefix(path, own+".") || f.Role != RoleProse && !f.Key {
			continue
		}
		if f.Key {
			if strings.HasPrefix(path, PathInputSchema+".properties.") && (secretParamName(f.Text) || accountParamName(f.Text)) {
				return true
			}
			continue
		}
		for _, w := range lowerWords(f.Text) {
			if (demandWords[w]|demandWords[text.Stem(w)])&(dSecret|dCredTerm) != 0 {
				return true
			}
		}
		if lx != nil {
			for _, h := range lx.lexScan(f.Text, nil) {
				if h.cls.has(lSecret) {
					return true
				}
			}
		}
	}
	return false
}

// foldedTables are the lexicons of the Latin-script languages with their
// entries' diacritics taken off, built when a property name first needs
// one: identifiers are written in ASCII (historial_de_la_conversacion,
// donnees_personnelles), the lexicons in the language's spelling.
var foldedTables = map[string]*lexTable{"es": new(lexTable), "pt": new(lexTable), "it": new(lexTable), "fr": new(lexTable), "de": new(lexTable)}

// germanASCII spells the German umlauts and ß in ASCII (DIN 5007-2).
var germanASCII = strings.NewReplacer("ä", "ae", "ö", "oe", "ü", "ue", "Ä", "Ae", "Ö", "Oe", "Ü", "Ue", "ß", "ss")

// foldedLex is lang's folded tables, or its own when it has none.
func foldedLex(lang string) *langLexicon {
	t := foldedTables[lang]
	if t == nil {
		return langLex(lang)
	}
	t.once.Do(func() {
		lexOnce.Do(loadLexicons)
		lexParse.Do(parseLexicons)
		recs := slices.Clone(lexRecs[lang])
		for i := range recs {
			entries := make([]string, len(recs[i].entries))
			for k, e := range recs[i].entries {
				if lang == "de" {
					// German identifiers write the umlauts as DIN 5007-2
					// does (gespraech, groesse, ss for ß).
					e = germanASCII.Replace(e)
				}
				entries[k] = foldMarks(e)
			}
			recs[i].entries = entries
		}
		t.lx = lexiconTables(recs)[lang]
	})
	return t.lx
}

// foldMarks takes a Latin text's combining marks off (Unicode canonical
// decomposition, then every nonspacing mark dropped): conversación is
// conversacion; ß and other letters without a decomposition stay.
func foldMarks(s string) string {
	if isASCIIText(s) {
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
	lang := toolLang(v)
	if lang == "" || hostOfJob(v, host) || serviceHost(v, host) {
		return false
	}
	want := lset(lSend, lReroute, lDestination)
	name := nameText(param)
	lx := langLex(lang)
	if isASCIIText(name) {
		lx = foldedLex(lang)
	}
	for _, h := range lx.lexScan(name, nil) {
		if h.cls.has(want) {
			return true
		}
	}
	i := paramDescription(v, param)
	if i < 0 {
		return false
	}
	found := false
	for _, h := range langLex(lang).lexScan(v.fields[i].Text, nil) {
		if h.cls.has(lset(lNegator, lProhibitive, lConditional)) {
			return false
		}
		found = found || h.cls.has(want)
	}
	return found
}
