//go:build !linux

package cpu

import "time"

// Thread is not measured here: frame times fall back to the wall clock.
func Thread() (time.Duration, bool) { return 0, false }
