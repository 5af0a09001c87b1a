package config

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/BurntSushi/toml"

	"embers/files"
	"embers/game/ai"
	"embers/rules"
)

// Config is every setting of the program. The defaults come from the
// config.toml built into the program; the user's copy overrides them.
type Config struct {
	Window  WindowConfig  `toml:"window"`
	Display DisplayConfig `toml:"display"`
	Sound   SoundConfig   `toml:"sound"`
	Play    PlayConfig    `toml:"play"`
	AI      AIConfig      `toml:"ai"`
}

// DisplayConfig is the [display] table.
type DisplayConfig struct {
	AnimationSpeed string `toml:"animation_speed"` // slow, normal, fast, instant
	Palette        string `toml:"palette"`         // standard, high-contrast
	CalmScreen     bool   `toml:"calm_screen"`     // hold the title's embers and the boards' pulses still
}

// SoundConfig is the [sound] table.
type SoundConfig struct {
	Volume int  `toml:"volume"` // 0 to 100
	Mute   bool `toml:"mute"`
}

// PlayConfig is the [play] table: the defaults of the new-game scene.
type PlayConfig struct {
	DefaultPlayers int      `toml:"default_players"`
	DefaultSeats   []string `toml:"default_seats"` // "human" or "ai", one per seat
	AIPauseMs      int      `toml:"ai_pause_ms"`   // pause after each AI move
}

// WindowConfig is the [window] table.
type WindowConfig struct {
	Width      int  `toml:"width"`
	Height     int  `toml:"height"`
	Fullscreen bool `toml:"fullscreen"`
}

// AIConfig is the [ai] table.
type AIConfig struct {
	DefaultLevel string `toml:"default_level"`
	ThinkMsCap   int    `toml:"think_ms_cap"`
}

// The names the settings accept.
var (
	aiLevels        = levelNames(ai.Levels())
	AnimationSpeeds = []string{"slow", "normal", "fast", "instant"}
	Palettes        = []string{"standard", "high-contrast"}
	SeatKinds       = []string{"human", "ai"}
)

// AILevels returns the AI level names default_level accepts.
func AILevels() []string { return append([]string(nil), aiLevels...) }

// levelNames are the names of levels, as config.toml writes them.
func levelNames(ls []ai.Level) []string {
	out := make([]string, len(ls))
	for i, l := range ls {
		out[i] = string(l)
	}
	return out
}

// UserConfigPath is where the user's own config.toml lives.
func UserConfigPath() (string, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "embers", "config.toml"), nil
}

// MaxConfigSize is the largest settings file read, in bytes: every setting
// with its comment takes under 2 KB, and a file of megabytes would
// only hold up the window's start (50 MB took 4 s to read, for nothing).
const MaxConfigSize = 1 << 20

// LoadConfig reads the built-in defaults, then the user's file at path if it
// exists. It never fails: every problem with the user's file becomes a
// warning that names the file, the line and what to do, and the setting in
// question keeps its default. A defaults text that does not parse is a bug
// and panics.
func LoadConfig(defaults []byte, path string) (Config, []string) {
	var cfg Config
	if _, err := toml.Decode(string(defaults), &cfg); err != nil {
		panic("built-in config.toml: " + err.Error())
	}
	if problems := cfg.check("built-in config.toml", keyLines(string(defaults)), &cfg); len(problems) > 0 {
		panic(strings.Join(problems, "; "))
	}
	if path == "" {
		return cfg, nil
	}
	if fi, err := os.Stat(path); err == nil && fi.Size() > MaxConfigSize {
		return cfg, []string{fmt.Sprintf("%s is %s, far more than any settings file (the built-in one is %s); it was not read, "+
			"so every setting has its default: fix it, or delete it to start afresh", path, files.Size(fi.Size()), files.Size(int64(len(defaults))))}
	}
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return cfg, nil
	}
	if err != nil {
		return cfg, []string{fmt.Sprintf("cannot read %s (%v): using the default settings", path, err)}
	}
	return overlay(cfg, path, string(data))
}

