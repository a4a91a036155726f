package detect

import (
	"encoding/base64"
	"fmt"
	"math"
	"strings"
)

type secretEmbedded struct{}

func (secretEmbedded) ID() string { return IDSecretEmbedded }

func (secretEmbedded) Doc() *Doc { return &secretDoc }

var secretDoc = Doc{
	ID:     IDSecretEmbedded,
	Title:  "Live-looking credential in a tool definition",
	Tier:   TierSoft,
	Threat: ThreatExfiltration,
	Summary: "A tool's text carries what looks like a live credential: an AWS, GitHub, GitLab, Slack, " +
		"Stripe, Google, OpenAI or Anthropic key, a private key block, a database URL with a " +
		"password, a JWT, or a Luhn-valid card number.",
	Rationale: "A credential in a tool definition is read by every model and every log that sees the " +
		"definition. It may be a careless example as easily as a planted one, so the check is " +
		"soft and carries a confidence per match: provider-specific formats score high, a JWT " +
		"or a high-entropy assignment lower. Documented placeholders (AKIAIOSFODNN7EXAMPLE, " +
		"sk_test_..., xxxx, <token>, ${VAR}) and the well-known test card numbers are dropped. " +
		"The check reads the raw text (secrets are case-sensitive) and masks the evidence.",
	NotFlagged: "Placeholders and documented example values, test-mode keys, environment references " +
		"(${API_KEY}), the jwt.io sample token, test card numbers such as 4242 4242 4242 4242, and " +
		"the words \"token\" or \"password\" without a value.",
	Remediation: "Remove the credential and rotate it. Reference secrets through the client's " +
		"environment or input mechanism instead.",
	Bad: Example{Tool: Tool{Server: "deploy", Name: "deploy_app",
		Description: "Deploys the app. Uses the token ghp_" + "R8tq2ZbXw4LmN0pKs7VdYc3HfJ9aGe1TuQx6 for pushes."},
		Note: "A GitHub personal access token in the description."},
	Good: Example{Tool: Tool{Server: "aws", Name: "list_buckets",
		Description: "Lists S3 buckets. Configure credentials, e.g. AKIAIOSFODNN7EXAMPLE, through the AWS CLI."},
		Note: "AWS's documented example key is a placeholder."},
	Precision: "high",
}

type secretRule struct {
	id, kind string
	// keywords are literals that must occur: case-sensitive, or in any
	// ASCII case with a leading (?i) where the regexp folds case.
	keywords []string
	re       *lazyRe
	conf     float64
	// minEntropy, when set, is the least Shannon entropy of the value.
	minEntropy float64
	// validate, when set, keeps a match m (value val, followed by the text
	// after) only when it says so.
	validate func(m, val, after string) bool
	// windows, when set, is a cheap necessary condition read before the
	// regexp: disjoint spans of the text, in order, such that every match
	// lies inside one of them and the regexp run on each span alone finds
	// the matches the whole text has there. None: the regexp cannot match.
	windows        func(text string) []Span
	match, nomatch []string
}

// The hooks a secret record may name (rules/secrets.rules).
var (
	secretValidators = map[string]func(m, val, after string) bool{
		"private-key-body": func(_, _, after string) bool { return privateKeyBody(after) },
		"live-jwt":         func(m, _, _ string) bool { return liveJWT(m) },
		// The storage emulator's account key is published in Microsoft's
		// documentation (Azurite, devstoreaccount1): a sample, not a secret.
		"azure-not-emulator": func(_, val, _ string) bool {
			return val != "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw=="
		},
		"db-password": func(m, val, _ string) bool {
			return !strings.HasPrefix(val, "$") && !strings.EqualFold(val, "password") && !strings.EqualFold(val, "pass") && !sampleDatabaseURL(m, val)
		},
	}
	secretWindows = map[string]func(string) []Span{"keyed-assignments": keyedAssignments}
)

// sampleDatabaseURL: database URL m, whose password is val, is a sample
// of documentation, not a credential: the password is the user name (an
// image's default, postgres:postgres), a placeholder in brackets
// (<password>), or the host is this machine or a single name (localhost,
// 127.0.0.1, db, host: a container of the example's compose file or a
// name to fill in).
func sampleDatabaseURL(m, val string) bool {
	_, rest, _ := strings.Cut(m, "://")
	user, _, _ := strings.Cut(rest, ":")
	if strings.EqualFold(user, val) || strings.HasPrefix(val, "<") || strings.HasPrefix(val, "[") || strings.HasPrefix(val, "{") {
		return true
	}
	host := rest[strings.LastIndexByte(rest, '@')+1:]
	return !strings.ContainsRune(host, '.') || strings.HasPrefix(host, "127.")
}

