package hiddentext

import (
	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// The names other packages use, declared where the code lives.
var DeniedAfter = reading.DeniedAfter
var PassiveAt = reading.PassiveAt
