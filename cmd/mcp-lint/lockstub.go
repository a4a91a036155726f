package main

import (
	"fmt"
	"io"

	"github.com/mcp-lint/mcp-lint/config"
	"github.com/mcp-lint/mcp-lint/scan"
)

// lockState is the lockfile in effect for a scan (issue 6).
type lockState struct{}

func (l *lockState) scan(opts scan.Options) *scan.Output { return scan.Run(opts) }

func (sf *scanFlags) loadLock(root string, cfg *config.Config) (*lockState, error) { return nil, nil }

func runLock(args []string, stdout, stderr io.Writer) int {
	fmt.Fprintln(stderr, "mcp-lint lock: not implemented yet")
	return exitUsage
}

func runApprove(args []string, stdout, stderr io.Writer) int {
	fmt.Fprintln(stderr, "mcp-lint approve: not implemented yet")
	return exitUsage
}

func runSnapshot(args []string, stdout, stderr io.Writer) int {
	fmt.Fprintln(stderr, "mcp-lint snapshot: not implemented yet")
	return exitUsage
}
