package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/mcp-lint/mcp-lint/config"
	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/report"
	"github.com/mcp-lint/mcp-lint/ruledoc"
)

func runRules(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("rules", stdout, stderr, "usage: mcp-lint rules [--format text|json] [--phrases] [--match TEXT]\n\nLists every rule; --phrases lists directive.imperative's phrase rules by ID, and\n--match shows which phrase rules match TEXT (\"-\": standard input) after normalization,\nwith the place of each match.\n\nFlags:\n")
	format := fs.String("format", "text", "`text` or json")
	phrases := fs.Bool("phrases", false, "list the phrase rules of directive.imperative: ID, family, weight, pattern")
	match := fs.String("match", "", "show the phrase rules that match `TEXT` (\"-\" reads standard input)")
	if err := parseArgs(fs, args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK
		}
		return exitUsage
	}
	if *format != "text" && *format != "json" {
		fmt.Fprintf(stderr, "mcp-lint rules: --format %q: want text or json\n", *format)
		return exitUsage
	}
	if *match != "" {
		text := *match
		if text == "-" {
			b, err := io.ReadAll(io.LimitReader(os.Stdin, 1<<20))
			if err != nil {
				fmt.Fprintf(stderr, "mcp-lint rules: %v\n", err)
				return exitIncomplete
			}
			text = string(b)
		}
		ms := detect.PhraseMatches(text)
		if *format == "json" {
			b, _ := json.MarshalIndent(ms, "", "  ")
			fmt.Fprintf(stdout, "%s\n", b)
			return exitOK
		}
		for _, m := range ms {
			fmt.Fprintf(stdout, "%d-%d  %-40s %.2f (%s, counts %.2f)  %s\n", m.Span.Start, m.Span.End, m.ID, m.Weight, m.Position, m.Counted,
				detect.SafeText(text[m.Span.Start:m.Span.End]))
		}
		if len(ms) == 0 {
			fmt.Fprintln(stdout, "no phrase rule matches")
		}
		return exitOK
	}
	if *phrases {
		ps := detect.PhraseRules()
		if *format == "json" {
			b, _ := json.MarshalIndent(ps, "", "  ")
			fmt.Fprintf(stdout, "%s\n", b)
			return exitOK
		}
		for _, r := range ps {
			fmt.Fprintf(stdout, "%-44s %.2f  %s\n", r.ID, r.Weight, r.Pattern)
		}
		return exitOK
	}
	rules := detect.AllRules()
	switch *format {
	case "json":
		b, _ := json.MarshalIndent(report.Rules(), "", "  ")
		fmt.Fprintf(stdout, "%s\n", b)
	case "text":
		for _, d := range rules {
			fmt.Fprintf(stdout, "%-24s %-5s %-17s %s\n", d.ID, d.Tier, d.Threat, d.Title)
		}
		fmt.Fprintf(stdout, "\nhard rules block the build; soft rules raise for review. mcp-lint explain RULE for details.\n")
	default:
		fmt.Fprintf(stderr, "mcp-lint rules: --format %q: want text or json\n", *format)
		return exitUsage
	}
	return exitOK
}

func runExplain(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("explain", stdout, stderr, "usage: mcp-lint explain [--markdown] RULE\n\nShows a rule's documentation.\n\nFlags:\n")
	md := fs.Bool("markdown", false, "print Markdown")
	pos, err := parseInterleaved(fs, args)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK
		}
		return exitUsage
	}
	if len(pos) != 1 {
		fmt.Fprintln(stderr, "mcp-lint explain: give one rule ID (see mcp-lint rules)")
		return exitUsage
	}
	d, ok := detect.RuleDoc(pos[0])
	if !ok {
		fmt.Fprintf(stderr, "mcp-lint explain: unknown rule %q (see mcp-lint rules)\n", pos[0])
		return exitUsage
	}
	if *md {
		fmt.Fprintf(stdout, "## %s\n\n### %s\n\n%s", d.ID, d.Title, ruledoc.Markdown(d))
		if d.ID == detect.IDDirectiveImperative {
			fmt.Fprint(stdout, ruledoc.PhraseRulesMarkdown())
		}
		if d.ID == detect.IDSecretEmbedded {
			fmt.Fprint(stdout, ruledoc.SecretKindsMarkdown())
		}
		if d.ID == detect.IDPayloadDecoded {
			fmt.Fprint(stdout, ruledoc.ShellFamiliesMarkdown())
		}
	} else {
		fmt.Fprint(stdout, ruledoc.Text(d))
		if d.ID == detect.IDDirectiveImperative {
			fmt.Fprintf(stdout, "\nPhrase rules (%d; mcp-lint rules --phrases lists them):\n", len(detect.PhraseRules()))
			for _, r := range detect.PhraseRules() {
				fmt.Fprintf(stdout, "  %-44s %.2f\n", r.ID, r.Weight)
			}
		}
		if d.ID == detect.IDSecretEmbedded {
			fmt.Fprintf(stdout, "\nKinds of credential (%d):\n", len(detect.SecretKinds()))
			for _, k := range detect.SecretKinds() {
				fmt.Fprintf(stdout, "  %-44s %s\n", k.ID, k.Kind)
			}
		}
		if d.ID == detect.IDPayloadDecoded {
			fmt.Fprintf(stdout, "\nFamilies of commands (%d):\n", len(detect.ShellFamilies()))
			for _, f := range detect.ShellFamilies() {
				fmt.Fprintf(stdout, "  %-44s %s\n", f.ID, f.Kind)
			}
		}
	}
	return exitOK
}

func runInit(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("init", stdout, stderr, "usage: mcp-lint init [--force] [FILE]\n\nWrites a commented starter config (default .mcp-lint.yaml).\n\nFlags:\n")
	force := fs.Bool("force", false, "overwrite an existing file")
	pos, err := parseInterleaved(fs, args)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK
		}
		return exitUsage
	}
	path := ".mcp-lint.yaml"
	if len(pos) == 1 {
		path = pos[0]
	} else if len(pos) > 1 {
		fmt.Fprintln(stderr, "mcp-lint init: give at most one file")
		return exitUsage
	}
	if _, err := os.Stat(path); err == nil && !*force {
		fmt.Fprintf(stderr, "mcp-lint init: %s exists (use --force to overwrite)\n", path)
		return exitUsage
	}
	if dir := filepath.Dir(path); dir != "." {
		_ = os.MkdirAll(dir, 0o755)
	}
	if err := writeFile(path, []byte(config.Starter)); err != nil {
		fmt.Fprintf(stderr, "mcp-lint init: %v\n", err)
		return exitUsage
	}
	fmt.Fprintf(stdout, "wrote %s\n", path)
	return exitOK
}
