// Package config reads .mcp-lint.yaml, the project's settings: thresholds,
// include/exclude globs, per-rule settings, trusted servers, ignores with
// reasons and expiry dates, the baseline and lockfile locations. Unknown
// keys and bad values are errors, never silently ignored.
package config

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"time"

	"github.com/bmatcuk/doublestar/v4"
	yaml "go.yaml.in/yaml/v3"

	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/internal/safeio"
)

// FileNames are where the config is looked for, in order, under the root.
var FileNames = []string{".mcp-lint.yaml", ".mcp-lint.yml", ".github/mcp-lint.yaml", ".github/mcp-lint.yml", ".github/.mcp-lint.yaml"}

// Config is the parsed file.
type Config struct {
	Version       int      `yaml:"version"`
	FailOn        string   `yaml:"fail-on"`
	Suite         string   `yaml:"suite"` // default or extended: whose findings the default gate fails on
	MinSeverity   string   `yaml:"min-severity"`
	MinConfidence *float64 `yaml:"min-confidence"`
	Include       []string `yaml:"include"`
	Exclude       []string `yaml:"exclude"`
	Gitignore     *bool    `yaml:"gitignore"`
	// Computed: "notice" (the default: a name or description computed by
	// source code is listed and counted) or "error" (it makes the scan
	// incomplete, exit 3).
	Computed string `yaml:"computed"`
	// Invalid: "notice" (the default: a data file that is not valid JSON,
	// YAML or TOML is named at its place) or "error" (it makes the scan
	// incomplete, exit 3).
	Invalid        string                `yaml:"invalid"`
	Rules          map[string]RuleConfig `yaml:"rules"`
	TrustedServers []string              `yaml:"trusted-servers"`
	Ignore         []Ignore              `yaml:"ignore"`
	Baseline       string                `yaml:"baseline"`
	Lock           string                `yaml:"lock"`
	// RequireApproval: definitions not approved in the lockfile block.
	RequireApproval bool `yaml:"require-approval"`
	// AgentFiles: read skills, plugins, hooks and rules files too; nil
	// (not set) reads them, false reads MCP files only (--agent-files).
	AgentFiles *bool `yaml:"agent-files"`
	// ReadVendored: walk node_modules/ and vendor/ too. Off (the
	// default), a notice names the MCP files such a folder holds.
	ReadVendored bool `yaml:"read-vendored"`
	// Path is the file the config was read from ("" for defaults).
	Path string `yaml:"-"`
}

// RuleConfig turns a rule off or overrides the severity of findings it
// leads.
type RuleConfig struct {
	Enabled  *bool  `yaml:"enabled"`
	Severity string `yaml:"severity"`
	Reason   string `yaml:"reason"`
}

// Ignore suppresses findings matching all of its set fields.
type Ignore struct {
	Rule    string `yaml:"rule"`
	Server  string `yaml:"server"`
	Tool    string `yaml:"tool"`
	Path    string `yaml:"path"`
	Reason  string `yaml:"reason"`
	Expires string `yaml:"expires"`
	// Line is where the entry is in the config file, for messages.
	Line int `yaml:"-"`
}

// ExpiresAt parses Expires (YYYY-MM-DD); zero when unset.
func (ig Ignore) ExpiresAt() (time.Time, error) {
	if ig.Expires == "" {
		return time.Time{}, nil
	}
	return time.Parse("2006-01-02", ig.Expires)
}

// Error is a config problem, with its place in the file.
type Error struct {
	Path string
	Line int
	Msg  string
}

func (e *Error) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("%s:%d: %s", e.Path, e.Line, e.Msg)
	}
	return e.Path + ": " + e.Msg
}

// Find returns the first config file under root, or "".
func Find(root string) string {
	for _, n := range FileNames {
		p := filepath.Join(root, n)
		if st, err := os.Stat(p); err == nil && !st.IsDir() {
			return p
		}
	}
	return ""
}

// FindUp looks for a config file in start and then in each parent folder
// up to the repository's root (the first folder holding .git), as
// golangci-lint does: run from a subfolder of a repository, mcp-lint uses
// the root's .mcp-lint.yaml. With no repository above start, only start
// is searched: a parent folder's config (a shared /tmp, a home folder)
// is no one's promise about this tree, and its excludes would silence
// the scan. It returns the folder the config is in and its path, or ""
// and "".
func FindUp(start string) (dir, path string) {
	d, err := filepath.Abs(start)
	if err != nil {
		return "", ""
	}
	top := RepoRoot(d)
	if top == "" {
		top = d
	}
	for {
		if p := Find(d); p != "" {
			return d, p
		}
		parent := filepath.Dir(d)
		if d == top || parent == d {
			return "", ""
		}
		d = parent
	}
}

