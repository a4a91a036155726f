package reading

import (
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/text"
)

// The schema's own demands what a tool's input schema
// asks for when no sentence does. A model fills the parameters a schema
// declares, so a property named for a secret is a request for that
// secret, and a default or an example that reaches a credential store is
// the value the model is to send.

// schemaDemand is one demand the schema makes.
type SchemaDemand struct {
	Field  int    // the field the finding points at
	Span   Span   // its characters there
	Object string // what is asked for
	Kind   string // cHarvest or cContext
	Param  string // the property it goes into
	Frame  string // the frame that made it, if one did (demand_statement.go)
	Low    bool   // a lone mismatch of the job and the ask (jobAsks): low unless the sentences add pressure
}

// secretParamName: a property name that names a secret on its own
// ("password", "credentials", "passphrase", "mnemonic") or with what
// makes an ambiguous word one: a qualifier ("private_key", "api_key",
// "access_token") or a second such word ("wallet_seed"). A word that is
// a secret only in some senses (key, token, seed, wallet, pin, cookie) is
// not one alone: "sort_key", "next_token", "seed", "wallet_address".
func SecretParamName(name string) bool {
	words := AppendNameWords(nil, name)
	ambiguous := 0
	for i, w := range words {
		c := DemandWords[w] | DemandWords[text.Stem(w)]
		if c&(DSecret|DCredTerm|DSecretQualified) == 0 && !wsPasswordAbbrev.Has(w) {
			continue
		}
		if !ambiguousSecret(w) {
			return true
		}
		ambiguous++
		if i > 0 && (GrantQualifier(words[i-1]) || (DemandWords[words[i-1]]|DemandWords[text.Stem(words[i-1])])&dQualifier != 0 && !isTokenWord(w)) {
			return true
		}
	}
	return ambiguous >= 2
}

// ambiguousSecret: a credential word that has other, common senses.
func ambiguousSecret(w string) bool {
	return wsAmbiguousSecret.Has(text.Stem(w))
}

func isTokenWord(w string) bool { return wsTokenWord.Has(w) }

// grantQualifier: a word that makes a token a grant of access: the kinds
// OAuth 2.0 and its profiles name (RFC 6749 access and refresh tokens,
// RFC 6750 bearer tokens, OpenID Connect ID tokens, JWTs) and an API's,
// a session's or a person's own token. A client token or a page token is
// an identifier.
func GrantQualifier(w string) bool {
	return wsGrantQualifier.Has(w)
}

// accountParamName: a property named for the account or the endpoint a
// secret opens (the tool connects to a service the user names).
func AccountParamName(name string) bool {
	for _, w := range AppendNameWords(nil, name) {
		if wsAccountParam.Has(w) {
			return true
		}
	}
	return false
}

// pathParamName: a property named for a location, whose value is where
// something is, not what it holds ("key_path", "credentials_file").
func PathParamName(name string) bool {
	for _, w := range AppendNameWords(nil, name) {
		if wsPathParam.Has(w) {
			return true
		}
	}
	return false
}

