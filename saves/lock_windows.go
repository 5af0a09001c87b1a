//go:build windows

package saves

import (
	"errors"
	"os"
	"syscall"
)

// fileLock is a lock file opened for writing and shared with nobody who
// would write: a second program's open fails until this handle is closed,
// which Windows does when the program ends.
type fileLock struct {
	h    syscall.Handle
	path string
}

// errorSharingViolation is ERROR_SHARING_VIOLATION: another program has
// the file open unshared.
const errorSharingViolation syscall.Errno = 32

func tryLock(path string) (*fileLock, string, error) {
	p, err := syscall.UTF16PtrFromString(path)
	if err != nil {
		return nil, "", err
	}
	h, err := syscall.CreateFile(p, syscall.GENERIC_READ|syscall.GENERIC_WRITE, syscall.FILE_SHARE_READ, nil,
		syscall.OPEN_ALWAYS, syscall.FILE_ATTRIBUTE_NORMAL, 0)
	if err != nil {
		if errors.Is(err, errorSharingViolation) {
			owner, _ := os.ReadFile(path)
			return nil, string(owner[:min(len(owner), 200)]), errHeld
		}
		return nil, "", err
	}
	syscall.SetEndOfFile(h)
	var n uint32
	syscall.WriteFile(h, []byte(lockOwner()), &n, nil)
	return &fileLock{h: h, path: path}, "", nil
}

func (l *fileLock) release() {
	syscall.CloseHandle(l.h)
	os.Remove(l.path)
}

func probeLock(path string) bool {
	p, err := syscall.UTF16PtrFromString(path)
	if err != nil {
		return false
	}
	h, err := syscall.CreateFile(p, syscall.GENERIC_READ|syscall.GENERIC_WRITE, syscall.FILE_SHARE_READ, nil,
		syscall.OPEN_EXISTING, syscall.FILE_ATTRIBUTE_NORMAL, 0)
	if err != nil {
		return errors.Is(err, errorSharingViolation)
	}
	syscall.CloseHandle(h)
	return false
}