// RepoRoot is the first folder from dir up that holds .git (a folder, or
// the file of a worktree or submodule), or "" when there is none.
func RepoRoot(dir string) string {
	d, err := filepath.Abs(dir)
	if err != nil {
		return ""
	}
	for {
		if _, err := os.Lstat(filepath.Join(d, ".git")); err == nil {
			return d
		}
		parent := filepath.Dir(d)
		if parent == d {
			return ""
		}
		d = parent
	}
}

// MaxSize bounds a config file.
const MaxSize = 1 << 20

// Load reads and validates a config file. A file inside root must resolve
// inside it (a symlink in the repository is not followed out of it), and
// only a regular file of at most MaxSize bytes is read.
//
// The config is named from the root, as every report names files: a
// finding that names the ignore entry which took a signal out of it reads
// ".mcp-lint.yaml:13" whether the root was given as "." or as the
// absolute path a CI runner checks out to.
func Load(root, path string) (*Config, error) {
	name := nameFromRoot(root, path)
	data, err := safeio.ReadSideFile(root, path, MaxSize)
	if err != nil {
		return nil, &Error{Path: name, Msg: safeio.Describe(err)}
	}
	return Parse(data, name)
}

// nameFromRoot is path relative to root, with forward slashes, when path
// lies inside root; otherwise path as it was given.
func nameFromRoot(root, path string) string {
	r, p := root, path
	if filepath.IsAbs(r) != filepath.IsAbs(p) {
		if a, err := filepath.Abs(r); err == nil {
			r = a
		}
		if a, err := filepath.Abs(p); err == nil {
			p = a
		}
	}
	rel, err := filepath.Rel(r, p)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return path
	}
	return filepath.ToSlash(rel)
}

// Parse decodes and validates config text.
func Parse(data []byte, path string) (*Config, error) {
	c := &Config{Path: path}
	// The syntax first, into nodes: a syntax error is reported at its
	// true line, and aliases are measured before anything is expanded.
	nodes := yaml.NewDecoder(bytes.NewReader(data))
	var doc yaml.Node
	if err := nodes.Decode(&doc); err != nil && !errors.Is(err, io.EOF) {
		return nil, syntaxError(path, data, err)
	}
	if a, n := aliasBomb(&doc); a != nil {
		return nil, &Error{Path: path, Line: a.Line, Msg: fmt.Sprintf("the alias *%s expands to more than %d values (a YAML alias bomb); a config needs no alias that large: write the values out", a.Value, min(n-1, maxExpanded))}
	}
	// A second document ("---") would be ignored by the decoder, and with it
	// any key it holds, known or not: a config is one document.
	var more yaml.Node
	if err := nodes.Decode(&more); !errors.Is(err, io.EOF) {
		if err != nil {
			return nil, syntaxError(path, data, err)
		}
		return nil, &Error{Path: path, Line: more.Line, Msg: "a second YAML document: the config must be one document (remove the \"---\")"}
	}
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	if err := dec.Decode(c); err != nil && !errors.Is(err, io.EOF) {
		return nil, yamlError(path, err)
	}
	// Line numbers of ignore entries, for messages.
	if len(doc.Content) > 0 {
		root := doc.Content[0]
		for i := 0; i+1 < len(root.Content); i += 2 {
			if root.Content[i].Value == "ignore" {
				for k, e := range root.Content[i+1].Content {
					if k < len(c.Ignore) {
						c.Ignore[k].Line = e.Line
					}
				}
			}
		}
	}
	if err := c.Validate(); err != nil {
		return nil, err
	}
	return c, nil
}

// unknownField rewrites yaml's "field x not found in type config.Config"
// (a Go type name means nothing to a user) as the key it is.
var unknownField = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`field (\S+) not found in type \S+`) })