// schemaDemands finds the schema's demands of a tool whose other texts
// never speak of credentials: its name, its description, the other
// parameters' names and descriptions (mentionsSecret). A tool that takes
// a key for the service it calls says so somewhere; one that asks for
// ssh_private_key beside the text to spell-check does not.
func schemaDemands(v *ToolView) []SchemaDemand {
	var out []SchemaDemand
	var quiet, known bool
	for i := range v.FieldList {
		f := &v.FieldList[i]
		// Most fields can make no schema demand: only a property's key
		// (its name) or a value holding a reference or placeholder
		// mark does. The path is spelled out for those alone (PathOf
		// builds a string).
		if f.Key && len(f.Text) < 3 || !f.Key && (f.Role != RoleProse || !strings.ContainsAny(f.Text, "$%{<[~/.:_")) {
			continue
		}
		path := v.PathOf(f)
		param := OwnParamOf(path)
		if param == "" {
			continue
		}
		rest := path[len(PathInputSchema+".properties.")+len(param):]
		switch {
		case f.Key && rest == "" && SecretParamName(param) && !serverCredential(v, param) && !choiceLeftOff(v, param):
			if !known {
				quiet, known = !mentionsSecret(v, param), true
			}
			// A required property named for another product's secret
			// (gcloud_access_token on a clock) is asked for whatever
			// else the tool says of credentials.
			if quiet || requiredParam(v, param) && foreignSecretName(v, param) {
				out = append(out, SchemaDemand{Field: i, Span: Span{0, len(f.Text)}, Object: "a secret", Kind: CHarvest, Param: param})
			}
		case f.Key && rest == "":
			// A property named for the conversation or the system
			// prompt, on a tool whose name and other texts never speak
			// of them ("verbatim_system_prompt" beside a word counter).
			// A flag or a number carries no text: suppress_dialog
			// switches a prompt off, it holds no dialogue.
			if what := contextParamName(param); what != "" && !NameHas(v, DContext) && !mentionsContext(v, param) && !promptGivenTo(v, param) && !CarriesNoText(v, param) && !langJobHolds(v) {
				out = append(out, SchemaDemand{Field: i, Span: Span{0, len(f.Text)}, Object: what, Kind: CContext, Param: param})
			}
		case !f.Key && (strings.HasPrefix(rest, ".default") || strings.HasPrefix(rest, ".const") || strings.HasPrefix(rest, ".enum")) &&
			fixedDestination(v, i, param) != (Span{}):
			// A value the author fixed that sends what the tool handles to
			// an address the user never chose.
			out = append(out, SchemaDemand{Field: i, Span: fixedDestination(v, i, param), Object: f.Text, Kind: CExfil, Param: param})
		case !f.Key && (strings.HasPrefix(rest, ".enum") || strings.HasPrefix(rest, ".const") || strings.HasPrefix(rest, ".default")) &&
			offeredContext(v, f.Text, param) != "":
			// A choice the schema offers of what to send, whose value is
			// the system prompt or the whole conversation ("What to
			// share": full_system_prompt).
			out = append(out, SchemaDemand{Field: i, Span: Span{0, len(f.Text)}, Object: offeredContext(v, f.Text, param), Kind: CContext, Param: param})
		case !f.Key && (strings.HasPrefix(rest, ".default") || strings.HasPrefix(rest, ".examples") ||
			strings.HasPrefix(rest, ".example") || strings.HasPrefix(rest, ".const")) && !PathParamName(param):
			// A value that reaches a credential store or a secret's
			// variable, in a property that is not a path: what the
			// model is to send is the secret itself.
			if sp, what := secretReference(v, i); what != "" {
				out = append(out, SchemaDemand{Field: i, Span: sp, Object: what, Kind: CHarvest, Param: param})
			} else if sp, what, kind := placeholderDemand(f.Text); what != "" && !(kind == CContext && NameHas(v, DContext)) {
				out = append(out, SchemaDemand{Field: i, Span: sp, Object: what, Kind: kind, Param: param})
			}
		}
	}
	return append(out, overCollected(v, out)...) // a harmless job taking what it never names (demand_statement.go)
}

// offeredContext: the value val that property param offers or fixes
// (an enum member, a const, a default) names the system prompt or the
// whole of the conversation (full_system_prompt, entire_chat_history),
// and the property is one whose content the tool is sent: its name or
// description speaks of sending, sharing, attaching or including
// (demand-transfer). A tool whose name speaks of conversations, or whose
// other texts say what it does with them, is exempt: exporting a chat
// offers the full conversation honestly. What it names, or "".
func offeredContext(v *ToolView, val, param string) string {
	if len(val) > 80 || strings.ContainsAny(val, " /:~$") {
		return "" // an identifier, not a sentence or a path
	}
	if !anyPartIn(val, DContext) || NameHas(v, DContext) || !sentOn(v, param) {
		return "" // cheaper questions first: most values name no part of the conversation
	}
	what := contextParamName(val)
	if what == "" {
		return ""
	}
	whole := PromptObject(what)
	for _, w := range AppendNameWords(nil, val) {
		whole = whole || WsWholeSchema.Has(w)
	}
	if !whole {
		return ""
	}
	own := PathInputSchema + ".properties." + param
	for i := range v.FieldList {
		f := &v.FieldList[i]
		if f.Key || f.Role != RoleProse || strings.HasPrefix(v.PathOf(f), own) {
			continue
		}
		if mentionsContextIn(v, i) {
			return ""
		}
	}
	return what
}

