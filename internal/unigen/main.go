// Command unigen writes the Unicode tables the detection engine folds and
// classifies characters with, from Unicode's own data files, so that no
// mapping is written by hand:
//
//   - -confusables: UTS #39 confusables.txt → detect/internal/text's
//     confusableLatin, every non-ASCII character Unicode says is
//     confusable with one ASCII letter;
//   - -emoji: UTS #51 emoji-data.txt → detect's Extended_Pictographic
//     table, the characters emoji sequences are built from.
//
// Each input is pinned: its "Version:" header and its SHA-256 must be the
// ones below, so a table changes only when these constants are moved to a
// new release on purpose. The files are not kept in the repository (they
// are large, and the generated tables are what the build uses); the go
// generate lines that call this command say where Debian ships them.
//
// The data files are © Unicode, Inc., distributed under the Unicode
// License v3 (https://www.unicode.org/license.txt); the generated tables
// carry that notice.
package main

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"go/format"
	"io"
	"log"
	"os"
	"sort"
	"strconv"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
	"golang.org/x/text/unicode/runenames"
)

// The pinned inputs.
const (
	// confusables.txt of UTS #39 for Unicode 15.0.0 (dated 2022-08-26), as
	// ICU 72.1 ships it in icu4c/source/data/unidata; Debian bookworm's
	// source package icu 72.1-3+deb12u1 (orig tarball SHA-256
	// a2d2d38217092a7ed56635e34467f92f976b370e20182ad325edea6681a71d68).
	confusablesVersion = "15.0.0"
	confusablesSHA256  = "2b10130885c3370b101c52d7baedc452ab7f0e257b86c1e52ee657ecfc29ce64"
	// emoji-data.txt of UTS #51 for Emoji 15.0 (dated 2022-08-02), as
	// Debian bookworm's unicode-data 15.0.0-1 installs it in
	// /usr/share/unicode/emoji.
	emojiVersion = "15.0"
	emojiSHA256  = "29071dba22c72c27783a73016afb8ffaeb025866740791f9c2d0b55cc45a3470"
)

const licence = `// The data is © Unicode, Inc., used under the Unicode License v3
// (https://www.unicode.org/license.txt): permission is granted to use,
// copy and distribute the data files and derived works provided this
// notice is kept.`

func main() {
	confusables := flag.String("confusables", "", "path of UTS #39 confusables.txt")
	emoji := flag.String("emoji", "", "path of UTS #51 emoji-data.txt")
	out := flag.String("out", "", "Go file to write")
	pkg := flag.String("pkg", "", "package of the Go file")
	flag.Parse()
	if *out == "" || *pkg == "" || (*confusables == "") == (*emoji == "") {
		log.Fatal("usage: unigen (-confusables FILE | -emoji FILE) -pkg NAME -out FILE.go")
	}
	var src []byte
	var err error
	if *confusables != "" {
		src, err = generate(*confusables, confusablesVersion, confusablesSHA256, func(data []byte) ([]byte, error) {
			m, err := ParseConfusables(bytes.NewReader(data))
			if err != nil {
				return nil, err
			}
			return ConfusablesTable(*pkg, LatinFolds(m))
		})
	} else {
		src, err = generate(*emoji, emojiVersion, emojiSHA256, func(data []byte) ([]byte, error) {
			rs, err := ParseProperty(bytes.NewReader(data), "Extended_Pictographic")
			if err != nil {
				return nil, err
			}
			return EmojiTable(*pkg, rs)
		})
	}
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(*out, src, 0o644); err != nil {
		log.Fatal(err)
	}
}

// generate reads path, checks its version header and digest against the
// pinned ones, and renders it.
func generate(path, version, digest string, render func([]byte) ([]byte, error)) ([]byte, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("%w (see the go:generate line for where to get it)", err)
	}
	if v := headerVersion(data); v != version {
		return nil, fmt.Errorf("%s: Version %q, the generator is pinned to %q", path, v, version)
	}
	sum := sha256.Sum256(data)
	if got := hex.EncodeToString(sum[:]); got != digest {
		return nil, fmt.Errorf("%s: SHA-256 %s, the generator is pinned to %s", path, got, digest)
	}
	return render(data)
}

