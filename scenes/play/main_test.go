package play

import (
	"testing"

	"embers/scenes/play/playtest"
)

// TestMain runs the tests beside an Ebitengine loop where a display exists
// (xvfb-run), so tests can draw the scene; without one they run as usual
// and the drawing tests skip.
func TestMain(m *testing.M) { playtest.Main(m) }
