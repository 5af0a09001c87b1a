package config

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"embers/game/ai"
)

var testDefaults = []byte(`# the defaults
[window]
# size
width = 1280
height = 720
fullscreen = false

[display]
animation_speed = "normal"
palette = "standard"

[sound]
volume = 80
mute = false

[play]
default_players = 4
default_seats = ["human", "ai", "ai", "ai", "ai"]
ai_pause_ms = 600

[ai]
default_level = "medium"
think_ms_cap = 2000
`)

func writeUser(t *testing.T, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "config.toml")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestConfigDefaultsWithoutUserFile(t *testing.T) {
	cfg, warn := LoadConfig(testDefaults, filepath.Join(t.TempDir(), "missing.toml"))
	want := Config{Window: WindowConfig{1280, 720, false}, Display: DisplayConfig{"normal", "standard", false},
		Sound: SoundConfig{80, false}, Play: PlayConfig{4, []string{"human", "ai", "ai", "ai", "ai"}, 600},
		AI: AIConfig{"medium", 2000}}
	if !reflect.DeepEqual(cfg, want) || len(warn) != 0 {
		t.Fatalf("got %+v %v, want %+v", cfg, warn, want)
	}
}

func TestConfigUserOverrides(t *testing.T) {
	path := writeUser(t, "[window]\nfullscreen = true\n[ai]\ndefault_level = \"hard\"\n")
	before, _ := os.ReadFile(path)
	cfg, warn := LoadConfig(testDefaults, path)
	if len(warn) != 0 || !cfg.Window.Fullscreen || cfg.AI.DefaultLevel != "hard" || cfg.Window.Width != 1280 || cfg.AI.ThinkMsCap != 2000 {
		t.Fatalf("got %+v %v", cfg, warn)
	}
	after, _ := os.ReadFile(path)
	if string(before) != string(after) {
		t.Fatal("the user's file was rewritten")
	}
}

