// Command mcp-lint finds MCP manifests, client configs and tool fixtures in a
// repository and scans every tool definition for poisoning and prompt
// injection, offline and deterministically.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strings"

	"github.com/mcp-lint/mcp-lint/cmd/mcp-lint/internal/startup"
	"github.com/mcp-lint/mcp-lint/config"
	"github.com/mcp-lint/mcp-lint/detect"
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

const usage = `mcp-lint — a security linter for MCP tool definitions and agent files

Usage:
  mcp-lint [scan] [flags] [paths...]   scan MCP files and agent files (default: .)
  mcp-lint eval --corpus FILE [flags]  score the engine against a labeled corpus
  mcp-lint rules                       list every rule
  mcp-lint explain RULE                show a rule's documentation
  mcp-lint explain --facts TEXT        show what the demand check reads in TEXT
  mcp-lint init                        write a commented .mcp-lint.yaml
  mcp-lint lock [paths...]             pin tool definitions in mcp-lint.lock
  mcp-lint approve ...                 approve pinned tools
  mcp-lint snapshot ...                capture a live server's tools/list
  mcp-lint mcp [--root DIR]            serve the scans to an agent as an MCP server (stdio)
  mcp-lint action                      the GitHub Action's entry point (reads INPUT_*)
  mcp-lint version [--json]            print the version
  mcp-lint completion bash|zsh|fish    print a shell completion script

Exit codes:
  0  nothing at or above the failure threshold
  1  findings that fail the gate (--fail-on; default: any open finding in a
     tool's text, any hard finding, launch-config hygiene rated high)
  2  usage or configuration error
  3  scan incomplete: an input could not be read or parsed, a check failed,
     or a bound was reached — never "clean" for what was not read (text
     computed by source code is a notice, unless --computed error)
  6  corpus gate breach (mcp-lint eval --gate)

MCP files: tool fixtures, servers' source code, bundles, client configs,
registry entries. Agent files (read by default; --agent-files=false leaves
them out): skills (SKILL.md), plugins' commands, agents and manifests,
hooks, and rules files (AGENTS.md, CLAUDE.md, .cursor/rules ...).

Run "mcp-lint scan -h" for the scan flags.
`

func main() {
	// The rules are built while the collector is still held back (see
	// startup), unless the command needs none.
	if len(os.Args) < 2 || !noRules[os.Args[1]] {
		detect.LoadRules()
	}
	startup.Done()
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// noRules are the commands that scan nothing, and scan, which builds the
// rules when it has something to check (a repository without MCP
// artefacts needs none: building them was most of such a scan's
// instructions).
var noRules = map[string]bool{"version": true, "--version": true, "help": true, "-h": true, "--help": true, "scan": true, "completion": true}

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
			return runVersion(args[1:], stdout, stderr)
		case "completion":
			return runCompletion(args[1:], stdout, stderr)
		case "lock":
			return runLock(args[1:], stdout, stderr)
		case "approve":
			return runApprove(args[1:], stdout, stderr)
		case "snapshot":
			return runSnapshot(args[1:], stdout, stderr)
		case "mcp":
			return runMCP(args[1:], stdout, stderr)
		case "action":
			return runAction(args[1:], stdout, stderr)
		case "help", "-h", "--help", "-help":
			if len(args) > 1 && args[0] == "help" && !isHelp(args[1]) {
				// "mcp-lint help scan" is "mcp-lint scan --help".
				if commands[args[1]] {
					return run([]string{args[1], "--help"}, stdout, stderr)
				}
				fmt.Fprintf(stderr, "mcp-lint: unknown command %q%s\n", args[1], suggest(args[1]))
				return exitUsage
			}
			fmt.Fprint(stdout, usage)
			return exitOK
		}
		if a := args[0]; !strings.HasPrefix(a, "-") && !strings.ContainsAny(a, "/\\.") {
			// A word that is no file here and reads like a command is a
			// mistyped command, not a path to scan.
			if _, err := os.Lstat(a); err != nil {
				if s := suggest(a); s != "" {
					fmt.Fprintf(stderr, "mcp-lint: unknown command %q%s (to scan a path of that name, use mcp-lint scan %s)\n", a, s, a)
					return exitUsage
				}
			}
		}
	}
	return runScan(args, stdout, stderr)
}

// commands are the subcommands, for help and suggestions.
var commands = map[string]bool{"scan": true, "eval": true, "rules": true, "explain": true, "init": true,
	"version": true, "lock": true, "approve": true, "snapshot": true, "mcp": true, "action": true, "help": true, "completion": true}

// suggest names the command closest to a mistyped one (at most two edits
// away), as "; did you mean \"lock\"?", or "".
func suggest(word string) string {
	best, bestD := "", 3
	for c := range commands {
		if d := editDistance(strings.ToLower(word), c); d < bestD || d == bestD && c < best {
			best, bestD = c, d
		}
	}
	if best == "" {
		return ""
	}
	return fmt.Sprintf("; did you mean %q?", best)
}

