//go:build !darwin && !windows

package scenes

// reducedMotion asks GNOME's interface settings (Accessibility, Reduce
// animation), where gsettings is installed.
func reducedMotion() bool {
	answer, ok := ask("gsettings", "get", "org.gnome.desktop.interface", "enable-animations")
	return ok && gnomeReduces(answer)
}
