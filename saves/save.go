package saves

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"reflect"
	"strings"

	"embers/files"
	"embers/game"
	"embers/rules"
	"embers/rules/games"
)

// SaveFormat and SaveVersion mark an Embers save file. Version 2 added the
// checksum; version 1 files (no sum) are still read.
const (
	SaveFormat  = "embers-save"
	SaveVersion = 2
)

// Save is the file form of a match: the game, its setup, who sat where and
// the moves in the game's notation (never codes, which may change).
type Save struct {
	Format  string          `json:"format"`
	Version int             `json:"version"`
	Game    string          `json:"game"`
	Setup   rules.Setup     `json:"setup"`
	Seats   []game.SeatInfo `json:"seats,omitempty"`
	Options game.Options    `json:"options,omitzero"`
	Moves   []string        `json:"moves"`
	// Hints is how many hints each seat has asked for in this game, so a
	// game continued later keeps its count (absent: none asked).
	Hints []int `json:"hints,omitempty"`
	// Sum is the checksum of everything above (see saveSum), so a save
	// changed by damage is refused rather than played as another game.
	Sum string `json:"sum,omitempty"`
}

// Lookup finds a game module by id, like games.Lookup.
type Lookup func(id string) (rules.Game, error)

// SaveOf returns the save of a match.
func SaveOf(m *game.Match) Save {
	return Save{Format: SaveFormat, Version: SaveVersion, Game: m.Game.Info().ID,
		Setup: m.Setup, Seats: m.Seats, Moves: m.Notations()}
}

// Encode writes a match as save JSON.
func Encode(m *game.Match) []byte { return encodeSave(SaveOf(m)) }

// encodeSave writes a save, indented, with its checksum.
func encodeSave(sv Save) []byte {
	sv.Sum = saveSum(sv)
	b, err := json.MarshalIndent(sv, "", "  ")
	if err != nil { // a Save holds only strings, numbers and booleans
		panic(err)
	}
	return append(b, '\n')
}

// Write saves a match to path atomically: the old file, if any, stays whole
// until the new one is complete on disk.
func Write(path string, m *game.Match) error {
	return files.WriteAtomic(path, Encode(m))
}

// Load reads a save file and replays it with the built games.
func Load(path string) (*game.Match, error) { return LoadWith(path, games.Lookup) }

// LoadWith reads a save file and replays it with the games lookup finds.
func LoadWith(path string, lookup Lookup) (*game.Match, error) {
	data, err := readSaveFile(path, filepath.Base(path))
	if isTooLarge(err) {
		return nil, err
	}
	if err != nil {
		return nil, fmt.Errorf("cannot open save: %w", err)
	}
	return Decode(filepath.Base(path), data, lookup)
}

// EncodeSession writes a session as save JSON: the match with its options.
func EncodeSession(s *game.Session) []byte {
	sv := SaveOf(s.Match)
	sv.Options, sv.Hints = s.Options, s.HintsAsked()
	return encodeSave(sv)
}

// DecodeSession reads save JSON into a session (no store set), replaying
// every move. Any damage gives an error that says what is wrong.
func DecodeSession(name string, data []byte, lookup Lookup) (*game.Session, error) {
	sv, err := readSave(name, data)
	if err != nil {
		return nil, err
	}
	m, err := matchOf(name, sv, lookup)
	if err != nil {
		return nil, err
	}
	s, err := game.Resume(m, sv.Options, sv.Hints)
	if err != nil {
		return nil, fmt.Errorf("%s: %w; the file is damaged", name, err)
	}
	return s, nil
}

// Decode reads save JSON (name is the file name used in errors) and replays
// every move. Any damage gives an error that says what is wrong.
func Decode(name string, data []byte, lookup Lookup) (*game.Match, error) {
	sv, err := readSave(name, data)
	if err != nil {
		return nil, err
	}
	return matchOf(name, sv, lookup)
}

