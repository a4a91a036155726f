package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/bmatcuk/doublestar/v4"

	"github.com/mcp-lint/mcp-lint/config"
	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/discover"
	"github.com/mcp-lint/mcp-lint/internal/safeio"
	"github.com/mcp-lint/mcp-lint/report"
	"github.com/mcp-lint/mcp-lint/sarif"
	"github.com/mcp-lint/mcp-lint/scan"
)

const scanUsage = `usage: mcp-lint [scan] [flags] [paths...]

Scans files and directories (default: the current directory) for MCP files
(tool fixtures, servers' source code, bundle manifests and archives, client
configs, registry entries and smithery.yaml files) and for agent files
(skills, plugins' commands, agents and manifests, hooks, and rules files
such as AGENTS.md, CLAUDE.md and .cursor/rules; read by default,
--agent-files=false leaves them out), and checks every definition and
every text an agent reads.

Exit codes: 0 clean, 1 findings at or above --fail-on, 2 usage or config
error, 3 scan incomplete (an input could not be read or parsed, a check
failed, a bound was reached; text computed by source code is a notice,
an error with --computed error; a data file that is not valid JSON, YAML
or TOML is an error too, a notice with --invalid notice).

Flags:
`

// configPath is where a path the config names lies: relative to the
// root, or as written when absolute (confineRecords has checked either).
func configPath(root, p string) string {
	if filepath.IsAbs(p) {
		return filepath.Clean(p)
	}
	return filepath.Join(root, p)
}

// confineRecords refuses (exit 2) a lockfile or baseline path, from the
// config or a flag, that leaves the repository's root (the folder holding
// .git above the scan's root, else the scan's root): by "..", by an
// absolute path, or through a symlinked folder on the way. They are the
// repository's records, committed and reviewed with it; one read from
// elsewhere could suppress a blocking finding or approve a definition,
// and one written elsewhere writes where the repository's author chose.
// The reports (-o, --sarif) and --config are the operator's to place.
func (sf *scanFlags) confineRecords(root string, cfg *config.Config) error {
	repo := config.RepoRoot(root)
	if repo == "" {
		repo, _ = filepath.Abs(root)
	}
	check := func(key, value, path string) error {
		if value == "" {
			return nil
		}
		if err := safeio.InsideResolved(repo, path); err != nil {
			return usageError{msg: fmt.Sprintf("%s %s: %v: the repository's root is %s, and the lockfile and baseline stay inside it", key, value, err, repo)}
		}
		return nil
	}
	for _, c := range []struct{ key, value, path string }{
		{"config: lock:", cfg.Lock, configPath(root, cfg.Lock)},
		{"config: baseline:", cfg.Baseline, configPath(root, cfg.Baseline)},
		{"--lock", sf.lockPath, sf.lockPath},
		{"--baseline", sf.baseline, sf.baseline},
		{"--write-baseline", sf.writeBase, sf.writeBase},
	} {
		if err := check(c.key, c.value, c.path); err != nil {
			return err
		}
	}
	return nil
}

// stdin is what "mcp-lint scan -" reads.
var stdin io.Reader = os.Stdin

// scanFlags are the scan command's settings.
type scanFlags struct {
	format, output, sarifOut, category      string
	failOn, minSeverity, suite              string
	minConfidence                           float64
	enable, disable, include, exclude       multiFlag
	configPath, root, baseline, writeBase   string
	noConfig, noGitignore, includeSuppr     bool
	agentFiles                              switchFlag
	computed, invalid                       string
	includeBaselined                        bool
	color                                   string
	lockPath, context                       string
	requireApproval, noLock, quiet, verbose bool
	stdinName                               string
	set                                     map[string]bool
	// stdin holds what "-" read from standard input.
	stdin []byte
}

