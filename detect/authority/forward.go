package authority

import (
	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// The names other packages use, declared where the code lives.
var OtherSubjectUsed = reading.OtherSubjectUsed
var SemicolonBetween = reading.SemicolonBetween
var StateNegatedApart = reading.StateNegatedApart
