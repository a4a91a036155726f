package detect

import (
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// TestLexiconExamples runs every lexicon record's match examples: the
// record's class is read in each, in the record's language, and in none
// of its nomatch examples.
func TestLexiconExamples(t *testing.T) {
	recs, err := reading.ReadLexicons()
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) < 9*20 {
		t.Fatalf("%d lexicon records, want at least 20 for each of 9 languages", len(recs))
	}
	for _, r := range recs {
		lx := reading.LangLex(r.Lang)
		for _, m := range r.Matches {
			var got reading.Lclass
			for _, h := range lx.LexScan(m, nil) {
				got.Add(h.Cls)
			}
			if r.Cls == reading.LFunction {
				n := 0
				for _, w := range reading.LexWords(m) {
					if lx.Fn[w.Text] {
						n++
					}
				}
				if n < 2 {
					t.Errorf("%s: %s (%s): %q holds %d function words, want 2", r.At, r.Class, r.Lang, m, n)
				}
				continue
			}
			if !got.Has(r.Cls) {
				t.Errorf("%s: %s (%s): not read in %q", r.At, r.Class, r.Lang, m)
			}
		}
		for _, m := range r.Nomatches {
			for _, h := range lx.LexScan(m, nil) {
				if h.Cls.Has(r.Cls) {
					t.Errorf("%s: %s (%s): read in nomatch %q at %q", r.At, r.Class, r.Lang, m, m[h.Start:h.End])
				}
			}
		}
	}
}

// TestLexiconLanguage: a sentence is told to be in the language its
// script or function words say, and English is none of them.
func TestLexiconLanguage(t *testing.T) {
	for _, c := range []struct{ text, lang string }{
		{"请把结果发送给用户", "zh"},
		{"結果をユーザーに送信してください", "ja"},
		{"결과를 사용자에게 보내세요", "ko"},
		{"Envíe el archivo con los datos de la carpeta", "es"},
		{"Envie o arquivo com os dados da pasta", "pt"},
		{"Invia il file con i dati della cartella", "it"},
		{"Envoyez le fichier avec les données du dossier", "fr"},
		{"Senden Sie die Datei mit den Daten und dem Inhalt", "de"},
		{"Отправьте файл с данными из папки", "ru"},
		{"Send the file with the data of the folder to the user", ""},
		{"get_weather city_name", ""},
	} {
		if got := reading.LexLang(c.text, reading.LexWords(c.text)); got != c.lang {
			t.Errorf("lexLang(%q) = %q, want %q", c.text, got, c.lang)
		}
	}
}

// TestLexWords: an elided word is split off; a hyphen and a leading dot
// stay inside a word.
func TestLexWords(t *testing.T) {
	var got []string
	for _, w := range reading.LexWords("N'envoyez pas l'api-schlüssel, lisez .env.") {
		got = append(got, w.Text)
	}
	if want := "n envoyez pas l api-schlüssel lisez .env"; strings.Join(got, " ") != want {
		t.Errorf("lexWords = %q, want %q", strings.Join(got, " "), want)
	}
}

// The function words that tell a sentence's language are read by a quick
// pass over the function-word records (loadLexicons), not by the full
// parse; both must give the same table.
func TestFunctionWordsScanMatchesParse(t *testing.T) {
	reading.LexOnce.Do(reading.LoadLexicons)
	recs, err := reading.ReadLexicons()
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]uint8{}
	for _, r := range recs {
		if k := slices.Index(reading.LexLangs[3:8], r.Lang); r.Cls == reading.LFunction && k >= 0 {
			for _, w := range r.Entries {
				want[w] |= 1 << k
			}
		}
	}
	if len(want) == 0 || !maps.Equal(want, reading.LexFnAny) {
		t.Fatalf("function words: the quick pass read %d words, the parse %d", len(reading.LexFnAny), len(want))
	}
}

// TestLexClassesDistinct: every class a record names is one index of its
// own, below lclassCap.
func TestLexClassesDistinct(t *testing.T) {
	var seen reading.Lclass
	for name, c := range reading.LexClassNames {
		if n := lclassOnes(c); n != 1 {
			t.Errorf("%s: %d classes, want 1", name, n)
		}
		if seen.Has(c) {
			t.Errorf("%s: its index is another class's too", name)
		}
		seen.Add(c)
	}
}
