package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"runtime"
)

const versionUsage = `usage: mcp-lint version [--json]

Prints the version, the commit and the build date; --json prints them as a
JSON object (version, commit, date, go, platform) for scripts.

Flags:
`

// versionInfo is what `mcp-lint version --json` prints.
type versionInfo struct {
	Version  string `json:"version"`
	Commit   string `json:"commit"`
	Date     string `json:"date"`
	Go       string `json:"go"`
	Platform string `json:"platform"`
}

func runVersion(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("version", stdout, stderr, versionUsage)
	asJSON := fs.Bool("json", false, "print a JSON object")
	if err := parseArgs(fs, args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK
		}
		return exitUsage
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "mcp-lint version: unexpected %q\nRun \"mcp-lint version --help\" for its flags.\n", fs.Arg(0))
		return exitUsage
	}
	if !*asJSON {
		fmt.Fprintf(stdout, "mcp-lint %s\n", versionString())
		return exitOK
	}
	b, err := json.MarshalIndent(versionInfo{Version: version, Commit: commit, Date: date,
		Go: runtime.Version(), Platform: runtime.GOOS + "/" + runtime.GOARCH}, "", "  ")
	if err != nil {
		fmt.Fprintf(stderr, "mcp-lint version: %v\n", err)
		return exitUsage
	}
	fmt.Fprintf(stdout, "%s\n", b)
	return exitOK
}
