package game

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"embers/game/ai"
)

var testDefaults = []byte(`[window]
width = 1280
height = 720
fullscreen = false

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
	want := Config{Window: WindowConfig{1280, 720, false}, AI: AIConfig{"medium", 2000}}
	if cfg != want || len(warn) != 0 {
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
		{"unknown table", "# mine\n[sound]\nvolume = 3\n[music]\n",
			[]string{`line 3: unknown setting "sound.volume"`, `line 4: unknown setting "music"`}, nil},
		{"bad range", "[window]\nwidth = 1024\nheight = -5\n[ai]\nthink_ms_cap = 0\n",
			[]string{"line 3: window.height = -5 is not a window height", "line 5: ai.think_ms_cap = 0 is not a time"},
			func(c Config) bool {
				return c.Window.Width == 1024 && c.Window.Height == 720 && c.AI.ThinkMsCap == 2000
			}},
		{"bad level", "[ai]\n\ndefault_level = \"godlike\"\n",
			[]string{`line 3: ai.default_level = "godlike" is not a level (use one of random, greedy, easy, medium, hard)`},
			func(c Config) bool { return c.AI.DefaultLevel == "medium" }},
		{"wrong type", "[window]\nwidth = \"wide\"\n",
			[]string{"line 2 (last key \"window.width\"): incompatible types", "Using the default settings"},
			func(c Config) bool { return c.Window.Width == 1280 }},
		{"broken syntax", "[window\nwidth = 3\n",
			[]string{"line 2:", "fix or delete the line"}, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			path := writeUser(t, c.text)
			cfg, warn := LoadConfig(testDefaults, path)
			all := strings.Join(warn, "\n")
			if len(warn) != len(c.want) && c.name != "wrong type" && c.name != "broken syntax" {
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