func (sf *scanFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&sf.format, "format", "text", "output `format`: text, json, sarif or github (workflow annotations)")
	fs.StringVar(&sf.output, "output", "", "write the report to `FILE` instead of stdout")
	fs.StringVar(&sf.output, "o", "", "shorthand for --output")
	fs.StringVar(&sf.sarifOut, "sarif", "", "also write SARIF to `FILE`")
	fs.StringVar(&sf.category, "category", "", "SARIF automation category (several mcp-lint runs in one repository)")
	fs.BoolVar(&sf.includeSuppr, "sarif-include-suppressed", false, "include suppressed findings in SARIF, marked as suppressed")
	fs.BoolVar(&sf.includeBaselined, "sarif-include-baselined", false, "include baselined findings in SARIF (code scanning ignores baselineState and would show them as open alerts)")
	fs.StringVar(&sf.failOn, "fail-on", "", "fail on findings at `LEVEL`: default (any finding in a tool's text of the suite --suite names, any hard finding, launch-config hygiene from high), none, low, medium, high, critical (every finding at or above it; one of the extended suite only with --suite extended), blocking (any hard finding)")
	fs.StringVar(&sf.suite, "suite", "", suiteUsage+"; config: suite (default \"default\")")
	fs.StringVar(&sf.minSeverity, "min-severity", "", "do not report soft findings below `LEVEL` (low, medium, high, critical)")
	fs.Float64Var(&sf.minConfidence, "min-confidence", 0, "do not report soft findings below this confidence (0-1)")
	fs.Var(&sf.enable, "enable", "re-enable `RULE`s disabled in the config (repeatable, comma-separated)")
	fs.Var(&sf.disable, "disable", "disable soft `RULE`s (repeatable, comma-separated); hard rules can only be disabled in the config with a reason")
	fs.Var(&sf.include, "include", "scan only paths matching `GLOB` (repeatable)")
	fs.Var(&sf.exclude, "exclude", "skip paths matching `GLOB` (repeatable)")
	fs.StringVar(&sf.configPath, "config", "", "config `FILE` (default: .mcp-lint.yaml at the root or in .github/)")
	fs.BoolVar(&sf.noConfig, "no-config", false, "ignore any config file")
	fs.StringVar(&sf.root, "root", "", "repository root reported paths are relative to; every path scanned must lie inside it (default: the current directory, or the folder holding paths outside it)")
	fs.BoolVar(&sf.noGitignore, "no-gitignore", false, "also scan files .gitignore excludes")
	fs.Var(&sf.agentFiles, "agent-files", agentFilesUsage)
	fs.StringVar(&sf.invalid, "invalid", "", "a data file that is not valid JSON, YAML or TOML (a syntax error): `error` (default: the scan is incomplete, exit 3; a lenient client parser may still read it) or notice (named at its place and counted, the scan goes on)")
	fs.StringVar(&sf.computed, "computed", "", "a tool name or description that source code computes: notice (default: listed and counted; to scan it exactly see docs/computed-text.md) or `error` (the scan is incomplete, exit 3)")
	fs.StringVar(&sf.baseline, "baseline", "", "only findings not in baseline `FILE` fail the build")
	fs.StringVar(&sf.writeBase, "write-baseline", "", "write the current findings to baseline `FILE`")
	fs.StringVar(&sf.color, "color", "auto", "color the text report: auto (a terminal, or FORCE_COLOR set; not with NO_COLOR or into -o), always, never")
	fs.StringVar(&sf.lockPath, "lock", "", "lockfile `FILE` (default: mcp-lint.lock at the root, when present)")
	fs.BoolVar(&sf.noLock, "no-lock", false, "ignore the lockfile")
	fs.BoolVar(&sf.requireApproval, "require-approval", false, "tools not approved in the lockfile block the build")
	fs.BoolVar(&sf.quiet, "q", false, "quiet: print findings and what could not be scanned (a file a client reads among it), no other notices or summary line")
	fs.BoolVar(&sf.quiet, "quiet", false, "the same as -q")
	fs.BoolVar(&sf.verbose, "v", false, "verbose: under each finding, the IDs of the rules that fired")
	fs.BoolVar(&sf.verbose, "verbose", false, "the same as -v")
	fs.StringVar(&sf.stdinName, "stdin-name", "stdin.json", "with the path -, the `NAME` standard input is read as (its ending gives the format: .json, .jsonl, .yaml, .toml)")
	fs.StringVar(&sf.context, "context", "", "also read `DIR` to know every server (cross-server checks), but report only the paths given and the files an agent unit among them follows (pre-commit)")
}

