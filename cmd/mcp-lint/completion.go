package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"regexp"
	"sort"
	"strings"
	"sync"
)

const completionUsage = `usage: mcp-lint completion bash|zsh|fish

Prints a shell completion script: the commands, and each command's flags.

  bash   source <(mcp-lint completion bash)            (in ~/.bashrc)
  zsh    source <(mcp-lint completion zsh)             (in ~/.zshrc)
  fish   mcp-lint completion fish > ~/.config/fish/completions/mcp-lint.fish

Flags:
`

// completionShells are the shells a script is written for.
var completionShells = []string{"bash", "zsh", "fish"}

func runCompletion(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("completion", stdout, stderr, completionUsage)
	if err := parseArgs(fs, args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK
		}
		return exitUsage
	}
	if fs.NArg() != 1 {
		fmt.Fprintf(stderr, "mcp-lint completion: name one shell: %s\nRun \"mcp-lint completion --help\" for how to install it.\n", strings.Join(completionShells, ", "))
		return exitUsage
	}
	cmds := completionCommands()
	switch fs.Arg(0) {
	case "bash":
		fmt.Fprint(stdout, bashCompletion(cmds))
	case "zsh":
		// zsh reads the bash script through its bashcompinit layer.
		fmt.Fprint(stdout, "#compdef mcp-lint\n# zsh completion for mcp-lint: source <(mcp-lint completion zsh)\nautoload -U +X bashcompinit && bashcompinit\n")
		fmt.Fprint(stdout, bashCompletion(cmds))
	case "fish":
		fmt.Fprint(stdout, fishCompletion(cmds))
	default:
		fmt.Fprintf(stderr, "mcp-lint completion: unknown shell %q (want %s)\n", fs.Arg(0), strings.Join(completionShells, ", "))
		return exitUsage
	}
	return exitOK
}

// completedCommand is a command and its flags, as its --help lists them.
type completedCommand struct {
	name string
	// flags are the flag names; takesValue marks those followed by a value.
	flags      []string
	takesValue map[string]bool
}

// flagLine is a flag in the flag package's usage: "  -format text" or
// "  -quiet".
var flagLine = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(?m)^  -([A-Za-z0-9][A-Za-z0-9_-]*)( \S+)?$`) })

// completionCommands lists every command with the flags its own flag set
// defines, read from its --help, so the script cannot fall behind them.
func completionCommands() []completedCommand {
	names := make([]string, 0, len(commands))
	for c := range commands {
		names = append(names, c)
	}
	sort.Strings(names)
	var out []completedCommand
	for _, name := range names {
		c := completedCommand{name: name, takesValue: map[string]bool{}}
		if name != "help" {
			var help bytes.Buffer
			run([]string{name, "--help"}, &help, io.Discard)
			for _, m := range flagLine().FindAllStringSubmatch(help.String(), -1) {
				f := "--" + m[1]
				if len(m[1]) == 1 {
					f = "-" + m[1] // -o
				}
				c.flags = append(c.flags, f)
				if m[2] != "" {
					c.takesValue[f] = true
				}
			}
		}
		out = append(out, c)
	}
	return out
}

func bashCompletion(cmds []completedCommand) string {
	var b strings.Builder
	b.WriteString(`# bash completion for mcp-lint: source <(mcp-lint completion bash)
_mcp_lint() {
  local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} cmd="" i w
  # The command is the first word, unless that is a flag: then it is scan.
  for ((i = 1; i < COMP_CWORD; i++)); do
    w=${COMP_WORDS[i]}
    case $w in
      -*) [ -n "$cmd" ] || cmd=scan; _mcp_lint_value "$cmd" "$w" && ((i++)) ;;
      *) [ -n "$cmd" ] || cmd=$w; break ;;
    esac
  done
  if [[ $prev == -* ]] && _mcp_lint_value "$cmd" "$prev"; then
    return 0 # a flag's value: files, by -o default
  fi
  local words
  case $cmd in
`)
	var scan completedCommand
	var names []string
	for _, c := range cmds {
		names = append(names, c.name)
		if c.name == "scan" {
			scan = c
		}
		if c.name == "help" {
			fmt.Fprintf(&b, "    help) words=%q ;;\n", strings.Join(commandNames(cmds), " "))
			continue
		}
		fmt.Fprintf(&b, "    %s) words=%q ;;\n", c.name, strings.Join(append(c.flags, "--help"), " "))
	}
	// With no command, mcp-lint scans: the commands and scan's flags.
	fmt.Fprintf(&b, "    \"\") words=%q ;;\n", strings.Join(append(append(names, scan.flags...), "--help", "--version"), " "))
	b.WriteString(`    *) words="" ;;
  esac
  COMPREPLY=($(compgen -W "$words" -- "$cur"))
}
# _mcp_lint_value CMD FLAG: whether FLAG of CMD takes a value.
_mcp_lint_value() {
  case "$1 ${2#--}" in
`)
	for _, c := range cmds {
		var vf []string
		for _, f := range c.flags {
			if c.takesValue[f] {
				vf = append(vf, strings.TrimLeft(f, "-"))
			}
		}
		if len(vf) == 0 {
			continue
		}
		pat := func(cmd string) string {
			var alts []string
			for _, f := range vf {
				alts = append(alts, fmt.Sprintf("%q", cmd+" "+f), fmt.Sprintf("%q", cmd+" -"+f))
			}
			return strings.Join(alts, "|")
		}
		fmt.Fprintf(&b, "    %s) return 0 ;;\n", pat(c.name))
	}
	b.WriteString(`  esac
  return 1
}
complete -o default -o bashdefault -F _mcp_lint mcp-lint
`)
	return b.String()
}

func fishCompletion(cmds []completedCommand) string {
	var b strings.Builder
	b.WriteString("# fish completion for mcp-lint: mcp-lint completion fish > ~/.config/fish/completions/mcp-lint.fish\n")
	for _, c := range cmds {
		fmt.Fprintf(&b, "complete -c mcp-lint -n __fish_use_subcommand -a %s\n", c.name)
	}
	for _, c := range cmds {
		cond := "__fish_seen_subcommand_from " + c.name
		if c.name == "help" {
			fmt.Fprintf(&b, "complete -c mcp-lint -n %q -f -a %q\n", cond, strings.Join(commandNames(cmds), " "))
			continue
		}
		for _, f := range c.flags {
			opt := "-l " + strings.TrimLeft(f, "-")
			if !strings.HasPrefix(f, "--") {
				opt = "-s " + strings.TrimLeft(f, "-")
			}
			line := fmt.Sprintf("complete -c mcp-lint -n %q %s", cond, opt)
			if c.takesValue[f] {
				line += " -r"
			}
			b.WriteString(line + "\n")
			if c.name == "scan" {
				// With no command, mcp-lint scans.
				b.WriteString(strings.Replace(line, fmt.Sprintf("%q", cond), "__fish_use_subcommand", 1) + "\n")
			}
		}
	}
	return b.String()
}

func commandNames(cmds []completedCommand) []string {
	var out []string
	for _, c := range cmds {
		if c.name != "help" {
			out = append(out, c.name)
		}
	}
	return out
}