func TestConfigProblems(t *testing.T) {
	cases := []struct {
		name, text string
		want       []string
		check      func(Config) bool
	}{
		{"unknown key", "[window]\nwidth = 1000\ncolour = \"red\"\n",
			[]string{`line 3: unknown setting "window.colour" is ignored`},
			func(c Config) bool { return c.Window.Width == 1000 }},
		{"unknown table", "# mine\n[noise]\nvolume = 3\n[music]\n",
			[]string{`line 3: unknown setting "noise.volume"`, `line 4: unknown setting "music"`}, nil},
		{"display and sound out of range", "[display]\npalette = \"neon\"\nanimation_speed = \"warp\"\n[sound]\nvolume = 101\nmute = true\n",
			[]string{`line 2: display.palette = "neon" is not a palette (use one of standard, high-contrast)`,
				`line 3: display.animation_speed = "warp" is not a speed`, "line 5: sound.volume = 101 is not a volume from 0 to 100"},
			func(c Config) bool {
				return c.Display.Palette == "standard" && c.Display.AnimationSpeed == "normal" && c.Sound.Volume == 80 && c.Sound.Mute
			}},
		{"bad seats", "[play]\ndefault_players = 9\ndefault_seats = [\"human\", \"robot\"]\nai_pause_ms = -1\n",
			[]string{"line 2: play.default_players = 9 is not a number of players", `line 3: play.default_seats = "robot" is not a seat`,
				"line 4: play.ai_pause_ms = -1 is not a pause"},
			func(c Config) bool {
				return c.Play.DefaultPlayers == 4 && len(c.Play.DefaultSeats) == 5 && c.Play.AIPauseMs == 600
			}},
		{"bad range", "[window]\nwidth = 1024\nheight = -5\n[ai]\nthink_ms_cap = 0\n",
			[]string{"line 3: window.height = -5 is not a window height", "line 5: ai.think_ms_cap = 0 is not a time"},
			func(c Config) bool {
				return c.Window.Width == 1024 && c.Window.Height == 720 && c.AI.ThinkMsCap == 2000
			}},
		{"bad level", "[ai]\n\ndefault_level = \"godlike\"\n",
			[]string{`line 3: ai.default_level = "godlike" is not a level (use one of random, greedy, easy, medium, hard)`},
			func(c Config) bool { return c.AI.DefaultLevel == "medium" }},
		{"wrong type", "[window]\nwidth = \"wide\"\nheight = 800\n[sound]\nmute = \"yes\"\nvolume = 10\n",
			[]string{"line 2: window.width has the wrong kind of value (text where a whole number belongs)", "line 5: sound.mute has the wrong kind of value (text where true or false belongs)"},
			func(c Config) bool {
				return c.Window.Width == 1280 && c.Window.Height == 800 && !c.Sound.Mute && c.Sound.Volume == 10
			}},
		{"calm screen of the wrong kind", "[display]\ncalm_screen = \"yes\"\npalette = \"high-contrast\"\n",
			[]string{"line 2: display.calm_screen has the wrong kind of value (text where true or false belongs)"},
			func(c Config) bool { return !c.Display.CalmScreen && c.Display.Palette == "high-contrast" }},
		{"calm screen on", "[display]\ncalm_screen = true\n", nil,
			func(c Config) bool { return c.Display.CalmScreen }},
		{"broken header keeps the rest", "[ai]\nthink_ms_cap = 5000\n[window\nwidth = 800\n[sound]\nvolume = 10\n",
			[]string{"line 3: this line cannot be read (expected '.' or ']' to end table name, but got '\\n' instead), so it is skipped; the rest of the file applies",
				`line 4: unknown setting "ai.width" is ignored`},
			func(c Config) bool { return c.AI.ThinkMsCap == 5000 && c.Sound.Volume == 10 && c.Window.Width == 1280 }},
		{"a bad value keeps the rest", "[window]\nwidth = 800\nheight = \n[sound]\nvolume = 20\nmute = tru\n",
			[]string{"line 3: this line cannot be read (expected value but found '\\n' instead)", `line 6: this line cannot be read (expected value but found "tru" instead)`},
			func(c Config) bool {
				return c.Window.Width == 800 && c.Window.Height == 720 && c.Sound.Volume == 20 && !c.Sound.Mute
			}},
		{"a table twice", "[sound]\nvolume = 20\n[sound]\nmute = true\n",
			[]string{"line 3: this line cannot be read (Key 'sound' has already been defined)"},
			func(c Config) bool { return c.Sound.Volume == 20 && c.Sound.Mute }},
		{"an unclosed string", "[sound]\nvolume = 30\n[ai]\ndefault_level = \"hard\n",
			[]string{"line 4: this line cannot be read (strings cannot contain newlines)"},
			func(c Config) bool { return c.Sound.Volume == 30 && c.AI.DefaultLevel == "medium" }},
		{"too large a number", "[window]\nwidth = 99999999999999999999\n",
			[]string{"line 2: this line cannot be read (99999999999999999999 is too large a number)"}, nil},
		{"no Go types: a table given a number", "window = 5\n",
			[]string{"line 1: window has the wrong kind of value (a whole number where a table of settings belongs)"}, nil},
		{"no Go types: a list of lists", "[play]\ndefault_seats = [[\"a\"]]\n",
			[]string{"line 2: play.default_seats has the wrong kind of value (a list where text belongs)"}, nil},
		{"no Go types: a table for a list", "[play]\ndefault_seats = {a = 1}\n",
			[]string{"line 2: play.default_seats has the wrong kind of value (a table of settings where a list belongs)"}, nil},
		{"dotted key", "# mine\nwindow.width = 5\n",
			[]string{"line 2: window.width = 5 is not a window width"}, nil},
		{"inline table", "\nwindow = { height = 600, width = 5 }\n",
			[]string{"line 2: window.width = 5 is not a window width"}, func(c Config) bool { return c.Window.Height == 600 }},
		{"header with a comment", "[window] # mine\n\nwidth = 5\n",
			[]string{"line 3: window.width = 5 is not a window width"}, nil},
		{"quoted keys", "[\"window\"]\n\"width\" = 5\n[sound]\n'loud' = 1\n",
			[]string{"line 2: window.width = 5 is not a window width", `line 4: unknown setting "sound.loud"`}, nil},
		{"after a multi-line value", "[play]\ndefault_seats = [\n  \"human\",\n  \"ai\",\n]\nai_pause_ms = -3\n",
			[]string{"line 6: play.ai_pause_ms = -3 is not a pause"}, func(c Config) bool { return len(c.Play.DefaultSeats) == 2 }},
		{"a huge value", "[display]\nanimation_speed = \"" + strings.Repeat("z", 20000) + "\"\n",
			[]string{`line 2: display.animation_speed = "zzzzzzzzz`}, func(c Config) bool { return c.Display.AnimationSpeed == "normal" }},
		{"not read at all", "[window]\nwidth = \"\"\"\n" + strings.Repeat("x\n", 60),
			[]string{"this file could not be read, so every setting has its default"}, nil},
		{"too large to read", "[sound]\nvolume = 20\n# " + strings.Repeat("z", MaxConfigSize) + "\n",
			[]string{"is 1.0 MiB, far more than any settings file (the built-in one is 316 bytes); it was not read, so every setting has its default"},
			func(c Config) bool { return c.Sound.Volume == 80 }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			path := writeUser(t, c.text)
			cfg, warn := LoadConfig(testDefaults, path)
			all := strings.Join(warn, "\n")
			if len(warn) != len(c.want) && c.name != "not read at all" {
				t.Errorf("%d warnings, want %d:\n%s", len(warn), len(c.want), all)
			}
			for _, w := range c.want {
				if !strings.Contains(all, w) || !strings.Contains(all, path) {
					t.Errorf("warnings lack %q and the path:\n%s", w, all)
				}
			}
			for _, w := range warn {
				if len(w) > 600 {
					t.Errorf("a warning of %d bytes: outside text was not cut", len(w))
				}
				if m := goTypeRE.FindString(strings.TrimPrefix(w, path)); m != "" {
					t.Errorf("a warning names the Go type %q: %s", m, w)
				}
			}
			if c.check != nil && !c.check(cfg) {
				t.Errorf("config %+v", cfg)
			}
		})
	}
}