// suiteUsage is the --suite flag's text, the same for scan and eval.
const suiteUsage = "the `SUITE` whose findings fail the gate: default (findings the readings measured precise on honest repositories stand on) or extended (also the findings that rest only on the extended suite's readings, which are reported either way; mcp-lint rules --precision lists each reading's suite)"

// validSuite: a suite --suite or the config may name.
func validSuite(s string) bool { return s == detect.SuiteDefault || s == detect.SuiteExtended }

// agentFilesUsage is the --agent-files flag's text, the same for every
// command that walks the repository.
const agentFilesUsage = "read skills, plugin commands, agents, manifests and hooks, .claude/settings.json (its hooks and settings) and rules files (AGENTS.md, CLAUDE.md, .cursor/rules ...) (default true; --agent-files=false, or agent-files: false in the config, reads MCP files only)"

// switchFlag is a boolean flag that knows whether it was given, so that
// a flag on the command line wins over the config and the config over the
// default.
type switchFlag struct{ given, on bool }

func (b *switchFlag) String() string {
	if b == nil || !b.given {
		return ""
	}
	return strconv.FormatBool(b.on)
}

func (b *switchFlag) Set(s string) error {
	v, err := strconv.ParseBool(s)
	if err != nil {
		return err
	}
	b.given, b.on = true, v
	return nil
}

func (b *switchFlag) IsBoolFlag() bool { return true }

// agentFilesOn: whether agent files are read, by the flag, else the
// config, else on.
func agentFilesOn(flag switchFlag, cfg *config.Config) bool {
	switch {
	case flag.given:
		return flag.on
	case cfg != nil && cfg.AgentFiles != nil:
		return *cfg.AgentFiles
	}
	return true
}

var validFormats = map[string]bool{"text": true, "json": true, "sarif": true, "github": true}

// prepared is everything a scan needs after flags and config are read.
type prepared struct {
	opts      scan.Options
	cfg       *config.Config
	threshold string
	suite     string // whose findings the default gate fails on
	root      string
	lock      *lockState
	// scope: report only these root-relative paths (--context).
	scope []string
}

