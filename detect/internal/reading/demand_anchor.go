package reading

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Anchors: forms every language writes alike (a credential file's path, a
// secret's variable, an address) that already say most of a demand, read
// with only a little of the clause around them, so that a sentence whose
// grammar no reader understands is read all the same:
//
//   - frame.anchor-secret-value: a schema property whose default, const,
//     enum or example names a credential file or a secret's variable. The
//     property exists to make the model read that secret and send it as
//     the argument, whatever language its description is written in. The
//     declared job decides: a Kubernetes tool whose kubeconfig path
//     defaults to ~/.kube/config, a dotenv linter whose default is .env.
//   - frame.anchor-consent-preset: a boolean property set true in advance
//     (default or const) whose description, in one of the lexicons'
//     languages, states consent or approval already given (la
//     autorización del usuario ya fue concedida): the switch answers for
//     the user, whatever it is called. dry_run set true, or a confirm
//     flag set false, states nothing of the kind.
//   - frame.anchor-address-stated: an outside address in a clause whose
//     words say a copy of data goes there (a word of the language's
//     demand-reroute class, or a participle of sending), stated as well as
//     ordered, when the address is not the tool's own service (serviceHost)
//     and the clause is not negated, conditioned or permitted.
//
// Each is a soft demand the verdict weighs like any other (medium alone,
// high only with a concept of pressure that agrees); never blocking.

// schemaAnchors appends to ds a demand for every input property whose
// fixed or sample value names a credential file or a secret's variable
// that the tool's declared job (its name, its server, its description)
// does not name.
func SchemaAnchors(v *ToolView, ds []SentenceDemand) []SentenceDemand {
	if !v.On(FAnchorSecretValue) {
		return ds
	}
	var job []string
	for i := range v.FieldList {
		f := &v.FieldList[i]
		if f.Key || f.Text == "" || !MayNameStore(f.Text) {
			continue
		}
		path := v.PathOf(f)
		param := OwnParamOf(path)
		if param == "" || !valueOfProperty(path, param) {
			continue
		}
		a := v.Tz.Analyze(f.Text)
		at, what, name := -1, "", ""
		for k := range a.Tokens {
			t := &a.Tokens[k]
			if w, ok := SensitiveResource(a, t); ok && w != "" {
				at, what, name = k, "the "+w, secretNeedle(t.Text(a))
				break
			}
			// A variable's bare name among choices or samples (an enum of
			// names, an example) picks which variable; its value is asked
			// for where it is the value given (default, const) or the
			// text expands it ($VAR, ${VAR}, env:VAR).
			if t.Kind == TokIdent && t.Upper && strings.Contains(t.Text(a), "_") && SecretParamName(t.Text(a)) && (fixedAt(path) || expands(f.Text)) {
				at, what, name = k, "the secret in "+t.Text(a), t.Text(a)
				break
			}
		}
		if at < 0 {
			continue
		}
		if job == nil {
			job = jobWords(v)
		}
		// The property's own name and description are part of its job: a
		// kubeconfig property of a pods tool, an identity file of a clone.
		own := propertyDescription(v, param)
		if namedByJob(name, job) || namedByJob(what, job) || namedByJob(name, wordsOf(param)) || namedByJob(what, wordsOf(own)) {
			continue
		}
		var d SentenceDemand
		d.Field, d.An, d.At, d.ObjectAt, d.DataAt, d.VerbAt = i, a, at, at, -1, -1
		d.Mood, d.Obtain = true, true
		d.ObjectKind, d.Object = CHarvest, what
		d.Sink, d.SinkOwn = "`"+param+"`", param
		d.Frames.Add(FAnchorSecretValue)
		ds = append(ds, d)
	}
	return ds
}

// mayNameStore: text s may hold what schemaAnchors reads, by its bytes
// alone, before it is spelled out as a path and tokenized. A credential
// file's name holds '_' or '.', a variable's name '_', and a path or URL
// token '/', '\\' or '.'; normalization makes these ASCII characters only
// of themselves or of a character outside ASCII.
func MayNameStore(s string) bool {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '/', c == '\\', c == '.', c == '_', c >= utf8.RuneSelf:
			return true
		}
	}
	return false
}

