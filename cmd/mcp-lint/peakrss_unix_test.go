//go:build unix

package main

import (
	"os"
	"runtime"
	"syscall"
)

// peakRSS is the most memory a finished process held (its maximum
// resident set, its waited-for children included), when the platform
// reports it.
func peakRSS(ps *os.ProcessState) (int64, bool) {
	ru, ok := ps.SysUsage().(*syscall.Rusage)
	if !ok || ru == nil {
		return 0, false
	}
	if runtime.GOOS == "darwin" || runtime.GOOS == "ios" {
		return int64(ru.Maxrss), true // bytes
	}
	return int64(ru.Maxrss) << 10, true // KiB
}