// prepare validates flags and config (usage errors → exit 2).
func (sf *scanFlags) prepare(paths []string, stderr io.Writer) (*prepared, error) {
	if !validFormats[sf.format] {
		return nil, usageError{msg: fmt.Sprintf("--format %q: want text, json, sarif or github", sf.format)}
	}
	switch sf.color {
	case "auto", "always", "never":
	default:
		return nil, usageError{msg: fmt.Sprintf("--color %q: want auto, always or never", sf.color)}
	}
	root := sf.root
	if root == "" {
		root = "."
		// Paths outside the working directory ("scan .."): the root is
		// the repository that holds them, or the folder they share, so
		// every report names files from there, never by the machine's
		// absolute paths (which code scanning cannot place).
		if r, err := rootOutside(paths); err != nil {
			return nil, usageError{msg: err.Error()}
		} else if r != "" {
			root = r
		}
		if !sf.noConfig && sf.configPath == "" && config.Find(root) == "" {
			// Run from a subfolder: the repository's config is found in a
			// parent folder, and that folder is the root, so the config's
			// globs, baseline and lockfile mean what they mean at the root
			// and paths are reported from it; the scan covers the folder
			// it was run from (or the paths given).
			if dir, _ := config.FindUp(root); dir != "" {
				root = dir
				if len(paths) == 0 {
					paths = []string{"."}
				}
			}
		}
	}
	if st, err := os.Stat(root); err != nil || !st.IsDir() {
		return nil, usageError{msg: fmt.Sprintf("--root %q is not a directory", root)}
	}
	// Every report names files from the root; a path outside it has no
	// such name and would be reported by the machine's absolute path
	// (file:/// in SARIF), which code scanning cannot place.
	given := paths
	if sf.context != "" {
		given = append([]string{sf.context}, paths...)
	}
	if p, ok := outsideRoot(root, given); ok {
		return nil, usageError{msg: fmt.Sprintf("%s is outside the root %s: reports name files from the root, so every path scanned must lie inside it; give a --root that holds them all, or leave --root out", filepath.ToSlash(p), filepath.ToSlash(root))}
	}
	cfg := &config.Config{}
	if !sf.noConfig {
		p := sf.configPath
		if p == "" {
			p = config.Find(root)
		}
		if p != "" {
			c, err := config.Load(root, p)
			if err != nil {
				ue := usageError{msg: "config: " + err.Error()}
				errors.As(err, &ue.config)
				return nil, ue
			}
			cfg = c
		} else if sf.configPath != "" {
			return nil, usageError{msg: "config: " + sf.configPath + " not found"}
		}
	}
	if err := sf.confineRecords(root, cfg); err != nil {
		return nil, err
	}
	threshold := cfg.FailOn
	if sf.set["fail-on"] {
		threshold = sf.failOn
	}
	if threshold == "" {
		threshold = "default"
	}
	if threshold != "default" && threshold != "blocking" && threshold != "none" {
		if _, ok := detect.ParseSeverity(threshold); !ok {
			return nil, usageError{msg: fmt.Sprintf("--fail-on %q: want default, none, low, medium, high, critical or blocking", threshold)}
		}
	}
	suite := cfg.Suite
	if sf.set["suite"] {
		suite = sf.suite
	}
	if suite == "" {
		suite = detect.SuiteDefault
	}
	if !validSuite(suite) {
		return nil, usageError{msg: fmt.Sprintf("--suite %q: want default or extended", suite)}
	}
	pol := scan.Policy{Config: cfg, Disabled: map[string]bool{}}
	minSev := cfg.MinSeverity
	if sf.set["min-severity"] {
		minSev = sf.minSeverity
	}
	if minSev != "" {
		s, ok := detect.ParseSeverity(minSev)
		if !ok || s == detect.SeverityNone {
			return nil, usageError{msg: fmt.Sprintf("--min-severity %q: want low, medium, high or critical", minSev)}
		}
		pol.MinSeverity = s
	}
	if cfg.MinConfidence != nil {
		pol.MinConfidence = *cfg.MinConfidence
	}
	if sf.set["min-confidence"] {
		if !(sf.minConfidence >= 0 && sf.minConfidence <= 1) { // NaN fails both
			return nil, usageError{msg: "--min-confidence: want a number from 0 to 1"}
		}
		pol.MinConfidence = sf.minConfidence
	}
	for id := range cfg.Rules {
		if !cfg.RuleEnabled(id) {
			pol.Disabled[id] = true
		}
	}
	for _, id := range sf.enable {
		if _, ok := detect.RuleDoc(id); !ok && !detect.IsEngineRecord(id) {
			return nil, usageError{msg: fmt.Sprintf("--enable: unknown rule %q (see mcp-lint rules)", id)}
		}
		delete(pol.Disabled, id)
	}
	for _, id := range sf.disable {
		if detect.IsEngineRecord(id) {
			pol.Disabled[id] = true // a phrase rule, a frame, an ask reading or a computed cue: the engine leaves it out
			continue
		}
		d, ok := detect.RuleDoc(id)
		if !ok {
			return nil, usageError{msg: fmt.Sprintf("--disable: unknown rule %q (see mcp-lint rules)", id)}
		}
		if d.Tier == detect.TierHard {
			return nil, usageError{msg: fmt.Sprintf("--disable %s: a hard rule can only be disabled in .mcp-lint.yaml, with a reason", id)}
		}
		pol.Disabled[id] = true
	}
	base := sf.baseline
	if base == "" && !sf.set["baseline"] && cfg.Baseline != "" {
		base = configPath(root, cfg.Baseline)
	}
	if base != "" {
		b, err := scan.LoadBaseline(root, base)
		if err != nil {
			return nil, usageError{msg: "baseline: " + err.Error()}
		}
		pol.Baseline = b
	}
	for _, g := range append(append([]string(nil), sf.include...), sf.exclude...) {
		// A glob doublestar cannot read matches nothing: an --include
		// would read nothing and pass, an --exclude would do nothing.
		if !doublestar.ValidatePattern(g) {
			return nil, usageError{msg: fmt.Sprintf("invalid glob %q in --include/--exclude", g)}
		}
	}
	include := append(append([]string(nil), cfg.Include...), sf.include...)
	exclude := append(append([]string(nil), cfg.Exclude...), sf.exclude...)
	noGitignore := sf.noGitignore || (cfg.Gitignore != nil && !*cfg.Gitignore)
	computed := cfg.Computed
	if sf.computed != "" {
		computed = sf.computed
	}
	if computed != "" && computed != "error" && computed != "notice" {
		return nil, usageError{msg: fmt.Sprintf("--computed %q: want error or notice", computed)}
	}
	invalid := cfg.Invalid
	if sf.invalid != "" {
		invalid = sf.invalid
	}
	if invalid != "" && invalid != "error" && invalid != "notice" {
		return nil, usageError{msg: fmt.Sprintf("--invalid %q: want error or notice", invalid)}
	}
	var scope []string
	if sf.context != "" && len(paths) > 0 {
		for _, p := range paths {
			a, _ := filepath.Abs(p)
			r, _ := filepath.Abs(root)
			rel, err := filepath.Rel(r, a)
			if err != nil || strings.HasPrefix(rel, "..") {
				return nil, usageError{msg: fmt.Sprintf("--context: %s is outside the root %s", p, root)}
			}
			scope = append(scope, filepath.ToSlash(rel))
		}
		paths = append([]string{sf.context}, paths...)
	}
	full := len(paths) == 0
	if len(paths) == 0 {
		paths = []string{root}
	} else if len(paths) == 1 {
		a, _ := filepath.Abs(paths[0])
		b, _ := filepath.Abs(root)
		full = a == b
	}
	writeRoot = root
	p := &prepared{cfg: cfg, threshold: threshold, suite: suite, root: root, scope: scope,
		opts: scan.Options{Paths: paths, Policy: pol,
			Discover: discover.Options{Root: root, Include: include, Exclude: exclude, NoGitignore: noGitignore,
				ComputedNotice: computed != "error", InvalidNotice: invalid == "notice", AgentFiles: agentFilesOn(sf.agentFiles, cfg),
				ReadVendored: cfg.ReadVendored}}}
	ls, err := sf.loadLock(root, cfg, full)
	if err != nil {
		return nil, err
	}
	p.lock = ls
	return p, nil
}