// valueOfProperty: path is a value given to property param itself (its
// default, const, an enum member or an example), not a nested property's.
func valueOfProperty(path, param string) bool {
	rest := strings.TrimPrefix(path, PathInputSchema+".properties."+param+".")
	if rest == path {
		return false
	}
	key, _, _ := strings.Cut(rest, "[")
	key, _, _ = strings.Cut(key, ".")
	switch key {
	case "default", "const", "enum", "examples", "example":
		return true
	}
	return false
}

// secretNeedle is the part of a credential path that names its store: the
// first component of its path that begins with a dot (.ssh, .aws, .kube,
// .env, .netrc), or its last component.
func secretNeedle(p string) string {
	parts := strings.FieldsFunc(p, func(r rune) bool { return r == '/' || r == '\\' })
	for _, c := range parts {
		if len(c) > 1 && c[0] == '.' {
			return c
		}
	}
	if len(parts) > 0 {
		return parts[len(parts)-1]
	}
	return p
}

// fixedAt: path is a property's default or const, the value the
// model is given, not one of its choices or samples.
func fixedAt(path string) bool {
	return strings.HasSuffix(path, ".default") || strings.HasSuffix(path, ".const")
}

// expands: the text asks for a variable's value ($VAR, ${VAR}, env:VAR).
func expands(t string) bool {
	return strings.Contains(t, "$") || strings.Contains(Lower(t), "env:")
}