// headerVersion is the version a Unicode data file's header states: the
// "# Version: X" line of UTS #39 files, "# Used with Emoji Version X" of
// UTS #51 ones.
func headerVersion(data []byte) string {
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		line := strings.TrimPrefix(sc.Text(), "\ufeff")
		if !strings.HasPrefix(line, "#") {
			break
		}
		if _, v, ok := strings.Cut(line, "# Version: "); ok {
			return strings.TrimSpace(v)
		}
		if _, v, ok := strings.Cut(line, "Emoji Version "); ok {
			return strings.Fields(v)[0]
		}
	}
	return ""
}

// ParseConfusables reads confusables.txt: "SOURCE ; TARGET... ; MA # ..."
// lines, every source mapped to its prototype (a string).
func ParseConfusables(r io.Reader) (map[rune]string, error) {
	m := map[rune]string{}
	sc := bufio.NewScanner(r)
	n := 0
	for sc.Scan() {
		n++
		line := strings.TrimPrefix(sc.Text(), "\ufeff")
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		if strings.TrimSpace(line) == "" {
			continue
		}
		fields := strings.Split(line, ";")
		if len(fields) < 3 {
			return nil, fmt.Errorf("line %d: %d fields, want 3", n, len(fields))
		}
		src, err := parseRunes(fields[0])
		if err != nil || len(src) != 1 {
			return nil, fmt.Errorf("line %d: source %q: want one code point", n, fields[0])
		}
		dst, err := parseRunes(fields[1])
		if err != nil || len(dst) == 0 {
			return nil, fmt.Errorf("line %d: target %q", n, fields[1])
		}
		if _, dup := m[src[0]]; dup {
			return nil, fmt.Errorf("line %d: %U mapped twice", n, src[0])
		}
		m[src[0]] = string(dst)
	}
	return m, sc.Err()
}

func parseRunes(s string) ([]rune, error) {
	var rs []rune
	for _, f := range strings.Fields(s) {
		v, err := strconv.ParseUint(f, 16, 32)
		if err != nil {
			return nil, err
		}
		rs = append(rs, rune(v))
	}
	return rs, nil
}

// Fold is one entry of the generated table: a character, the ASCII
// letter it reads as, and how the generator got there.
type Fold struct {
	From, To rune
	Via      string // "" (the data maps it directly), or the step taken
}

