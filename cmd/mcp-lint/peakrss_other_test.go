//go:build !unix

package main

import "os"

// peakRSS: not reported on this platform.
func peakRSS(*os.ProcessState) (int64, bool) { return 0, false }