// editDistance is the Damerau–Levenshtein distance (adjacent swaps count
// one edit: "lcok" is one edit from "lock").
func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	d := make([][]int, len(ra)+1)
	for i := range d {
		d[i] = make([]int, len(rb)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(ra); i++ {
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(ra)][len(rb)]
}

// init fills the version from Go's build information when the build was
// not stamped (go install, pre-commit's golang hooks): the module version
// and the VCS revision Go records.
func init() {
	if version != "dev" {
		return
	}
	if bi, ok := debug.ReadBuildInfo(); ok {
		version, commit, date = fromBuildInfo(bi, version, commit, date)
	}
}

// fromBuildInfo is what a build's information adds to the version, the
// commit and the date: the module's version (not "(devel)"), the first 12
// hex digits of vcs.revision, "-dirty" when vcs.modified, and vcs.time.
// Values already stamped are kept. Go records no VCS setting when it
// finds no repository it can read (a git worktree, -buildvcs=false, a
// source archive): then only the version can change.
func fromBuildInfo(bi *debug.BuildInfo, version, commit, date string) (string, string, string) {
	if v := bi.Main.Version; v != "" && v != "(devel)" {
		version = v
	}
	modified := false
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			if commit == "" {
				commit = s.Value[:min(len(s.Value), 12)]
			}
		case "vcs.time":
			if date == "" {
				date = s.Value
			}
		case "vcs.modified":
			modified = s.Value == "true"
		}
	}
	if modified && commit != "" {
		commit += "-dirty"
	}
	return version, commit, date
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

// newFlagSet makes a command's flag set: flag errors and the usage they
// bring go to stderr; asking for help (-h, --help) prints the usage to
// stdout and succeeds, as peers do.
func newFlagSet(name string, stdout, stderr io.Writer, usage string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), usage)
		fs.PrintDefaults()
	}
	helpOut[fs] = stdout
	commandUsage[name] = func(w io.Writer) {
		out := fs.Output()
		fs.SetOutput(w)
		fs.Usage()
		fs.SetOutput(out)
	}
	return fs
}

// helpOut is where each flag set prints the help asked for.
var helpOut = map[*flag.FlagSet]io.Writer{}

// commandUsage prints a command's usage, for "mcp-lint help COMMAND"; a
// command's flag set registers it when it is made.
var commandUsage = map[string]func(io.Writer){}

// isHelp: the flags that ask for help.
func isHelp(a string) bool {
	switch a {
	case "-h", "-help", "--help", "--h":
		return true
	}
	return false
}

// parseArgs parses args, printing the usage to stdout when they ask for
// help (flag.ErrHelp is returned; the caller exits 0).
func parseArgs(fs *flag.FlagSet, args []string) error {
	for _, a := range args {
		if a == "--" {
			break
		}
		if isHelp(a) {
			out := fs.Output()
			fs.SetOutput(helpOut[fs])
			fs.Usage()
			fs.SetOutput(out)
			return flag.ErrHelp
		}
	}
	// A bad flag is one line and a hint, not the whole usage: the flag
	// package's own message and usage are held back.
	out := fs.Output()
	fs.SetOutput(io.Discard)
	err := fs.Parse(args)
	fs.SetOutput(out)
	if err != nil {
		fmt.Fprintf(out, "mcp-lint %s: %v%s\nRun \"mcp-lint %s --help\" for its flags.\n", fs.Name(), err, suggestFlag(fs, err), fs.Name())
	}
	return err
}

// suggestFlag names the flag closest to an unknown one (at most two edits
// away), as " (did you mean --format?)", or "".
func suggestFlag(fs *flag.FlagSet, err error) string {
	name, ok := strings.CutPrefix(err.Error(), "flag provided but not defined: ")
	if !ok {
		return ""
	}
	name = strings.TrimLeft(name, "-")
	best, bestD := "", 3
	fs.VisitAll(func(f *flag.Flag) {
		if d := editDistance(strings.ToLower(name), f.Name); d < bestD || d == bestD && f.Name < best {
			best, bestD = f.Name, d
		}
	})
	if best == "" {
		return ""
	}
	return fmt.Sprintf(" (did you mean --%s?)", best)
}

// parseInterleaved parses flags that may come before or after the
// positional arguments ("mcp-lint scan ./servers --format sarif").
func parseInterleaved(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := parseArgs(fs, args); err != nil {
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
type usageError struct {
	msg string
	// config is the config file's error, when the problem is there: the
	// Action annotates the file at its line.
	config *config.Error
}

func (e usageError) Error() string { return e.msg }