// The secret kinds and their keyword indexes, built with the phrase rules
// (loadRules) from rules/secrets.rules.
var (
	secretRules []secretRule
	// secretKeywords indexes the kinds' keywords, bit i for secretRules[i].
	secretKeywords *keywordSet
	// secretFoldRules are the rules whose regexp folds case. Their (?i)
	// keywords fold ASCII only; Go's (?i) also folds k to the Kelvin sign
	// and s to the long s, so a text holding either may match them
	// whatever its keywords.
	secretFoldRules uint64
	// secretRuleBits are the secret rules' bits in fieldKeywords.
	secretRuleBits uint64
)

// buildSecretRules makes the secret kinds of their records, and the
// keyword indexes that hold their keywords.
func buildSecretRules(recs []secretRecord) {
	secretRules = make([]secretRule, len(recs))
	secretKeywords = newKeywordSet(false)
	secretFoldRules = 0
	for i, r := range recs {
		secretRules[i] = secretRule{id: r.id, kind: r.kind, keywords: r.keywords, re: lazy(r.regexp), conf: r.conf,
			minEntropy: r.minEntropy, validate: secretValidators[r.validate], windows: secretWindows[r.windows],
			match: r.match, nomatch: r.nomatch}
		secretKeywords.add(i, r.keywords...)
		if strings.HasPrefix(r.regexp, "(?i)") {
			secretFoldRules |= 1 << uint(i)
		}
	}
	secretRuleBits = uint64(1)<<len(secretRules) - 1
	fieldKeywords = buildFieldKeywords()
}

// foldsOutsideASCII reports whether s holds the Kelvin sign or the long s,
// the only runes outside ASCII that (?i) folds to an ASCII letter.
func foldsOutsideASCII(s string) bool {
	return strings.Contains(s, "\u212a") || strings.Contains(s, "\u017f")
}

// placeholderWords mark documented example values.
var placeholderWords = []string{"example", "sample", "dummy", "fake", "placeholder", "your", "test", "xxxx", "****", "<", "${", "{{", "redacted", "changeme", "insert", "replace", "0000", "1234", "abcd", "...", "secret_here", "here"}

func isPlaceholder(v string) bool {
	l := strings.ToLower(v)
	for _, w := range placeholderWords {
		if strings.Contains(l, w) {
			return true
		}
	}
	// one repeated character or a short repeated unit
	if len(v) >= 8 {
		distinct := map[rune]bool{}
		for _, r := range v {
			distinct[r] = true
		}
		if len(distinct) <= 4 {
			return true
		}
	}
	return false
}

func shannonEntropy(s string) float64 {
	if s == "" {
		return 0
	}
	var counts [256]int
	for i := 0; i < len(s); i++ {
		counts[s[i]]++
	}
	h := 0.0
	n := float64(len(s))
	for _, c := range counts {
		if c > 0 {
			p := float64(c) / n
			h -= p * math.Log2(p)
		}
	}
	return h
}

// privateKeyBody: a PEM header is a key only when key material follows it
// (at least 16 base64 characters, after optional "Name: value" header
// lines). The header alone, named as what a tool refuses, is not a key.
// Line breaks may be written as escapes, \n or \r\n (once or twice
// escaped), as they are in a pasted JSON credential file.
func privateKeyBody(after string) bool {
	rest := after
	for {
		rest = trimBreaks(rest)
		line, tail := cutLine(rest)
		if k := strings.Index(line, ":"); k > 0 && k < 24 && !strings.ContainsAny(line[:k], " /+=") {
			rest = tail // Proc-Type:, DEK-Info:, Comment:
			continue
		}
		break
	}
	n := 0
	for i := 0; i < len(rest) && n < 16; i++ {
		c := rest[i]
		switch {
		case c >= 'A' && c <= 'Z', c >= 'a' && c <= 'z', c >= '0' && c <= '9', c == '+', c == '/', c == '=':
			n++
		case c == '\n', c == '\r', c == ' ', c == '\t':
		case c == '\\':
			w := escapedBreak(rest[i:])
			if w == 0 {
				return false
			}
			i += w - 1
		default:
			return false
		}
	}
	return n >= 16
}

