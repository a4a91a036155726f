package main

import (
	"bytes"
	"os"
	"strings"
	"testing"
)

// A confusables.txt in the data's format, with one line per rule the
// generator applies (the code points are real; the selection is ours).
const sample = "\ufeff# confusables.txt\n# Version: 15.0.0\n" +
	"0049 ;\t006C ;\tMA\t# ( I → l ) LATIN CAPITAL LETTER I → LATIN SMALL LETTER L\n" +
	"2C9F ;\t006F ;\tMA\t# COPTIC SMALL LETTER O → LATIN SMALL LETTER O\n" +
	"0406 ;\t006C ;\tMA\t# CYRILLIC CAPITAL LETTER BYELORUSSIAN-UKRAINIAN I → l\n" +
	"043D ;\t029C ;\tMA\t# CYRILLIC SMALL LETTER EN → LATIN LETTER SMALL CAPITAL H\n" +
	"041A ;\t004B ;\tMA\t# CYRILLIC CAPITAL LETTER KA → K\n" +
	"043A ;\t0138 ;\tMA\t# CYRILLIC SMALL LETTER KA → LATIN SMALL LETTER KRA\n" +
	"0435 ;\t0065 ;\tMA\t# CYRILLIC SMALL LETTER IE → e\n" +
	"FF41 ;\t0061 ;\tMA\t# FULLWIDTH LATIN SMALL LETTER A → a (NFKC's)\n" +
	"0434 ;\t0064 0334 ;\tMA\t# a two-rune prototype\n" +
	"\n"

func TestLatinFolds(t *testing.T) {
	m, err := ParseConfusables(strings.NewReader(sample))
	if err != nil {
		t.Fatal(err)
	}
	if len(m) != 9 || m[0x0434] != "d\u0334" {
		t.Fatalf("parsed %d entries: %q", len(m), m)
	}
	got := map[rune]Fold{}
	for _, f := range LatinFolds(m) {
		got[f.From] = f
	}
	for r, want := range map[rune]rune{
		0x2C9F: 'o', // direct
		0x0406: 'I', // prototype l, which I also has: a capital reads as I
		0x043D: 'h', // prototype ʜ, named a small capital H
		0x043A: 'k', // prototype ĸ, no letter; its capital К is K
		0x041A: 'K',
		0x0435: 'e',
		0x0415: 'E', // capital Е: no line of its own, its small letter's
		0x0451: 'e', // ё: е with a diaeresis
	} {
		if got[r].To != want {
			t.Errorf("%U folds to %q (%s), want %q", r, got[r].To, got[r].Via, want)
		}
	}
	for _, r := range []rune{'I', 0xFF41, 0x0434} {
		if f, ok := got[r]; ok {
			t.Errorf("%U folds to %q, want no entry (ASCII, NFKC's, or no one-letter prototype)", r, f.To)
		}
	}
	src, err := ConfusablesTable("text", LatinFolds(m))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"DO NOT EDIT", "version 15.0.0", "Unicode License v3", "0x2C9F: 'o', // COPTIC SMALL LETTER O\n",
		"0x043A: 'k', // CYRILLIC SMALL LETTER KA; case of U+041A\n"} {
		if !bytes.Contains(src, []byte(want)) {
			t.Errorf("table lacks %q:\n%s", want, src)
		}
	}
}

func TestParseConfusablesErrors(t *testing.T) {
	for _, in := range []string{"0041 ; 0061\n", "0041 0042 ; 0061 ; MA\n", "0041 ; ZZ ; MA\n", "2C9F ; 006F ; MA\n2C9F ; 006F ; MA\n"} {
		if _, err := ParseConfusables(strings.NewReader(in)); err == nil {
			t.Errorf("%q: no error", in)
		}
	}
}

func TestParseProperty(t *testing.T) {
	in := "# Used with Emoji Version 15.0 and later\n" +
		"00A9 ; Extended_Pictographic # ©\n0023 ; Emoji # #\n" +
		"2194..2199 ; Extended_Pictographic\n219A ; Extended_Pictographic\n1F000..1F0FF ; Extended_Pictographic\n"
	rs, err := ParseProperty(strings.NewReader(in), "Extended_Pictographic")
	if err != nil {
		t.Fatal(err)
	}
	want := [][2]rune{{0xA9, 0xA9}, {0x2194, 0x219A}, {0x1F000, 0x1F0FF}}
	if len(rs) != len(want) {
		t.Fatalf("ranges %X, want %X", rs, want)
	}
	for i := range want {
		if rs[i] != want[i] {
			t.Errorf("range %d = %X, want %X", i, rs[i], want[i])
		}
	}
	if v := headerVersion([]byte(in)); v != "15.0" {
		t.Errorf("headerVersion = %q", v)
	}
	if v := headerVersion([]byte(sample[3:])); v != "15.0.0" {
		t.Errorf("headerVersion = %q", v)
	}
}

// TestPinned: an input of another version or with other bytes is refused.
func TestPinned(t *testing.T) {
	dir := t.TempDir()
	path := dir + "/confusables.txt"
	if err := os.WriteFile(path, []byte(sample), 0o644); err != nil {
		t.Fatal(err)
	}
	render := func([]byte) ([]byte, error) { return nil, nil }
	if _, err := generate(path, confusablesVersion, confusablesSHA256, render); err == nil || !strings.Contains(err.Error(), "SHA-256") {
		t.Errorf("a file of other bytes: err = %v", err)
	}
	if _, err := generate(path, "16.0.0", confusablesSHA256, render); err == nil || !strings.Contains(err.Error(), "Version") {
		t.Errorf("a file of another version: err = %v", err)
	}
}

// TestCommittedTables regenerates each committed table from its pinned
// input when the input is at hand (UNICODE_CONFUSABLES, UNICODE_EMOJI_DATA:
// the paths the go:generate lines read), and compares byte for byte.
func TestCommittedTables(t *testing.T) {
	ran := 0
	if p := os.Getenv("UNICODE_CONFUSABLES"); p != "" {
		ran++
		got, err := generate(p, confusablesVersion, confusablesSHA256, func(data []byte) ([]byte, error) {
			m, err := ParseConfusables(bytes.NewReader(data))
			if err != nil {
				return nil, err
			}
			return ConfusablesTable("text", LatinFolds(m))
		})
		compareFile(t, got, err, "../../detect/internal/text/confusables_table.go")
	}
	if p := os.Getenv("UNICODE_EMOJI_DATA"); p != "" {
		ran++
		got, err := generate(p, emojiVersion, emojiSHA256, func(data []byte) ([]byte, error) {
			rs, err := ParseProperty(bytes.NewReader(data), "Extended_Pictographic")
			if err != nil {
				return nil, err
			}
			return EmojiTable("hiddenunicode", rs)
		})
		compareFile(t, got, err, "../../detect/hiddenunicode/emoji_table.go")
	}
	if ran == 0 {
		t.Skip("UNICODE_CONFUSABLES and UNICODE_EMOJI_DATA not set: the Unicode data files are not in the repository")
	}
}

func compareFile(t *testing.T, got []byte, err error, path string) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from what its pinned input generates: run go generate", path)
	}
}
