package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/mcp-lint/mcp-lint/config"
	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/report"
	"github.com/mcp-lint/mcp-lint/ruledoc"
)

func runRules(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("rules", stdout, stderr, "usage: mcp-lint rules [--format text|json] [--phrases] [--frames] [--readings] [--precision] [--names] [--words] [--match TEXT]\n\nLists every rule; --phrases lists directive.imperative's phrase rules by ID, --frames\nthe demand check's frames, --readings the readings of what an agent file asks,\n--precision every record a finding can name with its measured precision (the\nhonest repositories and rows it fires on, the attack rows, the attacks it alone\ncatches: docs/checks.md#measured-precision), --names the named lists of identifiers the agent-file\nreadings use (file and folder names, endings, programs), --words the word sets and classes\n(words records: ID, form, words, gloss), and --match shows which phrase rules match TEXT (\"-\":\nstandard input) after normalization, with the place of each match (mcp-lint explain\n--facts TEXT shows the frames).\n\nFlags:\n")
	format := fs.String("format", "text", "`text` or json")
	phrases := fs.Bool("phrases", false, "list the phrase rules of directive.imperative: ID, family, weight, pattern")
	frames := fs.Bool("frames", false, "list the frames of directive.demand: ID, concept, rationale")
	names := fs.Bool("names", false, "list the named lists of identifiers (names records): ID, items, rationale")
	words := fs.Bool("words", false, "list the word sets and classes (words records): ID, form, words, gloss")
	readings := fs.Bool("readings", false, "list the readings of what an agent file asks (ask records): ID, concept, precision, rationale")
	precision := fs.Bool("precision", false, "list every record a finding can name: ID, kind, precision, honest repositories, honest rows, attack rows, attacks it alone catches, suite")
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
	if *frames {
		fr := detect.Frames()
		if *format == "json" {
			b, _ := json.MarshalIndent(fr, "", "  ")
			fmt.Fprintf(stdout, "%s\n", b)
			return exitOK
		}
		for _, f := range fr {
			fmt.Fprintf(stdout, "%-32s %-8s %s\n", f.ID, f.Concept, f.Rationale)
		}
		return exitOK
	}
	if *names {
		ns := detect.NameLists()
		if *format == "json" {
			b, _ := json.MarshalIndent(ns, "", "  ")
			fmt.Fprintf(stdout, "%s\n", b)
			return exitOK
		}
		for _, n := range ns {
			fmt.Fprintf(stdout, "%-36s %s\n%-36s %s\n", n.ID, strings.Join(n.Items, " "), "", n.Rationale)
		}
		return exitOK
	}
	if *words {
		return listWordSets(*format, stdout)
	}
	if *readings {
		rs := detect.AskReadings()
		if *format == "json" {
			b, _ := json.MarshalIndent(rs, "", "  ")
			fmt.Fprintf(stdout, "%s\n", b)
			return exitOK
		}
		for _, r := range rs {
			fmt.Fprintf(stdout, "%-32s %-9s %-9s %s\n", r.ID, r.Concept, precisionLevel(r.ID), r.Rationale)
		}
		return exitOK
	}
	if *precision {
		return listPrecision(*format, stdout)
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
			fmt.Fprintf(stdout, "%-24s %-5s %-17s %-9s %s\n", d.ID, d.Tier, d.Threat, precisionLevel(d.ID), d.Title)
		}
		if id, _, err := detect.TrainedModel(); err == nil {
			agent, _, _ := detect.TrainedAgentModel()
			fmt.Fprintf(stdout, "\n%-24s %s: the trained reading (model %s; of agent files, %s) weighs the sentences a soft finding rests on;\n%-24s one it reads as the text's own honest text does not fail the default gate (mcp-lint explain %s)\n",
				detect.TrainedRecord, "reading", id, agent, "", detect.TrainedRecord)
		}
		fmt.Fprintf(stdout, "\nhard rules block the build; soft rules raise for review. The level is the rule's precision measured on\nhonest repositories and corpora (mcp-lint rules --precision). mcp-lint explain RULE for details.\n")
	default:
		fmt.Fprintf(stderr, "mcp-lint rules: --format %q: want text or json\n", *format)
		return exitUsage
	}
	return exitOK
}

