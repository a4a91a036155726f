package detect

import (
	"encoding/base64"
	"fmt"
	"strings"
	"testing"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// BenchmarkProseManyBlobs: a unit with no order to decode, whose many
// blobs each decode to words, asked ordered once per blob and
// read the whole unit each time (every sentence not in English in every
// lexicon): a 34 KB German rules file with 250 such blobs took seconds,
// 137 KB minutes. The order is read once per scan (ordered). Speed is
// measured here, never asserted in a test.
func BenchmarkProseManyBlobs(bm *testing.B) {
	var b strings.Builder
	b.WriteString("# Notizen\n\n")
	for i := 0; i < 250; i++ {
		b.WriteString("Die Datei wird jeden Tag von der Gruppe gelesen und danach gespeichert. ")
		b.WriteString(base64.StdEncoding.EncodeToString([]byte(fmt.Sprintf("please remember the number %d forever and ever", i))) + "\n")
	}
	tool := reading.Tool{Server: "repo", Kind: reading.KindRules, Name: "CLAUDE.md", Description: b.String()}
	for bm.Loop() {
		NewEngine().Scan(reading.NewRegistry([]reading.Tool{tool}), nil)
	}
}
