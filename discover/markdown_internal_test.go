package discover

import (
	"strings"
	"testing"
)

// The region scanner finds fenced code (backticks and tildes, a longer
// closing run, an unclosed fence to the end), HTML comments over several
// lines and outside code, and link and image destinations, at their
// bytes; a comment in a code span or a fence is code.
func TestMarkdownRegions(t *testing.T) {
	body := "Text <!-- a\nb --> x `<!-- no -->` [l](https://h/l) ![i](https://h/i.png)\n" +
		"````md\n```\n<!-- in code -->\n````\n~~~\nopen"
	type r struct {
		kind regionKind
		text string
	}
	var got []r
	for _, g := range mdRegions([]byte(body)) {
		got = append(got, r{g.kind, body[g.off:g.end]})
	}
	want := []r{
		{regionComment, "<!-- a\nb -->"},
		{regionLink, "https://h/l"},
		{regionHidden, "i"},
		{regionImage, "https://h/i.png"},
		{regionCode, "````md\n```\n<!-- in code -->\n````"},
		{regionCode, "~~~\nopen"},
	}
	if len(got) != len(want) {
		t.Fatalf("regions %q, want %q", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("region %d = %q, want %q", i, got[i], want[i])
		}
	}
}

// The regions a rendered page keeps from its reader, each at its bytes
// and with what hides it; what a reader sees (a footnote, a <details
// open>, a link's text, an attribute that is a URL or a class) is none.
func TestMarkdownHiddenRegions(t *testing.T) {
	body := "Intro [docs](https://h/d \"Title one\") and ![a logo](x.png).\n" +
		"[ref]: https://h/r 'Ref title'\n" +
		"[^1]: A footnote is shown.\n" +
		"<details>\n<summary>More</summary>\n\nInside the fold.\n\n```\ncode\n```\n</details>\n" +
		"<details open>\nShown.\n</details>\n" +
		"<div hidden>Not shown.</div> <span style=\"display: none\">Nor this.</span>\n" +
		"<img src=\"a b.png\" class=\"x y\" alt=\"An alt text\" title=\"One\">\n" +
		"Short line" + strings.Repeat(" ", 45) + "far right\n"
	type r struct {
		kind regionKind
		how  string
		text string
	}
	var got []r
	for _, g := range mdRegions([]byte(body)) {
		if g.kind == regionHidden {
			got = append(got, r{g.kind, g.how, body[g.off:g.end]})
		}
	}
	want := []r{
		{regionHidden, hidLinkTitle, "Title one"},
		{regionHidden, hidAlt, "a logo"},
		{regionHidden, hidLinkDef, "[ref]: https://h/r 'Ref title'"},
		{regionHidden, hidDetails, "\n\nInside the fold.\n\n```\ncode\n```\n"},
		{regionHidden, hidElement, "Not shown."},
		{regionHidden, hidElement, "Nor this."},
		{regionHidden, hidAttribute, "An alt text"},
		{regionHidden, hidOffscreen, "far right"},
	}
	if len(got) != len(want) {
		t.Fatalf("regions %q, want %q", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("region %d = %q, want %q", i, got[i], want[i])
		}
	}
}
