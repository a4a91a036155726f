package detect

import (
	"slices"
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/execution"
	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
	"github.com/mcp-lint/mcp-lint/detect/launchconfig"
)

// Disclosed install steps are hygiene. A unit that installs the tool it
// is about with that tool's own documented installer ("install the acme
// CLI: curl -fsSL https://acme.dev/install.sh | sh", in its prose or in
// a script it names and runs) fetches unpinned code from the vendor the
// text names, as a launch config's `npx pkg` does: it is reported as
// config.unpinned is (low, hygiene), and does not fail the default gate.
// What is no such step keeps its reading: a download from a host the
// text does not name (shell.flow-remote-run), one a hook runs without
// the user's action (a hook's command is a launch config, config.shell;
// the script it runs is read as before), and one in text only the model
// sees (a comment, a hidden region).

// installContext is what the unit says besides the field being read
// (OtherText), by which an installer's vendor is named; for a script a
// unit runs (not a hook's), what the units that name it say too
// (Tool.NamedBy): "run scripts/setup.sh to install the acme CLI" names
// the vendor of the installer the script runs.
func installContext(v *reading.ToolView, reg *reading.Registry) string {
	more := v.OtherText()
	if v.Tool.Kind != reading.KindScript || len(v.Tool.NamedBy) == 0 || reg == nil || v.Tool.Extra[HookScriptField] != nil {
		return more
	}
	var b strings.Builder
	b.WriteString(more)
	for _, t := range reg.Tools() {
		if t.Source == "" || !slices.Contains(v.Tool.NamedBy, t.Source) || t.Kind == reading.KindScript {
			continue
		}
		b.WriteString(t.Name + "\n" + t.Description + "\n")
		if body, ok := t.Extra["body"].(string); ok {
			b.WriteString(body + "\n")
		}
	}
	return b.String()
}

// installStep reports whether hit, a command of the field being read
// (v.FieldText) that fetches code and runs it, is an install step: the
// unit, or a unit that runs it (ctx: installContext), names the vendor
// of every host it fetches from (VendorNamed), it fetches over https from a host name with no other
// user's rights (ExposedFetch: no vendor documents plain http, an IP
// address or sudo), and the field is neither text only the model sees
// nor a hook's script. The step is kept for the engine to report
// (installSignals).
func installStep(v *reading.ToolView, hit reading.ShellHit, ctx string) bool {
	if v.Hidden || v.Tool.Extra[HookScriptField] != nil || execution.ExposedFetch(v.FieldText, hit.Span) ||
		!reading.VendorNamed(v.FieldText, v.Tool.Name+"\n"+ctx, ctx, hit.Span) {
		return false
	}
	cmd := v.FieldText[hit.Span.Start:hit.Span.End]
	if !strings.Contains(cmd, "://") {
		cmd = v.FieldText[hit.Span.Start:reading.LineEnd(v.FieldText, hit.Span.End)] // the address after the match
	}
	cmd = strings.TrimSpace(cmd)
	rule := hit.ID
	if rule == reading.RemoteRunRule {
		rule = "shell.flow-" + hit.Kind // the command's family read at the shell's syntax (records.go)
	}
	v.NoteInstall(reading.Signal{Tier: reading.TierSoft, Severity: reading.SeverityLow, Confidence: 0.6, Span: hit.Span,
		Evidence: reading.Evidence(cmd), Rules: []string{rule},
		Detail: "installs with its vendor's documented installer, fetched unpinned and run through a shell: " + reading.SafeDetail(cmd)})
	return true
}

// installSignals are the install steps the readings of a unit noted, as
// config.unpinned's signals.
func installSignals(v *reading.ToolView) []reading.Signal {
	var out []reading.Signal
	for _, s := range v.Installs {
		out = append(out, sanitizeSignal(&launchconfig.ConfigUnpinned.Rule, s))
	}
	return out
}
