package discover

import (
	"bytes"
	"math/rand"
	"testing"
)

// A markerSet gives hasAny's answer: on text built from the markers'
// pieces, so that markers occur whole, cut short, overlapping and at
// both ends, and for every marker list the walk sniffs with.
func TestMarkerSetIsHasAny(t *testing.T) {
	lists := map[string][][]byte{"go": goMarkers, "js": jsMarkers, "py": pyMarkers, "strong": strongMarkers,
		"weak": weakMarkers, "registration": registrationMarkers,
		"overlapping": {[]byte("aab"), []byte("aba"), []byte("b-"), []byte("-"), []byte("--x")}}
	// Two lists in one set: find tells them apart.
	both := newMarkerSets(strongMarkers, weakMarkers)
	rng := rand.New(rand.NewSource(38))
	for name, ms := range lists {
		set := newMarkerSet(ms)
		var pieces [][]byte
		for _, m := range ms {
			for i := 0; i < len(m); i++ {
				pieces = append(pieces, m[:i], m[i:])
			}
		}
		pieces = append(pieces, []byte(" "), []byte("x"), []byte("\n"), []byte("-"), []byte("\""))
		found := 0
		for n := 0; n < 20000; n++ {
			var b []byte
			for k := rng.Intn(12); k > 0; k-- {
				b = append(b, pieces[rng.Intn(len(pieces))]...)
			}
			want := false
			for _, m := range ms {
				want = want || bytes.Contains(b, m)
			}
			if got := set.in(b); got != want {
				t.Fatalf("%s: in(%q) = %v, want %v", name, b, got, want)
			}
			strong, weak := both.find(b)
			if wantStrong := hasAny(b, strongMarkers); strong != wantStrong || !strong && weak != hasAny(b, weakMarkers) {
				t.Fatalf("find(%q) = %v, %v; want %v, %v", b, strong, weak, wantStrong, hasAny(b, weakMarkers))
			}
			if want {
				found++
			}
		}
		if found == 0 || found == 20000 {
			t.Errorf("%s: %d of 20000 texts hold a marker: the test does not try both answers", name, found)
		}
	}
}

func BenchmarkSniffGoHead(b *testing.B) {
	src := bytes.Repeat([]byte("package x\n\nimport (\n\t\"github.com/example/thing\"\n)\n\n// Go code with a-b and 3 digits.\nfunc f(s string) int { return len(s) - 1 }\n"), 2000)
	b.SetBytes(int64(len(src)))
	b.Run("markerSet", func(b *testing.B) {
		for range b.N {
			goSniff.in(src)
		}
	})
	b.Run("hasAny", func(b *testing.B) {
		for range b.N {
			hasAny(src, goMarkers)
		}
	})
}
