package game

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"embers/rules"
	"embers/rules/games"
)

// SaveFormat and SaveVersion mark an Embers save file.
const (
	SaveFormat  = "embers-save"
	SaveVersion = 1
)

// Save is the file form of a match: the game, its setup, who sat where and
// the moves in the game's notation (never codes, which may change).
type Save struct {
	Format  string      `json:"format"`
	Version int         `json:"version"`
	Game    string      `json:"game"`
	Setup   rules.Setup `json:"setup"`
	Seats   []SeatInfo  `json:"seats,omitempty"`
	Options Options     `json:"options,omitzero"`
	Moves   []string    `json:"moves"`
	// Hints is how many hints each seat has asked for in this game, so a
	// game continued later keeps its count (absent: none asked).
	Hints []int `json:"hints,omitempty"`
}

// Lookup finds a game module by id, like games.Lookup.
type Lookup func(id string) (rules.Game, error)

// SaveOf returns the save of a match.
func SaveOf(m *Match) Save {
	return Save{Format: SaveFormat, Version: SaveVersion, Game: m.Game.Info().ID,
		Setup: m.Setup, Seats: m.Seats, Moves: m.Notations()}
}

// Encode writes a match as save JSON.
func Encode(m *Match) []byte {
	b, err := json.MarshalIndent(SaveOf(m), "", "  ")
	if err != nil { // a Save holds only strings and numbers
		panic(err)
	}
	return append(b, '\n')
}

// Write saves a match to path atomically: the old file, if any, stays whole
// until the new one is complete on disk.
func Write(path string, m *Match) error {
	return writeAtomic(path, Encode(m))
}

func writeAtomic(path string, data []byte) error { return writeFile(path, data, true) }

// writeFile replaces path with data through a temporary file and a rename, so
// a reader (or a process killed while writing) sees the old file or the new
// one, whole. durable also waits until the data is on disk (safe from a power
// cut too), which costs milliseconds.
func writeFile(path string, data []byte, durable bool) (err error) {
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return fmt.Errorf("cannot save to %s: %w (check that the folder exists and is writable)", path, err)
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if _, err = tmp.Write(data); err != nil {
		return fmt.Errorf("cannot write %s: %w", path, err)
	}
	if durable {
		if err = tmp.Sync(); err != nil {
			return fmt.Errorf("cannot write %s to disk: %w", path, err)
		}
	}
	if err = tmp.Close(); err != nil {
		return fmt.Errorf("cannot write %s: %w", path, err)
	}
	if err = os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("cannot save to %s: %w", path, err)
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

// Load reads a save file and replays it with the built games.
func Load(path string) (*Match, error) { return LoadWith(path, games.Lookup) }

// LoadWith reads a save file and replays it with the games lookup finds.
func LoadWith(path string, lookup Lookup) (*Match, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("cannot open save: %w", err)
	}
	return Decode(filepath.Base(path), data, lookup)
}

// EncodeSession writes a session as save JSON: the match with its options.
func EncodeSession(s *Session) []byte {
	sv := SaveOf(s.Match)
	sv.Options = s.Options
	for _, n := range s.hints {
		if n > 0 {
			sv.Hints = s.hints
			break
		}
	}
	b, err := json.MarshalIndent(sv, "", "  ")
	if err != nil { // a Save holds only strings, numbers and booleans
		panic(err)
	}
	return append(b, '\n')
}

// DecodeSession reads save JSON into a session (no store set), replaying
// every move. Any damage gives an error that says what is wrong.
func DecodeSession(name string, data []byte, lookup Lookup) (*Session, error) {
	sv, err := readSave(name, data)
	if err != nil {
		return nil, err
	}
	m, err := matchOf(name, sv, lookup)
	if err != nil {
		return nil, err
	}
	if len(sv.Hints) > len(m.Seats) {
		return nil, fmt.Errorf("%s counts hints for %d seats in a game of %d; the file is damaged", name, len(sv.Hints), len(m.Seats))
	}
	s := newSession(m, sv.Options)
	for seat, n := range sv.Hints {
		if n < 0 {
			return nil, fmt.Errorf("%s says seat %d asked for %d hints; the file is damaged", name, seat+1, n)
		}
		s.hints[seat] = n
	}
	return s, nil
}

// Decode reads save JSON (name is the file name used in errors) and replays
// every move. Any damage gives an error that says what is wrong.
func Decode(name string, data []byte, lookup Lookup) (*Match, error) {
	sv, err := readSave(name, data)
	if err != nil {
		return nil, err
	}
	return matchOf(name, sv, lookup)
}

func matchOf(name string, sv Save, lookup Lookup) (*Match, error) {
	g, err := lookup(sv.Game)
	if err != nil {
		return nil, fmt.Errorf("%s holds a game this build cannot play: %w", name, err)
	}
	info := g.Info()
	if p := sv.Setup.Players; p < info.MinPlayers || p > info.MaxPlayers {
		return nil, fmt.Errorf("%s is set up for %d players, but %s is played by %d to %d; the file is damaged",
			name, p, info.Name, info.MinPlayers, info.MaxPlayers)
	}
	if len(sv.Seats) != 0 && len(sv.Seats) != sv.Setup.Players {
		return nil, fmt.Errorf("%s lists %d seats for %d players; the file is damaged", name, len(sv.Seats), sv.Setup.Players)
	}
	if err := checkLevels(sv.Seats); err != nil {
		return nil, fmt.Errorf("%s: %w; the file is damaged", name, err)
	}
	m, err := Replay(g, sv.Setup, sv.Moves)
	if err != nil {
		var me *MoveError
		if errors.As(err, &me) {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		return nil, fmt.Errorf("%s: %s cannot be set up: %w", name, info.Name, err)
	}
	if len(sv.Seats) != 0 {
		m.Seats = sv.Seats
	}
	return m, nil
}

func readSave(name string, data []byte) (Save, error) {
	var head struct {
		Format  string `json:"format"`
		Version int    `json:"version"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return Save{}, fmt.Errorf("%s is not an Embers save or is damaged (%v); choose a file written by Embers", name, err)
	}
	if head.Format != SaveFormat {
		return Save{}, fmt.Errorf("%s is not an Embers save (format %q, expected %q); choose a file written by Embers", name, head.Format, SaveFormat)
	}
	if head.Version > SaveVersion {
		return Save{}, fmt.Errorf("%s was written by a newer Embers (save version %d; this build reads up to %d); update Embers to load it", name, head.Version, SaveVersion)
	}
	if head.Version < 1 {
		return Save{}, fmt.Errorf("%s has no valid save version (%d); the file is damaged", name, head.Version)
	}
	var sv Save
	if err := json.Unmarshal(data, &sv); err != nil {
		return Save{}, fmt.Errorf("%s is damaged: %v", name, err)
	}
	if sv.Game == "" {
		return Save{}, fmt.Errorf("%s does not name its game; the file is damaged", name)
	}
	return sv, nil
}
