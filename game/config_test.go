package game

import (
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
	want := Config{Window: WindowConfig{1280, 720, false}, Display: DisplayConfig{"normal", "standard"},
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
		{"broken syntax", "[window\nwidth = 3\n",
			[]string{"line 2:", "fix or delete the line"}, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			path := writeUser(t, c.text)
			cfg, warn := LoadConfig(testDefaults, path)
			all := strings.Join(warn, "\n")
			if len(warn) != len(c.want) && c.name != "broken syntax" {
				t.Errorf("%d warnings, want %d:\n%s", len(warn), len(c.want), all)
			}
			for _, w := range c.want {
				if !strings.Contains(all, w) || !strings.Contains(all, path) {
					t.Errorf("warnings lack %q and the path:\n%s", w, all)
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