// LatinFolds lists the non-ASCII characters that read as one ASCII letter
// once case is ignored, the way the engine compares text. UTS #39 maps a
// character to a prototype; the prototype is taken as the letter when it
// is one ASCII letter, or, one step further, when it is a letter Unicode
// names a small capital of an ASCII letter (ʙ, LATIN LETTER SMALL CAPITAL
// B); a capital whose prototype is a lower-case letter the data also
// gives for an ASCII capital (l, for I) reads as that capital. Two
// closures follow from comparing without case and without
// accents, as the engine does: a character whose own prototype is no
// ASCII letter (or that has none) while its other case's is folds to that
// letter in its own case (Cyrillic к, whose prototype is ĸ and whose
// capital К the data maps to K, is k); and a precomposed character whose
// canonical decomposition is a mapped base and combining marks folds to
// the base's letter (Cyrillic ё, е with diaeresis, is e). Characters that
// NFKC already turns into ASCII (fullwidth and mathematical letters) are
// left out: the engine normalizes to NFKC before it folds.
func LatinFolds(m map[rune]string) []Fold {
	// The data maps some ASCII letters to others (I to l): the prototype
	// stands for them all, and a capital reads as the capital among them.
	capital := map[rune]rune{}
	for src, dst := range m {
		if src >= 'A' && src <= 'Z' && len(dst) == 1 && dst[0] >= 'a' && dst[0] <= 'z' {
			capital[rune(dst[0])] = src
		}
	}
	direct := map[rune]Fold{}
	for src, dst := range m {
		if src < 0x80 || nfkcASCII(src) {
			continue
		}
		if l, via, ok := asciiLetter(dst); ok {
			if c, ok := capital[l]; ok && unicode.IsUpper(src) {
				l, via = c, fmt.Sprintf("prototype %c, which the data gives for %c too", l, c)
			}
			direct[src] = Fold{src, l, via}
		}
	}
	out := map[rune]Fold{}
	for r, f := range direct {
		out[r] = f
	}
	// The other case of a mapped letter, when it has no mapping of its own.
	for r, f := range direct {
		for _, o := range []rune{unicode.ToLower(r), unicode.ToUpper(r)} {
			if o == r || o < 0x80 || nfkcASCII(o) {
				continue
			}
			if _, ok := out[o]; ok {
				continue // the data folds it to a letter itself
			}
			to := unicode.ToLower(f.To)
			if unicode.IsUpper(o) {
				to = unicode.ToUpper(f.To)
			}
			out[o] = Fold{o, to, fmt.Sprintf("case of %U", r)}
		}
	}
	// Precomposed letters over a mapped base: every code point Unicode
	// assigns is tried (the decomposition table is in norm).
	for r := rune(0x80); r <= unicode.MaxRune; r++ {
		if _, ok := out[r]; ok || !unicode.IsLetter(r) || nfkcASCII(r) {
			continue
		}
		if _, ok := m[r]; ok {
			continue
		}
		d := []rune(norm.NFD.String(string(r)))
		if len(d) < 2 {
			continue
		}
		base, ok := out[d[0]]
		if !ok {
			continue
		}
		marks := true
		for _, c := range d[1:] {
			marks = marks && unicode.Is(unicode.Mn, c)
		}
		if marks {
			out[r] = Fold{r, base.To, fmt.Sprintf("decomposes to %U and marks", d[0])}
		}
	}
	folds := make([]Fold, 0, len(out))
	for _, f := range out {
		folds = append(folds, f)
	}
	sort.Slice(folds, func(i, j int) bool { return folds[i].From < folds[j].From })
	return folds
}

// asciiLetter: the prototype is one ASCII letter, or one small capital of
// one (named LATIN LETTER SMALL CAPITAL X).
func asciiLetter(dst string) (rune, string, bool) {
	rs := []rune(dst)
	if len(rs) != 1 {
		return 0, "", false
	}
	r := rs[0]
	if r < 0x80 {
		return r, "", r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z'
	}
	if name, ok := strings.CutPrefix(runenames.Name(r), "LATIN LETTER SMALL CAPITAL "); ok && len(name) == 1 && name[0] >= 'A' && name[0] <= 'Z' {
		return rune(name[0]) + 32, fmt.Sprintf("prototype %U, a small capital", r), true
	}
	return 0, "", false
}

