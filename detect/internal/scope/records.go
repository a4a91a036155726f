package scope

import (
	"embed"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// records are this stage's rules file: its vocabularies and frames, each
// with its examples and provenance.
//
//go:embed scope.rules
var records embed.FS

func init() { reading.AddHomeRules("scope", &records) }
