package discover

import (
	"bytes"
	"math/rand"
	"testing"

	"github.com/mcp-lint/mcp-lint/discover/internal/lang/golang"
	"github.com/mcp-lint/mcp-lint/discover/internal/lang/javascript"
	"github.com/mcp-lint/mcp-lint/discover/internal/lang/python"
	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
)

// A MarkerSet gives HasAny's answer: on text built from the markers'
// pieces, so that markers occur whole, cut short, overlapping and at
// both ends, and for every marker list the walk sniffs with.
func TestMarkerSetIsHasAny(t *testing.T) {
	lists := map[string][][]byte{"go": golang.Markers, "js": javascript.Markers, "py": python.Markers, "strong": strongMarkers,
		"weak": weakMarkers, "registration": registrationMarkers,
		"overlapping": {[]byte("aab"), []byte("aba"), []byte("b-"), []byte("-"), []byte("--x")}}
	// Two lists in one set: find tells them apart.
	both := syntax.NewMarkerSets(strongMarkers, weakMarkers)
	rng := rand.New(rand.NewSource(38))
	for name, ms := range lists {
		set := syntax.NewMarkerSet(ms)
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
			if got := set.In(b); got != want {
				t.Fatalf("%s: in(%q) = %v, want %v", name, b, got, want)
			}
			strong, weak := both.Find(b)
			if wantStrong := syntax.HasAny(b, strongMarkers); strong != wantStrong || !strong && weak != syntax.HasAny(b, weakMarkers) {
				t.Fatalf("find(%q) = %v, %v; want %v, %v", b, strong, weak, wantStrong, syntax.HasAny(b, weakMarkers))
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
			golang.Sniff.In(src)
		}
	})
	b.Run("hasAny", func(b *testing.B) {
		for range b.N {
			syntax.HasAny(src, golang.Markers)
		}
	})
}

// Long texts go through find's unrolled loop, which short ones never
// reach: HasAny's answer there too, for every list, with markers near
// both ends, where the loop's bounds are.
func TestMarkerSetLongTexts(t *testing.T) {
	lists := [][][]byte{golang.Markers, javascript.Markers, python.Markers, strongMarkers, weakMarkers, registrationMarkers,
		{[]byte("aab"), []byte("aba"), []byte("b-"), []byte("--x")}}
	both := syntax.NewMarkerSets(strongMarkers, weakMarkers)
	rng := rand.New(rand.NewSource(380))
	filler := []byte("the quick brown fox: \"jumps\" over_the lazy dog, servers tool 0123 ")
	for li, ms := range lists {
		set := syntax.NewMarkerSet(ms)
		found := 0
		for n := 0; n < 4000; n++ {
			var b []byte
			for len(b) < 40+rng.Intn(400) {
				if rng.Intn(8) == 0 {
					m := ms[rng.Intn(len(ms))]
					if rng.Intn(3) == 0 {
						m = m[:1+rng.Intn(len(m))] // cut short
					}
					b = append(b, m...)
				} else {
					i := rng.Intn(len(filler))
					b = append(b, filler[i:min(len(filler), i+1+rng.Intn(16))]...)
				}
			}
			want := syntax.HasAny(b, ms)
			if got := set.In(b); got != want {
				t.Fatalf("list %d: in(%q) = %v, want %v", li, b, got, want)
			}
			strong, weak := both.Find(b)
			if wantStrong := syntax.HasAny(b, strongMarkers); strong != wantStrong || !strong && weak != syntax.HasAny(b, weakMarkers) {
				t.Fatalf("find(%q) = %v, %v; want %v, %v", b, strong, weak, wantStrong, syntax.HasAny(b, weakMarkers))
			}
			if want {
				found++
			}
		}
		if found < 400 || found > 3600 {
			t.Errorf("list %d: %d of 4000 texts hold a marker: the test does not try both answers enough", li, found)
		}
	}
}

// A marker's window ends with its least common pair: a capital, a digit
// or a sign such as '_' over lower-case letters, lower-case letters by
// English letter frequency, and the bytes that structure data (quote,
// colon) least. The windows of the data markers (m = 5), pinned.
func TestMarkerWindow(t *testing.T) {
	for _, c := range []struct{ marker, window string }{
		{"startCommand", "artCo"},     // "Co": a capital and an 'o' over "rt", "ta", ...
		{"inputSchema", "putSc"},      // "Sc" over "ut", "ch", ...
		{"manifest_version", "est_v"}, // "_v"
		{"\"jsonrpc\"", "onrpc"},      // "pc": the rarest pair of lower-case letters
		{"tools:", "tools"},           // "ls" over "s:", which every YAML key ends like
		{"\"mcp\"", "\"mcp\""},        // the only window
	} {
		b := []byte(c.marker)
		o := syntax.Window(b, 5)
		if got := string(b[o : o+5]); got != c.window {
			t.Errorf("window(%q) = %q, want %q", c.marker, got, c.window)
		}
	}
	// Every window of every list lies in its marker.
	for _, ms := range [][][]byte{golang.Markers, javascript.Markers, python.Markers, strongMarkers, weakMarkers, registrationMarkers} {
		s := syntax.NewMarkerSet(ms)
		for _, group := range s.Ends {
			for _, mk := range group {
				if mk.Off < 0 || mk.Off+s.M > len(mk.B) {
					t.Errorf("%q: window at %d of %d bytes", mk.B, mk.Off, s.M)
				}
			}
		}
	}
}

// TestMarkerSetPresent: Present is the set of markers bytes.Contains finds,
// each by its bit, for every list of marks searched at once (a package's
// head marks, both sides of an SDK), and ServerSide of marks searched at
// once answers as a search per mark does.
func TestMarkerSetPresent(t *testing.T) {
	head := syntax.Marks("name:", "name :", "description:", "description :", "schema:", "Schema:", "parameters:", "args:",
		"uri:", "arguments:", "inputSchema", "description", "class ", " extends ", "parameters")
	server, client := syntax.Marks("McpServer", "sdk/server", ".tool(", "inputSchema"), syntax.Marks("sdk/client", "new Client(", "callTool(")
	lists := [][][]byte{head, append(server[:len(server):len(server)], client...), {[]byte("a"), []byte("ab"), []byte("bab")}}
	sides, plain := syntax.NewSDKMarks(server, client), syntax.SDKMarks{Server: server, Client: client}
	rng := rand.New(rand.NewSource(57))
	for li, ms := range lists {
		set := syntax.NewMarkerSet(ms)
		var pieces [][]byte
		for _, m := range ms {
			for i := 0; i < len(m); i++ {
				pieces = append(pieces, m[:i], m[i:])
			}
		}
		pieces = append(pieces, []byte(" "), []byte("x"), []byte("\n"), []byte(":"))
		seen := uint64(0)
		for n := 0; n < 20000; n++ {
			var b []byte
			for k := rng.Intn(16); k > 0; k-- {
				b = append(b, pieces[rng.Intn(len(pieces))]...)
			}
			var want uint64
			for i, m := range ms {
				if bytes.Contains(b, m) {
					want |= 1 << i
				}
			}
			if got := set.Present(b); got != want {
				t.Fatalf("list %d: Present(%q) = %b, want %b", li, b, got, want)
			}
			seen |= want
			if sides.ServerSide(b) != plain.ServerSide(b) {
				t.Fatalf("ServerSide(%q) = %v at once, %v a mark at a time", b, sides.ServerSide(b), plain.ServerSide(b))
			}
		}
		if seen != 1<<len(ms)-1 {
			t.Errorf("list %d: markers %b never found: the test does not try them", li, seen)
		}
	}
}
