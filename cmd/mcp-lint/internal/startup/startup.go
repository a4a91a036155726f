// Package startup holds the garbage collector back while the program
// starts. detect builds its rule sets and lexicon (about 16 MB of
// short-lived allocations) on first use, and main has it build them before
// restoring the collector, for every command that scans (`mcp-lint
// version` builds none); with the default GOGC the collector would run
// several times over that garbage, most of the cost of a small run (a
// pre-commit scan of a few files). main restores the default before any
// work starts, so scans keep their memory bounds.
//
// Go initializes packages in import-path order among those whose imports
// are ready: this one depends only on runtime/debug and sorts before
// detect, so it runs first.
package startup

import "runtime/debug"

// gcPercent is the GOGC in force during package initialization.
const gcPercent = 2000

var previous = debug.SetGCPercent(gcPercent)

// Done restores the collector's setting from before package
// initialization (the GOGC environment variable, or 100).
func Done() { debug.SetGCPercent(previous) }
