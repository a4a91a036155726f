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
// GOGC environment variable, or 100) is restored, but that the goal stays
// at least headroom above the live heap, so a large scan keeps its memory
// bounds and a long one does not collect every few MB. A run that never
// allocates firstGoal never collects.
//
// Go initializes packages in import-path order among those whose imports
// are ready: this one depends only on runtime and runtime/debug and sorts
// before detect, so it runs first.
package startup

import (
	"runtime"
	"runtime/debug"
	"runtime/metrics"
)

// gcPercent is the GOGC in force during package initialization.
const gcPercent = 2000

// firstGoal is the heap size at which the first collection runs.
const firstGoal = 32 << 20

var previous = debug.SetGCPercent(gcPercent)

// headroom is the least the heap may grow between two collections: the
// goal is the live heap and GOGC percent of it, or headroom more when
// that is larger.
const headroom = 64 << 20

// Done lets the collector run from a heap of firstGoal on, and restores
// the GOGC from before package initialization after its first cycle, but
// for a heap whose live part is small: after each cycle, the goal is at
// least headroom above the live heap. A scan keeps a few tens of MB live
// (the rules, the files of the folder it reads) and allocates gigabytes
// over a large repository; at GOGC=100 it collected every few tens of MB,
// and marking was a third of the instructions of a scan of a TypeScript
// monorepo. Where the live heap is over 64 MB (a 4 MiB source file's
// tokens), the goal is GOGC's, and so is the peak.
func Done() {
	if previous < 0 {
		debug.SetGCPercent(previous) // GOGC=off stays off
		return
	}
	// Before the first cycle the goal is 4 MB × GOGC/100 (the runtime's
	// minimum heap), so this percentage puts it at firstGoal.
	debug.SetGCPercent(max(previous, firstGoal/(4<<20)*100))
	arm()
}

// arm has the end of the next cycle retune GOGC (a finalizer runs after
// the cycle that found its object unreachable), and arm again.
func arm() {
	sentinel := new([16]byte)
	runtime.SetFinalizer(sentinel, func(*[16]byte) {
		debug.SetGCPercent(percent(liveHeap()))
		arm()
	})
}

// percent is the GOGC that makes the goal of a live heap at least
// headroom above it.
func percent(live uint64) int {
	if live == 0 {
		return previous
	}
	return max(previous, int(min(headroom*100/live, 1<<20)))
}

func liveHeap() uint64 {
	s := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return s[0].Value.Uint64()
}
