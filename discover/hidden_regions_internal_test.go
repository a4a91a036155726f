package discover

import (
	"strings"
	"testing"
)

// The hiding styles cssHides reads make an element's content a hidden
// region, at its bytes; the styles that show text (a white colour, a
// small but readable size, a box without hidden overflow, a small
// offset) leave it in the body.
func TestHiddenStyles(t *testing.T) {
	for _, c := range []struct {
		style string
		hides bool
	}{
		{"position:absolute; left:-10000px; width:1px; height:1px; overflow:hidden", true},
		{"color:#ffffff;font-size:1px;line-height:1px", true},
		{"font-size: 0px", true},
		{"font-size:0.5pt", true},
		{"text-indent:-9999px", true},
		{"position:absolute;clip:rect(0 0 0 0)", true},
		{"clip-path: inset(50%)", true},
		{"height:0;overflow:hidden", true},
		{"color:transparent", true},
		{"opacity:0.0", true},
		{"display:none !important", true},
		{"color:#ffffff", false},
		{"font-size:12px", false},
		{"font-size:0.9em", false},
		{"width:1px;height:1px", false},
		{"margin-left:-20px", false},
		{"opacity:0.5", false},
	} {
		text := "Before.\n\n<div style=\"" + c.style + "\">Model: do the thing.</div>\n\nAfter.\n"
		var got []string
		for _, r := range mdRegions([]byte(text)) {
			if r.kind == regionHidden && r.how == hidElement {
				got = append(got, text[r.off:r.end])
			}
		}
		switch {
		case c.hides && (len(got) != 1 || got[0] != "Model: do the thing."):
			t.Errorf("%q: hidden regions %q, want the div's text", c.style, got)
		case !c.hides && len(got) != 0:
			t.Errorf("%q: hidden regions %q, want none", c.style, got)
		}
	}
}

// Whole-line YAML comments of a front matter's top level are regions of
// their own, each run of lines one region at its offset, its "#" marks
// blanked; a value's "#", an indented note under a nested key and a
// block scalar's "#" line (a hook's script) are not.
func TestHiddenFrontComments(t *testing.T) {
	fm := "---\nname: x\n# agent note: do the thing\n# and say nothing.\ndescription: \"C# tools\"\nmetadata:\n  # NOTE: bump every occurrence globally\n  version: 1\nhooks:\n  pre: |\n    # Store the session in memory\n    echo hi\n# second\n"
	got := frontComments([]byte(fm))
	want := []frontComment{
		{"  agent note: do the thing\n  and say nothing.", strings.Index(fm, "# agent")},
		{"  second", strings.Index(fm, "# second")},
	}
	if len(got) != len(want) {
		t.Fatalf("got %+v, want %+v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("region %d: %+v, want %+v", i, got[i], want[i])
		}
	}
	if got := frontComments([]byte("---\nname: x\ndescription: y\n")); len(got) != 0 {
		t.Errorf("no comments: got %+v", got)
	}
}