// wordsOf are the words of s in lower case, split at anything but letters
// and digits.
func wordsOf(s string) []string {
	return strings.FieldsFunc(Lower(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

// propertyDescription is the description of input property param.
func propertyDescription(v *ToolView, param string) string {
	want := PathInputSchema + ".properties." + param + ".description"
	for i := range v.FieldList {
		if f := &v.FieldList[i]; !f.Key && v.PathOf(f) == want {
			return f.Text
		}
	}
	return ""
}

// jobWords are the words of the tool's declared job: its name, its
// server's and its description's, in lower case.
func jobWords(v *ToolView) []string {
	out := []string{}
	for _, s := range []string{v.Tool.Name, v.Tool.Server, v.Tool.Description} {
		out = append(out, wordsOf(s)...)
	}
	return out
}

// namedByJob: a word of s of three letters or more (its letters, split at
// anything else) is, or is part of, a word of the job (ssh in ssh_exec,
// kube in kubeconfig, env in dotenv), and is not a word of grammar.
func namedByJob(s string, job []string) bool {
	for _, w := range strings.FieldsFunc(Lower(s), func(r rune) bool { return !unicode.IsLetter(r) }) {
		if len(w) < 3 || Grammar(w, ^Gclass(0)) {
			continue
		}
		for _, j := range job {
			if strings.Contains(j, w) {
				return true
			}
		}
	}
	return false
}

// addressStated: an outside address in a sentence whose words say data is
// copied or forwarded there (a word of demand-reroute, in any form, or a
// participle of sending), stated or ordered, that no other stage read:
// data sent out (frame.anchor-address-stated). Not when the sentence is
// negated, conditioned, permitted or forbidden, nor when the address is
// the tool's own service.
func (r *LangReader) addressStated() {
	d, facts := &r.D, &r.Facts
	if r.Ok || !r.V.On(fAnchorAddressStated) || r.addrAt < 0 {
		return
	}
	// A tool whose job is moving data (its name or first sentence)
	// sends to addresses; the readings of its orders judge it.
	if NameHas(r.V, DTransfer) || LeadClasses(r.V)&DTransfer != 0 {
		return
	}
	if !facts.Has(LReroute) && !facts.told.Has(LSend) {
		return
	}
	if facts.Has(Lset(LNegator, LProhibitive, LConditional, LPermission)) {
		return
	}
	// A credential stated sent, not copied or forwarded, with nothing of
	// the user's, the conversation or other data beside it, is how a
	// service is called: its key goes to its API.
	if !facts.Has(LReroute) && facts.Has(LSecret) && !facts.Has(Lset(LUser, LContext, LPersonal, LData)) {
		return
	}
	t := &r.A.Tokens[r.addrAt]
	addr := r.raw[t.Start:t.End]
	if serviceHost(r.V, addressHost(addr)) || r.sourceOf(int(t.Start)-facts.Base, int(t.End)-facts.Base) {
		return
	}
	d.Transfer, d.Mood = true, true
	d.Sink, d.SinkExt, d.SinkOwn = "the address "+addr, true, ""
	d.Data, d.DataAt, d.At = "data", r.addrAt, r.addrAt
	d.Frames.Add(fAnchorAddressStated)
	r.Ok = true
}

// sourceOf: the address at text[start:end] of the sentence is where
// something comes from: a word of grammar-source just before it (desde,
// von, из, 从), or, in Japanese and Korean, the particle just after it
// (から, 에서).
func (r *LangReader) sourceOf(start, end int) bool {
	t := r.Facts.Text
	for _, h := range r.Facts.Hits {
		if !h.Cls.Has(lSource) {
			continue
		}
		if h.End <= start && strings.TrimSpace(t[h.End:start]) == "" {
			return true
		}
		if h.Start >= end && strings.TrimSpace(t[end:h.Start]) == "" && (r.Facts.Lang == "ja" || r.Facts.Lang == "ko") {
			return true
		}
	}
	return false
}

// consentAnchors appends to ds a lone concept of approval for every
// boolean input property fixed true (default, const) whose description,
// read in its own language by the lexicons, names consent or approval
// (demand-consent, demand-approve) and says it is already given
// (grammar-already), not negated, conditioned or permitted
// (frame.anchor-consent-preset). English descriptions are the English
// reading's (frame.approve-consent-set).
func ConsentAnchors(v *ToolView, ds []SentenceDemand) []SentenceDemand {
	if !v.On(fAnchorConsentPreset) {
		return ds
	}
	for i := range v.FieldList {
		f := &v.FieldList[i]
		path := v.PathOf(f)
		param := OwnParamOf(path)
		if param == "" || f.Key || path != PathInputSchema+".properties."+param+".description" {
			continue
		}
		p, ok := Lookup(SchemaProperties(v.Tool.InputSchema), param)
		if !ok {
			continue
		}
		if val, how := FixedValue(p); val != "true" || how != "default" && how != "const" {
			continue
		}
		a := v.PhraseAnalysis(i)
		if a == nil {
			continue
		}
		for _, s := range a.Sents {
			sl := SentenceLang(a, s)
			if sl.English > 0 || sl.Lang == "" {
				continue
			}
			facts := ReadLang(f.Text, a, s, sl.Lang)
			if !facts.Has(Lset(LConsent, LApprove)) || !facts.Has(LAlready) || facts.Has(Lset(LNegator, LProhibitive, LConditional, LPermission, LWithout)) {
				continue
			}
			at := s.From
			if h := facts.Hit(Lset(LConsent, LApprove)); h != nil {
				at = langTokenAt(a, s, facts.Base+h.Start)
			}
			var d SentenceDemand
			d.Field, d.An, d.At, d.ObjectAt, d.DataAt, d.VerbAt, d.AloneAt = i, a, at, -1, -1, -1, at
			d.Lang = sl.Lang
			d.Concepts, d.Alone = []string{CApprove}, []string{CApprove}
			d.Frames.Add(fAnchorConsentPreset)
			ds = append(ds, d)
			break
		}
	}
	return ds
}

// serviceHost: a label of host holds the proper name of the service the
// tool's first sentence (its declared job) names (OpenWeather in
// api.openweathermap.org): a word of four letters or more written with a
// capital inside the sentence, not its first word, and no word of the
// lexicon of the sentence's language (German writes every noun with a
// capital: Daten, Dokument). A common noun of the tool's job in a host
// (planilhas-sync, datenschutz-zentrale) is anyone's to register; the
// service a tool declares it calls is named.
func serviceHost(v *ToolView, host string) bool {
	host = Lower(host)
	for i := range v.FieldList {
		f := &v.FieldList[i]
		if v.PathOf(f) != PathDescription {
			continue
		}
		a := v.PhraseAnalysis(i)
		if a == nil || len(a.Sents) == 0 {
			return false
		}
		s := a.Sents[0]
		var lx *LangLexicon
		if sl := SentenceLang(a, s); sl.English <= 0 && sl.Lang != "" {
			lx = LangLex(sl.Lang)
		}
		for k := s.From + 1; k < s.To; k++ {
			t := &a.Tokens[k]
			w := f.Text[t.Start:t.End]
			if t.Kind != TokWord && t.Kind != TokIdent || len(w) < 4 || !unicode.IsUpper([]rune(w)[0]) {
				continue
			}
			if lx != nil && len(lx.LexScan(Lower(w), nil)) > 0 {
				continue
			}
			if strings.Contains(host, Lower(w)) {
				return true
			}
		}
		return false
	}
	return false
}
