package saves

import (
	"errors"
	"fmt"
	"io"
	"os"
	"sync/atomic"

	"embers/files"
)

// MaxSaveSize is the largest save file Embers reads, in bytes. A save holds
// the setup and the moves in notation, a line each, 15 to 21 bytes a move
// (whole games of Crown of Ash, Fire & Axe and Burnt to Ashes at four
// players wrote 4 to 8 KB): a game at the sim's ply cap of 20,000 moves
// would write about 400 KB. A larger file is damaged or not a save, and it is refused
// from its size, unread, so a file of 50 MB costs no time to refuse.
const MaxSaveSize = 4 << 20

// TooLargeError is a save file refused for its size, unread.
type TooLargeError struct {
	Name string // the file's name
	Size int64  // its size in bytes
}

func (e *TooLargeError) Error() string {
	return fmt.Sprintf("%s is %s, far more than any game Embers saves (at most %s); it is damaged or not a save, and was not read",
		e.Name, files.Size(e.Size), files.Size(MaxSaveSize))
}

// savesRead counts the bytes read from save files, for the tests that show
// a huge save is refused unread (SaveBytesRead).
var savesRead atomic.Int64

// SaveBytesRead is how many bytes of save files this program has read so
// far: a test reads it before and after some frames, as ui.TextBytes.
func SaveBytesRead() int64 { return savesRead.Load() }

// readSaveFile reads the save at path, at most MaxSaveSize bytes: a larger
// file is refused from its size (*TooLargeError) without being read. name
// is the file's name for messages.
func readSaveFile(path, name string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if fi, err := f.Stat(); err == nil && fi.Size() > MaxSaveSize {
		return nil, &TooLargeError{Name: name, Size: fi.Size()}
	}
	data, err := io.ReadAll(io.LimitReader(f, MaxSaveSize+1)) // the file may grow while it is read
	savesRead.Add(int64(len(data)))
	if err != nil {
		return nil, err
	}
	if len(data) > MaxSaveSize {
		return nil, &TooLargeError{Name: name, Size: int64(len(data))}
	}
	return data, nil
}

// isTooLarge tells whether err is a save refused for its size.
func isTooLarge(err error) bool {
	var tl *TooLargeError
	return errors.As(err, &tl)
}
