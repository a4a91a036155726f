package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/mcp-lint/mcp-lint/config"
	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/discover"
	"github.com/mcp-lint/mcp-lint/internal/safeio"
	"github.com/mcp-lint/mcp-lint/lock"
	"github.com/mcp-lint/mcp-lint/report"
	"github.com/mcp-lint/mcp-lint/scan"
)

// sideFileLimit bounds the config, the lockfile and the baseline: each is
// small, and a link to /dev/zero must not exhaust memory.
const sideFileLimit = 16 << 20

// lockState is the lockfile in effect for a scan.
type lockState struct {
	path            string
	file            *lock.File
	requireApproval bool
	// full: the scan covers the whole root, so a pinned definition not
	// found is really gone (a pre-commit run on a few files is not).
	full bool
}

// lockPath resolves the lockfile's path: --lock, the config's lock:, or
// mcp-lint.lock at the root. explicit says the user named it.
func lockPath(flagPath, root string, cfg *config.Config) (p string, explicit bool) {
	switch {
	case flagPath != "":
		return flagPath, true
	case cfg != nil && cfg.Lock != "":
		return configPath(root, cfg.Lock), true
	}
	return filepath.Join(root, lock.FileName), false
}

// readLock reads a lockfile; a missing file that was not named explicitly
// is no lockfile (nil, nil).
func readLock(root, p string, explicit bool) (*lock.File, error) {
	b, err := safeio.ReadSideFile(root, p, sideFileLimit)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) && !explicit {
			if _, lerr := os.Lstat(p); lerr != nil {
				return nil, nil
			}
		}
		return nil, usageError{msg: fmt.Sprintf("lockfile %s: %v", p, err)}
	}
	f, err := lock.Parse(b)
	if err != nil {
		return nil, usageError{msg: fmt.Sprintf("lockfile %s: %v", p, err)}
	}
	return f, nil
}

func (sf *scanFlags) loadLock(root string, cfg *config.Config, full bool) (*lockState, error) {
	require := sf.requireApproval || cfg.RequireApproval
	if sf.noLock {
		return nil, nil
	}
	p, explicit := lockPath(sf.lockPath, root, cfg)
	f, err := readLock(root, p, explicit)
	if err != nil {
		return nil, err
	}
	if f == nil {
		if require {
			return nil, usageError{msg: "--require-approval needs a lockfile: run mcp-lint lock, then mcp-lint approve"}
		}
		return nil, nil
	}
	return &lockState{path: p, file: f, requireApproval: require, full: full}, nil
}

// scan discovers, compares the definitions with the lockfile, and runs the
// engine with the lockfile's signals and reviews.
func (l *lockState) scan(opts scan.Options) *scan.Output {
	res := discover.Discover(opts.Paths, opts.Discover)
	ev, err := lock.Evaluate(l.file, res.Tools, lock.Options{RequireApproval: l.requireApproval})
	if err != nil {
		res.Errors = append(res.Errors, discover.FileError{Path: filepath.ToSlash(l.path), Message: "comparing with the lockfile: " + err.Error()})
		return scan.Analyze(res, opts)
	}
	extra := map[detect.ToolRef][]detect.Signal{}
	for k, v := range opts.Extra {
		extra[k] = append(extra[k], v...)
	}
	for k, v := range ev.Signals {
		extra[k] = append(extra[k], v...)
	}
	opts.Extra = extra
	opts.Policy.Reviewed = map[detect.ToolRef]scan.Review{}
	for k, r := range ev.Reviewed {
		opts.Policy.Reviewed[k] = scan.Review{Rules: r.Rules, By: r.By, Reason: r.Reason}
	}
	out := scan.Analyze(res, opts)
	if l.full {
		for _, e := range ev.Removed {
			out.Drift = append(out.Drift, scan.Drift{Ref: e.Ref(), Change: "removed",
				Detail: fmt.Sprintf("%s in the lockfile (from %s), not found by this scan", e.State, e.Source)})
		}
	}
	return out
}

const lockUsage = `usage: mcp-lint lock [flags] [paths...]

Pins every tool, prompt and instructions definition found in mcp-lint.lock
(at the root, or --lock FILE): new definitions enter quarantined, an
approved definition that changed is re-pinned as quarantined, definitions
no longer found are dropped. Nothing is approved: use mcp-lint approve.

With --check, nothing is written and the exit code says whether the lock is
up to date (0) or not (1). A scan that could not read every input does not
update the lock (exit 3).

Flags:
`

// discoveryFlags are the flags lock and approve share with scan to find
// the same definitions.
type discoveryFlags struct {
	sf scanFlags
}

func (d *discoveryFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&d.sf.lockPath, "lock", "", "lockfile `FILE` (default: mcp-lint.lock at the root)")
	fs.StringVar(&d.sf.root, "root", "", "repository root (default: the current directory)")
	fs.StringVar(&d.sf.configPath, "config", "", "config `FILE` (default: .mcp-lint.yaml at the root or in .github/)")
	fs.BoolVar(&d.sf.noConfig, "no-config", false, "ignore any config file")
	fs.Var(&d.sf.include, "include", "only paths matching `GLOB` (repeatable)")
	fs.Var(&d.sf.exclude, "exclude", "skip paths matching `GLOB` (repeatable)")
	fs.BoolVar(&d.sf.noGitignore, "no-gitignore", false, "also read files .gitignore excludes")
	fs.Var(&d.sf.agentFiles, "agent-files", agentFilesUsage)
}

