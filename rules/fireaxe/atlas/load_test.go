package atlas

import "testing"

// The game's own map and sagas load and pass every check.
func TestLoadRealAtlas(t *testing.T) {
	a, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Spaces) < 45 || len(a.Spaces) > 70 {
		t.Errorf("%d spaces; the design asks for 45-70", len(a.Spaces))
	}
	if len(a.Ports) < 40 || len(a.Ports) > 55 {
		t.Errorf("%d ports; the design asks for 40-55", len(a.Ports))
	}
}

// BenchmarkLoad measures reading and checking the built-in map and sagas.
func BenchmarkLoad(b *testing.B) {
	for b.Loop() {
		if _, err := Load(); err != nil {
			b.Fatal(err)
		}
	}
}