// escapedBreak is the width of the escaped line break at the start of s
// (\n, \r, or \\n and \\r escaped twice), or 0.
func escapedBreak(s string) int {
	j := 1
	if len(s) > 1 && s[1] == '\\' {
		j = 2
	}
	if len(s) > j && (s[j] == 'n' || s[j] == 'r') {
		return j + 1
	}
	return 0
}

// trimBreaks drops leading blanks and line breaks, written or escaped.
func trimBreaks(s string) string {
	for len(s) > 0 {
		switch s[0] {
		case ' ', '\t', '\r', '\n':
			s = s[1:]
		case '\\':
			w := escapedBreak(s)
			if w == 0 {
				return s
			}
			s = s[w:]
		default:
			return s
		}
	}
	return s
}

// cutLine splits s at its first line break, written or escaped.
func cutLine(s string) (line, rest string) {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\n':
			return s[:i], s[i+1:]
		case '\\':
			if w := escapedBreak(s[i:]); w > 0 {
				return s[:i], s[i+w:]
			}
		}
	}
	return s, ""
}

// liveJWT drops the jwt.io sample and tokens whose parts do not decode.
func liveJWT(m string) bool {
	parts := strings.Split(m, ".")
	if len(parts) != 3 {
		return false
	}
	hdr, err1 := base64.RawURLEncoding.DecodeString(strings.TrimRight(parts[0], "="))
	body, err2 := base64.RawURLEncoding.DecodeString(strings.TrimRight(parts[1], "="))
	if err1 != nil || err2 != nil || !strings.Contains(string(hdr), `"alg"`) {
		return false
	}
	b := string(body)
	if strings.Contains(b, "1234567890") || strings.Contains(b, "John Doe") || isPlaceholder(b) {
		return false
	}
	return true
}

// Well-known test card numbers published by payment providers.
var testCards = map[string]bool{
	"4242424242424242": true, "4111111111111111": true, "5555555555554444": true, "4000056655665556": true,
	"5105105105105100": true, "378282246310005": true, "371449635398431": true, "6011111111111117": true,
	"6011000990139424": true, "3056930009020004": true, "36227206271667": true, "3566002020360505": true,
	"4012888888881881": true, "4000000000000002": true, "5200828282828210": true, "2223003122003222": true,
	"4000000000009995": true, "4000000000000077": true, "6200000000000005": true, "4222222222222": true,
}

var cardRun = lazy(`\b(?:\d[ -]?){12,18}\d\b`)

func luhnValid(d string) bool {
	sum := 0
	alt := false
	for i := len(d) - 1; i >= 0; i-- {
		n := int(d[i] - '0')
		if alt {
			n *= 2
			if n > 9 {
				n -= 9
			}
		}
		sum += n
		alt = !alt
	}
	return sum%10 == 0
}

// cardIssuer reports whether the digits start with a known card prefix and
// have that network's length.
func cardIssuer(d string) bool {
	n := len(d)
	switch {
	case d[0] == '4':
		return n == 13 || n == 16 || n == 19
	case d[0] == '5' && d[1] >= '1' && d[1] <= '5':
		return n == 16
	case strings.HasPrefix(d, "34") || strings.HasPrefix(d, "37"):
		return n == 15
	case strings.HasPrefix(d, "6011") || strings.HasPrefix(d, "65"):
		return n == 16 || n == 19
	case d >= "2221" && d[:4] <= "2720":
		return n == 16
	}
	return false
}

func maskSecret(s string) string {
	r := []rune(s)
	if len(r) <= 8 {
		return strings.Repeat("*", len(r))
	}
	keep := 4
	if len(r) > 24 {
		keep = 6
	}
	return SafeText(string(r[:keep])) + strings.Repeat("*", 6) + SafeText(string(r[len(r)-2:])) + fmt.Sprintf(" (%d chars)", len(r))
}