// check validates every value; a bad one is reset to the value in def and
// named with its line.
func (c *Config) check(path string, lines map[string]int, def *Config) []string {
	var out []string
	bad := func(key toml.Key, format string, a ...any) {
		out = append(out, fmt.Sprintf("%s line %d: %s = %s; using the default",
			path, lines[key.String()], key.String(), files.Clip(fmt.Sprintf(format, a...), 400)))
	}
	intIn := func(v *int, d, lo, hi int, key toml.Key, what string) {
		if *v < lo || *v > hi {
			bad(key, "%d is not %s from %d to %d", *v, what, lo, hi)
			*v = d
		}
	}
	oneOf := func(v *string, d string, names []string, key toml.Key, what string) {
		if !slices.Contains(names, *v) {
			bad(key, "%s is not %s (use one of %s)", rules.Excerpt(*v), what, strings.Join(names, ", "))
			*v = d
		}
	}
	intIn(&c.Window.Width, def.Window.Width, 320, 7680, toml.Key{"window", "width"}, "a window width")
	intIn(&c.Window.Height, def.Window.Height, 240, 4320, toml.Key{"window", "height"}, "a window height")
	oneOf(&c.Display.AnimationSpeed, def.Display.AnimationSpeed, AnimationSpeeds, toml.Key{"display", "animation_speed"}, "a speed")
	oneOf(&c.Display.Palette, def.Display.Palette, Palettes, toml.Key{"display", "palette"}, "a palette")
	intIn(&c.Sound.Volume, def.Sound.Volume, 0, 100, toml.Key{"sound", "volume"}, "a volume")
	intIn(&c.Play.DefaultPlayers, def.Play.DefaultPlayers, 1, 6, toml.Key{"play", "default_players"}, "a number of players")
	for _, s := range c.Play.DefaultSeats {
		if !slices.Contains(SeatKinds, s) {
			bad(toml.Key{"play", "default_seats"}, "%s is not a seat (use \"human\" or \"ai\" for each seat)", rules.Excerpt(s))
			c.Play.DefaultSeats = append([]string(nil), def.Play.DefaultSeats...)
			break
		}
	}
	intIn(&c.Play.AIPauseMs, def.Play.AIPauseMs, 0, 10000, toml.Key{"play", "ai_pause_ms"}, "a pause")
	oneOf(&c.AI.DefaultLevel, def.AI.DefaultLevel, aiLevels, toml.Key{"ai", "default_level"}, "a level")
	intIn(&c.AI.ThinkMsCap, def.AI.ThinkMsCap, 10, 60000, toml.Key{"ai", "think_ms_cap"}, "a time in milliseconds")
	return out
}

// SeatKind is default_seats' entry for seat i: "human" or "ai". Seats past
// the list are AI, except seat 0 with an empty list, which is a person.
func (c *Config) SeatKind(i int) string {
	if i < len(c.Play.DefaultSeats) {
		return c.Play.DefaultSeats[i]
	}
	if i == 0 {
		return "human"
	}
	return "ai"
}

// WriteUserConfig writes cfg to path atomically as the built-in config.toml
// (defaults) with each value replaced by cfg's, so the comments stay. Only
// the settings scene calls it, when the player saves.
func WriteUserConfig(defaults []byte, cfg Config, path string) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return fmt.Errorf("cannot make the settings folder %s: %w", filepath.Dir(path), err)
	}
	return files.WriteAtomic(path, []byte(ConfigText(defaults, cfg)))
}

// ConfigText is the defaults text with every value set to cfg's.
func ConfigText(defaults []byte, cfg Config) string {
	values := configValues(cfg)
	var b strings.Builder
	table := ""
	sc := bufio.NewScanner(strings.NewReader(string(defaults)))
	for sc.Scan() {
		line := sc.Text()
		trim := strings.TrimSpace(line)
		if strings.HasPrefix(trim, "[") && strings.HasSuffix(trim, "]") {
			table = strings.TrimSpace(strings.Trim(trim, "[]"))
		} else if k, _, ok := strings.Cut(trim, "="); ok && !strings.HasPrefix(trim, "#") {
			key := table + "." + strings.TrimSpace(k)
			if v, found := values[key]; found {
				line = strings.TrimSpace(k) + " = " + v
			}
		}
		b.WriteString(line)
		b.WriteByte('\n')
	}
	return b.String()
}

// configValues maps "table.key" to the TOML text of each value of cfg.
func configValues(cfg Config) map[string]string {
	out := map[string]string{}
	cv := reflect.ValueOf(cfg)
	for i := range cv.NumField() {
		table := cv.Type().Field(i).Tag.Get("toml")
		tv := cv.Field(i)
		for j := range tv.NumField() {
			key := table + "." + tv.Type().Field(j).Tag.Get("toml")
			out[key] = tomlValue(tv.Field(j))
		}
	}
	return out
}

func tomlValue(v reflect.Value) string {
	switch v.Kind() {
	case reflect.String:
		return strconv.Quote(v.String())
	case reflect.Slice:
		parts := make([]string, v.Len())
		for i := range parts {
			parts[i] = tomlValue(v.Index(i))
		}
		return "[" + strings.Join(parts, ", ") + "]"
	default:
		return fmt.Sprint(v.Interface())
	}
}
