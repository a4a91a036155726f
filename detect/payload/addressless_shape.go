package payload

import (
	"fmt"
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// addresslessShape raises a decoded command shape for review. In an
// agent unit (a skill, rules file ...) it is read as decode_follow.go reads a
// decoded sentence: raised only when the unit orders the coded text
// decoded and followed (ordered); a sample shown in a guide, with
// no such order in the unit's own prose, is not flagged.
func (ps *payloadScan) addresslessShape(place func(reading.Span) reading.Span, text string, chain []string, hit reading.ShellHit) bool {
	if reading.IsInstructionKind(ps.v.Tool.Kind) && !ps.ordered() {
		return false
	}
	ps.hits = append(ps.hits, reading.Signal{
		Tier: reading.TierSoft, Threat: reading.ThreatMaliciousCode, Severity: reading.SeverityMedium, Confidence: 0.6,
		Field: ps.v.PathOf(ps.field), Key: ps.field.Key, Span: place(hit.Span),
		Evidence: "decoded: " + reading.Evidence(reading.CommandContext(text, hit.Span)),
		Detail: fmt.Sprintf("%s decodes (%s) to the shape of a %s command whose fetch names no address (a placeholder): hidden text describing the command, for review",
			blobName(chain[0]), strings.Join(chain, " → "), hit.Kind),
		Rules: []string{hit.ID},
	})
	return true
}
