package cpu

import (
	"syscall"
	"time"
	"unsafe"
)

// clockThreadCPUTime is CLOCK_THREAD_CPUTIME_ID: the CPU time of the
// calling thread. Ebitengine runs Update and Draw on one locked thread.
const clockThreadCPUTime = 3

// Thread is the CPU time the calling thread has used, so frame times
// leave out the moments the machine gave to other programs.
func Thread() (time.Duration, bool) {
	var ts syscall.Timespec
	if _, _, errno := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTime, uintptr(unsafe.Pointer(&ts)), 0); errno != 0 {
		return 0, false
	}
	return time.Duration(ts.Nano()), true
}
