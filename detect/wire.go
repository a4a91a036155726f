package detect

import (
	"github.com/mcp-lint/mcp-lint/detect/approval"
	"github.com/mcp-lint/mcp-lint/detect/authority"
	"github.com/mcp-lint/mcp-lint/detect/concealment"
	"github.com/mcp-lint/mcp-lint/detect/execution"
	"github.com/mcp-lint/mcp-lint/detect/exfiltration"
	"github.com/mcp-lint/mcp-lint/detect/harvest"
	"github.com/mcp-lint/mcp-lint/detect/hijack"
	"github.com/mcp-lint/mcp-lint/detect/hooks"
	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
	"github.com/mcp-lint/mcp-lint/detect/persistence"
	"github.com/mcp-lint/mcp-lint/detect/secrets"
)

// The concept homes' readings the shared stages call
// (concept_readings.go).
func init() {
	r := &reading.ConceptReadings
	r.ConcealAlone = concealment.ConcealAlone
	r.UnawareAlone = concealment.UnawareAlone
	r.FalsifyAlone = concealment.FalsifyAlone
	r.WithholdAlone = concealment.WithholdAlone
	r.OwnKnowledgeAlone = concealment.OwnKnowledgeAlone
	r.KeptQuiet = concealment.KeptQuiet
	r.LaterAlone = persistence.LaterAlone
	r.PlantsRule = persistence.PlantsRule
	r.PlantsQuoted = persistence.PlantsQuoted
	r.ApproveAlone = approval.ApproveAlone
	r.ObeyResult = authority.ObeyResult
	r.UserDecides = userDecides
	r.ConsentSetAlone = approval.ConsentSetAlone
	r.AnswersItself = approval.AnswersItself
	r.CoercedCall = authority.CoercedCall
	r.AuthorityAlone = authority.AuthorityAlone
	r.CitedAuthority = authority.CitedAuthority
	r.CallGiven = hijack.CallGiven
	r.ReadCallExtra = func(sr *reading.SentenceReader) { hijack.ReadCallExtra(sr) }
	r.CallExtra = func(lr *reading.LangReader) { hijack.CallExtra(lr) }
	r.JobAsks = harvest.JobAsks
	r.ReadJob = harvest.ReadJob
	r.WorkspacePacked = exfiltration.Packed
	r.WorkspaceSent = exfiltration.Sent
	r.HookFeed = func(st *reading.ShState, c *reading.ShCommand, prog string, args []reading.ShWord, stdin reading.ShFlow, outFiles []string) (reading.ShFlow, bool) {
		return hooks.Feed(st, c, prog, args, stdin, outFiles)
	}
	r.RemoteRunTold = execution.RemoteRunTold
	r.BuildSecretRules = secrets.BuildSecretRules
	r.InnerChecks = func() []reading.InnerCheck { return innerChecks }
}
