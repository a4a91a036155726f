package main

import (
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/sethvargo/go-githubactions"

	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/report"
	"github.com/mcp-lint/mcp-lint/sarif"
	"github.com/mcp-lint/mcp-lint/scan"
)

// actionInputs are the inputs of action.yml that the binary reads; a test
// checks that action.yml, this list and docs/action.md agree.
var actionInputs = []string{
	"paths", "config", "fail-on", "suite", "min-severity", "min-confidence", "baseline", "sarif-file",
	"upload-sarif", "category", "annotations", "step-summary", "args",
}

// runAction is `mcp-lint action`, the GitHub Action's entry point. It reads
// the action's inputs (INPUT_*), scans the workspace, writes the SARIF
// file, capped annotations, a Markdown job summary and the step outputs,
// and returns the scan's exit code. The composite action uploads the SARIF
// and then fails the step with that code.
const actionUsage = `usage: mcp-lint action

The GitHub Action's entry point. It takes no arguments: it reads the
Action's inputs from the INPUT_* variables (see action.yml), scans the
workspace, writes the SARIF file, annotations and the job summary, and sets
the Action's outputs.
`

func runAction(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		// Never a full scan for "action -h" or a mistyped flag.
		if isHelp(args[0]) {
			fmt.Fprint(stdout, actionUsage)
			return exitOK
		}
		fmt.Fprintf(stderr, "mcp-lint action: takes no arguments (got %q); it reads its inputs from INPUT_* variables\n", args[0])
		return exitUsage
	}
	gh := githubactions.New(githubactions.WithWriter(stdout))
	in := func(name string) string { return gh.GetInput(name) }
	workspace := os.Getenv("GITHUB_WORKSPACE")
	if workspace == "" {
		workspace = "."
	}
	sarifFile := in("sarif-file")
	if sarifFile == "" {
		sarifFile = "mcp-lint.sarif"
	}
	if !filepath.IsAbs(sarifFile) {
		sarifFile = filepath.Join(workspace, sarifFile)
	}
	// The inputs become the scan's flags, so both are validated alike.
	cli := []string{"--root", workspace, "--format", "text", "--color", "never", "--sarif", sarifFile}
	flagInputs := []struct{ input, flag string }{
		{"config", "--config"}, {"fail-on", "--fail-on"}, {"suite", "--suite"}, {"min-severity", "--min-severity"},
		{"min-confidence", "--min-confidence"}, {"baseline", "--baseline"}, {"category", "--category"},
	}
	for _, fi := range flagInputs {
		if v := in(fi.input); v != "" {
			if (fi.input == "config" || fi.input == "baseline") && !filepath.IsAbs(v) {
				v = filepath.Join(workspace, v)
			}
			cli = append(cli, fi.flag, v)
		}
	}
	cli = append(cli, strings.Fields(in("args"))...)
	var paths []string
	for _, p := range strings.Fields(in("paths")) {
		if !filepath.IsAbs(p) {
			p = filepath.Join(workspace, p)
		}
		paths = append(paths, p)
	}
	cli = append(cli, "--")
	cli = append(cli, paths...)

	// Annotations default to "auto": on only when the SARIF is not
	// uploaded, or every finding shows twice in the pull request diff (an
	// annotation and a code-scanning alert). A pull request from a fork
	// cannot upload (its token cannot write security events), so it gets
	// the annotations.
	annotations := boolInput(in("annotations"), !sarifUploaded(in("upload-sarif")))
	summary := boolInput(in("step-summary"), true)

	fs := newFlagSet("action", stdout, stderr, scanUsage)
	var sf scanFlags
	sf.register(fs)
	pos, err := parseInterleaved(fs, cli)
	if err != nil {
		return actionDone(gh, exitUsage, nil, "", stderr)
	}
	sf.set = map[string]bool{}
	fs.Visit(func(f *flag.Flag) { sf.set[f.Name] = true })
	p, err := sf.prepare(pos, stderr)
	if err != nil {
		var ue usageError
		if errors.As(err, &ue) && ue.config != nil {
			// At the config's line, named from the workspace: the
			// runner's path means nothing in a pull request.
			file := ue.config.Path
			if rel, err := filepath.Rel(workspace, file); err == nil && !strings.HasPrefix(rel, "..") {
				file = filepath.ToSlash(rel)
			}
			fields := map[string]string{"file": file, "title": "mcp-lint config"}
			if ue.config.Line > 0 {
				fields["line"] = fmt.Sprint(ue.config.Line)
			}
			at := *ue.config
			at.Path = file
			gh.WithFieldsMap(fields).Errorf("mcp-lint: config: %s", report.Plain(at.Error()))
			return actionDone(gh, exitUsage, nil, "", stderr)
		}
		gh.Errorf("mcp-lint: %s", report.Plain(err.Error()))
		return actionDone(gh, exitUsage, nil, "", stderr)
	}
	out := p.run()
	code := p.exitCode(out)
	var sb bytes.Buffer
	if err := sarif.Write(&sb, out, sarif.Options{Version: version, IncludeSuppressed: sf.includeSuppr, IncludeBaselined: sf.includeBaselined, Suite: p.suite}); err == nil {
		err = writeFile(sarifFile, sb.Bytes())
		if err != nil {
			gh.Errorf("mcp-lint: writing %s: %s", report.Plain(sarifFile), report.Plain(err.Error()))
			code = exitUsage
		}
	}
	if annotations {
		if _, err := report.GitHub(stdout, out, p.suite); err != nil {
			fmt.Fprintln(stderr, err)
		}
	}
	if s := out.Summary(); s.Nothing() {
		// Said where a reader of the run looks first, whatever the
		// annotation setting: a green run that checked nothing.
		gh.Warningf("mcp-lint: %s", scan.NothingNote(s))
	}
	// The full text report, inside a group and with workflow commands
	// stopped: nothing in it can be taken for a command even if an escape
	// were missed.
	var text bytes.Buffer
	_ = report.Text(&text, out, report.TextOptions{Version: version, Threshold: p.threshold, Suite: p.suite})
	gh.Group("mcp-lint report")
	token := stopToken()
	fmt.Fprintf(stdout, "::stop-commands::%s\n", token)
	_, _ = stdout.Write(text.Bytes())
	fmt.Fprintf(stdout, "::%s::\n", token)
	gh.EndGroup()
	if summary && os.Getenv("GITHUB_STEP_SUMMARY") != "" {
		gh.AddStepSummary(report.MarkdownSummary(out, report.MarkdownOptions{BlobURL: blobURL(), Threshold: p.threshold, Suite: p.suite, ExitCode: code}))
	}
	rel, err := filepath.Rel(workspace, sarifFile)
	if err != nil || strings.HasPrefix(rel, "..") {
		rel = sarifFile
	}
	return actionDone(gh, code, out, filepath.ToSlash(rel), stderr)
}

