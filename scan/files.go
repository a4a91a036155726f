package scan

import (
	"os"
	"path/filepath"

	"github.com/mcp-lint/mcp-lint/discover"
)

// RunFiles lays files (relative paths with forward slashes, to their text)
// out as a repository in a temporary folder and scans it as `mcp-lint
// scan --agent-files` scans a repository, ignoring no file, under policy
// pol: how a corpus unit (a skill, a plugin, a rules file with its
// folder) is read. The folder is removed before it returns; an error is
// one of laying the files out.
func RunFiles(files map[string]string, pol Policy) (*Output, error) {
	dir, err := os.MkdirTemp("", "mcp-lint-unit-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	for p, text := range files {
		full := filepath.Join(dir, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			return nil, err
		}
		if err := os.WriteFile(full, []byte(text), 0o644); err != nil {
			return nil, err
		}
	}
	// A tree reached through a symbolic link (a temporary folder on some
	// systems) is scanned at its own path: discovery from a linked root
	// reads fewer files than a scan there.
	if real, err := filepath.EvalSymlinks(dir); err == nil {
		dir = real
	}
	return Run(Options{Paths: []string{dir}, Policy: pol, Discover: discover.Options{Root: dir, NoGitignore: true, AgentFiles: true}}), nil
}