// nfkcASCII: NFKC already makes r ASCII.
func nfkcASCII(r rune) bool {
	s := norm.NFKC.String(string(r))
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// ConfusablesTable renders the folds as package pkg's confusableLatin.
func ConfusablesTable(pkg string, folds []Fold) ([]byte, error) {
	var b bytes.Buffer
	fmt.Fprintf(&b, "// Code generated by internal/unigen from UTS #39 confusables.txt; DO NOT EDIT.\n\n")
	fmt.Fprintf(&b, "// Source: confusables.txt, Unicode Security Mechanisms (UTS #39) version %s,\n", confusablesVersion)
	fmt.Fprintf(&b, "// SHA-256 %s.\n%s\n\n", confusablesSHA256, licence)
	fmt.Fprintf(&b, "package %s\n\n", pkg)
	fmt.Fprintf(&b, "// ConfusablesVersion is the UTS #39 data version confusableLatin is generated from.\n")
	fmt.Fprintf(&b, "const ConfusablesVersion = %q\n\n", confusablesVersion)
	fmt.Fprintf(&b, "// confusableLatin maps each non-ASCII character that reads as one ASCII\n")
	fmt.Fprintf(&b, "// letter, case ignored, to that letter (%d characters; see internal/unigen).\n", len(folds))
	fmt.Fprintf(&b, "var confusableLatin = map[rune]rune{\n")
	for _, f := range folds {
		comment := runenames.Name(f.From)
		if f.Via != "" {
			comment += "; " + f.Via
		}
		fmt.Fprintf(&b, "\t0x%04X: '%c', // %s\n", f.From, f.To, comment)
	}
	fmt.Fprintf(&b, "}\n")
	return format.Source(b.Bytes())
}

// ParseProperty reads the ranges of one property from a UCD-style file
// ("0023 ; Emoji # ..." or "1F000..1F0FF ; Extended_Pictographic # ...").
func ParseProperty(r io.Reader, prop string) ([][2]rune, error) {
	var rs [][2]rune
	sc := bufio.NewScanner(r)
	n := 0
	for sc.Scan() {
		n++
		line := sc.Text()
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		cps, p, ok := strings.Cut(line, ";")
		if !ok || strings.TrimSpace(p) != prop {
			continue
		}
		lo, hi, isRange := strings.Cut(strings.TrimSpace(cps), "..")
		if !isRange {
			hi = lo
		}
		a, err1 := strconv.ParseUint(lo, 16, 32)
		z, err2 := strconv.ParseUint(hi, 16, 32)
		if err1 != nil || err2 != nil || z < a {
			return nil, fmt.Errorf("line %d: range %q", n, cps)
		}
		rs = append(rs, [2]rune{rune(a), rune(z)})
	}
	if len(rs) == 0 {
		return nil, fmt.Errorf("no %s ranges", prop)
	}
	sort.Slice(rs, func(i, j int) bool { return rs[i][0] < rs[j][0] })
	// Merge adjacent ranges.
	merged := rs[:1]
	for _, g := range rs[1:] {
		last := &merged[len(merged)-1]
		if g[0] <= last[1]+1 {
			last[1] = max(last[1], g[1])
			continue
		}
		merged = append(merged, g)
	}
	return merged, sc.Err()
}

// EmojiTable renders the Extended_Pictographic ranges as package pkg's
// extendedPictographic.
func EmojiTable(pkg string, rs [][2]rune) ([]byte, error) {
	var b bytes.Buffer
	fmt.Fprintf(&b, "// Code generated by internal/unigen from UTS #51 emoji-data.txt; DO NOT EDIT.\n\n")
	fmt.Fprintf(&b, "// Source: emoji-data.txt, Unicode Emoji (UTS #51) version %s,\n", emojiVersion)
	fmt.Fprintf(&b, "// SHA-256 %s.\n%s\n\n", emojiSHA256, licence)
	fmt.Fprintf(&b, "package %s\n\n", pkg)
	fmt.Fprintf(&b, "// emojiVersion is the UTS #51 data version extendedPictographic is generated from.\n")
	fmt.Fprintf(&b, "const emojiVersion = %q\n\n", emojiVersion)
	fmt.Fprintf(&b, "// extendedPictographic is the Extended_Pictographic property: the\n")
	fmt.Fprintf(&b, "// characters emoji sequences are built from (%d ranges, sorted).\n", len(rs))
	fmt.Fprintf(&b, "var extendedPictographic = [][2]rune{\n")
	for _, g := range rs {
		fmt.Fprintf(&b, "\t{0x%04X, 0x%04X},\n", g[0], g[1])
	}
	fmt.Fprintf(&b, "}\n")
	return format.Source(b.Bytes())
}