func runScan(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("scan", stdout, stderr, scanUsage)
	var sf scanFlags
	sf.register(fs)
	paths, err := parseInterleaved(fs, args)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK
		}
		return exitUsage
	}
	sf.set = map[string]bool{}
	fs.Visit(func(f *flag.Flag) { sf.set[f.Name] = true })
	if len(paths) == 1 && paths[0] == "-" {
		// A tools/list result piped from another program.
		b, err := io.ReadAll(io.LimitReader(stdin, discover.DefaultMaxFileSize+1))
		if err != nil {
			fmt.Fprintf(stderr, "mcp-lint: reading standard input: %v\n", err)
			return exitIncomplete
		}
		sf.stdin, paths = b, nil
		sf.noLock = true
	} else {
		for _, p := range paths {
			if p == "-" {
				fmt.Fprintln(stderr, "mcp-lint: - (standard input) cannot be mixed with other paths")
				return exitUsage
			}
		}
	}
	p, err := sf.prepare(paths, stderr)
	if err != nil {
		fmt.Fprintf(stderr, "mcp-lint: %v\n", err)
		return exitUsage
	}
	var out *scan.Output
	if sf.stdin != nil {
		out = scan.Analyze(discover.DiscoverBytes(sf.stdinName, sf.stdin, p.opts.Discover), p.opts)
	} else {
		out = p.run()
	}
	code := p.exitCode(out)
	if err := sf.write(out, p, stdout, stderr); err != nil {
		fmt.Fprintf(stderr, "mcp-lint: %v\n", err)
		return exitUsage
	}
	return code
}

