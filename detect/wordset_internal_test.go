package detect

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// TestWordSetSieve: a named set's has answers as a look through its whole
// word list does, for every word of every set (each set's own words, and
// the other sets' words, most of which it does not hold) and for texts
// that are no word: the sieve only turns away words the set lacks.
func TestWordSetSieve(t *testing.T) {
	reading.EnsureRules()
	var probe []string
	for _, ws := range reading.WordSets {
		probe = append(probe, ws.Words...)
	}
	probe = append(probe, "", "a", "zzzz", "ünïcode", "日本語")
	held := 0
	for name, ws := range reading.WordSets {
		if len(ws.Words) == 0 {
			t.Fatalf("set %s has no words", name)
		}
		held += agreeingLookup(t, "set "+name, probe, ws.Has, func(w string) bool { return slices.Contains(ws.Words, w) })
	}
	if held < len(reading.WordSets) {
		t.Fatalf("only %d words found in %d sets", held, len(reading.WordSets))
	}
}

// agreeingLookup fails when lookup and whole (a search of the whole list
// the lookup stands for) answer differently for a word of probe; it
// returns how many words of probe the lookup holds.
func agreeingLookup(t *testing.T, what string, probe []string, lookup, whole func(string) bool) int {
	t.Helper()
	n := 0
	for _, w := range probe {
		got, want := lookup(w), whole(w)
		if got != want {
			t.Fatalf("%s: lookup(%q) = %v, the whole list says %v", what, w, got, want)
		}
		if got {
			n++
		}
	}
	return n
}

// TestTextListFirstByteIndex: a large vocabulary's lookup through its
// first-byte index answers as a search of the whole sorted list does, for
// its own words, the other lists' words, each word with its first byte
// moved one up, and texts of no list.
func TestTextListFirstByteIndex(t *testing.T) {
	reading.EnsureRules()
	probe := []string{"", "a", "zzzz", "\xff", "ünïcode", "日本語"}
	for _, l := range reading.TextLists {
		for _, w := range l.Words {
			probe = append(probe, w)
			if w != "" {
				probe = append(probe, string(w[0]+1)+w[1:])
			}
		}
	}
	found := 0
	for _, l := range reading.TextLists {
		found += agreeingLookup(t, fmt.Sprintf("list of class %b", l.C), probe, l.Holds, func(w string) bool {
			_, ok := slices.BinarySearch(l.Words, w)
			return ok
		})
	}
	if found < len(reading.TextLists) {
		t.Fatalf("only %d words found in %d lists", found, len(reading.TextLists))
	}
}

// TestMayNameStore: every text whose tokens hold what schemaAnchors reads
// (a credential file's name or place, an upper-case variable name with an
// underscore) passes the byte filter in front of it, written plainly or
// in full-width letters; plain words and numbers do not.
func TestMayNameStore(t *testing.T) {
	reading.EnsureRules()
	tz := reading.NewTokenizer()
	reads := func(s string) bool {
		a := tz.Analyze(s)
		for k := range a.Tokens {
			tk := &a.Tokens[k]
			if w, ok := reading.SensitiveResource(a, tk); ok && w != "" {
				return true
			}
			if tk.Kind == reading.TokIdent && tk.Upper && strings.Contains(tk.Text(a), "_") {
				return true
			}
		}
		return false
	}
	for _, s := range []string{"~/.ssh/id_rsa", "$HOME/.aws/credentials", "MY_SERVICE_TOKEN", "./config/.env",
		"id_ed25519", "wallet.dat", "～／．ｓｓｈ／ｉｄ＿ｒｓａ", "ＭＹ＿ＫＥＹ", "/etc/shadow"} {
		if !reads(s) {
			t.Fatalf("%q: the anchor reading finds nothing in it; pick a text it reads", s)
		}
		if !reading.MayNameStore(s) {
			t.Fatalf("%q: turned away by the byte filter, but the anchor reading reads it", s)
		}
	}
	for _, s := range []string{"json", "asc", "42", "Default value", "UPPER"} {
		if reading.MayNameStore(s) || reads(s) {
			t.Fatalf("%q: passes the filter (%v) or is read (%v)", s, reading.MayNameStore(s), reads(s))
		}
	}
}
