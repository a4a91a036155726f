// Command mcp-lint finds MCP manifests, client configs and tool fixtures in a
// repository and scans every tool definition for poisoning and prompt
// injection, offline and deterministically.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
)

// Exit codes.
const (
	exitOK         = 0 // nothing at or above the threshold
	exitFindings   = 1 // findings at or above the threshold
	exitUsage      = 2 // usage or configuration error
	exitIncomplete = 3 // an input could not be read or parsed, a check failed or a cap was hit
	exitGate       = 6 // corpus gate breach
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		switch args[0] {
		case "eval":
			return runEval(args[1:], stdout, stderr)
		}
	}
	fmt.Fprintln(stderr, "mcp-lint: unknown command")
	return exitUsage
}

func newFlagSet(name string, stderr io.Writer, usage string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprint(stderr, usage)
		fs.PrintDefaults()
	}
	return fs
}