var yamlLine = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^line (\d+): (.*)$`) })

// yamlError turns a decoding error into an Error with its line; each of
// several problems is on its own line, a problem repeated at one place is
// listed once, and at most maxListed are listed.
func yamlError(path string, err error) error {
	msg := strings.TrimPrefix(err.Error(), "yaml: ")
	msg = strings.TrimPrefix(msg, "unmarshal errors:\n")
	var lines []string
	seen := map[string]bool{}
	line := 0
	for _, m := range strings.Split(msg, "\n") {
		m = strings.TrimSpace(m)
		if s := yamlLine().FindStringSubmatch(m); s != nil {
			if line == 0 {
				fmt.Sscan(s[1], &line)
			}
			m = "line " + s[1] + ": " + s[2]
		}
		m = unknownField().ReplaceAllString(m, `unknown key "$1" (see mcp-lint init for every key)`)
		if seen[m] {
			continue
		}
		seen[m] = true
		lines = append(lines, m)
	}
	if len(lines) == 1 {
		return &Error{Path: path, Line: line, Msg: strings.TrimPrefix(lines[0], fmt.Sprintf("line %d: ", line))}
	}
	if len(lines) > maxListed {
		lines = append(lines[:maxListed], fmt.Sprintf("and %d more", len(lines)-maxListed))
	}
	return &Error{Path: path, Msg: strings.Join(lines, "; ")}
}

// Severities accepted by fail-on and min-severity.
var failOnValues = map[string]bool{"default": true, "none": true, "low": true, "medium": true, "high": true, "critical": true, "blocking": true}

// Validate checks every value; the first problem is returned with its place.
func (c *Config) Validate() error {
	bad := func(line int, format string, a ...any) error {
		return &Error{Path: c.Path, Line: line, Msg: fmt.Sprintf(format, a...)}
	}
	if c.Version != 0 && c.Version != 1 {
		return bad(0, "version %d is not supported (use 1)", c.Version)
	}
	if c.FailOn != "" && !failOnValues[c.FailOn] {
		return bad(0, "fail-on %q: want default, none, low, medium, high, critical or blocking", c.FailOn)
	}
	if c.Suite != "" && c.Suite != detect.SuiteDefault && c.Suite != detect.SuiteExtended {
		return bad(0, "suite %q: want default or extended", c.Suite)
	}
	if c.Computed != "" && c.Computed != "error" && c.Computed != "notice" {
		return bad(0, "computed %q: want error or notice", c.Computed)
	}
	if c.Invalid != "" && c.Invalid != "error" && c.Invalid != "notice" {
		return bad(0, "invalid %q: want error or notice", c.Invalid)
	}
	if c.MinSeverity != "" {
		if _, ok := detect.ParseSeverity(c.MinSeverity); !ok || c.MinSeverity == "none" {
			return bad(0, "min-severity %q: want low, medium, high or critical", c.MinSeverity)
		}
	}
	if c.MinConfidence != nil && !(*c.MinConfidence >= 0 && *c.MinConfidence <= 1) {
		return bad(0, "min-confidence %v: want a number from 0 to 1", *c.MinConfidence)
	}
	for _, g := range append(append([]string(nil), c.Include...), c.Exclude...) {
		if !doublestar.ValidatePattern(g) {
			return bad(0, "invalid glob %q", g)
		}
	}
	for id, r := range c.Rules {
		if detect.IsEngineRecord(id) {
			// A phrase rule of directive.imperative, a frame of the
			// demand check, a reading of what an agent file asks, or a
			// cue directive.imperative computes can be turned off.
			if r.Severity != "" {
				return bad(0, "rules.%s: a phrase rule or a frame has no severity of its own (set its check's)", id)
			}
			continue
		}
		d, ok := detect.RuleDoc(id)
		if !ok {
			return bad(0, "rules: unknown rule %q (see `mcp-lint rules`, `mcp-lint rules --phrases`, `mcp-lint rules --frames` and `mcp-lint rules --readings`)", id)
		}
		if r.Severity != "" {
			if _, ok := detect.ParseSeverity(r.Severity); !ok {
				return bad(0, "rules.%s.severity %q: want none, low, medium, high or critical", id, r.Severity)
			}
			if d.Tier == detect.TierHard {
				return bad(0, "rules.%s: the severity of a hard rule cannot be changed", id)
			}
		}
		if r.Enabled != nil && !*r.Enabled && d.Tier == detect.TierHard && strings.TrimSpace(r.Reason) == "" {
			return bad(0, "rules.%s: a hard rule can only be disabled with a reason", id)
		}
	}
	for _, ig := range c.Ignore {
		if ig.Rule == "" && ig.Server == "" && ig.Tool == "" && ig.Path == "" {
			return bad(ig.Line, "ignore entry matches everything: give at least one of rule, server, tool, path")
		}
		if ig.Rule != "" && ig.Rule != "*" {
			if _, ok := detect.RuleDoc(ig.Rule); !ok && !detect.IsRecordRule(ig.Rule) {
				return bad(ig.Line, "ignore: unknown rule %q (see `mcp-lint rules` and `mcp-lint rules --phrases`)", ig.Rule)
			}
		}
		if ig.Path != "" && !doublestar.ValidatePattern(ig.Path) {
			return bad(ig.Line, "ignore: invalid path glob %q", ig.Path)
		}
		if _, err := ig.ExpiresAt(); err != nil {
			return bad(ig.Line, "ignore: expires %q is not a date (YYYY-MM-DD)", ig.Expires)
		}
	}
	return nil
}

// RuleEnabled reports whether a rule is on.
func (c *Config) RuleEnabled(id string) bool {
	if r, ok := c.Rules[id]; ok && r.Enabled != nil {
		return *r.Enabled
	}
	return true
}

// Trusted reports a trusted server.
func (c *Config) Trusted(server string) bool {
	for _, s := range c.TrustedServers {
		if strings.EqualFold(s, server) {
			return true
		}
	}
	return false
}

// Starter is the commented config `mcp-lint init` writes.
const Starter = `# mcp-lint configuration. Every key is optional; unknown keys are an error.
# Docs: https://github.com/mcp-lint/mcp-lint#configuration
version: 1

