package scenes

import (
	"testing"

	"embers/scenes/play/playtest"
)

// TestMain runs the tests beside an Ebitengine loop where a display exists,
// so the drawing tests can read their pictures back.
func TestMain(m *testing.M) { playtest.Main(m) }
