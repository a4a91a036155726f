package reading

import (
	"iter"
	"strings"
)

// Occurrences yields the byte offset of each occurrence of sub (not
// empty) in s, left to right, each search starting where the last
// occurrence ends.
func Occurrences(s, sub string) iter.Seq[int] {
	return func(yield func(int) bool) {
		for off := 0; ; {
			k := strings.Index(s[off:], sub)
			if k < 0 || !yield(off+k) {
				return
			}
			off += k + len(sub)
		}
	}
}

// AddressesAfterSchemes yields, for each "://" of command line cmd, what
// follows it up to a blank, a quote, a backquote, a closing parenthesis,
// a pipe or a semicolon: the address's host and path
// ("get.example.net/i.sh").
func AddressesAfterSchemes(cmd string) iter.Seq[string] {
	return func(yield func(string) bool) {
		for at := range Occurrences(cmd, "://") {
			u := cmd[at+3:]
			if e := strings.IndexAny(u, " \t\n\"'`)|;"); e >= 0 {
				u = u[:e]
			}
			if !yield(u) {
				return
			}
		}
	}
}
