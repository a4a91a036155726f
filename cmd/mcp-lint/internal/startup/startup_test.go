package startup

import (
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"testing"
)

var restarted bool

func gogc() int64 {
	s := []metrics.Sample{{Name: "/gc/gogc:percent"}}
	metrics.Read(s)
	return int64(s[0].Value.Uint64())
}

// Done raises the first goal, and the first collection restores the
// setting from before initialization.
func TestDoneRestoresAfterFirstCycle(t *testing.T) {
	if previous < 0 {
		t.Skip("GOGC=off")
	}
	if got := gogc(); got != gcPercent && !restarted {
		t.Fatalf("during start-up: GOGC %d", got)
	}
	debug.SetGCPercent(gcPercent) // as at start-up, for -count > 1
	restarted = true
	Done()
	if got := gogc(); got != int64(max(previous, firstGoal/(4<<20)*100)) {
		t.Fatalf("after Done: GOGC %d", got)
	}
	for range 100 { // finalizers run on their own goroutine after a cycle
		runtime.GC()
		runtime.Gosched()
		if gogc() == int64(previous) {
			return
		}
	}
	t.Fatalf("GOGC %d, not restored to %d after collections", gogc(), previous)
}
