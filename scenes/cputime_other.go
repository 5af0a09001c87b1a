//go:build !linux

package scenes

import "time"

// threadCPU is not measured here: frame times fall back to the wall clock.
func threadCPU() (time.Duration, bool) { return 0, false }
