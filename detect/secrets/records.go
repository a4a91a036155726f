package secrets

import (
	"embed"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// records are this concept's rule file: its vocabularies, named lists and
// readings, each with its examples and provenance.
//
//go:embed secrets.rules
var records embed.FS

func init() { reading.AddHomeRules("secrets", &records) }