// actionDone writes the step outputs and returns the exit code.
func actionDone(gh *githubactions.Action, code int, out *scan.Output, sarifFile string, stderr io.Writer) int {
	if os.Getenv("GITHUB_OUTPUT") == "" {
		return code
	}
	findings, blocking, suppressed, suppressedSignals, maxSev := 0, 0, 0, 0, "none"
	if out != nil {
		s := out.Summary()
		// suppressed counts what the suppressions took out: the findings
		// taken out whole and the signals taken out of findings that
		// stand on their other signals. An ignore entry that takes one
		// signal out of a finding that still fails did something, and
		// a workflow that reads the output sees it.
		findings, blocking = s.Findings, s.Blocking
		suppressed, suppressedSignals = s.Suppressed+s.SuppressedSignals, s.SuppressedSignals
		top := detect.SeverityNone
		for i := range out.Findings {
			if f := &out.Findings[i]; f.Status == scan.Open && f.Severity > top {
				top = f.Severity
			}
		}
		if top != detect.SeverityNone {
			maxSev = top.String()
		}
	}
	gh.SetOutput("sarif-file", sarifFile)
	gh.SetOutput("findings", fmt.Sprint(findings))
	gh.SetOutput("blocking", fmt.Sprint(blocking))
	gh.SetOutput("suppressed", fmt.Sprint(suppressed))
	gh.SetOutput("suppressed-signals", fmt.Sprint(suppressedSignals))
	gh.SetOutput("max-severity", maxSev)
	gh.SetOutput("exit-code", fmt.Sprint(code))
	return code
}

// sarifUploaded: the action uploads the SARIF after the scan. Not when
// upload-sarif is off, when action.yml says it will not (MCP_LINT_SARIF_UPLOAD,
// the same condition as its upload step), or on a pull request from a fork
// (read from the event, for callers that run the binary on their own).
func sarifUploaded(input string) bool {
	if !boolInput(input, true) || !boolInput(os.Getenv("MCP_LINT_SARIF_UPLOAD"), true) {
		return false
	}
	return !forkPullRequest()
}

// forkPullRequest: the event is a pull_request whose head repository is a
// fork.
func forkPullRequest() bool {
	if os.Getenv("GITHUB_EVENT_NAME") != "pull_request" {
		return false
	}
	b, err := os.ReadFile(os.Getenv("GITHUB_EVENT_PATH"))
	if err != nil {
		return false
	}
	var ev struct {
		PullRequest struct {
			Head struct {
				Repo struct {
					Fork bool `json:"fork"`
				} `json:"repo"`
			} `json:"head"`
		} `json:"pull_request"`
	}
	return json.Unmarshal(b, &ev) == nil && ev.PullRequest.Head.Repo.Fork
}

func boolInput(v string, def bool) bool {
	switch strings.ToLower(strings.TrimSpace(v)) {
	case "true", "yes", "1", "on":
		return true
	case "false", "no", "0", "off":
		return false
	}
	return def
}

// blobURL links lines of the commit being scanned.
func blobURL() string {
	server, repo, sha := os.Getenv("GITHUB_SERVER_URL"), os.Getenv("GITHUB_REPOSITORY"), os.Getenv("GITHUB_SHA")
	if server == "" || repo == "" || sha == "" {
		return ""
	}
	return fmt.Sprintf("%s/%s/blob/%s", strings.TrimRight(server, "/"), repo, sha)
}

func stopToken() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	return "mcp-lint-" + hex.EncodeToString(b)
}
