package saves

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"embers/files"
	"embers/game"
	"embers/rules/games"
)

// Store is the folder where games are kept: every game in progress, each in
// a file of its own that it autosaves to (games/), and the named save slots
// (slots/). Starting a game never replaces another: a game in progress stays
// until it is finished or the person deletes it. A damaged file is never
// loaded and never overwritten: it is moved aside (games/x.json becomes
// games/x.damaged-20261121-101500.json) and the error says where it went.
type Store struct {
	Dir    string
	Lookup Lookup

	checked map[string]bool // files known to be whole, or written by this store
	now     func() time.Time
}

const (
	gamesDir    = "games"
	slotsDir    = "slots"
	damagedMark = ".damaged-"
	// legacyAutosave is where earlier versions kept their one game in
	// progress; a store found with one moves it into games/.
	legacyAutosave = "autosave.json"
)

// NewStore keeps games in dir (created when missing), replaying them with
// the games lookup finds.
func NewStore(dir string, lookup Lookup) (*Store, error) {
	for _, sub := range []string{slotsDir, gamesDir} {
		if err := os.MkdirAll(filepath.Join(dir, sub), 0o755); err != nil {
			return nil, fmt.Errorf("cannot make the saves folder %s: %w (check that it is writable)", dir, err)
		}
	}
	st := &Store{Dir: dir, Lookup: lookup, checked: map[string]bool{}, now: time.Now}
	if err := st.adoptLegacy(); err != nil {
		return nil, err
	}
	return st, nil
}

// AdoptNew makes s a new game in progress of the user's own store
// (DefaultStore) and saves it at once. When the store's folders cannot be
// made now (a file where a folder should be, a folder not writable), the
// game is adopted by a store for that folder all the same: its saves fail,
// and SaveError says so (the board shows it, and the window asks before it
// closes), until the folder can be made, when a retry saves it.
func AdoptNew(s *game.Session) (*Store, error) {
	st, err := DefaultStore()
	if err != nil {
		dir, derr := DataDir()
		if derr != nil {
			return nil, err
		}
		st = &Store{Dir: dir, Lookup: games.Lookup, checked: map[string]bool{}, now: time.Now}
		st.Adopt(s)
		return nil, err
	}
	return st, st.Adopt(s)
}

// DefaultStore is the user's own data folder for Embers: on Linux
// $XDG_DATA_HOME/embers or ~/.local/share/embers, on Windows
// %LocalAppData%\Embers, on macOS ~/Library/Application Support/Embers.
func DefaultStore() (*Store, error) {
	dir, err := DataDir()
	if err != nil {
		return nil, err
	}
	return NewStore(dir, games.Lookup)
}

// DataDir is the user's data folder for Embers (see DefaultStore).
func DataDir() (string, error) {
	switch runtime.GOOS {
	case "windows":
		if d := os.Getenv("LocalAppData"); d != "" {
			return filepath.Join(d, "Embers"), nil
		}
		d, err := os.UserConfigDir() // %AppData%, when LocalAppData is unset
		if err != nil {
			return "", fmt.Errorf("cannot find a folder for saved games: %w", err)
		}
		return filepath.Join(d, "Embers"), nil
	case "darwin", "ios":
		d, err := os.UserConfigDir() // ~/Library/Application Support
		if err != nil {
			return "", fmt.Errorf("cannot find a folder for saved games: %w", err)
		}
		return filepath.Join(d, "Embers"), nil
	}
	if d := os.Getenv("XDG_DATA_HOME"); d != "" && filepath.IsAbs(d) {
		return filepath.Join(d, "embers"), nil
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return "", fmt.Errorf("cannot find a folder for saved games (set $HOME or $XDG_DATA_HOME): %w", err)
	}
	return filepath.Join(home, ".local", "share", "embers"), nil
}

// write saves s to path. A file already there that this store has not seen
// whole is checked first and moved aside if damaged, so a good save never
// destroys a damaged one somebody may still want; kept says where it went
// ("" when nothing was moved).
func (st *Store) write(path string, s *game.Session, durable bool) (kept string, err error) {
	if !st.checked[path] && st.damaged(path) {
		if kept, err = st.setAside(path); err != nil {
			return "", err
		}
	}
	if err := files.Write(path, EncodeSession(s), durable); err != nil {
		return kept, err
	}
	st.checked[path] = true
	return kept, nil
}

// damaged tells whether the file at path is a save that cannot be loaded:
// too large, or read whole and refused. A file that is not there, or
// cannot be read, is not known to be damaged.
func (st *Store) damaged(path string) bool {
	data, err := readSaveFile(path, filepath.Base(path))
	if err != nil {
		return isTooLarge(err)
	}
	_, err = DecodeSession(filepath.Base(path), data, st.Lookup)
	return err != nil
}

// load reads the save at path; a damaged one is set aside.
func (st *Store) load(path string) (*game.Session, error) {
	data, err := readSaveFile(path, filepath.Base(path))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("there is no saved game %s", filepath.Base(path))
	}
	if err != nil && !isTooLarge(err) {
		return nil, fmt.Errorf("cannot read %s: %w", path, err)
	}
	var s *game.Session
	derr := err
	if derr == nil {
		s, derr = DecodeSession(filepath.Base(path), data, st.Lookup)
	}
	if derr != nil {
		aside, merr := st.setAside(path)
		if merr != nil {
			return nil, fmt.Errorf("%w; %v", derr, merr)
		}
		return nil, &DamagedError{Err: derr, Aside: aside}
	}
	s.Store = st
	st.checked[path] = true
	return s, nil
}

// DamagedError is a save that could not be loaded and was moved aside.
type DamagedError struct {
	Err   error  // what is wrong
	Aside string // where the file is now
}

func (e *DamagedError) Error() string {
	return fmt.Sprintf("%v. The file was kept as %s and will not be used again", e.Err, e.Aside)
}

func (e *DamagedError) Unwrap() error { return e.Err }

// setAside renames a damaged file to name.damaged-<when>.json, never over
// another file, and returns the new path.
func (st *Store) setAside(path string) (string, error) {
	base := strings.TrimSuffix(path, ".json")
	stamp := st.now().Format("20060102-150405")
	for i := 1; ; i++ {
		aside := base + damagedMark + stamp + ".json"
		if i > 1 {
			aside = fmt.Sprintf("%s%s%s-%d.json", base, damagedMark, stamp, i)
		}
		if _, err := os.Lstat(aside); err == nil {
			continue
		}
		if err := os.Rename(path, aside); err != nil {
			return "", fmt.Errorf("cannot move the damaged save %s aside: %w", path, err)
		}
		delete(st.checked, path)
		return aside, nil
	}
}

// Of is the store that keeps s, or nil when s is not autosaved here.
func Of(s *game.Session) *Store {
	st, _ := s.Store.(*Store)
	return st
}