// precisionLevel is record id's measured precision level, "-" when it
// has none.
func precisionLevel(id string) string {
	if m, ok := ruledoc.PrecisionOf(id); ok {
		return m.Level
	}
	return "-"
}

// listPrecision lists every record with its measured precision
// (ruledoc/precision.json, written by bench/precision).
func listPrecision(format string, stdout io.Writer) int {
	p := ruledoc.Precision()
	if format == "json" {
		type listed struct {
			ruledoc.Measured
			Suite string `json:"suite"`
		}
		recs := make([]listed, len(p.Records))
		for i, m := range p.Records {
			recs[i] = listed{m, ruledoc.SuiteOf(m.ID)}
		}
		b, _ := json.MarshalIndent(recs, "", "  ")
		fmt.Fprintf(stdout, "%s\n", b)
		return exitOK
	}
	fmt.Fprintf(stdout, "%-44s %-7s %-9s %5s %6s %6s %6s  %s\n", "ID", "kind", "precision", "repos", "honest", "attack", "alone", "suite")
	for _, m := range p.Records {
		fmt.Fprintf(stdout, "%-44s %-7s %-9s %5d %6d %6d %6d  %s\n", m.ID, m.Kind, m.Level, m.Repos, m.HonestTotal, m.AttackTotal, m.AloneTotal, ruledoc.SuiteOf(m.ID))
	}
	fmt.Fprintf(stdout, "\nrepos: of %d honest public server repositories; honest: of %d honest corpus rows; attack: of %d attack rows;\nalone: attacks that fail the default gate only through it; suite: %s. Levels:\n", p.Pool, p.HonestTotal, p.AttackTotal, ruledoc.SuiteRule())
	for _, l := range ruledoc.Levels {
		fmt.Fprintf(stdout, "  %-9s %s\n", l, p.Levels[l])
	}
	return exitOK
}

func runExplain(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("explain", stdout, stderr, "usage: mcp-lint explain [--markdown] RULE\n       mcp-lint explain --facts TEXT [--format text|json]\n\nShows a rule's documentation; --facts shows what the demand check reads in TEXT\n(a tool's description, or a tool as a JSON object; \"-\": standard input):\nper sentence its clauses, mood, the model and the person it names, action,\nobject and sink, and the frames that matched or nearly did, with the reason.\n\nFlags:\n")
	md := fs.Bool("markdown", false, "print Markdown")
	facts := fs.String("facts", "", "show what the demand check reads in `TEXT` (\"-\" reads standard input)")
	format := fs.String("format", "text", "`text` or json (with --facts)")
	pos, err := parseInterleaved(fs, args)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK
		}
		return exitUsage
	}
	if *facts != "" {
		if len(pos) != 0 {
			fmt.Fprintln(stderr, "mcp-lint explain: --facts takes no rule ID")
			return exitUsage
		}
		return explainFacts(*facts, *format, stdout, stderr)
	}
	if len(pos) != 1 {
		fmt.Fprintln(stderr, "mcp-lint explain: give one rule ID (see mcp-lint rules)")
		return exitUsage
	}
	d, ok := detect.RuleDoc(pos[0])
	if *md && ok {
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
		if d.ID == detect.IDDemand {
			fmt.Fprint(stdout, ruledoc.FramesMarkdown())
		}
		return exitOK
	}
	text, err := ruledoc.Explain(pos[0])
	switch {
	case errors.Is(err, ruledoc.ErrUnknownRule):
		fmt.Fprintf(stderr, "mcp-lint explain: unknown rule %q (see mcp-lint rules)\n", pos[0])
		return exitUsage
	case err != nil:
		fmt.Fprintf(stderr, "mcp-lint explain: %v\n", err)
		return exitIncomplete
	}
	fmt.Fprint(stdout, text)
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

