package discover

import "testing"

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