// exitCode: findings at or above the threshold (1) come first; then an
// incomplete scan (3) fails closed, even when the findings alone would pass.
func (p *prepared) exitCode(out *scan.Output) int {
	switch {
	case len(out.Failing(p.threshold, p.suite)) > 0:
		return exitFindings
	case out.Summary().Incomplete:
		return exitIncomplete
	}
	return exitOK
}

// run performs the scan, with the lockfile's signals when there is one.
func (p *prepared) run() *scan.Output {
	var out *scan.Output
	if p.lock != nil {
		out = p.lock.scan(p.opts)
	} else {
		out = scan.Run(p.opts)
	}
	if p.scope != nil {
		out.Restrict(p.scope)
	}
	return out
}

// write renders the requested report and the side outputs. Reports are
// always written, whatever the exit code.
func (sf *scanFlags) write(out *scan.Output, p *prepared, stdout, stderr io.Writer) error {
	var buf bytes.Buffer
	var err error
	tool := report.ToolInfo{Name: "mcp-lint", Version: version, Commit: commit}
	sopts := sarif.Options{Version: version, Category: sf.category, IncludeSuppressed: sf.includeSuppr, IncludeBaselined: sf.includeBaselined, Suite: p.suite}
	switch sf.format {
	case "text":
		err = report.Text(&buf, out, report.TextOptions{Color: sf.useColor(stdout), Version: version, Threshold: p.threshold, Suite: p.suite, Quiet: sf.quiet, Verbose: sf.verbose})
	case "json":
		err = report.JSON(&buf, out, tool, p.threshold, p.suite)
	case "sarif":
		err = sarif.Write(&buf, out, sopts)
	case "github":
		_, err = report.GitHub(&buf, out, p.suite)
		if err == nil {
			fmt.Fprintf(&buf, "%s\n%s\n", report.SummaryLine(out.Summary()), report.GateLine(out, p.threshold, p.suite))
		}
	}
	if err != nil {
		return err
	}
	if sf.output != "" {
		if err := writeFile(sf.output, buf.Bytes()); err != nil {
			return err
		}
		if sf.format != "text" && !sf.quiet {
			fmt.Fprintf(stderr, "%s\n%s\n", report.SummaryLine(out.Summary()), report.GateLine(out, p.threshold, p.suite))
		}
	} else if _, err := stdout.Write(buf.Bytes()); err != nil {
		return err
	}
	if sf.sarifOut != "" {
		var sb bytes.Buffer
		if err := sarif.Write(&sb, out, sopts); err != nil {
			return err
		}
		if err := writeFile(sf.sarifOut, sb.Bytes()); err != nil {
			return err
		}
	}
	if sf.writeBase != "" {
		if err := writeFile(sf.writeBase, scan.NewBaseline(out).Marshal()); err != nil {
			return err
		}
		fmt.Fprintf(stderr, "mcp-lint: wrote %s to baseline %s\n", report.Plural(len(scan.NewBaseline(out).Findings), "finding"), sf.writeBase)
	}
	return nil
}

