package reading

import (
	"strings"
)

// codeNamedURL: a label of u's host (not its last) or the first segment
// of its path is written elsewhere in rest (the unit's text outside the
// command, lower case) as a code span of its own ("if the user doesn't
// have `uv`, install it (curl https://astral.sh/uv/install.sh | sh)"):
// the text names the program the installer is for as a program, which a
// short name said once in prose does not (namedURL counts those three
// times). The installer then weighs as a shown one-liner does
// (ownInstaller), and counts with another cue.
func codeNamedURL(u, rest string) bool {
	host, path, _ := strings.Cut(u, "/")
	if !OutsideAddress("https://"+host) || NumericHost(u) {
		return false // an IP address names no vendor (namedURL)
	}
	labels := strings.Split(Lower(host), ".")
	words := labels[:max(len(labels)-1, 0)]
	if seg, _, _ := strings.Cut(path, "/"); seg != "" {
		words = append(words, Lower(seg))
	}
	for _, w := range words {
		if len(w) >= 2 && strings.Contains(rest, "`"+w+"`") {
			return true
		}
	}
	return false
}
