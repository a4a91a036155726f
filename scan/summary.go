package scan

import (
	"fmt"
	"strings"

	"github.com/mcp-lint/mcp-lint/detect"
)

// ComputedRecipe is where the recipe that scans computed text exactly is
// documented: snapshot the running server in CI and pin its tools/list.
const ComputedRecipe = "https://github.com/mcp-lint/mcp-lint/blob/main/docs/computed-text.md"

// ComputedNote says, once, what computed text is and how to read it
// exactly; n is how many places a scan found (a name or description
// computed by code is a notice by default: --computed error makes it an
// error, the scan incomplete).
func ComputedNote(n int) string {
	what := "names or descriptions are"
	if n == 1 {
		what = "name or description is"
	}
	return fmt.Sprintf("%d tool %s computed by source code, so the scan could not read them in full. To scan them exactly, snapshot the running server in CI and pin its tools/list: %s", n, what, ComputedRecipe)
}

// Summary counts what a scan saw and found.
type Summary struct {
	FilesWalked int `json:"filesWalked"`
	FilesRead   int `json:"filesRead"`
	// MCPFiles counts the files that held MCP definitions or configs;
	// AgentFiles the agent files read (skills, plugins, hooks, rules
	// files such as AGENTS.md), which are no MCP file.
	MCPFiles   int `json:"mcpFiles"`
	AgentFiles int `json:"agentFiles,omitempty"`
	// Servers, Tools and Configs are of MCP files: the servers their
	// definitions and launch configs name, not the folder an agent
	// file's units are filed under, nor a hook's or a settings file's
	// command.
	Servers  int `json:"servers"`
	Tools    int `json:"tools"`
	Configs  int `json:"configs"`
	Findings int `json:"findings"` // open
	Blocking int `json:"blocking"` // open and blocking
	// Extended counts the open findings of the extended suite: reported,
	// failing the default gate only with --suite extended.
	Extended   int            `json:"extended,omitempty"`
	BySeverity map[string]int `json:"bySeverity"`
	Suppressed int            `json:"suppressed"`
	// SuppressedSignals counts the signals a suppression took out of
	// findings that still stand on their other signals (not the findings
	// Suppressed counts, whose every signal was taken out).
	SuppressedSignals int  `json:"suppressedSignals"`
	Baselined         int  `json:"baselined"`
	Reviewed          int  `json:"reviewed"`
	Filtered          int  `json:"filtered"`
	FileErrors        int  `json:"fileErrors"`
	Errors            int  `json:"errors"`
	Computed          int  `json:"computed"`
	ChecksRun         int  `json:"checksRun"`
	ChecksFailed      int  `json:"checksFailed"`
	CapsHit           int  `json:"capsHit"`
	Incomplete        bool `json:"incomplete"`
	// Unread counts the files a client reads that the scan did not (a
	// notice names each): a scan with one never says nothing to scan.
	Unread int `json:"unread,omitempty"`
	// Loose counts the literals of server source scanned as loose text:
	// prose no definition the readers recognise claims, checked at its
	// place rather than left out (a shape of definition no reader knows
	// is still scanned, though no finding can name its tool).
	Loose int `json:"loose,omitempty"`
}

