package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/mcp-lint/mcp-lint/detect"
)

// listWordSets prints the words records (rules --words): per record its
// ID, whether the code reads it by name (set) or as a class every token
// carries (class), its form and file, its words, and its gloss.
func listWordSets(format string, stdout io.Writer) int {
	ws := detect.WordSets()
	if format == "json" {
		b, _ := json.MarshalIndent(ws, "", "  ")
		fmt.Fprintf(stdout, "%s\n", b)
		return exitOK
	}
	for _, w := range ws {
		kind := "class"
		if w.Named {
			kind = "set"
		}
		fmt.Fprintf(stdout, "%-36s %-5s %-4s %s\n", w.ID, kind, w.Form, w.File)
		fmt.Fprintf(stdout, "    words: %s\n", strings.Join(w.Words, " "))
		if w.Gloss != "" {
			fmt.Fprintf(stdout, "    %s\n", w.Gloss)
		}
	}
	return exitOK
}