func (secretEmbedded) Inspect(v *ToolView, _ *Registry) []Signal {
	var out []Signal
	for i := range v.Fields() {
		f := &v.fields[i]
		if len(f.Text) < minSecretText {
			continue
		}
		// The field's shape and keywords come from the view, which reads
		// a text once for this check and the payload gate, and scans it
		// once for the secret rules and the shell families together.
		sigs := findSecrets(f.Text, f.Key, v.shape(i), func() uint64 { return v.keywords(i) & secretRuleBits })
		if len(sigs) > 0 {
			path := v.PathOf(f)
			for k := range sigs {
				sigs[k].Field = path
			}
			out = append(out, sigs...)
		}
	}
	return out
}

// FindSecrets reports credentials in one raw text; config checks reuse it.
func FindSecrets(text string) []Signal {
	loadRules()
	return findSecrets(text, false, shapeOfText(text), func() uint64 { return secretKeywords.scan(text) })
}

// cardDigits drops the spaces and dashes of a card number; built once (a
// Replacer builds its tables on first use, which a new one per match
// repeated).
var cardDigits = strings.NewReplacer(" ", "", "-", "")

// minSecretText is the shortest text findSecrets reads.
const minSecretText = 12

// findSecrets reports the credentials in text (the caller names their
// field); keywords gives the secret rules whose keywords occur in it, asked
// only when the text has the shape of a key.
func findSecrets(text string, key bool, sh textShape, keywords func() uint64) []Signal {
	if len(text) < minSecretText {
		return nil
	}
	shape := sh.secret(text)
	present := uint64(0)
	if shape&shapeKeyed != 0 {
		present = keywords()
		if present&secretFoldRules != secretFoldRules && foldsOutsideASCII(text) {
			present |= secretFoldRules
		}
	}
	if noSecretGates {
		shape, present = shapeKeyed|shapeDigits, ^uint64(0)
	}
	if shape == 0 {
		return nil
	}
	var out []Signal
	for ri := range secretRules {
		r := &secretRules[ri]
		if present&(1<<uint(ri)) == 0 {
			continue
		}
		spans := []Span{{0, len(text)}}
		if r.windows != nil && !noSecretGates {
			spans = r.windows(text) // allocates only when a window is found
		}
		var ms [][]int
		for _, w := range spans {
			// At most 16 matches per rule and text, wherever they lie.
			for _, m := range r.re.FindAllStringSubmatchIndex(text[w.Start:w.End], maxSecretMatches-len(ms)) {
				for k := range m {
					if m[k] >= 0 {
						m[k] += w.Start
					}
				}
				ms = append(ms, m)
			}
			if len(ms) == maxSecretMatches {
				break
			}
		}
		for _, m := range ms {
			val := text[m[0]:m[1]]
			if len(m) >= 4 && m[2] >= 0 {
				val = text[m[2]:m[3]]
			}
			if isPlaceholder(val) || (r.validate != nil && !r.validate(text[m[0]:m[1]], val, text[m[1]:])) {
				continue
			}
			if r.minEntropy > 0 && shannonEntropy(val) < r.minEntropy {
				continue
			}
			conf := r.conf
			out = append(out, Signal{Tier: TierSoft, Threat: ThreatExfiltration, Confidence: conf,
				Key: key, Span: Span{m[0], m[1]},
				Evidence: maskSecret(text[m[0]:m[1]]),
				Detail:   r.kind + " in the text",
				Rules:    []string{r.id}})
		}
	}
	if shape&shapeDigits != 0 {
		for _, m := range cardRun.FindAllStringIndex(text, maxSecretMatches) {
			d := cardDigits.Replace(text[m[0]:m[1]])
			if len(d) < 13 || len(d) > 19 || !cardIssuer(d) || !luhnValid(d) || testCards[d] || isPlaceholder(d) {
				continue
			}
			out = append(out, Signal{Tier: TierSoft, Threat: ThreatExfiltration, Confidence: 0.8,
				Key: key, Span: Span{m[0], m[1]},
				Evidence: maskSecret(d), Detail: "Luhn-valid payment card number in the text"})
		}
	}
	return dedupeSpans(out)
}

// maxSecretMatches bounds the matches read per rule and text.
const maxSecretMatches = 16

// dedupeSpans keeps one signal per overlapping span (an Anthropic key also
// matches the OpenAI "sk-" shape), the first rule winning.
func dedupeSpans(s []Signal) []Signal {
	var out []Signal
next:
	for _, a := range s {
		for _, b := range out {
			if a.Span.Start < b.Span.End && b.Span.Start < a.Span.End {
				continue next
			}
		}
		out = append(out, a)
	}
	return out
}

