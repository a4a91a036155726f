// Package mcpserver is mcp-lint as an MCP server (mcp-lint mcp): an agent
// checks a server's tools before it trusts them. Built on the official Go
// SDK, it serves three tools over stdio:
//
//   - scan_folder scans a folder or file inside the root the server was
//     started with, as `mcp-lint scan --root ROOT PATH` does (cmd/mcp-lint
//     gives it the scan command's own preparation: the config, lockfile and
//     baseline at the root);
//   - scan_definitions scans tool definitions given inline (a tools/list
//     result or a tools array), with the other servers' tools beside them
//     for the cross-server checks, as a scan of those files with --context
//     does, under the default policy;
//   - explain explains a rule, as `mcp-lint explain RULE` does, or a
//     finding of a report.
//
// A scan's result is the JSON report `mcp-lint scan --format json` writes
// (report.BuildJSON) as structured content, and a short text summary that
// says the exit code the command would give.
//
// Every bound is a tool error, and the server goes on serving: a request
// over MaxRequest (Transport), a report over MaxReport, a call over its
// time (Options.Timeout), a path outside the root, input that is not JSON
// or holds no definition. Scans only read: nothing scanned is run and no
// network is used. The arrows point one way: cmd/mcp-lint wires this
// package, which uses scan, report, ruledoc, discover and detect, and nothing of the
// project imports it back.
package mcpserver
