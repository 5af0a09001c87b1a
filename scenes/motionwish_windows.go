package scenes

import (
	"syscall"
	"unsafe"
)

// spiGetClientAreaAnimation asks whether Windows shows animations
// (Settings, Accessibility, Visual effects, "Animation effects").
const spiGetClientAreaAnimation = 0x1042

// reducedMotion asks Windows whether animations are turned off.
func reducedMotion() bool {
	proc := syscall.NewLazyDLL("user32.dll").NewProc("SystemParametersInfoW")
	if proc.Find() != nil {
		return false
	}
	var on int32
	ok, _, _ := proc.Call(spiGetClientAreaAnimation, 0, uintptr(unsafe.Pointer(&on)), 0)
	return ok != 0 && on == 0
}
