//go:build !(linux || darwin || freebsd || netbsd || openbsd || dragonfly || windows)

package saves

// On a system without flock (or Windows' unshared open) a game is not
// locked: two windows may continue it, as before locks existed.
type fileLock struct{}

func tryLock(string) (*fileLock, string, error) { return &fileLock{}, "", nil }

func (*fileLock) release() {}

func probeLock(string) bool { return false }