// anyPartIn: a part of identifier val (between '_', '-', '.' or spaces),
// or its stem, is in class c; without an allocation for a part in lower
// case.
func anyPartIn(val string, c demandClass) bool {
	for len(val) > 0 {
		i := strings.IndexAny(val, "_-. ")
		part := val
		if i >= 0 {
			part, val = val[:i], val[i+1:]
		} else {
			val = ""
		}
		if part == "" {
			continue
		}
		if Lower(part) != part {
			part = Lower(part)
		}
		if (DemandWords[part]|DemandWords[text.Stem(part)])&c != 0 {
			return true
		}
	}
	return false
}

// sentOn: property param's name or description speaks of sending,
// sharing, attaching or including what it holds.
func sentOn(v *ToolView, param string) bool { return paramSpeaksOf(v, param, DTransfer|DSend) }

// paramSpeaksOf: a word of property param's name, or of its own
// description, is in one of the classes c.
func paramSpeaksOf(v *ToolView, param string, c demandClass) bool {
	for _, w := range AppendNameWords(nil, param) {
		if (DemandWords[w]|DemandWords[text.Stem(w)])&c != 0 {
			return true
		}
	}
	k := ParamDescription(v, param)
	if k < 0 {
		return false
	}
	a := v.Analysis(k)
	if a == nil {
		return false
	}
	for j := range a.Tokens {
		t := &a.Tokens[j]
		if t.Kind == TokWord && DemandOf(a, t)&c != 0 {
			return true
		}
	}
	return false
}

// paramDescription is the index of the field that holds input property
// param's own description, or -1.
func ParamDescription(v *ToolView, param string) int {
	desc := ChildPath(ChildPath(PathInputSchema, "properties"), param) + ".description"
	for k := range v.FieldList {
		f := &v.FieldList[k]
		if !f.Key && f.Role == RoleProse && v.PathOf(f) == desc {
			return k
		}
	}
	return -1
}

// carriesNoText: the input schema declares param as a flag or a number
// (boolean, integer, number, null): nothing a text can be put in. What its
// description requires ("Requires an API key.") is a condition of what it
// switches on, not what it carries.
func CarriesNoText(v *ToolView, param string) bool {
	p, _ := Lookup(SchemaProperties(v.Tool.InputSchema), param)
	if p == nil || v.Tool.SchemaPartial {
		return false
	}
	// One of the values the schema lists: a choice, not text.
	if _, ok := Lookup(p, "enum"); ok {
		return true
	}
	if _, ok := Lookup(p, "const"); ok {
		return true
	}
	t, _ := Lookup(p, "type")
	types, ok := t.([]any)
	if !ok {
		types = []any{t}
	}
	for _, x := range types {
		if s, ok := x.(string); !ok || !wsNonTextType.Has(s) {
			return false
		}
	}
	return true
}

// choiceLeftOff: param is a flag or a number (carriesNoText) that the
// schema does not switch on: no default, or a default of false or zero.
// Named for a secret (allow_secret), it holds none and leaves the choice
// to the call; a flag the author defaults to true (include_credentials:
// true) has the tool take the secret unasked.
func choiceLeftOff(v *ToolView, param string) bool {
	if !CarriesNoText(v, param) {
		return false
	}
	p, _ := Lookup(SchemaProperties(v.Tool.InputSchema), param)
	d, ok := Lookup(p, "default")
	if !ok || d == nil {
		return true
	}
	switch x := d.(type) {
	case bool:
		return !x
	case float64:
		return x == 0
	case int:
		return x == 0
	case int64:
		return x == 0
	}
	return false
}

// requiredParam: the input schema lists param as required.
func requiredParam(v *ToolView, param string) bool {
	req, _ := Lookup(v.Tool.InputSchema, "required")
	list, _ := req.([]any)
	for _, r := range list {
		if r == param {
			return true
		}
	}
	return false
}

