package syntax

import (
	"math/rand"
	"reflect"
	"testing"
)

// TestBracketsAnswerAsClosing: the table answers what Closing and Items
// count, on every token of random sequences of brackets (balanced or not,
// of mixed kinds), commas and names.
func TestBracketsAnswerAsClosing(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	texts := []string{"(", ")", "[", "]", "{", "}", ",", "a", "b"}
	for n := 0; n < 2000; n++ {
		toks := make([]Tok, r.Intn(40))
		for k := range toks {
			toks[k] = Tok{Kind: 'o', Text: texts[r.Intn(len(texts))], Off: k, End: k + 1}
		}
		var b Brackets
		for i := range toks {
			if got, want := b.Closing(toks, i), Closing(toks, i); got != want {
				t.Fatalf("%v: Closing(%d) = %d, want %d", texts, i, got, want)
			}
			if got, want := b.Items(toks, i), Items(toks, i); !reflect.DeepEqual(got, want) {
				t.Fatalf("%v: Items(%d) = %v, want %v", toks, i, got, want)
			}
		}
	}
}

// TestBracketsFollowTheSlice: asked about another slice, the table is
// made again for it.
func TestBracketsFollowTheSlice(t *testing.T) {
	a := []Tok{{Text: "("}, {Text: "("}, {Text: ")"}, {Text: ")"}}
	c := []Tok{{Text: "("}, {Text: ")"}, {Text: "("}, {Text: ")"}}
	var b Brackets
	if b.Closing(a, 0) != 3 || b.Closing(c, 0) != 1 || b.Closing(a[1:], 0) != 1 {
		t.Fatal("the table of one slice answered for another")
	}
}
