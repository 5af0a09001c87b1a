package gametest

import "os"

// IsolateHome points HOME and XDG_CONFIG_HOME at a new empty folder, so no
// user settings or saves leak into a test binary; call the returned function
// to remove it. A TestMain calls it before m.Run.
func IsolateHome() (cleanup func()) {
	dir, err := os.MkdirTemp("", "embers-home-")
	if err != nil {
		panic(err)
	}
	os.Setenv("XDG_CONFIG_HOME", dir)
	os.Setenv("HOME", dir)
	return func() { os.RemoveAll(dir) }
}
