package discover

import "github.com/mcp-lint/mcp-lint/discover/internal/syntax"

// The types of discovery's results that the neutral layer defines.
type (
	// FileError is a file that could not be read or parsed, or a text that
	// could not be read in it.
	FileError = syntax.FileError
	// Comment is an mcp-lint directive comment of a file.
	Comment = syntax.Comment
	// Source is one scanned file and its bytes.
	Source = syntax.Source
)
