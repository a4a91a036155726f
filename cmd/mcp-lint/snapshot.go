package main

import (
	"fmt"
	"io"
)

func runSnapshot(args []string, stdout, stderr io.Writer) int {
	fmt.Fprintln(stderr, "mcp-lint snapshot: not implemented yet")
	return exitUsage
}