// prepare resolves config and discovery options, without reading the
// lockfile as a scan would.
func (d *discoveryFlags) prepare(paths []string, stderr io.Writer) (*prepared, error) {
	d.sf.format, d.sf.color, d.sf.noLock = "text", "never", true
	d.sf.set = map[string]bool{}
	return d.sf.prepare(paths, stderr)
}

func runLock(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("lock", stdout, stderr, lockUsage)
	var d discoveryFlags
	d.register(fs)
	check := fs.Bool("check", false, "do not write; exit 1 when the lock is out of date")
	paths, err := parseInterleaved(fs, args)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK
		}
		return exitUsage
	}
	p, err := d.prepare(paths, stderr)
	if err != nil {
		fmt.Fprintf(stderr, "mcp-lint lock: %v\n", err)
		return exitUsage
	}
	path, explicit := lockPath(d.sf.lockPath, p.root, p.cfg)
	old, err := readLock(p.root, path, explicit && *check)
	if err != nil {
		fmt.Fprintf(stderr, "mcp-lint lock: %v\n", err)
		return exitUsage
	}
	res := discover.Discover(p.opts.Paths, p.opts.Discover)
	if len(res.Errors) > 0 {
		for _, e := range res.Errors {
			fmt.Fprintf(stderr, "mcp-lint lock: %s\n", report.Plain(e.Error()))
		}
		fmt.Fprintln(stderr, "mcp-lint lock: not every input could be read; the lock was not changed")
		return exitIncomplete
	}
	upd, ch, err := lock.Update(old, res.Tools)
	if err != nil {
		fmt.Fprintf(stderr, "mcp-lint lock: %v\n", err)
		return exitIncomplete
	}
	data := upd.Marshal()
	var current []byte
	if old != nil {
		current, _ = safeio.ReadSideFile(p.root, path, sideFileLimit)
	}
	printChanges(stdout, ch, upd)
	if *check {
		if !bytes.Equal(current, data) {
			fmt.Fprintf(stderr, "mcp-lint lock: %s is out of date: run mcp-lint lock and review the diff\n", path)
			return exitFindings
		}
		fmt.Fprintf(stdout, "%s is up to date\n", path)
		return exitOK
	}
	if bytes.Equal(current, data) {
		fmt.Fprintf(stdout, "%s is up to date\n", path)
		return exitOK
	}
	if err := writeFile(path, data); err != nil {
		fmt.Fprintf(stderr, "mcp-lint lock: %v\n", err)
		return exitUsage
	}
	fmt.Fprintf(stdout, "wrote %s\n", path)
	return exitOK
}

func printChanges(w io.Writer, ch lock.Changes, f *lock.File) {
	list := func(label string, refs []detect.ToolRef) {
		if len(refs) == 0 {
			return
		}
		fmt.Fprintf(w, "%s:\n", label)
		for _, r := range refs {
			fmt.Fprintf(w, "  %s\n", report.Plain(r.String()))
		}
	}
	list("new (quarantined until approved)", ch.Added)
	list("changed since approval (quarantined again)", ch.Requarantined)
	list("removed", ch.Removed)
	approved, quarantined := 0, 0
	for _, e := range f.Tools {
		if e.State == lock.Approved {
			approved++
		} else {
			quarantined++
		}
	}
	fmt.Fprintf(w, "%s pinned: %d approved, %d quarantined\n", report.Plural(len(f.Tools), "definition"), approved, quarantined)
	if quarantined > 0 {
		fmt.Fprintln(w, `review them, then: mcp-lint approve <server>/<tool> --reason "..."`)
	}
}

const approveUsage = `usage: mcp-lint approve [flags] <server>/<tool>... | --server S | --all-clean  --reason "..."

Approves the current definitions selected, in mcp-lint.lock: each takes the
definition's current hash, state approved, the rules reported on it now,
and who and why. A definition with a hard finding is refused unless --force,
which records the approval as an override (the hard finding still blocks
unless suppressed). A prompt is <server>/prompt:<name>; a server's
instructions <server>/instructions.

Exit codes: 0 every selected definition approved, 1 some refused, 2 usage
error or a selector that matched nothing, 3 an input could not be read.

Flags:
`

