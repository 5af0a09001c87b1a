//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package saves

import (
	"errors"
	"io"
	"os"
	"syscall"
)

// fileLock is a lock file held with flock: the system releases it when the
// file is closed, or the program ends.
type fileLock struct {
	f    *os.File
	path string
}

func tryLock(path string) (*fileLock, string, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, "", err
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		owner, _ := io.ReadAll(io.LimitReader(f, 200))
		f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return nil, string(owner), errHeld
		}
		return nil, "", err
	}
	// the holder before may have removed the file after this one opened it:
	// a lock on a file no longer at path locks nothing
	held, err1 := f.Stat()
	named, err2 := os.Stat(path)
	if err1 != nil || err2 != nil || !os.SameFile(held, named) {
		f.Close()
		return nil, "", errRetry
	}
	f.Truncate(0)
	f.WriteAt([]byte(lockOwner()), 0)
	return &fileLock{f: f, path: path}, "", nil
}

// release removes the lock file, then lets the lock go.
func (l *fileLock) release() {
	os.Remove(l.path)
	l.f.Close()
}

func probeLock(path string) bool {
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close() // a lock taken here goes with the file
	return errors.Is(syscall.Flock(int(f.Fd()), syscall.LOCK_SH|syscall.LOCK_NB), syscall.EWOULDBLOCK)
}
