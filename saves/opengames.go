package saves

import (
	"fmt"
	"path/filepath"
	"strings"
	"sync"

	"embers/files"
	"embers/game"
	"embers/rules"
)

// The games this program has open, by the path of their file. It is one
// list for the whole program: the title, the new-game screen and the pause
// menu each make a Store of the same folder. A game is open from the moment
// it is continued or started in the window until the window leaves it
// (Leave) or it ends (Finish); while open, its lock keeps other Embers
// windows from continuing it. A game whose last save failed stays open
// when the window leaves it: its moves are kept here, in memory, and the
// games in progress list it as not saved, to continue from memory.
var opened = struct {
	sync.Mutex
	games map[string]*openGame
}{games: map[string]*openGame{}}

type openGame struct {
	lock *fileLock // nil when no lock file could be made (the folder cannot be written: nor can the game)
	s    *game.Session
}

// OpenElsewhereError is a game another Embers window has open.
type OpenElsewhereError struct {
	Name  string // the game's file name
	Owner string // who holds it, as its lock file says ("" when unknown)
}

func (e *OpenElsewhereError) Error() string {
	who := "another Embers window"
	if o := strings.TrimSpace(e.Owner); strings.HasPrefix(o, "Embers, process ") {
		who += " (" + files.Clip(strings.TrimPrefix(o, "Embers, "), 60) + ")"
	}
	return fmt.Sprintf("This game is open in %s. Go on playing it there, or close that window and continue it here: "+
		"two windows saving one game would overwrite each other's moves", who)
}

// open takes the lock of the game file path for s and lists it as open. A
// lock held by another program fails with *OpenElsewhereError; a lock file
// that cannot be made at all is passed over (saving there fails too, and
// says so).
func openGameFile(path string, s *game.Session) error {
	opened.Lock()
	defer opened.Unlock()
	if g, ok := opened.games[path]; ok {
		g.s = s
		return nil
	}
	l, owner, err := acquire(path)
	if err == errHeld {
		return &OpenElsewhereError{Name: filepath.Base(path), Owner: owner}
	}
	if err != nil {
		l = nil
	}
	opened.games[path] = &openGame{lock: l, s: s}
	return nil
}

// relock takes the lock of an open game that has none (its lock file could
// not be made when it was opened), now that its file could be written.
func relock(path string) {
	opened.Lock()
	defer opened.Unlock()
	if g, ok := opened.games[path]; ok && g.lock == nil {
		g.lock, _, _ = acquire(path)
	}
}

// closeGameFile lets the game file path go: its lock is released.
func closeGameFile(path string) {
	opened.Lock()
	defer opened.Unlock()
	if g, ok := opened.games[path]; ok {
		if g.lock != nil {
			g.lock.release()
		}
		delete(opened.games, path)
	}
}

// openSession is the session this program has open in the file path, or nil.
func openSession(path string) *game.Session {
	opened.Lock()
	defer opened.Unlock()
	if g, ok := opened.games[path]; ok {
		return g.s
	}
	return nil
}

// unsavedIn lists the open sessions whose file is in dir and whose last
// save failed, by file path.
func unsavedIn(dir string) map[string]*game.Session {
	opened.Lock()
	defer opened.Unlock()
	out := map[string]*game.Session{}
	for path, g := range opened.games {
		if filepath.Dir(path) == dir && g.s != nil && g.s.SaveError() != nil {
			out[path] = g.s
		}
	}
	return out
}

// Leave is called when the window leaves a game that is not over (quit to
// the title, another game loaded): its lock is released, so another window
// may continue it. A game whose last save failed is kept open instead,
// moves and all, so the games in progress offer it from memory until a
// save succeeds; Leave reports whether it was kept.
func (st *Store) Leave(s *game.Session) (kept bool) {
	s.Cancel()
	if s.SaveFile() == "" {
		return false
	}
	if s.SaveError() != nil {
		s.SaveNow() // one more try: the disk may have room again
	}
	if s.SaveError() != nil {
		return true
	}
	closeGameFile(s.SaveFile())
	return false
}

// unsavedSlot is what the games in progress show of a game open in this
// program whose moves are not all saved: listed is the file's own entry
// (nil when the game never reached its file).
func unsavedSlot(path string, s *game.Session, listed *Slot) Slot {
	sl := Slot{Name: strings.TrimSuffix(filepath.Base(path), ".json"), Game: s.Match.Game.Info().ID,
		Moves: len(s.Match.History), Players: s.Match.Setup.Players, Unsaved: true, SavedMoves: s.SavedMoves()}
	if listed != nil {
		sl.When = listed.When
	}
	for i := range s.Match.Seats {
		sl.Names = append(sl.Names, s.Name(rules.Seat(i)))
	}
	return sl
}
