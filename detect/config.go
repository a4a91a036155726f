package detect

import (
	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
	"github.com/mcp-lint/mcp-lint/detect/launchconfig"
)

// scanConfigs runs the config checks over launch configurations, with the
// same isolation and aggregation as tool checks.
func (e *Engine) scanConfigs(cfgs []reading.ServerConfig, rep *reading.Report) {
	for i := range cfgs {
		c := &cfgs[i]
		ref := launchconfig.Ref(c)
		var sigs []reading.Signal
		for _, ch := range ConfigChecks() {
			rep.ChecksRun++
			out, err := launchconfig.RunConfigCheck(ch, c)
			if err != nil {
				rep.ChecksFailed++
				rep.Failures = append(rep.Failures, reading.Failure{Check: ch.ID(), Tool: ref, Message: err.Error()})
				continue
			}
			for k := range out {
				out[k] = sanitizeSignal(ch.Doc(), out[k])
			}
			sigs = append(sigs, reading.PlacedSoft(c, out)...)
		}
		if len(sigs) > 0 {
			rep.Findings = append(rep.Findings, Aggregate(ref, sigs))
		}
	}
}
