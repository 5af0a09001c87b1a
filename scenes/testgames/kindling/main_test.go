package kindling

import (
	"testing"

	kd "embers/rules/testgames/kindling"
	"embers/scenes/play/boardtest"
	"embers/scenes/play/playtest"
)

// The board suite runs for every board from the catalog's tests (with the
// tag testgame for this one), at the tables in suite.go; here the board's
// draw cost.

func TestMain(m *testing.M) { playtest.Main(m) }

func BenchmarkDraw(b *testing.B) { boardtest.BenchDraw(b, kd.ID, 2, 4) }