// writeFile writes an output file (a report, the SARIF log, a baseline, the
// lockfile, a snapshot): never through a symlink, nor through a symlinked
// folder under the current folder or the scan's root (writeRoot), which a
// repository could have planted; safeio.WriteFileUnder.
func writeFile(path string, data []byte) error {
	abs, err := filepath.Abs(path)
	if err != nil {
		return err
	}
	base := ""
	for _, b := range []string{writeRoot, "."} {
		if b == "" {
			continue
		}
		if ab, err := filepath.Abs(b); err == nil && safeio.Inside(ab, abs) && len(ab) > len(base) {
			base = ab
		}
	}
	return safeio.WriteFileUnder(base, path, data, 0o644)
}

// rootOutside is the root for paths of which one lies outside the working
// directory: the repository holding them all (the first folder up from
// the folder they share that holds .git), else that shared folder. It is
// "" when every path is inside the working directory, which is then the
// root.
func rootOutside(paths []string) (string, error) {
	wd, err := os.Getwd()
	if err != nil {
		return "", nil
	}
	var dirs []string
	outside := false
	for _, p := range paths {
		a, err := filepath.Abs(p)
		if err != nil {
			return "", nil
		}
		if rel, err := filepath.Rel(wd, a); err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			outside = true
		}
		if st, err := os.Stat(a); err == nil && !st.IsDir() {
			a = filepath.Dir(a)
		}
		dirs = append(dirs, a)
	}
	if !outside {
		return "", nil
	}
	common := dirs[0]
	for _, d := range dirs[1:] {
		for !within(common, d) {
			parent := filepath.Dir(common)
			if parent == common {
				return "", fmt.Errorf("%s share no folder to report their paths from: give --root", strings.Join(paths, ", "))
			}
			common = parent
		}
	}
	if repo := config.RepoRoot(common); repo != "" {
		return repo, nil
	}
	if filepath.Dir(common) == common {
		// The file system's root is no repository's: its paths would be
		// the machine's.
		return "", fmt.Errorf("%s share no folder but %s: give --root", strings.Join(paths, ", "), common)
	}
	return common, nil
}

// outsideRoot is the first of paths ("-" is standard input) that does not
// lie in root, compared as the walk compares them: absolute, not resolved.
func outsideRoot(root string, paths []string) (string, bool) {
	r, err := filepath.Abs(root)
	if err != nil {
		return "", false
	}
	for _, p := range paths {
		if p == "-" {
			continue
		}
		if a, err := filepath.Abs(p); err == nil && !within(r, a) {
			return p, true
		}
	}
	return "", false
}

// within: dir is base or under it.
func within(base, dir string) bool {
	rel, err := filepath.Rel(base, dir)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) && !filepath.IsAbs(rel)
}

// writeRoot is the scan's root, set once the flags are read: writes under
// it are checked from it.
var writeRoot string

// useColor: --color always or never; else (auto) the conventions
// clig.dev and its peers follow: no color into a file (-o), FORCE_COLOR
// (non-empty) colors standard output even when it is not a terminal and
// even with NO_COLOR set (force-color.org: forcing wins), NO_COLOR
// (non-empty) or TERM=dumb turns it off, and otherwise standard output
// is colored when it is a terminal.
func (sf *scanFlags) useColor(stdout io.Writer) bool {
	switch sf.color {
	case "always":
		return true
	case "never":
		return false
	}
	if sf.output != "" {
		return false
	}
	if os.Getenv("FORCE_COLOR") != "" {
		return true
	}
	if os.Getenv("NO_COLOR") != "" || os.Getenv("TERM") == "dumb" {
		return false
	}
	f, ok := stdout.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