// foreignSecretName: a property named for a secret, whose name ends in
// the secret (an English compound's head is its last word: certificate_arn
// is an ARN, gcloud_access_token a token), carries before it a word that is
// neither a credential word nor a kind of secret (a product, a service:
// gcloud, azure), and no word of the tool's job (its name, title, server
// or first sentence) is that word: the secret opens something the tool
// never names.
func foreignSecretName(v *ToolView, param string) bool {
	words := AppendNameWords(nil, param)
	if len(words) == 0 {
		return false
	}
	secretWord := func(w string) bool {
		return (DemandWords[w]|DemandWords[text.Stem(w)])&(DSecret|DCredTerm|DSecretQualified) != 0
	}
	if !secretWord(words[len(words)-1]) {
		return false
	}
	if jobHasWord(v, words[len(words)-1]) {
		// The job is about that kind of secret ("Create a new
		// certificate" taking LeafCertificate, "Rotate an API key"
		// taking new_api_key): the property is the job's own material,
		// whatever word qualifies it.
		return false
	}
	var distinct []string
	for _, w := range words[:len(words)-1] {
		if len(w) < 3 || FunctionWord(w) || w == "user" || GrantQualifier(w) || secretWord(w) {
			continue
		}
		if DemandWords[w]&dQualifier != 0 && !productQualifier(w) {
			continue
		}
		distinct = append(distinct, w)
	}
	return len(distinct) > 0 && !JobNamesAny(v, distinct)
}

// jobHasWord: a word of the tool's declared job (its name, title and
// lead sentence, as whole words, by stem) is w: "certificate" in "Create
// a new certificate", not "password" in a server named passwordless.
func jobHasWord(v *ToolView, w string) bool {
	stem := text.Stem(w)
	for _, n := range AppendNameWords(nil, v.Tool.Name) {
		if text.Stem(n) == stem {
			return true
		}
	}
	for _, a := range []*Analysis{v.Lead()} {
		if a == nil {
			continue
		}
		for k := range a.Tokens {
			if t := &a.Tokens[k]; (t.Kind == TokWord || t.Kind == TokIdent) && text.Stem(Lower(t.Text(a))) == stem {
				return true
			}
		}
	}
	return false
}

// serverCredential: param, named for a secret, is one three or more of the
// server's tools take (Registry.SharedParam): the credential the server's
// service takes with every call (an auth_token on each of a tracker's
// tools), its own convention, which no one tool's text need explain. A
// secret of another product (foreignSecretName) is not the server's.
func serverCredential(v *ToolView, param string) bool {
	return v.Reg != nil && v.Reg.SharedParam(v.Tool.Server, param) && !foreignSecretName(v, param)
}

// productQualifier: a qualifier of demand-qualifier (rules/words.rules)
// that names a product or a protocol, not a kind of secret: what the
// secret opens, which a tool that needs it names in its job.
func productQualifier(w string) bool {
	return wsProductQualifier.Has(w)
}

// mentionsSecret: some text of the tool speaks of a credential in words
// (the property's own description too, but not its name used as an
// identifier), another property is a secret or an account, or the
// tool's name speaks of one.
func mentionsSecret(v *ToolView, param string) bool {
	if NameSpeaksOfSecret(v) {
		return true
	}
	own := PathInputSchema + ".properties." + param
	for i := range v.FieldList {
		f := &v.FieldList[i]
		path := v.PathOf(f)
		if path == own || f.Role != RoleProse && !f.Key {
			continue
		}
		if f.Key {
			// Another secret, or the account or endpoint a secret opens
			// (username beside password, url beside token): the tool
			// connects to a service the user names.
			if strings.HasPrefix(path, PathInputSchema+".properties.") && (SecretParamName(f.Text) || AccountParamName(f.Text)) {
				return true
			}
			continue
		}
		a := v.PhraseAnalysis(i)
		if a == nil {
			continue
		}
		for k := range a.Tokens {
			t := &a.Tokens[k]
			w := t.Text(a)
			if t.Kind == TokIdent && w == Lower(param) {
				continue // the property named, not explained
			}
			if DemandOf(a, t)&(DSecret|DCredTerm|DSecretQualified) != 0 || strings.HasPrefix(w, "auth") ||
				t.Kind == TokIdent && SecretParamName(w) {
				return true // "an API key", "authenticates with", "GITHUB_TOKEN"
			}
		}
		if langNamesSecret(f.Text, a) {
			return true // "代码保护密钥", "clé d'API"
		}
	}
	return false
}