// explainFacts prints what the demand check reads in text: a tool's
// description, or a whole tool as a JSON object.
func explainFacts(text, format string, stdout, stderr io.Writer) int {
	if format != "text" && format != "json" {
		fmt.Fprintf(stderr, "mcp-lint explain: --format %q: want text or json\n", format)
		return exitUsage
	}
	if text == "-" {
		b, err := io.ReadAll(io.LimitReader(os.Stdin, 1<<20))
		if err != nil {
			fmt.Fprintf(stderr, "mcp-lint explain: %v\n", err)
			return exitIncomplete
		}
		text = string(b)
	}
	tool := detect.Tool{Server: "explain", Name: "tool", Description: text}
	if t := strings.TrimSpace(text); strings.HasPrefix(t, "{") {
		tool = detect.Tool{Server: "explain"}
		if err := json.Unmarshal([]byte(t), &tool); err != nil {
			fmt.Fprintf(stderr, "mcp-lint explain: --facts: a text opening with { is read as a tool: %v\n", err)
			return exitUsage
		}
	}
	facts := detect.DemandFactsOf(tool)
	trained, model, honest, err := detect.TrainedReadingOf(tool, 8)
	if err != nil {
		fmt.Fprintf(stderr, "mcp-lint explain: the trained reading: %v\n", err)
		return exitIncomplete
	}
	proposed, pmodel, attack, err := detect.ProposedReadingOf(tool, 8)
	if err != nil {
		fmt.Fprintf(stderr, "mcp-lint explain: the trained reading that proposes: %v\n", err)
		return exitIncomplete
	}
	if format == "json" {
		b, _ := json.MarshalIndent(struct {
			detect.DemandFacts
			Trained  trainedFacts  `json:"trained"`
			Proposed proposedFacts `json:"proposed"`
		}{facts, trainedFacts{Model: model, Honest: honest, Sentences: trained},
			proposedFacts{Model: pmodel, Attack: attack, Sentences: proposed}}, "", "  ")
		fmt.Fprintf(stdout, "%s\n", b)
		return exitOK
	}
	printFacts(stdout, facts)
	printTrained(stdout, model, honest, trained)
	printProposed(stdout, pmodel, attack, proposed)
	return exitOK
}

// proposedFacts is the reading of a text by the trained reading that
// makes findings of its own, as explain --facts --format json gives it.
type proposedFacts struct {
	Model     string                 `json:"model"`
	Attack    float64                `json:"attack"`
	Sentences []detect.SentenceScore `json:"sentences"`
}

// printProposed renders each sentence's score by the trained reading
// that makes findings of its own, and the features that carried it.
func printProposed(w io.Writer, model string, attack float64, ss []detect.SentenceScore) {
	fmt.Fprintf(w, "trained reading that proposes (%s; a sentence at or above %.3f is a finding of its own, %s, where no reading fails the tool):\n", model, attack, detect.IDTrainedProposed)
	printScores(w, ss)
}

// trainedFacts is the trained reading of a text, as explain --facts
// --format json gives it.
type trainedFacts struct {
	Model     string                 `json:"model"`
	Honest    float64                `json:"honest"`
	Sentences []detect.SentenceScore `json:"sentences"`
}

// printTrained renders the trained reading of each sentence: its score
// and the features that carried it.
func printTrained(w io.Writer, model string, honest float64, ss []detect.SentenceScore) {
	fmt.Fprintf(w, "trained reading (%s; a finding whose sentences all score below %.3f does not fail the default gate):\n", model, honest)
	printScores(w, ss)
}

// printScores renders sentences' scores and the features that carried
// each.
func printScores(w io.Writer, ss []detect.SentenceScore) {
	for _, s := range ss {
		fmt.Fprintf(w, "  %.3f  %s %d-%d (%s)  %q\n", s.Score, s.Field, s.Span.Start, s.Span.End, s.Place, detect.SafeText(clipRunes(s.Text, 100)))
		var parts []string
		for _, p := range s.Top {
			parts = append(parts, fmt.Sprintf("%s %+.2f", detect.SafeText(p.Feature), p.Value))
		}
		if len(parts) > 0 {
			fmt.Fprintf(w, "         %s\n", strings.Join(parts, ", "))
		}
	}
}

