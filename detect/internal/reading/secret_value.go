package reading

import (
	"strings"
)

var exfilSecretPrinter = NewNameList("names.exfil-secret-printer")

var exfilVendorAlias = NewNameList("names.exfil-vendor-alias")

var ExfilAuthFlag = NewNameList("names.exfil-auth-flag")

var exfilAssign = NewNameList("names.exfil-assign-builtin")

var exfilGenericPart = NewNameList("names.exfil-generic-part")

var exfilTokenEndpoint = NewNameList("names.exfil-token-endpoint")

// tokenEndpoint: address lit is an OAuth token endpoint: a label of its
// host or a segment of its path is one of names.exfil-token-endpoint
// (oauth2.googleapis.com/token, github.com/login/oauth/access_token).
func tokenEndpoint(lit string) bool {
	l := Lower(lit)
	if i := strings.Index(l, "://"); i >= 0 {
		l = l[i+3:]
	}
	if i := strings.IndexAny(l, "?#"); i >= 0 {
		l = l[:i]
	}
	for _, part := range strings.FieldsFunc(l, func(r rune) bool { return r == '/' || r == '.' }) {
		if exfilTokenEndpoint.Has(part) {
			return true
		}
	}
	return false
}

// assigned: an assignment builtin (export T=$X) sets the variables its
// operands name to what their values carry.
func (st *ShState) assigned(prog string, args []ShWord) {
	if !exfilAssign.Has(prog) {
		return
	}
	for i := range args {
		if name, _, ok := strings.Cut(args[i].Lit, "="); ok && ShName(name) {
			st.Vars[name] = st.value(&args[i])
		}
	}
}

// envSecret is what expanding variable name gives when the script did
// not assign it: a secret's value when its name makes it one and names
// its service, whose name is kept.
func (st *ShState) envSecret(name string) ShFlow {
	if _, set := st.Vars[name]; set || st.NoValue {
		return 0
	}
	vs := vendorsOf(secretVendor(name))
	if len(vs) == 0 {
		return 0 // a secret that names no service (SECRET_KEY)
	}
	st.vendors = append(st.vendors, vs...)
	return flowValue
}

// secretVendor is the name of the service a variable named for a secret
// is for, its first part (GITHUB_TOKEN: github; CF_API_TOKEN: cf), ""
// when the name makes no secret (SECRET_KEY, API_URL).
func secretVendor(name string) string {
	parts := strings.Split(Lower(name), "_")
	if len(parts) < 2 || egressSecretWord.Has(parts[0]) || exfilGenericPart.Has(parts[0]) {
		return "" // SECRET_KEY, BOT_TOKEN, API_KEY: no service named
	}
	secret := false
	for _, p := range parts[1:] {
		secret = secret || egressSecretWord.Has(p)
	}
	if !secret {
		return ""
	}
	return parts[0]
}

// vendorsOf are the services a name's prefix or a CLI's name stands
// for: the services its aliases name (gh: github; twitter: x.com) and
// itself when it is a word of three letters or more.
func vendorsOf(w string) []string {
	var out []string
	for _, it := range exfilVendorAlias.Items {
		if k, v, ok := strings.Cut(it, "="); ok && k == w {
			out = append(out, v)
		}
	}
	if len(w) >= 3 {
		out = append(out, w)
	}
	return out
}

// secretPrinted is the output out of a command with what this file reads
// in it: a command that prints a credential (gh auth token, gcloud auth
// print-access-token) prints a secret's value, whose service it records;
// a network client's output is what the server answers, which holds no
// value it was handed (a token in its header is not in the response).
func (st *ShState) secretPrinted(prog string, args []ShWord, out ShFlow) ShFlow {
	if WsShellSender.Has(prog) {
		out &^= flowValue
	}
	if st.NoValue {
		return out
	}
	for _, it := range exfilSecretPrinter.Items {
		if first, _, _ := strings.Cut(it, "/"); first != prog {
			continue
		}
		segs := strings.Split(it, "/")
		words := nonFlags(args)
		ok := len(words) >= len(segs)-1
		for k := 1; ok && k < len(segs); k++ {
			ok = words[k-1].Lit == segs[k]
		}
		if ok {
			st.vendors = append(st.vendors, vendorsOf(prog)...)
			return out | flowValue
		}
	}
	return out
}

// valueAway: the addresses the sender's arguments write name none of
// the services the secret values read so far are for.
func (st *ShState) valueAway(args []ShWord) bool {
	if len(st.vendors) == 0 {
		return false
	}
	n := 0
	for i := range args {
		if !shAddress(args[i].Lit) {
			continue
		}
		n++
		if tokenEndpoint(args[i].Lit) {
			return false // a client's secret posted to an OAuth token endpoint authenticates it
		}
		host := writtenHost(args[i].Lit)
		for _, v := range st.vendors {
			if strings.Contains(host, v) || strings.Contains(v, registrable(host)) {
				return false
			}
		}
	}
	return n > 0
}

// writtenHost is the written host of an address word (the part after
// its last expansion: "$k.probe.example.net" is probe.example.net), lower
// case.
func writtenHost(lit string) string {
	return writtenPart(addressHost(Lower(lit)), "$)}")
}

// registrable is a host's name below its top-level domain
// (hub.docker.com: docker), or the host when it has no dot; a name
// shorter than three letters is no service's ("" never matches).
func registrable(host string) string {
	labels := strings.Split(host, ".")
	if len(labels) < 2 {
		return "\x00"
	}
	l := labels[len(labels)-2]
	if len(l) < 3 {
		return "\x00"
	}
	return l
}

// SecretServices are the services a variable named for a secret is for
// (GITHUB_TOKEN: github; GH_TOKEN: github), none when its name makes no
// secret or names no service (SECRET_KEY, API_URL).
func SecretServices(name string) []string {
	return vendorsOf(secretVendor(name))
}
