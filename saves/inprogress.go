package saves

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"embers/files"
	"embers/game"
	"embers/rules"
)

// Games in progress. Every game started in the window autosaves to a file
// of its own in games/, named by when it started and what it is
// (20261121-101500-trekronor.json), so starting another game never replaces
// it. The title lists them to continue from; a finished game's file is
// removed (Finish), and a person may delete one (DeleteGame).

// Autosave writes the session to its own file among the games in progress,
// atomically: a process killed while writing leaves the previous autosave
// whole. It does not wait for the disk (fsync costs several milliseconds, a
// dropped frame after every move): a killed program loses nothing, and after
// a power cut a torn file is reported and set aside like any damaged save.
// Named slots wait for the disk. A finished game that was never saved gets
// no file: there is nothing left to continue.
func (st *Store) Autosave(s *game.Session) error {
	if s.SaveFile() == "" {
		if s.ToMove() == rules.NoSeat {
			return nil
		}
		if err := st.openNewGameFile(s); err != nil {
			return err
		}
	}
	if s.SaveError() != nil { // the folder may be missing (AdoptNew's store): make it again
		_ = os.MkdirAll(filepath.Dir(s.SaveFile()), 0o755)
	}
	if _, err := st.write(s.SaveFile(), s, false); err != nil { // a game's own file: nothing else is ever there
		return err
	}
	relock(s.SaveFile()) // a game first saved once the folder could be written again
	return nil
}

// Adopt makes s a new game in progress of this store, autosaving into a file
// of its own from now on, and saves it at once, so a game just started can be
// continued even before its first move.
func (st *Store) Adopt(s *game.Session) error {
	s.KeepIn(st, "")
	return s.SaveNow()
}

// Finish removes a finished game from the games in progress; the session
// stops autosaving, and the game is no longer open (its lock is released).
func (st *Store) Finish(s *game.Session) error {
	path := s.SaveFile()
	s.KeepIn(nil, "")
	if path == "" {
		return nil
	}
	defer closeGameFile(path)
	delete(st.checked, path)
	if err := os.Remove(path); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("cannot remove the finished game %s: %w", filepath.Base(path), err)
	}
	return nil
}

// openNewGameFile gives s a file for a new game in progress that no other
// game has, and opens it (locked) for s.
func (st *Store) openNewGameFile(s *game.Session) error {
	// A store made while its folder could not be (AdoptNew) makes it now;
	// if it still cannot, opening the file below says so (and keeps the
	// game listed from memory).
	_ = os.MkdirAll(filepath.Join(st.Dir, gamesDir), 0o755)
	base := st.now().Format("20060102-150405") + "-" + s.Match.Game.Info().ID
	for i := 1; ; i++ {
		name := base
		if i > 1 {
			name = fmt.Sprintf("%s-%d", base, i)
		}
		path := filepath.Join(st.Dir, gamesDir, name+".json")
		if _, err := os.Lstat(path); err == nil { // taken (or unreadable: the write will say why)
			continue
		}
		if _, err := os.Lstat(lockPath(path)); err == nil && probe(path) { // another window's new game, this second
			continue
		}
		var elsewhere *OpenElsewhereError
		if err := openGameFile(path, s); errors.As(err, &elsewhere) && i < 100 {
			continue
		} else if err != nil {
			return err
		}
		s.SetSaveFile(path, s.SavedMoves())
		return nil
	}
}

// Games lists the games in progress, newest first. It reads each file's
// heading only (no replay); a damaged one is listed with its Problem, and
// is set aside when someone tries to continue it.
// A game open in this program whose last save failed is listed from
// memory, marked Unsaved; a game another window has open is marked
// OpenElsewhere.
func (st *Store) Games() ([]Slot, error) {
	list, err := st.list(gamesDir, checkGameName)
	unsaved := unsavedIn(filepath.Join(st.Dir, gamesDir))
	for i := range list {
		path := st.gamePath(list[i].Name)
		if s, ok := unsaved[path]; ok {
			list[i] = unsavedSlot(path, s, &list[i])
			delete(unsaved, path)
			continue
		}
		list[i].OpenElsewhere = openSession(path) == nil && probe(path)
	}
	for path, s := range unsaved { // never written: the game is only in memory
		sl := unsavedSlot(path, s, nil)
		sl.When = st.now()
		list = append(list, sl)
	}
	sortNewestFirst(list)
	return list, err
}

