// Package files writes and reads the program's own files (saves, settings,
// tutorial progress) safely, and shows what comes from them to a person:
// a write replaces a file whole or not at all, a size reads as a person
// says it, and text from outside is cut before it reaches the screen.
package files

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// WriteAtomic replaces path with data durably: a reader (or a process
// killed while writing, or a power cut) sees the old file or the new one,
// whole.
func WriteAtomic(path string, data []byte) error { return Write(path, data, true) }

// Write replaces path with data through a temporary file and a rename, so
// a reader (or a process killed while writing) sees the old file or the new
// one, whole. durable also waits until the data is on disk (safe from a
// power cut too), which costs milliseconds.
func Write(path string, data []byte, durable bool) (err error) {
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return fmt.Errorf("cannot save to %s: %w (check that the folder exists and is writable)", path, Cause(err))
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if _, err = tmp.Write(data); err != nil {
		return fmt.Errorf("cannot write %s: %w", path, Cause(err))
	}
	if durable {
		if err = tmp.Sync(); err != nil {
			return fmt.Errorf("cannot write %s to disk: %w", path, Cause(err))
		}
	}
	if err = tmp.Close(); err != nil {
		return fmt.Errorf("cannot write %s: %w", path, Cause(err))
	}
	if err = os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("cannot save to %s: %w", path, Cause(err))
	}
	if !durable {
		return nil
	}
	if d, derr := os.Open(dir); derr == nil {
		d.Sync() // best effort: some systems cannot sync a directory
		d.Close()
	}
	return nil
}

// Cause is the system's own error inside a file operation's ("no space
// left on device"), without the temporary file's name, which differs at
// every try: the same failure reads the same each time.
func Cause(err error) error {
	var pe *fs.PathError
	var le *os.LinkError
	switch {
	case errors.As(err, &pe):
		return pe.Err
	case errors.As(err, &le):
		return le.Err
	}
	return err
}

// Size writes a size in bytes as a person reads it: 812 bytes, 4.0 MiB.
func Size(n int64) string {
	switch {
	case n < 1<<10:
		return fmt.Sprintf("%d bytes", n)
	case n < 1<<20:
		return fmt.Sprintf("%.1f KiB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
}

// Clip cuts text from outside (a file, a name, a flag) to at most n
// characters (at least 2), marking the cut, so a huge value never reaches
// the screen whole.
func Clip(s string, n int) string {
	n = max(n, 2)
	if len(s) <= n { // bytes: at most n characters
		return s
	}
	r := []rune(s[:min(len(s), 4*n+4)])
	if len(r) <= n {
		return string(r)
	}
	return string(r[:n-1]) + "…"
}
