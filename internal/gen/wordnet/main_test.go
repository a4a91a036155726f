package main

import (
	"os"
	"testing"
)

// The committed vocabularies are what the generator makes from the
// database, where the database is installed (Debian: wordnet-base).
func TestDemandRulesAreCurrent(t *testing.T) {
	const dict = "/usr/share/wordnet"
	if _, err := os.Stat(dict + "/data.verb"); err != nil {
		t.Skip("WordNet is not installed (apt-get install wordnet-base)")
	}
	d, err := load(dict)
	if err != nil {
		t.Fatal(err)
	}
	got, err := generate(d)
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("../../../detect/internal/reading/rules/demand.rules")
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != string(want) {
		t.Fatal("detect/internal/reading/rules/demand.rules is stale: run go generate ./detect/internal/reading")
	}
}

// Every seed names a sense the database has: a seed past a word's senses
// is an error, not an empty class.
func TestSeedOutOfRange(t *testing.T) {
	d := &db{index: map[byte]map[string][]int64{'v': {"send": {1}}}, data: map[byte]map[int64]*synset{'v': {1: {words: []string{"send"}}}}}
	if _, err := d.sense(v("send", 2, 0)); err == nil {
		t.Fatal("sense 2 of a word with one sense was accepted")
	}
	if s, err := d.sense(v("send", 1, 0)); err != nil || s.words[0] != "send" {
		t.Fatalf("sense 1: %v %v", s, err)
	}
}
