package saves

import (
	"os"
	"path/filepath"
	"strings"
	"time"
)

// Every file is written through a temporary file beside it
// (.name.tmp-123456, see writeFile) and renamed into place; a program
// killed while writing leaves that temporary file behind. CleanTemp removes
// them when the program starts.

// tempAge is how old a temporary file must be before it is taken for the
// leftover of an interrupted save: a second Embers window may be writing
// one this very moment.
const tempAge = time.Minute

// isTempName tells whether a file name is one of writeFile's temporary files.
func isTempName(name string) bool {
	return strings.HasPrefix(name, ".") && strings.Contains(name, ".tmp-")
}

// CleanTemp removes the leftover temporary files of interrupted saves in
// dirs (older than a minute) and returns the paths removed. Folders that do
// not exist or cannot be read are passed over: cleaning is a courtesy.
func CleanTemp(dirs ...string) []string {
	var removed []string
	cutoff := time.Now().Add(-tempAge)
	for _, dir := range dirs {
		entries, err := os.ReadDir(dir)
		if err != nil {
			continue
		}
		for _, e := range entries {
			if !e.Type().IsRegular() || !isTempName(e.Name()) {
				continue
			}
			if fi, err := e.Info(); err != nil || fi.ModTime().After(cutoff) {
				continue
			}
			path := filepath.Join(dir, e.Name())
			if os.Remove(path) == nil {
				removed = append(removed, path)
			}
		}
	}
	return removed
}

// CleanTemp removes the store's leftover temporary files (see CleanTemp).
func (st *Store) CleanTemp() []string {
	return CleanTemp(st.Dir, filepath.Join(st.Dir, gamesDir), filepath.Join(st.Dir, slotsDir))
}
