package saves

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"
	"unicode"

	"embers/files"
	"embers/game"
)

// Slot is a saved game as a list shows it: a named save, or a game in
// progress.
type Slot struct {
	Name    string
	Game    string // the game's id ("trekronor")
	When    time.Time
	Moves   int
	Players int
	Names   []string // the seats' names as given at new game, else their labels (none in old saves)
	Problem string   // not empty when the file cannot be read; loading it sets it aside
	// Unsaved marks a game open in this program whose last save failed: its
	// moves are kept in memory (Moves of them), the file holds SavedMoves
	// (-1: the game never reached its file). Continuing it takes it from
	// memory.
	Unsaved    bool
	SavedMoves int
	// OpenElsewhere marks a game another Embers window has open: it cannot
	// be continued or deleted here until that window leaves it.
	OpenElsewhere bool
}

// MaxSlotName is the longest name a save slot may have.
const MaxSlotName = 40

// CheckSlotName says what is wrong with a slot name, or nil.
func CheckSlotName(name string) error {
	if strings.TrimSpace(name) == "" {
		return errors.New("give the save a name")
	}
	if len([]rune(name)) > MaxSlotName {
		return fmt.Errorf("the save name is too long (%d characters, at most %d)", len([]rune(name)), MaxSlotName)
	}
	if name != strings.TrimSpace(name) || strings.HasPrefix(name, ".") {
		return fmt.Errorf("the save name %q cannot start or end with a space or start with a dot", name)
	}
	for _, r := range name {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && !strings.ContainsRune(" -_()'", r) {
			return fmt.Errorf("the save name %q has a character a save name cannot use (%q); use letters, digits, spaces, - and _", name, string(r))
		}
	}
	if strings.Contains(name, damagedMark) {
		return fmt.Errorf("the save name %q is kept for damaged files; choose another", name)
	}
	return nil
}

func (st *Store) slotPath(name string) string {
	return filepath.Join(st.Dir, slotsDir, name+".json")
}

// SaveSlot saves the session under a name, replacing a slot of that name.
// A damaged save of that name is not overwritten: it is moved aside first,
// and kept says where it went ("" when there was none).
func (st *Store) SaveSlot(name string, s *game.Session) (kept string, err error) {
	if err := CheckSlotName(name); err != nil {
		return "", err
	}
	return st.write(st.slotPath(name), s, true)
}

// LoadSlot reads a named save. A damaged one is moved aside (see Store).
// The session comes back with this store set, so it goes on autosaving.
func (st *Store) LoadSlot(name string) (*game.Session, error) {
	if err := CheckSlotName(name); err != nil {
		return nil, err
	}
	return st.load(st.slotPath(name))
}

// DeleteSlot removes a named save.
func (st *Store) DeleteSlot(name string) error {
	if err := CheckSlotName(name); err != nil {
		return err
	}
	err := os.Remove(st.slotPath(name))
	if errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("there is no save named %q", name)
	}
	if err != nil {
		return fmt.Errorf("cannot delete the save %q: %w", name, err)
	}
	delete(st.checked, st.slotPath(name))
	return nil
}

// Slots lists the named saves, newest first. It reads each file's heading
// only (no replay), so a slot that fails to load later is still set aside
// then.
func (st *Store) Slots() ([]Slot, error) { return st.list(slotsDir, CheckSlotName) }

// list reads what a list shows of each save in the folder sub whose name
// (without .json) valid accepts, newest first.
func (st *Store) list(sub string, valid func(string) error) ([]Slot, error) {
	entries, err := os.ReadDir(filepath.Join(st.Dir, sub))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("cannot list the saved games in %s: %w", filepath.Join(st.Dir, sub), err)
	}
	var out []Slot
	for _, e := range entries {
		name, ok := strings.CutSuffix(e.Name(), ".json")
		if !ok || e.IsDir() || valid(name) != nil {
			continue
		}
		out = append(out, readEntry(filepath.Join(st.Dir, sub, e.Name()), name))
	}
	sortNewestFirst(out)
	return out, nil
}

// readEntry reads what a list shows of the save at path.
func readEntry(path, name string) Slot {
	sl := Slot{Name: name}
	if fi, err := os.Stat(path); err == nil {
		sl.When = fi.ModTime()
	}
	data, err := readSaveFile(path, name+".json")
	if err != nil {
		sl.Problem = err.Error()
		return sl
	}
	sv, err := readSave(name+".json", data)
	if err != nil {
		sl.Problem = err.Error()
		return sl
	}
	sl.Game, sl.Moves, sl.Players = files.Clip(sv.Game, 40), len(sv.Moves), sv.Setup.Players
	for _, seat := range sv.Seats {
		name := seat.Name
		if name == "" {
			name = seat.Label
		}
		sl.Names = append(sl.Names, name)
	}
	return sl
}