func TestConfigLevelsMatchAI(t *testing.T) {
	var names []string
	for _, l := range ai.Levels() {
		names = append(names, string(l))
	}
	if strings.Join(names, ",") != strings.Join(aiLevels, ",") {
		t.Fatalf("config accepts %v, the AI has %v", aiLevels, names)
	}
}

func TestWriteUserConfigKeepsCommentsAndRoundTrips(t *testing.T) {
	cfg, _ := LoadConfig(testDefaults, "")
	cfg.Window.Fullscreen = true
	cfg.Display.Palette = "high-contrast"
	cfg.Sound.Volume = 35
	cfg.Play.DefaultSeats = []string{"human", "human", "ai"}
	cfg.AI.DefaultLevel = "hard"
	path := filepath.Join(t.TempDir(), "embers", "config.toml")
	if err := WriteUserConfig(testDefaults, cfg, path); err != nil {
		t.Fatal(err)
	}
	text, _ := os.ReadFile(path)
	if !strings.Contains(string(text), "# size\n") || !strings.Contains(string(text), `default_seats = ["human", "human", "ai"]`) {
		t.Errorf("written file lost its comments or values:\n%s", text)
	}
	got, warn := LoadConfig(testDefaults, path)
	if len(warn) != 0 || !reflect.DeepEqual(got, cfg) {
		t.Fatalf("read back %+v %v, want %+v", got, warn, cfg)
	}
}

func TestSeatKind(t *testing.T) {
	cfg := Config{Play: PlayConfig{DefaultSeats: []string{"ai", "human"}}}
	if cfg.SeatKind(0) != "ai" || cfg.SeatKind(1) != "human" || cfg.SeatKind(4) != "ai" {
		t.Fatal("seat kinds do not follow default_seats")
	}
	if (&Config{}).SeatKind(0) != "human" {
		t.Fatal("with no list, the first seat is a person")
	}
}

// manyUnknown is a config text with n unknown keys, each on its own line.
func manyUnknown(n int) string {
	var b strings.Builder
	b.WriteString("[noise]\n")
	for i := range n {
		fmt.Fprintf(&b, "key%d = %d\n", i, i)
	}
	return b.String()
}

// TestManyUnknownKeys: 20,000 unknown keys are named with their lines up to
// maxUnknown and counted after that. Reading them is linear (see
// BenchmarkManyUnknownKeys); when it was quadratic this took 15-25 s.
func TestManyUnknownKeys(t *testing.T) {
	path := writeUser(t, manyUnknown(20000))
	_, warn := LoadConfig(testDefaults, path)
	if len(warn) != maxUnknown+1 || !strings.Contains(warn[maxUnknown], "19980 more unknown settings are ignored") {
		t.Fatalf("%d warnings, the last %q", len(warn), warn[len(warn)-1])
	}
	for i, w := range warn[:maxUnknown] {
		if !strings.Contains(w, fmt.Sprintf("line %d: unknown setting", i+2)) {
			t.Fatalf("warning %d: %s", i, w)
		}
	}
}

func BenchmarkManyUnknownKeys(b *testing.B) {
	for _, n := range []int{2000, 20000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			dir := b.TempDir()
			path := filepath.Join(dir, "config.toml")
			os.WriteFile(path, []byte(manyUnknown(n)), 0o644)
			for b.Loop() {
				LoadConfig(testDefaults, path)
			}
		})
	}
}
