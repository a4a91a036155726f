package detect

import (
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/text"
)

// data27's names records are run by TestNameListExamples through the
// mechanism that reads them: a server name whose family is shorter than
// its skeleton had an affix of the list removed; a value after a redirect
// is the null device; a home path is an agent's rules; a
// setting's value, lower-cased as readApproveRecord reads it, is YAML's
// true or false.
func init() {
	nameListJudges["names.data27-server-affix"] = func(name string) bool { return serverFamily(name) != text.Skeleton(name) }
	nameListJudges["names.data27-null-device"] = func(v string) bool { return nullTarget("> "+v, 1) }
	nameListJudges["names.data27-home-rules-part"] = homeRulesPath24
	nameListJudges["names.data27-yaml-true"] = func(v string) bool { return yamlTrue[strings.ToLower(v)] }
	nameListJudges["names.data27-yaml-false"] = func(v string) bool { return yamlFalse[strings.ToLower(v)] }
}