// noSecretGates runs every regular expression on every text; tests compare
// both ways.
var noSecretGates = false

// What one pass over a text tells the secret rules before any keyword scan
// or regular expression runs.
const (
	// shapeKeyed: some rule's regexp can match. Every rule needs a run of
	// at least minSecretRun key characters (the shortest is a JWT's
	// "eyJ" and ten more before its first dot), except the database and
	// webhook URLs, which need "://", and the private-key header, which
	// needs "-----".
	shapeKeyed = 1 << iota
	// shapeDigits: a run of 13 digits, spaces and dashes allowed between
	// them, as a card number needs.
	shapeDigits
)

const minSecretRun = 13

// secret returns the secret gate's shape bits of text s of this shape.
func (sh textShape) secret(s string) uint8 {
	var shape uint8
	if sh.keyed {
		shape |= shapeKeyed
	}
	if sh.card {
		shape |= shapeDigits
	}
	if shape&shapeKeyed == 0 && (strings.Contains(s, "://") || strings.Contains(s, "-----")) {
		shape |= shapeKeyed
	}
	return shape
}

// assignedNames are the endings of the names the generic assignment rule
// accepts (api_key, client_secret, auth_token, ...).
var assignedNames = []string{"key", "secret", "token", "password", "passwd"}

func isRegexpSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r'
}

// keyedAssignments is a necessary condition of the generic assignment
// regexp, read at each ':' or '=': before it (after spaces and one quote) a
// name ending in key, secret, token or password; after it (after spaces
// and one quote) 24 or more key characters. Each such site gives a window
// from the start of the word its name can begin in (the longest name,
// client_secret, is 13 bytes) to the end of its value; overlapping windows
// are merged. Every match lies in its own site's window, so in one merged
// window, and the regexp run on a window alone finds the same matches: a
// window starts where a word starts (so \b reads the same) and ends where a
// value ends, and a match starting in a window cannot reach past it.
func keyedAssignments(s string) []Span {
	if foldsOutsideASCII(s) {
		// A name may be written with the Kelvin sign or the long s. Any
		// other byte outside ASCII is neither a name, value nor word
		// byte, for the regexp as for the scan below.
		return []Span{{0, len(s)}}
	}
	var out []Span
	// The next ':' and '=' at or after i (len(s): none), each found with
	// IndexByte and looked for again only once i has passed it.
	colon, equals := -1, -1
	for i := 0; i < len(s); i++ {
		if colon < i {
			colon = indexFrom(s, i, ':')
		}
		if equals < i {
			equals = indexFrom(s, i, '=')
		}
		if i = min(colon, equals); i == len(s) {
			break
		}
		j := i + 1
		for j < len(s) && isRegexpSpace(s[j]) {
			j++
		}
		if j < len(s) && (s[j] == '"' || s[j] == '\'') {
			j++
		}
		k := j
		for k < len(s) && (isWordByte(s[k]) || s[k] == '/' || s[k] == '+' || s[k] == '-') {
			k++
		}
		if k-j < 24 {
			continue
		}
		e := i
		for e > 0 && isRegexpSpace(s[e-1]) {
			e--
		}
		if e > 0 && (s[e-1] == '"' || s[e-1] == '\'') {
			e--
		}
		named := false
		for _, w := range assignedNames {
			if e >= len(w) && strings.EqualFold(s[e-len(w):e], w) {
				named = true
				break
			}
		}
		if !named {
			continue
		}
		lo := max(e-13, 0)
		for lo > 0 && isWordByte(s[lo-1]) {
			lo--
		}
		out = addWindow(out, Span{lo, k})
		i = k - 1
	}
	return out
}

// indexFrom is the index of the first c in s at or after i, or len(s).
func indexFrom(s string, i int, c byte) int {
	if k := strings.IndexByte(s[i:], c); k >= 0 {
		return i + k
	}
	return len(s)
}

// addWindow adds w to the ordered, disjoint windows ws, merging every
// window it overlaps.
func addWindow(ws []Span, w Span) []Span {
	n := len(ws)
	for n > 0 && ws[n-1].End >= w.Start {
		n--
		w = Span{min(w.Start, ws[n].Start), max(w.End, ws[n].End)}
	}
	return append(ws[:n], w)
}
