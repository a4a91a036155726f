package syntax

import (
	"bytes"
	"fmt"
	"testing"
)

// TestLostAtBound: lost places kept in the spare capacity of tokens
// allocated at their bound come out after the tokens in the order they
// were added, as those kept in a slice of their own (a file below the
// bound) do, and past what the spare capacity holds they are still all
// kept.
func TestLostAtBound(t *testing.T) {
	big := bytes.Repeat([]byte("'\n"), tokBoundFrom)
	for _, tc := range []struct {
		b     []byte
		spare int // capacity beyond the tokens and places
	}{{big, 3}, {big, 0}, {big, -2}, {[]byte("'\n"), 3}} {
		const nt, nl = 40, 25
		toks := make([]Tok, 0, nt+nl+tc.spare)
		lost := NewLost(toks, tc.b)
		for i := range nt {
			toks = append(toks, Tok{Kind: 'o', Off: i})
			if i%2 == 0 && i/2 < nl {
				lost.Add(toks, LostAt(i, fmt.Sprint(i/2)))
			}
		}
		for i := nt / 2; i < nl; i++ {
			lost.Add(toks, LostAt(i, fmt.Sprint(i)))
		}
		got := lost.Finish(toks)
		if len(got) != nt+nl {
			t.Fatalf("spare %d: %d tokens, want %d", tc.spare, len(got), nt+nl)
		}
		for i, k := range got {
			switch {
			case i < nt && (k.Kind != 'o' || k.Off != i):
				t.Fatalf("spare %d: token %d is %+v", tc.spare, i, k)
			case i >= nt && (k.Kind != KLost || k.Text != fmt.Sprint(i-nt)):
				t.Fatalf("spare %d: token %d is %+v, want lost place %d", tc.spare, i, k, i-nt)
			}
		}
		if tc.spare > 0 && len(tc.b) >= tokBoundFrom && lost.grown != nil {
			t.Errorf("spare %d: the places were not kept in the tokens' capacity", tc.spare)
		}
	}
}
