package authority

import (
	"embed"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// records are this concept's rule file: its frames, each with its
// examples and provenance.
//
//go:embed authority.rules
var records embed.FS

func init() { reading.AddHomeRules("authority", &records) }
