// Command mcp-lint finds MCP manifests, client configs and tool fixtures in a
// repository and scans every tool definition for poisoning and prompt
// injection, offline and deterministically.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
)

// Exit codes.
const (
	exitOK         = 0 // nothing at or above the threshold
	exitFindings   = 1 // findings at or above the threshold
	exitUsage      = 2 // usage or configuration error
	exitIncomplete = 3 // an input could not be read or parsed, a check failed or a bound was reached
	exitGate       = 6 // corpus gate breach
)

// Stamped at build time: -ldflags "-X main.version=v1.2.3 -X main.commit=... -X main.date=...".
var (
	version = "dev"
	commit  = ""
	date    = ""
)

const usage = `mcp-lint — a security linter for MCP tool definitions

Usage:
  mcp-lint [scan] [flags] [paths...]   scan files and directories (default: .)
  mcp-lint eval --corpus FILE [flags]  score the engine against a labeled corpus
  mcp-lint rules                       list every rule
  mcp-lint explain RULE                show a rule's documentation
  mcp-lint init                        write a commented .mcp-lint.yaml
  mcp-lint lock [paths...]             pin tool definitions in mcp-lint.lock
  mcp-lint approve ...                 approve pinned tools
  mcp-lint snapshot ...                capture a live server's tools/list
  mcp-lint action                      the GitHub Action's entry point (reads INPUT_*)
  mcp-lint version                     print the version

Exit codes:
  0  nothing at or above the failure threshold
  1  findings at or above the threshold (--fail-on; default: any blocking finding)
  2  usage or configuration error
  3  scan incomplete: an input could not be read or parsed, a check failed,
     or a bound was reached — never "clean" for what was not read
  6  corpus gate breach (mcp-lint eval --gate)

Run "mcp-lint scan -h" for the scan flags.
`

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		switch args[0] {
		case "scan":
			return runScan(args[1:], stdout, stderr)
		case "eval":
			return runEval(args[1:], stdout, stderr)
		case "rules":
			return runRules(args[1:], stdout, stderr)
		case "explain":
			return runExplain(args[1:], stdout, stderr)
		case "init":
			return runInit(args[1:], stdout, stderr)
		case "version", "--version", "-version":
			fmt.Fprintf(stdout, "mcp-lint %s\n", versionString())
			return exitOK
		case "lock":
			return runLock(args[1:], stdout, stderr)
		case "approve":
			return runApprove(args[1:], stdout, stderr)
		case "snapshot":
			return runSnapshot(args[1:], stdout, stderr)
		case "action":
			return runAction(args[1:], stdout, stderr)
		case "help", "-h", "--help", "-help":
			fmt.Fprint(stdout, usage)
			return exitOK
		}
	}
	return runScan(args, stdout, stderr)
}

func versionString() string {
	s := version
	if commit != "" {
		s += " (commit " + commit
		if date != "" {
			s += ", built " + date
		}
		s += ")"
	}
	return s
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

// parseInterleaved parses flags that may come before or after the
// positional arguments ("mcp-lint scan ./servers --format sarif").
func parseInterleaved(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		rest := fs.Args()
		if len(rest) == 0 {
			return pos, nil
		}
		if rest[0] == "--" {
			return append(pos, rest[1:]...), nil
		}
		pos = append(pos, rest[0])
		args = rest[1:]
	}
}

type multiFlag []string

func (m *multiFlag) String() string { return strings.Join(*m, ",") }
func (m *multiFlag) Set(s string) error {
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			*m = append(*m, p)
		}
	}
	return nil
}

// usageError is a problem with the command line or the config (exit 2).
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }
