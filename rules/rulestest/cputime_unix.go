//go:build unix

package rulestest

import (
	"syscall"
	"time"
)

// ProcessCPU is the CPU time the program has used so far (user and
// system, every thread), so a benchmark can say how fast it ran per core
// on a machine other jobs share.
func ProcessCPU() (time.Duration, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
