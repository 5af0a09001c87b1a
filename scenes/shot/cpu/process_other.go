//go:build !unix

package cpu

import "time"

// Process is not measured on this system.
func Process() (time.Duration, bool) { return 0, false }
