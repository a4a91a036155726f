// Package ruledoc renders the documentation of mcp-lint's rules from the
// metadata each check carries (detect.Doc). docs/checks.md, `mcp-lint
// explain` and SARIF rule help all come from here, so they cannot drift
// apart; a test fails when the committed docs/checks.md is stale.
package ruledoc

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"unicode/utf16"

	"github.com/mcp-lint/mcp-lint/detect"
)

// DocsURL is where the rendered rule pages live.
const DocsURL = "https://github.com/mcp-lint/mcp-lint/blob/main/docs/checks.md"

// Anchor is the heading anchor GitHub gives a rule's section in
// docs/checks.md: lower case, punctuation other than '-' and '_' dropped.
func Anchor(id string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(id) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-' || r == '_' {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// HelpURI is the link to a rule's documentation.
func HelpURI(id string) string { return DocsURL + "#" + Anchor(id) }

// Code scanning reads a rule's security-severity as a score and shows it
// in one of four bands (GitHub's "SARIF support for code scanning",
// reportingDescriptor object): over 9.0 is critical, 7.0 to 8.9 high, 4.0
// to 6.9 medium, 0.1 to 3.9 low. SecurityScore is the score mcp-lint
// writes for a severity: one inside its band, clear of the edges (9.0
// itself is high, not critical).
func SecurityScore(s detect.Severity) string {
	switch s {
	case detect.SeverityCritical:
		return "9.5"
	case detect.SeverityHigh:
		return "8.0"
	case detect.SeverityMedium:
		return "5.5"
	case detect.SeverityLow:
		return "2.0"
	}
	return ""
}

// CeilingSeverity is the highest severity a finding of rule d takes
// without a configuration's say: a hard finding's is critical, a soft
// finding's high (only hard signals are critical).
func CeilingSeverity(d *detect.Doc) detect.Severity {
	if d.Tier == detect.TierHard {
		return detect.SeverityCritical
	}
	return detect.SeverityHigh
}

// SecuritySeverity is the SARIF security-severity of rule d: the score of
// its ceiling (CeilingSeverity), fixed, so that a reader of the rule alone
// never shows one of its findings lower than the CLI does; each finding
// carries its own score beside it.
func SecuritySeverity(d *detect.Doc) string { return SecurityScore(CeilingSeverity(d)) }

// Level is the SARIF default level of a rule.
func Level(d *detect.Doc) string {
	if d.Tier == detect.TierHard {
		return "error"
	}
	return "warning"
}

// ExampleJSON renders an example tool as JSON, with every invisible
// character written as a JSON \u escape so the page shows what is hidden.
func ExampleJSON(t detect.Tool) string {
	m := map[string]any{"name": t.Name}
	if t.Server != "" {
		m["server"] = t.Server
	}
	if t.Title != "" {
		m["title"] = t.Title
	}
	if t.Description != "" {
		m["description"] = t.Description
	}
	if t.InputSchema != nil {
		m["inputSchema"] = t.InputSchema
	}
	if t.OutputSchema != nil {
		m["outputSchema"] = t.OutputSchema
	}
	if t.Annotations != nil {
		m["annotations"] = t.Annotations
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	_ = enc.Encode(m)
	var out strings.Builder
	for _, r := range strings.TrimRight(buf.String(), "\n") {
		if detect.SafeText(string(r)) != string(r) && r != '\\' && r != '\n' {
			if r > 0xffff {
				a, b := utf16.EncodeRune(r)
				fmt.Fprintf(&out, `\u%04x\u%04x`, a, b)
			} else {
				fmt.Fprintf(&out, `\u%04x`, r)
			}
			continue
		}
		out.WriteRune(r)
	}
	return out.String()
}

// ConfigJSON renders an example launch config as the client config entry
// it stands for.
func ConfigJSON(c *detect.ServerConfig) string {
	entry := map[string]any{}
	var args []any
	env, headers := map[string]any{}, map[string]any{}
	for _, f := range c.Fields {
		switch f.Role {
		case detect.CfgCommand:
			entry["command"] = f.Value
		case detect.CfgArg:
			args = append(args, f.Value)
		case detect.CfgEnv:
			env[f.Key] = f.Value
		case detect.CfgHeader:
			headers[f.Key] = f.Value
		case detect.CfgURL:
			entry["url"] = f.Value
		case detect.CfgApprove:
			if f.Value == "true" || f.Value == "false" {
				entry[f.Key] = f.Value == "true"
			} else {
				entry[f.Key] = f.Value
			}
		case detect.CfgImage:
			entry["image"] = f.Value
		case detect.CfgScript:
			entry["commandFunction"] = f.Value
		}
	}
	if args != nil {
		entry["args"] = args
	}
	if len(env) > 0 {
		entry["env"] = env
	}
	if len(headers) > 0 {
		entry["headers"] = headers
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	_ = enc.Encode(map[string]any{"mcpServers": map[string]any{c.Server: entry}})
	return strings.TrimRight(buf.String(), "\n")
}

func exampleBlock(b *strings.Builder, title string, ex detect.Example) {
	fmt.Fprintf(b, "**%s**", title)
	if ex.Note != "" {
		fmt.Fprintf(b, " — %s", ex.Note)
	}
	b.WriteString("\n\n```json\n")
	if ex.Config != nil {
		b.WriteString(ConfigJSON(ex.Config))
		b.WriteString("\n```\n\n")
		return
	}
	b.WriteString(ExampleJSON(ex.Tool))
	b.WriteString("\n```\n")
	for _, a := range ex.Approved {
		b.WriteString("\nApproved in mcp-lint.lock:\n\n```json\n")
		b.WriteString(ExampleJSON(a))
		b.WriteString("\n```\n")
	}
	for _, p := range ex.Peers {
		b.WriteString("\nInstalled beside it:\n\n```json\n")
		b.WriteString(ExampleJSON(p))
		b.WriteString("\n```\n")
	}
	b.WriteString("\n")
}

// Markdown renders one rule: the body of its docs section, `mcp-lint
// explain` in Markdown, and SARIF help.markdown.
func Markdown(d *detect.Doc) string {
	var b strings.Builder
	fmt.Fprintf(&b, "| | |\n|---|---|\n| ID | `%s` |\n| Tier | %s (%s) |\n| Threat | `%s` |\n| Precision | %s |\n| Default level | %s |\n\n",
		d.ID, d.Tier, tierMeaning(d.Tier), d.Threat, precisionLine(d), Level(d))
	fmt.Fprintf(&b, "%s\n\n", d.Summary)
	fmt.Fprintf(&b, "#### Why\n\n%s\n\n", d.Rationale)
	fmt.Fprintf(&b, "#### Not flagged\n\n%s\n\n", d.NotFlagged)
	b.WriteString("#### Examples\n\n")
	exampleBlock(&b, "Flagged", d.Bad)
	exampleBlock(&b, "Not flagged", d.Good)
	fmt.Fprintf(&b, "#### Remediation\n\n%s\n\n", d.Remediation)
	fmt.Fprintf(&b, "#### Suppressing\n\nIn a file that allows comments (JSONC, YAML, TOML), on the line before the definition:\n`mcp-lint: ignore[%s] -- reason`. Elsewhere, add an `ignore` entry with a `reason` to `.mcp-lint.yaml`, or a baseline.", d.ID)
	if d.Tier == detect.TierHard {
		b.WriteString(" A hard finding can only be suppressed with a reason.")
	}
	b.WriteString("\n")
	return b.String()
}

func tierMeaning(t detect.Tier) string {
	if t == detect.TierHard {
		return "blocks the build"
	}
	return "raises for review; severity rises with the number of agreeing soft checks"
}

// Text renders one rule as plain text for a terminal (`mcp-lint explain`)
// and SARIF help.text.
func Text(d *detect.Doc) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s — %s\n", d.ID, d.Title)
	fmt.Fprintf(&b, "tier: %s (%s); threat: %s\nprecision: %s\n\n", d.Tier, tierMeaning(d.Tier), d.Threat, precisionLine(d))
	ex := func(e detect.Example) string {
		if e.Config != nil {
			return ConfigJSON(e.Config)
		}
		s := ExampleJSON(e.Tool)
		for _, a := range e.Approved {
			s += "\napproved in mcp-lint.lock:\n" + ExampleJSON(a)
		}
		return s
	}
	fmt.Fprintf(&b, "%s\n\nWhy:\n%s\n\nNot flagged:\n%s\n\nFlagged example (%s):\n%s\n\nNot flagged example (%s):\n%s\n\nRemediation:\n%s\n\nDocs: %s\n",
		d.Summary, d.Rationale, d.NotFlagged, d.Bad.Note, ex(d.Bad), d.Good.Note, ex(d.Good), d.Remediation, HelpURI(d.ID))
	return b.String()
}

// ChecksPage renders docs/checks.md.
func ChecksPage(docs []*detect.Doc) string {
	var b strings.Builder
	b.WriteString("<!-- Generated by `go test ./ruledoc -update` from the checks' metadata (detect.Doc). Do not edit. -->\n\n")
	b.WriteString("# mcp-lint rules\n\n")
	b.WriteString("Every rule has a permanent ID. **Hard** rules are structural attacks with near-zero false positives: any hard finding makes a tool's finding blocking. **Soft** rules raise a tool for review and never block alone; a soft-only finding's severity is the number of distinct soft rules that agree (1 low, 2 medium, 3 or more high). Every finding carries a confidence and the IDs of the rules that fired.\n\n")
	b.WriteString("| ID | Tier | Threat | Measured precision | What it finds |\n|---|---|---|---|---|\n")
	for _, d := range docs {
		level := "-"
		if m, ok := PrecisionOf(d.ID); ok {
			level = m.Level
		}
		fmt.Fprintf(&b, "| [`%s`](#%s) | %s | `%s` | [%s](#measured-precision) | %s |\n", d.ID, Anchor(d.ID), d.Tier, d.Threat, level, d.Title)
	}
	b.WriteString("\n")
	for _, d := range docs {
		fmt.Fprintf(&b, "## %s\n\n### %s\n\n", d.ID, d.Title)
		b.WriteString(Markdown(d))
		if d.ID == detect.IDDirectiveImperative {
			b.WriteString(PhraseRulesMarkdown())
		}
		if d.ID == detect.IDSecretEmbedded {
			b.WriteString(SecretKindsMarkdown())
		}
		if d.ID == detect.IDPayloadDecoded {
			b.WriteString(ShellFamiliesMarkdown())
		}
		if d.ID == detect.IDDemand {
			b.WriteString(FramesMarkdown())
		}
		if d.ID == detect.IDDirectiveImperative {
			b.WriteString(AskMarkdown())
			b.WriteString(NamesMarkdown())
		}
		b.WriteString("\n")
	}
	b.WriteString(PrecisionMarkdown())
	return b.String()
}

// FramesMarkdown lists the demand check's frames (a concept's in its
// home's rules file, the shared stages' in detect/internal/reading/rules/frames.rules):
// what findings name, what --disable takes.
func FramesMarkdown() string {
	var b strings.Builder
	b.WriteString("\n#### Frames\n\n")
	b.WriteString("The special cases of the check's reading, each a record in its concept's rules file (`detect/concealment/concealment.rules`, ...) or, for the reading's shared stages, `detect/internal/reading/rules/frames.rules`, with the concept it reads, why, ")
	b.WriteString("the roles it requires and excludes, the vocabulary classes it uses, and texts it must match and must not; the tests run them all through ")
	b.WriteString("`mcp-lint explain --facts`, which shows the frames a text matched. Findings name the frames that made their demand among their rules (the ones that take a demand away, of concept purpose, job or the protective frame.conceal-protective, show in the facts view only); ")
	b.WriteString("a frame can be turned off by its ID (`rules:` in the config, or `--disable`).\n\n")
	b.WriteString("| ID | Concept | Rationale | Example |\n|---|---|---|---|\n")
	cell := func(s string) string { return strings.ReplaceAll(strings.Join(strings.Fields(s), " "), "|", "\\|") }
	for _, f := range detect.Frames() {
		fmt.Fprintf(&b, "| `%s` | %s | %s | `%s` |\n", f.ID, f.Concept, cell(f.Rationale), strings.ReplaceAll(cell(f.Match[0]), "`", "'"))
	}
	return b.String()
}

// AskMarkdown lists the readings of what an agent file asks
// (the ask records of the concepts' rules files).
func AskMarkdown() string {
	var b strings.Builder
	b.WriteString("\n#### What an agent file asks\n\n")
	b.WriteString("On skills, plugin commands and agents and rules files (`--agent-files`), what a sentence asks is also read by slots: the act its verb names, ")
	b.WriteString("what the act is done to, where it goes, and the negation, condition or claim around it, in any mood. Each reading is an ask record in ")
	b.WriteString("record of its concept's rules file (`detect/<concept>/<concept>.rules`) with its concept, why, the word sets it reads, and rules files it must be read on and must not; the tests run them all. ")
	b.WriteString("Findings name the reading among their rules; it can be turned off by its ID (`rules:` in the config, or `--disable`). An MCP tool's text is not read by them.\n\n")
	b.WriteString("| ID | Concept | Rationale | Example |\n|---|---|---|---|\n")
	cell := func(s string) string { return strings.ReplaceAll(strings.Join(strings.Fields(s), " "), "|", "\\|") }
	for _, f := range detect.AskReadings() {
		fmt.Fprintf(&b, "| `%s` | %s | %s | `%s` |\n", f.ID, f.Concept, cell(f.Rationale), strings.ReplaceAll(cell(f.Match[0]), "`", "'"))
	}
	return b.String()
}

// NamesMarkdown lists the named lists of identifiers the agent-file
// readings use (the rules files' names records).
func NamesMarkdown() string {
	var b strings.Builder
	b.WriteString("\n#### Named lists\n\n")
	b.WriteString("The identifiers the agent-file readings recognise as they find them (folders in a user's home an agent reads again, endings of a credential file's template, shell programs, ...). ")
	b.WriteString("Each is a names record in the rules file of the concept whose reading reads it (`detect/<concept>/<concept>.rules`, or `detect/internal/reading/rules/agent-reading.rules` when several do) with why it is read, where its items come from, and inputs the reading must accept and must not; the tests run them all. ")
	b.WriteString("`mcp-lint rules --names` lists them.\n\n")
	b.WriteString("| ID | Items | Rationale |\n|---|---|---|\n")
	cell := func(s string) string { return strings.ReplaceAll(strings.Join(strings.Fields(s), " "), "|", "\\|") }
	for _, n := range detect.NameLists() {
		fmt.Fprintf(&b, "| `%s` | %s | %s |\n", n.ID, codeCells(n.Items), cell(n.Rationale))
	}
	return b.String()
}

// ShellFamiliesMarkdown lists the families of dangerous commands
// (detect/internal/reading/rules/shells.rules) that payload.decoded looks for in decoded
// text, directive.imperative and capability.mismatch in prose, and
// config.shell in launch commands.
func ShellFamiliesMarkdown() string {
	var b strings.Builder
	b.WriteString("\n#### Families of commands\n\n")
	b.WriteString("Decoded payloads, prose (directive.imperative, capability.mismatch) and shell launch commands (config.shell) are matched against these families. ")
	b.WriteString("Each is a record in `detect/internal/reading/rules/shells.rules` with commands it must find and commands it must not; the tests run them all, and every expression is reached by one. ")
	b.WriteString("Findings name the family's ID among their rules; a config `ignore` entry can name it.\n\n")
	b.WriteString("| ID | Kind | Keywords |\n|---|---|---|\n")
	for _, f := range detect.ShellFamilies() {
		fmt.Fprintf(&b, "| `%s` | %s | %s |\n", f.ID, f.Kind, codeCells(f.Keywords))
	}
	return b.String()
}

// SecretKindsMarkdown lists secret.embedded's kinds of credential
// (detect/secrets/secrets.rules).
func SecretKindsMarkdown() string {
	var b strings.Builder
	b.WriteString("\n#### Kinds of credential\n\n")
	b.WriteString("Each kind is a record in `detect/secrets/secrets.rules` with texts it must report and texts it must not; the tests run them all. ")
	b.WriteString("An expression runs only on a text that holds one of its keywords.\n\n")
	b.WriteString("| ID | Kind | Confidence | Keywords |\n|---|---|---|---|\n")
	for _, k := range detect.SecretKinds() {
		fmt.Fprintf(&b, "| `%s` | %s | %.2f | %s |\n", k.ID, k.Kind, k.Confidence, codeCells(k.Keywords))
	}
	return b.String()
}

// codeCells writes keywords as code spans for a Markdown table cell (a
// "|" escaped so that it does not end the cell).
func codeCells(kws []string) string {
	out := make([]string, len(kws))
	for i, w := range kws {
		out[i] = "`" + strings.ReplaceAll(w, "|", "\\|") + "`"
	}
	return strings.Join(out, " ")
}

// PhraseRulesMarkdown lists directive.imperative's phrase rules by ID, with
// their weight, pattern and first example sentence (detect/internal/reading/rules/*.rules and the concepts' rules files):
// what findings name, what --disable takes.
func PhraseRulesMarkdown() string {
	var b strings.Builder
	b.WriteString("\n#### Phrase rules\n\n")
	b.WriteString("A sentence is flagged when the weights of its families reach 1.0 (each family counts once, at its strongest match). ")
	b.WriteString("`mcp-lint rules --match TEXT` shows which rules match a text; a rule can be turned off by its ID (`rules:` in the config, or `--disable`).\n\n")
	b.WriteString("The rules are records in `detect/internal/reading/rules/*.rules and the concepts' rules files`, each with the sentences it must match (and any it must not); the tests run them all.\n\n")
	b.WriteString("| ID | Weight | Pattern | Example |\n|---|---|---|---|\n")
	code := func(s string) string {
		s = strings.Join(strings.Fields(s), " ")
		return "`" + strings.ReplaceAll(strings.ReplaceAll(s, "|", "\\|"), "`", "'") + "`"
	}
	for _, r := range detect.PhraseRules() {
		fmt.Fprintf(&b, "| `%s` | %.2f | %s | %s |\n", r.ID, r.Weight, code(r.Pattern), code(r.Match[0]))
	}
	return b.String()
}

// Readme markers delimit the README's rule table, which ReadmeRules
// renders and `go test ./ruledoc -update` writes between them.
const (
	ReadmeBegin = "<!-- rules:begin (generated by `go test ./ruledoc -update` from the rule registry; do not edit) -->"
	ReadmeEnd   = "<!-- rules:end -->"
)

// ReadmeRules is the README's rule table: every rule of the registry,
// counted, with its tier and title, linked to its section of
// docs/checks.md. Generated, so its count cannot go stale.
func ReadmeRules(docs []*detect.Doc) string {
	var hard, soft int
	for _, d := range docs {
		if d.Tier == detect.TierHard {
			hard++
		} else {
			soft++
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n%d rules: %d hard (a structural attack: the finding blocks the build) and %d soft (raised for a person to review).\n\n",
		ReadmeBegin, len(docs), hard, soft)
	b.WriteString("| Rule | Tier | Finds |\n|---|---|---|\n")
	for _, d := range docs {
		fmt.Fprintf(&b, "| [`%s`](docs/checks.md#%s) | %s | %s |\n", d.ID, Anchor(d.ID), d.Tier, d.Title)
	}
	b.WriteString(ReadmeEnd)
	return b.String()
}

// ReplaceReadmeRules puts table in place of the README's rule table (its
// markers included); ok is false when the README has no markers.
func ReplaceReadmeRules(readme, table string) (string, bool) {
	i := strings.Index(readme, ReadmeBegin)
	j := strings.Index(readme, ReadmeEnd)
	if i < 0 || j < i {
		return readme, false
	}
	return readme[:i] + table + readme[j+len(ReadmeEnd):], true
}
