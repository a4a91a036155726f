package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"

	"github.com/mcp-lint/mcp-lint/mcpserver"
	"github.com/mcp-lint/mcp-lint/report"
)

const mcpUsage = `usage: mcp-lint mcp [--root DIR] [--timeout DURATION]

Runs mcp-lint as an MCP server over standard input and output (stdio), so
an agent can check a server's tools before it trusts them. Its tools:

  scan_folder       a folder or file inside --root, as mcp-lint scan --root
                    DIR PATH scans it (the config, lockfile and baseline at
                    the root apply); a path outside the root is refused
  scan_definitions  tool definitions given inline (a tools/list result or a
                    tools array), with the other servers' tools for the
                    cross-server checks, under the default policy
  explain           a rule, as mcp-lint explain RULE, or a finding

A scan returns the JSON report (--format json) and a summary with the exit
code mcp-lint scan gives. Bounds, each a tool error after which the server
goes on: a request of 16 MiB, a report of 8 MiB, --timeout per call. Scans
only read files: nothing is run and no network is used. With nothing on
standard input it exits 2 (to scan a folder named mcp: mcp-lint scan mcp).
Client configs: docs/mcp-server.md.

Flags:
`

func runMCP(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("mcp", stdout, stderr, mcpUsage)
	root := fs.String("root", ".", "the folder scan_folder may scan, and reports name files from")
	timeout := fs.Duration("timeout", mcpserver.DefaultTimeout, "the time one call may take (a scan past it is a tool error)")
	if err := parseArgs(fs, args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK
		}
		return exitUsage
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "mcp-lint mcp: takes no arguments (the root is --root): %q\n", fs.Args())
		return exitUsage
	}
	if *timeout <= 0 {
		fmt.Fprintln(stderr, "mcp-lint mcp: --timeout must be above 0")
		return exitUsage
	}
	abs, err := filepath.Abs(*root)
	if err != nil {
		fmt.Fprintf(stderr, "mcp-lint mcp: --root %s: %v\n", *root, err)
		return exitUsage
	}
	if st, err := os.Stat(abs); err != nil || !st.IsDir() {
		fmt.Fprintf(stderr, "mcp-lint mcp: --root %q is not a directory\n", *root)
		return exitUsage
	}
	opts := mcpserver.Options{
		Root:    abs,
		Tool:    report.ToolInfo{Name: "mcp-lint", Version: version, Commit: commit},
		Timeout: *timeout,
		Folder:  folderScanner(abs),
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	fmt.Fprintf(stderr, "mcp-lint %s: serving MCP on stdio, root %s\n", version, abs)
	in := &countingReader{r: stdin}
	if err := mcpserver.Serve(ctx, opts, in, stdout); err != nil && !errors.Is(err, context.Canceled) {
		fmt.Fprintf(stderr, "mcp-lint mcp: %v\n", err)
		return exitIncomplete
	}
	if ctx.Err() == nil && in.n == 0 {
		// No client ever spoke: most likely a script that meant to scan
		// a folder named mcp, which must not pass as a clean scan.
		fmt.Fprintln(stderr, "mcp-lint mcp: standard input ended before any message: mcp-lint mcp is the MCP server, started by an MCP client; to scan a folder named mcp, run mcp-lint scan mcp")
		return exitUsage
	}
	return exitOK
}

// countingReader counts the bytes read through it.
type countingReader struct {
	r io.Reader
	n int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}

// folderScanner is scan_folder's scan: the scan command's own preparation
// and run, for `mcp-lint scan --root ROOT PATH` with no other flag, so a
// folder's findings, gate and exit code are the command's.
func folderScanner(root string) func(string) (*mcpserver.Scanned, error) {
	return func(path string) (*mcpserver.Scanned, error) {
		sf := scanFlags{format: "json", color: "never", root: root, set: map[string]bool{}}
		p, err := sf.prepare([]string{path}, io.Discard)
		if err != nil {
			return nil, err
		}
		return &mcpserver.Scanned{Output: p.run(), Threshold: p.threshold, Suite: p.suite}, nil
	}
}