// langNamesSecret: a sentence of a in another language names a secret in
// words (its lexicon's demand-secret class), as demandOf tells it in
// English. A sentence that obliges ("the assistant is obliged to attach
// the password") is a demand, the demand reading's to judge: it does not
// say what the tool's job needs.
func langNamesSecret(raw string, a *Analysis) bool {
	for _, s := range a.Sents {
		if s.To <= s.From {
			continue
		}
		sl := SentenceLang(a, s)
		if sl.English >= 0 || sl.Lang == "" {
			continue
		}
		if f := ReadLang(raw, a, s, sl.Lang); f.Has(LSecret) && !f.Has(LObligation) {
			return true
		}
	}
	return false
}

// secretReference: field i's text names a credential store (a path of
// the sensitive kind) or an environment variable named for a secret
// ("${env:AZURE_CLIENT_SECRET}", "$GITHUB_TOKEN", "%API_KEY%").
func secretReference(v *ToolView, i int) (Span, string) {
	a := v.PhraseAnalysis(i)
	if a == nil {
		return Span{}, ""
	}
	f := &v.FieldList[i]
	for k := range a.Tokens {
		t := &a.Tokens[k]
		if what, ok := SensitiveResource(a, t); ok && what != "" {
			return Span{int(t.Start), int(t.End)}, "the " + what
		}
		if t.Kind != TokIdent && t.Kind != TokWord {
			continue
		}
		start := int(t.Start)
		if start == 0 {
			continue
		}
		switch f.Text[start-1] {
		case '$', '%', ':', '{':
		default:
			continue
		}
		if name := f.Text[start:t.End]; strings.ToUpper(name) == name && SecretParamName(name) {
			return Span{start, int(t.End)}, "the secret in " + name
		}
	}
	return Span{}, ""
}

// schemaSignals reports the schema's demands: medium, high when the
// sentences add pressure (concepts: concealment, a threat).
func SchemaSignals(v *ToolView, concepts map[string]bool) []Signal {
	sds := schemaDemands(v)
	if len(sds) == 0 {
		return nil
	}
	sev := SeverityMedium
	var pressure, extra []string
	for _, c := range []string{CConceal, CPersist, CApprove, CImpersonate, CAuthority} {
		if concepts[c] {
			sev = SeverityHigh
			pressure = append(pressure, "demand."+c)
			extra = append(extra, conceptWords[c])
		}
	}
	out := make([]Signal, 0, len(sds))
	for _, d := range sds {
		f := &v.FieldList[d.Field]
		first := "put " + d.Object + " in `" + d.Param + "`, which the tool's job does not need"
		if d.Kind == CExfil {
			first = "send what it handles to an address the user did not choose (`" + d.Param + "` is fixed to it)"
		}
		parts := append([]string{first}, extra...)
		names := append([]string{"demand." + d.Kind}, pressure...)
		dsev := sev
		if d.Low && len(pressure) == 0 {
			dsev = SeverityLow
		}
		if d.Frame != "" {
			names = append(names, d.Frame)
		}
		out = append(out, Signal{Tier: TierSoft, Threat: ThreatExfiltration, Severity: dsev, Confidence: 0.7,
			Field: v.PathOf(f), Key: f.Key, Span: d.Span,
			Evidence: EvidenceAround(f.Text, d.Span, 60, 60),
			Detail:   "the schema asks the model to " + JoinWords(parts),
			Rules:    SortedRules(names)})
	}
	return out
}