func runApprove(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("approve", stdout, stderr, approveUsage)
	var d discoveryFlags
	d.register(fs)
	var servers multiFlag
	fs.Var(&servers, "server", "approve every definition of `SERVER` (repeatable)")
	allClean := fs.Bool("all-clean", false, "approve every definition without any finding")
	force := fs.Bool("force", false, "approve definitions with hard findings too (recorded as overrides)")
	reason := fs.String("reason", "", "why these definitions are approved (required)")
	by := fs.String("by", "", "who approves (recorded in the lockfile)")
	specs, err := parseInterleaved(fs, args)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK
		}
		return exitUsage
	}
	if strings.TrimSpace(*reason) == "" {
		fmt.Fprintln(stderr, `mcp-lint approve: --reason "..." is required: it is recorded with the approval`)
		return exitUsage
	}
	if len(specs) == 0 && len(servers) == 0 && !*allClean {
		fmt.Fprintln(stderr, "mcp-lint approve: name definitions (<server>/<tool>), --server S or --all-clean")
		return exitUsage
	}
	p, err := d.prepare(nil, stderr)
	if err != nil {
		fmt.Fprintf(stderr, "mcp-lint approve: %v\n", err)
		return exitUsage
	}
	path, explicit := lockPath(d.sf.lockPath, p.root, p.cfg)
	old, err := readLock(p.root, path, explicit)
	if err != nil {
		fmt.Fprintf(stderr, "mcp-lint approve: %v\n", err)
		return exitUsage
	}
	out := scan.Run(p.opts)
	if len(out.Discovery.Errors) > 0 {
		for _, e := range out.Discovery.Errors {
			fmt.Fprintf(stderr, "mcp-lint approve: %s\n", report.Plain(e.Error()))
		}
		fmt.Fprintln(stderr, "mcp-lint approve: not every input could be read; nothing was approved")
		return exitIncomplete
	}
	findings := map[detect.ToolRef]lock.FindingInfo{}
	for _, f := range out.Findings {
		if f.Status == scan.Suppressed {
			continue // accepted by a suppression with a reason
		}
		ref := detect.ToolRef{Server: f.Tool.Server, Kind: f.Tool.Kind, Name: f.Tool.Name}
		info := findings[ref]
		info.Rules = appendUnique(info.Rules, f.Checks...)
		for _, s := range f.Signals {
			if s.Tier == detect.TierHard {
				info.Hard = appendUnique(info.Hard, s.Check)
			}
		}
		findings[ref] = info
	}
	matched := make([]bool, len(specs))
	match := func(t detect.Tool) bool {
		if *allClean {
			return true
		}
		for _, s := range servers {
			if t.Server == s {
				return true
			}
		}
		for i, s := range specs {
			if specMatches(s, t) {
				matched[i] = true
				return true
			}
		}
		return false
	}
	upd, results, err := lock.Approve(old, out.Discovery.Tools, lock.ApproveRequest{Match: match, Findings: findings,
		AllClean: *allClean, Force: *force, By: *by, Reason: *reason})
	if err != nil {
		fmt.Fprintf(stderr, "mcp-lint approve: %v\n", err)
		return exitIncomplete
	}
	var unmatched []string
	for i, ok := range matched {
		if !ok {
			unmatched = append(unmatched, specs[i])
		}
	}
	if len(unmatched) > 0 {
		fmt.Fprintf(stderr, "mcp-lint approve: no definition found for %s (names are <server>/<tool>; see mcp-lint scan)\n", strings.Join(unmatched, ", "))
		return exitUsage
	}
	sort.Slice(results, func(i, j int) bool { return results[i].Ref.Less(results[j].Ref) })
	refused := 0
	for _, r := range results {
		fmt.Fprintf(stdout, "%s: %s\n", report.Plain(r.Ref.String()), report.Plain(r.Note))
		if !r.Approved {
			refused++
		}
	}
	if len(results) == 0 {
		fmt.Fprintln(stdout, "nothing to approve")
	}
	if err := writeFile(path, upd.Marshal()); err != nil {
		fmt.Fprintf(stderr, "mcp-lint approve: %v\n", err)
		return exitUsage
	}
	fmt.Fprintf(stdout, "wrote %s\n", path)
	if refused > 0 {
		return exitFindings
	}
	return exitOK
}

// specMatches: "server/tool", "server/prompt:name", "server/resource:name",
// "server/listing:registry", "server/instructions", "server/text:ANCHOR" (a
// loose text by its anchor, detect.Tool.Anchor, or its place).
func specMatches(spec string, t detect.Tool) bool {
	server, rest, ok := strings.Cut(spec, "/")
	if !ok || server != t.Server {
		return false
	}
	if rest == "instructions" && t.KindOrDefault() == detect.KindInstructions {
		return true
	}
	kind, name := detect.KindTool, rest
	if k, n, ok := strings.Cut(rest, ":"); ok && (k == "prompt" || k == "instructions" || k == "tool" || k == "resource" || k == "listing" || k == "text") {
		kind, name = detect.Kind(k), n
	}
	if kind == detect.KindInstructions {
		return t.KindOrDefault() == kind
	}
	if kind == detect.KindText {
		// A text no definition claims: by its anchor, or its place.
		return t.KindOrDefault() == kind && (t.Anchor == name || t.Name == name)
	}
	return t.KindOrDefault() == kind && t.Name == name
}

func appendUnique(list []string, items ...string) []string {
	for _, it := range items {
		found := false
		for _, x := range list {
			found = found || x == it
		}
		if !found {
			list = append(list, it)
		}
	}
	sort.Strings(list)
	return list
}
