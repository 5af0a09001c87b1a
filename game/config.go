package game

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/BurntSushi/toml"
)

// Config is every setting of the program. The defaults come from the
// config.toml built into the program; the user's copy overrides them.
type Config struct {
	Window WindowConfig `toml:"window"`
	AI     AIConfig     `toml:"ai"`
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

// aiLevels are the names default_level accepts (the ai package's levels).
var aiLevels = []string{"random", "greedy", "easy", "medium", "hard"}

// UserConfigPath is where the user's own config.toml lives.
func UserConfigPath() (string, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "embers", "config.toml"), nil
}

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
	if problems := cfg.check("built-in config.toml", string(defaults), &cfg); len(problems) > 0 {
		panic(strings.Join(problems, "; "))
	}
	if path == "" {
		return cfg, nil
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

// overlay applies the user's text over the defaults.
func overlay(def Config, path, text string) (Config, []string) {
	user := def
	md, err := toml.Decode(text, &user)
	if err != nil {
		var pe toml.ParseError
		if errors.As(err, &pe) {
			return def, []string{fmt.Sprintf("%s line %d: %s; fix or delete the line. Using the default settings",
				path, pe.Position.Line, pe.Message)}
		}
		// a value of the wrong type: "toml: line 2 (last key ...): ..."
		msg := strings.TrimPrefix(err.Error(), "toml: ")
		sep := ": "
		if strings.HasPrefix(msg, "line ") {
			sep = " "
		}
		return def, []string{fmt.Sprintf("%s%s%s; fix the value. Using the default settings", path, sep, msg)}
	}
	var warnings []string
	for _, k := range leafKeys(md.Undecoded()) {
		warnings = append(warnings, fmt.Sprintf("%s line %d: unknown setting %q is ignored (see the built-in config.toml for every setting)",
			path, keyLine(text, k), k.String()))
	}
	warnings = append(warnings, user.check(path, text, &def)...)
	return user, warnings
}

// check validates every value; a bad one is reset to the value in def and
// named with its line.
func (c *Config) check(path, text string, def *Config) []string {
	var out []string
	bad := func(key toml.Key, format string, a ...any) {
		out = append(out, fmt.Sprintf("%s line %d: %s = %s; using the default",
			path, keyLine(text, key), key.String(), fmt.Sprintf(format, a...)))
	}
	if w := c.Window.Width; w < 320 || w > 7680 {
		bad(toml.Key{"window", "width"}, "%d is not a window width from 320 to 7680", w)
		c.Window.Width = def.Window.Width
	}
	if h := c.Window.Height; h < 240 || h > 4320 {
		bad(toml.Key{"window", "height"}, "%d is not a window height from 240 to 4320", h)
		c.Window.Height = def.Window.Height
	}
	if ms := c.AI.ThinkMsCap; ms < 10 || ms > 60000 {
		bad(toml.Key{"ai", "think_ms_cap"}, "%d is not a time from 10 to 60000 milliseconds", ms)
		c.AI.ThinkMsCap = def.AI.ThinkMsCap
	}
	if !validLevel(c.AI.DefaultLevel) {
		bad(toml.Key{"ai", "default_level"}, "%q is not a level (use one of %s)", c.AI.DefaultLevel, strings.Join(aiLevels, ", "))
		c.AI.DefaultLevel = def.AI.DefaultLevel
	}
	return out
}

func validLevel(s string) bool {
	for _, l := range aiLevels {
		if s == l {
			return true
		}
	}
	return false
}

// keyLine finds the line where key is set in a simple TOML text (a [table]
// header followed by key = value lines), or 0 when it cannot tell.
func keyLine(text string, key toml.Key) int {
	if len(key) == 0 {
		return 0
	}
	table, name := strings.Join(key[:len(key)-1], "."), key[len(key)-1]
	current := ""
	sc := bufio.NewScanner(strings.NewReader(text))
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if strings.HasPrefix(line, "[") && strings.HasSuffix(line, "]") {
			current = strings.TrimSpace(strings.Trim(line, "[]"))
			if current == key.String() {
				return n
			}
			continue
		}
		k, _, ok := strings.Cut(line, "=")
		if ok && current == table && strings.Trim(strings.TrimSpace(k), `"'`) == name {
			return n
		}
	}
	return 0
}

// leafKeys drops the keys of tables whose own keys are in the list too, so
// an unknown table with settings is named once per setting.
func leafKeys(keys []toml.Key) []toml.Key {
	var out []toml.Key
	for _, k := range keys {
		parent := false
		for _, o := range keys {
			if len(o) > len(k) && strings.HasPrefix(o.String(), k.String()+".") {
				parent = true
				break
			}
		}
		if !parent {
			out = append(out, k)
		}
	}
	return out
}
