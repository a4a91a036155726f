package reading

import (
	"strings"
)

// sourceAddr is the token of the outside address langReader r
// reads as a sink, or -1 when that address is where the object is got.
func sourceAddr(r *LangReader) int {
	at := r.addrAt
	if at < 0 || !r.obtain || r.Ref != "" || r.formAt >= 0 && r.formAt < at {
		return at
	}
	// Only a secret got, with no word of copying or forwarding, no
	// marker of whom it is given to, no outside place, nothing run or
	// kept out of sight: the lexicons miss some verbs of sending
	// ("se remite a", "выгрузить ... по адресу"), which these keep.
	if !r.Facts.Has(LSecret) || r.Facts.Has(Lset(LReroute, LAddressee, LDestination, LExecute, LProgram, LPersist, LCovert)) {
		return at
	}
	if r.send && !sentAfter(r, at) {
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
		for i := range r.Facts.Hits {
			if h := &r.Facts.Hits[i]; h.Cls.Has(LObtain) && r.Tok(h) <= at && !clauseMarkBetween(r, r.Tok(h), at) {
				return at
			}
		}
	}
	for i := at + 1; i < r.S.To; i++ {
		if t := &r.A.Tokens[i]; (t.Kind == TokURL || t.Kind == TokEmail) && OutsideAddress(r.raw[t.Start:t.End]) {
			return at
		}
	}
	t := &r.A.Tokens[at]
	u := r.raw[t.Start:t.End]
	if strings.HasSuffix(u, "=") {
		return at // a query left open for the object
	}
	if what, _ := markupPlaceholder(u); what != "" {
		return at
	}
	if what, _ := langPlaceholder(u, r.D.Lang); what != "" {
		return at
	}
	return -1
}

// sentAfter: every verb of sending in r's sentence comes after the
// address at token at, and a variable or file is named after that verb:
// the key got at the address is put into a place of the user's own.
func sentAfter(r *LangReader, at int) bool {
	last := -1
	for i := range r.Facts.Hits {
		h := &r.Facts.Hits[i]
		if !h.Cls.Has(LSend) {
			continue
		}
		k := r.Tok(h)
		if k <= at {
			return false
		}
		last = max(last, k)
	}
	return r.formAt > last
}

// ownService: the secret the forms of a sentence name by its
// variable (at token secretAt) is for the service whose address the
// sentence names (at token addrAt): METEO_API_KEY beside
// https://meteo-api.fr/compte, the same match secret_value.go makes for a shell
// command (secretVendor, vendorsOf). The address is where the key is
// issued or used, which variable holds it is the text's point, and no
// foreign credential is routed there. A secret named by a file
// (~/.aws/credentials) or a variable naming no service (API_KEY) is
// never matched.
func ownService(a *Analysis, raw string, secretAt, addrAt int) bool {
	if secretAt < 0 || addrAt < 0 {
		return false
	}
	st, at := &a.Tokens[secretAt], &a.Tokens[addrAt]
	if st.Kind != TokIdent {
		return false
	}
	vendor := secretVendor(raw[st.Start:st.End])
	if vendor == "" {
		return false
	}
	host := writtenHost(raw[at.Start:at.End])
	for _, v := range vendorsOf(vendor) {
		if strings.Contains(host, v) || strings.Contains(v, registrable(host)) {
			return true
		}
	}
	return false
}

// formStdin: a form option (names.cred-form-stdin) given a field whose content
// is read from standard input (-F 'content=<-'; curl's manual: "<"
// reads the field's content from a file, "-" is standard input).
func formStdin(flag, val string) bool {
	return formFlag.Has(flag) && strings.HasSuffix(val, "=<-")
}

// formFlag are curl's form options (lower case, as the sender
// reads options).
var formFlag = NewNameList("names.cred-form-stdin")

// clauseMarkBetween: a mark that ends a clause (a comma, a
// semicolon or a stop, in Latin or CJK form) stands between tokens from
// and to of r's sentence.
func clauseMarkBetween(r *LangReader, from, to int) bool {
	for i := from + 1; i < to && i < len(r.A.Tokens); i++ {
		if t := &r.A.Tokens[i]; t.Kind == TokPunct && strings.ContainsAny(r.raw[t.Start:t.End], ",;，；、。") {
			return true
		}
	}
	return false
}