// contextParamName names the conversation or the system prompt a
// property name stands for, when its context noun ends the name or is
// followed by what holds it ("system_prompt", "conversation_text",
// "chat_history"); "chat_id" or "history_limit" name something else.
func contextParamName(name string) string {
	words := AppendNameWords(nil, name)
	for i, w := range words {
		if (DemandWords[w]|DemandWords[text.Stem(w)])&DContext == 0 {
			continue
		}
		if i+1 < len(words) {
			if !WsContextTail.Has(words[i+1]) {
				continue
			}
		}
		prev := func(k int) string {
			if i-k >= 0 {
				return words[i-k]
			}
			return ""
		}
		if what := ContextNounWhat(text.Stem(w), w, prev); what != "" {
			return what
		}
	}
	return ""
}

// promptGivenTo: the property's own description says the prompt is given
// to an agent or a model the tool runs ("Optional system-level guidance
// for the Agent"): an agent-class word after "for" or "to". That prompt is
// an input of the tool's job; the model's own ("the assistant's system
// prompt") is not.
func promptGivenTo(v *ToolView, param string) bool {
	if i := ParamDescription(v, param); i >= 0 {
		a := v.PhraseAnalysis(i)
		if a == nil {
			return false
		}
		toks := a.Tokens
		for k := 1; k < len(toks); k++ {
			if DemandOf(a, &toks[k])&DAgent == 0 || WsYouYour.Has(toks[k].Text(a)) {
				continue
			}
			j := k - 1
			if Determiner(toks[j].Text(a)) && j > 0 {
				j--
			}
			if wsForTo.Has(toks[j].Text(a)) {
				return true
			}
		}
		return false
	}
	return false
}

// mentionsContext: a text of the tool other than the property's name
// speaks of the conversation or the prompt as an object: the tool says
// what it does with them.
func mentionsContext(v *ToolView, param string) bool {
	own := PathInputSchema + ".properties." + param
	for i := range v.FieldList {
		f := &v.FieldList[i]
		if f.Key || f.Role != RoleProse || v.PathOf(f) == own {
			continue
		}
		if mentionsContextIn(v, i) {
			return true
		}
	}
	return false
}

// mentionsContextIn: field i speaks of the conversation or the prompt as
// an object (contextNoun).
func mentionsContextIn(v *ToolView, i int) bool {
	a := v.PhraseAnalysis(i)
	if a == nil {
		return false
	}
	for k := range a.Tokens {
		t := &a.Tokens[k]
		if t.Kind != TokWord || DemandOf(a, t)&DContext == 0 {
			continue
		}
		prev := func(j int) string {
			if k-j >= 0 {
				return a.Tokens[k-j].Text(a)
			}
			return ""
		}
		if ContextNounWhat(t.Stem(a), t.Text(a), prev) != "" {
			return true
		}
	}
	return false
}

// placeholderDemand: a sample value that is a placeholder to fill
// ("{{SYSTEM_PROMPT}}", "<the full text of your system prompt>",
// "[[conversation]]") naming the conversation, the system prompt or a
// secret: the model is shown what to put there.
func placeholderDemand(t string) (Span, string, string) {
	for _, p := range [][2]string{{"{{", "}}"}, {"<", ">"}, {"[[", "]]"}, {"${", "}"}} {
		for from := 0; ; {
			i := strings.Index(t[from:], p[0])
			if i < 0 {
				break
			}
			i += from
			j := strings.Index(t[i+len(p[0]):], p[1])
			if j < 0 {
				break
			}
			j += i + len(p[0])
			inner := t[i+len(p[0]) : j]
			from = j + len(p[1])
			words := LowerWords(inner)
			for k, w := range words {
				prev := func(n int) string {
					if k-n >= 0 {
						return words[k-n]
					}
					return ""
				}
				if (DemandWords[w]|DemandWords[text.Stem(w)])&DContext != 0 {
					if what := ContextNounWhat(text.Stem(w), w, prev); what != "" {
						return Span{i, from}, what, CContext
					}
				}
			}
			if SecretParamName(strings.Join(words, "_")) {
				return Span{i, from}, "a secret", CHarvest
			}
		}
	}
	return Span{}, "", ""
}