# Which findings fail the build. default: any open finding in a tool's
# text (hard or soft: approve a reviewed definition with mcp-lint approve,
# or suppress it with a reason), and launch-config hygiene rated high.
# Also: none, low, medium, high, critical, or blocking (hard findings only).
fail-on: default

# Which findings the default gate fails on. default: those of the default
# suite. The extended suite's findings rest only on readings that fire on
# honest repositories and catch next to no attack alone (README: What fails
# the build); they are reported in every format either way. extended: they
# fail the gate too, at any fail-on; with default they fail at none.
# suite: default

# Findings of soft rules below these are not reported (hard findings always are).
# min-severity: low
# min-confidence: 0.5

# Files to scan, as globs relative to the repository root. .gitignore is honoured.
# include: ["**"]
# Test fixtures are tool definitions too (a model reads what they copy), so
# nothing is excluded by default.
# exclude:
#   - "vendor/**"
# gitignore: true
# node_modules/ and vendor/ hold other projects' code and are not walked; a
# notice names each that holds files read as MCP (a tools file, a client
# config, a server's source). true walks them as any folder.
# read-vendored: false

# A tool name or description that source code computes (a variable from
# another file, an f-string, a call) cannot be read in full. notice (the
# default) lists and counts it; error makes the scan incomplete (exit 3).
# To scan such text exactly, snapshot the running server in CI
# (docs/computed-text.md).
# computed: notice

# A data file that is not valid JSON, YAML or TOML (a syntax error) is not
# read, though a lenient client parser may read it. error (the default)
# makes the scan incomplete (exit 3); notice names it at its place and the
# scan goes on.
# invalid: error

# Per-rule settings. A hard rule can only be disabled with a reason. A phrase
# rule of directive.imperative (mcp-lint rules --phrases) can be turned off by
# its ID; the rest of the check still counts.
# rules:
#   config.unpinned:
#     enabled: false
#   directive.imperative:
#     severity: medium

# Servers whose soft findings are reviewed and expected (hard ones still report).
# trusted-servers: [github]

# Ignores: every field set must match; a reason is required for hard rules,
# and an expired or unused ignore is reported. The rule may be a rule ID a
# finding names (a phrase rule such as secrecy.do-not-tell-user, a kind of
# credential such as secret.jwt, a family of commands): the finding is then
# suppressed where every rule that fired in it is ignored. A finding is
# suppressed when each check it lists (signals:) is: one left out takes its
# place.
# ignore:
#   - rule: directive.imperative
#     server: notes
#     tool: search_notes
#     path: "servers/notes/*.json"
#     reason: "vendor wording, reviewed in #123"
#     expires: 2027-01-31
#   - {rule: directive.demand, server: notes, tool: search_notes, reason: "vendor wording, reviewed in #123"}

# Only findings not in this baseline fail the build (mcp-lint scan --write-baseline FILE).
# baseline: .mcp-lint-baseline.json

# The lockfile that pins approved tool definitions (mcp-lint lock).
# lock: mcp-lint.lock
# Definitions not approved in the lockfile block the build.
# require-approval: false
`