func matchOf(name string, sv Save, lookup Lookup) (*game.Match, error) {
	g, err := lookup(files.Clip(sv.Game, 40))
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
	if err := game.CheckLevels(sv.Seats); err != nil {
		return nil, fmt.Errorf("%s: %w; the file is damaged", name, err)
	}
	m, err := game.Replay(g, sv.Setup, sv.Moves)
	if err != nil {
		var me *game.MoveError
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
	if len(data) > MaxSaveSize {
		return Save{}, &TooLargeError{Name: name, Size: int64(len(data))}
	}
	var head struct {
		Format  any `json:"format"`
		Version any `json:"version"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return Save{}, fmt.Errorf("%s is not an Embers save or is damaged (%s); choose a file written by Embers", name, jsonProblem(err))
	}
	if head.Format != SaveFormat {
		return Save{}, fmt.Errorf("%s is not an Embers save (format %s, expected %q); choose a file written by Embers", name, shown(head.Format), SaveFormat)
	}
	version, ok := head.Version.(float64)
	if !ok || version < 1 || version != float64(int(version)) {
		return Save{}, fmt.Errorf("%s has no valid save version (%s); the file is damaged", name, shown(head.Version))
	}
	if version > SaveVersion {
		return Save{}, fmt.Errorf("%s was written by a newer Embers (save version %d; this build reads up to %d); update Embers to load it", name, int(version), SaveVersion)
	}
	if err := checkKeys(data, saveShape); err != nil {
		return Save{}, fmt.Errorf("%s is damaged: %v; it was not loaded, so none of its moves is lost", name, err)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var sv Save
	if err := dec.Decode(&sv); err != nil {
		return Save{}, fmt.Errorf("%s is damaged: %s", name, jsonProblem(err))
	}
	if err := checkSum(sv); err != nil {
		return Save{}, fmt.Errorf("%s is damaged: %v; it was not loaded, so none of its moves is lost", name, err)
	}
	if sv.Game == "" {
		return Save{}, fmt.Errorf("%s does not name its game; the file is damaged", name)
	}
	for i := range sv.Seats { // names are drawn: a huge one is cut once, here
		sv.Seats[i].Name, sv.Seats[i].Label = files.Clip(sv.Seats[i].Name, MaxSeatName), files.Clip(sv.Seats[i].Label, MaxSeatName)
	}
	return sv, nil
}

// shown is a value read from a file as a message quotes it: text in
// quotes, cut short; "none" when it is absent.
func shown(v any) string {
	switch v := v.(type) {
	case nil:
		return "none"
	case string:
		return fmt.Sprintf("%q", files.Clip(v, 40))
	}
	return files.Clip(fmt.Sprint(v), 40)
}

// MaxSeatName is the longest seat name a save keeps (longer ones are cut).
const MaxSeatName = 32

// jsonProblem says what encoding/json found wrong, without Go's type names.
func jsonProblem(err error) string {
	var te *json.UnmarshalTypeError
	var se *json.SyntaxError
	switch {
	case errors.As(err, &te):
		return fmt.Sprintf("%q holds %s where %s belongs", te.Field, jsonKind(te.Value), goKind(te.Type.Kind()))
	case errors.Is(err, io.ErrUnexpectedEOF) || strings.Contains(err.Error(), "unexpected end of JSON input"):
		return "the file ends too early, as if it was cut short"
	case errors.As(err, &se) && strings.Contains(se.Error(), "after top-level value"):
		return fmt.Sprintf("there is more after the end of the save, at byte %d", se.Offset)
	case errors.As(err, &se):
		return fmt.Sprintf("%v at byte %d", se, se.Offset)
	}
	return files.Clip(strings.TrimPrefix(err.Error(), "json: "), 200)
}

// jsonKind names a JSON value's kind as UnmarshalTypeError gives it.
func jsonKind(v string) string {
	switch {
	case v == "string":
		return "text"
	case v == "number" || strings.HasPrefix(v, "number "):
		return "a number"
	case v == "bool":
		return "true or false"
	case v == "array":
		return "a list"
	case v == "object":
		return "a group of keys"
	}
	return v
}

// goKind names the kind of value a Go field holds, in words.
func goKind(k reflect.Kind) string {
	switch {
	case k == reflect.String:
		return "text"
	case k >= reflect.Int && k <= reflect.Uint64:
		return "a whole number"
	case k == reflect.Bool:
		return "true or false"
	case k == reflect.Slice || k == reflect.Array:
		return "a list"
	case k == reflect.Struct || k == reflect.Map:
		return "a group of keys"
	}
	return "another kind of value"
}
