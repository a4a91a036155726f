package reading

import (
	"encoding/base64"
	"strings"
)

type SecretRule struct {
	Id, Kind string
	// keywords are literals that must occur: case-sensitive, or in any
	// ASCII case with a leading (?i) where the regexp folds case.
	Keywords []string
	Re       *LazyRe
	Conf     float64
	// minEntropy, when set, is the least Shannon entropy of the value.
	MinEntropy float64
	// validate, when set, keeps a match m (value val, followed by the text
	// after) only when it says so.
	Validate func(m, val, after string) bool
	// windows, when set, is a cheap necessary condition read before the
	// regexp: disjoint spans of the text, in order, such that every match
	// lies inside one of them and the regexp run on each span alone finds
	// the matches the whole text has there. None: the regexp cannot match.
	Windows        func(text string) []Span
	Match, Nomatch []string
}

var SecretValidators = map[string]func(m, val, after string) bool{
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

var SecretWindows = map[string]func(string) []Span{"keyed-assignments": keyedAssignments}

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

var SecretRules []SecretRule

// foldsOutsideASCII reports whether s holds the Kelvin sign or the long s,
// the only runes outside ASCII that (?i) folds to an ASCII letter.
func FoldsOutsideASCII(s string) bool {
	return strings.Contains(s, "\u212a") || strings.Contains(s, "\u017f")
}

// placeholderWords mark documented example values.
var placeholderWords = []string{"example", "sample", "dummy", "fake", "placeholder", "your", "test", "xxxx", "****", "<", "${", "{{", "redacted", "changeme", "insert", "replace", "0000", "1234", "abcd", "...", "secret_here", "here"}

func IsPlaceholder(v string) bool {
	l := Lower(v)
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
	if strings.Contains(b, "1234567890") || strings.Contains(b, "John Doe") || IsPlaceholder(b) {
		return false
	}
	return true
}

const MinSecretRun = 13

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
	if FoldsOutsideASCII(s) {
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
		for k < len(s) && (IsWordByte(s[k]) || s[k] == '/' || s[k] == '+' || s[k] == '-') {
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
		for lo > 0 && IsWordByte(s[lo-1]) {
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
