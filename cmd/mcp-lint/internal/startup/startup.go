// Package startup keeps the garbage collector from running over the
// program's start. detect builds its rule set and lexicon (a few MB of
// short-lived allocations) on first use, and main has it build them before
// calling Done, for the commands that need them (`mcp-lint version` builds
// none, and scan builds them only when it found something to check).
//
// Done does not restore the default at once: with GOGC=100 the collector
// would start a cycle right away over those few MB, and again every few MB
// of a small scan — a fifth of the instructions of a pre-commit run over a
// few files. Instead the first cycle waits until the heap reaches
// firstGoal; when it has run, the setting from before initialization (the
// GOGC environment variable, or 100) is restored, so a large scan keeps
// its memory bounds. A run that never allocates firstGoal never collects.
//
// Go initializes packages in import-path order among those whose imports
// are ready: this one depends only on runtime and runtime/debug and sorts
// before detect, so it runs first.
package startup

import (
	"runtime"
	"runtime/debug"
)

// gcPercent is the GOGC in force during package initialization.
const gcPercent = 2000

// firstGoal is the heap size at which the first collection runs.
const firstGoal = 32 << 20

var previous = debug.SetGCPercent(gcPercent)

// Done lets the collector run from a heap of firstGoal on, and restores
// the GOGC from before package initialization after its first cycle.
func Done() {
	if previous < 0 {
		debug.SetGCPercent(previous) // GOGC=off stays off
		return
	}
	// Before the first cycle the goal is 4 MB × GOGC/100 (the runtime's
	// minimum heap), so this percentage puts it at firstGoal.
	debug.SetGCPercent(max(previous, firstGoal/(4<<20)*100))
	sentinel := new([16]byte)
	runtime.SetFinalizer(sentinel, func(*[16]byte) { debug.SetGCPercent(previous) })
}
