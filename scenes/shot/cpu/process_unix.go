//go:build unix

package cpu

import (
	"syscall"
	"time"
)

// Process is the CPU time the whole program has used, every thread
// (the graphics driver's too), user and system.
func Process() (time.Duration, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