// HasGames tells whether any game is in progress.
func (st *Store) HasGames() bool {
	games, err := st.Games()
	return err == nil && len(games) > 0
}

// LoadGame continues the game in progress of that name (a Slot's Name from
// Games). A damaged file is moved aside and the error says what was wrong
// and where it went. The session comes back with this store set, going on
// autosaving into the same file.
//
// A game open in another Embers window is not loaded: the error is an
// *OpenElsewhereError. One this program keeps in memory because its last
// save failed comes back from memory, with every move, and is saved again
// at once.
func (st *Store) LoadGame(name string) (*game.Session, error) {
	if err := checkGameName(name); err != nil {
		return nil, err
	}
	path := st.gamePath(name)
	if s := openSession(path); s != nil && s.SaveError() != nil {
		s.KeepIn(st, s.SaveFile())
		s.SaveNow()
		return s, nil
	}
	if err := openGameFile(path, nil); err != nil { // the lock first: the file is read as nobody else writes it
		return nil, err
	}
	s, err := st.load(path)
	if err != nil {
		closeGameFile(path)
		return nil, err
	}
	s.SetSaveFile(path, len(s.Match.History))
	openGameFile(path, s)
	return s, nil
}

// LoadLatest continues the newest game in progress.
func (st *Store) LoadLatest() (*game.Session, error) {
	games, err := st.Games()
	if err != nil {
		return nil, err
	}
	if len(games) == 0 {
		return nil, errors.New("there is no game in progress")
	}
	return st.LoadGame(games[0].Name)
}

// DeleteGame removes a game in progress (the person chose to).
func (st *Store) DeleteGame(name string) error {
	if err := checkGameName(name); err != nil {
		return err
	}
	path := st.gamePath(name)
	if openSession(path) == nil && probe(path) {
		return &OpenElsewhereError{Name: name + ".json"}
	}
	kept := openSession(path) != nil // only in memory, maybe: deleting it ends it too
	closeGameFile(path)
	err := os.Remove(path)
	if errors.Is(err, fs.ErrNotExist) && !kept {
		return fmt.Errorf("there is no game in progress named %s", rules.Excerpt(name))
	}
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("cannot delete the game %s: %w", rules.Excerpt(name), err)
	}
	delete(st.checked, path)
	os.Remove(lockPath(path)) // a lock file a killed program left (nobody holds it: probed above)
	return nil
}

func (st *Store) gamePath(name string) string {
	return filepath.Join(st.Dir, gamesDir, name+".json")
}

// checkGameName refuses a name that is not a plain file name of the games
// folder (a path, a hidden or temporary file, a damaged one set aside).
func checkGameName(name string) error {
	if name == "" || strings.HasPrefix(name, ".") || strings.ContainsAny(name, `/\:`) || strings.Contains(name, damagedMark) {
		return fmt.Errorf("%q is not a game in progress", files.Clip(name, 40))
	}
	return nil
}

// adoptLegacy moves the one game in progress of an earlier version
// (autosave.json) among the games in progress, so it is still offered.
func (st *Store) adoptLegacy() error {
	old := filepath.Join(st.Dir, legacyAutosave)
	fi, err := os.Stat(old)
	if err != nil {
		return nil // none (or unreadable: it stays where it is)
	}
	base := filepath.Join(st.Dir, gamesDir, fi.ModTime().Format("20060102-150405")+"-autosave")
	for i := 1; ; i++ {
		path := base + ".json"
		if i > 1 {
			path = fmt.Sprintf("%s-%d.json", base, i)
		}
		if _, err := os.Lstat(path); err == nil {
			continue
		}
		if err := os.Rename(old, path); err != nil {
			return fmt.Errorf("cannot move the game in progress %s into %s: %w", old, filepath.Dir(path), err)
		}
		return nil
	}
}

// sortNewestFirst orders saved games by when they were saved, newest first
// (by name when two were saved at once).
func sortNewestFirst(list []Slot) {
	slices.SortFunc(list, func(a, b Slot) int {
		if c := b.When.Compare(a.When); c != 0 {
			return c
		}
		return strings.Compare(a.Name, b.Name)
	})
}