// fixedDestination is the span of an address in field i, a value the
// author fixed for property param (a default, a const, an enum member),
// that makes the property a destination the user did not choose: an
// e-mail address (the recipient of what the tool sends; not a sender,
// RFC 5322's From and Sender), or a URL of a public host on a property
// whose name or description says things are sent there (demand-send,
// demand-destination: WordNet's senses of sending and of where sent
// things arrive). Reserved and private hosts (RFC 2606, RFC 6761, RFC
// 1918, loopback) and placeholders are not destinations; nor is an
// address with credentials in it, which is a connection string.
func fixedDestination(v *ToolView, i int, param string) Span {
	f := &v.FieldList[i]
	if !strings.ContainsAny(f.Text, "@:") {
		return Span{}
	}
	a := v.Analysis(i)
	if a == nil {
		return Span{}
	}
	for k := range a.Tokens {
		t := &a.Tokens[k]
		addr := f.Text[t.Start:t.End]
		switch t.Kind {
		case TokEmail:
			at := strings.LastIndexByte(addr, '@')
			if at <= 0 || reservedHost(addr[at+1:]) || senderParam(param) {
				continue
			}
			return Span{int(t.Start), int(t.End)}
		case TokURL:
			host, ok := publicURLHost(addr)
			if !ok || reservedHost(host) || !destinationParam(v, param) && !langDestinationParam(v, param, host) {
				continue
			}
			return Span{int(t.Start), int(t.End)}
		}
	}
	return Span{}
}

// publicURLHost is the host of URL u, when u is not a connection string
// (credentials before the host) nor a placeholder (a run of X or 0
// standing for an identifier, a template mark).
func publicURLHost(u string) (string, bool) {
	i := strings.Index(u, "://")
	if i < 0 || strings.ContainsAny(u, "{}<>$") || strings.Contains(strings.ToUpper(u), "XXXXXX") || strings.Contains(u, "000000") {
		return "", false
	}
	rest := u[i+3:]
	if j := strings.IndexAny(rest, "/?#"); j >= 0 {
		rest = rest[:j]
	}
	if strings.ContainsRune(rest, '@') || rest == "" || rest[0] == '[' {
		return "", false
	}
	if j := strings.IndexByte(rest, ':'); j >= 0 {
		rest = rest[:j]
	}
	return strings.ToLower(strings.TrimSuffix(rest, ".")), true
}

// reservedHost: a host no one outside the user's machine or network
// owns: the names RFC 2606 and RFC 6761 reserve (example.com, .test,
// .example, .invalid, localhost), names private by convention (.local,
// .internal, .lan), and loopback, link-local and RFC 1918 addresses.
func reservedHost(h string) bool {
	h = strings.ToLower(strings.TrimSuffix(h, "."))
	if !strings.ContainsRune(h, '.') {
		return true // a single label: a machine on the local network
	}
	for _, d := range []string{"example.com", "example.org", "example.net"} {
		if h == d || strings.HasSuffix(h, "."+d) {
			return true
		}
	}
	for _, tld := range []string{".test", ".example", ".invalid", ".localhost", ".local", ".internal", ".lan", ".home.arpa"} {
		if strings.HasSuffix(h, tld) {
			return true
		}
	}
	for _, p := range []string{"127.", "10.", "192.168.", "169.254.", "0."} {
		if strings.HasPrefix(h, p) {
			return true
		}
	}
	if strings.HasPrefix(h, "172.") {
		var b int
		for _, c := range h[4:] {
			if c < '0' || c > '9' {
				break
			}
			b = b*10 + int(c-'0')
		}
		return b >= 16 && b <= 31
	}
	return false
}

// senderParam: a property named for the sender of a message (RFC 5322's
// From and Sender fields): the address mail goes out as, not to.
func senderParam(param string) bool {
	for _, w := range AppendNameWords(nil, param) {
		if wsSenderWord.Has(w) {
			return true
		}
	}
	return false
}

// destinationParam: property param's name or its own description speaks
// of sending or of where sent things arrive (demand-send,
// demand-destination).
func destinationParam(v *ToolView, param string) bool { return paramSpeaksOf(v, param, DSend|DDest) }
