package text

import "strings"

// Stem strips common English inflections from a lower-case word so that
// "ignore", "ignores", "ignored" and "ignoring" share one form. Phrase rules
// are stemmed with the same function when compiled, so a rule written in
// plain words matches every inflection. Words of three letters or fewer,
// and words with non-ASCII letters, are left alone.
func Stem(w string) string {
	if len(w) <= 3 {
		return w
	}
	for i := 0; i < len(w); i++ {
		c := w[i]
		if c < 'a' || c > 'z' {
			if c == '-' {
				// Stem the last part of a hyphenated word
				k := strings.LastIndexByte(w, '-')
				return w[:k+1] + Stem(w[k+1:])
			}
			return w
		}
	}
	s := w
	switch {
	case strings.HasSuffix(s, "ies") && len(s) > 4:
		s = s[:len(s)-3] + "y"
	case strings.HasSuffix(s, "sses"):
		s = s[:len(s)-2]
	case strings.HasSuffix(s, "xes") || strings.HasSuffix(s, "ches") || strings.HasSuffix(s, "shes") || strings.HasSuffix(s, "zes"):
		s = s[:len(s)-2]
	case strings.HasSuffix(s, "ing") && len(s) > 5 && hasVowel(s[:len(s)-3]):
		s = undouble(s[:len(s)-3])
	case strings.HasSuffix(s, "ied") && len(s) > 4:
		s = s[:len(s)-3] + "y"
	case strings.HasSuffix(s, "ed") && len(s) > 4 && hasVowel(s[:len(s)-2]):
		s = undouble(s[:len(s)-2])
	case strings.HasSuffix(s, "s") && !strings.HasSuffix(s, "ss") && !strings.HasSuffix(s, "us") && !strings.HasSuffix(s, "is"):
		s = s[:len(s)-1]
	}
	if len(s) > 3 && strings.HasSuffix(s, "e") {
		s = s[:len(s)-1]
	}
	return s
}

func hasVowel(s string) bool { return strings.ContainsAny(s, "aeiouy") }

func undouble(s string) string {
	if n := len(s); n >= 4 && s[n-1] == s[n-2] {
		switch s[n-1] {
		case 'b', 'd', 'g', 'm', 'n', 'p', 'r', 't':
			return s[:n-1]
		}
	}
	return s
}
