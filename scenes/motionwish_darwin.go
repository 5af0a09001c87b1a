package scenes

// reducedMotion asks macOS's accessibility settings (Reduce motion).
func reducedMotion() bool {
	answer, ok := ask("defaults", "read", "com.apple.universalaccess", "reduceMotion")
	return ok && macReduces(answer)
}