// clipRunes cuts s to n runes, marking the cut.
func clipRunes(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n]) + "…"
}

// printFacts renders the facts view as text.
func printFacts(w io.Writer, f detect.DemandFacts) {
	q := detect.SafeText
	sc := f.Scope
	fmt.Fprintf(w, "scope: %s; read by %s", q(sc.Owner), sc.Reader)
	if len(sc.Job) > 0 {
		fmt.Fprintf(w, "; job: %s", q(strings.Join(sc.Job, " ")))
	}
	if sc.Loose {
		fmt.Fprint(w, "; no definition claims it")
	}
	fmt.Fprintln(w)
	for k, s := range f.Sentences {
		fmt.Fprintf(w, "sentence %d  %s %d-%d  read by %s\n  %q\n", k+1, s.Field, s.Span.Start, s.Span.End, s.Reader, q(s.Text))
		line := func(name, val string) {
			if val != "" {
				fmt.Fprintf(w, "  %-9s %s\n", name+":", q(val))
			}
		}
		line("lead", s.Lead)
		var cl []string
		for _, c := range s.Clauses {
			cl = append(cl, fmt.Sprintf("%d-%d", c.Start, c.End))
		}
		line("clauses", strings.Join(cl, " | "))
		var ac []string
		for _, c := range s.Actors {
			x := fmt.Sprintf("%d-%d %s", c.Span.Start, c.Span.End, c.Actor)
			if c.Word != "" {
				x += " (" + c.Word + ")"
			}
			if c.Decides {
				x += ", the user decides"
			}
			if c.Effect {
				x += ", the effect of its input"
			}
			ac = append(ac, x)
		}
		line("actors", strings.Join(ac, " | "))
		mood := s.Mood
		if s.Agent != "" {
			mood += "; the model: " + s.Agent
		}
		if s.Person != "" {
			mood += "; a person: " + s.Person
		}
		line("mood", mood)
		line("actions", strings.Join(s.Actions, ", "))
		if s.Object != "" {
			line("object", s.Object+" ("+s.ObjectKind+")")
		}
		line("sink", s.Sink)
		line("data", s.Data)
		if s.Program {
			p := "yes"
			if s.Fetched {
				p = "yes, fetched from an address"
			}
			line("program", p)
		}
		line("tool", s.ToolRef)
		line("sweep", s.Sweep)
		line("anaphor", s.Anaphor)
		line("concepts", strings.Join(s.Concepts, ", "))
		line("alone", strings.Join(s.Alone, ", "))
		if !s.Facts {
			line("facts", "none the tool stage reads")
		}
		printFrames(w, "frames", s.Frames)
	}
	if len(f.Sentences) == 0 {
		fmt.Fprintln(w, "no sentence read")
	}
	printFrames(w, "tool stage", f.Tool)
	if len(f.Rules) == 0 {
		fmt.Fprintln(w, "finding: none")
		return
	}
	fmt.Fprintf(w, "finding: %s %s: %s\n", f.Severity, strings.Join(f.Rules, ", "), q(f.Detail))
}

// printFrames lists frame notes: + matched, - nearly, with the reason.
func printFrames(w io.Writer, title string, ns []detect.FrameNote) {
	if len(ns) == 0 {
		return
	}
	ind := "  "
	if title == "tool stage" {
		ind = ""
	}
	fmt.Fprintf(w, "%s%s:\n", ind, title)
	for _, n := range ns {
		mark := "+"
		if !n.Matched {
			mark = "-"
		}
		line := fmt.Sprintf("%s  %s %-34s", ind, mark, n.ID)
		if n.Word != "" {
			line += fmt.Sprintf(" %q", detect.SafeText(n.Word))
		}
		if n.Reason != "" {
			line += fmt.Sprintf("  (%s)", detect.SafeText(n.Reason))
		}
		fmt.Fprintln(w, strings.TrimRight(line, " "))
	}
}
