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

// Done raises the first goal; after each collection the goal is
// headroom above the live heap, or GOGC's from before initialization when
// that is larger: a live heap over headroom (a large file's tokens) is
// collected at the usual GOGC.
func TestDoneKeepsHeadroom(t *testing.T) {
	if previous < 0 {
		t.Skip("GOGC=off")
	}
	if got := gogc(); got != gcPercent && !restarted {
		t.Fatalf("during start-up: GOGC %d", got)
	}
	debug.SetGCPercent(gcPercent) // as at start-up, for -count > 1
	restarted = true
	first := int64(max(previous, firstGoal/(4<<20)*100))
	Done()
	if got := gogc(); got != first {
		t.Fatalf("after Done: GOGC %d", got)
	}
	// A small live heap: the goal stays headroom above it.
	retuned := false
	for range 100 { // finalizers run on their own goroutine after a cycle
		runtime.GC()
		runtime.Gosched()
		if g := gogc(); g != first {
			if live := liveHeap(); live > headroom/2 || g < int64(previous) || g*int64(live)/100 < headroom/2 {
				t.Fatalf("live heap %d: GOGC %d, goal %d", live, g, int64(live)*(100+g)/100)
			}
			retuned = true
			break
		}
	}
	if !retuned {
		t.Fatalf("GOGC %d: not retuned after collections", gogc())
	}
	// A live heap of three times headroom: GOGC's own goal.
	big := make([]byte, 3*headroom)
	for i := range big {
		big[i] = byte(i)
	}
	for range 100 {
		runtime.GC()
		runtime.Gosched()
		if gogc() == int64(previous) {
			runtime.KeepAlive(big)
			return
		}
	}
	t.Fatalf("live heap of %d: GOGC %d, not %d", 3*headroom, gogc(), previous)
}

func TestPercent(t *testing.T) {
	for _, c := range []struct {
		live uint64
		want int
	}{{0, previous}, {headroom, max(previous, 100)}, {4 * headroom, previous}, {headroom / 8, max(previous, 800)}} {
		if got := percent(c.live); got != c.want {
			t.Errorf("percent(%d) = %d, want %d", c.live, got, c.want)
		}
	}
}
