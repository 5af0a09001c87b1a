package saves

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	"embers/files"
	"embers/game"
)

// LastSetup is what a person chose on the new-game screen the last time a
// game was started from it, so the screen opens with the same choices.
type LastSetup struct {
	Game     string          `json:"game"`    // the game's id
	Players  int             `json:"players"` // how many played
	Seats    []game.SeatInfo `json:"seats"`   // every seat's name, colour and level, also the seats not played
	Training bool            `json:"training,omitempty"`
}

const lastSetupName = "last-new-game.json"

// maxLastSetup is the largest last-choices file read: a few names.
const maxLastSetup = 64 << 10

// LastSetup reads the choices of the last game started, or ok false when
// there are none or the file cannot be used (it is only a convenience: the
// screen then opens with the settings' defaults).
func (st *Store) LastSetup() (ls LastSetup, ok bool) {
	data, err := os.ReadFile(filepath.Join(st.Dir, lastSetupName))
	if err != nil || len(data) > maxLastSetup {
		return LastSetup{}, false
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&ls); err != nil || ls.Game == "" || ls.Players < 1 || len(ls.Seats) > 16 {
		return LastSetup{}, false
	}
	for i := range ls.Seats { // the screen checks the levels and colours against its own choices
		ls.Seats[i].Name = files.Clip(ls.Seats[i].Name, MaxSeatName)
	}
	return ls, true
}

// SaveLastSetup keeps the choices of a game just started.
func (st *Store) SaveLastSetup(ls LastSetup) error {
	b, err := json.MarshalIndent(ls, "", "  ")
	if err != nil { // names, numbers and booleans only
		return fmt.Errorf("cannot keep the new game's choices: %w", err)
	}
	return files.Write(filepath.Join(st.Dir, lastSetupName), append(b, '\n'), false)
}
