package saves

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"time"
)

// A game open in a window is locked, so a second Embers window cannot
// continue it too (both would save into its file, the last write winning).
// The lock is the system's own lock on a small file beside the game
// (games/.<name>.lock), taken with flock on Linux and macOS and by opening
// the file unshared on Windows: the system lets it go when the program
// ends, however it ends, so the lock of a program that was killed is taken
// over by the next one to ask, never left standing. The file holds who took
// the lock, for the message a second window shows.

// errHeld is a lock another program holds.
var errHeld = errors.New("held by another program")

// lockOwner is what this program writes into a lock file it holds.
func lockOwner() string {
	return fmt.Sprintf("Embers, process %d, since %s\n", os.Getpid(), time.Now().Format("2 Jan 15:04"))
}

// lockPath is the lock file of the game file path (games/x.json:
// games/.x.lock, a name the lists and the clean-up pass over).
func lockPath(gamePath string) string {
	dir, file := splitPath(gamePath)
	return dir + "." + strings.TrimSuffix(file, ".json") + ".lock"
}

func splitPath(p string) (dir, file string) {
	i := strings.LastIndexAny(p, `/\`)
	return p[:i+1], p[i+1:]
}

// acquire locks the game file path for this program. It fails with errHeld
// (and who holds it, as the lock file says) when another program holds it.
func acquire(gamePath string) (*fileLock, string, error) {
	for range 3 { // the file can be removed between opening and locking it: try again
		l, owner, err := tryLock(lockPath(gamePath))
		if err != errRetry {
			return l, owner, err
		}
	}
	return nil, "", fmt.Errorf("cannot lock %s: it keeps changing", lockPath(gamePath))
}

var errRetry = errors.New("the lock file changed; try again")

// probe tells whether another program holds the lock of the game file path,
// without creating a lock file or keeping one.
func probe(gamePath string) (held bool) {
	return probeLock(lockPath(gamePath))
}