// Summary computes the counts of an output.
func (o *Output) Summary() Summary {
	s := Summary{BySeverity: map[string]int{}}
	r := o.Discovery
	s.FilesWalked, s.FilesRead = r.Walked, r.Considered
	for _, f := range r.Files {
		if f.Agent() {
			s.AgentFiles++
		} else {
			s.MCPFiles++
		}
	}
	servers := map[string]bool{}
	for _, t := range r.Tools {
		k := t.KindOrDefault()
		if !detect.IsInstructionKind(k) {
			servers[t.Server] = true
		}
		switch k {
		case detect.KindTool:
			s.Tools++
		case detect.KindText:
			s.Loose++
		}
	}
	for _, c := range r.Configs {
		if c.Client == detect.SettingsClient || strings.HasPrefix(c.Client, detect.HookClientPrefix) {
			continue // an agent file's command, not an MCP server's launch
		}
		servers[c.Server] = true
		s.Configs++
	}
	s.Servers = len(servers)
	for _, sev := range []string{"critical", "high", "medium", "low"} {
		s.BySeverity[sev] = 0
	}
	for _, f := range o.Findings {
		if f.Status != Suppressed {
			s.SuppressedSignals += len(f.Suppressions)
		}
		switch f.Status {
		case Open:
			s.Findings++
			s.BySeverity[f.Severity.String()]++
			if f.Blocking {
				s.Blocking++
			}
			if f.Suite == detect.SuiteExtended {
				s.Extended++
			}
		case Suppressed:
			s.Suppressed++
		case Baselined:
			s.Baselined++
		case Reviewed:
			s.Reviewed++
		case Filtered:
			if !f.Disabled {
				s.Filtered++
			}
		}
	}
	// Files, not errors: one file with 900 errors is one file that could
	// not be read in full.
	files := map[string]bool{}
	for _, e := range r.Errors {
		files[e.Path] = true
		if e.Computed {
			s.Computed++
		}
	}
	s.FileErrors, s.Errors = len(files), len(r.Errors)
	s.Computed += len(r.Computed)
	s.ChecksRun, s.ChecksFailed, s.CapsHit = o.Report.ChecksRun, o.Report.ChecksFailed, len(o.Report.Caps)
	s.Incomplete = s.Errors > 0 || s.ChecksFailed > 0 || s.CapsHit > 0
	for _, n := range r.Notices {
		switch {
		case n.Unread && len(n.Files) > 0:
			s.Unread += len(n.Files) // the agent files not read, one notice
		case n.Unread:
			s.Unread++
		}
	}
	return s
}

// Nothing: the scan found nothing to check — no definition, no config,
// no file it could not read, no computed text, no file a client reads
// left unread. A repository with nothing mcp-lint reads passes, and says
// so plainly.
func (s Summary) Nothing() bool {
	return s.MCPFiles == 0 && s.AgentFiles == 0 && s.Tools == 0 && s.Configs == 0 && s.Errors == 0 && s.Computed == 0 && s.Findings == 0 && s.Unread == 0
}

// NothingNote says plainly that there was nothing to scan, and what would
// have been read.
func NothingNote(s Summary) string {
	files := "files"
	if s.FilesWalked == 1 {
		files = "file"
	}
	return fmt.Sprintf("nothing to scan: no MCP tool definition, server source, manifest or client config was found in the %d %s walked (%d with a file type mcp-lint reads); the scan passes because there is nothing to check. To scan a server's tools when its source is not read, snapshot it: mcp-lint snapshot", s.FilesWalked, files, s.FilesRead)
}

// Failing returns the open findings at or above the threshold: "default"
// (detect.Finding.FailsGate), "blocking" (any hard finding), a severity
// name (every finding at or above it), or "none". Whatever the
// threshold, a finding of the extended suite fails only when suite is
// detect.SuiteExtended: it rests on readings measured wrong on honest
// repositories, or the trained reading read its text as honest, and a
// stricter threshold is no reason to count it (three fresh repositories
// passed the default gate and failed --fail-on medium on such findings
// alone).
func (o *Output) Failing(threshold, suite string) []Finding {
	var out []Finding
	min, isSev := detect.ParseSeverity(threshold)
	for _, f := range o.Findings {
		if f.Status != Open || f.Suite == detect.SuiteExtended && suite != detect.SuiteExtended {
			continue
		}
		switch {
		case threshold == "none":
		case threshold == "" || threshold == "default":
			if f.FailsGate(suite) {
				out = append(out, f)
			}
		case threshold == "blocking":
			if f.Blocking {
				out = append(out, f)
			}
		case isSev && f.Severity >= min:
			out = append(out, f)
		}
	}
	return out
}
